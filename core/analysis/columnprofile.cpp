#include "columnprofile.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace idscope::analysis {

QString anomalyName(AnomalyKind k)
{
    switch (k) {
    case AnomalyKind::MixedCase:
        return QStringLiteral("mixed-case");
    case AnomalyKind::NonCanonical:
        return QStringLiteral("non-canonical");
    case AnomalyKind::StorageMismatch:
        return QStringLiteral("storage-mismatch");
    case AnomalyKind::CaseDuplicate:
        return QStringLiteral("case-duplicate");
    case AnomalyKind::Future:
        return QStringLiteral("future");
    case AnomalyKind::BeforeEpoch:
        return QStringLiteral("before-epoch");
    case AnomalyKind::MixedVersions:
        return QStringLiteral("mixed-versions");
    case AnomalyKind::ClockSkew:
        return QStringLiteral("clock-skew");
    case AnomalyKind::NotAnId:
        return QStringLiteral("not-an-id");
    }
    return QString();
}

QString anomalyDescription(AnomalyKind k)
{
    switch (k) {
    case AnomalyKind::MixedCase:
        return QCoreApplication::translate(
            "idscope::analysis",
            "Values are not all in one letter case: a byte-wise comparison treats the "
            "same ID in another case as a different value.");
    case AnomalyKind::NonCanonical:
        return QCoreApplication::translate(
            "idscope::analysis",
            "Values are spelled in a non-canonical form (braces, urn:uuid:, no hyphens, "
            "padding): lookups by the canonical spelling will not find them.");
    case AnomalyKind::StorageMismatch:
        return QCoreApplication::translate(
            "idscope::analysis",
            "Values are stored in another storage class than the rest of the column "
            "(TEXT among BLOB IDs or the reverse): SQLite never compares them equal, so "
            "a lookup silently matches nothing.");
    case AnomalyKind::CaseDuplicate:
        return QCoreApplication::translate(
            "idscope::analysis",
            "Two or more values differ only by letter case: they are the same ID to a "
            "parser, but different keys to SQLite.");
    case AnomalyKind::Future:
        return QCoreApplication::translate("idscope::analysis",
                                           "Values carry an instant in the future.");
    case AnomalyKind::BeforeEpoch:
        return QCoreApplication::translate(
            "idscope::analysis",
            "Values carry an instant before the format's epoch or before it came into "
            "use.");
    case AnomalyKind::MixedVersions:
        return QCoreApplication::translate(
            "idscope::analysis",
            "Values of another version of the same family are mixed in (for example "
            "UUIDv4 rows in a UUIDv7 column): only the dominant version sorts by time.");
    case AnomalyKind::ClockSkew:
        return QCoreApplication::translate(
            "idscope::analysis",
            "The instant in the ID is far from the row's own timestamp column.");
    case AnomalyKind::NotAnId:
        return QCoreApplication::translate("idscope::analysis",
                                           "Values are not IDs of the column's format.");
    }
    return QString();
}

QString formatMixSummary(const ColumnProfile& p, int maxParts)
{
    if (p.formats.isEmpty())
        return QString();
    const qint64 total = p.nonNull();
    if (total <= 0)
        return QString();
    // Profiles of one format are shown together.
    QList<QPair<Format, qint64>> merged;
    for (const FormatCount& fc : p.formats) {
        bool found = false;
        for (auto& m : merged) {
            if (m.first == fc.format) {
                m.second += fc.count;
                found = true;
                break;
            }
        }
        if (!found)
            merged.append({fc.format, fc.count});
    }
    std::stable_sort(merged.begin(), merged.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    QStringList parts;
    qint64 rest = 0;
    for (qsizetype i = 0; i < merged.size(); ++i) {
        if (i >= maxParts) {
            rest += merged[i].second;
            continue;
        }
        const double share = 100.0 * double(merged[i].second) / double(total);
        const QString pct =
            share >= 1 || share == 0 ? QString::number(std::lround(share)) : QStringLiteral("<1");
        parts << QStringLiteral("%1 %2 %").arg(
            QString::fromLatin1(formatInfo(merged[i].first).title), pct);
    }
    if (rest > 0) {
        const int others = rest > 1000000000 ? 1000000000 : int(rest);
        parts << QCoreApplication::translate("idscope::analysis", "%n other", nullptr, others);
    }
    return parts.join(QStringLiteral(" · "));
}

QString roleName(ColumnRole r)
{
    switch (r) {
    case ColumnRole::Unknown:
        return QStringLiteral("unknown");
    case ColumnRole::Id:
        return QStringLiteral("id");
    case ColumnRole::Time:
        return QStringLiteral("time");
    case ColumnRole::Other:
        return QStringLiteral("other");
    }
    return QString();
}

QString roleTitle(ColumnRole r)
{
    switch (r) {
    case ColumnRole::Unknown:
        return QCoreApplication::translate("idscope::analysis", "unknown");
    case ColumnRole::Id:
        return QCoreApplication::translate("idscope::analysis", "ID");
    case ColumnRole::Time:
        return QCoreApplication::translate("idscope::analysis", "time");
    case ColumnRole::Other:
        return QCoreApplication::translate("idscope::analysis", "other");
    }
    return QString();
}

const Anomaly* findAnomaly(const ColumnProfile& p, AnomalyKind k)
{
    for (const Anomaly& a : p.anomalies) {
        if (a.kind == k)
            return &a;
    }
    return nullptr;
}

qint64 formatCount(const ColumnProfile& p, Format f)
{
    qint64 n = 0;
    for (const FormatCount& fc : p.formats) {
        if (fc.format == f)
            n += fc.count;
    }
    return n;
}

} // namespace idscope::analysis
