# What `make install` puts under the prefix and how CPack wraps it as a Debian package
# (`./dev.sh package`, or `cpack -G DEB` in a build folder).
include(GNUInstallDirs)
set(IDSCOPE_PACKAGE_PREFIX /usr) # where the .deb installs, named in the man page

install(TARGETS idscope RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES resources/idscope.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES resources/icons/idscope.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
# The README and the Markdown of docs/ (the command line's full description among them).
file(GLOB IDSCOPE_DOCS CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/docs/*.md)
list(PREPEND IDSCOPE_DOCS ${PROJECT_SOURCE_DIR}/README.md)
install(FILES ${IDSCOPE_DOCS} DESTINATION ${CMAKE_INSTALL_DOCDIR})
set(IDSCOPE_DOC_NAMES ${IDSCOPE_DOCS})
list(TRANSFORM IDSCOPE_DOC_NAMES REPLACE ".*/" "")

# The man page comes from the built program's help, so it is made after it; compressed, as
# Debian installs man pages.
set(IDSCOPE_MANPAGE ${CMAKE_CURRENT_BINARY_DIR}/idscope.1)
add_custom_command(
    OUTPUT ${IDSCOPE_MANPAGE} ${IDSCOPE_MANPAGE}.gz
    COMMAND ${CMAKE_COMMAND} -DIDSCOPE=$<TARGET_FILE:idscope> -DVERSION=${PROJECT_VERSION}
            -DOUT=${IDSCOPE_MANPAGE} "-DDOCS=${IDSCOPE_DOC_NAMES}"
            -DDOCDIR=${IDSCOPE_PACKAGE_PREFIX}/${CMAKE_INSTALL_DOCDIR}
            -P ${PROJECT_SOURCE_DIR}/cmake/manpage.cmake
    COMMAND gzip -9nkf ${IDSCOPE_MANPAGE}
    DEPENDS idscope ${PROJECT_SOURCE_DIR}/cmake/manpage.cmake
    COMMENT "Writing the man page idscope.1 from idscope's --help"
    VERBATIM)
add_custom_target(idscope_manpage ALL DEPENDS ${IDSCOPE_MANPAGE}.gz)
install(FILES ${IDSCOPE_MANPAGE}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME idscope)
set(CPACK_PACKAGE_VENDOR idscope)
set(CPACK_PACKAGE_CONTACT "idscope developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION
    "idscope opens SQLite databases read-only and decodes their ID columns (ULID, UUID \
v1/v6/v7, Snowflakes, KSUID, ObjectId, xid, TSID, TID, TypeID and more) into the instants \
they embed: a Qt desktop application and a headless command line (decode, inspect, \
locality, gaps, asof, report) in one program.")
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # idscope_VERSION_ARCH.deb
set(CPACK_PACKAGING_INSTALL_PREFIX ${IDSCOPE_PACKAGE_PREFIX})
set(CPACK_STRIP_FILES ON)
# Libraries the binary links come from dpkg-shlibdeps; these are loaded at run time: the
# zone database for named zones, Qt's SVG plugins for the icons.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The package that ships Qt's SVG image plugin on the building release: libqt6svg6 on Debian
# 12, qt6-svg-plugins on Debian 13 (asked of dpkg, so each release's .deb names its own).
execute_process(COMMAND dpkg-query -S "*/qt6/plugins/imageformats/libqsvg.so"
                OUTPUT_VARIABLE idscope_svg_owner ERROR_QUIET OUTPUT_STRIP_TRAILING_WHITESPACE)
string(REGEX MATCH "^[a-z0-9.+-]+" idscope_svg_package "${idscope_svg_owner}")
if(NOT idscope_svg_package)
    set(idscope_svg_package libqt6svg6)
endif()
message(STATUS "The package's SVG plugins: ${idscope_svg_package}")
set(CPACK_DEBIAN_PACKAGE_DEPENDS "tzdata, ${idscope_svg_package}")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n") # Qt's own dialogs in Russian
include(CPack)
