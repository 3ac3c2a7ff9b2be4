#include "timetravel/timetravelpage.h"

#include "common/instantedit.h"
#include "common/jobprogress.h"
#include "common/settingskeys.h"
#include "common/zonesetting.h"
#include "database/databasesession.h"
#include "database/recentfiles.h"
#include "db/jobrunner.h"
#include "ids/detector.h"
#include "timetravel/changedensitybar.h"
#include "timetravel/historyhtml.h"
#include "timetravel/versionmappingdialog.h"
#include "timetravel/versionstatemodel.h"

#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace idscope {

using namespace analysis;

namespace {
constexpr int kSliderMax = 1000;
constexpr int kDensityBuckets = 200;
constexpr int kFirstRows = 100; // payloads fetched beyond the rows on screen

DensityScale scaleOf(const VersionTimeline& tl)
{
    DensityScale s;
    s.first = tl.firstChange().value_or(Instant{});
    s.last = tl.lastChange().value_or(Instant{});
    s.width = 1000;
    s.sliderMax = kSliderMax;
    return s;
}
} // namespace

TimeTravelPage::TimeTravelPage(DatabaseSession* session, ZoneSetting* zone, QWidget* parent)
    : QWidget(parent), session_(session), zone_(zone)
{
    buildUi();
    connect(session_, &DatabaseSession::opened, this, &TimeTravelPage::onOpened);
    connect(session_, &DatabaseSession::closed, this, &TimeTravelPage::onClosed);
    if (zone_)
        connect(zone_, &ZoneSetting::changed, this, [this] {
            model_->setZone(zone_->zone());
            if (tl_)
                fitColumns(); // "+09:00" is longer than "Z": Changed at would be cut
            updateSliderDates();
            if (const auto t = instant())
                instantEdit_->setText(formatInstant(*t));
            if (historyEntity_ >= 0)
                showHistory(historyEntity_);
        });
    if (session_->isOpen())
        onOpened();
}

TimeTravelPage::~TimeTravelPage() = default;

// The version table picker, its mapping, Map Columns… and the load progress.
QLayout* TimeTravelPage::buildTableRow()
{
    tables_ = new QComboBox(this);
    tables_->setToolTip(tr("Version tables found in this database"));
    tables_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    mapping_ = new QLabel(this);
    mapping_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mapping_->setWordWrap(true);
    progress_ = new JobProgress(this);
    progress_->setBarWidth(220);
    progress_->setCancelToolTip(tr("Stop loading the timeline"));
    progress_->follow(loadJob_);

    mapButton_ = new QToolButton(this);
    mapButton_->setText(tr("Map Columns…"));
    mapButton_->setToolTip(tr("Choose by hand which columns hold the entity key, version "
                              "number, change instant and data (Ctrl+M)"));
    mapButton_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    mapButton_->setEnabled(false);
    connect(mapButton_, &QToolButton::clicked, this, &TimeTravelPage::mapColumns);
    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Version table:"), this));
    top->addWidget(tables_);
    top->addWidget(mapButton_);
    top->addWidget(mapping_, 1);
    top->addWidget(progress_);
    return top;
}

// The change density over the slider that moves T, with dates under it.
QLayout* TimeTravelPage::buildTimeline()
{
    density_ = new ChangeDensityBar(this);
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setRange(0, kSliderMax);
    slider_->setPageStep(50);
    slider_->setToolTip(tr("Drag to move the instant T through the history"));
    auto* timeBox = new QVBoxLayout;
    timeBox->setSpacing(0);
    timeBox->addWidget(density_);
    timeBox->addWidget(slider_);
    // Dates under the slider: the first change, the middle and the last, in the display zone.
    auto* dates = new QHBoxLayout;
    for (QLabel*& l : sliderDates_) {
        l = new QLabel(this);
        l->setForegroundRole(QPalette::PlaceholderText);
        dates->addWidget(l);
        if (l != sliderDates_.back())
            dates->addStretch(1);
    }
    sliderDates_[1]->setAlignment(Qt::AlignCenter);
    sliderDates_[2]->setAlignment(Qt::AlignRight);
    timeBox->addLayout(dates);
    return timeBox;
}

