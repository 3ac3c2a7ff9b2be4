// The version of the SQLite library idscope runs with (for About boxes and bug reports).
#pragma once

#include <QString>

namespace idscope {

// Runtime version, e.g. "3.40.1"; may differ from the headers the build saw.
QString sqliteVersion();

} // namespace idscope
