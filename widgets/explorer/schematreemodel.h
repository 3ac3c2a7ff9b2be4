// The open database's schema as a tree: Tables and Views, each with its columns (declared
// type, key markers, the format badge and anomaly marker of ID/time columns), indexes and
// triggers. Row counts and badges come from the DatabaseSession and update in place
// (dataChanged on the affected rows), so selection and expansion survive.
#pragma once

#include <QAbstractItemModel>

#include <vector>

namespace idscope {

namespace analysis {
struct ColumnProfile;
}
class DatabaseSession;

class SchemaTreeModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { NameColumn, DetailColumn, BadgeColumn, ColumnCount };
    enum class Kind { Group, Table, View, Column, IndexGroup, Index, TriggerGroup, Trigger };
    enum Role {
        KindRole = Qt::UserRole + 1, // int(Kind)
        TableRole,                   // QString: the table or view the row belongs to
        ColumnRole,                  // QString: the column name (Column rows)
        BadgeRole,                   // QString: "UUIDv7 70 % · UUIDv4 30 %" (BadgeColumn)
        AnomalyCountRole,            // qint64: total anomalies of the column (0: none)
        AnomalyMarkerRole,           // QString: "⚠ 6", or "⚠ ≈13,130" scaled from a sample
        AnomalyTextRole,             // QString: kinds and counts, one per line
        MutedRole,                   // bool: secondary text (WITHOUT ROWID, "no format")
    };

    explicit SchemaTreeModel(DatabaseSession* session, QObject* parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The row of a table or view, or of one of its columns; invalid when absent.
    QModelIndex tableIndex(const QString& table) const;
    QModelIndex columnIndex(const QString& table, const QString& column) const;

    // Rebuilds from the session's schema (called on opened/closed).
    void reload();

private:
    struct Node {
        Kind kind = Kind::Group;
        int parent = -1; // node index, -1: top level
        int row = 0;     // position among its parent's children
        int table = -1;  // index into schema().tables
        int sub = -1;    // column / index / trigger index within the table
        std::vector<int> children;
    };
    int nodeOf(const QModelIndex& i) const { return i.isValid() ? int(i.internalId()) : -1; }
    const std::vector<int>& childrenOf(int node) const;
    int add(Kind kind, int parent, int table, int sub);
    QString name(const Node& n) const;
    QVariant detail(const Node& n) const;
    QVariant tooltip(const Node& n) const;
    QString tableMarks(const Node& n) const;
    QString badgeTooltip(const analysis::ColumnProfile& p) const;
    QVariant cellTooltip(const Node& n, int column, const analysis::ColumnProfile* profile) const;
    void onRowCountChanged(const QString& table);
    void onProfileChanged(const QString& table);
    int tableNode(const QString& table) const;

    DatabaseSession* session_;
    std::vector<Node> nodes_;
    std::vector<int> top_;
};

} // namespace idscope