// T, the buttons that step it from change to change, and the instant to compare with.
QLayout* TimeTravelPage::buildInstantControls()
{
    instantEdit_ = new InstantEdit(zone_, this);
    instantEdit_->setObjectName(QStringLiteral("timeTravelInstant"));
    instantEdit_->setClearButtonEnabled(false);
    instantEdit_->setPlaceholderText(tr("T: 2026-10-31 22:00, -2h, an ID…"));
    instantEdit_->setMinimumWidth(instantEdit_->fontMetrics().horizontalAdvance(
                                      QStringLiteral("0000-00-00T00:00:00.000000+00:00")) +
                                  16);
    prev_ = new QToolButton(this);
    prev_->setText(tr("◀ Previous change"));
    prev_->setToolTip(tr("Move T to the last change before it (Alt+Left)"));
    prev_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    next_ = new QToolButton(this);
    next_->setText(tr("Next change ▶"));
    next_->setToolTip(tr("Move T to the first change after it (Alt+Right)"));
    next_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    now_ = new QToolButton(this);
    now_->setText(tr("Now"));
    now_->setToolTip(tr("Move T to the last change (Alt+End)"));
    now_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_End));
    compareEdit_ = new InstantEdit(zone_, this);
    compareEdit_->setObjectName(QStringLiteral("timeTravelCompare"));
    compareEdit_->setPlaceholderText(tr("optional second instant"));
    compareEdit_->setToolTip(tr("Type a second instant to list what changed between it and T; "
                                "leave it empty to see the state at T"));
    // How each field read what was typed, below it (T's spans the buttons beside it).
    auto* controls = new QGridLayout;
    controls->setVerticalSpacing(0);
    controls->addWidget(new QLabel(tr("T:"), this), 0, 0);
    controls->addWidget(instantEdit_, 0, 1);
    controls->addWidget(instantEdit_->echoLabel(), 1, 1, 1, 4);
    controls->addWidget(prev_, 0, 2);
    controls->addWidget(next_, 0, 3);
    controls->addWidget(now_, 0, 4);
    controls->addItem(new QSpacerItem(12, 0), 0, 5);
    controls->addWidget(new QLabel(tr("Compare with:"), this), 0, 6);
    controls->addWidget(compareEdit_, 0, 7);
    controls->addWidget(compareEdit_->echoLabel(), 1, 7);
    controls->setColumnStretch(7, 1);
    return controls;
}

// The status line with the entity type and text filters.
QLayout* TimeTravelPage::buildStatusRow()
{
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("timeTravelStatus"));
    filter_ = new QLineEdit(this);
    filter_->setPlaceholderText(tr("Filter rows"));
    filter_->setToolTip(tr("Show only rows containing this text in any column"));
    filter_->setClearButtonEnabled(true);
    filter_->setMaximumWidth(320);
    typeFilter_ = new QComboBox(this);
    typeFilter_->setObjectName(QStringLiteral("typeFilter"));
    typeFilter_->setToolTip(tr("Show one entity type: its JSON payload is then shown as one "
                               "column per key"));
    typeFilter_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    typeFilter_->hide();
    auto* statusRow = new QHBoxLayout;
    statusRow->addWidget(status_, 1);
    statusRow->addWidget(typeFilter_);
    statusRow->addWidget(filter_);
    return statusRow;
}

