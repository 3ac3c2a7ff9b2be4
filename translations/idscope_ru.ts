<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AsOf</name>
    <message>
        <source>The version table mapping is incomplete.</source>
        <translation>Сопоставление таблицы версий неполное.</translation>
    </message>
    <message>
        <source>There is no table %1.</source>
        <translation>Таблицы %1 нет.</translation>
    </message>
</context>
<context>
    <name>TimeTravelHistory</name>
    <message numerus="yes">
        <source>%Ln versions</source>
        <translation>
            <numerusform>%Ln версия</numerusform>
            <numerusform>%Ln версии</numerusform>
            <numerusform>%Ln версий</numerusform>
        </translation>
    </message>
    <message>
        <source>v%1</source>
        <translation>v%1</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>автор: %1</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>удалено</translation>
    </message>
    <message>
        <source>time went back: this version is older than the one before it</source>
        <translation>время пошло назад: эта версия старше предыдущей</translation>
    </message>
    <message numerus="yes">
        <source>the version ID was minted %Ln ms away from its changed_at</source>
        <translation>
            <numerusform>ID версии создан с расхождением в %Ln мс от её changed_at</numerusform>
            <numerusform>ID версии создан с расхождением в %Ln мс от её changed_at</numerusform>
            <numerusform>ID версии создан с расхождением в %Ln мс от её changed_at</numerusform>
        </translation>
    </message>
    <message>
        <source>changed_at is not a readable instant</source>
        <translation>changed_at не является читаемым моментом времени</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Not created yet at %1</source>
        <translation>На %1 ещё не создана</translation>
    </message>
    <message>
        <source>in force at %1: deleted</source>
        <translation>действует на %1: удалена</translation>
    </message>
    <message>
        <source>in force at %1</source>
        <translation>действует на %1</translation>
    </message>
</context>
<context>
    <name>VersionTable</name>
    <message>
        <source>unix seconds</source>
        <translation>секунды unix</translation>
    </message>
    <message>
        <source>unix milliseconds</source>
        <translation>миллисекунды unix</translation>
    </message>
    <message>
        <source>unix microseconds</source>
        <translation>микросекунды unix</translation>
    </message>
    <message>
        <source>RFC 3339 text</source>
        <translation>текст RFC 3339</translation>
    </message>
    <message>
        <source>Julian day</source>
        <translation>юлианский день</translation>
    </message>
    <message>
        <source>key %1, version %2, instant %3 (%4)</source>
        <translation>ключ %1, версия %2, момент %3 (%4)</translation>
    </message>
    <message>
        <source>JSON &quot;deleted&quot; flag</source>
        <translation>флаг JSON «deleted»</translation>
    </message>
    <message>
        <source>deleted by %1</source>
        <translation>удалено: %1</translation>
    </message>
</context>
<context>
    <name>idscope::AboutDialog</name>
    <message>
        <source>Decodes time-ordered IDs (ULID, UUIDv1/6/7, Snowflakes, KSUID, ObjectId, TID, TypeID and more) into the instants they embed.</source>
        <translation>Расшифровывает упорядоченные по времени идентификаторы (ULID, UUIDv1/6/7, Snowflake, KSUID, ObjectId, TID, TypeID и другие) в заложенные в них моменты времени.</translation>
    </message>
    <message>
        <source>Qt %1 (built with %2)</source>
        <translation>Qt %1 (собрано с %2)</translation>
    </message>
    <message>
        <source>SQLite %1</source>
        <translation>SQLite %1</translation>
    </message>
    <message>
        <source>About idscope</source>
        <translation>О программе idscope</translation>
    </message>
</context>
<context>
    <name>idscope::Age</name>
    <message>
        <source>now</source>
        <translation>сейчас</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 мин %2 с</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 ч %2 мин</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 д %2 ч</translation>
    </message>
    <message>
        <source>%1 y %2 d</source>
        <translation>%1 г %2 д</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>через %1</translation>
    </message>
    <message>
        <source>%1 ago</source>
        <translation>%1 назад</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 мин</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 ч</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 д</translation>
    </message>
    <message>
        <source>%1 y</source>
        <translation>%1 г</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>idscope::BrowserModel</name>
    <message numerus="yes">
        <source> (%Ln bytes)</source>
        <translation>
            <numerusform> (%Ln байт)</numerusform>
            <numerusform> (%Ln байта)</numerusform>
            <numerusform> (%Ln байт)</numerusform>
        </translation>
    </message>
    <message>
        <source>NULL</source>
        <translation>NULL</translation>
    </message>
    <message numerus="yes">
        <source>BLOB, %Ln bytes</source>
        <translation>
            <numerusform>BLOB, %Ln байт</numerusform>
            <numerusform>BLOB, %Ln байта</numerusform>
            <numerusform>BLOB, %Ln байт</numerusform>
        </translation>
    </message>
    <message>
        <source>⟶ instant</source>
        <translation>⟶ момент</translation>
    </message>
    <message>
        <source>%1 decoded as %2, shown in %3. Right-click the header to hide it.</source>
        <translation>%1 декодирован как %2, показан в %3. Чтобы скрыть, щёлкните заголовок правой кнопкой мыши.</translation>
    </message>
    <message>
        <source>%1 — read as %2</source>
        <translation>%1 — читается как %2</translation>
    </message>
    <message>
        <source>%1 ⟶ instant</source>
        <translation>%1 ⟶ момент</translation>
    </message>
    <message numerus="yes">
        <source>Stored as BLOB, %Ln bytes</source>
        <translation>
            <numerusform>Хранится как BLOB, %Ln байт</numerusform>
            <numerusform>Хранится как BLOB, %Ln байта</numerusform>
            <numerusform>Хранится как BLOB, %Ln байт</numerusform>
        </translation>
    </message>
    <message>
        <source>Stored as %1</source>
        <translation>Хранится как %1</translation>
    </message>
    <message>
        <source>Click to sort by this column.</source>
        <translation>Щёлкните, чтобы отсортировать по этому столбцу.</translation>
    </message>
    <message>
        <source>Stored on this page: %1</source>
        <translation>Хранение на этой странице: %1</translation>
    </message>
    <message>
        <source>BLOB cells are shown in italics.</source>
        <translation>Ячейки BLOB показаны курсивом.</translation>
    </message>
</context>
<context>
    <name>idscope::ChangeDensityBar</name>
    <message>
        <source>Where changes happened: each bar counts the versions in its slice of time</source>
        <translation>Где происходили изменения: каждый столбец показывает число версий в своём отрезке времени</translation>
    </message>
</context>
<context>
    <name>idscope::CollisionCalculatorDialog</name>
    <message>
        <source>No time part</source>
        <translation>Без временной части</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 сутки</translation>
    </message>
    <message>
        <source>1 s</source>
        <translation>1 с</translation>
    </message>
    <message>
        <source>10 ms</source>
        <translation>10 мс</translation>
    </message>
    <message>
        <source>1 ms</source>
        <translation>1 мс</translation>
    </message>
    <message>
        <source>1 µs</source>
        <translation>1 мкс</translation>
    </message>
    <message>
        <source>100 ns</source>
        <translation>100 нс</translation>
    </message>
    <message>
        <source>1 ns</source>
        <translation>1 нс</translation>
    </message>
    <message>
        <source>&gt; 99.9 %</source>
        <translation>&gt; 99,9 %</translation>
    </message>
    <message>
        <source>Collision calculator</source>
        <translation>Калькулятор коллизий</translation>
    </message>
    <message>
        <source>How likely are two IDs to come out equal? Enter how fast you insert and how the IDs are built.</source>
        <translation>Насколько вероятно, что два ID совпадут? Укажите скорость вставки и способ построения ID.</translation>
    </message>
    <message>
        <source>Fill in the tick and random bits of an ID format</source>
        <translation>Подставить биты тика и случайные биты формата ID</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Пользовательский</translation>
    </message>
    <message>
        <source> IDs/s</source>
        <translation> ID/с</translation>
    </message>
    <message>
        <source>Peak inserts per second across every writer</source>
        <translation>Пиковое число вставок в секунду по всем источникам записи</translation>
    </message>
    <message>
        <source>The unit of the timestamp in the ID: IDs minted in the same tick are told apart only by their random bits</source>
        <translation>Единица метки времени в ID: ID, созданные в одном тике, различаются только случайными битами</translation>
    </message>
    <message>
        <source> bits</source>
        <translation> бит</translation>
    </message>
    <message>
        <source>Random bits drawn for each ID (0: nothing but the time)</source>
        <translation>Случайные биты, генерируемые для каждого ID (0 — только время)</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Входные данные</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Формат:</translation>
    </message>
    <message>
        <source>Insert &amp;rate:</source>
        <translation>&amp;Скорость вставки:</translation>
    </message>
    <message>
        <source>Timestamp r&amp;esolution:</source>
        <translation>&amp;Разрешение метки времени:</translation>
    </message>
    <message>
        <source>Random &amp;bits per tick:</source>
        <translation>Случайных &amp;бит на тик:</translation>
    </message>
    <message>
        <source>Probability of at least one collision</source>
        <translation>Вероятность хотя бы одной коллизии</translation>
    </message>
    <message>
        <source>IDs per tick (mean):</source>
        <translation>ID на тик (в среднем):</translation>
    </message>
    <message>
        <source>Per tick:</source>
        <translation>За тик:</translation>
    </message>
    <message>
        <source>Per second:</source>
        <translation>За секунду:</translation>
    </message>
    <message>
        <source>Per year:</source>
        <translation>За год:</translation>
    </message>
    <message>
        <source>Expected collision:</source>
        <translation>Ожидаемая коллизия:</translation>
    </message>
    <message>
        <source>0.1 % a year reached at:</source>
        <translation>0,1 % в год достигается при:</translation>
    </message>
    <message>
        <source>&amp;Copy results</source>
        <translation>&amp;Копировать результаты</translation>
    </message>
    <message>
        <source>Copy the inputs, the results and the explanation as text</source>
        <translation>Скопировать входные данные, результаты и пояснение как текст</translation>
    </message>
    <message>
        <source>0 within a node</source>
        <translation>0 в пределах узла</translation>
    </message>
    <message>
        <source>never within a node</source>
        <translation>никогда в пределах узла</translation>
    </message>
    <message>
        <source>once every %1</source>
        <translation>раз в %1</translation>
    </message>
    <message>
        <source>risk grows with the total count</source>
        <translation>риск растёт с общим числом ID</translation>
    </message>
    <message>
        <source>%1 IDs/s</source>
        <translation>%1 ID/с</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>вне диапазона</translation>
    </message>
    <message>
        <source>An ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>%1 carries no randomness: a %2-bit counter numbers the IDs of one %3 tick, so one node (or process) never mints the same ID twice: at most %4 IDs per tick, %5 a second, after which the generator waits for the next tick. Collisions are impossible within a node; across nodes they depend only on every node having a unique node ID.</source>
        <translation>%1 не содержит случайной части: %2-битный счётчик нумерует ID в пределах одного тика (%3), поэтому один узел (или процесс) никогда не выдаёт один и тот же ID дважды: не более %4 ID за тик, %5 в секунду, после чего генератор ждёт следующего тика. Внутри узла коллизии невозможны; между узлами они зависят только от того, уникален ли ID каждого узла.</translation>
    </message>
    <message>
        <source>At %1 IDs/s you need at least %2 nodes.</source>
        <translation>При %1 ID/с число узлов должно быть не менее %2.</translation>
    </message>
    <message>
        <source>%1 has no time part: every ID ever minted shares one space of 2^%2 values, so the risk grows with the total count, not per tick. One year at %3 IDs/s is %4 IDs, with P = %5 of a collision among them; the odds reach 0.1 % after %6.</source>
        <translation>У %1 нет временной части: все когда-либо созданные ID делят одно пространство из 2^%2 значений, поэтому риск растёт с общим числом ID, а не за тик. За год при %3 ID/с это %4 ID, и вероятность коллизии среди них P = %5; вероятность достигает 0,1 % через %6.</translation>
    </message>
    <message>
        <source>At %1 IDs/s, about %2 %3 IDs share each %4 tick and must differ in %5 random bits. A collision is expected once every %6; P = %7 within a year.</source>
        <translation>При %1 ID/с на каждый тик (%4) приходится около %2 значений %3, и они должны различаться в %5 случайных битах. Коллизия ожидается раз в %6; P = %7 за год.</translation>
    </message>
    <message>
        <source>Collision calculator (idscope)</source>
        <translation>Калькулятор коллизий (idscope)</translation>
    </message>
    <message>
        <source>Format: %1</source>
        <translation>Формат: %1</translation>
    </message>
    <message>
        <source>Insert rate: %1 IDs/s</source>
        <translation>Скорость вставки: %1 ID/с</translation>
    </message>
    <message>
        <source>Timestamp resolution: %1</source>
        <translation>Разрешение метки времени: %1</translation>
    </message>
    <message>
        <source>Random bits per tick: %1</source>
        <translation>Случайных бит на тик: %1</translation>
    </message>
    <message>
        <source>IDs per tick (mean): %1</source>
        <translation>ID на тик (в среднем): %1</translation>
    </message>
    <message>
        <source>P per tick: %1</source>
        <translation>P за тик: %1</translation>
    </message>
    <message>
        <source>P per second: %1</source>
        <translation>P за секунду: %1</translation>
    </message>
    <message>
        <source>P per year: %1</source>
        <translation>P за год: %1</translation>
    </message>
    <message>
        <source>Expected collision: %1</source>
        <translation>Ожидаемая коллизия: %1</translation>
    </message>
    <message>
        <source>0.1 % a year reached at: %1</source>
        <translation>0,1 % в год достигается при: %1</translation>
    </message>
    <message>
        <source>Birthday bound per tick: P ≈ 1 − exp(−n² / (2 · 2^bits)), n = IDs per tick; over a second or a year P = 1 − (1 − P_tick)^ticks, summed in log space. Time-based INTEGER keys (unix µs, say) have the same bound with 0 random bits: P ≈ N² / (2R) for N inserts a second at R ticks a second. At 10,000 inserts/s on 1 µs ticks that is 10⁸ / (2 · 10⁶) = 50 expected collisions every second, not a 5 % chance of one.</source>
        <translation>Граница парадокса дней рождения за тик: P ≈ 1 − exp(−n² / (2 · 2^bits)), n — число ID за тик; за секунду или за год P = 1 − (1 − P_tick)^ticks, с суммированием в логарифмах. У ключей INTEGER на основе времени (например, unix-мкс) та же граница при 0 случайных бит: P ≈ N² / (2R) для N вставок в секунду при R тиках в секунду. При 10 000 вставок/с на тиках в 1 мкс это 10⁸ / (2 · 10⁶) = 50 ожидаемых коллизий каждую секунду, а не 5 % вероятности одной.</translation>
    </message>
    <message>
        <source>%1 keys carry nothing but the time: two inserts in the same %2 tick are the same key. At %3 IDs/s that is %4 expected collisions a second, one every %5.</source>
        <translation>Ключи %1 не содержат ничего, кроме времени: две вставки в одном тике (%2) дают один и тот же ключ. При %3 ID/с это %4 ожидаемых коллизий в секунду — одна раз в %5.</translation>
    </message>
    <message>
        <source>256 ms</source>
        <translation>256 мс</translation>
    </message>
    <message>
        <source>10 µs</source>
        <translation>10 мкс</translation>
    </message>
    <message>
        <source>CockroachDB unique_rowid(): 10 µs ticks since 2015-01-01</source>
        <translation>CockroachDB unique_rowid(): тики по 10 мкс с 2015-01-01</translation>
    </message>
    <message>
        <source>244 ns</source>
        <translation>244 нс</translation>
    </message>
    <message>
        <source>1/4096 ms: a UUIDv7 whose 12 rand_a bits are a fraction of the millisecond (RFC 9562 method 3, PostgreSQL 18&apos;s uuidv7())</source>
        <translation>1/4096 мс: UUIDv7, чьи 12 бит rand_a — доля миллисекунды (метод 3 RFC 9562, uuidv7() в PostgreSQL 18)</translation>
    </message>
    <message>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <source>These keys carry nothing but the time: two inserts in the same %1 tick are the same key. At %2 IDs/s that is %3 expected collisions a second, one every %4.</source>
        <translation>Эти ключи не содержат ничего, кроме времени: две вставки в одном тике (%1) дают один и тот же ключ. При %2 ID/с это %3 ожидаемых коллизий в секунду — одна раз в %4.</translation>
    </message>
    <message>
        <source>At %1 IDs/s, about %2 IDs share each %3 tick and must differ in %4 random bits. A collision is expected once every %5; P = %6 within a year.</source>
        <translation>При %1 ID/с на каждый тик (%3) приходится около %2 ID, и они должны различаться в %4 случайных битах. Коллизия ожидается раз в %5; P = %6 за год.</translation>
    </message>
    <message>
        <source>%1 cannot repeat within a node: a node mints at most one ID per %2 tick (%3 a second) under its own 48-bit node ID and 14-bit clock sequence, which it changes when its clock goes back. Across nodes, IDs of one tick differ only in those bits. With random node IDs (47 random bits, the multicast bit set) and random clock sequences that is %4 bits: at %5 IDs/s, each from a different node, a collision is expected once every %6 (P = %7 within a year). Nodes sharing a MAC address (cloned machines) differ in the %8-bit clock sequence alone: once every %9.</source>
        <translation>%1 не может повториться в пределах узла: узел выпускает не более одного ID за такт %2 (%3 в секунду) со своим 48-битным идентификатором узла и 14-битной последовательностью часов, которую он меняет, когда его часы идут назад. Между узлами ID одного такта различаются только этими битами. При случайных идентификаторах узлов (47 случайных бит, бит групповой рассылки установлен) и случайных последовательностях часов это %4 бит: при %5 ID/с, каждый с другого узла, коллизия ожидается раз в %6 (P = %7 за год). Узлы с общим MAC-адресом (клонированные машины) различаются лишь %8-битной последовательностью часов: раз в %9.</translation>
    </message>
</context>
<context>
    <name>idscope::ColumnProfilePage</name>
    <message numerus="yes">
        <source>%Ln year(s)</source>
        <translation>
            <numerusform>%Ln год</numerusform>
            <numerusform>%Ln года</numerusform>
            <numerusform>%Ln лет</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>%Ln день</numerusform>
            <numerusform>%Ln дня</numerusform>
            <numerusform>%Ln дней</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln h</source>
        <translation>
            <numerusform>%Ln ч</numerusform>
            <numerusform>%Ln ч</numerusform>
            <numerusform>%Ln ч</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln min</source>
        <translation>
            <numerusform>%Ln мин</numerusform>
            <numerusform>%Ln мин</numerusform>
            <numerusform>%Ln мин</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln s</source>
        <translation>
            <numerusform>%Ln с</numerusform>
            <numerusform>%Ln с</numerusform>
            <numerusform>%Ln с</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln ms</source>
        <translation>
            <numerusform>%Ln мс</numerusform>
            <numerusform>%Ln мс</numerusform>
            <numerusform>%Ln мс</numerusform>
        </translation>
    </message>
    <message>
        <source>Profile Fully</source>
        <translation>Полный профиль</translation>
    </message>
    <message>
        <source>Read every row of the table in the background for exact counts</source>
        <translation>Прочитать в фоне все строки таблицы для точных подсчётов</translation>
    </message>
    <message>
        <source>Stop the full scan; the sample stays</source>
        <translation>Остановить полное сканирование; выборка сохранится</translation>
    </message>
    <message>
        <source>Browse Table</source>
        <translation>Просмотр таблицы</translation>
    </message>
    <message>
        <source>Open the table in the data browser</source>
        <translation>Открыть таблицу в обозревателе данных</translation>
    </message>
    <message>
        <source>Format mix</source>
        <translation>Распределение форматов</translation>
    </message>
    <message>
        <source>Embedded instants over time</source>
        <translation>Встроенные моменты времени по шкале времени</translation>
    </message>
    <message>
        <source>Anomalies</source>
        <translation>Аномалии</translation>
    </message>
    <message>
        <source>Anomaly</source>
        <translation>Аномалия</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Количество</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <source>Example rows</source>
        <translation>Примеры строк</translation>
    </message>
    <message>
        <source>Format choice</source>
        <translation>Выбор формата</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Автоматически</translation>
    </message>
    <message>
        <source>Let idscope choose the column&apos;s format again</source>
        <translation>Снова позволить idscope выбрать формат столбца</translation>
    </message>
    <message>
        <source>What the keys cost and reveal</source>
        <translation>Чего стоят ключи и что они раскрывают</translation>
    </message>
    <message>
        <source>Select a column in the schema explorer to see its profile.</source>
        <translation>Выберите столбец в обозревателе схемы, чтобы увидеть его профиль.</translation>
    </message>
    <message>
        <source>%1: %2 values</source>
        <translation>%1: %2 знач.</translation>
    </message>
    <message>
        <source>NULL: %1</source>
        <translation>NULL: %1</translation>
    </message>
    <message>
        <source>primary key</source>
        <translation>первичный ключ</translation>
    </message>
    <message>
        <source>%1 (%2 of non-NULL values)</source>
        <translation>%1 (%2 значений, отличных от NULL)</translation>
    </message>
    <message>
        <source>no ID or time format</source>
        <translation>нет формата идентификатора или времени</translation>
    </message>
    <message>
        <source>Profiling…</source>
        <translation>Профилирование…</translation>
    </message>
    <message>
        <source>All %1 rows · %2 NULL</source>
        <translation>Все строки (%1) · NULL: %2</translation>
    </message>
    <message>
        <source>From %1 to %2</source>
        <translation>С %1 по %2</translation>
    </message>
    <message>
        <source>Anomalies (%1)</source>
        <translation>Аномалии (%1)</translation>
    </message>
    <message>
        <source>None found in the sample.</source>
        <translation>В выборке не найдено.</translation>
    </message>
    <message>
        <source>None found.</source>
        <translation>Не найдено.</translation>
    </message>
    <message>
        <source>Show Rows</source>
        <translation>Показать строки</translation>
    </message>
    <message>
        <source>This table has no rowid: no example rows to show</source>
        <translation>В этой таблице нет rowid: примеры строк показать нельзя</translation>
    </message>
    <message>
        <source>Show the example rows in the data browser</source>
        <translation>Показать примеры строк в обозревателе данных</translation>
    </message>
    <message numerus="yes">
        <source>%1.%2 — %3: %Ln example row(s) of %4 with this anomaly (the profile keeps examples, not every row)</source>
        <translation>
            <numerusform>%1.%2 — %3: %Ln пример строки из %4 с этой аномалией (профиль хранит примеры, а не все строки)</numerusform>
            <numerusform>%1.%2 — %3: %Ln примера строк из %4 с этой аномалией (профиль хранит примеры, а не все строки)</numerusform>
            <numerusform>%1.%2 — %3: %Ln примеров строк из %4 с этой аномалией (профиль хранит примеры, а не все строки)</numerusform>
        </translation>
    </message>
    <message>
        <source>Read as %1: %2</source>
        <translation>Читается как %1: %2</translation>
    </message>
    <message>
        <source>Inherited from %1 through a foreign key.</source>
        <translation>Унаследован от %1 через внешний ключ.</translation>
    </message>
    <message>
        <source>You chose %1 for this column.</source>
        <translation>Вы выбрали для этого столбца %1.</translation>
    </message>
    <message>
        <source>Runner-up: %1 (the best reading of %2 values).</source>
        <translation>Второй кандидат: %1 (лучшее прочтение для %2 значений).</translation>
    </message>
    <message>
        <source>Runner-up: %1.</source>
        <translation>Второй кандидат: %1.</translation>
    </message>
    <message>
        <source>Use %1 Instead</source>
        <translation>Использовать %1</translation>
    </message>
    <message>
        <source>Profile the column again reading every value as %1</source>
        <translation>Заново профилировать столбец, читая все значения как %1</translation>
    </message>
    <message>
        <source>Stored size:</source>
        <translation>Размер хранения:</translation>
    </message>
    <message>
        <source>%1 bytes per value</source>
        <translation>%1 байта на значение</translation>
    </message>
    <message>
        <source>As %1: %2 bytes saved</source>
        <translation>Как %1: экономия %2 Б</translation>
    </message>
    <message>
        <source>Other representation:</source>
        <translation>Другое представление:</translation>
    </message>
    <message>
        <source>Densest tick:</source>
        <translation>Самый плотный тик:</translation>
    </message>
    <message>
        <source>%1 per second, %2 per year at the observed peak rate (%3 random bits)</source>
        <translation>%1 в секунду, %2 в год при наблюдаемой пиковой скорости (случайных бит: %3)</translation>
    </message>
    <message>
        <source>Collision probability:</source>
        <translation>Вероятность коллизии:</translation>
    </message>
    <message>
        <source>Disclosure:</source>
        <translation>Раскрываемые сведения:</translation>
    </message>
    <message>
        <source>No value carries an instant</source>
        <translation>Ни одно значение не содержит момента времени</translation>
    </message>
    <message>
        <source>Reading %1 values…</source>
        <translation>Чтение значений %1…</translation>
    </message>
    <message>
        <source>%1 values from %2 to %3</source>
        <translation>Значения %1 с %2 по %3</translation>
    </message>
    <message>
        <source>%1 values of all %2 rows</source>
        <translation>%1 значений из всех %2 строк</translation>
    </message>
    <message>
        <source>one bar = %1</source>
        <translation>один столбец = %1</translation>
    </message>
    <message>
        <source>read as %1</source>
        <translation>как %1</translation>
    </message>
    <message>
        <source>%1 outside the profile&apos;s range</source>
        <translation>вне диапазона профиля: %1</translation>
    </message>
    <message>
        <source>%1 without such an instant</source>
        <translation>без такого момента времени: %1</translation>
    </message>
    <message>
        <source>none at the observed rate: no two IDs share a tick (%1 random bits per tick)</source>
        <translation>нет при наблюдаемой скорости: никакие два ID не попадают в один тик (случайных бит на тик: %1)</translation>
    </message>
    <message>
        <source>%1: %2 of %3 sampled values</source>
        <translation>%1: %2 из %3 значений выборки</translation>
    </message>
    <message>
        <source>NULL: %1 of %2 sampled rows</source>
        <translation>NULL: %1 из %2 строк выборки</translation>
    </message>
    <message>
        <source>%1 (%2 of non-NULL values, estimated from the sample)</source>
        <translation>%1 (%2 значений, отличных от NULL, — оценка по выборке)</translation>
    </message>
    <message>
        <source>Estimates from a uniform sample of %1 of %2 rows (95 % intervals) until Profile Fully reads every row · NULL: %3</source>
        <translation>Оценки по равномерной выборке из %1 строк (всего %2; 95-процентные интервалы), пока полный профиль не прочитает все строки · NULL: %3</translation>
    </message>
    <message>
        <source>In the sample: from %1 to %2</source>
        <translation>В выборке: с %1 по %2</translation>
    </message>
    <message>
        <source>Seen in the sample: %1 of %2 rows; in the whole table about %3 (95 % interval %4–%5)</source>
        <translation>В выборке: %1 из %2 строк; во всей таблице около %3 (95-процентный интервал %4–%5)</translation>
    </message>
    <message>
        <source>Densest tick in the sample:</source>
        <translation>Самый плотный тик в выборке:</translation>
    </message>
    <message>
        <source>needs the peak insert rate, which only Profile Fully measures (%1 random bits per tick)</source>
        <translation>нужна пиковая скорость вставок, её измеряет только полный профиль (случайных бит на тик: %1)</translation>
    </message>
    <message>
        <source>not estimated: %1 values carry no instant, so the insert rate is unknown (%2 random bits per ID)</source>
        <translation>не оценивается: значения %1 не содержат момента времени, поэтому скорость вставок неизвестна (случайных бит на ID: %2)</translation>
    </message>
    <message>
        <source>%1 values of a uniform sample of %2 rows</source>
        <translation>%1 значений из равномерной выборки в %2 строк</translation>
    </message>
    <message>
        <source>Runner-up %1 puts only %2 of its instants at a plausible time, so it is not offered.</source>
        <translation>Второй кандидат, %1, даёт правдоподобное время лишь для %2 моментов, поэтому он не предлагается.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s) in one tick (%1) at %2</source>
        <translation>
            <numerusform>%Ln значение за один тик (%1) в %2</numerusform>
            <numerusform>%Ln значения за один тик (%1) в %2</numerusform>
            <numerusform>%Ln значений за один тик (%1) в %2</numerusform>
        </translation>
    </message>
    <message>
        <source>The column&apos;s median value under every integer profile: readings dimmed and marked ⚠ lie in the future, before their profile&apos;s launch or outside its range</source>
        <translation>Медианное значение столбца во всех целочисленных профилях: бледные прочтения с пометкой ⚠ лежат в будущем, до появления своего профиля или вне его диапазона</translation>
    </message>
    <message>
        <source>Reading the column&apos;s median value…</source>
        <translation>Чтение медианного значения столбца…</translation>
    </message>
    <message>
        <source>No integer value to compare.</source>
        <translation>Нет целых значений для сравнения.</translation>
    </message>
    <message>
        <source>The median of %1 sampled values, %2, under every integer profile, earliest first:</source>
        <translation>Медиана %1 значений выборки, %2, во всех целочисленных профилях, от раннего к позднему:</translation>
    </message>
    <message>
        <source>The median of the column&apos;s %1 values, %2, under every integer profile, earliest first:</source>
        <translation>Медиана %1 значений столбца, %2, во всех целочисленных профилях, от раннего к позднему:</translation>
    </message>
    <message>
        <source>%1 that any two of the %2 %3 values are equal (%4 random bits per ID; without an instant the odds grow with the count, not the insert rate)</source>
        <translation>%1 — вероятность, что два из %2 значений %3 совпадут (%4 случайных бит на ID; без момента времени шансы растут с числом значений, а не со скоростью вставки)</translation>
    </message>
    <message>
        <source>%1 values of a uniform sample of %2 rows, drawn apart from the profile&apos;s %3 to fill the bars</source>
        <translation>%1 значений равномерной выборки из %2 строк, взятой отдельно от выборки профиля (%3), чтобы заполнить столбцы</translation>
    </message>
    <message>
        <source>Sub-millisecond bits:</source>
        <translation>Доли миллисекунды:</translation>
    </message>
    <message>
        <source>none within one generator: its %1-bit sequence counter (not random bits) numbers the IDs of one %2 tick, up to %3 of them; across generators the IDs stay apart only if each has its own worker or machine ID</source>
        <translation>нет в пределах одного генератора: его %1-битный счётчик последовательности (а не случайные биты) нумерует ID одного такта %2, до %3 штук; между генераторами ID различаются, только если у каждого свой идентификатор рабочего процесса или машины</translation>
    </message>
    <message>
        <source>none within one node: a node mints at most one ID per %1 tick under its own node ID and clock sequence; across nodes the IDs differ in %2 bits only if node IDs are random, and in the %3-bit clock sequence alone on nodes sharing a MAC address</source>
        <translation>нет в пределах одного узла: узел выпускает не более одного ID за такт %1 со своим идентификатором узла и последовательностью часов; между узлами ID различаются в %2 битах, только если идентификаторы узлов случайны, а на узлах с общим MAC-адресом — лишь в %3-битной последовательности часов</translation>
    </message>
    <message>
        <source>In the sample: %1 values from %2 to %3</source>
        <translation>В выборке: значения %1 с %2 по %3</translation>
    </message>
    <message numerus="yes">
        <source>%1.%2 — %3: %Ln example row(s); count: %4 (the profile keeps examples, not every row)</source>
        <translation>
            <numerusform>%1.%2 — %3: %Ln пример строки; количество: %4 (профиль хранит примеры, а не все строки)</numerusform>
            <numerusform>%1.%2 — %3: %Ln примера строк; количество: %4 (профиль хранит примеры, а не все строки)</numerusform>
            <numerusform>%1.%2 — %3: %Ln примеров строк; количество: %4 (профиль хранит примеры, а не все строки)</numerusform>
        </translation>
    </message>
    <message>
        <source>Median under every profile</source>
        <translation>Медиана во всех профилях</translation>
    </message>
</context>
<context>
    <name>idscope::ConnectDialog</name>
    <message>
        <source>Connect to PostgreSQL</source>
        <translation>Подключение к PostgreSQL</translation>
    </message>
    <message>
        <source>localhost, or a socket folder such as /run/postgresql</source>
        <translation>localhost или папка сокета, например /run/postgresql</translation>
    </message>
    <message>
        <source>the user&apos;s name when empty</source>
        <translation>если пусто — имя пользователя</translation>
    </message>
    <message>
        <source>your login name when empty</source>
        <translation>если пусто — ваше имя в системе</translation>
    </message>
    <message>
        <source>Default (prefer, or PGSSLMODE)</source>
        <translation>По умолчанию (prefer или PGSSLMODE)</translation>
    </message>
    <message>
        <source>from PGPASSWORD or ~/.pgpass when empty</source>
        <translation>если пусто — из PGPASSWORD или ~/.pgpass</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Сервер:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Порт:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;База данных:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>П&amp;ользователь:</translation>
    </message>
    <message>
        <source>&amp;SSL mode:</source>
        <translation>Режим &amp;SSL:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Па&amp;роль:</translation>
    </message>
    <message>
        <source>idscope opens the database read-only and never stores the password: it is used for this session only.</source>
        <translation>idscope открывает базу данных только для чтения и никогда не сохраняет пароль: он нужен только для этого сеанса.</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>По&amp;дключиться</translation>
    </message>
    <message>
        <source>Stop connecting</source>
        <translation>Прервать подключение</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Подключение к %1…</translation>
    </message>
