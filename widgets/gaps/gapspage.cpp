#include "gapspage.h"
#include "ids/timezone.h"

#include "gapsmissedmodel.h"
#include "gapsplot.h"
#include "latenesscdf.h"

#include "analysis/cursorgaps.h"
#include "common/jobprogress.h"
#include "common/settingskeys.h"
#include "common/tablecolumnfitter.h"
#include "common/zonesetting.h"
#include "database/databasesession.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSignalBlocker>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>
#include <limits>
#include <optional>

namespace idscope {

namespace {

// Columns likely to hold what a combo asks for, by name.
bool nameLike(const QString& name, std::initializer_list<const char*> parts)
{
    const QString n = name.toLower();
    for (const char* p : parts)
        if (n.contains(QLatin1String(p)))
            return true;
    return false;
}

// W in milliseconds, the number people edit, with its size beside it ("18,000,000 ms (5 h)");
// the minimum is "no window". Typing needs only the digits: the rest is read past.
class WindowSpinBox : public QSpinBox {
public:
    using QSpinBox::QSpinBox;

protected:
    QString textFromValue(int v) const override
    {
        const QString ms = exactMsText(locale().toString(v));
        if (v < 1000)
            return ms;
        return QCoreApplication::translate("idscope::Age", "%1 (%2)")
            .arg(ms, humanDuration(double(v)));
    }
    int valueFromText(const QString& text) const override
    {
        const std::optional<qint64> v = leadingNumber(text);
        return v ? int(std::min<qint64>(*v, maximum())) : minimum();
    }
    QValidator::State validate(QString& text, int&) const override
    {
        if (!specialValueText().isEmpty() && text == specialValueText())
            return QValidator::Acceptable;
        if (text.trimmed().isEmpty())
            return QValidator::Intermediate;
        return leadingNumber(text) ? QValidator::Acceptable : QValidator::Invalid;
    }

private:
    // The digits before the unit, group separators and spaces skipped.
    std::optional<qint64> leadingNumber(const QString& text) const
    {
        const QString group = locale().groupSeparator();
        qint64 v = 0;
        int digits = 0;
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text[i];
            if (c.isDigit()) {
                if (++digits > 12)
                    return std::nullopt;
                v = v * 10 + c.digitValue();
            } else if (!(c.isSpace() || group.contains(c))) {
                break;
            }
        }
        return digits > 0 ? std::optional<qint64>(v) : std::nullopt;
    }
};

} // namespace

qint64 gapsWindowFromSlider(int pos, qint64 maxMs)
{
    if (pos <= 0)
        return kGapsNoWindow;
    if (pos == 1 || maxMs <= 0)
        return 0;
    if (pos >= kGapsSliderSteps)
        return maxMs;
    const double f = double(pos - 1) / (kGapsSliderSteps - 1);
    const double v = std::pow(double(maxMs) + 1, f) - 1;
    return std::clamp<qint64>(std::llround(v), 0, maxMs);
}

int gapsSliderFromWindow(qint64 ms, qint64 maxMs)
{
    if (ms < 0)
        return 0;
    if (ms == 0 || maxMs <= 0)
        return 1;
    if (ms >= maxMs)
        return kGapsSliderSteps;
    const double f = std::log(double(ms) + 1) / std::log(double(maxMs) + 1);
    return std::clamp(1 + int(std::lround(f * (kGapsSliderSteps - 1))), 1, kGapsSliderSteps);
}

GapsPage::GapsPage(DatabaseSession* session, ZoneSetting* zone, QWidget* parent)
    : QWidget(parent), session_(session), zone_(zone)
{
    buildUi();
    connect(session_, &DatabaseSession::opened, this, &GapsPage::onOpened);
    connect(session_, &DatabaseSession::closed, this, &GapsPage::onClosed);
    connect(session_, &DatabaseSession::profileChanged, this, [this](const QString& table) {
        // Profiles arrive after opening: a better ID column guess may now exist.
        if (!hasResult() && tables_->currentData().toString() == table &&
            !analyseJob_.isRunning()) {
            fillColumns();
            analyse();
        }
    });
    if (zone_) {
        displayZone_ = zone_->zone();
        plot_->setZone(&displayZone_);
        connect(zone_, &ZoneSetting::changed, this, [this] {
            displayZone_ = zone_->zone();
            plot_->setZone(&displayZone_);
        });
    }
    if (session_->isOpen())
        onOpened();
}

