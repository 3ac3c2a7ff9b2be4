#include "codecs.h"

namespace idscope {

IntValue inputAsInteger(const IdInput& in, bool allowText)
{
    IntValue v;
    if (in.kind == IdInput::Kind::Integer) {
        v.ok = true;
        v.negative = in.integer < 0;
        v.magnitude = v.negative ? 0 - quint64(in.integer) : quint64(in.integer);
        return v;
    }
    if (!allowText || in.kind != IdInput::Kind::Text || in.size == 0 || in.size > 21)
        return v;
    int i = 0;
    if (in.data[0] == '-') {
        v.negative = true;
        i = 1;
    }
    if (i >= in.size || in.size - i > 20)
        return v;
    quint64 m = 0;
    for (; i < in.size; ++i) {
        const unsigned c = unsigned(in.data[i]) - '0';
        if (c > 9)
            return v;
        if (__builtin_mul_overflow(m, quint64(10), &m) || __builtin_add_overflow(m, quint64(c), &m))
            return v;
    }
    v.ok = true;
    v.fromText = true;
    v.magnitude = m;
    if (m == 0)
        v.negative = false;
    return v;
}

} // namespace idscope
