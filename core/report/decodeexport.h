// Decode results as JSON Lines / CSV rows with the field names of the command-line contract
// (docs/cli.md). Shared by `idscope decode`, the decoder panel's Copy and the reports. The JSON
// is written in report/json/decodejson.cpp, the CSV in report/csv/decodecsv.cpp.
#pragma once

#include "ids/detector.h"
#include "ids/reverse.h"
#include "ids/timezone.h"

#include <QByteArray>
#include <QStringList>

#include <span>
#include <string_view>

namespace idscope {

// What `decode --json` says about one input, as detection left it (no displayable copies):
// the input's text, its valid readings best first, whether the first one is chosen, and why
// none is when not (decodeError()).
struct DecodeView {
    std::string_view input;            // UTF-8
    std::span<const Decoded> readings; // the valid ones, ranked
    bool chosen = false;
    QStringView error;
    qint64 nowMs = 0; // the now of the `future` warning, for ahead_ms (0: unknown)
};

// One JSON object (no trailing newline): input, valid, format, unix_ms, time, precision,
// fields, alternatives, warnings, ahead_ms, error, plus canonical, profile and time_local
// (when the zone is not UTC). Written from the readings straight into `out`: no allocation per input
// for the usual formats in UTC.
void appendDecodeJson(QByteArray& out, const DecodeView& v, const DisplayZone& zone);
// The same object for a decoded result (its `decoded` readings).
void appendDecodeJson(QByteArray& out, const DecodeResult& r, const DisplayZone& zone);

// One `decode --bounds --json` object (no trailing newline): format, profile, ok, lower,
// upper, error.
void appendBoundsJson(QByteArray& out, const IdBounds& b);

QStringList decodeCsvHeader();
void appendDecodeCsv(QByteArray& out, const DecodeResult& r, const DisplayZone& zone);

// "k=v k=v" summary of a reading's fields, for tables and CSV.
QString fieldsSummary(const Reading& r);

} // namespace idscope
