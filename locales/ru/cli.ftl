# blunderDB — командная строка (`blunderdb`): её текстовый вывод и каждое
# сообщение об ошибке, которое читает пользователь, какая бы часть
# программы его ни выдала (чтение файлов матчей, библиотека, запросы,
# управление gnuBG). Английский — источник и запасной язык.
#
# Числа приходят в двух переменных: `$n` (для выбора формы множественного
# числа) и `$n-text` (число по-русски: `28 508 412`). Дробные числа
# приходят уже записанными по-русски (`0,39`).
#
# Термины (for reviewers):
# - As in common.ftl: «грубая ошибка» (blunder), «куб», «дабл», «принятие» /
#   «отказ», «ход» / «ходы», «удача», «на деньги».
# - Counts after a label take the form «импортировано: 5», which needs no
#   agreement of the participle with the number.
# - Names, paths, moves and pieces of files keep straight quotes "…" and
#   backticks `…`, as a shell takes them back.
# - The file formats' own words (GM[], MI[], RE[], the `N point match` line,
#   XG's temp.xg, RGMH, DMLI) stay as the files write them.
# - Short column heads: «М» (матчи), «В-П» (выигрыши-проигрыши), «Реш»,
#   «Ош», «ГО» (грубые ошибки).
# - Plurals: one / few / many / other (other is for fractions).

## Таблицы (`--format text`)

cli-col-id = id
cli-col-format = фмт
cli-col-length = дл
cli-col-score = счёт
cli-col-player = игрок
cli-col-player-1 = игрок 1
cli-col-player-2 = игрок 2
cli-col-matches-short = М
cli-col-won-lost-short = В-П
cli-col-decisions-short = Реш
cli-col-checker-pr-short = PRход
cli-col-cube-pr-short = PRкуб
cli-col-snowie-short = Snowie
cli-col-mwc-per-match-short = MWC%/м
cli-col-errors-short = Ош
cli-col-blunders-short = ГО
cli-col-luck-short = Удача
cli-col-error-emg-short = Ош EMG
cli-col-mwc-pct-short = MWC%
cli-col-decisions = решения
cli-col-errors = ошибки
cli-col-blunders = грубые
cli-col-error-emg = ошибка EMG
cli-col-mwc-pct = MWC %
cli-period-match = матч
cli-period-month = месяц
cli-period-year = год
cli-period-event = турнир
cli-undated = без даты
cli-no-event = без турнира

## matches, stats

cli-matches-footer = { $n ->
    [one] { $n-text } матч (* = победитель; $ = игра на деньги; — = неизвестно)
    [few] { $n-text } матча (* = победитель; $ = игра на деньги; — = неизвестно)
    [many] { $n-text } матчей (* = победитель; $ = игра на деньги; — = неизвестно)
   *[other] { $n-text } матча (* = победитель; $ = игра на деньги; — = неизвестно)
}
cli-stats-title = Статистика: { $player }
cli-stats-title-all = Статистика всех игроков
cli-stats-matches-won-lost = { $matches }   (выиграно { $wins }, проиграно { $losses })
cli-stats-pr-value = { $pr }   (ходы { $checker }, куб { $cube })
cli-stats-error = Ошибка
cli-stats-error-value = { $emg } EMG   ({ $mwc } % MWC; { $per_match } % за матч)
cli-stats-decisions-value = { $decisions }   (невынужденные ходы { $unforced }, близкие решения по кубу { $close })
cli-stats-checker-moves = Ходы
cli-stats-checker-value = { $checker }   (даблы { $doubles }, принятия { $takes }, отказы { $passes })
cli-stats-errors-blunders = Ошибки / грубые
cli-stats-errors-value = { $errors } / { $blunders }   [{ $thresholds }]
cli-stats-luck-value = { $rolls ->
    [one] { $emg } EMG за { $rolls-text } бросок ({ $per_roll } за бросок, { $mwc } % MWC)
    [few] { $emg } EMG за { $rolls-text } броска ({ $per_roll } за бросок, { $mwc } % MWC)
    [many] { $emg } EMG за { $rolls-text } бросков ({ $per_roll } за бросок, { $mwc } % MWC)
   *[other] { $emg } EMG за { $rolls-text } броска ({ $per_roll } за бросок, { $mwc } % MWC)
}
cli-stats-histogram = Гистограмма ошибок (миллипункты):
cli-stats-unanalysed = { $n ->
    [one] { $n-text } матч без анализа: `blunderdb analyse` отдаст его на анализ gnuBG
    [few] { $n-text } матча без анализа: `blunderdb analyse` отдаст их на анализ gnuBG
    [many] { $n-text } матчей без анализа: `blunderdb analyse` отдаст их на анализ gnuBG
   *[other] { $n-text } матча без анализа: `blunderdb analyse` отдаст их на анализ gnuBG
}