</context>
<context>
    <name>idscope::DataBrowser</name>
    <message>
        <source>%1 carries no instant to filter by</source>
        <translation>%1 не содержит момента времени для фильтрации</translation>
    </message>
    <message>
        <source>No table or view named &quot;%1&quot;.</source>
        <translation>Нет таблицы или представления с именем «%1».</translation>
    </message>
    <message>
        <source>%1 has no rowid: its rows cannot be picked one by one.</source>
        <translation>В %1 нет rowid: строки нельзя выбрать по отдельности.</translation>
    </message>
    <message numerus="yes">
        <source>Showing %Ln chosen row(s).</source>
        <translation>
            <numerusform>Показана %Ln выбранная строка.</numerusform>
            <numerusform>Показаны %Ln выбранные строки.</numerusform>
            <numerusform>Показано %Ln выбранных строк.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Не удалось прочитать %1: %2</translation>
    </message>
    <message>
        <source>No row of %1 holds this ID.</source>
        <translation>Ни одна строка %1 не содержит этот ID.</translation>
    </message>
    <message>
        <source>%1 matching</source>
        <translation>%1 подходящих</translation>
    </message>
    <message>
        <source>counting matches…</source>
        <translation>подсчёт совпадений…</translation>
    </message>
    <message>
        <source>no rows</source>
        <translation>нет строк</translation>
    </message>
    <message>
        <source>rows %1–%2</source>
        <translation>строки %1–%2</translation>
    </message>
    <message>
        <source>rows %1%2–%1%3</source>
        <translation>строки %1%2–%1%3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) from the chosen one</source>
        <translation>
            <numerusform>%Ln строка от выбранной</numerusform>
            <numerusform>%Ln строки от выбранной</numerusform>
            <numerusform>%Ln строк от выбранной</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Show the last rows (%1)</source>
        <translation>Показать последние строки (%1)</translation>
    </message>
    <message>
        <source>A view has no key: page forward instead</source>
        <translation>У представления нет ключа: листайте вперёд</translation>
    </message>
    <message>
        <source>Choose an ID column whose IDs carry an instant.</source>
        <translation>Выберите столбец ID, значения которого содержат момент времени.</translation>
    </message>
    <message>
        <source>Choose the ID column to look the ID up in.</source>
        <translation>Выберите столбец ID, в котором искать ID.</translation>
    </message>
    <message>
        <source>« First</source>
        <translation>« В начало</translation>
    </message>
    <message>
        <source>Show the first rows</source>
        <translation>Показать первые строки</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <translation>‹ Назад</translation>
    </message>
    <message>
        <source>Show the previous page</source>
        <translation>Показать предыдущую страницу</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Вперёд ›</translation>
    </message>
    <message>
        <source>Show the next page</source>
        <translation>Показать следующую страницу</translation>
    </message>
    <message>
        <source>Last »</source>
        <translation>В конец »</translation>
    </message>
    <message>
        <source>Show the last rows</source>
        <translation>Показать последние строки</translation>
    </message>
    <message>
        <source>Reading the page…</source>
        <translation>Чтение страницы…</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Read the page again</source>
        <translation>Прочитать страницу заново</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copy the selected cells, tab-separated</source>
        <translation>Копировать выделенные ячейки через табуляцию</translation>
    </message>
    <message>
        <source>Copy as</source>
        <translation>Копировать как</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Markdown table</source>
        <translation>Таблица Markdown</translation>
    </message>
    <message>
        <source>Tab-separated with header</source>
        <translation>Через табуляцию с заголовком</translation>
    </message>
    <message>
        <source>Copy the selected cells with their column names as %1</source>
        <translation>Копировать выделенные ячейки с именами столбцов в формате %1</translation>
    </message>
    <message>
        <source>Copy the selection as CSV, JSON or a Markdown table</source>
        <translation>Копировать выделение как CSV, JSON или таблицу Markdown</translation>
    </message>
    <message>
        <source>The ID or time column to filter by and to look IDs up in</source>
        <translation>Столбец ID или времени для фильтрации и поиска ID</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Фильтр</translation>
    </message>
    <message>
        <source>Show only rows whose ID was minted in this range (an index range query on the ID)</source>
        <translation>Показать только строки, ID которых созданы в этом диапазоне (запрос по диапазону индекса ID)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>Show the whole table again</source>
        <translation>Снова показать всю таблицу</translation>
    </message>
    <message>
        <source>Go to ID (any spelling)</source>
        <translation>ID в любом написании</translation>
    </message>
    <message>
        <source>Paste an ID as text, with braces, urn:uuid:, in any case, or a BLOB as hex; Enter shows its row</source>
        <translation>Вставьте ID как текст, в фигурных скобках, с urn:uuid:, в любом регистре, или BLOB в hex; Enter покажет его строку</translation>
    </message>
    <message>
        <source>ID column:</source>
        <translation>Столбец ID:</translation>
    </message>
    <message>
        <source>Show the whole table</source>
        <translation>Показать всю таблицу</translation>
    </message>
    <message>
        <source>Leave this selection of rows and browse the whole table</source>
        <translation>Выйти из этой выборки строк и просматривать всю таблицу</translation>
    </message>
    <message>
        <source>Decoded instant beside “%1”</source>
        <translation>Декодированный момент времени рядом с «%1»</translation>
    </message>
    <message>
        <source>Fit columns to contents</source>
        <translation>Подогнать ширину столбцов по содержимому</translation>
    </message>
    <message>
        <source>Decode in the decoder</source>
        <translation>Декодировать в декодере</translation>
    </message>
    <message>
        <source>Show every reading of this value in the decoder panel</source>
        <translation>Показать все прочтения этого значения в панели декодера</translation>
    </message>
    <message>
        <source>Found by comparing IDs ignoring letter case (slower): the column mixes cases and holds no plain upper- or lower-case spelling of this ID.</source>
        <translation>Найдено сравнением ID без учёта регистра (медленнее): в столбце смешаны регистры, и в нём нет записи этого ID только в верхнем или только в нижнем регистре.</translation>
    </message>
    <message>
        <source>%1 holds IDs in more than one letter case: to match every spelling the filter reads a wider index range and compares ignoring case, which is slower.</source>
        <translation>В %1 есть ID в разных регистрах: чтобы найти любое написание, фильтр читает более широкий диапазон индекса и сравнивает без учёта регистра, что медленнее.</translation>
    </message>
    <message>
        <source>from: 2026-10-01, -7d</source>
        <translation>от: 2026-10-01, -7d</translation>
    </message>
    <message>
        <source>to: 2026-10-31T22:00Z</source>
        <translation>до: 2026-10-31T22:00Z</translation>
    </message>
    <message>
        <source>Sorting stopped: the rows are in key order again.</source>
        <translation>Сортировка остановлена: строки снова в порядке ключа.</translation>
    </message>
    <message>
        <source>Reading the page was stopped.</source>
        <translation>Чтение страницы остановлено.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s), finding their position…</source>
        <translation>
            <numerusform>%Ln строка, ищем её позицию…</numerusform>
            <numerusform>%Ln строки, ищем их позицию…</numerusform>
            <numerusform>%Ln строк, ищем их позицию…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no key to page it in another order: its rows are shown as it yields them.</source>
        <translation>У %1 нет ключа, чтобы листать в другом порядке: строки показаны в том порядке, в каком она их выдаёт.</translation>
    </message>
    <message>
        <source>%1 has no index: each page reads all %2 rows to sort them, in the background (Cancel stops it). Nothing is written to the database; an index on %1 would make this fast.</source>
        <translation>У %1 нет индекса: каждая страница читает все %2 строк, чтобы их отсортировать, в фоне («Отмена» останавливает). В базу ничего не записывается; индекс по %1 сделал бы это быстрым.</translation>
    </message>
    <message>
        <source>%1 has no index: each page reads the whole table to sort it, in the background (Cancel stops it). Nothing is written to the database; an index on %1 would make this fast.</source>
        <translation>У %1 нет индекса: каждая страница читает всю таблицу, чтобы её отсортировать, в фоне («Отмена» останавливает). В базу ничего не записывается; индекс по %1 сделал бы это быстрым.</translation>
    </message>
    <message>
        <source>Stop reading the page</source>
        <translation>Остановить чтение страницы</translation>
    </message>
    <message>
        <source>%1 chosen</source>
        <translation>%1 выбранных</translation>
    </message>
    <message>
        <source>no rows match</source>
        <translation>ни одна строка не подходит</translation>
    </message>
    <message>
        <source>“From” was later than “To”: the two ends were swapped.</source>
        <translation>«От» было позже, чем «до»: концы диапазона поменяны местами.</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>до %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>от %1</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>от %1 до %2</translation>
    </message>
    <message>
        <source>The rows below are still those of the last filter: %1 %2.</source>
        <translation>Ниже по-прежнему строки последнего фильтра: %1 %2.</translation>
    </message>
</context>
<context>
    <name>idscope::DatabasePage</name>
    <message>
        <source>The table&apos;s rows, paged by key, with decoded instants</source>
        <translation>Строки таблицы, постранично по ключу, с декодированными моментами времени</translation>
    </message>
    <message>
        <source>Column &amp;Profile</source>
        <translation>&amp;Профиль столбца</translation>
    </message>
    <message>
        <source>Formats, instants and anomalies of the selected column</source>
        <translation>Форматы, моменты времени и аномалии выбранного столбца</translation>
    </message>
    <message>
        <source>Every entity of a version table as of any instant, its history, and what changed between two instants</source>
        <translation>Все сущности таблицы версий на любой момент времени, их история и что изменилось между двумя моментами</translation>
    </message>
    <message>
        <source>Key &amp;Locality</source>
        <translation>&amp;Локальность ключей</translation>
    </message>
    <message>
        <source>Where new keys land in the B-tree: inversions, right-edge inserts, leaf pages written, two columns side by side</source>
        <translation>Куда попадают новые ключи в B-дереве: инверсии, вставки в правый край, записанные листовые страницы, два столбца рядом</translation>
    </message>
    <message>
        <source>Cursor &amp;Gaps</source>
        <translation>Пропуски &amp;курсора</translation>
    </message>
    <message>
        <source>Rows a consumer polling WHERE id &gt; :last_seen would miss, and the safety window that catches them</source>
        <translation>Строки, которые пропустит потребитель, опрашивающий WHERE id &gt; :last_seen, и окно безопасности, которое их перехватывает</translation>
    </message>
    <message>
        <source>Export what this page shows as a report: HTML, PDF, Markdown, CSV or JSON, with a preview (Ctrl+Alt+E)</source>
        <translation>Экспортировать то, что показывает эта страница, как отчёт: HTML, PDF, Markdown, CSV или JSON, с предпросмотром (Ctrl+Alt+E)</translation>
    </message>
    <message>
        <source>D&amp;ata</source>
        <translation>&amp;Данные</translation>
    </message>
    <message>
        <source>Ti&amp;me Travel</source>
        <translation>&amp;Машина времени</translation>
    </message>
    <message>
        <source>Exp&amp;ort…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
</context>
<context>
    <name>idscope::DatabaseStatus</name>
    <message>
        <source>IMMUTABLE</source>
        <translation>НЕИЗМЕНЯЕМАЯ</translation>
    </message>
    <message>
        <source>Opened read-only with immutable=1: changes made by other programs while it is open are not seen.</source>
        <translation>Открыта только для чтения с immutable=1: изменения, вносимые другими программами, пока она открыта, не видны.</translation>
    </message>
    <message>
        <source>READ-ONLY · RECOVERED</source>
        <translation>ТОЛЬКО ЧТЕНИЕ · ВОССТАНОВЛЕНА</translation>
    </message>
    <message>
        <source>READ-ONLY</source>
        <translation>ТОЛЬКО ЧТЕНИЕ</translation>
    </message>
    <message>
        <source>idscope never writes to the database: it is opened read-only and left byte-for-byte unchanged.</source>
        <translation>idscope никогда не пишет в базу данных: она открывается только для чтения и остаётся неизменной байт в байт.</translation>
    </message>
    <message>
        <source>SQLite %1 · page %2 B · journal %3</source>
        <translation>SQLite %1 · страница %2 Б · журнал %3</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>SQLite library version, page size and journal mode of the file</source>
        <translation>Версия библиотеки SQLite, размер страницы и режим журнала файла</translation>
    </message>
    <message numerus="yes">
        <source>%Ln table(s), %1 rows</source>
        <translation>
            <numerusform>%Ln таблица, строк: %1</numerusform>
            <numerusform>%Ln таблицы, строк: %1</numerusform>
            <numerusform>%Ln таблиц, строк: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln table(s), ≈%1 rows (counting %2 of %3…)</source>
        <translation>
            <numerusform>%Ln таблица, строк: ≈%1 (подсчёт: %2 из %3…)</numerusform>
            <numerusform>%Ln таблицы, строк: ≈%1 (подсчёт: %2 из %3…)</numerusform>
            <numerusform>%Ln таблиц, строк: ≈%1 (подсчёт: %2 из %3…)</numerusform>
        </translation>
    </message>
    <message>
        <source>Approximate counts come from sqlite_stat1 or the B-tree&apos;s pages; exact counts follow in the background.</source>
        <translation>Приблизительное число строк берётся из sqlite_stat1 или страниц B-дерева; точное число подсчитывается в фоне.</translation>
    </message>
    <message>
        <source>idscope never writes to the server: the session is read-only and every read runs in a read-only transaction.</source>
        <translation>idscope никогда не пишет на сервер: сеанс только для чтения, и каждое чтение идёт в транзакции только для чтения.</translation>
    </message>
    <message>
        <source>PostgreSQL %1 · database %2 · user %3</source>
        <translation>PostgreSQL %1 · база %2 · пользователь %3</translation>
    </message>
    <message>
        <source>Server version, database and user; host %1</source>
        <translation>Версия сервера, база данных и пользователь; хост %1</translation>
    </message>
</context>
<context>
    <name>idscope::DecodeText</name>
    <message>
        <source>invalid</source>
        <translation>не распознано</translation>
    </message>
    <message>
        <source>no instant</source>
        <translation>нет времени</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 сутки</translation>
    </message>
    <message>
        <source>1 s</source>
        <translation>1 с</translation>
    </message>
    <message>
        <source>10 ms</source>
        <translation>10 мс</translation>
    </message>
    <message>
        <source>1 ms</source>
        <translation>1 мс</translation>
    </message>
    <message>
        <source>1 µs</source>
        <translation>1 мкс</translation>
    </message>
    <message>
        <source>100 ns</source>
        <translation>100 нс</translation>
    </message>
    <message>
        <source>1 ns</source>
        <translation>1 нс</translation>
    </message>
    <message>
        <source>Not decoded: %1</source>
        <translation>Не расшифровано: %1</translation>
    </message>
    <message>
        <source>Chosen reading</source>
        <translation>Выбранное прочтение</translation>
    </message>
    <message>
        <source>Alternative</source>
        <translation>Другое прочтение</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Формат</translation>
    </message>
    <message>
        <source>Canonical</source>
        <translation>Каноническая запись</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Момент</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Давность</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Точность</translation>
    </message>
    <message>
        <source>none: this format carries no time</source>
        <translation>нет: этот формат не содержит времени</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <source>Read this row as %1</source>
        <translation>Читать эту строку как %1</translation>
    </message>
    <message>
        <source>Also reads as:</source>
        <translation>Читается и как:</translation>
    </message>
    <message>
        <source>Select the row to see every reading in the details pane.</source>
        <translation>Выберите строку: все прочтения будут в панели под таблицей или рядом с ней.</translation>
    </message>
    <message>
        <source>256 ms</source>
        <translation>256 мс</translation>
    </message>
    <message>
        <source>1/4096 ms (≈244 ns)</source>
        <translation>1/4096 мс (≈244 нс)</translation>
    </message>
    <message>
        <source>10 µs</source>
        <translation>10 мкс</translation>
    </message>
</context>
<context>
    <name>idscope::DecoderModel</name>
    <message>
        <source>Input</source>
        <translation>Ввод</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Формат</translation>
    </message>
    <message>
        <source>Instant (%1)</source>
        <translation>Момент (%1)</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Давность</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Точность</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Поля</translation>
    </message>
    <message>
        <source>Alternatives</source>
        <translation>Другие прочтения</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <source>The value as pasted</source>
        <translation>Значение в том виде, как оно вставлено</translation>
    </message>
    <message>
        <source>The instant embedded in the value, in the chosen time zone</source>
        <translation>Момент времени, заложенный в значение, в выбранном часовом поясе</translation>
    </message>
    <message>
        <source>How long ago the instant was, or how far ahead</source>
        <translation>Как давно был этот момент или сколько до него осталось</translation>
    </message>
    <message>
        <source>The finest unit of time the format actually carries</source>
        <translation>Наименьшая единица времени, которую действительно хранит формат</translation>
    </message>
    <message>
        <source>The other parts of the value: version, counters, node, random bits</source>
        <translation>Остальные части значения: версия, счётчики, узел, случайные биты</translation>
    </message>
    <message>
        <source>Other formats that also read this value, less plausibly</source>
        <translation>Другие форматы, которые тоже читают это значение, но менее правдоподобно</translation>
    </message>
    <message>
        <source>Anything unusual about the value</source>
        <translation>Всё необычное в этом значении</translation>
    </message>
    <message>
        <source>%1 (chosen)</source>
        <translation>%1 (выбрано)</translation>
    </message>
    <message>
        <source>The format the value was read as. Right-click a row (or press Shift+F10) to read that row as another format; such rows say “chosen”.</source>
        <translation>Формат, в котором прочитано значение. Щёлкните строку правой кнопкой (или нажмите Shift+F10), чтобы прочитать её в другом формате; у таких строк стоит «выбрано».</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Does not read this value: %1</source>
        <translation>Не читает это значение: %1</translation>
    </message>
    <message>
        <source>Read as %1 by your choice for this row. The choice stays when the time zone changes and is dropped when the pasted text or “Read as” changes.</source>
        <translation>Прочитано как %1 по вашему выбору для этой строки. Выбор сохраняется при смене часового пояса и сбрасывается при изменении вставленного текста или «Читать как».</translation>
    </message>
    <message>
        <source>Read it like the other rows</source>
        <translation>Читать как остальные строки</translation>
    </message>
</context>
<context>
    <name>idscope::DecoderPanel</name>
    <message>
        <source>Paste IDs here: one per line, or any text such as log lines; the IDs in it are found and decoded.</source>
        <translation>Вставьте сюда идентификаторы: по одному в строке или любой текст, например строки журнала; идентификаторы в нём будут найдены и расшифрованы.</translation>
    </message>
    <message>
        <source>&amp;Read as:</source>
        <translation>&amp;Читать как:</translation>
    </message>
    <message>
        <source>Time &amp;zone:</source>
        <translation>Часовой по&amp;яс:</translation>
    </message>
    <message>
        <source>Replace the text with the clipboard and decode it</source>
        <translation>Заменить текст содержимым буфера обмена и расшифровать его</translation>
    </message>
    <message>
        <source>Empty the paste box and the results</source>
        <translation>Очистить поле ввода и результаты</translation>
    </message>
    <message>
        <source>&amp;Copy Results</source>
        <translation>Копировать рез&amp;ультаты</translation>
    </message>
    <message>
        <source>Copy the selected rows, or all rows, as tab-separated text</source>
        <translation>Копировать выбранные строки (или все строки) как текст с разделителями-табуляциями</translation>
    </message>
    <message>
        <source>Copy the selected rows as tab-separated text</source>
        <translation>Копировать выбранные строки как текст с разделителями-табуляциями</translation>
    </message>
    <message>
        <source>Select a row to see every reading of the value.</source>
        <translation>Выберите строку, чтобы увидеть все прочтения значения.</translation>
    </message>
    <message>
        <source>Stop decoding; rows decoded so far stay</source>
        <translation>Остановить расшифровку; уже расшифрованные строки останутся</translation>
    </message>
    <message>
        <source>Rows copied: %1</source>
        <translation>Скопировано строк: %1</translation>
    </message>
    <message>
        <source>Paste IDs above, or press %1 to decode the clipboard.</source>
        <translation>Вставьте идентификаторы выше или нажмите %1, чтобы расшифровать буфер обмена.</translation>
    </message>
    <message>
        <source>Values: %1</source>
        <translation>Значений: %1</translation>
    </message>
    <message>
        <source>decoded: %1</source>
        <translation>расшифровано: %1</translation>
    </message>
    <message>
        <source>not decoded: %1</source>
        <translation>не расшифровано: %1</translation>
    </message>
    <message>
        <source>with warnings: %1</source>
        <translation>с предупреждениями: %1</translation>
    </message>
    <message>
        <source>decoding %1 of %2…</source>
        <translation>расшифровка: %1 из %2…</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>%1 more values not shown (limit %2)</source>
        <translation>ещё %1 значений не показано (предел %2)</translation>
    </message>
    <message>
        <source>Values to decode. Decoding starts as you type or paste. Changing the text drops the formats chosen for single rows.</source>
        <translation>Значения для декодирования. Декодирование начинается при вводе или вставке. Изменение текста сбрасывает форматы, выбранные для отдельных строк.</translation>
    </message>
    <message>
        <source>Read every value as this format instead of detecting it. Changing it drops the formats chosen for single rows (right-click a row to choose one).</source>
        <translation>Читать все значения в этом формате вместо определения. Изменение сбрасывает форматы, выбранные для отдельных строк (щёлкните строку правой кнопкой, чтобы выбрать).</translation>
    </message>
    <message>
        <source>&amp;Copy Rows</source>
        <translation>&amp;Копировать строки</translation>
    </message>
    <message>
        <source>Row Menu</source>
        <translation>Меню строки</translation>
    </message>
    <message>
        <source>Open the menu of the current row: read it as another format, copy</source>
        <translation>Открыть меню текущей строки: прочитать в другом формате, скопировать</translation>
    </message>
    <message>
        <source>%1 is read like the other rows again</source>
        <translation>%1 снова читается как остальные строки</translation>
    </message>
    <message>
        <source>%1 is read as %2</source>
        <translation>%1 читается как %2</translation>
    </message>
    <message>
        <source>&amp;Read This Row As</source>
        <translation>&amp;Читать эту строку как</translation>
    </message>
    <message>
        <source>Read only this value as another format. The choice is dropped when the pasted text or “Read as” changes.</source>
        <translation>Прочитать только это значение в другом формате. Выбор сбрасывается при изменении вставленного текста или «Читать как».</translation>
    </message>
    <message>
        <source>&amp;Automatic</source>
        <translation>&amp;Автоматически</translation>
    </message>
    <message>
        <source>&amp;Like All Rows (%1)</source>
        <translation>&amp;Как все строки (%1)</translation>
    </message>
    <message>
        <source>Read this value like every other row: detected, or the “Read as” format</source>
        <translation>Читать это значение как все остальные строки: автоопределение или формат из «Читать как»</translation>
    </message>
    <message>
        <source>&amp;Other Formats</source>
        <translation>&amp;Другие форматы</translation>
    </message>
    <message>
        <source>Every format; those that cannot read this value are greyed out</source>
        <translation>Все форматы; те, что не читают это значение, недоступны</translation>
    </message>
    <message>
        <source>read as chosen: %1</source>
        <translation>прочитано по выбору: %1</translation>
    </message>
    <message>
        <source>E&amp;xport Report…</source>
        <translation>Экспорт отчёт&amp;а…</translation>
    </message>
    <message>
        <source>Write the selected rows, or all rows, with their readings as a report: HTML, PDF, Markdown, CSV or JSON</source>
        <translation>Записать выделенные строки (или все) с их расшифровкой как отчёт: HTML, PDF, Markdown, CSV или JSON</translation>
    </message>
    <message>
        <source>Pa&amp;ste and Decode</source>
        <translation>Вставить и &amp;расшифровать</translation>
    </message>
    <message>
        <source>Cl&amp;ear</source>
        <translation>&amp;Очистить</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <source>Every reading of the selected value</source>
        <translation>Все прочтения выбранного значения</translation>
    </message>
    <message>
        <source>Compare Epochs</source>
        <translation>Сравнить эпохи</translation>
    </message>
    <message>
        <source>The selected decimal integer under every Snowflake-like profile, TSID and Unix unit, sorted by time around now</source>
        <translation>Выбранное десятичное целое во всех профилях типа Snowflake, как TSID и в единицах Unix, по времени относительно текущего момента</translation>
    </message>
    <message>
        <source>Readings dimmed and marked ⚠ lie in the future, before their profile&apos;s launch or outside its range</source>
        <translation>Бледные прочтения с пометкой ⚠ лежат в будущем, до появления своего профиля или вне его диапазона</translation>
    </message>
    <message>
        <source>Select a row holding a decimal integer to read it under every integer profile.</source>
        <translation>Выберите строку с десятичным целым, чтобы прочитать его во всех целочисленных профилях.</translation>
    </message>
    <message>
        <source>%1 is not a decimal integer: only numbers are read under every profile.</source>
        <translation>%1 — не десятичное целое: во всех профилях читаются только числа.</translation>
    </message>
    <message>
        <source>%1 under every integer profile, earliest first. Plausible readings lie between the profile&apos;s launch and now.</source>
        <translation>%1 во всех целочисленных профилях, от раннего к позднему. Правдоподобные прочтения лежат между появлением профиля и текущим моментом.</translation>
    </message>
</context>
<context>
    <name>idscope::EpochCompareModel</name>
    <message>
        <source>⚠ out of range</source>
        <translation>⚠ вне диапазона</translation>
    </message>
    <message>
        <source>⚠ future</source>
        <translation>⚠ в будущем</translation>
    </message>
    <message>
        <source>⚠ before launch (%1)</source>
        <translation>⚠ до появления (%1)</translation>
    </message>
    <message>
        <source>The number has bits this layout does not hold (or is negative): no instant.</source>
        <translation>В числе есть биты, которых нет в этой раскладке (или оно отрицательное): момента нет.</translation>
    </message>
    <message>
        <source>This reading lies in the future: no ID minted so far says so.</source>
        <translation>Это прочтение лежит в будущем: ни один уже созданный ID такого не показывает.</translation>
    </message>
    <message>
        <source>This reading lies before the profile came into use (%1): real IDs of it are rarely that old.</source>
        <translation>Это прочтение лежит до появления профиля (%1): настоящие ID такого профиля редко бывают настолько старыми.</translation>
    </message>
    <message>
        <source>Between the profile&apos;s launch and now: a plausible reading.</source>
        <translation>Между появлением профиля и текущим моментом: правдоподобное прочтение.</translation>
    </message>
    <message>
        <source>── now: %1 ──</source>
        <translation>── сейчас: %1 ──</translation>
    </message>
    <message>
        <source>Readings above lie in the past, readings below in the future.</source>
        <translation>Прочтения выше лежат в прошлом, ниже — в будущем.</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Момент</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Профиль</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Давность</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Пометки</translation>
    </message>
</context>
<context>
    <name>idscope::Errors</name>
    <message>
        <source>no plausible reading: %1</source>
        <translation>нет правдоподобного прочтения: %1</translation>
    </message>
    <message>
        <source>%1-character %2 expected; %3 given</source>
        <translation>ожидался %2 из %1 символов; дано %3</translation>
    </message>
    <message>
        <source>NULL carries no ID</source>
        <translation>NULL не содержит идентификатора</translation>
    </message>
    <message>
        <source>a %1-byte BLOB is not a known binary ID</source>
        <translation>BLOB длиной %1 байт не является известным двоичным идентификатором</translation>
    </message>
    <message>
        <source>not a recognised ID or time format (%1 characters)</source>
        <translation>не распознан ни один формат идентификатора или времени (%1 символов)</translation>
    </message>
    <message>
        <source>wrong length for %1</source>
        <translation>неверная длина для %1</translation>
    </message>
    <message>
        <source>character %1 is not allowed in %2</source>
        <translation>символ %1 недопустим в %2</translation>
    </message>
    <message>
        <source>value overflows %1 (first character too large)</source>
        <translation>значение переполняет %1 (слишком большой первый символ)</translation>
    </message>
    <message>
        <source>version bits do not match %1</source>
        <translation>биты версии не соответствуют %1</translation>
    </message>
    <message>
        <source>variant bits are not RFC 9562</source>
        <translation>биты варианта не соответствуют RFC 9562</translation>
    </message>
    <message>
        <source>TypeID prefix must be 1-63 lowercase letters or underscores, starting and ending with a letter</source>
        <translation>префикс TypeID должен состоять из 1–63 строчных букв или подчёркиваний и начинаться и заканчиваться буквой</translation>
    </message>
    <message>
        <source>TypeID suffix is not valid</source>
        <translation>недопустимый суффикс TypeID</translation>
    </message>
    <message>
        <source>value is out of range for %1</source>
        <translation>значение вне допустимого диапазона для %1</translation>
    </message>
    <message>
        <source>checksum does not match</source>
        <translation>контрольная сумма не совпадает</translation>
    </message>
    <message>
        <source>no plausible reading</source>
        <translation>нет правдоподобного прочтения</translation>
    </message>
</context>
<context>
    <name>idscope::ExportReportDialog</name>
    <message>
        <source>Cancelled.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Экспорт отчёта</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Содержание</translation>
    </message>
    <message>
        <source>The file and its list of tables</source>
        <translation>Файл и список его таблиц</translation>
    </message>
    <message>
        <source>Path, size, SQLite version, page size, journal mode</source>
        <translation>Путь, размер, версия SQLite, размер страницы, режим журнала</translation>
    </message>
    <message>
        <source>Tables with a section each: ID and time columns, format mix, time range, anomalies, a histogram</source>
        <translation>Таблицы, каждая в своём разделе: столбцы ID и времени, состав форматов, диапазон времени, аномалии, гистограмма</translation>
    </message>
    <message>
        <source>Adds the key locality and cursor-gap sections for this column</source>
        <translation>Добавляет разделы о локальности ключей и пропусках курсора для этого столбца</translation>
    </message>
    <message>
        <source>Version table state as of</source>
        <translation>Состояние таблицы версий на</translation>
    </message>
    <message>
        <source>Every entity of the version table as it stood at this instant</source>
        <translation>Все сущности таблицы версий в состоянии на этот момент</translation>
    </message>
    <message>
        <source>Read every row (slower; default: a sample)</source>
        <translation>Читать все строки (медленнее; по умолчанию — выборка)</translation>
    </message>
    <message>
        <source>Profile complete tables instead of about 1,000 rows each</source>
        <translation>Анализировать таблицы целиком, а не примерно по 1 000 строк из каждой</translation>
    </message>
    <message>
        <source>Tables:</source>
        <translation>Таблицы:</translation>
    </message>
    <message>
        <source>Column:</source>
        <translation>Столбец:</translation>
    </message>
    <message>
        <source>HTML and PDF carry the charts; CSV holds the main table only</source>
        <translation>HTML и PDF содержат диаграммы; CSV — только основную таблицу</translation>
    </message>
    <message>
        <source>The report file; written only when complete</source>
        <translation>Файл отчёта; записывается только после завершения</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>Choose where to save the report</source>
        <translation>Выбрать, куда сохранить отчёт</translation>
    </message>
    <message>
        <source>&amp;Update Preview</source>
        <translation>&amp;Обновить предпросмотр</translation>
    </message>
    <message>
        <source>Build the report again with these choices</source>
        <translation>Построить отчёт заново с этими параметрами</translation>
    </message>
    <message>
        <source>Stop building the report</source>
        <translation>Остановить построение отчёта</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Экспорт</translation>
    </message>
    <message>
        <source>-report</source>
        <translation>-отчёт</translation>
    </message>
    <message>
        <source>report</source>
        <translation>отчёт</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>Файлы %1 (*.%2)</translation>
    </message>
    <message>
        <source>Choose a file to write.</source>
        <translation>Выберите файл для записи.</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>База данных не открыта.</translation>
    </message>
    <message>
        <source>Building the report…</source>
        <translation>Построение отчёта…</translation>
    </message>
    <message>
        <source>Preview up to date.</source>
        <translation>Предпросмотр актуален.</translation>
    </message>
    <message>
        <source>Written to %1.</source>
        <translation>Записано в %1.</translation>
    </message>
    <message>
        <source>The server and its list of tables</source>
        <translation>Сервер и список его таблиц</translation>
    </message>
    <message>
        <source>Server version, host, port, database, user</source>
        <translation>Версия сервера, хост, порт, база данных, пользователь</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>не удаётся создать папку %1</translation>
    </message>
</context>
<context>
    <name>idscope::FormatComboBox</name>
    <message>
        <source>Read every value as this format instead of detecting it</source>
        <translation>Читать все значения в этом формате, не определяя его автоматически</translation>
    </message>
    <message>
        <source>Auto-detect</source>
        <translation>Автоопределение</translation>
    </message>
