// The rows an ID cursor misses, one line each: commit position, rowid, the ID, writer,
// lateness, the window that would read it, the earlier keys above it, and whether the window
// now chosen on the page catches it.
#pragma once

#include "analysis/cursorgaps.h"

#include <QAbstractTableModel>

namespace idscope {

class GapsMissedModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Position,
        Rowid,
        Key,
        Writer,
        Lateness,
        WindowNeeded,
        Ahead,
        Caught,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole; // numbers for numeric columns

    explicit GapsMissedModel(QObject* parent = nullptr);
    void setResult(const analysis::GapsResult& r);
    void clear();
    void setWindowMs(qint64 ms); // < 0: none chosen
    const analysis::GapsMissedRow* rowAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;

private:
    QList<analysis::GapsMissedRow> rows_;
    QStringList writers_;
    bool hasRowid_ = true;
    qint64 windowUs_ = -1;
};

} // namespace idscope