QString GapsPage::table() const
{
    return tables_->currentText();
}

QString GapsPage::column() const
{
    return column_->currentData().isValid() ? column_->currentData().toString()
                                            : column_->currentText();
}

QString GapsPage::orderColumn() const
{
    return order_->currentData().toString();
}

QString GapsPage::commitTimeColumn() const
{
    return commitTime_->currentData().toString();
}

QString GapsPage::writerColumn() const
{
    return writer_->currentData().toString();
}

GapsPage::~GapsPage()
{
    saveState();
}

// The table, ID column, commit order, commit time and writer pickers, Analyse and progress.
QLayout* GapsPage::buildPickers()
{
    tables_ = new QComboBox(this);
    tables_->setToolTip(tr("The table whose rows a consumer polls"));
    column_ = new QComboBox(this);
    column_->setToolTip(tr("The ID column the consumer's cursor follows (WHERE id > :last_seen)"));
    order_ = new QComboBox(this);
    order_->setToolTip(tr("Commit order: the rowid (on a server: its commit timestamps), or a "
                          "commit-sequence column (rows sharing a value committed together)"));
    commitTime_ = new QComboBox(this);
    commitTime_->setToolTip(tr("A column with each row's commit instant: the poller's \"now\". "
                               "Without one, now is estimated from the IDs."));
    writer_ = new QComboBox(this);
    writer_->setToolTip(tr("A column naming the writer (service, device, node): figures per "
                           "writer"));
    run_ = new QPushButton(tr("A&nalyse"), this);
    run_->setToolTip(tr("Simulate the ID cursor over every row (F5)"));
    run_->setShortcut(QKeySequence(Qt::Key_F5));
    progress_ = new JobProgress(this);
    progress_->setBarWidth(200);
    progress_->setCancelToolTip(tr("Stop the analysis"));
    progress_->follow(analyseJob_);

    // Two rows of pickers: in one row they made the page too wide beside the schema dock.
    auto* pickGrid = new QGridLayout;
    pickGrid->setVerticalSpacing(2);
    int slot = 0;
    auto add = [&](const QString& label, QWidget* w) {
        auto* l = new QLabel(label, this);
        l->setBuddy(w);
        pickGrid->addWidget(l, slot / 3, (slot % 3) * 2);
        pickGrid->addWidget(w, slot / 3, (slot % 3) * 2 + 1);
        ++slot;
    };
    add(tr("Ta&ble:"), tables_);
    add(tr("&ID column:"), column_);
    add(tr("Commit order:"), order_);
    add(tr("Commit time:"), commitTime_);
    add(tr("&Writer:"), writer_);
    auto* pick = new QHBoxLayout;
    pick->addLayout(pickGrid, 1);
    // Combos share the row and shrink (long names elide), so the page fits narrow windows.
    for (QComboBox* c : {tables_, column_, order_, commitTime_, writer_}) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        // "committed_at" (12) and its like stay whole; one character less than 14 leaves room
        // for the Russian "Источник записи:" beside the schema dock.
        c->setMinimumContentsLength(13);
        c->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        c->setMaximumWidth(c->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 32);
    }
    // Analyse takes the free sixth place of the grid, so the first row stays narrow enough
    // in longer languages.
    auto* runRow = new QHBoxLayout;
    runRow->addWidget(run_);
    runRow->addWidget(progress_);
    runRow->addStretch(1);
    pickGrid->addLayout(runRow, 1, 4, 1, 2);
    return pick;
}

// The summary, the one legend of every figure, and the analysis's warnings.
void GapsPage::buildTexts()
{
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // One definition of each figure, where the figures are. W's rule is the strict one the
    // simulation runs (WHERE id < the smallest ID of now − W), so W = 0 is not "no window".
    legend_ = new QLabel(
        tr("<b>Lateness</b>: how far a row's ID instant lies behind the newest ID committed "
           "before it. <b>W</b>: the poller reads only IDs strictly older than now − W, so even "
           "W = 0 holds back an ID whose instant equals now (minted in the same millisecond, "
           "for millisecond IDs and commit times); the slider's left end is no window at all, "
           "the poller of the figures above. A row's <i>window needed</i> is measured against "
           "the clock, so it can be shorter than its lateness. <b>K</b>: each poll leaves the "
           "K largest new keys unread. Plot: the line is the newest ID so far, dots are missed "
           "rows (warmer = later), the band is what W holds back."),
        this);
    legend_->setWordWrap(true);
    legend_->setForegroundRole(QPalette::PlaceholderText);
    warnings_ = new QLabel(this);
    warnings_->setWordWrap(true);
    warnings_->setForegroundRole(QPalette::PlaceholderText);
    warnings_->hide();
}

