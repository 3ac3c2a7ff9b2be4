// The decoder's "Compare epochs" view: one decimal integer under every integer profile
// (ids/epochcompare.h), a row per reading sorted by instant, with a row where now falls.
// Readings in the future, before the profile's launch or out of range are dimmed with the
// palette's placeholder colour and say so in words in the Marks column.
#pragma once

#include "ids/epochcompare.h"
#include "ids/timezone.h"

#include <QAbstractTableModel>
#include <QPalette>

class QTableView;

namespace idscope {

class EpochCompareModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Instant, Profile, Age, Marks, ColumnCount };

    explicit EpochCompareModel(QObject* parent = nullptr);

    // Shows `c`; nullopt empties the view.
    void setComparison(const std::optional<EpochComparison>& c);
    void setZone(const DisplayZone& zone);
    void setPalette(const QPalette& palette);
    const std::optional<EpochComparison>& comparison() const { return comparison_; }
    // The reading a row shows, or nullptr for the row of now.
    const EpochReading* readingAt(int row) const;
    int nowRow() const;

    // Fits `view`'s columns (showing this model) to its width: the age and the marks give way
    // first, wrapping onto more lines (the reason a reading is implausible is the point of a
    // mark), so the instant and the profile's name, what the view is for, stay whole where they
    // can; the age is cut before the marks where even that is too wide; nothing runs past the
    // edge; the last column takes the room left.
    static void fitColumnsOf(QTableView* view);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;

private:
    QVariant nowData(int column, int role) const;
    QString marksText(const EpochReading& r) const;
    QString tooltip(const EpochReading& r) const;

    std::optional<EpochComparison> comparison_;
    DisplayZone zone_;
    QPalette palette_;
};

} // namespace idscope
