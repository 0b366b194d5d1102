# blunderDB — окно: вкладки, карточки, кнопки, диалоги, сообщения и
# подсказки. Источник — английский (locales/en/app.ftl).
#
# Термины (for reviewers), как в common.ftl: «грубая ошибка» (blunder),
# «ошибка», «ход» (checker play), «куб», «Дабл» / «Принятие» / «Отказ»;
# «На деньги» (money); PR, MWC, EMG без перевода. Уровень анализа «0-ply»,
# «2-ply», как в gnuBG ru. «Библиотека» — база матчей. Множественное
# число: one / few / many (и other для дробных).

## Окно

app-name = blunderDB
app-failed = blunderDB не удалось запустить: { $error }
tab-stats = Статистика
tab-players = Игроки
tab-settings = Настройки
import-button = Импорт…
about-btn = О программе
signout-button = Выйти
signin-title = Вход в blunderDB
signin-help = Вставьте свой токен: токен члена клуба или адрес, который blunderdb web напечатал в терминале.
signin-token = Токен
signin-button = Войти
    .title = О программе blunderDB (F1)
button-close = Закрыть
button-cancel = Отмена
button-hide = Скрыть
list-separator = {", "}
value-percent = { $value } %
saved-in-library = Сохранено в библиотеке.
drop-here = Перетащите сюда файлы матчей или папки, чтобы импортировать их

## Пустая библиотека

empty-title = Ваша библиотека пуста
empty-drop = Перетащите файлы матчей или папки в любое место этого окна или нажмите «Импорт…».
empty-formats = blunderDB читает файлы .sgf из gnuBG, экспорт .mat и .txt из Jellyfish и файлы .xg из eXtreme Gammon; папки читаются со всеми вложенными.

## Импорт

import-running = Импорт
import-looking = поиск файлов матчей…
import-cancelling = { " · " }отмена после этого файла…
import-progress-files = { $total ->
    [one] { $done-text } из { $total-text } файла
   *[other] { $done-text } из { $total-text } файлов
}
import-progress-matches = { $n ->
    [one] импортирован { $n-text } матч
    [few] импортировано { $n-text } матча
    [many] импортировано { $n-text } матчей
   *[other] импортировано { $n-text } матча
}
import-duplicate = { $name }: уже в библиотеке (из { $of })
import-replaced = { $name }: проанализированная копия заменила { $previous }
import-skipped = { $name }: пропущен ({ $reason })
import-failed-file = { $name }: { $error }
import-failed = Импорт не удалось начать: { $error }
import-status-imported = импортирован
import-status-duplicate = дубликат
import-status-replaced = заменён
import-status-skipped = пропущен
import-status-failed = ошибка
import-sum-imported = импортировано: { $n-text }
import-sum-duplicates = дубликатов: { $n-text }
import-sum-replaced = заменено: { $n-text }
import-sum-skipped = пропущено: { $n-text }
import-sum-failed = с ошибкой: { $n-text }
import-finished = Импорт завершён: { $list }
import-cancelled = Отменено — импортированное сохранено: { $list }
import-match-files = Файлы матчей
import-all-files = Все файлы

## Вкладка «Статистика»

filter-decisions-all = Все
filter-decisions-checker = Ходы
filter-decisions-cube = Куб
filter-reset = Сбросить
stats-all-players = все игроки
stats-level = { $level } ({ $scale })
stats-mwc = { fig-mwc_loss_per_match_pct }
    .title = Шансы выиграть матч, потерянные из-за ошибок, за матч (сумму за один матч показывают XG и gnuBG)
stats-luck-per-roll = Удача за бросок
stats-histogram = Гистограмма ошибок
stats-worst = Худшие решения
stats-worst-none = В этой выборке нет проанализированных решений.
col-match = Матч
vs-opponent = против { $opponent }
vs-pair = { $player } против { $opponent }
roll-cube = куб
report-export = Экспорт отчёта…
    .title = Самостоятельный HTML-файл: показатели, гистограмма и 20 худших решений с их позициями
report-writing = Запись…
report-written = Записан { $path } ({ $kb-text } КБ)
report-failed = Не удалось записать отчёт: { $error }
error-cards = Не удалось нарисовать карточки: { $error }

## Где ошибки

