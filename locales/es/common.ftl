# blunderDB — los nombres de las cifras y los términos que muestra cada parte
# del programa (la ventana, la línea de comandos, los gráficos, los tableros
# y el informe). El inglés es la fuente y el respaldo de todos los idiomas.
#
# Un id `fig-<clave>` nombra la cifra que el JSON escribe bajo <clave>.
# Los números llegan en dos variables: `$n` (para elegir el plural) y
# `$n-text` (el número escrito a la española).
#
# Términos elegidos (for reviewers):
# - blunder: «error grave» (native and clear; gnuBG es has only the rating
#   «muy malo»).
# - cube: «cubo», «decisiones de cubo», «cubo ajustado», «doble», and
#   Take / Pass / No Double in English, all as on blunderDB's Spanish page.
# - checker play: «jugadas de fichas», «jugadas no forzadas» (blunderDB's
#   page); «fichas» in the PR / error labels.
# - luck: «suerte», what players say (gnuBG es «azar» sounds like "chance").
#   race: «carrera» (gnuBG es). bear-off: «saque de fichas» (gnuBG es).
#   money: «Dinero» (gnuBG es). match: «match», as the page writes it
#   («partida» is a game).
# - MWC loss: «pérdida de MWC», Snowie ER, pp and mpt as on the page.
# - Plurals: one, many (millions: «1.000.000 de matches»), other.
# - game plans: «plan de juego»; the English names Spanish players use
#   (crunch, back game, blitz, holding, prime), «entrada a casa» for the
#   bear-in, «juego del as».

## Las cifras

fig-name = Jugador
fig-matches = Matches
fig-wins = Victorias
fig-losses = Derrotas
fig-mwc_loss_per_match_pct = Pérdida de MWC por match
fig-checker_total = Jugadas de fichas
fig-checker_unforced = Jugadas no forzadas
fig-close_cube = Decisiones de cubo ajustadas
fig-doubles = Dobles
fig-takes = Takes
fig-passes = Passes
fig-decisions = Decisiones
fig-checker_error_emg = Error de fichas
fig-cube_error_emg = Error de cubo
fig-error_emg = Error total
fig-pr = PR
fig-pr_checker = PR de fichas
fig-pr_cube = PR de cubo
fig-snowie_er = Snowie ER
fig-mwc_loss_pct = Pérdida de MWC
fig-checker_mwc_loss_pct = Pérdida de MWC (fichas)
fig-cube_mwc_loss_pct = Pérdida de MWC (cubo)
fig-luck_emg = Suerte
fig-luck_rolls = Tiradas con suerte conocida
fig-luck_mwc_pct = Suerte (MWC)
fig-errors = Errores
fig-blunders = Errores graves

## Unidades y marcas

unit-emg = EMG
unit-mwc-points = pp
unit-millipoints = mpt
unknown = —
mark-doubtful = dudosa
mark-error = error
mark-blunder = error grave

## Decisiones

kind-checker = Jugada de fichas
kind-no_double = No Double
kind-double = Doble
kind-take = Take
kind-pass = Pass
kind-resign = Abandono
kind-cube = Decisión de cubo
decisions-all = Todas las decisiones
decisions-checker = Jugadas de fichas
decisions-cube = Decisiones de cubo

## Desgloses

by-cube-action = Acción de cubo
by-phase = Fase
by-score = Marcador
by-length = Longitud
by-plan = Plan de juego
cube-missed_double = Doble omitido
cube-wrong_double = Doble erróneo
cube-wrong_take = Take erróneo
cube-wrong_pass = Pass erróneo
phase-opening = Apertura
phase-middle = Medio juego
phase-race = Carrera
phase-bearoff = Saque de fichas
phase-unknown = Desconocida
plan-race = Carrera
plan-bear_in = Entrada a casa
plan-crunch = Crunch
plan-back_game = Back game
plan-ace_point = Juego del as
plan-blitz = Blitz
plan-prime_vs_prime = Prime contra prime
plan-mutual_holding = Holding mutuo
plan-holding = Holding
plan-contact = Contacto
plan-unknown = Desconocido
query-breakdown-plan-cube = el desglose plan abarca jugadas de fichas; --type cube no selecciona ninguna
length-money = Dinero
# Un marcador visto desde el jugador: «3-away, 5-away».
score-away = { $a }-away, { $b }-away
length-points = { $n ->
    [one] { $n-text } punto
    [many] { $n-text } de puntos
   *[other] { $n-text } puntos
}

## Recuentos

count-matches = { $n ->
    [one] { $n-text } match
    [many] { $n-text } de matches
   *[other] { $n-text } matches
}
count-players = { $n ->
    [one] { $n-text } jugador
    [many] { $n-text } de jugadores
   *[other] { $n-text } jugadores
}
count-decisions = { $n ->
    [one] { $n-text } decisión
    [many] { $n-text } de decisiones
   *[other] { $n-text } decisiones
}

## Selección

filter-player = Jugador
filter-opponent = Rival
filter-from = Desde
filter-to = Hasta
filter-length = Longitud del match
filter-decisions = Decisiones
filter-any-length = Cualquier longitud
filter-all-players = Todos los jugadores
field-date = Fecha
field-event = Torneo
field-players = Jugadores
field-result = Resultado
field-game = Partida
field-move = Jugada
field-dice = Dados
field-played = Jugada hecha
field-best = Mejor
field-error = Error
field-source = Archivo
field-thresholds = Umbrales
thresholds-text = error ≥ { $error } EMG, error grave ≥ { $blunder } EMG
engine-xg = eXtreme Gammon
engine-gnubg = GNU Backgammon

# A club library in the window (Settings, #30).
club-not-set = No hay ningún club configurado: indica su dirección y tu token en Ajustes.
club-read-only = La biblioteca del club es de solo lectura: vuelve a tu propia biblioteca (Ajustes) para cambiarla.
