#include "cursorgapskeys.h"

#include "ids/codecs.h"

namespace idscope::analysis::detail {

FamilyParser familyParser(Format f)
{
    if (isUuid(f))
        return &parseUuid;
    switch (f) {
    case Format::Ulid:
    case Format::TypeId:
    case Format::Tsid:
        return &parseUlidFamily;
    case Format::Ksuid:
        return &parseKsuid;
    case Format::ObjectId:
    case Format::Xid:
        return &parseObjectIdFamily;
    case Format::Tid:
        return &parseTid;
    case Format::FirebasePush:
    case Format::Cuid:
    case Format::Cuid2:
    case Format::Nanoid:
        return &parseTextIds;
    case Format::SnowflakeTwitter:
    case Format::SnowflakeDiscord:
    case Format::SnowflakeInstagram:
    case Format::SnowflakeMastodon:
    case Format::Sonyflake:
    case Format::Snowflake:
        return &parseSnowflake;
    case Format::UnixS:
    case Format::UnixMs:
    case Format::UnixUs:
    case Format::UnixNs:
    case Format::JulianDay:
    case Format::Rfc3339:
        return &parseTimestamp;
    default:
        return nullptr;
    }
}

bool isTimestampFormat(Format f)
{
    return f == Format::UnixS || f == Format::UnixMs || f == Format::UnixUs ||
           f == Format::UnixNs || f == Format::JulianDay || f == Format::Rfc3339;
}

IdInput inputOf(const db::Statement& st, int i)
{
    switch (st.type(i)) {
    case db::StorageClass::Null:
        return {};
    case db::StorageClass::Integer:
        return IdInput::fromInteger(st.int64(i));
    case db::StorageClass::Real:
        return IdInput::fromReal(st.real(i));
    case db::StorageClass::Text:
        return IdInput::text(st.textView(i));
    case db::StorageClass::Blob: {
        const std::string_view b = st.blobView(i);
        return IdInput::blob(b.data(), int(b.size()));
    }
    }
    return {};
}

} // namespace idscope::analysis::detail
