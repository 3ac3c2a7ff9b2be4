// Which rows a sample reads: drawn uniformly over the whole table, so that every
// share the sample counts is an unbiased estimate of the table's (reading the first, the last
// or evenly spread rows is not: a column whose values changed over time — UUIDv4 rows, then
// UUIDv7 — comes out in the proportions of the positions read, not of the rows).
//
// Rowid tables: random rowids over [min, max] found by keyset seeks, corrected for gaps in
// the rowids (see rowsample.cpp). Other tables and views: random positions of one scan.
#pragma once

#include <QString>
#include <QtGlobal>

#include <vector>

namespace idscope::db {

class Connection;

// How the sample's rows were drawn, for the uncertainty of what it counts.
struct SampleDesign {
    qint64 drawn = 0;      // rows read (repeats counted); 0: not a sample
    double effective = 0;  // effective sample size (≤ drawn): what the variance is worth
    qint64 population = 0; // rows of the table the sample stands for (estimate if not exact)
    bool withoutReplacement = false; // distinct rows: the finite-population correction applies
    bool isSample() const { return drawn > 0; }
};

struct RowSample {
    enum class Kind {
        All,       // the table has no more rows than the sample would: read every row
        Rowids,    // read these rowids (sorted; a repeat is read again)
        Positions, // read the rows at these 0-based positions of `SELECT … FROM t` (sorted)
        Bernoulli, // a server's sample: each row with chance `percent` %, drawn by `seed`
        Tids,      // a server's row addresses, (block << 16) | line pointer (sorted), valid
                   // in the snapshot that drew them
    };
    Kind kind = Kind::All;
    std::vector<qint64> rows; // rowids, positions or row addresses
    double percent = 0;       // Bernoulli
    quint64 seed = 0;
    SampleDesign design;      // drawn, effective size, population
    qint64 estimatedRows = 0; // rows of the table: exact when rowsExact
    bool rowsExact = false;
    bool cancelled = false;
    QString error;
};

// `size` (< n) distinct positions of a scan of `n` rows, each subset equally likely (Floyd):
// the sample of a table read by position (a view).
void choosePositions(qint64 n, int size, quint64 seed, RowSample& s);

// Chooses about `size` rows of `from` (a quoted table name). `rowidName`: the rowid's
// spelling, empty for WITHOUT ROWID tables and views. The same seed chooses the same rows.
RowSample drawRowSample(Connection& c, const QString& from, const QString& rowidName, int size,
                        quint64 seed);

} // namespace idscope::db
