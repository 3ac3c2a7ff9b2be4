#include "widetable.h"

namespace idscope::analysis::detail {

TableProfile profileWideTable(db::Source& c, const db::Schema& schema, const db::TableInfo& t,
                              const ProfileOptions& opt)
{
    TableProfile all;
    const qsizetype n = t.columns.size();
    for (qsizetype from = 0; from < n; from += kColumnsPerRead) {
        // The same schema with this table cut down to one slice of its columns: every other
        // step (sample, passes, decisions) is profileTable's own.
        db::Schema slice = schema;
        for (db::TableInfo& s : slice.tables) {
            if (s.name == t.name)
                s.columns = t.columns.mid(from, kColumnsPerRead);
        }
        TableProfile part = profileTable(c, slice, t.name, opt);
        if (from == 0) {
            all = part;
            all.columns.clear();
        } else {
            all.rows = std::max(all.rows, part.rows);
            all.complete = all.complete && part.complete;
            all.cancelled = all.cancelled || part.cancelled;
            all.elapsedMs += part.elapsedMs;
            if (all.error.isEmpty())
                all.error = part.error;
        }
        all.columns += part.columns;
        if (part.cancelled || !part.error.isEmpty())
            break;
    }
    return all;
}

} // namespace idscope::analysis::detail
