<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
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
        <source>The format the value was read as</source>
        <translation>Формат, в котором прочитано значение</translation>
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
</context>
<context>
    <name>idscope::DecoderPanel</name>
    <message>
        <source>Paste IDs here: one per line, or any text such as log lines; the IDs in it are found and decoded.</source>
        <translation>Вставьте сюда идентификаторы: по одному в строке или любой текст, например строки журнала; идентификаторы в нём будут найдены и расшифрованы.</translation>
    </message>
    <message>
        <source>Values to decode. Decoding starts as you type or paste.</source>
        <translation>Значения для расшифровки. Расшифровка начинается при вводе или вставке.</translation>
    </message>
    <message>
        <source>&amp;Read as:</source>
        <translation>&amp;Читать как:</translation>
    </message>
    <message>
        <source>Time &amp;zone:</source>
        <translation>Часовой &amp;пояс:</translation>
    </message>
    <message>
        <source>&amp;Paste and Decode</source>
        <translation>&amp;Вставить и расшифровать</translation>
    </message>
    <message>
        <source>Replace the text with the clipboard and decode it</source>
        <translation>Заменить текст содержимым буфера обмена и расшифровать его</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Очистить</translation>
    </message>
    <message>
        <source>Empty the paste box and the results</source>
        <translation>Очистить поле ввода и результаты</translation>
    </message>
    <message>
        <source>&amp;Copy Results</source>
        <translation>&amp;Копировать результаты</translation>
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
        <source>Cancel</source>
        <translation>Отмена</translation>
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
        <source>Copy Rows</source>
        <translation>Копировать строки</translation>
    </message>
</context>
<context>
    <name>idscope::Errors</name>
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
</context>
<context>
    <name>idscope::FormatComboBox</name>
    <message>
        <source>Read every value as this format instead of detecting it</source>
        <translation>Читать все значения в этом формате, не определяя его автоматически</translation>
    </message>
    <message>
        <source>Auto-detect</source>
        <translation>Определять автоматически</translation>
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
        <source>Layout (most significant first)</source>
        <translation>Структура (от старших битов)</translation>
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
        <translation>Обратно</translation>
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
        <source>The new language applies after idscope restarts.</source>
        <translation>Новый язык будет применён после перезапуска idscope.</translation>
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
    <name>idscope::StartPage</name>
    <message>
        <source>idscope</source>
        <translation>idscope</translation>
    </message>
    <message>
        <source>Find out when an ID was minted and by what: ULID, UUIDv1/6/7, Snowflakes, KSUID, ObjectId, TID, TypeID and more.</source>
        <translation>Узнайте, когда и чем был создан идентификатор: ULID, UUIDv1/6/7, Snowflake, KSUID, ObjectId, TID, TypeID и другие.</translation>
    </message>
    <message>
        <source>Paste IDs or log lines into the decoder, or press %1 to decode the clipboard.</source>
        <translation>Вставьте идентификаторы или строки журнала в декодер или нажмите %1, чтобы расшифровать буфер обмена.</translation>
    </message>
    <message>
        <source>The demo database (--demo) will open here once database views are available; it is not part of this version yet.</source>
        <translation>Демонстрационная база данных (--demo) откроется здесь, когда появятся представления баз данных; в этой версии их ещё нет.</translation>
    </message>
    <message>
        <source>Requested database: %1. Database views are not part of this version yet, so it was not opened.</source>
        <translation>Запрошенная база данных: %1. Представлений баз данных в этой версии ещё нет, поэтому она не открыта.</translation>
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
    <name>idscope::Warnings</name>
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
        <source>Values carry an instant in the future.</source>
        <translation>Значения содержат момент в будущем.</translation>
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
        <source>%1 s</source>
        <translation>%1 с</translation>
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
        <source>%1 days</source>
        <translation>%1 дн.</translation>
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
    <message numerus="yes">
        <source>in the table and %n index(es)</source>
        <translation>
            <numerusform>в таблице и %n индексе</numerusform>
            <numerusform>в таблице и %n индексах</numerusform>
            <numerusform>в таблице и %n индексах</numerusform>
        </translation>
    </message>
    <message>
        <source>Stored as %1, the values would take %2 bytes less each, about %3 bytes %4.</source>
        <translation>При хранении в виде %1 каждое значение занимало бы на %2 байт меньше, всего примерно на %3 байт %4.</translation>
    </message>
    <message>
        <source>Stored as %1, the values would take %2 bytes more each, about %3 bytes %4.</source>
        <translation>При хранении в виде %1 каждое значение занимало бы на %2 байт больше, всего примерно на %3 байт %4.</translation>
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
</context>
<context>
    <name>idscope::cli</name>
    <message>
        <source>%1 needs a value</source>
        <translation>для %1 требуется значение</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (see --list-formats)</source>
        <translation>неизвестный формат &apos;%1&apos; (см. --list-formats)</translation>
    </message>
    <message>
        <source>bad --snowflake-layout &apos;%1&apos;</source>
        <translation>недопустимое значение --snowflake-layout &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot read --now &apos;%1&apos;</source>
        <translation>не удаётся разобрать --now &apos;%1&apos;</translation>
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
        <source>unknown time zone &apos;%1&apos;</source>
        <translation>неизвестный часовой пояс &apos;%1&apos;</translation>
    </message>
    <message>
        <source>more than one database given (&apos;%1&apos; and &apos;%2&apos;)</source>
        <translation>указано больше одной базы данных (&apos;%1&apos; и &apos;%2&apos;)</translation>
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
        <source>--sample-size wants a number from 3 to 1000000</source>
        <translation>для --sample-size нужно число от 3 до 1000000</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (see &apos;idscope inspect --help&apos;)</source>
        <translation>неизвестный параметр &apos;%1&apos; (см. &apos;idscope inspect --help&apos;)</translation>
    </message>
    <message>
        <source>inspect needs a database file (see &apos;idscope inspect --help&apos;)</source>
        <translation>для inspect требуется файл базы данных (см. &apos;idscope inspect --help&apos;)</translation>
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
    <message numerus="yes">
        <source>%1 — %n table(s)</source>
        <translation>
            <numerusform>%1 — %n таблица</numerusform>
            <numerusform>%1 — %n таблицы</numerusform>
            <numerusform>%1 — %n таблиц</numerusform>
        </translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>примечание: %1</translation>
    </message>
    <message>
        <source>Usage: idscope sample OUT.sqlite [options]
