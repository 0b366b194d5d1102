# blunderDB — un match jugada a jugada (`match show`, `match export`) y
# los análisis de un match (`engines`, `--engine`). Términos como common.ftl:
# «match» (match), «partida» (game), «error grave» (blunder).
engine-label-xg = XG
engine-label-gnubg = gnuBG
engine-label-gnubg-plies = gnuBG { $plies }-ply
lib-engine-unknown = motor desconocido «{ $engine }» (uno de { $engines })
lib-engine-twice = el motor { $engine } aparece dos veces
query-unknown-match = la biblioteca no tiene el match { $id } (ver `blunderdb matches`)
query-match-no-engine = el match { $id } no tiene análisis de { $engine } (tiene: { $have })
query-game-past-match = el match { $id } tiene { $games-text } { $games ->
    [one] partida
   *[other] partidas
}: no hay partida { $game }
query-what-sort = clave de orden
cli-import-word-added = añadido
cli-import-added-counted = { $path } (match { $id }: análisis de { $analysis } añadido; ahora cuenta este)
cli-import-added-held = { $path } (match { $id }: análisis de { $analysis } añadido junto al que cuenta)
cli-import-summary-added = { $n-text } { $n ->
    [one] archivo añadió un análisis
   *[other] archivos añadieron un análisis
} a un match ya en la biblioteca
cli-engine-only-for = --engine se aplica a stats, players, progress, breakdown, decisions, report y match show
cli-engines-counted-mark = { $analysis } (cuenta)
cli-engines-preference = Análisis que cuenta: { $order }
cli-engines-changed = { $n-text } { $n ->
    [one] match cuenta ahora otro análisis
   *[other] matches cuentan ahora otro análisis
}
cli-engines-count = { $engine }: { $n-text } { $n ->
    [one] match analizado
   *[other] matches analizados
}, { $counted-text } contados
cli-engines-several = Matches con varios análisis: { $n-text }
cli-match-money = sesión de dinero
cli-match-points = match a { $n-text } puntos
cli-match-header = Match { $id }: { $a } – { $b }, { $length }, { $date }, { $event }
cli-match-analyses = Análisis: { $analyses }
cli-match-game = Partida { $number }: marcador { $a }-{ $b }
cli-match-game-crawford = Partida { $number }: marcador { $a }-{ $b } (Crawford)
cli-match-col-move = Jugada
cli-match-col-player = Jugador
cli-match-col-dice = Dados
cli-match-col-play = Movimiento
cli-match-col-error = Error
cli-match-col-luck = Suerte
cli-match-col-best = Mejor
cli-match-dance = (bailando)
cli-match-exported = Match { $id } ({ $games-text } { $games ->
    [one] partida
   *[other] partidas
}) escrito en { $path }
cli-export-failed = no se puede escribir { $path }: { $error }
rgraph-title = Error acumulado por jugada
rgraph-game = Partida { $number }
rgraph-legend = { $player }: { $error } EMG
rgraph-title-mwc = Error acumulado y probabilidad de ganar el match por jugada
rgraph-mwc-axis = { $value } %
rgraph-mwc-legend = Probabilidad de ganar el match, { $player } (eje derecho)
lib-features-damaged = los datos de búsqueda del match { $id } están dañados (vuelva a importarlo)
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
} · PR { $pr } sobre { $decisions-text } analizadas · { $errors-text } errores · { $blunders-text } errores graves
