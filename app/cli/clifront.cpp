#include "clifront.h"

#include "asofcommand.h"
#include "decodecommand.h"
#include "gapscommand.h"
#include "inspectcommand.h"
#include "localitycommand.h"
#include "reportcommand.h"
#include "samplecommand.h"

#include "cliargs.h"
#include "clioutput.h"

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
    {"decode", runDecode,
     QT_TRANSLATE_NOOP("idscope::cli",
                       "decode IDs and timestamps (arguments, stdin, or log text)")},
    {"inspect", runInspect,
     QT_TRANSLATE_NOOP("idscope::cli", "profile the ID and time columns of a database")},
    {"locality", runLocality,
     QT_TRANSLATE_NOOP("idscope::cli", "where new keys land in the B-tree")},
    {"gaps", runGaps, QT_TRANSLATE_NOOP("idscope::cli", "rows an ID-cursor consumer would miss")},
    {"asof", runAsOf, QT_TRANSLATE_NOOP("idscope::cli", "entity versions as of an instant")},
    {"report", runReport, QT_TRANSLATE_NOOP("idscope::cli", "export a report")},
    {"sample", runSample, QT_TRANSLATE_NOOP("idscope::cli", "write the demo database")},
};

// The command named after leading options, as in `idscope --tz UTC decode …`; null if none.
const Command* commandAfterOptions(int argc, char** argv)
{
    if (argc < 3 || argv[1][0] != '-' || !std::strcmp(argv[1], "--demo"))
        return nullptr;
    for (int i = 2; i < argc; ++i) {
        for (const Command& c : kCommands) {
            if (!std::strcmp(argv[i], c.name))
                return &c;
        }
    }
    return nullptr;
}

void printUsage()
{
    Output out;
    out.line(Cli::tr("Usage: idscope [FILE.sqlite | --demo]      open the desktop application"));
    out.line(Cli::tr("       idscope COMMAND [options]           run headless"));
    out.line();
    out.line(Cli::tr("Commands:"));
    for (const Command& c : kCommands)
        out.line(QStringLiteral("  %1 %2").arg(QString::fromLatin1(c.name).leftJustified(10),
                                               Cli::tr(c.summary)));
    out.line();
    out.line(Cli::tr("Options:"));
    out.line(QStringLiteral("  -h, --help     ") + Cli::tr("show this help and exit"));
    out.line(QStringLiteral("  -v, --version  ") + Cli::tr("show the version and exit"));
    out.line();
    out.line(helpParagraphs(Cli::tr("Run 'idscope COMMAND --help' for a command's options. Every "
                                    "command accepts '--' as the end of its options. The full "
                                    "description is in idscope(1) and docs/cli.md.")));
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
    if (commandAfterOptions(argc, argv)) // headless, to say where the options belong
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
        Output out;
        out.line(QStringLiteral("idscope %1").arg(QLatin1String(IDSCOPE_VERSION)));
        return 0;
    }
    if (first == QLatin1String("--help") || first == QLatin1String("-h") ||
        first == QLatin1String("help")) {
        printUsage();
        return 0;
    }
    for (const Command& c : kCommands) {
        if (first == QLatin1String(c.name))
            return c.run(args);
    }
    if (const Command* c = commandAfterOptions(argc, argv))
        return usageError(Cli::tr("options go after the command: 'idscope %1 %2 …'")
                              .arg(QLatin1String(c->name), first));
    return usageError(Cli::tr("unknown command '%1' (see 'idscope --help')").arg(first));
}

} // namespace idscope::cli
