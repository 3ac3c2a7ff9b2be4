// The schema explorer dock's content: a filter box and the schema tree of the open database
// with format badges and anomaly markers. Selecting a column asks for its profile; activating
// a table asks to browse it. The main window puts it in a dock and wires the signals.
#pragma once

#include <QPair>
#include <QWidget>

class QLineEdit;
class QTreeView;
class QSortFilterProxyModel;

namespace idscope {

class DatabaseSession;
class SchemaTreeModel;

class SchemaExplorer : public QWidget {
    Q_OBJECT
public:
    explicit SchemaExplorer(DatabaseSession* session, QWidget* parent = nullptr);

    SchemaTreeModel* model() const { return model_; }
    QTreeView* view() const { return view_; }
    QLineEdit* filterEdit() const { return filter_; }

    // (table, column) of the current row; column is empty for a table, both empty for none.
    QPair<QString, QString> currentSelection() const;

    // Fits the columns to their content and the dock's width (public for tests).
    void fitColumns();

public slots:
    void selectTable(const QString& table);
    void selectColumn(const QString& table, const QString& column);
    void setFilterText(const QString& text);

signals:
    void tableActivated(const QString& table);                           // clicked, chosen, Enter
    void columnActivated(const QString& table, const QString& column);   // a column selected
    void localityRequested(const QString& table, const QString& column); // context menu
    void gapsRequested(const QString& table, const QString& column);     // context menu
    // The width (of this widget) at which every column shows whole, each time it grows with
    // the schema's rows and figures (not when a table is opened or the dock resized): the
    // window may widen its dock to it.
    void wantsWidth(int width);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void onCurrentChanged(const QModelIndex& current);
    void onActivated(const QModelIndex& index);
    void showContextMenu(const QPoint& pos);
    void expandTables();
    void select(const QModelIndex& sourceIndex);
    void fitQuietly(); // fitColumns() without wantsWidth()

    DatabaseSession* session_;
    SchemaTreeModel* model_;
    QSortFilterProxyModel* proxy_;
    QLineEdit* filter_;
    QTreeView* view_;
    bool fitting_ = false;
    bool quiet_ = false;
    int wantedWidth_ = 0; // the largest wantsWidth() since the schema was shown
};

} // namespace idscope
