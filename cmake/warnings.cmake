# Whether warnings are errors. IDSCOPE_WERROR is ON, OFF or AUTO (the default).
#
# AUTO makes them errors only where a warning means a defect of ours: in CI (the CI
# environment variable is set) and on the toolchains CI builds with, which are Debian 12's and
# Debian 13's (GCC 12 or 14 with Qt 6.4 or 6.8). A newer compiler or Qt warns about things
# the code could not have known of when it was written; there the build goes on and prints
# the warnings, so a user's build never stops at one.
#
# idscope_werror_decision(SETTING COMPILER_ID COMPILER_VERSION QT_VERSION CI OUT_VAR OUT_WHY)
# is kept free of the current project so that tests/cmake/werror_policy.cmake can try any
# toolchain with `cmake -P`.

set(IDSCOPE_VERIFIED_GCC_MAJORS 12 14) # Debian 12, Debian 13
set(IDSCOPE_VERIFIED_QT_MINORS 6.4 6.8)

function(idscope_werror_decision setting compiler_id compiler_version qt_version ci out why)
    string(TOUPPER "${setting}" setting)
    if(setting STREQUAL "ON" OR setting STREQUAL "OFF")
        set(${out} ${setting} PARENT_SCOPE)
        set(${why} "IDSCOPE_WERROR=${setting}" PARENT_SCOPE)
        return()
    endif()
    if(NOT setting STREQUAL "AUTO")
        message(FATAL_ERROR "IDSCOPE_WERROR is ON, OFF or AUTO, not '${setting}'")
    endif()
    if(NOT "${ci}" STREQUAL "" AND NOT "${ci}" STREQUAL "false" AND NOT "${ci}" STREQUAL "0")
        set(${out} ON PARENT_SCOPE)
        set(${why} "CI" PARENT_SCOPE)
        return()
    endif()
    string(REGEX MATCH "^[0-9]+" gcc_major "${compiler_version}")
    string(REGEX MATCH "^[0-9]+\\.[0-9]+" qt_minor "${qt_version}")
    if(compiler_id STREQUAL "GNU" AND gcc_major IN_LIST IDSCOPE_VERIFIED_GCC_MAJORS
       AND qt_minor IN_LIST IDSCOPE_VERIFIED_QT_MINORS)
        set(${out} ON PARENT_SCOPE)
        set(${why} "GCC ${gcc_major} with Qt ${qt_minor} is a toolchain CI builds with" PARENT_SCOPE)
        return()
    endif()
    set(${out} OFF PARENT_SCOPE)
    set(${why}
        "${compiler_id} ${compiler_version} with Qt ${qt_version} is not a toolchain CI builds with (GCC 12 or 14, Qt 6.4 or 6.8); warnings are shown, not errors"
        PARENT_SCOPE)
endfunction()
