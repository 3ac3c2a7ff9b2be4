// The application shell: menus and their actions, persisted layout and choices, themes,
// the dialogs of the Help menu, and the embedded translation.
#include "browser/databrowser.h"
#include "common/languagemenu.h"
#include "common/settingskeys.h"
#include "common/theme.h"
#include "common/zonesetting.h"
#include "database/databasepage.h"
#include "database/databasesession.h"
#include "database/databasestatus.h"
#include "database/recentfiles.h"
#include "db/sampledb.h"
#include "decoder/decodermodel.h"
#include "decoder/decoderpanel.h"
#include "explorer/schemaexplorer.h"
#include "explorer/schematreemodel.h"
#include "gaps/gapspage.h"
#include "help/aboutdialog.h"
#include "help/formatsdialog.h"
#include "ids/format.h"
#include "locality/localitypage.h"
#include "mainwindow.h"
#include "profile/columnprofilepage.h"
#include "sqlitefixture.h"
#include "start/startpage.h"
#include "timetravel/timetravelpage.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>
#include <QTreeView>
#include <QXmlStreamReader>

using namespace idscope;

namespace {
QList<QAction*> menuActions(const QMainWindow& w)
{
    QList<QAction*> out;
    QList<QMenu*> pending;
    for (QAction* a : w.menuBar()->actions()) {
        if (a->menu())
            pending.append(a->menu());
    }
    while (!pending.isEmpty()) {
        QMenu* menu = pending.takeFirst();
        for (QAction* a : menu->actions()) {
            if (a->isSeparator())
                continue;
            out.append(a);
            if (a->menu())
                pending.append(a->menu());
        }
    }
    return out;
}

QAction* action(const QMainWindow& w, const char* name)
{
    return w.findChild<QAction*>(QString::fromLatin1(name));
}

// The Russian translation installed while it lives when `language` is "ru"; English otherwise.
class InLanguage {
public:
    explicit InLanguage(const QString& language)
    {
        if (language == QLatin1String("ru"))
            ok_ = translator_.load(QStringLiteral(":/i18n/idscope_ru.qm")) &&
                  QCoreApplication::installTranslator(&translator_);
    }
    ~InLanguage() { QCoreApplication::removeTranslator(&translator_); }
    bool ok() const { return ok_; }

private:
    QTranslator translator_;
    bool ok_ = true;
};

// The Alt+letter keys that answer in the window as it stands: the menu bar's menus, the tabs
// and every shown button, check box and labelled field, each with the text that claims it.
QMultiMap<QString, QString> mnemonicsShown(const QMainWindow& w)
{
    QMultiMap<QString, QString> out;
    auto add = [&out](const QString& text) {
        const QKeySequence k = QKeySequence::mnemonic(text);
        if (!k.isEmpty())
            out.insert(k.toString(), text);
    };
    for (QAction* a : w.menuBar()->actions())
        add(a->text());
    for (QWidget* child : w.findChildren<QWidget*>()) {
        if (!child->isVisibleTo(&w) || !child->isEnabled())
            continue;
        if (auto* bar = qobject_cast<QTabBar*>(child)) {
            for (int i = 0; i < bar->count(); ++i)
                if (bar->isTabVisible(i) && bar->isTabEnabled(i))
                    add(bar->tabText(i));
        } else if (auto* button = qobject_cast<QAbstractButton*>(child)) {
            add(button->text());
        } else if (auto* label = qobject_cast<QLabel*>(child)) {
            if (label->buddy())
                add(label->text());
        } else if (auto* box = qobject_cast<QGroupBox*>(child)) {
            if (box->isCheckable())
                add(box->title());
        }
    }
    return out;
}
} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    QString demoPath()
    {
        const QString path = dir_.filePath(QStringLiteral("demo.sqlite"));
        if (!QFileInfo::exists(path)) {
            db::SampleOptions o;
            o.rows = 2000;
            db::writeSampleDatabase(path, o);
        }
        return path;
    }
    // Shows `w` at 1280 × 800 with the demo database open and its samples profiled.
    bool showDemoAt1280(MainWindow& w)
    {
        w.resize(1280, 800);
        w.show();
        if (!QTest::qWaitForWindowExposed(&w))
            return false;
        w.openDatabase(demoPath());
        return QTest::qWaitFor([&] { return w.session()->isOpen(); }, 10000) &&
               w.session()->waitForIdle();
    }
private slots:
    void initTestCase();
    void init();
    void everyActionHasStatusTip();
    void databaseActionsFollowTheSession();
    void shortcuts();
    void decodeClipboardAction();
    void shortcutsWorkWithFocusInDecoder();
    void findReachesSchemaFilterFromEveryPage();
    void dockedDecoderShowsSeveralRows();
    void buttonsOffTheRightEdge();
    void layoutPersists();
    void zoneChoicePersistsAndSpreads();
    void darkAndLightThemes();
    void startupFileOpens();
    void corruptFileShowsErrorAndAppStaysUsable();
    void dropOpensAndRecentRemembers();
    void reopeningRestoresLastSelection();
    void startPagePasteDecodes();
    void aboutNamesVersions();
    void formatsDialogListsEveryFormat();
    void formatsDialogInRussian();
    void russianTranslationIsEmbedded();
    void russianPluralsAndWords();
    void russianTranslationIsComplete();
    void russianWriterIsOneTerm();
    void englishPluralsReadRight();
    void statusCountsInEnglish();
    void mnemonicsAreUnique();
    void statusBarOffTheRightEdge();
    void localityPageFitsItsTab();
    void pagesFollowTheExplorer();
    void schemaDockKeepsItsWidth();
    void languageChoiceAsksOnlyOnAChange();
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("idscope-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    captureSystemLook();
}

void TestMainWindow::init()
{
    QSettings().clear();
}

void TestMainWindow::everyActionHasStatusTip()
{
    MainWindow w;
    const QList<QAction*> actions = menuActions(w);
    QVERIFY(actions.size() >= 10);
    for (QAction* a : actions)
        QVERIFY2(!a->statusTip().isEmpty(), qPrintable(a->text()));
}

