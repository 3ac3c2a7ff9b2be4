// The headless command-line front: parses the subcommand and runs it on QCoreApplication.
#pragma once

namespace idscope::cli {

// True when argv[1] names a subcommand (decode, inspect, …) or asks for --help/--version, or
// when options come before a subcommand (then run() says where they belong).
bool isSubcommand(int argc, char** argv);
// Runs the subcommand; returns the process exit code (0 ok, 1 failure, 2 bad usage).
int run(int argc, char** argv);

} // namespace idscope::cli
