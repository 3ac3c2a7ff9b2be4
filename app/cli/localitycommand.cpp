#include "localitycommand.h"

#include "analysis/locality.h"
#include "db/connection.h"
#include "db/schema.h"
#include "report/jsonwriter.h"
#include "report/localityjson.h"

#include "cliargs.h"

#include <QCoreApplication>

#include <cstdio>

namespace idscope::cli {

namespace {

const char kHelp[] = QT_TRANSLATE_NOOP(
    "idscope::cli",
    "Usage: idscope locality DB --table T [options]\n"
    "Where new keys land in the B-tree that stores the key column: insertion order against key\n"
    "order, and how many leaf pages the newest keys are spread over (read with the dbstat\n"
    "virtual table). The database is opened read-only and never changed.\n\n"
    "  --table T       the table (required)\n"
    "  --column C      the key column (default: the INTEGER PRIMARY KEY, else the first\n"
    "                  primary-key column); any column works, leaf metrics need an index\n"
    "                  starting with it\n"
    "  --order COL     the column that records insertion order (a sequence or creation time);\n"
    "                  default rowid, required for WITHOUT ROWID tables\n"
    "  --recent N      how many of the newest keys the leaf spread counts (default 1000)\n"
    "  --no-dbstat     leave out the leaf metrics\n"
    "  --json          JSON (design §3: rows, inversion_ratio, right_edge_share,\n"
    "                  recent_leaf_pages, min_leaf_pages, rightmost_share, leaf_pages,\n"
    "                  avg_leaf_fill, leaf_disorder)\n\n"
    "Exit status: 0 done, 1 the file or table could not be read, 2 bad usage.\n");

struct LocalityArgs {
    QString db;
    analysis::LocalityOptions options;
    bool json = false;
};

int parseArgs(const QStringList& args, LocalityArgs& a)
{
    for (qsizetype i = 1; i < args.size(); ++i) {
        QString arg = args[i];
        if (!arg.startsWith(u'-')) {
            if (!a.db.isEmpty())
                return usageError(
                    QCoreApplication::translate("idscope::cli",
                                                "more than one database given ('%1' and '%2')")
                        .arg(a.db, arg));
            a.db = arg;
            continue;
        }
        QString value;
        if (const int rc =
                splitOption(args, i, arg, value,
                            {QLatin1StringView("--table"), QLatin1StringView("--column"),
                             QLatin1StringView("--order"), QLatin1StringView("--recent")});
            rc >= 0)
            return rc;
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            std::fputs(QCoreApplication::translate("idscope::cli", kHelp).toLocal8Bit().constData(),
                       stdout);
            return 0;
        } else if (arg == QLatin1String("--json")) {
            a.json = true;
        } else if (arg == QLatin1String("--no-dbstat")) {
            a.options.useDbstat = false;
        } else if (arg == QLatin1String("--table")) {
            a.options.table = value;
        } else if (arg == QLatin1String("--column")) {
            a.options.column = value;
        } else if (arg == QLatin1String("--order")) {
            a.options.order = value;
        } else if (arg == QLatin1String("--recent")) {
            bool ok = false;
            a.options.recent = value.toLongLong(&ok);
            if (!ok || a.options.recent < 1)
                return usageError(QCoreApplication::translate(
                                      "idscope::cli", "--recent needs a positive number, not '%1'")
                                      .arg(value));
        } else {
            return usageError(
                QCoreApplication::translate("idscope::cli",
                                            "unknown option '%1' (see 'idscope locality --help')")
                    .arg(arg));
        }
    }
    if (a.db.isEmpty())
        return usageError(QCoreApplication::translate(
            "idscope::cli", "locality needs a database file (see 'idscope locality --help')"));
    if (a.options.table.isEmpty())
        return usageError(QCoreApplication::translate(
            "idscope::cli", "locality needs --table T (see 'idscope locality --help')"));
    return -1;
}

void print(const QString& line)
{
    std::fputs(line.toUtf8().constData(), stdout);
    std::fputc('\n', stdout);
}

QString percent(double share)
{
    return QString::number(share * 100, 'f', 1) + u'%';
}

QString treeText(const analysis::LocalityResult& r)
{
    switch (r.treeKind) {
    case analysis::KeyTree::RowidTable:
        return QCoreApplication::translate("idscope::cli", "the table B-tree (rowid)");
    case analysis::KeyTree::WithoutRowid:
        return QCoreApplication::translate("idscope::cli", "the WITHOUT ROWID table B-tree");
    case analysis::KeyTree::Index:
        return QCoreApplication::translate("idscope::cli", "index %1").arg(r.treeName);
    case analysis::KeyTree::None:
        break;
    }
    return QCoreApplication::translate("idscope::cli", "no index");
}

void writeText(const analysis::LocalityResult& r)
{
    print(QCoreApplication::translate("idscope::cli", "%1.%2 in insertion order %3, stored in %4")
              .arg(r.table, r.column, r.order, treeText(r)));
    print(QCoreApplication::translate("idscope::cli", "rows               %1").arg(r.rows));
    print(
        QCoreApplication::translate("idscope::cli",
                                    "inversion ratio    %1  (0 ordered, 0.5 random; "
                                    "Kendall tau %2)")
            .arg(QString::number(r.inversionRatio, 'f', 4), QString::number(r.kendallTau, 'f', 4)));
    print(QCoreApplication::translate("idscope::cli",
                                      "right-edge share   %1  (inserts above every earlier key)")
              .arg(percent(r.rightEdgeShare)));
    if (r.hasLeafMetrics) {
        print(QCoreApplication::translate("idscope::cli",
                                          "recent leaf pages  %1 for the newest %2 keys "
                                          "(fewest possible %3, %4×)")
                  .arg(r.recentLeafPages)
                  .arg(r.recent)
                  .arg(r.minLeafPages)
                  .arg(QString::number(r.leafSpread, 'f', 1)));
        print(QCoreApplication::translate("idscope::cli",
                                          "rightmost share    %1  (newest keys in the rightmost "
                                          "1 % of leaves)")
                  .arg(percent(r.rightmostShare)));
        print(
            QCoreApplication::translate("idscope::cli", "leaf pages         %1").arg(r.leafPages));
        print(QCoreApplication::translate("idscope::cli", "average leaf fill  %1")
                  .arg(percent(r.avgLeafFill)));
        print(QCoreApplication::translate("idscope::cli",
                                          "leaf disorder      %1  (key-adjacent leaves whose "
                                          "page number goes down)")
                  .arg(percent(r.leafDisorder)));
    } else {
        print(QCoreApplication::translate("idscope::cli", "leaf metrics       not measured: %1")
                  .arg(r.leafNote));
    }
    print(analysis::localityVerdict(r));
}

} // namespace

