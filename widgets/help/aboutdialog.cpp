#include "aboutdialog.h"

#include "db/sqliteversion.h"

#include <QMessageBox>

namespace idscope {

QString AboutDialog::text()
{
    return QStringLiteral("<h3>idscope %1</h3><p>%2</p><p>%3<br>%4</p>")
        .arg(QStringLiteral(IDSCOPE_VERSION),
             tr("Decodes time-ordered IDs (ULID, UUIDv1/6/7, Snowflakes, KSUID, ObjectId, "
                "TID, TypeID and more) into the instants they embed.")
                 .toHtmlEscaped(),
             tr("Qt %1 (built with %2)")
                 .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR))
                 .toHtmlEscaped(),
             tr("SQLite %1").arg(sqliteVersion()).toHtmlEscaped());
}

void AboutDialog::show(QWidget* parent)
{
    QMessageBox::about(parent, tr("About idscope"), text());
}

} // namespace idscope
