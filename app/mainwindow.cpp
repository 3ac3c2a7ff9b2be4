#include "mainwindow.h"

#include "browser/databrowser.h"
#include "common/droppedfile.h"
#include "common/languagemenu.h"
#include "common/settingskeys.h"
#include "common/thememenu.h"
#include "common/zonesetting.h"
#include "database/connectdialog.h"
#include "database/databasepage.h"
#include "database/databasesession.h"
#include "database/databasestatus.h"
#include "database/demodatabase.h"
#include "database/recentfiles.h"
#include "db/databasename.h"
#include "db/pgconnection.h"
#include "decoder/decoderpanel.h"
#include "explorer/schemaexplorer.h"
#include "help/aboutdialog.h"
#include "help/formatsdialog.h"
#include "start/startpage.h"
#include "tools/collisioncalculator.h"
#include "tools/idgeneratordialog.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProcess>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>

namespace idscope {

namespace {
constexpr int kStatusTimeoutMs = 5000;
} // namespace

MainWindow::MainWindow(const StartupOptions& options, QWidget* parent)
    : QMainWindow(parent), startup_(options), zone_(new ZoneSetting(this)),
      session_(new DatabaseSession(this)), demo_(new DemoDatabase(this)),
      stack_(new QStackedWidget(this)), start_(new StartPage(this)),
      page_(new DatabasePage(session_, zone_, this)), status_(new DatabaseStatus(session_, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(QStringLiteral("idscope"));
    setAcceptDrops(true);
    stack_->addWidget(start_);
    stack_->addWidget(page_);
    setCentralWidget(stack_);
    statusBar()->addPermanentWidget(status_, 1);

    start_->setDisplayZone(zone_->zone());
    connect(zone_, &ZoneSetting::changed, this, [this] { start_->setDisplayZone(zone_->zone()); });
    connect(start_, &StartPage::openRequested, this, &MainWindow::openRecent);
    connect(start_, &StartPage::openDialogRequested, this, &MainWindow::showOpenDialog);
    connect(start_, &StartPage::connectDialogRequested, this,
            [this] { showConnectDialog(QString()); });
    connect(start_, &StartPage::demoRequested, this, &MainWindow::openDemoDatabase);
    connect(start_, &StartPage::demoCancelRequested, demo_, &DemoDatabase::cancel);
    connect(start_, &StartPage::clearRecentRequested, this, [this] {
        RecentFiles::clear();
        updateRecentMenu();
    });

    connect(demo_, &DemoDatabase::progress, start_, &StartPage::setDemoProgress);
    connect(demo_, &DemoDatabase::ready, this, [this](const QString& path) {
        start_->setDemoProgress(-1);
        openDatabase(path);
    });
    connect(demo_, &DemoDatabase::failed, this, [this](const QString& message) {
        start_->setDemoProgress(-1);
        start_->setMessage(tr("The demo database could not be made: %1").arg(message));
    });
    connect(demo_, &DemoDatabase::cancelled, this, [this] {
        start_->setDemoProgress(-1);
        start_->setMessage(tr("Making the demo database was cancelled."));
    });

    createDocks();
    createMenus();
    // After the docks: the explorer fills its tree on opened() before the selection is restored.
    connect(session_, &DatabaseSession::opened, this, &MainWindow::onOpened);
    connect(session_, &DatabaseSession::openFailed, this, &MainWindow::onOpenFailed);
    restoreLayout();

    if (options.demo)
        openDemoDatabase();
    else if (!options.file.isEmpty())
        openDatabase(options.file);
}

MainWindow::~MainWindow() = default;

void MainWindow::createDocks()
{
    decoder_ = new DecoderPanel(this);
    decoder_->setDisplayZone(zone_->name());
    connect(zone_, &ZoneSetting::changed, decoder_, &DecoderPanel::setDisplayZone);
    connect(decoder_, &DecoderPanel::displayZoneChanged, zone_, &ZoneSetting::setName);
    connect(decoder_, &DecoderPanel::statusMessage, this,
            [this](const QString& m) { statusBar()->showMessage(m, kStatusTimeoutMs); });
    decoderDock_ = new QDockWidget(tr("Decoder"), this);
    decoderDock_->setObjectName(QStringLiteral("decoderDock"));
    decoderDock_->setWidget(decoder_);
    addDockWidget(Qt::BottomDockWidgetArea, decoderDock_);

    connect(page_->browser(), &DataBrowser::statusMessage, this,
            [this](const QString& m) { statusBar()->showMessage(m, kStatusTimeoutMs); });
    connect(page_->browser(), &DataBrowser::decodeRequested, this, [this](const QString& text) {
        showDecoder();
        decoder_->setText(text);
    });

    explorer_ = new SchemaExplorer(session_, this);
    explorerDock_ = new QDockWidget(tr("Schema"), this);
    explorerDock_->setObjectName(QStringLiteral("explorerDock"));
    explorerDock_->setWidget(explorer_);
    addDockWidget(Qt::LeftDockWidgetArea, explorerDock_);
    connect(explorer_, &SchemaExplorer::tableActivated, this, [this](const QString& table) {
        page_->browseTable(table);
        rememberSelection(table, QString());
    });
    connect(explorer_, &SchemaExplorer::columnActivated, this,
            [this](const QString& table, const QString& column) {
                page_->profileColumn(table, column);
                rememberSelection(table, column);
            });
    connect(explorer_, &SchemaExplorer::localityRequested, page_, &DatabasePage::analyseLocality);
    connect(explorer_, &SchemaExplorer::gapsRequested, page_, &DatabasePage::findGaps);
    // A new schema whose counts and formats would be cut: the dock widens to show them whole,
    // up to two fifths of the window (queued: the explorer refits to its new width after).
    // Once per opened database (the explorer asks again as counts and formats arrive): a dock
    // that grew on every expanded table or theme change moved the page under the mouse; later
    // the columns give way inside the dock instead.
    connect(
        explorer_, &SchemaExplorer::wantsWidth, this,
        [this](int wanted) {
            if (!session_->isOpen() || explorerWidened_)
                return;
            const int frame = explorerDock_->width() - explorer_->width();
            const int target = std::min(wanted + frame, width() * 2 / 5);
            if (explorerDock_->isVisible() && !explorerDock_->isFloating() &&
                explorerDock_->width() < target) {
                resizeDocks({explorerDock_}, {target}, Qt::Horizontal);
                explorerWidened_ = true;
            }
        },
        Qt::QueuedConnection);
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(QIcon::fromTheme(QStringLiteral("document-open")),
                                    tr("&Open Database…"), this, &MainWindow::showOpenDialog);
    open->setObjectName(QStringLiteral("actionOpen"));
    open->setShortcut(QKeySequence::Open);
    open->setStatusTip(tr("Open a SQLite database read-only"));
    QAction* server = file->addAction(QIcon::fromTheme(QStringLiteral("network-server")),
                                      tr("Connect to &PostgreSQL…"), this,
                                      [this] { showConnectDialog(QString()); });
    server->setObjectName(QStringLiteral("actionConnect"));
    server->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    server->setStatusTip(tr("Open a database on a PostgreSQL server read-only"));
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    recentMenu_->setObjectName(QStringLiteral("menuRecent"));
    recentMenu_->menuAction()->setStatusTip(tr("Open one of the recently opened databases"));
    updateRecentMenu();
    QAction* demo = file->addAction(tr("Open &Demo Database"), this, &MainWindow::openDemoDatabase);
    demo->setObjectName(QStringLiteral("actionDemo"));
    demo->setStatusTip(tr("Generate (once) and open the demo database"));
    exportAction_ = file->addAction(tr("&Export Report…"), page_, &DatabasePage::exportReport);
    exportAction_->setObjectName(QStringLiteral("actionExportReport"));
    exportAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    exportAction_->setStatusTip(tr("Write a report of the whole database: HTML, PDF, Markdown, "
                                   "CSV or JSON, with a preview"));
    exportAction_->setEnabled(false);
    closeAction_ = file->addAction(tr("&Close Database"), this, &MainWindow::closeDatabase);
    closeAction_->setObjectName(QStringLiteral("actionClose"));
    closeAction_->setShortcut(QKeySequence::Close);
    closeAction_->setStatusTip(tr("Close the database and return to the start page"));
    closeAction_->setEnabled(false);
    exportAction_->setEnabled(false);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setObjectName(QStringLiteral("actionQuit"));
    quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quit->setStatusTip(tr("Close idscope"));
    quit->setMenuRole(QAction::QuitRole);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* toggleExplorer = explorerDock_->toggleViewAction();
    toggleExplorer->setObjectName(QStringLiteral("actionToggleExplorer"));
    toggleExplorer->setText(tr("&Schema Explorer"));
    toggleExplorer->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    toggleExplorer->setStatusTip(tr("Show or hide the tree of tables, columns and indexes"));
    view->addAction(toggleExplorer);
    QAction* toggleDecoder = decoderDock_->toggleViewAction();
    toggleDecoder->setObjectName(QStringLiteral("actionToggleDecoder"));
    toggleDecoder->setText(tr("&Decoder"));
    toggleDecoder->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    toggleDecoder->setStatusTip(tr("Show or hide the decoder panel"));
    view->addAction(toggleDecoder);
    view->addSeparator();
    auto* themes = new ThemeMenu(view);
    view->addMenu(themes);
    auto* languages = new LanguageMenu(view);
    view->addMenu(languages);
    connect(languages, &LanguageMenu::languageChanged, this, [this] {
        // Said where it cannot be missed, with the way to apply it now.
        QMessageBox box(QMessageBox::Information, tr("Language"),
                        tr("The new language applies when idscope starts again."),
                        QMessageBox::NoButton, this);
        QPushButton* now = box.addButton(tr("Restart Now"), QMessageBox::AcceptRole);
        box.addButton(tr("Later"), QMessageBox::RejectRole);
        box.exec();
        if (box.clickedButton() != now)
            return;
        QStringList args = QApplication::arguments().mid(1);
        if (session_->isOpen() && !args.contains(session_->path()))
            args = {session_->path()}; // come back to the open database
        if (QProcess::startDetached(QApplication::applicationFilePath(), args))
            close();
    });

    QMenu* database = menuBar()->addMenu(tr("&Database"));
    profileFullyAction_ = database->addAction(tr("Profile Table &Fully"), this, [this] {
        const QString table = page_->browser()->currentTable();
        if (!table.isEmpty())
            session_->profileFully(table);
    });
    profileFullyAction_->setObjectName(QStringLiteral("actionProfileFully"));
    profileFullyAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    profileFullyAction_->setStatusTip(
        tr("Scan every row of the current table (the badges come from a sample until then)"));
    profileFullyAction_->setEnabled(false);

    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    QAction* decodeClipboard = tools->addAction(tr("Decode &Clipboard"), this, [this] {
        showDecoder();
        decoder_->decodeClipboard();
    });
    decodeClipboard->setObjectName(QStringLiteral("actionDecodeClipboard"));
    decodeClipboard->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    decodeClipboard->setStatusTip(tr("Decode the IDs in the clipboard"));
    QAction* collision = tools->addAction(tr("C&ollision Calculator…"), this, [this] {
        auto* dialog = new CollisionCalculatorDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    collision->setObjectName(QStringLiteral("actionCollisionCalculator"));
    collision->setStatusTip(
        tr("How likely two IDs collide at a given insert rate, resolution and random bits"));
    QAction* generator = tools->addAction(tr("ID &Generator…"), this, [this] {
        auto* dialog = new IdGeneratorDialog(zone_, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    generator->setObjectName(QStringLiteral("actionIdGenerator"));
    generator->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    generator->setStatusTip(tr("Make IDs of any format at an instant, and BETWEEN bounds"));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* formats = help->addAction(tr("&Formats…"), this, [this] {
        auto* dialog = new FormatsDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    formats->setObjectName(QStringLiteral("actionFormats"));
    formats->setShortcut(QKeySequence::HelpContents);
    formats->setStatusTip(tr("List every ID format idscope reads, with its layout and epoch"));
    QAction* about =
        help->addAction(tr("&About idscope"), this, [this] { AboutDialog::show(this); });
    about->setObjectName(QStringLiteral("actionAbout"));
    about->setStatusTip(tr("Show the idscope, Qt and SQLite versions"));
    about->setMenuRole(QAction::AboutRole);
    QAction* aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setObjectName(QStringLiteral("actionAboutQt"));
    aboutQt->setStatusTip(tr("Show the Qt version and licence"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::updateRecentMenu()
{
    const QStringList files = RecentFiles::files();
    start_->setRecentFiles(files);
    if (!recentMenu_)
        return;
    recentMenu_->clear();
    int n = 0;
    for (const QString& f : files) {
        const bool server = db::isServerDatabase(f);
        const QString shown = server ? db::pgShortName(f) : QFileInfo(f).fileName();
        // &1 … &9 for the first nine, like every desktop application.
        const QString label = ++n < 10 ? QStringLiteral("&%1 %2").arg(n).arg(shown) : shown;
        QAction* a = recentMenu_->addAction(label, this, [this, f] { openRecent(f); });
        a->setStatusTip(server ? f : QDir::toNativeSeparators(f));
        a->setToolTip(a->statusTip());
    }
    if (!files.isEmpty())
        recentMenu_->addSeparator();
    QAction* clear = recentMenu_->addAction(tr("&Clear List"), this, [this] {
        RecentFiles::clear();
        updateRecentMenu();
    });
    clear->setStatusTip(tr("Forget the recently opened databases"));
    clear->setEnabled(!files.isEmpty());
}

void MainWindow::showOpenDialog()
{
    QSettings store;
    const QString dir = store.value(settings::kLastOpenDir, QDir::homePath()).toString();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open SQLite Database"), dir,
        tr("SQLite databases (*.sqlite *.sqlite3 *.db *.db3 *.s3db);;All files (*)"));
    if (path.isEmpty())
        return;
    store.setValue(settings::kLastOpenDir, QFileInfo(path).absolutePath());
    openDatabase(path);
}

void MainWindow::openDatabase(const QString& path, const QString& password)
{
    const QString shown = db::isServerDatabase(path) ? db::redactedDatabaseName(path)
                                                     : QDir::toNativeSeparators(path);
    start_->setMessage(tr("Opening %1…").arg(shown));
    statusBar()->showMessage(tr("Opening %1…").arg(shown));
    session_->open(path, password);
}

// A recent server goes through the dialog, already connecting: a password it needs can be
// typed there, and a failure is said there.
void MainWindow::openRecent(const QString& path)
{
    if (db::isServerDatabase(path))
        showConnectDialog(path);
    else
        openDatabase(path);
}

void MainWindow::showConnectDialog(const QString& name)
{
    auto* d = new ConnectDialog(this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    if (!name.isEmpty())
        d->setName(name);
    else if (session_->isOpen() && db::isServerDatabase(session_->path()))
        d->setName(session_->path());
    else
        for (const QString& f : RecentFiles::files()) // the newest server as a start
            if (db::isServerDatabase(f)) {
                d->setName(f);
                break;
            }
    connect(d, &QDialog::accepted, this, [this, d] { openDatabase(d->name(), d->password()); });
    d->open(); // window-modal, not blocking: the event loop (and the tests) keep running
    if (!name.isEmpty())
        d->connectToServer();
}

void MainWindow::openDemoDatabase()
{
    start_->setMessage(QString());
    start_->setDemoProgress(0);
    demo_->ensure();
}

void MainWindow::closeDatabase()
{
    session_->close();
    stack_->setCurrentWidget(start_);
    setWindowTitle(QStringLiteral("idscope"));
    closeAction_->setEnabled(false);
    exportAction_->setEnabled(false);
    profileFullyAction_->setEnabled(false);
    start_->setMessage(QString());
    updateRecentMenu();
}

void MainWindow::onOpened()
{
    explorerWidened_ = false; // the new schema may widen the dock once
    const QString path = session_->path();
    const bool server = db::isServerDatabase(path);
    RecentFiles::add(path); // not a server name that holds a password
    updateRecentMenu();
    start_->setMessage(QString());
    statusBar()->clearMessage();
    setWindowTitle(tr("%1 — idscope")
                       .arg(server ? session_->sourceInfo().database : QFileInfo(path).fileName()));
    stack_->setCurrentWidget(page_);
    closeAction_->setEnabled(true);
    exportAction_->setEnabled(true);
    profileFullyAction_->setEnabled(true);
    if (!session_->info().notice.isEmpty())
        statusBar()->showMessage(session_->info().notice, 3 * kStatusTimeoutMs);

    // Back where the user was in this file; else the first table.
    const QPair<QString, QString> last = RecentFiles::lastSelection(path);
    QString table = last.first;
    if (table.isEmpty() || !session_->schema().table(table)) {
        table.clear();
        for (const db::TableInfo& t : session_->schema().tables) {
            if (t.kind == db::TableInfo::Kind::Table) {
                table = t.name;
                break;
            }
        }
    }
    if (table.isEmpty())
        return;
    page_->browser()->showTable(table);
    if (!last.second.isEmpty() && table == last.first) {
        // Selecting it emits columnActivated, which shows its profile.
        explorer_->selectColumn(table, last.second);
    } else {
        explorer_->selectTable(table);
    }
}

// Said once, where the user is: on the start page its message line; over an open database
// (which stays open) a message box.
void MainWindow::onOpenFailed(const QString& path, const QString& message)
{
    statusBar()->clearMessage();
    const QString text =
        tr("%1 could not be opened: %2").arg(QDir::toNativeSeparators(path), message);
    if (!session_->isOpen()) {
        start_->setMessage(text);
        stack_->setCurrentWidget(start_);
        return;
    }
    start_->setMessage(QString());
    // Window-modal and not blocking: the event loop (and the tests) keep running.
    auto* box =
        new QMessageBox(QMessageBox::Warning, tr("Cannot open database"),
                        text + QStringLiteral("\n\n") +
                            tr("%1 stays open.").arg(QDir::toNativeSeparators(session_->path())),
                        QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("openErrorBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::rememberSelection(const QString& table, const QString& column)
{
    if (session_->isOpen())
        RecentFiles::setLastSelection(session_->path(), table, column);
}

void MainWindow::showDecoder()
{
    decoderDock_->show();
    decoderDock_->raise();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!droppedFile(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QString file = droppedFile(event->mimeData());
    if (file.isEmpty())
        return;
    event->acceptProposedAction();
    openDatabase(file);
}

void MainWindow::restoreLayout()
{
    const QSettings store;
    // First start: 1400×900, or maximized where the screen has less room: a window resized to
    // the available size would have its title bar on top of that, and its status bar below
    // the screen's edge.
    const QSize room = screen() ? screen()->availableGeometry().size() : QSize(1400, 900);
    if (!restoreGeometry(store.value(settings::kWindowGeometry).toByteArray())) {
        resize(QSize(1400, 900).boundedTo(room));
        if (room.width() < 1400 || room.height() < 900)
            setWindowState(windowState() | Qt::WindowMaximized);
    }
    if (!restoreState(store.value(settings::kWindowState).toByteArray())) {
        // First start: the pages get the room; the decoder appears on Ctrl+Shift+V or
        // Ctrl+Shift+D (the start page has its own paste box).
        resizeDocks({explorerDock_}, {std::min(460, width() * 3 / 10)}, Qt::Horizontal);
        // Room for the controls, three lines of paste box and about six result rows.
        resizeDocks({decoderDock_}, {std::min(360, height() * 45 / 100)}, Qt::Vertical);
        decoderDock_->hide();
    }
    decoder_->restoreState(store.value(settings::kDecoderSplitter).toByteArray());
}

void MainWindow::saveLayout() const
{
    QSettings store;
    store.setValue(settings::kWindowGeometry, saveGeometry());
    store.setValue(settings::kWindowState, saveState());
    store.setValue(settings::kDecoderSplitter, decoder_->saveState());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveLayout();
    demo_->cancel();
    event->accept();
}

} // namespace idscope
