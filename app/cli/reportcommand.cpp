#include "reportcommand.h"

#include <cstdio>

namespace idscope::cli {

int runReport(const QStringList& args)
{
    Q_UNUSED(args);
    std::fputs("idscope: 'report' is not part of this build yet\n", stderr);
    return 2;
}

} // namespace idscope::cli
