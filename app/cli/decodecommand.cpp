#include "decodecommand.h"

#include "ids/detector.h"
#include "ids/epochcompare.h"
#include "ids/extract.h"
#include "ids/instantinput.h"
#include "ids/reverse.h"
#include "ids/timezone.h"
#include "ids/zonedatabase.h"
#include "report/csv/csvwriter.h"
#include "report/decodeexport.h"
#include "report/json/epochsjson.h"
#include "report/json/jsonwriter.h"

#include "cliargs.h"
#include "clioutput.h"

#include <QDateTime>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <span>
#include <string_view>
#include <thread>

namespace idscope::cli {

namespace {

enum class Style { Table, Json, Csv };

struct DecodeArgs {
    Style style = Style::Table;
    bool extract = false;
    bool listFormats = false;
    bool allProfiles = false;
    QString bounds;
    DisplayZone zone;
    QStringList ids;
    DecodeOptions opt;
};

// Returns -1 when parsing succeeded, else the exit code.
int parseArgs(const QStringList& args, DecodeArgs& a)
{
    CommandLine cl(
        "decode", Cli::tr("[options] [ID ...]"),
        Cli::tr("Decodes IDs and time values: the format, the embedded instant and every field. "
                "Reads one input per line from stdin when no ID is given. Arguments after '--' are "
                "always inputs (negative numbers, IDs that begin with '-')."),
        Cli::tr(
            "Exit status: 0 when every input decoded, 1 when any did not, 2 for bad usage. With "
            "--extract, as grep: 0 when IDs were found and all decoded, 1 when the text held no "
            "ID or an ID-shaped token did not decode. With --all-profiles: 0 when every input "
            "was a decimal integer, 1 when any was not."));
    const auto format =
        cl.valued(QStringLiteral("format"), QStringLiteral("F"),
                  Cli::tr("read every input as format F (never overridden); see --list-formats"));
    const auto tz = cl.valued(QStringLiteral("tz"), QStringLiteral("Z"),
                              Cli::tr("show times in UTC (default), 'local' or an IANA zone"));
    const auto json = cl.flag(QStringLiteral("json"), Cli::tr("JSON Lines: one object per input"));
    const auto csv = cl.flag(QStringLiteral("csv"), Cli::tr("CSV with a header row"));
    const auto extract =
        cl.flag(QStringLiteral("extract"),
                Cli::tr("find IDs inside arbitrary text (log lines) and decode each"));
    const auto layout = cl.valued(QStringLiteral("snowflake-layout"),
                                  QStringLiteral("EPOCH_MS:TIME_BITS:NODE_BITS:SEQ_BITS[:UNIT_MS]"),
                                  Cli::tr("a custom Snowflake layout (format 'snowflake')"));
    const auto bounds = cl.valued(
        QStringLiteral("bounds"), QStringLiteral("FROM[/TO]"),
        Cli::tr("the smallest and largest ID of each sortable format in that interval (RFC 3339 or "
                "Unix seconds), for WHERE id BETWEEN queries"));
    const auto now =
        cl.valued(QStringLiteral("now"), QStringLiteral("INSTANT"),
                  Cli::tr("take this as the current time (reproducible 'future' warnings)"));
    const auto list = cl.flag(QStringLiteral("list-formats"), Cli::tr("list the format names"));
    const auto allProfiles = cl.flag(
        QStringLiteral("all-profiles"),
        Cli::tr("read each decimal integer under every integer profile (each Snowflake-like "
                "epoch, TSID, Unix s/ms/us/ns), sorted by instant, marking readings in the "
                "future, before the profile's launch or out of its range; text or --json"));
    cl.setDashValuesPositional(); // "decode -1", "decode -KwKoJBVZO4fJt2_6vgJ" as before
    if (const int rc = cl.parse(args); rc >= 0)
        return rc;

    a.listFormats = cl.isSet(list);
    // --json and --csv: the last one given wins.
    if (cl.isSet(json) || cl.isSet(csv))
        a.style =
            args.lastIndexOf(QStringLiteral("--csv")) > args.lastIndexOf(QStringLiteral("--json"))
                ? Style::Csv
                : Style::Json;
    a.extract = cl.isSet(extract);
    a.allProfiles = cl.isSet(allProfiles);
    if (a.allProfiles && (cl.isSet(format) || cl.isSet(bounds) || a.extract || cl.isSet(csv)))
        return cl.usage(Cli::tr("--all-profiles reads every profile: it does not go with "
                                "--format, --bounds, --extract or --csv"));
    if (cl.isSet(format)) {
        const auto f = formatFromName(cl.value(format));
        if (!f)
            return usageError(Cli::tr("unknown format '%1' (see 'idscope decode --list-formats')")
                                  .arg(cl.value(format)));
        a.opt.forced = *f;
    }
    const QString zone = cl.isSet(tz) ? cl.value(tz) : QStringLiteral("UTC");
    if (!DisplayZone::fromName(zone, a.zone))
        return cl.usage(unknownZoneMessage(zone));
    if (cl.isSet(layout)) {
        QString why;
        const auto l = parseSnowflakeLayout(cl.value(layout), &why);
        if (!l)
            return cl.usage(Cli::tr("bad --snowflake-layout '%1': %2").arg(cl.value(layout), why));
        a.opt.customSnowflake = *l;
        a.opt.customSnowflakeSet = true;
    }
    a.bounds = cl.value(bounds);
    const qint64 clock = QDateTime::currentMSecsSinceEpoch();
    std::optional<Instant> t;
    if (const int rc = cl.instant(now, clock, t); rc >= 0)
        return rc;
    a.opt.nowMs = t ? t->unixMsFloor() : clock;
    a.ids = cl.positional();
    return -1;
}

// Renders results in the chosen style into a byte buffer (the output's, or a worker's).
class Printer {
public:
    Printer(const DecodeArgs& a, QByteArray& out) : a_(a), out_(out) {}

