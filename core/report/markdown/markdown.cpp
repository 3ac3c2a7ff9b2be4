#include "report/markdown/markdown.h"

namespace idscope::report {

QString markdownCell(const QString& s)
{
    QString out;
    out.reserve(s.size());
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s[i];
        if (c == u'\r' || c == u'\n') {
            if (c == u'\r' && i + 1 < s.size() && s[i + 1] == u'\n')
                ++i;
            out += QStringLiteral("<br>");
            continue;
        }
        if (c == u'|' || c == u'\\')
            out += u'\\';
        out += c;
    }
    return out;
}

} // namespace idscope::report
