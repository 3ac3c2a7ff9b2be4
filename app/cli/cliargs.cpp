#include "cliargs.h"
#include "clioutput.h"

#include "ids/instantinput.h"

#include <QDateTime>

#include <cstdio>
#include <limits>

namespace idscope::cli {

namespace {

constexpr int kHelpWidth = 80;
constexpr int kNameColumn = 24; // descriptions start here when the names fit before it

// A placeholder no argument begins with: tokens taken as positional are hidden from the parser
// behind it and put back in their place afterwards.
constexpr char16_t kStash = 0xFDD0;

// `text` wrapped to kHelpWidth, every line but the first indented by `indent` spaces.
QString wrapped(const QString& text, int indent)
{
    QString out;
    int column = indent;
    const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString& w = words[i];
        if (i > 0 && column + 1 + w.size() > kHelpWidth) {
            out += u'\n' + QString(indent, u' ');
            column = indent;
        } else if (i > 0) {
            out += u' ';
            ++column;
        }
        out += w;
        column += int(w.size());
    }
    return out;
}

// Paragraphs (separated by blank lines) wrapped to the help's width; lines that begin with a
// space are kept as they are (tables, examples).
QString paragraphs(const QString& text)
{
    QStringList out;
    for (const QString& para : text.split(QStringLiteral("\n\n"))) {
        if (para.startsWith(u' '))
            out << para;
        else
            out << wrapped(QString(para).replace(u'\n', u' '), 0);
    }
    return out.join(QStringLiteral("\n\n"));
}

// "--name" of an option, for messages.
QString dashed(const QCommandLineOption& o)
{
    const QString n = o.names().last();
    return (n.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + n;
}

QString optionNames(const QCommandLineOption& o)
{
    QStringList names;
    for (const QString& n : o.names())
        names << (n.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + n;
    QString s = names.join(QStringLiteral(", "));
    if (!o.valueName().isEmpty())
        s += u' ' + o.valueName();
    return s;
}

} // namespace

QString helpParagraphs(const QString& text)
{
    return paragraphs(text);
}

int usageError(const QString& msg)
{
    std::fflush(stdout);
    std::fprintf(stderr, "idscope: %s\n", withoutControls(msg).toLocal8Bit().constData());
    return 2;
}

int failure(const QString& msg)
{
    std::fflush(stdout);
    std::fprintf(stderr, "idscope: %s\n", withoutControls(msg).toLocal8Bit().constData());
    return 1;
}

CommandLine::CommandLine(const char* name, const QString& synopsis, const QString& about,
                         const QString& notes)
    : name_(QString::fromLatin1(name)), synopsis_(synopsis), about_(about), notes_(notes),
      help_({QStringLiteral("h"), QStringLiteral("help")}, Cli::tr("show this help and exit"))
{
    parser_.setSingleDashWordOptionMode(QCommandLineParser::ParseAsCompactedShortOptions);
    parser_.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    parser_.addOption(help_);
}

QCommandLineOption CommandLine::option(const QStringList& names, const QString& valueName,
                                       const QString& description)
{
    QCommandLineOption o(names, description, valueName);
    parser_.addOption(o);
    options_.append(o);
    return o;
}

const QCommandLineOption* CommandLine::find(const QString& name) const
{
    for (const QCommandLineOption& o : options_) {
        if (o.names().contains(name))
            return &o;
    }
    return nullptr;
}

int CommandLine::parse(const QStringList& args)
{
    args_ = args;
    QStringList forParser{args.value(0)};
    QStringList stash;
    bool ended = false;
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString& a = args[i];
        const bool dashValue = !ended && dashValuesPositional_ && a.size() > 1 &&
                               a.startsWith(u'-') && !a.startsWith(QLatin1String("--")) &&
                               !find(a.mid(1)) && !help_.names().contains(a.mid(1));
        const bool stashIt = dashValue || a.startsWith(QChar(kStash));
        if (stashIt) {
            forParser << QChar(kStash) + QString::number(stash.size());
            stash << a;
            continue;
        }
        forParser << a;
        if (a == QLatin1String("--")) {
            ended = true;
        } else if (!ended && a.startsWith(u'-') && !a.contains(u'=')) {
            // A valued option's value is never an option or a positional argument.
            const QCommandLineOption* o = find(a.mid(a.startsWith(QLatin1String("--")) ? 2 : 1));
            if (o && !o->valueName().isEmpty() && i + 1 < args.size())
                forParser << args[++i];
        }
    }
    if (!parser_.parse(forParser))
        return usage(errorMessage(args));
    if (parser_.isSet(help_)) {
        std::fputs(help().toUtf8().constData(), stdout);
        return 0;
    }
    positional_.clear();
    for (const QString& p : parser_.positionalArguments()) {
        if (p.startsWith(QChar(kStash)))
            positional_ << stash.value(p.mid(1).toInt());
        else
            positional_ << p;
    }
    return -1;
}

QList<QPair<int, QString>> CommandLine::ordered(const QList<QCommandLineOption>& wanted) const
{
    QList<QPair<int, QString>> out;
    for (qsizetype i = 1; i < args_.size() && args_[i] != QLatin1String("--"); ++i) {
        const QString& a = args_[i];
        if (!a.startsWith(u'-') || a.size() < 2)
            continue;
        const bool isLong = a.startsWith(QLatin1String("--"));
        const QString name = isLong ? a.mid(2).section(u'=', 0, 0) : a.mid(1, 1);
        const QCommandLineOption* o = find(name);
        if (!o || o->valueName().isEmpty())
            continue;
        QString value;
        if (isLong && a.contains(u'='))
            value = a.section(u'=', 1);
        else if (!isLong && a.size() > 2)
            value = a.mid(a.at(2) == u'=' ? 3 : 2);
        else if (i + 1 < args_.size())
            value = args_[++i];
        for (qsizetype k = 0; k < wanted.size(); ++k) {
            if (wanted[k].names() == o->names())
                out.append({int(k), value});
        }
    }
    return out;
}

QString CommandLine::errorMessage(const QStringList& args) const
{
    const QStringList unknown = parser_.unknownOptionNames();
    if (!unknown.isEmpty())
        return Cli::tr("unknown option '%1'")
            .arg((unknown.first().size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) +
                 unknown.first());
    for (qsizetype i = 1; i < args.size() && args[i] != QLatin1String("--"); ++i) {
        const QString& a = args[i];
        if (!a.startsWith(QLatin1String("--")))
            continue;
        const QCommandLineOption* o = find(a.mid(2).section(u'=', 0, 0));
        if (!o)
            continue;
        const bool takesValue = !o->valueName().isEmpty();
        if (a.contains(u'=') && !takesValue)
            return Cli::tr("%1 takes no value (got '%2')").arg(a.section(u'=', 0, 0), a);
        if (!a.contains(u'=') && takesValue && ++i >= args.size())
            return Cli::tr("%1 needs a value").arg(a);
    }
    return parser_.errorText();
}

int CommandLine::usage(const QString& msg) const
{
    return usageError(Cli::tr("%1 (see 'idscope %2 --help')").arg(msg, name_));
}

int CommandLine::onePositional(QString& out, const QString& missing) const
{
    if (positional_.isEmpty())
        return usage(missing);
    if (positional_.size() > 1)
        return usage(Cli::tr("more than one file given ('%1' and '%2')")
                         .arg(positional_[0], positional_[1]));
    out = positional_.first();
    return -1;
}

int CommandLine::number(const QCommandLineOption& o, qint64 min, qint64 max, qint64& out) const
{
    if (!isSet(o))
        return -1;
    bool ok = false;
    const QString v = value(o);
    const qint64 n = v.toLongLong(&ok);
    if (!ok || n < min || n > max) {
        const QString name = dashed(o);
        if (max == std::numeric_limits<qint64>::max())
            return usage(Cli::tr("%1 wants a whole number of at least %2, not '%3'")
                             .arg(name)
                             .arg(min)
                             .arg(v));
        return usage(Cli::tr("%1 wants a whole number from %2 to %3, not '%4'")
                         .arg(name)
                         .arg(min)
                         .arg(max)
                         .arg(v));
    }
    out = n;
    return -1;
}

int CommandLine::instant(const QCommandLineOption& o, qint64 nowMs,
                         std::optional<Instant>& out) const
{
    if (!isSet(o))
        return -1;
    const QString v = value(o);
    const InstantInput t = parseInstantInput(v, DisplayZone::utc(), nowMs);
    if (!t.ok())
        return usage(Cli::tr("cannot read %1 '%2' (RFC 3339, a date, now, -2h, yesterday or "
                             "Unix seconds; UTC unless an offset is given)")
                         .arg(dashed(o), v));
    out = t.instant;
    return -1;
}

QString CommandLine::help() const
{
    QString s = Cli::tr("Usage: idscope %1 %2").arg(name_, synopsis_) + QStringLiteral("\n\n") +
                paragraphs(about_) + QStringLiteral("\n\n") + Cli::tr("Options:") + u'\n';
    QList<QCommandLineOption> all = options_;
    all.append(help_);
    for (const QCommandLineOption& o : std::as_const(all)) {
        const QString names = QStringLiteral("  ") + optionNames(o);
        if (names.size() + 2 <= kNameColumn)
            s += names.leftJustified(kNameColumn);
        else
            s += names + u'\n' + QString(kNameColumn, u' ');
        s += wrapped(o.description(), kNameColumn) + u'\n';
    }
    if (!notes_.isEmpty())
        s += u'\n' + paragraphs(notes_) + u'\n';
    s += u'\n' +
         wrapped(Cli::tr("The full description of every subcommand, its output fields and exit "
                         "statuses is in idscope(1) and docs/cli.md."),
                 0) +
         u'\n';
    return s;
}

} // namespace idscope::cli