    void header()
    {
        if (a_.style == Style::Csv)
            appendCsvRow(out_, decodeCsvHeader());
    }

    void print(const DecodeResult& r, bool detailed)
    {
        switch (a_.style) {
        case Style::Json:
            appendDecodeJson(out_, r, a_.zone);
            out_.append('\n');
            break;
        case Style::Csv:
            appendDecodeCsv(out_, r, a_.zone);
            break;
        case Style::Table:
            detailed ? printDetailed(r) : printRow(r);
            break;
        }
    }

private:
    void line(const QString& s)
    {
        out_.append(s.toUtf8());
        out_.append('\n');
    }

    QString timeOf(const Reading& r) const
    {
        return r.instant ? a_.zone.format(*r.instant, r.precision) : QString();
    }

    void printRow(const DecodeResult& r)
    {
        if (!r.valid) {
            line(QStringLiteral("%1  %2").arg(r.input.leftJustified(36),
                                              Cli::tr("invalid: %1").arg(r.error)));
            return;
        }
        const Reading& b = r.readings.first();
        QStringList notes;
        if (!b.instant)
            notes << Cli::tr("no embedded instant");
        for (const Warning& w : b.warnings)
            notes << w.code;
        if (r.readings.size() > 1)
            notes << Cli::tr("also %1").arg(r.readings[1].formatName());
        line(QStringLiteral("%1  %2  %3  %4")
                 .arg(r.input.leftJustified(36), b.formatName().leftJustified(19),
                      timeOf(b).leftJustified(30), notes.join(QStringLiteral(", "))));
    }