breakdown-title = Где ошибки
breakdown-by = Разбить по
breakdown-none = В этой выборке нечего разбивать.
breakdown-row-tip = Показать эти решения, начиная с худших, с их позициями
breakdown-filter = фильтр
breakdown-filter-tip = Сузить фильтры до этих решений
col-error-emg = Ошибка EMG
col-share = Доля

## Динамика

progress-title = Динамика
progress-per = Одна точка на
progress-by-match = матч
progress-by-month = месяц
progress-by-year = год
progress-by-event = турнир
progress-window = Скользящий PR по
progress-none = В этой выборке нет проанализированных матчей с датой.
progress-list-all = Показать все
col-period = Период
col-wl = П–П
col-checker = Ходы
col-cube = Куб
progress-detail = { $label }: PR { $pr } (ходы { $checker }, куб { $cube }), { $decisions ->
    [one] { $decisions-text } решение
    [few] { $decisions-text } решения
    [many] { $decisions-text } решений
   *[other] { $decisions-text } решения
}, ошибка { $error } EMG, выигрыши–проигрыши { $wins-text }–{ $losses-text }
progress-latest-matches = В таблице последние { $limit-text } из { $total-text } матчей; на графике — все.
progress-latest-months = В таблице последние { $limit-text } из { $total-text } месяцев; на графике — все.
progress-latest-years = В таблице последние { $limit-text } из { $total-text } лет; на графике — все.
progress-latest-events = В таблице последние { $limit-text } из { $total-text } турниров; на графике — все.
progress-latest-rows = В таблице последние { $limit-text } из { $total-text } строк; на графике — все.

## Решения за показателем

drill-list-tip =
    .title = Показать эти решения с их позициями
drill-bucket = Решения с ошибкой { $range } миллипунктов
drill-errors = Ошибки (≥ { $min } EMG)
drill-blunders = Грубые ошибки (≥ { $min } EMG)
drill-breakdown = Где ошибки: { $label }
drill-worst = Все решения, начиная с худших
drill-keys = ↑ ↓ по одному · PgUp PgDn по страницам
drill-prev = ‹ Назад
    .title = Предыдущая страница
drill-next = Далее ›
    .title = Следующая страница
drill-page = { $first }–{ $last }
drill-page-of = { $first }–{ $last } из { $total }
drill-page-none = нет
drill-page-none-of = нет из { $total }
drill-where = Матч · партия · ход
drill-none = Здесь нет решений.
drill-no-move = (нет хода)
drill-xgid = XGID
drill-position-id = Position ID
drill-match-id = Match ID
drill-copy = Копировать
drill-copied = Скопировано
drill-copy-select = Выделите и скопируйте
drill-equity = Эквити
drill-diff = Разн.
drill-played-row =
    .title = Сыгранный ход
drill-played-mark = ◀ сыграно
drill-cands-not-found = варианты: исходный файл не найден
drill-cands-none = варианты: в файле их нет для этого хода
drill-file = Файл: { $path }

## Вкладка «Игроки»

players-hint = щёлкните строку, чтобы увидеть статистику игрока
players-export = Экспорт CSV…
players-exported = { $n ->
    [one] Записан { $n-text } игрок в { $path }
    [few] Записано { $n-text } игрока в { $path }
    [many] Записано { $n-text } игроков в { $path }
   *[other] Записано { $n-text } игрока в { $path }
}
players-export-failed = Не удалось записать CSV-файл: { $error }
col-snowie = Snowie
col-mwc-match = MWC/матч %
    .title = MWC, потерянный из-за ошибок, за матч
compare-hint = Отметьте двух игроков, чтобы сравнить их или объединить одного с другим.
compare-tick =
    .aria-label = Сравнить: { $name }
compare-overall = В целом
compare-head-to-head = Друг против друга
compare-matches = Матчи (выигр.–проигр.)
compare-better = лучше
compare-merge = Считать { $name } как { $player }
compare-merge-failed = Не удалось объединить: { $error }
aliases-title = Объединённые имена
alias-line = { $alias } считается как { $player }
alias-undo = Отменить

## Анализ в gnuBG

