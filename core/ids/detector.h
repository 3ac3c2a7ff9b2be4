// Detection: every family parses the value, the detector scores and ranks the readings.
// A requested format is never overridden; when several readings fit, all are returned,
// best first, and the top one carries WarnAmbiguous.
#pragma once

#include "decoded.h"
#include "reading.h"

#include <QList>
#include <QString>

#include <optional>

namespace idscope {

class Detector {
public:
    explicit Detector(const DecodeOptions& opt = {});

    // Every reading of `in`: valid ones ranked best first, then shape matches that failed
    // (with their error). Allocation-free: safe for the scan loop.
    void detect(const IdInput& in, Candidates& out) const;

    const DecodeOptions& options() const { return opt_; }

private:
    DecodeOptions opt_;
};

// Plausibility of an instant for a format (0..100), relative to now. Exposed for tests and
// for column profiling.
int instantPlausibility(const Decoded& d, qint64 nowMs);

struct DecodeResult {
    QString input;
    bool valid = false;
    QList<Reading> readings; // ranked; readings.first() is the chosen reading when valid
    QString error;           // why nothing fits, when !valid
};

// Rich, allocating API for the CLI, the GUI and reports.
DecodeResult decodeValue(const IdInput& in, const Detector& detector);
DecodeResult decodeText(const QString& text, const Detector& detector);

} // namespace idscope

namespace idscope {
// An instant typed by a user: RFC 3339 (any offset, fraction optional), a date, a SQLite
// datetime() string, Unix seconds, or "now". nullopt when it is none of these.
std::optional<Instant> parseUserInstant(const QString& text, qint64 nowMs);
} // namespace idscope
