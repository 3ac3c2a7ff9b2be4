// Recently opened databases (files, and servers by their name without any password) and, per
// database, the last table and column the user looked at, so reopening one puts them back
// where they were. Stored in QSettings.
#pragma once

#include <QPair>
#include <QString>
#include <QStringList>

namespace idscope {

class RecentFiles {
public:
    static constexpr int kMaxFiles = 10;

    static QStringList files(); // newest first: servers, and the files that still exist
    static void add(const QString& path);
    static void remove(const QString& path);
    static void clear();

    // (table, column); column may be empty.
    static QPair<QString, QString> lastSelection(const QString& path);
    static void setLastSelection(const QString& path, const QString& table, const QString& column);
    // A settings key for something remembered per file: "<prefix>/<hash of the path>".
    static QString perFileKey(QLatin1StringView prefix, const QString& path);
};

} // namespace idscope
