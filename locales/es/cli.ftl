# blunderDB — la línea de comandos (`blunderdb`): sus salidas de texto y
# cada mensaje de error que lee el usuario, la diga la parte del programa
# que la diga (lectores de archivos de match, biblioteca, consultas,
# control de gnuBG). El inglés es la fuente y el respaldo.
#
# Los números llegan en dos variables: `$n` (para elegir el plural) y
# `$n-text` (el número escrito a la española: `28.508.412`). Los decimales
# llegan ya escritos a la española (`0,39`).
#
# Términos elegidos (for reviewers):
# - As in common.ftl: «error grave» (blunder), «cubo», «doble», Take /
#   Pass in English, «jugadas de fichas», «suerte», «Dinero», «match».
# - Names, paths, moves and pieces of files keep straight quotes "…" and
#   backticks `…`, as a shell takes them back.
# - The file formats' own words (GM[], MI[], RE[], the `N point match` line,
#   XG's temp.xg, RGMH, DMLI) stay as the files write them.
# - Short column heads: «M» (matches), «G-P» (ganados-perdidos), «Dec»,
#   «Err», «EGr» (errores graves).
# - Plurals: one, many (millions), other.

## Tablas (`--format text`)

cli-col-id = id
cli-col-format = fmt
cli-col-length = lon
cli-col-score = marc.
cli-col-player = jugador
cli-col-player-1 = jugador 1
cli-col-player-2 = jugador 2
cli-col-matches-short = M
cli-col-won-lost-short = G-P
cli-col-decisions-short = Dec
cli-col-checker-pr-short = PRfich
cli-col-cube-pr-short = PRcubo
cli-col-snowie-short = Snowie
cli-col-mwc-per-match-short = MWC%/m
cli-col-errors-short = Err
cli-col-blunders-short = EGr
cli-col-luck-short = Suerte
cli-col-error-emg-short = Err EMG
cli-col-mwc-pct-short = MWC%
cli-col-decisions = decisiones
cli-col-errors = errores
cli-col-blunders = e. graves
cli-col-error-emg = error EMG
cli-col-mwc-pct = MWC %
cli-period-match = match
cli-period-month = mes
cli-period-year = año
cli-period-event = torneo
cli-undated = sin fecha
cli-no-event = sin torneo

## matches, stats

cli-matches-footer = { $n ->
    [one] { $n-text } match (* = ganador; $ = sesión de dinero; — = desconocido)
    [many] { $n-text } de matches (* = ganador; $ = sesión de dinero; — = desconocido)
   *[other] { $n-text } matches (* = ganador; $ = sesión de dinero; — = desconocido)
}
cli-stats-title = Estadísticas de { $player }
cli-stats-title-all = Estadísticas de todos los jugadores
cli-stats-matches-won-lost = { $matches }   (ganados { $wins }, perdidos { $losses })
cli-stats-pr-value = { $pr }   (fichas { $checker }, cubo { $cube })
cli-stats-error = Error
cli-stats-error-value = { $emg } EMG   ({ $mwc } % MWC; { $per_match } % por match)
cli-stats-decisions-value = { $decisions }   (jugadas no forzadas { $unforced }, cubo ajustado { $close })
cli-stats-checker-moves = Jugadas de fichas
cli-stats-checker-value = { $checker }   (dobles { $doubles }, takes { $takes }, passes { $passes })
cli-stats-errors-blunders = Errores / graves
cli-stats-errors-value = { $errors } / { $blunders }   [{ $thresholds }]
cli-stats-luck-value = { $rolls ->
    [one] { $emg } EMG en { $rolls-text } tirada ({ $per_roll } por tirada, { $mwc } % MWC)
    [many] { $emg } EMG en { $rolls-text } de tiradas ({ $per_roll } por tirada, { $mwc } % MWC)
   *[other] { $emg } EMG en { $rolls-text } tiradas ({ $per_roll } por tirada, { $mwc } % MWC)
}
cli-stats-histogram = Histograma de errores (milipuntos):
cli-stats-unanalysed = { $n ->
    [one] { $n-text } match sin análisis: `blunderdb analyse` hace que gnuBG lo analice
    [many] { $n-text } de matches sin análisis: `blunderdb analyse` hace que gnuBG los analice
   *[other] { $n-text } matches sin análisis: `blunderdb analyse` hace que gnuBG los analice
}

