// The decoder page: a paste box, the format and zone choices, and a table with one row per
// value found. Decoding runs in the background; big pastes show progress and Cancel.
#pragma once

#include "db/jobrunner.h"
#include "ids/detector.h"
#include "ids/format.h"

#include <QPointer>
#include <QWidget>

class QAction;
class QLabel;
class QMenu;
class QPlainTextEdit;
class QPushButton;
class QSortFilterProxyModel;
class QSplitter;
class QTabWidget;
class QTableView;
class QTextBrowser;
class QTimer;

namespace idscope {

class DecoderModel;
class EpochCompareModel;
class FormatComboBox;
class JobProgress;
class ZoneComboBox;

class DecoderPanel : public QWidget {
    Q_OBJECT
public:
    // Pastes with more values than this show a progress bar with Cancel.
    static constexpr int kProgressThreshold = 2000;

    explicit DecoderPanel(QWidget* parent = nullptr);
    ~DecoderPanel() override;

    DecoderModel* model() const { return model_; }
    // The "Compare epochs" tab: the current row's decimal integer under every profile.
    EpochCompareModel* epochModel() const { return epochModel_; }
    QString text() const;
    bool isBusy() const;
    Format forcedFormat() const;
    QString displayZone() const;
    QByteArray saveState() const;
    void restoreState(const QByteArray& state);

public slots:
    void setText(const QString& text); // replaces the paste box and decodes at once
    void decodeClipboard();
    void decodeNow();
    void cancel();
    void clear();
    void setForcedFormat(idscope::Format format);
    void setDisplayZone(const QString& name); // does not emit displayZoneChanged
    void copyRows();                          // selected rows, or all rows when none is selected
    void exportReport();                      // every row (or the selected ones) as a report
    // Reads one row (a model row, not a view row) as `format`; Format::Count goes back to
    // the all-rows "Read as". Dropped when the text or the all-rows format changes.
    void setRowFormat(int row, idscope::Format format);
    // Opens the row menu ("Read this row as", copy) for the current row, under it.
    void showRowMenu();

signals:
    void displayZoneChanged(const QString& name); // the user picked a zone here
    void statusMessage(const QString& message);
    void decodingFinished();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QWidget* createControls();
    QWidget* createTable();
    QWidget* createStatusRow();
    QWidget* createEpochView();
    void updateEpochs();
    void onStarted(int total, int dropped);
    void onFinished(bool cancelled);
    void onRows(const QList<DecodeResult>& rows, int done);
    void updateSummary();
    void updateDetails();
    void fitColumns();
    void fitResultsOrientation();
    void showRowMenuAt(const QModelIndex& index, const QPoint& globalPos);
    QMenu* createReadAsMenu(int row, QWidget* parent);

    DecoderModel* model_;
    QSortFilterProxyModel* proxy_;
    db::JobRunner* runner_; // decoding needs no database: a runner of the panel's own
    db::JobSlot decodeJob_;
    QTimer* debounce_;
    FormatComboBox* formatBox_ = nullptr;
    ZoneComboBox* zoneBox_ = nullptr;
    QPlainTextEdit* pasteEdit_ = nullptr;
    QSplitter* splitter_ = nullptr;        // the paste box over the results
    QSplitter* resultsSplitter_ = nullptr; // the table and the details
    QTableView* table_ = nullptr;
    QTextBrowser* details_ = nullptr;
    QTabWidget* detailTabs_ = nullptr; // the details and the epoch comparison
    EpochCompareModel* epochModel_ = nullptr;
    QTableView* epochTable_ = nullptr;
    QLabel* epochNote_ = nullptr;
    QLabel* summary_ = nullptr;
    JobProgress* progress_ = nullptr;
    QPushButton* copyButton_ = nullptr;
    QPushButton* exportButton_ = nullptr;
    QAction* copyAction_ = nullptr;
    QPointer<QMenu> rowMenu_;
    quint64 generation_ = 0; // bumped by every decode, so an old menu cannot hit new rows
    int total_ = 0;
    int dropped_ = 0;
    bool cancelled_ = false;
    bool columnsFitted_ = false;
};

} // namespace idscope
