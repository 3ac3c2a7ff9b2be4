// What a user types, in the form a column stores: an ID in any spelling becomes the column's
// stored value (TEXT in the column's letter case, a 16-byte BLOB in its byte order, an exact
// integer), and an instant range becomes BETWEEN bounds in the column's storage class, so the
// index answers. The data browser's ID and instant filters use it.
#pragma once

#include "analysis/columnprofile.h"
#include "db/connection.h"
#include "db/keysetpager.h"
#include "ids/timezone.h"

#include <QCoreApplication>
#include <QList>
#include <QVariant>

#include <optional>

namespace idscope::analysis {

class IdValue {
    Q_DECLARE_TR_FUNCTIONS(idscope::analysis::IdValue)
public:
    // The storage class most non-NULL values of the column use; Null when it holds none.
    static db::StorageClass dominantStorage(const ColumnProfile& p);

    // `text` (braces, urn:uuid:, any case, hex of a BLOB, surrounding blanks …) as the column
    // stores it. `sample` holds some of the column's values: it decides the letter case of
    // TEXT IDs. Invalid QVariant, with the reason in *why, when it is not an ID of the column.
    static QVariant stored(const ColumnProfile& p, const QString& text, const QVariantList& sample,
                           QString* why);

    // `text` as equality filters on the column, one per storage class the ID can be written
    // in (a UUID's 16 BLOB bytes and its canonical TEXT, for a BLOB column that holds a few as
    // TEXT; an integer ID and its decimal TEXT), stored() first; TEXT in every letter case the
    // column may hold (LetterCase::Any or AnyMixed for IDs of a case-insensitive format).
    // Empty, with *why, when `text` is not an ID of the column.
    static QList<db::RangeFilter> matches(const ColumnProfile& p, const QString& text,
                                          const QVariantList& sample, QString* why);

    // Rows whose ID was minted in [from, to] (either may be empty: open end; anything
    // parseInstantInput reads, wall clocks in `zone`), as a filter on `column`. nullopt with
    // *why on bad input.
    static std::optional<db::RangeFilter>
    instantRange(const ColumnProfile& p, const QString& from, const QString& to,
                 const QVariantList& sample, const DisplayZone& zone, qint64 nowMs, QString* why);

    // A server table's column of a timestamp type (with or without time zone): the server
    // compares its values as instants, whatever their spelling, so any range of instants is a
    // range of its values. SQLite keeps no such type: its times are TEXT or numbers.
    static bool comparesAsInstants(const db::TableInfo& t, const QString& column);
    // Rows whose `column` (comparesAsInstants) lies in [from, to] (as instantRange reads them),
    // bounded by RFC 3339 UTC text that the source casts to the column's type. A timestamp
    // without time zone is compared as UTC wall-clock time, the way the profile reads it.
    static std::optional<db::RangeFilter> timestampRange(const QString& column, const QString& from,
                                                         const QString& to, const DisplayZone& zone,
                                                         qint64 nowMs, QString* why);

    // ULIDs, UUIDs, TSIDs, ObjectIds, TypeIDs: the same ID in any letter case (as columnscan
    // treats them).
    static bool caseInsensitive(Format f);
    // How a filter on this column must treat letter case, given TEXT bounds.
    static db::LetterCase letterCase(const ColumnProfile& p);

private:
    // [from, to] as instants (an empty end stays open, a reversed range is swapped); false
    // with *why when neither is given or one is no instant.
    static bool readRange(const QString& from, const QString& to, const DisplayZone& zone,
                          qint64 nowMs, std::optional<Instant>& a, std::optional<Instant>& b,
                          QString* why);
};

} // namespace idscope::analysis