## decisions, report

cli-decisions-none = Ninguna decisión en esta selección.
cli-decision-row = { $error } EMG { $mwc } %  { $player }  match { $match_no } partida { $game } jugada { $move_no }  { $kind } { $dice }
cli-decision-played = jugada { $played }   mejor { $best }
cli-candidates-none = candidatas: ninguna en el archivo para esta decisión
cli-next-page = página siguiente: --after { $cursor }
cli-report-wrote = { $n ->
    [one] escrito { $path } ({ $n-text } byte)
    [many] escrito { $path } ({ $n-text } de bytes)
   *[other] escrito { $path } ({ $n-text } bytes)
}

## import, watch

cli-import-word-imported = importado
cli-import-word-duplicate = duplicado
cli-import-word-replaced = sustituido
cli-import-word-skipped = omitido
cli-import-word-failed = fallido
cli-import-imported = { $path } (match { $id })
cli-import-duplicate = { $path } (match { $id }, de { $of })
cli-import-replaced = { $path } (match { $id }: la copia analizada sustituye a { $previous })
cli-import-skipped = { $path } ({ $reason })
cli-import-summary = { $files ->
    [one] { $files-text } archivo
    [many] { $files-text } de archivos
   *[other] { $files-text } archivos
}: { $imported-text } importados, { $duplicates ->
    [one] { $duplicates-text } duplicado
   *[other] { $duplicates-text } duplicados
}, { $replaced-text } sustituidos, { $skipped-text } omitidos, { $failed-text } fallidos
cli-bar-files = archivos
cli-watch-no-folder = no se indicó ninguna carpeta, y la biblioteca no vigila ninguna (blunderdb watch CARPETA --save)
cli-watch-not-a-folder = { $path }: no es una carpeta
cli-watch-watching = vigilando { $path } (los archivos se importan { $seconds-text } s después de su último cambio; Ctrl-C detiene)

## analyse

cli-analyse-word-analysed = analizado
cli-analyse-word-failed = fallido
cli-analyse-analysed = { $label } (match { $id }) en { $seconds } s
cli-analyse-failed = { $label } (match { $id }): { $error }
cli-analyse-header = gnuBG { $version } ({ $path }), { $plies }-ply, { $jobs ->
    [one] { $jobs-text } proceso
   *[other] { $jobs-text } procesos
}: { $n ->
    [one] { $n-text } match por analizar
    [many] { $n-text } de matches por analizar
   *[other] { $n-text } matches por analizar
}
cli-analyse-cancelling = cancelando: se terminan los matches en curso (Ctrl-C otra vez para detener ya)
cli-bar-matches-eta = matches  ELAPSED (faltan ETA)
cli-analyse-summary = { $n ->
    [one] { $n-text } match
    [many] { $n-text } de matches
   *[other] { $n-text } matches
}: { $analysed-text } analizados, { $failed-text } fallidos
cli-analyse-not-started = , { $n-text } sin empezar (cancelado; vuelva a ejecutarlo para hacerlos)
cli-analyse-done = { $summary } en { $seconds } s
cli-gnubg-not-located = no se encontró gnuBG

## alias, levels, thresholds

cli-alias-added = "{ $alias }" ahora cuenta como "{ $player }"
cli-alias-removed = "{ $alias }" ya no cuenta como "{ $player }"
cli-alias-none = no hay alias
cli-levels-source-xg = tabla del Performance Rating de eXtreme Gammon (Wikipedia, «eXtreme Gammon»)
cli-levels-source-gnubg = niveles de GNU Backgammon (GetRating(), versión 1.08.003)
cli-levels-source-bmab = niveles de la versión de desarrollo de GNU Backgammon, parecidos a los grados del BMAB
cli-levels-and-up = { $from } o más

## Errores de la línea de comandos

cli-no-data-dir = no hay carpeta de datos en esta plataforma; indique --db RUTA
cli-no-library = no hay biblioteca en { $path }: importe antes matches en ella (blunderdb --db RUTA import ARCHIVO…), o indique otra con --db
cli-cannot-write = no se puede escribir { $path }: { $error }
cli-bad-emg = "{ $value }" no es un error en EMG (un número ≥ 0, p. ej. { $example })
cli-bad-page-size = "{ $value }" no es un tamaño de página (de 1 a { $max })
cli-bad-board-count = "{ $value }" no es un número de tableros (de 0 a { $max })

