// What every subcommand's option parsing shares: the two ways an option takes its value
// ("--opt=value", "--opt value") and the one-line errors with their exit codes.
#pragma once

#include <QCoreApplication>
#include <QStringList>

#include <cstdio>
#include <initializer_list>

namespace idscope::cli {

// Bad usage: one line on stderr, exit status 2.
inline int usageError(const QString& msg)
{
    std::fprintf(stderr, "idscope: %s\n", msg.toLocal8Bit().constData());
    return 2;
}

// The file or table could not be read: what was printed so far goes first, exit status 1.
inline int failure(const QString& msg)
{
    std::fflush(stdout);
    std::fprintf(stderr, "idscope: %s\n", msg.toLocal8Bit().constData());
    return 1;
}

// Splits args[i] into its name (`arg`) and `value`: "--opt=value", or the next argument when
// the option is one of `valued` (then i moves past it). Returns -1 to go on, else the exit
// status of a usage error (the value is missing).
inline int splitOption(const QStringList& args, qsizetype& i, QString& arg, QString& value,
                       std::initializer_list<QLatin1StringView> valued)
{
    arg = args[i];
    value.clear();
    if (arg.startsWith(QLatin1String("--")) && arg.contains(u'=')) {
        value = arg.section(u'=', 1);
        arg = arg.section(u'=', 0, 0);
        return -1;
    }
    for (QLatin1StringView v : valued) {
        if (arg == v) {
            if (i + 1 >= args.size())
                return usageError(
                    QCoreApplication::translate("idscope::cli", "%1 needs a value").arg(arg));
            value = args[++i];
            return -1;
        }
    }
    return -1;
}

} // namespace idscope::cli
