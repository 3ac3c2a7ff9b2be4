#include "decodecommand.h"

#include "ids/detector.h"
#include "ids/extract.h"
#include "ids/reverse.h"
#include "ids/timezone.h"
#include "report/csvwriter.h"
#include "report/decodeexport.h"
#include "report/jsonwriter.h"

#include "cliargs.h"

#include <QCoreApplication>
#include <QDateTime>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace idscope::cli {

namespace {

enum class Output { Table, Json, Csv };

struct DecodeArgs {
    Output output = Output::Table;
    bool extract = false;
    QString bounds;
    QString tz = QStringLiteral("UTC");
    QStringList ids;
    DecodeOptions opt;
};

const char kHelp[] =
    "Usage: idscope decode [options] [ID ...]\n"
    "Decodes IDs and time values; reads one per line from stdin when no ID is given.\n\n"
    "  --format F        read every input as format F (never overridden); see --list-formats\n"
    "  --tz Z            show times in UTC (default), 'local' or an IANA zone\n"
    "  --json            JSON Lines: one object per input\n"
    "  --csv             CSV with a header row\n"
    "  --extract         find IDs inside arbitrary text (log lines) and decode each\n"
    "  --snowflake-layout EPOCH_MS:TIME_BITS:NODE_BITS:SEQ_BITS[:UNIT_MS]\n"
    "                    a custom Snowflake layout (format 'snowflake')\n"
    "  --bounds FROM[/TO] smallest and largest ID of each sortable format in that interval\n"
    "                    (RFC 3339 or Unix seconds), for WHERE id BETWEEN queries\n"
    "  --now INSTANT     take this as the current time (reproducible 'future' warnings)\n"
    "  --list-formats    list the format names\n\n"
    "Exit status: 0 when every input decoded, 1 when any did not, 2 for bad usage. With\n"
    "--extract, as grep: 0 when IDs were found and all decoded, 1 when the text held no ID\n"
    "or an ID-shaped token did not decode, 2 for bad usage.\n";

bool parseLayout(const QString& spec, SnowflakeLayout& l)
{
    const QStringList p = spec.split(u':');
    if (p.size() < 4 || p.size() > 5)
        return false;
    bool ok[5] = {true, true, true, true, true};
    l.epochMs = p[0].toLongLong(&ok[0]);
    l.timeBits = quint8(p[1].toUInt(&ok[1]));
    l.nodeBits = quint8(p[2].toUInt(&ok[2]));
    l.sequenceBits = quint8(p[3].toUInt(&ok[3]));
    l.timeUnitMs = p.size() == 5 ? quint8(p[4].toUInt(&ok[4])) : 1;
    for (bool b : ok) {
        if (!b)
            return false;
    }
    return l.valid() && p[1].toUInt() <= 63;
}

// Returns -1 when parsing succeeded, else the exit code.
int parseArgs(const QStringList& args, DecodeArgs& a)
{
    const qint64 clock = QDateTime::currentMSecsSinceEpoch();
    a.opt.nowMs = clock;
    for (qsizetype i = 1; i < args.size(); ++i) {
        QString arg = args[i];
        QString value;
        if (const int rc = splitOption(args, i, arg, value,
                                       {QLatin1StringView("--format"), QLatin1StringView("--tz"),
                                        QLatin1StringView("--snowflake-layout"),
                                        QLatin1StringView("--bounds"), QLatin1StringView("--now")});
            rc >= 0)
            return rc;
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            std::fputs(kHelp, stdout);
            return 0;
        } else if (arg == QLatin1String("--list-formats")) {
            for (Format f : allFormats()) {
                const FormatInfo& fi = formatInfo(f);
                std::printf("%-20s %s\n", fi.name, fi.layout);
            }
            return 0;
        } else if (arg == QLatin1String("--json")) {
            a.output = Output::Json;
        } else if (arg == QLatin1String("--csv")) {
            a.output = Output::Csv;
        } else if (arg == QLatin1String("--extract")) {
            a.extract = true;
        } else if (arg == QLatin1String("--format")) {
            const auto f = formatFromName(value);
            if (!f)
                return usageError(QCoreApplication::translate(
                                      "idscope::cli", "unknown format '%1' (see --list-formats)")
                                      .arg(value));
            a.opt.forced = *f;
        } else if (arg == QLatin1String("--tz")) {
            a.tz = value;
        } else if (arg == QLatin1String("--snowflake-layout")) {
            if (!parseLayout(value, a.opt.customSnowflake))
                return usageError(
                    QCoreApplication::translate("idscope::cli", "bad --snowflake-layout '%1'")
                        .arg(value));
            a.opt.customSnowflakeSet = true;
        } else if (arg == QLatin1String("--bounds")) {
            a.bounds = value;
        } else if (arg == QLatin1String("--now")) {
            const auto t = parseUserInstant(value, clock);
            if (!t)
                return usageError(
                    QCoreApplication::translate("idscope::cli", "cannot read --now '%1'")
                        .arg(value));
            a.opt.nowMs = t->unixMsFloor();
        } else if (arg.startsWith(u'-') && arg.size() > 1 && !arg.at(1).isDigit()) {
            // Firebase push IDs start with '-': only '--x' and letters after '-' are options.
            if (arg.startsWith(QLatin1String("--")))
                return usageError(
                    QCoreApplication::translate("idscope::cli", "unknown option '%1'").arg(arg));
            a.ids.append(args[i]);
        } else {
            a.ids.append(args[i]);
        }
    }
    return -1;
}

