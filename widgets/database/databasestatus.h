// The status bar's permanent part while a database is open: file path, a read-only (or
// immutable) badge, SQLite version, page size, journal mode and the state of the row counts
// ("≈" until every table is counted exactly).
#pragma once

#include <QWidget>

class QLabel;

namespace idscope {

class DatabaseSession;

class DatabaseStatus : public QWidget {
    Q_OBJECT
public:
    explicit DatabaseStatus(DatabaseSession* session, QWidget* parent = nullptr);

    QString badgeText() const;
    QString countsText() const;
    QString pathText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void updateBadgeColours();

    DatabaseSession* session_;
    QLabel* path_;
    QLabel* badge_;
    QLabel* details_;
    QLabel* counts_;
};

} // namespace idscope
