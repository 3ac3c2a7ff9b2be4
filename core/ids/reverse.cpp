#include "reverse.h"

#include "codecs.h"
#include "reading.h"

#include <QCoreApplication>

namespace idscope {

namespace {
using MakeFn = bool (*)(Format, const Instant&, Fill, const DecodeOptions&, Decoded&);
} // namespace

// Each family says no to formats it does not own. `profile` reaches the family in
// out.profile (Sonyflake reads its epoch from it).
bool makeId(Format f, quint8 profile, const Instant& t, Fill fill, const DecodeOptions& opt,
            Decoded& out)
{
    static constexpr MakeFn kFamilies[] = {makeUuid,           makeUlidFamily, makeKsuid,
                                           makeObjectIdFamily, makeTid,        makeTextIds,
                                           makeSnowflake,      makeTimestamp};
    for (MakeFn fn : kFamilies) {
        out = Decoded();
        out.profile = profile;
        if (fn(f, t, fill, opt, out) && out.valid() && out.format == f)
            return true;
    }
    return false;
}

QList<quint8> boundProfiles(Format f)
{
    if (f == Format::Sonyflake)
        return {0, 1};
    return {0};
}

IdBounds boundsFor(Format f, const Instant& from, const Instant& to, const DecodeOptions& opt,
                   quint8 profile)
{
    IdBounds b;
    b.format = f;
    b.profile = profile;
    if (f >= Format::Count || !formatInfo(f).reversible) {
        b.error = QCoreApplication::translate(
                      "idscope::Reverse",
                      "%1 IDs do not sort by time, so no range of them matches an interval")
                      .arg(formatName(f));
        return b;
    }
    if (to < from) {
        b.error =
            QCoreApplication::translate("idscope::Reverse", "the interval ends before it starts");
        return b;
    }
    Decoded lo, hi;
    if (!makeId(f, profile, from, Fill::Min, opt, lo) ||
        !makeId(f, profile, to, Fill::Max, opt, hi)) {
        b.error = QCoreApplication::translate("idscope::Reverse",
                                              "the interval lies outside what %1 can represent")
                      .arg(formatName(f));
        return b;
    }
    b.lower = describe(lo).canonical;
    b.upper = describe(hi).canonical;
    b.ok = !b.lower.isEmpty() && !b.upper.isEmpty();
    if (!b.ok)
        b.error = QCoreApplication::translate("idscope::Reverse", "cannot spell %1 bounds")
                      .arg(formatName(f));
    return b;
}

std::optional<QString> generateAt(Format f, const Instant& t, const DecodeOptions& opt,
                                  quint8 profile)
{
    Decoded d;
    if (!makeId(f, profile, t, Fill::Random, opt, d))
        return std::nullopt;
    const QString s = describe(d).canonical;
    if (s.isEmpty())
        return std::nullopt;
    return s;
}

} // namespace idscope
