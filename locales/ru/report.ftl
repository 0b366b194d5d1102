# blunderDB — слова картинок и документов, которые рисуются на Rust:
# гистограмма ошибок и график прогресса, доски и HTML-отчёт. Английский —
# источник и запасной язык.
#
# Числа приходят уже записанными по-русски (`0,050`), как текст; те, что
# выбирают форму множественного числа, — как `$n` (для выбора) и `$n-text`
# (для показа).
#
# Выбранные термины (for reviewers), as in common.ftl:
# - грубая ошибка, куб, дабл, принятие / отказ, ход, матч, партия.
# - the ratings follow gnuBG ru (analysis.c: «Сверхъестественный»,
#   «Мирового класса», «Эксперт», «Средний», «Начинающий», «Ужасно!»);
#   the two it leaves in English get the plain Russian («Продвинутый»,
#   «Любитель»). XG's table has no Russian source here: plain Russian
#   («Чемпион мира», «Мировой класс», …, «Рассеянный»). BMAB's grades as
#   chess titles («Гроссмейстер»).
# - rolling PR: «скользящий PR» (скользящее среднее). equity: «эквити»,
#   the players' word. pips: «пипы». axis counts: «тыс.» and «млн»
#   (CLDR ru).
# - Position ID, Match ID and XGID are the programs' own names, kept.
# - Plurals: one / few / many / other (other is for fractions).

## Графики

chart-decisions = решения
chart-error-axis = ошибка (миллипункты)
chart-no-decisions = нет проанализированных решений
chart-error-mark = ошибка ≥ { $value }
chart-blunder-mark = грубая ошибка ≥ { $value }
chart-bar-hit = { $range } миллипунктов: показать эти решения
chart-thousands = { $value } тыс.
chart-millions = { $value } млн
chart-pr = PR
chart-won = победа
chart-lost = поражение
chart-rolling-pr = скользящий PR
chart-trend = тренд
chart-no-dated-match = нет проанализированных матчей с датой

## Уровни

level-xg-world-champ = Чемпион мира
level-xg-world-class = Мировой класс
level-xg-expert = Эксперт
level-xg-advanced = Продвинутый
level-xg-intermediate = Средний
level-xg-casual = Любитель
level-xg-beginner = Начинающий
level-xg-distracted = Рассеянный
level-gnubg-supernatural = Сверхъестественный
level-gnubg-world-class = Мирового класса
level-gnubg-expert = Эксперт
level-gnubg-advanced = Продвинутый
level-gnubg-intermediate = Средний
level-gnubg-casual = Любитель
level-gnubg-beginner = Начинающий
level-gnubg-awful = Ужасно!
level-bmab-super-grandmaster = Супергроссмейстер
level-bmab-grandmaster = Гроссмейстер
level-bmab-master = Мастер
level-bmab-advanced = Продвинутый
level-bmab-intermediate = Средний
level-bmab-beginner = Начинающий

## Доски

board-title = { $player } — матч { $match_no }, партия { $game }, ход { $move_no }: { $kind }
board-money = игра на деньги
board-length = { $n ->
    [one] матч до { $n-text } очка
    [few] матч до { $n-text } очков
    [many] матч до { $n-text } очков
   *[other] матч до { $n-text } очка
}
board-length-crawford = { $n ->
    [one] матч до { $n-text } очка, партия Кроуфорда
    [few] матч до { $n-text } очков, партия Кроуфорда
    [many] матч до { $n-text } очков, партия Кроуфорда
   *[other] матч до { $n-text } очка, партия Кроуфорда
}
board-to-play = { $player } ходит { $dice }
board-take-or-pass = { $opponent } даёт дабл на { $cube }: { $player } принимает или отказывается?
board-double-or-not = ход { $player }: давать дабл или нет?
board-where = Матч { $match_no } · партия { $game } · ход { $move_no } — { $what }
board-no-position = Нет доски: файл этого решения не содержит позиции.
board-pips = Пипы: { $player } { $mine } · { $opponent } { $theirs }
board-no-move = (нет хода)
board-is-best = (лучший)
board-error = Ошибка { $error } EMG · { $mwc } % MWC

## HTML-отчёт

report-title = Отчёт blunderDB
report-title-of = Отчёт blunderDB — { $selection }
report-figures = Показатели
report-histogram = Гистограмма ошибок
report-histogram-note = Учтённые решения по величине ошибки, в миллипунктах (тысячных долях EMG).
report-worst = { $n ->
    [0] Худшие решения
    [1] Худшее решение
    [one] { $n-text } худшее решение
    [few] { $n-text } худших решения
    [many] { $n-text } худших решений
   *[other] { $n-text } худших решения
}
report-no-decision = В этой выборке нет проанализированных решений.
report-footer = Создано blunderDB { $version } — доски показаны со стороны игрока, принимающего решение; идентификаторы вставляются в gnuBG (Position ID, Match ID) и XG (XGID).
report-dates-between = с { $from } по { $to }
report-dates-from = с { $from }
report-dates-until = по { $to }
report-money-sessions = сессии на деньги
report-length-matches = { $n ->
    [one] матчи до { $n-text } очка
    [few] матчи до { $n-text } очков
    [many] матчи до { $n-text } очков
   *[other] матчи до { $n-text } очка
}
report-matches-won-lost = { $matches } (выиграно { $wins }, проиграно { $losses })
report-pr-value = { $pr } (ходы { $checker }, куб { $cube })
report-error-value = { $emg } EMG ({ $mwc } % MWC; { $per_match } % за матч)
report-decisions-value = { $decisions } (невынужденные ходы { $unforced }, пограничные решения по кубу { $close })
report-errors-blunders = Ошибки / грубые ошибки
report-errors-value = { $errors } / { $blunders } ({ $thresholds })
report-luck-value = { $rolls ->
    [one] { $emg } EMG за { $rolls-text } бросок ({ $mwc } % MWC)
    [few] { $emg } EMG за { $rolls-text } броска ({ $mwc } % MWC)
    [many] { $emg } EMG за { $rolls-text } бросков ({ $mwc } % MWC)
   *[other] { $emg } EMG за { $rolls-text } броска ({ $mwc } % MWC)
}
report-thresholds-preset = { $thresholds } (набор { $name })
report-decision-heading = { $rank }. { $error } EMG — { $player } ({ $kind }) против { $opponent }, матч { $match_no }, партия { $game }, ход { $move_no }
report-equity = Эквити
report-diff = Разница
report-played-mark = сыграно
report-candidates-source-not-found = кандидаты: исходный файл не найден
report-position-id = Position ID
report-match-id = Match ID
report-xgid = XGID
