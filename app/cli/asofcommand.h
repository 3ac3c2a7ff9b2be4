// `idscope asof DB --at INSTANT [--versions TABLE] [--entity ID] [--diff INSTANT2] [--json]`:
// every entity of a version table as it stood at an instant, one entity's history, or what
// changed between two instants (options and JSON fields: docs/cli.md).
#pragma once

#include <QStringList>

namespace idscope::cli {

int runAsOf(const QStringList& args); // args[0] == "asof"

} // namespace idscope::cli