## Errores de la biblioteca

lib-file-error = { $path }: { $error }
lib-cannot-read = { $path }: no se puede leer: { $error }
lib-cannot-create-folder = biblioteca { $path }: no se puede crear su carpeta { $dir }: { $error }
lib-library-error = biblioteca { $path }: { $error }
lib-sqlite-error = biblioteca: { $error }
lib-busy = { $error } (otro proceso la tuvo ocupada más tiempo del que blunderDB espera)
lib-is-a-folder = biblioteca { $path }: es una carpeta, no un archivo de biblioteca (p. ej. { $example })
lib-folder-is-a-file = biblioteca { $path }: { $dir } es un archivo, no una carpeta
lib-newer-schema = { $path }: escrita por un blunderDB más reciente (esquema { $version }, este lee hasta el { $max })
lib-no-transaction = ninguna transacción abierta
lib-record-damaged = match { $id }: sus decisiones guardadas están dañadas ({ $what })
lib-record-not-deflated = no es un registro comprimido
lib-record-empty = vacío
lib-record-version = versión de registro { $version }
lib-record-no-count = sin recuento
lib-record-cut-short = cortado
lib-record-not-utf8 = el texto no es UTF-8
lib-transcript-damaged = match { $id }: la transcripción guardada está dañada ({ $error })
lib-match-gone = el match { $id } ya no está en la biblioteca
lib-analysis-length = gnuBG leyó un match a { $read } puntos donde la biblioteca tiene uno a { $length } puntos
lib-unknown-breakdown = la biblioteca contiene un desglose desconocido "{ $name }"
lib-import-too-large = { $size-text } bytes es demasiado para un archivo de match
lib-import-not-a-match = no es un archivo de match
lib-import-not-stored = { $path }: no guardado: { $error }
metrics-thresholds-negative = los umbrales deben ser números no negativos (recibidos { $error } y { $blunder })
metrics-thresholds-order = el umbral de error ({ $error }) no debe superar el umbral de error grave ({ $blunder })
metrics-blunder-too-large = un umbral de error grave de { $blunder } EMG supera cualquier error real

## Errores de una selección

query-unknown-player = ningún jugador se llama "{ $name }"; `blunderdb players` lista los jugadores
query-unknown-player-suggest = ningún jugador se llama "{ $name }"; ¿quiso decir { $names }?
query-list-or = { $init } o { $last }
query-invalid-date = fecha no válida "{ $value }": se esperaba AAAA-MM-DD
query-invalid-date-why = fecha no válida "{ $value }": se esperaba AAAA-MM-DD ({ $why })
query-no-month = no existe el mes { $month }
query-no-day = { $month } no tiene día { $day }
query-empty-range = el periodo está vacío: el inicio { $from } es posterior al final { $to }
query-unknown-choice = { $what }: "{ $value }" no existe; se esperaba uno de { $choices }
query-what-breakdown = desglose
query-what-grouping = agrupación
query-what-level-scale = escala de niveles
query-what-key = clave de { $by }
query-breakdown-cell = --breakdown espera DIM=CLAVE (p. ej. phase=race, cube-action=wrong_take, score=3a-5a, length=7), no "{ $value }"
query-breakdown-cube-checker = el desglose cube-action abarca decisiones de cubo; --type checker no selecciona ninguna
query-breakdown-phase-cube = el desglose phase abarca jugadas de fichas; --type cube no selecciona ninguna
query-alias-unknown-player = ningún jugador se llama "{ $name }"
query-alias-self = no se puede fusionar "{ $alias }" consigo mismo
query-alias-cycle = "{ $player }" ya es un alias de "{ $alias }": fusionar "{ $alias }" en él crearía un ciclo
query-alias-already = "{ $alias }" ya cuenta como "{ $player }"
query-alias-already-other = "{ $alias }" ya cuenta como "{ $player }"; antes `blunderdb alias remove "{ $alias }"`
query-alias-none = "{ $name }" no es un alias; `blunderdb alias list` los lista
query-alias-none-no-aliases = "{ $name }" no es un alias; no hay alias
query-drill-limit = --limit { $limit } es más de lo que cabe en una página ({ $max })
query-drill-after-and-before = una página se pide después de una fila o antes de una fila, no ambas cosas
query-drill-offset-and-cursor = --offset { $offset } y un cursor ({ $cursor }) no pueden usarse juntos
query-drill-bad-cursor = --after espera ERROR,MATCH,PARTIDA,SEQ (error, match, partida y seq de la última fila), no "{ $value }"
query-drill-no-bar = no hay barra de histograma { $bar }: las barras van de 0 a { $last }
query-drill-min-error = --min-error debe ser un número de EMG no negativo (recibido { $value })