// The state at T (a sortable, filterable table) beside the selected entity's history.
QWidget* TimeTravelPage::buildStateView()
{
    model_ = new VersionStateModel(this);
    if (zone_)
        model_->setZone(zone_->zone());
    proxy_ = new QSortFilterProxyModel(this);
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(VersionStateModel::SortRole);
    proxy_->setFilterKeyColumn(-1);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    table_ = new QTableView(this);
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(VersionStateModel::KeyColumn, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setWordWrap(false);
    table_->setColumnHidden(VersionStateModel::ChangeColumn, true);
    table_->setColumnWidth(VersionStateModel::TypeColumn, 90);
    table_->setColumnWidth(VersionStateModel::KeyColumn, 250);
    table_->setColumnWidth(VersionStateModel::VersionColumn, 70);
    table_->setColumnWidth(VersionStateModel::ChangedAtColumn, 210);
    table_->setColumnWidth(VersionStateModel::ChangeColumn, 230);

    history_ = new QTextBrowser(this);
    history_->setPlaceholderText(tr("Select an entity to see its history."));
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(table_);
    split->addWidget(history_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setSizes({900, 400});
    return split;
}

void TimeTravelPage::buildUi()
{
    QLayout* top = buildTableRow();
    QLayout* timeBox = buildTimeline();
    QLayout* controls = buildInstantControls();
    QLayout* statusRow = buildStatusRow();
    QWidget* split = buildStateView();
    diffTimer_ = new QTimer(this);
    diffTimer_->setSingleShot(true);
    diffTimer_->setInterval(120);
    connect(diffTimer_, &QTimer::timeout, this, &TimeTravelPage::startDiff);

    auto* lay = new QVBoxLayout(this);
    lay->addLayout(top);
    lay->addLayout(timeBox);
    lay->addLayout(controls);
    lay->addLayout(statusRow);
    lay->addWidget(split, 1);
    connectControls();
    updateStatus();
}

// What the controls do: pick a table, move T, compare, filter, select an entity.
void TimeTravelPage::connectControls()
{
    connect(tables_, &QComboBox::activated, this, [this](int i) { selectTable(i); });
    connect(progress_, &JobProgress::cancelRequested, this, &TimeTravelPage::cancelLoad);
    connect(slider_, &QSlider::valueChanged, this, [this](int v) {
        if (tl_)
            applyInstant(scaleOf(*tl_).instantAtSlider(v), true);
    });
    connect(slider_, &QSlider::sliderReleased, this, &TimeTravelPage::rememberInstant);
    connect(instantEdit_, &QLineEdit::returnPressed, this, &TimeTravelPage::onInstantEdited);
    connect(compareEdit_, &QLineEdit::returnPressed, this, &TimeTravelPage::onCompareEdited);
    connect(compareEdit_, &QLineEdit::textChanged, this, [this](const QString& s) {
        if (s.isEmpty() && compare_)
            setCompareInstant(std::nullopt);
    });
    connect(prev_, &QToolButton::clicked, this, [this] {
        if (tl_)
            if (const auto t = tl_->previousChange(cursor_.at()))
                setInstant(*t);
    });
    connect(next_, &QToolButton::clicked, this, [this] {
        if (tl_)
            if (const auto t = tl_->nextChange(cursor_.at()))
                setInstant(*t);
    });
    connect(now_, &QToolButton::clicked, this, [this] {
        if (tl_)
            if (const auto t = tl_->lastChange())
                setInstant(*t);
    });
    connect(typeFilter_, &QComboBox::activated, this, [this](int i) {
        model_->setTypeFilter(typeFilter_->itemData(i).toString());
        if (compare_)
            startDiff();
        else
            model_->refresh();
        fetchVisiblePayloads();
        updateStatus();
    });
    connect(filter_, &QLineEdit::textChanged, proxy_, [this](const QString& s) {
        proxy_->setFilterFixedString(s);
        fetchVisiblePayloads();
    });
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& cur) {
                if (cur.isValid())
                    showHistory(cur.data(VersionStateModel::EntityRole).toInt());
            });
    connect(table_->verticalScrollBar(), &QScrollBar::valueChanged, this,
            &TimeTravelPage::fetchVisiblePayloads);
    connect(proxy_, &QSortFilterProxyModel::layoutChanged, this,
            &TimeTravelPage::fetchVisiblePayloads);
}