void TestMainWindow::databaseActionsFollowTheSession()
{
    MainWindow w;
    QVERIFY(!action(w, "actionClose")->isEnabled());
    QVERIFY(!action(w, "actionProfileFully")->isEnabled());
    QCOMPARE(action(w, "actionOpen")->shortcut(), QKeySequence(QKeySequence::Open));
    w.openDatabase(demoPath());
    QVERIFY(QTest::qWaitFor([&] { return w.session()->isOpen(); }, 10000));
    QVERIFY(action(w, "actionClose")->isEnabled());
    QVERIFY(action(w, "actionProfileFully")->isEnabled());
    action(w, "actionClose")->trigger();
    QVERIFY(!w.session()->isOpen());
    QVERIFY(!action(w, "actionClose")->isEnabled());
    QCOMPARE(w.centralWidget()->property("currentIndex").toInt(), 0); // the start page
}

void TestMainWindow::shortcuts()
{
    MainWindow w;
    QCOMPARE(action(w, "actionQuit")->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Q));
    QCOMPARE(action(w, "actionDecodeClipboard")->shortcut(),
             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    QVERIFY(!action(w, "actionFormats")->shortcut().isEmpty());
    QVERIFY(!action(w, "actionToggleDecoder")->shortcut().isEmpty());
}

void TestMainWindow::decodeClipboardAction()
{
    MainWindow w;
    w.show();
    auto* dock = w.findChild<QDockWidget*>(QStringLiteral("decoderDock"));
    dock->hide();
    QGuiApplication::clipboard()->setText(QStringLiteral("0ujtsYcgvSTl8PAuAdqWYSMnLOv"));
    action(w, "actionDecodeClipboard")->trigger();
    QVERIFY(dock->isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(w.decoderPanel()->model()->rowCount(), 1, 10000);
    QCOMPARE(w.decoderPanel()->model()->index(0, DecoderModel::FormatColumn).data().toString(),
             QStringLiteral("ksuid"));
}

// Every focusable widget of the docked and of the floating decoder: the window's
// shortcuts still reach their actions, as a key press through the shortcut map shows.
void TestMainWindow::shortcutsWorkWithFocusInDecoder()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* dock = w.findChild<QDockWidget*>(QStringLiteral("decoderDock"));
    dock->show();
    QSignalSpy generator(action(w, "actionIdGenerator"), &QAction::triggered);
    QSignalSpy explorer(action(w, "actionToggleExplorer"), &QAction::triggered);
    for (bool floating : {false, true}) {
        dock->setFloating(floating);
        dock->window()->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(dock->window()));
        QList<QWidget*> targets;
        for (QWidget* child : w.decoderPanel()->findChildren<QWidget*>()) {
            if (child->isVisible() && child->focusPolicy() != Qt::NoFocus)
                targets.append(child);
        }
        QVERIFY(targets.size() >= 5);
        for (QWidget* target : std::as_const(targets)) {
            target->setFocus();
            const qsizetype before = generator.size();
            QTest::keyClick(target, Qt::Key_G, Qt::ControlModifier | Qt::ShiftModifier);
            QVERIFY2(generator.size() == before + 1,
                     qPrintable(target->objectName() + QLatin1Char(' ') +
                                QString::fromLatin1(target->metaObject()->className())));
            for (QWidget* top : QApplication::topLevelWidgets()) {
                if (top->inherits("idscope::IdGeneratorDialog"))
                    top->close();
            }
        }
    }
}

// Ctrl+F puts the focus in the schema filter from every focusable widget of every page (the
// Time Travel table among them), as it does from the schema tree.
void TestMainWindow::findReachesSchemaFilterFromEveryPage()
{
    StartupOptions options;
    options.file = demoPath();
    MainWindow w(options);
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(QTest::qWaitFor([&] { return w.session()->isOpen(); }, 10000));
    QVERIFY(w.session()->waitForIdle());
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QLineEdit* filter = w.explorer()->filterEdit();
    auto* tabs = w.databasePage()->findChild<QTabWidget*>();
    QVERIFY(tabs);
    int tried = 0;
    for (int t = 0; t < tabs->count(); ++t) {
        tabs->setCurrentIndex(t);
        QCoreApplication::processEvents();
        for (QWidget* target : tabs->currentWidget()->findChildren<QWidget*>()) {
            if (!target->isVisible() || target->focusPolicy() == Qt::NoFocus ||
                !target->isEnabled())
                continue;
            target->setFocus();
            if (!target->hasFocus())
                continue;
            QTest::keyClick(target, Qt::Key_F, Qt::ControlModifier);
            QVERIFY2(filter->hasFocus(),
                     qPrintable(tabs->tabText(t) + QLatin1Char(' ') + target->objectName() +
                                QLatin1Char(' ') +
                                QString::fromLatin1(target->metaObject()->className())));
            ++tried;
        }
    }
    QVERIFY(tried > 20);
    // The Time Travel table itself, by name.
    QWidget* tt = w.databasePage()->timeTravelPage();
    tabs->setCurrentWidget(tt);
    QTableView* table = tt->findChild<QTableView*>();
    QVERIFY(table);
    table->setFocus();
    QVERIFY(table->hasFocus());
    QTest::keyClick(table, Qt::Key_F, Qt::ControlModifier);
    QVERIFY(filter->hasFocus());
}

// First start on a 1280×800 window: the decoder opened by its menu action shows at least six
// whole result rows, counted from the view's geometry.
void TestMainWindow::dockedDecoderShowsSeveralRows()
{
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    action(w, "actionToggleDecoder")->trigger();
    auto* dock = w.findChild<QDockWidget*>(QStringLiteral("decoderDock"));
    QVERIFY(dock->isVisible());
    QCOMPARE(w.dockWidgetArea(dock), Qt::BottomDockWidgetArea);
    QStringList values;
    for (int i = 0; i < 20; ++i)
        values.append(
            QStringLiteral("018f7670-0812-7181-a54c-%1").arg(i, 12, 10, QLatin1Char('0')));
    w.decoderPanel()->setText(values.join(QLatin1Char('\n')));
    QTRY_COMPARE_WITH_TIMEOUT(w.decoderPanel()->model()->rowCount(), 20, 10000);
    QApplication::processEvents();
    auto* table = w.decoderPanel()->findChild<QTableView*>(QStringLiteral("resultsTable"));
    const int viewport = table->viewport()->height();
    int whole = 0;
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        const QRect rect = table->visualRect(table->model()->index(r, 0));
        if (rect.top() >= 0 && rect.bottom() < viewport)
            ++whole;
    }
    QVERIFY2(whole >= 6, qPrintable(QStringLiteral("%1 rows in %2 px").arg(whole).arg(viewport)));
    // The central page keeps most of the window.
    QVERIFY2(dock->height() * 2 < w.height(), qPrintable(QString::number(dock->height())));
}

