#include "zonesetting.h"

#include "settingskeys.h"

#include <QSettings>

namespace idscope {

ZoneSetting::ZoneSetting(QObject* parent) : QObject(parent), name_(QStringLiteral("UTC"))
{
    const QString stored = QSettings().value(settings::kTimeZone, name_).toString();
    DisplayZone z;
    if (DisplayZone::fromName(stored, z)) {
        name_ = stored;
        zone_ = z;
    }
}

void ZoneSetting::setName(const QString& name)
{
    if (name == name_)
        return;
    DisplayZone z;
    if (!DisplayZone::fromName(name, z))
        return;
    name_ = name;
    zone_ = z;
    QSettings().setValue(settings::kTimeZone, name_);
    emit changed(name_);
}

} // namespace idscope