## decisions, report

cli-decisions-none = В этой выборке нет решений.
cli-decision-row = { $error } EMG { $mwc } %  { $player }  матч { $match_no } партия { $game } ход { $move_no }  { $kind } { $dice }
cli-decision-played = сыграно { $played }   лучший { $best }
cli-candidates-none = кандидаты: в файле их нет для этого решения
cli-next-page = следующая страница: --after { $cursor }
cli-report-wrote = { $n ->
    [one] записан { $path } ({ $n-text } байт)
    [few] записан { $path } ({ $n-text } байта)
    [many] записан { $path } ({ $n-text } байт)
   *[other] записан { $path } ({ $n-text } байта)
}

## import, watch

cli-import-word-imported = импорт
cli-import-word-duplicate = дубликат
cli-import-word-replaced = заменён
cli-import-word-skipped = пропущен
cli-import-word-failed = ошибка
cli-import-imported = { $path } (матч { $id })
cli-import-duplicate = { $path } (матч { $id }, из { $of })
cli-import-replaced = { $path } (матч { $id }: проанализированная копия заменяет { $previous })
cli-import-skipped = { $path } ({ $reason })
cli-import-summary = { $files ->
    [one] { $files-text } файл
    [few] { $files-text } файла
    [many] { $files-text } файлов
   *[other] { $files-text } файла
}: импортировано: { $imported-text }, дубликатов: { $duplicates-text }, заменено: { $replaced-text }, пропущено: { $skipped-text }, с ошибкой: { $failed-text }
cli-bar-files = файлов
cli-watch-no-folder = папка не указана, а библиотека ни за какой не следит (blunderdb watch ПАПКА --save)
cli-watch-not-a-folder = { $path }: не папка
cli-watch-watching = слежу за { $path } (файлы импортируются через { $seconds-text } с после последнего изменения; Ctrl-C — остановить)

## analyse

cli-analyse-word-analysed = готово
cli-analyse-word-failed = ошибка
cli-analyse-analysed = { $label } (матч { $id }) за { $seconds } с
cli-analyse-failed = { $label } (матч { $id }): { $error }
cli-analyse-header = gnuBG { $version } ({ $path }), { $plies }-ply, { $jobs ->
    [one] { $jobs-text } процесс
    [few] { $jobs-text } процесса
    [many] { $jobs-text } процессов
   *[other] { $jobs-text } процесса
}: матчей к анализу: { $n-text }
cli-analyse-cancelling = отмена: начатые матчи будут доведены до конца (ещё раз Ctrl-C — остановить сразу)
cli-bar-matches-eta = матчей  ELAPSED (осталось ETA)
cli-analyse-summary = { $n ->
    [one] { $n-text } матч
    [few] { $n-text } матча
    [many] { $n-text } матчей
   *[other] { $n-text } матча
}: проанализировано: { $analysed-text }, с ошибкой: { $failed-text }
cli-analyse-not-started = , не начато: { $n-text } (отменено; запустите снова, чтобы доделать)
cli-analyse-done = { $summary } за { $seconds } с
cli-gnubg-not-located = gnuBG не найден

## alias, levels, thresholds

cli-alias-added = "{ $alias }" теперь считается как "{ $player }"
cli-alias-removed = "{ $alias }" больше не считается как "{ $player }"
cli-alias-none = псевдонимов нет
cli-levels-source-xg = таблица Performance Rating программы eXtreme Gammon (Википедия, «eXtreme Gammon»)
cli-levels-source-gnubg = уровни GNU Backgammon (GetRating(), версия 1.08.003)
cli-levels-source-bmab = уровни разрабатываемой версии GNU Backgammon, близкие к разрядам BMAB
cli-levels-and-up = { $from } и выше

## Ошибки командной строки

