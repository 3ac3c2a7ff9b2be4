// One executable: a subcommand runs headless on QCoreApplication, anything else opens the GUI.
#include "cli/clifront.h"
#include "cli/reportcommand.h"

#ifdef IDSCOPE_HAVE_GUI
#include "guimain.h"
#endif

#include <cstdio>
#include <cstring>

int main(int argc, char** argv)
{
    if (idscope::cli::isSubcommand(argc, argv)) {
        if (idscope::cli::reportNeedsGui(argc, argv)) // PDF needs QGuiApplication for fonts
            return idscope::cli::runReportGui(argc, argv);
        return idscope::cli::run(argc, argv);
    }
#ifdef IDSCOPE_HAVE_GUI
    return idscope::runGui(argc, argv);
#else
    std::fputs("idscope: built without the GUI; use a subcommand (idscope --help)\n", stderr);
    return 2;
#endif
}
