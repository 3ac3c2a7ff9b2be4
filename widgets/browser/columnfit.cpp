#include "columnfit.h"

#include <algorithm>
#include <numeric>

namespace idscope {

namespace {

bool flexible(const ColumnNeed& c)
{
    return !c.whole && c.user < 0;
}

// Spreads `amount` over the columns in proportion to what each can take (`room`), never more;
// sign -1 takes it away.
void spread(QList<int>& widths, QList<int> room, int amount, int sign)
{
    const qint64 all = std::accumulate(room.begin(), room.end(), qint64(0));
    if (all <= 0 || amount <= 0)
        return;
    amount = int(std::min<qint64>(amount, all));
    int given = 0;
    for (qsizetype i = 0; i < widths.size(); ++i) {
        const int share = int(qint64(room[i]) * amount / all);
        widths[i] += sign * share;
        room[i] -= share;
        given += share;
    }
    // What rounding left over goes to the first columns that still have room.
    for (qsizetype i = 0; i < widths.size() && given < amount; ++i) {
        const int more = std::min(room[i], amount - given);
        widths[i] += sign * more;
        given += more;
    }
}

} // namespace

int totalWidth(const QList<int>& widths)
{
    return std::accumulate(widths.begin(), widths.end(), 0);
}

QList<int> fitColumnWidths(const QList<ColumnNeed>& columns, const ColumnLimits& limits)
{
    QList<int> widths;
    widths.reserve(columns.size());
    for (const ColumnNeed& c : columns) {
        if (c.whole)
            widths << std::max(c.content, c.user);
        else if (c.user >= 0)
            widths << c.user;
        else
            widths << std::min(c.content, limits.cap);
    }
    const int total = totalWidth(widths);
    QList<int> room(columns.size(), 0);
    if (total > limits.available) {
        // Short of room: the columns that may be cut give way, down to the floor, but only
        // when that brings the whole row into view.
        for (qsizetype i = 0; i < columns.size(); ++i) {
            if (flexible(columns[i]))
                room[i] = std::max(0, widths[i] - std::min(columns[i].content, limits.floor));
        }
        if (total - std::accumulate(room.begin(), room.end(), qint64(0)) <= limits.available)
            spread(widths, room, total - limits.available, -1);
    } else {
        // Room left: the columns cut at the cap grow towards their content.
        for (qsizetype i = 0; i < columns.size(); ++i) {
            if (flexible(columns[i]))
                room[i] = std::max(0, columns[i].content - widths[i]);
        }
        spread(widths, room, limits.available - total, +1);
        const int left = limits.available - totalWidth(widths);
        if (limits.fillLast && left > 0 && !widths.isEmpty() && columns.last().user < 0)
            widths.last() += left;
    }
    return widths;
}

QList<int> fitInOrder(const QList<int>& content, const QList<int>& floors, const QList<int>& order,
                      int available)
{
    QList<int> widths = content;
    int over = totalWidth(widths) - available;
    for (int c : order) {
        if (over <= 0)
            break;
        const int cut = std::clamp(widths[c] - floors[c], 0, over);
        widths[c] -= cut;
        over -= cut;
    }
    return widths;
}

} // namespace idscope