</context>
<context>
    <name>idscope::FormatInfo</name>
    <message>
        <source>s since 1400000000</source>
        <translation>секунды с 1400000000</translation>
    </message>
    <message>
        <source>27 base62, case-sensitive</source>
        <translation>27 знаков base62, регистр важен</translation>
    </message>
    <message>
        <source>Unix s</source>
        <translation>Unix, с</translation>
    </message>
    <message>
        <source>24 hex</source>
        <translation>24 шестнадцатеричных знака</translation>
    </message>
    <message>
        <source>20 chars 0-9a-v</source>
        <translation>20 знаков 0-9a-v</translation>
    </message>
    <message>
        <source>Unix ms</source>
        <translation>Unix, мс</translation>
    </message>
    <message>
        <source>25 base36 0-9a-z, case-insensitive</source>
        <translation>25 знаков base36 0-9a-z, регистр не важен</translation>
    </message>
    <message>
        <source>Unix ms / 256</source>
        <translation>Unix, мс / 256</translation>
    </message>
    <message>
        <source>12 base36 0-9a-z, case-insensitive</source>
        <translation>12 знаков base36 0-9a-z, регистр не важен</translation>
    </message>
    <message>
        <source>ms since 1288834974657 (2010-11-04)</source>
        <translation>мс с 1288834974657 (2010-11-04)</translation>
    </message>
    <message>
        <source>decimal int64</source>
        <translation>десятичное int64</translation>
    </message>
    <message>
        <source>ms since 1420070400000 (2015-01-01)</source>
        <translation>мс с 1420070400000 (2015-01-01)</translation>
    </message>
    <message>
        <source>decimal</source>
        <translation>десятичное</translation>
    </message>
    <message>
        <source>ms since 1314220021721 (2011-08-24)</source>
        <translation>мс с 1314220021721 (2011-08-24)</translation>
    </message>
    <message>
        <source>since 2014-09-01 (v2 default 2025-01-01)</source>
        <translation>с 2014-09-01 (у v2 по умолчанию с 2025-01-01)</translation>
    </message>
    <message>
        <source>user</source>
        <translation>задаёт пользователь</translation>
    </message>
    <message>
        <source>20 chars -0-9A-Z_a-z</source>
        <translation>20 знаков -0-9A-Z_a-z</translation>
    </message>
    <message>
        <source>25 chars lowercase</source>
        <translation>25 знаков в нижнем регистре</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>24 chars a-z0-9, first a letter</source>
        <translation>24 знака a-z0-9, первый — буква</translation>
    </message>
    <message>
        <source>21 chars A-Za-z0-9_-</source>
        <translation>21 знак A-Za-z0-9_-</translation>
    </message>
    <message>
        <source>Unix µs</source>
        <translation>Unix, мкс</translation>
    </message>
    <message>
        <source>13 chars 234567a-z</source>
        <translation>13 знаков 234567a-z</translation>
    </message>
    <message>
        <source>integer</source>
        <translation>целое</translation>
    </message>
    <message>
        <source>Unix ns</source>
        <translation>Unix, нс</translation>
    </message>
    <message>
        <source>days since -4713-11-24 12:00</source>
        <translation>дни с -4713-11-24 12:00</translation>
    </message>
    <message>
        <source>real</source>
        <translation>вещественное</translation>
    </message>
    <message>
        <source>2026-01-02T03:04:05Z, fraction and offset optional</source>
        <translation>2026-01-02T03:04:05Z, дробная часть и смещение необязательны</translation>
    </message>
    <message>
        <source>26 Crockford base32, case-insensitive, first char ≤ 7</source>
        <translation>26 знаков Crockford base32, регистр не важен, первый ≤ 7</translation>
    </message>
    <message>
        <source>ms since 2020-01-01</source>
        <translation>мс с 2020-01-01</translation>
    </message>
    <message>
        <source>13 Crockford, or int64</source>
        <translation>13 знаков Crockford или int64</translation>
    </message>
    <message>
        <source>from the UUID</source>
        <translation>из UUID</translation>
    </message>
    <message>
        <source>prefix_ + 26 lowercase Crockford</source>
        <translation>префикс_ + 26 знаков Crockford в нижнем регистре</translation>
    </message>
    <message>
        <source>100 ns since 1582-10-15</source>
        <translation>интервалы по 100 нс с 1582-10-15</translation>
    </message>
    <message>
        <source>8-4-4-4-12 hex, 32 hex, {…}, urn:uuid:, 16-byte BLOB</source>
        <translation>8-4-4-4-12 hex, 32 hex, {…}, urn:uuid:, 16-байтовый BLOB</translation>
    </message>
    <message>
        <source>as UUID</source>
        <translation>как у UUID</translation>
    </message>
    <message>
        <source>as UUID; 16-byte BLOB</source>
        <translation>как у UUID; 16-байтовый BLOB</translation>
    </message>
    <message>
        <source>— (user layout)</source>
        <translation>— (раскладка пользователя)</translation>
    </message>
    <message>
        <source>22 base62 0-9A-Za-z; 32 hex; UUID form</source>
        <translation>22 знака base62 0-9A-Za-z; 32 шестнадцатеричных знака; вид UUID</translation>
    </message>
    <message>
        <source>base62 0-9A-Za-z (18 digits); 32 hex; UUID form</source>
        <translation>base62 0-9A-Za-z (18 цифр); 32 шестнадцатеричные цифры; вид UUID</translation>
    </message>
    <message>
        <source>32 hex, case-insensitive</source>
        <translation>32 шестнадцатеричные цифры, регистр не важен</translation>
    </message>
    <message>
        <source>prefix_ + 10-40 letters and digits</source>
        <translation>префикс_ + 10–40 букв и цифр</translation>
    </message>
    <message>
        <source>letters and digits, shuffled alphabet</source>
        <translation>буквы и цифры, перемешанный алфавит</translation>
    </message>
    <message>
        <source>22 base62 0-9A-Za-z</source>
        <translation>22 символа base62 0-9A-Za-z</translation>
    </message>
    <message>
        <source>Qm + 44 base58btc (v0); b + base32 (v1)</source>
        <translation>Qm + 44 символа base58btc (v0); b + base32 (v1)</translation>
    </message>
    <message>
        <source>decimal (19 digits)</source>
        <translation>десятичное (19 цифр)</translation>
    </message>
    <message>
        <source>decimal; base58 (11 chars) when asked for</source>
        <translation>десятичное; base58 (11 символов) по запросу</translation>
    </message>
    <message>
        <source>10 µs since 1420070400000 (2015-01-01)</source>
        <translation>10 мкс с 1420070400000 (2015-01-01)</translation>
    </message>
    <message>
        <source>decimal INT8</source>
        <translation>десятичное INT8</translation>
    </message>
    <message>
        <source>Unix ms (the default epoch)</source>
        <translation>мс Unix (эпоха по умолчанию)</translation>
    </message>
    <message>
        <source>decimal; read when asked for (its instants are LinkedIn&apos;s)</source>
        <translation>десятичное; читается по запросу (его моменты совпадают с LinkedIn)</translation>
    </message>
    <message>
        <source>decimal; read when asked for (its instants are Discord&apos;s)</source>
        <translation>десятичное; читается по запросу (его моменты совпадают с Discord)</translation>
    </message>
    <message>
        <source>27 chars prefix_ + 22, base32 234567a-z, lower case</source>
        <translation>27 символов: префикс_ + 22, base32 234567a-z, строчные</translation>
    </message>
    <message>
        <source>48 ms, 80 random</source>
        <translation>48 мс, 80 случайных</translation>
    </message>
    <message>
        <source>64 ms, 48 worker (MAC), 16 sequence</source>
        <translation>64 мс, 48 воркер (MAC), 16 последовательность</translation>
    </message>
    <message>
        <source>32 s, 32 zero, 64 random</source>
        <translation>32 с, 32 нулевых, 64 случайных</translation>
    </message>
    <message>
        <source>32-bit s + 128-bit payload</source>
        <translation>32-битные секунды + 128-битная полезная нагрузка</translation>
    </message>
    <message>
        <source>4 s, 5 random, 3 counter</source>
        <translation>4 с, 5 случайных, 3 счётчик</translation>
    </message>
    <message>
        <source>4 s, 3 machine, 2 pid, 3 counter</source>
        <translation>4 с, 3 машина, 2 pid, 3 счётчик</translation>
    </message>
    <message>
        <source>48 ms, 24 counter_hi, 24 counter_lo, 32 entropy</source>
        <translation>48 мс, 24 counter_hi, 24 counter_lo, 32 энтропия</translation>
    </message>
    <message>
        <source>40 × 256 ms, 24 node_ctr (node ID + counter)</source>
        <translation>40 × 256 мс, 24 node_ctr (ID узла + счётчик)</translation>
    </message>
    <message>
        <source>type prefix + random; no instant</source>
        <translation>префикс типа + случайные; без момента времени</translation>
    </message>
    <message>
        <source>encoded numbers; no instant</source>
        <translation>закодированные числа; без момента времени</translation>
    </message>
    <message>
        <source>12 random prefix + 10 sequence; no instant</source>
        <translation>12 случайный префикс + 10 последовательность; без момента времени</translation>
    </message>
    <message>
        <source>content hash; no instant</source>
        <translation>хеш содержимого; без момента времени</translation>
    </message>
    <message>
        <source>0, 41 ms, 5 datacenter, 5 worker, 12 sequence</source>
        <translation>0, 41 мс, 5 дата-центр, 5 воркер, 12 последовательность</translation>
    </message>
    <message>
        <source>42 ms, 5 worker, 5 process, 12 increment</source>
        <translation>42 мс, 5 воркер, 5 процесс, 12 инкремент</translation>
    </message>
    <message>
        <source>41 ms, 13 shard, 10 sequence</source>
        <translation>41 мс, 13 шард, 10 последовательность</translation>
    </message>
    <message>
        <source>48 ms, 16 sequence/hash</source>
        <translation>48 мс, 16 последовательность/хеш</translation>
    </message>
    <message>
        <source>39 × 10 ms, 8 sequence, 16 machine</source>
        <translation>39 × 10 мс, 8 последовательность, 16 машина</translation>
    </message>
    <message>
        <source>0, 41 ms, 22 worker/sequence</source>
        <translation>0, 41 мс, 22 воркер/последовательность</translation>
    </message>
    <message>
        <source>32 s, 21 sequence, 11 generator</source>
        <translation>32 с, 21 последовательность, 11 генератор</translation>
    </message>
    <message>
        <source>0, 48 × 10 µs, 15 node</source>
        <translation>0, 48 × 10 мкс, 15 узел</translation>
    </message>
    <message>
        <source>42 ms, 5 datacenter, 5 worker, 12 sequence</source>
        <translation>42 мс, 5 дата-центр, 5 воркер, 12 последовательность</translation>
    </message>
    <message>
        <source>0, 41 ms, 5 node, 5 worker, 12 sequence</source>
        <translation>0, 41 мс, 5 узел, 5 воркер, 12 последовательность</translation>
    </message>
    <message>
        <source>user layout: epoch + bit widths</source>
        <translation>раскладка пользователя: эпоха + ширины полей в битах</translation>
    </message>
    <message>
        <source>8 chars ms + 12 random</source>
        <translation>8 знаков мс + 12 случайных</translation>
    </message>
    <message>
        <source>c + base36 ms + counter + fingerprint + random</source>
        <translation>c + мс в base36 + счётчик + отпечаток + случайные</translation>
    </message>
    <message>
        <source>hashed; no instant</source>
        <translation>хеш; без момента времени</translation>
    </message>
    <message>
        <source>random; no instant</source>
        <translation>случайные; без момента времени</translation>
    </message>
    <message>
        <source>0, 53 µs, 10 clock id</source>
        <translation>0, 53 мкс, 10 ID часов</translation>
    </message>
    <message>
        <source>SQLite REAL Julian day</source>
        <translation>юлианский день (SQLite REAL)</translation>
    </message>
    <message>
        <source>time as text</source>
        <translation>время текстом</translation>
    </message>
    <message>
        <source>48 ms + 80 random; 16-byte BE binary</source>
        <translation>48 мс + 80 случайных; 16-байтовый двоичный BE</translation>
    </message>
    <message>
        <source>42 ms + 22 node/counter</source>
        <translation>42 мс + 22 узел/счётчик</translation>
    </message>
    <message>
        <source>prefix_ + base32 of a UUID (v7)</source>
        <translation>prefix_ + base32 от UUID (v7)</translation>
    </message>
    <message>
        <source>40 × 256 ms, 64 random, 20 prefix, 4 version</source>
        <translation>40 × 256 мс, 64 случайных, 20 префикс, 4 версия</translation>
    </message>
    <message>
        <source>time_low (32 bits), time_mid (16), ver (4 bits) = 1, time_hi (12), var (2 bits) = 0b10, clock_seq (14), node (48)</source>
        <translation>time_low (32 бита), time_mid (16), ver (4 бита) = 1, time_hi (12), var (2 бита) = 0b10, clock_seq (14), node (48)</translation>
    </message>
    <message>
        <source>MD5 name hash; ver (4 bits) = 3, var (2 bits) = 0b10</source>
        <translation>MD5-хеш имени; ver (4 бита) = 3, var (2 бита) = 0b10</translation>
    </message>
    <message>
        <source>122 random bits; ver (4 bits) = 4, var (2 bits) = 0b10</source>
        <translation>122 случайных бита; ver (4 бита) = 4, var (2 бита) = 0b10</translation>
    </message>
    <message>
        <source>SHA-1 name hash; ver (4 bits) = 5, var (2 bits) = 0b10</source>
        <translation>SHA-1-хеш имени; ver (4 бита) = 5, var (2 бита) = 0b10</translation>
    </message>
    <message>
        <source>time_high (48 bits), ver (4 bits) = 6, time_low (12), var (2 bits) = 0b10, clock_seq (14), node (48)</source>
        <translation>time_high (48 бит), ver (4 бита) = 6, time_low (12), var (2 бита) = 0b10, clock_seq (14), node (48)</translation>
    </message>
    <message>
        <source>unix_ts_ms (48 bits), ver (4 bits) = 7, rand_a (12), var (2 bits) = 0b10, rand_b (62)</source>
        <translation>unix_ts_ms (48 бит), ver (4 бита) = 7, rand_a (12), var (2 бита) = 0b10, rand_b (62)</translation>
    </message>
    <message>
        <source>custom_a (48 bits), ver (4 bits) = 8, custom_b (12), var (2 bits) = 0b10, custom_c (62)</source>
        <translation>custom_a (48 бит), ver (4 бита) = 8, custom_b (12), var (2 бита) = 0b10, custom_c (62)</translation>
    </message>
    <message>
        <source>all 128 bits zero</source>
        <translation>все 128 бит — нули</translation>
    </message>
    <message>
        <source>all 128 bits one</source>
        <translation>все 128 бит — единицы</translation>
    </message>
    <message>
        <source>version or variant outside RFC 9562</source>
        <translation>версия или вариант вне RFC 9562</translation>
    </message>
    <message>
        <source>32 s, 10 ms, 3, 5 sequence, 2, 4 type, 8 machine</source>
        <translation>32 с, 10 мс, 3, 5 последовательность, 2, 4 тип, 8 машина</translation>
    </message>
    <message>
        <source>Unix s + ms</source>
        <translation>Unix, с + мс</translation>
    </message>
    <message>
        <source>41 ms, 23 random</source>
        <translation>41 мс, 23 случайные</translation>
    </message>
    <message>
        <source>ms since 946702800000 (2000-01-01 05:00)</source>
        <translation>мс с 946702800000 (2000-01-01 05:00)</translation>
    </message>
    <message>
        <source>decimal; read when asked for (any 64-bit number has its shape)</source>
        <translation>десятичное; читается по запросу (такой вид у любого 64-битного числа)</translation>
    </message>
    <message>
        <source>42 ms, 10 node, 12 sequence</source>
        <translation>42 мс, 10 узел, 12 последовательность</translation>
    </message>
    <message>
        <source>ms since 1704067200000 (2024-01-01)</source>
        <translation>мс с 1704067200000 (2024-01-01)</translation>
    </message>
    <message>
        <source>decimal or base62; read when asked for (its layout is Discord&apos;s)</source>
        <translation>десятичное или base62; читается по запросу (его раскладка совпадает с Discord)</translation>
    </message>
    <message>
        <source>44 ms, 20 random</source>
        <translation>44 мс, 20 случайные</translation>
    </message>
    <message>
        <source>16 hex, XXXXXXXXXXX-XXXXX upper case</source>
        <translation>16 шестнадцатеричных цифр, XXXXXXXXXXX-XXXXX, верхний регистр</translation>
    </message>
    <message>
        <source>8 ms, 6 machine (hex), 4 process, 6 counter</source>
        <translation>8 мс, 6 машина (hex), 4 процесс, 6 счётчик</translation>
    </message>
    <message>
        <source>24 chars base36 lower case</source>
        <translation>24 знака base36, нижний регистр</translation>
    </message>
    <message>
        <source>64 random bits; no instant</source>
        <translation>64 случайных бита; без момента времени</translation>
    </message>
    <message>
        <source>11 chars A-Za-z0-9-_</source>
        <translation>11 знаков A-Za-z0-9-_</translation>
    </message>
    <message>
        <source>header + key/value records or opaque bytes; no instant</source>
        <translation>заголовок + записи ключ/значение или непрозрачные байты; без момента времени</translation>
    </message>
    <message>
        <source>IwAR…, Iw…, PA… base64url</source>
        <translation>IwAR…, Iw…, PA… в base64url</translation>
    </message>
    <message>
        <source>UUID (v5 or v4) + number; no instant</source>
        <translation>UUID (v5 или v4) + число; без момента времени</translation>
    </message>
    <message>
        <source>2- + Base64 of &lt;uuid&gt;_&lt;3 digits&gt;</source>
        <translation>2- + Base64 от &lt;uuid&gt;_&lt;3 цифры&gt;</translation>
    </message>
    <message>
        <source>16 random characters; no instant</source>
        <translation>16 случайных знаков; без момента времени</translation>
    </message>
    <message>
        <source>XXXX-XXXX-XXXX-XXXX, no 0, 1, 5 or O</source>
        <translation>XXXX-XXXX-XXXX-XXXX, без 0, 1, 5 и O</translation>
    </message>
    <message>
        <source>48 ms, 8 flags, 16 tenant, 12 sequence, 16 shard, 60 random (160 bits)</source>
        <translation>48 мс, 8 флаги, 16 арендатор, 12 последовательность, 16 шард, 60 случайные (160 бит)</translation>
    </message>
    <message>
        <source>ms since 1577836800000 (2020-01-01)</source>
        <translation>мс с 1577836800000 (2020-01-01)</translation>
    </message>
    <message>
        <source>prefix_ + 32 Crockford base32 lower case [+ -checksum]</source>
        <translation>префикс_ + 32 знака Crockford base32 в нижнем регистре [+ -контрольная сумма]</translation>
    </message>
    <message>
        <source>32 s (little-endian), varints: µs, two unknown</source>
        <translation>32 с (little-endian), varint: мкс, два неизвестных</translation>
    </message>
    <message>
        <source>URL-safe Base64, about 22 chars</source>
        <translation>URL-safe Base64, около 22 знаков</translation>
    </message>
    <message>
        <source>8 payload ID, 2 XOR keys, platform, arch, 32 s (XOR-ed)</source>
        <translation>8 ID нагрузки, 2 ключа XOR, платформа, архитектура, 32 с (под XOR)</translation>
    </message>
    <message>
        <source>22 chars URL-safe Base64, or a stager URL path</source>
        <translation>22 знака URL-safe Base64 или путь URL стейджера</translation>
    </message>
    <message>
        <source>Unix s + µs</source>
        <translation>Unix, с + мкс</translation>
    </message>
</context>
<context>
    <name>idscope::FormatMixChart</name>
    <message>
        <source>other formats</source>
        <translation>другие форматы</translation>
    </message>
    <message>
        <source>no format</source>
        <translation>без формата</translation>
    </message>
    <message>
        <source>Share of values</source>
        <translation>Доля значений</translation>
    </message>
</context>
<context>
    <name>idscope::FormatTitle</name>
    <message>
        <source>UUID (non-RFC)</source>
        <translation>UUID (не по RFC)</translation>
    </message>
    <message>
        <source>Twitter Snowflake</source>
        <translation>Snowflake Twitter</translation>
    </message>
    <message>
        <source>Discord Snowflake</source>
        <translation>Snowflake Discord</translation>
    </message>
    <message>
        <source>Instagram ID</source>
        <translation>ID Instagram</translation>
    </message>
    <message>
        <source>Mastodon ID</source>
        <translation>ID Mastodon</translation>
    </message>
    <message>
        <source>Snowflake (custom)</source>
        <translation>Snowflake (своя схема)</translation>
    </message>
    <message>
        <source>AT Protocol TID</source>
        <translation>TID AT Protocol</translation>
    </message>
    <message>
        <source>Firebase push ID</source>
        <translation>Firebase push ID</translation>
    </message>
    <message>
        <source>Nano ID</source>
        <translation>Nano ID</translation>
    </message>
    <message>
        <source>Unix seconds</source>
        <translation>Unix-секунды</translation>
    </message>
    <message>
        <source>Unix milliseconds</source>
        <translation>Unix-миллисекунды</translation>
    </message>
    <message>
        <source>Unix microseconds</source>
        <translation>Unix-микросекунды</translation>
    </message>
    <message>
        <source>Unix nanoseconds</source>
        <translation>Unix-наносекунды</translation>
    </message>
    <message>
        <source>Julian day</source>
        <translation>Юлианский день</translation>
    </message>
    <message>
        <source>RFC 3339 time</source>
        <translation>Время RFC 3339</translation>
    </message>
    <message>
        <source>Nil UUID</source>
        <translation>Нулевой UUID</translation>
    </message>
    <message>
        <source>Max UUID</source>
        <translation>Максимальный UUID</translation>
    </message>
</context>
<context>
    <name>idscope::FormatsDialog</name>
    <message>
        <source>Formats</source>
        <translation>Форматы</translation>
    </message>
    <message>
        <source>idscope reads these formats. The name in the first column is used everywhere: in the decoder, on the command line (--format) and in JSON reports.</source>
        <translation>idscope читает эти форматы. Имя из первого столбца используется везде: в декодере, в командной строке (--format) и в отчётах JSON.</translation>
    </message>
    <message>
        <source>Filter formats…</source>
        <translation>Фильтр форматов…</translation>
    </message>
    <message>
        <source>Show only formats whose description contains this text</source>
        <translation>Показывать только форматы, в описании которых есть этот текст</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Структура</translation>
    </message>
    <message>
        <source>The bits, most significant first</source>
        <translation>Биты, от старших к младшим</translation>
    </message>
    <message>
        <source>Epoch / unit</source>
        <translation>Эпоха / единица</translation>
    </message>
    <message>
        <source>Text forms</source>
        <translation>Текстовые формы</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Точность</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Границы ID</translation>
    </message>
    <message>
        <source>Whether an instant can be turned into the smallest and largest ID of this format, for WHERE id BETWEEN queries</source>
        <translation>Можно ли превратить момент времени в наименьший и наибольший идентификатор этого формата для запросов WHERE id BETWEEN</translation>
    </message>
    <message>
        <source>no instant</source>
        <translation>нет времени</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>idscope::GapsMissedModel</name>
    <message>
        <source>The chosen safety window reads this row</source>
        <translation>Выбранное окно безопасности читает эту строку</translation>
    </message>
    <message>
        <source>Still missed with the chosen safety window</source>
        <translation>Пропускается и с выбранным окном безопасности</translation>
    </message>
    <message>
        <source>caught</source>
        <translation>перехвачена</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>пропущена</translation>
    </message>
    <message>
        <source>The row&apos;s position in commit order, counting rows from 1 (rows one transaction committed together have consecutive numbers): not a count of commits</source>
        <translation>Позиция строки в порядке фиксации, считая строки с 1 (строки, зафиксированные одной транзакцией, идут подряд): это не номер фиксации</translation>
    </message>
    <message>
        <source>Earlier-committed rows whose key is at or above this one: a hold-back of this many rows reads it</source>
        <translation>Ранее зафиксированные строки с ключом не меньше этого: удержание такого числа строк читает её</translation>
    </message>
    <message>
        <source>Row #</source>
        <translation>№ строки</translation>
    </message>
    <message>
        <source>rowid</source>
        <translation>rowid</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Writer</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Late by</source>
        <translation>Запаздывание</translation>
    </message>
    <message>
        <source>Window needed</source>
        <translation>Нужное окно</translation>
    </message>
    <message>
        <source>Keys above</source>
        <translation>Ключей выше</translation>
    </message>
    <message>
        <source>With W</source>
        <translation>С W</translation>
    </message>
    <message>
        <source>Its ID instant is %1 older than the newest ID committed before it (%2 ms)</source>
        <translation>Момент в её ID на %1 старше новейшего ID, зафиксированного до неё (%2 мс)</translation>
    </message>
    <message>
        <source>A window W of at least %1 (%2 ms) reads this row: the poller then takes only IDs older than now − W, and this one&apos;s ID was that old when the poll that would skip it ran. It is measured against the clock at that poll, not against other IDs, so it differs from the lateness.</source>
        <translation>Окно W не меньше %1 (%2 мс) читает эту строку: опрашивающий тогда берёт только ID старше «сейчас» − W, а ID этой строки был настолько стар к опросу, который иначе её пропустил бы. Окно отсчитывается от часов в момент опроса, а не от других ID, поэтому оно отличается от запаздывания.</translation>
    </message>
    <message>
        <source>Lateness: how far the row&apos;s ID instant lies behind the newest ID committed before it</source>
        <translation>Запаздывание: насколько момент в ID строки отстаёт от новейшего ID, зафиксированного до неё</translation>
    </message>
    <message>
        <source>The smallest safety window W (read only IDs older than now − W) that reads this row</source>
        <translation>Наименьшее окно безопасности W (читать только ID старше «сейчас» − W), при котором строка читается</translation>
    </message>
</context>
<context>
    <name>idscope::GapsPage</name>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Анализ отменён.</translation>
    </message>
    <message>
        <source>The table whose rows a consumer polls</source>
        <translation>Таблица, строки которой опрашивает потребитель</translation>
    </message>
    <message>
        <source>The ID column the consumer&apos;s cursor follows (WHERE id &gt; :last_seen)</source>
        <translation>Столбец ID, по которому движется курсор потребителя (WHERE id &gt; :last_seen)</translation>
    </message>
    <message>
        <source>A column with each row&apos;s commit instant: the poller&apos;s &quot;now&quot;. Without one, now is estimated from the IDs.</source>
        <translation>Столбец с моментом фиксации каждой строки — «сейчас» для опрашивающего. Без него «сейчас» оценивается по ID.</translation>
    </message>
    <message>
        <source>A column naming the writer (service, device, node): figures per writer</source>
        <translation>Столбец с именем источника записи (сервис, устройство, узел): показатели по каждому источнику записи</translation>
    </message>
    <message>
        <source>Simulate the ID cursor over every row (F5)</source>
        <translation>Смоделировать курсор по ID на всех строках (F5)</translation>
    </message>
    <message>
        <source>Stop the analysis</source>
        <translation>Остановить анализ</translation>
    </message>
    <message>
        <source>&amp;ID column:</source>
        <translation>Столбе&amp;ц ID:</translation>
    </message>
    <message>
        <source>&amp;Writer:</source>
        <translation>Источ&amp;ник записи:</translation>
    </message>
    <message>
        <source>Safety window W: the poller reads only IDs strictly older than now − W. At the left end there is no window. The count updates as you drag.</source>
        <translation>Окно безопасности W: опрашивающий читает только ID строго старше «сейчас» − W. На левом краю окна нет. Число обновляется при перетаскивании.</translation>
    </message>
    <message>
        <source>Safety window W in milliseconds (type the digits); below 0: no window</source>
        <translation>Окно безопасности W в миллисекундах (введите цифры); меньше 0 — без окна</translation>
    </message>
    <message>
        <source> rows</source>
        <translation> строк</translation>
    </message>
    <message>
        <source>Hold-back K: each poll leaves the K largest visible keys unread</source>
        <translation>Удержание K: каждый опрос оставляет непрочитанными K наибольших видимых ключей</translation>
    </message>
    <message>
        <source>Rows an ID cursor misses. Double-click or press Enter to open the selected rows in the data browser.</source>
        <translation>Строки, которые пропускает курсор по ID. Дважды щёлкните или нажмите Enter, чтобы открыть выбранные строки в обозревателе данных.</translation>
    </message>
    <message>
        <source>Missed rows per writer: without a window → with the chosen window W / with the chosen hold-back K</source>
        <translation>Пропущенные строки по источникам записи: без окна → с выбранным окном W / с выбранным удержанием K</translation>
    </message>
    <message>
        <source>rowid</source>
        <translation>rowid</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>Simulating an ID cursor over %1…</source>
        <translation>Моделирование курсора по ID на %1…</translation>
    </message>
    <message>
        <source>Cannot analyse: %1</source>
        <translation>Невозможно выполнить анализ: %1</translation>
    </message>
    <message>
        <source>Choose a table and its ID column.</source>
        <translation>Выберите таблицу и её столбец ID.</translation>
    </message>
    <message>
        <source>Open a database to see which rows an ID cursor would miss.</source>
        <translation>Откройте базу данных, чтобы увидеть, какие строки пропустит курсор по ID.</translation>
    </message>
    <message>
        <source> (now estimated from the IDs)</source>
        <translation> («сейчас» оценено по ID)</translation>
    </message>
    <message>
        <source>%1: %2 → %3 / %4</source>
        <translation>%1: %2 → %3 / %4</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) an ID cursor on %1 misses</source>
        <translation>
            <numerusform>%Ln строка, которую пропускает курсор по ID на %1</numerusform>
            <numerusform>%Ln строки, которые пропускает курсор по ID на %1</numerusform>
            <numerusform>%Ln строк, которые пропускает курсор по ID на %1</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Lateness&lt;/b&gt;: how far a row&apos;s ID instant lies behind the newest ID committed before it. &lt;b&gt;W&lt;/b&gt;: the poller reads only IDs strictly older than now − W, so even W = 0 holds back an ID whose instant equals now (minted in the same millisecond, for millisecond IDs and commit times); the slider&apos;s left end is no window at all, the poller of the figures above. A row&apos;s &lt;i&gt;window needed&lt;/i&gt; is measured against the clock, so it can be shorter than its lateness. &lt;b&gt;K&lt;/b&gt;: each poll leaves the K largest new keys unread. Plot: the line is the newest ID so far, dots are missed rows (warmer = later), the band is what W holds back.</source>
        <translation>&lt;b&gt;Запаздывание&lt;/b&gt;: насколько момент в ID строки отстаёт от новейшего ID, зафиксированного до неё. &lt;b&gt;W&lt;/b&gt;: опрашивающий читает только ID строго старше «сейчас» − W, поэтому даже W = 0 задерживает ID, чей момент равен «сейчас» (выпущенный в ту же миллисекунду, если ID и времена фиксации в миллисекундах); левый край ползунка — отсутствие окна, опрос из цифр выше. &lt;i&gt;Нужное окно&lt;/i&gt; строки отсчитывается от часов, поэтому может быть короче её запаздывания. &lt;b&gt;K&lt;/b&gt;: каждый опрос оставляет непрочитанными K наибольших новых ключей. График: линия — новейший ID на этот момент, точки — пропущенные строки (чем теплее, тем позже), полоса — то, что задерживает W.</translation>
    </message>
    <message>
        <source>With W = %1 alone: all %2 missed rows are read</source>
        <translation>Только с W = %1: все %2 пропущенных строк читаются</translation>
    </message>
    <message>
        <source>With W = %1 alone: %2 of %3 missed rows still missed</source>
        <translation>Только с W = %1: %2 из %3 пропущенных строк всё ещё пропускаются</translation>
    </message>
    <message>
        <source>By the %1 column (missed → with W / with K): %2</source>
        <translation>По столбцу %1 (пропущено → с W / с K): %2</translation>
    </message>
    <message>
        <source>With K = %1 alone: all %2 missed rows are read</source>
        <translation>Только с K = %1: все %2 пропущенных строк читаются</translation>
    </message>
    <message>
        <source>With K = %1 alone: %2 of %3 missed rows still missed</source>
        <translation>Только с K = %1: %2 из %3 пропущенных строк всё ещё пропускаются</translation>
    </message>
    <message>
        <source>A&amp;nalyse</source>
        <translation>Анали&amp;з</translation>
    </message>
    <message>
        <source>Ta&amp;ble:</source>
        <translation>&amp;Таблица:</translation>
    </message>
    <message>
        <source>Commit order:</source>
        <translation>Порядок фиксации:</translation>
    </message>
    <message>
        <source>Commit time:</source>
        <translation>Вр&amp;емя фиксации:</translation>
    </message>
    <message>
        <source>Safet&amp;y window:</source>
        <translation>Окно безопасности:</translation>
    </message>
    <message>
        <source>Hold bac&amp;k:</source>
        <translation>Удер&amp;жание:</translation>
    </message>
    <message>
        <source>Commit order: the rowid (on a server: its commit timestamps), or a commit-sequence column (rows sharing a value committed together)</source>
        <translation>Порядок фиксации: rowid (на сервере — его отметки времени фиксации) или столбец с номером фиксации (строки с одинаковым значением зафиксированы вместе)</translation>
    </message>
    <message>
        <source>commit timestamps</source>
        <translation>отметки времени фиксации</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; of %2 rows are missed by &lt;code&gt;WHERE %3 &amp;gt; :last_seen&lt;/code&gt; polled after every commit.%4 Safe window W: &lt;b&gt;%5&lt;/b&gt;%6 (this history alone: %7); smallest hold-back K: &lt;b&gt;%8 rows&lt;/b&gt;.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; из %2 строк пропускает &lt;code&gt;WHERE %3 &amp;gt; :last_seen&lt;/code&gt; при опросе после каждой фиксации.%4 Надёжное окно W: &lt;b&gt;%5&lt;/b&gt;%6 (только для этой истории: %7); наименьшее удержание K: &lt;b&gt;%8 строк&lt;/b&gt;.</translation>
    </message>
    <message>
        <source> Lateness of the missed rows: p50 %1, p99 %2, max %3.</source>
        <translation> Запаздывание пропущенных строк: p50 %1, p99 %2, максимум %3.</translation>
    </message>
    <message>
        <source>no window</source>
        <translation>без окна</translation>
    </message>
    <message>
        <source>Nothing is missed here, so no window is needed</source>
        <translation>Здесь ничего не пропускается, окно не нужно</translation>
    </message>
    <message>
        <source>No window: %1 missed rows, as above</source>
        <translation>Без окна: %1 пропущенных строк, как выше</translation>
    </message>
    <message>
        <source>Nothing is missed here, so no hold-back is needed</source>
        <translation>Здесь ничего не пропускается, удержание не нужно</translation>
    </message>
