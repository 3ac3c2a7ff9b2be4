#include "clifront.h"

#include "asofcommand.h"
#include "decodecommand.h"
#include "gapscommand.h"
#include "inspectcommand.h"
#include "localitycommand.h"
#include "reportcommand.h"
#include "samplecommand.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstring>

namespace idscope::cli {

namespace {
struct Command {
    const char* name;
    int (*run)(const QStringList& args);
    const char* summary;
};

const Command kCommands[] = {
    {"decode", runDecode, "decode IDs and timestamps (arguments, stdin, or log text)"},
    {"inspect", runInspect, "profile the ID and time columns of a database"},
    {"locality", runLocality, "where new keys land in the B-tree"},
    {"gaps", runGaps, "rows an ID-cursor consumer would miss"},
    {"asof", runAsOf, "entity versions as of an instant"},
    {"report", runReport, "export a report"},
    {"sample", runSample, "write the demo database"},
};

void printUsage(FILE* to)
{
    std::fputs("Usage: idscope [FILE.sqlite | --demo]      open the desktop application\n"
               "       idscope COMMAND [options]           run headless\n\nCommands:\n",
               to);
    for (const Command& c : kCommands)
        std::fprintf(to, "  %-10s %s\n", c.name, c.summary);
    std::fputs("\nRun 'idscope COMMAND --help' for a command's options.\n", to);
}
} // namespace

bool isSubcommand(int argc, char** argv)
{
    if (argc < 2)
        return false;
    const char* a = argv[1];
    if (!std::strcmp(a, "--help") || !std::strcmp(a, "-h") || !std::strcmp(a, "help") ||
        !std::strcmp(a, "--version") || !std::strcmp(a, "-v"))
        return true;
    for (const Command& c : kCommands) {
        if (!std::strcmp(a, c.name))
            return true;
    }
    return false;
}

int run(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("idscope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IDSCOPE_VERSION));
    const QStringList args = app.arguments().mid(1);
    const QString first = args.value(0);
    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        std::printf("idscope %s\n", IDSCOPE_VERSION);
        return 0;
    }
    if (first == QLatin1String("--help") || first == QLatin1String("-h") ||
        first == QLatin1String("help")) {
        printUsage(stdout);
        return 0;
    }
    for (const Command& c : kCommands) {
        if (first == QLatin1String(c.name))
            return c.run(args);
    }
    printUsage(stderr);
    return 2;
}

} // namespace idscope::cli