cli-no-data-dir = на этой платформе нет папки данных; укажите --db ПУТЬ
cli-no-library = по пути { $path } нет библиотеки: сначала импортируйте в неё матчи (blunderdb --db ПУТЬ import ФАЙЛ…) или укажите другую через --db
cli-cannot-write = не удаётся записать { $path }: { $error }
cli-bad-emg = "{ $value }" — не ошибка в EMG (число ≥ 0, например { $example })
cli-bad-page-size = "{ $value }" — не размер страницы (от 1 до { $max })
cli-bad-board-count = "{ $value }" — не число досок (от 0 до { $max })

## Ошибки библиотеки

lib-file-error = { $path }: { $error }
lib-cannot-read = { $path }: не удаётся прочитать: { $error }
lib-cannot-create-folder = библиотека { $path }: не удаётся создать её папку { $dir }: { $error }
lib-library-error = библиотека { $path }: { $error }
lib-sqlite-error = библиотека: { $error }
lib-busy = { $error } (другой процесс занимал её дольше, чем ждёт blunderDB)
lib-is-a-folder = библиотека { $path }: это папка, а не файл библиотеки (например, { $example })
lib-folder-is-a-file = библиотека { $path }: { $dir } — это файл, а не папка
lib-newer-schema = { $path }: записана более новой версией blunderDB (схема { $version }, эта читает до { $max })
lib-no-transaction = нет открытой транзакции
lib-record-damaged = матч { $id }: его сохранённые решения повреждены ({ $what })
lib-record-not-deflated = не сжатая запись
lib-record-empty = пусто
lib-record-version = версия записи { $version }
lib-record-no-count = нет количества
lib-record-cut-short = обрезано
lib-record-not-utf8 = текст не в UTF-8
lib-transcript-damaged = матч { $id }: сохранённая запись партии повреждена ({ $error })
lib-match-gone = матча { $id } больше нет в библиотеке
lib-analysis-length = gnuBG прочитал матч до { $read } очков там, где в библиотеке матч до { $length } очков
lib-unknown-breakdown = в библиотеке неизвестная разбивка "{ $name }"
lib-import-too-large = { $size-text } байт — слишком много для файла матча
lib-import-not-a-match = не файл матча
lib-import-not-stored = { $path }: не сохранено: { $error }
metrics-thresholds-negative = пороги должны быть неотрицательными числами (получено { $error } и { $blunder })
metrics-thresholds-order = порог ошибки ({ $error }) не должен быть выше порога грубой ошибки ({ $blunder })
metrics-blunder-too-large = порог грубой ошибки { $blunder } EMG больше любой реальной ошибки

## Ошибки выборки

query-unknown-player = нет игрока с именем "{ $name }"; `blunderdb players` покажет игроков
query-unknown-player-suggest = нет игрока с именем "{ $name }"; может быть, { $names }?
query-list-or = { $init } или { $last }
query-invalid-date = неверная дата "{ $value }": ожидается ГГГГ-ММ-ДД
query-invalid-date-why = неверная дата "{ $value }": ожидается ГГГГ-ММ-ДД ({ $why })
query-no-month = месяца { $month } не бывает
query-no-day = в { $month } нет дня { $day }
query-empty-range = период пуст: начало { $from } позже конца { $to }
query-unknown-choice = { $what }: "{ $value }" не существует; ожидается одно из: { $choices }
query-what-breakdown = разбивка
query-what-grouping = группировка
query-what-level-scale = шкала уровней
query-what-key = ключ для { $by }
query-breakdown-cell = --breakdown ожидает DIM=КЛЮЧ (например, phase=race, cube-action=wrong_take, score=3a-5a, length=7), а не "{ $value }"
query-breakdown-cube-checker = разбивка cube-action охватывает решения по кубу; --type checker не выбирает ни одного
query-breakdown-phase-cube = разбивка phase охватывает ходы; --type cube не выбирает ни одного
query-alias-unknown-player = нет игрока с именем "{ $name }"
query-alias-self = нельзя слить "{ $alias }" с самим собой
query-alias-cycle = "{ $player }" уже псевдоним "{ $alias }": слияние "{ $alias }" с ним дало бы цикл
query-alias-already = "{ $alias }" уже считается как "{ $player }"
query-alias-already-other = "{ $alias }" уже считается как "{ $player }"; сначала `blunderdb alias remove "{ $alias }"`
query-alias-none = "{ $name }" — не псевдоним; `blunderdb alias list` покажет их
query-alias-none-no-aliases = "{ $name }" — не псевдоним; псевдонимов нет
query-drill-limit = --limit { $limit } больше, чем вмещает страница ({ $max })
query-drill-after-and-before = страницу запрашивают после строки или перед строкой, но не то и другое сразу
query-drill-offset-and-cursor = --offset { $offset } и курсор ({ $cursor }) нельзя использовать вместе
query-drill-bad-cursor = --after ожидает ОШИБКА,МАТЧ,ПАРТИЯ,SEQ (ошибка, матч, партия и seq последней строки), а не "{ $value }"
query-drill-no-bar = нет столбца гистограммы { $bar }: столбцы от 0 до { $last }
query-drill-min-error = --min-error должен быть неотрицательным числом EMG (получено { $value })

