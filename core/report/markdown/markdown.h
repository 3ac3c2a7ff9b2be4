// GitHub-flavoured Markdown escaping, one way for every Markdown idscope writes (reports and
// copied or exported selections).
#pragma once

#include <QString>

namespace idscope::report {

// A table cell: backslashes and pipes escaped, every line break (CRLF, LF, CR) as <br>.
QString markdownCell(const QString& s);

} // namespace idscope::report
