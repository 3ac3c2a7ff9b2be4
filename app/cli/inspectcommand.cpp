#include "inspectcommand.h"

#include "analysis/profiler.h"
#include "db/connection.h"
#include "db/schema.h"
#include "ids/detector.h"
#include "report/jsonwriter.h"
#include "report/reportcontract.h"

#include "cliargs.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QLocale>

#include <cmath>
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

using analysis::AnomalyKind;
using analysis::ColumnProfile;
using analysis::ColumnRole;
using analysis::TableProfile;

const char kHelp[] = QT_TRANSLATE_NOOP(
    "idscope::cli",
    "Usage: idscope inspect DB [options]\n"
    "Profiles the columns of every table: which ID or time format they hold (by share),\n"
    "the time range, and the anomalies (mixed case, TEXT ids among BLOBs, v4 inside v7,\n"
    "clock skew, …). The database is opened read-only and never changed.\n\n"
    "  --table T        only table (or view) T; may be given more than once\n"
    "  --full           read every row (default: a sample of about 1,000 rows per table)\n"
    "  --json           one JSON object (design §3)\n"
    "  --now INSTANT    take this as the current time (RFC 3339 or Unix seconds)\n"
    "  --format COL=F   read column COL as format F (never overridden); see\n"
    "                   'idscope decode --list-formats'\n"
    "  --sample-size N  rows per table in a sample (default 1000)\n\n"
    "Exit status: 0 done, 1 the file or a table could not be read, 2 bad usage.\n");

struct InspectArgs {
    QString db;
    QStringList tables;
    bool full = false;
    bool json = false;
    qint64 nowMs = 0;
    int sampleSize = 1000;
    QList<QPair<QString, Format>> forced;
};

// -1: parsed; otherwise the exit code.
int parseArgs(const QStringList& args, InspectArgs& a)
{
    const qint64 clock = QDateTime::currentMSecsSinceEpoch();
    a.nowMs = clock;
    bool onlyPositional = false;
    for (qsizetype i = 1; i < args.size(); ++i) {
        QString arg = args[i];
        if (onlyPositional || !arg.startsWith(u'-') || arg == QLatin1String("-")) {
            if (!a.db.isEmpty())
                return usageError(
                    QCoreApplication::translate("idscope::cli",
                                                "more than one database given ('%1' and '%2')")
                        .arg(a.db, arg));
            a.db = arg;
            continue;
        }
        if (arg == QLatin1String("--")) {
            onlyPositional = true;
            continue;
        }
        QString value;
        if (const int rc =
                splitOption(args, i, arg, value,
                            {QLatin1StringView("--table"), QLatin1StringView("--now"),
                             QLatin1StringView("--format"), QLatin1StringView("--sample-size")});
            rc >= 0)
            return rc;
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            std::fputs(QCoreApplication::translate("idscope::cli", kHelp).toLocal8Bit().constData(),
                       stdout);
            return 0;
        } else if (arg == QLatin1String("--full")) {
            a.full = true;
        } else if (arg == QLatin1String("--json")) {
            a.json = true;
        } else if (arg == QLatin1String("--table")) {
            if (value.isEmpty())
                return usageError(
                    QCoreApplication::translate("idscope::cli", "--table needs a table name"));
            a.tables << value;
        } else if (arg == QLatin1String("--now")) {
            const auto t = parseUserInstant(value, clock);
            if (!t)
                return usageError(
                    QCoreApplication::translate("idscope::cli", "cannot read --now '%1'")
                        .arg(value));
            a.nowMs = t->unixMsFloor();
        } else if (arg == QLatin1String("--format")) {
            const qsizetype eq = value.lastIndexOf(u'=');
            const auto f = eq > 0 ? formatFromName(QStringView(value).mid(eq + 1)) : std::nullopt;
            if (!f)
                return usageError(QCoreApplication::translate(
                                      "idscope::cli",
                                      "--format wants COLUMN=FORMAT, e.g. id=snowflake-discord "
                                      "(got '%1')")
                                      .arg(value));
            a.forced.append({value.left(eq), *f});
        } else if (arg == QLatin1String("--sample-size")) {
            bool ok = false;
            const int n = value.toInt(&ok);
            if (!ok || n < 3 || n > 1000000)
                return usageError(QCoreApplication::translate(
                    "idscope::cli", "--sample-size wants a number from 3 to 1000000"));
            a.sampleSize = n;
        } else {
            return usageError(
                QCoreApplication::translate("idscope::cli",
                                            "unknown option '%1' (see 'idscope inspect --help')")
                    .arg(arg));
        }
    }
    if (a.db.isEmpty())
        return usageError(QCoreApplication::translate(
            "idscope::cli", "inspect needs a database file (see 'idscope inspect --help')"));
    return -1;
}

QString timeText(const std::optional<Instant>& t, Precision p)
{
    return report::profileTimeText(t, p);
}

QString number(qint64 n)
{
    return QLocale::c().toString(n).replace(u',', u'\u202f');
}