// The safety window W (slider and milliseconds) and hold-back K, each with its misses, and
// the advice.
QLayout* GapsPage::buildKnobs()
{
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setRange(0, kGapsSliderSteps);
    slider_->setToolTip(tr("Safety window W: the poller reads only IDs strictly older than now − "
                           "W. At the left end there is no window. The count updates as you "
                           "drag."));
    windowBox_ = new WindowSpinBox(this);
    windowBox_->setRange(int(kGapsNoWindow), std::numeric_limits<int>::max());
    windowBox_->setSpecialValueText(tr("no window"));
    windowBox_->setGroupSeparatorShown(true);
    windowBox_->setToolTip(tr("Safety window W in milliseconds (type the digits); below 0: no "
                              "window"));
    // Wrapped: in longer languages one line of these would widen the whole page.
    windowMisses_ = new QLabel(this);
    windowMisses_->setWordWrap(true);
    holdBox_ = new QSpinBox(this);
    holdBox_->setRange(0, std::numeric_limits<int>::max());
    holdBox_->setSuffix(tr(" rows"));
    holdBox_->setGroupSeparatorShown(true);
    holdBox_->setToolTip(tr("Hold-back K: each poll leaves the K largest visible keys unread"));
    holdMisses_ = new QLabel(this);
    holdMisses_->setWordWrap(true);
    advice_ = new QLabel(this);
    advice_->setWordWrap(true);
    advice_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = advice_->font();
    bold.setBold(true);
    advice_->setFont(bold);

    auto* knobs = new QGridLayout;
    auto* wl = new QLabel(tr("Safet&y window:"), this);
    wl->setBuddy(slider_);
    knobs->addWidget(wl, 0, 0);
    knobs->addWidget(slider_, 0, 1);
    knobs->addWidget(windowBox_, 0, 2);
    knobs->addWidget(windowMisses_, 0, 3);
    auto* kl = new QLabel(tr("Hold bac&k:"), this);
    kl->setBuddy(holdBox_);
    knobs->addWidget(kl, 1, 0);
    knobs->addWidget(holdBox_, 1, 2);
    knobs->addWidget(holdMisses_, 1, 3);
    knobs->setColumnStretch(1, 2);
    knobs->setColumnStretch(3, 3);
    return knobs;
}

// Under the plots: the knobs, misses per writer, the advice and the legend, scrolled when the
// page is short (a 1280×800 screen); then the table of missed rows.
QWidget* GapsPage::buildMissedView()
{
    QLayout* knobs = buildKnobs();
    model_ = new GapsMissedModel(this);
    proxy_ = new QSortFilterProxyModel(this);
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(GapsMissedModel::SortRole);
    view_ = new QTableView(this);
    view_->setModel(proxy_);
    view_->setSortingEnabled(true);
    view_->sortByColumn(GapsMissedModel::Position, Qt::AscendingOrder);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setAlternatingRowColors(true);
    view_->setWordWrap(false); // one line per row: a UUID elides instead of doubling the row
    view_->verticalHeader()->hide();
    // Every column as wide as its content, within the view: when the page is narrow the
    // writer and then the ID give way (elided, whole in their tooltips). No column takes the
    // room left: a short "caught" stretched over half the page reads as a gap in the table.
    auto* fitter =
        new TableColumnFitter(view_, {GapsMissedModel::Writer, GapsMissedModel::Key,
                                      GapsMissedModel::WindowNeeded, GapsMissedModel::Lateness});
    fitter->setSpareColumn(TableColumnFitter::kNoColumn);
    view_->setToolTip(tr("Rows an ID cursor misses. Double-click or press Enter to open the "
                         "selected rows in the data browser."));

    auto* inner = new QWidget(this);
    auto* ll = new QVBoxLayout(inner);
    ll->setContentsMargins(0, 0, 0, 0);
    byWriter_ = new QLabel(this);
    byWriter_->setWordWrap(true);
    byWriter_->setTextFormat(Qt::PlainText); // writer names come from the file
    byWriter_->setToolTip(tr("Missed rows per writer: without a window → with the chosen window "
                             "W / with the chosen hold-back K"));
    ll->addLayout(knobs);
    ll->addWidget(advice_); // what to do, first
    ll->addWidget(byWriter_);
    ll->addWidget(legend_);
    ll->addStretch(1);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(inner);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    texts_ = scroll;
    // Room for the header and a few rows whatever the splitter is given.
    view_->setMinimumHeight(view_->horizontalHeader()->sizeHint().height() +
                            6 * view_->verticalHeader()->defaultSectionSize() +
                            2 * view_->frameWidth());
    return view_;
}

