// The application-wide display time zone ("UTC", "local" or an IANA name), persisted in
// QSettings. Pages show instants in it; the main window forwards changes between them.
#pragma once

#include "ids/timezone.h"

#include <QObject>
#include <QString>

namespace idscope {

class ZoneSetting : public QObject {
    Q_OBJECT
public:
    explicit ZoneSetting(QObject* parent = nullptr); // loads the stored zone, UTC if unknown

    QString name() const { return name_; }
    DisplayZone zone() const { return zone_; }

public slots:
    // Ignores names DisplayZone does not know; stores and announces the others.
    void setName(const QString& name);

signals:
    void changed(const QString& name);

private:
    QString name_;
    DisplayZone zone_;
};

} // namespace idscope
