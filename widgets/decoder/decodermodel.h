// Table of decoded values: one row per pasted value, instants shown in the chosen zone.
// A row can be read as a format of the user's choosing (a per-row override of "Read as").
#pragma once

#include "ids/detector.h"
#include "ids/timezone.h"

#include <QAbstractTableModel>
#include <QHash>

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
        RowFormatRole,               // QString: the format chosen for this row, or invalid
    };

    // One entry of the "Read this row as" menu.
    struct FormatChoice {
        Format format = Format::Count;
        QString label;         // "Twitter Snowflake (snowflake-twitter) — 2010-11-04T…"
        QString statusTip;     // the format's layout, or why it does not fit
        bool fits = false;     // reads the value
        bool detected = false; // among the readings detection found by itself
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

    // The all-rows "Read as" the rows were decoded with (Count: detect). A row set back to
    // automatic is decoded with it again.
    void setForcedFormat(Format format) { forced_ = format; }
    Format forcedFormat() const { return forced_; }

    // Reads one row as `format`; Format::Count goes back to the all-rows choice. One value
    // decodes in microseconds, so this runs on the GUI thread. Choices last until clear():
    // new text or a new all-rows format drop them; a zone change keeps them.
    void setRowFormat(int row, Format format);
    // The row's own choice, or Format::Count when it follows the all-rows one.
    Format rowFormat(int row) const { return overrides_.value(row, Format::Count); }
    int overriddenCount() const { return int(overrides_.size()); }
    // What the row could be read as: detected readings first (best first), then every other
    // format, each with the instant it would give.
    QList<FormatChoice> formatChoices(int row) const;
    // The details pane text, with the row's override stated. `links` adds "readas:NAME"
    // anchors to switch the row's format.
    QString detailsHtml(int row, const QPalette& palette, bool links) const;
    // The cells' tooltip: the same, short enough to fit on a screen.
    QString tooltipHtml(int row, const QPalette& palette) const;

    // Counts for the summary line.
    int validCount() const { return valid_; }
    int warningCount() const { return warned_; }

    // Header line plus the given rows, tab-separated, as shown (for the clipboard).
    QString toTsv(const QList<int>& rows) const;

private:
    QString text(int row, int column) const;
    DecodeResult decode(const QString& input, Format forced) const;
    QString overrideNote(int row) const;

    QList<DecodeResult> rows_;
    QHash<int, Format> overrides_; // row -> chosen format; rows only grow until clear()
    Format forced_ = Format::Count;
    DisplayZone zone_;
    qint64 nowMs_ = 0;
    int valid_ = 0;
    int warned_ = 0;
};

} // namespace idscope
