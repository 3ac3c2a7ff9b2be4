#include "report/json/contract.h"

#include "analysis/versionrows.h"
#include "report/json/jsonwriter.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>

namespace idscope::report {

namespace {

QString storageKey(int sc)
{
    static const char* const kNames[] = {"null", "integer", "real", "text", "blob"};
    return QString::fromLatin1(kNames[sc]);
}

void writeColumnJson(JsonWriter& w, const analysis::ColumnProfile& c, const db::TableInfo* info)
{
    w.beginObject();
    w.key("name").value(c.column);
    w.key("declared_type").value(c.declaredType);
    w.key("primary_key").value(isKeyColumn(c, info));
    w.key("format");
    if (c.dominant)
        w.value(formatName(*c.dominant));
    else
        w.null();
    w.key("format_counts").beginObject();
    for (const auto& fc : mergedFormatCounts(c))
        w.key(QStringView(fc.first)).value(fc.second);
    w.endObject();
    const Precision shown = profileTimePrecision(c);
    w.key("min_time");
    c.minTime ? w.value(profileTimeText(c.minTime, shown)) : w.null();
    w.key("max_time");
    c.maxTime ? w.value(profileTimeText(c.maxTime, shown)) : w.null();
    w.key("time_format");
    c.timeFormat ? w.value(formatName(*c.timeFormat)) : w.null();
    w.key("anomalies").beginArray();
    for (const analysis::Anomaly& a : c.anomalies) {
        w.beginObject();
        w.key("kind").value(analysis::anomalyName(a.kind));
        w.key("count").value(a.count);
        // The count in the whole table: scaled from a sample with its 95 % interval, or the
        // count itself after every row was read.
        const analysis::CountEstimate e = analysis::anomalyEstimate(c, a);
        w.key("estimate").value(e.value);
        w.key("estimate_low").value(e.low);
        w.key("estimate_high").value(e.high);
        w.key("example_rowids").beginArray();
        for (qint64 r : a.exampleRowids)
            w.value(r);
        w.endArray();
        w.key("detail").value(a.detail);
        w.endObject();
    }
    w.endArray();
    // Fields beyond the profile's core ones (inspect --json writes this same object).
    w.key("role").value(analysis::roleName(c.role));
    w.key("share").value(c.dominantShare);
    const analysis::ShareEstimate dominant = analysis::dominantShareEstimate(c);
    w.key("share_low").value(dominant.low);
    w.key("share_high").value(dominant.high);
    w.key("format_shares").beginObject();
    for (const analysis::FormatShare& f : analysis::formatShares(c)) {
        w.key(QStringView(formatName(f.format))).beginObject();
        w.key("share").value(f.share.share);
        w.key("low").value(f.share.low);
        w.key("high").value(f.share.high);
        w.endObject();
    }
    w.endObject();
    w.key("profile").value(int(c.dominantProfile));
    w.key("runner_up");
    c.runnerUp ? w.value(formatName(*c.runnerUp)) : w.null();
    w.key("choice_reason").value(c.choiceReason);
    w.key("inherited_from");
    c.inheritedFrom.isEmpty() ? w.null() : w.value(c.inheritedFrom);
    w.key("precision");
    c.dominant&& c.precision != Precision::None ? w.value(precisionName(c.precision)) : w.null();
    // UUIDv7 columns: what rand_a holds ("fraction": precision is 1/4096 ms), else null.
    w.key("v7_rand_a");
    c.v7RandA != analysis::V7RandA::Unknown ? w.value(analysis::v7RandAName(c.v7RandA)) : w.null();
    w.key("v7_counter_bits");
    c.v7RandA == analysis::V7RandA::Counter ? w.value(c.v7CounterBits) : w.null();
    w.key("sampled").value(c.sampled);
    w.key("rows_seen").value(c.rowsSeen);
    w.key("nulls").value(c.nulls);
    w.key("storage").beginObject();
    for (int sc = 0; sc < 5; ++sc)
        w.key(QStringView(storageKey(sc))).value(c.storage[std::size_t(sc)]);
    w.endObject();
    w.key("time_column");
    c.timeColumn.isEmpty() ? w.null() : w.value(c.timeColumn);
    w.key("time_agreement");
    c.timeAgreement >= 0 ? w.value(c.timeAgreement) : w.null();
    w.key("avg_stored_bytes").value(c.avgStoredBytes);
    w.key("index_count").value(c.indexCount);
    w.key("other_representation");
    c.otherRepresentation.isEmpty() ? w.null() : w.value(c.otherRepresentation);
    w.key("other_representation_saving").value(c.otherRepresentationSaving);
    w.key("densest_tick");
    if (c.densestTick) {
        w.beginObject();
        // At the tick it counts (a fraction column's ticks are still whole milliseconds).
        const Precision tick = c.densestTickPrecision != Precision::None
                                   ? std::min(shown, c.densestTickPrecision)
                                   : shown;
        w.key("time").value(profileTimeText(c.densestTick, tick));
        w.key("count").value(c.densestTickCount);
        w.endObject();
    } else {
        w.null();
    }
    w.key("densest_second_count").value(c.densestSecondCount);
    w.key("random_bits").value(c.randomBits);
    w.key("counter_bits").value(c.counterBits);
    w.key("collision_probability_per_second").value(c.collisionProbabilityPerSecond);
    w.key("collision_probability_per_year").value(c.collisionProbabilityPerYear);
    w.key("disclosure");
    c.disclosure.isEmpty() ? w.null() : w.value(c.disclosure);
    w.endObject();
}

} // namespace

QList<QPair<QString, qint64>> mergedFormatCounts(const analysis::ColumnProfile& c)
{
    QList<QPair<QString, qint64>> out;
    for (const analysis::FormatCount& fc : c.formats) {
        const QString name = formatName(fc.format);
        bool found = false;
        for (auto& o : out) {
            if (o.first == name) {
                o.second += fc.count;
                found = true;
            }
        }
        if (!found)
            out.append({name, fc.count});
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    return out;
}

Precision profileTimePrecision(const analysis::ColumnProfile& c)
{
    const Precision column = c.precision != Precision::None ? c.precision
                             : c.timeFormat                 ? formatInfo(*c.timeFormat).precision
                                                            : Precision::Second;
    if (column <= Precision::Millisecond)
        return column; // an ID's milliseconds are its own: "….000Z" stays
    QList<Instant> ends;
    for (const auto& t : {c.minTime, c.maxTime})
        if (t)
            ends.append(*t);
    // coarsestExactPrecision() answers at most microseconds: finer columns keep their own.
    const Precision needed = analysis::coarsestExactPrecision(ends);
    return needed == Precision::Microsecond ? column : Precision::Millisecond;
}

QString profileTimeText(const std::optional<Instant>& t, Precision p)
{
    return t ? toRfc3339(*t, p == Precision::None ? Precision::Second : p) : QString();
}

bool isKeyColumn(const analysis::ColumnProfile& c, const db::TableInfo* info)
{
    const db::ColumnInfo* ci = info ? info->column(c.column) : nullptr;
    return ci && (ci->primaryKeyOrder > 0 ||
                  c.column.compare(info->rowidAlias, Qt::CaseInsensitive) == 0);
}

void writeSourceJson(JsonWriter& w, const db::SourceInfo& source)
{
    w.key("database").value(source.location);
    const bool server = source.engine != db::Engine::Sqlite;
    w.key("sqlite_version");
    server ? w.null() : w.value(source.version);
    if (server) {
        w.key("server").beginObject();
        w.key("engine").value(QStringLiteral("postgresql"));
        w.key("version").value(source.version);
        w.key("host").value(source.host);
        w.key("database").value(source.database);
        w.key("user").value(source.user);
        w.endObject();
    }
}

void beginInspectJson(JsonWriter& w, const db::SourceInfo& source, bool full)
{
    w.beginObject();
    writeSourceJson(w, source);
    w.key("notice");
    source.notice.isEmpty() ? w.null() : w.value(source.notice);
    w.key("full").value(full);
    w.key("tables").beginArray();
}

void endInspectJson(JsonWriter& w)
{
    w.endArray();
    w.endObject();
}

void writeTableProfileJson(JsonWriter& w, const analysis::TableProfile& t,
                           const db::TableInfo* info)
{
    w.beginObject();
    w.key("name").value(t.table);
    w.key("rows").value(t.estimatedRows > 0 || t.rowsExact ? t.estimatedRows : t.rows);
    w.key("without_rowid").value(t.withoutRowid);
    w.key("kind").value(info && info->kind == db::TableInfo::Kind::View
                            ? QStringLiteral("view")
                            : (info && info->kind == db::TableInfo::Kind::Virtual
                                   ? QStringLiteral("virtual")
                                   : QStringLiteral("table")));
    w.key("rows_exact").value(t.rowsExact);
    w.key("rows_read").value(t.rows);
    w.key("sampled").value(!t.complete);
    w.key("sample_rows").value(t.design.drawn);
    w.key("effective_sample_rows").value(t.design.effective);
    w.key("cancelled").value(t.cancelled);
    w.key("error");
    t.error.isEmpty() ? w.null() : w.value(t.error);
    w.key("columns").beginArray();
    for (const analysis::ColumnProfile& c : t.columns)
        writeColumnJson(w, c, info);
    w.endArray();
    w.endObject();
}

void writeStoredValue(JsonWriter& w, const QVariant& v, bool embedJson)
{
    switch (v.typeId()) {
    case QMetaType::UnknownType:
        w.null();
        return;
    case QMetaType::LongLong:
    case QMetaType::Int:
        w.value(qint64(v.toLongLong()));
        return;
    case QMetaType::Double:
        w.value(v.toDouble());
        return;
    case QMetaType::Bool:
        w.value(v.toBool());
        return;
    case QMetaType::QByteArray:
        w.value(QString::fromLatin1("x'" + v.toByteArray().toHex() + "'"));
        return;
    case QMetaType::QVariantMap: { // a JSON object value (history and diff field changes)
        const QVariantMap m = v.toMap();
        w.beginObject();
        for (auto it = m.cbegin(); it != m.cend(); ++it) {
            w.key(QStringView(it.key()));
            writeStoredValue(w, it.value(), false);
        }
        w.endObject();
        return;
    }
    case QMetaType::QVariantList: {
        w.beginArray();
        for (const QVariant& e : v.toList())
            writeStoredValue(w, e, false);
        w.endArray();
        return;
    }
    default:
        break;
    }
    const QString s = v.toString();
    if (embedJson && (s.startsWith(u'{') || s.startsWith(u'['))) {
        QJsonParseError e{};
        const QByteArray utf8 = s.toUtf8();
        QJsonDocument::fromJson(utf8, &e);
        if (e.error == QJsonParseError::NoError) {
            w.rawJson(utf8View(utf8));
            return;
        }
    }
    w.value(s);
}

} // namespace idscope::report
