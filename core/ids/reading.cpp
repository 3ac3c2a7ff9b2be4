#include "reading.h"

#include "codecs.h"

#include <QCoreApplication>

#include <algorithm>
#include <charconv>

namespace idscope {

namespace {
struct WarningText {
    quint32 flag;
    const char* code;
    const char* message;
};

// Messages are marked for translation in the "idscope::Warnings" context.
const WarningText kWarnings[] = {
    {WarnNonCanonicalCase, "non-canonical-case",
     QT_TRANSLATE_NOOP("idscope::Warnings", "Not in the format's canonical letter case")},
    {WarnNonCanonicalSpelling, "non-canonical-spelling",
     QT_TRANSLATE_NOOP("idscope::Warnings", "Not the canonical spelling of this format")},
    {WarnFuture, "future",
     QT_TRANSLATE_NOOP("idscope::Warnings", "The embedded instant lies in the future")},
    {WarnBeforeEpoch, "before-epoch",
     QT_TRANSLATE_NOOP("idscope::Warnings",
                       "The embedded instant lies before the format's epoch or launch")},
    {WarnByteOrderUncertain, "byte-order-uncertain",
     QT_TRANSLATE_NOOP("idscope::Warnings",
                       "16 bytes fit both RFC and .NET byte order; the order is uncertain")},
    {WarnDotNetByteOrder, "dotnet-byte-order",
     QT_TRANSLATE_NOOP("idscope::Warnings",
                       "Read in .NET Guid.ToByteArray() order (first three groups little-endian)")},
    {WarnSuspiciousGenerator, "suspicious-generator",
     QT_TRANSLATE_NOOP("idscope::Warnings", "Matches the signature of a known generator bug")},
    {WarnAmbiguous, "ambiguous",
     QT_TRANSLATE_NOOP("idscope::Warnings",
                       "Other readings are about as plausible; see the alternatives")},
    {WarnV4WhereV7Expected, "v4-where-v7-expected",
     QT_TRANSLATE_NOOP("idscope::Warnings", "A UUIDv4 in a column of UUIDv7 values")},
    {WarnMixedCase, "mixed-case",
     QT_TRANSLATE_NOOP("idscope::Warnings", "Upper- and lower-case letters mixed in one value")},
    {WarnMicrosecondsAsMs, "microseconds-as-milliseconds",
     QT_TRANSLATE_NOOP("idscope::Warnings",
                       "The millisecond field only makes sense as microseconds: a generator bug")},
    {WarnTruncatedPrecision, "truncated-precision",
     QT_TRANSLATE_NOOP(
         "idscope::Warnings",
         "The input carries more digits than the format keeps; extra digits ignored")},
    {WarnImplausible, "implausible",
     QT_TRANSLATE_NOOP("idscope::Warnings",
                       "No ID of this format carries such an instant: before the format's launch, "
                       "far in the future, or a small counter read as a time")},
    {WarnBeforeFormat, "before-format",
     QT_TRANSLATE_NOOP("idscope::Warnings",
                       "The embedded instant lies before the format existed: a skewed clock, a "
                       "test or forged ID, or a backfill")},
};

QString tr(const char* s)
{
    return QCoreApplication::translate("idscope::Warnings", s);
}
} // namespace

QList<Warning> warningsFor(quint32 flags)
{
    QList<Warning> out;
    for (const WarningText& w : kWarnings) {
        if (flags & w.flag)
            out.append({QString::fromLatin1(w.code), tr(w.message)});
    }
    return out;
}

int warningCodes(quint32 flags, std::string_view (&out)[32])
{
    int n = 0;
    for (const WarningText& w : kWarnings) {
        if ((flags & w.flag) && n < 32)
            out[n++] = w.code;
    }
    return n;
}

QString parseErrorMessage(const Decoded& d)
{
    const QString name = formatName(d.format);
    switch (d.error) {
    case ParseError::None:
        return QString();
    case ParseError::BadLength:
        return QCoreApplication::translate("idscope::Errors", "wrong length for %1").arg(name);
    case ParseError::BadCharacter:
        return QCoreApplication::translate("idscope::Errors", "character %1 is not allowed in %2")
            .arg(int(d.errorPos) + 1)
            .arg(name);
    case ParseError::Overflow:
        return QCoreApplication::translate("idscope::Errors",
                                           "value overflows %1 (first character too large)")
            .arg(name);
    case ParseError::BadVersion:
        return QCoreApplication::translate("idscope::Errors", "version bits do not match %1")
            .arg(name);
    case ParseError::BadVariant:
        return QCoreApplication::translate("idscope::Errors", "variant bits are not RFC 9562");
    case ParseError::BadPrefix:
        return QCoreApplication::translate(
            "idscope::Errors", "TypeID prefix must be 1-63 lowercase letters or underscores, "
                               "starting and ending with a letter");
    case ParseError::BadSuffix:
        return QCoreApplication::translate("idscope::Errors", "TypeID suffix is not valid");
    case ParseError::OutOfRange:
        return QCoreApplication::translate("idscope::Errors", "value is out of range for %1")
            .arg(name);
    case ParseError::BadChecksum:
        return QCoreApplication::translate("idscope::Errors", "checksum does not match");
    }
    return QString();
}

QString Reading::profileLabel() const
{
    return idscope::profileLabel(format, profile);
}

QString profileLabel(Format format, quint8 profile)
{
    const char* label = profile < 2 ? formatInfo(format).profileLabels[profile] : nullptr;
    return label ? QCoreApplication::translate("idscope::Reading", label) : QString();
}

void DescribeSink::canonicalString(const QString& s)
{
    const QByteArray u = s.toUtf8();
    putCanonical({u.constData(), std::size_t(u.size())});
}

void DescribeSink::textString(std::string_view key, const QString& value)
{
    const QByteArray u = value.toUtf8();
    putField(key, {u.constData(), std::size_t(u.size())}, false);
}

void DescribeSink::numberString(std::string_view key, const QString& digits)
{
    const QByteArray u = digits.toUtf8();
    putField(key, {u.constData(), std::size_t(u.size())}, true);
}

void DescribeSink::number(std::string_view key, quint64 v)
{
    char buf[24];
    const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
    putField(key, {buf, std::size_t(end - buf)}, true);
}

void DescribeSink::number(std::string_view key, qint64 v)
{
    char buf[24];
    const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
    putField(key, {buf, std::size_t(end - buf)}, true);
}

void DescribeSink::hexBytes(std::string_view key, const quint8* p, int n)
{
    static constexpr char kDigits[] = "0123456789abcdef";
    char buf[160];
    n = std::min(n, int(sizeof buf) / 2);
    for (int i = 0; i < n; ++i) {
        buf[2 * i] = kDigits[p[i] >> 4];
        buf[2 * i + 1] = kDigits[p[i] & 15];
    }
    putField(key, {buf, std::size_t(2 * n)}, false);
}

void DescribeSink::hexDigits(std::string_view key, quint64 v, int digits)
{
    static constexpr char kDigits[] = "0123456789abcdef";
    char buf[16];
    digits = std::clamp(digits, 0, 16);
    for (int i = digits - 1; i >= 0; --i) {
        buf[i] = kDigits[v & 15];
        v >>= 4;
    }
    putField(key, {buf, std::size_t(digits)}, false);
}

namespace {
// Collects a describe function's output into a Reading.
class ReadingBuilder final : public DescribeSink {
public:
    explicit ReadingBuilder(Reading& r) : r_(r) {}

private:
    void putCanonical(std::string_view utf8) override
    {
        r_.canonical = QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
    }
    void putField(std::string_view key, std::string_view utf8, bool numeric) override
    {
        r_.fields.append({QString::fromLatin1(key.data(), qsizetype(key.size())),
                          QString::fromUtf8(utf8.data(), qsizetype(utf8.size())), numeric});
    }
    Reading& r_;
};
} // namespace

void describeTo(const Decoded& d, DescribeSink& sink)
{
    if (!d.valid())
        return;
    if (const FormatFamily* family = familyOf(d.format))
        family->describe(d, sink);
}

Reading describe(const Decoded& d)
{
    Reading r;
    r.format = d.format;
    r.profile = d.profile;
    r.valid = d.valid();
    r.score = d.score;
    if (!r.valid) {
        r.error = parseErrorMessage(d);
        return r;
    }
    if (d.hasInstant) {
        r.instant = d.instant;
        r.precision = d.precision;
    }
    ReadingBuilder builder(r);
    describeTo(d, builder);
    r.warnings = warningsFor(d.flags);
    return r;
}

} // namespace idscope
