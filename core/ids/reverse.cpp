#include "reverse.h"

#include "codecs.h"
#include "reading.h"

#include <QCoreApplication>

namespace idscope {

namespace {
using MakeFn = bool (*)(Format, const Instant&, Fill, const DecodeOptions&, Decoded&);

// The family that builds IDs of `f`; each family says no to formats it does not own.
bool make(Format f, const Instant& t, Fill fill, const DecodeOptions& opt, Decoded& out)
{
    static constexpr MakeFn kFamilies[] = {makeUuid,           makeUlidFamily, makeKsuid,
                                           makeObjectIdFamily, makeTid,        makeTextIds,
                                           makeSnowflake,      makeTimestamp};
    for (MakeFn fn : kFamilies) {
        out = Decoded();
        if (fn(f, t, fill, opt, out) && out.valid() && out.format == f)
            return true;
    }
    return false;
}

} // namespace

IdBounds boundsFor(Format f, const Instant& from, const Instant& to, const DecodeOptions& opt)
{
    IdBounds b;
    b.format = f;
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
    if (!make(f, from, Fill::Min, opt, lo) || !make(f, to, Fill::Max, opt, hi)) {
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

std::optional<QString> generateAt(Format f, const Instant& t, const DecodeOptions& opt)
{
    Decoded d;
    if (!make(f, t, Fill::Random, opt, d))
        return std::nullopt;
    const QString s = describe(d).canonical;
    if (s.isEmpty())
        return std::nullopt;
    return s;
}

} // namespace idscope