void GapsPage::buildUi()
{
    QLayout* pick = buildPickers();
    buildTexts();
    plot_ = new GapsPlot(this);
    cdf_ = new LatenessCdf(this);
    hsplit_ = new QSplitter(Qt::Horizontal, this);
    hsplit_->addWidget(plot_);
    hsplit_->addWidget(cdf_);
    hsplit_->setStretchFactor(0, 3);
    hsplit_->setStretchFactor(1, 1);

    QWidget* table = buildMissedView();

    vsplit_ = new QSplitter(Qt::Vertical, this);
    vsplit_->addWidget(hsplit_);
    vsplit_->addWidget(texts_);
    vsplit_->addWidget(table);
    vsplit_->setChildrenCollapsible(false);
    vsplit_->setStretchFactor(0, 3);
    vsplit_->setStretchFactor(1, 1);
    vsplit_->setStretchFactor(2, 2);
    vsplit_->setSizes({460, 170, 270});
    hsplit_->setSizes({900, 300});
    const QSettings settings;
    vsplit_->restoreState(settings.value(settings::kGapsSplitter).toByteArray());

    auto* main = new QVBoxLayout(this);
    main->addLayout(pick);
    main->addWidget(summary_);
    main->addWidget(warnings_);
    main->addWidget(vsplit_, 1);

    connectControls();
    windowBox_->setValue(settings.value(settings::kGapsWindowMs, 1000).toInt());
    showResult();
}

// What the pickers and knobs do: re-analyse on a new choice, keep W's slider and box in step.
void GapsPage::connectControls()
{
    connect(tables_, &QComboBox::currentIndexChanged, this, [this] {
        if (filling_)
            return;
        fillColumns();
        analyse();
    });
    for (QComboBox* c : {column_, order_, commitTime_, writer_})
        connect(c, &QComboBox::currentIndexChanged, this, [this] {
            if (!filling_)
                analyse();
        });
    connect(run_, &QPushButton::clicked, this, &GapsPage::analyse);
    connect(slider_, &QSlider::valueChanged, this, [this](int pos) {
        const QSignalBlocker b(windowBox_);
        windowBox_->setValue(int(std::min<qint64>(gapsWindowFromSlider(pos, sliderMaxMs_),
                                                  std::numeric_limits<int>::max())));
        updateWindow();
    });
    connect(windowBox_, &QSpinBox::valueChanged, this, [this](int ms) {
        const QSignalBlocker b(slider_);
        slider_->setValue(gapsSliderFromWindow(ms, sliderMaxMs_));
        updateWindow();
    });
    connect(holdBox_, &QSpinBox::valueChanged, this, [this] { updateHoldBack(); });
    connect(view_, &QTableView::activated, this, [this] { activateRows(); });
}

void GapsPage::saveState() const
{
    QSettings s;
    s.setValue(settings::kGapsSplitter, vsplit_->saveState());
    s.setValue(settings::kGapsWindowMs, windowBox_->value());
    if (tables_->currentIndex() >= 0)
        s.setValue(settings::kGapsTable, tables_->currentData().toString());
}

void GapsPage::changeEvent(QEvent* e)
{
    QWidget::changeEvent(e);
    if (e->type() == QEvent::PaletteChange) {
        plot_->update();
        cdf_->update();
    }
}