## gnuBG

engine-gnubg-not-found = GNU Backgammon (gnubg) не найден: установите его командой `sudo apt-get install gnubg` (Debian, Ubuntu) или с https://www.gnu.org/software/gnubg/ (Windows, macOS), либо укажите программу через --gnubg ПУТЬ или BLUNDERDB_GNUBG
engine-gnubg-unusable = { $path }: непригодный GNU Backgammon: { $why }
engine-gnubg-no-such-program = нет такой программы
engine-gnubg-not-gnubg = `--version` не называет GNU Backgammon

## Ошибки в файлах матчей

parse-at = { $at }: { $what }
parse-line = строка { $n-text }
parse-byte = байт { $n-text }
parse-empty = файл пуст
parse-not-a-match-file = не файл матча, который читает blunderDB (ожидается .sgf gnuBG, .mat/.txt Jellyfish или .xg XG)

## Записи Jellyfish (.mat, .txt)

parse-mat-game-before-match-line = партия до строки матча (`N point match`)
parse-mat-no-match-line = нет строки матча (`N point match` или `Match of N points`)
parse-mat-no-score-line = партия без строки счёта
parse-mat-expected-score-line = после `Game N` ожидается строка счёта (`Имя : 0    Имя : 0`)
parse-mat-score-above-length = счёт { $a }-{ $b } больше длины матча { $length }
parse-mat-expected-game-1 = ожидается `Game 1`, найдено `{ $found }`
parse-mat-too-many-actions-numbered = больше двух действий в нумерованной строке
parse-mat-expected-turn = ожидается ход
parse-mat-too-many-actions = больше двух действий в строке
parse-mat-no-game = в матче нет партий (`Game 1` и строки счёта)
parse-mat-absurd-length = нелепая длина матча `{ $value }`
parse-mat-negative-length = отрицательная длина матча { $n }
parse-mat-length-above = длина матча { $n } больше { $max }
parse-mat-dice-range = кости `{ $dice }` вне 1–6
parse-mat-no-points = `{ $word }` без числа очков
parse-mat-bad-points = `{ $word } { $value }`: ожидается число очков
parse-mat-unexpected-turn = неожиданное `{ $found }` там, где должен быть ход
parse-mat-arrow-no-cube = `=>` без значения куба
parse-mat-arrow-bad-cube = `=> { $value }`: ожидается значение куба
parse-mat-absurd-cube = нелепое значение куба { $value }
parse-mat-unexpected-move = неожиданное `{ $found }` там, где должно быть перемещение шашек

## SGF gnuBG

