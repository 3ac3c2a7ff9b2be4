#include "report/json/asofjson.h"

#include "report/json/contract.h"
#include "report/json/jsonwriter.h"

namespace idscope::report {

namespace {

QString changeKind(analysis::FieldChange::Kind k)
{
    switch (k) {
    case analysis::FieldChange::Kind::Added:
        return QStringLiteral("added");
    case analysis::FieldChange::Kind::Removed:
        return QStringLiteral("removed");
    case analysis::FieldChange::Kind::Changed:
        break;
    }
    return QStringLiteral("changed");
}

void writeChanges(JsonWriter& w, const QList<analysis::FieldChange>& changes)
{
    w.key("changes").beginArray();
    for (const analysis::FieldChange& c : changes) {
        w.beginObject();
        w.key("kind").value(changeKind(c.kind));
        w.key("column").value(c.column);
        w.key("field").value(c.key);
        w.key("old");
        writeStoredValue(w, c.oldValue, false);
        w.key("new");
        writeStoredValue(w, c.newValue, false);
        w.endObject();
    }
    w.endArray();
}

void writeHistoryVersion(JsonWriter& w, const analysis::VersionTableMapping& m,
                         const analysis::HistoryVersion& v)
{
    w.beginObject();
    w.key("version_number").value(v.versionNumber);
    w.key("changed_at");
    if (v.instant)
        w.value(toRfc3339(*v.instant, Precision::Millisecond));
    else
        writeStoredValue(w, v.changedAt, false);
    w.key("author");
    writeStoredValue(w, v.author, false);
    w.key("deleted").value(v.deleted);
    w.key("time_went_back").value(bool(v.flags & analysis::FlagTimeWentBack));
    w.key("id_instant_mismatch").value(bool(v.flags & analysis::FlagIdInstantMismatch));
    writePayloadJson(w, m, v.payload);
    writeChanges(w, v.changes);
    w.endObject();
}

void writeEntityChange(JsonWriter& w, const analysis::VersionTableMapping& m,
                       const analysis::EntityChange& e, bool withChanges)
{
    w.beginObject();
    writeEntityIdentityJson(w, analysis::splitIdentity(m, e.entityKey));
    // The version that made the change (a deletion's own row, not the last live one).
    w.key("version_number");
    e.versionNumber >= 0 ? w.value(e.versionNumber) : w.null();
    w.key("changed_at");
    e.changedAt ? w.value(toRfc3339(*e.changedAt, Precision::Millisecond)) : w.null();
    if (withChanges)
        writeChanges(w, e.changes);
    w.endObject();
}

} // namespace

void writeEntityHistoryJson(JsonWriter& w, const analysis::VersionTableMapping& m,
                            const analysis::EntityHistory& h,
                            const std::function<void()>& itemWritten)
{
    w.beginObject();
    w.key("versions_table").value(m.table);
    writeEntityIdentityJson(w, analysis::splitIdentity(m, h.entityKey));
    w.key("versions").beginArray();
    for (const analysis::HistoryVersion& v : h.versions) {
        writeHistoryVersion(w, m, v);
        if (itemWritten)
            itemWritten();
    }
    w.endArray();
    w.endObject();
}

void writeInstantDiffJson(JsonWriter& w, const analysis::VersionTableMapping& m,
                          const analysis::InstantDiff& d, const std::function<void()>& itemWritten)
{
    const QList<QPair<const char*, const QList<analysis::EntityChange>*>> groups{
        {"created", &d.created}, {"changed", &d.changed}, {"deleted", &d.deleted}};
    w.beginObject();
    w.key("versions_table").value(m.table);
    w.key("from").value(toRfc3339(d.from, Precision::Millisecond));
    w.key("to").value(toRfc3339(d.to, Precision::Millisecond));
    for (const auto& [name, list] : groups) {
        w.key(name).beginArray();
        for (const analysis::EntityChange& e : *list) {
            writeEntityChange(w, m, e, list == &d.changed);
            if (itemWritten)
                itemWritten();
        }
        w.endArray();
    }
    w.key("same_data").value(d.sameData);
    w.endObject();
}

void writeEntityIdentityJson(JsonWriter& w, const analysis::EntityIdentity& e)
{
    w.key("entity_type");
    writeStoredValue(w, e.type, false);
    w.key("entity_id");
    writeStoredValue(w, e.id, false);
    if (e.further.isEmpty())
        return;
    w.key("key").beginObject();
    for (const auto& [column, value] : e.further) {
        w.key(QStringView(column));
        writeStoredValue(w, value, false);
    }
    w.endObject();
}

void writePayloadJson(JsonWriter& w, const analysis::VersionTableMapping& m,
                      const QVariantList& payload)
{
    w.key("data");
    if (payload.size() == 1) {
        writeStoredValue(w, payload.first(), true);
        return;
    }
    w.beginObject();
    for (qsizetype i = 0; i < payload.size() && i < m.payload.size(); ++i) {
        w.key(QStringView(m.payload[i]));
        writeStoredValue(w, payload[i], true);
    }
    w.endObject();
}

void writeAsOfJson(JsonWriter& w, const analysis::VersionTableMapping& m,
                   const analysis::AsOfState& s, qsizetype maxRows,
                   const std::function<void()>& itemWritten, qint64 entities)
{
    if (entities < 0)
        entities = s.rows.size();
    w.beginObject();
    w.key("at").value(toRfc3339(s.at, Precision::Millisecond));
    w.key("versions_table").value(m.table);
    w.key("entities").value(entities);
    w.key("deleted").value(s.deleted);
    w.key("used_index").value(s.usedIndex);
    if (!s.indexAdvice.isEmpty())
        w.key("index_advice").value(s.indexAdvice);
    w.key("state_truncated").value(entities > maxRows);
    w.key("state").beginArray();
    for (qsizetype i = 0; i < s.rows.size() && i < maxRows; ++i) {
        const analysis::AsOfRow& r = s.rows[i];
        w.beginObject();
        writeEntityIdentityJson(w, analysis::splitKey(m, r.entityType, r.key()));
        w.key("version_number").value(r.versionNumber);
        w.key("changed_at").value(toRfc3339(r.changedAt, Precision::Millisecond));
        writePayloadJson(w, m, r.payload());
        w.endObject();
        if (itemWritten)
            itemWritten();
    }
    w.endArray();
    w.endObject();
}

} // namespace idscope::report