QString probability(double p)
{
    if (p <= 0)
        return QStringLiteral("0");
    if (p >= 0.01)
        return QString::number(p, 'f', p >= 0.995 ? 0 : 3);
    return QString::number(p, 'e', 1);
}

class TextReport {
public:
    void line(const QString& s = QString())
    {
        out_.append(s.toUtf8());
        out_.append('\n');
    }
    void flush()
    {
        std::fwrite(out_.constData(), 1, std::size_t(out_.size()), stdout);
        std::fflush(stdout);
        out_.clear();
    }

    void table(const TableProfile& t, const db::TableInfo* info)
    {
        QString head = QStringLiteral("%1  %2").arg(
            t.table, t.rowsExact ? QCoreApplication::translate("idscope::cli", "%1 rows")
                                       .arg(number(t.estimatedRows))
                                 : QCoreApplication::translate("idscope::cli", "about %1 rows")
                                       .arg(number(std::max(t.estimatedRows, t.rows))));
        if (t.withoutRowid)
            head += QCoreApplication::translate("idscope::cli", " · WITHOUT ROWID");
        if (info && info->kind == db::TableInfo::Kind::View)
            head += QCoreApplication::translate("idscope::cli", " · view");
        head += t.complete
                    ? QCoreApplication::translate("idscope::cli", " · every row read")
                    : (t.cancelled
                           ? QCoreApplication::translate("idscope::cli", " · stopped after %1 rows")
                                 .arg(number(t.rows))
                           : QCoreApplication::translate("idscope::cli", " · sample of %1 rows")
                                 .arg(number(t.rows)));
        line(head);
        if (!t.error.isEmpty())
            line(QStringLiteral("  ") +
                 QCoreApplication::translate("idscope::cli", "error: %1").arg(t.error));
        int width = 0;
        for (const ColumnProfile& c : t.columns)
            width = std::max(width, int(c.column.size()));
        width = std::min(width, 28);
        for (const ColumnProfile& c : t.columns)
            column(c, info, width);
        line();
    }

private:
    void column(const ColumnProfile& c, const db::TableInfo* info, int width)
    {
        const db::ColumnInfo* ci = info ? info->column(c.column) : nullptr;
        const bool pk = ci && (ci->primaryKeyOrder > 0 ||
                               c.column.compare(info->rowidAlias, Qt::CaseInsensitive) == 0);
        QString type = c.declaredType.isEmpty()
                           ? QCoreApplication::translate("idscope::cli", "(no type)")
                           : c.declaredType;
        if (pk)
            type += QCoreApplication::translate("idscope::cli", ", key");
        QString what;
        if (c.dominant)
            what = QStringLiteral("%1: %2").arg(analysis::roleTitle(c.role),
                                                analysis::formatMixSummary(c));
        else if (c.rowsSeen == c.nulls)
            what = c.rowsSeen == 0 ? QCoreApplication::translate("idscope::cli", "no rows")
                                   : QCoreApplication::translate("idscope::cli", "all NULL");
        else
            what = QCoreApplication::translate("idscope::cli", "no ID or time format");
        QString nulls;
        if (c.nulls > 0 && c.rowsSeen > c.nulls)
            nulls = QCoreApplication::translate("idscope::cli", " · %1 NULL").arg(number(c.nulls));
        line(QStringLiteral("  %1  %2 — %3%4")
                 .arg(c.column.leftJustified(width), type, what, nulls));
        const QString pad = QString(width + 4, u' ');
        if (!c.dominant)
            return;
        auto sub = [&](const QString& label, const QString& text) {
            line(pad + label.leftJustified(10) + text);
        };
        if (c.minTime)
            sub(QCoreApplication::translate("idscope::cli", "time"),
                QStringLiteral("%1 … %2").arg(timeText(c.minTime, c.precision),
                                              timeText(c.maxTime, c.precision)));
        QString why = c.choiceReason;
        if (c.runnerUp && !why.contains(QCoreApplication::translate("idscope::cli", "runner-up")))
            why += QCoreApplication::translate("idscope::cli", "; runner-up %1")
                       .arg(formatName(*c.runnerUp));
        sub(QCoreApplication::translate("idscope::cli", "chosen"), why);
        for (const analysis::Anomaly& a : c.anomalies) {
            QString text =
                QStringLiteral("%1 %2").arg(analysis::anomalyName(a.kind), number(a.count));
            QStringList extra;
            if (!a.detail.isEmpty())
                extra << a.detail;
            if (!a.exampleRowids.isEmpty()) {
                QStringList ids;
                for (qint64 r : a.exampleRowids)
                    ids << QString::number(r);
                extra << QCoreApplication::translate("idscope::cli", "e.g. rowid %1")
                             .arg(ids.join(QStringLiteral(", ")));
            }
            if (!extra.isEmpty())
                text += QStringLiteral(" (%1)").arg(extra.join(QStringLiteral("; ")));
            sub(QCoreApplication::translate("idscope::cli", "anomaly"), text);
        }
        if (c.role == ColumnRole::Id || !c.otherRepresentation.isEmpty()) {
            QString cost =
                QCoreApplication::translate("idscope::cli", "%1 bytes per value as stored")
                    .arg(c.avgStoredBytes, 0, 'f', 1);
            if (!c.otherRepresentationNote.isEmpty())
                cost += QStringLiteral(". ") + c.otherRepresentationNote;
            sub(QCoreApplication::translate("idscope::cli", "cost"), cost);
        }
        if (!c.disclosure.isEmpty())
            sub(QCoreApplication::translate("idscope::cli", "reveals"), c.disclosure);
        if (c.densestTickCount > 0) {
            sub(QCoreApplication::translate("idscope::cli", "peak"),
                QCoreApplication::translate(
                    "idscope::cli", "%1 in one %2 tick (at %3), %4 in one second; collision "
                                    "probability at that rate %5 per second, %6 per year")
                    .arg(number(c.densestTickCount), precisionName(c.precision),
                         timeText(c.densestTick, c.precision), number(c.densestSecondCount),
                         probability(c.collisionProbabilityPerSecond),
                         probability(c.collisionProbabilityPerYear)));
        }
    }