</context>
<context>
    <name>idscope::GapsPlot</name>
    <message>
        <source>Commit order (x) against the instant in each ID (y). The line is the largest instant committed so far; marked rows are the ones an ID cursor misses, warmer = later. The shaded band is what the safety window holds back.</source>
        <translation>Порядок фиксации (x) против момента времени в каждом ID (y). Линия — наибольший момент, зафиксированный к этому времени; отмеченные строки пропускаются курсором по ID, чем теплее цвет, тем больше запаздывание. Затенённая полоса — то, что удерживает окно безопасности.</translation>
    </message>
    <message>
        <source>Row #%1 in commit order
ID instant %2
Largest so far %3</source>
        <translation>Строка №%1 в порядке фиксации
Момент в ID %2
Наибольший на тот момент %3</translation>
    </message>
    <message>
        <source>Choose a table and an ID column</source>
        <translation>Выберите таблицу и столбец ID</translation>
    </message>
    <message>
        <source>commit order →</source>
        <translation>порядок фиксации →</translation>
    </message>
    <message>
        <source>▼ rows minted earlier, drawn on this edge: %1</source>
        <translation>▼ строки, созданные раньше, показаны на этом краю: %1</translation>
    </message>
    <message>
        <source>
Missed: late by %1 (its ID lies behind the newest ID committed before it)</source>
        <translation>
Пропущена: запаздывание %1 (её ID отстаёт от новейшего ID, зафиксированного до неё)</translation>
    </message>
</context>
<context>
    <name>idscope::GuiMain</name>
    <message>
        <source>Decode time-ordered IDs.</source>
        <translation>Расшифровка упорядоченных по времени идентификаторов.</translation>
    </message>
    <message>
        <source>Open the bundled demo database.</source>
        <translation>Открыть встроенную демонстрационную базу данных.</translation>
    </message>
    <message>
        <source>SQLite database to open.</source>
        <translation>База данных SQLite, которую нужно открыть.</translation>
    </message>
</context>
<context>
    <name>idscope::IdGeneratorDialog</name>
    <message>
        <source>&amp;Now</source>
        <translation>&amp;Сейчас</translation>
    </message>
    <message>
        <source>&amp;At:</source>
        <translation>&amp;В момент:</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>С&amp;генерировать</translation>
    </message>
    <message>
        <source>ID generator</source>
        <translation>Генератор ID</translation>
    </message>
    <message>
        <source>The format to mint or to bound</source>
        <translation>Формат для генерации или для границ</translation>
    </message>
    <message>
        <source>How many IDs to mint (1–10,000)</source>
        <translation>Сколько ID сгенерировать (1–10 000)</translation>
    </message>
    <message>
        <source>Mint the IDs (Ctrl+Return)</source>
        <translation>Сгенерировать ID (Ctrl+Return)</translation>
    </message>
    <message>
        <source>Count:</source>
        <translation>Количество:</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Генерация</translation>
    </message>
    <message>
        <source>from, e.g. 2026-01-01</source>
        <translation>от, напр. 2026-01-01</translation>
    </message>
    <message>
        <source>to, e.g. 2026-01-31T23:59:59.999Z</source>
        <translation>до, напр. 2026-01-31T23:59:59.999Z</translation>
    </message>
    <message>
        <source>How the column stores the IDs: SQLite compares TEXT byte by byte, so the case must match, and a BLOB column needs X&apos;…&apos; literals</source>
        <translation>Как столбец хранит ID: SQLite сравнивает TEXT побайтово, поэтому регистр должен совпадать, а для столбца BLOB нужны литералы X&apos;…&apos;</translation>
    </message>
    <message>
        <source>The column name used in the SQL</source>
        <translation>Имя столбца, используемое в SQL</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;От:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;До:</translation>
    </message>
    <message>
        <source>&amp;Stored as:</source>
        <translation>&amp;Хранится как:</translation>
    </message>
    <message>
        <source>&amp;Column:</source>
        <translation>С&amp;толбец:</translation>
    </message>
    <message>
        <source>Smallest ID:</source>
        <translation>Наименьший ID:</translation>
    </message>
    <message>
        <source>Largest ID:</source>
        <translation>Наибольший ID:</translation>
    </message>
    <message>
        <source>SQL:</source>
        <translation>SQL:</translation>
    </message>
    <message>
        <source>Both ends are inclusive and cover whole units of the format&apos;s precision, so an index on the column is used.</source>
        <translation>Обе границы включаются и охватывают целые единицы точности формата, поэтому используется индекс по столбцу.</translation>
    </message>
    <message>
        <source>BETWEEN bounds</source>
        <translation>Границы BETWEEN</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy the generated IDs, or the SQL on the BETWEEN tab</source>
        <translation>Копировать сгенерированные ID или SQL на вкладке BETWEEN</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>&amp;Формат:</translation>
    </message>
    <message>
        <source>INTEGER</source>
        <translation>INTEGER</translation>
    </message>
    <message>
        <source>TEXT, canonical</source>
        <translation>TEXT, каноническая форма</translation>
    </message>
    <message>
        <source>TEXT, lower-case</source>
        <translation>TEXT, нижний регистр</translation>
    </message>
    <message>
        <source>TEXT, upper-case</source>
        <translation>TEXT, верхний регистр</translation>
    </message>
    <message>
        <source>16-byte BLOB</source>
        <translation>16-байтовый BLOB</translation>
    </message>
    <message>
        <source>Type an instant, or choose Now.</source>
        <translation>Введите момент времени или выберите «Сейчас».</translation>
    </message>
    <message>
        <source>%1 cannot represent this instant.</source>
        <translation>%1 не может представить этот момент времени.</translation>
    </message>
    <message>
        <source>Type both ends of the range.</source>
        <translation>Введите обе границы диапазона.</translation>
    </message>
    <message>
        <source>IDs of one millisecond count up in a 42-bit counter after the timestamp (RFC 9562, section 6.2, method 1), so they sort in the order minted.</source>
        <translation>ID одной миллисекунды отсчитываются 42-битным счётчиком после метки времени (RFC 9562, раздел 6.2, метод 1), поэтому сортируются в порядке создания.</translation>
    </message>
    <message>
        <source>Within one millisecond each ID is the previous one plus one (monotonic ULID, as the ULID specification describes), so they sort in the order minted.</source>
        <translation>В пределах одной миллисекунды каждый ID равен предыдущему плюс один (монотонный ULID, как описано в спецификации ULID), поэтому они сортируются в порядке создания.</translation>
    </message>
    <message>
        <source>The bits besides the time are random: IDs of one instant sort in no particular order.</source>
        <translation>Биты помимо времени случайны: ID одного момента сортируются в произвольном порядке.</translation>
    </message>
    <message>
        <source>2026-01-02 03:04, 2026-01-02, -2h, 1767323045, …</source>
        <translation>2026-01-02 03:04, 2026-01-02, -2h, 1767323045, …</translation>
    </message>
    <message>
        <source>read as %1 (%2)</source>
        <translation>прочитано как %1 (%2)</translation>
    </message>
</context>
<context>
    <name>idscope::InstantEdit</name>
    <message>
        <source>&quot;%1&quot; is not an instant: try 2026-10-31 22:00, 2026-10-31, now, -2h, yesterday or Unix seconds.</source>
        <translation>«%1» — не момент времени: попробуйте 2026-10-31 22:00, 2026-10-31, now, -2h, yesterday или секунды Unix.</translation>
    </message>
    <message>
        <source>not an instant</source>
        <translation>не момент времени</translation>
    </message>
    <message>
        <source>Unix seconds</source>
        <translation>секунды Unix</translation>
    </message>
    <message>
        <source>Unix milliseconds</source>
        <translation>миллисекунды Unix</translation>
    </message>
    <message>
        <source>Unix microseconds</source>
        <translation>микросекунды Unix</translation>
    </message>
    <message>
        <source>Unix nanoseconds</source>
        <translation>наносекунды Unix</translation>
    </message>
    <message>
        <source>when this %1 was minted</source>
        <translation>момент создания этого %1</translation>
    </message>
    <message>
        <source>read as %1</source>
        <translation>прочитано как %1</translation>
    </message>
    <message>
        <source>read as %1 (%2)</source>
        <translation>прочитано как %1 (%2)</translation>
    </message>
    <message>
        <source>An instant, in the display time zone (%1) unless an offset is given: 2026-10-31T22:00:00Z, 2026-10-31T22:00Z, 2026-10-31 22:00, 2026-10-31, now, today, yesterday, -2h, +1d 12h, 90 min ago, Unix seconds or milliseconds, or an ID that carries an instant.</source>
        <translation>Момент времени — в часовом поясе отображения (%1), если смещение не указано: 2026-10-31T22:00:00Z, 2026-10-31T22:00Z, 2026-10-31 22:00, 2026-10-31, now, today, yesterday, -2h, +1d 12h, 90 min ago, секунды или миллисекунды Unix либо ID, несущий момент времени.</translation>
    </message>
</context>
<context>
    <name>idscope::InstantHistogramChart</name>
    <message>
        <source>Values</source>
        <translation>Значения</translation>
    </message>
    <message>
        <source>%1
%2 values</source>
        <translation>%1
значений: %2</translation>
    </message>
</context>
<context>
    <name>idscope::JobProgress</name>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>idscope::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>Choose the language of the user interface</source>
        <translation>Выбрать язык интерфейса</translation>
    </message>
    <message>
        <source>Follow &amp;System</source>
        <translation>Как в &amp;системе</translation>
    </message>
    <message>
        <source>Use the language of the desktop session</source>
        <translation>Использовать язык сеанса рабочего стола</translation>
    </message>
    <message>
        <source>Show the user interface in English</source>
        <translation>Показывать интерфейс на английском языке</translation>
    </message>
    <message>
        <source>Show the user interface in Russian</source>
        <translation>Показывать интерфейс на русском языке</translation>
    </message>
    <message>
        <source>(takes effect after a restart)</source>
        <translation>(вступает в силу после перезапуска)</translation>
    </message>
</context>
<context>
    <name>idscope::LatenessCdf</name>
    <message>
        <source>Share of the missed rows (y) that were at most this late (x, log scale). The vertical line is the safety window.</source>
        <translation>Доля пропущенных строк (y), запаздывание которых не больше данного (x, логарифмическая шкала). Вертикальная линия — окно безопасности.</translation>
    </message>
    <message>
        <source>lateness of missed rows →</source>
        <translation>запаздывание пропусков →</translation>
    </message>
    <message>
        <source>No missed rows</source>
        <translation>Нет пропущенных строк</translation>
    </message>
</context>
<context>
    <name>idscope::LeafPageMap</name>
    <message>
        <source>Every square is a leaf page of the index, in key order. Lit squares hold at least one of the newest keys: those are the pages recent inserts wrote to.</source>
        <translation>Каждый квадрат — листовая страница индекса, в порядке ключей. Подсвеченные квадраты содержат хотя бы один из новейших ключей: это страницы, в которые записывали недавние вставки.</translation>
    </message>
    <message>
        <source>leaf %1 of %2 (page %3)</source>
        <translation>лист %1 из %2 (страница %3)</translation>
    </message>
    <message>
        <source>leaves %1–%2 of %3</source>
        <translation>листы %1–%2 из %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln of the newest keys</source>
        <translation>
            <numerusform>%1: %Ln новейший ключ</numerusform>
            <numerusform>%1: %Ln новейших ключа</numerusform>
            <numerusform>%1: %Ln новейших ключей</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idscope::LocalityMetricsTable</name>
    <message>
        <source>Metric</source>
        <translation>Метрика</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>Что это значит</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Строки</translation>
    </message>
    <message>
        <source>Keys in the table</source>
        <translation>Ключей в таблице</translation>
    </message>
    <message>
        <source>Inversion ratio</source>
        <translation>Доля инверсий</translation>
    </message>
    <message>
        <source>Share of pairs of rows whose keys are in the opposite order to their inserts: 0 = keys grow with time, 0.5 = random (Kendall τ beside it)</source>
        <translation>Доля пар строк, ключи которых идут в порядке, обратном порядку вставки: 0 — ключи растут со временем, 0,5 — случайный порядок (рядом — τ Кендалла)</translation>
    </message>
    <message>
        <source>Right-edge share</source>
        <translation>Доля вставок в правый край</translation>
    </message>
    <message>
        <source>Share of inserts whose key was larger than every earlier key: they appended</source>
        <translation>Доля вставок, ключ которых был больше всех предыдущих ключей: они добавлялись в конец</translation>
    </message>
    <message>
        <source>Leaves written by the newest keys</source>
        <translation>Листы, записанные новейшими ключами</translation>
    </message>
    <message>
        <source>Distinct leaf pages that hold the newest keys: pages recent inserts had to write</source>
        <translation>Число различных листовых страниц с новейшими ключами: страницы, которые пришлось записать недавним вставкам</translation>
    </message>
    <message>
        <source>Fewest leaves possible</source>
        <translation>Минимально возможное число листов</translation>
    </message>
    <message>
        <source>How few leaf pages could hold that many keys if they sat side by side</source>
        <translation>Сколько листовых страниц минимально понадобилось бы для такого числа ключей, если бы они лежали подряд</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Разброс</translation>
    </message>
    <message>
        <source>Leaves written ÷ fewest possible: 1× is ideal; high means scattered writes (write amplification)</source>
        <translation>Записанные листы ÷ минимально возможное число: 1× — идеально; большое значение означает разбросанную запись (усиление записи)</translation>
    </message>
    <message>
        <source>In the rightmost 1 % of leaves</source>
        <translation>В крайнем правом 1 % листов</translation>
    </message>
    <message>
        <source>Share of the newest keys that landed at the right edge of the index</source>
        <translation>Доля новейших ключей, попавших в правый край индекса</translation>
    </message>
    <message>
        <source>Leaf pages</source>
        <translation>Листовые страницы</translation>
    </message>
    <message>
        <source>Leaf pages of the B-tree that stores the key</source>
        <translation>Листовые страницы B-дерева, в котором хранится ключ</translation>
    </message>
    <message>
        <source>Average leaf fill</source>
        <translation>Средняя заполненность листа</translation>
    </message>
    <message>
        <source>Leaf disorder</source>
        <translation>Беспорядок листов</translation>
    </message>
    <message>
        <source>Share of neighbouring leaves (in key order) whose page number goes down: how scattered the leaves are in the file</source>
        <translation>Доля соседних листов (в порядке ключей), у которых номер страницы уменьшается: насколько разбросаны листы по файлу</translation>
    </message>
    <message>
        <source>%1 (τ %2)</source>
        <translation>%1 (τ %2)</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>н/д</translation>
    </message>
    <message>
        <source>%1 for %2 keys</source>
        <translation>%1 (ключей: %2)</translation>
    </message>
    <message>
        <source>How full leaf pages are on average. SQLite rebalances a full leaf with its neighbours instead of halving it, so in a SQLite file random and time-ordered keys both leave leaves well filled and this figure barely tells them apart (spread and right-edge share do). A PostgreSQL B-tree splits a full leaf in half, unless the key goes to its right end: there random keys leave leaves 60–70 % full and appending keys near the fill factor (90 %)</source>
        <translation>Насколько в среднем заполнены листовые страницы. SQLite перераспределяет переполненный лист с соседями, а не делит его пополам, поэтому в файле SQLite и случайные, и упорядоченные по времени ключи оставляют листья хорошо заполненными, и этот показатель их почти не различает (различают разброс и доля вставок на правый край). B-дерево PostgreSQL делит переполненный лист пополам, если ключ не идёт в его правый конец: там случайные ключи оставляют листья заполненными на 60–70 %, а добавляемые в конец — почти до fillfactor (90 %)</translation>
    </message>
    <message>
        <source>from pgstatindex; %1</source>
        <translation>по pgstatindex; %1</translation>
    </message>