class Printer {
public:
    Printer(const DecodeArgs& a, const DisplayZone& zone) : a_(a), zone_(zone) {}
    ~Printer() { flush(); }

    void header()
    {
        if (a_.output == Output::Csv)
            appendCsvRow(buf_, decodeCsvHeader());
    }

    void print(const DecodeResult& r, bool detailed)
    {
        switch (a_.output) {
        case Output::Json:
            appendDecodeJson(buf_, r, zone_);
            buf_.append('\n');
            break;
        case Output::Csv:
            appendDecodeCsv(buf_, r, zone_);
            break;
        case Output::Table:
            detailed ? printDetailed(r) : printRow(r);
            break;
        }
        if (buf_.size() > (1 << 20))
            flush();
    }

    void flush()
    {
        if (!buf_.isEmpty())
            std::fwrite(buf_.constData(), 1, std::size_t(buf_.size()), stdout);
        buf_.clear();
    }

private:
    QString timeOf(const Reading& r) const
    {
        return r.instant ? zone_.format(*r.instant, r.precision) : QString();
    }

    void line(const QString& s)
    {
        buf_.append(s.toUtf8());
        buf_.append('\n');
    }

    void printRow(const DecodeResult& r)
    {
        if (!r.valid) {
            line(QStringLiteral("%1  invalid: %2").arg(r.input.leftJustified(36), r.error));
            return;
        }
        const Reading& b = r.readings.first();
        QString notes;
        if (!b.instant)
            notes = QCoreApplication::translate("idscope::cli", "no embedded instant");
        for (const Warning& w : b.warnings)
            notes += (notes.isEmpty() ? QString() : QStringLiteral(", ")) + w.code;
        if (r.readings.size() > 1)
            notes += (notes.isEmpty() ? QString() : QStringLiteral(", ")) +
                     QCoreApplication::translate("idscope::cli", "also %1")
                         .arg(r.readings[1].formatName());
        line(QStringLiteral("%1  %2  %3  %4")
                 .arg(r.input.leftJustified(36), b.formatName().leftJustified(19),
                      timeOf(b).leftJustified(30), notes));
    }

    void printDetailed(const DecodeResult& r)
    {
        line(QStringLiteral("input:      %1").arg(r.input));
        if (!r.valid) {
            line(QStringLiteral("invalid:    %1").arg(r.error));
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
            line(QStringLiteral("unix_ms:    %1").arg(b.instant->unixMsFloor()));
            line(QStringLiteral("precision:  %1").arg(precisionName(b.precision)));
            line(QStringLiteral("age:        %1").arg(humanAge(*b.instant, a_.opt.nowMs)));
        } else {
            line(QStringLiteral("time:       none (this format carries no instant)"));
        }
        for (const Field& f : b.fields)
            line(QStringLiteral("  %1 %2").arg(f.key.leftJustified(12), f.value));
        for (const Warning& w : b.warnings)
            line(QStringLiteral("warning:    %1 (%2)").arg(w.message, w.code));
        for (qsizetype i = 1; i < r.readings.size(); ++i) {
            const Reading& o = r.readings[i];
            const QString p = o.profileLabel();
            line(QStringLiteral("also:       %1%2  %3  (plausibility %4)")
                     .arg(o.formatName(), p.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(p),
                          o.instant ? timeOf(o)
                                    : QCoreApplication::translate("idscope::cli", "no instant"))
                     .arg(o.score));
        }
    }