parse-sgf-value-not-closed = значение свойства не закрыто (файл обрезан)
parse-sgf-no-value = у свойства нет значения
parse-sgf-unexpected-property = неожиданный символ там, где должно быть свойство SGF
parse-sgf-other-game = SGF другой игры (GM[{ $gm }]), а не нард (GM[6])
parse-sgf-no-gm = нет свойства GM[6]: это не SGF нард gnuBG
parse-sgf-mi-not-number = MI[{ $value }]: не целое число
parse-sgf-length-beyond = длина матча { $length } больше 63 очков
parse-sgf-score-not-below = счёт { $a }-{ $b } не меньше длины матча { $length }
parse-sgf-cv = CV[{ $value }]: не значение куба
parse-sgf-re-points = RE[{ $value }]: не удаётся прочитать выигранные очки
parse-sgf-re-absurd = RE[{ $value }]: нелепое число очков
parse-sgf-not-sgf = не файл SGF: ожидается '(;'
parse-sgf-trailing-bytes = неожиданные байты после дерева игры
parse-sgf-tree-no-node = дерево игры не начинается с узла ';'
parse-sgf-mixed-lengths = партии матчей разной длины в одном файле
parse-sgf-variations = варианты не входят в файл матча gnuBG
parse-sgf-unexpected-character = неожиданный символ в дереве игры
parse-sgf-truncated = файл кончается посреди партии (обрезан)
parse-sgf-no-game = в файле нет партий
parse-sgf-no-players = в первой партии нет имён игроков (PW/PB)
parse-sgf-da = анализ куба DA[] не читается
parse-sgf-move-dice = ход { $side }[{ $value }] не начинается с двух костей 1-6
parse-sgf-move-points = у хода [{ $value }] неправильные пункты
parse-sgf-a-index = A[]: номер сыгранного хода — не число
parse-sgf-a-none = A[]: нет читаемого кандидата
parse-sgf-a-candidate = A[]: кандидат не читается

## Файлы .xg программы XG

parse-xg-no-magic = не файл eXtreme Gammon (нет сигнатуры RGMH)
parse-xg-short = обрезанный файл .xg (короче своего заголовка)
parse-xg-inflates-past = { $what }: распаковывается больше объявленного размера
parse-xg-zlib-truncated = { $what }: поток zlib обрезан
parse-xg-zlib-corrupt = { $what }: повреждённый поток zlib ({ $status })
parse-xg-registry = реестр архива
parse-xg-trailer = концевик архива: { $what }
parse-xg-entry = запись реестра temp.xg: { $what }
parse-xg-unreadable = не читается
parse-xg-member-count = нелепое число элементов (файл обрезан или повреждён)
parse-xg-negative-registry = отрицательный размер реестра
parse-xg-negative-archive = отрицательный размер архива
parse-xg-registry-too-large = реестр больше файла
parse-xg-archive-overlaps = архив заходит на заголовок (файл обрезан или повреждён)
parse-xg-registry-truncated = реестр архива обрезан
parse-xg-negative-size = отрицательный размер или смещение
parse-xg-offset-overflows = смещение переполняется
parse-xg-size-overflows = размер переполняется
parse-xg-outside-archive = указывает за пределы архива (файл обрезан или повреждён)
parse-xg-absurd-size = нелепый распакованный размер
parse-xg-size-differs = temp.xg: размер не совпадает с реестром
parse-xg-crc = temp.xg: неверная CRC (файл повреждён)
parse-xg-no-member = в архиве нет элемента temp.xg
parse-xg-stream-size = temp.xg занимает { $size-text } байт, а не целое число записей по { $record-text } байт
parse-xg-record = temp.xg, запись { $index-text } (смещение { $offset-text }): { $what }
parse-xg-empty-stream = пустой поток записей
parse-xg-no-match-header = поток не начинается с заголовка матча
parse-xg-no-dmli = нет сигнатуры DMLI в заголовке матча
parse-xg-unreadable-field = поле не читается
parse-xg-after-footer = запись после конца матча
parse-xg-second-header = второй заголовок матча
parse-xg-absurd-score = нелепый счёт партии
parse-xg-absurd-auto-doubles = нелепое число автоматических даблов
parse-xg-too-many-games = слишком много партий
parse-xg-cube-outside-game = запись куба вне партии
parse-xg-unknown-cube-action = неизвестное действие с кубом
parse-xg-bad-player = неверный игрок на ходу
parse-xg-absurd-cube = нелепое значение куба
parse-xg-move-outside-game = запись хода вне партии
parse-xg-dice-range = кости вне допустимого диапазона
parse-xg-absurd-candidates = нелепое число ходов-кандидатов
parse-xg-unreadable-position = позиция не читается
parse-xg-footer-outside-game = конец партии вне партии
parse-xg-absurd-points = нелепое число выигранных очков
parse-xg-unknown-record = неизвестный тип записи { $kind }
parse-xg-position-file = файл позиции XG (.xgp): в нём позиция, а не матч

# `search --position ID` (#41). `$position`: the pasted position's XGID, or its Position ID when only that was given.
cli-search-position = Позиция { $position }
cli-search-position-exact = Та же позиция, куб и счёт ({ $count } решений):
cli-search-position-same = Те же шашки, другой куб или счёт ({ $count } решений):