analyse-open = Анализ…
analyse-banner = { $n ->
    [one] { $n-text } матч без анализа
    [few] { $n-text } матча без анализа
    [many] { $n-text } матчей без анализа
   *[other] { $n-text } матча без анализа
}
analyse-banner-running = { $text } (идёт анализ…)
analyse-title = Анализ в GNU Backgammon
analyse-what = { $n ->
    [0] Нет матчей без анализа { $where }.
    [one] { $n-text } матч без анализа { $where }.
    [few] { $n-text } матча без анализа { $where }.
    [many] { $n-text } матчей без анализа { $where }.
   *[other] { $n-text } матча без анализа { $where }.
}
selection-library = в библиотеке
selection-in = в этой выборке ({ $list })
selection-of = игрок { $player }
selection-money = игры на деньги
selection-length = матчи до { $n-text } очков
selection-from-to = с { $from } по { $to }
selection-from = с { $from }
selection-up-to = по { $to }
analyse-level = Уровень
analyse-quick = Быстрый
analyse-quick-plies = 0-ply
analyse-quick-note = Несколько секунд на матч: PR и доли ошибок близки к стандартному уровню.
analyse-standard = Стандартный
analyse-standard-plies = 2-ply
analyse-standard-note = Обычный уровень gnuBG: минуты на длинный матч.
analyse-start = Анализировать
analyse-failed = Анализ не удалось начать: { $error }
analyse-starting = Запуск gnuBG…
analyse-running-note = Каждый матч сохраняется, как только gnuBG заканчивает его; показатели за этим окном обновляются. Отмена останавливает анализ, когда текущие матчи закончены, и сохраняет все готовые.
analyse-count = { $total ->
    [one] готово { $done-text } из { $total-text } матча
   *[other] готово { $done-text } из { $total-text } матчей
}
analyse-current = { $more ->
    [0] Анализ: { $match }
   *[other] Анализ: { $match } и ещё { $more-text }
}
analyse-finishing = { $more ->
    [0] Отмена: завершается { $match }
   *[other] Отмена: завершаются { $match } и ещё { $more-text }
}
analyse-stopping = Отменено: остановка…
analyse-failed-match = { $label }: { $error }
analyse-could-not-run = Анализ не удалось выполнить
eta-done = готово
eta-estimating = оценка…
eta-less-than-a-second = осталось меньше секунды
eta-about = осталось около { $duration }
duration-s = { $s } с
duration-min-s = { $min } мин { $s } с
duration-h-min = { $h } ч { $min } мин
analysis-sum-analysed = проанализировано: { $n-text }
analysis-sum-failed = с ошибкой: { $n-text }
analysis-sum-not-started = не начато: { $n-text }
analysis-finished = Анализ завершён: { $list } за { $duration }.
analysis-cancelled = Анализ отменён — все готовые матчи сохранены: { $list } за { $duration }.
analysis-cancelled-rest = Анализ отменён — все готовые матчи сохранены: { $list }. Запустите анализ снова, чтобы закончить остальное.
level-quick = Быстрый (0-ply)
level-standard = Стандартный (2-ply)
level-plies = { $n-text }-ply
error-import-running = идёт импорт; дождитесь его окончания
error-analysis-running = идёт анализ; дождитесь его или отмените
error-plies = gnuBG анализирует с глубиной от 0 до { $max-text } ply, а не { $plies-text }

## Вкладка «Настройки»