// The page's buttons at the top right keep the same margin from the window's edge as the
// browser's fields below them, in English and in Russian, at 1280 px.
void TestMainWindow::buttonsOffTheRightEdge()
{
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("ru")}) {
        const InLanguage in(language);
        QVERIFY(in.ok());
        MainWindow w;
        w.showNormal();
        w.resize(1280, 800);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.openDatabase(demoPath()); // the data page, laid out with a table's figures
        QVERIFY(QTest::qWaitFor([&] { return w.session()->isOpen(); }, 10000));
        QVERIFY(w.session()->waitForIdle());
        QApplication::processEvents();
        auto edgeGap = [&w](const char* name) {
            auto* widget = w.findChild<QWidget*>(QLatin1String(name));
            if (!widget)
                return -1;
            return w.width() - widget->mapTo(&w, QPoint(widget->width(), 0)).x();
        };
        const int fieldGap = edgeGap("browserClear");
        QVERIFY2(fieldGap >= 6, qPrintable(QString::number(fieldGap)));
        // Go to ID sits in the page's toolbar, inside the window, shown (not behind the
        // toolbar's overflow button), as Copy as after it.
        QVERIFY(edgeGap("browserGoTo") >= fieldGap);
        QVERIFY(w.findChild<QWidget*>(QStringLiteral("browserGoTo"))->isVisibleTo(&w));
        QVERIFY(w.findChild<QWidget*>(QStringLiteral("browserCopyAs"))->isVisibleTo(&w));
        // The Go to ID field shows its whole placeholder: its text room is the width less what
        // QLineEdit adds to its 17 'x' characters of size hint (frame, margins, clear button).
        auto* goTo = w.findChild<QLineEdit*>(QStringLiteral("browserGoTo"));
        const QFontMetrics fm(goTo->font());
        const int chrome = goTo->sizeHint().width() - 17 * fm.horizontalAdvance(QLatin1Char('x'));
        QVERIFY2(fm.horizontalAdvance(goTo->placeholderText()) <= goTo->width() - chrome,
                 qPrintable(language + QLatin1Char(' ') + goTo->placeholderText()));
        QVERIFY2(edgeGap("exportViewButton") >= fieldGap,
                 qPrintable(language + QString::number(edgeGap("exportViewButton"))));
        QVERIFY2(edgeGap("browserCopyAs") >= fieldGap,
                 qPrintable(language + QString::number(edgeGap("browserCopyAs"))));
    }
}

void TestMainWindow::layoutPersists()
{
    QSize chosen;
    {
        MainWindow w;
        w.show();
        // First start: 1400×900, or maximized where the screen has less room (a window the
        // screen's size with a title bar on top would reach below its edge).
        const QSize room = w.screen()->availableGeometry().size();
        if (room.width() >= 1400 && room.height() >= 900) {
            QCOMPARE(w.size(), QSize(1400, 900));
            QVERIFY(!w.isMaximized());
        } else {
            QVERIFY(w.isMaximized());
        }
        w.showNormal();
        // First start: the schema explorer shows, the decoder waits for Ctrl+Shift+D.
        QVERIFY(w.findChild<QDockWidget*>(QStringLiteral("explorerDock"))->isVisible());
        QVERIFY(!w.findChild<QDockWidget*>(QStringLiteral("decoderDock"))->isVisible());
        // A size that fits the screen: from Qt 6.8 on, restoring a larger one shrinks it to fit
        // (the offscreen screen is 800×800).
        const QSize target =
            QSize(qMin(1100, room.width() * 9 / 10), qMin(720, room.height() * 9 / 10))
                .expandedTo(w.minimumSizeHint());
        w.resize(target);
        QCOMPARE(w.size(), target);
        w.findChild<QDockWidget*>(QStringLiteral("decoderDock"))->show();
        w.findChild<QDockWidget*>(QStringLiteral("explorerDock"))->hide();
        // The decoder dock may widen the window to its minimum (Qt 6.8 does so at once): the
        // size to come back is the one the window has when it closes.
        chosen = w.size();
        w.close();
    }
    QVERIFY(QSettings().contains(settings::kWindowGeometry));
    QVERIFY(QSettings().contains(settings::kWindowState));
    MainWindow again;
    again.show();
    QCOMPARE(again.size(), chosen);
    QVERIFY(again.findChild<QDockWidget*>(QStringLiteral("decoderDock"))->isVisible());
    QVERIFY(!again.findChild<QDockWidget*>(QStringLiteral("explorerDock"))->isVisible());
}

void TestMainWindow::zoneChoicePersistsAndSpreads()
{
    {
        MainWindow w;
        QCOMPARE(w.decoderPanel()->displayZone(), QStringLiteral("UTC"));
        QSignalSpy changed(w.zoneSetting(), &ZoneSetting::changed);
        emit w.decoderPanel()->displayZoneChanged(QStringLiteral("Europe/Berlin"));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(QSettings().value(settings::kTimeZone).toString(),
                 QStringLiteral("Europe/Berlin"));
        // A change from elsewhere in the app reaches the panel.
        w.zoneSetting()->setName(QStringLiteral("Asia/Tokyo"));
        QCOMPARE(w.decoderPanel()->displayZone(), QStringLiteral("Asia/Tokyo"));
        w.zoneSetting()->setName(QStringLiteral("Not/AZone"));
        QCOMPARE(w.zoneSetting()->name(), QStringLiteral("Asia/Tokyo"));
    }
    MainWindow again;
    QCOMPARE(again.decoderPanel()->displayZone(), QStringLiteral("Asia/Tokyo"));
    QCOMPARE(again.decoderPanel()->model()->zone().name(), QStringLiteral("Asia/Tokyo"));
}

