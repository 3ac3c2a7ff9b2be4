#include "recentfiles.h"

#include "common/settingskeys.h"
#include "db/databasename.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QSettings>

namespace idscope {

namespace {

// A server's name is kept as given (it never holds a password: see add()).
QString canonical(const QString& path)
{
    if (db::isServerDatabase(path))
        return path;
    const QFileInfo info(path);
    const QString c = info.canonicalFilePath();
    return c.isEmpty() ? info.absoluteFilePath() : c;
}

// Paths may hold any character; a hash keeps the settings key well-formed.
QString keyFor(QLatin1StringView prefix, const QString& path)
{
    const QByteArray h =
        QCryptographicHash::hash(canonical(path).toUtf8(), QCryptographicHash::Sha1).toHex();
    return QString(prefix) + QLatin1Char('/') + QString::fromLatin1(h);
}

QString selectionKey(const QString& path)
{
    return keyFor(settings::kLastSelection, path);
}

QStringList stored()
{
    return QSettings().value(settings::kRecentFiles).toStringList();
}

void store(const QStringList& list)
{
    QSettings().setValue(settings::kRecentFiles, list);
}

} // namespace

QString RecentFiles::perFileKey(QLatin1StringView prefix, const QString& path)
{
    return keyFor(prefix, path);
}

QStringList RecentFiles::files()
{
    QStringList out;
    for (const QString& f : stored()) {
        if (db::isServerDatabase(f) || QFileInfo(f).isFile())
            out << f;
    }
    return out;
}

void RecentFiles::add(const QString& path)
{
    if (db::redactedDatabaseName(path) != path)
        return; // a server name that holds a password is never stored
    const QString c = canonical(path);
    QStringList list = stored();
    list.removeAll(c);
    list.prepend(c);
    while (list.size() > kMaxFiles)
        list.removeLast();
    store(list);
}

void RecentFiles::remove(const QString& path)
{
    QStringList list = stored();
    list.removeAll(canonical(path));
    store(list);
}

void RecentFiles::clear()
{
    store({});
}

QPair<QString, QString> RecentFiles::lastSelection(const QString& path)
{
    const QStringList v = QSettings().value(selectionKey(path)).toStringList();
    return qMakePair(v.value(0), v.value(1));
}

void RecentFiles::setLastSelection(const QString& path, const QString& table, const QString& column)
{
    QSettings().setValue(selectionKey(path), QStringList{table, column});
}

} // namespace idscope
