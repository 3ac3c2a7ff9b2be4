#include "reportdatabase.h"

#include "reportanalysis.h"
#include "reportcontract.h"

#include "analysis/asof.h"
#include "analysis/instanthistogram.h"
#include "analysis/versiontable.h"
#include "db/connection.h"
#include "db/schema.h"
#include "report/jsonwriter.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QLocale>

namespace idscope::report {

namespace {

QString tr(const char* s)
{
    return QCoreApplication::translate("idscope::report", s);
}

QString yesNo(bool b)
{
    return b ? QStringLiteral("true") : QStringLiteral("false");
}

// Stages of the build, each worth kStep units of progress, for one overall bar.
constexpr qint64 kStep = 1000;

class Steps {
public:
    Steps(const ReportHooks& h, qint64 stages) : h_(h), total_(std::max<qint64>(1, stages) * kStep)
    {
    }
    bool stopped() const { return stopped_; }
    // Progress inside the current stage; false (and stopped) when the user cancelled.
    bool at(qint64 done, qint64 total, const QString& stage)
    {
        if (stopped_ || (h_.cancel && h_.cancel->load(std::memory_order_relaxed))) {
            stopped_ = true;
            return false;
        }
        const qint64 inner = total > 0 ? std::min(kStep, done * kStep / total) : 0;
        if (h_.progress && !h_.progress(stage_ * kStep + inner, total_, stage)) {
            stopped_ = true;
            return false;
        }
        return true;
    }
    bool next(const QString& stage)
    {
        ++stage_;
        return at(0, 1, stage);
    }
    StepProgress inner(const QString& stage)
    {
        return [this, stage](qint64 done, qint64 total) { return at(done, total, stage); };
    }

private:
    const ReportHooks& h_;
    qint64 total_;
    qint64 stage_ = -1;
    bool stopped_ = false;
};

QString anomaliesText(const analysis::ColumnProfile& c)
{
    QStringList parts;
    for (const analysis::Anomaly& a : c.anomalies)
        parts << QStringLiteral("%1 %2").arg(
            analysis::anomalyName(a.kind),
            analysis::countText(analysis::anomalyEstimate(c, a), QLocale::c()));
    return parts.join(QStringLiteral("; "));
}

QString formatMixText(const analysis::ColumnProfile& c)
{
    QStringList parts;
    const qint64 nonNull = std::max<qint64>(1, c.nonNull());
    for (const auto& [name, count] : mergedFormatCounts(c)) {
        if (c.design.isSample()) { // an estimate with its interval, never as if exact
            parts << QStringLiteral("%1 %2").arg(
                name, analysis::shareText(analysis::estimateShare(c.design, count, c.nonNull()), 1,
                                          QLocale::c()));
            continue;
        }
        parts << QStringLiteral("%1 %2 %").arg(name).arg(QString::number(
            100.0 * double(count) / double(nonNull), 'f', count == nonNull ? 0 : 1));
    }
    return parts.join(QStringLiteral(" · "));
}

ReportTable columnsTable(const analysis::TableProfile& p, const db::TableInfo* info)
{
    ReportTable t;
    t.id = QStringLiteral("columns");
    t.caption = tr("ID and time columns");
    t.columns = {{"column", tr("Column"), ValueKind::Text},
                 {"declared_type", tr("Type"), ValueKind::Text},
                 {"primary_key", tr("Key"), ValueKind::Bool},
                 {"role", tr("Role"), ValueKind::Text},
                 {"format", tr("Format"), ValueKind::Text},
                 {"format_mix", tr("Format mix"), ValueKind::Text},
                 {"min_time", tr("Earliest"), ValueKind::Text},
                 {"max_time", tr("Latest"), ValueKind::Text},
                 {"rows_seen", tr("Rows read"), ValueKind::Integer},
                 {"nulls", tr("NULL"), ValueKind::Integer},
                 {"anomalies", tr("Anomalies"), ValueKind::Text}};
    for (const analysis::ColumnProfile& c : p.columns) {
        if (!c.dominant ||
            (c.role != analysis::ColumnRole::Id && c.role != analysis::ColumnRole::Time))
            continue;
        t.rows.append({c.column, c.declaredType, yesNo(isKeyColumn(c, info)),
                       analysis::roleName(c.role), formatName(*c.dominant), formatMixText(c),
                       profileTimeText(c.minTime, c.precision),
                       profileTimeText(c.maxTime, c.precision), QString::number(c.rowsSeen),
                       QString::number(c.nulls), anomaliesText(c)});
    }
    return t;
}

ReportTable anomaliesTable(const analysis::TableProfile& p)
{
    ReportTable t;
    t.id = QStringLiteral("anomalies");
    t.caption = tr("Anomalies");
    t.columns = {{"column", tr("Column"), ValueKind::Text},
                 {"kind", tr("Kind"), ValueKind::Text},
                 {"count", tr("Count"), ValueKind::Integer},
                 {"detail", tr("Detail"), ValueKind::Text},
                 {"example_rowids", tr("Example rowids"), ValueKind::Text}};
    // A sample's counts are what it saw; the estimate for the whole table stands beside them.
    const bool sampled = p.design.isSample();
    if (sampled)
        t.columns.insert(3, {"estimate", tr("Estimated in the table"), ValueKind::Text});
    for (const analysis::ColumnProfile& c : p.columns) {
        for (const analysis::Anomaly& a : c.anomalies) {
            QStringList ids;
            for (qint64 r : a.exampleRowids)
                ids << QString::number(r);
            QString detail = analysis::anomalyDescription(a.kind);
            if (!a.detail.isEmpty())
                detail += QStringLiteral(" (") + a.detail + u')';
            t.rows.append({c.column, analysis::anomalyName(a.kind), QString::number(a.count),
                           detail, ids.join(QStringLiteral(", "))});
            if (sampled)
                t.rows.last().insert(
                    3, analysis::countText(analysis::anomalyEstimate(c, a), QLocale::c()));
        }
    }
    return t;
}

QString durationText(qint64 ms)
{
    if (ms % 86400000 == 0)
        return tr("%1 d").arg(groupedNumber(ms / 86400000));
    if (ms % 3600000 == 0)
        return tr("%1 h").arg(ms / 3600000);
    if (ms % 60000 == 0)
        return tr("%1 min").arg(ms / 60000);
    if (ms % 1000 == 0)
        return tr("%1 s").arg(ms / 1000);
    return tr("%1 ms").arg(ms);
}

// The column whose instants the table's histogram shows: the main ID column, else the first
// ID or time column that carries an instant.
const analysis::ColumnProfile* histogramColumn(const db::TableInfo& info,
                                               const analysis::TableProfile& p)
{
    const QString main = analysis::mainIdColumn(info, &p);
    const analysis::ColumnProfile* pick = nullptr;
    for (const analysis::ColumnProfile& c : p.columns) {
        if (!c.dominant || !carriesInstant(*c.dominant) || !c.minTime || !c.maxTime)
            continue;
        if (c.column == main)
            return &c;
        if (!pick)
            pick = &c;
    }
    return pick;
}

std::optional<ReportChart> histogramChart(db::Connection& c, const db::TableInfo& info,
                                          const analysis::ColumnProfile& col,
                                          const DatabaseReportOptions& o, const StepProgress& step,
                                          QString* note)
{
    const analysis::InstantHistogram h =
        analysis::histogramOfColumn(c, info, col.column, *col.dominant, *col.minTime, *col.maxTime,
                                    false, step, o.histogramSampleRows, int(col.dominantProfile));
    if (!h.cancelled && !h.error.isEmpty())
        *note = tr("Error: the histogram of %1 cannot be read: %2").arg(col.column, h.error);
    if (h.cancelled || !h.error.isEmpty() || h.binWidthMs <= 0)
        return std::nullopt;
    ReportChart ch;
    ch.id = QStringLiteral("histogram");
    ch.title = tr("When the %1 values were minted").arg(col.column);
    ch.kind = ReportChart::Kind::Bars;
    ch.xTitle = tr("Instant (UTC)");
    ch.yTitle = tr("Rows");
    for (int i = 0; i < h.counts.size(); ++i)
        ch.bars.append({analysis::binRangeText(h, i), double(h.counts[i])});
    for (const analysis::HistogramTick& t : analysis::histogramTicks(h, 8))
        ch.xTicks.append({double(t.bin), t.label});
    *note =
        tr("Histogram of %1 of %2 rows read (%3 NULL, %4 not %5); each bar spans %6.")
            .arg(groupedNumber(h.binned()), groupedNumber(h.rowsRead), groupedNumber(h.nulls),
                 groupedNumber(h.undecoded), formatName(*col.dominant), durationText(h.binWidthMs));
    return ch;
}

QString rowsText(const analysis::TableProfile& p)
{
    const qint64 rows = std::max(p.estimatedRows, p.rows);
    QString s = p.rowsExact ? tr("%1 rows").arg(groupedNumber(p.estimatedRows))
                            : tr("about %1 rows").arg(groupedNumber(rows));
    if (p.withoutRowid)
        s += tr(" · WITHOUT ROWID");
    const bool all = p.complete || (p.rowsExact && !p.cancelled && p.rows >= p.estimatedRows);
    s += all ? tr(" · every row read")
             : (p.cancelled ? tr(" · stopped after %1 rows").arg(groupedNumber(p.rows))
                            : tr(" · a uniform sample of %1 rows: shares and counts are "
                                 "estimates with 95 % intervals")
                                  .arg(groupedNumber(p.rows)));
    return s;
}

QString storedText(const QVariant& v)
{
    if (v.isNull())
        return QStringLiteral("NULL");
    if (v.typeId() == QMetaType::QByteArray)
        return QStringLiteral("x'") + QString::fromLatin1(v.toByteArray().toHex()) + u'\'';
    return v.toString();
}

void addAsOf(db::Connection& c, const db::Schema& schema, const DatabaseReportOptions& o,
             Steps& steps, ReportDocument& doc)
{
    ReportSection s;
    s.id = QStringLiteral("asof");
    s.heading = tr("State as of %1").arg(toRfc3339(*o.scope.asOf, Precision::Millisecond));
    const QList<analysis::VersionTableCandidate> found = analysis::detectVersionTables(c, schema);
    const analysis::VersionTableCandidate* pick = nullptr;
    for (const analysis::VersionTableCandidate& cand : found) {
        if (o.scope.versionsTable.isEmpty() ||
            cand.mapping.table.compare(o.scope.versionsTable, Qt::CaseInsensitive) == 0) {
            pick = &cand;
            break;
        }
    }
    if (!pick) {
        s.paragraphs << (o.scope.versionsTable.isEmpty()
                             ? tr("The database has no version table (entity key, version "
                                  "number, change instant).")
                             : tr("%1 does not look like a version table (entity key, version "
                                  "number, change instant).")
                                   .arg(o.scope.versionsTable));
        doc.sections.append(s);
        return;
    }
    const analysis::VersionTableMapping& m = pick->mapping;
    s.subject = m.table;
    const analysis::AsOfState st =
        analysis::stateAt(c, schema, m, *o.scope.asOf, steps.inner(tr("State as of")));
    if (st.cancelled || steps.stopped())
        return;
    if (!st.error.isEmpty()) {
        s.paragraphs << tr("Cannot read %1: %2").arg(m.table, st.error);
        doc.sections.append(s);
        return;
    }
    s.facts = {
        {"versions_table", tr("Version table"), m.table, ValueKind::Text},
        {"at", tr("As of"), toRfc3339(st.at, Precision::Millisecond), ValueKind::Text},
        {"entities", tr("Live entities"), QString::number(st.rows.size()), ValueKind::Integer},
        {"deleted", tr("Deleted entities"), QString::number(st.deleted), ValueKind::Integer},
        {"used_index", tr("Index used"), yesNo(st.usedIndex), ValueKind::Bool}};
    if (!st.indexAdvice.isEmpty())
        s.paragraphs << tr("Without the index on (key, instant, version) this took a full pass; "
                           "to make it fast, run in a writable copy: %1")
                            .arg(st.indexAdvice);
    ReportTable t;
    t.id = QStringLiteral("state");
    t.caption = tr("Entities as of %1").arg(toRfc3339(st.at, Precision::Second));
    if (!m.entityType.isEmpty())
        t.columns.append({"entity_type", tr("Type"), ValueKind::Text});
    t.columns.append({"entity_id", tr("Entity"), ValueKind::Text});
    t.columns.append({"version_number", tr("Version"), ValueKind::Integer});
    t.columns.append({"changed_at", tr("Changed at"), ValueKind::Text});
    t.columns.append({"data", tr("Data"), ValueKind::Text});
    for (qsizetype i = 0; i < st.rows.size() && i < o.maxRows; ++i) {
        const analysis::AsOfRow& r = st.rows[i];
        // The type has its own column: the entity column shows the further key columns and
        // the ID (a key (entity_type, entity_id) shows entity_id alone).
        const analysis::EntityIdentity e = analysis::splitKey(m, r.entityType, r.key());
        QStringList key, data;
        for (const auto& further : e.further)
            key << storedText(further.second);
        key << storedText(e.id);
        for (const QVariant& p : r.payload())
            data << storedText(p);
        QStringList row;
        if (!m.entityType.isEmpty())
            row << r.entityType;
        row << key.join(u'/') << QString::number(r.versionNumber)
            << toRfc3339(r.changedAt, Precision::Millisecond) << data.join(QStringLiteral(" · "));
        t.rows.append(row);
    }
    t.totalRows = st.rows.size();
    if (t.capped())
        s.notes << cappedNote(t.rows.size(), t.totalRows, tr("entities"));
    s.tables.append(t);
    doc.sections.append(s);

    QByteArray json;
    JsonWriter w(json);
    writeAsOfJson(w, m, st, o.maxRows);
    doc.jsonFields.append({"asof", json});
}

} // namespace

ReportScope ReportScope::table(const QString& t)
{
    ReportScope s;
    s.overview = false;
    s.tableNames = {t};
    return s;
}

ReportScope ReportScope::localityOf(const ColumnRef& c)
{
    ReportScope s;
    s.overview = false;
    s.tables = false;
    s.locality = {c};
    return s;
}

ReportScope ReportScope::gapsOf(const ColumnRef& c)
{
    ReportScope s;
    s.overview = false;
    s.tables = false;
    s.gaps = {c};
    return s;
}

ReportScope ReportScope::asOfAt(const Instant& at, const QString& versionsTable)
{
    ReportScope s;
    s.overview = false;
    s.tables = false;
    s.asOf = at;
    s.versionsTable = versionsTable;
    return s;
}

ReportDocument buildDatabaseReport(db::Connection& c, const DatabaseReportOptions& o,
                                   const ReportHooks& hooks, ReportStatus* status)
{
    ReportStatus dummy;
    ReportStatus& st = status ? *status : dummy;
    const db::OpenInfo& info = c.info();
    ReportDocument doc;
    doc.kind = QStringLiteral("database");
    doc.title = o.title.isEmpty() ? tr("Database report: %1").arg(QFileInfo(info.path).fileName())
                                  : o.title;
    doc.generatedAt =
        o.generatedAt.isEmpty()
            ? toRfc3339(Instant::fromUnixMs(QDateTime::currentMSecsSinceEpoch()), Precision::Second)
            : o.generatedAt;
    doc.idscopeVersion = QStringLiteral(IDSCOPE_VERSION);
    doc.csvTable = QStringLiteral("columns");

    db::Schema schema = db::readSchema(c);
    if (!schema.error.isEmpty()) {
        st.error = tr("cannot read the schema of %1: %2").arg(info.path, schema.error);
        ReportSection s;
        s.id = QStringLiteral("error");
        s.heading = tr("Error");
        s.paragraphs << st.error;
        doc.sections.append(s);
        return doc;
    }
    db::fillRowEstimates(c, schema);

    // Which tables: the named ones (tables or views), else every table.
    QList<const db::TableInfo*> tables;
    if (o.scope.tableNames.isEmpty()) {
        for (const db::TableInfo& t : schema.tables) {
            if (t.kind == db::TableInfo::Kind::Table)
                tables.append(&t);
        }
    } else {
        for (const QString& name : o.scope.tableNames) {
            if (const db::TableInfo* t = schema.table(name))
                tables.append(t);
            else
                st.error = tr("%1 has no table or view named '%2'").arg(info.path, name);
        }
        if (!st.error.isEmpty())
            return doc;
    }
    const bool profileTables = o.scope.tables || o.scope.overview;
    const qint64 stages =
        (profileTables ? tables.size() * (o.histograms && o.scope.tables ? 2 : 1) : 0) +
        o.scope.locality.size() + o.scope.gaps.size() + (o.scope.asOf ? 1 : 0);
    Steps steps(hooks, stages);

    if (o.scope.overview) {
        ReportSection s;
        s.id = QStringLiteral("database");
        s.subject = QFileInfo(info.path).fileName();
        s.heading = tr("Database");
        s.facts = {
            {"database", tr("File"), info.path, ValueKind::Text},
            {"file_size", tr("Size (bytes)"), QString::number(info.fileSize), ValueKind::Integer},
            {"sqlite_version", tr("SQLite version"), info.sqliteVersion, ValueKind::Text},
            {"page_size", tr("Page size"), QString::number(info.pageSize), ValueKind::Integer},
            {"page_count", tr("Pages"), QString::number(info.pageCount), ValueKind::Integer},
            {"journal_mode", tr("Journal mode"), info.journalMode, ValueKind::Text},
            {"tables", tr("Tables"), QString::number(tables.size()), ValueKind::Integer}};
        if (!info.notice.isEmpty())
            s.notes << info.notice;
        doc.sections.append(s);
        auto text = [](const QString& v) {
            QByteArray b;
            JsonWriter(b).value(v);
            return b;
        };
        doc.jsonFields.append({"database", text(info.path)});
        doc.jsonFields.append({"sqlite_version", text(info.sqliteVersion)});
        doc.jsonFields.append({"file_size", QByteArray::number(info.fileSize)});
        doc.jsonFields.append({"page_size", QByteArray::number(info.pageSize)});
        doc.jsonFields.append({"journal_mode", text(info.journalMode)});
    }

    // Profiles: the session's when given, else a sample (or full scan) per table.
    QList<analysis::TableProfile> profiles;
    if (profileTables) {
        for (const db::TableInfo* t : std::as_const(tables)) {
            if (!steps.next(tr("Profiling %1").arg(t->name)))
                break;
            if (const auto it = o.profiles.constFind(t->name); it != o.profiles.cend()) {
                profiles.append(*it);
                continue;
            }
            analysis::ProfileOptions po;
            po.full = o.full;
            po.sampleSize = o.sampleSize;
            po.nowMs = o.nowMs;
            const StepProgress inner = steps.inner(tr("Profiling %1").arg(t->name));
            po.progress = [&inner](qint64 done, qint64 total) { return inner(done, total); };
            profiles.append(analysis::profileTable(c, schema, t->name, po));
            if (profiles.last().cancelled)
                break;
        }
    }

    if (o.scope.overview && !steps.stopped()) {
        ReportTable t;
        t.id = QStringLiteral("tables");
        t.caption = tr("Tables");
        t.columns = {{"name", tr("Table"), ValueKind::Text},
                     {"rows", tr("Rows"), ValueKind::Integer},
                     {"rows_exact", tr("Exact"), ValueKind::Bool},
                     {"without_rowid", tr("WITHOUT ROWID"), ValueKind::Bool},
                     {"columns", tr("Columns"), ValueKind::Integer},
                     {"id_columns", tr("ID columns"), ValueKind::Integer},
                     {"time_columns", tr("Time columns"), ValueKind::Integer}};
        for (const analysis::TableProfile& p : std::as_const(profiles)) {
            qint64 ids = 0, times = 0;
            for (const analysis::ColumnProfile& cp : p.columns) {
                ids += cp.dominant && cp.role == analysis::ColumnRole::Id;
                times += cp.dominant && cp.role == analysis::ColumnRole::Time;
            }
            t.rows.append(
                {p.table,
                 QString::number(p.estimatedRows > 0 || p.rowsExact ? p.estimatedRows : p.rows),
                 yesNo(p.rowsExact), yesNo(p.withoutRowid), QString::number(p.columns.size()),
                 QString::number(ids), QString::number(times)});
        }
        doc.sections.first().tables.append(t);
    }

    if (o.scope.tables) {
        for (const analysis::TableProfile& p : std::as_const(profiles)) {
            if (steps.stopped())
                break;
            const db::TableInfo* info2 = schema.table(p.table);
            ReportSection s;
            s.id = QStringLiteral("table");
            s.subject = p.table;
            s.heading = tr("Table %1").arg(p.table);
            s.paragraphs << rowsText(p);
            if (!p.error.isEmpty())
                s.paragraphs << tr("Error: %1").arg(p.error);
            QStringList others;
            for (const analysis::ColumnProfile& cp : p.columns) {
                if (!cp.dominant ||
                    (cp.role != analysis::ColumnRole::Id && cp.role != analysis::ColumnRole::Time))
                    others << cp.column;
            }
            if (!others.isEmpty())
                s.paragraphs << tr("Other columns: %1.").arg(others.join(QStringLiteral(", ")));
            s.tables.append(columnsTable(p, info2));
            const ReportTable an = anomaliesTable(p);
            if (!an.rows.isEmpty())
                s.tables.append(an);
            if (o.histograms && info2) {
                if (!steps.next(tr("Histogram of %1").arg(p.table)))
                    break;
                if (const analysis::ColumnProfile* hc = histogramColumn(*info2, p)) {
                    QString note;
                    if (auto ch = histogramChart(c, *info2, *hc, o,
                                                 steps.inner(tr("Histogram of %1").arg(p.table)),
                                                 &note)) {
                        s.charts.append(*ch);
                        s.notes << note;
                    } else if (!note.isEmpty()) {
                        s.paragraphs << note;
                    }
                }
            }
            doc.sections.append(s);
        }
    }
    if (profileTables) {
        QByteArray json;
        JsonWriter w(json);
        w.beginArray();
        for (const analysis::TableProfile& p : std::as_const(profiles))
            writeTableProfileJson(w, p, schema.table(p.table));
        w.endArray();
        doc.jsonFields.append({"tables", json});
    }

    auto analysisJson = [&](const QList<ColumnRef>& cols, const char* key, bool gaps) {
        if (cols.isEmpty() || steps.stopped())
            return;
        QByteArray json;
        JsonWriter w(json);
        w.beginArray();
        for (const ColumnRef& col : cols) {
            const QString stage =
                (gaps ? tr("Cursor gaps of %1") : tr("Locality of %1"))
                    .arg(col.column.isEmpty() ? col.table : col.table + u'.' + col.column);
            if (!steps.next(stage))
                break;
            const bool ok =
                gaps ? appendGapsSection(c, schema, col, o, steps.inner(stage), doc, w)
                     : appendLocalitySection(c, schema, col, o, steps.inner(stage), doc, w);
            if (!ok)
                break;
        }
        w.endArray();
        doc.jsonFields.append({QByteArray(key), json});
    };
    analysisJson(o.scope.locality, "locality", false);
    analysisJson(o.scope.gaps, "gaps", true);

    if (o.scope.asOf && !steps.stopped() && steps.next(tr("State as of")))
        addAsOf(c, schema, o, steps, doc);

    if (steps.stopped()) {
        st.cancelled = true;
        ReportSection s;
        s.id = QStringLiteral("cancelled");
        s.heading = tr("Stopped");
        s.paragraphs << tr("The report was cancelled before it was complete.");
        doc.sections.append(s);
    }
    return doc;
}

} // namespace idscope::report