## gnuBG

engine-gnubg-not-found = no se encontró GNU Backgammon (gnubg): instálelo con `sudo apt-get install gnubg` (Debian, Ubuntu) o desde https://www.gnu.org/software/gnubg/ (Windows, macOS), o indique el programa con --gnubg RUTA o BLUNDERDB_GNUBG
engine-gnubg-unusable = { $path }: no es un GNU Backgammon utilizable: { $why }
engine-gnubg-no-such-program = no existe el programa
engine-gnubg-not-gnubg = `--version` no nombra a GNU Backgammon

## Errores en archivos de match

parse-at = { $at }: { $what }
parse-line = línea { $n-text }
parse-byte = byte { $n-text }
parse-empty = el archivo está vacío
parse-not-a-match-file = no es un archivo de match que lea blunderDB (se esperaba .sgf de gnuBG, .mat/.txt de Jellyfish o .xg de XG)

## Transcripciones de Jellyfish (.mat, .txt)

parse-mat-game-before-match-line = una partida antes de la línea del match (`N point match`)
parse-mat-no-match-line = no hay línea del match (`N point match` o `Match of N points`)
parse-mat-no-score-line = una partida sin línea de marcador
parse-mat-expected-score-line = se esperaba la línea de marcador (`Nombre : 0    Nombre : 0`) tras `Game N`
parse-mat-score-above-length = el marcador { $a }-{ $b } supera la longitud del match { $length }
parse-mat-expected-game-1 = se esperaba `Game 1`, se encontró `{ $found }`
parse-mat-too-many-actions-numbered = más de dos acciones en una línea numerada
parse-mat-expected-turn = se esperaba un turno
parse-mat-too-many-actions = más de dos acciones en una línea
parse-mat-no-game = el match no tiene partidas (`Game 1` y una línea de marcador)
parse-mat-absurd-length = longitud de match absurda `{ $value }`
parse-mat-negative-length = longitud de match negativa { $n }
parse-mat-length-above = la longitud de match { $n } supera { $max }
parse-mat-dice-range = dados `{ $dice }` fuera de 1–6
parse-mat-no-points = `{ $word }` sin número de puntos
parse-mat-bad-points = `{ $word } { $value }`: se esperaba un número de puntos
parse-mat-unexpected-turn = `{ $found }` inesperado donde debería haber un turno
parse-mat-arrow-no-cube = `=>` sin valor del cubo
parse-mat-arrow-bad-cube = `=> { $value }`: se esperaba un valor del cubo
parse-mat-absurd-cube = valor del cubo absurdo { $value }
parse-mat-unexpected-move = `{ $found }` inesperado donde debería haber una jugada

## SGF de gnuBG

parse-sgf-value-not-closed = un valor de propiedad no está cerrado (el archivo está truncado)
parse-sgf-no-value = una propiedad no tiene valor
parse-sgf-unexpected-property = carácter inesperado donde debería haber una propiedad SGF
parse-sgf-other-game = un SGF de otro juego (GM[{ $gm }]), no de backgammon (GM[6])
parse-sgf-no-gm = no hay propiedad GM[6]: no es un SGF de backgammon de gnuBG
parse-sgf-mi-not-number = MI[{ $value }]: no es un número entero
parse-sgf-length-beyond = la longitud de match { $length } supera los 63 puntos
parse-sgf-score-not-below = el marcador { $a }-{ $b } no es menor que la longitud del match { $length }
parse-sgf-cv = CV[{ $value }]: no es un valor del cubo
parse-sgf-re-points = RE[{ $value }]: no se pueden leer los puntos ganados
parse-sgf-re-absurd = RE[{ $value }]: número de puntos absurdo
parse-sgf-not-sgf = no es un archivo SGF: se esperaba '(;'
parse-sgf-trailing-bytes = bytes inesperados tras un árbol de juego
parse-sgf-tree-no-node = un árbol de juego no empieza con un nodo ';'
parse-sgf-mixed-lengths = partidas de distintas longitudes de match en un archivo
parse-sgf-variations = las variantes no forman parte de un archivo de match de gnuBG
parse-sgf-unexpected-character = carácter inesperado en un árbol de juego
parse-sgf-truncated = el archivo termina en mitad de una partida (truncado)
parse-sgf-no-game = ninguna partida en el archivo
parse-sgf-no-players = no hay nombres de jugadores (PW/PB) en la primera partida
parse-sgf-da = un análisis de cubo DA[] no se puede leer
parse-sgf-move-dice = la jugada { $side }[{ $value }] no empieza con dos dados 1-6
parse-sgf-move-points = la jugada [{ $value }] tiene puntos mal formados
parse-sgf-a-index = A[]: el índice de la jugada hecha no es un número
parse-sgf-a-none = A[]: ninguna candidata legible
parse-sgf-a-candidate = A[]: una candidata no se puede leer

