// Table of decoded values: one row per pasted value, instants shown in the chosen zone.
#pragma once

#include "ids/detector.h"
#include "ids/timezone.h"

#include <QAbstractTableModel>

namespace idscope {

class DecoderModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // Fields come last: they are the longest and the details pane shows them in full.
    enum Column {
        Input,
        FormatColumn,
        Instant,
        Age,
        PrecisionColumn,
        Warnings,
        Alternatives,
        Fields,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1, // numbers for time columns, text elsewhere
        ValidRole,                   // bool: some reading fits
        UnixMsRole,                  // qint64 floor of the chosen instant, or invalid
    };

    explicit DecoderModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void clear();
    // Room for `rows` results, so a big paste never copies the rows it already holds.
    void reserve(int rows) { rows_.reserve(rows); }
    void append(const QList<DecodeResult>& rows);
    const DecodeResult& result(int row) const { return rows_.at(row); }

    void setZone(const DisplayZone& zone);
    const DisplayZone& zone() const { return zone_; }
    // "Now" for the age column; the decoder passes the same instant it judged futures by.
    void setNowMs(qint64 nowMs);
    qint64 nowMs() const { return nowMs_; }

    // Counts for the summary line.
    int validCount() const { return valid_; }
    int warningCount() const { return warned_; }

    // Header line plus the given rows, tab-separated, as shown (for the clipboard).
    QString toTsv(const QList<int>& rows) const;

private:
    QString text(const DecodeResult& r, int column) const;

    QList<DecodeResult> rows_;
    DisplayZone zone_;
    qint64 nowMs_ = 0;
    int valid_ = 0;
    int warned_ = 0;
};

} // namespace idscope
