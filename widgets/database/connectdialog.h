// File ▸ Connect to PostgreSQL…: host or socket folder, port, database, user, SSL mode and a
// password. Connect tries the server in a job (progress, Cancel stops the attempt at once) and
// shows the server's own error text in the dialog, which stays open to be corrected; the
// database open until then is not touched. Once connected the dialog is accepted, and the
// caller opens name() with password().
//
// The password lives in this dialog and in memory only: an empty field leaves it to libpq
// (PGPASSWORD, ~/.pgpass or PGPASSFILE). name() never holds it, so the recent list and the
// settings cannot store it.
#pragma once

#include "db/jobrunner.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace idscope {

class ConnectDialog : public QDialog {
    Q_OBJECT
public:
    explicit ConnectDialog(QWidget* parent = nullptr);
    ~ConnectDialog() override;

    // Fills the fields from a server's name (a URI or conninfo string, e.g. a recent entry).
    void setName(const QString& name);
    QString name() const; // the conninfo string of the fields, without a password
    QString password() const;

    void connectToServer(); // the Connect button
    void cancelConnecting();
    bool isConnecting() const { return job_.isRunning(); }
    QString errorText() const; // the last attempt's error, "" when none

    QLineEdit* hostEdit() const { return host_; }
    QSpinBox* portBox() const { return port_; }
    QLineEdit* databaseEdit() const { return database_; }
    QLineEdit* userEdit() const { return user_; }
    QComboBox* sslModeBox() const { return sslMode_; }
    QLineEdit* passwordEdit() const { return password_; }
    QPushButton* connectButton() const { return connect_; }
    QPushButton* cancelButton() const { return cancel_; }

protected:
    void reject() override; // Esc and Cancel: stop an attempt first, then close

private:
    void buildUi();
    void setBusy(bool busy);
    void showError(const QString& text);

    db::JobRunner jobs_;
    db::JobSlot job_;
    QLineEdit* host_ = nullptr;
    QSpinBox* port_ = nullptr;
    QLineEdit* database_ = nullptr;
    QLineEdit* user_ = nullptr;
    QComboBox* sslMode_ = nullptr;
    QLineEdit* password_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* error_ = nullptr;
    QPushButton* connect_ = nullptr;
    QPushButton* cancel_ = nullptr;
};

} // namespace idscope