lang-title = Язык
lang-label = Язык окна и его графиков
lang-system = Язык системы ({ $name })
lang-failed = Не удалось сменить язык: { $error }
error-no-language = нет сообщений на языке «{ $lang }»
error-no-config-dir = в этой системе нет папки настроек; задайте BLUNDERDB_CONFIG_DIR
settings-library = Библиотека
settings-open-library = Открыть другую библиотеку…
settings-library-files = Библиотека blunderDB
settings-open-failed = Не удалось открыть эту библиотеку: { $error }
error-reopen-busy = { $job ->
    [import] дождитесь окончания импорта, прежде чем открывать другую библиотеку
   *[other] дождитесь окончания анализа, прежде чем открывать другую библиотеку
}
thresholds-title = Пороги ошибки и грубой ошибки
thresholds-help = Решение считается ошибкой, если теряет в эквити не меньше порога ошибки, и грубой ошибкой — начиная с порога грубой ошибки.
preset-blunderdb = blunderDB
preset-gnubg = gnuBG
preset-xg = XG
thresholds-error = Ошибка ≥
thresholds-blunder = Грубая ошибка ≥
thresholds-apply = Применить
thresholds-saved = Сохранено в библиотеке: ошибка ≥ { $error }, грубая ошибка ≥ { $blunder }.
thresholds-saved-preset = Сохранено в библиотеке: ошибка ≥ { $error }, грубая ошибка ≥ { $blunder } ({ $preset }).
thresholds-failed = Не удалось изменить пороги: { $error }
thresholds-error-not-number = Порог ошибки должен быть числом, например { $example }.
thresholds-blunder-not-number = Порог грубой ошибки должен быть числом, например { $example }.
thresholds-error-too-big = Порог ошибки { $value } больше любой реальной ошибки.
thresholds-blunder-too-big = Порог грубой ошибки { $value } больше любой реальной ошибки.
thresholds-order = Порог ошибки ({ $error }) не должен превышать порог грубой ошибки ({ $blunder }).
levels-title = Уровни игры
levels-help = Названия уровней на фоне графика динамики, по PR.
levels-source = Источник: { $source }.
levels-failed = Не удалось изменить уровни: { $error }
gnubg-title = Анализ в GNU Backgammon
gnubg-version = GNU Backgammon { $version }
gnubg-unusable = GNU Backgammon нельзя использовать: { $error }
gnubg-unusable-plain = GNU Backgammon нельзя использовать
gnubg-unknown = Не удалось найти GNU Backgammon: { $error }
gnubg-install-hint = Установка GNU Backgammon: `sudo apt-get install gnubg` (Debian, Ubuntu) или https://www.gnu.org/software/gnubg/ (Windows, macOS); BLUNDERDB_GNUBG задаёт программу
gnubg-default-level = Уровень по умолчанию для матчей без анализа:
gnubg-default-legend = Уровень по умолчанию
gnubg-level-saved = Сохранено в библиотеке: { $level }, если не выбрано иное.
gnubg-level-failed = Не удалось изменить уровень по умолчанию: { $error }
gnubg-choose = Выбрать программу…
gnubg-forget = Искать снова
gnubg-choose-title = Программа GNU Backgammon (gnubg-cli.exe в Windows)
gnubg-path-saved = Сохранено: blunderDB анализирует этой программой.
gnubg-path-forgotten = blunderDB снова сам ищет GNU Backgammon.
gnubg-path-failed = Эту программу нельзя использовать: { $error }

## Шкалы уровней

scale-xg = XG
scale-gnubg = gnuBG
scale-bmab = BMAB
scale-xg-source = таблица Performance Rating из eXtreme Gammon (Википедия, «eXtreme Gammon»)
scale-gnubg-source = оценки GNU Backgammon (GetRating(), выпуск 1.08.003)
scale-bmab-source = оценки разрабатываемой версии GNU Backgammon, близкие к разрядам BMAB

## Отслеживаемая папка

watch-title = Отслеживаемая папка
watch-help = Укажите папку, куда XG, gnuBG или ваш браузер сохраняют матчи: появившиеся там файлы импортируются, как только перестают меняться, каждый один раз.
watch-none = Нет
watch-choose = Выбрать папку…
watch-stop = Прекратить отслеживание
watch-analyse = Анализировать новые матчи без анализа в gnuBG (на уровне по умолчанию)
watch-dialog-title = Папка для отслеживания
watch-started = Отслеживается: появившиеся там файлы матчей импортируются, как только перестают меняться.
watch-stopped = Теперь никакая папка не отслеживается.
watch-analyse-on = Новые матчи без анализа будут проанализированы в gnuBG на уровне по умолчанию.
watch-analyse-off = Новые матчи только импортируются.
watch-failed = Не удалось изменить отслеживаемую папку: { $error }
watch-watching = Отслеживается { $folder }
watch-waiting = { $n ->
    [one] { $n-text } файл записывается
    [few] { $n-text } файла записываются
    [many] { $n-text } файлов записываются
   *[other] { $n-text } файла записываются
}
watch-at = { $what } в { $time }
watch-imported = импортирован { $name }
watch-already-in = { $name } уже в библиотеке
watch-analysing = анализ { $name } ({ $plies-text }-ply)…
watch-analysed = проанализирован { $name }
watch-no-folder = Никакая папка не отслеживается.
watch-since-start = С запуска программы: { $list }.
watch-sum-imported = импортировано файлов: { $n-text }
watch-sum-analysed = проанализировано матчей: { $n-text }
watch-sum-failed = файлов с ошибкой: { $n-text }
error-not-a-folder = { $path }: это не папка
error-folder-gone = { $path }: папки больше нет
error-analysis-failed = { $label }: анализ не удался