void TestMainWindow::darkAndLightThemes()
{
    MainWindow w;
    w.show();
    w.decoderPanel()->setText(QStringLiteral("507f1f77bcf86cd799439011"));
    QTRY_COMPARE_WITH_TIMEOUT(w.decoderPanel()->model()->rowCount(), 1, 10000);
    auto* details = w.findChild<QTextBrowser*>(QStringLiteral("detailsView"));
    QTRY_VERIFY(!details->toPlainText().isEmpty());
    const QString darkMuted = darkPalette().color(QPalette::PlaceholderText).name();

    action(w, "theme_dark")->trigger();
    QCOMPARE(QSettings().value(settings::kTheme).toString(), QStringLiteral("dark"));
    QCOMPARE(QApplication::palette().color(QPalette::Base), darkPalette().color(QPalette::Base));
    QVERIFY(QApplication::palette().color(QPalette::Base).lightness() <
            QApplication::palette().color(QPalette::Text).lightness());
    // The details pane rebuilt its HTML with the new palette's colours.
    QTRY_VERIFY(details->toHtml().contains(darkMuted));

    action(w, "theme_light")->trigger();
    QVERIFY(QApplication::palette().color(QPalette::Base).lightness() >
            QApplication::palette().color(QPalette::Text).lightness());
    QTRY_VERIFY(!details->toHtml().contains(darkMuted));
    QCOMPARE(storedTheme(), Theme::Light);
    action(w, "theme_system")->trigger();
    QCOMPARE(storedTheme(), Theme::System);
}

void TestMainWindow::startupFileOpens()
{
    StartupOptions options;
    options.file = demoPath();
    const testdb::Snapshot snap(options.file);
    MainWindow w(options);
    QVERIFY(QTest::qWaitFor([&] { return w.session()->isOpen(); }, 10000));
    auto* stack = qobject_cast<QStackedWidget*>(w.centralWidget());
    QVERIFY(stack);
    QCOMPARE(stack->currentWidget(), static_cast<QWidget*>(w.databasePage()));
    QVERIFY(w.windowTitle().contains(QStringLiteral("demo.sqlite")));
    // The status bar names the file, says read-only and shows the SQLite facts.
    QVERIFY(w.databaseStatus()->isVisibleTo(&w));
    QVERIFY(w.databaseStatus()->pathText().endsWith(QStringLiteral("demo.sqlite")));
    QCOMPARE(w.databaseStatus()->badgeText(), QStringLiteral("READ-ONLY"));
    const QString details =
        w.databaseStatus()->findChild<QLabel*>(QStringLiteral("statusDetails"))->text();
    QVERIFY2(details.contains(QStringLiteral("SQLite 3.")) && details.contains(QStringLiteral("4")),
             qPrintable(details));
    QVERIFY(w.session()->waitForIdle());
    QVERIFY2(!w.databaseStatus()->countsText().contains(QStringLiteral("≈")),
             qPrintable(w.databaseStatus()->countsText()));
    w.close();
    VERIFY_UNCHANGED(snap);
}

void TestMainWindow::corruptFileShowsErrorAndAppStaysUsable()
{
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("corrupt.db"));
    {
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'x'));
    }
    MainWindow w;
    w.show();
    // From the start page: said once, on the start page.
    QSignalSpy failed(w.session(), &DatabaseSession::openFailed);
    w.openDatabase(bad);
    QVERIFY(failed.wait(10000));
    QCoreApplication::processEvents();
    QVERIFY(w.startPage()->message().contains(QStringLiteral("corrupt.db")));
    QVERIFY(!w.findChild<QMessageBox*>(QStringLiteral("openErrorBox")));
    QVERIFY(w.startPage()->isVisible());
    QVERIFY(!w.session()->isOpen());
    // Still usable: a good file opens next.
    w.openDatabase(demoPath());
    QVERIFY(QTest::qWaitFor([&] { return w.session()->isOpen(); }, 10000));
    QVERIFY(!RecentFiles::files().contains(bad));
    QVERIFY(w.databasePage()->isVisible());
    const QString title = w.windowTitle();

    // Over an open database: one message box, and the database stays open on screen.
    QSignalSpy closed(w.session(), &DatabaseSession::closed);
    w.openDatabase(bad);
    QMessageBox* box = nullptr;
    QVERIFY(QTest::qWaitFor(
        [&] { return (box = w.findChild<QMessageBox*>(QStringLiteral("openErrorBox"))); }, 10000));
    QCOMPARE(w.findChildren<QMessageBox*>().size(), 1);
    QVERIFY(box->text().contains(QStringLiteral("corrupt.db")));
    QVERIFY(box->text().contains(QDir::toNativeSeparators(demoPath())));
    QVERIFY(w.databasePage()->isVisible());
    QVERIFY(!w.startPage()->isVisible());
    QCOMPARE(closed.size(), 0);
    QVERIFY(w.session()->isOpen());
    QCOMPARE(w.session()->path(), demoPath());
    QCOMPARE(w.windowTitle(), title);
    QVERIFY(w.findChild<QAction*>(QStringLiteral("actionClose"))->isEnabled());
    QVERIFY(w.statusBar()->currentMessage().isEmpty());
    box->accept();
}

void TestMainWindow::dropOpensAndRecentRemembers()
{
    MainWindow w;
    w.show();
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(demoPath())});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&w, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&w, &drop);
    QVERIFY(QTest::qWaitFor([&] { return w.session()->isOpen(); }, 10000));
    QCOMPARE(RecentFiles::files().value(0), QFileInfo(demoPath()).canonicalFilePath());
    w.closeDatabase();
    // The start page lists it, and Enter on it opens it again.
    QListWidget* recent = w.startPage()->recentList();
    QCOMPARE(recent->count(), 1);
    QSignalSpy opened(w.session(), &DatabaseSession::opened);
    emit recent->itemActivated(recent->item(0));
    QVERIFY(opened.wait(10000));
    // Open Recent in the menu has it too.
    QMenu* menu = w.findChild<QMenu*>(QStringLiteral("menuRecent"));
    QVERIFY(menu);
    QVERIFY(menu->actions().first()->text().contains(QStringLiteral("demo.sqlite")));
}

