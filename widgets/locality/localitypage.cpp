#include "locality/localitypage.h"

#include "analysis/estimate.h"

#include "common/jobprogress.h"
#include "common/settingskeys.h"
#include "database/databasesession.h"
#include "locality/leafpagemap.h"
#include "locality/localitymetrics.h"
#include "locality/rankdensityplot.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <utility>

namespace idscope {

using namespace analysis;

LocalityPage::LocalityPage(DatabaseSession* session, ZoneSetting* zone, QWidget* parent)
    : QWidget(parent), session_(session), zone_(zone)
{
    buildUi();
    connect(session_, &DatabaseSession::opened, this, &LocalityPage::onOpened);
    connect(session_, &DatabaseSession::closed, this, &LocalityPage::onClosed);
    if (session_->isOpen())
        onOpened();
}

LocalityPage::~LocalityPage()
{
    if (splitMoved_)
        QSettings().setValue(settings::kLocalitySplitter, split_->saveState());
}

void LocalityPage::buildUi()
{
    recent_ = new QSpinBox(this);
    // 0 is "auto": the analysis takes defaultLocalityRecent(rows), as the command line does.
    recent_->setRange(0, 1000000);
    recent_->setSingleStep(100);
    recent_->setGroupSeparatorShown(true);
    recent_->setSpecialValueText(tr("auto"));
    recent_->setValue(QSettings().value(settings::kLocalityRecent, 0).toInt());
    const QLocale loc;
    recent_->setToolTip(
        tr("How many of the most recent inserts the leaf metrics look at. Auto: %1 of the rows, "
           "at least %2, at most %3; the leaf spread means nothing once they are more than %4 "
           "of the table")
            .arg(percentText(kLocalityRecentPercent / 100.0, 0), loc.toString(kLocalityMinRecent),
                 loc.toString(kLocalityDefaultRecent),
                 percentText(kLocalityMaxRecentPercent / 100.0, 0)));
    connect(recent_, &QSpinBox::editingFinished, this, [this] {
        QSettings().setValue(settings::kLocalityRecent, recent_->value());
        for (Side s : {A, B})
            if (sides_[s].result)
                start(s);
    });

    // A and B one above the other: side by side they made the page too wide for a window
    // with the schema dock open.
    auto* pickers = new QGridLayout;
    pickers->setHorizontalSpacing(12);
    pickers->setVerticalSpacing(2);
    pickers->addWidget(buildPickers(A), 0, 0);
    pickers->addWidget(buildPickers(B), 1, 0);
    auto* recentLabel = new QLabel(tr("&Newest keys:"), this);
    recentLabel->setBuddy(recent_);
    pickers->addWidget(recentLabel, 0, 1);
    pickers->addWidget(recent_, 0, 2);
    pickers->setColumnStretch(0, 1);

    verdict_ = new QLabel(this);
    verdict_->setObjectName(QStringLiteral("localityVerdict"));
    verdict_->setWordWrap(true);
    verdict_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = verdict_->font();
    bold.setBold(true);
    verdict_->setFont(bold);

    metrics_ = new LocalityMetricsTable(this);

    auto* plots = new QWidget(this);
    auto* plotRow = new QHBoxLayout(plots);
    plotRow->setContentsMargins(0, 0, 0, 0);
    plotRow->addWidget(buildPlots(A), 1);
    plotRow->addSpacing(12);
    plotRow->addWidget(buildPlots(B), 1);

    split_ = new QSplitter(Qt::Vertical, this);
    split_->addWidget(metrics_);
    split_->addWidget(plots);
    split_->setStretchFactor(0, 0);
    split_->setStretchFactor(1, 1);
    split_->setChildrenCollapsible(false);
    split_->setSizes({metrics_->preferredHeight(), 500});
    // The metrics show every wrapped row until the user drags the split; from then on (and
    // in later sessions) the user's split wins.
    splitMoved_ =
        split_->restoreState(QSettings().value(settings::kLocalitySplitter).toByteArray());
    connect(split_, &QSplitter::splitterMoved, this, [this] { splitMoved_ = true; });
    connect(metrics_, &LocalityMetricsTable::preferredHeightChanged, this, [this] {
        if (splitMoved_)
            return;
        const int all = split_->sizes().value(0) + split_->sizes().value(1);
        if (all <= 0) {
            split_->setSizes({metrics_->preferredHeight(), 500});
            return;
        }
        // The plots keep their smallest readable height; the table scrolls below that.
        const int metrics =
            std::max(0, std::min(metrics_->preferredHeight(),
                                 all - split_->widget(1)->minimumSizeHint().height()));
        split_->setSizes({metrics, all - metrics});
    });
    // The plots take the height the tab has, not their preferred one: the page sits in a scroll
    // area that sizes a word-wrapping page by its preferred height, which made it ~115 px taller
    // than the tab at 1280×800. It scrolls only below the plots' smallest readable size.
    split_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    split_->setMinimumHeight(split_->minimumSizeHint().height());

    auto* lay = new QVBoxLayout(this);
    lay->addLayout(pickers);
    lay->addWidget(verdict_);
    lay->addWidget(split_, 1);
    for (Side s : {A, B})
        showHint(s, s == A ? tr("Pick a table and its key column above.")
                           : tr("Pick a second table to compare (e.g. a copy keyed by UUIDv7)."));
    updateMetrics();
}

QWidget* LocalityPage::buildPickers(Side side)
{
    SideUi& u = sides_[side];
    auto* box = new QWidget(this);
    auto* row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    u.table = new QComboBox(box);
    u.table->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    u.table->setMinimumContentsLength(10);
    u.table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    u.table->setToolTip(side == A ? tr("The table whose key to examine")
                                  : tr("A second table to compare with the first"));
    u.column = new QComboBox(box);
    u.column->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    u.column->setMinimumContentsLength(22); // "created_at (its UNIQUE index)" stays whole
    u.column->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    u.column->setToolTip(tr("The key column. Leaf metrics need the primary key or an index that "
                            "starts with it"));
    u.order = new QComboBox(box);
    u.order->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    u.order->setMinimumContentsLength(5);
    u.order->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    u.order->setToolTip(tr("Which column records the order rows were inserted in: rowid, a "
                           "sequence number or a creation time"));
    u.progress = new JobProgress(box);
    u.progress->setBarWidth(90);
    u.progress->setCancelToolTip(tr("Stop this analysis"));
    u.progress->follow(u.job);
    auto* name = new QLabel(side == A ? tr("A:") : tr("B:"), box);
    name->setBuddy(u.table);
    row->addWidget(name);
    row->addWidget(u.table);
    row->addWidget(new QLabel(tr("key"), box));
    row->addWidget(u.column);
    row->addWidget(new QLabel(tr("inserted by"), box));
    row->addWidget(u.order);
    row->addWidget(u.progress);
    row->addStretch(1);
    connect(u.table, &QComboBox::activated, this, [this, side] {
        fillColumns(side);
        start(side);
    });
    connect(u.column, &QComboBox::activated, this, [this, side] { start(side); });
    connect(u.order, &QComboBox::activated, this, [this, side] { start(side); });
    return box;
}

QWidget* LocalityPage::buildPlots(Side side)
{
    SideUi& u = sides_[side];
    auto* box = new QWidget(this);
    auto* col = new QVBoxLayout(box);
    col->setContentsMargins(0, 0, 0, 0);
    u.title = new QLabel(box);
    u.title->setWordWrap(true);
    u.density = new RankDensityPlot(box);
    u.leaves = new LeafPageMap(box);
    u.leafTitle = new QLabel(emptyLeafTitle(), box);
    u.leafTitle->setWordWrap(true);
    col->addWidget(u.title);
    col->addWidget(u.density, 3);
    col->addWidget(u.leafTitle);
    col->addWidget(u.leaves, 2);
    return box;
}

void LocalityPage::onOpened()
{
    onClosed();
    const db::Schema& schema = session_->schema();
    for (Side s : {A, B}) {
        QComboBox* t = sides_[s].table;
        t->clear();
        if (s == B)
            t->addItem(tr("(no comparison)"), QString());
        for (const db::TableInfo& info : schema.tables)
            if (info.kind == db::TableInfo::Kind::Table)
                t->addItem(info.name, info.name);
        fillColumns(s);
    }
    // B starts at "(no comparison)": say what it is for instead of an empty plot.
    showHint(B, tr("Pick a second table to compare (e.g. a copy keyed by UUIDv7)."));
    if (isVisible()) {
        started_ = true;
        start(A);
    }
}

void LocalityPage::onClosed()
{
    for (Side s : {A, B}) {
        cancel(s);
        sides_[s].result.reset();
        sides_[s].table->clear();
        sides_[s].column->clear();
        sides_[s].order->clear();
        sides_[s].title->clear();
        sides_[s].leafTitle->setText(emptyLeafTitle());
    }
    started_ = false;
    showHint(A, tr("Open a database to see where its new keys land."));
    showHint(B, QString());
    updateMetrics();
    updateVerdict();
}

void LocalityPage::showEvent(QShowEvent* e)
{
    QWidget::showEvent(e);
    // Analysing reads the whole column: only when the user comes to look.
    if (!started_ && session_->isOpen()) {
        started_ = true;
        start(A);
    }
}

void LocalityPage::fillColumns(Side side)
{
    SideUi& u = sides_[side];
    u.column->clear();
    u.order->clear();
    const db::TableInfo* t = session_->schema().table(u.table->currentData().toString());
    if (!t)
        return;
    LocalityOptions probe;
    probe.table = t->name;
    for (const db::ColumnInfo& c : t->columns) {
        probe.column = c.name;
        probe.order = QStringLiteral("rowid");
        const LocalityPlan p = planLocality(session_->schema(), probe);
        QString label = c.name;
        switch (p.treeKind) {
        case KeyTree::RowidTable:
            label = tr("%1 (INTEGER PRIMARY KEY)").arg(c.name);
            break;
        case KeyTree::WithoutRowid:
            label = tr("%1 (primary key)").arg(c.name);
            break;
        case KeyTree::Index:
            // SQLite's own names (sqlite_autoindex_orders_1) are long and say little: the
            // picker says what the index is, its tooltip the full name.
            label = p.treeName.startsWith(QLatin1String("sqlite_autoindex_"))
                        ? tr("%1 (its UNIQUE index)").arg(c.name)
                        : tr("%1 (index %2)").arg(c.name, p.treeName);
            break;
        case KeyTree::None:
            label = tr("%1 (no index)").arg(c.name);
            break;
        }
        u.column->addItem(label, c.name);
        u.column->setItemData(u.column->count() - 1,
                              p.treeName.isEmpty() ? label
                                                   : tr("%1: B-tree %2").arg(label, p.treeName),
                              Qt::ToolTipRole);
    }
    // The planner's default key first.
    probe.column.clear();
    const LocalityPlan def = planLocality(session_->schema(), probe);
    const int di = u.column->findData(def.column);
    if (di >= 0)
        u.column->setCurrentIndex(di);
    switch (t->insertionOrder()) {
    case db::RowOrder::Rowid:
        u.order->addItem(QStringLiteral("rowid"), QStringLiteral("rowid"));
        break;
    case db::RowOrder::CommitTimestamp:
        u.order->addItem(tr("commit order"), QString());
        u.order->addItem(tr("heap order (ctid)"), QStringLiteral("ctid"));
        break;
    case db::RowOrder::HeapPosition:
        u.order->addItem(tr("heap order (ctid)"), QString());
        break;
    case db::RowOrder::None:
        u.order->addItem(tr("choose…"), QString());
        break;
    }
    for (const db::ColumnInfo& c : t->columns)
        u.order->addItem(c.name, c.name);
    if (t->insertionOrder() == db::RowOrder::None) {
        // A column whose name says it records the insert order is the likely choice.
        for (const char* name : {"seq", "sequence", "insert_seq", "inserted_at", "created_at",
                                 "created", "created_ms", "insert_order"})
            for (const db::ColumnInfo& c : t->columns)
                if (c.name.compare(QLatin1String(name), Qt::CaseInsensitive) == 0 &&
                    u.order->currentIndex() == 0) {
                    u.order->setCurrentIndex(u.order->findData(c.name));
                    break;
                }
    }
}

void LocalityPage::setSide(Side side, const QString& table, const QString& column,
                           const QString& order)
{
    SideUi& u = sides_[side];
    const int ti = u.table->findData(table);
    if (side == B && (table.isEmpty() || ti < 0)) {
        u.table->setCurrentIndex(0);
        fillColumns(side);
        start(side);
        return;
    }
    if (ti < 0)
        return;
    u.table->setCurrentIndex(ti);
    fillColumns(side);
    if (!column.isEmpty()) {
        const int ci = u.column->findData(column);
        if (ci >= 0)
            u.column->setCurrentIndex(ci);
    }
    if (!order.isEmpty()) {
        const int oi = u.order->findData(order);
        if (oi >= 0)
            u.order->setCurrentIndex(oi);
    }
    if (side == A)
        started_ = true;
    start(side);
}

void LocalityPage::setRecent(int n)
{
    recent_->setValue(n);
    for (Side s : {A, B})
        if (sides_[s].result)
            start(s);
}

void LocalityPage::analyseColumn(const QString& table, const QString& column)
{
    setSide(A, table, column);
}

const LocalityResult* LocalityPage::result(Side side) const
{
    return sides_[side].result ? &*sides_[side].result : nullptr;
}

bool LocalityPage::isRunning(Side side) const
{
    return sides_[side].job.isRunning();
}

QString LocalityPage::verdictText() const
{
    return verdict_->text();
}

QString LocalityPage::hintText(Side side) const
{
    return sides_[side].hint;
}

QString LocalityPage::leafTitleText(Side side) const
{
    return sides_[side].leafTitle->text();
}

QString LocalityPage::emptyLeafTitle()
{
    return tr("Leaf pages in key order (lit: hold the newest keys)");
}

QString LocalityPage::sideName(Side side) const
{
    const SideUi& u = sides_[side];
    if (u.result)
        return u.result->table + u'.' + u.result->column;
    return side == A ? tr("A") : tr("B");
}

void LocalityPage::showHint(Side side, const QString& text)
{
    SideUi& u = sides_[side];
    u.hint = text;
    u.density->setMessage(text);
    u.leaves->setMessage(QString()); // the plot above says it once
}

void LocalityPage::start(Side side)
{
    SideUi& u = sides_[side];
    cancel(side);
    u.result.reset();
    u.title->clear();
    u.leafTitle->setText(emptyLeafTitle());
    updateMetrics();
    updateVerdict();
    const QString table = u.table->currentData().toString();
    if (table.isEmpty() || !session_->isOpen()) {
        showHint(side, side == A ? tr("Pick a table and its key column above.")
                                 : tr("Pick a second table to compare (e.g. a copy keyed by "
                                      "UUIDv7)."));
        return;
    }
    LocalityOptions o;
    o.table = table;
    o.column = u.column->currentData().toString();
    o.order = u.order->currentData().toString();
    o.recent = recent_->value();
    const db::TableInfo* t = session_->schema().table(table);
    if (o.order.isEmpty() && t && t->insertionOrder() == db::RowOrder::None) {
        showHint(side, tr("%1 is a WITHOUT ROWID table: SQLite does not record the order its "
                          "rows were inserted in. Choose the column that does (a sequence or "
                          "creation time) under \u201cinserted by\u201d.")
                           .arg(table));
        return;
    }
    const LocalityPlan plan = planLocality(session_->schema(), o);
    if (!plan.error.isEmpty()) {
        showHint(side, plan.error);
        return;
    }
    showHint(side, tr("Reading %1…").arg(table));
    u.progress->start();
    const db::Schema schema = session_->schema();
    session_->jobs()->startOnSource(
        u.job,
        [schema, o](db::JobContext& ctx) mutable {
            o.progress = ctx.progressCallback();
            return db::outcomeOf(analyseLocality(ctx.source(), schema, o));
        },
        this, [this, side](db::JobOutcome<LocalityResult> r) { onAnalysed(side, std::move(r)); });
}

// Drops the side's running job: a restart with new choices, or the database closing.
void LocalityPage::cancel(Side side)
{
    sides_[side].job.reset();
    sides_[side].progress->finish();
}

void LocalityPage::onAnalysed(Side s, db::JobOutcome<LocalityResult> outcome)
{
    SideUi& u = sides_[s];
    u.progress->finish();
    if (outcome.isCancelled()) {
        showHint(s, tr("Cancelled. Change a choice above to analyse again."));
        return;
    }
    if (outcome.isFailed()) {
        showHint(s, tr("Could not analyse: %1").arg(outcome.error()));
    } else {
        const LocalityResult& r = outcome.value();
        u.result = r;
        u.hint.clear();
        const int rows = int(std::min<qint64>(r.rows, INT_MAX));
        const QString order = r.orderKind == db::RowOrder::CommitTimestamp ? tr("commit order")
                              : r.orderKind == db::RowOrder::HeapPosition  ? tr("heap order (ctid)")
                                                                           : r.order;
        u.title->setText(
            tr("<b>%1.%2</b> in insertion order of %3: %Ln row(s)", nullptr, rows)
                .arg(r.table.toHtmlEscaped(), r.column.toHtmlEscaped(), order.toHtmlEscaped()));
        u.title->setToolTip(insertionOrderText(r));
        if (r.rows == 0)
            u.density->setMessage(tr("The table is empty."));
        else
            u.density->setGrid(r.density);
        if (r.hasLeafMetrics) {
            QList<qint64> pages;
            pages.reserve(r.leafMap.leaves.size());
            for (const LeafInfo& l : r.leafMap.leaves)
                pages << l.pageNo;
            u.leaves->setLeaves(pages, r.recentPerLeaf);
            u.leafTitle->setText(tr("Leaf pages in key order: %1 of %2 hold the newest %3 keys "
                                    "(lit)")
                                     .arg(QLocale().toString(r.recentLeafPages),
                                          QLocale().toString(r.leafPages),
                                          QLocale().toString(r.recent)));
        } else {
            u.leaves->setMessage(tr("No leaf map: %1").arg(r.leafNote));
        }
    }
    updateMetrics();
    updateVerdict();
    emit analysed(s);
}

void LocalityPage::updateMetrics()
{
    for (Side s : {A, B})
        metrics_->setSide(s, sideName(s), result(s));
    metrics_->setColumnHidden(2, !sides_[B].result &&
                                     sides_[B].table->currentData().toString().isEmpty());
}

void LocalityPage::updateVerdict()
{
    QStringList lines;
    for (Side s : {A, B})
        if (const std::optional<LocalityResult>& r = sides_[s].result) {
            QString verdict = localityVerdict(*r);
            // The spread of more newest keys than it can judge: say how many it can.
            const LocalityJudgement j = localityJudgement(*r);
            if (j.recentTooLarge && j.kind == LocalityClass::CannotTell && j.maxRecent >= 2)
                verdict += u' ' + tr("Set \u201cNewest keys\u201d to %1 or fewer, or to auto.")
                                      .arg(QLocale().toString(j.maxRecent));
            lines << QStringLiteral("%1: %2").arg(sideName(s), verdict);
            // A server's order is an inference from its own records: say which one.
            if (r->orderKind == db::RowOrder::CommitTimestamp ||
                r->orderKind == db::RowOrder::HeapPosition)
                lines << QStringLiteral("%1: %2").arg(sideName(s), insertionOrderText(*r));
        }
    if (sides_[A].result && sides_[B].result) {
        const QString cmp =
            localityComparison(*sides_[A].result, sideName(A), *sides_[B].result, sideName(B));
        if (!cmp.isEmpty())
            lines << cmp;
    }
    verdict_->setText(lines.join(u'\n'));
    verdict_->setVisible(!lines.isEmpty());
}

} // namespace idscope
