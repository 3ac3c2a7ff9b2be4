// Finds ID-like tokens in arbitrary text (log lines) for `decode --extract` and the paste box.
#pragma once

#include <QList>
#include <QString>

namespace idscope {

struct Token {
    qsizetype start = 0;
    qsizetype length = 0;
    QString text;
};

// Tokens that some format could read: UUID spellings, TypeIDs, RFC 3339 stamps and runs of
// ID alphabet characters of a known length, plus long decimal integers. In text order.
QList<Token> extractIdTokens(const QString& text);

} // namespace idscope
