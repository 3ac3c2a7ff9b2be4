// Starts the desktop application (QApplication, translations, settings, main window).
#pragma once

namespace idscope {
int runGui(int argc, char** argv);
} // namespace idscope
