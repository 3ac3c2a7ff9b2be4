#include "registry.h"

#include <array>

namespace idscope {

// Each is defined in its family's file.
extern const FormatFamily kUuidFamily;
extern const FormatFamily kUlidFamily;
extern const FormatFamily kKsuidFamily;
extern const FormatFamily kObjectIdFamily;
extern const FormatFamily kTidFamily;
extern const FormatFamily kTextIdsFamily;
extern const FormatFamily kSnowflakeFamily;
extern const FormatFamily kTimestampFamily;
extern const FormatFamily kScruFamily;
extern const FormatFamily kFlake128Family;
extern const FormatFamily kUpidFamily;
extern const FormatFamily kShapesFamily;
extern const FormatFamily kOrderlyIdFamily;
extern const FormatFamily kWebIdsFamily;

namespace {

// Every family, in the order detection asks them. A new family: its file, its declaration
// above and its entry here.
const FormatFamily* const kFamilies[] = {
    &kUuidFamily, &kUlidFamily,     &kKsuidFamily,     &kObjectIdFamily,
    &kTidFamily,  &kTextIdsFamily,  &kSnowflakeFamily, &kTimestampFamily,
    &kScruFamily, &kFlake128Family, &kUpidFamily,      &kShapesFamily,
    &kOrderlyIdFamily, &kWebIdsFamily,
};

// Format → its family and its FormatInfo, built once from the families' own tables.
struct Index {
    std::array<const FormatFamily*, kFormatCount> family{};
    std::array<const FormatInfo*, kFormatCount> info{};
};

const Index& index()
{
    static const Index built = [] {
        Index ix;
        for (const FormatFamily* family : kFamilies) {
            for (const FormatInfo& info : family->formats) {
                const auto at = std::size_t(info.format);
                // A format claimed twice keeps its first family; the registry test fails.
                if (at < ix.info.size() && !ix.info[at]) {
                    ix.info[at] = &info;
                    ix.family[at] = family;
                }
            }
        }
        return ix;
    }();
    return built;
}

} // namespace

std::span<const FormatFamily* const> formatFamilies()
{
    return kFamilies;
}

const FormatFamily* familyOf(Format f)
{
    const auto at = std::size_t(f);
    return at < std::size_t(kFormatCount) ? index().family[at] : nullptr;
}

const FormatInfo* registeredFormat(Format f)
{
    const auto at = std::size_t(f);
    return at < std::size_t(kFormatCount) ? index().info[at] : nullptr;
}

} // namespace idscope
