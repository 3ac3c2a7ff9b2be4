// Decode results as JSON Lines / CSV rows with the field names of the command-line contract
// (docs/cli.md). Shared by `idscope decode`, the decoder panel's Copy and the reports. The JSON
// is written in report/json/decodejson.cpp, the CSV in report/csv/decodecsv.cpp.
#pragma once

#include "ids/detector.h"
#include "ids/reverse.h"
#include "ids/timezone.h"

#include <QByteArray>
#include <QStringList>

namespace idscope {

// One JSON object (no trailing newline): input, valid, format, unix_ms, time, precision,
// fields, alternatives, warnings, error, plus canonical, profile and time_local (when the
// zone is not UTC).
void appendDecodeJson(QByteArray& out, const DecodeResult& r, const DisplayZone& zone);

// One `decode --bounds --json` object (no trailing newline): format, profile, ok, lower,
// upper, error.
void appendBoundsJson(QByteArray& out, const IdBounds& b);

QStringList decodeCsvHeader();
void appendDecodeCsv(QByteArray& out, const DecodeResult& r, const DisplayZone& zone);

// "k=v k=v" summary of a reading's fields, for tables and CSV.
QString fieldsSummary(const Reading& r);

} // namespace idscope
