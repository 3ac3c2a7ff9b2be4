// The central area while a database is open: the data browser, the column profile, time
// travel, key locality and cursor gaps in tabs, wired to each other ("Show rows" on an anomaly
// opens those rows in the browser).
#pragma once

#include <QHash>
#include <QPair>
#include <QWidget>

class QTabWidget;

namespace idscope {

class ColumnProfilePage;
class DataBrowser;
class DatabaseSession;
class GapsPage;
class LocalityPage;
class TimeTravelPage;
class ZoneSetting;

class DatabasePage : public QWidget {
    Q_OBJECT
public:
    DatabasePage(DatabaseSession* session, ZoneSetting* zone, QWidget* parent = nullptr);

    DataBrowser* browser() const { return browser_; }
    ColumnProfilePage* profilePage() const { return profile_; }
    TimeTravelPage* timeTravelPage() const { return timeTravel_; }
    LocalityPage* localityPage() const { return locality_; }
    GapsPage* gapsPage() const { return gaps_; }
    QTabWidget* tabs() const { return tabs_; }

public slots:
    void browseTable(const QString& table);
    void profileColumn(const QString& table, const QString& column);
    void showRows(const QString& table, const QList<qint64>& rowids, const QString& caption);
    void analyseLocality(const QString& table, const QString& column);
    void findGaps(const QString& table, const QString& column);
    // File ▸ Export Report… (the whole database) and the Export button (the view on screen).
    void exportReport();
    void exportCurrentView();

private:
    // The page just brought to front takes the table (and column) last chosen in the schema
    // explorer, unless it already followed that choice (then the user's own picks stay).
    void followSelection();
    void noteSelection(const QString& table, const QString& column);

    QTabWidget* tabs_;
    DataBrowser* browser_;
    ColumnProfilePage* profile_;
    TimeTravelPage* timeTravel_;
    LocalityPage* locality_;
    GapsPage* gaps_;
    DatabaseSession* session_;
    QPair<QString, QString> selection_; // (table, column); column may be empty
    QHash<const QWidget*, QPair<QString, QString>> followed_; // each page's last followed choice
};

} // namespace idscope
