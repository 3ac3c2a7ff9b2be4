// What every subcommand's option parsing shares: a QCommandLineParser in which each option is
// declared once (names, value name, translatable description), the help generated from those
// declarations, and the one-line errors with their exit codes (2 bad usage, 1 failure).
#pragma once

#include "ids/detector.h"
#include "ids/instant.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace idscope::cli {

// The command line's strings, in one translation context: Cli::tr("…") (lupdate files a plain
// tr() under whatever class or namespace it guesses it is in).
struct Cli {
    Q_DECLARE_TR_FUNCTIONS(idscope::cli)
};

// `text` wrapped to the width of the help (80 columns), paragraphs kept.
QString helpParagraphs(const QString& text);

// Bad usage: one line on stderr, exit status 2.
int usageError(const QString& msg);
// The file or table could not be read: what was printed so far goes first, exit status 1.
int failure(const QString& msg);

class CommandLine {
public:
    // `synopsis` follows "idscope NAME" in the usage line; `about` is the paragraph under it and
    // `notes` the text after the options (exit status, output), both already translated.
    CommandLine(const char* name, const QString& synopsis, const QString& about,
                const QString& notes);

    // Declares an option; a value name makes it take a value ("--opt V" or "--opt=V").
    QCommandLineOption option(const QStringList& names, const QString& valueName,
                              const QString& description);
    QCommandLineOption flag(const QString& name, const QString& description)
    {
        return option({name}, {}, description);
    }
    QCommandLineOption valued(const QString& name, const QString& valueName,
                              const QString& description)
    {
        return option({name}, valueName, description);
    }

    // Tokens before "--" that begin with a single '-' (and are not a declared short option)
    // are taken as positional arguments: negative numbers and IDs such as Firebase push IDs.
    void setDashValuesPositional() { dashValuesPositional_ = true; }

    // Parses `args` (args[0] is the subcommand). Returns -1 to go on, 0 after printing the help
    // (--help, -h), 2 after a usage error.
    int parse(const QStringList& args);

    bool isSet(const QCommandLineOption& o) const { return parser_.isSet(o); }
    QString value(const QCommandLineOption& o) const { return parser_.value(o); }
    QStringList values(const QCommandLineOption& o) const { return parser_.values(o); }
    const QStringList& positional() const { return positional_; }
    // Every value of the options in `wanted`, in command-line order, with the option's index in
    // `wanted`: for options whose meaning depends on the ones before them.
    QList<QPair<int, QString>> ordered(const QList<QCommandLineOption>& wanted) const;

    // The single positional argument (the database or output file): `missing` when there is
    // none, "more than one …" when there are several. -1 or the exit status.
    int onePositional(QString& out, const QString& missing) const;
    // A whole number in [min, max] from a set option into `out` (left as it is when unset).
    int number(const QCommandLineOption& o, qint64 min, qint64 max, qint64& out) const;
    // An instant (RFC 3339 or Unix seconds) from a set option.
    int instant(const QCommandLineOption& o, qint64 nowMs, std::optional<Instant>& out) const;

    // "idscope: MESSAGE (see 'idscope NAME --help')", exit status 2.
    int usage(const QString& msg) const;
    QString help() const;

private:
    QString errorMessage(const QStringList& args) const;
    const QCommandLineOption* find(const QString& name) const;

    QString name_, synopsis_, about_, notes_;
    QCommandLineParser parser_;
    QList<QCommandLineOption> options_; // in declaration order, for the help
    QCommandLineOption help_;
    QStringList args_;
    QStringList positional_;
    bool dashValuesPositional_ = false;
};

} // namespace idscope::cli
