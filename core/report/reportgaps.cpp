// The cursor-gap section of a database report: the figures of `idscope gaps`, the advice, the
// lateness CDF and the missed rows (capped, with the count).
#include "reportmeasures.h"

#include "analysis/cursorgaps.h"
#include "ids/timezone.h"
#include "reportchart.h"

#include <QCoreApplication>

#include <algorithm>

namespace idscope::report {

namespace {

QString tr(const char* s)
{
    return QCoreApplication::translate("idscope::report", s);
}

// µs as exact ms text with three decimals ("1250.000"), no double involved: the machine value
// JSON and CSV keep (people read it through shownValue).
QString msText(qint64 us)
{
    const qint64 whole = us / 1000, frac = std::abs(us % 1000);
    return QStringLiteral("%1%2.%3")
        .arg(us < 0 && whole == 0 ? QStringLiteral("-") : QString())
        .arg(whole)
        .arg(frac, 3, 10, QLatin1Char('0'));
}

// Share of missed rows with lateness ≤ x, at up to ~200 points: the rows the page's chart and
// the missed-rows table are of.
ReportChart latenessCdf(const analysis::GapsResult& r)
{
    ReportChart ch;
    ch.id = QStringLiteral("lateness_cdf");
    ch.title = tr("Lateness of missed rows (cumulative)");
    ch.kind = ReportChart::Kind::Lines;
    ch.xTitle = tr("Lateness");
    ch.yTitle = tr("Share of missed rows");
    ch.yMin = 0;
    ch.yMax = 1;
    ch.xMin = 0;
    ChartSeries s;
    s.points.append(QPointF(0, 0));
    s.name = tr("missed rows");
    {
        std::vector<qint64> late;
        late.reserve(std::size_t(r.missedRows.size()));
        for (const analysis::GapsMissedRow& m : r.missedRows)
            late.push_back(m.latenessUs);
        std::sort(late.begin(), late.end());
        const qsizetype n = qsizetype(late.size());
        // A few stragglers hours late would squash the curve against the axis: show up to the
        // 95th percentile then, and say so (the table and the facts carry the maximum).
        if (n >= 20) {
            const double p95 = double(late[size_t(n * 95 / 100)]) / 1000.0;
            if (double(late.back()) / 1000.0 > 10 * p95 && p95 > 0) {
                ch.xMax = p95;
                ch.title = tr("Lateness of missed rows (cumulative, up to the 95th percentile)");
            }
        }
        const qsizetype step = std::max<qsizetype>(1, n / 200);
        // A step curve: up at each sampled lateness from the share below it.
        double share = 0;
        for (qsizetype i = std::min(step, n) - 1; i < n; i += step) {
            const double x = double(late[size_t(i)]) / 1000.0;
            s.points.append(QPointF(x, share));
            share = double(i + 1) / double(n);
            s.points.append(QPointF(x, share));
        }
        if (n > 0 && share < 1) {
            const double x = double(late.back()) / 1000.0;
            s.points.append(QPointF(x, share));
            s.points.append(QPointF(x, 1.0));
        }
    }
    ch.series.append(s);
    // Ticks in the units the page reads ("30 min", "1 h"), at round numbers of milliseconds.
    const double right = ch.xMax ? *ch.xMax : (s.points.isEmpty() ? 0 : s.points.last().x());
    if (right > 0)
        for (double at : niceTicks(0, right))
            ch.xTicks.append({at, humanDuration(at)});
    return ch;
}

} // namespace

ReportSection gapsSection(const GapsMeasure& g, const DatabaseReportOptions& o)
{
    const analysis::GapsResult& r = g.result;
    const QString& column = g.column;
    ReportSection s;
    s.id = QStringLiteral("gaps");
    s.subject = column.isEmpty() ? g.ref.table : g.ref.table + u'.' + column;
    s.heading = tr("Cursor gaps of %1").arg(s.subject);
    if (!g.problem.isEmpty()) {
        s.paragraphs << g.problem;
        return s;
    }
    if (!r.error.isEmpty()) {
        s.paragraphs << tr("Cannot simulate: %1").arg(r.error);
        return s;
    }
    s.paragraphs << tr("A consumer polling WHERE %1 > :last_seen ORDER BY %1 after every commit "
                       "(commit order: %2).")
                        .arg(column, r.order);
    const QString advice = analysis::gapsAdvice(r);
    if (!advice.isEmpty())
        s.paragraphs << advice;
    // The windows as the page names them: the safe one to poll with, and this history's own
    // minimum beside it.
    s.facts = {{"rows", tr("Rows simulated"), QString::number(r.rows), ValueKind::Count},
               {"missed", tr("Missed rows"), QString::number(r.missed), ValueKind::Count},
               {"late_rows", tr("Late rows"), QString::number(r.lateRows), ValueKind::Count},
               {"max_lateness_ms", tr("Largest lateness"), QString::number(r.maxLatenessMs),
                ValueKind::DurationMs},
               {"window_safe_ms", tr("Safe window W (any stream whose rows wait no longer)"),
                QString::number(r.windowSafeMs), ValueKind::DurationMs},
               {"window_needed_ms", tr("Smallest window W for this history alone"),
                QString::number(r.windowNeededMs), ValueKind::DurationMs},
               {"lag_rows_needed", tr("Smallest hold-back K (rows)"),
                QString::number(r.lagRowsNeeded), ValueKind::Count}};
    for (const QString& w : r.warnings)
        s.notes << w;
    if (!r.missedRows.isEmpty())
        s.charts.append(latenessCdf(r));

    ReportTable t;
    t.id = QStringLiteral("missed_rows");
    t.caption = tr("Missed rows, in commit order");
    t.columns = {{"commit_number", tr("Row #"), ValueKind::Integer}}; // 1-based, commit order
    if (r.hasRowid)
        t.columns.append({"rowid", tr("rowid"), ValueKind::Integer});
    t.columns.append({"id", tr("ID"), ValueKind::Text});
    t.columns.append({"lateness_ms", tr("Lateness"), ValueKind::DurationMs});
    t.columns.append({"window_needed_ms", tr("Window needed"), ValueKind::DurationMs});
    t.columns.append({"ahead_rows", tr("Rows ahead"), ValueKind::Count});
    if (!r.writerColumn.isEmpty())
        t.columns.append({"writer", tr("Writer"), ValueKind::Text});
    for (const analysis::GapsMissedRow& m : r.missedRows) {
        if (t.rows.size() >= o.maxRows)
            break;
        QStringList row{QString::number(m.index + 1)};
        if (r.hasRowid)
            row << QString::number(m.rowid);
        row << (m.keyIsInteger ? QString::number(m.keyInteger) : m.key) << msText(m.latenessUs)
            << msText(m.windowNeededUs) << QString::number(m.aheadRows);
        if (!r.writerColumn.isEmpty())
            row << (m.writer >= 0 && m.writer < r.writers.size() ? r.writers[m.writer].writer
                                                                 : QString());
        t.rows.append(row);
    }
    t.totalRows = r.missed;
    if (t.capped())
        s.notes << cappedNote(t.rows.size(), t.totalRows, tr("missed rows"));
    if (!t.rows.isEmpty())
        s.tables.append(t);
    return s;
}

} // namespace idscope::report
