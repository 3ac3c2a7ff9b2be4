#include "cursorgapskeys.h"

#include "ids/codecs.h"

namespace idscope::analysis::detail {

bool isTimestampFormat(Format f)
{
    return f == Format::UnixS || f == Format::UnixMs || f == Format::UnixUs ||
           f == Format::UnixNs || f == Format::JulianDay || f == Format::Rfc3339;
}

} // namespace idscope::analysis::detail
