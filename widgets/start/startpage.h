// The page shown while no database is open: what idscope does and how to start.
#pragma once

#include <QWidget>

class QLabel;

namespace idscope {

class StartPage : public QWidget {
    Q_OBJECT
public:
    explicit StartPage(QWidget* parent = nullptr);

    // A database named on the command line or --demo; shown until database views exist.
    void setRequest(const QString& file, bool demo);
    QString requestText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void updateIcon();

    QLabel* icon_;
    QLabel* request_;
};

} // namespace idscope
