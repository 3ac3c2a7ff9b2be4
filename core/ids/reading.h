// A displayable reading: canonical spelling, named fields and warning texts. Built from a
// Decoded on demand (GUI rows, CLI output, reports), never in the hot scan loop.
#pragma once

#include "decoded.h"

#include <QList>
#include <QString>

#include <optional>

namespace idscope {

struct Field {
    QString key;          // stable snake_case key used in JSON ("version", "node", "sequence", …)
    QString value;        // exact text; integers as decimal, bit strings as hex
    bool numeric = false; // JSON writes it unquoted (exact 64-bit decimal)
};

struct Warning {
    QString code;    // stable kebab-case code used in JSON
    QString message; // human sentence
};

struct Reading {
    Format format = Format::Count;
    quint8 profile = 0;
    bool valid = false;
    QString canonical;
    std::optional<Instant> instant;
    Precision precision = Precision::None;
    QList<Field> fields;
    QList<Warning> warnings;
    QString error; // why invalid, when !valid
    int score = 0;

    QString formatName() const { return idscope::formatName(format); }
    QString profileLabel() const; // e.g. ".NET byte order", "v2 epoch", or empty
};

// The name of a format's sub-reading: ".NET byte order", "v2 epoch", or empty.
QString profileLabel(Format format, quint8 profile);

// Builds the displayable reading: the owning family's describe function (registry.h).
Reading describe(const Decoded& d);
// Human sentence for a parse error of `format`.
QString parseErrorMessage(const Decoded& d);
// Every warning flag set in `flags`, as code + sentence.
QList<Warning> warningsFor(quint32 flags);

} // namespace idscope
