// Help ▸ About idscope: what it is and which library versions it runs with.
#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace idscope {

class AboutDialog {
    Q_DECLARE_TR_FUNCTIONS(idscope::AboutDialog)
public:
    // Rich text with the idscope, Qt (runtime and build) and SQLite versions.
    static QString text();
    static void show(QWidget* parent);
};

} // namespace idscope
