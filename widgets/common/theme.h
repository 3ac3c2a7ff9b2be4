// Application colour theme: follow the system, or Fusion with a light or a dark palette.
// Widgets never hard-code colours; they read the palette and react to PaletteChange.
#pragma once

#include <QPalette>
#include <QString>

namespace idscope {

enum class Theme { System, Light, Dark };

QString themeKey(Theme t);              // "system", "light", "dark"
Theme themeFromKey(const QString& key); // unknown keys mean System
Theme storedTheme();                    // from QSettings
void storeTheme(Theme t);

// Remembers the platform's own style and palette; call once before the first applyTheme().
void captureSystemLook();
void applyTheme(Theme t);
QPalette darkPalette();

} // namespace idscope
