// Runs the real `idscope` binary (IDSCOPE_BIN) like a user's shell would, for the CLI tests.
#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>

namespace clitest {

struct Run {
    int exitCode = -1; // -1 when the process could not start or crashed
    QByteArray out;
    QByteArray err;
};

// `workDir`: the process's current folder ("" : the test's own), for relative paths.
inline Run idscope(const QStringList& args, const QByteArray& stdinData = {},
                   const QString& workDir = {})
{
    QProcess p;
    if (!workDir.isEmpty())
        p.setWorkingDirectory(workDir);
    p.start(QStringLiteral(IDSCOPE_BIN), args);
    if (!p.waitForStarted())
        return {};
    p.write(stdinData);
    p.closeWriteChannel();
    p.waitForFinished(120000);
    Run r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// One JSON object per non-empty line; empty when any line is not an object.
inline QList<QJsonObject> jsonLines(const QByteArray& out)
{
    QList<QJsonObject> objs;
    for (const QByteArray& line : out.split('\n')) {
        if (line.isEmpty())
            continue;
        QJsonParseError e;
        const QJsonDocument d = QJsonDocument::fromJson(line, &e);
        if (e.error != QJsonParseError::NoError || !d.isObject())
            return {};
        objs.append(d.object());
    }
    return objs;
}

} // namespace clitest
