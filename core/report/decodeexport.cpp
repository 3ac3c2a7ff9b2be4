#include "decodeexport.h"

#include "csvwriter.h"
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

QString fieldsSummary(const Reading& r)
{
    QStringList parts;
    parts.reserve(r.fields.size());
    for (const Field& f : r.fields)
        parts.append(f.key + u'=' + f.value);
    return parts.join(u' ');
}

QStringList decodeCsvHeader()
{
    return {QStringLiteral("input"),        QStringLiteral("valid"),     QStringLiteral("format"),
            QStringLiteral("canonical"),    QStringLiteral("unix_ms"),   QStringLiteral("time"),
            QStringLiteral("time_local"),   QStringLiteral("precision"), QStringLiteral("fields"),
            QStringLiteral("alternatives"), QStringLiteral("warnings"),  QStringLiteral("error")};
}

void appendDecodeCsv(QByteArray& out, const DecodeResult& r, const DisplayZone& zone)
{
    const Reading* best = r.chosen();
    QStringList alts;
    QStringList warns;
    for (const Reading* a : r.alternatives())
        alts.append(a->formatName() + u'=' +
                    (a->instant ? QString::number(a->instant->unixMsFloor()) : QString()));
    if (best) {
        for (const Warning& w : best->warnings)
            warns.append(w.code);
    }
    const bool hasTime = best && best->instant;
    appendCsvRow(out, {r.input, r.valid ? QStringLiteral("true") : QStringLiteral("false"),
                       best ? best->formatName() : QString(), best ? best->canonical : QString(),
                       hasTime ? QString::number(best->instant->unixMsFloor()) : QString(),
                       hasTime ? timeText(*best) : QString(),
                       hasTime ? zone.format(*best->instant, best->precision) : QString(),
                       hasTime ? precisionName(best->precision) : QString(),
                       best ? fieldsSummary(*best) : QString(), alts.join(u';'), warns.join(u';'),
                       r.valid ? QString() : r.error});
}

} // namespace idscope
