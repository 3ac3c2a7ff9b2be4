#include "reportdecoder.h"

#include "decodeexport.h"
#include "report/json/jsonwriter.h"

#include <QCoreApplication>
#include <QDateTime>

namespace idscope::report {

namespace {
QString tr(const char* s)
{
    return QCoreApplication::translate("idscope::report", s);
}
} // namespace

ReportDocument buildDecoderReport(const QList<DecodeResult>& results, const DecoderReportOptions& o)
{
    ReportDocument doc;
    doc.kind = QStringLiteral("decoder");
    doc.title = o.title.isEmpty() ? tr("Decoded IDs") : o.title;
    doc.generatedAt =
        o.generatedAt.isEmpty()
            ? toRfc3339(Instant::fromUnixMs(QDateTime::currentMSecsSinceEpoch()), Precision::Second)
            : o.generatedAt;
    doc.idscopeVersion = QStringLiteral(IDSCOPE_VERSION);
    doc.csvTable = QStringLiteral("ids");
    doc.csvSubjectColumn.clear();

    ReportSection s;
    s.id = QStringLiteral("ids");
    s.heading = tr("IDs");
    qint64 valid = 0;
    for (const DecodeResult& r : results)
        valid += r.valid;
    s.facts = {{"ids", tr("IDs"), QString::number(results.size()), ValueKind::Count},
               {"valid", tr("Read"), QString::number(valid), ValueKind::Count},
               {"zone", tr("Time zone"), o.zone.name(), ValueKind::Text}};
    ReportTable t;
    t.id = QStringLiteral("ids");
    t.columns = {{"input", tr("Input"), ValueKind::Text},
                 {"valid", tr("Valid"), ValueKind::Bool},
                 {"format", tr("Format"), ValueKind::Text},
                 {"unix_ms", tr("Unix ms"), ValueKind::Integer},
                 {"time", tr("Time"), ValueKind::Text},
                 {"precision", tr("Precision"), ValueKind::Text},
                 {"fields", tr("Fields"), ValueKind::Text},
                 {"alternatives", tr("Other readings"), ValueKind::Text},
                 {"warnings", tr("Warnings"), ValueKind::Text},
                 {"error", tr("Error"), ValueKind::Text}};
    for (qsizetype i = 0; i < results.size() && i < o.maxRows; ++i) {
        const DecodeResult& r = results[i];
        const Reading* best = r.chosen();
        QStringList alternatives, warnings;
        for (const Reading* a : r.alternatives())
            alternatives << a->formatName();
        if (best) {
            for (const Warning& w : best->warnings)
                warnings << w.message;
        }
        const bool timed = best && best->instant;
        t.rows.append(
            {r.input, r.valid ? QStringLiteral("true") : QStringLiteral("false"),
             best ? best->formatName() : QString(), timed ? best->instant->unixMsText() : QString(),
             timed ? (o.zone.isUtc() ? toRfc3339(*best->instant, best->precision)
                                     : o.zone.format(*best->instant, best->precision))
                   : QString(),
             timed ? precisionName(best->precision) : QString(),
             best ? fieldsSummary(*best) : QString(), alternatives.join(QStringLiteral(", ")),
             warnings.join(QStringLiteral("; ")), r.valid ? QString() : r.error});
    }
    t.totalRows = results.size();
    if (t.capped())
        s.notes << cappedNote(t.rows.size(), t.totalRows, tr("IDs"));
    s.tables.append(t);
    doc.sections.append(s);
    // The `decode --json` objects of the IDs shown.
    doc.contractJson = [shown = results.mid(0, o.maxRows), zone = o.zone](JsonWriter& w) {
        QByteArray json;
        json.append('[');
        for (qsizetype i = 0; i < shown.size(); ++i) {
            if (i)
                json.append(',');
            appendDecodeJson(json, shown[i], zone);
        }
        json.append(']');
        w.key("ids").rawJson(std::string_view(json.constData(), std::size_t(json.size())));
    };
    return doc;
}

} // namespace idscope::report
