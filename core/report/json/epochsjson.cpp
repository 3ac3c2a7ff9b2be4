#include "epochsjson.h"

#include "ids/epochcompare.h"
#include "ids/reading.h"
#include "ids/timezone.h"
#include "jsonwriter.h"

namespace idscope {

namespace {

void writeReading(JsonWriter& w, const EpochReading& r, const DisplayZone& zone)
{
    w.beginObject().key("format").value(formatName(r.format)).key("profile");
    if (const QString label = profileLabel(r.format, r.profile); label.isEmpty())
        w.null();
    else
        w.value(label);
    w.key("unix_ms");
    if (r.instant)
        w.value(r.instant->unixMsFloor());
    else
        w.null();
    w.key("time");
    if (r.instant)
        w.value(toRfc3339(*r.instant, r.precision));
    else
        w.null();
    if (!zone.isUtc()) {
        w.key("time_local");
        if (r.instant)
            w.value(zone.format(*r.instant, r.precision));
        else
            w.null();
    }
    w.key("precision");
    if (r.instant)
        w.value(precisionCode(r.precision));
    else
        w.null();
    w.key("launch").value(toRfc3339(Instant::fromUnixMs(r.launchMs), Precision::Second));
    w.key("future").value(r.future);
    w.key("before_launch").value(r.beforeLaunch);
    w.key("out_of_range").value(r.outOfRange);
    w.endObject();
}

} // namespace

void appendEpochComparisonJson(QByteArray& out, const EpochComparison& c, const DisplayZone& zone)
{
    JsonWriter w(out);
    w.beginObject().key("input").value(c.input);
    w.key("now").value(toRfc3339(Instant::fromUnixMs(c.nowMs), Precision::Millisecond));
    w.key("now_unix_ms").value(c.nowMs);
    w.key("readings").beginArray();
    for (const EpochReading& r : c.readings)
        writeReading(w, r, zone);
    w.endArray().key("error").null().endObject();
}

void appendEpochErrorJson(QByteArray& out, const QString& input, qint64 nowMs, const QString& error)
{
    JsonWriter w(out);
    w.beginObject().key("input").value(input);
    w.key("now").value(toRfc3339(Instant::fromUnixMs(nowMs), Precision::Millisecond));
    w.key("now_unix_ms").value(nowMs);
    w.key("readings").beginArray().endArray();
    w.key("error").value(error).endObject();
}

} // namespace idscope