void GapsPage::onOpened()
{
    onClosed();
    fillTables();
    fillColumns();
    analyse();
}

void GapsPage::onClosed()
{
    analyseJob_.reset();
    progress_->finish();
    result_ = {};
    const QSignalBlocker b1(tables_);
    tables_->clear();
    column_->clear();
    order_->clear();
    commitTime_->clear();
    writer_->clear();
    showResult();
}

void GapsPage::fillTables()
{
    filling_ = true;
    tables_->clear();
    const QString last = QSettings().value(settings::kGapsTable).toString();
    int pick = -1;
    for (const db::TableInfo& t : session_->schema().tables) {
        if (t.kind != db::TableInfo::Kind::Table || t.columns.isEmpty())
            continue;
        tables_->addItem(t.name, t.name);
        if (t.name == last || (pick < 0 && nameLike(t.name, {"event", "outbox", "log"})))
            pick = tables_->count() - 1;
    }
    if (tables_->count() > 0)
        tables_->setCurrentIndex(std::max(0, pick));
    filling_ = false;
}

void GapsPage::fillColumns()
{
    filling_ = true;
    column_->clear();
    order_->clear();
    commitTime_->clear();
    writer_->clear();
    const db::TableInfo* t = session_->schema().table(tables_->currentData().toString());
    if (t) {
        const bool commitTimestamps = t->serverRowOrder == db::RowOrder::CommitTimestamp;
        if (t->hasRowid())
            order_->addItem(tr("rowid"), QStringLiteral("rowid"));
        else if (commitTimestamps) // the server's real commit order, not an assumption
            order_->addItem(tr("commit timestamps"), QString());
        commitTime_->addItem(tr("(none)"), QString());
        writer_->addItem(tr("(none)"), QString());
        for (const db::ColumnInfo& c : t->columns) {
            for (QComboBox* box : {column_, order_, commitTime_, writer_})
                box->addItem(c.name, c.name);
        }
        const analysis::GapsPlan plan =
            analysis::planGaps(*t, {}, session_->profile(t->name), analysis::GapsGuess::FromNames);
        // Not found: the first entry (the first column; rowid order; none).
        auto pick = [](QComboBox* box, const QString& column) {
            box->setCurrentIndex(std::max(0, box->findData(column)));
        };
        pick(column_, plan.column);
        pick(order_, commitTimestamps ? QString() : plan.orderColumn);
        pick(commitTime_, plan.commitTimeColumn);
        pick(writer_, plan.writerColumn);
    }
    filling_ = false;
}

void GapsPage::analyseColumn(const QString& table, const QString& column)
{
    const int ti = tables_->findData(table);
    if (ti < 0)
        return;
    filling_ = true;
    tables_->setCurrentIndex(ti);
    filling_ = false;
    fillColumns();
    const int ci = column_->findData(column);
    if (ci >= 0) {
        filling_ = true;
        column_->setCurrentIndex(ci);
        filling_ = false;
    }
    analyse();
}

void GapsPage::setCommitTimeColumn(const QString& column)
{
    commitTime_->setCurrentIndex(std::max(0, commitTime_->findData(column)));
}

void GapsPage::setWriterColumn(const QString& column)
{
    writer_->setCurrentIndex(std::max(0, writer_->findData(column)));
}

void GapsPage::setOrderColumn(const QString& column)
{
    order_->setCurrentIndex(std::max(0, order_->findData(column)));
}

void GapsPage::analyse()
{
    const db::TableInfo* t = session_->schema().table(tables_->currentData().toString());
    if (!t || column_->currentIndex() < 0)
        return;
    analysis::GapsOptions opt;
    opt.column = column_->currentData().toString();
    opt.orderColumn = order_->currentData().toString();
    opt.commitTimeColumn = commitTime_->currentData().toString();
    opt.writerColumn = writer_->currentData().toString();
    if (const analysis::ColumnProfile* p = session_->columnProfile(t->name, opt.column);
        p && p->dominant && carriesInstant(*p->dominant)) {
        opt.format = *p->dominant;
        opt.formatProfile = std::min<int>(p->dominantProfile, 3);
    }
    const db::TableInfo table = *t;
    progress_->start();
    summary_->setText(tr("Simulating an ID cursor over %1…").arg(table.name));
    session_->jobs()->startOnSource(
        analyseJob_,
        [table, opt](db::JobContext& ctx) {
            return db::outcomeOf(
                analysis::analyseGaps(ctx.source(), table, opt, ctx.progressCallback()));
        },
        this, [this](db::JobOutcome<analysis::GapsResult> r) { onAnalysed(std::move(r)); });
}

