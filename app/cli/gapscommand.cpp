#include "gapscommand.h"

#include "analysis/cursorgaps.h"
#include "db/connection.h"
#include "db/schema.h"
#include "report/jsonwriter.h"

#include "cliargs.h"

#include <QCoreApplication>
#include <QLocale>

#include <cstdio>

namespace idscope::cli {

namespace {

const char kHelp[] = QT_TRANSLATE_NOOP(
    "idscope::cli",
    "Usage: idscope gaps DB --table T [options]\n"
    "Simulates a consumer that polls `WHERE id > :last_seen ORDER BY id` after every commit\n"
    "and lists the rows it would miss: rows whose key sorts below one it already read (key\n"
    "order is SQLite's own: text by bytes, BLOBs by memcmp, integers numerically). Also how\n"
    "late they were, the smallest safety window W and hold-back K that catch them all, and\n"
    "per-writer figures. The database is opened read-only and never changed.\n\n"
    "  --table T          the table (required)\n"
    "  --column C         the ID column (default: the single primary-key column)\n"
    "  --order COL|rowid  commit order: a commit-sequence column (rows sharing a value\n"
    "                     committed together); default the commit-time column, else rowid\n"
    "  --commit-time COL  commit instants (unix s/ms/us, RFC 3339): \"now\" for the window\n"
    "  --writer COL       per-writer figures\n"
    "  --format F         the ID format (default: detected)\n"
    "  --window-ms W      the poller reads only IDs older than now - W\n"
    "  --hold-back K      the poller leaves the K largest visible keys unread\n"
    "  --poll-ms P        poll every P ms of commit time (needs --commit-time)\n"
    "  --page-limit N     rows read per poll\n"
    "  --max-ids N        list at most N missed IDs (default all)\n"
    "  --json             JSON (design §3: rows, missed, missed_ids, max_lateness_ms,\n"
    "                     window_needed_ms, lag_rows_needed, lateness_ms, writers, …)\n\n"
    "Exit status: 0 done, 1 the file or table could not be read, 2 bad usage.\n");

struct GapsArgs {
    QString db;
    QString table;
    analysis::GapsOptions options;
    qsizetype maxIds = -1;
    bool json = false;
};

int number(const QString& opt, const QString& value, qint64 min, qint64& out)
{
    bool ok = false;
    out = value.toLongLong(&ok);
    if (!ok || out < min)
        return usageError(QCoreApplication::translate(
                              "idscope::cli", "%1 needs a whole number of at least %2, not '%3'")
                              .arg(opt)
                              .arg(min)
                              .arg(value));
    return -1;
}

int parseArgs(const QStringList& args, GapsArgs& a)
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
                             QLatin1StringView("--order"), QLatin1StringView("--commit-time"),
                             QLatin1StringView("--writer"), QLatin1StringView("--format"),
                             QLatin1StringView("--window-ms"), QLatin1StringView("--hold-back"),
                             QLatin1StringView("--poll-ms"), QLatin1StringView("--page-limit"),
                             QLatin1StringView("--max-ids")});
            rc >= 0)
            return rc;
        qint64 n = 0;
        int rc = -1;
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            std::fputs(QCoreApplication::translate("idscope::cli", kHelp).toLocal8Bit().constData(),
                       stdout);
            return 0;
        } else if (arg == QLatin1String("--json")) {
            a.json = true;
        } else if (arg == QLatin1String("--table")) {
            a.table = value;
        } else if (arg == QLatin1String("--column")) {
            a.options.column = value;
        } else if (arg == QLatin1String("--order")) {
            a.options.orderColumn = value; // "rowid" is understood by the engine
        } else if (arg == QLatin1String("--commit-time")) {
            a.options.commitTimeColumn = value;
        } else if (arg == QLatin1String("--writer")) {
            a.options.writerColumn = value;
        } else if (arg == QLatin1String("--format")) {
            const auto f = formatFromName(value);
            if (!f || !carriesInstant(*f))
                return usageError(
                    QCoreApplication::translate(
                        "idscope::cli", "unknown format '%1' or one that carries no instant")
                        .arg(value));
            a.options.format = *f;
        } else if (arg == QLatin1String("--window-ms")) {
            rc = number(arg, value, 0, n);
            a.options.poller.windowMs = n;
        } else if (arg == QLatin1String("--hold-back")) {
            rc = number(arg, value, 0, n);
            a.options.poller.holdBack = n;
        } else if (arg == QLatin1String("--poll-ms")) {
            rc = number(arg, value, 1, n);
            a.options.poller.pollMs = n;
        } else if (arg == QLatin1String("--page-limit")) {
            rc = number(arg, value, 1, n);
            a.options.poller.pageLimit = n;
        } else if (arg == QLatin1String("--max-ids")) {
            rc = number(arg, value, 0, n);
            a.maxIds = n;
        } else {
            return usageError(QCoreApplication::translate(
                                  "idscope::cli", "unknown option '%1' (see 'idscope gaps --help')")
                                  .arg(arg));
        }
        if (rc >= 0)
            return rc;
    }
    if (a.db.isEmpty())
        return usageError(QCoreApplication::translate(
            "idscope::cli", "gaps needs a database file (see 'idscope gaps --help')"));
    if (a.table.isEmpty())
        return usageError(QCoreApplication::translate(
            "idscope::cli", "gaps needs --table T (see 'idscope gaps --help')"));
    if (a.options.poller.pollMs > 0 && a.options.commitTimeColumn.isEmpty())
        return usageError(
            QCoreApplication::translate("idscope::cli", "--poll-ms needs --commit-time COL"));
    return -1;
}

