// JSON: the command line's fields when the builder supplied their writer, else the sections
// rendered generically. Integers are written from their exact text.
#include "report/reportwriters.h"

#include "report/json/jsonwriter.h"

#include <QRegularExpression>

namespace idscope::report {

namespace {

bool isJsonNumber(const QString& s)
{
    static const QRegularExpression re(
        QStringLiteral("^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"));
    return re.match(s).hasMatch();
}

void typed(JsonWriter& w, const QString& v, ValueKind k)
{
    if (v.isEmpty() && k != ValueKind::Text) {
        w.null();
        return;
    }
    switch (k) {
    case ValueKind::Integer:
    case ValueKind::Count:
    case ValueKind::Real:
    case ValueKind::DurationMs:
        if (isJsonNumber(v)) {
            w.rawNumber(utf8View(v.toLatin1()));
            return;
        }
        break;
    case ValueKind::Bool:
        if (v == QLatin1String("true") || v == QLatin1String("false")) {
            w.value(v == QLatin1String("true"));
            return;
        }
        break;
    case ValueKind::Text:
        break;
    }
    w.value(v);
}

void generic(JsonWriter& w, const ReportSection& s)
{
    w.beginObject();
    w.key("id").value(s.id);
    w.key("subject").value(s.subject);
    w.key("heading").value(s.heading);
    w.key("level").value(s.level);
    w.key("paragraphs").beginArray();
    for (const QString& p : s.paragraphs)
        w.value(p);
    w.endArray();
    w.key("facts").beginObject();
    for (const ReportFact& f : s.facts) {
        w.key(utf8View(f.key));
        typed(w, f.value, f.kind);
    }
    w.endObject();
    w.key("tables").beginArray();
    for (const ReportTable& t : s.tables) {
        w.beginObject();
        w.key("id").value(t.id);
        w.key("caption").value(t.caption);
        w.key("total_rows").value(t.capped() ? t.totalRows : qint64(t.rows.size()));
        w.key("rows").beginArray();
        for (const QStringList& r : t.rows) {
            w.beginObject();
            for (qsizetype i = 0; i < t.columns.size(); ++i) {
                w.key(utf8View(t.columns[i].key));
                typed(w, r.value(i), t.columns[i].kind);
            }
            w.endObject();
        }
        w.endArray();
        w.endObject();
    }
    w.endArray();
    w.key("notes").beginArray();
    for (const QString& n : s.notes)
        w.value(n);
    w.endArray();
    w.endObject();
}

} // namespace

QByteArray toJson(const ReportDocument& doc)
{
    QByteArray out;
    JsonWriter w(out);
    w.beginObject();
    w.key("report").value(doc.kind);
    w.key("title").value(doc.title);
    w.key("generated_at").value(doc.generatedAt);
    w.key("idscope_version").value(doc.idscopeVersion);
    if (doc.contractJson) {
        doc.contractJson(w);
    } else {
        w.key("sections").beginArray();
        for (const ReportSection& s : doc.sections)
            generic(w, s);
        w.endArray();
    }
    w.endObject();
    out.append('\n');
    return out;
}

} // namespace idscope::report
