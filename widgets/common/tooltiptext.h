// A plain-text tooltip as rich text, so Qt wraps it at a readable width (a word-wrapped
// QLabel: about 80 average characters) instead of one line as wide as the sentence. Spaces
// and line breaks stay as they are (pre-wrap); the text is escaped, so names and values from a
// file stay text.
#pragma once

#include <QString>

namespace idscope {

inline QString wrappedToolTip(const QString& plain)
{
    if (plain.isEmpty())
        return plain;
    return QStringLiteral("<p style=\"white-space:pre-wrap\">") + plain.toHtmlEscaped() +
           QStringLiteral("</p>");
}

} // namespace idscope
