// Internals of the cursor-gap engine shared by its .cpp files: the arithmetic on rows already
// in memory (cursorgapscompute.cpp), apart from reading the file (cursorgaps.cpp).
#pragma once

#include "cursorgaps.h"

#include "ids/detector.h"

#include <QByteArray>
#include <QHash>

#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace idscope::analysis::detail {

// "Never": a poll index past the last poll.
constexpr qint64 kNeverPoll = std::numeric_limits<qint64>::max();

// Fills pollGroup, pollNowUs/pollPeriodUs, latenessUs, runningMaxUs, ahead, windowNeededUs,
// the sorted arrays, `missed` for r.poller and every figure of `r` from rows.rowid,
// instantUs, rank, commitGroup, writer. `commitTimeUs`: per row, the running maximum of the
// commit instants (empty without a commit-time column). `writerCount`: distinct writers.
void computeGaps(GapsResult& r, GapsRows& rows, const std::vector<qint64>& commitTimeUs,
                 int writerCount);

// The first poll whose "now" lies strictly after `thresholdUs`; kNeverPoll when none did.
qint64 firstPollAfter(const GapsRows& rows, qint64 thresholdUs);

class KeyStore;

// The most common (format, profile) among values that carry an instant (NULLs not counted).
class FormatVote {
public:
    static constexpr int kValues = 512; // how many values a detection looks at
    void add(const IdInput& in);
    int seen() const { return seen_; }
    std::optional<std::pair<Format, int>> best() const;

private:
    Detector det_;
    Candidates cands_;
    std::map<std::pair<int, int>, int> votes_;
    int seen_ = 0;
};

// Takes `voted` as r's format when none was given, then checks that the format carries an
// instant. false: r.error says why.
bool settleFormat(GapsResult& r, const std::optional<std::pair<Format, int>>& voted);

// r.missedRows from rows.missed, with the keys as text.
void collectMissedRows(GapsResult& r, const GapsRows& rows, KeyStore& keys);
// What the figures rest on: an estimated "now", rows left out, a full poller run.
void addResultWarnings(GapsResult& r);

// The writers of one scan, each added to `writers` at its first row. `key` tells writers
// apart (each engine builds it from the stored value and its type); `text` gives the shown
// value, asked only for a new writer.
class WriterIndex {
public:
    template<typename TextFn>
    qint32 indexOf(const QByteArray& key, bool isNull, TextFn text, QList<GapsWriter>& writers)
    {
        auto it = index_.constFind(key);
        if (it == index_.constEnd()) {
            it = index_.insert(key, int(writers.size()));
            GapsWriter gw;
            gw.writer = isNull ? QStringLiteral("NULL") : text();
            gw.isNull = isNull;
            writers.push_back(gw);
        }
        return qint32(*it);
    }

private:
    QHash<QByteArray, int> index_;
};

// ceil(us / 1000) for us >= 0.
inline qint64 ceilMs(qint64 us)
{
    return us <= 0 ? 0 : (us - 1) / 1000 + 1;
}

} // namespace idscope::analysis::detail
