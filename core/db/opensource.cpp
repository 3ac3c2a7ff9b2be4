#include "opensource.h"

#include "databasename.h"
#include "pgsource.h"

namespace idscope::db {

std::unique_ptr<Source> openSource(const QString& where, OpenError* error, QString* message,
                                   const OpenOptions& options)
{
    if (!isServerDatabase(where))
        return Connection::open(where, error, message);
    QString why;
    PgOpenOptions pg;
    pg.password = options.password;
    pg.abort = options.abort;
    std::unique_ptr<Source> s = PgSource::open(where, &why, pg);
    if (!s) {
        if (error)
            *error = OpenError::CannotOpen;
        if (message)
            *message = why;
    }
    return s;
}

} // namespace idscope::db
