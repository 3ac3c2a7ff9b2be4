#include "opensource.h"

namespace idscope::db {

std::unique_ptr<Source> openSource(const QString& where, OpenError* error, QString* message)
{
    return Connection::open(where, error, message);
}

} // namespace idscope::db
