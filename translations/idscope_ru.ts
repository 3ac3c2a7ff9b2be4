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
</context>
<context>
    <name>idscope::db::Connection</name>
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
</context>
</TS>
