#include "samplecommand.h"

#include "db/sampledb.h"

#include "cliargs.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLocale>

#include <cstdio>

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
    "Usage: idscope sample OUT.sqlite [options]\n"
    "Writes the demo database: every table shows one feature of idscope (ULID, UUID v4/v7,\n"
    "snowflake and integer time keys, an entity history, late commits, mixed-case and\n"
    "TEXT-vs-BLOB anomalies).\n\n"
    "  --rows N    about N rows in all, spread over the big tables (default 10000;\n"
    "              100 to 100000000; suffixes k and M allowed: 10M)\n"
    "  --seed S    another deterministic data set (default 20261101)\n"
    "  --force     replace OUT if it exists\n"
    "  --quiet     no progress and no summary\n\n"
    "The file is written as OUT.tmp and renamed when complete; a failure leaves nothing.\n"
    "Exit status: 0 written, 1 not written (OUT exists, folder not writable, …), 2 bad "
    "usage.\n");

bool parseCount(const QString& text, qint64& out)
{
    QString t = text.trimmed();
    qint64 mult = 1;
    if (t.endsWith(u'k') || t.endsWith(u'K')) {
        mult = 1000;
        t.chop(1);
    } else if (t.endsWith(u'M')) {
        mult = 1000000;
        t.chop(1);
    }
    if (t.isEmpty())
        return false;
    for (const QChar c : std::as_const(t)) {
        if (c < u'0' || c > u'9')
            return false;
    }
    bool ok = false;
    const qint64 v = t.toLongLong(&ok);
    if (!ok || v > db::kSampleMaxRows)
        return false;
    out = v * mult;
    return true;
}

bool parseSeed(const QString& text, quint64& out)
{
    bool ok = false;
    if (text.startsWith(QLatin1String("0x")) || text.startsWith(QLatin1String("0X")))
        out = text.mid(2).toULongLong(&ok, 16);
    else if (!text.isEmpty() && text.at(0).isDigit())
        out = text.toULongLong(&ok, 10);
    return ok;
}

QString humanSize(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeSIFormat);
}

} // namespace

int runSample(const QStringList& args)
{
    QString outPath;
    db::SampleOptions opt;
    bool quiet = false;
    for (qsizetype i = 1; i < args.size(); ++i) {
        QString arg = args[i];
        QString value;
        if (const int rc = splitOption(args, i, arg, value,
                                       {QLatin1StringView("--rows"), QLatin1StringView("--seed")});
            rc >= 0)
            return rc;
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            std::fputs(QCoreApplication::translate("idscope::cli", kHelp).toLocal8Bit().constData(),
                       stdout);
            return 0;
        } else if (arg == QLatin1String("--rows")) {
            if (!parseCount(value, opt.rows) || opt.rows < db::kSampleMinRows ||
                opt.rows > db::kSampleMaxRows)
                return usageError(
                    QCoreApplication::translate("idscope::cli",
                                                "--rows wants a number from %1 to %2, not '%3'")
                        .arg(db::kSampleMinRows)
                        .arg(db::kSampleMaxRows)
                        .arg(value));
        } else if (arg == QLatin1String("--seed")) {
            if (!parseSeed(value, opt.seed))
                return usageError(
                    QCoreApplication::translate("idscope::cli",
                                                "--seed wants an unsigned 64-bit number, not '%1'")
                        .arg(value));
        } else if (arg == QLatin1String("--force")) {
            opt.force = true;
        } else if (arg == QLatin1String("--quiet") || arg == QLatin1String("-q")) {
            quiet = true;
        } else if (arg.startsWith(u'-') && arg.size() > 1) {
            return usageError(
                QCoreApplication::translate("idscope::cli",
                                            "unknown option '%1' (see 'idscope sample --help')")
                    .arg(arg));
        } else if (outPath.isEmpty()) {
            outPath = args[i];
        } else {
            return usageError(QCoreApplication::translate("idscope::cli",
                                                          "one output file only, got '%1' and '%2'")
                                  .arg(outPath, args[i]));
        }
    }
    if (outPath.isEmpty())
        return usageError(QCoreApplication::translate(
            "idscope::cli", "sample needs an output file: idscope sample OUT.sqlite"));

    // A line per 10 % on a terminal, for runs long enough to want one.
    const bool showProgress =
        !quiet && opt.rows >= 200000 && IDSCOPE_ISATTY(IDSCOPE_FILENO(stderr));
    if (showProgress) {
        opt.progress = [](int percent, qint64 written, qint64 planned) {
            if (percent == 0)
                return;
            const QLocale c = QLocale::c();
            std::fprintf(stderr, "%s\n",
                         QCoreApplication::translate("idscope::cli",
                                                     "idscope: sample: %1 % (%2 of about %3 rows)")
                             .arg(percent)
                             .arg(c.toString(written), c.toString(planned))
                             .toLocal8Bit()
                             .constData());
            std::fflush(stderr);
        };
    }
    QElapsedTimer timer;
    timer.start();
    const db::SampleResult r = db::writeSampleDatabase(outPath, opt);
    if (!r.ok) {
        QString line;
        switch (r.error) {
        case db::SampleError::Exists:
            line =
                QCoreApplication::translate(
                    "idscope::cli", "%1 already exists; not replaced (use --force to replace it)")
                    .arg(outPath);
            break;
        case db::SampleError::TempExists:
            line = QCoreApplication::translate(
                       "idscope::cli",
                       "%1.tmp exists, left by an interrupted run? (use --force to replace it)")
                       .arg(outPath);
            break;
        default:
            line = r.message;
        }
        std::fprintf(stderr, "idscope: %s\n", line.toLocal8Bit().constData());
        return 1;
    }
    if (!quiet) {
        const QLocale c = QLocale::c();
        std::printf("%s\n", QCoreApplication::translate(
                                "idscope::cli", "wrote %1: %2 rows in %3 tables, %4, in %5 s")
                                .arg(outPath, c.toString(r.totalRows))
                                .arg(r.tables.size())
                                .arg(humanSize(r.fileSize))
                                .arg(double(timer.elapsed()) / 1000.0, 0, 'f', 2)
                                .toLocal8Bit()
                                .constData());
    }
    return 0;
}

} // namespace idscope::cli
