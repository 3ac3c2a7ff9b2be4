#include "startpage.h"

#include <QEvent>
#include <QGridLayout>
#include <QIcon>
#include <QKeySequence>
#include <QLabel>

namespace idscope {

StartPage::StartPage(QWidget* parent)
    : QWidget(parent), icon_(new QLabel(this)), request_(new QLabel(this))
{
    setObjectName(QStringLiteral("startPage"));

    auto* title = new QLabel(tr("idscope"), this);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    title->setFont(titleFont);

    auto* blurb = new QLabel(tr("Find out when an ID was minted and by what: ULID, UUIDv1/6/7, "
                                "Snowflakes, KSUID, ObjectId, TID, TypeID and more."),
                             this);
    blurb->setWordWrap(true);

    auto* hint = new QLabel(
        tr("Paste IDs or log lines into the decoder, or press %1 to decode the clipboard.")
            .arg(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V).toString(QKeySequence::NativeText)),
        this);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);

    request_->setObjectName(QStringLiteral("requestLabel"));
    request_->setWordWrap(true);
    request_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    request_->setVisible(false);

    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(16, 10, 16, 10);
    grid->setHorizontalSpacing(16);
    grid->addWidget(icon_, 0, 0, 4, 1, Qt::AlignTop);
    grid->addWidget(title, 0, 1);
    grid->addWidget(blurb, 1, 1);
    grid->addWidget(hint, 2, 1);
    grid->addWidget(request_, 3, 1);
    grid->setColumnStretch(1, 1);
    grid->setRowStretch(4, 1);
    updateIcon();
}

void StartPage::setRequest(const QString& file, bool demo)
{
    QString text;
    if (demo)
        text = tr("The demo database (--demo) will open here once database views are "
                  "available; it is not part of this version yet.");
    else if (!file.isEmpty())
        text = tr("Requested database: %1. Database views are not part of this version yet, "
                  "so it was not opened.")
                   .arg(file);
    request_->setText(text);
    request_->setVisible(!text.isEmpty());
}

QString StartPage::requestText() const
{
    return request_->text();
}

void StartPage::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::StyleChange)
        updateIcon();
}

void StartPage::updateIcon()
{
    // Rendered from the SVG at the screen's pixel ratio, so it stays sharp on HiDPI.
    const int side = fontMetrics().height() * 4;
    icon_->setPixmap(QIcon(QStringLiteral(":/icons/idscope.svg"))
                         .pixmap(QSize(side, side), devicePixelRatioF()));
}

} // namespace idscope
