#include "clidatabase.h"

#include "cliargs.h"
#include "clioutput.h"

#include "db/databasename.h"
#include "db/opensource.h"

namespace idscope::cli {

std::optional<Database> openDatabase(const QString& path, SchemaRead read)
{
    Database d;
    d.path = db::isServerDatabase(path) ? db::redactedDatabaseName(path) : path;
    db::OpenError err = db::OpenError::None;
    QString message;
    d.source = db::openSource(path, &err, &message);
    if (!d.source) {
        failure(Cli::tr("cannot open %1: %2").arg(shown(d.path), message));
        return std::nullopt;
    }
    if (read == SchemaRead::None)
        return d;
    d.schema = d.source->readSchema();
    if (read == SchemaRead::WithRowEstimates)
        d.source->fillRowEstimates(d.schema);
    if (!d.schema.error.isEmpty()) {
        failure(Cli::tr("cannot read the schema of %1: %2").arg(shown(d.path), d.schema.error));
        return std::nullopt;
    }
    return d;
}

const db::TableInfo* findTable(const Database& d, const QString& name)
{
    const db::TableInfo* t = d.schema.table(name);
    if (t)
        return t;
    // An explicit context: lupdate takes the db:: of the return type for this function's class.
    QString why = QCoreApplication::translate("idscope::cli", "%1 has no table or view named '%2'")
                      .arg(shown(d.path), shown(name));
    // A table created after the last checkpoint lives only in a -wal that could not be read:
    // say so rather than let "no such table" stand as the whole truth.
    const QString notice = d.source->sourceInfo().notice;
    if (notice.contains(QLatin1String("-wal")))
        why += QCoreApplication::translate("idscope::cli", " as read (%1)").arg(notice);
    failure(why);
    return nullptr;
}

} // namespace idscope::cli
