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

// Copies a short run inline: most pieces of a decode object are a few bytes to a few dozen, and a
// call into the library's memcpy per piece cost more than the copy itself.
inline void copyShort(char* d, const char* s, std::size_t n)
{
    if (n >= 16 && n <= 32) { // two overlapping 16-byte moves
        std::memcpy(d, s, 16);
        std::memcpy(d + n - 16, s + n - 16, 16);
    } else if (n >= 8 && n < 16) {
        std::memcpy(d, s, 8);
        std::memcpy(d + n - 8, s + n - 8, 8);
    } else if (n < 8) {
        for (std::size_t i = 0; i < n; ++i)
            d[i] = s[i];
    } else {
        std::memcpy(d, s, n);
    }
}

// Writes an object either straight onto the end of a QByteArray (its spare capacity, no second
// copy) or, default-constructed, into storage on the stack that grows on the heap only for a
// very long input.
class Buffer {
public:
    Buffer() = default;
    explicit Buffer(QByteArray& target) : target_(&target), origin_(target.size())
    {
        const qsizetype at = origin_;
        target.resize(std::max(target.capacity(), at + kSlack));
        begin_ = target.data();
        p_ = begin_ + at;
        end_ = begin_ + target.size();
    }
    ~Buffer()
    {
        if (target_)
            target_->resize(size());
    }
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
        copyShort(p_, s, std::size_t(n));
        p_ += n;
    }
    // A literal: the compiler copies a size it knows without a call.
    template<std::size_t N> void appendLiteral(const char (&ascii)[N])
    {
        if (end_ - p_ < qsizetype(N - 1))
            grow(qsizetype(N - 1));
        std::memcpy(p_, ascii, N - 1);
        p_ += N - 1;
    }
    // '"' + s + '"' in one step.
    void appendQuoted(std::string_view s)
    {
        const auto n = qsizetype(s.size());
        if (end_ - p_ < n + 2)
            grow(n + 2);
        *p_ = '"';
        copyShort(p_ + 1, s.data(), s.size());
        p_[n + 1] = '"';
        p_ += n + 2;
    }
    // Room for n more bytes; the caller writes them and then calls advance(n or fewer).
    char* reserve(qsizetype n)
    {
        if (end_ - p_ < n)
            grow(n);
        return p_;
    }
    void advance(qsizetype n) { p_ += n; }
    // What this buffer wrote (for a target: only the bytes of this object).
    std::string_view written() const { return {begin_ + origin(), std::size_t(size() - origin())}; }
    bool isEmpty() const { return size() == origin(); }

private:
    static constexpr qsizetype kSlack = 1024;
    qsizetype size() const { return p_ - begin_; }
    qsizetype origin() const { return target_ ? origin_ : 0; }
    void grow(qsizetype n)
    {
        const qsizetype used = size();
        const qsizetype want = std::max<qsizetype>(2 * (end_ - begin_), used + n);
        if (target_) {
            target_->resize(want);
            begin_ = target_->data();
        } else {
            QByteArray bigger(want, Qt::Uninitialized);
            std::memcpy(bigger.data(), begin_, std::size_t(used));
            heap_ = std::move(bigger);
            begin_ = heap_.data();
        }
        p_ = begin_ + used;
        end_ = begin_ + want;
    }
    QByteArray* target_ = nullptr;
    qsizetype origin_ = 0;
    char inline_[1024];
    QByteArray heap_;
    char* begin_ = inline_;
    char* p_ = inline_;
    char* end_ = inline_ + sizeof inline_;
};

template<std::size_t N> void put(Buffer& b, const char (&ascii)[N])
{
    b.appendLiteral(ascii);
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
    constexpr qsizetype kDigits = 21; // sign and 19 digits
    char* at = b.reserve(kDigits);
    b.advance(std::to_chars(at, at + kDigits, v).ptr - at);
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
    qint64 ms;
    if (d.instant.toUnixMs(ms))
        putInteger(b, ms);
    else
        put(b, "null"); // beyond 64-bit milliseconds: the time below says it
    put(b, ",\"time\":\"");
    b.advance(writeRfc3339(b.reserve(64), d.instant, d.precision));
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
    const std::string_view members = fields.members.written();
    b.append(members.data(), qsizetype(members.size()));
    b.append('}');
}

} // namespace

void appendDecodeJson(QByteArray& out, const DecodeView& v, const DisplayZone& zone)
{
    const Decoded* best = v.chosen && !v.readings.empty() ? &v.readings.front() : nullptr;
    Buffer b(out);
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
    // How far ahead of now a `future` instant lies: the finding, not only that there is one.
    put(b, "],\"ahead_ms\":");
    qint64 ms = 0, ahead = 0;
    if (best && (best->flags & WarnFuture) && v.nowMs != 0 && best->instant.toUnixMs(ms) &&
        !__builtin_sub_overflow(ms, v.nowMs, &ahead))
        putInteger(b, ahead);
    else
        put(b, "null");
    put(b, ",\"error\":");
    if (v.chosen)
        put(b, "null");
    else
        putString(b, v.error);
    b.append('}');
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
                      r.error, r.nowMs},
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
