// Chooses how values are read: detect automatically, or force one format (never overridden).
#pragma once

#include "ids/format.h"

#include <QComboBox>

namespace idscope {

class FormatComboBox : public QComboBox {
    Q_OBJECT
public:
    explicit FormatComboBox(QWidget* parent = nullptr);

    // Format::Count means "detect automatically".
    Format forcedFormat() const;
    void setForcedFormat(Format f);

signals:
    void forcedFormatChanged(idscope::Format format);
};

} // namespace idscope
