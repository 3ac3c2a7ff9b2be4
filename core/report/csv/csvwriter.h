// RFC 4180 CSV rows: fields quoted when they hold a comma, quote, CR or LF; CRLF line ends.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace idscope {

void appendCsvField(QByteArray& out, const QString& field);
void appendCsvRow(QByteArray& out, const QStringList& fields);

} // namespace idscope