    void printDetailed(const DecodeResult& r)
    {
        line(QStringLiteral("input:      %1").arg(r.input));
        if (!r.valid) {
            line(QStringLiteral("invalid:    %1").arg(r.error));
            printAlternatives(r);
            return;
        }
        const Reading& b = r.readings.first();
        const QString profile = b.profileLabel();
        line(QStringLiteral("format:     %1%2")
                 .arg(b.formatName(),
                      profile.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(profile)));
        line(QStringLiteral("canonical:  %1").arg(b.canonical));
        if (b.instant) {
            line(QStringLiteral("time:       %1").arg(timeOf(b)));
            line(QStringLiteral("unix_ms:    %1").arg(b.instant->unixMsText()));
            QString precision = precisionName(b.precision);
            // One v7 guarantees its milliseconds; rand_a may be a fraction of the millisecond
            // (RFC 9562 method 3), but only a column's order tells (inspect's v7_rand_a).
            if (b.format == Format::UuidV7)
                precision += QStringLiteral("  ") +
                             Cli::tr("(rand_a may be a fraction of the millisecond; only a whole "
                                     "column can show it: see inspect)");
            line(QStringLiteral("precision:  %1").arg(precision));
            line(QStringLiteral("age:        %1").arg(humanAge(*b.instant, a_.opt.nowMs)));
        } else {
            line(QStringLiteral("time:       ") + Cli::tr("none (this format carries no instant)"));
        }
        for (const Field& f : b.fields)
            line(QStringLiteral("  %1 %2").arg(f.key.leftJustified(12), f.value));
        for (const Warning& w : b.warnings)
            line(QStringLiteral("warning:    %1 (%2)").arg(w.message, w.code));
        printAlternatives(r);
    }

    void printAlternatives(const DecodeResult& r)
    {
        for (const Reading* alt : r.alternatives()) {
            const Reading& o = *alt;
            const QString p = o.profileLabel();
            line(QStringLiteral("also:       %1%2  %3  (%4)")
                     .arg(o.formatName(), p.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(p),
                          o.instant ? timeOf(o) : Cli::tr("no instant"),
                          Cli::tr("plausibility %1").arg(o.score)));
        }
    }

