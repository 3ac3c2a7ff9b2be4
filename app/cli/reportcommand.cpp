#include "reportcommand.h"

#include "report/pdf/reportpdf.h"
#include "report/reportdatabase.h"

#include "ids/detector.h"

#include "cliargs.h"
#include "clidatabase.h"
#include "clioutput.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QGuiApplication>

#include <cstdio>
#include <cstring>
#include <limits>

namespace idscope::cli {

namespace {

struct ReportArgs {
    QString db;
    QString out;
    report::ReportFormat format = report::ReportFormat::Html;
    report::DatabaseReportOptions options;
};

// The sections --table and --column ask for, read in command-line order: a --column belongs to
// the --table before it.
int scopeFromArgs(const CommandLine& cl, const QCommandLineOption& table,
                  const QCommandLineOption& column, report::ReportScope& scope)
{
    for (const auto& [which, value] : cl.ordered({table, column})) {
        if (which == 0) {
            if (value.isEmpty())
                return cl.usage(Cli::tr("--table needs a table name"));
            scope.tableNames << value;
            continue;
        }
        QString t = scope.tableNames.value(scope.tableNames.size() - 1);
        QString c = value;
        if (t.isEmpty() && value.contains(u'.')) {
            t = value.section(u'.', 0, 0);
            c = value.section(u'.', 1);
        }
        if (t.isEmpty() || c.isEmpty())
            return cl.usage(Cli::tr("--column needs a --table before it (or TABLE.COLUMN)"));
        scope.locality.append(report::ColumnRef(t, c));
        scope.gaps.append(report::ColumnRef(t, c));
    }
    return -1;
}

// -1: parsed; otherwise the exit code.
int parseArgs(const QStringList& args, ReportArgs& a)
{
    CommandLine cl(
        "report", Cli::tr("DB --out FILE [options]"),
        Cli::tr(
            "Writes a report on the database: the file, every ID and time column (format mix, "
            "time range, anomalies, a histogram of when the IDs were minted), and on request the "
            "key locality and cursor gaps of chosen columns and the state of a version table as "
            "of an instant. The format follows FILE's extension: .html, .pdf, .md, .csv or "
            ".json. The file is written atomically; the database is opened read-only and never "
            "changed."),
        Cli::tr(
            "CSV holds one table: the ID and time columns of every table, with a leading "
            "\"table\" column. JSON uses the field names of 'inspect --json', 'locality --json', "
            "'gaps --json' and 'asof --json' (under \"tables\", \"locality\", \"gaps\", "
            "\"asof\").\n\n"
            "Exit status: 0 written, 1 the database could not be read or the file not written, "
            "2 bad usage."));
    const auto out = cl.option({QStringLiteral("o"), QStringLiteral("out")}, QStringLiteral("FILE"),
                               Cli::tr("the report to write (required)"));
    const auto table = cl.valued(QStringLiteral("table"), QStringLiteral("T"),
                                 Cli::tr("only table (or view) T; may be given more than once"));
    const auto column = cl.valued(
        QStringLiteral("column"), QStringLiteral("C"),
        Cli::tr("locality and cursor-gap sections for column C of the last --table (\"T.C\" also "
                "works); may be given more than once"));
    const auto at =
        cl.valued(QStringLiteral("at"), QStringLiteral("INSTANT"),
                  Cli::tr("the version table's state as of INSTANT (RFC 3339 or Unix seconds)"));
    const auto versions =
        cl.valued(QStringLiteral("versions"), QStringLiteral("TABLE"),
                  Cli::tr("the version table for --at (default: the one detected by shape)"));
    const auto full =
        cl.flag(QStringLiteral("full"),
                Cli::tr("read every row to profile (default: a sample, as 'inspect')"));
    const auto now = cl.valued(QStringLiteral("now"), QStringLiteral("INSTANT"),
                               Cli::tr("take this as the current time (future-instant anomalies)"));
    const auto maxRows =
        cl.valued(QStringLiteral("max-rows"), QStringLiteral("N"),
                  Cli::tr("rows shown in long tables (default 1000; the count is always given)"));
    const auto title =
        cl.valued(QStringLiteral("title"), QStringLiteral("TEXT"), Cli::tr("the report's title"));
    if (const int rc = cl.parse(args); rc >= 0)
        return rc;
    if (const int rc = cl.onePositional(a.db, Cli::tr("report needs a database file")); rc >= 0)
        return rc;
    if (!cl.isSet(out))
        return cl.usage(Cli::tr("report needs --out FILE.{html,pdf,md,csv,json}"));
    a.out = cl.value(out);
    const auto f = report::reportFormatForPath(a.out);
    if (!f)
        return cl.usage(
            Cli::tr("--out wants a file ending in .html, .pdf, .md, .csv or .json (got '%1')")
                .arg(a.out));
    a.format = *f;
    if (const int rc = scopeFromArgs(cl, table, column, a.options.scope); rc >= 0)
        return rc;
    const qint64 clock = QDateTime::currentMSecsSinceEpoch();
    std::optional<Instant> asOf, nowAt;
    if (const int rc = cl.instant(at, clock, asOf); rc >= 0)
        return rc;
    if (const int rc = cl.instant(now, clock, nowAt); rc >= 0)
        return rc;
    if (asOf)
        a.options.scope.asOf = *asOf;
    if (nowAt)
        a.options.nowMs = nowAt->unixMsFloor();
    a.options.scope.versionsTable = cl.value(versions);
    a.options.full = cl.isSet(full);
    qint64 rows = a.options.maxRows;
    if (const int rc = cl.number(maxRows, 0, std::numeric_limits<int>::max(), rows); rc >= 0)
        return rc;
    a.options.maxRows = int(rows);
    if (cl.isSet(title))
        a.options.title = cl.value(title);
    if (!a.options.scope.versionsTable.isEmpty() && !a.options.scope.asOf)
        return cl.usage(Cli::tr("--versions goes with --at"));
    return -1;
}

// The --out value, read before any QCoreApplication exists (main() needs it to choose one).
QString outPath(int argc, char** argv)
{
    for (int i = 2; i < argc && std::strcmp(argv[i], "--") != 0; ++i) {
        if ((!std::strcmp(argv[i], "--out") || !std::strcmp(argv[i], "-o")) && i + 1 < argc)
            return QString::fromLocal8Bit(argv[i + 1]);
        if (!std::strncmp(argv[i], "--out=", 6))
            return QString::fromLocal8Bit(argv[i] + 6);
    }
    return {};
}

} // namespace

bool reportNeedsGui(int argc, char** argv)
{
    return argc >= 2 && !std::strcmp(argv[1], "report") &&
           report::reportFormatForPath(outPath(argc, argv)) == report::ReportFormat::Pdf;
}

namespace {
QtMessageHandler previousHandler = nullptr;

// The offscreen platform complains about a missing XDG_RUNTIME_DIR (cron jobs, containers);
// a command that only writes a file has no use for it, so that one line is dropped.
void quietHandler(QtMsgType type, const QMessageLogContext& context, const QString& msg)
{
    if (type == QtWarningMsg && msg.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR")))
        return;
    if (previousHandler)
        previousHandler(type, context, msg);
}
} // namespace

int runReportGui(int argc, char** argv)
{
    // Fonts need a platform plugin; a headless command never wants a display connection.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    previousHandler = qInstallMessageHandler(quietHandler);
    QGuiApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("idscope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IDSCOPE_VERSION));
    return runReport(QCoreApplication::arguments().mid(1));
}

int runReport(const QStringList& args)
{
    ReportArgs a;
    if (const int rc = parseArgs(args, a); rc >= 0)
        return rc;
    if (a.format == report::ReportFormat::Pdf &&
        !qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        return failure(
            Cli::tr("PDF needs the GUI libraries; this build runs 'report' without them"));
    const std::optional<Database> d = openDatabase(a.db, SchemaRead::None);
    if (!d)
        return 1;

    report::ReportHooks hooks;
    ProgressLine progress;
    if (progress.active()) {
        hooks.progress = [&progress](qint64 done, qint64 total, const QString& stage) {
            const int pct = total > 0 ? int(done * 100 / total) : 0;
            progress.show(QStringLiteral("%1 % %2").arg(pct, 3).arg(stage), done >= total);
            return true;
        };
    }
    report::ReportStatus status;
    const report::ReportDocument doc =
        report::buildDatabaseReport(*d->source, a.options, hooks, &status);
    progress.clear();
    if (!status.error.isEmpty())
        return failure(status.error);
    QString error;
    if (!report::saveReportAnyFormat(doc, a.format, a.out, &error))
        return failure(error);
    // Written, but partial: the exit status says so, each part on stderr (as inspect does).
    for (const QString& problem : std::as_const(status.problems))
        std::fprintf(stderr, "idscope: %s\n", problem.toLocal8Bit().constData());
    return status.problems.isEmpty() && !status.cancelled ? 0 : 1;
}

} // namespace idscope::cli
