// One page of a table for the data browser: the raw values as SQLite stores them, and beside
// each ID or time column a decoded-instant column in the display zone. Holds a single page
// (the browser caps it), so memory does not depend on the table's size.
#pragma once

#include "ids/detector.h"
#include "ids/timezone.h"
#include "report/selectionexport.h"

#include <QAbstractTableModel>
#include <QList>
#include <QSet>

#include <optional>

namespace idscope {

class BrowserModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role {
        RawValueRole = Qt::UserRole + 1, // typed value as stored (null QVariant: NULL)
        ExportValueRole,                 // what Copy writes: canonical ID / full hex for BLOBs
        SourceColumnRole,                // int: the table column this view column shows
        DecodedColumnRole,               // bool: a decoded-instant column
    };

    // What the browser knows about one table column (from the session's column profile).
    struct ColumnSpec {
        QString name;
        std::optional<Format> format; // the dominant format: values are read as it
        quint8 profile = 0;           // its sub-reading (e.g. .NET byte order)
        bool idLike = false;          // role Id or Time: BLOBs may show as their canonical ID
        bool hasInstant = false;      // a decoded-instant column can stand beside it
    };

    explicit BrowserModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // New columns; keeps the page when the names are unchanged (a profile arrived later).
    void setColumns(const QList<ColumnSpec>& columns);
    const QList<ColumnSpec>& columns() const { return specs_; }
    // One page of rows, one value per column; firstRowNumber (1-based) labels the rows, or
    // -1 when the position is not known.
    void setPage(const QList<QVariantList>& rows, qint64 firstRowNumber = -1);
    // The row numbers once the page's position is known (counted after the page arrived).
    void setFirstRowNumber(qint64 firstRowNumber);
    void clear();

    void setZone(const DisplayZone& zone);
    const DisplayZone& zone() const { return zone_; }

    // A decoded-instant cell's text: RFC 3339 in the display zone, as every page spells an
    // instant (DisplayZone::format); empty for NULL, "—" for no instant.
    QString instantText(int row, int sourceColumn) const;

    // Decoded-instant column of a table column (default on where the column carries one).
    void setDecodedVisible(int sourceColumn, bool visible);
    bool isDecodedVisible(int sourceColumn) const;
    bool canDecode(int sourceColumn) const;

    int sourceColumn(int viewColumn) const;
    bool isDecodedColumn(int viewColumn) const;
    int viewColumn(int sourceColumn) const; // the raw column's position in the view

    // The full decode of a cell's value as the column reads it (tooltips, the decoder).
    DecodeResult decodeCell(int row, int sourceColumn) const;
    // The display text of a value in a column (as the grid shows it, untruncated).
    QString displayText(int row, int sourceColumn) const;

    // Selected cells as a rectangle (rows × columns that hold a selected cell).
    SelectionTable selection(const QModelIndexList& indexes) const;

    static QString hexPreview(const QByteArray& b, int maxBytes = 32);
    // How the page's values of a column are stored ("BLOB 498, TEXT 2"), for its header.
    QString storageSummary(int sourceColumn) const;

private:
    struct CellDecode {
        bool valid = false;
        Format format = Format::Count;
        quint8 profile = 0;
        Precision precision = Precision::None;
        bool hasInstant = false;
        Instant instant{};
        QString canonical; // BLOB cells only
        QString error;
    };
    struct ViewColumn {
        int source = 0;
        bool decoded = false;
    };

    void rebuildLayout();
    void decodeAll();
    CellDecode decodeOne(const QVariant& v, const ColumnSpec& spec, const Detector& d) const;
    Detector detectorFor(const ColumnSpec& spec) const;
    QVariant cellText(int row, const ViewColumn& vc, bool full) const;

    QList<ColumnSpec> specs_;
    QList<ViewColumn> layout_;
    QSet<int> hidden_; // source columns whose decoded column the user switched off
    QList<QVariantList> rows_;
    QList<QList<CellDecode>> decoded_; // [row][source column], only for decodable columns
    qint64 firstRow_ = -1;
    DisplayZone zone_;
    qint64 nowMs_ = 0;
};

} // namespace idscope
