// The entities alive at the timeline's instant (or, in diff mode, the entities created,
// changed or deleted between two instants) as a table. Reads only the in-memory timeline;
// payloads come from the file through the page (a job) and are cached here, with a cap.
#pragma once

#include "analysis/entityhistory.h"
#include "analysis/timeline.h"
#include "ids/timezone.h"

#include <QAbstractTableModel>
#include <QHash>

namespace idscope {

class VersionStateModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        TypeColumn,
        KeyColumn,
        VersionColumn,
        ChangedAtColumn,
        ChangeColumn,
        PayloadColumn,
        ColumnCount
    };
    enum Role {
        EntityRole = Qt::UserRole + 1, // int: the timeline's entity index
        VersionIndexRole,              // int: the timeline's version index shown in the row
        SortRole,                      // numbers for version and instant, text otherwise
    };
    enum class Kind { State, Created, Changed, Deleted };

    explicit VersionStateModel(QObject* parent = nullptr);

    // The model reads `tl` until the next call; nullptr empties it. Call refresh() after seek().
    void setTimeline(const analysis::VersionTimeline* tl);
    void refresh(); // the alive entities at tl->at(), by entity order
    void showDiff(const analysis::InstantDiff& d);
    bool isDiff() const { return diff_; }
    void setZone(const DisplayZone& z);

    int entityAt(int row) const { return rows_[row].entity; }
    int versionAt(int row) const { return rows_[row].version; }
    Kind kindAt(int row) const { return rows_[row].kind; }
    // Of `versions`, those whose payload is not cached yet.
    QList<int> missingPayloads(const QList<int>& versions) const;
    void setPayloads(const QList<int>& versions, const QList<analysis::VersionRow>& rows);
    void clearPayloads();

    static constexpr int kPayloadCacheCap = 20000;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        int entity = -1;
        int version = -1;
        Kind kind = Kind::State;
        QString changes;
    };
    QString typeOf(int entity) const;
    QString keyOf(int entity) const;
    QString changedAtText(int version) const;

    const analysis::VersionTimeline* tl_ = nullptr;
    QList<Row> rows_;
    bool diff_ = false;
    DisplayZone zone_;
    QHash<int, QString> payloads_; // version index → payload text
};

} // namespace idscope
