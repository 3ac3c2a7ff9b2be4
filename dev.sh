#!/usr/bin/env bash
# idscope's one entry point for a fresh Debian 12 "bookworm" or Debian 13 "trixie" machine:
#   ./dev.sh run     install what is missing, build, open the GUI on the demo database
#   ./dev.sh test    install what is missing, build, run the whole test suite
#   ./dev.sh build   install what is missing and build
#   ./dev.sh package build build/release/idscope_VERSION_ARCH.deb (CPack; install it with
#                    sudo apt-get install ./build/release/idscope_*.deb)
#   ./dev.sh fuzz [SECONDS]   build the libFuzzer target with clang and fuzz the ID parsers
#   ./dev.sh fuzz-db [SECONDS]  the same for database images (schema, profile, locality, gaps)
#   ./dev.sh bench [full]  build and run the benchmarks (decoding, schema); with "full" also
#                    the 10M-row ones: profile vs sqlite3, browser paging, GUI latency
#                    (generated once into /tmp/bp*, minutes long), time travel, locality,
#                    cursor gaps and reports; with "e2e" the four end-to-end ratios
#                    (decode vs a Node.js peer from npm, inspect --full, gaps, locality);
#                    with "pg" the PostgreSQL ones on a throwaway cluster (full profile
#                    vs psql's COPY, gaps from commit timestamps)
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools qt6-translations-l10n qt6-gtk-platformtheme
    libsqlite3-dev sqlite3 tzdata fonts-dejavu-core poppler-utils
    libpq-dev postgresql # libpq for PostgreSQL sources; the server for the tests' own cluster
)
FUZZ_PACKAGES=(clang libclang-rt-dev) # the release's default clang and its sanitizer runtimes
PACKAGE_PACKAGES=(dpkg-dev file) # CPack's DEB generator: dpkg-shlibdeps, file
BUILD_DIR=build/release

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

install_missing() {
    local missing=()
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        echo "Installing: ${missing[*]}"
        as_root apt-get update -qq
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
    fi
}

# Runs a step and says how long it took (CI reports these).
timed() {
    local name=$1 start=$SECONDS
    shift
    "$@"
    echo "dev.sh: $name took $((SECONDS - start)) s" >&2
}

configure_and_build() {
    cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DIDSCOPE_WERROR="${IDSCOPE_WERROR:-AUTO}"
    cmake --build "$BUILD_DIR" -j"$(nproc)"
}

# Packages whose names differ between releases, found by probing what is installed: Qt's SVG
# plugins (the icons) ship inside libqt6svg6 on Debian 12 and in qt6-svg-plugins on Debian 13.
release_packages() {
    if ! dpkg-query -L libqt6svg6 2>/dev/null | grep -q '/imageformats/libqsvg\.so$'; then
        echo qt6-svg-plugins
    fi
}

build() {
    timed "installing packages" install_missing "${PACKAGES[@]}" "$@"
    # shellcheck disable=SC2046 # one word per package
    timed "installing release packages" install_missing $(release_packages)
    timed "building" configure_and_build
}

case "${1:-run}" in
run)
    build
    exec "$BUILD_DIR/app/idscope" --demo
    ;;
test)
    build
    timed "testing" env QT_QPA_PLATFORM=offscreen \
        ctest --test-dir "$BUILD_DIR" --output-on-failure -j"$(nproc)" --timeout 600
    ;;
build)
    build
    ;;
package)
    build "${PACKAGE_PACKAGES[@]}"
    (cd "$BUILD_DIR" && rm -f idscope_*.deb && timed "packaging" cpack -G DEB)
    ls "$BUILD_DIR"/idscope_*.deb
    ;;
fuzz)
    install_missing "${PACKAGES[@]}" "${FUZZ_PACKAGES[@]}"
    cmake --preset fuzz
    cmake --build build/fuzz --target fuzz_decode
    mkdir -p build/fuzz/corpus
    build/fuzz/tests/fuzz/fuzz_decode -max_total_time="${2:-120}" -max_len=256 \
        build/fuzz/corpus tests/fuzz/corpus
    ;;
fuzz-db)
    install_missing "${PACKAGES[@]}" "${FUZZ_PACKAGES[@]}"
    cmake --preset fuzz
    cmake --build build/fuzz --target fuzz_database
    mkdir -p build/fuzz/corpus_db
    build/fuzz/tests/fuzz/fuzz_database -max_total_time="${2:-300}" -timeout=30 \
        -artifact_prefix=build/fuzz/ \
        build/fuzz/corpus_db tests/fuzz/corpus_db
    ;;
bench)
    build
    if [ "${2:-}" = e2e ]; then
        # Node.js may come from elsewhere than Debian; its Debian npm package would clash with it.
        command -v npm >/dev/null && command -v node >/dev/null || install_missing nodejs npm
        install_missing python3
        exec tests/bench/run-e2e.sh "$BUILD_DIR" "${@:3}"
    fi
    if [ "${2:-}" = pg ]; then
        exec tests/bench/run-pg.sh "$BUILD_DIR" "${@:3}"
    fi
    "$BUILD_DIR/tests/bench/bench_decode"
    "$BUILD_DIR/tests/bench/bench_schema"
    "$BUILD_DIR/tests/bench/bench_schema" --no-analyze
    if [ "${2:-}" = full ]; then
        "$BUILD_DIR/tests/bench/bench_profile" 10 --runs 3
        "$BUILD_DIR/tests/bench/bench_browser"
        QT_QPA_PLATFORM=offscreen "$BUILD_DIR/tests/bench/bench_gui_latency"
        "$BUILD_DIR/tests/bench/bench_asof"
        "$BUILD_DIR/tests/bench/bench_timeline"
        "$BUILD_DIR/tests/bench/bench_locality"
        "$BUILD_DIR/tests/bench/bench_gaps"
        "$BUILD_DIR/tests/bench/bench_report"
    fi
    ;;
*)
    echo "usage: $0 run|test|build|package|fuzz [SECONDS]|fuzz-db [SECONDS]|bench [full|e2e]" >&2
    exit 2
    ;;
esac
