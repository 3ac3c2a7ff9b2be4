// The decoder's "Compare epochs" view: one decimal integer under every integer profile
// (ids/epochcompare.h), a row per reading sorted by instant, with a row where now falls.
// Readings in the future, before the profile's launch or out of range are dimmed with the
// palette's placeholder colour and say so in words in the Marks column.
#pragma once

#include "ids/epochcompare.h"
#include "ids/timezone.h"

#include <QAbstractTableModel>
#include <QPalette>

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
