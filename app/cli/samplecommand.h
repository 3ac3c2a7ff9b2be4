// `idscope sample OUT.sqlite [--rows N] [--seed S] [--force] [--quiet]`: writes the demo
// database (core/db/sampledb.h).
#pragma once

#include <QStringList>

namespace idscope::cli {

int runSample(const QStringList& args); // args[0] == "sample"

} // namespace idscope::cli
