// Picks the display zone: UTC, the system's local zone, or any IANA zone (type to search).
#pragma once

#include <QComboBox>

namespace idscope {

class ZoneComboBox : public QComboBox {
    Q_OBJECT
public:
    explicit ZoneComboBox(QWidget* parent = nullptr);

    // "UTC", "local" or an IANA name.
    QString zoneName() const;
    // Selects `name` if it is offered; returns false (and keeps the selection) otherwise.
    bool setZoneName(const QString& name);

signals:
    void zoneNameChanged(const QString& name);
    // Typed text named no zone; the selection snapped back. `message` says why, for the user.
    void zoneRejected(const QString& message);

private:
    void commitTypedText();
    QString current_;
};

} // namespace idscope
