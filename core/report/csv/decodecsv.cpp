// Decode results as the CSV rows of `idscope decode --csv`.
#include "report/decodeexport.h"

#include "report/csv/csvwriter.h"

namespace idscope {

namespace {
QString timeText(const Reading& r)
{
    return r.instant ? toRfc3339(*r.instant, r.precision) : QString();
}
} // namespace

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
        alts.append(a->formatName() + u'=' + (a->instant ? a->instant->unixMsText() : QString()));
    if (best) {
        for (const Warning& w : best->warnings)
            warns.append(w.code);
    }
    const bool hasTime = best && best->instant;
    appendCsvRow(out, {r.input, r.valid ? QStringLiteral("true") : QStringLiteral("false"),
                       best ? best->formatName() : QString(), best ? best->canonical : QString(),
                       hasTime ? best->instant->unixMsText() : QString(),
                       hasTime ? timeText(*best) : QString(),
                       hasTime ? zone.format(*best->instant, best->precision) : QString(),
                       hasTime ? precisionName(best->precision) : QString(),
                       best ? fieldsSummary(*best) : QString(), alts.join(u';'), warns.join(u';'),
                       r.valid ? QString() : r.error});
}

} // namespace idscope
