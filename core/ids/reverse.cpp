#include "reverse.h"

#include "codecs.h"
#include "reading.h"

#include <QCoreApplication>

namespace idscope {

// Only the family that owns `f` builds it. `profile` reaches the family in out.profile
// (Sonyflake reads its epoch from it).
bool makeId(Format f, quint8 profile, const Instant& t, Fill fill, const DecodeOptions& opt,
            Decoded& out)
{
    const FormatFamily* family = familyOf(f);
    if (!family || !family->make)
        return false;
    out = Decoded();
    out.profile = profile;
    return family->make(f, t, fill, opt, out) && out.valid() && out.format == f;
}

QList<quint8> boundProfiles(Format f)
{
    if (hasEpochPerProfile(f))
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
