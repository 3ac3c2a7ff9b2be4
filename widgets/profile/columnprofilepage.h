// The profile of one column: what it holds (format mix, instants over time, min/max in the
// display zone), what is wrong with it (anomalies, each with "Show rows"), the runner-up
// format with a one-click switch, and what the keys cost and reveal. Reads the session's
// profile; the histogram is a job of the page's own, stale results dropped.
#pragma once

#include "analysis/instanthistogram.h"
#include "db/jobrunner.h"

#include <QList>
#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QTableWidget;
class QGroupBox;
class QFormLayout;
class QScrollArea;
class QTableView;

namespace idscope {

class DatabaseSession;
class EpochCompareModel;
class JobProgress;
class ZoneSetting;
class FormatMixChart;
class InstantHistogramChart;

namespace analysis {
struct ColumnProfile;
}

class ColumnProfilePage : public QWidget {
    Q_OBJECT
public:
    ColumnProfilePage(DatabaseSession* session, ZoneSetting* zone, QWidget* parent = nullptr);

    QString table() const { return table_; }
    QString column() const { return column_; }
    QString rangeText() const; // the instant range under the histogram
    // For tests and the main window: the widgets that show numbers.
    FormatMixChart* mixChart() const { return mix_; }
    InstantHistogramChart* histogramChart() const { return histogram_; }
    QTableWidget* anomaliesTable() const { return anomalies_; }
    bool histogramPending() const { return histogramJob_.isRunning(); }
    // The column's median under every integer profile (integer columns only).
    EpochCompareModel* epochModel() const { return epochModel_; }
    bool medianPending() const { return medianJob_.isRunning(); }
    QString summaryText() const; // the header's lines, as shown

public slots:
    void showColumn(const QString& table, const QString& column);
    void clear();

signals:
    void browseRequested(const QString& table);
    void showRowsRequested(const QString& table, const QList<qint64>& rowids,
                           const QString& caption);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void fillHeader(const analysis::ColumnProfile* p);
    void fitAnomalyRows();
    void fillAnomalies(const analysis::ColumnProfile* p);
    void fillChoice(const analysis::ColumnProfile* p);
    void fillCost(const analysis::ColumnProfile* p);
    void startHistogram(const analysis::ColumnProfile* p);
    void startMedian(const analysis::ColumnProfile* p);
    void showHistogram(const analysis::InstantHistogram& h);
    void onFullProgress(const QString& table, qint64 done, qint64 total);
    void onFullFinished(const QString& table);
    void updateFullControls();

    DatabaseSession* session_;
    ZoneSetting* zone_;
    QString table_;
    QString column_;
    db::JobSlot histogramJob_;
    db::JobSlot medianJob_;
    QString medianKey_;    // what the running / shown median is of
    QString histogramKey_; // what the running / shown histogram is of
    // The range of the format the histogram shows when the profile has none for it (a
    // minority format): kept so that a refresh or a zone change does not blank it.
    struct MinorityRange {
        Format format;
        Instant min, max;
    };
    std::optional<MinorityRange> minorityRange_;

    QLabel* title_;
    QLabel* subtitle_;
    QLabel* sampleNote_;
    QPushButton* fullButton_;
    JobProgress* progress_;
    QPushButton* browseButton_;
    FormatMixChart* mix_;
    QLabel* mixCounts_;
    InstantHistogramChart* histogram_;
    QLabel* histogramNote_;
    QLabel* range_;
    QGroupBox* anomaliesBox_;
    QTableWidget* anomalies_;
    QLabel* noAnomalies_;
    QGroupBox* choiceBox_;
    QLabel* choiceText_;
    QPushButton* useRunnerUp_;
    QPushButton* automatic_;
    QGroupBox* medianBox_;
    QLabel* epochNote_;
    QTableView* epochTable_;
    EpochCompareModel* epochModel_;
    QGroupBox* costBox_;
    QFormLayout* costForm_;
    QLabel* empty_;
    QWidget* content_;
    QScrollArea* scroll_;
};

} // namespace idscope
