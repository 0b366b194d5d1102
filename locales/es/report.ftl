# blunderDB — las palabras de las imágenes y documentos dibujados en Rust: el
# histograma de errores y el gráfico de progreso, los tableros y el informe
# HTML. El inglés es la fuente y el respaldo.
#
# Los números llegan ya escritos a la española (`0,050`), como texto; los que
# eligen un plural, como `$n` (para elegir) y `$n-text` (para mostrar).
#
# Términos elegidos (for reviewers), as in common.ftl:
# - blunder «error grave»; cubo; Take / Pass in English, as on blunderDB's
#   Spanish page; «jugada» for a move; match «match», game «partida».
# - the ratings are gnuBG es's own (analysis.c: «Sobrenatural», «Clase
#   mundial», «Experto», «Avanzado», «Intermedio», «Jugador ocasional»,
#   «Principiante», «Horrible»); XG's table has no Spanish source here, so
#   its names are the plain Spanish for them («Campeón del mundo», …,
#   «Distraído»); BMAB's grades as chess titles («Gran Maestro»).
# - rolling PR: «PR móvil» (media móvil). equity: «Equidad» (gnuBG es).
#   pips kept. axis counts: «mil» and «M» (CLDR es).
# - Position ID, Match ID and XGID are the programs' own names, kept.
# - Plurals: one, many (millions), other.

## Gráficos

chart-decisions = decisiones
chart-error-axis = error (milipuntos)
chart-no-decisions = ninguna decisión analizada
chart-error-mark = error ≥ { $value }
chart-blunder-mark = error grave ≥ { $value }
chart-bar-hit = { $range } milipuntos: ver estas decisiones
chart-thousands = { $value } mil
chart-millions = { $value } M
chart-pr = PR
chart-won = ganado
chart-lost = perdido
chart-rolling-pr = PR móvil
chart-trend = tendencia
chart-no-dated-match = ningún match analizado con fecha

## Niveles

level-xg-world-champ = Campeón del mundo
level-xg-world-class = Clase mundial
level-xg-expert = Experto
level-xg-advanced = Avanzado
level-xg-intermediate = Intermedio
level-xg-casual = Jugador ocasional
level-xg-beginner = Principiante
level-xg-distracted = Distraído
level-gnubg-supernatural = Sobrenatural
level-gnubg-world-class = Clase mundial
level-gnubg-expert = Experto
level-gnubg-advanced = Avanzado
level-gnubg-intermediate = Intermedio
level-gnubg-casual = Jugador ocasional
level-gnubg-beginner = Principiante
level-gnubg-awful = Horrible
level-bmab-super-grandmaster = Súper Gran Maestro
level-bmab-grandmaster = Gran Maestro
level-bmab-master = Maestro
level-bmab-advanced = Avanzado
level-bmab-intermediate = Intermedio
level-bmab-beginner = Principiante

## Tableros

board-title = { $player } — match { $match_no }, partida { $game }, jugada { $move_no }: { $kind }
board-money = partida de dinero
board-length = { $n ->
    [one] match a { $n-text } punto
    [many] match a { $n-text } de puntos
   *[other] match a { $n-text } puntos
}
board-length-crawford = { $n ->
    [one] match a { $n-text } punto, partida Crawford
    [many] match a { $n-text } de puntos, partida Crawford
   *[other] match a { $n-text } puntos, partida Crawford
}
board-to-play = { $player } juega { $dice }
board-take-or-pass = { $opponent } dobla a { $cube }: ¿{ $player } hace take o pass?
board-double-or-not = { $player } al tiro: ¿doblar o no?
board-where = Match { $match_no } · partida { $game } · jugada { $move_no } — { $what }
board-no-position = Sin tablero: el archivo de esta decisión no da la posición.
board-pips = Pips: { $player } { $mine } · { $opponent } { $theirs }
board-no-move = (sin jugada)
board-is-best = (la mejor)
board-error = Error { $error } EMG · { $mwc } % de MWC

## El informe HTML

report-title = Informe de blunderDB
report-title-of = Informe de blunderDB — { $selection }
report-figures = Cifras
report-histogram = Histograma de errores
report-histogram-note = Decisiones contadas por error, en milipuntos (milésimas de EMG).
report-worst = { $n ->
    [0] Las peores decisiones
    [one] La peor decisión
    [many] Las { $n-text } peores decisiones
   *[other] Las { $n-text } peores decisiones
}
report-no-decision = Ninguna decisión analizada en esta selección.
report-footer = Generado por blunderDB { $version } — los tableros se ven desde el jugador que decide; los ID se pegan en gnuBG (Position ID, Match ID) y en XG (XGID).
report-dates-between = del { $from } al { $to }
report-dates-from = desde el { $from }
report-dates-until = hasta el { $to }
report-money-sessions = sesiones de dinero
report-length-matches = { $n ->
    [one] matches a { $n-text } punto
    [many] matches a { $n-text } de puntos
   *[other] matches a { $n-text } puntos
}
report-matches-won-lost = { $matches } ({ $wins } ganados, { $losses } perdidos)
report-pr-value = { $pr } (fichas { $checker }, cubo { $cube })
report-error-value = { $emg } EMG ({ $mwc } % de MWC; { $per_match } % por match)
report-decisions-value = { $decisions } (jugadas no forzadas { $unforced }, cubo ajustado { $close })
report-errors-blunders = Errores / errores graves
report-errors-value = { $errors } / { $blunders } ({ $thresholds })
report-luck-value = { $rolls ->
    [one] { $emg } EMG en { $rolls-text } tirada ({ $mwc } % de MWC)
    [many] { $emg } EMG en { $rolls-text } de tiradas ({ $mwc } % de MWC)
   *[other] { $emg } EMG en { $rolls-text } tiradas ({ $mwc } % de MWC)
}
report-thresholds-preset = { $thresholds } (preajuste { $name })
report-decision-heading = { $rank }. { $error } EMG — { $player } ({ $kind }) contra { $opponent }, match { $match_no }, partida { $game }, jugada { $move_no }
report-equity = Equidad
report-diff = Dif.
report-played-mark = jugada
report-candidates-source-not-found = candidatas: archivo de origen no encontrado
report-position-id = Position ID
report-match-id = Match ID
report-xgid = XGID