void TimeTravelPage::changeEvent(QEvent* e)
{
    QWidget::changeEvent(e);
    // Diff backgrounds and the history come from the palette: redo them with the new one.
    if (e->type() != QEvent::PaletteChange || !model_)
        return;
    if (model_->rowCount() > 0)
        table_->viewport()->update();
    if (historyEntity_ >= 0) // the history HTML carries colours of the old palette
        showHistory(historyEntity_);
}

void TimeTravelPage::onOpened()
{
    onClosed();
    status_->setText(tr("Looking for version tables…"));
    const db::Schema schema = session_->schema();
    session_->jobs()->startOnSource(
        detectJob_,
        [schema](db::JobContext& ctx) { return detectVersionTables(ctx.source(), schema); }, this,
        [this](db::JobOutcome<QList<VersionTableCandidate>> r) {
            if (r.isDone())
                onTablesDetected(std::move(r.value()));
            else if (r.isFailed())
                showFailure(r.error());
        });
}

void TimeTravelPage::onClosed()
{
    for (db::JobSlot* slot : {&detectJob_, &loadJob_, &payloadJob_, &historyJob_, &diffJob_})
        slot->reset();
    model_->setCursor(nullptr);
    tl_.reset();
    cursor_ = {};
    candidates_.clear();
    tables_->clear();
    mapButton_->setEnabled(false);
    typeFilter_->clear();
    typeFilter_->hide();
    mapping_->clear();
    history_->clear();
    historyEntity_ = -1;
    shownHistory_.reset();
    density_->setTicks({});
    density_->setMarker(-1);
    updateSliderDates();
    progress_->finish();
    updateStatus();
}

void TimeTravelPage::selectTable(int candidate)
{
    if (candidate < 0 || candidate >= candidates_.size())
        return;
    if (tables_->currentIndex() != candidate)
        tables_->setCurrentIndex(candidate);
    const VersionTableCandidate& c = candidates_[candidate];
    mapping_->setText(mappingText(c));
    QString tip = c.reason;
    if (const auto idx = missingAsOfIndex(c.mapping, session_->schema()))
        tip +=
            QLatin1Char('\n') + tr("An index would make point-in-time queries fast: %1").arg(*idx);
    mapping_->setToolTip(tip);
    startLoad();
}

void TimeTravelPage::startLoad()
{
    const int i = tables_->currentIndex();
    if (i < 0 || i >= candidates_.size())
        return;
    model_->setCursor(nullptr);
    tl_.reset();
    cursor_ = {};
    history_->clear();
    historyEntity_ = -1;
    shownHistory_.reset();
    progress_->start();
    status_->setText(tr("Loading the timeline of %1…").arg(candidates_[i].mapping.table));
    const VersionTableMapping m = candidates_[i].mapping;
    const db::Schema schema = session_->schema();
    using Loaded = std::shared_ptr<VersionTimeline>;
    session_->jobs()->startOnSource(
        loadJob_,
        [m, schema](db::JobContext& ctx) {
            auto tl = std::make_shared<VersionTimeline>(
                VersionTimeline::load(ctx.source(), schema, m, ctx.progressCallback()));
            if (!tl->error().isEmpty())
                return db::JobOutcome<Loaded>::failed(tl->error());
            return db::JobOutcome<Loaded>::done(std::move(tl));
        },
        this,
        [this](db::JobOutcome<Loaded> r) {
            progress_->finish();
            if (r.isDone())
                onTimelineLoaded(std::move(r.value()));
            else if (r.isFailed())
                status_->setText(tr("Cannot load the timeline: %1").arg(r.error()));
            else
                status_->setText(tr("Loading cancelled."));
        });
    updateStatus();
}

void TimeTravelPage::cancelLoad()
{
    loadJob_.cancel();
    progress_->finish();
    status_->setText(tr("Loading cancelled."));
}

void TimeTravelPage::showFailure(const QString& error)
{
    status_->setText(tr("Failed: %1").arg(error));
}

