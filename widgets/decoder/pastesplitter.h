// Turns pasted text into the values to decode: a line holding one word is that value (so an
// invalid ID is still shown, with the reason); longer lines (log text) yield the ID-like
// tokens found in them.
#pragma once

#include <QString>
#include <QStringList>

namespace idscope {

QStringList splitPastedText(const QString& text);

} // namespace idscope
