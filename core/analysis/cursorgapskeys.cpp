#include "cursorgapskeys.h"

#include "ids/codecs.h"

namespace idscope::analysis::detail {

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
