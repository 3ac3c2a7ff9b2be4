// Time travel over a version table: pick a detected table, load its timeline (a job), scrub
// T with a slider (seek() on the GUI thread: it touches only the versions between the old and
// the new instant), see every entity alive at T, one entity's history, and the difference
// between T and a second instant. Every read of the file is a job of its own slot.
#pragma once

#include <array>

#include "analysis/entityhistory.h"
#include "analysis/timeline.h"
#include "analysis/versiontable.h"
#include "db/jobrunner.h"

#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QLayout;
class QLineEdit;
class QSlider;
class QSortFilterProxyModel;
class QTableView;
class QTextBrowser;
class QTimer;
class QToolButton;

namespace idscope {

class ChangeDensityBar;
class DatabaseSession;
class InstantEdit;
class JobProgress;
class VersionStateModel;
class ZoneSetting;

class TimeTravelPage : public QWidget {
    Q_OBJECT
public:
    TimeTravelPage(DatabaseSession* session, ZoneSetting* zone, QWidget* parent = nullptr);
    ~TimeTravelPage() override;

    // For tests and the main window's wiring.
    VersionStateModel* model() const { return model_; }
    QSortFilterProxyModel* proxy() const { return proxy_; }
    const QList<analysis::VersionTableCandidate>& candidates() const { return candidates_; }
    const analysis::VersionTimeline* timeline() const { return tl_.get(); }
    const analysis::TimelineCursor& cursor() const { return cursor_; }
    bool isLoaded() const { return bool(tl_); }
    std::optional<Instant> instant() const;
    void selectTable(int candidate); // loads its timeline
    void setInstant(const Instant& t);
    void setCompareInstant(const std::optional<Instant>& t); // nullopt: back to the state
    void showHistory(int entity);
    QString historyHtml() const;
    QStringList sliderDateTexts() const; // the dates under the slider: first, middle, last

signals:
    void tablesDetected();
    void timelineLoaded();
    void diffShown();
    void historyShown();
    void payloadsFetched();

protected:
    void changeEvent(QEvent* e) override;

private:
    void buildUi();
    QLayout* buildTableRow();
    QLayout* buildTimeline();
    QLayout* buildInstantControls();
    QLayout* buildStatusRow();
    QWidget* buildStateView();
    void connectControls();
    void onOpened();
    void onClosed();
    void onTablesDetected(QList<analysis::VersionTableCandidate> found);
    void onDiffed(const db::JobOutcome<analysis::InstantDiff>& r);
    void showFailure(const QString& error);
    void startLoad();
    void cancelLoad();
    void applyInstant(const Instant& t, bool fromSlider);
    void updateStatus();
    void startDiff();
    void fetchVisiblePayloads();
    void onTimelineLoaded(std::shared_ptr<analysis::VersionTimeline> tl);
    void renderHistory(const analysis::EntityHistory& h);
    void onInstantEdited();
    void onCompareEdited();
    QString mappingText(const analysis::VersionTableCandidate& c) const;
    QString formatInstant(const Instant& t) const;
    void rememberInstant();
    std::optional<Instant> rememberedInstant() const;
    void fillTypeFilter();
    void fitColumns();
    void updateSliderDates();
    void mapColumns();
    void addHandMapping(const analysis::VersionTableMapping& m);
    void fillTables();

public:
    // Uses `m` as the first version table (as the Map Columns dialog does) and loads it.
    void applyHandMapping(const analysis::VersionTableMapping& m);

private:
    DatabaseSession* session_;
    ZoneSetting* zone_;
    QList<analysis::VersionTableCandidate> candidates_;
    std::shared_ptr<const analysis::VersionTimeline> tl_;
    analysis::TimelineCursor cursor_; // on tl_
    std::optional<Instant> compare_;
    int historyEntity_ = -1;
    std::optional<analysis::EntityHistory> shownHistory_; // redrawn when T moves
    db::JobSlot detectJob_, loadJob_, payloadJob_, historyJob_, diffJob_;

    QComboBox* tables_ = nullptr;
    QToolButton* mapButton_ = nullptr;
    QLabel* mapping_ = nullptr;
    JobProgress* progress_ = nullptr;
    ChangeDensityBar* density_ = nullptr;
    std::array<QLabel*, 3> sliderDates_{}; // first change, middle, last under the slider
    QSlider* slider_ = nullptr;
    InstantEdit* instantEdit_ = nullptr;
    QToolButton* prev_ = nullptr;
    QToolButton* next_ = nullptr;
    QToolButton* now_ = nullptr;
    InstantEdit* compareEdit_ = nullptr;
    QLabel* status_ = nullptr;
    QLineEdit* filter_ = nullptr;
    QComboBox* typeFilter_ = nullptr;
    QTableView* table_ = nullptr;
    QTextBrowser* history_ = nullptr;
    VersionStateModel* model_ = nullptr;
    QSortFilterProxyModel* proxy_ = nullptr;
    QTimer* diffTimer_ = nullptr; // scrubbing in diff mode: one diff per pause, not per step
};

} // namespace idscope