void GapsPage::onAnalysed(db::JobOutcome<analysis::GapsResult> r)
{
    progress_->finish();
    if (r.isCancelled()) {
        summary_->setText(tr("Analysis cancelled."));
        return;
    }
    if (r.isFailed()) {
        result_ = {};
        result_.error = r.error();
        summary_->setText(tr("Cannot analyse: %1").arg(r.error()));
    } else {
        result_ = std::move(r.value());
    }
    showResult();
    // Start at the window the advice gives: safe for any stream that waits no longer.
    if (hasResult())
        setWindowMs(result_.windowSafeMs);
    emit analysed();
}

void GapsPage::showResult()
{
    const bool ok = hasResult();
    plot_->setResult(result_.data);
    model_->setResult(result_); // the columns refit to the new rows
    // A server's rows have no rowid: no column of blanks.
    view_->setColumnHidden(GapsMissedModel::Rowid, !result_.hasRowid);
    std::vector<qint64> late;
    if (ok)
        for (const analysis::GapsMissedRow& m : result_.missedRows)
            late.push_back(m.latenessUs);
    cdf_->setLateness(std::move(late));
    for (QWidget* w : {static_cast<QWidget*>(slider_), static_cast<QWidget*>(windowBox_),
                       static_cast<QWidget*>(holdBox_)})
        w->setEnabled(ok);
    if (!ok) {
        if (result_.error.isEmpty())
            summary_->setText(session_->isOpen() ? tr("Choose a table and its ID column.")
                                                 : tr("Open a database to see which rows an "
                                                      "ID cursor would miss."));
        warnings_->hide();
        advice_->clear();
        windowMisses_->clear();
        holdMisses_->clear();
        byWriter_->clear();
        return;
    }
    const QLocale loc;
    const analysis::GapsResult& r = result_;
    // The percentiles are of the rows the sentence counts (as the lateness chart beside it).
    const QString lateness =
        r.missed > 0
            ? tr(" Lateness of the missed rows: p50 %1, p99 %2, max %3.")
                  .arg(humanDuration(r.missedLateness.p50), humanDuration(r.missedLateness.p99),
                       humanDuration(r.missedLateness.max))
            : QString();
    summary_->setText(
        tr("<b>%1</b> of %2 rows are missed by <code>WHERE %3 &gt; :last_seen</code> "
           "polled after every commit.%4 Safe window W: "
           "<b>%5</b>%6 (this history alone: %7); smallest hold-back K: <b>%8 rows</b>.")
            .arg(loc.toString(r.missed), loc.toString(r.rows), r.column.toHtmlEscaped(), lateness,
                 humanDuration(double(r.windowSafeMs)),
                 r.nowIsEstimate ? tr(" (now estimated from the IDs)") : QString(),
                 humanDuration(double(r.windowNeededMs)), loc.toString(r.lagRowsNeeded)));
    warnings_->setText(r.warnings.join(u'\n'));
    warnings_->setVisible(!r.warnings.isEmpty());
    // The slider reaches a bit past the largest lateness (the window never needs more).
    qint64 top = std::max<qint64>({1000, r.maxLatenessMs, r.windowSafeMs});
    qint64 nice = 1;
    while (nice < top)
        nice *= 10;
    for (qint64 f : {2, 5})
        if (nice / 10 * f >= top) {
            nice = nice / 10 * f;
            break;
        }
    sliderMaxMs_ = nice;
    advice_->setText(adviceText());
    updateWindow();
    updateHoldBack();
}

qint64 GapsPage::windowMs() const
{
    return windowBox_->value();
}

void GapsPage::setWindowMs(qint64 ms)
{
    windowBox_->setValue(
        int(std::clamp<qint64>(ms, kGapsNoWindow, std::numeric_limits<int>::max())));
    updateWindow();
}

void GapsPage::setHoldBack(qint64 k)
{
    holdBox_->setValue(int(std::clamp<qint64>(k, 0, std::numeric_limits<int>::max())));
}

