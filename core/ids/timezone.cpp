// STUB, being written.
#include "timezone.h"
namespace idscope {
bool DisplayZone::fromName(const QString&, DisplayZone&) { return false; }
QString DisplayZone::name() const { return QString(); }
int DisplayZone::offsetSecondsAt(const Instant&) const { return 0; }
QString DisplayZone::format(const Instant&, Precision) const { return QString(); }
QString humanAge(const Instant&, qint64) { return QString(); }
} // namespace idscope
