<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>TimeTravelHistory</name>
    <message numerus="yes">
        <source>%Ln versions</source>
        <translation>
            <numerusform>%Ln version</numerusform>
            <numerusform>%Ln versions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the version ID was minted %Ln ms away from its changed_at</source>
        <translation>
            <numerusform>the version ID was minted %Ln ms away from its changed_at</numerusform>
            <numerusform>the version ID was minted %Ln ms away from its changed_at</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idscope::BrowserModel</name>
    <message numerus="yes">
        <source> (%Ln bytes)</source>
        <translation>
            <numerusform> (%Ln byte)</numerusform>
            <numerusform> (%Ln bytes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stored as BLOB, %Ln bytes</source>
        <translation>
            <numerusform>Stored as BLOB, %Ln byte</numerusform>
            <numerusform>Stored as BLOB, %Ln bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>BLOB, %Ln bytes</source>
        <translation>
            <numerusform>BLOB, %Ln byte</numerusform>
            <numerusform>BLOB, %Ln bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idscope::ColumnProfilePage</name>
    <message numerus="yes">
        <source>%Ln year(s)</source>
        <translation>
            <numerusform>%Ln year</numerusform>
            <numerusform>%Ln years</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>%Ln day</numerusform>
            <numerusform>%Ln days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln h</source>
        <translation>
            <numerusform>%Ln h</numerusform>
            <numerusform>%Ln h</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln min</source>
        <translation>
            <numerusform>%Ln min</numerusform>
            <numerusform>%Ln min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln s</source>
        <translation>
            <numerusform>%Ln s</numerusform>
            <numerusform>%Ln s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln ms</source>
        <translation>
            <numerusform>%Ln ms</numerusform>
            <numerusform>%Ln ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1.%2 — %3: %Ln example row(s) of %4 with this anomaly (the profile keeps examples, not every row)</source>
        <translation>
            <numerusform>%1.%2 — %3: %Ln example row of %4 with this anomaly (the profile keeps examples, not every row)</numerusform>
            <numerusform>%1.%2 — %3: %Ln example rows of %4 with this anomaly (the profile keeps examples, not every row)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s) in one tick (%1) at %2</source>
        <translation>
            <numerusform>%Ln value in one tick (%1) at %2</numerusform>
            <numerusform>%Ln values in one tick (%1) at %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1.%2 — %3: %Ln example row(s); count: %4 (the profile keeps examples, not every row)</source>
        <translation>
            <numerusform>%1.%2 — %3: %Ln example row; count: %4 (the profile keeps examples, not every row)</numerusform>
            <numerusform>%1.%2 — %3: %Ln example rows; count: %4 (the profile keeps examples, not every row)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idscope::DataBrowser</name>
    <message numerus="yes">
        <source>Showing %Ln chosen row(s).</source>
        <translation>
            <numerusform>Showing %Ln chosen row.</numerusform>
            <numerusform>Showing %Ln chosen rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s), finding their position…</source>
        <translation>
            <numerusform>%Ln row, finding their position…</numerusform>
            <numerusform>%Ln rows, finding their position…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) from the chosen one</source>
        <translation>
            <numerusform>%Ln row from the chosen one</numerusform>
            <numerusform>%Ln rows from the chosen one</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idscope::DatabaseStatus</name>
    <message numerus="yes">
        <source>%Ln table(s), %1 rows</source>
        <translation>
            <numerusform>%Ln table, %1 rows</numerusform>
            <numerusform>%Ln tables, %1 rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln table(s), ≈%1 rows (counting %2 of %3…)</source>
        <translation>
            <numerusform>%Ln table, ≈%1 rows (counting %2 of %3…)</numerusform>
            <numerusform>%Ln tables, ≈%1 rows (counting %2 of %3…)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idscope::GapsPage</name>
    <message numerus="yes">
        <source>%Ln row(s) an ID cursor on %1 misses</source>
        <translation>
            <numerusform>%Ln row an ID cursor on %1 misses</numerusform>
            <numerusform>%Ln rows an ID cursor on %1 misses</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idscope::LeafPageMap</name>
    <message numerus="yes">
        <source>%1: %Ln of the newest keys</source>
        <translation>
            <numerusform>%1: %Ln of the newest keys</numerusform>
            <numerusform>%1: %Ln of the newest keys</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idscope::LocalityPage</name>
    <message numerus="yes">
        <source>&lt;b&gt;%1.%2&lt;/b&gt; in insertion order of %3: %Ln row(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%1.%2&lt;/b&gt; in insertion order of %3: %Ln row</numerusform>
            <numerusform>&lt;b&gt;%1.%2&lt;/b&gt; in insertion order of %3: %Ln rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idscope::TimeTravelPage</name>
    <message numerus="yes">
        <source>From %1 to %2: %Ln created</source>
        <translation>
            <numerusform>From %1 to %2: %Ln created</numerusform>
            <numerusform>From %1 to %2: %Ln created</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln changed</source>
        <translation>
            <numerusform>%Ln changed</numerusform>
            <numerusform>%Ln changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln deleted</source>
        <translation>
            <numerusform>%Ln deleted</numerusform>
            <numerusform>%Ln deleted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln entities</source>
        <translation>
            <numerusform>%Ln entity</numerusform>
            <numerusform>%Ln entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of type %1 shown</source>
        <translation>
            <numerusform>%Ln of type %1 shown</numerusform>
            <numerusform>%Ln of type %1 shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idscope::analysis</name>
    <message numerus="yes">
        <source>%n other</source>
        <translation>
            <numerusform>%n other</numerusform>
            <numerusform>%n other</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in the table and %n indexes</source>
        <translation>
            <numerusform>in the table and %n index</numerusform>
            <numerusform>in the table and %n indexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows have no commit timestamp (committed before track_commit_timestamp was turned on, or frozen by VACUUM) and were left out.</source>
        <translation>
            <numerusform>%n row has no commit timestamp (committed before track_commit_timestamp was turned on, or frozen by VACUUM) and was left out.</numerusform>
            <numerusform>%n rows have no commit timestamp (committed before track_commit_timestamp was turned on, or frozen by VACUUM) and were left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idscope::cli</name>
    <message numerus="yes">
        <source>%1 as of %2: %n entities, %3 deleted</source>
        <translation>
            <numerusform>%1 as of %2: %n entity, %3 deleted</numerusform>
            <numerusform>%1 as of %2: %n entities, %3 deleted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2: %n versions</source>
        <translation>
            <numerusform>%1 %2: %n version</numerusform>
            <numerusform>%1 %2: %n versions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n tables</source>
        <translation>
            <numerusform>%1 — %n table</numerusform>
            <numerusform>%1 — %n tables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idscope::db</name>
    <message numerus="yes">
        <source>no answer from the server within %n second(s)</source>
        <translation>
            <numerusform>no answer from the server within %n second</numerusform>
            <numerusform>no answer from the server within %n seconds</numerusform>
        </translation>
    </message>
</context>
</TS>
