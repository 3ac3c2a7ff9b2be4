// Late-commit cursor gaps: pick a table, its ID column, the commit order and
// optionally a commit-time and a writer column; a background job simulates the ID cursor.
// The page shows the scatter with the staircase and missed rows, the lateness CDF, a safety
// window slider whose miss count updates live (O(log n) from the result, no SQL), a hold-back
// box, plain advice and the list of missed rows; activating rows asks the data browser to
// show them (showRows).
#pragma once

#include "analysis/cursorgaps.h"
#include "db/jobrunner.h"
#include "ids/timezone.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLayout;
class QPushButton;
class QSlider;
class QSortFilterProxyModel;
class QSpinBox;
class QSplitter;
class QTableView;

namespace idscope {

class DatabaseSession;
class GapsMissedModel;
class GapsPlot;
class JobProgress;
class LatenessCdf;
class ZoneSetting;

// The W slider: position 0 is no window at all (the headline's poller), then a log scale from
// W = 0 at position 1 to `maxMs` at kGapsSliderSteps. A window below 0 is "no window".
constexpr int kGapsSliderSteps = 1000;
constexpr qint64 kGapsNoWindow = -1;
qint64 gapsWindowFromSlider(int pos, qint64 maxMs);
int gapsSliderFromWindow(qint64 ms, qint64 maxMs);

class GapsPage : public QWidget {
    Q_OBJECT
public:
    GapsPage(DatabaseSession* session, ZoneSetting* zone, QWidget* parent = nullptr);
    ~GapsPage() override;

    // For tests and the main window's wiring.
    const analysis::GapsResult& result() const { return result_; }
    bool hasResult() const { return bool(result_.data); }
    bool isAnalysing() const { return analyseJob_.isRunning(); }
    GapsMissedModel* model() const { return model_; }
    QSortFilterProxyModel* proxy() const { return proxy_; }
    QTableView* missedView() const { return view_; }
    GapsPlot* plot() const { return plot_; }
    LatenessCdf* cdf() const { return cdf_; }
    qint64 windowMs() const;     // kGapsNoWindow: none
    void setWindowMs(qint64 ms); // < 0: no window
    void setHoldBack(qint64 k);
    void setCommitTimeColumn(const QString& column); // "" = none
    void setWriterColumn(const QString& column);     // "" = none
    void setOrderColumn(const QString& column);      // "" = rowid
    QString missesText() const;                      // the live count under the slider
    QString holdBackText() const;                    // the count beside K
    QString legendText() const;                      // what lateness, W and K mean
    QString writersText() const;                     // per writer at the current W and K
    QString adviceText() const;
    QString table() const; // the picked table and ID column (for Export)
    QString column() const;
    QString orderColumn() const;      // "rowid" or a column
    QString commitTimeColumn() const; // "" = none
    QString writerColumn() const;     // "" = none

public slots:
    // Selects the table and column and starts the analysis.
    void analyseColumn(const QString& table, const QString& column);
    void analyse();

signals:
    // The user activated missed rows: the main window shows them in the data browser.
    void showRows(const QString& table, const QList<qint64>& rowids, const QString& caption);
    void analysed(); // a result arrived (tests)

protected:
    void changeEvent(QEvent* e) override;

private:
    void buildUi();
    QLayout* buildPickers();
    void buildTexts();
    QLayout* buildKnobs();
    QWidget* buildMissedView();
    void connectControls();
    void onOpened();
    void onClosed();
    void fillTables();
    void fillColumns();
    void onAnalysed(db::JobOutcome<analysis::GapsResult> r);
    void showResult();
    void updateWindow();
    void updateHoldBack();
    void activateRows();
    void saveState() const;

    DatabaseSession* session_;
    ZoneSetting* zone_;
    DisplayZone displayZone_;
    analysis::GapsResult result_;
    bool filling_ = false;
    qint64 sliderMaxMs_ = 1000;
    db::JobSlot analyseJob_;

    QComboBox* tables_ = nullptr;
    QComboBox* column_ = nullptr;
    QComboBox* order_ = nullptr;
    QComboBox* commitTime_ = nullptr;
    QComboBox* writer_ = nullptr;
    QPushButton* run_ = nullptr;
    JobProgress* progress_ = nullptr;
    QLabel* summary_ = nullptr;
    QLabel* legend_ = nullptr; // what lateness, W and K mean
    QLabel* warnings_ = nullptr;
    GapsPlot* plot_ = nullptr;
    LatenessCdf* cdf_ = nullptr;
    QSlider* slider_ = nullptr;
    QWidget* texts_ = nullptr; // the knobs, advice and legend, scrolled when the page is short
    QSpinBox* windowBox_ = nullptr;
    QLabel* windowMisses_ = nullptr;
    QSpinBox* holdBox_ = nullptr;
    QLabel* holdMisses_ = nullptr;
    QLabel* advice_ = nullptr;
    QLabel* byWriter_ = nullptr;
    GapsMissedModel* model_ = nullptr;
    QSortFilterProxyModel* proxy_ = nullptr;
    QTableView* view_ = nullptr;
    QSplitter* vsplit_ = nullptr;
    QSplitter* hsplit_ = nullptr;
};

} // namespace idscope
