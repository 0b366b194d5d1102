# blunderDB — названия показателей и термины, которые показывает каждая часть
# программы (окно, командная строка, графики, доски и отчёт). Английский —
# источник и запасной язык для всех остальных.
#
# Идентификатор `fig-<ключ>` называет показатель, который JSON пишет под <ключ>.
# Числа приходят в двух переменных: `$n` (для выбора формы множественного
# числа) и `$n-text` (число, записанное по-русски).
#
# Выбранные термины (for reviewers):
# - blunder: «грубая ошибка» (what Russian players say; gnuBG ru has only the
#   rating «очень плохой»).
# - cube: «куб» (gnuBG ru), «решение по кубу»; double: «дабл» (gnuBG ru,
#   players' slang; «удвоение» is bookish); take: «принятие»; pass: «отказ».
# - checker play: «ход» / «ходы» (ходы шашками).
# - luck: «удача» (gnuBG ru). race: «гонка». bear-off: «выброс» (выбрасывание
#   шашек, the нарды word). money: «на деньги» (gnuBG ru «игра на деньги»).
# - units: pp written «п. п.» (процентные пункты); PR, MWC, Snowie ER, EMG,
#   mpt kept. Score kept as «3-away», as players write it.
# - Plurals: one / few / many / other (other is for fractions).
# - game plans: «план игры»; the transliterations Russian players use
#   («бэкгейм», «блиц», «кранч», «холдинг», «прайм»), «заход в дом» for the
#   bear-in.

## Показатели

fig-name = Игрок
fig-matches = Матчи
fig-wins = Победы
fig-losses = Поражения
fig-mwc_loss_per_match_pct = Потеря MWC за матч
fig-checker_total = Ходы
fig-checker_unforced = Невынужденные ходы
fig-close_cube = Пограничные решения по кубу
fig-doubles = Даблы
fig-takes = Принятия
fig-passes = Отказы
fig-decisions = Решения
fig-checker_error_emg = Ошибка в ходах
fig-cube_error_emg = Ошибка с кубом
fig-error_emg = Суммарная ошибка
fig-pr = PR
fig-pr_checker = PR ходов
fig-pr_cube = PR куба
fig-snowie_er = Snowie ER
fig-mwc_loss_pct = Потеря MWC
fig-checker_mwc_loss_pct = Потеря MWC (ходы)
fig-cube_mwc_loss_pct = Потеря MWC (куб)
fig-luck_emg = Удача
fig-luck_rolls = Броски с известной удачей
fig-luck_mwc_pct = Удача (MWC)
fig-errors = Ошибки
fig-blunders = Грубые ошибки

## Единицы и пометки

unit-emg = EMG
unit-mwc-points = п. п.
unit-millipoints = mpt
unknown = —
mark-doubtful = сомнительный
mark-error = ошибка
mark-blunder = грубая ошибка

## Решения

kind-checker = Ход
kind-no_double = Нет дабла
kind-double = Дабл
kind-take = Принятие
kind-pass = Отказ
kind-resign = Сдача
kind-cube = Решение по кубу
decisions-all = Все решения
decisions-checker = Ходы
decisions-cube = Решения по кубу

## Разбивки

by-cube-action = Действие с кубом
by-phase = Фаза
by-score = Счёт
by-length = Длина
by-plan = План игры
cube-missed_double = Пропущенный дабл
cube-wrong_double = Ошибочный дабл
cube-wrong_take = Ошибочное принятие
cube-wrong_pass = Ошибочный отказ
phase-opening = Дебют
phase-middle = Середина игры
phase-race = Гонка
phase-bearoff = Выброс
phase-unknown = Неизвестно
plan-race = Гонка
plan-bear_in = Заход в дом
plan-crunch = Кранч
plan-back_game = Бэкгейм
plan-ace_point = Игра на эйс-пойнте
plan-blitz = Блиц
plan-prime_vs_prime = Прайм против прайма
plan-mutual_holding = Взаимный холдинг
plan-holding = Холдинг
plan-contact = Контакт
plan-unknown = Неизвестно
query-breakdown-plan-cube = разбивка plan охватывает ходы; --type cube не выбирает ни одного
length-money = На деньги
# Счёт с точки зрения игрока: «3-away, 5-away».
score-away = { $a }-away, { $b }-away
length-points = { $n ->
    [one] { $n-text } очко
    [few] { $n-text } очка
    [many] { $n-text } очков
   *[other] { $n-text } очка
}

## Количества

count-matches = { $n ->
    [one] { $n-text } матч
    [few] { $n-text } матча
    [many] { $n-text } матчей
   *[other] { $n-text } матча
}
count-players = { $n ->
    [one] { $n-text } игрок
    [few] { $n-text } игрока
    [many] { $n-text } игроков
   *[other] { $n-text } игрока
}
count-decisions = { $n ->
    [one] { $n-text } решение
    [few] { $n-text } решения
    [many] { $n-text } решений
   *[other] { $n-text } решения
}

## Выбор

filter-player = Игрок
filter-opponent = Соперник
filter-from = С
filter-to = По
filter-length = Длина матча
filter-decisions = Решения
filter-any-length = Любая длина
filter-all-players = Все игроки
field-date = Дата
field-event = Турнир
field-players = Игроки
field-result = Результат
field-game = Партия
field-move = Ход
field-dice = Бросок
field-played = Сыграно
field-best = Лучший
field-error = Ошибка
field-source = Файл
field-thresholds = Пороги
thresholds-text = ошибка ≥ { $error } EMG, грубая ошибка ≥ { $blunder } EMG
engine-xg = eXtreme Gammon
engine-gnubg = GNU Backgammon

# A club library in the window (Settings, #30).
club-not-set = Клуб не задан: укажите его адрес и ваш токен в Настройках.
club-read-only = Библиотека клуба доступна только для чтения: вернитесь к своей библиотеке (Настройки), чтобы её изменить.
