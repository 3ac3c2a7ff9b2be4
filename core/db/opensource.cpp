#include "opensource.h"

#include "databasename.h"
#include "pgsource.h"

namespace idscope::db {

std::unique_ptr<Source> openSource(const QString& where, OpenError* error, QString* message)
{
    if (!isServerDatabase(where))
        return Connection::open(where, error, message);
    QString why;
    std::unique_ptr<Source> s = PgSource::open(where, &why);
    if (!s) {
        if (error)
            *error = OpenError::CannotOpen;
        if (message)
            *message = why;
    }
    return s;
}

} // namespace idscope::db
