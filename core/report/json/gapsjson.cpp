#include "report/json/gapsjson.h"

#include "analysis/cursorgaps.h"
#include "report/json/jsonwriter.h"

namespace idscope {

using analysis::GapsMissedRow;
using analysis::GapsResult;
using analysis::GapsWriter;

namespace {

void nullable(JsonWriter& w, const char* k, const QString& v)
{
    w.key(k);
    if (v.isEmpty())
        w.null();
    else
        w.value(v);
}

} // namespace

void writeGapsJson(JsonWriter& w, const GapsResult& r, qsizetype maxIds)
{
    w.beginObject();
    w.key("table").value(r.table);
    w.key("column").value(r.column);
    w.key("format").value(formatName(r.format));
    w.key("order").value(r.order);
    if (!r.commitOrder.isEmpty()) // PostgreSQL
        w.key("commit_order").value(r.commitOrder);
    nullable(w, "commit_time_column", r.commitTimeColumn);
    nullable(w, "writer_column", r.writerColumn);
    w.key("rows").value(r.rows);
    w.key("table_rows").value(r.tableRows);
    w.key("null_keys").value(r.nullKeys);
    w.key("undecoded_keys").value(r.undecodedKeys);
    w.key("null_order").value(r.nullOrder);
    w.key("missed").value(r.missed);
    w.key("missed_ids").beginArray();
    qsizetype n = 0;
    for (const GapsMissedRow& m : r.missedRows) {
        if (maxIds >= 0 && n++ >= maxIds)
            break;
        if (m.keyIsInteger)
            w.value(m.keyInteger);
        else
            w.value(m.key);
    }
    w.endArray();
    w.key("missed_default").value(r.missedDefault);
    w.key("pending").value(r.pending);
    w.key("late_rows").value(r.lateRows);
    w.key("max_lateness_ms").value(r.maxLatenessMs);
    w.key("lateness_ms").beginObject();
    w.key("p50").value(r.lateness.p50);
    w.key("p99").value(r.lateness.p99);
    w.key("p99_9").value(r.lateness.p99_9);
    w.key("max").value(r.lateness.max);
    w.endObject();
    w.key("missed_lateness_ms").beginObject();
    w.key("p50").value(r.missedLateness.p50);
    w.key("p99").value(r.missedLateness.p99);
    w.key("p99_9").value(r.missedLateness.p99_9);
    w.key("max").value(r.missedLateness.max);
    w.endObject();
    if (r.hasCommitDelay) {
        w.key("commit_delay_ms").beginObject();
        w.key("p50").value(r.commitDelay.p50);
        w.key("p99").value(r.commitDelay.p99);
        w.key("p99_9").value(r.commitDelay.p99_9);
        w.key("max").value(r.commitDelay.max);
        w.endObject();
    }
    w.key("window_needed_ms").value(r.windowNeededMs);
    w.key("window_safe_ms").value(r.windowSafeMs);
    w.key("lag_rows_needed").value(r.lagRowsNeeded);
    w.key("now_is_estimate").value(r.nowIsEstimate);
    w.key("key_order_follows_instants").value(r.keyOrderFollowsInstants);
    w.key("poller").beginObject();
    w.key("window_ms");
    if (r.poller.windowMs)
        w.value(*r.poller.windowMs);
    else
        w.null();
    w.key("hold_back").value(r.poller.holdBack);
    w.key("poll_ms").value(r.poller.pollMs);
    w.key("page_limit").value(r.poller.pageLimit);
    w.endObject();
    w.key("writers").beginArray();
    for (const GapsWriter& g : r.writers) {
        w.beginObject();
        w.key("writer");
        if (g.isNull)
            w.null();
        else
            w.value(g.writer);
        w.key("rows").value(g.rows);
        w.key("missed").value(g.missed);
        w.key("missed_with_settings").value(g.missedSettings);
        w.key("max_lateness_ms").value(g.maxLatenessMs);
        w.key("window_needed_ms").value(g.windowNeededMs);
        w.key("lag_rows_needed").value(g.lagRowsNeeded);
        w.endObject();
    }
    w.endArray();
    w.key("advice").value(gapsAdvice(r));
    w.key("warnings").beginArray();
    for (const QString& s : r.warnings)
        w.value(s);
    w.endArray();
    w.endObject();
}

} // namespace idscope