void TestMainWindow::reopeningRestoresLastSelection()
{
    {
        MainWindow w;
        w.openDatabase(demoPath());
        QVERIFY(QTest::qWaitFor([&] { return w.session()->isOpen(); }, 10000));
        QVERIFY(w.session()->waitForIdle());
        w.explorer()->selectColumn(QStringLiteral("messages"), QStringLiteral("id"));
        emit w.explorer()->columnActivated(QStringLiteral("messages"), QStringLiteral("id"));
        w.close();
    }
    MainWindow again;
    again.openDatabase(demoPath());
    QVERIFY(QTest::qWaitFor([&] { return again.session()->isOpen(); }, 10000));
    QCOMPARE(again.explorer()->currentSelection(),
             qMakePair(QStringLiteral("messages"), QStringLiteral("id")));
    QCOMPARE(again.databasePage()->tabs()->currentWidget(),
             static_cast<QWidget*>(again.databasePage()->profilePage()));
}

void TestMainWindow::startPagePasteDecodes()
{
    MainWindow w;
    w.startPage()->pasteBox()->setText(QStringLiteral("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
    QVERIFY2(w.startPage()->pasteResult().contains(QStringLiteral("2016-07-30")),
             qPrintable(w.startPage()->pasteResult()));
    w.startPage()->pasteBox()->setText(QStringLiteral("not an id at all"));
    QVERIFY(!w.startPage()->pasteResult().contains(QStringLiteral("2016")));
}

void TestMainWindow::aboutNamesVersions()
{
    const QString text = AboutDialog::text();
    QVERIFY(text.contains(QStringLiteral(IDSCOPE_VERSION)));
    QVERIFY(text.contains(QString::fromLatin1(qVersion())));
    QVERIFY(text.contains(QStringLiteral("SQLite 3.")));
}

void TestMainWindow::formatsDialogListsEveryFormat()
{
    FormatsDialog dialog;
    auto* table = dialog.findChild<QTableWidget*>(QStringLiteral("formatsTable"));
    const QList<Format> formats = allFormats();
    QCOMPARE(table->rowCount(), int(formats.size()));
    for (int r = 0; r < table->rowCount(); ++r)
        QCOMPARE(table->item(r, FormatsDialog::Name)->text(),
                 QString::fromLatin1(formatInfo(formats.at(r)).name));
    // A UUID's version nibble is named as a field with its width and value, never "ver 4"
    // (which reads as "version 4"): the value is the digit the format's name ends in.
    for (int r = 0; r < table->rowCount(); ++r) {
        const QString name = QString::fromLatin1(formatInfo(formats.at(r)).name);
        static const QRegularExpression uuid(QStringLiteral("^uuidv([1-8])$"));
        const QRegularExpressionMatch m = uuid.match(name);
        if (!m.hasMatch())
            continue;
        const QString layout = table->item(r, FormatsDialog::Layout)->text();
        QVERIFY2(layout.contains(QStringLiteral("ver (4 bits) = ") + m.captured(1)),
                 qPrintable(name + QStringLiteral(": ") + layout));
        QVERIFY2(!layout.contains(QRegularExpression(QStringLiteral("\\bver \\d"))),
                 qPrintable(layout));
    }
    dialog.findChild<QLineEdit*>(QStringLiteral("formatsFilter"))->setText(QStringLiteral("ksuid"));
    int shown = 0;
    for (int r = 0; r < table->rowCount(); ++r)
        shown += table->isRowHidden(r) ? 0 : 1;
    QCOMPARE(shown, 1);
}

// In Russian the Formats dialog's epoch and text-form columns are Russian: every cell other
// than a dash differs from the registry's English.
void TestMainWindow::formatsDialogInRussian()
{
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/idscope_ru.qm")));
    QCoreApplication::installTranslator(&translator);
    FormatsDialog dialog;
    auto* table = dialog.findChild<QTableWidget*>(QStringLiteral("formatsTable"));
    const QList<Format> formats = allFormats();
    QCOMPARE(table->rowCount(), int(formats.size()));
    int translated = 0;
    for (int r = 0; r < table->rowCount(); ++r) {
        const FormatInfo& info = formatInfo(formats.at(r));
        for (const auto& [column, english] : {std::pair{int(FormatsDialog::Epoch), info.epoch},
                                              std::pair{int(FormatsDialog::Text), info.text}}) {
            const QString shown = table->item(r, column)->text();
            if (QString::fromUtf8(english) == QStringLiteral("—"))
                continue;
            QVERIFY2(shown != QString::fromUtf8(english), qPrintable(shown));
            ++translated;
        }
    }
    QVERIFY(translated > 40);
    // Every layout and title in Russian too ("all 128 bits zero", "Nil UUID" were English).
    for (int r = 0; r < table->rowCount(); ++r) {
        const FormatInfo& info = formatInfo(formats.at(r));
        QVERIFY2(table->item(r, FormatsDialog::Layout)->text() != QString::fromUtf8(info.layout),
                 info.layout);
        QCOMPARE(table->item(r, FormatsDialog::Title)->text(),
                 QCoreApplication::translate("idscope::FormatTitle", info.title));
    }
    QCOMPARE(table->item(int(formats.indexOf(Format::UuidNil)), FormatsDialog::Title)->text(),
             QStringLiteral("Нулевой UUID"));
    // Every header whole at the dialog's own size on a 1280-px screen, no column pushed out.
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QHeaderView* header = table->horizontalHeader();
    const int margin = 2 * dialog.style()->pixelMetric(QStyle::PM_HeaderMargin);
    for (int c = 0; c < table->columnCount(); ++c) {
        const QString label = table->horizontalHeaderItem(c)->text();
        QVERIFY2(header->sectionSize(c) >= header->fontMetrics().horizontalAdvance(label) + margin,
                 qPrintable(label));
    }
    QVERIFY(header->length() <= table->viewport()->width());
    // The saving sentence takes the representation's name in a form that declines right
    // ("как 36-символьный TEXT", never "в виде 36-символьный TEXT").
    const QString saving =
        QCoreApplication::translate(
            "idscope::analysis",
            "Stored as %1, the values would take %2 bytes less each, about %3 bytes %4.")
            .arg(QCoreApplication::translate("idscope::analysis", "36-character TEXT"),
                 QStringLiteral("10"), QStringLiteral("40 000"),
                 QCoreApplication::translate("idscope::analysis", "in the table"));
    QVERIFY2(saving.contains(QStringLiteral("как 36-символьный TEXT")), qPrintable(saving));
    QVERIFY(!saving.contains(QStringLiteral("в виде")));
    QCOMPARE(
        table->horizontalHeaderItem(FormatsDialog::Epoch)->text().contains(QLatin1String("Epoch")),
        false);
    QCoreApplication::removeTranslator(&translator);
}

void TestMainWindow::russianTranslationIsEmbedded()
{
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/idscope_ru.qm")));
    QCOMPARE(translator.language(), QStringLiteral("ru_RU"));
    QCOMPARE(translator.translate("idscope::DecoderModel", "Format"), QStringLiteral("Формат"));
    QVERIFY(!translator.translate("idscope::MainWindow", "&Quit").isEmpty());
}

// Counts take Russian plural forms (1 день, 2 дня, 7 дней — not "7 day(s)"), format titles that
// are words are translated, and a column name is never glued into a sentence ("По writer").
void TestMainWindow::russianPluralsAndWords()
{
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/idscope_ru.qm")));
    QCoreApplication::installTranslator(&translator);
    auto days = [](int n) {
        return QCoreApplication::translate("idscope::ColumnProfilePage", "%Ln day(s)", nullptr, n);
    };
    QCOMPARE(days(1), QStringLiteral("1 день"));
    QCOMPARE(days(2), QStringLiteral("2 дня"));
    QCOMPARE(days(7), QStringLiteral("7 дней"));
    QCOMPARE(days(21), QStringLiteral("21 день"));
    QCOMPARE(QCoreApplication::translate("idscope::FormatTitle", "RFC 3339 time"),
             QStringLiteral("Время RFC 3339"));
    QVERIFY(QCoreApplication::translate("idscope::GapsPage",
                                        "By the %1 column (missed → with W / with K): %2")
                .startsWith(QStringLiteral("По столбцу %1")));
    // Time travel's status: "На T: 4 061 сущность · удалены 2 472", not "2 472 удалённые на T".
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::Russian));
    QCOMPARE(QCoreApplication::translate("idscope::TimeTravelPage", "As of %1: %2"),
             QStringLiteral("На %1: %2"));
    QCOMPARE(QCoreApplication::translate("idscope::TimeTravelPage", "%Ln deleted", nullptr, 2472),
             QStringLiteral("удалены ") + QLocale(QLocale::Russian).toString(2472));
    QCOMPARE(QCoreApplication::translate("idscope::TimeTravelPage", "%Ln entities", nullptr, 4061),
             QLocale(QLocale::Russian).toString(4061) + QStringLiteral(" сущность"));
    QLocale::setDefault(before);
    QCoreApplication::removeTranslator(&translator);
}

