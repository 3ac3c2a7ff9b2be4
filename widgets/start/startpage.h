// The page shown while no database is open: Open, Connect to PostgreSQL, recent files, "Open
// demo database", a paste box that decodes at once, and a drop target for SQLite files.
#pragma once

#include "ids/timezone.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace idscope {

class JobProgress;

class StartPage : public QWidget {
    Q_OBJECT
public:
    explicit StartPage(QWidget* parent = nullptr);

    void setRecentFiles(const QStringList& files);
    void setDisplayZone(const DisplayZone& zone);
    // Demo generation: percent 0..100 shows a progress bar with Cancel; -1 hides it.
    void setDemoProgress(int percent);
    // A line under the buttons: why the last open failed, what is being opened, …
    void setMessage(const QString& text);
    QString message() const;

    QLineEdit* pasteBox() const { return paste_; }
    QString pasteResult() const;
    QListWidget* recentList() const { return recent_; }

signals:
    void openRequested(const QString& path);
    void openDialogRequested();
    void connectDialogRequested(); // File ▸ Connect to PostgreSQL…
    void demoRequested();
    void demoCancelRequested();
    void clearRecentRequested();

protected:
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void updateIcon();
    void decodePaste();

    QLabel* icon_;
    QLabel* message_;
    QLineEdit* paste_;
    QLabel* pasteResult_;
    QListWidget* recent_;
    QLabel* noRecent_;
    QPushButton* clearRecent_ = nullptr;
    QPushButton* demo_;
    JobProgress* demoProgress_;
    DisplayZone zone_;
};

} // namespace idscope
