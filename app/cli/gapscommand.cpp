#include "gapscommand.h"

#include "analysis/cursorgaps.h"
#include "db/databasename.h"
#include "db/schema.h"
#include "db/source.h"
#include "report/json/gapsjson.h"
#include "report/json/jsonwriter.h"

#include "cliargs.h"
#include "clidatabase.h"
#include "clioutput.h"

#include <QCoreApplication>
#include <QLocale>

#include <cstdio>
#include <limits>

namespace idscope::cli {

namespace {

struct GapsArgs {
    QString db;
    QString table;
    analysis::GapsOptions options;
    qsizetype maxIds = -1;
    bool json = false;
};

int parseArgs(const QStringList& args, GapsArgs& a)
{
    CommandLine cl(
        "gaps", Cli::tr("DB --table T [options]"),
        Cli::tr(
            "Simulates a consumer that polls `WHERE id > :last_seen ORDER BY id` after every "
            "commit and lists the rows it would miss: rows whose key sorts below one it already "
            "read (key order is the database's own: in SQLite text by bytes, BLOBs by memcmp, "
            "integers numerically). Also how late they were, the smallest safety window W and "
            "hold-back K that catch them all, and per-writer figures. On a PostgreSQL server "
            "(DB a postgresql:// URI or a conninfo string) that records commit timestamps, the "
            "rows are taken in their real commit order and \"now\" is each commit's own instant; "
            "--order COL takes that column's order instead. The database is opened read-only and "
            "never changed."),
        Cli::tr("With --json, one object: rows, missed, missed_ids, max_lateness_ms, "
                "window_needed_ms, lag_rows_needed, lateness_ms, writers and more.\n\n"
                "Exit status: 0 done, 1 the file or table could not be read, 2 bad usage."));
    const auto table =
        cl.valued(QStringLiteral("table"), QStringLiteral("T"), Cli::tr("the table (required)"));
    const auto column =
        cl.valued(QStringLiteral("column"), QStringLiteral("C"),
                  Cli::tr("the ID column (default: the single primary-key column)"));
    const auto order = cl.valued(
        QStringLiteral("order"), QStringLiteral("COL|rowid"),
        Cli::tr("commit order: a commit-sequence column (rows sharing a value committed together); "
                "default: a server's commit timestamps where it keeps them, else the commit-time "
                "column, else rowid"));
    const auto commitTime =
        cl.valued(QStringLiteral("commit-time"), QStringLiteral("COL"),
                  Cli::tr("commit instants (unix s/ms/us, RFC 3339): \"now\" for the window"));
    const auto writer =
        cl.valued(QStringLiteral("writer"), QStringLiteral("COL"), Cli::tr("per-writer figures"));
    const auto format = cl.valued(QStringLiteral("format"), QStringLiteral("F"),
                                  Cli::tr("the ID format (default: detected)"));
    const auto windowMs = cl.valued(QStringLiteral("window-ms"), QStringLiteral("W"),
                                    Cli::tr("the poller reads only IDs strictly older than now - W "
                                            "(W = 0 still holds back IDs of now's own instant; "
                                            "without --window-ms there is no window)"));
    const auto holdBack = cl.valued(QStringLiteral("hold-back"), QStringLiteral("K"),
                                    Cli::tr("the poller leaves the K largest visible keys unread"));
    const auto pollMs = cl.valued(QStringLiteral("poll-ms"), QStringLiteral("P"),
                                  Cli::tr("poll every P ms of commit time (needs --commit-time)"));
    const auto pageLimit =
        cl.valued(QStringLiteral("page-limit"), QStringLiteral("N"), Cli::tr("rows read per poll"));
    const auto maxIds = cl.valued(QStringLiteral("max-ids"), QStringLiteral("N"),
                                  Cli::tr("list at most N missed IDs (default all)"));
    const auto json = cl.flag(QStringLiteral("json"), Cli::tr("one JSON object"));
    if (const int rc = cl.parse(args); rc >= 0)
        return rc;
    if (const int rc =
            cl.onePositional(a.db, Cli::tr("gaps needs a database file or a server URI"));
        rc >= 0)
        return rc;
    a.table = cl.value(table);
    a.options.column = cl.value(column);
    a.options.orderColumn = cl.value(order); // "rowid" is understood by the engine
    a.options.commitTimeColumn = cl.value(commitTime);
    a.options.writerColumn = cl.value(writer);
    a.json = cl.isSet(json);
    if (cl.isSet(format)) {
        const auto f = formatFromName(cl.value(format));
        if (!f || !carriesInstant(*f))
            return cl.usage(Cli::tr("unknown format '%1' or one that carries no instant")
                                .arg(cl.value(format)));
        a.options.format = *f;
    }
    constexpr qint64 kMax = std::numeric_limits<qint64>::max();
    qint64 window = -1, maxIdsValue = a.maxIds;
    analysis::GapsPoller& p = a.options.poller;
    if (const int rc = cl.number(windowMs, 0, kMax, window); rc >= 0)
        return rc;
    if (const int rc = cl.number(holdBack, 0, kMax, p.holdBack); rc >= 0)
        return rc;
    if (const int rc = cl.number(pollMs, 1, kMax, p.pollMs); rc >= 0)
        return rc;
    if (const int rc = cl.number(pageLimit, 1, kMax, p.pageLimit); rc >= 0)
        return rc;
    if (const int rc = cl.number(maxIds, 0, kMax, maxIdsValue); rc >= 0)
        return rc;
    if (window >= 0)
        p.windowMs = window;
    a.maxIds = qsizetype(maxIdsValue);
    if (a.table.isEmpty())
        return cl.usage(Cli::tr("gaps needs --table T"));
    if (a.options.poller.pollMs > 0 && a.options.commitTimeColumn.isEmpty() &&
        !(db::isServerDatabase(a.db) && a.options.orderColumn.isEmpty()))
        return cl.usage(Cli::tr("--poll-ms needs --commit-time COL"));
    return -1;
}

QString ms(double v)
{
    return QLocale::c().toString(v, 'f', v == qint64(v) ? 0 : 3) + QStringLiteral(" ms");
}

void writeText(Output& out, const analysis::GapsResult& r, qsizetype maxIds)
{
    out.line(Cli::tr("%1.%2 (%3) in commit order %4")
                 .arg(r.table, r.column, formatName(r.format), r.order));
    out.line(Cli::tr("rows               %1").arg(r.rows));
    if (!r.poller.isDefault())
        out.line(Cli::tr("missed             %1 with these settings (%2 by a plain ID cursor)")
                     .arg(r.missed)
                     .arg(r.missedDefault));
    else
        out.line(Cli::tr("missed             %1").arg(r.missed));
    out.line(Cli::tr("late rows          %1").arg(r.lateRows));
    if (r.hasCommitDelay)
        out.line(Cli::tr("commit delay       p50 %1, p99 %2, max %3 (commit instant - ID instant)")
                     .arg(ms(r.commitDelay.p50), ms(r.commitDelay.p99), ms(r.commitDelay.max)));
    out.line(
        Cli::tr("lateness           p50 %1, p99 %2, p99.9 %3, max %4 (over all rows)")
            .arg(ms(r.lateness.p50), ms(r.lateness.p99), ms(r.lateness.p99_9), ms(r.lateness.max)));
    if (r.missed > 0)
        out.line(
            Cli::tr("missed lateness    p50 %1, p99 %2, p99.9 %3, max %4 (over the missed rows)")
                .arg(ms(r.missedLateness.p50), ms(r.missedLateness.p99), ms(r.missedLateness.p99_9),
                     ms(r.missedLateness.max)));
    out.line(Cli::tr("window needed      %1 ms%2")
                 .arg(r.windowNeededMs)
                 .arg(r.nowIsEstimate ? Cli::tr(" (now estimated from the IDs)") : QString()));
    out.line(Cli::tr("window safe        %1 ms (for any stream whose rows wait no longer)")
                 .arg(r.windowSafeMs));
    out.line(Cli::tr("hold-back needed   %1 rows").arg(r.lagRowsNeeded));
    if (!r.writers.isEmpty()) {
        out.line(Cli::tr("by %1:").arg(r.writerColumn));
        for (const analysis::GapsWriter& w : r.writers)
            out.line(
                Cli::tr("  %1  rows %2, missed %3, max lateness %4 ms, window %5 ms, hold-back %6")
                    .arg(w.writer)
                    .arg(w.rows)
                    .arg(w.missed)
                    .arg(w.maxLatenessMs)
                    .arg(w.windowNeededMs)
                    .arg(w.lagRowsNeeded));
    }
    out.line(analysis::gapsAdvice(r));
    for (const QString& w : r.warnings)
        out.line(Cli::tr("note: %1").arg(w));
    if (!r.missedRows.isEmpty()) {
        out.line(Cli::tr("missed IDs (row # in commit order, counting from 1; key; lateness):"));
        qsizetype n = 0;
        for (const analysis::GapsMissedRow& m : r.missedRows) {
            if (maxIds >= 0 && n++ >= maxIds) {
                out.line(Cli::tr("  … %1 more").arg(r.missedRows.size() - maxIds));
                break;
            }
            out.line(QStringLiteral("  %1  %2  %3")
                         .arg(m.index + 1)
                         .arg(m.key, ms(double(m.latenessUs) / 1000.0)));
        }
    }
}

} // namespace

int runGaps(const QStringList& args)
{
    GapsArgs a;
    if (const int rc = parseArgs(args, a); rc >= 0)
        return rc;
    const std::optional<Database> d = openDatabase(a.db, SchemaRead::Read);
    if (!d)
        return 1;
    const db::TableInfo* found = findTable(*d, a.table);
    if (!found)
        return 1;
    // This table's row estimate only (it sizes the arrays up front), not every table's.
    db::Schema one;
    one.tables = {*found};
    d->source->fillRowEstimates(one);
    const db::TableInfo& t = one.tables.front();
    a.options.column = analysis::planGaps(t, a.options, nullptr).column;
    if (a.options.column.isEmpty())
        return usageError(
            Cli::tr("table %1 has no single-column primary key: give --column C").arg(t.name));
    const analysis::GapsResult r = analysis::analyseGaps(*d->source, t, a.options);
    if (!r.error.isEmpty())
        return failure(r.error);
    Output out;
    if (a.json) {
        out.json([&](JsonWriter& w) { writeGapsJson(w, r, a.maxIds); });
    } else {
        writeText(out, r, a.maxIds);
    }
    return 0;
}

} // namespace idscope::cli
