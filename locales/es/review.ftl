# blunderDB — una partida jugada a jugada (`match show`, `match export`) y
# los análisis de una partida (`engines`, `--engine`). Términos como common.ftl.
engine-label-xg = XG
engine-label-gnubg = gnuBG
engine-label-gnubg-plies = gnuBG { $plies }-ply
lib-engine-unknown = motor desconocido «{ $engine }» (uno de { $engines })
lib-engine-twice = el motor { $engine } aparece dos veces
query-unknown-match = la biblioteca no tiene la partida { $id } (ver `blunderdb matches`)
query-match-no-engine = la partida { $id } no tiene análisis de { $engine } (tiene: { $have })
query-game-past-match = la partida { $id } tiene { $games-text } { $games ->
    [one] juego
   *[other] juegos
}: no hay juego { $game }
query-what-sort = clave de orden
cli-import-word-added = añadido
cli-import-added-counted = { $path } (partida { $id }: análisis de { $analysis } añadido; ahora cuenta este)
cli-import-added-held = { $path } (partida { $id }: análisis de { $analysis } añadido junto al que cuenta)
cli-import-summary-added = { $n-text } { $n ->
    [one] archivo añadió un análisis
   *[other] archivos añadieron un análisis
} a una partida ya en la biblioteca
cli-engine-only-for = --engine se aplica a stats, players, progress, breakdown, decisions, report y match show
cli-engines-counted-mark = { $analysis } (cuenta)
cli-engines-preference = Análisis que cuenta: { $order }
cli-engines-changed = { $n-text } { $n ->
    [one] partida cuenta ahora otro análisis
   *[other] partidas cuentan ahora otro análisis
}
cli-engines-count = { $engine }: { $n-text } { $n ->
    [one] partida analizada
   *[other] partidas analizadas
}, { $counted-text } contadas
cli-engines-several = Partidas con varios análisis: { $n-text }
cli-match-money = sesión de money
cli-match-points = partida a { $n-text } puntos
cli-match-header = Partida { $id }: { $a } – { $b }, { $length }, { $date }, { $event }
cli-match-analyses = Análisis: { $analyses }
cli-match-game = Juego { $number }: marcador { $a }-{ $b }
cli-match-game-crawford = Juego { $number }: marcador { $a }-{ $b } (Crawford)
cli-match-col-move = Jugada
cli-match-col-player = Jugador
cli-match-col-dice = Dados
cli-match-col-play = Movimiento
cli-match-col-error = Error
cli-match-col-luck = Suerte
cli-match-col-best = Mejor
cli-match-dance = (bailando)
cli-match-exported = Partida { $id } ({ $games-text } { $games ->
    [one] juego
   *[other] juegos
}) escrita en { $path }
cli-export-failed = no se puede escribir { $path }: { $error }
rgraph-title = Error acumulado por jugada
rgraph-game = Juego { $number }
rgraph-legend = { $player }: { $error } EMG
lib-features-damaged = los datos de búsqueda de la partida { $id } están dañados (vuelva a importarla)
query-search-limit = una página contiene de 1 a { $max } decisiones
query-search-scope-twice = { $what } aparece dos veces: { $option } como opción, { $query } en la búsqueda
lib-search-no-name = una búsqueda guardada necesita un nombre
cli-search-saved = Búsqueda «{ $name }» guardada: { $query }
cli-search-none-saved = No hay búsquedas guardadas (guarde una con: blunderdb search save NOMBRE CONSULTA).
cli-search-removed = Búsqueda guardada «{ $name }» eliminada.
cli-search-unknown = no hay ninguna búsqueda guardada «{ $name }» (guardadas: { $names })
cli-search-no-query = indique una consulta (p. ej. blunderdb search 'nc P<70') o save, list, remove, run
cli-search-summary = { $count-text } { $count ->
    [one] decisión encontrada
   *[other] decisiones encontradas
} · PR { $pr } sobre { $decisions-text } analizadas · { $errors-text } errores · { $blunders-text } blunders