    QByteArray out_;
};

} // namespace

int runInspect(const QStringList& args)
{
    InspectArgs a;
    if (const int rc = parseArgs(args, a); rc >= 0)
        return rc;

    db::OpenError err = db::OpenError::None;
    QString message;
    const auto conn = db::Connection::open(a.db, &err, &message);
    if (!conn)
        return failure(
            QCoreApplication::translate("idscope::cli", "cannot open %1: %2").arg(a.db, message));
    db::Schema schema = db::readSchema(*conn);
    db::fillRowEstimates(*conn, schema);
    if (!schema.error.isEmpty())
        return failure(
            QCoreApplication::translate("idscope::cli", "cannot read the schema of %1: %2")
                .arg(a.db, schema.error));

    QList<const db::TableInfo*> tables;
    if (a.tables.isEmpty()) {
        for (const db::TableInfo& t : schema.tables) {
            if (t.kind == db::TableInfo::Kind::Table)
                tables.append(&t);
        }
    } else {
        for (const QString& name : std::as_const(a.tables)) {
            const db::TableInfo* t = schema.table(name);
            if (!t)
                return failure(QCoreApplication::translate("idscope::cli",
                                                           "%1 has no table or view named '%2'")
                                   .arg(a.db, name));
            tables.append(t);
        }
    }

    const bool tty = IDSCOPE_ISATTY(IDSCOPE_FILENO(stderr)) != 0;
    QByteArray json;
    JsonWriter w(json);
    TextReport text;
    if (a.json) {
        w.beginObject();
        w.key("database").value(conn->info().path);
        w.key("sqlite_version").value(conn->info().sqliteVersion);
        w.key("notice");
        conn->info().notice.isEmpty() ? w.null() : w.value(conn->info().notice);
        w.key("full").value(a.full);
        w.key("tables").beginArray();
    } else {
        text.line(QCoreApplication::translate("idscope::cli", "%1 — %n table(s)", nullptr,
                                              int(tables.size()))
                      .arg(conn->info().path));
        if (!conn->info().notice.isEmpty())
            text.line(
                QCoreApplication::translate("idscope::cli", "note: %1").arg(conn->info().notice));
        text.line();
    }

    int rc = 0;
    for (const db::TableInfo* t : std::as_const(tables)) {
        analysis::ProfileOptions opt;
        opt.full = a.full;
        opt.nowMs = a.nowMs;
        opt.sampleSize = a.sampleSize;
        opt.forcedFormats = a.forced;
        QElapsedTimer shown;
        shown.start();
        if (a.full && tty) {
            const QString name = t->name;
            opt.progress = [name, &shown](qint64 done, qint64 total) {
                if (shown.elapsed() >= 100 || done >= total) {
                    shown.restart();
                    const int pct = total > 0 ? int(std::min<qint64>(100, done * 100 / total)) : 0;
                    std::fprintf(stderr, "\r%s: %d %% (%s rows)\x1b[K",
                                 name.toLocal8Bit().constData(), pct,
                                 number(done).toLocal8Bit().constData());
                    std::fflush(stderr);
                }
                return true;
            };
        }
        const TableProfile p = analysis::profileTable(*conn, schema, t->name, opt);
        if (a.full && tty) {
            std::fputs("\r\x1b[K", stderr);
            std::fflush(stderr);
        }
        if (a.json) {
            report::writeTableProfileJson(w, p, t);
        } else {
            text.table(p, t);
            text.flush();
        }
        if (!p.error.isEmpty()) {
            std::fprintf(stderr, "idscope: %s: table %s: %s\n", a.db.toLocal8Bit().constData(),
                         t->name.toLocal8Bit().constData(), p.error.toLocal8Bit().constData());
            rc = 1;
        }
    }
    if (a.json) {
        w.endArray();
        w.endObject();
        json.append('\n');
        std::fwrite(json.constData(), 1, std::size_t(json.size()), stdout);
    } else {
        text.flush();
    }
    std::fflush(stdout);
    return rc;
}

} // namespace idscope::cli
