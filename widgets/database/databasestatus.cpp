#include "databasestatus.h"

#include "databasesession.h"
#include "db/sqliteversion.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>

namespace idscope {

DatabaseStatus::DatabaseStatus(DatabaseSession* session, QWidget* parent)
    : QWidget(parent), session_(session), path_(new QLabel(this)), badge_(new QLabel(this)),
      details_(new QLabel(this)), counts_(new QLabel(this))
{
    setObjectName(QStringLiteral("databaseStatus"));
    path_->setObjectName(QStringLiteral("statusPath"));
    badge_->setObjectName(QStringLiteral("statusBadge"));
    details_->setObjectName(QStringLiteral("statusDetails"));
    counts_->setObjectName(QStringLiteral("statusCounts"));
    path_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    path_->setMinimumWidth(80);
    badge_->setAutoFillBackground(true);
    badge_->setContentsMargins(6, 0, 6, 0);
    auto* row = new QHBoxLayout(this);
    // Off the window's right edge as the pages' fields are (a maximized window has no size grip
    // to keep the counts from touching it).
    row->setContentsMargins(0, 0, 6, 0);
    row->setSpacing(12);
    row->addWidget(badge_);
    row->addWidget(path_, 1);
    row->addWidget(details_);
    row->addWidget(counts_);
    connect(session_, &DatabaseSession::opened, this, &DatabaseStatus::refresh);
    connect(session_, &DatabaseSession::closed, this, &DatabaseStatus::refresh);
    connect(session_, &DatabaseSession::rowCountChanged, this, &DatabaseStatus::refresh);
    connect(session_, &DatabaseSession::countsFinished, this, &DatabaseStatus::refresh);
    updateBadgeColours();
    refresh();
}

QString DatabaseStatus::badgeText() const
{
    return badge_->text();
}

QString DatabaseStatus::countsText() const
{
    return counts_->text();
}

QString DatabaseStatus::pathText() const
{
    return path_->text();
}

void DatabaseStatus::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updateBadgeColours();
}

void DatabaseStatus::updateBadgeColours()
{
    // Highlight colours from the palette: readable in the light and the dark theme.
    QPalette p = badge_->palette();
    p.setColor(QPalette::Window, palette().color(QPalette::Highlight));
    p.setColor(QPalette::WindowText, palette().color(QPalette::HighlightedText));
    badge_->setPalette(p);
}

void DatabaseStatus::refresh()
{
    const bool open = session_->isOpen();
    setVisible(open);
    if (!open)
        return;
    const db::OpenInfo& info = session_->info();
    const db::SourceInfo& source = session_->sourceInfo();
    const bool server = source.engine != db::Engine::Sqlite;
    path_->setText(source.location);
    path_->setToolTip(source.location);
    if (server) {
        badge_->setText(tr("READ-ONLY"));
        badge_->setToolTip(tr("idscope never writes to the server: the session is read-only and "
                              "every read runs in a read-only transaction."));
    } else if (info.immutable) {
        badge_->setText(tr("IMMUTABLE"));
        badge_->setToolTip(info.notice.isEmpty()
                               ? tr("Opened read-only with immutable=1: changes made by other "
                                    "programs while it is open are not seen.")
                               : info.notice);
    } else if (info.recovered) {
        badge_->setText(tr("READ-ONLY · RECOVERED"));
        badge_->setToolTip(info.notice);
    } else {
        badge_->setText(tr("READ-ONLY"));
        badge_->setToolTip(tr("idscope never writes to the database: it is opened read-only "
                              "and left byte-for-byte unchanged."));
    }
    const QLocale locale;
    if (server) {
        details_->setText(tr("PostgreSQL %1 · database %2 · user %3")
                              .arg(source.version, source.database, source.user));
        details_->setToolTip(tr("Server version, database and user; host %1").arg(source.host));
    } else {
        details_->setText(tr("SQLite %1 · page %2 B · journal %3")
                              .arg(info.sqliteVersion, locale.toString(info.pageSize),
                                   info.journalMode.isEmpty() ? tr("unknown") : info.journalMode));
        details_->setToolTip(tr("SQLite library version, page size and journal mode of the file"));
    }

    int tables = 0;
    int exact = 0;
    qint64 rows = 0;
    for (const db::TableInfo& t : session_->schema().tables) {
        if (t.kind != db::TableInfo::Kind::Table)
            continue;
        ++tables;
        const DatabaseSession::RowCount c = session_->rowCount(t.name);
        if (c.rows > 0)
            rows += c.rows;
        if (c.exact)
            ++exact;
    }
    if (exact == tables)
        counts_->setText(tr("%Ln table(s), %1 rows", nullptr, tables).arg(locale.toString(rows)));
    else
        counts_->setText(tr("%Ln table(s), ≈%1 rows (counting %2 of %3…)", nullptr, tables)
                             .arg(locale.toString(rows))
                             .arg(exact + 1)
                             .arg(tables));
    counts_->setToolTip(tr("Approximate counts come from sqlite_stat1 or the B-tree's pages; "
                           "exact counts follow in the background."));
}

} // namespace idscope
