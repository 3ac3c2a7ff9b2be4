#include "asofcommand.h"

#include "analysis/asof.h"
#include "analysis/entityhistory.h"
#include "analysis/timeline.h"
#include "analysis/versionrows.h"
#include "analysis/versiontable.h"
#include "db/schema.h"
#include "db/source.h"
#include "ids/detector.h"
#include "report/json/asofjson.h"
#include "report/json/jsonwriter.h"

#include "cliargs.h"
#include "clidatabase.h"
#include "clioutput.h"

#include <QCoreApplication>
#include <QDateTime>

#include <cstdio>

namespace idscope::cli {

namespace {

using analysis::VersionTableMapping;

struct AsOfArgs {
    QString db;
    std::optional<Instant> at;
    std::optional<Instant> diffTo;
    QString versions;
    QString entity;
    bool json = false;
};

int parseArgs(const QStringList& args, AsOfArgs& a)
{
    CommandLine cl(
        "asof", Cli::tr("DB --at INSTANT [options]"),
        Cli::tr(
            "Every entity of an append-only version table (entity key, version number, change "
            "instant) as it stood at INSTANT: per entity the latest version at or before it, ties "
            "on one instant broken by the version number, deleted entities left out. The "
            "database is opened read-only and never changed."),
        Cli::tr(
            "With --json, one object: at, versions_table, entities (count), deleted, used_index, "
            "state_truncated and state[] with entity_type, entity_id, key (the further key "
            "columns, when there are any), version_number, changed_at and data.\n\n"
            "Exit status: 0 done, 1 the file or table could not be read, 2 bad usage."));
    const auto at = cl.valued(QStringLiteral("at"), QStringLiteral("INSTANT"),
                              Cli::tr("RFC 3339 or Unix seconds (required)"));
    const auto versions =
        cl.valued(QStringLiteral("versions"), QStringLiteral("TABLE"),
                  Cli::tr("the version table (default: the one detected by shape)"));
    const auto entity = cl.valued(
        QStringLiteral("entity"), QStringLiteral("[TYPE/]ID"),
        Cli::tr("that entity's history with field-level changes instead (further key columns go "
                "between the type and the ID, as the output shows them)"));
    const auto diff =
        cl.valued(QStringLiteral("diff"), QStringLiteral("INSTANT2"),
                  Cli::tr("what was created, changed and deleted between INSTANT and INSTANT2"));
    const auto json = cl.flag(QStringLiteral("json"), Cli::tr("one JSON object"));
    if (const int rc = cl.parse(args); rc >= 0)
        return rc;
    if (const int rc = cl.onePositional(a.db, Cli::tr("asof needs a database file")); rc >= 0)
        return rc;
    const qint64 clock = QDateTime::currentMSecsSinceEpoch();
    if (const int rc = cl.instant(at, clock, a.at); rc >= 0)
        return rc;
    if (const int rc = cl.instant(diff, clock, a.diffTo); rc >= 0)
        return rc;
    a.versions = cl.value(versions);
    a.entity = cl.value(entity);
    a.json = cl.isSet(json);
    if (!a.at && a.entity.isEmpty())
        return cl.usage(Cli::tr("asof needs --at INSTANT"));
    if (a.diffTo && !a.at)
        return cl.usage(Cli::tr("--diff needs --at as its first instant"));
    return -1;
}

// "TYPE/ID", or "TYPE/TENANT/ID" when the key has further columns: what --entity accepts.
QString identityText(const analysis::EntityIdentity& e, bool withType)
{
    QStringList parts;
    if (withType && !e.type.isNull())
        parts << e.type.toString();
    for (const auto& further : e.further)
        parts << further.second.toString();
    parts << e.id.toString();
    return parts.join(u'/');
}

QString valueText(const QVariant& v, int max = 80)
{
    QString s = v.isNull() ? QStringLiteral("NULL") : v.toString();
    s.replace(u'\n', u' ');
    return s.size() > max ? s.left(max - 1) + QChar(0x2026) : s;
}

int writeState(const AsOfArgs& a, const VersionTableMapping& m, const analysis::AsOfState& s)
{
    Output out;
    if (a.json) {
        // Streamed: memory stays flat with the state's size.
        out.json(
            [&](JsonWriter& w) { report::writeAsOfJson(w, m, s, s.rows.size(), out.streamer()); });
        return 0;
    }
    const int entities = int(s.rows.size());
    out.line((entities == 1 ? Cli::tr("%1 as of %2: one entity, %3 deleted")
                            : Cli::tr("%1 as of %2: %n entities, %3 deleted", nullptr, entities))
                 .arg(m.table, toRfc3339(s.at, Precision::Millisecond))
                 .arg(s.deleted));
    if (!s.indexAdvice.isEmpty())
        out.line(
            Cli::tr(
                "without the index on (key, instant, version) this took a full pass; to make it "
                "fast, run in a writable copy: %1")
                .arg(s.indexAdvice));
    for (const analysis::AsOfRow& r : s.rows) {
        QStringList cols;
        if (!m.entityType.isEmpty())
            cols << r.entityType;
        cols << identityText(analysis::splitKey(m, r.entityType, r.key()), false)
             << QStringLiteral("v%1").arg(r.versionNumber)
             << toRfc3339(r.changedAt, Precision::Second);
        for (const QVariant& p : r.payload())
            cols << valueText(p);
        out.line(cols.join(QStringLiteral("  ")));
    }
    return 0;
}

QString changesText(const QList<analysis::FieldChange>& changes)
{
    QStringList parts;
    for (const analysis::FieldChange& c : changes) {
        const QString name = c.key.isEmpty() ? c.column : c.key;
        switch (c.kind) {
        case analysis::FieldChange::Kind::Added:
            parts << QStringLiteral("+%1=%2").arg(name, valueText(c.newValue, 40));
            break;
        case analysis::FieldChange::Kind::Removed:
            parts << QStringLiteral("-%1").arg(name);
            break;
        case analysis::FieldChange::Kind::Changed:
            parts << QStringLiteral("%1: %2 → %3")
                         .arg(name, valueText(c.oldValue, 30), valueText(c.newValue, 30));
            break;
        }
    }
    return parts.join(QStringLiteral(", "));
}

int writeHistory(const AsOfArgs& a, const VersionTableMapping& m, const analysis::EntityHistory& h)
{
    Output out;
    if (a.json) {
        out.json([&](JsonWriter& w) { report::writeEntityHistoryJson(w, m, h, out.streamer()); });
        return 0;
    }
    const int versions = int(h.versions.size());
    out.line((versions == 1 ? Cli::tr("%1 %2: one version")
                            : Cli::tr("%1 %2: %n versions", nullptr, versions))
                 .arg(m.table, identityText(analysis::splitIdentity(m, h.entityKey), true)));
    for (const analysis::HistoryVersion& v : h.versions) {
        QString line =
            QStringLiteral("v%1  %2  %3")
                .arg(v.versionNumber)
                .arg(v.instant ? toRfc3339(*v.instant, Precision::Second) : valueText(v.changedAt),
                     valueText(v.author, 30));
        if (v.deleted)
            line += QStringLiteral("  ") + Cli::tr("deleted");
        if (v.flags & analysis::FlagTimeWentBack)
            line += QStringLiteral("  ") + Cli::tr("[time went back while the number went up]");
        if (v.flags & analysis::FlagIdInstantMismatch)
            line += QStringLiteral("  ") +
                    Cli::tr("[the version ID was minted %1 ms away]").arg(v.idSkewMs);
        out.line(line);
        if (!v.changes.isEmpty())
            out.line(QStringLiteral("    ") + changesText(v.changes));
    }
    return 0;
}

int writeDiff(const AsOfArgs& a, const VersionTableMapping& m, const analysis::InstantDiff& d)
{
    Output out;
    if (a.json) {
        out.json([&](JsonWriter& w) { report::writeInstantDiffJson(w, m, d, out.streamer()); });
        return 0;
    }
    out.line(Cli::tr("%1 from %2 to %3: %4 created, %5 changed, %6 deleted")
                 .arg(m.table, toRfc3339(d.from, Precision::Millisecond),
                      toRfc3339(d.to, Precision::Millisecond))
                 .arg(d.created.size())
                 .arg(d.changed.size())
                 .arg(d.deleted.size()));
    const QList<QPair<const char*, const QList<analysis::EntityChange>*>> groups{
        {"created", &d.created}, {"changed", &d.changed}, {"deleted", &d.deleted}};
    for (const auto& [name, list] : groups) {
        for (const analysis::EntityChange& e : *list) {
            QString line = QStringLiteral("%1  %2").arg(
                QLatin1String(name), identityText(analysis::splitIdentity(m, e.entityKey), true));
            if (e.versionNumber >= 0 && e.changedAt)
                line += QStringLiteral("  v%1 %2")
                            .arg(e.versionNumber)
                            .arg(toRfc3339(*e.changedAt, Precision::Millisecond));
            if (!e.changes.isEmpty())
                line += QStringLiteral("  ") + changesText(e.changes);
            out.line(line);
        }
    }
    return 0;
}

} // namespace

int runAsOf(const QStringList& args)
{
    AsOfArgs a;
    if (const int rc = parseArgs(args, a); rc >= 0)
        return rc;
    const std::optional<Database> d = openDatabase(a.db, SchemaRead::Read);
    if (!d)
        return 1;
    const QList<analysis::VersionTableCandidate> found =
        analysis::detectVersionTables(*d->source, d->schema);
    const analysis::VersionTableCandidate* pick = nullptr;
    for (const analysis::VersionTableCandidate& c : found) {
        if (a.versions.isEmpty() || c.mapping.table.compare(a.versions, Qt::CaseInsensitive) == 0) {
            pick = &c;
            break;
        }
    }
    if (!pick) {
        if (!a.versions.isEmpty())
            return failure(Cli::tr("%1 does not look like a version table (entity key, version "
                                   "number, change instant)")
                               .arg(a.versions));
        return failure(
            Cli::tr("%1 has no version table (entity key, version number, change instant); "
                    "name one with --versions")
                .arg(a.db));
    }
    const VersionTableMapping& m = pick->mapping;
    db::Source& source = *d->source;
    if (!a.entity.isEmpty()) {
        const std::optional<QVariantList> key =
            analysis::entityNamed(source, d->schema, m, a.entity);
        if (!key)
            return failure(
                Cli::tr("%1 has no entity '%2' (give TYPE/ID when an ID has several types)")
                    .arg(m.table, a.entity));
        const analysis::EntityHistory h = analysis::history(source, d->schema, m, *key);
        if (!h.error.isEmpty())
            return failure(Cli::tr("cannot read %1: %2").arg(m.table, h.error));
        if (h.versions.isEmpty())
            return failure(Cli::tr("%1 has no entity '%2'").arg(m.table, a.entity));
        return writeHistory(a, m, h);
    }
    if (a.diffTo) {
        const analysis::InstantDiff diff =
            analysis::diffBetween(source, d->schema, m, *a.at, *a.diffTo);
        if (!diff.error.isEmpty())
            return failure(Cli::tr("cannot read %1: %2").arg(m.table, diff.error));
        return writeDiff(a, m, diff);
    }
    const analysis::AsOfState s = analysis::stateAt(source, d->schema, m, *a.at);
    if (!s.error.isEmpty())
        return failure(Cli::tr("cannot read %1: %2").arg(m.table, s.error));
    return writeState(a, m, s);
}

} // namespace idscope::cli