    const DecodeArgs& a_;
    QByteArray& out_;
};

int printBounds(const DecodeArgs& a)
{
    const QString from = a.bounds.section(u'/', 0, 0);
    const QString to = a.bounds.contains(u'/') ? a.bounds.section(u'/', 1) : from;
    // Wall clocks without an offset are in the --tz zone, as the output shows them.
    const InstantInput r0 = parseInstantInput(from, a.zone, a.opt.nowMs);
    const InstantInput r1 = parseInstantInput(to, a.zone, a.opt.nowMs);
    if (!r0.ok() || !r1.ok())
        return usageError(Cli::tr("cannot read the instant in --bounds '%1'").arg(a.bounds));
    QList<Format> formats;
    if (a.opt.forced != Format::Count)
        formats.append(a.opt.forced);
    else {
        for (Format f : allFormats()) {
            if (formatInfo(f).reversible && f != Format::Snowflake)
                formats.append(f);
        }
    }
    QList<IdBounds> all; // one per reading whose bounds differ (both Sonyflake epochs)
    for (Format f : formats) {
        for (quint8 profile : boundProfiles(f))
            all.append(boundsFor(f, r0.instant, r1.instant, a.opt, profile));
    }
    int rc = 0;
    Output out;
    for (const IdBounds& b : std::as_const(all)) {
        if (a.style == Style::Json) {
            appendBoundsJson(out.bytes(), b);
            out.bytes().append('\n');
            continue;
        }
        const QString profile = profileLabel(b.format, b.profile);
        const QString name = profile.isEmpty()
                                 ? formatName(b.format)
                                 : QStringLiteral("%1 (%2)").arg(formatName(b.format), profile);
        if (b.ok)
            out.line(QStringLiteral("%1  %2  %3")
                         .arg(name.leftJustified(19), b.lower.leftJustified(36), b.upper));
        else
            out.line(QStringLiteral("%1  %2").arg(name.leftJustified(19), b.error));
        if (!b.ok)
            rc = 1;
    }
    return rc;
}

// The extract mode shows only tokens some format reads with conviction: English words of
// 13 letters are valid TIDs in shape but land nowhere near a plausible time.
bool worthShowing(const DecodeResult& r)
{
    return r.valid && r.readings.first().score >= 50;
}

// A token that fails to decode counts as a broken ID only when it has more than letters: a
// capitalised 13-letter word ("Authorization") has a TID's length but is no ID.
bool idShaped(const QString& token)
{
    return std::any_of(token.begin(), token.end(), [](QChar c) { return !c.isLetter(); });
}

// Calls f with each line of stdin (UTF-8 bytes), without its line ending.
template<typename F> void forEachStdinLine(F f)
{
    char* lineBuf = nullptr;
    size_t cap = 0;
    ssize_t n;
    while ((n = getline(&lineBuf, &cap, stdin)) > 0) {
        while (n > 0 && (lineBuf[n - 1] == '\n' || lineBuf[n - 1] == '\r'))
            --n;
        f(std::string_view(lineBuf, std::size_t(n)));
    }
    std::free(lineBuf);
}

// Inputs as views into one buffer, so that a batch of lines costs no allocation or copy each:
// either appended one by one (command-line arguments) or read from a file a block at a time.
class LineBatch {
public:
    void append(std::string_view line)
    {
        const qsizetype from = filled_;
        reserve(filled_ + qsizetype(line.size()));
        std::memcpy(bytes_.data() + from, line.data(), line.size());
        filled_ += qsizetype(line.size());
        lines_.append({from, filled_});
        tail_ = filled_;
    }
    // Replaces the batch with the whole lines of the next block of `in`, without their line
    // endings; a line the block cuts is completed by the next call. False at the end of input.
    bool readBlock(std::FILE* in);
    qsizetype size() const { return lines_.size(); }
    bool isEmpty() const { return lines_.isEmpty(); }
    std::string_view operator[](qsizetype i) const
    {
        const auto [from, to] = lines_[i];
        return {bytes_.constData() + from, std::size_t(to - from)};
    }

private:
    static constexpr qsizetype kBlock = 256 * 1024;
    void reserve(qsizetype n)
    {
        if (bytes_.size() < n)
            bytes_.resize(std::max(n, 2 * bytes_.size()));
    }
    void splitLines(qsizetype end);
    QByteArray bytes_; // bytes [0, filled_) are read
    qsizetype filled_ = 0;
    qsizetype tail_ = 0;                           // where the cut line of the block begins
    QList<std::pair<qsizetype, qsizetype>> lines_; // [from, to) of each line
};

bool LineBatch::readBlock(std::FILE* in)
{
    const qsizetype carried = filled_ - tail_;
    std::memmove(bytes_.data(), bytes_.constData() + tail_, std::size_t(carried));
    filled_ = carried;
    lines_.resize(0);
    for (;;) {
        reserve(filled_ + kBlock);
        const std::size_t got = std::fread(bytes_.data() + filled_, 1, std::size_t(kBlock), in);
        const qsizetype searchFrom = filled_;
        filled_ += qsizetype(got);
        const std::string_view read(bytes_.constData() + searchFrom, got);
        if (const std::size_t nl = read.rfind('\n'); nl != std::string_view::npos) {
            tail_ = searchFrom + qsizetype(nl) + 1;
            splitLines(tail_);
            return true;
        }
        if (got == 0) { // the end: what is left is the last line, without a newline
            tail_ = filled_;
            if (filled_ > 0)
                splitLines(filled_);
            return filled_ > 0;
        }
        // No newline yet: a line longer than a block; read on.
    }
}

void LineBatch::splitLines(qsizetype end)
{
    const char* data = bytes_.constData();
    qsizetype from = 0;
    while (from < end) {
        const void* nl = std::memchr(data + from, '\n', std::size_t(end - from));
        const qsizetype lineEnd = nl ? qsizetype(static_cast<const char*>(nl) - data) : end;
        qsizetype to = lineEnd;
        while (to > from && data[to - 1] == '\r')
            --to;
        lines_.append({from, to});
        from = lineEnd + 1;
    }
}

// Whitespace only (as QString::trimmed() sees it): such lines are skipped.
bool isBlank(std::string_view line)
{
    if (!isAsciiText(line))
        return QString::fromUtf8(line.data(), qsizetype(line.size())).trimmed().isEmpty();
    return std::all_of(line.begin(), line.end(),
                       [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); });
}

// The JSON Lines object of one input, written from the detector's readings straight into
// `out`; false when no reading was chosen. Same bytes as appendDecodeJson of decodeText().
bool printJsonLine(const DecodeArgs& a, const Detector& detector, std::string_view line,
                   QByteArray& scratch, Candidates& c, QByteArray& out)
{
    // Text that is not ASCII is shown as QString reads it (invalid UTF-8 replaced).
    QByteArray shown;
    if (!isAsciiText(line)) {
        shown = QString::fromUtf8(line.data(), qsizetype(line.size())).toUtf8();
        line = utf8View(shown);
    }
    const IdInput in = textValue(line, scratch);
    detector.detect(in, c);
    int valid = 0;
    while (valid < c.size() && c[valid].valid())
        ++valid;
    const bool chosen = hasChosenReading(c);
    const QString error = chosen ? QString() : decodeError(in, c);
    appendDecodeJson(out,
                     {line, std::span<const Decoded>(c.begin(), std::size_t(valid)), chosen, error,
                      detector.options().nowMs},
                     a.zone);
    out.append('\n');
    return chosen;
}

// Decodes and renders inputs [from, to) into out (blank ones skipped); false when any did not
// decode. `detailed`: the long form a single ID on the command line gets.
bool decodeRange(const DecodeArgs& a, const Detector& detector, const LineBatch& inputs,
                 qsizetype from, qsizetype to, QByteArray& out, bool detailed = false)
{
    Printer printer(a, out);
    bool allValid = true;
    QByteArray scratch; // reused by every input
    Candidates candidates;
    for (qsizetype i = from; i < to; ++i) {
        const std::string_view line = inputs[i];
        if (isBlank(line))
            continue;
        if (a.style == Style::Json) {
            allValid = printJsonLine(a, detector, line, scratch, candidates, out) && allValid;
            continue;
        }
        const DecodeResult r =
            decodeText(QString::fromUtf8(line.data(), qsizetype(line.size())), detector);
        allValid = allValid && r.valid;
        printer.print(r, detailed);
    }
    return allValid;
}

// One input per line of stdin, in batches: each batch's second half is decoded on a worker
// thread while this thread decodes the first, and both are written in input order. Decoding
// and rendering are pure functions of the line, so the output is the serial output.
bool decodeLinesInParallel(const DecodeArgs& a, const Detector& detector, Output& out)
{
    const bool twoThreads = std::thread::hardware_concurrency() > 1;
    bool allValid = true;
    LineBatch batch;
    QByteArray second;
    auto run = [&] {
        const qsizetype mid = twoThreads ? batch.size() / 2 : batch.size();
        bool secondValid = true;
        std::thread worker;
        if (mid < batch.size())
            worker = std::thread(
                [&] { secondValid = decodeRange(a, detector, batch, mid, batch.size(), second); });
        // The first half goes straight into the output, which nothing else writes meanwhile.
        const bool firstValid = decodeRange(a, detector, batch, 0, mid, out.bytes());
        if (worker.joinable())
            worker.join();
        allValid = allValid && firstValid && secondValid;
        out.write(second);
        second.resize(0);
    };
    while (batch.readBlock(stdin))
        run();
    return allValid;
}

// The marks of one reading of `decode --all-profiles`, as words (never colour alone).
QString epochMarks(const EpochReading& r)
{
    QStringList marks;
    if (r.outOfRange)
        marks << Cli::tr("out of range");
    if (r.future)
        marks << Cli::tr("future");
    if (r.beforeLaunch && !r.outOfRange)
        marks << Cli::tr("before launch (%1)")
                     .arg(toRfc3339(Instant::fromUnixMs(r.launchMs), Precision::Second).left(10));
    return marks.join(QStringLiteral(", "));
}

void printEpochTable(const DecodeArgs& a, const EpochComparison& c, Output& out)
{
    out.line(Cli::tr("%1 under every integer profile (now %2):")
                 .arg(c.input, a.zone.format(Instant::fromUnixMs(c.nowMs), Precision::Second)));
    const int nowAt = c.nowIndex();
    for (int i = 0; i < c.readings.size(); ++i) {
        const EpochReading& r = c.readings[i];
        if (i == nowAt)
            out.line(QStringLiteral("  ── %1 ──").arg(Cli::tr("now")));
        const QString time =
            r.instant ? a.zone.format(*r.instant, r.precision) : QStringLiteral("—");
        const QString age = r.instant ? humanAge(*r.instant, c.nowMs) : QString();
        QString text = QStringLiteral("  %1  %2  %3  %4")
                           .arg(time.leftJustified(30), r.title().leftJustified(28),
                                age.leftJustified(18), epochMarks(r));
        while (text.endsWith(u' '))
            text.chop(1);
        out.line(text);
    }
    if (nowAt == c.readings.size())
        out.line(QStringLiteral("  ── %1 ──").arg(Cli::tr("now")));
}

// `decode --all-profiles`: each input (arguments, or stdin lines) under every profile.
int printAllProfiles(const DecodeArgs& a)
{
    QStringList inputs = a.ids;
    if (inputs.isEmpty()) {
        forEachStdinLine([&](std::string_view line) {
            const QString s = QString::fromUtf8(line.data(), qsizetype(line.size()));
            if (!s.trimmed().isEmpty())
                inputs.append(s);
        });
    }
    Output out;
    int rc = 0;
    bool first = true;
    for (const QString& input : std::as_const(inputs)) {
        const std::optional<EpochComparison> c = compareEpochs(input, a.opt);
        const QString why = Cli::tr("not a decimal integer of at most 64 bits");
        if (a.style == Style::Json) {
            if (c)
                appendEpochComparisonJson(out.bytes(), *c, a.zone);
            else
                appendEpochErrorJson(out.bytes(), input.trimmed(), a.opt.nowMs, why);
            out.bytes().append('\n');
        } else {
            if (!first)
                out.line(QString());
            if (c)
                printEpochTable(a, *c, out);
            else
                out.line(QStringLiteral("%1: %2").arg(input.trimmed(), why));
        }
        first = false;
        if (!c)
            rc = 1;
    }
    return rc;
}

} // namespace

