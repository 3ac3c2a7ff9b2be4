#include "pastesplitter.h"

#include "ids/extract.h"

namespace idscope {

namespace {
// Separators left behind when IDs are copied from SQL, JSON or CSV output.
bool isWrapper(QChar c)
{
    return c == u'"' || c == u'`' || c == u',' || c == u';';
}

QStringView stripWrappers(QStringView s)
{
    while (!s.isEmpty() && isWrapper(s.front()))
        s = s.mid(1);
    while (!s.isEmpty() && isWrapper(s.back()))
        s.chop(1);
    // 'text' as SQL prints it; X'…' BLOB literals keep their quotes.
    if (s.size() >= 2 && s.front() == u'\'' && s.back() == u'\'')
        s = s.mid(1, s.size() - 2);
    return s;
}

bool hasSpace(QStringView s)
{
    for (QChar c : s) {
        if (c.isSpace())
            return true;
    }
    return false;
}
} // namespace

QStringList splitPastedText(const QString& text)
{
    QStringList out;
    const QList<QStringView> lines = QStringView(text).split(u'\n');
    for (QStringView raw : lines) {
        const QStringView line = raw.trimmed();
        if (line.isEmpty())
            continue;
        if (!hasSpace(line)) {
            const QStringView word = stripWrappers(line);
            if (!word.isEmpty())
                out.append(word.toString());
            continue;
        }
        const QList<Token> tokens = extractIdTokens(line.toString());
        for (const Token& t : tokens)
            out.append(t.text);
    }
    return out;
}

} // namespace idscope
