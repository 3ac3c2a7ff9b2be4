// One column of a row read as an ID input: from a statement, or from any row type with the
// statement's accessors (a row copied into a pipeline block).
#pragma once

#include "db/connection.h"
#include "ids/decoded.h"

#include <string_view>

namespace idscope::analysis {

template<typename Row> IdInput inputOf(const Row& st, int i)
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

} // namespace idscope::analysis