void TestMainWindow::russianTranslationIsComplete()
{
    QFile ts(QStringLiteral(IDSCOPE_SOURCE_DIR "/translations/idscope_ru.ts"));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    const QByteArray text = ts.readAll();
    QVERIFY(text.contains("<message"));
    QCOMPARE(text.count("type=\"unfinished\""), 0);
    QCOMPARE(text.count("<translation></translation>"), 0);
}

// The writer of a row (Cursor Gaps' field, its figures, the collision calculator's rate) is
// one term in Russian, "источник записи", in every message of the translation file that
// speaks of it, shortened to "Источник" only as a table's column header ("Writer"); never
// "писатель" or "пишущий процесс". The PDF writer and a lock's writer are other things.
void TestMainWindow::russianWriterIsOneTerm()
{
    QFile ts(QStringLiteral(IDSCOPE_SOURCE_DIR "/translations/idscope_ru.ts"));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&ts);
    QString source;
    int checked = 0;
    const QRegularExpression writer(QStringLiteral("\\bwriters?\\b"),
                                    QRegularExpression::CaseInsensitiveOption);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation") && writer.match(source).hasMatch() &&
                   !source.contains(QLatin1String("PDF writer")) &&
                   !source.contains(QLatin1String("holds the lock")) &&
                   !source.contains(QLatin1String("writers and more"))) {
            const QString t = xml.readElementText(QXmlStreamReader::IncludeChildElements)
                                  .remove(QLatin1Char('&'));
            if (source == QLatin1String("Writer"))
                QCOMPARE(t, QStringLiteral("Источник"));
            else
                QVERIFY2(t.contains(QStringLiteral("сточник")) &&
                             t.contains(QStringLiteral("записи")),
                         qPrintable(source + QStringLiteral(" → ") + t));
            QVERIFY2(!t.contains(QStringLiteral("писател")) && !t.contains(QStringLiteral("ишущ")),
                     qPrintable(t));
            ++checked;
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(checked >= 7);
}