int runDecode(const QStringList& args)
{
    DecodeArgs a;
    if (const int rc = parseArgs(args, a); rc >= 0)
        return rc;
    if (a.listFormats) {
        Output out;
        for (Format f : allFormats()) {
            const FormatInfo& fi = formatInfo(f);
            out.line(QStringLiteral("%1 %2").arg(QString::fromLatin1(fi.name).leftJustified(20),
                                                 QString::fromUtf8(fi.layout)));
        }
        return 0;
    }
    if (!a.bounds.isEmpty())
        return printBounds(a);
    if (a.allProfiles)
        return printAllProfiles(a);

    const Detector detector(a.opt);
    Output out;
    Printer printer(a, out.bytes());
    printer.header();
    if (!a.extract) {
        if (a.ids.isEmpty())
            return decodeLinesInParallel(a, detector, out) ? 0 : 1;
        LineBatch ids;
        for (const QString& id : std::as_const(a.ids))
            ids.append(utf8View(id.toUtf8()));
        return decodeRange(a, detector, ids, 0, ids.size(), out.bytes(), ids.size() == 1) ? 0 : 1;
    }
    bool allValid = true;
    qint64 found = 0; // IDs shown as decoded
    auto extract = [&](const QString& text) {
        for (const Token& t : extractIdTokens(text)) {
            const DecodeResult r = decodeText(t.text, detector);
            const bool forced = a.opt.forced != Format::Count;
            if (forced ? r.valid : worthShowing(r)) {
                ++found;
            } else if (!r.valid && (forced || idShaped(t.text))) {
                allValid = false;
            } else {
                continue; // a word that happens to read as some format
            }
            printer.print(r, false);
        }
        out.flushIfFull();
    };
    if (!a.ids.isEmpty()) {
        for (const QString& id : a.ids)
            extract(id);
    } else {
        forEachStdinLine([&](std::string_view line) {
            extract(QString::fromUtf8(line.data(), qsizetype(line.size())));
        });
    }
    // As grep: 1 when nothing was found, or when a found ID did not decode.
    return found > 0 && allValid ? 0 : 1;
}

} // namespace idscope::cli
