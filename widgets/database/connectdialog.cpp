#include "connectdialog.h"

#include "db/opensource.h"
#include "db/pgconnection.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace idscope {

namespace {

constexpr int kDefaultPort = 5432;

// libpq's sslmode values; the first entry leaves the choice to libpq (prefer, or PGSSLMODE).
const char* const kSslModes[] = {"disable", "allow",     "prefer",
                                 "require", "verify-ca", "verify-full"};

} // namespace

ConnectDialog::ConnectDialog(QWidget* parent) : QDialog(parent), jobs_(nullptr, 1)
{
    setObjectName(QStringLiteral("connectDialog"));
    setWindowTitle(tr("Connect to PostgreSQL"));
    buildUi();
    setBusy(false);
}

ConnectDialog::~ConnectDialog() = default; // the slot cancels an attempt still running

void ConnectDialog::buildUi()
{
    host_ = new QLineEdit(this);
    host_->setObjectName(QStringLiteral("host"));
    host_->setPlaceholderText(tr("localhost, or a socket folder such as /run/postgresql"));
    port_ = new QSpinBox(this);
    port_->setObjectName(QStringLiteral("port"));
    port_->setRange(1, 65535);
    port_->setValue(kDefaultPort);
    port_->setGroupSeparatorShown(false);
    database_ = new QLineEdit(this);
    database_->setObjectName(QStringLiteral("database"));
    database_->setPlaceholderText(tr("the user's name when empty"));
    user_ = new QLineEdit(this);
    user_->setObjectName(QStringLiteral("user"));
    user_->setPlaceholderText(tr("your login name when empty"));
    sslMode_ = new QComboBox(this);
    sslMode_->setObjectName(QStringLiteral("sslMode"));
    sslMode_->addItem(tr("Default (prefer, or PGSSLMODE)"), QString());
    for (const char* m : kSslModes)
        sslMode_->addItem(QLatin1String(m), QLatin1String(m));
    password_ = new QLineEdit(this);
    password_->setObjectName(QStringLiteral("password"));
    password_->setEchoMode(QLineEdit::Password);
    password_->setPlaceholderText(tr("from PGPASSWORD or ~/.pgpass when empty"));

    auto* form = new QFormLayout;
    form->addRow(tr("&Host:"), host_);
    form->addRow(tr("&Port:"), port_);
    form->addRow(tr("&Database:"), database_);
    form->addRow(tr("&User:"), user_);
    form->addRow(tr("&SSL mode:"), sslMode_);
    form->addRow(tr("Pass&word:"), password_);

    auto* note = new QLabel(tr("idscope opens the database read-only and never stores the "
                               "password: it is used for this session only."),
                            this);
    note->setWordWrap(true);
    note->setForegroundRole(QPalette::PlaceholderText);

    progress_ = new QProgressBar(this);
    progress_->setRange(0, 0);
    progress_->setTextVisible(false);
    progress_->setMaximumHeight(progress_->fontMetrics().height());
    status_ = new QLabel(this);
    auto* busyRow = new QHBoxLayout;
    busyRow->addWidget(status_, 1);
    busyRow->addWidget(progress_, 1);

    error_ = new QLabel(this);
    error_->setObjectName(QStringLiteral("connectError"));
    error_->setWordWrap(true);
    error_->setTextFormat(Qt::PlainText); // the server's words, one line each
    error_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    error_->setForegroundRole(QPalette::HighlightedText);
    error_->setBackgroundRole(QPalette::Highlight);
    error_->setAutoFillBackground(true);
    error_->setMargin(4);
    error_->hide();

    auto* buttons = new QDialogButtonBox(this);
    connect_ = buttons->addButton(tr("&Connect"), QDialogButtonBox::AcceptRole);
    connect_->setObjectName(QStringLiteral("connectButton"));
    connect_->setDefault(true);
    cancel_ = buttons->addButton(QDialogButtonBox::Cancel);
    cancel_->setObjectName(QStringLiteral("cancelButton"));
    connect(connect_, &QPushButton::clicked, this, &ConnectDialog::connectToServer);
    connect(cancel_, &QPushButton::clicked, this, &ConnectDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addLayout(busyRow);
    layout->addWidget(error_);
    layout->addStretch(1);
    layout->addWidget(buttons);
    setMinimumWidth(fontMetrics().averageCharWidth() * 70);
}

void ConnectDialog::setName(const QString& name)
{
    const std::optional<db::PgConnectFields> f = db::parsePgName(name);
    if (!f)
        return;
    host_->setText(f->host);
    bool ok = false;
    const int port = f->port.toInt(&ok);
    port_->setValue(ok ? port : kDefaultPort);
    database_->setText(f->database);
    user_->setText(f->user);
    sslMode_->setCurrentIndex(std::max(0, sslMode_->findData(f->sslMode)));
}

QString ConnectDialog::name() const
{
    db::PgConnectFields f;
    f.host = host_->text();
    f.port = QString::number(port_->value());
    f.database = database_->text();
    f.user = user_->text();
    f.sslMode = sslMode_->currentData().toString();
    return db::pgConninfo(f); // never empty: the port is always written
}

QString ConnectDialog::password() const
{
    return password_->text();
}

QString ConnectDialog::errorText() const
{
    return error_->isHidden() ? QString() : error_->text();
}

void ConnectDialog::showError(const QString& text)
{
    error_->setText(text);
    error_->setVisible(!text.isEmpty());
}

void ConnectDialog::setBusy(bool busy)
{
    for (QWidget* w : {static_cast<QWidget*>(host_), static_cast<QWidget*>(port_),
                       static_cast<QWidget*>(database_), static_cast<QWidget*>(user_),
                       static_cast<QWidget*>(sslMode_), static_cast<QWidget*>(password_)})
        w->setEnabled(!busy);
    connect_->setEnabled(!busy);
    progress_->setVisible(busy);
    status_->setVisible(busy);
    cancel_->setToolTip(busy ? tr("Stop connecting") : QString());
}

void ConnectDialog::connectToServer()
{
    if (isConnecting())
        return;
    const QString n = name();
    const QString pw = password();
    showError(QString());
    status_->setText(tr("Connecting to %1…").arg(db::pgShortName(n)));
    setBusy(true);
    jobs_.startWithoutDatabase(
        job_,
        [n, pw](db::JobContext& ctx) {
            db::OpenError error = db::OpenError::None;
            QString message;
            const std::unique_ptr<db::Source> s =
                db::openSource(n, &error, &message, {pw, &ctx.cancelFlag()});
            if (!s)
                return db::JobOutcome<bool>::failed(message);
            return db::JobOutcome<bool>::done(true);
        },
        this,
        [this](db::JobOutcome<bool> r) {
            setBusy(false);
            if (r.isDone()) {
                accept();
            } else if (r.isFailed()) {
                showError(r.error());
                (r.error().contains(QLatin1String("password")) ? password_ : host_)->setFocus();
            } else {
                status_->setText(QString());
                showError(QString());
            }
        });
}

void ConnectDialog::cancelConnecting()
{
    job_.cancel();
}

void ConnectDialog::reject()
{
    if (isConnecting()) {
        cancelConnecting();
        return;
    }
    QDialog::reject();
}

} // namespace idscope
