// Reading a table for the cursor-gap engine: one streaming pass in commit order decodes each
// key's instant, keeps the key's bytes in one arena for ranking (SQLite's order for the
// column), the writer and the commit time; then the arena is ranked and dropped and the
// arithmetic runs on integer arrays (cursorgapscompute.cpp).
#include "cursorgapsdetail.h"
#include "cursorgapskeys.h"

#include "db/connection.h"
#include "db/keysetpager.h"
#include "db/sqlnames.h"
#include "ids/codecs.h"
#include "ids/detector.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cstring>
#include <map>

namespace idscope::analysis {

namespace {

using namespace detail;

Collation collationOf(const db::TableInfo& t, const QString& column)
{
    for (const db::IndexInfo& ix : t.indexes) {
        if (!ix.columns.isEmpty() && ix.columns.front().compare(column, Qt::CaseInsensitive) == 0 &&
            !ix.collations.isEmpty()) {
            const QString c = ix.collations.front().toLower();
            if (c == QLatin1String("nocase"))
                return Collation::NoCase;
            if (c == QLatin1String("rtrim"))
                return Collation::RTrim;
            return Collation::Binary;
        }
    }
    return Collation::Binary;
}

// The most common (format, profile) among the first values that carry an instant.
std::optional<std::pair<Format, int>> detectFormat(db::Connection& c, const QString& sql)
{
    db::Statement st = c.prepare(sql);
    if (!st.isValid())
        return std::nullopt;
    const Detector det;
    Candidates cands;
    std::map<std::pair<int, int>, int> votes;
    int seen = 0;
    while (seen < 512 && st.next()) {
        const IdInput in = inputOf(st, 0);
        if (in.kind == IdInput::Kind::Null)
            continue;
        ++seen;
        det.detect(in, cands);
        for (const Decoded& d : cands) {
            if (d.valid() && d.hasInstant) {
                ++votes[{int(d.format), std::min<int>(d.profile, 3)}];
                break;
            }
        }
    }
    std::optional<std::pair<Format, int>> best;
    int bestVotes = 0;
    for (const auto& [k, v] : votes)
        if (v > bestVotes) {
            bestVotes = v;
            best = std::pair{Format(k.first), k.second};
        }
    return best;
}

std::optional<Format> detectTimeFormat(const IdInput& in)
{
    const Detector det;
    Candidates cands;
    det.detect(in, cands);
    for (const Decoded& d : cands)
        if (d.valid() && d.hasInstant && isTimestampFormat(d.format))
            return d.format;
    return std::nullopt;
}

void addRowidWarning(GapsResult& r, const db::TableInfo& t, const QString& column)
{
    if (!t.rowidAlias.isEmpty() && t.rowidAlias.compare(column, Qt::CaseInsensitive) == 0) {
        r.warnings << QCoreApplication::translate(
            "idscope::analysis",
            "The ID column is the rowid: rowid order is key order, so no gap can "
            "show. Give a commit-sequence or commit-time column.");
    } else if (t.rowidAlias.isEmpty()) {
        r.warnings << QCoreApplication::translate(
            "idscope::analysis",
            "Commit order is taken from the rowid, which VACUUM may renumber "
            "(the table has no INTEGER PRIMARY KEY): give a commit-sequence or "
            "commit-time column when one exists.");
    } else {
        r.warnings << QCoreApplication::translate(
                          "idscope::analysis",
                          "Commit order is taken from the rowid (%1): it is commit order only "
                          "when SQLite assigns it, not the application, and no deleted rowid "
                          "was reused.")
                          .arg(t.rowidAlias);
    }
}

} // namespace

GapsResult analyseGaps(db::Connection& c, const db::TableInfo& table, const GapsOptions& opt,
                       const std::function<bool(qint64, qint64)>& progress)
{
    GapsResult r;
    r.table = table.name;
    r.column = opt.column;
    r.commitTimeColumn = opt.commitTimeColumn;
    r.writerColumn = opt.writerColumn;
    r.poller = opt.poller;
    r.hasRowid = table.hasRowid();

    for (const QString& col :
         {opt.column, opt.orderColumn, opt.commitTimeColumn, opt.writerColumn}) {
        if (!col.isEmpty() && !table.column(col) &&
            col.compare(QLatin1String("rowid"), Qt::CaseInsensitive) != 0) {
            r.error = QCoreApplication::translate("idscope::analysis", "no column %1 in table %2")
                          .arg(col, table.name);
            return r;
        }
    }
    if (opt.column.isEmpty()) {
        r.error = QCoreApplication::translate("idscope::analysis", "no ID column given");
        return r;
    }
    if (opt.poller.pollMs > 0 && opt.commitTimeColumn.isEmpty()) {
        r.error = QCoreApplication::translate("idscope::analysis",
                                              "a poll period needs a commit-time column");
        return r;
    }
    const QString rid = r.hasRowid ? db::rowidName(table) : QString();
    // "rowid" names the rowid unless a real column is called so.
    const bool askedRowid =
        opt.orderColumn.compare(QLatin1String("rowid"), Qt::CaseInsensitive) == 0 &&
        !table.column(opt.orderColumn);
    QString orderExpr;
    if (!opt.orderColumn.isEmpty() && !askedRowid) {
        r.order = opt.orderColumn;
        orderExpr = db::quoteIdentifier(opt.orderColumn);
    } else if (!opt.commitTimeColumn.isEmpty() && !askedRowid) {
        r.order = opt.commitTimeColumn;
        orderExpr = db::quoteIdentifier(opt.commitTimeColumn);
    } else if (!rid.isEmpty()) {
        r.order = QStringLiteral("rowid");
        orderExpr = rid;
        addRowidWarning(r, table, opt.column);
    } else {
        r.error = QCoreApplication::translate("idscope::analysis",
                                              "table %1 has no rowid: give a commit-order column")
                      .arg(table.name);
        return r;
    }
    const bool orderIsRowid =
        askedRowid || (opt.orderColumn.isEmpty() && opt.commitTimeColumn.isEmpty());

    const QString from = db::quoteIdentifier(table.name);
    const QString key = db::quoteIdentifier(opt.column);
    r.format = opt.format;
    r.formatProfile = opt.formatProfile;
    if (r.format == Format::Count) {
        const auto f = detectFormat(c, QStringLiteral("SELECT %1 FROM %2 WHERE %1 IS NOT NULL "
                                                      "LIMIT 512")
                                           .arg(key, from));
        if (!f) {
            r.error = QCoreApplication::translate("idscope::analysis",
                                                  "column %1 holds no IDs that carry an instant")
                          .arg(opt.column);
            return r;
        }
        r.format = f->first;
        r.formatProfile = f->second;
    }
    if (!carriesInstant(r.format) || !familyParser(r.format)) {
        r.error = QCoreApplication::translate("idscope::analysis", "format %1 carries no instant")
                      .arg(formatName(r.format));
        return r;
    }

    const QString sql =
        QStringLiteral("SELECT %1, %2, %3, %4, %5 FROM %6 ORDER BY %2%7")
            .arg(key, orderExpr,
                 opt.commitTimeColumn.isEmpty() ? QStringLiteral("NULL")
                                                : db::quoteIdentifier(opt.commitTimeColumn),
                 opt.writerColumn.isEmpty() ? QStringLiteral("NULL")
                                            : db::quoteIdentifier(opt.writerColumn),
                 rid.isEmpty() ? QStringLiteral("NULL") : rid, from,
                 orderIsRowid || rid.isEmpty() ? QString() : QStringLiteral(", ") + rid);
    QString err;
    db::Statement st = c.prepare(sql, &err);
    if (!st.isValid()) {
        r.error = err;
        return r;
    }

    auto rows = std::make_shared<GapsRows>();
    KeyStore keys(collationOf(table, opt.column));
    InstantReader reader(r.format, r.formatProfile);
    std::optional<InstantReader> timeReader;
    std::vector<qint64> commitUs;
    qint64 commitMax = std::numeric_limits<qint64>::min();
    QHash<QByteArray, int> writerIndex; // by the value's bytes (type-tagged)
    QByteArray writerKey;
    // The previous order value, to see rows that committed together.
    db::StorageClass prevType = db::StorageClass::Null;
    qint64 prevInt = 0;
    double prevReal = 0;
    QByteArray prevBytes;
    qint32 group = -1;
    // The row estimate sizes the arrays up front (growing 1M-row vectors costs more than
    // the estimate, a few pages read through dbstat).
    const qint64 total =
        table.approxRows ? *table.approxRows : db::estimateRowsFromPages(c, table.name).value_or(0);
    qint64 done = 0;

    bool reserved = false;
    while (st.next()) {
        if (!reserved) {
            reserved = true;
            const qint64 n = std::clamp<qint64>(total, 0, 50000000);
            rows->instantUs.reserve(std::size_t(n));
            rows->commitGroup.reserve(std::size_t(n));
            if (r.hasRowid)
                rows->rowid.reserve(std::size_t(n));
            if (!opt.writerColumn.isEmpty())
                rows->writer.reserve(std::size_t(n));
            if (!opt.commitTimeColumn.isEmpty())
                commitUs.reserve(std::size_t(n));
            const IdInput first = inputOf(st, 0);
            keys.reserve(n, first.kind == IdInput::Kind::Text || first.kind == IdInput::Kind::Blob
                                ? first.size + 1
                                : 0);
        }
        ++r.tableRows;
        if ((++done & 4095) == 0 && progress && !progress(done, std::max(done, total))) {
            r.cancelled = true;
            return r;
        }
        const IdInput in = inputOf(st, 0);
        if (in.kind == IdInput::Kind::Null) {
            ++r.nullKeys;
            continue;
        }
        const db::StorageClass ot = st.type(1);
        if (ot == db::StorageClass::Null) {
            ++r.nullOrder;
            continue;
        }
        qint64 us = 0;
        if (!reader.read(in, us)) {
            ++r.undecodedKeys;
            continue;
        }
        if (!opt.commitTimeColumn.isEmpty()) {
            const IdInput ct = inputOf(st, 2);
            if (!timeReader && ct.kind != IdInput::Kind::Null) {
                if (const auto tf = detectTimeFormat(ct))
                    timeReader.emplace(*tf, -1);
            }
            qint64 cus = 0;
            if (!timeReader || !timeReader->read(ct, cus)) {
                ++r.nullOrder;
                continue;
            }
            commitMax = std::max(commitMax, cus);
            commitUs.push_back(commitMax);
        }
        // Same order value as the previous row: the same commit.
        bool same = false;
        if (!orderIsRowid && ot == prevType) {
            switch (ot) {
            case db::StorageClass::Integer:
                same = st.int64(1) == prevInt;
                break;
            case db::StorageClass::Real:
                same = st.real(1) == prevReal;
                break;
            case db::StorageClass::Text: {
                const std::string_view v = st.textView(1);
                same = prevBytes == QByteArrayView(v.data(), qsizetype(v.size()));
                break;
            }
            case db::StorageClass::Blob: {
                const std::string_view v = st.blobView(1);
                same = prevBytes == QByteArrayView(v.data(), qsizetype(v.size()));
                break;
            }
            case db::StorageClass::Null:
                break;
            }
        }
        if (!same || group < 0)
            ++group;
        prevType = ot;
        if (ot == db::StorageClass::Integer)
            prevInt = st.int64(1);
        else if (ot == db::StorageClass::Real)
            prevReal = st.real(1);
        else if (!orderIsRowid) {
            const std::string_view v =
                ot == db::StorageClass::Text ? st.textView(1) : st.blobView(1);
            prevBytes = QByteArray(v.data(), qsizetype(v.size()));
        }

        keys.add(in);
        rows->instantUs.push_back(us);
        rows->commitGroup.push_back(group);
        if (r.hasRowid)
            rows->rowid.push_back(st.int64(4));
        if (!opt.writerColumn.isEmpty()) {
            const db::StorageClass wt = st.type(3);
            const bool isNull = wt == db::StorageClass::Null;
            writerKey.resize(1);
            writerKey[0] = char('0' + int(wt));
            if (wt == db::StorageClass::Text || wt == db::StorageClass::Blob) {
                const std::string_view v =
                    wt == db::StorageClass::Text ? st.textView(3) : st.blobView(3);
                writerKey.append(v.data(), qsizetype(v.size()));
            } else if (!isNull) {
                writerKey.append(st.text(3).toUtf8());
            }
            auto it = writerIndex.constFind(writerKey);
            if (it == writerIndex.constEnd()) {
                it = writerIndex.insert(writerKey, int(r.writers.size()));
                GapsWriter gw;
                gw.writer = isNull ? QStringLiteral("NULL") : st.text(3);
                gw.isNull = isNull;
                r.writers.push_back(gw);
            }
            rows->writer.push_back(qint32(*it));
        }
    }
    if (st.failed()) {
        if (st.interrupted())
            r.cancelled = true;
        else
            r.error = st.error();
        return r;
    }

    rows->rank = keys.ranks();
    detail::computeGaps(r, *rows, commitUs, int(r.writers.size()));
    r.missedRows.reserve(r.missed);
    for (std::size_t x = 0; x < rows->missed.size(); ++x) {
        if (rows->missed[x] != 1)
            continue;
        GapsMissedRow m;
        m.index = qint64(x);
        keys.describe(x, m);
        m.rowid = r.hasRowid ? rows->rowid[x] : 0;
        m.latenessUs = rows->latenessUs[x];
        m.windowNeededUs = rows->windowNeededUs[x];
        m.aheadRows = rows->ahead[x];
        m.writer = rows->writer.empty() ? -1 : rows->writer[x];
        r.missedRows.push_back(std::move(m));
    }
    keys.release();

    if (r.nowIsEstimate)
        r.warnings << QCoreApplication::translate(
            "idscope::analysis",
            "Without a commit-time column, \"now\" is estimated as the largest ID "
            "instant committed so far.");
    if (r.nullKeys + r.undecodedKeys + r.nullOrder > 0)
        r.warnings << QCoreApplication::translate(
                          "idscope::analysis",
                          "%1 rows were left out: %2 with a NULL ID, %3 not read as %4, %5 "
                          "without a commit order.")
                          .arg(r.nullKeys + r.undecodedKeys + r.nullOrder)
                          .arg(r.nullKeys)
                          .arg(r.undecodedKeys)
                          .arg(formatName(r.format))
                          .arg(r.nullOrder);
    if (!r.keyOrderFollowsInstants)
        r.warnings << QCoreApplication::translate(
            "idscope::analysis", "Key order does not always follow the ID instants (mixed case or "
                                 "mixed storage?): window figures come from a full poller run.");

    r.data = std::move(rows);
    return r;
}

} // namespace idscope::analysis
