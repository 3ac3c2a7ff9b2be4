# Writes the man page idscope.1 from the built program's own help, so the page never
# drifts from the program: `idscope --help` gives the synopsis and the list of commands,
# `idscope COMMAND --help` each command's section.
#   cmake -DIDSCOPE=path/to/idscope -DVERSION=0.1.0 -DOUT=idscope.1 "-DDOCS=README.md;cli.md"
#         -DDOCDIR=/usr/share/doc/idscope -P manpage.cmake
cmake_minimum_required(VERSION 3.25)
set(ENV{QT_QPA_PLATFORM} offscreen)
set(ENV{LC_ALL} C.UTF-8) # English help, whatever the builder's locale

function(help out)
    execute_process(COMMAND "${IDSCOPE}" ${ARGN} OUTPUT_VARIABLE text RESULT_VARIABLE rc
                    ERROR_VARIABLE err)
    if(NOT rc EQUAL 0 OR text STREQUAL "")
        message(FATAL_ERROR "manpage: 'idscope ${ARGN}' failed (${rc}): ${err}")
    endif()
    set(${out} "${text}" PARENT_SCOPE)
endfunction()

# Text shown as is (.nf): roff's escape character and control lines neutralised, hyphens
# kept as ASCII minus so options can be copied.
function(roff_verbatim out text)
    string(REPLACE "\\" "\\e" text "${text}")
    string(REPLACE "-" "\\-" text "${text}")
    string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
    string(STRIP "${text}" text)
    set(${out} ".nf\n${text}\n.fi\n" PARENT_SCOPE)
endfunction()

help(top --help)
# The commands: indented "name  description" lines under "Commands:".
string(REGEX MATCH "Commands:\n(  [a-z]+ +[^\n]*\n)+" commands "${top}")
string(REGEX MATCHALL "\n  [a-z]+ " names "${commands}")
list(TRANSFORM names STRIP)
if(NOT names)
    message(FATAL_ERROR "manpage: no commands found in 'idscope --help':\n${top}")
endif()

roff_verbatim(synopsis "${top}")
set(page ".TH IDSCOPE 1 \"\" \"idscope ${VERSION}\" \"User Commands\"\n")
string(APPEND page ".SH NAME\nidscope \\- decode time\\-ordered IDs in SQLite databases\n")
string(APPEND page ".SH SYNOPSIS\n${synopsis}")
string(APPEND page [=[
.SH DESCRIPTION
idscope opens SQLite databases read\-only and decodes their ID columns (ULID, UUID v1/v6/v7,
Snowflakes, KSUID, ObjectId, xid, TSID, TID, TypeID and more) into the instants they embed.
Without a command it is a Qt desktop application:
.B idscope FILE
opens a database,
.B idscope \-\-demo
generates (once) and opens the demo database.
With a command it works headless; each command is described below as its
.B \-\-help
prints it.
.SH COMMANDS
]=])
foreach(name IN LISTS names)
    help(text ${name} --help)
    roff_verbatim(body "${text}")
    string(APPEND page ".SS ${name}\n${body}")
endforeach()
# The output fields: the command line's own description when it is installed.
if("cli.md" IN_LIST DOCS)
    set(contract "${DOCDIR}/cli.md describes every command, option, exit status and JSON field")
else()
    set(contract "${DOCDIR}/README.md describes the output of decode \\-\\-json")
endif()
string(APPEND page ".SH JSON OUTPUT\nWith\n.BR \\-\\-json ,\n")
string(APPEND page "every command writes the field names of its command\\-line contract; ")
string(APPEND page "${contract}.\n")
string(APPEND page [=[
.SH ENVIRONMENT
.TP
.B TZ
the zone shown as
.B local
(\-\-tz local). Named zones such as Europe/Berlin need the time\-zone database (tzdata).
.SH FILES
.TP
.I ~/.local/share/idscope/demo\-v1.sqlite
the demo database, made by the first
.BR "idscope \-\-demo" .
.TP
.I ~/.config/idscope/idscope.conf
the desktop application's settings (theme, language, zone, recent files).
.SH SEE ALSO
.BR sqlite3 (1)
]=])
file(WRITE "${OUT}" "${page}")
