#include "localitycommand.h"

#include <cstdio>

namespace idscope::cli {

int runLocality(const QStringList& args)
{
    Q_UNUSED(args);
    std::fputs("idscope: 'locality' is not part of this build yet\n", stderr);
    return 2;
}

} // namespace idscope::cli