## О программе

about-name-version = { $name } { $version }
about-version = Версия { $version }
about-summary = Статистика матчей в нарды (backgammon) по файлам eXtreme Gammon, GNU Backgammon и игровых сайтов.
about-licence = Лицензия: { $licence }.
about-built = Собрано с Tauri { $tauri }; включает командную строку blunderdb.
about-includes-cli = Включает командную строку blunderdb.

## Вкладка «Матчи» и просмотр матча (ui/matches.js, ui/review.js)

tab-matches = Матчи
matches-hint = щёлкните матч или нажмите Enter, чтобы просмотреть его ход за ходом
matches-search = Имя
matches-search-field =
    .placeholder = Игрок или турнир
matches-event-field =
    .placeholder = Любой турнир
matches-col-pr0 = PR 1
    .title = PR первого названного игрока по учитываемому анализу
matches-col-pr1 = PR 2
    .title = PR второго названного игрока по учитываемому анализу
matches-col-analyses = Анализы
    .title = ✓ отмечает анализ, по которому считаются показатели
matches-gnubg-plies = gnuBG { $plies-text }-ply
matches-unanalysed = без анализа
matches-won =
    .title = Выиграл матч
matches-row =
    .title = Просмотреть этот матч (Enter)
matches-none = В этой выборке нет матчей.
matches-failed = Не удалось показать матчи: { $error }
review-back = ‹ Матчи
    .title = Назад к списку матчей (Esc)
review-analysis = Анализ
review-errors-of = Ошибки игрока
    .title = Alt+← и Alt+→ переходят к ошибкам и грубым ошибкам этого игрока
    .title = Перевернуть доску (F)
review-keys = ← → ход · PgUp PgDn партия · Home End · Alt+← → ошибка · F перевернуть
review-flip = Перевернуть доску
review-moves =
    .aria-label = Ходы и решения по кубу
review-game = Партия { $game-text } · { $score }
review-crawford = Кроуфорд
review-game-won = { $n ->
    [one] { $player } выигрывает { $n-text } очко
    [few] { $player } выигрывает { $n-text } очка
    [many] { $player } выигрывает { $n-text } очков
   *[other] { $player } выигрывает { $n-text } очка
}
review-dance = пропуск хода
review-at = Партия { $game-text }, ход { $move-text }: { $player }
review-candidates = Варианты ходов
review-counted = учитывается в показателях
review-verdict = Лучший: { $best } · ошибка { $error }
review-graph = Накопленная ошибка по ходам
review-graph-mwc = Накопленная ошибка и шансы выиграть матч по ходам
review-graph-tip =
    .title = Щёлкните точку, чтобы перейти к этому ходу
review-open = Просмотр
    .title = Просмотреть матч с этого хода
review-open-match = Просмотр
    .title = Просмотреть этот матч ход за ходом
review-failed = Не удалось открыть матч: { $error }
review-board-failed = Не удалось нарисовать доску: { $error }
review-no-moves = В этом матче нет ходов.
review-unanalysed = У этого матча нет анализа: его ошибки неизвестны.

## Вкладка «Позиции» (ui/positions.js): поисковые фильтры blunderDB по всем
## решениям (docs/search.md). Имена фильтров, их значения (race,
## back_game, take, money…) и примеры — это сам язык запросов: они остаются
## как есть.

tab-positions = Позиции
positions-hint = найдите любую позицию поисковыми фильтрами blunderDB или нарисуйте структуру на доске
positions-query-label = Запрос
positions-query-field =
    .placeholder = например: nc P<90 gt:holding
    .aria-label = Запрос
positions-search = Искать
positions-paste = Найти позицию
    .title = XGID или Position ID gnuBG (с Match ID или без) из поля: все решения, принятые в этой позиции
positions-pasted = { $exact } с этим кубом и счётом, затем { $same } только с этими шашками
positions-save = Сохранить…
    .title = Сохранить этот запрос под именем
positions-save-ok = Сохранить
positions-save-name =
    .placeholder = Имя поиска
