// One self-contained HTML file: inline CSS (light and dark by prefers-color-scheme, print
// rules that repeat table headers and keep rows and charts whole), charts as inline SVG.
#include "report/reportwriters.h"

#include "report/reportchart.h"

#include <QCoreApplication>

#include <algorithm>

namespace idscope::report {

namespace {

const char kStyle[] = R"(<style>
:root{color-scheme:light dark;--fg:#1f2328;--bg:#ffffff;--muted:#59636e;--line:#d1d9e0;--head:#f3f5f7}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--bg:#0f1419;--muted:#9ba6b2;--line:#3a434d;--head:#1b222a}}
body{font-family:system-ui,-apple-system,"Segoe UI","DejaVu Sans",sans-serif;color:var(--fg);background:var(--bg);max-width:78rem;margin:1.5rem auto;padding:0 1rem;line-height:1.45}
h1{font-size:1.6rem;margin-bottom:.2rem}h2{font-size:1.3rem;margin-top:2rem;border-bottom:1px solid var(--line)}h3{font-size:1.1rem;margin-top:1.4rem}
table{border-collapse:collapse;border:1px solid var(--line);margin:.4rem 0 1rem;font-size:.88rem}
caption{text-align:left;font-weight:600;padding:.2rem 0}
th,td{border:1px solid var(--line);padding:.2rem .5rem;vertical-align:top}
th{background:var(--head);text-align:left}
.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td{overflow-wrap:anywhere}
table.facts th{font-weight:600;white-space:nowrap}
.generated,.note{color:var(--muted)}
figure{margin:.5rem 0 1rem}svg.chart{max-width:100%;height:auto}
@media print{body{max-width:none;margin:0;color:#000;background:#fff}thead{display:table-header-group}tr,figure{break-inside:avoid}h1,h2,h3{break-after:avoid}}
</style>)";

QString e(const QString& s)
{
    return s.toHtmlEscaped();
}

} // namespace

QByteArray toHtml(const ReportDocument& doc, const HtmlOptions& opt)
{
    QString h;
    h += QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                        "<meta name=\"color-scheme\" content=\"light dark\">\n<title>");
    h += e(doc.title) + QStringLiteral("</title>\n") + QString::fromUtf8(kStyle) +
         QStringLiteral("\n</head>\n<body>\n<h1>") + e(doc.title) + QStringLiteral("</h1>\n");
    h += QStringLiteral("<p class=\"generated\">") + e(doc.generationLine()) +
         QStringLiteral("</p>\n");
    int chartNo = 0;
    for (const ReportSection& s : doc.sections) {
        const int level = std::min(6, s.level + 1);
        h += QStringLiteral("<section id=\"%1\">\n<h%2>%3</h%2>\n")
                 .arg(e(s.id + (s.subject.isEmpty() ? QString() : u'-' + s.subject)))
                 .arg(level)
                 .arg(e(s.heading));
        for (const QString& p : s.paragraphs)
            h += QStringLiteral("<p>") + e(p) + QStringLiteral("</p>\n");
        if (!s.facts.isEmpty()) {
            h += QStringLiteral(
                "<table class=\"facts\" border=\"1\" cellspacing=\"0\" cellpadding=\"3\">\n");
            for (const ReportFact& f : s.facts)
                h += QStringLiteral("<tr><th align=\"left\">%1</th><td%2>%3</td></tr>\n")
                         .arg(e(f.label),
                              isNumeric(f.kind) ? QStringLiteral(" class=\"num\"") : QString(),
                              e(shownValue(f.value, f.kind)));
            h += QStringLiteral("</table>\n");
        }
        for (const ReportChart& c : s.charts) {
            h += QStringLiteral("<figure>\n");
            if (opt.inlineSvg)
                h += chartToSvg(c);
            else
                h += QStringLiteral("<img src=\"chart:%1\" alt=\"%2\">")
                         .arg(chartNo)
                         .arg(e(c.title));
            h += QStringLiteral("\n</figure>\n");
            ++chartNo;
        }
        for (const ReportTable& t : s.tables) {
            h += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\">\n");
            if (!t.caption.isEmpty())
                h += QStringLiteral("<caption>") + e(t.caption) + QStringLiteral("</caption>\n");
            h += QStringLiteral("<thead><tr>");
            for (const ReportColumn& c : t.columns)
                h += QStringLiteral("<th%1>%2</th>")
                         .arg(isNumeric(c.kind) ? QStringLiteral(" class=\"num\" align=\"right\"")
                                                : QStringLiteral(" align=\"left\""),
                              e(c.title));
            h += QStringLiteral("</tr></thead>\n<tbody>\n");
            const QList<QStringList> rows = shownRows(t);
            for (const QStringList& r : rows) {
                h += QStringLiteral("<tr>");
                for (qsizetype i = 0; i < t.columns.size(); ++i) {
                    // One short token (an ID, a name) stays on one line: a UUID broken at its
                    // hyphens over four lines cannot be read or compared.
                    const QString v = r.value(i);
                    const bool token =
                        v.size() <= 48 &&
                        std::none_of(v.cbegin(), v.cend(), [](QChar c) { return c.isSpace(); });
                    // Inline, as the preview (QTextDocument) reads no style sheet with
                    // variables.
                    h += QStringLiteral("<td%1>%2</td>")
                             .arg(isNumeric(t.columns[i].kind)
                                      ? QStringLiteral(" class=\"num\" align=\"right\" "
                                                       "style=\"white-space:nowrap\"")
                                  : token ? QStringLiteral(" style=\"white-space:nowrap\"")
                                          : QString(),
                                  e(v));
                }
                h += QStringLiteral("</tr>\n");
            }
            h += QStringLiteral("</tbody>\n</table>\n");
        }
        for (const QString& n : s.notes)
            h += QStringLiteral("<p class=\"note\">") + e(n) + QStringLiteral("</p>\n");
        h += QStringLiteral("</section>\n");
    }
    h += QStringLiteral("</body>\n</html>\n");
    return h.toUtf8();
}

} // namespace idscope::report
