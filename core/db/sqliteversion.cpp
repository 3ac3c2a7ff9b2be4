#include "sqliteversion.h"

#include <sqlite3.h>

namespace idscope {

QString sqliteVersion()
{
    return QString::fromLatin1(sqlite3_libversion());
}

} // namespace idscope
