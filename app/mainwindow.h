// The main window only wires pages, docks and menus together; features live in widgets/.
#pragma once

#include <QMainWindow>

class QDockWidget;

namespace idscope {

class DecoderPanel;
class StartPage;
class ZoneSetting;

// What the command line asked for (database views arrive in later versions).
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

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createDocks();
    void createMenus();
    void showStartupRequest(const StartupOptions& options);
    void showDecoder();
    void restoreLayout();
    void saveLayout() const;

    StartupOptions startup_;
    ZoneSetting* zone_;
    StartPage* start_;
    DecoderPanel* decoder_ = nullptr;
    QDockWidget* decoderDock_ = nullptr;
};

} // namespace idscope