## Archivos .xg de XG

parse-xg-no-magic = no es un archivo de eXtreme Gammon (falta la firma RGMH)
parse-xg-short = archivo .xg truncado (más corto que su cabecera)
parse-xg-inflates-past = { $what }: se descomprime más allá del tamaño declarado
parse-xg-zlib-truncated = { $what }: el flujo zlib está truncado
parse-xg-zlib-corrupt = { $what }: flujo zlib dañado ({ $status })
parse-xg-registry = registro del archivo
parse-xg-trailer = cola del archivo: { $what }
parse-xg-entry = entrada temp.xg del registro: { $what }
parse-xg-unreadable = ilegible
parse-xg-member-count = número de miembros absurdo (archivo truncado o dañado)
parse-xg-negative-registry = tamaño de registro negativo
parse-xg-negative-archive = tamaño de archivo negativo
parse-xg-registry-too-large = registro mayor que el archivo
parse-xg-archive-overlaps = el archivo interno se solapa con la cabecera (archivo truncado o dañado)
parse-xg-registry-truncated = el registro del archivo está truncado
parse-xg-negative-size = tamaño o posición negativos
parse-xg-offset-overflows = la posición se desborda
parse-xg-size-overflows = el tamaño se desborda
parse-xg-outside-archive = apunta fuera del archivo interno (archivo truncado o dañado)
parse-xg-absurd-size = tamaño descomprimido absurdo
parse-xg-size-differs = temp.xg: el tamaño difiere del registro
parse-xg-crc = temp.xg: CRC incorrecto (archivo dañado)
parse-xg-no-member = el archivo interno no tiene un miembro temp.xg
parse-xg-stream-size = temp.xg tiene { $size-text } bytes, no un número entero de registros de { $record-text } bytes
parse-xg-record = temp.xg, registro { $index-text } (posición { $offset-text }): { $what }
parse-xg-empty-stream = flujo de registros vacío
parse-xg-no-match-header = el flujo no empieza con una cabecera de match
parse-xg-no-dmli = falta la firma DMLI de la cabecera del match
parse-xg-unreadable-field = campo ilegible
parse-xg-after-footer = registro tras el final del match
parse-xg-second-header = una segunda cabecera de match
parse-xg-absurd-score = marcador de partida absurdo
parse-xg-absurd-auto-doubles = número de dobles automáticos absurdo
parse-xg-too-many-games = demasiadas partidas
parse-xg-cube-outside-game = registro de cubo fuera de una partida
parse-xg-unknown-cube-action = acción de cubo desconocida
parse-xg-bad-player = jugador en turno no válido
parse-xg-absurd-cube = valor del cubo absurdo
parse-xg-move-outside-game = registro de jugada fuera de una partida
parse-xg-dice-range = dados fuera de rango
parse-xg-absurd-candidates = número de jugadas candidatas absurdo
parse-xg-unreadable-position = posición ilegible
parse-xg-footer-outside-game = final de partida fuera de una partida
parse-xg-absurd-points = puntos ganados absurdos
parse-xg-unknown-record = tipo de registro desconocido { $kind }
parse-xg-position-file = un archivo de posición de XG (.xgp): contiene una posición, no un match

# `search --position ID` (#41). `$position`: the pasted position's XGID, or its Position ID when only that was given.
cli-search-position = Posición { $position }
cli-search-position-exact = Misma posición, cubo y marcador ({ $count } decisiones):
cli-search-position-same = Mismas fichas, otro cubo u otro marcador ({ $count } decisiones):