void print(const QString& line)
{
    std::fputs(line.toUtf8().constData(), stdout);
    std::fputc('\n', stdout);
}

QString ms(double v)
{
    return QLocale::c().toString(v, 'f', v == qint64(v) ? 0 : 3) + QStringLiteral(" ms");
}

void writeText(const analysis::GapsResult& r, qsizetype maxIds)
{
    print(QCoreApplication::translate("idscope::cli", "%1.%2 (%3) in commit order %4")
              .arg(r.table, r.column, formatName(r.format), r.order));
    print(QCoreApplication::translate("idscope::cli", "rows               %1").arg(r.rows));
    if (!r.poller.isDefault())
        print(QCoreApplication::translate(
                  "idscope::cli",
                  "missed             %1 with these settings (%2 by a plain ID cursor)")
                  .arg(r.missed)
                  .arg(r.missedDefault));
    else
        print(QCoreApplication::translate("idscope::cli", "missed             %1").arg(r.missed));
    print(QCoreApplication::translate("idscope::cli", "late rows          %1").arg(r.lateRows));
    print(
        QCoreApplication::translate("idscope::cli",
                                    "lateness           p50 %1, p99 %2, p99.9 %3, max %4")
            .arg(ms(r.lateness.p50), ms(r.lateness.p99), ms(r.lateness.p99_9), ms(r.lateness.max)));
    print(QCoreApplication::translate("idscope::cli", "window needed      %1 ms%2")
              .arg(r.windowNeededMs)
              .arg(r.nowIsEstimate ? QCoreApplication::translate("idscope::cli",
                                                                 " (now estimated from the IDs)")
                                   : QString()));
    print(QCoreApplication::translate("idscope::cli", "hold-back needed   %1 rows")
              .arg(r.lagRowsNeeded));
    if (!r.writers.isEmpty()) {
        print(QCoreApplication::translate("idscope::cli", "by %1:").arg(r.writerColumn));
        for (const analysis::GapsWriter& w : r.writers)
            print(QCoreApplication::translate(
                      "idscope::cli",
                      "  %1  rows %2, missed %3, max lateness %4 ms, window %5 ms, hold-back %6")
                      .arg(w.writer)
                      .arg(w.rows)
                      .arg(w.missed)
                      .arg(w.maxLatenessMs)
                      .arg(w.windowNeededMs)
                      .arg(w.lagRowsNeeded));
    }
    print(analysis::gapsAdvice(r));
    for (const QString& w : r.warnings)
        print(QCoreApplication::translate("idscope::cli", "note: %1").arg(w));
    if (!r.missedRows.isEmpty()) {
        print(QCoreApplication::translate("idscope::cli",
                                          "missed IDs (commit position, key, lateness):"));
        qsizetype n = 0;
        for (const analysis::GapsMissedRow& m : r.missedRows) {
            if (maxIds >= 0 && n++ >= maxIds) {
                print(QCoreApplication::translate("idscope::cli", "  … %1 more")
                          .arg(r.missedRows.size() - maxIds));
                break;
            }
            print(QStringLiteral("  %1  %2  %3")
                      .arg(m.index)
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
    db::OpenError oe = db::OpenError::None;
    QString msg;
    auto c = db::Connection::open(a.db, &oe, &msg);
    if (!c)
        return failure(
            QCoreApplication::translate("idscope::cli", "cannot open %1: %2").arg(a.db, msg));
    const db::Schema schema = db::readSchema(*c);
    if (!schema.error.isEmpty())
        return failure(
            QCoreApplication::translate("idscope::cli", "cannot read the schema of %1: %2")
                .arg(a.db, schema.error));
    const db::TableInfo* t = schema.table(a.table);
    if (!t)
        return failure(
            QCoreApplication::translate("idscope::cli", "no table %1 in %2").arg(a.table, a.db));
    if (a.options.column.isEmpty()) {
        const QStringList pk = t->primaryKey();
        if (pk.size() != 1)
            return usageError(
                QCoreApplication::translate(
                    "idscope::cli", "table %1 has no single-column primary key: give --column C")
                    .arg(t->name));
        a.options.column = pk.front();
    }
    const analysis::GapsResult r = analysis::analyseGaps(*c, *t, a.options);
    if (!r.error.isEmpty())
        return failure(r.error);
    if (a.json) {
        QByteArray out;
        JsonWriter w(out);
        analysis::writeGapsJson(w, r, a.maxIds);
        out += '\n';
        std::fwrite(out.constData(), 1, std::size_t(out.size()), stdout);
    } else {
        writeText(r, a.maxIds);
    }
    return 0;
}

} // namespace idscope::cli
