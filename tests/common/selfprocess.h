// Runs the current test program again as a helper process, optionally as user nobody: how a
// test that runs as root checks what file permissions refuse (root ignores them).
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

namespace testproc {

// The exit code of a child that was asked to run as nobody and could not drop root.
inline constexpr int kCannotDropRoot = 77;

// Starts this program with `envName`=`mode` in its environment and `args`; with `asNobody`
// the child drops to user and group nobody (no supplementary groups) before it runs.
void startSelf(QProcess& p, const char* envName, const QString& mode, const QStringList& args,
               bool asNobody);

// After waitForFinished: the child could not be run as nobody (it did not start, or exited
// with kCannotDropRoot), so the caller should skip rather than fail.
bool couldNotRunAsNobody(const QProcess& p, bool finished);

// A folder that user nobody can enter and list but not write (mode 0555), and its parent
// made enterable (0755) so the child can reach it.
bool makeReadOnlyForNobody(const QString& dir);

} // namespace testproc
