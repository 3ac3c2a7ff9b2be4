#include "epochcomparemodel.h"

#include "common/tablecolumnfitter.h"

#include <QDateTime>
#include <QLocale>
#include <QTableView>
#include <QTimeZone>

namespace idscope {

void EpochCompareModel::fitColumnsOf(QTableView* view)
{
    auto* fitter = new TableColumnFitter(view, {Age, Marks, Profile, Instant});
    fitter->setWrapRows(true);
}

EpochCompareModel::EpochCompareModel(QObject* parent) : QAbstractTableModel(parent) {}

void EpochCompareModel::setComparison(const std::optional<EpochComparison>& c)
{
    beginResetModel();
    comparison_ = c;
    endResetModel();
}

void EpochCompareModel::setZone(const DisplayZone& zone)
{
    zone_ = zone;
    if (rowCount() > 0)
        emit dataChanged(index(0, Instant), index(rowCount() - 1, Instant));
}

void EpochCompareModel::setPalette(const QPalette& palette)
{
    palette_ = palette;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::ForegroundRole});
}

int EpochCompareModel::nowRow() const
{
    return comparison_ ? comparison_->nowIndex() : -1;
}

const EpochReading* EpochCompareModel::readingAt(int row) const
{
    if (!comparison_ || row < 0 || row == nowRow() || row >= rowCount())
        return nullptr;
    return &comparison_->readings[row > nowRow() ? row - 1 : row];
}

int EpochCompareModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !comparison_ ? 0 : int(comparison_->readings.size()) + 1;
}

int EpochCompareModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString EpochCompareModel::marksText(const EpochReading& r) const
{
    QStringList marks;
    if (r.outOfRange)
        marks << tr("⚠ out of range");
    if (r.future)
        marks << tr("⚠ future");
    if (r.beforeLaunch && !r.outOfRange)
        marks << tr("⚠ before launch (%1)")
                     .arg(QLocale().toString(
                         QDateTime::fromMSecsSinceEpoch(r.launchMs, QTimeZone::utc()).date(),
                         QLocale::ShortFormat));
    return marks.join(QStringLiteral(", "));
}

QString EpochCompareModel::tooltip(const EpochReading& r) const
{
    QStringList lines{r.title()};
    if (r.outOfRange)
        lines << tr("The number has bits this layout does not hold (or is negative): no "
                    "instant.");
    if (r.future)
        lines << tr("This reading lies in the future: no ID minted so far says so.");
    if (r.beforeLaunch && !r.outOfRange)
        lines << tr("This reading lies before the profile came into use (%1): real IDs of it "
                    "are rarely that old.")
                     .arg(toRfc3339(Instant::fromUnixMs(r.launchMs), Precision::Second).left(10));
    if (r.plausible())
        lines << tr("Between the profile's launch and now: a plausible reading.");
    return lines.join(QLatin1Char('\n'));
}

QVariant EpochCompareModel::nowData(int column, int role) const
{
    if (role == Qt::DisplayRole) {
        if (column == Instant)
            return tr("── now: %1 ──")
                .arg(zone_.format(Instant::fromUnixMs(comparison_->nowMs), Precision::Second));
        return QString();
    }
    if (role == Qt::ToolTipRole) {
        // A narrow tab elides the row's text: the tooltip keeps it whole.
        const QString shown = nowData(column, Qt::DisplayRole).toString();
        const QString tip = tr("Readings above lie in the past, readings below in the future.");
        return shown.isEmpty() ? tip : shown + QLatin1Char('\n') + tip;
    }
    if (role == Qt::ForegroundRole)
        return palette_.color(QPalette::Link);
    return {};
}

QVariant EpochCompareModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !comparison_ || index.row() >= rowCount())
        return {};
    if (index.row() == nowRow())
        return nowData(index.column(), role);
    const EpochReading& r = *readingAt(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Instant:
            return r.instant ? zone_.format(*r.instant, r.precision) : QStringLiteral("—");
        case Profile:
            return r.title();
        case Age:
            return r.instant ? humanAge(*r.instant, comparison_->nowMs) : QString();
        case Marks:
            return marksText(r);
        }
        return {};
    case Qt::ToolTipRole: {
        // A narrow tab elides the cells: the tooltip starts with the cell's whole text (the
        // profile's title is its first line anyway).
        const QString shown = index.column() == Profile ? QString() : data(index).toString();
        return shown.isEmpty() ? tooltip(r) : shown + QLatin1Char('\n') + tooltip(r);
    }
    case Qt::ForegroundRole:
        if (!r.plausible())
            return palette_.color(QPalette::PlaceholderText);
        return {};
    default:
        return {};
    }
}

QVariant EpochCompareModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Instant:
        return tr("Instant");
    case Profile:
        return tr("Profile");
    case Age:
        return tr("Age");
    case Marks:
        return tr("Marks");
    }
    return {};
}

} // namespace idscope
