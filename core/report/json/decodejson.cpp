// Decode results and reverse bounds as the JSON objects of `idscope decode --json`. A decode
// object is written from the readings as detection left them, straight into the output bytes.
#include "report/decodeexport.h"

#include "ids/registry.h"
#include "report/json/jsonwriter.h"

#include <QVarLengthArray>

#include <algorithm>
#include <charconv>
#include <cstring>

namespace idscope {

namespace {

// The object is built in a buffer on the stack and appended in one piece: inline appends, no
// allocation unless an input is very long.
class Buffer {
public:
    Buffer() = default;
    Buffer(const Buffer&) = delete;
    Buffer& operator=(const Buffer&) = delete;
    void append(char c)
    {
        if (p_ == end_)
            grow(1);
        *p_++ = c;
    }
    void append(const char* s, qsizetype n)
    {
        if (end_ - p_ < n)
            grow(n);
        std::memcpy(p_, s, std::size_t(n));
        p_ += n;
    }
    // '"' + s + '"' in one step.
    void appendQuoted(std::string_view s)
    {
        const auto n = qsizetype(s.size());
        if (end_ - p_ < n + 2)
            grow(n + 2);
        *p_ = '"';
        std::memcpy(p_ + 1, s.data(), s.size());
        p_[n + 1] = '"';
        p_ += n + 2;
    }
    const char* constData() const { return begin_; }
    qsizetype size() const { return p_ - begin_; }
    bool isEmpty() const { return p_ == begin_; }

private:
    void grow(qsizetype n)
    {
        const qsizetype used = size();
        QByteArray bigger(std::max<qsizetype>(2 * (end_ - begin_), used + n), Qt::Uninitialized);
        std::memcpy(bigger.data(), begin_, std::size_t(used));
        heap_ = std::move(bigger);
        begin_ = heap_.data();
        p_ = begin_ + used;
        end_ = begin_ + heap_.size();
    }
    char inline_[1024];
    QByteArray heap_;
    char* begin_ = inline_;
    char* p_ = inline_;
    char* end_ = inline_ + sizeof inline_;
};

template<std::size_t N> void put(Buffer& b, const char (&ascii)[N])
{
    b.append(ascii, qsizetype(N - 1));
}

void put(Buffer& b, std::string_view s)
{
    b.append(s.data(), qsizetype(s.size()));
}

void putString(Buffer& b, std::string_view utf8)
{
    if (!JsonWriter::needsEscape(utf8)) { // the usual case: quoted as it is
        b.appendQuoted(utf8);
        return;
    }
    QByteArray escaped;
    JsonWriter::appendEscaped(escaped, utf8);
    put(b, utf8View(escaped));
}

void putString(Buffer& b, QStringView s)
{
    const QByteArray utf8 = s.toUtf8();
    putString(b, utf8View(utf8));
}

void putInteger(Buffer& b, qint64 v)
{
    char buf[24];
    const char* end = std::to_chars(buf, buf + sizeof buf, v).ptr;
    b.append(buf, qsizetype(end - buf));
}

void putFormatName(Buffer& b, Format f)
{
    const FormatInfo* info = registeredFormat(f);
    putString(b, std::string_view(info ? info->name : ""));
}

// The reading's profile label (translated), or nothing when it has none.
QString profileText(const Decoded& d)
{
    const FormatInfo* info = registeredFormat(d.format);
    const bool labelled = info && d.profile < 2 && info->profileLabels[d.profile];
    return labelled ? profileLabel(d.format, d.profile) : QString();
}

// unix_ms and time: the instant in UTC (RFC 3339 at the reading's precision), or nulls.
void putUnixMsAndTime(Buffer& b, const Decoded& d)
{
    if (!d.hasInstant) {
        put(b, "\"unix_ms\":null,\"time\":null");
        return;
    }
    put(b, "\"unix_ms\":");
    putInteger(b, d.instant.unixMsFloor());
    put(b, ",\"time\":\"");
    char text[64];
    b.append(text, writeRfc3339(text, d.instant, d.precision));
    b.append('"');
}

// Keeps what a describe function says: the canonical text, and the fields as JSON members.
class JsonFields final : public DescribeSink {
public:
    QVarLengthArray<char, 128> canonical;
    Buffer members;

private:
    void putCanonical(std::string_view utf8) override
    {
        canonical.resize(qsizetype(utf8.size()));
        std::memcpy(canonical.data(), utf8.data(), utf8.size());
    }
    void putField(std::string_view key, std::string_view utf8, bool numeric) override
    {
        if (!members.isEmpty())
            members.append(',');
        members.appendQuoted(key); // a field name from the describe code: plain ASCII
        members.append(':');
        if (numeric)
            put(members, utf8);
        else
            putString(members, utf8);
    }
};

// From "canonical" to the fields object of the chosen reading.
void putChosen(Buffer& b, const Decoded& best, const DisplayZone& zone)
{
    JsonFields fields;
    describeTo(best, fields);
    put(b, ",\"canonical\":");
    putString(b,
              std::string_view(fields.canonical.constData(), std::size_t(fields.canonical.size())));
    put(b, ",\"profile\":");
    if (const QString p = profileText(best); !p.isEmpty())
        putString(b, QStringView(p));
    else
        put(b, "null");
    b.append(',');
    putUnixMsAndTime(b, best);
    if (!zone.isUtc()) {
        put(b, ",\"time_local\":");
        if (best.hasInstant)
            putString(b, QStringView(zone.format(best.instant, best.precision)));
        else
            put(b, "null");
    }
    put(b, ",\"precision\":");
    if (best.hasInstant)
        putString(b, precisionCode(best.precision));
    else
        put(b, "null");
    put(b, ",\"fields\":{");
    b.append(fields.members.constData(), fields.members.size());
    b.append('}');
}

} // namespace

void appendDecodeJson(QByteArray& out, const DecodeView& v, const DisplayZone& zone)
{
    const Decoded* best = v.chosen && !v.readings.empty() ? &v.readings.front() : nullptr;
    Buffer b;
    put(b, "{\"input\":");
    putString(b, v.input);
    if (v.chosen)
        put(b, ",\"valid\":true,\"format\":");
    else
        put(b, ",\"valid\":false,\"format\":");
    if (best) {
        putFormatName(b, best->format);
        putChosen(b, *best, zone);
    } else {
        put(b, "null,\"canonical\":null,\"profile\":null,\"unix_ms\":null,\"time\":null");
        if (!zone.isUtc())
            put(b, ",\"time_local\":null");
        put(b, ",\"precision\":null,\"fields\":{}");
    }
    put(b, ",\"alternatives\":[");
    const std::size_t firstAlternative = best ? 1 : 0;
    for (std::size_t i = firstAlternative; i < v.readings.size(); ++i) {
        const Decoded& a = v.readings[i];
        if (i > firstAlternative)
            b.append(',');
        put(b, "{\"format\":");
        putFormatName(b, a.format);
        if (const QString p = profileText(a); !p.isEmpty()) {
            put(b, ",\"profile\":");
            putString(b, QStringView(p));
        }
        b.append(',');
        putUnixMsAndTime(b, a);
        put(b, ",\"score\":");
        putInteger(b, a.score);
        b.append('}');
    }
    put(b, "],\"warnings\":[");
    if (best) {
        std::string_view codes[32];
        const int n = warningCodes(best->flags, codes);
        for (int i = 0; i < n; ++i) {
            if (i)
                b.append(',');
            putString(b, codes[i]);
        }
    }
    put(b, "],\"error\":");
    if (v.chosen)
        put(b, "null");
    else
        putString(b, v.error);
    b.append('}');
    out.append(b.constData(), b.size());
}

void appendDecodeJson(QByteArray& out, const DecodeResult& r, const DisplayZone& zone)
{
    const QByteArray input = r.input.toUtf8();
    qsizetype valid = 0;
    while (valid < r.decoded.size() && r.decoded[valid].valid())
        ++valid;
    appendDecodeJson(out,
                     {utf8View(input),
                      std::span<const Decoded>(r.decoded.constData(), std::size_t(valid)), r.valid,
                      r.error},
                     zone);
}

void appendBoundsJson(QByteArray& out, const IdBounds& b)
{
    JsonWriter w(out);
    const QString profile = profileLabel(b.format, b.profile);
    w.beginObject().key("format").value(formatName(b.format)).key("profile");
    if (profile.isEmpty())
        w.null();
    else
        w.value(profile);
    w.key("ok").value(b.ok);
    w.key("lower").value(b.lower).key("upper").value(b.upper);
    w.key("error");
    if (b.ok)
        w.null();
    else
        w.value(b.error);
    w.endObject();
}

} // namespace idscope
