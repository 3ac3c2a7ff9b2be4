#include "zonedatabase.h"

#include <QCoreApplication>
#include <QTimeZone>

#include <algorithm>

namespace idscope {

bool haveZoneDatabase()
{
    // Qt always knows UTC and the "UTC+01:00" offsets; every database zone has a '/'.
    const QList<QByteArray> ids = QTimeZone::availableTimeZoneIds();
    return std::any_of(ids.cbegin(), ids.cend(),
                       [](const QByteArray& id) { return id.contains('/'); });
}

QString unknownZoneMessage(const QString& name)
{
    if (!haveZoneDatabase())
        return QCoreApplication::translate("idscope::Zone", "time zone %1 unknown: install tzdata")
            .arg(name);
    return QCoreApplication::translate("idscope::Zone", "unknown time zone '%1'").arg(name);
}

} // namespace idscope
