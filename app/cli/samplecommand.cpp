#include "samplecommand.h"

#include "db/sampledb.h"

#include "cliargs.h"
#include "clioutput.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLocale>

#include <cstdio>

namespace idscope::cli {

namespace {

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
    CommandLine cl(
        "sample", Cli::tr("OUT.sqlite [options]"),
        Cli::tr(
            "Writes the demo database: every table shows one feature of idscope (ULID, UUID "
            "v4/v7, snowflake and integer time keys, an entity history, late commits, mixed-case "
            "and TEXT-vs-BLOB anomalies)."),
        Cli::tr("The file is written as OUT.tmp and renamed when complete; a failure leaves "
                "nothing.\n\n"
                "Exit status: 0 written, 1 not written (OUT exists, folder not writable, …), 2 bad "
                "usage."));
    const auto rows = cl.valued(QStringLiteral("rows"), QStringLiteral("N"),
                                Cli::tr("about N rows in all, spread over the big tables (default "
                                        "10000; 100 to 100000000; suffixes k and M allowed: 10M)"));
    const auto seed = cl.valued(QStringLiteral("seed"), QStringLiteral("S"),
                                Cli::tr("another deterministic data set (default 20261101)"));
    const auto force = cl.flag(QStringLiteral("force"), Cli::tr("replace OUT if it exists"));
    const auto quietOpt = cl.option({QStringLiteral("q"), QStringLiteral("quiet")}, {},
                                    Cli::tr("no progress and no summary"));
    if (const int rc = cl.parse(args); rc >= 0)
        return rc;
    QString outPath;
    if (const int rc = cl.onePositional(outPath, Cli::tr("sample needs an output file")); rc >= 0)
        return rc;
    db::SampleOptions opt;
    if (cl.isSet(rows)) {
        const QString value = cl.value(rows);
        if (!parseCount(value, opt.rows) || opt.rows < db::kSampleMinRows ||
            opt.rows > db::kSampleMaxRows)
            return cl.usage(Cli::tr("--rows wants a number from %1 to %2, not '%3'")
                                .arg(db::kSampleMinRows)
                                .arg(db::kSampleMaxRows)
                                .arg(value));
    }
    if (cl.isSet(seed) && !parseSeed(cl.value(seed), opt.seed))
        return cl.usage(
            Cli::tr("--seed wants an unsigned 64-bit number, not '%1'").arg(cl.value(seed)));
    opt.force = cl.isSet(force);
    const bool quiet = cl.isSet(quietOpt);

    // A line per 10 % on a terminal, for runs long enough to want one.
    const bool showProgress = !quiet && opt.rows >= 200000 && stderrIsTerminal();
    if (showProgress) {
        opt.progress = [](int percent, qint64 written, qint64 planned) {
            if (percent == 0)
                return;
            const QLocale c = QLocale::c();
            std::fprintf(stderr, "%s\n",
                         Cli::tr("idscope: sample: %1 % (%2 of about %3 rows)")
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
                Cli::tr("%1 already exists; not replaced (use --force to replace it)").arg(outPath);
            break;
        case db::SampleError::TempExists:
            line = Cli::tr("%1.tmp exists, left by an interrupted run? (use --force to replace it)")
                       .arg(outPath);
            break;
        default:
            line = r.message;
        }
        return failure(line);
    }
    if (!quiet) {
        const QLocale c = QLocale::c();
        Output out;
        out.line(Cli::tr("wrote %1: %2 rows in %3 tables, %4, in %5 s")
                     .arg(outPath, c.toString(r.totalRows))
                     .arg(r.tables.size())
                     .arg(humanSize(r.fileSize))
                     .arg(double(timer.elapsed()) / 1000.0, 0, 'f', 2));
    }
    return 0;
}

} // namespace idscope::cli