Writes the demo database: every table shows one feature of idscope (ULID, UUID v4/v7,
snowflake and integer time keys, an entity history, late commits, mixed-case and
TEXT-vs-BLOB anomalies).

  --rows N    about N rows in all, spread over the big tables (default 10000;
              100 to 100000000; suffixes k and M allowed: 10M)
  --seed S    another deterministic data set (default 20261101)
  --force     replace OUT if it exists
  --quiet     no progress and no summary

The file is written as OUT.tmp and renamed when complete; a failure leaves nothing.
Exit status: 0 written, 1 not written (OUT exists, folder not writable, …), 2 bad usage.
</source>
        <translation>Использование: idscope sample OUT.sqlite [параметры]
Записывает демонстрационную базу данных: каждая таблица показывает одну возможность
idscope (ULID, UUID v4/v7, ключи snowflake и целочисленные ключи времени, история
сущности, поздние коммиты, аномалии смешанного регистра и TEXT вместо BLOB).

  --rows N    всего около N строк, распределённых по большим таблицам (по умолчанию
              10000; от 100 до 100000000; допустимы суффиксы k и M: 10M)
  --seed S    другой детерминированный набор данных (по умолчанию 20261101)
  --force     заменить OUT, если он уже существует
  --quiet     не показывать ход выполнения и итоговую сводку

Файл записывается как OUT.tmp и переименовывается по завершении; при сбое
не остаётся ничего.
Код завершения: 0 — записано, 1 — не записано (OUT существует, папка недоступна
для записи, …), 2 — неверное использование.
</translation>
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
        <source>unknown option &apos;%1&apos; (see &apos;idscope sample --help&apos;)</source>
        <translation>неизвестный параметр &apos;%1&apos; (см. &apos;idscope sample --help&apos;)</translation>
    </message>
    <message>
        <source>one output file only, got &apos;%1&apos; and &apos;%2&apos;</source>
        <translation>можно указать только один выходной файл, получены &apos;%1&apos; и &apos;%2&apos;</translation>
    </message>
    <message>
        <source>sample needs an output file: idscope sample OUT.sqlite</source>
        <translation>для sample требуется выходной файл: idscope sample OUT.sqlite</translation>
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
        <source>Usage: idscope inspect DB [options]
Profiles the columns of every table: which ID or time format they hold (by share),
the time range, and the anomalies (mixed case, TEXT ids among BLOBs, v4 inside v7,
clock skew, …). The database is opened read-only and never changed.

  --table T        only table (or view) T; may be given more than once
  --full           read every row (default: a sample of about 1,000 rows per table)
  --json           one JSON object (design §3)
  --now INSTANT    take this as the current time (RFC 3339 or Unix seconds)
  --format COL=F   read column COL as format F (never overridden); see
                   &apos;idscope decode --list-formats&apos;
  --sample-size N  rows per table in a sample (default 1000)

Exit status: 0 done, 1 the file or a table could not be read, 2 bad usage.
</source>
        <translation>Использование: idscope inspect DB [параметры]
Составляет профиль столбцов каждой таблицы: какие форматы идентификаторов или
времени в них хранятся (с долями), диапазон времени и аномалии (смешанный регистр,
идентификаторы TEXT среди BLOB, v4 внутри v7, расхождение часов, …). База данных
открывается только для чтения и никогда не изменяется.

  --table T        только таблица (или представление) T; можно указать несколько раз
  --full           читать все строки (по умолчанию — выборка примерно из 1000 строк
                   на таблицу)
  --json           один объект JSON (design §3)
  --now INSTANT    считать этот момент текущим временем (RFC 3339 или секунды Unix)
  --format COL=F   читать столбец COL в формате F (этот выбор не переопределяется);
                   см. &apos;idscope decode --list-formats&apos;
  --sample-size N  строк на таблицу в выборке (по умолчанию 1000)

Код завершения: 0 — готово, 1 — не удалось прочитать файл или таблицу,
2 — неверное использование.
</translation>
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
</context>
</TS>
