#include "reportcommand.h"

#include "report/reportdatabase.h"
#include "report/reportpdf.h"

#include "db/connection.h"
#include "ids/detector.h"

#include "cliargs.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QGuiApplication>

#include <cstdio>
#include <cstring>

#ifdef Q_OS_WIN
#include <io.h>
#define IDSCOPE_ISATTY _isatty
#define IDSCOPE_FILENO _fileno
#else
#include <unistd.h>
#define IDSCOPE_ISATTY isatty
#define IDSCOPE_FILENO fileno
#endif

namespace idscope::cli {

namespace {

const char kHelp[] = QT_TRANSLATE_NOOP(
    "idscope::cli",
    "Usage: idscope report DB --out FILE [options]\n"
    "Writes a report on the database: the file, every ID and time column (format mix, time\n"
    "range, anomalies, a histogram of when the IDs were minted), and on request the key\n"
    "locality and cursor gaps of chosen columns and the state of a version table as of an\n"
    "instant. The format follows FILE's extension: .html, .pdf, .md, .csv or .json. The file\n"
    "is written atomically; the database is opened read-only and never changed.\n\n"
    "  --out FILE        the report to write (required)\n"
    "  --table T         only table (or view) T; may be given more than once\n"
    "  --column C        locality and cursor-gap sections for column C of the last --table\n"
    "                    (\"T.C\" also works); may be given more than once\n"
    "  --at INSTANT      the version table's state as of INSTANT (RFC 3339 or Unix seconds)\n"
    "  --versions TABLE  the version table for --at (default: the one detected by shape)\n"
    "  --full            read every row to profile (default: a sample, as 'inspect')\n"
    "  --now INSTANT     take this as the current time (future-instant anomalies)\n"
    "  --max-rows N      rows shown in long tables (default 1000; the count is always given)\n"
    "  --title TEXT      the report's title\n\n"
    "CSV holds one table: the ID and time columns of every table, with a leading \"table\"\n"
    "column. JSON uses the field names of 'inspect --json', 'locality --json', 'gaps --json'\n"
    "and 'asof --json' (under \"tables\", \"locality\", \"gaps\", \"asof\").\n\n"
    "Exit status: 0 written, 1 the database could not be read or the file not written,\n"
    "2 bad usage.\n");

struct ReportArgs {
    QString db;
    QString out;
    report::ReportFormat format = report::ReportFormat::Html;
    report::DatabaseReportOptions options;
};

QString tr(const char* s)
{
    return QCoreApplication::translate("idscope::cli", s);
}

// -1: parsed; otherwise the exit code.
int parseArgs(const QStringList& args, ReportArgs& a)
{
    const qint64 clock = QDateTime::currentMSecsSinceEpoch();
    report::ReportScope& scope = a.options.scope;
    bool onlyPositional = false;
    for (qsizetype i = 1; i < args.size(); ++i) {
        QString arg = args[i];
        if (onlyPositional || !arg.startsWith(u'-') || arg == QLatin1String("-")) {
            if (!a.db.isEmpty())
                return usageError(
                    tr("more than one database given ('%1' and '%2')").arg(a.db, arg));
            a.db = arg;
            continue;
        }
        if (arg == QLatin1String("--")) {
            onlyPositional = true;
            continue;
        }
        QString value;
        if (const int rc = splitOption(args, i, arg, value,
                                       {QLatin1StringView("--out"), QLatin1StringView("-o"),
                                        QLatin1StringView("--table"), QLatin1StringView("--column"),
                                        QLatin1StringView("--at"), QLatin1StringView("--versions"),
                                        QLatin1StringView("--now"), QLatin1StringView("--max-rows"),
                                        QLatin1StringView("--title")});
            rc >= 0)
            return rc;
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            std::fputs(QCoreApplication::translate("idscope::cli", kHelp).toLocal8Bit().constData(),
                       stdout);
            return 0;
        } else if (arg == QLatin1String("--out") || arg == QLatin1String("-o")) {
            const auto f = report::reportFormatForPath(value);
            if (!f)
                return usageError(tr("--out wants a file ending in .html, .pdf, .md, .csv or "
                                     ".json (got '%1')")
                                      .arg(value));
            a.out = value;
            a.format = *f;
        } else if (arg == QLatin1String("--table")) {
            if (value.isEmpty())
                return usageError(tr("--table needs a table name"));
            scope.tableNames << value;
        } else if (arg == QLatin1String("--column")) {
            QString table = scope.tableNames.value(scope.tableNames.size() - 1);
            QString column = value;
            if (table.isEmpty() && value.contains(u'.')) {
                table = value.section(u'.', 0, 0);
                column = value.section(u'.', 1);
            }
            if (table.isEmpty() || column.isEmpty())
                return usageError(tr("--column needs a --table before it (or TABLE.COLUMN)"));
            scope.locality.append(report::ColumnRef(table, column));
            scope.gaps.append(report::ColumnRef(table, column));
        } else if (arg == QLatin1String("--at")) {
            const auto t = parseUserInstant(value, clock);
            if (!t)
                return usageError(tr("cannot read --at '%1'").arg(value));
            scope.asOf = *t;
        } else if (arg == QLatin1String("--versions")) {
            scope.versionsTable = value;
        } else if (arg == QLatin1String("--full")) {
            a.options.full = true;
        } else if (arg == QLatin1String("--now")) {
            const auto t = parseUserInstant(value, clock);
            if (!t)
                return usageError(tr("cannot read --now '%1'").arg(value));
            a.options.nowMs = t->unixMsFloor();
        } else if (arg == QLatin1String("--max-rows")) {
            bool ok = false;
            const int n = value.toInt(&ok);
            if (!ok || n < 0)
                return usageError(tr("--max-rows wants a number of 0 or more"));
            a.options.maxRows = n;
        } else if (arg == QLatin1String("--title")) {
            a.options.title = value;
        } else {
            return usageError(tr("unknown option '%1' (see 'idscope report --help')").arg(arg));
        }
    }
    if (a.db.isEmpty())
        return usageError(tr("report needs a database file (see 'idscope report --help')"));
    if (a.out.isEmpty())
        return usageError(tr("report needs --out FILE.{html,pdf,md,csv,json}"));
    if (!scope.versionsTable.isEmpty() && !scope.asOf)
        return usageError(tr("--versions goes with --at"));
    return -1;
}

QString outPath(int argc, char** argv)
{
    for (int i = 2; i < argc; ++i) {
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
        return failure(tr("PDF needs the GUI libraries; this build runs 'report' without them"));

    db::OpenError err = db::OpenError::None;
    QString message;
    const auto conn = db::Connection::open(a.db, &err, &message);
    if (!conn)
        return failure(tr("cannot open %1: %2").arg(a.db, message));

    report::ReportHooks hooks;
    const bool tty = IDSCOPE_ISATTY(IDSCOPE_FILENO(stderr)) != 0;
    QElapsedTimer shown;
    shown.start();
    if (tty) {
        hooks.progress = [&shown](qint64 done, qint64 total, const QString& stage) {
            if (shown.elapsed() >= 100 || done >= total) {
                shown.restart();
                const int pct = total > 0 ? int(done * 100 / total) : 0;
                std::fprintf(stderr, "\r%3d %% %s\x1b[K", pct, stage.toLocal8Bit().constData());
                std::fflush(stderr);
            }
            return true;
        };
    }
    report::ReportStatus status;
    const report::ReportDocument doc =
        report::buildDatabaseReport(*conn, a.options, hooks, &status);
    if (tty) {
        std::fputs("\r\x1b[K", stderr);
        std::fflush(stderr);
    }
    if (!status.error.isEmpty())
        return failure(status.error);
    QString error;
    if (!report::saveReportAnyFormat(doc, a.format, a.out, &error))
        return failure(error);
    return 0;
}

} // namespace idscope::cli
