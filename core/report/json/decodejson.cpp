// Decode results and reverse bounds as the JSON objects of `idscope decode --json`.
#include "report/decodeexport.h"

#include "report/json/jsonwriter.h"

namespace idscope {

namespace {
QString timeText(const Reading& r)
{
    return r.instant ? toRfc3339(*r.instant, r.precision) : QString();
}
} // namespace

void appendDecodeJson(QByteArray& out, const DecodeResult& r, const DisplayZone& zone)
{
    JsonWriter w(out);
    const Reading* best = r.chosen();
    w.beginObject();
    w.key("input").value(r.input);
    w.key("valid").value(r.valid);
    w.key("format");
    if (best)
        w.value(best->formatName());
    else
        w.null();
    w.key("canonical");
    if (best)
        w.value(best->canonical);
    else
        w.null();
    w.key("profile");
    const QString profile = best ? best->profileLabel() : QString();
    if (!profile.isEmpty())
        w.value(profile);
    else
        w.null();
    w.key("unix_ms");
    if (best && best->instant)
        w.value(best->instant->unixMsFloor());
    else
        w.null();
    w.key("time");
    if (best && best->instant)
        w.value(timeText(*best));
    else
        w.null();
    if (!zone.isUtc()) {
        w.key("time_local");
        if (best && best->instant)
            w.value(zone.format(*best->instant, best->precision));
        else
            w.null();
    }
    w.key("precision");
    if (best && best->instant)
        w.value(precisionName(best->precision));
    else
        w.null();
    w.key("fields").beginObject();
    if (best) {
        for (const Field& f : best->fields) {
            w.key(QStringView(f.key));
            if (f.numeric)
                w.rawNumber(QStringView(f.value));
            else
                w.value(f.value);
        }
    }
    w.endObject();
    w.key("alternatives").beginArray();
    for (const Reading* alt : r.alternatives()) {
        const Reading& a = *alt;
        w.beginObject();
        w.key("format").value(a.formatName());
        if (const QString p = a.profileLabel(); !p.isEmpty())
            w.key("profile").value(p);
        w.key("unix_ms");
        if (a.instant)
            w.value(a.instant->unixMsFloor());
        else
            w.null();
        w.key("time");
        if (a.instant)
            w.value(timeText(a));
        else
            w.null();
        w.key("score").value(a.score);
        w.endObject();
    }
    w.endArray();
    w.key("warnings").beginArray();
    if (best) {
        for (const Warning& warn : best->warnings)
            w.value(warn.code);
    }
    w.endArray();
    w.key("error");
    if (r.valid)
        w.null();
    else
        w.value(r.error);
    w.endObject();
}

void appendBoundsJson(QByteArray& out, const IdBounds& b)
{
    JsonWriter w(out);
    const QString profile = profileLabel(b.format, b.profile);
    w.beginObject().key("format").value(formatName(b.format)).key("profile");
    if (profile.isEmpty())
        w.null();
    else
        w.value(profile);
    w.key("ok").value(b.ok);
    w.key("lower").value(b.lower).key("upper").value(b.upper);
    w.key("error");
    if (b.ok)
        w.null();
    else
        w.value(b.error);
    w.endObject();
}

} // namespace idscope
