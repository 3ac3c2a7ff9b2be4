cmake_minimum_required(VERSION 3.25) # policies of the project (IN_LIST) under cmake -P too
# cmake -P tests/cmake/werror_policy.cmake: the warnings-as-errors rule of cmake/warnings.cmake
# on toolchains CI builds with and on ones it does not (a user's newer compiler or Qt).
include(${CMAKE_CURRENT_LIST_DIR}/../../cmake/warnings.cmake)

set(failures 0)
function(expect setting compiler_id compiler_version qt_version ci expected)
    idscope_werror_decision("${setting}" "${compiler_id}" "${compiler_version}" "${qt_version}"
                            "${ci}" got why)
    if(NOT got STREQUAL expected)
        message(SEND_ERROR "IDSCOPE_WERROR=${setting}, ${compiler_id} ${compiler_version}, Qt ${qt_version}, CI='${ci}': ${got}, expected ${expected} (${why})")
    else()
        message(STATUS "ok: ${setting} ${compiler_id} ${compiler_version} Qt ${qt_version} CI='${ci}' -> ${got} (${why})")
    endif()
endfunction()

# Debian 12 and Debian 13: errors, as in CI.
expect(AUTO GNU 12.2.0 6.4.2 "" ON)
expect(AUTO GNU 14.2.0 6.8.2 "" ON)
# A newer compiler or Qt than CI's: warnings only, the build goes on.
expect(AUTO GNU 15.1.0 6.8.2 "" OFF)
expect(AUTO GNU 14.2.0 6.9.1 "" OFF)
expect(AUTO GNU 13.3.0 6.4.2 "" OFF) # Ubuntu 24.04's GCC
expect(AUTO Clang 19.1.7 6.8.2 "" OFF)
# CI makes them errors whatever the toolchain; "false" is not CI.
expect(AUTO GNU 15.1.0 6.9.1 true ON)
expect(AUTO GNU 15.1.0 6.9.1 false OFF)
# An explicit setting wins.
expect(ON GNU 15.1.0 6.9.1 "" ON)
expect(OFF GNU 12.2.0 6.4.2 true OFF)
expect(auto GNU 12.2.0 6.4.2 "" ON)