positions-keys = Tab или ↓ выбирает фильтр · Enter ищет
positions-complete =
    .aria-label = Подходящие фильтры
positions-saved = Сохранённые поиски
positions-saved-none = пока нет: введите запрос, затем «Сохранить…»
positions-saved-remove =
    .title = Удалить сохранённый поиск «{ $name }»
    .aria-label = Удалить сохранённый поиск «{ $name }»
positions-saved-as = Сохранено как «{ $name }».
positions-save-failed = Не удалось сохранить: { $error }
positions-filters-help = Фильтры
positions-help-insert =
    .title = Добавить { $example } в запрос
positions-start = Введите запрос и нажмите Enter; пустой запрос выдаёт все решения, худшие первыми.
positions-searching = Поиск…
positions-failed = Не удалось выполнить поиск: { $error }
positions-none = Ни одно решение не подходит под этот запрос.
positions-found = Найдено
positions-card =
    .title = Открыть её доску (Enter)
positions-card-error =
    .title = Ошибка решения (EMG)
positions-played = { $dice }: { $move }
positions-played-cube = Сыграно: { $move }
positions-best = Лучший: { $move }
positions-pips = Пипы { $me }–{ $them }
positions-where = Матч { $match } · партия { $game } · ход { $move }
positions-board-title = Результат { $rank-text } из { $total-text }
positions-board-keys = ← → результат · Esc закрыть

## Структура, нарисованная на маленькой доске

positions-structure = Структура
positions-side = Шашки
positions-side-me = Игрок на ходу
positions-side-them = Соперник
positions-draw =
    .aria-label = Доска, на которой рисуется структура шашек
positions-structure-clear = Очистить
positions-structure-count = Игрок на ходу: { $me-text } · соперник: { $them-text }
positions-structure-help = Щелчок по пункту добавляет шашку, правый щелчок или Shift+щелчок убирает одну: запрос требует как минимум этих шашек.

## Справка по фильтрам, по строке на каждый

positions-help-nc = нет контакта: гонка
positions-help-pips = число пипов игрока на ходу: P<70 не больше 70, P>150 не меньше 150, P60,90 от 60 до 90
positions-help-behind = отставание в пипах: пипы игрока на ходу минус пипы соперника (отрицательное, когда он впереди)
positions-help-back = шашки позади, на пунктах 19–24: строчной буквой — игрока на ходу, заглавной — соперника
positions-help-zone = шашки в зоне, пункты 1–12
positions-help-outfield = блоты во внешнем поле, пункты 7–18
positions-help-home = блоты в доме
positions-help-off = выброшенные шашки
positions-help-dice = бросок: D31; бросок с шестёркой: D6; xD65 исключает 6-5
positions-help-decision = d: решение по кубу, или d:checker, d:double, d:nodouble, d:take, d:pass; dd: решение удваивающего; dr: ответ
positions-help-error = ошибка решения в миллипунктах: E>80 — это 0,080 и больше
positions-help-best = шаблон в лучшем ходе или лучшее действие с кубом: m'ND,DT,DP'
positions-help-structure = структура: у каждой стороны есть как минимум эти шашки (нарисуйте её на доске)
positions-help-cube = куб: его значение (c2, c>4) и владелец (c:centre, c:mine, c:theirs)
positions-help-score = счёт в очках до победы, сначала игрока на ходу: score:2a4a, score:dmp, score:money
positions-help-crawford = партия Кроуфорда
positions-help-length = длина матча, 0 для игры на деньги: ml:7, ml5,9
positions-help-phase = фаза: opening, middle, race, bearoff
positions-help-plan = игровой план игрока на ходу: race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact
positions-help-player = решения, принятые этим игроком
positions-help-players = pl: матчи, сыгранные этим игроком; op: решения против этого соперника
positions-help-dates = матчи, сыгранные в этот период: год, месяц или день
positions-help-engine = цифры анализов этой программы: xg или gnubg
positions-help-not = перед фильтром: исключает то, что он выбирает

## Значения, которые предлагает автодополнение

