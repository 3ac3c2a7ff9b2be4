// Where the subcommands write: stdout through one buffered UTF-8 sink (text lines and JSON
// alike, written out in chunks so a large answer streams with flat memory) and, on a terminal,
// a progress line on stderr that is rewritten in place.
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QString>

#include <functional>

namespace idscope {
class JsonWriter;
}

namespace idscope::cli {

class Output {
public:
    Output() = default;
    ~Output() { flush(); }
    Output(const Output&) = delete;
    Output& operator=(const Output&) = delete;

    void line(const QString& s = {});
    // The buffer, for a JsonWriter; call flushIfFull() between the items of a long list.
    QByteArray& bytes() { return buf_; }
    void flushIfFull();
    void flush();
    // Writes what is buffered, then `bytes` as they are (no copy into the buffer).
    void write(const QByteArray& bytes);
    // One JSON document and its newline, written by `write` on the buffer.
    void json(const std::function<void(JsonWriter&)>& write);
    // For writers of long lists: sends the buffer out whenever it is full.
    std::function<void()> streamer()
    {
        return [this] { flushIfFull(); };
    }

private:
    QByteArray buf_;
};

// A name from the database or the command line (table, column, path) as text output shows it:
// control characters — newline, carriage return, ESC and the rest of C0 and C1, DEL — and the
// Unicode line separators and bidirectional overrides written as escapes (\n, \r, \t, \e,
// \xNN, \u{NNNN}), as ls and git quote names, so that no name moves the cursor, retitles the
// terminal or forges an output line. JSON keeps names exact.
QString shown(const QString& name);
// `text` with every control character but newline and tab escaped as shown() does: the last
// guard of each text line and stderr message, whatever was interpolated into it.
QString withoutControls(const QString& text);

// True when stderr is a terminal (progress is shown only there).
bool stderrIsTerminal();

// "\r<text>" on stderr at most every 100 ms, erased by clear(); nothing unless stderr is a
// terminal.
class ProgressLine {
public:
    ProgressLine();
    bool active() const { return active_; }
    void show(const QString& text, bool force = false);
    void clear();

private:
    bool active_ = false;
    bool shown_ = false;
    QElapsedTimer timer_;
};

} // namespace idscope::cli
