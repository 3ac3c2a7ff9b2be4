#include "startpage.h"

#include "common/droppedfile.h"
#include "common/jobprogress.h"
#include "db/databasename.h"
#include "db/pgconnection.h"
#include "decoder/decodetext.h"
#include "ids/detector.h"

#include <QDateTime>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace idscope {

StartPage::StartPage(QWidget* parent)
    : QWidget(parent), icon_(new QLabel(this)), message_(new QLabel(this)),
      paste_(new QLineEdit(this)), pasteResult_(new QLabel(this)), recent_(new QListWidget(this)),
      noRecent_(new QLabel(this)), demo_(new QPushButton(this)),
      demoProgress_(new JobProgress(this)), zone_(DisplayZone::utc())
{
    setObjectName(QStringLiteral("startPage"));
    setAcceptDrops(true);

    auto* title = new QLabel(tr("idscope"), this);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    title->setFont(titleFont);
    auto* blurb = new QLabel(tr("Find out when an ID was minted and by what: ULID, UUIDv1/6/7, "
                                "Snowflakes, KSUID, ObjectId, TID, TypeID and more. Open a "
                                "SQLite database or connect to a PostgreSQL server to see what "
                                "its keys reveal."),
                             this);
    blurb->setWordWrap(true);

    auto* open = new QPushButton(QIcon::fromTheme(QStringLiteral("document-open")),
                                 tr("&Open Database…"), this);
    open->setObjectName(QStringLiteral("openButton"));
    open->setToolTip(tr("Open a SQLite database read-only (%1)")
                         .arg(QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText)));
    connect(open, &QPushButton::clicked, this, &StartPage::openDialogRequested);
    auto* server = new QPushButton(QIcon::fromTheme(QStringLiteral("network-server")),
                                   tr("Co&nnect to PostgreSQL…"), this);
    server->setObjectName(QStringLiteral("connectButton"));
    server->setToolTip(tr("Open a database on a PostgreSQL server read-only"));
    connect(server, &QPushButton::clicked, this, &StartPage::connectDialogRequested);
    demo_->setObjectName(QStringLiteral("demoButton"));
    demo_->setText(tr("Open De&mo Database"));
    demo_->setToolTip(tr("Generate (once) and open a database whose tables follow the "
                         "conventions of real teams: ULIDs, UUID v4→v7, Snowflakes, …"));
    connect(demo_, &QPushButton::clicked, this, &StartPage::demoRequested);
    demoProgress_->bar()->setFormat(tr("Generating the demo database… %p%"));
    connect(demoProgress_, &JobProgress::cancelRequested, this, &StartPage::demoCancelRequested);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(open);
    buttons->addWidget(server);
    buttons->addWidget(demo_);
    buttons->addWidget(demoProgress_, 1);
    buttons->addStretch();

    message_->setObjectName(QStringLiteral("startMessage"));
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    message_->setVisible(false);

    // Recent files.
    auto* recentBox = new QGroupBox(tr("Recent databases"), this);
    recent_->setObjectName(QStringLiteral("recentList"));
    recent_->setToolTip(tr("Double-click or press Enter to open"));
    connect(recent_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        emit openRequested(item->data(Qt::UserRole).toString());
    });
    noRecent_->setText(tr("None yet. Open a file, drop one here, or try the demo database."));
    noRecent_->setForegroundRole(QPalette::PlaceholderText);
    noRecent_->setWordWrap(true);
    clearRecent_ = new QPushButton(tr("Clear List"), recentBox);
    auto* clear = clearRecent_;
    clear->setToolTip(tr("Forget the recently opened databases"));
    connect(clear, &QPushButton::clicked, this, &StartPage::clearRecentRequested);
    auto* recentLayout = new QVBoxLayout(recentBox);
    recentLayout->addWidget(recent_);
    recentLayout->addWidget(noRecent_);
    recentLayout->addWidget(clear, 0, Qt::AlignRight);

    // Paste box.
    auto* pasteBox = new QGroupBox(tr("Decode an ID"), this);
    paste_->setObjectName(QStringLiteral("pasteBox"));
    paste_->setPlaceholderText(tr("Paste an ID: 01ARZ3NDEKTSV4RRFFQ69G5FAV, a UUID, a Snowflake…"));
    paste_->setClearButtonEnabled(true);
    paste_->setToolTip(
        tr("Decodes as you type; the Decoder panel (%1) takes many IDs or log "
           "lines at once")
            .arg(
                QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D).toString(QKeySequence::NativeText)));
    connect(paste_, &QLineEdit::textChanged, this, &StartPage::decodePaste);
    pasteResult_->setObjectName(QStringLiteral("pasteResult"));
    pasteResult_->setWordWrap(true);
    pasteResult_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    pasteResult_->setTextFormat(Qt::RichText);
    auto* pasteLayout = new QVBoxLayout(pasteBox);
    pasteLayout->addWidget(paste_);
    pasteLayout->addWidget(pasteResult_);

    auto* drop = new QLabel(tr("Drop a SQLite file anywhere in this window to open it."), this);
    drop->setForegroundRole(QPalette::PlaceholderText);

    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(24, 16, 24, 16);
    grid->setHorizontalSpacing(16);
    grid->setVerticalSpacing(10);
    grid->addWidget(icon_, 0, 0, 3, 1, Qt::AlignTop);
    grid->addWidget(title, 0, 1);
    grid->addWidget(blurb, 1, 1);
    grid->addLayout(buttons, 2, 1);
    grid->addWidget(message_, 3, 1);
    grid->addWidget(pasteBox, 4, 1);
    grid->addWidget(recentBox, 5, 1);
    grid->addWidget(drop, 6, 1);
    grid->setColumnStretch(1, 1);
    grid->setRowStretch(5, 1);
    updateIcon();
    setRecentFiles({});
    decodePaste();
}

