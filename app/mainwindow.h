// The main window only wires pages, docks and menus together; features live in widgets/.
#pragma once

#include <QMainWindow>

class QDockWidget;
class QMenu;
class QStackedWidget;

namespace idscope {

class DatabasePage;
class DatabaseSession;
class DatabaseStatus;
class DecoderPanel;
class DemoDatabase;
class SchemaExplorer;
class StartPage;
class ZoneSetting;

// What the command line asked for.
struct StartupOptions {
    QString file;
    bool demo = false;
};

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(const StartupOptions& options = {}, QWidget* parent = nullptr);
    ~MainWindow() override;

    const StartupOptions& startupOptions() const { return startup_; }
    DecoderPanel* decoderPanel() const { return decoder_; }
    ZoneSetting* zoneSetting() const { return zone_; }
    DatabaseSession* session() const { return session_; }
    StartPage* startPage() const { return start_; }
    DatabasePage* databasePage() const { return page_; }
    SchemaExplorer* explorer() const { return explorer_; }
    DatabaseStatus* databaseStatus() const { return status_; }

public slots:
    // `password`: a server's, from the connect dialog; kept in memory only.
    void openDatabase(const QString& path, const QString& password = QString());
    void showConnectDialog(const QString& name); // File ▸ Connect to PostgreSQL…
    void openDemoDatabase();
    void closeDatabase();

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createDocks();
    void createMenus();
    void showOpenDialog();
    void openRecent(const QString& path);
    void showDecoder();
    void onOpened();
    void onOpenFailed(const QString& path, const QString& message);
    void updateRecentMenu();
    void rememberSelection(const QString& table, const QString& column);
    void restoreLayout();
    void saveLayout() const;

    StartupOptions startup_;
    ZoneSetting* zone_;
    DatabaseSession* session_;
    DemoDatabase* demo_;
    QStackedWidget* stack_;
    StartPage* start_;
    DatabasePage* page_;
    DatabaseStatus* status_;
    SchemaExplorer* explorer_ = nullptr;
    QDockWidget* explorerDock_ = nullptr;
    bool explorerWidened_ = false; // the dock was widened for the open database's schema
    DecoderPanel* decoder_ = nullptr;
    QDockWidget* decoderDock_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QAction* exportAction_ = nullptr;
    QAction* closeAction_ = nullptr;
    QAction* profileFullyAction_ = nullptr;
};

} // namespace idscope