// Every plural the sources hold (the numerus messages of the Russian file, which lupdate keeps
// complete) reads right in English: no "(s)" or "(es)" for 1 or 2, and a "(s)" source takes a
// different form for 1 and 2. No other message spells a plural with "(s)" at all.
void TestMainWindow::englishPluralsReadRight()
{
    QFile ts(QStringLiteral(IDSCOPE_SOURCE_DIR "/translations/idscope_ru.ts"));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(ts.readAll());
    QObject owner;
    installTranslations(QLocale(QLocale::English), &owner);
    const QRegularExpression context(
        QStringLiteral("<context>\\s*<name>([^<]+)</name>(.*?)</context>"),
        QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpression message(
        QStringLiteral("<message( numerus=\"yes\")?>\\s*<source>([^<]+)</source>"));
    auto unescape = [](QString s) {
        return s.replace(QLatin1String("&lt;"), QLatin1String("<"))
            .replace(QLatin1String("&gt;"), QLatin1String(">"))
            .replace(QLatin1String("&quot;"), QLatin1String("\""))
            .replace(QLatin1String("&apos;"), QLatin1String("'"))
            .replace(QLatin1String("&amp;"), QLatin1String("&"));
    };
    int plurals = 0;
    for (const QRegularExpressionMatch& c : context.globalMatch(text)) {
        const QByteArray ctx = unescape(c.captured(1)).toUtf8();
        for (const QRegularExpressionMatch& m : message.globalMatch(c.captured(2))) {
            const QByteArray source = unescape(m.captured(2)).toUtf8();
            const bool paren = source.contains("(s)") || source.contains("(es)");
            if (m.captured(1).isEmpty()) {
                QVERIFY2(!paren, source.constData());
                continue;
            }
            ++plurals;
            const QString one =
                QCoreApplication::translate(ctx.constData(), source.constData(), nullptr, 1);
            const QString two =
                QCoreApplication::translate(ctx.constData(), source.constData(), nullptr, 2);
            for (const QString& t : {one, two}) {
                QVERIFY2(!t.contains(QLatin1String("(s)")) && !t.contains(QLatin1String("(es)")),
                         qPrintable(t));
            }
            if (paren)
                QVERIFY2(one != two, qPrintable(one));
        }
    }
    QVERIFY(plurals >= 30);
    QCOMPARE(
        QCoreApplication::translate("idscope::analysis", "in the table and %n indexes", nullptr, 1),
        QStringLiteral("in the table and 1 index"));
}

// The status bar's counts, in English, against plain SQL: "1 table" for a one-table file, and
// "N tables, R rows" with the demo's tables and rows counted by sqlite.
void TestMainWindow::statusCountsInEnglish()
{
    QObject owner;
    installTranslations(QLocale(QLocale::English), &owner);
    const QString one = dir_.filePath(QStringLiteral("one.sqlite"));
    {
        testdb::Writer w(one);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE t(id INTEGER PRIMARY KEY, v TEXT)")));
        QVERIFY(w.exec(QStringLiteral("INSERT INTO t(v) VALUES ('a'), ('b'), ('c')")));
    }
    const QString demo = demoPath();
    for (const QString& path : {one, demo}) {
        qint64 tables = 0;
        qint64 rows = 0;
        {
            testdb::Writer w(path);
            const QList<QVariantList> names =
                w.rows(QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' AND "
                                      "name NOT LIKE 'sqlite_%'"));
            tables = names.size();
            for (const QVariantList& n : names)
                rows += w.scalar(
                    QStringLiteral("SELECT count(*) FROM \"%1\"").arg(n.value(0).toString()));
        }
        StartupOptions options;
        options.file = path;
        MainWindow w(options);
        QVERIFY(QTest::qWaitFor([&] { return w.session()->isOpen(); }, 10000));
        QVERIFY(w.session()->waitForIdle());
        const QString expected = (tables == 1 ? QStringLiteral("1 table, %1 rows")
                                              : QStringLiteral("%1 tables, %2 rows").arg(tables))
                                     .arg(QLocale().toString(rows));
        QTRY_COMPARE(w.databaseStatus()->countsText(), expected);
        w.close();
    }
}

// Alt+T opened both the Tools menu and the Time Travel tab, and no key press can reach two
// places: with the decoder shown and each page in front, in English and in Russian, no letter
// is claimed twice.
void TestMainWindow::mnemonicsAreUnique()
{
    QStringList clashes;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("ru")}) {
        const InLanguage in(language);
        QVERIFY(in.ok());
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.findChild<QDockWidget*>(QStringLiteral("decoderDock"))->show();
        auto check = [&](const QString& where) {
            const QMultiMap<QString, QString> keys = mnemonicsShown(w);
            if (keys.size() < 8)
                clashes << language + QLatin1Char(' ') + where + QLatin1String(": too few");
            for (const QString& key : keys.uniqueKeys())
                if (keys.count(key) > 1)
                    clashes << language + QLatin1Char(' ') + where + QLatin1String(": ") + key +
                                   QLatin1String(" = ") + keys.values(key).join(u'|');
        };
        check(QStringLiteral("start page"));
        w.openDatabase(demoPath());
        QVERIFY(QTest::qWaitFor([&] { return w.session()->isOpen(); }, 10000));
        QVERIFY(w.session()->waitForIdle());
        auto* tabs = w.findChild<QTabWidget*>();
        QVERIFY(tabs && tabs->count() == 5);
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QApplication::processEvents();
            check(tabs->tabText(i));
        }
        w.close();
    }
    for (const QString& c : std::as_const(clashes))
        qWarning("%s", qPrintable(c));
    QCOMPARE(clashes.size(), 0);
}

// A maximized window has no size grip: the status bar's counts keep a margin from the edge
// (they touched it), the same as the browser's fields above, and are never cut.
void TestMainWindow::statusBarOffTheRightEdge()
{
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("ru")}) {
        const InLanguage in(language);
        QVERIFY(in.ok());
        MainWindow w;
        w.resize(1280, 800);
        w.statusBar()->setSizeGripEnabled(false); // as when maximized
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.openDatabase(demoPath());
        QVERIFY(QTest::qWaitFor([&] { return w.session()->isOpen(); }, 10000));
        QVERIFY(w.session()->waitForIdle());
        QApplication::processEvents();
        auto* counts = w.findChild<QLabel*>(QStringLiteral("statusCounts"));
        QVERIFY(counts && counts->isVisible());
        const int gap = w.width() - counts->mapTo(&w, QPoint(counts->width(), 0)).x();
        QVERIFY2(gap >= 6, qPrintable(language + QString::number(gap)));
        QVERIFY2(counts->width() >= counts->sizeHint().width(), qPrintable(counts->text()));
        w.close();
    }
}

