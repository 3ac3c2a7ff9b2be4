// The JSON of a database report, written from the measures with the command line's writers:
// the file's or server's facts, `inspect --json`'s tables, `locality --json`, `gaps --json` and
// `asof --json` objects.
#include "report/reportmeasures.h"

#include "report/json/asofjson.h"
#include "report/json/contract.h"

#include "report/json/gapsjson.h"
#include "report/json/jsonwriter.h"
#include "report/json/localityjson.h"

namespace idscope::report {

bool hasContractJson(const DatabaseMeasures& m)
{
    const bool asOf = m.asOf && m.asOf->missing.isEmpty() && m.asOf->state.error.isEmpty();
    return m.overview || m.profiled || m.localityRan || m.gapsRan || asOf;
}

void writeDatabaseReportJson(JsonWriter& w, const DatabaseMeasures& m,
                             const DatabaseReportOptions& o)
{
    if (m.overview) {
        // A server has no file: its size, page size and journal mode are null.
        writeSourceJson(w, m.source);
        const bool file = m.source.engine == db::Engine::Sqlite;
        w.key("file_size");
        file ? w.value(m.source.fileSize) : w.null();
        w.key("page_size");
        file ? w.value(qint64(m.source.pageSize)) : w.null();
        w.key("journal_mode");
        file ? w.value(m.source.journalMode) : w.null();
    }
    if (m.profiled) {
        w.key("tables").beginArray();
        for (const analysis::TableProfile& p : m.profiles)
            writeTableProfileJson(w, p, m.schema.table(p.table));
        w.endArray();
    }
    if (m.localityRan) {
        w.key("locality").beginArray();
        for (const LocalityMeasure& l : m.locality)
            writeLocalityJson(w, l.result);
        w.endArray();
    }
    if (m.gapsRan) {
        w.key("gaps").beginArray();
        for (const GapsMeasure& g : m.gaps) {
            if (g.problem.isEmpty()) {
                writeGapsJson(w, g.result, o.maxRows);
                continue;
            }
            w.beginObject();
            w.key("table").value(g.ref.table);
            w.key("error").value(g.problem);
            w.endObject();
        }
        w.endArray();
    }
    if (m.asOf && m.asOf->missing.isEmpty() && m.asOf->state.error.isEmpty()) {
        w.key("asof");
        writeAsOfJson(w, m.asOf->mapping, m.asOf->state, o.maxRows, {}, m.asOf->entities);
    }
}

} // namespace idscope::report
