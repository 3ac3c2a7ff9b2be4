#!/bin/sh
# The four end-to-end ratios users feel (decode, full profile, cursor gaps, key locality), each
# against its baseline in the same run. Benchmarks only: never part of the test suite.
#   tests/bench/run-e2e.sh [BUILD_DIR] [--runs N] [--only decode,inspect,gaps,locality]
# The data sets are generated once into ~/.cache/idscope-bench; the Node.js peer of the decode
# comparison is installed from npm into a temporary folder each run.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-"$here/../../build/release"}
[ $# -gt 0 ] && shift
exec python3 "$here/run-e2e.py" --idscope "$build/app/idscope" "$@"
