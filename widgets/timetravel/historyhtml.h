// One entity's history as HTML for the time-travel side panel: every version with its
// instant, author and field-level changes; flagged versions (time going back, an ID minted
// at another instant) on a highlighted background. Colours from the given palette.
#pragma once

#include "analysis/entityhistory.h"

#include <QPalette>
#include <QString>

#include <functional>

namespace idscope {

// The heading names the entity as `m` splits its identity: type, further key columns, ID.
QString entityHistoryHtml(const analysis::EntityHistory& h, const analysis::VersionTableMapping& m,
                          const QPalette& pal,
                          const std::function<QString(const Instant&)>& formatInstant);

} // namespace idscope
