// A selection as a GitHub-flavoured Markdown table.
#include "report/selectionexport.h"

#include "report/markdown/markdown.h"

namespace idscope {

QString selectionToMarkdown(const SelectionTable& t)
{
    QString out;
    auto line = [&out](const QStringList& cells) {
        out += QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
    };
    QStringList h;
    QStringList rule;
    for (const QString& s : t.headers) {
        h << report::markdownCell(s);
        rule << QStringLiteral("---");
    }
    line(h);
    line(rule);
    for (const QVariantList& row : t.rows) {
        QStringList cells;
        for (qsizetype i = 0; i < t.headers.size(); ++i) {
            const QVariant v = row.value(i);
            cells << (selectionCellIsNull(v) ? QStringLiteral("NULL")
                                             : report::markdownCell(selectionCellText(v)));
        }
        line(cells);
    }
    return out;
}

} // namespace idscope
