// One entity's history as HTML for the time-travel side panel: every version with its
// instant, author and field-level changes; flagged versions (time going back, an ID minted
// at another instant) on a highlighted background. Colours from the given palette.
#pragma once

#include "analysis/entityhistory.h"

#include <QPalette>
#include <QString>

#include <functional>

namespace idscope {

// The version in force at the page's instant T: found by rowid (else by version number) and
// marked in the list; none (versionNumber < 0) says the entity did not exist yet at T.
struct LiveAt {
    bool known = false; // false: no instant chosen, nothing marked
    qint64 rowid = -1;
    qint64 versionNumber = -1;
    QString at; // T as the page writes it
};

// The heading names the entity as `m` splits its identity: type, further key columns, ID.
QString entityHistoryHtml(const analysis::EntityHistory& h, const analysis::VersionTableMapping& m,
                          const QPalette& pal,
                          const std::function<QString(const Instant&)>& formatInstant,
                          const LiveAt& live = {});

} // namespace idscope
