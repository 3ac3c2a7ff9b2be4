// Detection: every family parses the value, the detector scores and ranks the readings.
// A requested format is never overridden; when several readings fit, all are returned,
// best first, and the top one carries WarnAmbiguous.
#pragma once

#include "decoded.h"
#include "reading.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>
#include <string_view>

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

// Clock skew not called "future": an instant up to this far after now is not marked so.
inline constexpr qint64 kFutureToleranceMs = 60000;

// Plausibility of an instant for a format (0..100), relative to now. Exposed for tests and
// for column profiling.
int instantPlausibility(const Decoded& d, qint64 nowMs);

// Whether auto-detection may present this valid reading: it carries no instant, its text
// names the time itself (RFC 3339), or some ID of its format could carry that instant
// (plausibility of 40 or more; for a number, a time field above zero). Auto-detection marks
// the others WarnImplausible and ranks them after every plausible reading.
bool isPlausibleReading(const Decoded& d, qint64 nowMs);

// True when auto-detection read `c` but may present none of the readings (all implausible):
// then nothing is chosen and every reading is only an alternative.
bool noPlausibleReading(const Candidates& c);

// Whether detection chose c[0]: a valid reading that auto-detection may present.
bool hasChosenReading(const Candidates& c);
// When `in` misses by one character the length of a format whose text names itself (25
// Crockford characters where a ULID has 26, 23 hex digits where an ObjectId has 24, …): the
// sentence that says so ("26-character ULID expected; 25 given"); else empty.
QString nearMissOfNamedShape(const IdInput& in);
// Why detection of `in` chose no reading (`c` as detect() left it): the first shape's parse
// error, "no plausible reading", or what the input is not. Empty when a reading was chosen.
QString decodeError(const IdInput& in, const Candidates& c);

// A line of text as the value it names: surrounding whitespace and one pair of matching
// quotes stripped, an X'…' or 0x… literal read as a BLOB. The result points into `text` or
// into `scratch` (reused by a caller that decodes many lines: no allocation per line).
IdInput textValue(QStringView text, QByteArray& scratch);
// The same for UTF-8 text; ASCII text is read in place.
IdInput textValue(std::string_view utf8, QByteArray& scratch);
// No byte of `s` is above 0x7F. No early exit, so the compiler checks many bytes per step.
inline bool isAsciiText(std::string_view s)
{
    unsigned char any = 0;
    for (const char c : s)
        any |= static_cast<unsigned char>(c);
    return any < 0x80;
}

struct DecodeResult {
    QString input;
    bool valid = false;
    // Ranked; readings.first() is the chosen reading when valid. When nothing fits, the first
    // shape that matched (with its error); when nothing is plausible, every valid reading.
    QList<Reading> readings;
    QList<Decoded> decoded; // readings[i] is the description of decoded[i]
    QString error;          // why nothing fits (or nothing is plausible), when !valid
    qint64 nowMs = 0;       // the now the readings were judged against (Unix ms)

    // The chosen reading, or nullptr.
    const Reading* chosen() const
    {
        return valid && !readings.isEmpty() ? &readings.first() : nullptr;
    }
    // The other valid readings, best first: all of them when none was chosen.
    QList<const Reading*> alternatives() const;
};

// Rich, allocating API for the CLI, the GUI and reports.
DecodeResult decodeValue(const IdInput& in, const Detector& detector);
DecodeResult decodeText(const QString& text, const Detector& detector);

} // namespace idscope