int runLocality(const QStringList& args)
{
    LocalityArgs a;
    if (const int rc = parseArgs(args, a); rc >= 0)
        return rc;
    db::OpenError err = db::OpenError::None;
    QString message;
    const auto conn = db::Connection::open(a.db, &err, &message);
    if (!conn)
        return failure(
            QCoreApplication::translate("idscope::cli", "cannot open %1: %2").arg(a.db, message));
    const db::Schema schema = db::readSchema(*conn);
    if (!schema.error.isEmpty())
        return failure(
            QCoreApplication::translate("idscope::cli", "cannot read the schema of %1: %2")
                .arg(a.db, schema.error));
    const analysis::LocalityPlan plan = analysis::planLocality(schema, a.options);
    if (!plan.error.isEmpty()) {
        if (!plan.usage)
            return failure(plan.error);
        if (a.options.order.isEmpty() && !plan.column.isEmpty())
            return usageError(plan.error + QCoreApplication::translate(
                                               "idscope::cli", "; name it with --order COLUMN"));
        return usageError(plan.error);
    }
    const analysis::LocalityResult r = analysis::analyseLocality(*conn, schema, a.options);
    if (!r.error.isEmpty())
        return failure(QCoreApplication::translate("idscope::cli", "cannot read %1: %2")
                           .arg(a.options.table, r.error));
    if (a.json) {
        QByteArray out;
        JsonWriter w(out);
        writeLocalityJson(w, r);
        out.append('\n');
        std::fwrite(out.constData(), 1, std::size_t(out.size()), stdout);
        return 0;
    }
    writeText(r);
    return 0;
}

} // namespace idscope::cli
