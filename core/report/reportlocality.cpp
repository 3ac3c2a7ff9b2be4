// The locality section of a database report: the metrics of `idscope locality`, its verdict,
// and the key-rank against insertion-rank density picture.
#include "reportmeasures.h"

#include "report/json/contract.h"

#include "analysis/locality.h"

#include <QCoreApplication>

namespace idscope::report {

namespace {

QString tr(const char* s)
{
    return QCoreApplication::translate("idscope::report", s);
}

QString real(double v, int decimals = 4)
{
    return QString::number(v, 'f', decimals);
}

// The density grid folded to at most `cells` × `cells` and drawn as points (x: insertion
// rank, y: key rank, both in % of the rows), one point per non-empty cell.
ReportChart densityChart(const analysis::LocalityResult& r, int cells = 60)
{
    ReportChart ch;
    ch.id = QStringLiteral("density");
    ch.title = tr("Key rank against insertion rank");
    ch.kind = ReportChart::Kind::Points;
    ch.xTitle = tr("Insertion rank (% of rows)");
    ch.yTitle = tr("Key rank (%)");
    ch.yMin = 0;
    ch.yMax = 100;
    const analysis::DensityGrid& g = r.density;
    ChartSeries s;
    s.name = r.column;
    if (g.columns > 0 && g.rows > 0) {
        const int cx = std::min(cells, g.columns), cy = std::min(cells, g.rows);
        QList<quint64> folded(qsizetype(cx) * cy, 0);
        for (int row = 0; row < g.rows; ++row) {
            for (int col = 0; col < g.columns; ++col)
                folded[qsizetype(row * cy / g.rows) * cx + col * cx / g.columns] += g.at(col, row);
        }
        for (int y = 0; y < cy; ++y) {
            for (int x = 0; x < cx; ++x) {
                if (folded[qsizetype(y) * cx + x] > 0)
                    s.points.append(QPointF((x + 0.5) * 100.0 / cx, (y + 0.5) * 100.0 / cy));
            }
        }
    }
    ch.series.append(s);
    for (int t = 0; t <= 100; t += 25)
        ch.xTicks.append({double(t), QString::number(t)});
    return ch;
}

} // namespace

ReportSection localitySection(const LocalityMeasure& m)
{
    const analysis::LocalityResult& r = m.result;
    const ColumnRef& col = m.ref;
    ReportSection s;
    s.id = QStringLiteral("locality");
    s.subject = r.column.isEmpty() ? col.table : col.table + u'.' + r.column;
    s.heading = tr("Key locality of %1").arg(s.subject);
    if (!r.error.isEmpty()) {
        s.paragraphs << tr("Cannot measure: %1").arg(r.error);
        return s;
    }
    s.paragraphs << analysis::localityVerdict(r);
    s.facts = {
        {"rows", tr("Rows"), QString::number(r.rows), ValueKind::Count},
        {"order", tr("Insertion order"), r.order, ValueKind::Text},
        {"inversion_ratio", tr("Inversion ratio (0 ordered, 0.5 random)"), real(r.inversionRatio),
         ValueKind::Real},
        {"kendall_tau", tr("Kendall tau"), real(r.kendallTau), ValueKind::Real},
        {"right_edge_share", tr("Right-edge share"), real(r.rightEdgeShare), ValueKind::Real}};
    if (r.hasLeafMetrics) {
        s.facts.append({"recent_leaf_pages",
                        tr("Leaves holding the newest %1 keys").arg(groupedNumber(r.recent)),
                        QString::number(r.recentLeafPages), ValueKind::Count});
        s.facts.append({"min_leaf_pages", tr("Fewest leaves that could hold them"),
                        QString::number(r.minLeafPages), ValueKind::Count});
        s.facts.append({"rightmost_share", tr("Newest keys in the rightmost 1 % of leaves"),
                        real(r.rightmostShare), ValueKind::Real});
        s.facts.append(
            {"leaf_pages", tr("Leaf pages"), QString::number(r.leafPages), ValueKind::Count});
        s.facts.append(
            {"avg_leaf_fill", tr("Average leaf fill"), real(r.avgLeafFill), ValueKind::Real});
        s.facts.append(
            {"leaf_disorder", tr("Leaf disorder"), real(r.leafDisorder), ValueKind::Real});
    } else if (!r.leafNote.isEmpty()) {
        s.notes << r.leafNote;
    }
    s.charts.append(densityChart(r));
    return s;
}

} // namespace idscope::report
