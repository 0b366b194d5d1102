# blunderDB — матч ход за ходом (`match show`, `match export`) и анализы
# матча (`engines`, `--engine`). Термины как в common.ftl.
engine-label-xg = XG
engine-label-gnubg = gnuBG
engine-label-gnubg-plies = gnuBG { $plies }-ply
lib-engine-unknown = неизвестный движок «{ $engine }» (один из: { $engines })
lib-engine-twice = движок { $engine } указан дважды
query-unknown-match = в библиотеке нет матча { $id } (см. `blunderdb matches`)
query-match-no-engine = у матча { $id } нет анализа { $engine } (есть: { $have })
query-game-past-match = в матче { $id } { $games-text } { $games ->
    [one] партия
    [few] партии
   *[other] партий
}: партии { $game } нет
query-what-sort = ключ сортировки
cli-import-word-added = добавлен
cli-import-added-counted = { $path } (матч { $id }: добавлен анализ { $analysis }; теперь учитывается он)
cli-import-added-held = { $path } (матч { $id }: анализ { $analysis } добавлен рядом с учитываемым)
cli-import-summary-added = { $n-text } { $n ->
    [one] файл добавил
    [few] файла добавили
   *[other] файлов добавили
} анализ к матчу, уже имеющемуся в библиотеке
cli-engine-only-for = --engine применяется к stats, players, progress, breakdown, decisions, report и match show
cli-engines-counted-mark = { $analysis } (учитывается)
cli-engines-preference = Какой анализ учитывается: { $order }
cli-engines-changed = { $n-text } { $n ->
    [one] матч теперь учитывает
    [few] матча теперь учитывают
   *[other] матчей теперь учитывают
} другой анализ
cli-engines-count = { $engine }: проанализировано матчей — { $n-text }, учитывается — { $counted-text }
cli-engines-several = Матчей с несколькими анализами: { $n-text }
cli-match-money = игра на деньги
cli-match-points = матч до { $n-text } очков
cli-match-header = Матч { $id }: { $a } – { $b }, { $length }, { $date }, { $event }
cli-match-analyses = Анализы: { $analyses }
cli-match-game = Партия { $number }: счёт { $a }-{ $b }
cli-match-game-crawford = Партия { $number }: счёт { $a }-{ $b } (Кроуфорд)
cli-match-col-move = Ход
cli-match-col-player = Игрок
cli-match-col-dice = Кости
cli-match-col-play = Сыграно
cli-match-col-error = Ошибка
cli-match-col-luck = Удача
cli-match-col-best = Лучший
cli-match-dance = (нет хода)
cli-match-exported = Матч { $id } (партий: { $games-text }) записан в { $path }
cli-export-failed = не удаётся записать { $path }: { $error }
rgraph-title = Накопленная ошибка по ходам
rgraph-game = Партия { $number }
rgraph-legend = { $player }: { $error } EMG
rgraph-title-mwc = Накопленная ошибка и шансы выиграть матч по ходам
rgraph-mwc-axis = { $value } %
rgraph-mwc-legend = Шансы выиграть матч, { $player } (правая ось)
lib-features-damaged = данные поиска матча { $id } повреждены (импортируйте матч заново)
query-search-limit = на странице от 1 до { $max } решений
query-search-scope-twice = { $what } указан дважды: { $option } в параметрах, { $query } в запросе
lib-search-no-name = у сохранённого поиска должно быть имя
cli-search-saved = Поиск «{ $name }» сохранён: { $query }
cli-search-none-saved = Сохранённых поисков нет (сохранить: blunderdb search save ИМЯ ЗАПРОС).
cli-search-removed = Сохранённый поиск «{ $name }» удалён.
cli-search-unknown = нет сохранённого поиска «{ $name }» (сохранены: { $names })
cli-search-no-query = укажите запрос (например, blunderdb search 'nc P<70') или save, list, remove, run
cli-search-summary = Найдено решений: { $count-text } · PR { $pr } по { $decisions-text } проанализированным · ошибок { $errors-text } · грубых ошибок { $blunders-text }
