#include "gapsmissedmodel.h"
#include "ids/timezone.h"

#include "latenesscdf.h"

#include <QLocale>

namespace idscope {

GapsMissedModel::GapsMissedModel(QObject* parent) : QAbstractTableModel(parent) {}

void GapsMissedModel::setResult(const analysis::GapsResult& r)
{
    beginResetModel();
    rows_ = r.missedRows;
    writers_.clear();
    for (const analysis::GapsWriter& w : r.writers)
        writers_ << w.writer;
    hasRowid_ = r.hasRowid;
    endResetModel();
}

void GapsMissedModel::clear()
{
    beginResetModel();
    rows_.clear();
    writers_.clear();
    endResetModel();
}

void GapsMissedModel::setWindowMs(qint64 ms)
{
    windowUs_ = ms < 0 ? -1 : ms * 1000;
    if (!rows_.isEmpty())
        emit dataChanged(index(0, Caught), index(int(rows_.size()) - 1, Caught));
}

const analysis::GapsMissedRow* GapsMissedModel::rowAt(int row) const
{
    return row >= 0 && row < rows_.size() ? &rows_[row] : nullptr;
}

int GapsMissedModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

int GapsMissedModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GapsMissedModel::data(const QModelIndex& index, int role) const
{
    const analysis::GapsMissedRow* m = index.isValid() ? rowAt(index.row()) : nullptr;
    if (!m)
        return {};
    const QLocale loc;
    const bool caught = windowUs_ >= 0 && m->windowNeededUs <= windowUs_;
    if (role == SortRole) {
        switch (index.column()) {
        case Position:
            return m->index;
        case Rowid:
            return m->rowid;
        case Key:
            return m->key;
        case Writer:
            return m->writer >= 0 ? writers_.value(m->writer) : QString();
        case Lateness:
            return m->latenessUs;
        case WindowNeeded:
            return m->windowNeededUs;
        case Ahead:
            return m->aheadRows;
        case Caught:
            return caught;
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() != Key && index.column() != Writer)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    // The columns that give way on a narrow page keep their whole text here.
    if (role == Qt::ToolTipRole && index.column() == Key)
        return m->key;
    if (role == Qt::ToolTipRole && index.column() == Writer)
        return m->writer >= 0 ? writers_.value(m->writer) : QString();
    if (role == Qt::ToolTipRole && index.column() == Lateness)
        return tr("Its ID instant is %1 older than the newest ID committed before it (%2 ms)")
            .arg(humanDuration(double(m->latenessUs) / 1000.0),
                 loc.toString(double(m->latenessUs) / 1000.0, 'f', 0));
    if (role == Qt::ToolTipRole && index.column() == WindowNeeded)
        return tr("A window W of at least %1 (%2 ms) reads this row: the poller then takes only "
                  "IDs older than now − W, and this one's ID was that old when the poll that "
                  "would skip it ran. It is measured against the clock at that poll, not "
                  "against other IDs, so it differs from the lateness.")
            .arg(humanDuration(double((m->windowNeededUs + 999) / 1000)),
                 loc.toString((m->windowNeededUs + 999) / 1000));
    if (role == Qt::ToolTipRole && index.column() == Caught)
        return caught ? tr("The chosen safety window reads this row")
                      : tr("Still missed with the chosen safety window");
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Position: // 1-based, as rowids are: the first row committed is Row # 1
        return loc.toString(m->index + 1);
    case Rowid:
        return hasRowid_ ? loc.toString(m->rowid) : QString();
    case Key:
        return m->key;
    case Writer:
        return m->writer >= 0 ? writers_.value(m->writer) : QString();
    case Lateness:
        return humanDuration(double(m->latenessUs) / 1000.0);
    case WindowNeeded:
        return humanDuration(double((m->windowNeededUs + 999) / 1000));
    case Ahead:
        return loc.toString(m->aheadRows);
    case Caught:
        return windowUs_ < 0 ? QString() : caught ? tr("caught") : tr("missed");
    }
    return {};
}

QVariant GapsMissedModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Position:
            return tr("The row's position in commit order, counting rows from 1 (rows one "
                      "transaction committed together have consecutive numbers): not a count of "
                      "commits");
        case Lateness:
            return tr("Lateness: how far the row's ID instant lies behind the newest ID "
                      "committed before it");
        case WindowNeeded:
            return tr("The smallest safety window W (read only IDs older than now − W) that "
                      "reads this row");
        case Ahead:
            return tr("Earlier-committed rows whose key is at or above this one: a hold-back "
                      "of this many rows reads it");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Position:
        return tr("Row #");
    case Rowid:
        return tr("rowid");
    case Key:
        return tr("ID");
    case Writer:
        return tr("Writer");
    case Lateness:
        return tr("Late by");
    case WindowNeeded:
        return tr("Window needed");
    case Ahead:
        return tr("Keys above");
    case Caught:
        return tr("With W");
    }
    return {};
}

} // namespace idscope
