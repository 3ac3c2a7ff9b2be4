#include "clioutput.h"

#include "report/json/jsonwriter.h"

#include <cstdio>

#ifdef Q_OS_WIN
#include <io.h>
#define IDSCOPE_ISATTY _isatty
#define IDSCOPE_FILENO _fileno
#else
#include <unistd.h>
#define IDSCOPE_ISATTY isatty
#define IDSCOPE_FILENO fileno
#endif

namespace idscope::cli {

namespace {
constexpr qsizetype kFlushBytes = 1 << 16;
}

void Output::line(const QString& s)
{
    buf_.append(s.toUtf8());
    buf_.append('\n');
    flushIfFull();
}

void Output::json(const std::function<void(JsonWriter&)>& write)
{
    JsonWriter w(buf_);
    write(w);
    buf_.append('\n');
    flushIfFull();
}

void Output::flushIfFull()
{
    if (buf_.size() >= kFlushBytes)
        flush();
}

void Output::flush()
{
    if (!buf_.isEmpty())
        std::fwrite(buf_.constData(), 1, std::size_t(buf_.size()), stdout);
    std::fflush(stdout);
    buf_.resize(0);
}

void Output::write(const QByteArray& bytes)
{
    flush();
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

bool stderrIsTerminal()
{
    return IDSCOPE_ISATTY(IDSCOPE_FILENO(stderr)) != 0;
}

ProgressLine::ProgressLine() : active_(stderrIsTerminal())
{
    timer_.start();
}

void ProgressLine::show(const QString& text, bool force)
{
    if (!active_ || (!force && shown_ && timer_.elapsed() < 100))
        return;
    timer_.restart();
    shown_ = true;
    std::fprintf(stderr, "\r%s\x1b[K", text.toLocal8Bit().constData());
    std::fflush(stderr);
}

void ProgressLine::clear()
{
    if (!shown_)
        return;
    shown_ = false;
    std::fputs("\r\x1b[K", stderr);
    std::fflush(stderr);
}

} // namespace idscope::cli
