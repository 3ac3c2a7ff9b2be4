// A small streaming JSON writer. Integers are written from their exact decimal text, never
// through double (QJsonDocument cannot promise that for 64-bit IDs).
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringView>
#include <QVarLengthArray>

#include <string_view>

namespace idscope {

// A view of UTF-8 bytes for key(), rawNumber() and rawJson(); `b` must outlive the call.
inline std::string_view utf8View(const QByteArray& b)
{
    return {b.constData(), std::size_t(b.size())};
}

class JsonWriter {
public:
    explicit JsonWriter(QByteArray& out) : out_(out) {}

    JsonWriter& beginObject();
    JsonWriter& endObject();
    JsonWriter& beginArray();
    JsonWriter& endArray();
    JsonWriter& key(std::string_view k); // ASCII keys only
    JsonWriter& key(QStringView k);
    JsonWriter& value(const QString& s);
    JsonWriter& value(std::string_view utf8);
    JsonWriter& value(qint64 v);
    JsonWriter& value(quint64 v);
    JsonWriter& value(int v) { return value(qint64(v)); }
    JsonWriter& value(bool v);
    JsonWriter& value(double v); // finite reals only; NaN/Inf become null
    JsonWriter& null();
    // Pre-validated JSON number text (e.g. an exact decimal from a Field).
    JsonWriter& rawNumber(std::string_view digits);
    JsonWriter& rawNumber(QStringView digits);
    // Pre-validated JSON text (an object or array read from the database), written verbatim so
    // its numbers keep every digit.
    JsonWriter& rawJson(std::string_view json);

    static void appendEscaped(QByteArray& out, std::string_view utf8);
    // Whether `utf8` holds a byte JSON escapes (a control character, '"' or a backslash).
    // No early exit, so the compiler checks many bytes per step.
    static bool needsEscape(std::string_view utf8)
    {
        unsigned char bad = 0; // bytes, not ints: 16 of them per SSE step
        for (const char ch : utf8) {
            const auto c = static_cast<unsigned char>(ch);
            bad |= static_cast<unsigned char>((c < 0x20) | (c == '"') | (c == '\\'));
        }
        return bad != 0;
    }
    static void appendEscaped(QByteArray& out, QStringView s);

private:
    void separate();
    QByteArray& out_;
    // One entry per open container: no element written yet (no allocation for usual depths).
    QVarLengthArray<bool, 32> first_;
    bool afterKey_ = false;
};

} // namespace idscope
