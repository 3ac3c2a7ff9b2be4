// Key locality: pick a table, its key column and the column that records
// insertion order, for one side or two (e.g. a UUIDv4 table against a UUIDv7 copy of the same
// inserts); each side runs as a job of its own and shows the metrics with one-line
// explanations, the rank density image and the leaf page map, under a plain verdict.
#pragma once

#include "analysis/locality.h"
#include "db/jobrunner.h"

#include <QWidget>

#include <array>
#include <optional>

class QComboBox;
class QLabel;
class QSpinBox;
class QSplitter;

namespace idscope {

class DatabaseSession;
class JobProgress;
class LeafPageMap;
class LocalityMetricsTable;
class RankDensityPlot;
class ZoneSetting;

class LocalityPage : public QWidget {
    Q_OBJECT
public:
    enum Side { A = 0, B = 1 };

    LocalityPage(DatabaseSession* session, ZoneSetting* zone, QWidget* parent = nullptr);
    ~LocalityPage() override;

    // Sets one side's pickers and starts its analysis; an empty table on side B clears the
    // comparison. An empty order means rowid (WITHOUT ROWID tables then ask for one).
    void setSide(Side side, const QString& table, const QString& column = {},
                 const QString& order = {});
    void setRecent(int n);
    const analysis::LocalityResult* result(Side side) const;
    bool isRunning(Side side) const;
    QString verdictText() const;
    QString hintText(Side side) const;      // the message shown instead of a side's plots
    QString leafTitleText(Side side) const; // the caption above a side's leaf map
    LocalityMetricsTable* metricsTable() const { return metrics_; }
    RankDensityPlot* densityPlot(Side side) const { return sides_[side].density; }
    LeafPageMap* leafMap(Side side) const { return sides_[side].leaves; }
    QComboBox* tableCombo(Side side) const { return sides_[side].table; }
    QComboBox* columnCombo(Side side) const { return sides_[side].column; }
    QComboBox* orderCombo(Side side) const { return sides_[side].order; }

public slots:
    // Shows `column` of `table` on side A (the entry point from the schema explorer).
    void analyseColumn(const QString& table, const QString& column);

signals:
    void analysed(int side); // a side's result (or error) arrived

protected:
    void showEvent(QShowEvent* e) override;

private:
    struct SideUi {
        QComboBox* table = nullptr;
        QComboBox* column = nullptr;
        QComboBox* order = nullptr;
        JobProgress* progress = nullptr;
        QLabel* title = nullptr;
        QLabel* leafTitle = nullptr;
        RankDensityPlot* density = nullptr;
        LeafPageMap* leaves = nullptr;
        std::optional<analysis::LocalityResult> result;
        QString hint;
        db::JobSlot job;
    };

    static QString emptyLeafTitle(); // the caption without a result
    void buildUi();
    QWidget* buildPickers(Side side);
    QWidget* buildPlots(Side side);
    void onOpened();
    void onClosed();
    void fillColumns(Side side);
    void start(Side side);
    void cancel(Side side);
    void showHint(Side side, const QString& text);
    void onAnalysed(Side side, db::JobOutcome<analysis::LocalityResult> outcome);
    QString sideName(Side side) const;
    void updateMetrics();
    void updateVerdict();

    DatabaseSession* session_;
    ZoneSetting* zone_;
    std::array<SideUi, 2> sides_;
    QSpinBox* recent_ = nullptr;
    QLabel* verdict_ = nullptr;
    LocalityMetricsTable* metrics_ = nullptr;
    QSplitter* split_ = nullptr;
    bool splitMoved_ = false; // by the user, now or in an earlier session
    bool started_ = false;    // side A analysed once since the database opened
};

} // namespace idscope
