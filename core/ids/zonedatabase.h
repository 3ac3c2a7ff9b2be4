// Whether named time zones can be had, and what to tell the user when one is refused.
#pragma once

#include <QString>

namespace idscope {

// Whether the IANA time-zone database (Debian's tzdata) is there: without it only UTC and
// fixed offsets are known and every named zone is unknown.
bool haveZoneDatabase();
// Why DisplayZone::fromName rejected `name`, for the user: says to install tzdata when the
// database is missing rather than calling a real zone unknown.
QString unknownZoneMessage(const QString& name);

} // namespace idscope