void StartPage::setRecentFiles(const QStringList& files)
{
    recent_->clear();
    for (const QString& f : files) {
        const QFileInfo info(f);
        const bool server = db::isServerDatabase(f);
        auto* item = new QListWidgetItem(
            server
                ? tr("%1 — PostgreSQL").arg(db::pgShortName(f))
                : tr("%1 — %2").arg(info.fileName(), QDir::toNativeSeparators(info.absolutePath())),
            recent_);
        item->setData(Qt::UserRole, f);
        item->setToolTip(server ? f : QDir::toNativeSeparators(f));
    }
    recent_->setVisible(!files.isEmpty());
    noRecent_->setVisible(files.isEmpty());
    clearRecent_->setVisible(!files.isEmpty());
    if (!files.isEmpty())
        recent_->setCurrentRow(0);
}

void StartPage::setDisplayZone(const DisplayZone& zone)
{
    zone_ = zone;
    decodePaste();
}

void StartPage::setDemoProgress(int percent)
{
    const bool running = percent >= 0;
    demo_->setEnabled(!running);
    if (!running) {
        demoProgress_->finish();
        return;
    }
    if (!demoProgress_->isActive())
        demoProgress_->start();
    demoProgress_->setProgress(percent, 100);
}

void StartPage::setMessage(const QString& text)
{
    message_->setText(text);
    message_->setVisible(!text.isEmpty());
}

QString StartPage::message() const
{
    return message_->text();
}

QString StartPage::pasteResult() const
{
    return pasteResult_->text();
}

void StartPage::decodePaste()
{
    const QString text = paste_->text().trimmed();
    if (text.isEmpty()) {
        pasteResult_->setText(QString());
        pasteResult_->setVisible(false);
        return;
    }
    static const Detector detector;
    const DecodeResult r = decodeText(text, detector);
    pasteResult_->setVisible(true);
    if (!r.valid) {
        pasteResult_->setText(tr("Not an ID idscope knows.").toHtmlEscaped());
        return;
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QString line = DecodeText::format(r).toHtmlEscaped();
    const QString instant = DecodeText::instant(r, zone_);
    if (!instant.isEmpty())
        line += QStringLiteral(" · <b>%1</b> · %2")
                    .arg(instant.toHtmlEscaped(), DecodeText::age(r, now).toHtmlEscaped());
    const QString warnings = DecodeText::warnings(r);
    if (!warnings.isEmpty())
        line += QStringLiteral("<br>%1").arg(warnings.toHtmlEscaped());
    const QString alternatives = DecodeText::alternatives(r);
    if (!alternatives.isEmpty())
        line += QStringLiteral("<br>") + tr("Also reads as: %1").arg(alternatives).toHtmlEscaped();
    pasteResult_->setText(line);
}

void StartPage::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::StyleChange)
        updateIcon();
}

void StartPage::dragEnterEvent(QDragEnterEvent* event)
{
    if (!droppedFile(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void StartPage::dropEvent(QDropEvent* event)
{
    const QString file = droppedFile(event->mimeData());
    if (file.isEmpty())
        return;
    event->acceptProposedAction();
    emit openRequested(file);
}

void StartPage::updateIcon()
{
    // Rendered from the SVG at the screen's pixel ratio, so it stays sharp on HiDPI.
    const int side = fontMetrics().height() * 4;
    icon_->setPixmap(QIcon(QStringLiteral(":/icons/idscope.svg"))
                         .pixmap(QSize(side, side), devicePixelRatioF()));
}

} // namespace idscope
