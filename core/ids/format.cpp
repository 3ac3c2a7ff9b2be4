#include "format.h"

#include "registry.h"

namespace idscope {

const FormatInfo& formatInfo(Format f)
{
    static const FormatInfo kUnregistered{};
    const FormatInfo* info = registeredFormat(f);
    return info ? *info : kUnregistered;
}

QString formatName(Format f)
{
    const FormatInfo* info = registeredFormat(f);
    return info ? QString::fromLatin1(info->name) : QString();
}

std::optional<Format> formatFromName(QStringView name)
{
    for (Format f : allFormats()) {
        if (name.compare(QLatin1String(formatInfo(f).name), Qt::CaseInsensitive) == 0)
            return f;
    }
    return std::nullopt;
}

QList<Format> allFormats()
{
    QList<Format> out;
    out.reserve(kFormatCount);
    for (int i = 0; i < kFormatCount; ++i) {
        if (registeredFormat(Format(i)))
            out.append(Format(i));
    }
    return out;
}

bool isUuid(Format f)
{
    // Parsers ask this of DecodeOptions::forced for every value; mostly it is Count.
    return f != Format::Count && (formatInfo(f).traits & TraitUuid);
}

int uuidVersionOf(Format f)
{
    switch (f) {
    case Format::UuidV1:
        return 1;
    case Format::UuidV3:
        return 3;
    case Format::UuidV4:
        return 4;
    case Format::UuidV5:
        return 5;
    case Format::UuidV6:
        return 6;
    case Format::UuidV7:
        return 7;
    case Format::UuidV8:
        return 8;
    default:
        return 0;
    }
}

bool isCaseInsensitiveText(Format f)
{
    return formatInfo(f).traits & TraitCaseInsensitiveText;
}

bool isIntegerFormat(Format f)
{
    return formatInfo(f).traits & TraitInteger;
}

bool hasEpochPerProfile(Format f)
{
    return formatInfo(f).epochPerProfile;
}

qint64 formatLaunchMs(Format f, quint8 profile)
{
    const FormatInfo& info = formatInfo(f);
    return profile == 1 && info.launchMs[1] != 0 ? info.launchMs[1] : info.launchMs[0];
}

bool carriesInstant(Format f)
{
    return formatInfo(f).precision != Precision::None;
}

} // namespace idscope