void TimeTravelPage::onTablesDetected(QList<VersionTableCandidate> found)
{
    candidates_ = std::move(found);
    // A mapping made by hand for this file comes first, while its table still exists.
    const QVariant saved =
        QSettings().value(RecentFiles::perFileKey(settings::kTimeTravelMapping, session_->path()));
    if (const auto m = VersionMappingDialog::fromVariant(saved))
        if (session_->schema().table(m->table))
            addHandMapping(*m);
    fillTables();
    mapButton_->setEnabled(true);
    emit tablesDetected();
    if (candidates_.isEmpty())
        status_->setText(tr("No version table found (entity key, version number, change "
                            "instant). Map the columns by hand with Map Columns…"));
    else
        selectTable(0);
}

void TimeTravelPage::onDiffed(const db::JobOutcome<InstantDiff>& r)
{
    if (!compare_ || r.isCancelled())
        return;
    if (r.isFailed()) {
        status_->setText(tr("Diff failed: %1").arg(r.error()));
        return;
    }
    const InstantDiff& d = r.value();
    model_->showDiff(d);
    table_->setColumnHidden(VersionStateModel::ChangeColumn, false);
    // Counts of the rows shown: the type filter applies to them too.
    using K = VersionStateModel::Kind;
    status_->setText(tr("From %1 to %2: %Ln created", nullptr, model_->count(K::Created))
                         .arg(formatInstant(d.from), formatInstant(d.to)) +
                     QStringLiteral(" · ") + tr("%Ln changed", nullptr, model_->count(K::Changed)) +
                     QStringLiteral(" · ") + tr("%Ln deleted", nullptr, model_->count(K::Deleted)));
    fetchVisiblePayloads();
    emit diffShown();
}

void TimeTravelPage::onTimelineLoaded(std::shared_ptr<VersionTimeline> tl)
{
    tl_ = std::move(tl);
    cursor_ = TimelineCursor(tl_);
    model_->setCursor(&cursor_);
    model_->setTypeFilter({});
    fillTypeFilter();
    // A table without a type column would show an empty Type column.
    table_->setColumnHidden(VersionStateModel::TypeColumn, tl_->mapping().entityType.isEmpty());
    density_->setTicks(tl_->changeTicks(kDensityBuckets));
    updateSliderDates();
    emit timelineLoaded();
    setInstant(rememberedInstant().value_or(tl_->lastChange().value_or(Instant{})));
    fitColumns();
}

