#include "extract.h"

#include <QRegularExpression>

namespace idscope {

namespace {
// Specific shapes first (they contain separators), then plain runs of ID characters.
const QRegularExpression& tokenPattern()
{
    static const QRegularExpression re(QStringLiteral(
        // urn:uuid:, {uuid} and hyphenated UUIDs
        R"((?:urn:uuid:)?\{?[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}\}?)"
        // RFC 3339 / SQLite datetime text
        R"(|\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:[Zz]|[+-]\d{2}:\d{2})?)"
        // TypeID: prefix_suffix
        R"(|(?<![A-Za-z0-9_])[a-z](?:[a-z_]{0,61}[a-z])?_[0-7][0-9a-hjkmnp-tv-z]{25}(?![A-Za-z0-9]))"
        // Firebase push IDs may begin with '-' and contain '_' and '-'
        R"(|(?<![A-Za-z0-9_-])-[A-Za-z0-9_-]{19}(?![A-Za-z0-9_-]))"
        // SQLite BLOB literals
        R"(|[xX]'[0-9A-Fa-f]{2,64}')"
        // alphanumeric runs
        R"(|(?<![A-Za-z0-9])[A-Za-z0-9]{10,32}(?![A-Za-z0-9]))"));
    return re;
}

bool interestingRun(QStringView s)
{
    bool allDigits = true;
    for (QChar c : s) {
        if (!c.isDigit()) {
            allDigits = false;
            break;
        }
    }
    if (allDigits)
        return s.size() >= 10 && s.size() <= 20;
    switch (s.size()) {
    case 13: // tid, tsid
    case 20: // xid, firebase
    case 21: // nanoid
    case 24: // objectid, cuid2
    case 25: // cuid
    case 26: // ulid
    case 27: // ksuid
    case 32: // uuid without hyphens
        return true;
    default:
        return false;
    }
}
} // namespace

QList<Token> extractIdTokens(const QString& text)
{
    QList<Token> out;
    auto it = tokenPattern().globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString t = m.captured(0);
        const bool alnum = t.size() <= 32 && std::all_of(t.begin(), t.end(), [](QChar c) {
                               return c.isLetterOrNumber() && c.unicode() < 128;
                           });
        if (alnum && !interestingRun(t))
            continue;
        out.append({m.capturedStart(0), m.capturedLength(0), t});
    }
    return out;
}

} // namespace idscope
