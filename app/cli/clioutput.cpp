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

namespace {
bool needsEscape(char16_t c, bool keepLines)
{
    if (keepLines && (c == u'\n' || c == u'\t'))
        return false;
    return c < 0x20 || (c >= 0x7f && c < 0xa0) || c == 0x2028 || c == 0x2029 ||
           (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

QString escaped(const QString& s, bool keepLines)
{
    bool any = false;
    for (const QChar c : s)
        any = any || needsEscape(c.unicode(), keepLines);
    if (!any)
        return s;
    QString out;
    out.reserve(s.size() + 8);
    for (const QChar ch : s) {
        const char16_t c = ch.unicode();
        if (!needsEscape(c, keepLines))
            out += ch;
        else if (c == u'\n')
            out += QLatin1String("\\n");
        else if (c == u'\r')
            out += QLatin1String("\\r");
        else if (c == u'\t')
            out += QLatin1String("\\t");
        else if (c == 0x1b)
            out += QLatin1String("\\e");
        else if (c < 0x100)
            out += QStringLiteral("\\x%1").arg(int(c), 2, 16, QLatin1Char('0'));
        else
            out += QStringLiteral("\\u{%1}").arg(int(c), 4, 16, QLatin1Char('0'));
    }
    return out;
}
} // namespace

QString shown(const QString& name)
{
    return escaped(name, false);
}

QString withoutControls(const QString& text)
{
    return escaped(text, true);
}

void Output::line(const QString& s)
{
    buf_.append(withoutControls(s).toUtf8());
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
