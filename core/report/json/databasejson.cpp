// The JSON of a database report, written from the measures with the command line's writers:
// the file's facts, `inspect --json`'s tables, `locality --json`, `gaps --json` and
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
        w.key("database").value(m.file.path);
        w.key("sqlite_version").value(m.file.sqliteVersion);
        w.key("file_size").value(m.file.fileSize);
        w.key("page_size").value(qint64(m.file.pageSize));
        w.key("journal_mode").value(m.file.journalMode);
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
