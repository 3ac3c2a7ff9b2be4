#include "locality/localitymetrics.h"

#include "common/tooltiptext.h"

#include "analysis/estimate.h"
#include "analysis/locality.h"

#include <QHeaderView>
#include <QLocale>
#include <QResizeEvent>

namespace idscope {

namespace {

enum MetricRow {
    RowsRow,
    InversionRow,
    RightEdgeRow,
    RecentLeavesRow,
    MinLeavesRow,
    SpreadRow,
    RightmostRow,
    LeafPagesRow,
    FillRow,
    DisorderRow,
    MetricRowCount
};

} // namespace

LocalityMetricsTable::LocalityMetricsTable(QWidget* parent)
    : QTableWidget(MetricRowCount, 4, parent)
{
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    verticalHeader()->hide();
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    horizontalHeader()->setStretchLastSection(true);
    // Each row as tall as its wrapped explanation (a cut sentence explains nothing); the view
    // keeps the heights in step with the explanation column's width.
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(verticalHeader(), &QHeaderView::sectionResized, this, [this] {
        if (!heightPending_) {
            heightPending_ = true;
            QMetaObject::invokeMethod(
                this,
                [this] {
                    heightPending_ = false;
                    emit preferredHeightChanged();
                },
                Qt::QueuedConnection);
        }
    });
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    setHorizontalHeaderLabels({tr("Metric"), tr("A"), tr("B"), tr("What it means")});
    const QList<QPair<QString, QString>> rows{
        {tr("Rows"), tr("Keys in the table")},
        {tr("Inversion ratio"),
         tr("Share of pairs of rows whose keys are in the opposite order to their inserts: "
            "0 = keys grow with time, 0.5 = random (Kendall τ beside it)")},
        {tr("Right-edge share"),
         tr("Share of inserts whose key was larger than every earlier key: they appended")},
        {tr("Leaves written by the newest keys"),
         tr("Distinct leaf pages that hold the newest keys: pages recent inserts had to write")},
        {tr("Fewest leaves possible"),
         tr("How few leaf pages could hold that many keys if they sat side by side")},
        {tr("Spread"), tr("Leaves written ÷ fewest possible: 1× is ideal; high means scattered "
                          "writes (write amplification)")},
        {tr("In the rightmost 1 % of leaves"),
         tr("Share of the newest keys that landed at the right edge of the index")},
        {tr("Leaf pages"), tr("Leaf pages of the B-tree that stores the key")},
        {tr("Average leaf fill"),
         tr("How full leaf pages are on average. SQLite rebalances a full leaf with its "
            "neighbours instead of halving it, so in a SQLite file random and time-ordered keys "
            "both leave leaves well filled and this figure barely tells them apart (spread and "
            "right-edge share do). A PostgreSQL B-tree splits a full leaf in half, unless the "
            "key goes to its right end: there random keys leave leaves 60–70 % full "
            "and appending keys near the fill factor (90 %)")},
        {tr("Leaf disorder"), tr("Share of neighbouring leaves (in key order) whose page number "
                                 "goes down: how scattered the leaves are in the file")},
    };
    for (int r = 0; r < rows.size(); ++r) {
        setItem(r, 0, new QTableWidgetItem(rows[r].first));
        auto* explain = new QTableWidgetItem(rows[r].second);
        explain->setToolTip(wrappedToolTip(rows[r].second));
        setItem(r, 3, explain);
        for (int c : {1, 2}) {
            auto* v = new QTableWidgetItem;
            v->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            setItem(r, c, v);
        }
    }
    fitColumns();
}

// The figures whole (they are short), the names whole up to a third of the width (then they
// wrap too), and the explanation the rest.
void LocalityMetricsTable::fitColumns()
{
    const int cw = fontMetrics().averageCharWidth();
    for (int c : {1, 2})
        setColumnWidth(c, std::max(cw * 10, sizeHintForColumn(c)));
    const int room = viewport()->width();
    setColumnWidth(0, std::min(sizeHintForColumn(0), std::max(cw * 16, room / 3)));
    fittedWidth_ = room;
}

void LocalityMetricsTable::resizeEvent(QResizeEvent* event)
{
    QTableWidget::resizeEvent(event);
    if (viewport()->width() != fittedWidth_)
        fitColumns();
}

int LocalityMetricsTable::preferredHeight() const
{
    int rows = 0;
    for (int r = 0; r < rowCount(); ++r)
        rows += isRowHidden(r) ? 0 : rowHeight(r);
    return horizontalHeader()->sizeHint().height() + rows + 2 * frameWidth() + 2;
}

void LocalityMetricsTable::setSide(int side, const QString& name, const analysis::LocalityResult* r)
{
    const int col = 1 + side;
    horizontalHeaderItem(col)->setText(name);
    auto set = [&](int row, const QString& text, const QString& tip = {}) {
        item(row, col)->setText(text);
        item(row, col)->setToolTip(wrappedToolTip(tip));
    };
    if (!r) {
        for (int row = 0; row < MetricRowCount; ++row)
            set(row, QString());
        fitColumns();
        return;
    }
    const QLocale loc;
    set(RowsRow, loc.toString(r->rows));
    set(InversionRow,
        tr("%1 (τ %2)")
            .arg(loc.toString(r->inversionRatio, 'f', 4), loc.toString(r->kendallTau, 'f', 3)));
    set(RightEdgeRow, analysis::percentText(r->rightEdgeShare));
    if (!r->hasLeafMetrics) {
        for (int row = RecentLeavesRow; row <= DisorderRow; ++row)
            set(row, tr("n/a"), r->leafNote);
        if (const std::optional<db::IndexSummary>& sum = r->indexSummary) {
            // pgstatindex's own figures: its density and fragmentation, not ours.
            const QString tip = tr("from pgstatindex; %1").arg(r->leafNote);
            set(LeafPagesRow, loc.toString(sum->leafPages), tip);
            set(FillRow, analysis::percentText(sum->avgLeafDensity), tip);
            set(DisorderRow, analysis::percentText(sum->leafFragmentation), tip);
        }
        fitColumns();
        return;
    }
    set(RecentLeavesRow,
        tr("%1 for %2 keys").arg(loc.toString(r->recentLeafPages), loc.toString(r->recent)));
    set(MinLeavesRow, loc.toString(r->minLeafPages));
    set(SpreadRow, QStringLiteral("%1×").arg(loc.toString(r->leafSpread, 'f', 1)));
    set(RightmostRow, analysis::percentText(r->rightmostShare));
    set(LeafPagesRow, loc.toString(r->leafPages));
    set(FillRow, analysis::percentText(r->avgLeafFill));
    set(DisorderRow, analysis::percentText(r->leafDisorder));
    fitColumns();
}

} // namespace idscope
