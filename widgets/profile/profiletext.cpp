#include "profiletext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace idscope {

QString anomalyTitle(analysis::AnomalyKind k)
{
    using analysis::AnomalyKind;
    switch (k) {
    case AnomalyKind::MixedCase:
        return QCoreApplication::translate("idscope::ProfileText", "Mixed case");
    case AnomalyKind::NonCanonical:
        return QCoreApplication::translate("idscope::ProfileText", "Non-canonical spelling");
    case AnomalyKind::StorageMismatch:
        return QCoreApplication::translate("idscope::ProfileText", "Storage class mismatch");
    case AnomalyKind::CaseDuplicate:
        return QCoreApplication::translate("idscope::ProfileText", "Duplicates by case");
    case AnomalyKind::Future:
        return QCoreApplication::translate("idscope::ProfileText", "Future instants");
    case AnomalyKind::BeforeEpoch:
        return QCoreApplication::translate("idscope::ProfileText", "Before epoch or launch");
    case AnomalyKind::MixedVersions:
        return QCoreApplication::translate("idscope::ProfileText", "Mixed versions");
    case AnomalyKind::ClockSkew:
        return QCoreApplication::translate("idscope::ProfileText", "Clock skew");
    case AnomalyKind::NotAnId:
        return QCoreApplication::translate("idscope::ProfileText", "Not an ID");
    case AnomalyKind::UlidInUuid:
        return QCoreApplication::translate("idscope::ProfileText", "ULID in a UUID column");
    case AnomalyKind::UlidExcludedLetters:
        return QCoreApplication::translate("idscope::ProfileText", "ULID with excluded letters");
    case AnomalyKind::UlidNonMonotonic:
        return QCoreApplication::translate("idscope::ProfileText", "Non-monotonic ULIDs");
    case AnomalyKind::V7TopBit:
        return QCoreApplication::translate("idscope::ProfileText", "UUIDv7 top bit set");
    case AnomalyKind::Uuid1WrongEpoch:
        return QCoreApplication::translate("idscope::ProfileText", "UUIDv1 wrong epoch");
    case AnomalyKind::KsuidWrap:
        return QCoreApplication::translate("idscope::ProfileText", "KSUID wrapped");
    case AnomalyKind::BackfillMinted:
        return QCoreApplication::translate("idscope::ProfileText", "Minted by a backfill");
    case AnomalyKind::V7DraftLayout:
        return QCoreApplication::translate("idscope::ProfileText", "UUIDv7 draft layout");
    case AnomalyKind::SnowflakeWrongEpoch:
        return QCoreApplication::translate("idscope::ProfileText", "Snowflake wrong epoch");
    }
    return QString();
}

qint64 anomalyTotal(const analysis::ColumnProfile& p)
{
    qint64 n = 0;
    for (const analysis::Anomaly& a : p.anomalies)
        n += a.count;
    return n;
}

QString anomalySummary(const analysis::ColumnProfile& p)
{
    QStringList lines;
    const QLocale locale;
    for (const analysis::Anomaly& a : p.anomalies)
        lines << QStringLiteral("%1: %2").arg(
            anomalyTitle(a.kind), p.sampled ? analysis::countText(analysis::anomalyEstimate(p, a))
                                            : locale.toString(a.count));
    return lines.join(QLatin1Char('\n'));
}

QString rowCountText(qint64 rows, bool exact)
{
    if (rows < 0)
        return QString();
    const QString n = QLocale().toString(rows);
    return exact ? n : QStringLiteral("≈") + n;
}

QString exactShareText(double share)
{
    const QLocale l;
    const QString pc = QStringLiteral(" %");
    if (share <= 0 || share >= 1)
        return l.toString(share <= 0 ? 0 : 100) + pc;
    if (share > 0.9995)
        return QStringLiteral("> ") + l.toString(99.9, 'f', 1) + pc;
    if (share < 0.0005)
        return QStringLiteral("< ") + l.toString(0.1, 'f', 1) + pc;
    return l.toString(100.0 * share, 'f', 1) + pc;
}

QString formatTitle(Format f)
{
    return analysis::formatDisplayTitle(f);
}

} // namespace idscope