    const DecodeArgs& a_;
    const DisplayZone& zone_;
    QByteArray buf_;
};

int printBounds(const DecodeArgs& a)
{
    const QString from = a.bounds.section(u'/', 0, 0);
    const QString to = a.bounds.contains(u'/') ? a.bounds.section(u'/', 1) : from;
    const auto t0 = parseUserInstant(from, a.opt.nowMs);
    const auto t1 = parseUserInstant(to, a.opt.nowMs);
    if (!t0 || !t1)
        return usageError(
            QCoreApplication::translate("idscope::cli", "cannot read the instant in --bounds '%1'")
                .arg(a.bounds));
    QList<Format> formats;
    if (a.opt.forced != Format::Count)
        formats.append(a.opt.forced);
    else {
        for (Format f : allFormats()) {
            if (formatInfo(f).reversible && f != Format::Snowflake)
                formats.append(f);
        }
    }
    int rc = 0;
    QByteArray out;
    for (Format f : formats) {
        const IdBounds b = boundsFor(f, *t0, *t1, a.opt);
        if (a.output == Output::Json) {
            JsonWriter w(out);
            w.beginObject().key("format").value(formatName(f)).key("ok").value(b.ok);
            w.key("lower").value(b.lower).key("upper").value(b.upper);
            w.key("error");
            if (b.ok)
                w.null();
            else
                w.value(b.error);
            w.endObject();
            out.append('\n');
        } else if (b.ok) {
            out.append(QStringLiteral("%1  %2  %3\n")
                           .arg(formatName(f).leftJustified(19), b.lower.leftJustified(36), b.upper)
                           .toUtf8());
        } else {
            out.append(
                QStringLiteral("%1  %2\n").arg(formatName(f).leftJustified(19), b.error).toUtf8());
        }
        if (!b.ok)
            rc = 1;
    }
    std::fwrite(out.constData(), 1, std::size_t(out.size()), stdout);
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

} // namespace

int runDecode(const QStringList& args)
{
    DecodeArgs a;
    if (const int rc = parseArgs(args, a); rc >= 0)
        return rc;
    DisplayZone zone;
    if (!DisplayZone::fromName(a.tz, zone))
        return usageError(
            QCoreApplication::translate("idscope::cli", "unknown time zone '%1'").arg(a.tz));
    if (!a.bounds.isEmpty())
        return printBounds(a);

    const Detector detector(a.opt);
    Printer printer(a, zone);
    printer.header();
    bool allValid = true;
    qint64 found = 0; // --extract: IDs shown as decoded
    const bool detailed = a.ids.size() == 1 && !a.extract;
    auto handle = [&](const QString& text) {
        if (a.extract) {
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
            return;
        }
        if (text.trimmed().isEmpty())
            return;
        const DecodeResult r = decodeText(text, detector);
        allValid = allValid && r.valid;
        printer.print(r, detailed);
    };

    if (!a.ids.isEmpty()) {
        for (const QString& id : a.ids)
            handle(id);
    } else {
        char* lineBuf = nullptr;
        size_t cap = 0;
        ssize_t n;
        while ((n = getline(&lineBuf, &cap, stdin)) > 0) {
            while (n > 0 && (lineBuf[n - 1] == '\n' || lineBuf[n - 1] == '\r'))
                --n;
            handle(QString::fromUtf8(lineBuf, n));
        }
        std::free(lineBuf);
    }
    printer.flush();
    if (a.extract) // as grep: 1 when nothing was found, or when a found ID did not decode
        return found > 0 && allValid ? 0 : 1;
    return allValid ? 0 : 1;
}

} // namespace idscope::cli
