#include "inspectcommand.h"

#include "analysis/profiler.h"
#include "db/schema.h"
#include "db/source.h"
#include "ids/detector.h"
#include "report/json/contract.h"
#include "report/json/jsonwriter.h"

#include "cliargs.h"
#include "clidatabase.h"
#include "clioutput.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

#include <cmath>
#include <cstdio>

namespace idscope::cli {

namespace {

using analysis::AnomalyKind;
using analysis::ColumnProfile;
using analysis::ColumnRole;
using analysis::TableProfile;

struct InspectArgs {
    QString db;
    QStringList tables;
    bool full = false;
    bool json = false;
    qint64 nowMs = 0;
    int sampleSize = 1000;
    QList<QPair<QString, Format>> forced;
};

// The known generator bugs inspect names, each with where it comes from; TIDs minted in the
// future are counted as `future`, whose sentence names that case.
QString generatorBugsHelp()
{
    QString out = Cli::tr("Known generator bugs, each with where it comes from (TIDs in the "
                          "future are counted as future):");
    for (int k = 0; k < analysis::kAnomalyKindCount; ++k) {
        const auto kind = analysis::AnomalyKind(k);
        if (analysis::isGeneratorBug(kind) || kind == analysis::AnomalyKind::Future)
            out += QStringLiteral("\n\n") + analysis::anomalyName(kind) + QStringLiteral(": ") +
                   analysis::anomalyDescription(kind);
    }
    return out;
}

// -1: parsed; otherwise the exit code.
int parseArgs(const QStringList& args, InspectArgs& a)
{
    CommandLine cl(
        "inspect", Cli::tr("DB [options]"),
        Cli::tr(
            "Profiles the columns of every table: which ID or time format they hold (by share), "
            "the time range, and the anomalies (mixed case, TEXT ids among BLOBs, v4 inside v7, "
            "clock skew, …). The database is opened read-only and never changed."),
        Cli::tr("With --json, one object: the database, sqlite_version, notice, full, and tables[] "
                "with name, rows, without_rowid and columns[] (name, declared_type, primary_key, "
                "format, format_counts, min_time, max_time, anomalies[] and more).") +
            QStringLiteral("\n\n") + generatorBugsHelp() + QStringLiteral("\n\n") +
            Cli::tr("Exit status: 0 done, 1 the file or a table could not be read, 2 bad usage."));
    const auto table = cl.valued(QStringLiteral("table"), QStringLiteral("T"),
                                 Cli::tr("only table (or view) T; may be given more than once"));
    const auto full =
        cl.flag(QStringLiteral("full"),
                Cli::tr("read every row (default: a sample of about 1,000 rows per table)"));
    const auto json = cl.flag(QStringLiteral("json"), Cli::tr("one JSON object"));
    const auto now = cl.valued(QStringLiteral("now"), QStringLiteral("INSTANT"),
                               Cli::tr("take this as the current time (RFC 3339 or Unix seconds)"));
    const auto format = cl.valued(QStringLiteral("format"), QStringLiteral("COL=F"),
                                  Cli::tr("read column COL as format F (never overridden); see "
                                          "'idscope decode --list-formats'"));
    const auto sampleSize = cl.valued(QStringLiteral("sample-size"), QStringLiteral("N"),
                                      Cli::tr("rows per table in a sample (default 1000)"));
    if (const int rc = cl.parse(args); rc >= 0)
        return rc;
    if (const int rc = cl.onePositional(a.db, Cli::tr("inspect needs a database file")); rc >= 0)
        return rc;
    a.full = cl.isSet(full);
    a.json = cl.isSet(json);
    for (const QString& t : cl.values(table)) {
        if (t.isEmpty())
            return cl.usage(Cli::tr("--table needs a table name"));
        a.tables << t;
    }
    const qint64 clock = QDateTime::currentMSecsSinceEpoch();
    std::optional<Instant> t;
    if (const int rc = cl.instant(now, clock, t); rc >= 0)
        return rc;
    a.nowMs = t ? t->unixMsFloor() : clock;
    for (const QString& value : cl.values(format)) {
        const qsizetype eq = value.lastIndexOf(u'=');
        const auto f = eq > 0 ? formatFromName(QStringView(value).mid(eq + 1)) : std::nullopt;
        if (!f)
            return cl.usage(
                Cli::tr("--format wants COLUMN=FORMAT, e.g. id=snowflake-discord (got '%1')")
                    .arg(value));
        a.forced.append({value.left(eq), *f});
    }
    qint64 n = a.sampleSize;
    if (const int rc = cl.number(sampleSize, 3, 1000000, n); rc >= 0)
        return rc;
    a.sampleSize = int(n);
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
    explicit TextReport(Output& out) : out_(out) {}
    void line(const QString& s = QString()) { out_.line(s); }

    void table(const TableProfile& t, const db::TableInfo* info)
    {
        QString head = QStringLiteral("%1  %2").arg(
            shown(t.table), t.rowsExact
                         ? Cli::tr("%1 rows").arg(number(t.estimatedRows))
                         : Cli::tr("about %1 rows").arg(number(std::max(t.estimatedRows, t.rows))));
        if (t.withoutRowid)
            head += Cli::tr(" · WITHOUT ROWID");
        if (info && info->kind == db::TableInfo::Kind::View)
            head += Cli::tr(" · view");
        head += t.complete ? Cli::tr(" · every row read")
                           : (t.cancelled ? Cli::tr(" · stopped after %1 rows").arg(number(t.rows))
                                          : Cli::tr(" · sample of %1 rows").arg(number(t.rows)));
        line(head);
        if (!t.error.isEmpty())
            line(QStringLiteral("  ") + Cli::tr("error: %1").arg(t.error));
        int width = 0;
        for (const ColumnProfile& c : t.columns)
            width = std::max(width, int(shown(c.column).size()));
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
        QString type = c.declaredType.isEmpty() ? Cli::tr("(no type)") : c.declaredType;
        if (pk)
            type += Cli::tr(", key");
        QString what;
        if (c.dominant)
            what = QStringLiteral("%1: %2").arg(analysis::roleTitle(c.role),
                                                analysis::formatMixSummary(c));
        else if (c.rowsSeen == c.nulls)
            what = c.rowsSeen == 0 ? Cli::tr("no rows") : Cli::tr("all NULL");
        else
            what = Cli::tr("no ID or time format");
        QString nulls;
        if (c.nulls > 0 && c.rowsSeen > c.nulls)
            nulls = Cli::tr(" · %1 NULL").arg(number(c.nulls));
        line(QStringLiteral("  %1  %2 — %3%4")
                 .arg(shown(c.column).leftJustified(width), type, what, nulls));
        const QString pad = QString(width + 4, u' ');
        if (!c.dominant)
            return;
        auto sub = [&](const QString& label, const QString& text) {
            line(pad + label.leftJustified(10) + text);
        };
        const Precision shown = report::profileTimePrecision(c);
        if (c.minTime && c.timeFormat) // the dominant format carries none: whose they are
            sub(Cli::tr("time"), Cli::tr("%1 … %2 (its %3 values)")
                                     .arg(timeText(c.minTime, shown), timeText(c.maxTime, shown),
                                          formatName(*c.timeFormat)));
        else if (c.minTime)
            sub(Cli::tr("time"), QStringLiteral("%1 … %2").arg(timeText(c.minTime, shown),
                                                               timeText(c.maxTime, shown)));
        // UUIDv7: what rand_a holds, and so how fine the column's instants are.
        if (!c.v7RandANote.isEmpty()) {
            const QString name = analysis::v7RandAName(c.v7RandA);
            sub(Cli::tr("rand_a"),
                name.isEmpty() ? c.v7RandANote : Cli::tr("%1 — %2").arg(name, c.v7RandANote));
        }
        QString why = c.choiceReason;
        if (c.runnerUp && !why.contains(Cli::tr("runner-up")))
            why += Cli::tr("; runner-up %1").arg(formatName(*c.runnerUp));
        sub(Cli::tr("chosen"), why);
        if (c.design.isSample()) {
            QStringList shares;
            for (const analysis::FormatShare& f : analysis::formatShares(c))
                shares << QStringLiteral("%1 %2").arg(
                    formatName(f.format), analysis::shareText(f.share, 1, QLocale::c()));
            sub(Cli::tr("estimate"),
                Cli::tr("%1 (95 % intervals: a uniform sample of %2 of about %3 rows)")
                    .arg(shares.join(QStringLiteral(", ")), number(c.design.drawn),
                         number(c.design.population)));
        }
        for (const analysis::Anomaly& a : c.anomalies) {
            const analysis::CountEstimate e = analysis::anomalyEstimate(c, a);
            QString text = QStringLiteral("%1 %2").arg(analysis::anomalyName(a.kind),
                                                       analysis::countText(e, QLocale::c()));
            QStringList extra;
            if (!e.exact && e.seen >= 5)
                extra << Cli::tr("%1 of %2 sampled rows").arg(number(e.seen), number(e.of));
            if (!a.detail.isEmpty())
                extra << a.detail;
            if (!a.exampleRowids.isEmpty()) {
                QStringList ids;
                for (qint64 r : a.exampleRowids)
                    ids << QString::number(r);
                extra << Cli::tr("e.g. rowid %1").arg(ids.join(QStringLiteral(", ")));
            }
            if (!extra.isEmpty())
                text += QStringLiteral(" (%1)").arg(extra.join(QStringLiteral("; ")));
            sub(Cli::tr("anomaly"), text);
        }
        if (c.role == ColumnRole::Id || !c.otherRepresentation.isEmpty()) {
            QString cost = Cli::tr("%1 bytes per value as stored").arg(c.avgStoredBytes, 0, 'f', 1);
            if (!c.otherRepresentationNote.isEmpty())
                cost += QStringLiteral(". ") + c.otherRepresentationNote;
            sub(Cli::tr("cost"), cost);
        }
        if (!c.disclosure.isEmpty())
            sub(Cli::tr("reveals"), c.disclosure);
        if (c.densestTickCount > 0) {
            // Counted per tick of the format: a fraction column's ticks are still milliseconds.
            const Precision tick =
                c.densestTickPrecision != Precision::None ? c.densestTickPrecision : c.precision;
            sub(Cli::tr("peak"),
                Cli::tr("%1 in one %2 tick (at %3), %4 in one second; collision "
                        "probability at that rate %5 per second, %6 per year")
                    .arg(number(c.densestTickCount), precisionName(tick),
                         timeText(c.densestTick, std::min(shown, tick)),
                         number(c.densestSecondCount), probability(c.collisionProbabilityPerSecond),
                         probability(c.collisionProbabilityPerYear)));
        }
    }

    Output& out_;
};

} // namespace

int runInspect(const QStringList& args)
{
    InspectArgs a;
    if (const int rc = parseArgs(args, a); rc >= 0)
        return rc;
    const std::optional<Database> d = openDatabase(a.db, SchemaRead::WithRowEstimates);
    if (!d)
        return 1;
    const db::SourceInfo source = d->source->sourceInfo();
    QList<const db::TableInfo*> tables;
    if (a.tables.isEmpty()) {
        for (const db::TableInfo& t : d->schema.tables) {
            if (t.kind == db::TableInfo::Kind::Table)
                tables.append(&t);
        }
    } else {
        for (const QString& name : std::as_const(a.tables)) {
            const db::TableInfo* t = findTable(*d, name);
            if (!t)
                return 1;
            tables.append(t);
        }
    }

    Output out;
    JsonWriter w(out.bytes());
    TextReport text(out);
    if (a.json) {
        report::beginInspectJson(w, source, a.full);
    } else {
        const int n = int(tables.size());
        text.line((n == 1 ? Cli::tr("%1 — one table") : Cli::tr("%1 — %n tables", nullptr, n))
                      .arg(shown(source.location)));
        if (!source.notice.isEmpty())
            text.line(Cli::tr("note: %1").arg(source.notice));
        text.line();
    }

    int rc = 0;
    ProgressLine progress;
    for (const db::TableInfo* t : std::as_const(tables)) {
        analysis::ProfileOptions opt;
        opt.full = a.full;
        opt.nowMs = a.nowMs;
        opt.sampleSize = a.sampleSize;
        opt.forcedFormats = a.forced;
        if (a.full && progress.active()) {
            const QString name = t->name;
            opt.progress = [name, &progress](qint64 done, qint64 total) {
                const int pct = total > 0 ? int(std::min<qint64>(100, done * 100 / total)) : 0;
                progress.show(QStringLiteral("%1: %2 % (%3)")
                                  .arg(name)
                                  .arg(pct)
                                  .arg(Cli::tr("%1 rows").arg(number(done))),
                              done >= total);
                return true;
            };
        }
        const TableProfile p = analysis::profileTable(*d->source, d->schema, t->name, opt);
        progress.clear();
        if (a.json)
            report::writeTableProfileJson(w, p, t);
        else
            text.table(p, t);
        out.flush(); // each table as soon as it is done
        if (!p.error.isEmpty()) {
            std::fprintf(stderr, "idscope: %s\n",
                         Cli::tr("%1: table %2: %3")
                             .arg(shown(d->path), shown(t->name), withoutControls(p.error))
                             .toLocal8Bit()
                             .constData());
            rc = 1;
        }
    }
    if (a.json) {
        report::endInspectJson(w);
        out.bytes().append('\n');
    }
    return rc;
}

} // namespace idscope::cli
