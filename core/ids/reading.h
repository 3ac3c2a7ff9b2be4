// A displayable reading: canonical spelling, named fields and warning texts. Built from a
// Decoded on demand (GUI rows, CLI output, reports), never in the hot scan loop.
#pragma once

#include "decoded.h"

#include <QList>
#include <QString>

#include <optional>
#include <string_view>

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

// Receives what a family's describe function says about a valid reading: its canonical text
// and its fields in order, as UTF-8 with plain ASCII keys (no quote, backslash or control
// character: JSON writes them as they are). describe() collects them into a Reading;
// `decode --json` writes them straight into its output, with no string objects in between.
class DescribeSink {
public:
    void canonical(std::string_view utf8) { putCanonical(utf8); }
    void canonicalString(const QString& s); // the QString spellings convert to UTF-8 first
    void text(std::string_view key, std::string_view utf8) { putField(key, utf8, false); }
    void textString(std::string_view key, const QString& value);
    // Exact decimal, written unquoted in JSON.
    void number(std::string_view key, quint64 v);
    void number(std::string_view key, qint64 v);
    void number(std::string_view key, int v) { number(key, qint64(v)); }
    void number(std::string_view key, quint32 v) { number(key, quint64(v)); }
    // Pre-formatted number text (written unquoted in JSON).
    void numberString(std::string_view key, const QString& digits);
    // Lower-case hex of n bytes; of the low `digits` nibbles of v.
    void hexBytes(std::string_view key, const quint8* p, int n);
    void hexDigits(std::string_view key, quint64 v, int digits);

protected:
    ~DescribeSink() = default;
    virtual void putCanonical(std::string_view utf8) = 0;
    virtual void putField(std::string_view key, std::string_view utf8, bool numeric) = 0;
};

// The name of a format's sub-reading: ".NET byte order", "v2 epoch", or empty.
QString profileLabel(Format format, quint8 profile);

// Builds the displayable reading: the owning family's describe function (registry.h).
Reading describe(const Decoded& d);
// Hands a valid Decoded's canonical text and fields to `sink` (the family's describe function);
// nothing for an invalid one.
void describeTo(const Decoded& d, DescribeSink& sink);
// Human sentence for a parse error of `format`.
QString parseErrorMessage(const Decoded& d);
// Every warning flag set in `flags`, as code + sentence.
QList<Warning> warningsFor(quint32 flags);
// The codes of the same warnings in the same order, into `out` (allocation-free); returns how
// many.
int warningCodes(quint32 flags, std::string_view (&out)[32]);

} // namespace idscope
