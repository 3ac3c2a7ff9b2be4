#include "columnprofilepage.h"

#include "analysis/collision.h"
#include "analysis/integermedian.h"
#include "decoder/epochcomparemodel.h"

#include "common/jobprogress.h"
#include "common/zonesetting.h"
#include "database/databasesession.h"
#include "db/jobrunner.h"
#include "decoder/decodetext.h"
#include "formatmixchart.h"
#include "ids/timezone.h"
#include "instanthistogramchart.h"
#include "profiletext.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <limits>

namespace idscope {

namespace {

// A runner-up below this share of plausible instants is not offered as the column's format.
constexpr double kPlausibleEnough = 0.5;

QString probabilityText(double p)
{
    if (p <= 0)
        return QStringLiteral("0");
    if (p >= 0.001)
        return QLocale().toString(p, 'f', 4);
    return scientificNumber(p); // "1.6 × 10⁻²⁹", as every page spells it
}

// The odds that two of the column's IDs are equal when they carry no instant (UUIDv4): every
// ID shares one space, so they come from the count (a sample's estimate of it) alone.
QString collisionAmongText(const analysis::ColumnProfile& p)
{
    qint64 seen = 0;
    for (const analysis::FormatShare& f : analysis::formatShares(p)) {
        if (f.format == *p.dominant)
            seen = f.count;
    }
    const analysis::CountEstimate n = analysis::estimateCount(p.design, seen, p.rowsSeen);
    const QString count = n.exact ? QLocale().toString(n.value)
                                  : QStringLiteral("≈ %1").arg(QLocale().toString(analysis::roundTo(
                                        double(n.value), double(n.high - n.low) / 2)));
    return QCoreApplication::translate("idscope::ColumnProfilePage",
                                       "%1 that any two of the %2 %3 values are equal (%4 random "
                                       "bits per ID; without an instant the odds grow with the "
                                       "count, not the insert rate)")
        .arg(probabilityText(analysis::collisionAmong(n.value, p.randomBits)), count,
             formatTitle(*p.dominant))
        .arg(p.randomBits);
}

// "5 min", "1 day", "30 days": the width of one histogram bar.
QString binWidthText(qint64 ms)
{
    struct Unit {
        qint64 ms;
        const char* text;
    };
    static const Unit units[] = {
        {365LL * 86400000, QT_TRANSLATE_N_NOOP("idscope::ColumnProfilePage", "%Ln year(s)")},
        {86400000, QT_TRANSLATE_N_NOOP("idscope::ColumnProfilePage", "%Ln day(s)")},
        {3600000, QT_TRANSLATE_N_NOOP("idscope::ColumnProfilePage", "%Ln h")},
        {60000, QT_TRANSLATE_N_NOOP("idscope::ColumnProfilePage", "%Ln min")},
        {1000, QT_TRANSLATE_N_NOOP("idscope::ColumnProfilePage", "%Ln s")},
        {1, QT_TRANSLATE_N_NOOP("idscope::ColumnProfilePage", "%Ln ms")},
    };
    for (const Unit& u : units) {
        if (ms % u.ms != 0 || ms < u.ms)
            continue;
        const int n = int(std::min<qint64>(ms / u.ms, 1000000000));
        // English plurals come from idscope_en.qm ("7 days", not "7 day(s)").
        return QCoreApplication::translate("idscope::ColumnProfilePage", u.text, nullptr, n);
    }
    return QString();
}

QLabel* wrapped(QWidget* parent)
{
    auto* l = new QLabel(parent);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

} // namespace

ColumnProfilePage::ColumnProfilePage(DatabaseSession* session, ZoneSetting* zone, QWidget* parent)
    : QWidget(parent), session_(session), zone_(zone)
{
    content_ = new QWidget;
    auto* v = new QVBoxLayout(content_);

    title_ = new QLabel(content_);
    title_->setObjectName(QStringLiteral("profileTitle"));
    title_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = title_->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    title_->setFont(big);
    subtitle_ = wrapped(content_);
    sampleNote_ = wrapped(content_);
    v->addWidget(title_);
    v->addWidget(subtitle_);

    auto* actions = new QHBoxLayout;
    actions->addWidget(sampleNote_, 1);
    fullButton_ = new QPushButton(tr("Profile Fully"), content_);
    fullButton_->setToolTip(tr("Read every row of the table in the background for exact counts"));
    progress_ = new JobProgress(content_);
    progress_->setBarWidth(200);
    progress_->setCancelToolTip(tr("Stop the full scan; the sample stays"));
    browseButton_ = new QPushButton(tr("Browse Table"), content_);
    browseButton_->setToolTip(tr("Open the table in the data browser"));
    actions->addWidget(fullButton_);
    actions->addWidget(progress_);
    actions->addWidget(browseButton_);
    v->addLayout(actions);

    auto* charts = new QHBoxLayout;
    auto* mixBox = new QGroupBox(tr("Format mix"), content_);
    auto* mixLayout = new QVBoxLayout(mixBox);
    mix_ = new FormatMixChart(mixBox);
    mixLayout->addWidget(mix_);
    mixCounts_ = wrapped(mixBox);
    mixLayout->addWidget(mixCounts_);
    mixLayout->addStretch(1);
    auto* histBox = new QGroupBox(tr("Embedded instants over time"), content_);
    auto* histLayout = new QVBoxLayout(histBox);
    histogram_ = new InstantHistogramChart(histBox);
    histogramNote_ = wrapped(histBox);
    range_ = wrapped(histBox);
    histLayout->addWidget(histogram_, 1);
    histLayout->addWidget(range_);
    histLayout->addWidget(histogramNote_);
    charts->addWidget(mixBox, 2);
    charts->addWidget(histBox, 3);
    v->addLayout(charts, 1);

    anomaliesBox_ = new QGroupBox(tr("Anomalies"), content_);
    auto* aLayout = new QVBoxLayout(anomaliesBox_);
    anomalies_ = new QTableWidget(0, 5, anomaliesBox_);
    anomalies_->setObjectName(QStringLiteral("anomaliesTable"));
    anomalies_->setHorizontalHeaderLabels(
        {tr("Anomaly"), tr("Count"), tr("Detail"), tr("Example rows"), QString()});
    anomalies_->verticalHeader()->hide();
    anomalies_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    anomalies_->setSelectionBehavior(QAbstractItemView::SelectRows);
    // The detail takes the room the other columns leave and wraps there: a sentence cut at
    // "…a BLO…" says nothing (its whole text is in the tooltip too).
    anomalies_->setWordWrap(true);
    anomalies_->setTextElideMode(Qt::ElideNone);
    anomalies_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    anomalies_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    anomalies_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    anomalies_->horizontalHeader()->setSectionResizeMode(3, QHeaderView::ResizeToContents);
    anomalies_->horizontalHeader()->setSectionResizeMode(4, QHeaderView::ResizeToContents);
    anomalies_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    anomalies_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The detail's width is known only once laid out: the view keeps the rows as tall as
    // their wrapped details (a stretched column's resize emits nothing to follow it by), and
    // the table as tall as its rows.
    anomalies_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(anomalies_->verticalHeader(), &QHeaderView::sectionResized, this,
            &ColumnProfilePage::fitAnomalyRows);
    connect(anomalies_->horizontalHeader(), &QHeaderView::geometriesChanged, this,
            &ColumnProfilePage::fitAnomalyRows);
    aLayout->addWidget(anomalies_);
    noAnomalies_ = wrapped(anomaliesBox_);
    aLayout->addWidget(noAnomalies_);
    v->addWidget(anomaliesBox_);

    auto* lower = new QHBoxLayout;
    choiceBox_ = new QGroupBox(tr("Format choice"), content_);
    auto* cLayout = new QVBoxLayout(choiceBox_);
    choiceText_ = wrapped(choiceBox_);
    useRunnerUp_ = new QPushButton(choiceBox_);
    useRunnerUp_->setObjectName(QStringLiteral("useRunnerUp"));
    automatic_ = new QPushButton(tr("Automatic"), choiceBox_);
    automatic_->setObjectName(QStringLiteral("automaticFormat"));
    automatic_->setToolTip(tr("Let idscope choose the column's format again"));
    auto* cButtons = new QHBoxLayout;
    cButtons->addWidget(useRunnerUp_);
    cButtons->addWidget(automatic_);
    cButtons->addStretch(1);
    // The median under every profile spans the page below the choice: beside the costs it
    // had a third of the width, its columns cut ("Pro…") and two rows in view.
    medianBox_ = new QGroupBox(tr("Median under every profile"), content_);
    medianBox_->setObjectName(QStringLiteral("medianBox"));
    auto* mLayout = new QVBoxLayout(medianBox_);
    epochNote_ = wrapped(medianBox_);
    epochNote_->setObjectName(QStringLiteral("medianEpochNote"));
    epochModel_ = new EpochCompareModel(this);
    epochModel_->setPalette(palette());
    epochTable_ = new QTableView(medianBox_);
    epochTable_->setObjectName(QStringLiteral("medianEpochTable"));
    epochTable_->setModel(epochModel_);
    epochTable_->verticalHeader()->hide();
    epochTable_->verticalHeader()->setDefaultSectionSize(epochTable_->fontMetrics().height() + 6);
    // As the decoder's Compare Epochs: the ages and marks wrap, the profile names and instants
    // stay whole.
    EpochCompareModel::fitColumnsOf(epochTable_);
    epochTable_->setMinimumHeight(epochTable_->fontMetrics().height() * 12);
    epochTable_->setToolTip(tr("The column's median value under every integer profile: readings "
                               "dimmed and marked ⚠ lie in the future, before their profile's "
                               "launch or outside its range"));
    cLayout->addWidget(choiceText_);
    cLayout->addLayout(cButtons);
    cLayout->addStretch(1);
    mLayout->addWidget(epochNote_);
    mLayout->addWidget(epochTable_, 1);
    costBox_ = new QGroupBox(tr("What the keys cost and reveal"), content_);
    costForm_ = new QFormLayout(costBox_);
    costForm_->setRowWrapPolicy(QFormLayout::WrapLongRows);
    lower->addWidget(choiceBox_, 2);
    lower->addWidget(costBox_, 3);
    v->addLayout(lower);
    v->addWidget(medianBox_);

    empty_ = new QLabel(tr("Select a column in the schema explorer to see its profile."), this);
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setWordWrap(true);

    scroll_ = new QScrollArea(this);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setWidget(content_);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(empty_);
    outer->addWidget(scroll_);

    connect(fullButton_, &QPushButton::clicked, this, [this] { session_->profileFully(table_); });
    connect(progress_, &JobProgress::cancelRequested, this,
            [this] { session_->cancelFullProfile(table_); });
    connect(browseButton_, &QPushButton::clicked, this, [this] { emit browseRequested(table_); });
    connect(useRunnerUp_, &QPushButton::clicked, this, [this] {
        const analysis::ColumnProfile* p = session_->columnProfile(table_, column_);
        if (p && p->runnerUp)
            session_->setColumnFormat(table_, column_, *p->runnerUp);
    });
    connect(automatic_, &QPushButton::clicked, this,
            [this] { session_->setColumnFormat(table_, column_, Format::Count); });

    connect(session_, &DatabaseSession::profileChanged, this, [this](const QString& t) {
        if (t == table_)
            refresh();
    });
    connect(session_, &DatabaseSession::rowCountChanged, this, [this](const QString& t) {
        if (t == table_)
            fillHeader(session_->columnProfile(table_, column_));
    });
    connect(session_, &DatabaseSession::closed, this, &ColumnProfilePage::clear);
    connect(session_, &DatabaseSession::fullProfileProgress, this,
            &ColumnProfilePage::onFullProgress);
    connect(session_, &DatabaseSession::fullProfileFinished, this,
            [this](const QString& t) { onFullFinished(t); });
    if (zone_) {
        connect(zone_, &ZoneSetting::changed, this, [this] {
            histogram_->setZone(zone_->zone());
            epochModel_->setZone(zone_->zone());
            fillHeader(session_->columnProfile(table_, column_));
        });
        histogram_->setZone(zone_->zone());
    }
    clear();
}

void ColumnProfilePage::clear()
{
    table_.clear();
    column_.clear();
    histogramKey_.clear();
    minorityRange_.reset();
    histogramJob_.reset();
    medianKey_.clear();
    medianJob_.reset();
    scroll_->hide();
    empty_->show();
}

void ColumnProfilePage::showColumn(const QString& table, const QString& column)
{
    if (table != table_ || column != column_) {
        histogramKey_.clear();
        minorityRange_.reset();
    }
    table_ = table;
    column_ = column;
    empty_->hide();
    scroll_->show();
    refresh();
}

QString ColumnProfilePage::summaryText() const
{
    return QStringList{title_->text(), subtitle_->text(), sampleNote_->text()}.join(
        QLatin1Char('\n'));
}

void ColumnProfilePage::refresh()
{
    if (table_.isEmpty())
        return;
    const analysis::ColumnProfile* p = session_->columnProfile(table_, column_);
    fillHeader(p);
    mix_->setProfile(p);
    QStringList counts;
    const bool sampled = p && p->sampled;
    for (const auto& bar : mix_->bars())
        counts << (sampled ? tr("%1: %2 of %3 sampled values")
                                 .arg(bar.first, QLocale().toString(bar.second),
                                      QLocale().toString(p->nonNull()))
                           : tr("%1: %2 values").arg(bar.first, QLocale().toString(bar.second)));
    if (p && p->nulls > 0)
        counts << (sampled ? tr("NULL: %1 of %2 sampled rows")
                                 .arg(QLocale().toString(p->nulls), QLocale().toString(p->rowsSeen))
                           : tr("NULL: %1").arg(QLocale().toString(p->nulls)));
    mixCounts_->setText(counts.join(QLatin1Char('\n')));
    fillAnomalies(p);
    fillChoice(p);
    fillCost(p);
    startHistogram(p);
    updateFullControls();
}

void ColumnProfilePage::fillHeader(const analysis::ColumnProfile* p)
{
    if (table_.isEmpty())
        return;
    title_->setText(QStringLiteral("%1.%2").arg(table_, column_));
    const db::TableInfo* t = session_->schema().table(table_);
    const db::ColumnInfo* c = t ? t->column(column_) : nullptr;
    QStringList parts;
    if (c && !c->declaredType.isEmpty())
        parts << c->declaredType;
    if (c && c->primaryKeyOrder > 0)
        parts << tr("primary key");
    if (p) {
        parts << analysis::roleTitle(p->role);
        if (p->dominant && p->sampled)
            parts << tr("%1 (%2 of non-NULL values, estimated from the sample)")
                         .arg(formatTitle(*p->dominant),
                              analysis::shareText(analysis::dominantShareEstimate(*p)));
        else if (p->dominant)
            parts << tr("%1 (%2 of non-NULL values)")
                         .arg(formatTitle(*p->dominant), exactShareText(p->dominantShare));
        else
            parts << tr("no ID or time format");
    }
    subtitle_->setText(parts.join(QStringLiteral(" · ")));

    const QLocale locale;
    const DatabaseSession::RowCount rc = session_->rowCount(table_);
    QString note;
    if (!p) {
        note = tr("Profiling…");
    } else if (p->sampled) {
        const QString nulls =
            analysis::shareText(analysis::estimateShare(p->design, p->nulls, p->rowsSeen));
        note = tr("Estimates from a uniform sample of %1 of %2 rows (95 % intervals) until "
                  "Profile Fully reads every row · NULL: %3")
                   .arg(locale.toString(p->rowsSeen),
                        rowCountText(rc.rows >= 0 ? rc.rows : p->design.population,
                                     rc.rows >= 0 && rc.exact),
                        nulls);
    } else {
        note = tr("All %1 rows · %2 NULL")
                   .arg(locale.toString(p->rowsSeen), locale.toString(p->nulls));
    }
    sampleNote_->setText(note);

    if (p && p->minTime && p->maxTime && !p->timeFormat) {
        const DisplayZone z = zone_ ? zone_->zone() : DisplayZone::utc();
        const Precision prec = p->precision == Precision::None ? Precision::Second : p->precision;
        range_->setText((p->sampled ? tr("In the sample: from %1 to %2") : tr("From %1 to %2"))
                            .arg(z.format(*p->minTime, prec), z.format(*p->maxTime, prec)));
    } else if (p && p->minTime && p->maxTime && !minorityRange_) {
        // The dominant format carries no instant: the range of the one that does, named.
        const DisplayZone z = zone_ ? zone_->zone() : DisplayZone::utc();
        const Precision prec = formatInfo(*p->timeFormat).precision;
        range_->setText((p->sampled ? tr("In the sample: %1 values from %2 to %3")
                                    : tr("%1 values from %2 to %3"))
                            .arg(formatTitle(*p->timeFormat), z.format(*p->minTime, prec),
                                 z.format(*p->maxTime, prec)));
    } else if (minorityRange_) {
        const DisplayZone z = zone_ ? zone_->zone() : DisplayZone::utc();
        const Precision prec = formatInfo(minorityRange_->format).precision;
        range_->setText(tr("%1 values from %2 to %3")
                            .arg(formatTitle(minorityRange_->format),
                                 z.format(minorityRange_->min, prec),
                                 z.format(minorityRange_->max, prec)));
    } else {
        range_->setText(QString());
    }
}

QString ColumnProfilePage::rangeText() const
{
    return range_->text();
}

void ColumnProfilePage::fillAnomalies(const analysis::ColumnProfile* p)
{
    anomalies_->setRowCount(0);
    const QList<analysis::Anomaly> list = p ? p->anomalies : QList<analysis::Anomaly>();
    anomaliesBox_->setTitle(list.isEmpty() ? tr("Anomalies")
                                           : tr("Anomalies (%1)").arg(list.size()));
    anomalies_->setVisible(!list.isEmpty());
    noAnomalies_->setVisible(list.isEmpty());
    noAnomalies_->setText(p && p->sampled ? tr("None found in the sample.") : tr("None found."));
    const QLocale locale;
    for (const analysis::Anomaly& a : list) {
        const int row = anomalies_->rowCount();
        anomalies_->insertRow(row);
        auto* kind = new QTableWidgetItem(anomalyTitle(a.kind));
        kind->setToolTip(analysis::anomalyDescription(a.kind));
        kind->setData(Qt::UserRole, analysis::anomalyName(a.kind));
        anomalies_->setItem(row, 0, kind);
        // A sample's count is scaled to the table with its interval, never shown as exact.
        const analysis::CountEstimate e = analysis::anomalyEstimate(*p, a);
        auto* count = new QTableWidgetItem(analysis::countText(e));
        count->setData(Qt::UserRole, a.count);
        if (!e.exact)
            count->setToolTip(tr("Seen in the sample: %1 of %2 rows; in the whole table about "
                                 "%3 (95 % interval %4–%5)")
                                  .arg(locale.toString(e.seen), locale.toString(e.of),
                                       locale.toString(e.value), locale.toString(e.low),
                                       locale.toString(e.high)));
        count->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        anomalies_->setItem(row, 1, count);
        auto* detail = new QTableWidgetItem(a.detail);
        detail->setToolTip(a.detail);
        anomalies_->setItem(row, 2, detail);
        QStringList ex;
        for (qint64 r : a.exampleRowids)
            ex << QString::number(r);
        anomalies_->setItem(row, 3, new QTableWidgetItem(ex.join(QStringLiteral(", "))));
        auto* show = new QPushButton(tr("Show Rows"), anomalies_);
        show->setObjectName(QStringLiteral("showRows_") + analysis::anomalyName(a.kind));
        show->setEnabled(!a.exampleRowids.isEmpty());
        show->setToolTip(a.exampleRowids.isEmpty()
                             ? tr("This table has no rowid: no example rows to show")
                             : tr("Show the example rows in the data browser"));
        // The profile keeps a few examples, never every row: the caption puts them beside
        // the count, so the browser's "5 chosen" cannot read as the anomaly's size.
        const int examples = int(a.exampleRowids.size());
        const QString caption =
            e.exact ? tr("%1.%2 — %3: %Ln example row(s) of %4 with this anomaly (the profile "
                         "keeps examples, not every row)",
                         nullptr, examples)
                          .arg(table_, column_, anomalyTitle(a.kind), locale.toString(e.value))
                    : tr("%1.%2 — %3: %Ln example row(s); count: %4 (the profile keeps "
                         "examples, not every row)",
                         nullptr, examples)
                          .arg(table_, column_, anomalyTitle(a.kind), analysis::countText(e));
        const QList<qint64> rowids = a.exampleRowids;
        connect(show, &QPushButton::clicked, this,
                [this, rowids, caption] { emit showRowsRequested(table_, rowids, caption); });
        // Its own height in a row a wrapped detail made taller, not the row's.
        auto* cell = new QWidget(anomalies_);
        auto* cellLayout = new QVBoxLayout(cell);
        cellLayout->setContentsMargins(2, 0, 2, 0);
        cellLayout->addWidget(show, 0, Qt::AlignVCenter);
        anomalies_->setCellWidget(row, 4, cell);
    }
    fitAnomalyRows();
}

// Every row as tall as its wrapped detail, the table as tall as its rows (it never scrolls).
void ColumnProfilePage::fitAnomalyRows()
{
    int h = anomalies_->horizontalHeader()->height() + 2 * anomalies_->frameWidth();
    for (int r = 0; r < anomalies_->rowCount(); ++r)
        h += anomalies_->rowHeight(r);
    anomalies_->setFixedHeight(h);
}

void ColumnProfilePage::fillChoice(const analysis::ColumnProfile* p)
{
    const Format forced = session_->columnFormat(table_, column_);
    const bool show = p && (p->runnerUp || forced != Format::Count || !p->choiceReason.isEmpty());
    choiceBox_->setVisible(show);
    if (!show) {
        startMedian(nullptr); // no choice to weigh: no median either
        return;
    }
    QStringList lines;
    if (p->dominant)
        lines << tr("Read as %1: %2").arg(formatTitle(*p->dominant), p->choiceReason);
    if (!p->inheritedFrom.isEmpty())
        lines << tr("Inherited from %1 through a foreign key.").arg(p->inheritedFrom);
    if (forced != Format::Count)
        lines << tr("You chose %1 for this column.").arg(formatTitle(forced));
    // Only a reading that puts most values at a plausible time is worth a button.
    const bool offer = p->runnerUp && (p->runnerUpPlausibleShare < 0 ||
                                       p->runnerUpPlausibleShare >= kPlausibleEnough);
    if (p->runnerUp && !offer) {
        lines << tr("Runner-up %1 puts only %2 of its instants at a plausible time, so it is "
                    "not offered.")
                     .arg(formatTitle(*p->runnerUp), exactShareText(p->runnerUpPlausibleShare));
    } else if (p->runnerUp) {
        const qint64 n = analysis::formatCount(*p, *p->runnerUp);
        lines << (n > 0 ? tr("Runner-up: %1 (the best reading of %2 values).")
                              .arg(formatTitle(*p->runnerUp), QLocale().toString(n))
                        : tr("Runner-up: %1.").arg(formatTitle(*p->runnerUp)));
    }
    choiceText_->setText(lines.join(QLatin1Char('\n')));
    useRunnerUp_->setVisible(offer);
    if (offer) {
        useRunnerUp_->setText(tr("Use %1 Instead").arg(formatTitle(*p->runnerUp)));
        useRunnerUp_->setToolTip(tr("Profile the column again reading every value as %1")
                                     .arg(formatTitle(*p->runnerUp)));
    }
    automatic_->setVisible(forced != Format::Count || offer);
    automatic_->setEnabled(forced != Format::Count);
    startMedian(p);
}

void ColumnProfilePage::startMedian(const analysis::ColumnProfile* p)
{
    const bool integer = p && p->dominant &&
                         (isIntegerFormat(*p->dominant) || *p->dominant == Format::Tsid) &&
                         p->storage[1] > 0;
    const db::TableInfo* info = session_->schema().table(table_);
    medianBox_->setVisible(integer && info);
    if (!integer || !info) {
        medianKey_.clear();
        medianJob_.reset();
        epochModel_->setComparison(std::nullopt);
        return;
    }
    const QString key = table_ + QLatin1Char('\n') + column_;
    if (key == medianKey_)
        return; // already shown or on its way
    medianKey_ = key;
    epochModel_->setComparison(std::nullopt);
    epochNote_->setText(tr("Reading the column's median value…"));
    const db::TableInfo table = *info;
    const QString column = column_;
    session_->jobs()->startOnSource(
        medianJob_,
        [table, column](db::JobContext& ctx) {
            return db::outcomeOf(analysis::integerMedianOfColumn(ctx.source(), table, column));
        },
        this,
        [this](db::JobOutcome<analysis::IntegerMedian> r) {
            if (r.isFailed()) {
                epochNote_->setText(r.error());
                return;
            }
            if (!r.isDone())
                return;
            const analysis::IntegerMedian& m = r.value();
            if (!m.median) {
                epochNote_->setText(tr("No integer value to compare."));
                return;
            }
            DecodeOptions o;
            o.nowMs = QDateTime::currentMSecsSinceEpoch();
            const qint64 v = *m.median;
            epochModel_->setComparison(
                compareEpochs(v < 0, v < 0 ? 0 - quint64(v) : quint64(v), o));
            if (zone_)
                epochModel_->setZone(zone_->zone());
            const QString n = QLocale().toString(m.values);
            epochNote_->setText(
                m.sampled ? tr("The median of %1 sampled values, %2, under every integer "
                               "profile, earliest first:")
                                .arg(n, QString::number(*m.median))
                          : tr("The median of the column's %1 values, %2, under every integer "
                               "profile, earliest first:")
                                .arg(n, QString::number(*m.median)));
        });
}

void ColumnProfilePage::fillCost(const analysis::ColumnProfile* p)
{
    while (costForm_->rowCount() > 0)
        costForm_->removeRow(0);
    const bool show = p && p->dominant;
    costBox_->setVisible(show);
    if (!show)
        return;
    const QLocale locale;
    auto row = [&](const QString& label, const QString& text) {
        if (text.isEmpty())
            return;
        QLabel* l = wrapped(costBox_);
        l->setText(text);
        costForm_->addRow(label, l);
    };
    row(tr("Stored size:"),
        tr("%1 bytes per value").arg(locale.toString(p->avgStoredBytes, 'f', 1)));
    if (!p->otherRepresentation.isEmpty()) {
        QString text = p->otherRepresentationNote;
        if (text.isEmpty())
            text = tr("As %1: %2 bytes saved")
                       .arg(p->otherRepresentation, locale.toString(p->otherRepresentationSaving));
        row(tr("Other representation:"), text);
    }
    if (p->densestTick && p->densestTickCount > 0) {
        const DisplayZone z = zone_ ? zone_->zone() : DisplayZone::utc();
        // Counted per tick of the format (a UUIDv7 millisecond), however fine the column's
        // instants are.
        const Precision tick =
            p->densestTickPrecision != Precision::None ? p->densestTickPrecision : p->precision;
        row(p->sampled ? tr("Densest tick in the sample:") : tr("Densest tick:"),
            tr("%Ln value(s) in one tick (%1) at %2", nullptr,
               int(std::min<qint64>(p->densestTickCount, std::numeric_limits<int>::max())))
                .arg(DecodeText::precision(tick), z.format(*p->densestTick, tick)));
    }
    if (p->uniqueness == TickUniqueness::Counter && p->counterBits > 0) {
        // A sequence is no chance: nothing to bound, and calling its bits random would be
        // wrong.
        row(tr("Collision probability:"),
            tr("none within one generator: its %1-bit sequence counter (not random bits) "
               "numbers the IDs of one %2 tick, up to %3 of them; across generators the IDs "
               "stay apart only if each has its own worker or machine ID")
                .arg(p->counterBits)
                .arg(DecodeText::precision(p->precision),
                     locale.toString(qint64(1) << std::min(p->counterBits, 62))));
    } else if (p->uniqueness == TickUniqueness::NodeClock) {
        row(tr("Collision probability:"),
            tr("none within one node: a node mints at most one ID per %1 tick under its own node "
               "ID and clock sequence; across nodes the IDs differ in %2 bits only if node IDs "
               "are random, and in the %3-bit clock sequence alone on nodes sharing a MAC "
               "address")
                .arg(DecodeText::precision(p->precision))
                .arg(formatInfo(*p->dominant).randomBitsPerTick)
                .arg(analysis::kUuidClockSeqBits));
    } else if (p->randomBits > 0 && !carriesInstant(*p->dominant)) {
        // No time part: every ID shares one space, so the odds grow with the count alone.
        row(tr("Collision probability:"), collisionAmongText(*p));
    } else if (p->randomBits > 0 && p->sampled) {
        // The peak rate needs every row: a sample's busiest tick says nothing about it.
        row(tr("Collision probability:"),
            tr("needs the peak insert rate, which only Profile Fully measures (%1 random bits "
               "per tick)")
                .arg(p->randomBits));
    } else if (p->randomBits > 0 && p->densestTickCount == 0) {
        // No instant, no rate: a figure would be invented.
        row(tr("Collision probability:"),
            tr("not estimated: %1 values carry no instant, so the insert rate is unknown (%2 "
               "random bits per ID)")
                .arg(p->dominant ? formatTitle(*p->dominant) : QString())
                .arg(p->randomBits));
    } else if (p->randomBits > 0 && p->densestTickCount < 2) {
        // The birthday bound needs two IDs in one tick; "0" alone would read as rounding.
        row(tr("Collision probability:"),
            tr("none at the observed rate: no two IDs share a tick (%1 random bits per tick)")
                .arg(p->randomBits));
    } else if (p->randomBits > 0) {
        QString text = tr("%1 per second, %2 per year at the observed peak rate (%3 random bits)")
                           .arg(probabilityText(p->collisionProbabilityPerSecond),
                                probabilityText(p->collisionProbabilityPerYear))
                           .arg(p->randomBits);
        row(tr("Collision probability:"), text);
    }
    row(tr("Disclosure:"), p->disclosure);
    // UUIDv7: whether rand_a is a fraction of the millisecond (the range above then shows it),
    // a counter or random bits; the evidence in the tooltip.
    if (!p->v7RandANote.isEmpty()) {
        QLabel* l = wrapped(costBox_);
        l->setObjectName(QStringLiteral("v7RandA"));
        l->setText(analysis::v7RandADescription(p->v7RandA));
        l->setToolTip(p->v7RandANote);
        costForm_->addRow(tr("Sub-millisecond bits:"), l);
    }
}

void ColumnProfilePage::startHistogram(const analysis::ColumnProfile* p)
{
    if (!p) {
        histogram_->clear();
        histogramNote_->setText(QString());
        return;
    }
    std::optional<Format> f;
    int profile = -1;
    if (p->dominant && carriesInstant(*p->dominant)) {
        f = p->dominant;
        profile = p->dominantProfile;
    } else {
        for (const analysis::FormatCount& fc : p->formats) {
            if (carriesInstant(fc.format)) {
                f = fc.format; // formats are by count: its most common reading
                profile = fc.profile;
                break;
            }
        }
    }
    const db::TableInfo* info = session_->schema().table(table_);
    if (!f || !info) {
        histogramKey_.clear();
        histogramJob_.reset();
        histogram_->clear(tr("No value carries an instant"));
        histogramNote_->setText(QString());
        return;
    }
    const bool full = !p->sampled;
    const bool rangeKnown = f == p->dominant && p->minTime && p->maxTime;
    const QString key =
        QStringLiteral("%1\n%2\n%3\n%4\n%5\n%6")
            .arg(table_, column_, formatName(*f))
            .arg(int(full) * 1000 + profile)
            .arg(rangeKnown ? toRfc3339(*p->minTime, Precision::Nanosecond) : QString(),
                 rangeKnown ? toRfc3339(*p->maxTime, Precision::Nanosecond) : QString());
    if (key == histogramKey_)
        return; // already shown or on its way
    histogramKey_ = key;
    histogramNote_->setText(tr("Reading %1 values…").arg(formatTitle(*f)));
    const db::TableInfo table = *info;
    const QString column = column_;
    const Format format = *f;
    const std::optional<Instant> min = rangeKnown ? p->minTime : std::nullopt;
    const std::optional<Instant> max = rangeKnown ? p->maxTime : std::nullopt;
    session_->jobs()->startOnSource(
        histogramJob_,
        [table, column, format, profile, min, max, full](db::JobContext& ctx) {
            const auto progress = ctx.progressCallback();
            Instant lo{}, hi{};
            if (min && max) {
                lo = *min;
                hi = *max;
            } else {
                // The range is not in the profile (a minority format): a first pass finds it.
                const analysis::InstantHistogram probe = analysis::histogramOfColumn(
                    ctx.source(), table, column, format, Instant{-(qint64(1) << 40), 0},
                    Instant{qint64(1) << 40, 0}, full, progress, analysis::kHistogramSampleRows,
                    profile);
                if (!probe.minSeen || probe.cancelled || !probe.error.isEmpty())
                    return db::outcomeOf(probe);
                lo = *probe.minSeen;
                hi = *probe.maxSeen;
            }
            return db::outcomeOf(
                analysis::histogramOfColumn(ctx.source(), table, column, format, lo, hi, full,
                                            progress, analysis::kHistogramSampleRows, profile));
        },
        this,
        [this](db::JobOutcome<analysis::InstantHistogram> r) {
            if (r.isFailed()) {
                histogram_->clear();
                histogramNote_->setText(r.error());
            } else if (r.isDone()) {
                showHistogram(r.value());
            }
        });
}

void ColumnProfilePage::showHistogram(const analysis::InstantHistogram& h)
{
    const QLocale locale;
    if (h.binned() == 0 && h.outside == 0) {
        histogram_->clear(tr("No value carries an instant"));
        histogramNote_->setText(QString());
        return;
    }
    histogram_->setHistogram(h);
    minorityRange_.reset();
    const analysis::ColumnProfile* p = session_->columnProfile(table_, column_);
    if (p && (!(p->minTime && p->maxTime) || p->timeFormat) && h.minSeen && h.maxSeen) {
        // A minority format: the profile has no range for it, the scan has.
        minorityRange_ = MinorityRange{h.format, *h.minSeen, *h.maxSeen};
        fillHeader(p);
    }
    QStringList notes;
    if (!h.sampled)
        notes << tr("%1 values of all %2 rows")
                     .arg(locale.toString(h.binned()), locale.toString(h.rowsRead));
    else if (p && p->sampled && p->rowsSeen != h.rowsRead)
        // Two samples on one page: say why the counts differ from the format mix's.
        notes << tr("%1 values of a uniform sample of %2 rows, drawn apart from the profile's "
                    "%3 to fill the bars")
                     .arg(locale.toString(h.binned()), locale.toString(h.rowsRead),
                          locale.toString(p->rowsSeen));
    else
        notes << tr("%1 values of a uniform sample of %2 rows")
                     .arg(locale.toString(h.binned()), locale.toString(h.rowsRead));
    notes << tr("one bar = %1").arg(binWidthText(h.binWidthMs));
    if (h.format != Format::Count)
        notes << tr("read as %1").arg(formatTitle(h.format));
    if (h.outside > 0)
        notes << tr("%1 outside the profile's range").arg(locale.toString(h.outside));
    if (h.undecoded > 0)
        notes << tr("%1 without such an instant").arg(locale.toString(h.undecoded));
    histogramNote_->setText(notes.join(QStringLiteral(" · ")));
}

void ColumnProfilePage::onFullProgress(const QString& table, qint64 done, qint64 total)
{
    if (table != table_)
        return;
    updateFullControls();
    progress_->setProgress(done, total);
}

void ColumnProfilePage::onFullFinished(const QString& table)
{
    if (table == table_)
        updateFullControls();
}

void ColumnProfilePage::updateFullControls()
{
    const bool running = !table_.isEmpty() && session_->isProfilingFully(table_);
    const analysis::ColumnProfile* p = session_->columnProfile(table_, column_);
    const bool canProfile = session_->schema().table(table_) != nullptr;
    fullButton_->setVisible(!running && canProfile && (!p || p->sampled));
    if (!running)
        progress_->finish();
    else if (!progress_->isActive())
        progress_->start(); // busy until the first progress arrives
}

void ColumnProfilePage::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && epochModel_)
        epochModel_->setPalette(palette());
    if (event->type() == QEvent::LanguageChange && !table_.isEmpty()) {
        medianKey_.clear(); // the note is rebuilt in the new language
        refresh();
    }
}

} // namespace idscope
