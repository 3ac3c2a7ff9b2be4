#include "epochcompare.h"

#include "codecs.h"
#include "detector.h"
#include "reading.h"

#include <QDateTime>

#include <algorithm>

namespace idscope {

namespace {

// The reading of `value` as `format`/`profile` by the family that owns the format, asked for
// that format (so readings kept for an explicit request, Flake ID's and Spaceflake's, come too).
std::optional<Decoded> readAs(Format format, quint8 profile, const IdInput& in,
                              const DecodeOptions& opt)
{
    const FamilyParser parse = familyParser(format);
    if (!parse)
        return std::nullopt;
    DecodeOptions forced = opt;
    forced.forced = format;
    Candidates c;
    parse(in, forced, c);
    for (const Decoded& d : c) {
        if (d.format == format && d.profile == profile && d.valid() && d.hasInstant)
            return d;
    }
    return std::nullopt;
}

EpochReading readingOf(Format format, quint8 profile, const IdInput& in, const DecodeOptions& opt)
{
    EpochReading r;
    r.format = format;
    r.profile = profile;
    r.launchMs = formatLaunchMs(format, profile);
    const std::optional<Decoded> d = readAs(format, profile, in, opt);
    if (!d) {
        r.outOfRange = true;
        return r;
    }
    r.instant = d->instant;
    r.precision = d->precision;
    const qint64 ms = d->instant.unixMsFloor();
    r.future = ms > opt.nowMs + kFutureToleranceMs;
    r.beforeLaunch = ms < r.launchMs;
    return r;
}

} // namespace

QString EpochReading::title() const
{
    const QString label = profileLabel(format, profile);
    return label.isEmpty() ? formatName(format)
                           : QStringLiteral("%1 (%2)").arg(formatName(format), label);
}

int EpochComparison::nowIndex() const
{
    const auto after = std::find_if(readings.begin(), readings.end(),
                                    [](const EpochReading& r) { return r.outOfRange || r.future; });
    return int(after - readings.begin());
}

QList<QPair<Format, quint8>> comparedProfiles(const DecodeOptions& opt)
{
    QList<QPair<Format, quint8>> out;
    for (Format f : allFormats()) {
        const bool integer = isIntegerFormat(f) && f != Format::Snowflake;
        if (!integer && f != Format::Tsid && !(f == Format::Snowflake && opt.customSnowflakeSet))
            continue;
        out.append({f, 0});
        if (hasEpochPerProfile(f))
            out.append({f, 1});
    }
    return out;
}

EpochComparison compareEpochs(bool negative, quint64 magnitude, const DecodeOptions& options)
{
    DecodeOptions opt = options;
    if (opt.nowMs == 0)
        opt.nowMs = QDateTime::currentMSecsSinceEpoch();
    EpochComparison out;
    out.negative = negative && magnitude != 0;
    out.magnitude = magnitude;
    out.nowMs = opt.nowMs;
    out.input = (out.negative ? QStringLiteral("-") : QString()) + QString::number(magnitude);
    // An int64 is handed over as SQLite would; a larger value as its decimal text, which the
    // integer families read exactly (never 13 digits: no TSID text spelling).
    const QByteArray digits = out.input.toLatin1();
    const bool fits =
        out.negative ? magnitude <= (quint64(1) << 63) : magnitude < (quint64(1) << 63);
    const IdInput in =
        fits ? IdInput::fromInteger(out.negative ? qint64(0 - magnitude) : qint64(magnitude))
             : IdInput::text({digits.constData(), std::size_t(digits.size())});
    const QList<QPair<Format, quint8>> profiles = comparedProfiles(opt);
    for (const auto& [format, profile] : profiles)
        out.readings.append(readingOf(format, profile, in, opt));
    std::stable_sort(out.readings.begin(), out.readings.end(),
                     [](const EpochReading& a, const EpochReading& b) {
                         if (a.outOfRange != b.outOfRange)
                             return b.outOfRange;
                         return !a.outOfRange && *a.instant < *b.instant;
                     });
    return out;
}

std::optional<EpochComparison> compareEpochs(QStringView text, const DecodeOptions& opt)
{
    const QByteArray utf8 = text.trimmed().toUtf8();
    const IdInput in = IdInput::text({utf8.constData(), std::size_t(utf8.size())});
    const IntValue v = inputAsInteger(in, true);
    if (!v.ok)
        return std::nullopt;
    EpochComparison c = compareEpochs(v.negative, v.magnitude, opt);
    return c;
}

} // namespace idscope
