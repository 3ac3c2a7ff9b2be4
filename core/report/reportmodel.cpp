#include "reportmodel.h"

#include "ids/timezone.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>

#include <cmath>

namespace idscope::report {

std::optional<ReportFormat> reportFormatForPath(const QString& path)
{
    const QString ext = QFileInfo(path).suffix().toLower();
    if (ext == QLatin1String("html") || ext == QLatin1String("htm"))
        return ReportFormat::Html;
    if (ext == QLatin1String("pdf"))
        return ReportFormat::Pdf;
    if (ext == QLatin1String("md") || ext == QLatin1String("markdown"))
        return ReportFormat::Markdown;
    if (ext == QLatin1String("csv"))
        return ReportFormat::Csv;
    if (ext == QLatin1String("json"))
        return ReportFormat::Json;
    return std::nullopt;
}

QString reportFormatExtension(ReportFormat f)
{
    switch (f) {
    case ReportFormat::Html:
        return QStringLiteral("html");
    case ReportFormat::Pdf:
        return QStringLiteral("pdf");
    case ReportFormat::Markdown:
        return QStringLiteral("md");
    case ReportFormat::Csv:
        return QStringLiteral("csv");
    case ReportFormat::Json:
        break;
    }
    return QStringLiteral("json");
}

QString reportFormatTitle(ReportFormat f)
{
    switch (f) {
    case ReportFormat::Html:
        return QStringLiteral("HTML");
    case ReportFormat::Pdf:
        return QStringLiteral("PDF");
    case ReportFormat::Markdown:
        return QStringLiteral("Markdown");
    case ReportFormat::Csv:
        return QStringLiteral("CSV");
    case ReportFormat::Json:
        break;
    }
    return QStringLiteral("JSON");
}

QString ReportDocument::generationLine() const
{
    return QCoreApplication::translate("idscope::report", "Generated %1 by idscope %2")
        .arg(generatedAt, idscopeVersion);
}

QString groupedNumber(qint64 n)
{
    // The UI locale where one is set (the GUI sets it to its language): a Russian report
    // reads "4 061". Without one (the C locale) commas, as an English report expects.
    const QLocale locale;
    if (locale.language() != QLocale::C)
        return locale.toString(n);
    // Digits from the exact decimal text, so no qint64 is ever rounded.
    QString digits = QString::number(n);
    const bool negative = digits.startsWith(u'-');
    if (negative)
        digits.remove(0, 1);
    for (qsizetype i = digits.size() - 3; i > 0; i -= 3)
        digits.insert(i, u',');
    return negative ? QStringLiteral("-") + digits : digits;
}

namespace {
// A fraction stored in C spelling ("0.7950") with the UI locale's decimal sign and the same
// digits ("0,7950" in a Russian report); unchanged without a UI locale or when not a plain
// decimal.
QString localReal(const QString& value)
{
    const QLocale locale;
    bool ok = false;
    const double v = value.toDouble(&ok);
    if (!ok || locale.language() == QLocale::C || value.contains(u'e') || value.contains(u'E') ||
        !std::isfinite(v))
        return value;
    const qsizetype dot = value.indexOf(u'.');
    return locale.toString(v, 'f', dot < 0 ? 0 : int(value.size() - dot - 1));
}
} // namespace

bool isNumeric(ValueKind k)
{
    return k == ValueKind::Integer || k == ValueKind::Count || k == ValueKind::Real ||
           k == ValueKind::DurationMs;
}

namespace {
// "5 h (18,000,000 ms)", "250 ms", "1.4 s (1,386.5 ms)": the size first, the exact
// milliseconds beside it, grouped, their decimals only where they are not zero.
QString shownDuration(const QString& value)
{
    bool ok = false;
    const double ms = value.toDouble(&ok);
    if (!ok || !std::isfinite(ms) || ms < 0)
        return value;
    const QLocale locale;
    QString digits = value;
    const qsizetype dot = value.indexOf(u'.');
    if (dot >= 0) {
        while (digits.endsWith(u'0'))
            digits.chop(1);
        if (digits.endsWith(u'.'))
            digits.chop(1);
    }
    const qsizetype decimals = digits.indexOf(u'.') < 0 ? 0 : digits.size() - dot - 1;
    return humanDurationWithMs(ms, decimals == 0 && ms < 9e15
                                       ? groupedNumber(qint64(std::llround(ms)))
                                       : locale.toString(ms, 'f', int(decimals)));
}
} // namespace

QString shownValue(const QString& value, ValueKind kind)
{
    if (kind == ValueKind::DurationMs)
        return shownDuration(value);
    if (kind == ValueKind::Bool && (value == u"true" || value == u"false"))
        return value == u"true" ? QCoreApplication::translate("idscope::report", "yes")
                                : QCoreApplication::translate("idscope::report", "no");
    if (kind == ValueKind::Real)
        return localReal(value);
    bool ok = false;
    const qint64 n = kind == ValueKind::Count ? value.toLongLong(&ok) : 0;
    return ok ? groupedNumber(n) : value;
}

QList<QStringList> shownRows(const ReportTable& t)
{
    QList<QStringList> out;
    out.reserve(t.rows.size());
    for (const QStringList& r : t.rows) {
        QStringList cells;
        cells.reserve(t.columns.size());
        for (qsizetype i = 0; i < t.columns.size(); ++i)
            cells.append(shownValue(r.value(i), t.columns[i].kind));
        out.append(cells);
    }
    return out;
}

QString cappedNote(qint64 shown, qint64 total, const QString& what)
{
    return QCoreApplication::translate("idscope::report", "showing %1 of %2 %3")
        .arg(groupedNumber(shown), groupedNumber(total), what);
}

} // namespace idscope::report