QString GapsPage::missesText() const
{
    return windowMisses_->text();
}

QString GapsPage::holdBackText() const
{
    return holdMisses_->text();
}

QString GapsPage::legendText() const
{
    return legend_->text();
}

QString GapsPage::adviceText() const
{
    return hasResult() ? analysis::gapsAdvice(result_) : QString();
}

void GapsPage::updateWindow()
{
    {
        const QSignalBlocker b(slider_);
        slider_->setValue(gapsSliderFromWindow(windowBox_->value(), sliderMaxMs_));
    }
    if (!hasResult())
        return;
    const qint64 w = windowBox_->value();
    const qint64 m = w < 0 ? result_.missedDefault : analysis::missesWithWindow(result_, w);
    const QLocale loc;
    const qint64 missed = result_.missedDefault;
    // Each line names its own setting: W and K are alternatives, not one configuration.
    if (missed == 0)
        windowMisses_->setText(tr("Nothing is missed here, so no window is needed"));
    else if (w < 0)
        windowMisses_->setText(tr("No window: %1 missed rows, as above").arg(loc.toString(missed)));
    else if (m == 0)
        windowMisses_->setText(tr("With W = %1 alone: all %2 missed rows are read")
                                   .arg(humanDuration(double(w)), loc.toString(missed)));
    else
        windowMisses_->setText(
            tr("With W = %1 alone: %2 of %3 missed rows still missed")
                .arg(humanDuration(double(w)), loc.toString(m), loc.toString(missed)));
    plot_->setWindowMs(w);
    cdf_->setWindowMs(w);
    model_->setWindowMs(w); // "caught"/"missed" appear: the columns refit to them
    byWriter_->setText(writersText());
}

QString GapsPage::writersText() const
{
    if (!hasResult() || result_.writers.isEmpty())
        return {};
    const QLocale loc;
    QStringList parts;
    for (int i = 0; i < result_.writers.size(); ++i) {
        const analysis::GapsWriter& w = result_.writers[i];
        const qint64 window = windowBox_->value();
        parts << tr("%1: %2 → %3 / %4")
                     .arg(
                         w.writer, loc.toString(w.missed),
                         loc.toString(window < 0 ? w.missed
                                                 : analysis::missesWithWindow(result_, window, i)),
                         loc.toString(analysis::missesWithHoldBack(result_, holdBox_->value(), i)));
    }
    return tr("By the %1 column (missed → with W / with K): %2")
        .arg(result_.writerColumn, parts.join(QStringLiteral(";  ")));
}

void GapsPage::updateHoldBack()
{
    if (!hasResult())
        return;
    const qint64 m = analysis::missesWithHoldBack(result_, holdBox_->value());
    const QLocale loc;
    const qint64 k = holdBox_->value();
    const qint64 missed = result_.missedDefault;
    if (missed == 0)
        holdMisses_->setText(tr("Nothing is missed here, so no hold-back is needed"));
    else
        holdMisses_->setText(
            m == 0 ? tr("With K = %1 alone: all %2 missed rows are read")
                         .arg(loc.toString(k), loc.toString(missed))
                   : tr("With K = %1 alone: %2 of %3 missed rows still missed")
                         .arg(loc.toString(k), loc.toString(m), loc.toString(missed)));
    byWriter_->setText(writersText());
}

void GapsPage::activateRows()
{
    if (!hasResult() || !result_.hasRowid)
        return;
    QList<qint64> rowids;
    for (const QModelIndex& pi : view_->selectionModel()->selectedRows()) {
        if (const analysis::GapsMissedRow* m = model_->rowAt(proxy_->mapToSource(pi).row()))
            rowids << m->rowid;
    }
    if (rowids.isEmpty()) {
        if (const analysis::GapsMissedRow* m =
                model_->rowAt(proxy_->mapToSource(view_->currentIndex()).row()))
            rowids << m->rowid;
    }
    if (rowids.isEmpty())
        return;
    std::sort(rowids.begin(), rowids.end());
    emit showRows(
        result_.table, rowids,
        tr("%Ln row(s) an ID cursor on %1 misses", "", int(rowids.size())).arg(result_.column));
}

} // namespace idscope