void TimeTravelPage::mapColumns()
{
    const int i = tables_->currentIndex();
    VersionTableMapping start;
    if (i >= 0 && i < candidates_.size())
        start = candidates_[i].mapping;
    VersionMappingDialog dialog(session_->schema(), start, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    applyHandMapping(dialog.mapping());
}

void TimeTravelPage::applyHandMapping(const VersionTableMapping& m)
{
    QSettings().setValue(RecentFiles::perFileKey(settings::kTimeTravelMapping, session_->path()),
                         VersionMappingDialog::toVariant(m));
    addHandMapping(m);
    fillTables();
    selectTable(0);
}

// The hand mapping replaces any detected mapping of the same table and comes first.
void TimeTravelPage::addHandMapping(const VersionTableMapping& m)
{
    for (qsizetype i = candidates_.size() - 1; i >= 0; --i)
        if (candidates_[i].mapping.table == m.table)
            candidates_.removeAt(i);
    candidates_.prepend({m, 100, tr("mapped by hand")});
}

void TimeTravelPage::fillTables()
{
    const QSignalBlocker block(tables_);
    tables_->clear();
    for (const auto& c : candidates_)
        tables_->addItem(c.reason == tr("mapped by hand")
                             ? tr("%1 (mapped by hand)").arg(c.mapping.table)
                             : c.mapping.table);
}

// T is remembered per file and table, so reopening a file comes back to the same instant.
void TimeTravelPage::rememberInstant()
{
    if (!tl_ || session_->path().isEmpty())
        return;
    const Instant t = cursor_.at();
    QSettings().setValue(
        RecentFiles::perFileKey(settings::kTimeTravelAt, session_->path()),
        QStringList{tl_->mapping().table, QString::number(t.seconds), QString::number(t.nanos)});
}

std::optional<Instant> TimeTravelPage::rememberedInstant() const
{
    if (!tl_ || session_->path().isEmpty())
        return std::nullopt;
    const QStringList v =
        QSettings()
            .value(RecentFiles::perFileKey(settings::kTimeTravelAt, session_->path()))
            .toStringList();
    bool okS = false, okN = false;
    if (v.size() != 3 || v[0] != tl_->mapping().table)
        return std::nullopt;
    const qint64 s = v[1].toLongLong(&okS);
    const int n = v[2].toInt(&okN);
    if (!okS || !okN || n < 0 || n >= 1000000000)
        return std::nullopt;
    return Instant{s, n};
}

void TimeTravelPage::fillTypeFilter()
{
    typeFilter_->clear();
    const QStringList types = model_->entityTypes();
    typeFilter_->setVisible(types.size() > 1);
    typeFilter_->addItem(tr("All types"), QString());
    for (const QString& t : types)
        typeFilter_->addItem(t, t);
}

// The identity columns as wide as their content (sampled rows), the rest at sensible widths,
// so the payload columns start on screen beside the history panel.
void TimeTravelPage::fitColumns()
{
    table_->horizontalHeader()->setResizeContentsPrecision(200);
    for (int c : {int(VersionStateModel::TypeColumn), int(VersionStateModel::KeyColumn),
                  int(VersionStateModel::VersionColumn), int(VersionStateModel::ChangedAtColumn)})
        table_->resizeColumnToContents(c);
    table_->setColumnWidth(VersionStateModel::KeyColumn,
                           qMin(table_->columnWidth(VersionStateModel::KeyColumn), 320));
}

std::optional<Instant> TimeTravelPage::instant() const
{
    if (!tl_)
        return std::nullopt;
    return cursor_.at();
}

void TimeTravelPage::setInstant(const Instant& t)
{
    applyInstant(t, false);
}

void TimeTravelPage::applyInstant(const Instant& t, bool fromSlider)
{
    if (!tl_)
        return;
    cursor_.seek(t);
    const DensityScale s = scaleOf(*tl_);
    if (!fromSlider) {
        const QSignalBlocker block(slider_);
        slider_->setValue(s.sliderOf(t));
    }
    density_->setMarker(s.fraction(t));
    instantEdit_->setText(formatInstant(t));
    if (compare_) {
        diffTimer_->start();
    } else {
        model_->refresh();
        fetchVisiblePayloads();
    }
    updateStatus();
    if (shownHistory_) // the version in force moves with T
        renderHistory(*shownHistory_);
    if (!fromSlider || !slider_->isSliderDown())
        rememberInstant();
}

void TimeTravelPage::setCompareInstant(const std::optional<Instant>& t)
{
    compare_ = t;
    if (t) {
        {
            const QSignalBlocker block(compareEdit_);
            compareEdit_->setText(formatInstant(*t));
        }
        compareEdit_->refreshEcho();
        startDiff();
        return;
    }
    diffTimer_->stop();
    {
        const QSignalBlocker block(compareEdit_);
        compareEdit_->clear();
    }
    compareEdit_->refreshEcho();
    diffJob_.reset();
    table_->setColumnHidden(VersionStateModel::ChangeColumn, true);
    model_->refresh();
    fetchVisiblePayloads();
    updateStatus();
}

void TimeTravelPage::startDiff()
{
    diffTimer_->stop();
    if (!tl_ || !compare_)
        return;
    // The job reads the shared versions, which nothing changes; the slider moves the cursor.
    const std::shared_ptr<const VersionTimeline> tl = tl_;
    // The diff reads forward in time whichever of the two is T: "created" means created
    // between them, and the caption names the earlier instant first.
    Instant from = *compare_, to = cursor_.at();
    if (to < from)
        std::swap(from, to);
    const db::Schema schema = session_->schema();
    status_->setText(tr("Comparing…"));
    session_->jobs()->startOnSource(
        diffJob_,
        [tl, schema, from, to](db::JobContext& ctx) {
            return db::outcomeOf(diffBetween(ctx.source(), schema, *tl, from, to));
        },
        this, [this](db::JobOutcome<InstantDiff> r) { onDiffed(r); });
}

void TimeTravelPage::updateStatus()
{
    const bool ready = bool(tl_);
    for (QWidget* w : {static_cast<QWidget*>(slider_), static_cast<QWidget*>(instantEdit_),
                       static_cast<QWidget*>(prev_), static_cast<QWidget*>(next_),
                       static_cast<QWidget*>(now_), static_cast<QWidget*>(compareEdit_)})
        w->setEnabled(ready);
    if (!ready) {
        if (!session_->isOpen())
            status_->setText(tr("Open a database with a version table."));
        return;
    }
    if (compare_)
        return; // the diff result writes its own summary
    const QString at = formatInstant(cursor_.at());
    // "As of T: 4,061 entities · 2,472 deleted" (ru "На T: 4 061 сущность · удалено 2 472").
    status_->setText(
        tr("As of %1: %2")
            .arg(at, tr("%Ln entities", nullptr, cursor_.aliveCount()) + QStringLiteral(" · ") +
                         tr("%Ln deleted", nullptr, cursor_.deletedCount())) +
        (model_->typeFilter().isEmpty()
             ? QString()
             : QStringLiteral(" · ") + tr("%Ln of type %1 shown", nullptr, model_->rowCount())
                                           .arg(model_->typeFilter())));
}

void TimeTravelPage::fetchVisiblePayloads()
{
    if (!tl_ || model_->rowCount() == 0 || tl_->mapping().payload.isEmpty())
        return;
    QList<int> wanted;
    // The rows the viewport can show from the first one on screen, and a few pages more; never
    // every row (a page not laid out yet has no row at its bottom, and a server answers one
    // probe per version there).
    const int rowHeight = qMax(1, table_->verticalHeader()->defaultSectionSize());
    const int fit = table_->viewport()->height() / rowHeight + 2;
    const int first = qMax(0, table_->rowAt(0));
    const int last = qMin(proxy_->rowCount() - 1, first + qMax(fit, kFirstRows));
    for (int r = first; r <= last; ++r)
        wanted.append(proxy_->index(r, 0).data(VersionStateModel::VersionIndexRole).toInt());
    const QList<int> missing = model_->missingPayloads(wanted);
    if (missing.isEmpty())
        return;
    QList<VersionRef> refs;
    for (int v : missing)
        refs.append(tl_->ref(v));
    const VersionTableMapping m = tl_->mapping();
    const db::Schema schema = session_->schema();
    session_->jobs()->startOnSource(
        payloadJob_,
        [m, schema, refs](db::JobContext& ctx) {
            return db::outcomeOf(fetchVersionRows(ctx.source(), schema, m, refs));
        },
        this,
        [this, missing](db::JobOutcome<VersionRows> r) {
            if (r.isCancelled())
                return;
            if (r.isDone())
                model_->setPayloads(missing, r.value().rows);
            else
                status_->setText(tr("Cannot read the payloads: %1").arg(r.error()));
            emit payloadsFetched();
        });
}

void TimeTravelPage::showHistory(int entity)
{
    if (!tl_ || entity < 0 || entity >= tl_->entityCount())
        return;
    historyEntity_ = entity;
    shownHistory_.reset();
    const VersionTableMapping m = tl_->mapping();
    const QVariantList key = tl_->entityKey(entity);
    const db::Schema schema = session_->schema();
    session_->jobs()->startOnSource(
        historyJob_,
        [m, schema, key](db::JobContext& ctx) {
            return db::outcomeOf(history(ctx.source(), schema, m, key));
        },
        this,
        [this](db::JobOutcome<EntityHistory> r) {
            if (r.isCancelled())
                return;
            if (r.isFailed())
                history_->setPlainText(tr("Cannot read the history: %1").arg(r.error()));
            else
                renderHistory(r.value());
            emit historyShown();
        });
}

QString TimeTravelPage::historyHtml() const
{
    return history_->toHtml();
}

void TimeTravelPage::onInstantEdited()
{
    const auto t = instantEdit_->instant();
    if (!t) {
        status_->setText(InstantEdit::notAnInstant(instantEdit_->text()));
        return;
    }
    setInstant(*t);
}

void TimeTravelPage::onCompareEdited()
{
    if (compareEdit_->text().trimmed().isEmpty()) {
        setCompareInstant(std::nullopt);
        return;
    }
    const auto t = compareEdit_->instant();
    if (!t) {
        status_->setText(InstantEdit::notAnInstant(compareEdit_->text()));
        return;
    }
    setCompareInstant(*t);
}

QString TimeTravelPage::formatInstant(const Instant& t) const
{
    const DisplayZone z = zone_ ? zone_->zone() : DisplayZone::utc();
    return z.format(t, precisionForKeys(tl_ ? tl_->displayPerSecond() : 1));
}

QString TimeTravelPage::mappingText(const VersionTableCandidate& c) const
{
    const VersionTableMapping& m = c.mapping;
    QString unit;
    switch (m.unit) {
    case InstantUnit::UnixSeconds:
        unit = tr("unix s");
        break;
    case InstantUnit::UnixMillis:
        unit = tr("unix ms");
        break;
    case InstantUnit::UnixMicros:
        unit = tr("unix µs");
        break;
    case InstantUnit::Rfc3339Text:
        unit = tr("RFC 3339 text");
        break;
    case InstantUnit::JulianDay:
        unit = tr("Julian day");
        break;
    }
    QStringList key = m.entityKey;
    if (!m.entityType.isEmpty() && !key.contains(m.entityType, Qt::CaseInsensitive))
        key.prepend(m.entityType); // the type named once, also when the key holds it
    QString text =
        tr("key: %1 · version: %2 · instant: %3 (%4) · data: %5")
            .arg(key.join(QStringLiteral(", ")), m.versionNumber, m.changedAt, unit,
                 m.payload.isEmpty() ? tr("none") : m.payload.join(QStringLiteral(", ")));
    if (!m.deleteMarker.isEmpty())
        text += tr(" · deleted when %1 is set").arg(m.deleteMarker);
    else if (m.jsonDeletedFlag)
        text += tr(" · deleted by JSON \"deleted\": true");
    return text;
}
void TimeTravelPage::renderHistory(const EntityHistory& h)
{
    shownHistory_ = h;
    LiveAt live;
    if (tl_ && historyEntity_ >= 0 && historyEntity_ < tl_->entityCount()) {
        live.known = true;
        live.at = formatInstant(cursor_.at());
        const int v = tl_->versionAt(historyEntity_, cursor_.at());
        if (v >= 0) {
            live.rowid = tl_->version(v).rowid;
            live.versionNumber = tl_->version(v).number;
        }
    }
    const int scrolled = history_->verticalScrollBar()->value();
    history_->setHtml(entityHistoryHtml(
        h, tl_ ? tl_->mapping() : VersionTableMapping(), history_->palette(),
        [this](const Instant& t) { return formatInstant(t); }, live));
    history_->verticalScrollBar()->setValue(scrolled);
}

QStringList TimeTravelPage::sliderDateTexts() const
{
    QStringList out;
    for (const QLabel* l : sliderDates_)
        out << l->text();
    return out;
}

void TimeTravelPage::updateSliderDates()
{
    const bool have = tl_ && tl_->firstChange() && tl_->lastChange();
    const DisplayZone z = zone_ ? zone_->zone() : DisplayZone::utc();
    for (int i = 0; i < 3; ++i) {
        if (!have) {
            sliderDates_[std::size_t(i)]->clear();
            continue;
        }
        const DensityScale s = scaleOf(*tl_);
        // Minutes are enough to place a slider position; the field beside it is exact.
        sliderDates_[std::size_t(i)]->setText(
            z.format(s.atFraction(i / 2.0), Precision::Second).left(16).replace(u'T', u' '));
    }
}

} // namespace idscope
