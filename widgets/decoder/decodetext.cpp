#include "decodetext.h"

#include <QStringList>

namespace idscope {

namespace {
QString escaped(const QString& s)
{
    return s.toHtmlEscaped();
}

// One label/value line of the details table; `muted` is a palette colour name.
QString detailRow(const QString& label, const QString& value, const QString& muted)
{
    return QStringLiteral("<tr><td style=\"color:%1; padding-right:12px\">%2</td>"
                          "<td>%3</td></tr>")
        .arg(muted, escaped(label), value);
}
} // namespace

const Reading* DecodeText::chosen(const DecodeResult& r)
{
    const Reading* c = r.chosen();
    return c && c->valid ? c : nullptr;
}

QString DecodeText::readingTitle(const Reading& reading)
{
    const QString label = reading.profileLabel();
    return label.isEmpty() ? reading.formatName()
                           : QStringLiteral("%1 (%2)").arg(reading.formatName(), label);
}

QString DecodeText::format(const DecodeResult& r)
{
    const Reading* c = chosen(r);
    return c ? readingTitle(*c) : tr("invalid");
}

QString DecodeText::instant(const DecodeResult& r, const DisplayZone& zone)
{
    const Reading* c = chosen(r);
    if (!c)
        return r.error;
    if (!c->instant)
        return tr("no instant");
    return zone.format(*c->instant, c->precision);
}

QString DecodeText::age(const DecodeResult& r, qint64 nowMs)
{
    const Reading* c = chosen(r);
    return c && c->instant ? humanAge(*c->instant, nowMs) : QString();
}

QString DecodeText::precision(Precision p)
{
    switch (p) {
    case Precision::None:
        return QString();
    case Precision::Day:
        return tr("1 day");
    case Precision::Second:
        return tr("1 s");
    case Precision::Ms256:
        return tr("256 ms");
    case Precision::TenMilliseconds:
        return tr("10 ms");
    case Precision::Millisecond:
        return tr("1 ms");
    case Precision::TenMicroseconds:
        return tr("10 µs");
    case Precision::Microsecond:
        return tr("1 µs");
    case Precision::Ms4096:
        return tr("1/4096 ms (≈244 ns)");
    case Precision::HundredNanoseconds:
        return tr("100 ns");
    case Precision::Nanosecond:
        return tr("1 ns");
    }
    return QString();
}

QString DecodeText::fields(const DecodeResult& r)
{
    const Reading* c = chosen(r);
    if (!c)
        return QString();
    QStringList parts;
    for (const Field& f : c->fields)
        parts.append(f.key + QLatin1Char('=') + f.value);
    return parts.join(QStringLiteral(", "));
}

QString DecodeText::alternatives(const DecodeResult& r)
{
    QStringList names;
    for (const Reading* a : r.alternatives())
        names.append(readingTitle(*a));
    return names.join(QStringLiteral(", "));
}

QString DecodeText::warnings(const DecodeResult& r)
{
    const Reading* c = chosen(r);
    if (!c)
        return QString();
    QStringList texts;
    for (const Warning& w : c->warnings)
        texts.append(w.message);
    return texts.join(QStringLiteral("; "));
}

QString DecodeText::readingTable(const Reading& reading, const DisplayZone& zone, qint64 nowMs,
                                 const QString& muted)
{
    auto row = [&muted](const QString& label, const QString& value) {
        return detailRow(label, value, muted);
    };
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\">");
    html += row(tr("Format"), escaped(readingTitle(reading)));
    if (!reading.canonical.isEmpty())
        html +=
            row(tr("Canonical"), QStringLiteral("<code>%1</code>").arg(escaped(reading.canonical)));
    if (reading.instant) {
        html += row(tr("Instant"), escaped(zone.format(*reading.instant, reading.precision)));
        if (!zone.isUtc())
            html += row(tr("UTC"), escaped(toRfc3339(*reading.instant, reading.precision)));
        html += row(tr("Age"), escaped(humanAge(*reading.instant, nowMs)));
        html += row(tr("Precision"), escaped(precision(reading.precision)));
    } else {
        html += row(tr("Instant"), escaped(tr("none: this format carries no time")));
    }
    for (const Field& f : reading.fields)
        html += row(f.key, QStringLiteral("<code>%1</code>").arg(escaped(f.value)));
    for (const Warning& w : reading.warnings)
        html += row(tr("Warning"), escaped(w.message));
    return html + QStringLiteral("</table>");
}

QString DecodeText::detailsHtml(const DecodeResult& r, const DisplayZone& zone, qint64 nowMs,
                                const QPalette& palette, bool links)
{
    const QString muted = palette.color(QPalette::PlaceholderText).name();
    QString html = QStringLiteral("<p><b><code>%1</code></b></p>").arg(escaped(r.input));
    const Reading* best = chosen(r);
    const QList<const Reading*> others = r.alternatives();
    if (!best) {
        html += QStringLiteral("<p>%1</p>").arg(escaped(tr("Not decoded: %1").arg(r.error)));
        if (others.isEmpty())
            return html;
    }
    QList<const Reading*> shown;
    if (best)
        shown.append(best);
    shown.append(others);
    for (const Reading* each : std::as_const(shown)) {
        const Reading& reading = *each;
        const bool first = each == best;
        const FormatInfo& info = formatInfo(reading.format);
        html += QStringLiteral("<p><b>%1</b> — %2</p>")
                    .arg(escaped(first ? tr("Chosen reading") : tr("Alternative")),
                         escaped(QString::fromUtf8(info.title)));
        // Forcing a format picks its best reading, so a second profile of the chosen
        // format (another byte order) cannot be reached this way and gets no link.
        if (links && !first && (!best || reading.format != best->format))
            html += QStringLiteral("<p><a href=\"%1:%2\">%3</a></p>")
                        .arg(readAsScheme(), reading.formatName(),
                             escaped(tr("Read this row as %1").arg(reading.formatName())));
        html += readingTable(reading, zone, nowMs, muted);
    }
    return html;
}

QString DecodeText::tooltipHtml(const DecodeResult& r, const DisplayZone& zone, qint64 nowMs,
                                const QPalette& palette)
{
    const QString muted = palette.color(QPalette::PlaceholderText).name();
    QString html = QStringLiteral("<p><b><code>%1</code></b></p>").arg(escaped(r.input));
    const Reading* best = chosen(r);
    if (best) {
        html += QStringLiteral("<p><b>%1</b> — %2</p>")
                    .arg(escaped(tr("Chosen reading")),
                         escaped(QString::fromUtf8(formatInfo(best->format).title)));
        html += readingTable(*best, zone, nowMs, muted);
    } else {
        html += QStringLiteral("<p>%1</p>").arg(escaped(tr("Not decoded: %1").arg(r.error)));
    }
    // One table per alternative would outgrow the screen (a 64-bit number has ten): names
    // only here, every reading in full in the details pane.
    const QList<const Reading*> others = r.alternatives();
    if (!others.isEmpty()) {
        QStringList names;
        for (const Reading* a : others)
            names.append(readingTitle(*a));
        html += QStringLiteral("<p><span style=\"color:%1\">%2</span> %3</p>")
                    .arg(muted, escaped(tr("Also reads as:")),
                         escaped(names.join(QStringLiteral(", "))));
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(escaped(tr("Select the row to see every reading in the details pane.")));
    }
    return html;
}

} // namespace idscope
