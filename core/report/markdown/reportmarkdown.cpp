// GitHub-flavoured Markdown: headings, facts as a two-column table, GFM tables with escaped
// pipes and numbers aligned right, bar charts as a small table (other charts are named only).
#include "report/reportwriters.h"

#include "report/markdown/markdown.h"
#include "report/reportchart.h"

#include <QCoreApplication>

namespace idscope::report {

namespace {

// Empty cells as one space.
QString cell(const QString& s)
{
    return s.isEmpty() ? QStringLiteral(" ") : markdownCell(s);
}

// Text outside tables: keep it one paragraph, and stop a leading "#", "-" or digit+"." from
// turning it into a heading or a list.
QString text(QString s)
{
    s.replace(u'\n', u' ');
    if (!s.isEmpty() && (s.front() == u'#' || s.front() == u'-' || s.front() == u'>' ||
                         s.front() == u'+' || s.front() == u'*'))
        s.prepend(u'\\');
    return s;
}

void table(QString& out, const QStringList& header, const QList<bool>& right,
           const QList<QStringList>& rows)
{
    out += u'|';
    for (const QString& h : header)
        out += u' ' + cell(h) + QStringLiteral(" |");
    out += QStringLiteral("\n|");
    for (qsizetype i = 0; i < header.size(); ++i)
        out += right.value(i) ? QStringLiteral(" ---: |") : QStringLiteral(" --- |");
    out += u'\n';
    for (const QStringList& r : rows) {
        out += u'|';
        for (qsizetype i = 0; i < header.size(); ++i)
            out += u' ' + cell(r.value(i)) + QStringLiteral(" |");
        out += u'\n';
    }
    out += u'\n';
}

} // namespace

QByteArray toMarkdown(const ReportDocument& doc)
{
    QString out;
    out += QStringLiteral("# ") + text(doc.title) + QStringLiteral("\n\n");
    out += u'_' + doc.generationLine() + QStringLiteral("_\n\n");
    for (const ReportSection& s : doc.sections) {
        out += QString(s.level + 1, u'#') + u' ' + text(s.heading) + QStringLiteral("\n\n");
        for (const QString& p : s.paragraphs)
            out += text(p) + QStringLiteral("\n\n");
        if (!s.facts.isEmpty()) {
            QList<QStringList> rows;
            for (const ReportFact& f : s.facts)
                rows.append({f.label, shownValue(f.value, f.kind)});
            table(out,
                  {QCoreApplication::translate("idscope::report", "Fact"),
                   QCoreApplication::translate("idscope::report", "Value")},
                  {false, false}, rows);
        }
        for (const ReportChart& c : s.charts) {
            if (c.kind == ReportChart::Kind::Bars && !c.bars.isEmpty() && c.bars.size() <= 60) {
                out += QStringLiteral("**") + text(c.title) + QStringLiteral("**\n\n");
                QList<QStringList> rows;
                for (const ChartBar& b : c.bars)
                    rows.append({b.label, tickLabel(b.value)});
                table(out, {c.xTitle, c.yTitle}, {false, true}, rows);
            } else {
                out += u'_' +
                       QCoreApplication::translate("idscope::report",
                                                   "Chart “%1” is drawn in the HTML and PDF "
                                                   "reports.")
                           .arg(c.title) +
                       QStringLiteral("_\n\n");
            }
        }
        for (const ReportTable& t : s.tables) {
            if (!t.caption.isEmpty())
                out += QStringLiteral("**") + text(t.caption) + QStringLiteral("**\n\n");
            QStringList header;
            QList<bool> right;
            for (const ReportColumn& c : t.columns) {
                header << c.title;
                right << isNumeric(c.kind);
            }
            table(out, header, right, shownRows(t));
        }
        for (const QString& n : s.notes)
            out += QStringLiteral("> ") + text(n) + QStringLiteral("\n\n");
    }
    return out.toUtf8();
}

} // namespace idscope::report