positions-plan-race = Гонка
positions-plan-bear_in = Заход в дом
positions-plan-crunch = Обвал
positions-plan-back_game = Бэк-гейм
positions-plan-ace_point = Игра на пункте туза
positions-plan-blitz = Блиц
positions-plan-prime_vs_prime = Прайм против прайма
positions-plan-mutual_holding = Взаимное удержание
positions-plan-holding = Игра с удержанием
positions-plan-contact = Контакт
positions-cube-centre = куб в центре
positions-cube-mine = куб на стороне решающего
positions-cube-theirs = куб на другой стороне
positions-score-dmp = double match point

## Поле даты

# The order of the day, the month and the year, as the window writes dates.
filter-date-field =
    .placeholder = ДД.ММ.ГГГГ
filter-date-pattern = ДД.ММ.ГГГГ
filter-date-invalid = Это не дата: введите её как { $pattern }, например { $example }

## Вкладка «Тренировка» (#28)

tab-train = Тренировка
train-deck = Карточки из
train-deck-all = Все карточки
train-deck-starred = Отмеченные звёздочкой решения
train-deck-collection = Коллекция: { $name }
train-deck-search = Сохранённый поиск: { $name }
train-start = Начать
train-none = В этой колоде нет карточек к повторению. Отметьте решения звёздочкой (при разборе или на карточке), создайте коллекцию или сохраните поиск и выберите его здесь.
train-how = Щёлкните шашку, затем пункт, куда она идёт (или перетащите её); лоток — выброс. Или введите ход.
train-answer = Ответить
train-undo = Отменить
train-clear = Очистить
train-next = Следующая карточка
train-due = { $due-text } к повторению из { $total-text }
train-retention = Запоминание { $measured } % по { $reviews-text } ответам (цель { $target } %)
train-retention-none = Целевое запоминание: { $target } %
train-question-checker = Ход { $player }: ваш ход?
train-question-doubler = Бросает { $player }: удваивать?
train-question-taker = { $player } получает дабл: принять или отказаться?
train-cube-double = { kind-double }
train-cube-no-double = { kind-no_double }
train-cube-take = { kind-take }
train-cube-pass = { kind-pass }
train-grade-best = Лучший
train-grade-close = Близко: в пределах порога ошибки
train-grade-error = Ошибка
train-grade-blunder = Грубая ошибка
train-grade-not-in-analysis = Нет в анализе
train-loss = потеря { $loss }
train-best = Лучший: { $best } · ваш: { $answer }
train-answer-was = Ваш ответ: { $answer }
train-next-due = Снова: { $when }
train-mark-answer = ваш
train-mark-played = сыграно
marks-title = Сохранить
marks-star = ☆ Звезда
marks-starred = ★ Со звездой
marks-tag-add = Добавить метку
marks-comment-save = Сохранить комментарий
train-move-field =
    .placeholder = 13/7 8/7
    .aria-label = Ваш ход
marks-tag-field =
    .placeholder = #backgame
marks-comment-field =
    .placeholder = Ваш комментарий
marks-tag-remove =
    .title = Убрать метку #{ $tag }
    .aria-label = Убрать метку #{ $tag }

## Pictures and collections (#28)

keep-picture = Изображение:
keep-with-analysis = с анализом
keep-copy-svg = Копировать SVG
keep-copy-png = Копировать PNG
keep-save-svg = Сохранить как SVG…
keep-save-png = Сохранить как PNG…
keep-copied-svg = Скопировано как текст SVG
keep-copied-png = Скопировано как изображение ({ $width } × { $height } пикселей)
keep-saved = { $path } сохранён ({ $kb-text } КБ)
keep-failed = Нет изображения: { $error }
keep-collection-field =
    .aria-label = Коллекция
    .title = Коллекция
keep-add = Добавить в коллекцию
keep-added = Добавлено в { $name }
keep-already = Уже в { $name }
keep-no-collection = Нет коллекции, куда добавить: создайте её на вкладке «Тренировка».
keep-starred-mark = ★
    .title = Со звездой
collections-title = Коллекции
collections-from = Решения
collections-from-empty = Пока нет: добавляйте по одному
collections-from-query = Поиск вкладки «Позиции»: { $query }
collections-from-saved = Сохранённый поиск: { $name }
collections-make = Новая коллекция
collections-name-field =
    .placeholder = Название коллекции
    .aria-label = Название коллекции