// At 1280×800 with the schema dock open, the Key Locality page fits its tab: its scroll area
// never needs to scroll (it was ~115 px taller, the leaf maps below the edge).
void TestMainWindow::localityPageFitsItsTab()
{
    MainWindow w;
    QVERIFY(showDemoAt1280(w));
    auto* tabs = w.findChild<QTabWidget*>();
    tabs->setCurrentIndex(3);
    QApplication::processEvents();
    auto* area = qobject_cast<QScrollArea*>(tabs->currentWidget());
    QVERIFY(area);
    // Analysed (the first table's key): the metrics and both plots are filled in.
    QTRY_VERIFY_WITH_TIMEOUT(
        !w.findChild<QLabel*>(QStringLiteral("localityVerdict"))->text().isEmpty(), 10000);
    QApplication::processEvents();
    QVERIFY2(area->widget()->height() <= area->viewport()->height(),
             qPrintable(QStringLiteral("%1 > %2")
                            .arg(area->widget()->height())
                            .arg(area->viewport()->height())));
    QVERIFY(!area->verticalScrollBar()->isVisible());
}

// The pages brought to front take what the schema explorer has selected: a column on Key
// Locality and Cursor Gaps, a table's key on Column Profile (the key named by SQLite's own
// table_info, here).
void TestMainWindow::pagesFollowTheExplorer()
{
    MainWindow w;
    w.openDatabase(demoPath());
    QVERIFY(QTest::qWaitFor([&] { return w.session()->isOpen(); }, 10000));
    QVERIFY(w.session()->waitForIdle());
    DatabasePage* page = w.databasePage();
    QTabWidget* tabs = page->tabs();
    auto bring = [&](QWidget* p) {
        tabs->setCurrentIndex(tabs->indexOf(
            p->parentWidget() && tabs->indexOf(p) < 0 ? p->parentWidget()->parentWidget() : p));
        QApplication::processEvents();
    };
    w.explorer()->selectColumn(QStringLiteral("orders"), QStringLiteral("id"));
    QCOMPARE(tabs->currentWidget(), static_cast<QWidget*>(page->profilePage()));
    bring(page->localityPage());
    QCOMPARE(page->localityPage()->tableCombo(LocalityPage::A)->currentData().toString(),
             QStringLiteral("orders"));
    QCOMPARE(page->localityPage()->columnCombo(LocalityPage::A)->currentData().toString(),
             QStringLiteral("id"));
    bring(page->gapsPage());
    QCOMPARE(page->gapsPage()->table(), QStringLiteral("orders"));
    QCOMPARE(page->gapsPage()->column(), QStringLiteral("id"));

    // A table: the profile shows its key column.
    testdb::Writer sql(demoPath());
    for (const QString& table : {QStringLiteral("users"), QStringLiteral("orders")}) {
        const QString key =
            sql.rows(QStringLiteral("SELECT name FROM pragma_table_info('%1') WHERE pk = 1")
                         .arg(table))
                .value(0)
                .value(0)
                .toString();
        QVERIFY(!key.isEmpty());
        w.explorer()->selectTable(table);
        QCOMPARE(tabs->currentWidget(), static_cast<QWidget*>(page->browser()));
        bring(page->profilePage());
        QCOMPARE(page->profilePage()->table(), table);
        QCOMPARE(page->profilePage()->column(), key);
    }

    // The user's own pick on a page stays until the explorer's selection changes.
    bring(page->localityPage());
    page->localityPage()->setSide(LocalityPage::A, QStringLiteral("users"));
    bring(page->browser());
    bring(page->localityPage());
    QCOMPARE(page->localityPage()->tableCombo(LocalityPage::A)->currentData().toString(),
             QStringLiteral("users"));
}

// The schema dock widens once for a new schema, then keeps its width: expanding every table
// (wider badges) and switching the theme leave the page where it was.
void TestMainWindow::schemaDockKeepsItsWidth()
{
    MainWindow w;
    QVERIFY(showDemoAt1280(w));
    QTest::qWait(50);
    QApplication::processEvents();
    auto* dock = w.findChild<QDockWidget*>(QStringLiteral("explorerDock"));
    const int opened = dock->width();
    // Every table opened as a click would (expand() emits expanded()).
    QTreeView* tree = w.explorer()->view();
    const QModelIndex tables = tree->model()->index(0, 0);
    for (int r = 0; r < tree->model()->rowCount(tables); ++r)
        tree->expand(tree->model()->index(r, 0, tables));
    QTest::qWait(50);
    QCOMPARE(dock->width(), opened);
    for (const char* theme : {"theme_dark", "theme_light"}) {
        action(w, theme)->trigger();
        QTest::qWait(50);
        QCOMPARE(dock->width(), opened);
    }
    // The numbers in the Rows column stay whole in that width.
    QTreeView* view = w.explorer()->view();
    const QFontMetrics fm(view->font());
    const int pad = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1);
    int counts = 0;
    for (QModelIndex row = view->model()->index(0, 0); row.isValid(); row = view->indexBelow(row)) {
        if (row.data(SchemaTreeModel::KindRole).toInt() != int(SchemaTreeModel::Kind::Table))
            continue;
        const QModelIndex rows = row.siblingAtColumn(SchemaTreeModel::DetailColumn);
        QVERIFY2(fm.horizontalAdvance(rows.data().toString()) <=
                     view->visualRect(rows).width() - pad,
                 qPrintable(rows.data().toString()));
        ++counts;
    }
    QVERIFY(counts >= 5);
}

// Choosing the language already shown asks for no restart; another one does, once, and is
// stored for the next start.
void TestMainWindow::languageChoiceAsksOnlyOnAChange()
{
    QSettings().setValue(settings::kLanguage, QStringLiteral("en"));
    LanguageMenu menu;
    QSignalSpy changed(&menu, &LanguageMenu::languageChanged);
    auto* en = menu.findChild<QAction*>(QStringLiteral("language_en"));
    auto* ru = menu.findChild<QAction*>(QStringLiteral("language_ru"));
    QVERIFY(en && ru && en->isChecked());
    en->trigger();
    QCOMPARE(changed.size(), 0);
    ru->trigger();
    QCOMPARE(changed.size(), 1);
    QCOMPARE(QSettings().value(settings::kLanguage).toString(), QStringLiteral("ru"));
    ru->trigger();
    QCOMPARE(changed.size(), 1);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
