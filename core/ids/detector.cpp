// STUB, being written.
#include "detector.h"
#include "codecs.h"
namespace idscope {
Detector::Detector(const DecodeOptions& opt) : opt_(opt) {}
void Detector::detect(const IdInput& in, Candidates& out) const
{
    out.clear();
    parseUuid(in, opt_, out);
    parseUlidFamily(in, opt_, out);
    parseKsuid(in, opt_, out);
    parseObjectIdFamily(in, opt_, out);
    parseTid(in, opt_, out);
    parseTextIds(in, opt_, out);
    parseSnowflake(in, opt_, out);
    parseTimestamp(in, opt_, out);
}
int instantPlausibility(const Decoded&, qint64) { return 0; }
DecodeResult decodeValue(const IdInput&, const Detector&) { return {}; }
DecodeResult decodeText(const QString&, const Detector&) { return {}; }
} // namespace idscope
