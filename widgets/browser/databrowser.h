// The data browser page: any table or view of the open database in a grid, one page at a time,
// paged by key (never OFFSET), with a decoded-instant column beside each ID or time column,
// a filter by instant range on an ID column (BETWEEN bounds from the engine's reverse
// direction, so the index answers), "Go to ID" in any spelling, and copy as TSV, CSV, JSON or
// Markdown. Every read runs as a job on the session's JobRunner.
#pragma once

#include "columnfit.h"
#include "db/jobrunner.h"
#include "db/keysetpager.h"
#include "ids/format.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

#include <functional>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QProgressBar;
class QPushButton;
class QTableView;
class QTimer;
class QToolBar;
class QToolButton;

namespace idscope {

class BrowserModel;
class DatabaseSession;
class InstantEdit;
class JobProgress;
class ZoneSetting;

class DataBrowser : public QWidget {
    Q_OBJECT
public:
    static constexpr int kPageRows = 500;
    static constexpr int kMaxShownRowids = 10000; // showRows() keeps the first ones
    enum CopyFormat { CopyTsv, CopyCsv, CopyJson, CopyMarkdown };

    DataBrowser(DatabaseSession* session, ZoneSetting* zone, QWidget* parent = nullptr);
    ~DataBrowser() override;

    QString currentTable() const { return table_; }
    BrowserModel* model() const { return model_; }
    QTableView* view() const { return view_; }
    bool isBusy() const;
    // The message line (errors, "not found", …) and the position line, for tests.
    QString message() const;
    QString positionText() const;
    // Rows matching the filter (or the shown rowids), -1 while counting or when none is set.
    qint64 matchingRows() const { return matching_; }
    bool isFiltered() const;
    // The selected cells (or the current one) as copySelectionAs(format) puts them on the
    // clipboard, with column names.
    QString selectionText(int format) const;

public slots:
    void showTable(const QString& table);
    // Just these rows of `table` (the profile page's "Show rows" on an anomaly), with a caption
    // and a button back to the whole table.
    void showRows(const QString& table, const QList<qint64>& rowids, const QString& caption);
    void firstPage();
    void previousPage();
    void nextPage();
    void lastPage();
    void reload();
    void cancelReading(); // the page bar's Cancel: a sort in progress falls back to key order
    // Filter the current table to rows whose `column` ID was minted in [from, to] (either may
    // be empty: open end). Texts are anything parseInstantInput() reads, in the display zone.
    // false + message on bad input.
    bool applyFilter(const QString& column, const QString& from, const QString& to);
    void clearFilter();
    // Find the row whose `column` holds `id` in any spelling and show its page, selected.
    // Empty column: the ID column chosen in the filter bar.
    bool goToId(const QString& id, const QString& column = QString());
    // Rows in (column, key) order (descending: reversed); an empty column: key order. A column
    // without an index is sorted too, each page reading the whole table in the background.
    void sortBy(const QString& column, bool descending = false);
    QString sortColumn() const { return sortColumn_; }
    bool sortDescending() const { return sortDescending_; }
    void copySelection();             // Ctrl+C: tab-separated, no header
    void copySelectionAs(int format); // CopyFormat

signals:
    void currentTableChanged(const QString& table);
    // "Decode in the decoder" on a cell: the main window forwards it to the decoder dock.
    void decodeRequested(const QString& text);
    void statusMessage(const QString& message);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    enum class Nav { First, Last, Next, Previous, GoTo, Reload };
    // What a page job hands back: the page, and for Go to ID whether the row was found.
    struct PageResult {
        db::Page page;
        bool goTo = false;
        bool found = false;
        bool widened = false; // found only by the slower case-folded lookup
    };

    void buildUi();
    void buildToolbar();
    QWidget* buildFilterBar();
    void buildCaptionAndMessage();
    void buildView();
    void onSessionOpened();
    void onSessionClosed();
    void onProfileChanged(const QString& table);
    // `oldRows`: the rows on screen when the page was asked for (Next/Previous count on them).
    void startPageJob(Nav nav, std::function<PageResult(db::JobContext&)> job);
    void onPage(Nav nav, qsizetype oldRows, const PageResult& res);
    void refreshColumns();
    void refreshFilterColumns();
    void onFilterColumnChanged();
    db::PageRequest baseRequest() const;
    void request(Nav nav, db::PageDirection dir, const QVariantList& key);
    void startCount();
    void startPosition(); // the page's position by counting the keys before it
    void onHeaderClicked(int viewColumn);
    void showSortIndicator();
    void setMessage(const QString& text, bool error = false);
    // " The rows below are still those of the last filter: …" while one is set (else empty):
    // said after a refused filter, whose text the fields now show.
    QString staleFilterNote() const;
    void updatePosition();
    void fitToolbar();
    void updateActions();
    void setBusy(bool busy);
    void showHeaderMenu(const QPoint& pos);
    void showCellMenu(const QPoint& pos);
    void storeHidden();
    void restoreHidden();
    QList<ColumnNeed> columnNeeds() const;
    QString columnKey(int viewColumn) const;
    void fitColumns();
    void refitColumns(); // the page changed: measure again
    void resetColumnWidths();
    int columnIndex(const QString& name) const;
    // Up to 20 values of a column from the page (the letter case its IDs are stored in).
    QVariantList columnSample(const QString& column) const;

    QPointer<DatabaseSession> session_;
    QPointer<ZoneSetting> zone_;
    BrowserModel* model_ = nullptr;

    QToolBar* toolbar_ = nullptr;
    QAction* firstAct_ = nullptr;
    QAction* prevAct_ = nullptr;
    QAction* nextAct_ = nullptr;
    QAction* lastAct_ = nullptr;
    QAction* reloadAct_ = nullptr;
    QAction* copyAct_ = nullptr;
    QAction* busyAct_ = nullptr;
    QMenu* copyAsMenu_ = nullptr;
    QLabel* position_ = nullptr;
    JobProgress* busy_ = nullptr;
    QTimer* busyDelay_ = nullptr;
    QComboBox* idColumn_ = nullptr;
    InstantEdit* from_ = nullptr;
    InstantEdit* to_ = nullptr;
    QPushButton* apply_ = nullptr;
    QPushButton* clear_ = nullptr;
    QLineEdit* goTo_ = nullptr;
    QWidget* captionBar_ = nullptr;
    QLabel* caption_ = nullptr;
    QLabel* message_ = nullptr;
    QTableView* view_ = nullptr;

    QString table_;
    QStringList columns_;
    db::RangeFilter filter_;
    QString appliedFrom_, appliedTo_; // the fields' texts when filter_ was set
    QList<qint64> rowids_;
    db::Page page_;
    qint64 startIndex_ = -1; // 0-based index of the page's first row, -1 unknown
    qint64 endGap_ = -1;     // rows after the page's last row, -1 unknown
    qint64 matching_ = -1;
    db::JobSlot pageJob_;
    db::JobSlot countJob_;
    db::JobSlot positionJob_;
    QString sortColumn_; // empty: key order
    bool sortDescending_ = false;

    QList<ColumnNeed> needs_;        // of the page on screen; empty: measure again
    QStringList needKeys_;           // the columns (columnKey) needs_ was measured for
    QHash<QString, int> userWidths_; // columnKey() → width the user dragged it to
    bool fitting_ = false;
};

} // namespace idscope
