# blunderDB — справка командной строки (`blunderdb --help`, `-h`,
# `blunderdb help КОМАНДА`) и ошибки использования clap.
# Английский (locales/en/help.ftl, из комментариев src/cli/args.rs) —
# источник и запасной язык.
#
# Термины (for reviewers):
# - As in common.ftl and cli.ftl: «грубая ошибка» (blunder), «куб»,
#   «дабл», «принятие» / «отказ», «ход» / «ходы» (checker play),
#   «на деньги» (money), «матч», «анализ»; PR, MWC, EMG, XGID, Position ID
#   and Match ID as they are.
# - Option names, values, placeholders (<FILE>, <PLAYER>), commands and
#   file formats stay as typed.

## Команды и параметры

help-cmd = Локальная библиотека матчей в нарды (backgammon) и статистика, которую XG и gnuBG выдают по ним
help-arg-db = Файл библиотеки (по умолчанию: папка данных платформы, например ~/.local/share/blunderdb/library.db)
help-arg-lang = Язык текстового вывода и сообщений: en, fr, de, it, es, fi, ja, el, ru, pt или nl (по умолчанию: локаль, например LANG). JSON и CSV одинаковы на всех языках
help-arg-engine = Цифры анализов одного движка (xg или gnubg) по матчам, у которых он есть, вместо анализа, который учитывает каждый матч; для stats, players, progress, breakdown, decisions и report
help-arg-server = Сервер клуба (http://ХОСТ:ПОРТ) вместо локальной библиотеки, для import, analyse, worker и команд чтения; токен читается из BLUNDERDB_TOKEN (docs/server.md)
help-cmd-serve = Отдавать библиотеки клубов по HTTP/JSON из PostgreSQL (docs/server.md)
help-arg-pg = База данных PostgreSQL (postgresql://ПОЛЬЗОВАТЕЛЬ@ХОСТ:ПОРТ/БАЗА)
help-arg-listen = Адрес, который слушать
help-arg-cache = Папка моделей чтения клубов (пересобираются из PostgreSQL, если их нет; по умолчанию: папка кэша платформы)
help-arg-max_upload = Наибольший принимаемый файл в байтах (большие загрузки получают 413)
help-cmd-server = Подготовить базу данных сервера клуба: init, club add, token add/revoke
help-cmd-server-init = Применить миграции сервера к базе данных
help-cmd-server-club = Клубы
help-cmd-server-club-add = Создать клуб и вывести его первый токен администратора (показывается один раз)
help-cmd-server-token = Токены
help-cmd-server-token-add = Создать токен и вывести его (показывается один раз; хранится только его хеш)
help-arg-role = reader, uploader, admin или worker
help-arg-name = Кто или что им владеет
help-cmd-server-token-revoke = Отозвать токен ID: с этого момента он ничего не открывает
help-cmd-worker = Анализировать матчи из очереди клуба с помощью gnuBG на этой машине (с --server и токеном worker в BLUNDERDB_TOKEN)
help-cmd-web = Отдать страницу окна браузеру поверх библиотеки (печатает адрес с одноразовым токеном)
help-arg-open = Открыть страницу в системном браузере
help-arg-web = Отдавать и страницу окна: члены клуба входят со своим токеном и читают свой клуб в браузере
help-arg-jobs = Одновременных процессов gnuBG (по умолчанию: число ядер)
help-arg-gnubg = Программа gnuBG (по умолчанию: BLUNDERDB_GNUBG, затем gnubg в PATH, затем /usr/games/gnubg)
help-arg-until_idle = Остановиться, когда очередь опустеет, вместо ожидания новых
help-cmd-import = Импортировать файлы и папки матчей (.sgf, .mat/.txt, .xg; рекурсивно)
help-cmd-matches = Список матчей библиотеки с цифрами обоих игроков
help-cmd-stats = Цифры по всей библиотеке или по матчам одного игрока
help-arg-from = Только матчи, сыгранные в эту дату или позже (ГГГГ-ММ-ДД)
help-arg-to = Только матчи, сыгранные в эту дату или раньше (ГГГГ-ММ-ДД)
help-arg-length = Только матчи этой длины в очках (0 = игра на деньги)
help-arg-kind = Какие решения охватывают цифры ошибок
help-cmd-players = Одна строка на игрока
help-cmd-analyse = Проанализировать матчи без анализа программой GNU Backgammon на всех ядрах; библиотека хранит собственный анализ gnuBG
help-arg-analyse-plies = Глубина оценки gnuBG для ходов и решений с кубом: 0 — быстрый проход, 2 — обычный уровень gnuBG
help-arg-analyse-player = Только матчи этого игрока
help-arg-redo = Заново проанализировать матчи, у которых уже есть анализ (файлы gnuBG и прежние запуски; анализы XG сохраняются)
help-arg-timeout = Секунд, которые может занять один матч, прежде чем его gnuBG будет остановлен (по умолчанию: 300 при 0-ply, 900 при 1-ply, 3600 при 2-ply)
help-cmd-watch = Следить за папкой (папкой сохранения XG или gnuBG, папкой загрузок): импортировать появляющиеся в ней файлы матчей, как только они перестанут расти, каждый один раз, до Ctrl-C. Приложение тоже следит за папкой библиотеки
help-arg-folder = Папка (по умолчанию: отслеживаемая папка библиотеки, заданная в настройках приложения или через --save)
help-arg-save = Запомнить FOLDER как отслеживаемую папку библиотеки
help-arg-analyse = Также анализировать gnuBG новые матчи без анализа
help-arg-plies = Глубина gnuBG для --analyse (0 — быстро, 2 — обычный уровень gnuBG)
help-arg-watch-gnubg = Программа gnuBG для --analyse
help-arg-settle = Секунд, которые файл должен оставаться неизменным перед импортом
help-arg-once = Импортировать то, что готово сейчас, и выйти (для задания по расписанию)
help-cmd-decisions = Решения за цифрами, худшие первыми: столбец гистограммы, ошибки или грубые ошибки, вид решения; каждое с Position ID и Match ID gnuBG и XGID
help-arg-min_error = Только ошибки не меньше стольких EMG (как пороги: включительно)
help-arg-decision_kind = Только этот вид решений (double = дабл или отказ от дабла)
help-arg-bucket = Только решения этого столбца гистограммы ошибок (0 = 0–5 миллиочков … 5 = 100+), ровно те, что `stats` в нём считает
help-arg-breakdown = Только решения одной ячейки `breakdown`, ровно те, что считает её строка: DIM=KEY, например cube-action=wrong_take, phase=race, score=3a-5a, length=7 (или length=money), plan=back_game
help-arg-limit = Решений на странице
help-arg-offset = Сколько решений пропустить (начало страницы)
help-arg-decisions-after = Страница после этого решения: ERROR,MATCH,GAME,SEQ последней строки предыдущей страницы (`next` в выводе JSON). Читает только страницу, как бы далеко она ни была
help-arg-candidates = Также ходы-кандидаты каждого хода шашками (место, ход, эквити, разница с лучшим, сыгранный отмечен), перечитанные из файла матча: медленнее (библиотека не хранит кандидатов)
help-cmd-report = Записать самодостаточный HTML-отчёт по выборке: цифры, гистограмму и худшие решения с позициями
help-arg-html = HTML-файл для записи (заменяется целиком или остаётся как был)
help-arg-report-limit = Сколько худших решений показать с позициями
help-cmd-progress = Цифры по матчам, месяцам, годам или турнирам в порядке времени: становится ли игрок лучше? PR каждой строки — её собственные Σ ошибок / Σ решений; строки в сумме дают `stats` для того же фильтра. Матчи без даты образуют одну строку, «undated»
help-arg-player = Любое из имён игрока (псевдонимы считаются объединённым игроком)
help-arg-by = Одна строка на матч, месяц, год или турнир (event)
help-arg-chart = Также нарисовать график прогресса (точка на строку, скользящий PR, тренд, полосы уровней) в этот SVG-файл
help-arg-levels = Полосы уровней графика: xg, gnubg или bmab (по умолчанию: библиотеки, см. `levels`)
help-arg-window = Решений, которые охватывает скользящий PR графика
help-cmd-breakdown = Где ошибки: учтённые решения, ошибки, грубые ошибки, ошибка и PR по действию с кубом, фазе игры, счёту, длине матча или плану игры
help-cmd-breakdown-long =
    Где ошибки: учтённые решения, ошибки, грубые ошибки, ошибка и PR по действию с кубом, фазе игры, счёту, длине матча или плану игры.

    cube-action: missed_double (не дал дабл), wrong_double (дал дабл), wrong_take (принял), wrong_pass (отказался): вид решения с кубом; их ошибка в сумме даёт ошибку куба. phase (ходы шашками, по позиции перед ходом): bearoff = нет контакта и все шашки ходящего дома или сняты; race = иначе нет контакта; opening = контакт и оба счёта пипов не меньше 145; middle = иначе контакт; unknown = нет позиции в файле. Их ошибка в сумме даёт ошибку ходов. score: away-away с точки зрения игрока («2a-5a»), игра на деньги отдельно. length: «1», «3», ..., «money». plan (ходы шашками, по позиции перед ходом, план игры ходящего, как его классифицирует gt: в search): race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact; unknown = нет позиции в файле. Их ошибка в сумме даёт ошибку ходов.
help-arg-breakdown-by = cube-action, phase, score, length или plan
help-cmd-alias = Один человек под несколькими именами: считать матчи одного имени матчами другого игрока во всех видах, фильтрах и экспорте
help-cmd-alias-add = Считать матчи NAME матчами PLAYER (сохранённые матчи сохраняют свои имена)
help-arg-alias-add-player = Игрок, с которым объединяется NAME (любое из его имён)
help-cmd-alias-remove = Отменить псевдоним: матчи NAME снова его собственные
help-cmd-alias-list = Список псевдонимов
help-cmd-levels = Показать или выбрать полосы уровней графика прогресса: xg (таблица Performance Rating программы XG, по умолчанию), gnubg (рейтинги gnuBG 1.08) или bmab (рейтинги разработки gnuBG, как у BMAB)
help-arg-scale = Выбираемая шкала; без неё показывается шкала библиотеки
help-cmd-search = Найти решения по поисковым фильтрам blunderDB (`nc P<70`, `m"6/1*"`, `gt:back_game E>50`, см. docs/search.md), худшие первыми, с цифрами выборки; `search save|list|remove|run` хранят запросы под именем
help-arg-query = Запрос, например 'nc P<70' или 'm"6/1*" E>20'
help-arg-search-player = Только решения этого игрока (псевдонимы считаются игроком)
help-arg-search-position = Решения, принятые во вставленной позиции (XGID или Position ID gnuBG с Match ID или без): сначала с тем же кубом и счётом, затем только с теми же шашками
help-arg-after = Страница после этого решения (`next` предыдущей страницы)
help-cmd-search-save = Сохранить QUERY под именем NAME в библиотеке (заменяет поиск с таким именем)
help-cmd-search-list = Сохранённые поиски
help-cmd-search-remove = Удалить сохранённый поиск NAME
help-cmd-search-run = Выполнить сохранённый поиск NAME
help-cmd-match = Один матч: `match show ID` ход за ходом, `match export ID FILE`
help-cmd-match-show = Каждый ход и действие с кубом матча по порядку, вынужденные ходы и пропуски включены: кости, ход, лучший ход, его ошибка и отметка, и позиция перед ним (Position ID и Match ID gnuBG, XGID)
help-arg-id = Номер матча (`blunderdb matches`)
help-arg-game = Только эта партия (1 = первая)
help-cmd-match-export = Записать матч в файл, который импортируют другие программы
help-arg-format = mat: запись Jellyfish, которую импортируют gnuBG и XG
help-arg-file = Файл для записи (заменяется целиком или остаётся как был)
help-cmd-engines = Показать или задать, какой анализ учитывается, когда у матча их несколько: порядок движков, например `--prefer xg,gnubg` (по умолчанию: анализ XG, затем самый глубокий gnuBG)
help-arg-prefer = Движки в порядке предпочтения, например xg,gnubg
help-cmd-tag = Метить решения по их ref (из строк decisions, search и match show): `tag add REF TAG...`, `tag remove REF TAG...`, `tag list`
help-cmd-tag-add = Пометить решение (его ref из строк decisions, search или match show) словами вроде #backgame или timing
help-cmd-tag-remove = Снять метки с решения
help-cmd-tag-list = Все используемые метки с числом решений, которые их несут
help-cmd-star = Отметить решение звёздочкой (его ref)
help-cmd-unstar = Снять звёздочку с решения (его ref)
help-cmd-comment = Прокомментировать решение (его ref); пустой TEXT удаляет комментарий
help-cmd-collection = Именованные упорядоченные списки решений или живые, следующие за поиском: new, add, remove, delete, show, export (позиции HTML, XGID или пакет Anki), list
help-cmd-collection-new = Создать коллекцию: пустую или живую (её решения — те, что находит поиск, что бы ни было тогда в библиотеке)
help-arg-collection-new-search = Поиск, за которым следует живая коллекция, например 'gt:back_game E>50'
help-cmd-collection-add = Добавить решения (по ref) в конец коллекции
help-cmd-collection-remove = Убрать решения (по ref) из коллекции
help-cmd-collection-delete = Удалить коллекцию; её решения, их отметки и карточки остаются
help-cmd-collection-show = Решения коллекции в том виде, как их перечисляет decisions
help-cmd-collection-export = Записать коллекцию как позиции HTML-отчёта, как её XGID по одному в строке или как пакет Anki (каждый файл заменяется целиком или остаётся как был)
help-arg-collection-export-format = Как записать FILE: apkg (пакет Anki, одна карточка на решение), html или xgid
help-arg-collection-export-file = Файл для записи, после --format
help-cmd-collection-list = Коллекции
help-cmd-train = Тренировка с интервальным повторением (FSRS): карточки к повторению и ответ на одну, как за доской
help-cmd-train-due = Карточки к повторению сейчас (все созданные до сих пор или карточки одной колоды) с измеренным удержанием по сравнению с целевым. Решения колоды без карточки получают свою (дабл и ответ на него — две карточки)
help-arg-collection = Решения коллекции
help-arg-search = Решения, которые находит поиск
help-arg-starred = Решения со звёздочкой
help-cmd-train-answer = Ответить на карточку CARD: ход вроде 13/7 8/7 (в кавычках или без), или double, no_double, take или pass. Оценивается по учитываемому анализу и планируется FSRS
help-cmd-thresholds = Показать или задать пороги ошибки и грубой ошибки (EMG)

## Слова clap

help-clap-usage = Использование:
help-clap-commands = Команды:
help-clap-arguments = Аргументы:
help-clap-options = Параметры:
help-clap-options-tag = [ПАРАМЕТРЫ]
help-clap-command-name = КОМАНДА
help-clap-print-help = Показать справку
help-clap-print-help-more = Показать справку (подробнее с '--help')
help-clap-print-help-summary = Показать справку (кратко с '-h')
help-clap-print-version = Показать версию
help-clap-help-command = Показать это сообщение или справку по указанным подкомандам
help-clap-help-subcommands = Показать справку по подкомандам
help-clap-env = [переменная: { $var }]
help-clap-default = [по умолчанию: { $value }]
help-clap-possible = [возможные значения: { $values }]

## Ошибки использования (код выхода 2)

help-err-label = ошибка:
help-err-tip = подсказка:
help-err-more = Подробнее: '{ $flag }'.
help-err-unknown-argument = неожиданный аргумент '{ $arg }'
help-err-unknown-subcommand = неизвестная подкоманда '{ $subcommand }'
help-err-missing-value = для '{ $arg }' нужно значение, но оно не указано
help-err-invalid-value = недопустимое значение '{ $value }' для '{ $arg }'
help-err-invalid-value-because = недопустимое значение '{ $value }' для '{ $arg }': { $reason }
help-err-missing-required = не указаны обязательные аргументы:
help-err-missing-subcommand = для '{ $command }' нужна подкоманда, но она не указана
help-err-subcommands = [подкоманды: { $values }]
help-err-used-twice = аргумент '{ $arg }' нельзя указывать несколько раз
help-err-argument-conflict = аргумент '{ $arg }' нельзя использовать вместе с '{ $other }'
help-err-argument-conflict-list = аргумент '{ $arg }' нельзя использовать вместе с:
help-err-argument-conflict-any = аргумент '{ $arg }' нельзя использовать вместе с одним или несколькими другими указанными аргументами
help-err-subcommand-conflict = подкоманду '{ $arg }' нельзя использовать вместе с '{ $other }'
help-err-subcommand-conflict-list = подкоманду '{ $arg }' нельзя использовать вместе с:
help-err-subcommand-conflict-any = подкоманду '{ $arg }' нельзя использовать вместе с одним или несколькими другими указанными аргументами
help-err-too-many-values = неожиданное значение '{ $value }' для '{ $arg }'; больше значений не ожидалось
help-err-value-count = '{ $arg }' принимает значений: { $expected }; указано: { $actual }
help-err-no-equals = чтобы задать значение '{ $arg }', нужен знак равенства
help-err-invalid-utf8 = в одном или нескольких аргументах недопустимый UTF-8
help-err-generic = не удалось прочитать командную строку
help-err-not-whole-number = не целое число
help-err-not-a-number = не число
help-err-number-too-large = слишком большое число
help-err-number-too-small = слишком маленькое число
help-err-out-of-range = { $value } не в диапазоне от { $min } до { $max }
help-err-below-minimum = { $value } меньше { $min }
help-err-similar-subcommand = { $count ->
    [one] есть похожая подкоманда: { $names }
   *[other] есть похожие подкоманды: { $names }
}
help-err-similar-argument = { $count ->
    [one] есть похожий аргумент: { $names }
   *[other] есть похожие аргументы: { $names }
}
help-err-similar-value = { $count ->
    [one] есть похожее значение: { $names }
   *[other] есть похожие значения: { $names }
}
help-err-tip-as-value = чтобы передать '{ $arg }' как значение, используйте '{ $with }'
help-err-tip-exists = есть '{ $name }'
help-err-tip-remove-dashes = подкоманда '{ $subcommand }' существует; чтобы её использовать, уберите '--' перед ней