collections-no-name = Дайте коллекции название.
collections-made = Коллекция { $name } создана.
collections-none = Коллекций пока нет. Создайте её здесь, затем добавляйте решения из панели «Сохранить» у доски.
collections-name = Название
collections-kind = Вид
collections-decisions = Решения
collections-live = живая: { $query }
collections-listed = список
collections-count = { $n-text }
collections-show = Показать
collections-remove = Убрать
collections-follows = следует поиску { $query }
collections-export-html = Экспорт отчёта…
collections-export-xgid = Экспорт XGID…
collections-export-anki = Экспорт в Anki…
collections-delete = Удалить…
collections-delete-ask = Удалить коллекцию { $name }? Её решения останутся в библиотеке вместе с отметками и карточками тренировки.
collections-delete-yes = Удалить
collections-delete-no = Оставить
collections-deleted = Коллекция { $name } удалена.
collections-empty = В этой коллекции нет решений.
collections-first = Показаны первые { $shown-text } из { $total-text } решений; экспорт содержит их все.
collections-more = Показать ещё { $n-text }

## Библиотека клуба (ui/club.js, #30): карточка в Настройках, публикация
## на сервер клуба (`blunderdb serve`) и его библиотека, показанная только
## для чтения.

club-title = Библиотека клуба
club-help = Сервер клуба хранит общую библиотеку клуба: публикуйте в неё свои матчи и открывайте здесь её показатели только для чтения.
club-url-label = Адрес сервера
club-token-label = Токен
club-url-field =
    .placeholder = https://club.example.org
club-token-field =
    .placeholder = токен, который вам выдал администратор клуба
club-connect = Подключиться
club-connecting = Подключение…
club-forget = Забыть этот клуб
club-none = Клуб не задан.
club-status = { $club } на { $url } · { $role ->
    [reader] читатель: вы можете открыть его библиотеку
    [uploader] загрузчик: вы можете публиковать в нём матчи
    [admin] администратор: вы можете публиковать в нём матчи
    [worker] worker: этот токен анализирует матчи клуба
   *[other] роль токена неизвестна
}
club-status-unreached = Сервер клуба { $url }: пока не удалось связаться.
club-viewing = Окно показывает библиотеку клуба { $club } только для чтения.
club-connected = Подключено к клубу { $club }.
club-forgotten = Клуб забыт: его адрес и токен больше не хранятся.
club-set-failed = Не удалось подключиться к клубу: { $error }
club-forget-failed = Не удалось забыть клуб: { $error }
club-url-empty = Введите адрес сервера клуба.
club-url-scheme = { $url } — не адрес сервера клуба: он начинается с http:// или https://.
club-token-empty = Введите токен, который вам выдал администратор клуба.
club-unpublished = Не опубликовано матчей вашей библиотеки: { $n-text }.
club-unpublished-none = Все матчи вашей библиотеки опубликованы.
club-last-publish = Последняя публикация: { $when }.
club-never-published = С этого компьютера ещё ничего не публиковалось.
club-publish-new = Опубликовать новые матчи
    .title = Матчи, импортированные после последней публикации (в первый раз — все матчи)
club-publish-all = Опубликовать все
    .title = Все матчи вашей библиотеки; те, что уже есть у клуба, считаются дубликатами
club-publishing = Публикация…
club-publishing-progress = Публикация… { $done } / { $total }
club-published = Отправлено файлов в клуб: { $n-text } — { $list }
club-publish-nothing = Нечего публиковать: нового нет.
club-publish-failed = Не удалось опубликовать: { $error }
club-publish-details = По файлам
club-publish-while-viewing = Вернитесь к своей библиотеке, чтобы публиковать из неё.
club-publish-no-right = С этим токеном публиковать нельзя: попросите у администратора клуба токен загрузчика (uploader).
club-open = Открыть библиотеку клуба
club-opening = Загрузка библиотеки клуба…
club-opening-progress = Загрузка библиотеки клуба… { $done } / { $total }
club-back = Вернуться к моей библиотеке
club-open-failed = Не удалось открыть библиотеку клуба: { $error }
club-close-failed = Не удалось вернуться к вашей библиотеке: { $error }
club-banner = Библиотека клуба «{ $club }» — только для чтения
club-synced = обновлена { $when }
club-update = Обновить
club-updating = Обновление…
club-updating-progress = Обновление… { $done } / { $total }
club-read-only-drop = Библиотека клуба только для чтения: вернитесь к своей библиотеке, чтобы импортировать эти файлы.
