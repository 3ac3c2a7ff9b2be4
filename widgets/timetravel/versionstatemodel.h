// The entities alive at the timeline's instant (or, in diff mode, the entities created,
// changed or deleted between two instants) as a table. Reads only the in-memory timeline;
// payloads come from the file through the page (a job) and are cached here, with a cap.
// A single payload column whose values are JSON objects is shown as one column per key when
// the payloads are uniform: every object fetched so far has the same keys (or, with a type
// filter, they come from one entity type: the union of its keys, at most kMaxJsonColumns).
// A payload that is not an object, or differing keys, folds them back into one Data column.
#pragma once

#include "analysis/entityhistory.h"
#include "analysis/timeline.h"
#include "ids/timezone.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QJsonObject>

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

    // The model reads `cursor` (and its timeline) until the next call; nullptr empties it. Call
    // refresh() after seek().
    void setCursor(const analysis::TimelineCursor* cursor);
    void refresh(); // the alive entities at cursor->at(), by entity order
    void showDiff(const analysis::InstantDiff& d);
    bool isDiff() const { return diff_; }
    void setZone(const DisplayZone& z);
    // Only entities of this type (empty: all); the payload columns are worked out again.
    void setTypeFilter(const QString& type);
    QString typeFilter() const { return typeFilter_; }
    QStringList entityTypes() const; // the types present in the timeline, sorted

    int entityAt(int row) const { return rows_[row].entity; }
    int versionAt(int row) const { return rows_[row].version; }
    Kind kindAt(int row) const { return rows_[row].kind; }
    int count(Kind k) const; // rows of that kind (after the type filter)
    // Of `versions`, those whose payload is not cached yet.
    QList<int> missingPayloads(const QList<int>& versions) const;
    void setPayloads(const QList<int>& versions, const QList<analysis::VersionRow>& rows);
    void clearPayloads();

    static constexpr int kPayloadCacheCap = 20000;
    static constexpr int kMaxJsonColumns = 24;
    // The JSON keys shown as columns from PayloadColumn on; empty: one Data column.
    QStringList jsonColumns() const { return jsonMixed_ ? QStringList() : jsonKeys_; }

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

    const analysis::TimelineCursor* cursor_ = nullptr;
    const analysis::VersionTimeline* tl_ = nullptr; // cursor_'s timeline
    QList<Row> rows_;
    bool diff_ = false;
    DisplayZone zone_;
    struct Payload {
        QString text;
        QJsonObject object; // when the single payload column holds a JSON object
        bool isObject = false;
    };
    void setJsonLayout(const QStringList& keys, bool mixed);
    QVariant payloadData(const Row& r, int column, int role) const;

    QHash<int, Payload> payloads_; // version index → payload
    void learn(const Payload& p, QStringList& keys, bool& mixed) const;
    bool rowPassesType(int entity) const;
    void learnFromCache(); // inside a model reset

    QStringList jsonKeys_;
    bool jsonMixed_ = false; // a payload that is not a JSON object (or other keys) was seen
    QString typeFilter_;
};

} // namespace idscope
