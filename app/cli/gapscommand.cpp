#include "gapscommand.h"

#include <cstdio>

namespace idscope::cli {

int runGaps(const QStringList& args)
{
    Q_UNUSED(args);
    std::fputs("idscope: 'gaps' is not part of this build yet\n", stderr);
    return 2;
}

} // namespace idscope::cli
