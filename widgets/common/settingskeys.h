// QSettings keys shared by the application shell and the pages, in one place so that a
// renamed key cannot silently split a setting in two.
#pragma once

#include <QLatin1StringView>

namespace idscope::settings {

inline constexpr QLatin1StringView kTimeZone{"display/timeZone"}; // "UTC", "local" or IANA
inline constexpr QLatin1StringView kTheme{"ui/theme"};            // "system", "light", "dark"
inline constexpr QLatin1StringView kLanguage{"ui/language"};      // "" = system, "en", "ru"
inline constexpr QLatin1StringView kWindowGeometry{"mainWindow/geometry"};
inline constexpr QLatin1StringView kWindowState{"mainWindow/state"};
inline constexpr QLatin1StringView kDecoderSplitter{"decoder/splitter"};
inline constexpr QLatin1StringView kRecentFiles{"files/recent"};          // newest first
inline constexpr QLatin1StringView kLastSelection{"files/lastSelection"}; // + "/<path hash>"
inline constexpr QLatin1StringView kLastOpenDir{"files/lastOpenDir"};
inline constexpr QLatin1StringView kDatabaseTab{"database/tab"};
inline constexpr QLatin1StringView kCollisionCalculator{"tools/collisionCalculator"}; // group
inline constexpr QLatin1StringView kIdGenerator{"tools/idGenerator"};                 // group
inline constexpr QLatin1StringView kBrowserHiddenDecoded{"browser/hiddenDecoded"}; // "table/column"
inline constexpr QLatin1StringView kLocalityRecent{"locality/recent"};     // newest N keys (int)
inline constexpr QLatin1StringView kLocalitySplitter{"locality/splitter"}; // metrics/plots split

// Plots / texts / missed rows (the two-pane state under "gaps/splitter" is left unread).
inline constexpr QLatin1StringView kGapsSplitter{"gaps/splitter3"};
inline constexpr QLatin1StringView kGapsWindowMs{"gaps/windowMs"}; // last W; -1: no window
inline constexpr QLatin1StringView kGapsTable{"gaps/table"};       // last analysed table
inline constexpr QLatin1StringView kReportFolder{"report/folder"}; // last export folder
inline constexpr QLatin1StringView kReportFormat{"report/format"}; // last ReportFormat (int)
inline constexpr QLatin1StringView kTimeTravelAt{"timetravel/at"}; // + "/<path hash>": table, T
inline constexpr QLatin1StringView kTimeTravelMapping{"timetravel/mapping"}; // + "/<path hash>"
} // namespace idscope::settings
