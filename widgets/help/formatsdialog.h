// Help ▸ Formats: every format idscope reads, with its stable name, layout and epoch.
#pragma once

#include <QDialog>

class QLineEdit;
class QTableWidget;

namespace idscope {

class FormatsDialog : public QDialog {
    Q_OBJECT
public:
    enum Column { Name, Title, Layout, Epoch, Text, Precision, Reversible, ColumnCount };

    explicit FormatsDialog(QWidget* parent = nullptr);

private:
    void fill();
    void applyFilter(const QString& text);

    QLineEdit* filter_;
    QTableWidget* table_;
};

} // namespace idscope
