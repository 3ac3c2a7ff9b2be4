#include "report/json/jsonwriter.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>

namespace idscope {

void JsonWriter::separate()
{
    if (afterKey_) {
        afterKey_ = false;
        return;
    }
    if (!first_.isEmpty()) {
        if (!first_.back())
            out_.append(',');
        first_.back() = false;
    }
}

JsonWriter& JsonWriter::beginObject()
{
    separate();
    out_.append('{');
    first_.append(true);
    return *this;
}

JsonWriter& JsonWriter::endObject()
{
    out_.append('}');
    first_.removeLast();
    return *this;
}

JsonWriter& JsonWriter::beginArray()
{
    separate();
    out_.append('[');
    first_.append(true);
    return *this;
}

JsonWriter& JsonWriter::endArray()
{
    out_.append(']');
    first_.removeLast();
    return *this;
}

JsonWriter& JsonWriter::key(std::string_view k)
{
    separate();
    appendEscaped(out_, k);
    out_.append(':');
    afterKey_ = true;
    return *this;
}

JsonWriter& JsonWriter::key(QStringView k)
{
    separate();
    appendEscaped(out_, k);
    out_.append(':');
    afterKey_ = true;
    return *this;
}

void JsonWriter::appendEscaped(QByteArray& out, std::string_view s)
{
    static const char kHex[] = "0123456789abcdef";
    if (!needsEscape(s)) { // the usual case: one copy, quotes included
        const qsizetype at = out.size();
        out.resize(at + qsizetype(s.size()) + 2);
        char* d = out.data() + at;
        *d = '"';
        std::memcpy(d + 1, s.data(), s.size());
        d[s.size() + 1] = '"';
        return;
    }
    out.append('"');
    // Runs that need no escaping are copied in one append.
    std::size_t runStart = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        out.append(s.data() + runStart, qsizetype(i - runStart));
        runStart = i + 1;
        switch (c) {
        case '"':
            out.append("\\\"", 2);
            break;
        case '\\':
            out.append("\\\\", 2);
            break;
        case '\n':
            out.append("\\n", 2);
            break;
        case '\r':
            out.append("\\r", 2);
            break;
        case '\t':
            out.append("\\t", 2);
            break;
        default: {
            const char esc[6] = {'\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 15]};
            out.append(esc, 6);
        }
        }
    }
    out.append(s.data() + runStart, qsizetype(s.size() - runStart));
    out.append('"');
}

void JsonWriter::appendEscaped(QByteArray& out, QStringView s)
{
    // Nearly every string written is ASCII with nothing to escape (IDs, names, instants): those
    // are narrowed straight into the output in one pass; anything else is undone and written
    // through UTF-8.
    const char16_t* p = s.utf16();
    const qsizetype n = s.size();
    const qsizetype at = out.size();
    out.resize(at + n + 2);
    char* d = out.data() + at;
    *d++ = '"';
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = p[i];
        if (c < 0x20 || c >= 0x80 || c == u'"' || c == u'\\') {
            out.truncate(at);
            const QByteArray u = s.toUtf8();
            appendEscaped(out, std::string_view(u.constData(), std::size_t(u.size())));
            return;
        }
        *d++ = char(c);
    }
    *d = '"';
}

JsonWriter& JsonWriter::value(const QString& s)
{
    separate();
    appendEscaped(out_, QStringView(s));
    return *this;
}

JsonWriter& JsonWriter::value(std::string_view utf8)
{
    separate();
    appendEscaped(out_, utf8);
    return *this;
}

JsonWriter& JsonWriter::value(qint64 v)
{
    separate();
    char buf[24];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    out_.append(buf, int(r.ptr - buf));
    return *this;
}

JsonWriter& JsonWriter::value(quint64 v)
{
    separate();
    char buf[24];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    out_.append(buf, int(r.ptr - buf));
    return *this;
}

JsonWriter& JsonWriter::value(bool v)
{
    separate();
    out_.append(v ? "true" : "false");
    return *this;
}

JsonWriter& JsonWriter::value(double v)
{
    if (!std::isfinite(v))
        return null();
    separate();
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    out_.append(buf, int(r.ptr - buf));
    return *this;
}

JsonWriter& JsonWriter::null()
{
    separate();
    out_.append("null", 4);
    return *this;
}

JsonWriter& JsonWriter::rawNumber(std::string_view digits)
{
    separate();
    out_.append(digits.data(), qsizetype(digits.size()));
    return *this;
}

JsonWriter& JsonWriter::rawNumber(QStringView digits)
{
    separate();
    const qsizetype at = out_.size();
    out_.resize(at + digits.size());
    char* d = out_.data() + at;
    for (const QChar c : digits)
        *d++ = char(c.unicode()); // number text is ASCII
    return *this;
}

JsonWriter& JsonWriter::rawJson(std::string_view json)
{
    return rawNumber(json); // the same: separate, then the text as it is
}

} // namespace idscope
