#include "localitycommand.h"

#include "analysis/locality.h"
#include "db/connection.h"
#include "db/schema.h"
#include "report/json/jsonwriter.h"
#include "report/json/localityjson.h"

#include "cliargs.h"
#include "clidatabase.h"
#include "clioutput.h"

#include <QCoreApplication>

#include <cstdio>
#include <limits>

namespace idscope::cli {

namespace {

struct LocalityArgs {
    QString db;
    analysis::LocalityOptions options;
    bool json = false;
};

int parseArgs(const QStringList& args, LocalityArgs& a)
{
    CommandLine cl(
        "locality", Cli::tr("DB --table T [options]"),
        Cli::tr("Where new keys land in the B-tree that stores the key column: insertion order "
                "against key order, and how many leaf pages the newest keys are spread over (read "
                "with SQLite's dbstat virtual table, or a server's pageinspect; with only "
                "pgstattuple, pgstatindex's leaf density and fragmentation). On a server the "
                "insertion order is the commit order where it keeps commit timestamps, else "
                "heap order (ctid). The database is opened read-only and never changed."),
        Cli::tr("With --json, one object: rows, inversion_ratio, right_edge_share, "
                "recent_leaf_pages, min_leaf_pages, rightmost_share, leaf_pages, avg_leaf_fill, "
                "leaf_disorder and more.\n\n"
                "Exit status: 0 done, 1 the file or table could not be read, 2 bad usage."));
    const auto table =
        cl.valued(QStringLiteral("table"), QStringLiteral("T"), Cli::tr("the table (required)"));
    const auto column = cl.valued(
        QStringLiteral("column"), QStringLiteral("C"),
        Cli::tr("the key column (default: the INTEGER PRIMARY KEY, else the first primary-key "
                "column); any column works, leaf metrics need an index starting with it"));
    const auto order = cl.valued(
        QStringLiteral("order"), QStringLiteral("COL"),
        Cli::tr("the column that records insertion order (a sequence or creation time), or ctid "
                "on a server; default rowid, on a server commit order (else ctid), required for "
                "WITHOUT ROWID tables"));
    const auto recent =
        cl.valued(QStringLiteral("recent"), QStringLiteral("N"),
                  Cli::tr("how many of the newest keys the leaf spread counts (default 5 % of the "
                          "rows, at least 10, at most 1000; the spread cannot tell once they are "
                          "more than 10 % of the rows)"));
    const auto noDbstat =
        cl.flag(QStringLiteral("no-dbstat"), Cli::tr("leave out the leaf metrics"));
    const auto json = cl.flag(QStringLiteral("json"), Cli::tr("one JSON object"));
    if (const int rc = cl.parse(args); rc >= 0)
        return rc;
    if (const int rc = cl.onePositional(a.db, Cli::tr("locality needs a database file")); rc >= 0)
        return rc;
    a.options.table = cl.value(table);
    a.options.column = cl.value(column);
    a.options.order = cl.value(order);
    a.options.useDbstat = !cl.isSet(noDbstat);
    a.json = cl.isSet(json);
    if (const int rc = cl.number(recent, 1, std::numeric_limits<qint64>::max(), a.options.recent);
        rc >= 0)
        return rc;
    if (a.options.table.isEmpty())
        return cl.usage(Cli::tr("locality needs --table T"));
    return -1;
}

QString percent(double share)
{
    return QString::number(share * 100, 'f', 1) + u'%';
}

QString treeText(const analysis::LocalityResult& r)
{
    switch (r.treeKind) {
    case analysis::KeyTree::RowidTable:
        return Cli::tr("the table B-tree (rowid)");
    case analysis::KeyTree::WithoutRowid:
        return Cli::tr("the WITHOUT ROWID table B-tree");
    case analysis::KeyTree::Index:
        return Cli::tr("index %1").arg(r.treeName);
    case analysis::KeyTree::None:
        break;
    }
    return Cli::tr("no index");
}

void writeText(Output& out, const analysis::LocalityResult& r)
{
    out.line(Cli::tr("%1.%2 in insertion order %3, stored in %4")
                 .arg(r.table, r.column, r.order, treeText(r)));
    if (r.orderKind == db::RowOrder::CommitTimestamp || r.orderKind == db::RowOrder::HeapPosition)
        out.line(analysis::insertionOrderText(r));
    out.line(Cli::tr("rows               %1").arg(r.rows));
    out.line(
        Cli::tr("inversion ratio    %1  (0 ordered, 0.5 random; "
                "Kendall tau %2)")
            .arg(QString::number(r.inversionRatio, 'f', 4), QString::number(r.kendallTau, 'f', 4)));
    out.line(Cli::tr("right-edge share   %1  (inserts above every earlier key)")
                 .arg(percent(r.rightEdgeShare)));
    if (r.hasLeafMetrics) {
        out.line(Cli::tr("recent leaf pages  %1 for the newest %2 keys "
                         "(fewest possible %3, %4×)")
                     .arg(r.recentLeafPages)
                     .arg(r.recent)
                     .arg(r.minLeafPages)
                     .arg(QString::number(r.leafSpread, 'f', 1)));
        out.line(Cli::tr("rightmost share    %1  (newest keys in the rightmost "
                         "1 % of leaves)")
                     .arg(percent(r.rightmostShare)));
        out.line(Cli::tr("leaf pages         %1").arg(r.leafPages));
        out.line(Cli::tr("average leaf fill  %1").arg(percent(r.avgLeafFill)));
        out.line(Cli::tr("leaf disorder      %1  (key-adjacent leaves whose "
                         "page number goes down)")
                     .arg(percent(r.leafDisorder)));
    } else {
        if (const std::optional<db::IndexSummary>& s = r.indexSummary) {
            out.line(Cli::tr("leaf pages         %1  (pgstatindex)").arg(s->leafPages));
            out.line(Cli::tr("leaf density       %1").arg(percent(s->avgLeafDensity)));
            out.line(Cli::tr("leaf fragmentation %1  (leaves whose right sibling has a lower "
                             "page number)")
                         .arg(percent(s->leafFragmentation)));
        }
        out.line(Cli::tr("leaf metrics       not measured: %1").arg(r.leafNote));
    }
    QString verdict = analysis::localityVerdict(r);
    // The spread of more newest keys than it can judge: say how many it can.
    const analysis::LocalityJudgement j = analysis::localityJudgement(r);
    if (j.recentTooLarge && j.kind == analysis::LocalityClass::CannotTell && j.maxRecent >= 2)
        verdict += u' ' + Cli::tr("Use --recent %1 or fewer, or leave it out.").arg(j.maxRecent);
    out.line(verdict);
}

} // namespace

int runLocality(const QStringList& args)
{
    LocalityArgs a;
    if (const int rc = parseArgs(args, a); rc >= 0)
        return rc;
    const std::optional<Database> d = openDatabase(a.db, SchemaRead::Read);
    if (!d)
        return 1;
    const analysis::LocalityPlan plan = analysis::planLocality(d->schema, a.options);
    if (!plan.error.isEmpty()) {
        if (!plan.usage)
            return failure(plan.error);
        if (a.options.order.isEmpty() && !plan.column.isEmpty())
            return usageError(plan.error + Cli::tr("; name it with --order COLUMN"));
        return usageError(plan.error);
    }
    const analysis::LocalityResult r = analysis::analyseLocality(*d->source, d->schema, a.options);
    if (!r.error.isEmpty())
        return failure(Cli::tr("cannot read %1: %2").arg(a.options.table, r.error));
    Output out;
    if (a.json) {
        out.json([&](JsonWriter& w) { writeLocalityJson(w, r); });
    } else {
        writeText(out, r);
    }
    return 0;
}

} // namespace idscope::cli
