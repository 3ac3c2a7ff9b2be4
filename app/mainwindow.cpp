#include "mainwindow.h"

#include "common/languagemenu.h"
#include "common/settingskeys.h"
#include "common/thememenu.h"
#include "common/zonesetting.h"
#include "decoder/decoderpanel.h"
#include "help/aboutdialog.h"
#include "help/formatsdialog.h"
#include "start/startpage.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>

namespace idscope {

namespace {
constexpr int kStatusTimeoutMs = 5000;
} // namespace

MainWindow::MainWindow(const StartupOptions& options, QWidget* parent)
    : QMainWindow(parent), startup_(options), zone_(new ZoneSetting(this)),
      start_(new StartPage(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(QStringLiteral("idscope"));
    setCentralWidget(start_);
    createDocks();
    createMenus();
    statusBar();
    restoreLayout();
    showStartupRequest(options);
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
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setObjectName(QStringLiteral("actionQuit"));
    quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quit->setStatusTip(tr("Close idscope"));
    quit->setMenuRole(QAction::QuitRole);

    QMenu* view = menuBar()->addMenu(tr("&View"));
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
        statusBar()->showMessage(tr("The new language applies after idscope restarts."),
                                 kStatusTimeoutMs);
    });

    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    QAction* decodeClipboard = tools->addAction(tr("Decode &Clipboard"), this, [this] {
        showDecoder();
        decoder_->decodeClipboard();
    });
    decodeClipboard->setObjectName(QStringLiteral("actionDecodeClipboard"));
    decodeClipboard->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    decodeClipboard->setStatusTip(tr("Decode the IDs in the clipboard"));

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

void MainWindow::showStartupRequest(const StartupOptions& options)
{
    start_->setRequest(options.file, options.demo);
    if (!start_->requestText().isEmpty())
        statusBar()->showMessage(start_->requestText());
}

void MainWindow::showDecoder()
{
    decoderDock_->show();
    decoderDock_->raise();
}

void MainWindow::restoreLayout()
{
    const QSettings store;
    if (!restoreGeometry(store.value(settings::kWindowGeometry).toByteArray()))
        resize(1280, 800);
    if (!restoreState(store.value(settings::kWindowState).toByteArray()))
        resizeDocks({decoderDock_}, {660}, Qt::Vertical);
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
    event->accept();
}

} // namespace idscope