</context>
<context>
    <name>idscope::LocalityPage</name>
    <message>
        <source>Cancelled. Change a choice above to analyse again.</source>
        <translation>Отменено. Измените выбор выше, чтобы повторить анализ.</translation>
    </message>
    <message>
        <source>&amp;Newest keys:</source>
        <translation>&amp;Новейшие ключи:</translation>
    </message>
    <message>
        <source>Pick a table and its key column above.</source>
        <translation>Выберите таблицу и её ключевой столбец выше.</translation>
    </message>
    <message>
        <source>Pick a second table to compare (e.g. a copy keyed by UUIDv7).</source>
        <translation>Выберите вторую таблицу для сравнения (например, копию с ключом UUIDv7).</translation>
    </message>
    <message>
        <source>The table whose key to examine</source>
        <translation>Таблица, ключ которой нужно исследовать</translation>
    </message>
    <message>
        <source>A second table to compare with the first</source>
        <translation>Вторая таблица для сравнения с первой</translation>
    </message>
    <message>
        <source>The key column. Leaf metrics need the primary key or an index that starts with it</source>
        <translation>Ключевой столбец. Для метрик листов нужен первичный ключ или индекс, начинающийся с него</translation>
    </message>
    <message>
        <source>Which column records the order rows were inserted in: rowid, a sequence number or a creation time</source>
        <translation>Столбец, в котором записан порядок вставки строк: rowid, порядковый номер или время создания</translation>
    </message>
    <message>
        <source>Stop this analysis</source>
        <translation>Остановить этот анализ</translation>
    </message>
    <message>
        <source>key</source>
        <translation>ключ</translation>
    </message>
    <message>
        <source>inserted by</source>
        <translation>порядок вставки</translation>
    </message>
    <message>
        <source>Leaf pages in key order (lit: hold the newest keys)</source>
        <translation>Листовые страницы в порядке ключей (подсвечены: содержат новейшие ключи)</translation>
    </message>
    <message>
        <source>(no comparison)</source>
        <translation>(без сравнения)</translation>
    </message>
    <message>
        <source>Open a database to see where its new keys land.</source>
        <translation>Откройте базу данных, чтобы увидеть, куда попадают её новые ключи.</translation>
    </message>
    <message>
        <source>%1 (INTEGER PRIMARY KEY)</source>
        <translation>%1 (INTEGER PRIMARY KEY)</translation>
    </message>
    <message>
        <source>%1 (primary key)</source>
        <translation>%1 (первичный ключ)</translation>
    </message>
    <message>
        <source>%1 (index %2)</source>
        <translation>%1 (индекс %2)</translation>
    </message>
    <message>
        <source>%1 (no index)</source>
        <translation>%1 (без индекса)</translation>
    </message>
    <message>
        <source>choose…</source>
        <translation>выберите…</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>%1 is a WITHOUT ROWID table: SQLite does not record the order its rows were inserted in. Choose the column that does (a sequence or creation time) under “inserted by”.</source>
        <translation>%1 — таблица WITHOUT ROWID: SQLite не записывает порядок вставки её строк. Выберите в поле «порядок вставки» столбец, который его хранит (порядковый номер или время создания).</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Чтение %1…</translation>
    </message>
    <message>
        <source>Could not analyse: %1</source>
        <translation>Не удалось выполнить анализ: %1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1.%2&lt;/b&gt; in insertion order of %3: %Ln row(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%1.%2&lt;/b&gt; в порядке вставки по %3: %Ln строка</numerusform>
            <numerusform>&lt;b&gt;%1.%2&lt;/b&gt; в порядке вставки по %3: %Ln строки</numerusform>
            <numerusform>&lt;b&gt;%1.%2&lt;/b&gt; в порядке вставки по %3: %Ln строк</numerusform>
        </translation>
    </message>
    <message>
        <source>The table is empty.</source>
        <translation>Таблица пуста.</translation>
    </message>
    <message>
        <source>Leaf pages in key order: %1 of %2 hold the newest %3 keys (lit)</source>
        <translation>Листовые страницы в порядке ключей: %1 из %2 содержат новейшие ключи (всего %3; подсвечены)</translation>
    </message>
    <message>
        <source>No leaf map: %1</source>
        <translation>Нет карты листов: %1</translation>
    </message>
    <message>
        <source>%1 (its UNIQUE index)</source>
        <translation>%1 (его индекс UNIQUE)</translation>
    </message>
    <message>
        <source>%1: B-tree %2</source>
        <translation>%1: B-дерево %2</translation>
    </message>
    <message>
        <source>commit order</source>
        <translation>порядок фиксации</translation>
    </message>
    <message>
        <source>heap order (ctid)</source>
        <translation>порядок в куче (ctid)</translation>
    </message>
    <message>
        <source>A:</source>
        <translation>A:</translation>
    </message>
    <message>
        <source>B:</source>
        <translation>B:</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>авто</translation>
    </message>
    <message>
        <source>How many of the most recent inserts the leaf metrics look at. Auto: %1 of the rows, at least %2, at most %3; the leaf spread means nothing once they are more than %4 of the table</source>
        <translation>Сколько последних вставок учитывают метрики листов. Авто: %1 строк, не меньше %2 и не больше %3; разброс по листьям ничего не говорит, если их больше %4 таблицы</translation>
    </message>
    <message>
        <source>Set “Newest keys” to %1 or fewer, or to auto.</source>
        <translation>Задайте «Новейшие ключи» не больше %1 или «авто».</translation>
    </message>
</context>
<context>
    <name>idscope::MainWindow</name>
    <message>
        <source>Decoder</source>
        <translation>Декодер</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>Close idscope</source>
        <translation>Закрыть idscope</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Decoder</source>
        <translation>&amp;Декодер</translation>
    </message>
    <message>
        <source>Show or hide the decoder panel</source>
        <translation>Показать или скрыть панель декодера</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Инструменты</translation>
    </message>
    <message>
        <source>Decode &amp;Clipboard</source>
        <translation>Расшифровать &amp;буфер обмена</translation>
    </message>
    <message>
        <source>Decode the IDs in the clipboard</source>
        <translation>Расшифровать идентификаторы из буфера обмена</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Formats…</source>
        <translation>&amp;Форматы…</translation>
    </message>
    <message>
        <source>List every ID format idscope reads, with its layout and epoch</source>
        <translation>Список всех форматов идентификаторов, которые читает idscope, с их структурой и эпохой</translation>
    </message>
    <message>
        <source>&amp;About idscope</source>
        <translation>&amp;О программе idscope</translation>
    </message>
    <message>
        <source>Show the idscope, Qt and SQLite versions</source>
        <translation>Показать версии idscope, Qt и SQLite</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <source>Show the Qt version and licence</source>
        <translation>Показать версию и лицензию Qt</translation>
    </message>
    <message>
        <source>The demo database could not be made: %1</source>
        <translation>Не удалось создать демонстрационную базу данных: %1</translation>
    </message>
    <message>
        <source>Making the demo database was cancelled.</source>
        <translation>Создание демонстрационной базы данных отменено.</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>Схема</translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation>&amp;Открыть базу данных…</translation>
    </message>
    <message>
        <source>Open a SQLite database read-only</source>
        <translation>Открыть базу данных SQLite только для чтения</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Открыть &amp;недавние</translation>
    </message>
    <message>
        <source>Open one of the recently opened databases</source>
        <translation>Открыть одну из недавно открытых баз данных</translation>
    </message>
    <message>
        <source>Open &amp;Demo Database</source>
        <translation>Открыть &amp;демонстрационную базу данных</translation>
    </message>
    <message>
        <source>Generate (once) and open the demo database</source>
        <translation>Сгенерировать (однократно) и открыть демонстрационную базу данных</translation>
    </message>
    <message>
        <source>&amp;Close Database</source>
        <translation>&amp;Закрыть базу данных</translation>
    </message>
    <message>
        <source>Close the database and return to the start page</source>
        <translation>Закрыть базу данных и вернуться на начальную страницу</translation>
    </message>
    <message>
        <source>&amp;Schema Explorer</source>
        <translation>Обозреватель &amp;схемы</translation>
    </message>
    <message>
        <source>Show or hide the tree of tables, columns and indexes</source>
        <translation>Показать или скрыть дерево таблиц, столбцов и индексов</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;База данных</translation>
    </message>
    <message>
        <source>Profile Table &amp;Fully</source>
        <translation>&amp;Полный профиль таблицы</translation>
    </message>
    <message>
        <source>Scan every row of the current table (the badges come from a sample until then)</source>
        <translation>Просканировать все строки текущей таблицы (до этого значки основаны на выборке)</translation>
    </message>
    <message>
        <source>C&amp;ollision Calculator…</source>
        <translation>&amp;Калькулятор коллизий…</translation>
    </message>
    <message>
        <source>How likely two IDs collide at a given insert rate, resolution and random bits</source>
        <translation>Насколько вероятна коллизия двух ID при заданной скорости вставки, разрешении и числе случайных битов</translation>
    </message>
    <message>
        <source>ID &amp;Generator…</source>
        <translation>&amp;Генератор ID…</translation>
    </message>
    <message>
        <source>Make IDs of any format at an instant, and BETWEEN bounds</source>
        <translation>Создание ID любого формата на заданный момент времени и границ BETWEEN</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Очистить список</translation>
    </message>
    <message>
        <source>Forget the recently opened databases</source>
        <translation>Забыть недавно открытые базы данных</translation>
    </message>
    <message>
        <source>Open SQLite Database</source>
        <translation>Открыть базу данных SQLite</translation>
    </message>
    <message>
        <source>SQLite databases (*.sqlite *.sqlite3 *.db *.db3 *.s3db);;All files (*)</source>
        <translation>Базы данных SQLite (*.sqlite *.sqlite3 *.db *.db3 *.s3db);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Открытие %1…</translation>
    </message>
    <message>
        <source>%1 — idscope</source>
        <translation>%1 — idscope</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>Не удалось открыть %1: %2</translation>
    </message>
    <message>
        <source>Cannot open database</source>
        <translation>Не удаётся открыть базу данных</translation>
    </message>
    <message>
        <source>&amp;Export Report…</source>
        <translation>&amp;Экспорт отчёта…</translation>
    </message>
    <message>
        <source>Write a report of the whole database: HTML, PDF, Markdown, CSV or JSON, with a preview</source>
        <translation>Записать отчёт по всей базе данных: HTML, PDF, Markdown, CSV или JSON, с предпросмотром</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>The new language applies when idscope starts again.</source>
        <translation>Новый язык вступит в силу при следующем запуске idscope.</translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation>Перезапустить</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Позже</translation>
    </message>
    <message>
        <source>%1 stays open.</source>
        <translation>Открытой остаётся %1.</translation>
    </message>
    <message>
        <source>Connect to &amp;PostgreSQL…</source>
        <translation>Подключиться к &amp;PostgreSQL…</translation>
    </message>
    <message>
        <source>Open a database on a PostgreSQL server read-only</source>
        <translation>Открыть базу данных на сервере PostgreSQL только для чтения</translation>
    </message>
</context>
<context>
    <name>idscope::ProfileText</name>
    <message>
        <source>Mixed case</source>
        <translation>Смешанный регистр</translation>
    </message>
    <message>
        <source>Non-canonical spelling</source>
        <translation>Неканоническое написание</translation>
    </message>
    <message>
        <source>Storage class mismatch</source>
        <translation>Несоответствие класса хранения</translation>
    </message>
    <message>
        <source>Duplicates by case</source>
        <translation>Дубликаты с точностью до регистра</translation>
    </message>
    <message>
        <source>Future instants</source>
        <translation>Моменты в будущем</translation>
    </message>
    <message>
        <source>Before epoch or launch</source>
        <translation>До эпохи или запуска</translation>
    </message>
    <message>
        <source>Mixed versions</source>
        <translation>Смешанные версии</translation>
    </message>
    <message>
        <source>Clock skew</source>
        <translation>Расхождение часов</translation>
    </message>
    <message>
        <source>Not an ID</source>
        <translation>Не ID</translation>
    </message>
    <message>
        <source>ULID in a UUID column</source>
        <translation>ULID в столбце UUID</translation>
    </message>
    <message>
        <source>ULID with excluded letters</source>
        <translation>ULID с исключёнными буквами</translation>
    </message>
    <message>
        <source>Non-monotonic ULIDs</source>
        <translation>Немонотонные ULID</translation>
    </message>
    <message>
        <source>UUIDv7 top bit set</source>
        <translation>Старший бит UUIDv7</translation>
    </message>
    <message>
        <source>UUIDv1 wrong epoch</source>
        <translation>Неверная эпоха UUIDv1</translation>
    </message>
    <message>
        <source>KSUID wrapped</source>
        <translation>Переполненный KSUID</translation>
    </message>
    <message>
        <source>Minted by a backfill</source>
        <translation>Созданы при дозагрузке</translation>
    </message>
    <message>
        <source>UUIDv7 draft layout</source>
        <translation>Черновая раскладка UUIDv7</translation>
    </message>
    <message>
        <source>Snowflake wrong epoch</source>
        <translation>Неверная эпоха Snowflake</translation>
    </message>
</context>
<context>
    <name>idscope::RankDensityPlot</name>
    <message>
        <source>Each dot is a group of inserts: left to right in insertion order, bottom to top in key order. A thin diagonal means new keys go to the end of the index; a filled square means they land anywhere.</source>
        <translation>Каждая точка — группа вставок: слева направо в порядке вставки, снизу вверх в порядке ключей. Тонкая диагональ означает, что новые ключи попадают в конец индекса; заполненный квадрат — что они попадают куда угодно.</translation>
    </message>
    <message>
        <source>%1 inserts here: %2–%3 % of the inserts, keys %4–%5 % of the way up</source>
        <translation>Вставок здесь: %1 — %2–%3 % всех вставок, ключи на уровне %4–%5 % снизу</translation>
    </message>
    <message>
        <source>No data yet</source>
        <translation>Данных пока нет</translation>
    </message>
    <message>
        <source>insertion order →</source>
        <translation>порядок вставки →</translation>
    </message>
    <message>
        <source>key order →</source>
        <translation>порядок ключей →</translation>
    </message>
</context>
<context>
    <name>idscope::Reading</name>
    <message>
        <source>.NET byte order</source>
        <translation>порядок байтов .NET</translation>
    </message>
    <message>
        <source>v2 epoch</source>
        <translation>эпоха v2</translation>
    </message>
    <message>
        <source>v1 epoch</source>
        <translation>эпоха v1</translation>
    </message>
    <message>
        <source>no embedded instant (random/hashed)</source>
        <translation>нет заложенного времени (случайное или хеш)</translation>
    </message>
</context>
<context>
    <name>idscope::Reverse</name>
    <message>
        <source>%1 IDs do not sort by time, so no range of them matches an interval</source>
        <translation>идентификаторы %1 не упорядочены по времени, поэтому ни один их диапазон не соответствует интервалу</translation>
    </message>
    <message>
        <source>the interval ends before it starts</source>
        <translation>интервал заканчивается раньше, чем начинается</translation>
    </message>
    <message>
        <source>the interval lies outside what %1 can represent</source>
        <translation>интервал лежит вне того, что может представить %1</translation>
    </message>
    <message>
        <source>cannot spell %1 bounds</source>
        <translation>невозможно записать границы %1</translation>
    </message>
</context>
<context>
    <name>idscope::SchemaExplorer</name>
    <message>
        <source>Filter tables and columns (Ctrl+F)</source>
        <translation>Фильтр таблиц и столбцов (Ctrl+F)</translation>
    </message>
    <message>
        <source>Show only tables and columns whose name contains this text</source>
        <translation>Показать только таблицы и столбцы, имя которых содержит этот текст</translation>
    </message>
    <message>
        <source>&amp;Browse Table</source>
        <translation>&amp;Просмотреть таблицу</translation>
    </message>
    <message>
        <source>Open %1 in the data browser</source>
        <translation>Открыть %1 в обозревателе данных</translation>
    </message>
    <message>
        <source>&amp;Profile Table Fully</source>
        <translation>П&amp;олный профиль таблицы</translation>
    </message>
    <message>
        <source>Read every row of %1 in the background for exact counts</source>
        <translation>Прочитать все строки %1 в фоне для точного подсчёта</translation>
    </message>
    <message>
        <source>&amp;Copy Name</source>
        <translation>&amp;Копировать имя</translation>
    </message>
    <message>
        <source>Copy &quot;%1&quot; to the clipboard</source>
        <translation>Копировать &quot;%1&quot; в буфер обмена</translation>
    </message>
    <message>
        <source>Analyse Key &amp;Locality</source>
        <translation>Анализ &amp;локальности ключей</translation>
    </message>
    <message>
        <source>Show where new keys of %1.%2 land in the B-tree</source>
        <translation>Показать, куда попадают новые ключи %1.%2 в B-дереве</translation>
    </message>
    <message>
        <source>Find Cursor &amp;Gaps</source>
        <translation>Найти &amp;пропуски курсора</translation>
    </message>
    <message>
        <source>Show which rows a consumer polling by %1 would miss</source>
        <translation>Показать, какие строки пропустит потребитель, опрашивающий по %1</translation>
    </message>
</context>
<context>
    <name>idscope::SchemaTreeModel</name>
    <message>
        <source>Views</source>
        <translation>Представления</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Таблицы</translation>
    </message>
    <message>
        <source>Indexes</source>
        <translation>Индексы</translation>
    </message>
    <message>
        <source>Triggers</source>
        <translation>Триггеры</translation>
    </message>
    <message>
        <source>PK %1</source>
        <translation>PK %1</translation>
    </message>
    <message>
        <source>PK</source>
        <translation>PK</translation>
    </message>
    <message>
        <source>NOT NULL</source>
        <translation>NOT NULL</translation>
    </message>
    <message>
        <source>generated</source>
        <translation>генерируемый</translation>
    </message>
    <message>
        <source>unique</source>
        <translation>уникальный</translation>
    </message>
    <message>
        <source>partial</source>
        <translation>частичный</translation>
    </message>
    <message>
        <source>expression</source>
        <translation>выражение</translation>
    </message>
    <message>
        <source>Row count estimated; counting exactly in the background.</source>
        <translation>Число строк оценено; точный подсчёт выполняется в фоне.</translation>
    </message>
    <message>
        <source>From a sample of %1 rows.</source>
        <translation>По выборке из %1 строк.</translation>
    </message>
    <message>
        <source>WITHOUT ROWID</source>
        <translation>WITHOUT ROWID</translation>
    </message>
    <message>
        <source>STRICT</source>
        <translation>STRICT</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Rows / Type</source>
        <translation>Строки / Тип</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Формат</translation>
    </message>
    <message>
        <source>Estimated from a uniform sample of %1 rows; Profile Fully reads every row.</source>
        <translation>Оценка по равномерной выборке из %1 строк; полный профиль прочитает все строки.</translation>
    </message>
    <message>
        <source>%1 adds up the anomalies below, each scaled from the %2 sampled rows to the whole table; a value can count under more than one kind:</source>
        <translation>%1 — сумма аномалий ниже, каждая пересчитана с %2 строк выборки на всю таблицу; одно значение может попасть в несколько видов:</translation>
    </message>
    <message>
        <source>%1 adds up the anomalies below, found by reading every row; a value can count under more than one kind:</source>
        <translation>%1 — сумма аномалий ниже, найденных при чтении всех строк; одно значение может попасть в несколько видов:</translation>
    </message>
</context>
<context>
    <name>idscope::SnowflakeLayout</name>
    <message>
        <source>expected EPOCH_MS:TIME_BITS:NODE_BITS:SEQ_BITS[:UNIT_MS]</source>
        <translation>ожидается EPOCH_MS:TIME_BITS:NODE_BITS:SEQ_BITS[:UNIT_MS]</translation>
    </message>
    <message>
        <source>EPOCH_MS must be an integer (Unix milliseconds)</source>
        <translation>EPOCH_MS должен быть целым числом (миллисекунды Unix)</translation>
    </message>
    <message>
        <source>TIME_BITS must be 1 to 64</source>
        <translation>TIME_BITS должно быть от 1 до 64</translation>
    </message>
    <message>
        <source>NODE_BITS must be 0 to 64</source>
        <translation>NODE_BITS должно быть от 0 до 64</translation>
    </message>
    <message>
        <source>SEQ_BITS must be 0 to 64</source>
        <translation>SEQ_BITS должно быть от 0 до 64</translation>
    </message>
    <message>
        <source>the widths add up to %1 bits; a Snowflake has 64</source>
        <translation>ширины в сумме дают %1 бит, а в Snowflake их 64</translation>
    </message>
    <message>
        <source>UNIT_MS must be a whole number of milliseconds, at least 1</source>
        <translation>UNIT_MS должно быть целым числом миллисекунд, не меньше 1</translation>
    </message>
    <message>
        <source>the time field spans more than an instant can hold</source>
        <translation>поле времени охватывает больше, чем может вместить момент времени</translation>
    </message>
</context>
<context>
    <name>idscope::StartPage</name>
    <message>
        <source>idscope</source>
        <translation>idscope</translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation>Открыть ба&amp;зу данных…</translation>
    </message>
    <message>
        <source>Open a SQLite database read-only (%1)</source>
        <translation>Открыть базу данных SQLite только для чтения (%1)</translation>
    </message>
    <message>
        <source>Generate (once) and open a database whose tables follow the conventions of real teams: ULIDs, UUID v4→v7, Snowflakes, …</source>
        <translation>Сгенерировать (однократно) и открыть базу данных, таблицы которой следуют соглашениям реальных команд: ULID, UUID v4→v7, Snowflake, …</translation>
    </message>
    <message>
        <source>Generating the demo database… %p%</source>
        <translation>Создание демонстрационной базы данных… %p%</translation>
    </message>
    <message>
        <source>Recent databases</source>
        <translation>Недавние базы данных</translation>
    </message>
    <message>
        <source>Double-click or press Enter to open</source>
        <translation>Дважды щёлкните или нажмите Enter, чтобы открыть</translation>
    </message>
    <message>
        <source>None yet. Open a file, drop one here, or try the demo database.</source>
        <translation>Пока нет. Откройте файл, перетащите его сюда или попробуйте демонстрационную базу данных.</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Очистить список</translation>
    </message>
    <message>
        <source>Forget the recently opened databases</source>
        <translation>Забыть недавно открытые базы данных</translation>
    </message>
    <message>
        <source>Decode an ID</source>
        <translation>Декодировать ID</translation>
    </message>
    <message>
        <source>Paste an ID: 01ARZ3NDEKTSV4RRFFQ69G5FAV, a UUID, a Snowflake…</source>
        <translation>Вставьте ID: 01ARZ3NDEKTSV4RRFFQ69G5FAV, UUID, Snowflake…</translation>
    </message>
    <message>
        <source>Decodes as you type; the Decoder panel (%1) takes many IDs or log lines at once</source>
        <translation>Декодирует по мере ввода; панель декодера (%1) принимает сразу много ID или строк журнала</translation>
    </message>
    <message>
        <source>Drop a SQLite file anywhere in this window to open it.</source>
        <translation>Перетащите файл SQLite в любое место этого окна, чтобы открыть его.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Not an ID idscope knows.</source>
        <translation>Этот ID idscope не знает.</translation>
    </message>
    <message>
        <source>Also reads as: %1</source>
        <translation>Также читается как: %1</translation>
    </message>
    <message>
        <source>%1 — PostgreSQL</source>
        <translation>%1 — PostgreSQL</translation>
    </message>
    <message>
        <source>Open De&amp;mo Database</source>
        <translation>Открыть &amp;демонстрационную базу данных</translation>
    </message>
    <message>
        <source>Find out when an ID was minted and by what: ULID, UUIDv1/6/7, Snowflakes, KSUID, ObjectId, TID, TypeID and more. Open a SQLite database or connect to a PostgreSQL server to see what its keys reveal.</source>
        <translation>Узнайте, когда и чем был создан ID: ULID, UUIDv1/6/7, Snowflake, KSUID, ObjectId, TID, TypeID и другие. Откройте базу данных SQLite или подключитесь к серверу PostgreSQL, чтобы увидеть, что раскрывают её ключи.</translation>
    </message>
    <message>
        <source>Co&amp;nnect to PostgreSQL…</source>
        <translation>&amp;Подключиться к PostgreSQL…</translation>
    </message>
    <message>
        <source>Open a database on a PostgreSQL server read-only</source>
        <translation>Открыть базу данных на сервере PostgreSQL только для чтения</translation>
    </message>
</context>
<context>
    <name>idscope::ThemeMenu</name>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <source>Choose light or dark colours, or follow the system</source>
        <translation>Выбрать светлые или тёмные цвета либо следовать системе</translation>
    </message>
    <message>
        <source>Follow &amp;System</source>
        <translation>Как в с&amp;истеме</translation>
    </message>
    <message>
        <source>Use the colours and style of the desktop environment</source>
        <translation>Использовать цвета и стиль среды рабочего стола</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Светлая</translation>
    </message>
    <message>
        <source>Use light colours</source>
        <translation>Использовать светлые цвета</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Тёмная</translation>
    </message>
    <message>
        <source>Use dark colours</source>
        <translation>Использовать тёмные цвета</translation>
    </message>
</context>
<context>
    <name>idscope::TimeTravelPage</name>
    <message>
        <source>Loading cancelled.</source>
        <translation>Загрузка отменена.</translation>
    </message>
    <message>
        <source>Version tables found in this database</source>
        <translation>Таблицы версий, найденные в этой базе данных</translation>
    </message>
    <message>
        <source>Stop loading the timeline</source>
        <translation>Остановить загрузку временной шкалы</translation>
    </message>
    <message>
        <source>Version table:</source>
        <translation>Таблица версий:</translation>
    </message>
    <message>
        <source>Drag to move the instant T through the history</source>
        <translation>Перетащите, чтобы переместить момент T по истории</translation>
    </message>
    <message>
        <source>◀ Previous change</source>
        <translation>◀ Предыдущее</translation>
    </message>
    <message>
        <source>Move T to the last change before it (Alt+Left)</source>
        <translation>Переместить T к последнему изменению перед ним (Alt+Left)</translation>
    </message>
    <message>
        <source>Next change ▶</source>
        <translation>Следующее ▶</translation>
    </message>
    <message>
        <source>Move T to the first change after it (Alt+Right)</source>
        <translation>Переместить T к первому изменению после него (Alt+Right)</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>Move T to the last change (Alt+End)</source>
        <translation>Переместить T к последнему изменению (Alt+End)</translation>
    </message>
    <message>
        <source>T:</source>
        <translation>T:</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>Сравнить с:</translation>
    </message>
    <message>
        <source>Filter rows</source>
        <translation>Фильтр строк</translation>
    </message>
    <message>
        <source>Show only rows containing this text in any column</source>
        <translation>Показывать только строки, содержащие этот текст в любом столбце</translation>
    </message>
    <message>
        <source>Select an entity to see its history.</source>
        <translation>Выберите сущность, чтобы увидеть её историю.</translation>
    </message>
    <message>
        <source>Looking for version tables…</source>
        <translation>Поиск таблиц версий…</translation>
    </message>
    <message>
        <source>An index would make point-in-time queries fast: %1</source>
        <translation>Индекс ускорил бы запросы на момент времени: %1</translation>
    </message>
    <message>
        <source>Loading the timeline of %1…</source>
        <translation>Загрузка временной шкалы %1…</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Ошибка: %1</translation>
    </message>
    <message>
        <source>Diff failed: %1</source>
        <translation>Ошибка сравнения: %1</translation>
    </message>
    <message numerus="yes">
        <source>From %1 to %2: %Ln created</source>
        <translation>
            <numerusform>С %1 по %2: создана %Ln сущность</numerusform>
            <numerusform>С %1 по %2: созданы %Ln сущности</numerusform>
            <numerusform>С %1 по %2: создано %Ln сущностей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln changed</source>
        <translation>
            <numerusform>изменена %Ln</numerusform>
            <numerusform>изменены %Ln</numerusform>
            <numerusform>изменено %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln deleted</source>
        <translation>
            <numerusform>удалена %Ln</numerusform>
            <numerusform>удалены %Ln</numerusform>
            <numerusform>удалено %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot load the timeline: %1</source>
        <translation>Не удалось загрузить временную шкалу: %1</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Сравнение…</translation>
    </message>
    <message>
        <source>Open a database with a version table.</source>
        <translation>Откройте базу данных с таблицей версий.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entities</source>
        <translation>
            <numerusform>%Ln сущность</numerusform>
            <numerusform>%Ln сущности</numerusform>
            <numerusform>%Ln сущностей</numerusform>
        </translation>
    </message>
    <message>
        <source>unix s</source>
        <translation>unix с</translation>
    </message>
    <message>
        <source>unix ms</source>
        <translation>unix мс</translation>
    </message>
    <message>
        <source>unix µs</source>
        <translation>unix мкс</translation>
    </message>
    <message>
        <source>RFC 3339 text</source>
        <translation>текст RFC 3339</translation>
    </message>
    <message>
        <source>Julian day</source>
        <translation>Юлианский день</translation>
    </message>
    <message>
        <source>key: %1 · version: %2 · instant: %3 (%4) · data: %5</source>
        <translation>ключ: %1 · версия: %2 · момент: %3 (%4) · данные: %5</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source> · deleted when %1 is set</source>
        <translation> · удалена, если задан %1</translation>
    </message>
    <message>
        <source> · deleted by JSON &quot;deleted&quot;: true</source>
        <translation> · удалена по JSON &quot;deleted&quot;: true</translation>
    </message>
    <message>
        <source>Cannot read the history: %1</source>
        <translation>Не удалось прочитать историю: %1</translation>
    </message>
    <message>
        <source>Map Columns…</source>
        <translation>Сопоставить столбцы…</translation>
    </message>
    <message>
        <source>Choose by hand which columns hold the entity key, version number, change instant and data (Ctrl+M)</source>
        <translation>Выбрать вручную, какие столбцы содержат ключ сущности, номер версии, момент изменения и данные (Ctrl+M)</translation>
    </message>
    <message>
        <source>Show one entity type: its JSON payload is then shown as one column per key</source>
        <translation>Показать один тип сущностей: его JSON-данные тогда выводятся отдельным столбцом для каждого ключа</translation>
    </message>
    <message>
        <source>No version table found (entity key, version number, change instant). Map the columns by hand with Map Columns…</source>
        <translation>Таблица версий не найдена (ключ сущности, номер версии, момент изменения). Сопоставьте столбцы вручную через «Сопоставить столбцы…».</translation>
    </message>
    <message>
        <source>mapped by hand</source>
        <translation>сопоставлено вручную</translation>
    </message>
    <message>
        <source>%1 (mapped by hand)</source>
        <translation>%1 (сопоставлено вручную)</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>Все типы</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of type %1 shown</source>
        <translation>
            <numerusform>показана %Ln сущность типа %1</numerusform>
            <numerusform>показаны %Ln сущности типа %1</numerusform>
            <numerusform>показано %Ln сущностей типа %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read the payloads: %1</source>
        <translation>Не удаётся прочитать данные версий: %1</translation>
    </message>
    <message>
        <source>T: 2026-10-31 22:00, -2h, an ID…</source>
        <translation>T: 2026-10-31 22:00, -2h, ID…</translation>
    </message>
    <message>
        <source>As of %1: %2</source>
        <translation>На %1: %2</translation>
    </message>
    <message>
        <source>optional second instant</source>
        <translation>второй момент</translation>
    </message>
    <message>
        <source>Type a second instant to list what changed between it and T; leave it empty to see the state at T</source>
        <translation>Введите второй момент, чтобы увидеть, что изменилось между ним и T; оставьте поле пустым, чтобы увидеть состояние на T</translation>
    </message>
</context>
<context>
    <name>idscope::VersionMappingDialog</name>
    <message>
        <source>Map Version Table Columns</source>
        <translation>Сопоставление столбцов таблицы версий</translation>
    </message>
    <message>
        <source>Optional: the column naming the kind of entity (e.g. entity_type)</source>
        <translation>Необязательно: столбец с типом сущности (например, entity_type)</translation>
    </message>
    <message>
        <source>The column or columns that identify an entity across its versions</source>
        <translation>Столбец или столбцы, идентифицирующие сущность во всех её версиях</translation>
    </message>
    <message>
        <source>The version number: ties on the same instant are broken by it</source>
        <translation>Номер версии: по нему разрешаются совпадения момента времени</translation>
    </message>
    <message>
        <source>When the version was written</source>
        <translation>Когда была записана версия</translation>
    </message>
    <message>
        <source>unix seconds</source>
        <translation>секунды unix</translation>
    </message>
    <message>
        <source>unix milliseconds</source>
        <translation>миллисекунды unix</translation>
    </message>
    <message>
        <source>unix microseconds</source>
        <translation>микросекунды unix</translation>
    </message>
    <message>
        <source>RFC 3339 text</source>
        <translation>текст RFC 3339</translation>
    </message>
    <message>
        <source>Julian day</source>
        <translation>юлианский день</translation>
    </message>
    <message>
        <source>How the instant is stored</source>
        <translation>Как хранится момент времени</translation>
    </message>
    <message>
        <source>The columns shown as the entity&apos;s data (JSON is diffed by key)</source>
        <translation>Столбцы, показываемые как данные сущности (JSON сравнивается по ключам)</translation>
    </message>
    <message>
        <source>Optional: who made the change</source>
        <translation>Необязательно: кто внёс изменение</translation>
    </message>
    <message>
        <source>Optional: a column whose non-zero, non-empty value deletes the entity</source>
        <translation>Необязательно: столбец, ненулевое и непустое значение которого удаляет сущность</translation>
    </message>
    <message>
        <source>A JSON payload with &quot;deleted&quot;: true deletes the entity</source>
        <translation>JSON-данные с &quot;deleted&quot;: true удаляют сущность</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Таблица:</translation>
    </message>
    <message>
        <source>Entity t&amp;ype:</source>
        <translation>Т&amp;ип сущности:</translation>
    </message>
    <message>
        <source>Entity &amp;key:</source>
        <translation>&amp;Ключ сущности:</translation>
    </message>
    <message>
        <source>&amp;Version number:</source>
        <translation>&amp;Номер версии:</translation>
    </message>
    <message>
        <source>&amp;Changed at:</source>
        <translation>&amp;Время изменения:</translation>
    </message>
    <message>
        <source>&amp;Data:</source>
        <translation>&amp;Данные:</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Автор:</translation>
    </message>
    <message>
        <source>Delete &amp;marker:</source>
        <translation>&amp;Признак удаления:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>Choose at least one entity key column.</source>
        <translation>Выберите хотя бы один столбец ключа сущности.</translation>
    </message>
    <message>
        <source>Choose the version number and the change instant.</source>
        <translation>Выберите номер версии и момент изменения.</translation>
    </message>
    <message>
        <source>The version number and the change instant must be different columns.</source>
        <translation>Номер версии и момент изменения должны быть разными столбцами.</translation>
    </message>
    <message>
        <source>The entity key cannot include the version number or the instant.</source>
        <translation>Ключ сущности не может включать номер версии или момент изменения.</translation>
    </message>
</context>
<context>
    <name>idscope::VersionStateModel</name>
    <message>
        <source>(row not found)</source>
        <translation>(строка не найдена)</translation>
    </message>
    <message>
        <source>created</source>
        <translation>создана</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>изменена</translation>
    </message>
    <message>
        <source>changed: %1</source>
        <translation>изменено: %1</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>удалена</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Entity</source>
        <translation>Сущность</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <source>Changed at</source>
        <translation>Время изменения</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Данные</translation>
    </message>
</context>
<context>
    <name>idscope::Warnings</name>
    <message>
        <source>The embedded instant lies before the format existed: a skewed clock, a test or forged ID, or a backfill</source>
        <translation>Заложенный момент времени раньше появления формата: сбитые часы, тестовый или поддельный ID либо запись задним числом</translation>
    </message>
    <message>
        <source>Not in the format&apos;s canonical letter case</source>
        <translation>Регистр букв не канонический для этого формата</translation>
    </message>
    <message>
        <source>Not the canonical spelling of this format</source>
        <translation>Не каноническая запись этого формата</translation>
    </message>
    <message>
        <source>The embedded instant lies in the future</source>
        <translation>Заложенный момент времени находится в будущем</translation>
    </message>
    <message>
        <source>The embedded instant lies before the format&apos;s epoch or launch</source>
        <translation>Заложенный момент времени раньше эпохи формата или его появления</translation>
    </message>
    <message>
        <source>16 bytes fit both RFC and .NET byte order; the order is uncertain</source>
        <translation>16 байт подходят и к порядку байтов RFC, и к порядку .NET; порядок неясен</translation>
    </message>
    <message>
        <source>Read in .NET Guid.ToByteArray() order (first three groups little-endian)</source>
        <translation>Прочитано в порядке .NET Guid.ToByteArray() (первые три группы little-endian)</translation>
    </message>
    <message>
        <source>Matches the signature of a known generator bug</source>
        <translation>Совпадает с признаками известной ошибки генератора</translation>
    </message>
    <message>
        <source>Other readings are about as plausible; see the alternatives</source>
        <translation>Другие прочтения почти так же правдоподобны; см. другие прочтения</translation>
    </message>
    <message>
        <source>A UUIDv4 in a column of UUIDv7 values</source>
        <translation>UUIDv4 в столбце значений UUIDv7</translation>
    </message>
    <message>
        <source>Upper- and lower-case letters mixed in one value</source>
        <translation>В одном значении смешаны прописные и строчные буквы</translation>
    </message>
    <message>
        <source>The millisecond field only makes sense as microseconds: a generator bug</source>
        <translation>Поле миллисекунд имеет смысл только как микросекунды: ошибка генератора</translation>
    </message>
    <message>
        <source>The input carries more digits than the format keeps; extra digits ignored</source>
        <translation>Во входных данных больше цифр, чем хранит формат; лишние цифры отброшены</translation>
    </message>
    <message>
        <source>No ID of this format carries such an instant: before the format&apos;s launch, far in the future, or a small counter read as a time</source>
        <translation>Ни один ID этого формата не несёт такого момента: до появления формата, далеко в будущем или небольшой счётчик, прочитанный как время</translation>
    </message>
</context>
<context>
    <name>idscope::Zone</name>
    <message>
        <source>time zone %1 unknown: install tzdata</source>
        <translation>часовой пояс %1 неизвестен: установите пакет tzdata</translation>
    </message>
    <message>
        <source>unknown time zone &apos;%1&apos;</source>
        <translation>неизвестный часовой пояс &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>idscope::ZoneComboBox</name>
    <message>
        <source>Time zone used to show instants: UTC, the local zone, or type an IANA name such as Europe/Berlin</source>
        <translation>Часовой пояс для показа моментов времени: UTC, местный пояс или введите имя IANA, например Europe/Moscow</translation>
    </message>
    <message>
        <source>Local (%1)</source>
        <translation>Местное (%1)</translation>
    </message>
    <message>
        <source>Named time zones need the tzdata package</source>
        <translation>Для часовых поясов по имени нужен пакет tzdata</translation>
    </message>
</context>
<context>
    <name>idscope::analysis</name>
    <message>
        <source>Values are not all in one letter case: a byte-wise comparison treats the same ID in another case as a different value.</source>
        <translation>Значения записаны в разном регистре букв: при побайтовом сравнении тот же идентификатор в другом регистре считается другим значением.</translation>
    </message>
    <message>
        <source>Values are spelled in a non-canonical form (braces, urn:uuid:, no hyphens, padding): lookups by the canonical spelling will not find them.</source>
        <translation>Значения записаны в неканонической форме (фигурные скобки, urn:uuid:, без дефисов, дополнение): поиск по канонической записи их не найдёт.</translation>
    </message>
    <message>
        <source>Values are stored in another storage class than the rest of the column (TEXT among BLOB IDs or the reverse): SQLite never compares them equal, so a lookup silently matches nothing.</source>
        <translation>Значения хранятся в другом классе хранения, чем остальные значения столбца (TEXT среди идентификаторов BLOB или наоборот): SQLite никогда не считает их равными, поэтому поиск молча ничего не находит.</translation>
    </message>
    <message>
        <source>Two or more values differ only by letter case: they are the same ID to a parser, but different keys to SQLite.</source>
        <translation>Два или более значения различаются только регистром букв: для парсера это один и тот же идентификатор, а для SQLite — разные ключи.</translation>
    </message>
    <message>
        <source>Values carry an instant before the format&apos;s epoch or before it came into use.</source>
        <translation>Значения содержат момент до эпохи формата или до начала его использования.</translation>
    </message>
    <message>
        <source>Values of another version of the same family are mixed in (for example UUIDv4 rows in a UUIDv7 column): only the dominant version sorts by time.</source>
        <translation>Примешаны значения другой версии того же семейства (например, строки с UUIDv4 в столбце UUIDv7): по времени сортируется только преобладающая версия.</translation>
    </message>
    <message>
        <source>The instant in the ID is far from the row&apos;s own timestamp column.</source>
        <translation>Момент в идентификаторе сильно расходится со столбцом метки времени самой строки.</translation>
    </message>
    <message>
        <source>Values are not IDs of the column&apos;s format.</source>
        <translation>Значения не являются идентификаторами формата столбца.</translation>
    </message>
    <message numerus="yes">
        <source>%n other</source>
        <translation>
            <numerusform>ещё %n</numerusform>
            <numerusform>ещё %n</numerusform>
            <numerusform>ещё %n</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>идентификатор</translation>
    </message>
    <message>
        <source>time</source>
        <translation>время</translation>
    </message>
    <message>
        <source>other</source>
        <translation>другое</translation>
    </message>
    <message>
        <source>cannot read the table</source>
        <translation>не удаётся прочитать таблицу</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>секундах</translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation>миллисекундах</translation>
    </message>
    <message>
        <source>microseconds</source>
        <translation>микросекундах</translation>
    </message>
    <message>
        <source>day number (days since %1) of a composite time key with %2</source>
        <translation>номер дня (дней с %1) составного ключа времени вместе с %2</translation>
    </message>
    <message>
        <source>time of day in %1 of a composite time key with %2</source>
        <translation>время суток в %1 составного ключа времени вместе с %2</translation>
    </message>
    <message>
        <source>no table or view named %1</source>
        <translation>нет таблицы или представления с именем %1</translation>
    </message>
    <message>
        <source>day</source>
        <translation>день</translation>
    </message>
    <message>
        <source>second</source>
        <translation>секунда</translation>
    </message>
    <message>
        <source>10 milliseconds</source>
        <translation>10 миллисекунд</translation>
    </message>
    <message>
        <source>millisecond</source>
        <translation>миллисекунда</translation>
    </message>
    <message>
        <source>microsecond</source>
        <translation>микросекунда</translation>
    </message>
    <message>
        <source>100 nanoseconds</source>
        <translation>100 наносекунд</translation>
    </message>
    <message>
        <source>nanosecond</source>
        <translation>наносекунда</translation>
    </message>
    <message>
        <source>no rows</source>
        <translation>нет строк</translation>
    </message>
    <message>
        <source>every value is NULL</source>
        <translation>все значения — NULL</translation>
    </message>
    <message>
        <source>chosen by you</source>
        <translation>выбрано вами</translation>
    </message>
    <message>
        <source>inherited from %1 (foreign key)</source>
        <translation>унаследовано от %1 (внешний ключ)</translation>
    </message>
    <message>
        <source>no value reads as an ID or a time</source>
        <translation>ни одно значение не читается как идентификатор или время</translation>
    </message>
    <message>
        <source>%1 of %2 values read best as %3</source>
        <translation>%1 из %2 значений лучше всего читаются как %3</translation>
    </message>
    <message>
        <source>no reading puts most values at a plausible time (best: %1, %2 % plausible)</source>
        <translation>ни одно прочтение не даёт правдоподобного времени для большинства значений (лучшее: %1, правдоподобно %2 %)</translation>
    </message>
    <message>
        <source>agrees with %1 for %2 % of rows</source>
        <translation>совпадает с %1 для %2 % строк</translation>
    </message>
    <message>
        <source>; runner-up %1 agrees for %2 %</source>
        <translation>; второй кандидат %1 совпадает для %2 %</translation>
    </message>
    <message>
        <source>%1 % of instants plausible</source>
        <translation>правдоподобно %1 % моментов</translation>
    </message>
    <message>
        <source>; runner-up %1 is as plausible, %2 ranks first for more values</source>
        <translation>; второй кандидат %1 столь же правдоподобен, %2 стоит первым для большего числа значений</translation>
    </message>
    <message>
        <source>; runner-up %1: %2 %</source>
        <translation>; второй кандидат %1: %2 %</translation>
    </message>
    <message>
        <source>most values are lower case</source>
        <translation>большинство значений в нижнем регистре</translation>
    </message>
    <message>
        <source>most values are upper case</source>
        <translation>большинство значений в верхнем регистре</translation>
    </message>
    <message>
        <source>most values use another spelling</source>
        <translation>большинство значений записаны иначе</translation>
    </message>
    <message>
        <source>%1 in a column of %2 values: they never compare equal to a %2 parameter</source>
        <translation>%1 в столбце значений %2: они никогда не равны параметру %2</translation>
    </message>
    <message>
        <source>found among the sampled rows</source>
        <translation>найдено среди строк выборки</translation>
    </message>
    <message>
        <source>%1 before the format came into use</source>
        <translation>%1 — до начала использования формата</translation>
    </message>
    <message>
        <source>%1 in a %2 column</source>
        <translation>%1 в столбце %2</translation>
    </message>
    <message>
        <source>%1 in a column whose newest rows are %2</source>
        <translation>%1 в столбце, новейшие строки которого — %2</translation>
    </message>
    <message>
        <source>compared with %1; %2 % of rows agree within 60 s</source>
        <translation>сравнение с %1; у %2 % строк расхождение не более 60 с</translation>
    </message>
    <message>
        <source>; largest skew %1</source>
        <translation>; наибольшее расхождение часов %1</translation>
    </message>
    <message>
        <source>16-byte BLOB</source>
        <translation>16-байтовый BLOB</translation>
    </message>
    <message>
        <source>36-character TEXT</source>
        <translation>36-символьный TEXT</translation>
    </message>
    <message>
        <source>26-character TEXT</source>
        <translation>26-символьный TEXT</translation>
    </message>
    <message>
        <source>20-byte BLOB</source>
        <translation>20-байтовый BLOB</translation>
    </message>
    <message>
        <source>12-byte BLOB</source>
        <translation>12-байтовый BLOB</translation>
    </message>
    <message>
        <source>INTEGER Unix seconds</source>
        <translation>INTEGER, секунды Unix</translation>
    </message>
    <message>
        <source>INTEGER Unix milliseconds</source>
        <translation>INTEGER, миллисекунды Unix</translation>
    </message>
    <message>
        <source>INTEGER Unix microseconds</source>
        <translation>INTEGER, микросекунды Unix</translation>
    </message>
    <message>
        <source>in the table</source>
        <translation>в таблице</translation>
    </message>
    <message>
        <source>Stored as %1, the values would take %2 bytes less each, about %3 bytes %4.</source>
        <translation>Если хранить их как %1, каждое значение занимало бы на %2 байт меньше, всего примерно на %3 байт %4.</translation>
    </message>
    <message>
        <source>Stored as %1, the values would take %2 bytes more each, about %3 bytes %4.</source>
        <translation>Если хранить их как %1, каждое значение занимало бы на %2 байт больше, всего примерно на %3 байт %4.</translation>
    </message>
    <message>
        <source>Each ID discloses its row&apos;s creation instant, to the %1, to anyone who sees the ID.</source>
        <translation>Каждый идентификатор раскрывает момент создания своей строки (точность: %1) любому, кто видит идентификатор.</translation>
    </message>
    <message>
        <source>Rows with UUIDs of other versions disclose nothing.</source>
        <translation>Строки с UUID других версий ничего не раскрывают.</translation>
    </message>
    <message>
        <source>The IDs carry no creation instant: they disclose nothing about when a row was made.</source>
        <translation>Идентификаторы не содержат момента создания: они ничего не раскрывают о том, когда была создана строка.</translation>
    </message>
    <message>
        <source>Peak: %1 IDs in one %2 and %3 in one second; %4 random bits per tick. Birthday bound P ≈ n²/(2·2^bits) per tick, the peak second sustained for a year.</source>
        <translation>Пик: %1 идентификаторов за один такт (%2) и %3 за одну секунду; %4 случайных бит на такт. Граница парадокса дней рождения P ≈ n²/(2·2^bits) на такт при пиковой секунде, длящейся год.</translation>
    </message>
    <message>
        <source>the entity key does not match the mapping</source>
        <translation>ключ сущности не соответствует сопоставлению</translation>
    </message>
    <message>
        <source>incomplete version table mapping</source>
        <translation>неполное сопоставление таблицы версий</translation>
    </message>
    <message>
        <source>The ID column is the rowid: rowid order is key order, so no gap can show. Give a commit-sequence or commit-time column.</source>
        <translation>Столбец ID — это rowid: порядок rowid совпадает с порядком ключей, поэтому пропусков быть не может. Укажите столбец последовательности фиксаций или времени фиксации.</translation>
    </message>
    <message>
        <source>Commit order is taken from the rowid, which VACUUM may renumber (the table has no INTEGER PRIMARY KEY): give a commit-sequence or commit-time column when one exists.</source>
        <translation>Порядок фиксации берётся из rowid, который VACUUM может перенумеровать (в таблице нет INTEGER PRIMARY KEY): укажите столбец последовательности фиксаций или времени фиксации, если он есть.</translation>
    </message>
    <message>
        <source>Commit order is taken from the rowid (%1): it is commit order only when SQLite assigns it, not the application, and no deleted rowid was reused.</source>
        <translation>Порядок фиксации берётся из rowid (%1): он совпадает с порядком фиксации, только если rowid назначает SQLite, а не приложение, и удалённые rowid не использовались повторно.</translation>
    </message>
    <message>
        <source>no column %1 in table %2</source>
        <translation>в таблице %2 нет столбца %1</translation>
    </message>
    <message>
        <source>no ID column given</source>
        <translation>не указан столбец ID</translation>
    </message>
    <message>
        <source>a poll period needs a commit-time column</source>
        <translation>для периода опроса нужен столбец времени фиксации</translation>
    </message>
    <message>
        <source>table %1 has no rowid: give a commit-order column</source>
        <translation>у таблицы %1 нет rowid: укажите столбец порядка фиксации</translation>
    </message>
    <message>
        <source>column %1 holds no IDs that carry an instant</source>
        <translation>в столбце %1 нет ID, содержащих момент времени</translation>
    </message>
    <message>
        <source>format %1 carries no instant</source>
        <translation>формат %1 не содержит момента времени</translation>
    </message>
    <message>
        <source>Without a commit-time column, &quot;now&quot; is estimated as the largest ID instant committed so far.</source>
        <translation>Без столбца времени фиксации «сейчас» оценивается как наибольший момент времени среди ID, зафиксированных к этому моменту.</translation>
    </message>
    <message>
        <source>%1 rows were left out: %2 with a NULL ID, %3 not read as %4, %5 without a commit order.</source>
        <translation>Не учтено строк: %1 (с NULL в ID: %2, не читаются как %4: %3, без порядка фиксации: %5).</translation>
    </message>
    <message>
        <source>Key order does not always follow the ID instants (mixed case or mixed storage?): window figures come from a full poller run.</source>
        <translation>Порядок ключей не всегда следует моментам времени в ID (смешанный регистр или смешанное хранение?): показатели окна получены полным прогоном опроса.</translation>
    </message>
    <message>
        <source>No rows to simulate.</source>
        <translation>Нет строк для моделирования.</translation>
    </message>
    <message>
        <source>An ID cursor misses nothing here: every row committed in key order.</source>
        <translation>Курсор по ID здесь ничего не пропускает: все строки зафиксированы в порядке ключей.</translation>
    </message>
    <message>
        <source>Poll with a window of %1, hold back %2 rows, or poll by a commit sequence instead of the ID.</source>
        <translation>Используйте при опросе окно %1, удержание %2 стр. или опрос по последовательности фиксаций вместо ID.</translation>
    </message>
    <message>
        <source>Poll with a window of %1, hold back %2 rows, or poll by commit sequence (%3).</source>
        <translation>Используйте при опросе окно %1, удержание %2 стр. или опрос по последовательности фиксаций (%3).</translation>
    </message>
    <message>
        <source>this SQLite has no dbstat virtual table</source>
        <translation>в этой сборке SQLite нет виртуальной таблицы dbstat</translation>
    </message>
    <message>
        <source>dbstat gave an unexpected page path &apos;%1&apos;</source>
        <translation>dbstat вернул неожиданный путь страницы &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>dbstat shows no pages for &apos;%1&apos;</source>
        <translation>dbstat не показывает страниц для &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the pages of &apos;%1&apos; changed while they were read (%2 interior keys for %3 leaves)</source>
        <translation>страницы &apos;%1&apos; изменились во время чтения (внутренних ключей: %2, листьев: %3)</translation>
    </message>
    <message>
        <source>there is no table &apos;%1&apos;</source>
        <translation>нет таблицы &apos;%1&apos;</translation>
    </message>
    <message>
        <source>table &apos;%1&apos; has no column &apos;%2&apos;</source>
        <translation>в таблице &apos;%1&apos; нет столбца &apos;%2&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a WITHOUT ROWID table, so its insertion order is not stored: choose the column that records it (a sequence or creation time)</source>
        <translation>&apos;%1&apos; — таблица WITHOUT ROWID, поэтому порядок вставки в ней не хранится: выберите столбец, в котором он записан (последовательность или время создания)</translation>
    </message>
    <message>
        <source>no index starts with &apos;%1&apos;, so its keys have no B-tree of their own</source>
        <translation>ни один индекс не начинается с &apos;%1&apos;, поэтому у ключей этого столбца нет собственного B-дерева</translation>
    </message>
    <message>
        <source>the leaf metrics (leaves written by the newest keys, fewest possible, rightmost share, leaf pages, fill, disorder) need the dbstat virtual table, turned off here</source>
        <translation>для метрик листьев (листья, записанные новейшими ключами, минимально возможное их число, доля справа, листовые страницы, заполнение, беспорядок) нужна виртуальная таблица dbstat, которая здесь отключена</translation>
    </message>
    <message>
        <source>the leaf metrics (leaves written by the newest keys, fewest possible, rightmost share, leaf pages, fill, disorder) need the dbstat virtual table: %1</source>
        <translation>для метрик листьев (листья, записанные новейшими ключами, минимально возможное их число, доля справа, листовые страницы, заполнение, беспорядок) нужна виртуальная таблица dbstat: %1</translation>
    </message>
    <message>
        <source>cannot count the rows</source>
        <translation>не удалось подсчитать строки</translation>
    </message>
    <message>
        <source>more than 4294967295 rows</source>
        <translation>более 4294967295 строк</translation>
    </message>
    <message>
        <source>the B-tree &apos;%1&apos; holds %2 keys but the scan read %3 rows</source>
        <translation>B-дерево &apos;%1&apos; содержит ключей: %2, но при сканировании прочитано строк: %3</translation>
    </message>
    <message>
        <source>Too few rows to judge: locality needs at least two inserts.</source>
        <translation>Слишком мало строк для оценки: для локальности нужны хотя бы две вставки.</translation>
    </message>
    <message>
        <source>New keys touch %1× more leaves than needed: inserts scatter over the B-tree, so each one rewrites a different page.</source>
        <translation>Новые ключи затрагивают листьев в %1× больше, чем нужно: вставки разбросаны по B-дереву, и каждая перезаписывает другую страницу.</translation>
    </message>
    <message>
        <source>New keys land together at the right edge of the B-tree: inserts append, touching as few leaves as possible.</source>
        <translation>Новые ключи ложатся вместе у правого края B-дерева: вставки добавляются в конец и затрагивают минимально возможное число листьев.</translation>
    </message>
    <message>
        <source>Keys follow the insertion order: new keys append at the right edge.</source>
        <translation>Ключи следуют порядку вставки: новые ключи добавляются у правого края.</translation>
    </message>
    <message>
        <source>Keys are unrelated to the insertion order: new keys land anywhere in the B-tree.</source>
        <translation>Ключи не связаны с порядком вставки: новые ключи попадают в любое место B-дерева.</translation>
    </message>
    <message>
        <source>Later keys are mostly smaller than earlier ones (Kendall τ %1), as when random keys were followed by time-ordered ones: not random, but the insertion order alone cannot say where new keys land.</source>
        <translation>Более поздние ключи в основном меньше ранних (τ Кендалла %1), как бывает, когда за случайными ключами пошли упорядоченные по времени: это не случайный порядок, но по одному порядку вставки нельзя сказать, куда попадают новые ключи.</translation>
    </message>
    <message>
        <source>Keys partly follow the insertion order.</source>
        <translation>Ключи частично следуют порядку вставки.</translation>
    </message>
    <message>
        <source>For the same number of inserts, new keys of %1 touch %2× the leaf pages that those of %3 touch.</source>
        <translation>При одинаковом числе вставок новые ключи %1 затрагивают %2× от числа листовых страниц, которые затрагивают ключи %3.</translation>
    </message>
    <message>
        <source>%1 has no ID column to poll by.</source>
        <translation>В %1 нет столбца ID для опроса.</translation>
    </message>
    <message>
        <source>The %1 IDs carry no creation instant, but the %2 ones disclose their row&apos;s creation instant to anyone who sees them.</source>
        <translation>ID формата %1 не содержат момента создания, но ID формата %2 раскрывают момент создания своей строки любому, кто их видит.</translation>
    </message>
    <message>
        <source>The window and hold-back assume that %1 is the commit order and that no commit will ever lag more than the worst seen here.</source>
        <translation>Окно и удержание предполагают, что %1 задаёт порядок фиксации и что ни одна фиксация никогда не опоздает сильнее худшей из увиденных здесь.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&lt; %1</source>
        <translation>&lt; %1</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>≈ %1 ± %2</source>
        <translation>≈ %1 ± %2</translation>
    </message>
    <message>
        <source>seen in the sample: %1 of %2</source>
        <translation>в выборке: %1 из %2</translation>
    </message>
    <message>
        <source>≈ %1 (%2–%3)</source>
        <translation>≈ %1 (%2–%3)</translation>
    </message>
    <message>
        <source>Poll with a window of %1, hold back %2 rows, or deliver rows by commit (an outbox or logical decoding) instead of by ID. The window and hold-back come from the server&apos;s commit timestamps and assume no commit will ever lag more than the worst seen here.</source>
        <translation>Опрашивайте с окном %1, оставляйте непрочитанными %2 строк или доставляйте строки по фиксации (outbox или логическое декодирование), а не по ID. Окно и отставание получены из отметок времени фиксации на сервере и предполагают, что ни одна фиксация никогда не запоздает сильнее худшей из увиденных здесь.</translation>
    </message>
    <message>
        <source>no table %1</source>
        <translation>нет таблицы %1</translation>
    </message>
    <message>
        <source>table %1 has no single-column primary key: give the ID column</source>
        <translation>у таблицы %1 нет первичного ключа из одного столбца: укажите столбец ID</translation>
    </message>
    <message>
        <source>column %1 is neither an integer, uuid, bytea nor text column</source>
        <translation>столбец %1 не целочисленный, не uuid, не bytea и не текстовый</translation>
    </message>
    <message>
        <source>the server does not record commit timestamps (track_commit_timestamp is off): give a commit-order column, which is then assumed to be commit order</source>
        <translation>сервер не записывает отметки времени фиксации (track_commit_timestamp выключен): укажите столбец порядка фиксации — его порядок будет принят за порядок фиксации</translation>
    </message>
    <message>
        <source>Commit order is assumed to be the order of column %1, as asked (the server&apos;s commit timestamps are not used).</source>
        <translation>За порядок фиксации, как и запрошено, принят порядок столбца %1 (отметки времени фиксации на сервере не используются).</translation>
    </message>
    <message>
        <source>The server does not record commit timestamps (track_commit_timestamp is off): commit order is assumed to be the order of column %1.</source>
        <translation>Сервер не записывает отметки времени фиксации (track_commit_timestamp выключен): за порядок фиксации принят порядок столбца %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n rows have no commit timestamp (committed before track_commit_timestamp was turned on, or frozen by VACUUM) and were left out.</source>
        <translation>
            <numerusform>%n строка без отметки времени фиксации (зафиксирована до включения track_commit_timestamp или заморожена VACUUM) не учтена.</numerusform>
            <numerusform>%n строки без отметки времени фиксации (зафиксированы до включения track_commit_timestamp или заморожены VACUUM) не учтены.</numerusform>
            <numerusform>%n строк без отметки времени фиксации (зафиксированы до включения track_commit_timestamp или заморожены VACUUM) не учтены.</numerusform>
        </translation>
    </message>
    <message>
        <source>256 milliseconds</source>
        <translation>256 миллисекунд</translation>
    </message>
    <message>
        <source>in the table and its index</source>
        <translation>в таблице и её индексе</translation>
    </message>
    <message numerus="yes">
        <source>in the table and %n indexes</source>
        <translation>
            <numerusform>в таблице и %n индексе</numerusform>
            <numerusform>в таблице и %n индексах</numerusform>
            <numerusform>в таблице и %n индексах</numerusform>
        </translation>
    </message>
    <message>
        <source>Inversion ratio: %1 for %2, %3 for %4 (0 = keys follow the insertion order, %5 = random).</source>
        <translation>Доля инверсий: %1 для %2, %3 для %4 (0 — ключи следуют порядку вставки, %5 — случайный порядок).</translation>
    </message>
    <message>
        <source>insertion order: the rowid</source>
        <translation>порядок вставки: rowid</translation>
    </message>
    <message>
        <source>insertion order: commit order, each row&apos;s commit instant (pg_xact_commit_timestamp(xmin)), rows of one transaction by heap position; %1 rows have no commit timestamp (committed before track_commit_timestamp was on, or frozen since) and count as first</source>
        <translation>порядок вставки: порядок фиксации, момент фиксации каждой строки (pg_xact_commit_timestamp(xmin)), строки одной транзакции — по положению в куче; у %1 строк нет отметки времени фиксации (зафиксированы до включения track_commit_timestamp или с тех пор заморожены), они считаются первыми</translation>
    </message>
    <message>
        <source>insertion order: commit order, each row&apos;s commit instant (pg_xact_commit_timestamp(xmin)), rows of one transaction by heap position</source>
        <translation>порядок вставки: порядок фиксации, момент фиксации каждой строки (pg_xact_commit_timestamp(xmin)), строки одной транзакции — по положению в куче</translation>
    </message>
    <message>
        <source>insertion order: heap order (ctid), the order rows are stored in, which is insertion order until updates, deletes and VACUUM reuse space</source>
        <translation>порядок вставки: порядок в куче (ctid), в котором хранятся строки; он совпадает с порядком вставки, пока обновления, удаления и VACUUM не переиспользуют место</translation>
    </message>
    <message>
        <source>insertion order: heap order (ctid), the order rows are stored in, which is insertion order until updates, deletes and VACUUM reuse space; the server keeps no commit timestamps (track_commit_timestamp is off)</source>
        <translation>порядок вставки: порядок в куче (ctid), в котором хранятся строки; он совпадает с порядком вставки, пока обновления, удаления и VACUUM не переиспользуют место; сервер не хранит отметки времени фиксации (track_commit_timestamp выключен)</translation>
    </message>
    <message>
        <source>insertion order: the column %1</source>
        <translation>порядок вставки: столбец %1</translation>
    </message>
    <message>
        <source>the pages of &apos;%1&apos; changed while they were read</source>
        <translation>страницы «%1» изменились во время чтения</translation>
    </message>
    <message>
        <source>Commit order is taken from the rowid, which VACUUM may renumber (the table has no INTEGER PRIMARY KEY): choose %1 as the commit order to follow the commit times instead.</source>
        <translation>Порядок фиксации берётся из rowid, который VACUUM может перенумеровать (в таблице нет INTEGER PRIMARY KEY): выберите %1 как порядок фиксации, чтобы следовать времени фиксации.</translation>
    </message>
    <message>
        <source>In %1 16-byte values the UUID version nibble takes %2 different values and the variant bits %3, as random bits do, while the leading 48 bits read as Unix milliseconds from %4 to %5, moving forward between %6 % of consecutive values.</source>
        <translation>В %1 16-байтовых значениях полубайт версии UUID принимает %2 разных значений, а биты варианта — %3, как у случайных битов, тогда как старшие 48 бит читаются как миллисекунды Unix от %4 до %5 и идут вперёд между %6 % соседних значений.</translation>
    </message>
    <message>
        <source>The last three bytes repeat a few values only: a UPID&apos;s prefix and version.</source>
        <translation>Последние три байта повторяют лишь несколько значений: это префикс и версия UPID.</translation>
    </message>
    <message>
        <source>Bytes 7 to 9 stay the same between %1 % of values less than a second apart: SCRU128&apos;s counter_hi.</source>
        <translation>Байты с 7-го по 9-й не меняются между %1 % значений, отстоящих меньше чем на секунду: это counter_hi SCRU128.</translation>
    </message>
    <message>
        <source>Timeflake stores the same 16 bytes (48-bit milliseconds, 80 random bits): read as Timeflakes the instants are the same.</source>
        <translation>Timeflake хранит те же 16 байт (48 бит миллисекунд, 80 случайных бит): прочитанные как Timeflake, моменты будут теми же.</translation>
    </message>
    <message>
        <source>SCRU128 is not ruled out either: too few consecutive values lie within a second of each other to see whether bytes 7 to 9 stay the same.</source>
        <translation>SCRU128 тоже не исключён: слишком мало соседних значений лежат в пределах секунды друг от друга, чтобы увидеть, остаются ли байты с 7-го по 9-й неизменными.</translation>
    </message>
    <message>
        <source>16-byte values are ULIDs (or another 128-bit format with a 48-bit millisecond clock in front) stored where UUIDs are expected. Read as UUIDs they show random versions and no instant, and they are no UUIDv7 either: do not put a ULID into a UUID column or label its binary form UUIDv7. Store it as a ULID (26 characters or 16 bytes declared as such), or mint real UUIDv7s.</source>
        <translation>16-байтовые значения — это ULID (или другой 128-битный формат с 48-битными часами в миллисекундах в начале), хранящиеся там, где ожидаются UUID. Прочитанные как UUID, они показывают случайные версии и никакого момента, и UUIDv7 они тоже не являются: не кладите ULID в столбец UUID и не называйте его двоичную форму UUIDv7. Храните его как ULID (26 символов или 16 байт, объявленных как ULID) или создавайте настоящие UUIDv7.</translation>
    </message>
    <message>
        <source>%1 of %2 values read as binary %3 from the bits of the whole column</source>
        <translation>%1 из %2 значений читаются как двоичный %3 по битам всего столбца</translation>
    </message>
    <message>
        <source>Most new keys append at the right edge of the B-tree (they exceed every earlier key).</source>
        <translation>Большинство новых ключей добавляется у правого края B-дерева (они больше всех прежних ключей).</translation>
    </message>
    <message>
        <source>New keys sit close together (%1 leaves for the newest %2 keys, %3 at the fewest), though not at the right edge of the B-tree.</source>
        <translation>Новые ключи расположены близко друг к другу (%1 листьев для новейших ключей (%2), минимум %3), но не у правого края B-дерева.</translation>
    </message>
    <message>
        <source>The newest %1 keys are %2 of the table, too large a share for the leaves they touch to tell scattered inserts from appends.</source>
        <translation>Новейшие ключи (%1) составляют %2 таблицы: при такой доле затронутые листья не отличают разбросанные вставки от добавления в конец.</translation>
    </message>
    <message>
        <source>The B-tree has too few leaves (%1) for the newest %2 keys to show whether inserts scatter.</source>
        <translation>В B-дереве слишком мало листьев (%1), чтобы по новейшим ключам (%2) было видно, разбросаны ли вставки.</translation>
    </message>
    <message>
        <source>%1 and %2: new keys touch about as many leaves (%3 for the newest %4 keys, %5 for the newest %6).</source>
        <translation>%1 и %2: новые ключи затрагивают примерно одинаковое число листьев (%3 для новейших ключей, N = %4; %5 для N = %6).</translation>
    </message>
    <message>
        <source>%1 of %2 values are 128 bits whose UUID version and variant bits vary as random bits do, with no clock in their leading bits: hashes or random tokens, not UUIDs</source>
        <translation>%1 из %2 значений — 128 бит, у которых биты версии и варианта UUID меняются как случайные, а в старших битах нет часов: это хеши или случайные токены, а не UUID</translation>
    </message>
    <message>
        <source>only %1 of %2 values read as %3, most of them at no plausible time</source>
        <translation>лишь %1 из %2 значений читаются как %3, и большинство из них — в неправдоподобное время</translation>
    </message>
    <message>
        <source>cursor gaps cannot be read from this database</source>
        <translation>пропуски курсора для этой базы данных не вычисляются</translation>
    </message>
    <message>
        <source>This history alone would have been caught with %1, only because few rows were committed while the late ones waited; a busier stream needs the full window.</source>
        <translation>Эту историю поймало бы и окно %1, но лишь потому, что, пока опоздавшие строки ждали, фиксировалось мало других; более загруженному потоку нужно всё окно.</translation>
    </message>
    <message>
        <source>ULIDs are spelled with letters Crockford&apos;s base32 leaves out: I and L, which decoders read as 1, O, read as 0, or U, which no decoder reads. They are written by hand or by an encoder with another base32 alphabet (RFC 4648&apos;s has all four); a lookup by the canonical spelling does not find them.</source>
        <translation>ULID записаны буквами, которых нет в base32 Крокфорда: I и L, которые декодеры читают как 1, O, читаемой как 0, или U, которую не читает ни один декодер. Такие значения набраны вручную или закодированы с другим алфавитом base32 (в алфавите RFC 4648 есть все четыре); поиск по каноническому написанию их не находит.</translation>
    </message>
    <message>
        <source>%1 with I, L or O, read as 1, 1 and 0</source>
        <translation>%1 с I, L или O, читаемыми как 1, 1 и 0</translation>
    </message>
    <message>
        <source>%1 with U, which no decoder reads (also not IDs)</source>
        <translation>%1 с U, которую не читает ни один декодер (они же не ID)</translation>
    </message>
    <message>
        <source>In a column of ULIDs that are otherwise monotonic within a millisecond (in rowid order, at least 90 % of the rows minted in the same millisecond as the row before have larger random bits, as a monotonic factory makes them), these rows&apos; random bits do not increase over the row before: a second generator without the monotonic factory, another process, or a factory whose state was lost wrote them, and they do not sort in insertion order.</source>
        <translation>В столбце ULID, в остальном монотонных внутри миллисекунды (в порядке rowid не меньше 90 % строк, созданных в ту же миллисекунду, что и предыдущая, имеют большие случайные биты — так их делает монотонная фабрика), у этих строк случайные биты не больше, чем у предыдущей: их записал второй генератор без монотонной фабрики, другой процесс или фабрика, потерявшая своё состояние, и они не сортируются в порядке вставки.</translation>
    </message>
    <message>
        <source>%1 of %2 rows minted in the same millisecond as the row before have larger random bits</source>
        <translation>%1 из %2 строк, созданных в ту же миллисекунду, что и предыдущая, имеют большие случайные биты</translation>
    </message>
    <message>
        <source>UUIDv7s whose 48-bit millisecond field has its top bit set, an instant after the year 6429: the generator filled the field from a negative or garbage clock value (a sign bug) or from a time in another unit, and the IDs sort after every real one.</source>
        <translation>UUIDv7 с установленным старшим битом 48-битного поля миллисекунд — момент после 6429 года: генератор заполнил поле отрицательным или мусорным значением часов (ошибка знака) или временем в других единицах, и такие ID сортируются после всех настоящих.</translation>
    </message>
    <message>
        <source>UUIDv1/v6 instants fall before 1970, where the same 100-ns count read from 1970 instead of 1582-10-15 (12,219,292,800 s later) would be a plausible time up to now: the generator wrote Unix time into the Gregorian time field without adding the offset between the two epochs, so the IDs read as the 1580s to 1630s.</source>
        <translation>Моменты UUIDv1/v6 лежат до 1970 года, а тот же счёт интервалов по 100 нс, отсчитанный от 1970 года, а не от 1582-10-15 (на 12 219 292 800 с позже), дал бы правдоподобное время не позже текущего: генератор записал Unix-время в григорианское поле времени, не прибавив разницу между эпохами, и ID читаются как 1580-е — 1630-е годы.</translation>
    </message>
    <message>
        <source>KSUIDs read between 2106 and 2150 whose 32-bit time field, read as a signed offset from the KSUID epoch (1400000000, 2014-05-13), falls between 1970 and that epoch: the generator was given a time before 2014, and the negative offset wrapped around to the far future.</source>
        <translation>KSUID, читаемые как 2106–2150 годы, чьё 32-битное поле времени, прочитанное как смещение со знаком от эпохи KSUID (1400000000, 2014-05-13), попадает между 1970 годом и этой эпохой: генератору дали время до 2014 года, и отрицательное смещение перешло через край в далёкое будущее.</translation>
    </message>
    <message>
        <source>IDs were minted more than a day after the row&apos;s own timestamp, in a column whose IDs otherwise agree with it: the backfill case, where imported or migrated records get IDs of the moment of the import while their timestamp keeps the original time, so the order of the IDs is not the order of the rows&apos; times.</source>
        <translation>ID созданы более чем через сутки после собственной метки времени строки, в столбце, чьи ID в остальном с ней согласуются: случай дозагрузки, когда импортированные или перенесённые записи получают ID момента импорта, а их метка времени сохраняет исходное время, так что порядок ID не совпадает с порядком времени строк.</translation>
    </message>
    <message>
        <source>%1 in the sample</source>
        <translation>%1 в выборке</translation>
    </message>
    <message>
        <source>rand_a: too few rows in one millisecond to tell</source>
        <translation>rand_a: слишком мало строк в одной миллисекунде, чтобы судить</translation>
    </message>
    <message>
        <source>rand_a is a fraction of the millisecond (RFC 9562 method 3): instants to 1/4096 ms</source>
        <translation>rand_a — доля миллисекунды (метод 3 RFC 9562): моменты с точностью до 1/4096 мс</translation>
    </message>
    <message>
        <source>rand_a is a counter within the millisecond (RFC 9562 method 1)</source>
        <translation>rand_a — счётчик внутри миллисекунды (метод 1 RFC 9562)</translation>
    </message>
    <message>
        <source>rand_a is random</source>
        <translation>rand_a — случайные биты</translation>
    </message>
    <message>
        <source>1/4096 millisecond</source>
        <translation>1/4096 миллисекунды</translation>
    </message>
    <message>
        <source>Only %1 rows were minted in the same millisecond as the row before them: too few to tell what rand_a holds.</source>
        <translation>Строк, созданных в ту же миллисекунду, что и строка перед ними, лишь %1: слишком мало, чтобы понять, что хранит rand_a.</translation>
    </message>
    <message>
        <source>In %1 of %2 pairs of consecutive rows minted in one millisecond rand_a stepped by one: a 12-bit counter (RFC 9562 method 1).</source>
        <translation>В %1 из %2 пар соседних строк, созданных в одну миллисекунду, rand_a вырос ровно на единицу: 12-битный счётчик (метод 1 RFC 9562).</translation>
    </message>
    <message>
        <source>In %1 of %2 pairs of consecutive rows minted in one millisecond a %3-bit counter stepped by one: rand_a and the top %4 bits of rand_b (RFC 9562 method 1).</source>
        <translation>В %1 из %2 пар соседних строк, созданных в одну миллисекунду, %3-битный счётчик вырос ровно на единицу: rand_a и старшие %4 бит rand_b (метод 1 RFC 9562).</translation>
    </message>
    <message>
        <source>rand_a did not go down in %1 of %2 pairs of rows minted in one millisecond, but too few of them are consecutive rows to tell a counter from a fraction of the millisecond.</source>
        <translation>rand_a не уменьшался в %1 из %2 пар строк, созданных в одну миллисекунду, но соседних строк среди них слишком мало, чтобы отличить счётчик от доли миллисекунды.</translation>
    </message>
    <message>
        <source>rand_a did not go down in %1 of %2 pairs of rows minted in one millisecond and spreads over 0..4095: a fraction of the millisecond (RFC 9562 method 3, as PostgreSQL 18&apos;s uuidv7() writes it). The column&apos;s instants carry 1/4096 ms (about 244 ns); a single ID guarantees only its millisecond.</source>
        <translation>rand_a не уменьшался в %1 из %2 пар строк, созданных в одну миллисекунду, и занимает весь диапазон 0..4095: это доля миллисекунды (метод 3 RFC 9562, так пишет uuidv7() в PostgreSQL 18). Моменты столбца точны до 1/4096 мс (около 244 нс); отдельный ID гарантирует лишь свою миллисекунду.</translation>
    </message>
    <message>
        <source>rand_a did not go down in %1 of %2 pairs of rows minted in one millisecond and took %3 of its 16 sixteenths: random bits, neither a counter stepping by one nor a fraction of the millisecond.</source>
        <translation>rand_a не уменьшался в %1 из %2 пар строк, созданных в одну миллисекунду, и попал в %3 из 16 шестнадцатых своего диапазона: случайные биты, не счётчик с шагом в единицу и не доля миллисекунды.</translation>
    </message>
    <message>
        <source>the first read as the draft lays it out (36-bit Unix seconds): %1</source>
        <translation>первый, прочитанный по раскладке черновика (36-битные Unix-секунды): %1</translation>
    </message>
    <message>
        <source>UUIDv7s whose RFC 9562 instant lies in the far future (after 2100) while their first 36 bits, read as Unix seconds, give a time between 2020 and now: the generator follows the 2021 drafts of the format (draft-peabody-dispatch-new-uuid-format-01 and -02: 36 bits of Unix seconds, then 12 bits of the second&apos;s fraction) instead of RFC 9562&apos;s 48 bits of milliseconds. The field holds seconds times 4096, so read as milliseconds the time since 1970 is about 4.1 times too long; the IDs sort among themselves, but after every RFC 9562 UUIDv7.</source>
        <translation>UUIDv7, чей момент по RFC 9562 лежит в далёком будущем (после 2100 года), тогда как их первые 36 бит, прочитанные как Unix-секунды, дают время между 2020 годом и текущим моментом: генератор следует черновикам формата 2021 года (draft-peabody-dispatch-new-uuid-format-01 и -02: 36 бит Unix-секунд, затем 12 бит доли секунды), а не 48 битам миллисекунд из RFC 9562. Поле хранит секунды, умноженные на 4096, так что при чтении как миллисекунд время от 1970 года выходит примерно в 4,1 раза длиннее; такие ID упорядочены между собой, но идут после всех UUIDv7 по RFC 9562.</translation>
    </message>
    <message>
        <source>Snowflake IDs read under this profile sit one fixed distance from the row&apos;s own timestamp column (most rows within a minute of it), and that distance is this profile&apos;s epoch minus another known Snowflake epoch (Unix 0, Twitter&apos;s, Discord&apos;s, Instagram&apos;s, Sonyflake&apos;s): the generator counted from that other epoch, as Twitter IDs minted by a library left at epoch 0 do, so every instant read is off by the same years. The detail names the epoch the IDs were minted with; read them under a profile of that epoch.</source>
        <translation>ID Snowflake, прочитанные по этому профилю, отстоят от собственного столбца времени строки на одно и то же расстояние (у большинства строк — в пределах минуты от него), и это расстояние равно эпохе профиля минус другая известная эпоха Snowflake (Unix 0, эпохи Twitter, Discord, Instagram, Sonyflake): генератор отсчитывал время от той другой эпохи, как это делают ID Twitter, созданные библиотекой с оставленной эпохой 0, поэтому каждый прочитанный момент сдвинут на те же годы. В подробностях названа эпоха, с которой ID были созданы; читайте их по профилю с этой эпохой.</translation>
    </message>
    <message>
        <source>the Unix epoch (1970-01-01)</source>
        <translation>эпоха Unix (1970-01-01)</translation>
    </message>
    <message>
        <source>the epoch of %1 (%2, %3)</source>
        <translation>эпоха %1 (%2, %3)</translation>
    </message>
    <message>
        <source>compared with %1: %2 % of rows read %3 ms (%4) from it, within a minute; that is this profile&apos;s epoch minus %5, the epoch the IDs were minted with</source>
        <translation>сравнение с %1: у %2 % строк расхождение %3 мс (%4) с точностью до минуты; это эпоха профиля минус %5 — эпоха, с которой созданы ID</translation>
    </message>
    <message>
        <source>Values carry an instant in the future. In AT Protocol TIDs (Bluesky record keys) this is a known generator bug: a client whose clock runs ahead, or records given TIDs of a future time, which then sort after every record written since.</source>
        <translation>Значения содержат момент в будущем. Для TID протокола AT (ключей записей Bluesky) это известная ошибка генератора: клиент, чьи часы спешат, или записи, получившие TID будущего времени, которые затем сортируются после всех записей, сделанных с тех пор.</translation>
    </message>
    <message>
        <source>10 microseconds</source>
        <translation>10 микросекунд</translation>
    </message>
    <message>
        <source>rand_a holds the fraction of the millisecond, so the tick is 1/4096 ms and only rand_b&apos;s bits are random.</source>
        <translation>rand_a хранит долю миллисекунды, поэтому такт равен 1/4096 мс, а случайны только биты rand_b.</translation>
    </message>
    <message>
        <source>%1 of %2 values have the shape of %3 but no plausible instant</source>
        <translation>%1 из %2 значений имеют вид %3, но без правдоподобного момента времени</translation>
    </message>
    <message>
        <source>the columns rowid, _rowid_ and oid of &apos;%1&apos; hide its rowid from SQL, so its insertion order cannot be read: choose the column that records it</source>
        <translation>столбцы rowid, _rowid_ и oid таблицы «%1» скрывают её rowid от SQL, поэтому порядок вставки прочитать нельзя: укажите столбец, который его хранит</translation>
    </message>
</context>
<context>
    <name>idscope::analysis::IdValue</name>
    <message>
        <source>%1 is not an ID column.</source>
        <translation>%1 не является столбцом ID.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid %2.</source>
        <translation>&quot;%1&quot; — недопустимое значение %2.</translation>
    </message>
    <message>
        <source>Choose an ID column whose IDs carry an instant.</source>
        <translation>Выберите столбец ID, в ID которого заложен момент времени.</translation>
    </message>
    <message>
        <source>Enter a start or an end instant (or both).</source>
        <translation>Введите начальный или конечный момент времени (или оба).</translation>
    </message>
    <message>
        <source>This column stores UUIDs in .NET byte order, which is not time-ordered: a range of instants is not a range of keys.</source>
        <translation>Этот столбец хранит UUID в порядке байтов .NET, который не упорядочен по времени: диапазон моментов времени не является диапазоном ключей.</translation>
    </message>
    <message>
        <source>No %1 bounds for this range: %2</source>
        <translation>Нет границ %1 для этого диапазона: %2</translation>
    </message>
    <message>
        <source>The bounds cannot be written in the way %1 stores its values.</source>
        <translation>Границы нельзя записать в том виде, в котором %1 хранит свои значения.</translation>
    </message>
    <message>
        <source>%1 holds its IDs as shortcodes, whose text does not sort as the IDs do: filter on the numeric ID instead.</source>
        <translation>%1 хранит ID как короткие коды, текст которых сортируется не так, как сами ID: фильтруйте по числовому ID.</translation>
    </message>
</context>
<context>
    <name>idscope::cli</name>
    <message>
        <source>%1 needs a value</source>
        <translation>для %1 требуется значение</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation>неизвестный параметр &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no embedded instant</source>
        <translation>нет заложенного времени</translation>
    </message>
    <message>
        <source>also %1</source>
        <translation>также %1</translation>
    </message>
    <message>
        <source>no instant</source>
        <translation>нет времени</translation>
    </message>
    <message>
        <source>cannot read the instant in --bounds &apos;%1&apos;</source>
        <translation>не удаётся разобрать момент времени в --bounds &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--table needs a table name</source>
        <translation>для --table требуется имя таблицы</translation>
    </message>
    <message>
        <source>--format wants COLUMN=FORMAT, e.g. id=snowflake-discord (got &apos;%1&apos;)</source>
        <translation>для --format нужно COLUMN=FORMAT, например id=snowflake-discord (получено &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>cannot read the schema of %1: %2</source>
        <translation>не удаётся прочитать схему %1: %2</translation>
    </message>
    <message>
        <source>%1 has no table or view named &apos;%2&apos;</source>
        <translation>в %1 нет таблицы или представления с именем &apos;%2&apos;</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>примечание: %1</translation>
    </message>
    <message>
        <source>--rows wants a number from %1 to %2, not &apos;%3&apos;</source>
        <translation>для --rows нужно число от %1 до %2, а не &apos;%3&apos;</translation>
    </message>
    <message>
        <source>--seed wants an unsigned 64-bit number, not &apos;%1&apos;</source>
        <translation>для --seed нужно беззнаковое 64-битное число, а не &apos;%1&apos;</translation>
    </message>
    <message>
        <source>idscope: sample: %1 % (%2 of about %3 rows)</source>
        <translation>idscope: sample: %1 % (строк: %2 из примерно %3)</translation>
    </message>
    <message>
        <source>%1 already exists; not replaced (use --force to replace it)</source>
        <translation>%1 уже существует; файл не заменён (чтобы заменить его, используйте --force)</translation>
    </message>
    <message>
        <source>%1.tmp exists, left by an interrupted run? (use --force to replace it)</source>
        <translation>%1.tmp уже существует — остался от прерванного запуска? (чтобы заменить его, используйте --force)</translation>
    </message>
    <message>
        <source>wrote %1: %2 rows in %3 tables, %4, in %5 s</source>
        <translation>записан %1: строк — %2, таблиц — %3, %4, за %5 с</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>строк: %1</translation>
    </message>
    <message>
        <source>about %1 rows</source>
        <translation>строк: около %1</translation>
    </message>
    <message>
        <source> · WITHOUT ROWID</source>
        <translation> · WITHOUT ROWID</translation>
    </message>
    <message>
        <source> · view</source>
        <translation> · представление</translation>
    </message>
    <message>
        <source> · every row read</source>
        <translation> · прочитаны все строки</translation>
    </message>
    <message>
        <source> · stopped after %1 rows</source>
        <translation> · остановлено, прочитано строк: %1</translation>
    </message>
    <message>
        <source> · sample of %1 rows</source>
        <translation> · выборка, строк: %1</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>ошибка: %1</translation>
    </message>
    <message>
        <source>(no type)</source>
        <translation>(без типа)</translation>
    </message>
    <message>
        <source>, key</source>
        <translation>, ключ</translation>
    </message>
    <message>
        <source>no rows</source>
        <translation>нет строк</translation>
    </message>
    <message>
        <source>all NULL</source>
        <translation>все NULL</translation>
    </message>
    <message>
        <source>no ID or time format</source>
        <translation>нет формата идентификатора или времени</translation>
    </message>
    <message>
        <source> · %1 NULL</source>
        <translation> · NULL: %1</translation>
    </message>
    <message>
        <source>time</source>
        <translation>время</translation>
    </message>
    <message>
        <source>runner-up</source>
        <translation>второй кандидат</translation>
    </message>
    <message>
        <source>; runner-up %1</source>
        <translation>; второй кандидат %1</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>выбор</translation>
    </message>
    <message>
        <source>e.g. rowid %1</source>
        <translation>например, rowid %1</translation>
    </message>
    <message>
        <source>anomaly</source>
        <translation>аномалия</translation>
    </message>
    <message>
        <source>%1 bytes per value as stored</source>
        <translation>%1 байта на значение в хранимом виде</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>затраты</translation>
    </message>
    <message>
        <source>reveals</source>
        <translation>выдаёт</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>пик</translation>
    </message>
    <message>
        <source>%1 in one %2 tick (at %3), %4 in one second; collision probability at that rate %5 per second, %6 per year</source>
        <translation>%1 за один такт %2 (в %3), %4 за одну секунду; вероятность коллизии при таком темпе: %5 в секунду, %6 в год</translation>
    </message>
    <message>
        <source>--diff needs --at as its first instant</source>
        <translation>для --diff нужен --at в качестве первого момента</translation>
    </message>
    <message numerus="yes">
        <source>%1 as of %2: %n entities, %3 deleted</source>
        <translation>
            <numerusform>%1 на %2: %n сущность, удалено: %3</numerusform>
            <numerusform>%1 на %2: %n сущности, удалено: %3</numerusform>
            <numerusform>%1 на %2: %n сущностей, удалено: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>without the index on (key, instant, version) this took a full pass; to make it fast, run in a writable copy: %1</source>
        <translation>без индекса по (key, instant, version) потребовался полный проход; чтобы ускорить, выполните в копии, доступной для записи: %1</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>удалена</translation>
    </message>
    <message>
        <source>[time went back while the number went up]</source>
        <translation>[время пошло назад, а номер увеличился]</translation>
    </message>
    <message>
        <source>[the version ID was minted %1 ms away]</source>
        <translation>[ID версии создан с разницей %1 мс]</translation>
    </message>
    <message>
        <source>%1 from %2 to %3: %4 created, %5 changed, %6 deleted</source>
        <translation>%1 с %2 по %3: создано %4, изменено %5, удалено %6</translation>
    </message>
    <message>
        <source>%1 does not look like a version table (entity key, version number, change instant)</source>
        <translation>%1 не похожа на таблицу версий (ключ сущности, номер версии, момент изменения)</translation>
    </message>
    <message>
        <source>%1 has no version table (entity key, version number, change instant); name one with --versions</source>
        <translation>в %1 нет таблицы версий (ключ сущности, номер версии, момент изменения); укажите её через --versions</translation>
    </message>
    <message>
        <source>%1 has no entity &apos;%2&apos; (give TYPE/ID when an ID has several types)</source>
        <translation>в %1 нет сущности &apos;%2&apos; (укажите TYPE/ID, если у ID несколько типов)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>не удалось прочитать %1: %2</translation>
    </message>
    <message>
        <source>%1 has no entity &apos;%2&apos;</source>
        <translation>в %1 нет сущности &apos;%2&apos;</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; or one that carries no instant</source>
        <translation>неизвестный формат &apos;%1&apos; или формат без момента времени</translation>
    </message>
    <message>
        <source>--poll-ms needs --commit-time COL</source>
        <translation>для --poll-ms нужен --commit-time COL</translation>
    </message>
    <message>
        <source>%1.%2 (%3) in commit order %4</source>
        <translation>%1.%2 (%3) в порядке фиксации %4</translation>
    </message>
    <message>
        <source>rows               %1</source>
        <translation>всего строк        %1</translation>
    </message>
    <message>
        <source>missed             %1 with these settings (%2 by a plain ID cursor)</source>
        <translation>пропущено          %1 при этих настройках (%2 простым курсором по ID)</translation>
    </message>
    <message>
        <source>missed             %1</source>
        <translation>пропущено          %1</translation>
    </message>
    <message>
        <source>late rows          %1</source>
        <translation>опоздавших строк   %1</translation>
    </message>
    <message>
        <source>lateness           p50 %1, p99 %2, p99.9 %3, max %4 (over all rows)</source>
        <translation>запаздывание       p50 %1, p99 %2, p99.9 %3, макс. %4 (по всем строкам)</translation>
    </message>
    <message>
        <source>window needed      %1 ms%2</source>
        <translation>нужное окно        %1 мс%2</translation>
    </message>
    <message>
        <source> (now estimated from the IDs)</source>
        <translation> («сейчас» оценено по ID)</translation>
    </message>
    <message>
        <source>hold-back needed   %1 rows</source>
        <translation>нужное удержание   %1 стр.</translation>
    </message>
    <message>
        <source>by %1:</source>
        <translation>по %1:</translation>
    </message>
    <message>
        <source>  %1  rows %2, missed %3, max lateness %4 ms, window %5 ms, hold-back %6</source>
        <translation>  %1  строк: %2, пропущено: %3, макс. запаздывание: %4 мс, окно: %5 мс, удержание: %6</translation>
    </message>
    <message>
        <source>missed IDs (row # in commit order, counting from 1; key; lateness):</source>
        <translation>пропущенные ID (№ строки в порядке фиксации, считая с 1; ключ; запаздывание):</translation>
    </message>
    <message>
        <source>  … %1 more</source>
        <translation>  … ещё %1</translation>
    </message>
    <message>
        <source>table %1 has no single-column primary key: give --column C</source>
        <translation>у таблицы %1 нет первичного ключа из одного столбца: укажите --column C</translation>
    </message>
    <message>
        <source>the table B-tree (rowid)</source>
        <translation>B-дерево таблицы (rowid)</translation>
    </message>
    <message>
        <source>the WITHOUT ROWID table B-tree</source>
        <translation>B-дерево таблицы WITHOUT ROWID</translation>
    </message>
    <message>
        <source>index %1</source>
        <translation>индекс %1</translation>
    </message>
    <message>
        <source>no index</source>
        <translation>нет индекса</translation>
    </message>
    <message>
        <source>%1.%2 in insertion order %3, stored in %4</source>
        <translation>%1.%2 в порядке вставки %3, хранение: %4</translation>
    </message>
    <message>
        <source>inversion ratio    %1  (0 ordered, 0.5 random; Kendall tau %2)</source>
        <translation>доля инверсий        %1  (0 — упорядочено, 0.5 — случайно; тау Кендалла %2)</translation>
    </message>
    <message>
        <source>right-edge share   %1  (inserts above every earlier key)</source>
        <translation>доля у правого края  %1  (вставки выше всех предыдущих ключей)</translation>
    </message>
    <message>
        <source>recent leaf pages  %1 for the newest %2 keys (fewest possible %3, %4×)</source>
        <translation>листья новых ключей  %1 для новейших ключей, N = %2 (минимально возможно %3, %4×)</translation>
    </message>
    <message>
        <source>rightmost share    %1  (newest keys in the rightmost 1 % of leaves)</source>
        <translation>доля справа          %1  (новейшие ключи в крайнем правом 1 % листьев)</translation>
    </message>
    <message>
        <source>leaf pages         %1</source>
        <translation>листовые страницы    %1</translation>
    </message>
    <message>
        <source>average leaf fill  %1</source>
        <translation>среднее заполнение   %1</translation>
    </message>
    <message>
        <source>leaf disorder      %1  (key-adjacent leaves whose page number goes down)</source>
        <translation>беспорядок листьев   %1  (соседние по ключу листья, у которых номер страницы убывает)</translation>
    </message>
    <message>
        <source>leaf metrics       not measured: %1</source>
        <translation>метрики листьев      не измерены: %1</translation>
    </message>
    <message>
        <source>; name it with --order COLUMN</source>
        <translation>; укажите его через --order COLUMN</translation>
    </message>
    <message>
        <source>--out wants a file ending in .html, .pdf, .md, .csv or .json (got &apos;%1&apos;)</source>
        <translation>для --out нужен файл с расширением .html, .pdf, .md, .csv или .json (указано &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>--column needs a --table before it (or TABLE.COLUMN)</source>
        <translation>перед --column нужен --table (или TABLE.COLUMN)</translation>
    </message>
    <message>
        <source>report needs --out FILE.{html,pdf,md,csv,json}</source>
        <translation>для report нужен --out FILE.{html,pdf,md,csv,json}</translation>
    </message>
    <message>
        <source>--versions goes with --at</source>
        <translation>--versions используется только вместе с --at</translation>
    </message>
    <message>
        <source>PDF needs the GUI libraries; this build runs &apos;report&apos; without them</source>
        <translation>для PDF нужны библиотеки GUI; эта сборка выполняет &apos;report&apos; без них</translation>
    </message>
    <message>
        <source>DB --at INSTANT [options]</source>
        <translation>DB --at INSTANT [параметры]</translation>
    </message>
    <message>
        <source>Every entity of an append-only version table (entity key, version number, change instant) as it stood at INSTANT: per entity the latest version at or before it, ties on one instant broken by the version number, deleted entities left out. The database is opened read-only and never changed.</source>
        <translation>Каждая сущность таблицы версий, в которую только добавляют строки (ключ сущности, номер версии, момент изменения), в том виде, в каком она была в момент INSTANT: для каждой сущности последняя версия не позже него; при равных моментах решает номер версии; удалённые сущности не выводятся. База данных открывается только для чтения и никогда не изменяется.</translation>
    </message>
    <message>
        <source>With --json, one object: at, versions_table, entities (count), deleted, used_index, state_truncated and state[] with entity_type, entity_id, key (the further key columns, when there are any), version_number, changed_at and data.

Exit status: 0 done, 1 the file or table could not be read, 2 bad usage.</source>
        <translation>С --json — один объект: at, versions_table, entities (количество), deleted, used_index, state_truncated и state[] с полями entity_type, entity_id, key (остальные столбцы ключа, если они есть), version_number, changed_at и data.

Код завершения: 0 — готово, 1 — не удалось прочитать файл или таблицу, 2 — неверный вызов.</translation>
    </message>
    <message>
        <source>RFC 3339 or Unix seconds (required)</source>
        <translation>RFC 3339 или секунды Unix (обязательно)</translation>
    </message>
    <message>
        <source>the version table (default: the one detected by shape)</source>
        <translation>таблица версий (по умолчанию — найденная по структуре)</translation>
    </message>
    <message>
        <source>that entity&apos;s history with field-level changes instead (further key columns go between the type and the ID, as the output shows them)</source>
        <translation>вместо этого — история этой сущности с изменениями по полям (остальные столбцы ключа пишутся между типом и ID, как в выводе)</translation>
    </message>
    <message>
        <source>what was created, changed and deleted between INSTANT and INSTANT2</source>
        <translation>что было создано, изменено и удалено между INSTANT и INSTANT2</translation>
    </message>
    <message>
        <source>one JSON object</source>
        <translation>один объект JSON</translation>
    </message>
    <message>
        <source>asof needs a database file</source>
        <translation>для asof нужен файл базы данных</translation>
    </message>
    <message>
        <source>asof needs --at INSTANT</source>
        <translation>для asof нужен --at INSTANT</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>показать эту справку и выйти</translation>
    </message>
    <message>
        <source>%1 takes no value (got &apos;%2&apos;)</source>
        <translation>%1 не принимает значения (получено &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>%1 (see &apos;idscope %2 --help&apos;)</source>
        <translation>%1 (см. &apos;idscope %2 --help&apos;)</translation>
    </message>
    <message>
        <source>more than one file given (&apos;%1&apos; and &apos;%2&apos;)</source>
        <translation>указано больше одного файла (&apos;%1&apos; и &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>%1 wants a whole number of at least %2, not &apos;%3&apos;</source>
        <translation>для %1 нужно целое число не меньше %2, а не &apos;%3&apos;</translation>
    </message>
    <message>
        <source>%1 wants a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>для %1 нужно целое число от %2 до %3, а не &apos;%4&apos;</translation>
    </message>
    <message>
        <source>Usage: idscope %1 %2</source>
        <translation>Использование: idscope %1 %2</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Параметры:</translation>
    </message>
    <message>
        <source>The full description of every subcommand, its output fields and exit statuses is in idscope(1) and docs/cli.md.</source>
        <translation>Полное описание каждой подкоманды, полей её вывода и кодов завершения — в idscope(1) и docs/cli.md.</translation>
    </message>
    <message>
        <source>decode IDs and timestamps (arguments, stdin, or log text)</source>
        <translation>расшифровать ID и метки времени (аргументы, stdin или текст журнала)</translation>
    </message>
    <message>
        <source>profile the ID and time columns of a database</source>
        <translation>профиль столбцов ID и времени базы данных</translation>
    </message>
    <message>
        <source>where new keys land in the B-tree</source>
        <translation>куда в B-дереве попадают новые ключи</translation>
    </message>
    <message>
        <source>rows an ID-cursor consumer would miss</source>
        <translation>строки, которые пропустит потребитель с курсором по ID</translation>
    </message>
    <message>
        <source>entity versions as of an instant</source>
        <translation>версии сущностей на момент времени</translation>
    </message>
    <message>
        <source>export a report</source>
        <translation>выгрузить отчёт</translation>
    </message>
    <message>
        <source>write the demo database</source>
        <translation>записать демонстрационную базу данных</translation>
    </message>
    <message>
        <source>Usage: idscope [FILE.sqlite | --demo]      open the desktop application</source>
        <translation>Использование: idscope [FILE.sqlite | --demo]      открыть приложение</translation>
    </message>
    <message>
        <source>       idscope COMMAND [options]           run headless</source>
        <translation>               idscope COMMAND [параметры]         работать без окна</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Команды:</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>показать версию и выйти</translation>
    </message>
    <message>
        <source>Run &apos;idscope COMMAND --help&apos; for a command&apos;s options. Every command accepts &apos;--&apos; as the end of its options. The full description is in idscope(1) and docs/cli.md.</source>
        <translation>Параметры команды: &apos;idscope COMMAND --help&apos;. Каждая команда понимает &apos;--&apos; как конец параметров. Полное описание — в idscope(1) и docs/cli.md.</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (see &apos;idscope --help&apos;)</source>
        <translation>неизвестная команда &apos;%1&apos; (см. &apos;idscope --help&apos;)</translation>
    </message>
    <message>
        <source>[options] [ID ...]</source>
        <translation>[параметры] [ID ...]</translation>
    </message>
    <message>
        <source>Decodes IDs and time values: the format, the embedded instant and every field. Reads one input per line from stdin when no ID is given. Arguments after &apos;--&apos; are always inputs (negative numbers, IDs that begin with &apos;-&apos;).</source>
        <translation>Расшифровывает ID и значения времени: формат, заложенный момент времени и все поля. Если ID не указаны, читает по одному значению в строке из stdin. Аргументы после &apos;--&apos; всегда считаются входными значениями (отрицательные числа, ID, начинающиеся с &apos;-&apos;).</translation>
    </message>
    <message>
        <source>read every input as format F (never overridden); see --list-formats</source>
        <translation>читать все значения как формат F (без подмены); см. --list-formats</translation>
    </message>
    <message>
        <source>show times in UTC (default), &apos;local&apos; or an IANA zone</source>
        <translation>показывать время в UTC (по умолчанию), &apos;local&apos; или в поясе IANA</translation>
    </message>
    <message>
        <source>JSON Lines: one object per input</source>
        <translation>JSON Lines: один объект на значение</translation>
    </message>
    <message>
        <source>CSV with a header row</source>
        <translation>CSV со строкой заголовков</translation>
    </message>
    <message>
        <source>find IDs inside arbitrary text (log lines) and decode each</source>
        <translation>найти ID в произвольном тексте (строках журнала) и расшифровать каждый</translation>
    </message>
    <message>
        <source>a custom Snowflake layout (format &apos;snowflake&apos;)</source>
        <translation>своя раскладка Snowflake (формат &apos;snowflake&apos;)</translation>
    </message>
    <message>
        <source>the smallest and largest ID of each sortable format in that interval (RFC 3339 or Unix seconds), for WHERE id BETWEEN queries</source>
        <translation>наименьший и наибольший ID каждого сортируемого формата в этом интервале (RFC 3339 или секунды Unix) — для запросов WHERE id BETWEEN</translation>
    </message>
    <message>
        <source>take this as the current time (reproducible &apos;future&apos; warnings)</source>
        <translation>считать это текущим временем (воспроизводимые предупреждения &apos;future&apos;)</translation>
    </message>
    <message>
        <source>list the format names</source>
        <translation>перечислить названия форматов</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (see &apos;idscope decode --list-formats&apos;)</source>
        <translation>неизвестный формат &apos;%1&apos; (см. &apos;idscope decode --list-formats&apos;)</translation>
    </message>
    <message>
        <source>invalid: %1</source>
        <translation>не расшифровано: %1</translation>
    </message>
    <message>
        <source>none (this format carries no instant)</source>
        <translation>нет (этот формат не несёт момента времени)</translation>
    </message>
    <message>
        <source>plausibility %1</source>
        <translation>правдоподобие %1</translation>
    </message>
    <message>
        <source>DB --table T [options]</source>
        <translation>DB --table T [параметры]</translation>
    </message>
    <message>
        <source>With --json, one object: rows, missed, missed_ids, max_lateness_ms, window_needed_ms, lag_rows_needed, lateness_ms, writers and more.

Exit status: 0 done, 1 the file or table could not be read, 2 bad usage.</source>
        <translation>С --json — один объект: rows, missed, missed_ids, max_lateness_ms, window_needed_ms, lag_rows_needed, lateness_ms, writers и другие поля.

Код завершения: 0 — готово, 1 — не удалось прочитать файл или таблицу, 2 — неверный вызов.</translation>
    </message>
    <message>
        <source>the table (required)</source>
        <translation>таблица (обязательно)</translation>
    </message>
    <message>
        <source>the ID column (default: the single primary-key column)</source>
        <translation>столбец ID (по умолчанию — единственный столбец первичного ключа)</translation>
    </message>
    <message>
        <source>commit order: a commit-sequence column (rows sharing a value committed together); default: a server&apos;s commit timestamps where it keeps them, else the commit-time column, else rowid</source>
        <translation>порядок фиксаций: столбец последовательности фиксаций (строки с одинаковым значением зафиксированы вместе); по умолчанию — отметки времени фиксаций сервера, если он их хранит, иначе столбец времени фиксации, иначе rowid</translation>
    </message>
    <message>
        <source>commit instants (unix s/ms/us, RFC 3339): &quot;now&quot; for the window</source>
        <translation>моменты фиксации (unix с/мс/мкс, RFC 3339): «сейчас» для окна</translation>
    </message>
    <message>
        <source>per-writer figures</source>
        <translation>показатели по каждому источнику записи</translation>
    </message>
    <message>
        <source>the ID format (default: detected)</source>
        <translation>формат ID (по умолчанию — определяется)</translation>
    </message>
    <message>
        <source>the poller reads only IDs strictly older than now - W (W = 0 still holds back IDs of now&apos;s own instant; without --window-ms there is no window)</source>
        <translation>опрашивающий читает только ID строго старше «сейчас» - W (W = 0 всё равно задерживает ID с моментом, равным «сейчас»; без --window-ms окна нет)</translation>
    </message>
    <message>
        <source>the poller leaves the K largest visible keys unread</source>
        <translation>опрашивающий не читает K наибольших видимых ключей</translation>
    </message>
    <message>
        <source>poll every P ms of commit time (needs --commit-time)</source>
        <translation>опрос каждые P мс времени фиксации (нужен --commit-time)</translation>
    </message>
    <message>
        <source>rows read per poll</source>
        <translation>строк за один опрос</translation>
    </message>
    <message>
        <source>list at most N missed IDs (default all)</source>
        <translation>перечислить не больше N пропущенных ID (по умолчанию все)</translation>
    </message>
    <message>
        <source>gaps needs --table T</source>
        <translation>для gaps нужен --table T</translation>
    </message>
    <message>
        <source>DB [options]</source>
        <translation>DB [параметры]</translation>
    </message>
    <message>
        <source>Profiles the columns of every table: which ID or time format they hold (by share), the time range, and the anomalies (mixed case, TEXT ids among BLOBs, v4 inside v7, clock skew, …). The database is opened read-only and never changed.</source>
        <translation>Составляет профиль столбцов каждой таблицы: какой формат ID или времени в них (по долям), диапазон времени и аномалии (смешанный регистр, TEXT-идентификаторы среди BLOB, v4 среди v7, расхождение часов, …). База данных открывается только для чтения и никогда не изменяется.</translation>
    </message>
    <message>
        <source>only table (or view) T; may be given more than once</source>
        <translation>только таблица (или представление) T; можно указать несколько раз</translation>
    </message>
    <message>
        <source>read every row (default: a sample of about 1,000 rows per table)</source>
        <translation>читать все строки (по умолчанию — выборка около 1000 строк на таблицу)</translation>
    </message>
    <message>
        <source>take this as the current time (RFC 3339 or Unix seconds)</source>
        <translation>считать это текущим временем (RFC 3339 или секунды Unix)</translation>
    </message>
    <message>
        <source>read column COL as format F (never overridden); see &apos;idscope decode --list-formats&apos;</source>
        <translation>читать столбец COL как формат F (без подмены); см. &apos;idscope decode --list-formats&apos;</translation>
    </message>
    <message>
        <source>rows per table in a sample (default 1000)</source>
        <translation>строк на таблицу в выборке (по умолчанию 1000)</translation>
    </message>
    <message>
        <source>inspect needs a database file</source>
        <translation>для inspect нужен файл базы данных</translation>
    </message>
    <message>
        <source>%1: table %2: %3</source>
        <translation>%1: таблица %2: %3</translation>
    </message>
    <message>
        <source>With --json, one object: rows, inversion_ratio, right_edge_share, recent_leaf_pages, min_leaf_pages, rightmost_share, leaf_pages, avg_leaf_fill, leaf_disorder and more.

Exit status: 0 done, 1 the file or table could not be read, 2 bad usage.</source>
        <translation>С --json — один объект: rows, inversion_ratio, right_edge_share, recent_leaf_pages, min_leaf_pages, rightmost_share, leaf_pages, avg_leaf_fill, leaf_disorder и другие поля.

Код завершения: 0 — готово, 1 — не удалось прочитать файл или таблицу, 2 — неверный вызов.</translation>
    </message>
    <message>
        <source>the key column (default: the INTEGER PRIMARY KEY, else the first primary-key column); any column works, leaf metrics need an index starting with it</source>
        <translation>ключевой столбец (по умолчанию — INTEGER PRIMARY KEY, иначе первый столбец первичного ключа); подойдёт любой столбец, для показателей листьев нужен индекс, начинающийся с него</translation>
    </message>
    <message>
        <source>leave out the leaf metrics</source>
        <translation>не считать показатели листьев</translation>
    </message>
    <message>
        <source>locality needs a database file</source>
        <translation>для locality нужен файл базы данных</translation>
    </message>
    <message>
        <source>locality needs --table T</source>
        <translation>для locality нужен --table T</translation>
    </message>
    <message>
        <source>DB --out FILE [options]</source>
        <translation>DB --out FILE [параметры]</translation>
    </message>
    <message>
        <source>Writes a report on the database: the file, every ID and time column (format mix, time range, anomalies, a histogram of when the IDs were minted), and on request the key locality and cursor gaps of chosen columns and the state of a version table as of an instant. The format follows FILE&apos;s extension: .html, .pdf, .md, .csv or .json. The file is written atomically; the database is opened read-only and never changed.</source>
        <translation>Записывает отчёт о базе данных: файл, каждый столбец ID и времени (состав форматов, диапазон времени, аномалии, гистограмма моментов создания ID), а по запросу — локальность ключей и пропуски курсора для выбранных столбцов и состояние таблицы версий на момент времени. Формат определяется расширением FILE: .html, .pdf, .md, .csv или .json. Файл записывается атомарно; база данных открывается только для чтения и никогда не изменяется.</translation>
    </message>
    <message>
        <source>CSV holds one table: the ID and time columns of every table, with a leading &quot;table&quot; column. JSON uses the field names of &apos;inspect --json&apos;, &apos;locality --json&apos;, &apos;gaps --json&apos; and &apos;asof --json&apos; (under &quot;tables&quot;, &quot;locality&quot;, &quot;gaps&quot;, &quot;asof&quot;).

Exit status: 0 written, 1 the database could not be read or the file not written, 2 bad usage.</source>
        <translation>CSV содержит одну таблицу: столбцы ID и времени всех таблиц с первым столбцом &quot;table&quot;. JSON использует имена полей &apos;inspect --json&apos;, &apos;locality --json&apos;, &apos;gaps --json&apos; и &apos;asof --json&apos; (в &quot;tables&quot;, &quot;locality&quot;, &quot;gaps&quot;, &quot;asof&quot;).

Код завершения: 0 — записано, 1 — не удалось прочитать базу данных или записать файл, 2 — неверный вызов.</translation>
    </message>
    <message>
        <source>the report to write (required)</source>
        <translation>файл отчёта (обязательно)</translation>
    </message>
    <message>
        <source>locality and cursor-gap sections for column C of the last --table (&quot;T.C&quot; also works); may be given more than once</source>
        <translation>разделы о локальности и пропусках курсора для столбца C последней --table (можно и &quot;T.C&quot;); можно указать несколько раз</translation>
    </message>
    <message>
        <source>the version table&apos;s state as of INSTANT (RFC 3339 or Unix seconds)</source>
        <translation>состояние таблицы версий на момент INSTANT (RFC 3339 или секунды Unix)</translation>
    </message>
    <message>
        <source>the version table for --at (default: the one detected by shape)</source>
        <translation>таблица версий для --at (по умолчанию — найденная по структуре)</translation>
    </message>
    <message>
        <source>read every row to profile (default: a sample, as &apos;inspect&apos;)</source>
        <translation>для профиля читать все строки (по умолчанию — выборка, как в &apos;inspect&apos;)</translation>
    </message>
    <message>
        <source>take this as the current time (future-instant anomalies)</source>
        <translation>считать это текущим временем (аномалии «время в будущем»)</translation>
    </message>
    <message>
        <source>rows shown in long tables (default 1000; the count is always given)</source>
        <translation>строк в длинных таблицах (по умолчанию 1000; общее число указывается всегда)</translation>
    </message>
    <message>
        <source>the report&apos;s title</source>
        <translation>заголовок отчёта</translation>
    </message>
    <message>
        <source>report needs a database file</source>
        <translation>для report нужен файл базы данных</translation>
    </message>
    <message>
        <source>OUT.sqlite [options]</source>
        <translation>OUT.sqlite [параметры]</translation>
    </message>
    <message>
        <source>Writes the demo database: every table shows one feature of idscope (ULID, UUID v4/v7, snowflake and integer time keys, an entity history, late commits, mixed-case and TEXT-vs-BLOB anomalies).</source>
        <translation>Записывает демонстрационную базу данных: каждая таблица показывает одну возможность idscope (ULID, UUID v4/v7, ключи Snowflake и целочисленные ключи времени, история сущностей, поздние фиксации, аномалии смешанного регистра и TEXT против BLOB).</translation>
    </message>
    <message>
        <source>The file is written as OUT.tmp and renamed when complete; a failure leaves nothing.

Exit status: 0 written, 1 not written (OUT exists, folder not writable, …), 2 bad usage.</source>
        <translation>Файл записывается как OUT.tmp и переименовывается по готовности; при ошибке ничего не остаётся.

Код завершения: 0 — записано, 1 — не записано (OUT уже есть, папка недоступна для записи, …), 2 — неверный вызов.</translation>
    </message>
    <message>
        <source>about N rows in all, spread over the big tables (default 10000; 100 to 100000000; suffixes k and M allowed: 10M)</source>
        <translation>всего около N строк, распределённых по большим таблицам (по умолчанию 10000; от 100 до 100000000; можно с суффиксами k и M: 10M)</translation>
    </message>
    <message>
        <source>another deterministic data set (default 20261101)</source>
        <translation>другой детерминированный набор данных (по умолчанию 20261101)</translation>
    </message>
    <message>
        <source>replace OUT if it exists</source>
        <translation>заменить OUT, если он существует</translation>
    </message>
    <message>
        <source>no progress and no summary</source>
        <translation>без хода выполнения и без итога</translation>
    </message>
    <message>
        <source>sample needs an output file</source>
        <translation>для sample нужен выходной файл</translation>
    </message>
    <message>
        <source>bad --snowflake-layout &apos;%1&apos;: %2</source>
        <translation>недопустимое значение --snowflake-layout &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>оценка</translation>
    </message>
    <message>
        <source>%1 (95 % intervals: a uniform sample of %2 of about %3 rows)</source>
        <translation>%1 (95-процентные интервалы: равномерная выборка из %2 строк примерно из %3)</translation>
    </message>
    <message>
        <source>%1 of %2 sampled rows</source>
        <translation>%1 из %2 строк выборки</translation>
    </message>
    <message>
        <source>cannot read %1 &apos;%2&apos; (RFC 3339, a date, now, -2h, yesterday or Unix seconds; UTC unless an offset is given)</source>
        <translation>не удаётся прочитать %1 «%2» (RFC 3339, дата, now, -2h, yesterday или секунды Unix; UTC, если смещение не указано)</translation>
    </message>
    <message>
        <source>Simulates a consumer that polls `WHERE id &gt; :last_seen ORDER BY id` after every commit and lists the rows it would miss: rows whose key sorts below one it already read (key order is the database&apos;s own: in SQLite text by bytes, BLOBs by memcmp, integers numerically). Also how late they were, the smallest safety window W and hold-back K that catch them all, and per-writer figures. On a PostgreSQL server (DB a postgresql:// URI or a conninfo string) that records commit timestamps, the rows are taken in their real commit order and &quot;now&quot; is each commit&apos;s own instant; --order COL takes that column&apos;s order instead. The database is opened read-only and never changed.</source>
        <translation>Моделирует потребителя, который после каждой фиксации опрашивает `WHERE id &gt; :last_seen ORDER BY id`, и перечисляет строки, которые он пропустит: строки, чей ключ меньше уже прочитанного (порядок ключей — собственный порядок базы данных: в SQLite текст по байтам, BLOB по memcmp, целые числа по значению). Также — насколько они опоздали, наименьшее страховочное окно W и отставание K, которые поймают их все, и показатели по каждому источнику записи. На сервере PostgreSQL (DB — URI postgresql:// или строка conninfo), который записывает отметки времени фиксации, строки берутся в их настоящем порядке фиксации, а «сейчас» — собственный момент каждой фиксации; --order COL берёт вместо этого порядок столбца. База данных открывается только для чтения и никогда не изменяется.</translation>
    </message>
    <message>
        <source>gaps needs a database file or a server URI</source>
        <translation>для gaps нужен файл базы данных или URI сервера</translation>
    </message>
    <message>
        <source>commit delay       p50 %1, p99 %2, max %3 (commit instant - ID instant)</source>
        <translation>задержка фиксации  p50 %1, p99 %2, макс. %3 (момент фиксации − момент ID)</translation>
    </message>
    <message>
        <source>%1 as of %2: one entity, %3 deleted</source>
        <translation>%1 на %2: одна сущность, удалено: %3</translation>
    </message>
    <message>
        <source>%1 %2: one version</source>
        <translation>%1 %2: одна версия</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2: %n versions</source>
        <translation>
            <numerusform>%1 %2: %n версия</numerusform>
            <numerusform>%1 %2: %n версии</numerusform>
            <numerusform>%1 %2: %n версий</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — one table</source>
        <translation>%1 — одна таблица</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n tables</source>
        <translation>
            <numerusform>%1 — %n таблица</numerusform>
            <numerusform>%1 — %n таблицы</numerusform>
            <numerusform>%1 — %n таблиц</numerusform>
        </translation>
    </message>
    <message>
        <source>options go after the command: &apos;idscope %1 %2 …&apos;</source>
        <translation>параметры пишутся после команды: &apos;idscope %1 %2 …&apos;</translation>
    </message>
    <message>
        <source>Where new keys land in the B-tree that stores the key column: insertion order against key order, and how many leaf pages the newest keys are spread over (read with SQLite&apos;s dbstat virtual table, or a server&apos;s pageinspect; with only pgstattuple, pgstatindex&apos;s leaf density and fragmentation). On a server the insertion order is the commit order where it keeps commit timestamps, else heap order (ctid). The database is opened read-only and never changed.</source>
        <translation>Куда попадают новые ключи в B-дереве, где хранится ключевой столбец: порядок вставки против порядка ключей и по скольким листовым страницам разбросаны новейшие ключи (читается через виртуальную таблицу dbstat в SQLite или pageinspect на сервере; если есть только pgstattuple — плотность и фрагментация листьев по pgstatindex). На сервере порядок вставки — порядок фиксации, если сервер хранит отметки времени фиксации, иначе порядок в куче (ctid). База данных открывается только для чтения и никогда не изменяется.</translation>
    </message>
    <message>
        <source>the column that records insertion order (a sequence or creation time), or ctid on a server; default rowid, on a server commit order (else ctid), required for WITHOUT ROWID tables</source>
        <translation>столбец, в котором записан порядок вставки (последовательность или время создания), или ctid на сервере; по умолчанию rowid, на сервере порядок фиксации (иначе ctid), для таблиц WITHOUT ROWID обязателен</translation>
    </message>
    <message>
        <source>leaf pages         %1  (pgstatindex)</source>
        <translation>листовых страниц    %1  (pgstatindex)</translation>
    </message>
    <message>
        <source>leaf density       %1</source>
        <translation>плотность листьев   %1</translation>
    </message>
    <message>
        <source>leaf fragmentation %1  (leaves whose right sibling has a lower page number)</source>
        <translation>фрагментация листьев %1  (листья, у правого соседа которых номер страницы меньше)</translation>
    </message>
    <message>
        <source>Exit status: 0 when every input decoded, 1 when any did not, 2 for bad usage. With --extract, as grep: 0 when IDs were found and all decoded, 1 when the text held no ID or an ID-shaped token did not decode. With --all-profiles: 0 when every input was a decimal integer, 1 when any was not.</source>
        <translation>Код завершения: 0 — все значения расшифрованы, 1 — какое-то нет, 2 — неверный вызов. С --extract — как у grep: 0 — ID найдены и все расшифрованы, 1 — в тексте нет ID или похожий на ID фрагмент не расшифрован. С --all-profiles: 0 — все значения были десятичными целыми, 1 — какое-то нет.</translation>
    </message>
    <message>
        <source>read each decimal integer under every integer profile (each Snowflake-like epoch, TSID, Unix s/ms/us/ns), sorted by instant, marking readings in the future, before the profile&apos;s launch or out of its range; text or --json</source>
        <translation>прочитать каждое десятичное целое во всех целочисленных профилях (каждая эпоха типа Snowflake, TSID, Unix s/ms/us/ns), по порядку моментов, с пометками для прочтений в будущем, до появления профиля или вне его диапазона; текст или --json</translation>
    </message>
    <message>
        <source>--all-profiles reads every profile: it does not go with --format, --bounds, --extract or --csv</source>
        <translation>--all-profiles читает все профили: он не сочетается с --format, --bounds, --extract и --csv</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>вне диапазона</translation>
    </message>
    <message>
        <source>future</source>
        <translation>в будущем</translation>
    </message>
    <message>
        <source>before launch (%1)</source>
        <translation>до появления (%1)</translation>
    </message>
    <message>
        <source>%1 under every integer profile (now %2):</source>
        <translation>%1 во всех целочисленных профилях (сейчас %2):</translation>
    </message>
    <message>
        <source>now</source>
        <translation>сейчас</translation>
    </message>
    <message>
        <source>not a decimal integer of at most 64 bits</source>
        <translation>не десятичное целое не длиннее 64 бит</translation>
    </message>
    <message>
        <source>how many of the newest keys the leaf spread counts (default 5 % of the rows, at least 10, at most 1000; the spread cannot tell once they are more than 10 % of the rows)</source>
        <translation>сколько новейших ключей учитывает разброс по листьям (по умолчанию 5 % строк, не меньше 10 и не больше 1000; если их больше 10 % строк, разброс ничего не говорит)</translation>
    </message>
    <message>
        <source>Use --recent %1 or fewer, or leave it out.</source>
        <translation>Задайте --recent не больше %1 или не указывайте его.</translation>
    </message>
    <message>
        <source>window safe        %1 ms (for any stream whose rows wait no longer)</source>
        <translation>надёжное окно      %1 мс (для любого потока, строки которого ждут не дольше)</translation>
    </message>
    <message>
        <source>With --json, one object: the database, sqlite_version, notice, full, and tables[] with name, rows, without_rowid and columns[] (name, declared_type, primary_key, format, format_counts, min_time, max_time, anomalies[] and more).</source>
        <translation>С --json — один объект: database, sqlite_version, notice, full и tables[] с полями name, rows, without_rowid и columns[] (name, declared_type, primary_key, format, format_counts, min_time, max_time, anomalies[] и другие).</translation>
    </message>
    <message>
        <source>Exit status: 0 done, 1 the file or a table could not be read, 2 bad usage.</source>
        <translation>Код завершения: 0 — готово, 1 — не удалось прочитать файл или таблицу, 2 — неверный вызов.</translation>
    </message>
    <message>
        <source>(rand_a may be a fraction of the millisecond; only a whole column can show it: see inspect)</source>
        <translation>(rand_a может быть долей миллисекунды; это видно лишь по всему столбцу: см. inspect)</translation>
    </message>
    <message>
        <source>rand_a</source>
        <translation>rand_a</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>missed lateness    p50 %1, p99 %2, p99.9 %3, max %4 (over the missed rows)</source>
        <translation>  у пропущенных    p50 %1, p99 %2, p99.9 %3, макс. %4 (по пропущенным строкам)</translation>
    </message>
    <message>
        <source>Known generator bugs, each with where it comes from (TIDs in the future are counted as future):</source>
        <translation>Известные ошибки генераторов и их происхождение (TID из будущего учитываются как future):</translation>
    </message>
    <message>
        <source>%1 … %2 (its %3 values)</source>
        <translation>%1 … %2 (его значения %3)</translation>
    </message>
    <message>
        <source> as read (%1)</source>
        <translation> в прочитанном виде (%1)</translation>
    </message>
</context>
<context>
    <name>idscope::db</name>
    <message>
        <source>no such file</source>
        <translation>файл не найден</translation>
    </message>
    <message>
        <source>is a folder, not a database file</source>
        <translation>это папка, а не файл базы данных</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>доступ запрещён</translation>
    </message>
    <message>
        <source>the file is empty (0 bytes): not a database yet</source>
        <translation>файл пуст (0 байт): это ещё не база данных</translation>
    </message>
    <message>
        <source>file is not a database</source>
        <translation>файл не является базой данных</translation>
    </message>
    <message>
        <source>database disk image is malformed</source>
        <translation>образ базы данных на диске повреждён</translation>
    </message>
    <message>
        <source>database is locked by another connection</source>
        <translation>база данных заблокирована другим соединением</translation>
    </message>
    <message>
        <source>file is encrypted or is not a database (no SQLite header)</source>
        <translation>файл зашифрован или не является базой данных (нет заголовка SQLite)</translation>
    </message>
    <message>
        <source>cannot open the database</source>
        <translation>не удаётся открыть базу данных</translation>
    </message>
    <message>
        <source>another connection in this process</source>
        <translation>другое соединение в этом процессе</translation>
    </message>
    <message>
        <source>process %1</source>
        <translation>процесс %1</translation>
    </message>
    <message>
        <source>process %1 (%2)</source>
        <translation>процесс %1 (%2)</translation>
    </message>
    <message>
        <source>the number of rows must be between %1 and %2</source>
        <translation>число строк должно быть от %1 до %2</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder</source>
        <translation>не удаётся записать %1: это папка</translation>
    </message>
    <message>
        <source>%1 already exists</source>
        <translation>%1 уже существует</translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <translation>не удаётся создать %1: %2</translation>
    </message>
    <message>
        <source>%1 already exists (left by an interrupted run?)</source>
        <translation>%1 уже существует (остался от прерванного запуска?)</translation>
    </message>
    <message>
        <source>cannot replace %1</source>
        <translation>не удаётся заменить %1</translation>
    </message>
    <message>
        <source>cannot rename %1 to %2</source>
        <translation>не удаётся переименовать %1 в %2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>не является обычным файлом</translation>
    </message>
    <message>
        <source>WAL database with no pending log: opened immutable, so no -wal or -shm file is created</source>
        <translation>база данных WAL без незавершённого журнала: открыта как неизменяемая, поэтому файлы -wal и -shm не создаются</translation>
    </message>
    <message>
        <source>the WAL index could not be opened: opened immutable; changes still in the -wal file are not shown</source>
        <translation>не удалось открыть индекс WAL: база открыта как неизменяемая; изменения, оставшиеся в файле -wal, не показаны</translation>
    </message>
    <message>
        <source>WAL database in a read-only folder: opened immutable; changes still in the -wal file are not shown</source>
        <translation>база данных WAL в папке только для чтения: открыта как неизменяемая; изменения, оставшиеся в файле -wal, не показаны</translation>
    </message>
    <message>
        <source>a writer holds the lock; gave up after %1 s</source>
        <translation>блокировку удерживает пишущий процесс; ожидание прекращено через %1 с</translation>
    </message>
    <message>
        <source>%1 holds the write lock; gave up after %2 s</source>
        <translation>%1 удерживает блокировку записи; ожидание прекращено через %2 с</translation>
    </message>
    <message>
        <source>the file is truncated: %1 of %2 pages are present</source>
        <translation>файл усечён: страниц в наличии — %1 из %2</translation>
    </message>
    <message>
        <source>the file is truncated: %1 of %2 pages are present; tables stored in the missing pages cannot be read</source>
        <translation>файл усечён: страниц в наличии — %1 из %2; таблицы, хранящиеся в недостающих страницах, прочитать нельзя</translation>
    </message>
    <message>
        <source>the file is damaged: opened in recovery mode; tables stored in damaged pages cannot be read</source>
        <translation>файл повреждён: открыт в режиме восстановления; таблицы, хранящиеся в повреждённых страницах, прочитать нельзя</translation>
    </message>
    <message>
        <source>A view has no key: its last rows can only be reached by reading it all. Page forward instead.</source>
        <translation>У представления нет ключа: его последние строки можно получить, только прочитав его целиком. Листайте вперёд.</translation>
    </message>
    <message>
        <source>A view without a key is browsed forward only, up to its first 100,000 rows.</source>
        <translation>Представление без ключа просматривается только вперёд, до первых 100 000 строк.</translation>
    </message>
    <message>
        <source>The page boundary does not match the table&apos;s key.</source>
        <translation>Граница страницы не соответствует ключу таблицы.</translation>
    </message>
    <message>
        <source>not opened: a protection against untrusted files could not be set</source>
        <translation>не открыто: не удалось включить защиту от недоверенных файлов</translation>
    </message>
    <message>
        <source>cannot bind parameter %1: %2</source>
        <translation>не удаётся привязать параметр %1: %2</translation>
    </message>
    <message>
        <source>%1 did not take effect</source>
        <translation>не удалось установить %1</translation>
    </message>
    <message>
        <source>no answer from the server</source>
        <translation>сервер не ответил</translation>
    </message>
    <message>
        <source>unexpected answer from the server: %1</source>
        <translation>неожиданный ответ сервера: %1</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>не хватает памяти</translation>
    </message>
    <message>
        <source>not opened: libpq gave no cancel handle</source>
        <translation>не открыто: libpq не дала дескриптор отмены</translation>
    </message>
    <message>
        <source>not opened: the session is not read-only with timeouts (default_transaction_read_only=%1, statement_timeout=%2, lock_timeout=%3)</source>
        <translation>не открыто: сеанс не стал сеансом только для чтения с тайм-аутами (default_transaction_read_only=%1, statement_timeout=%2, lock_timeout=%3)</translation>
    </message>
    <message>
        <source>a transaction is already open on this connection</source>
        <translation>в этом соединении уже открыта транзакция</translation>
    </message>
    <message>
        <source>the connection is still reading another result</source>
        <translation>соединение ещё читает другой результат</translation>
    </message>
    <message>
        <source>malformed COPY data from the server</source>
        <translation>сервер прислал повреждённые данные COPY</translation>
    </message>
    <message>
        <source>%1 (SQLSTATE %2)</source>
        <translation>%1 (SQLSTATE %2)</translation>
    </message>
    <message>
        <source>cannot count the rows</source>
        <translation>не удалось подсчитать строки</translation>
    </message>
    <message numerus="yes">
        <source>no answer from the server within %n second(s)</source>
        <translation>
            <numerusform>нет ответа от сервера за %n секунду</numerusform>
            <numerusform>нет ответа от сервера за %n секунды</numerusform>
            <numerusform>нет ответа от сервера за %n секунд</numerusform>
        </translation>
    </message>
    <message>
        <source>chosen rows are not available on a server yet</source>
        <translation>выбранные строки на сервере пока недоступны</translation>
    </message>
    <message>
        <source>the leaf metrics could not be read: %1</source>
        <translation>метрики листьев не удалось прочитать: %1</translation>
    </message>
    <message>
        <source>the leaf metrics need the pageinspect extension read by a superuser (leaf spread, right edge, disorder) or pgstattuple with the pg_stat_scan_tables role (leaf density and fragmentation); neither is installed in this database</source>
        <translation>для метрик листьев нужно расширение pageinspect, читаемое суперпользователем (разброс по листьям, правый край, беспорядок), или pgstattuple с ролью pg_stat_scan_tables (плотность и фрагментация листьев); ни одно из них не установлено в этой базе</translation>
    </message>
    <message>
        <source>the leaf metrics need pgstattuple&apos;s pgstatindex, which this role may not run: the pg_stat_scan_tables role adds leaf density and fragmentation, and the pageinspect extension read by a superuser adds the rest</source>
        <translation>для метрик листьев нужна функция pgstatindex из pgstattuple, которую эта роль запускать не может: роль pg_stat_scan_tables добавит плотность и фрагментацию листьев, а расширение pageinspect, читаемое суперпользователем, — остальное</translation>
    </message>
    <message>
        <source>the leaf metrics need pageinspect&apos;s bt_page_items, which only a superuser may read, or pgstattuple with the pg_stat_scan_tables role for leaf density and fragmentation</source>
        <translation>для метрик листьев нужна функция bt_page_items из pageinspect, которую может читать только суперпользователь, или pgstattuple с ролью pg_stat_scan_tables для плотности и фрагментации листьев</translation>
    </message>
    <message>
        <source>leaf spread, rightmost share and leaf disorder need pageinspect&apos;s bt_page_items, which only a superuser may read; pgstatindex gave the leaf density and fragmentation</source>
        <translation>для разброса по листьям, доли справа и беспорядка листьев нужна функция bt_page_items из pageinspect, которую может читать только суперпользователь; pgstatindex дал плотность и фрагментацию листьев</translation>
    </message>
    <message>
        <source>a server table has no rowid</source>
        <translation>у таблицы на сервере нет rowid</translation>
    </message>
    <message>
        <source>a partitioned table&apos;s index keeps no pages of its own: each partition&apos;s index has its own leaves</source>
        <translation>у индекса секционированной таблицы нет собственных страниц: у индекса каждой секции свои листья</translation>
    </message>
    <message>
        <source>a loop of symbolic links</source>
        <translation>петля символических ссылок</translation>
    </message>
    <message>
        <source>a symbolic link to a missing file</source>
        <translation>символическая ссылка на несуществующий файл</translation>
    </message>
    <message>
        <source>%1-journal holds a transaction its writer did not finish (it was killed or lost power): the database must be rolled back first, which idscope, reading only, never does. Open it once with the application that writes it (or sqlite3) and try again</source>
        <translation>%1-journal хранит транзакцию, которую её источник записи не завершил (его убили или пропало питание): сначала базу нужно откатить, а idscope, только читая, этого никогда не делает. Откройте её один раз приложением, которое в неё пишет (или sqlite3), и попробуйте снова</translation>
    </message>
</context>
<context>
    <name>idscope::db::KeysetPager</name>
    <message>
        <source>The page boundary does not match the table&apos;s key.</source>
        <translation>Граница страницы не соответствует ключу таблицы.</translation>
    </message>
</context>
<context>
    <name>idscope::report</name>
    <message>
        <source>ID and time columns</source>
        <translation>Столбцы ID и времени</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Столбец</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Ключ</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Формат</translation>
    </message>
    <message>
        <source>Format mix</source>
        <translation>Распределение форматов</translation>
    </message>
    <message>
        <source>Earliest</source>
        <translation>Самый ранний</translation>
    </message>
    <message>
        <source>Latest</source>
        <translation>Самый поздний</translation>
    </message>
    <message>
        <source>Rows read</source>
        <translation>Прочитано строк</translation>
    </message>
    <message>
        <source>NULL</source>
        <translation>NULL</translation>
    </message>
    <message>
        <source>Anomalies</source>
        <translation>Аномалии</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Количество</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <source>Example rowids</source>
        <translation>Примеры rowid</translation>
    </message>
    <message>
        <source>When the %1 values were minted</source>
        <translation>Когда были созданы значения %1</translation>
    </message>
    <message>
        <source>Instant (UTC)</source>
        <translation>Момент (UTC)</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Строки</translation>
    </message>
    <message>
        <source>Histogram of %1 values in a uniform sample of %2 rows (%3 NULL, %4 not %5), drawn apart from the profile&apos;s; each bar spans %6.</source>
        <translation>Гистограмма по %1 значениям равномерной выборки из %2 строк (NULL: %3, не %5: %4), взятой отдельно от выборки профиля; каждый столбик охватывает %6.</translation>
    </message>
    <message>
        <source>Histogram of %1 values of all %2 rows (%3 NULL, %4 not %5); each bar spans %6.</source>
        <translation>Гистограмма по %1 значениям всех %2 строк (NULL: %3, не %5: %4); каждый столбик охватывает %6.</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>строк: %1</translation>
    </message>
    <message>
        <source>about %1 rows</source>
        <translation>строк: около %1</translation>
    </message>
    <message>
        <source> · WITHOUT ROWID</source>
        <translation> · WITHOUT ROWID</translation>
    </message>
    <message>
        <source> · every row read</source>
        <translation> · прочитаны все строки</translation>
    </message>
    <message>
        <source> · stopped after %1 rows</source>
        <translation> · остановлено, прочитано строк: %1</translation>
    </message>
    <message>
        <source>State as of %1</source>
        <translation>Состояние на %1</translation>
    </message>
    <message>
        <source>The database has no version table (entity key, version number, change instant).</source>
        <translation>В базе данных нет таблицы версий (ключ сущности, номер версии, момент изменения).</translation>
    </message>
    <message>
        <source>%1 does not look like a version table (entity key, version number, change instant).</source>
        <translation>%1 не похожа на таблицу версий (ключ сущности, номер версии, момент изменения).</translation>
    </message>
    <message>
        <source>State as of</source>
        <translation>Состояние на момент</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удалось прочитать %1: %2</translation>
    </message>
    <message>
        <source>Version table</source>
        <translation>Таблица версий</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>На момент</translation>
    </message>
    <message>
        <source>Live entities</source>
        <translation>Действующие сущности</translation>
    </message>
    <message>
        <source>Deleted entities</source>
        <translation>Удалённые сущности</translation>
    </message>
    <message>
        <source>Index used</source>
        <translation>Использован индекс</translation>
    </message>
    <message>
        <source>Without the index on (key, instant, version) this took a full pass; to make it fast, run in a writable copy: %1</source>
        <translation>Без индекса по (key, instant, version) потребовался полный проход; чтобы ускорить, выполните в копии, доступной для записи: %1</translation>
    </message>
    <message>
        <source>Entities as of %1</source>
        <translation>Сущности на %1</translation>
    </message>
    <message>
        <source>Entity</source>
        <translation>Сущность</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <source>Changed at</source>
        <translation>Время изменения</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Данные</translation>
    </message>
    <message>
        <source>entities</source>
        <translation>сущностей</translation>
    </message>
    <message>
        <source>Database report: %1</source>
        <translation>Отчёт по базе данных: %1</translation>
    </message>
    <message>
        <source>cannot read the schema of %1: %2</source>
        <translation>не удаётся прочитать схему %1: %2</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>%1 has no table or view named &apos;%2&apos;</source>
        <translation>в %1 нет таблицы или представления с именем &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>База данных</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Size (bytes)</source>
        <translation>Размер (байт)</translation>
    </message>
    <message>
        <source>SQLite version</source>
        <translation>Версия SQLite</translation>
    </message>
    <message>
        <source>Page size</source>
        <translation>Размер страницы</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Страницы</translation>
    </message>
    <message>
        <source>Journal mode</source>
        <translation>Режим журнала</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Таблицы</translation>
    </message>
    <message>
        <source>Profiling %1</source>
        <translation>Профилирование %1</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Точно</translation>
    </message>
    <message>
        <source>WITHOUT ROWID</source>
        <translation>WITHOUT ROWID</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Столбцы</translation>
    </message>
    <message>
        <source>ID columns</source>
        <translation>Столбцы ID</translation>
    </message>
    <message>
        <source>Time columns</source>
        <translation>Столбцы времени</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Таблица %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Ошибка: %1</translation>
    </message>
    <message>
        <source>Other columns: %1.</source>
        <translation>Другие столбцы: %1.</translation>
    </message>
    <message>
        <source>Histogram of %1</source>
        <translation>Гистограмма %1</translation>
    </message>
    <message>
        <source>Cursor gaps of %1</source>
        <translation>Пропуски курсора %1</translation>
    </message>
    <message>
        <source>Locality of %1</source>
        <translation>Локальность %1</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Остановлено</translation>
    </message>
    <message>
        <source>The report was cancelled before it was complete.</source>
        <translation>Создание отчёта было отменено до завершения.</translation>
    </message>
    <message>
        <source>Decoded IDs</source>
        <translation>Декодированные ID</translation>
    </message>
    <message>
        <source>IDs</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Прочитано</translation>
    </message>
    <message>
        <source>Time zone</source>
        <translation>Часовой пояс</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Ввод</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>Корректный</translation>
    </message>
    <message>
        <source>Unix ms</source>
        <translation>Unix мс</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Точность</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Поля</translation>
    </message>
    <message>
        <source>Other readings</source>
        <translation>Другие интерпретации</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <source>Lateness of missed rows (cumulative)</source>
        <translation>Запаздывание пропущенных строк (накопительно)</translation>
    </message>
    <message>
        <source>Lateness</source>
        <translation>Запаздывание</translation>
    </message>
    <message>
        <source>Share of missed rows</source>
        <translation>Доля пропущенных строк</translation>
    </message>
    <message>
        <source>Lateness of missed rows (cumulative, up to the 95th percentile)</source>
        <translation>Запаздывание пропущенных строк (накопительно, до 95-го процентиля)</translation>
    </message>
    <message>
        <source>There is no table named &apos;%1&apos;.</source>
        <translation>Таблицы с именем &apos;%1&apos; нет.</translation>
    </message>
    <message>
        <source>Cannot simulate: %1</source>
        <translation>Невозможно смоделировать: %1</translation>
    </message>
    <message>
        <source>A consumer polling WHERE %1 &gt; :last_seen ORDER BY %1 after every commit (commit order: %2).</source>
        <translation>Потребитель, опрашивающий WHERE %1 &gt; :last_seen ORDER BY %1 после каждой фиксации (порядок фиксации: %2).</translation>
    </message>
    <message>
        <source>Rows simulated</source>
        <translation>Смоделировано строк</translation>
    </message>
    <message>
        <source>Missed rows</source>
        <translation>Пропущенные строки</translation>
    </message>
    <message>
        <source>Late rows</source>
        <translation>Опоздавшие строки</translation>
    </message>
    <message>
        <source>Largest lateness</source>
        <translation>Наибольшее запаздывание</translation>
    </message>
    <message>
        <source>Smallest window W for this history alone</source>
        <translation>Наименьшее окно W только для этой истории</translation>
    </message>
    <message>
        <source>Smallest hold-back K (rows)</source>
        <translation>Наименьшее удержание K (строк)</translation>
    </message>
    <message>
        <source>Missed rows, in commit order</source>
        <translation>Пропущенные строки в порядке фиксации</translation>
    </message>
    <message>
        <source>Row #</source>
        <translation>№ строки</translation>
    </message>
    <message>
        <source>rowid</source>
        <translation>rowid</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Window needed</source>
        <translation>Нужное окно</translation>
    </message>
    <message>
        <source>Rows ahead</source>
        <translation>Строк впереди</translation>
    </message>
    <message>
        <source>Writer</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>missed rows</source>
        <translation>пропущенных строк</translation>
    </message>
    <message>
        <source>Key rank against insertion rank</source>
        <translation>Ранг ключа относительно ранга вставки</translation>
    </message>
    <message>
        <source>Insertion rank (% of rows)</source>
        <translation>Ранг вставки (% строк)</translation>
    </message>
    <message>
        <source>Key rank (%)</source>
        <translation>Ранг ключа (%)</translation>
    </message>
    <message>
        <source>Key locality of %1</source>
        <translation>Локальность ключей %1</translation>
    </message>
    <message>
        <source>Cannot measure: %1</source>
        <translation>Невозможно измерить: %1</translation>
    </message>
    <message>
        <source>Insertion order</source>
        <translation>Порядок вставки</translation>
    </message>
    <message>
        <source>Inversion ratio (0 ordered, 0.5 random)</source>
        <translation>Доля инверсий (0 — упорядочено, 0,5 — случайно)</translation>
    </message>
    <message>
        <source>Kendall tau</source>
        <translation>Тау Кендалла</translation>
    </message>
    <message>
        <source>Right-edge share</source>
        <translation>Доля вставок на правый край</translation>
    </message>
    <message>
        <source>Leaves holding the newest %1 keys</source>
        <translation>Листовые страницы с %1 новейшими ключами</translation>
    </message>
    <message>
        <source>Fewest leaves that could hold them</source>
        <translation>Минимум листовых страниц для них</translation>
    </message>
    <message>
        <source>Newest keys in the rightmost 1 % of leaves</source>
        <translation>Новейшие ключи в крайнем правом 1 % листовых страниц</translation>
    </message>
    <message>
        <source>Leaf pages</source>
        <translation>Листовые страницы</translation>
    </message>
    <message>
        <source>Average leaf fill</source>
        <translation>Средняя заполненность листовых страниц</translation>
    </message>
    <message>
        <source>Leaf disorder</source>
        <translation>Неупорядоченность листовых страниц</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Chart “%1” is drawn in the HTML and PDF reports.</source>
        <translation>Диаграмма «%1» отображается в отчётах HTML и PDF.</translation>
    </message>
    <message>
        <source>Generated %1 by idscope %2</source>
        <translation>Создано %1 программой idscope %2</translation>
    </message>
    <message>
        <source>showing %1 of %2 %3</source>
        <translation>показано %1 из %2 %3</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Страница %1</translation>
    </message>
    <message>
        <source>PDF needs the GUI libraries (no QGuiApplication)</source>
        <translation>Для PDF нужны библиотеки GUI (нет QGuiApplication)</translation>
    </message>
    <message>
        <source>PDF is written by the PDF writer</source>
        <translation>PDF записывается модулем записи PDF</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>это папка</translation>
    </message>
    <message>
        <source>Error: the histogram of %1 cannot be read: %2</source>
        <translation>Ошибка: не удаётся прочитать гистограмму %1: %2</translation>
    </message>
    <message>
        <source>Estimated in the table</source>
        <translation>Оценка для таблицы</translation>
    </message>
    <message>
        <source> · a uniform sample of %1 rows: shares and counts are estimates with 95 % intervals</source>
        <translation> · равномерная выборка из %1 строк: доли и количества — оценки с 95-процентными интервалами</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Сервер</translation>
    </message>
    <message>
        <source>PostgreSQL version</source>
        <translation>Версия PostgreSQL</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Хост</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Пользователь</translation>
    </message>
    <message>
        <source>Tables in report</source>
        <translation>Таблиц в отчёте</translation>
    </message>
    <message>
        <source>Tables in the database</source>
        <translation>Таблиц в базе данных</translation>
    </message>
    <message>
        <source>%1: Earliest and Latest are of its %2 values; %3 carries no instant.</source>
        <translation>%1: «Самый ранний» и «Самый поздний» относятся к его значениям %2; %3 не несёт момента.</translation>
    </message>
    <message>
        <source>Safe window W (any stream whose rows wait no longer)</source>
        <translation>Надёжное окно W (для любого потока, строки которого ждут не дольше)</translation>
    </message>
    <message>
        <source>table %1: %2</source>
        <translation>таблица %1: %2</translation>
    </message>
    <message>
        <source>table %1: stopped after %2 rows</source>
        <translation>таблица %1: остановлено после %2 строк</translation>
    </message>
    <message>
        <source>cursor gaps of %1: %2</source>
        <translation>пропуски курсора для %1: %2</translation>
    </message>
    <message>
        <source>key locality of %1: %2</source>
        <translation>локальность ключей для %1: %2</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>остановлено</translation>
    </message>
</context>
</TS>
