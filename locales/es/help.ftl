# blunderDB — la ayuda de la línea de órdenes (`blunderdb --help`, `-h`,
# `blunderdb help ORDEN`) y los errores de uso de clap.
# El inglés (locales/en/help.ftl, de los comentarios de src/cli/args.rs)
# es la fuente y el respaldo.
#
# Términos elegidos (for reviewers):
# - As in common.ftl, cli.ftl and the Spanish page in ../shared/docs/terms:
#   «error grave» (blunder), «cubo», «doble», Take / Pass in English,
#   «jugadas de fichas», «Dinero», «match», «análisis»; PR, MWC, EMG, XGID,
#   Position ID and Match ID as they are.
# - Option names, values, placeholders (<FILE>, <PLAYER>), commands and
#   file formats stay as typed.

## Órdenes y opciones

help-cmd = Una biblioteca local de matches de backgammon y las estadísticas que XG y gnuBG dan de ellos
help-arg-db = El archivo de la biblioteca (por defecto: la carpeta de datos de la plataforma, p. ej. ~/.local/share/blunderdb/library.db)
help-arg-lang = El idioma de la salida de texto y de los mensajes: en, fr, de, it, es, fi, ja, el, ru, pt o nl (por defecto: la configuración regional, p. ej. LANG). JSON y CSV son iguales en todos los idiomas
help-arg-engine = Las cifras de los análisis de un solo motor (xg o gnubg), sobre los matches que tienen uno, en lugar del análisis que cuenta cada match; para stats, players, progress, breakdown, decisions y report
help-arg-server = Un servidor de club (http://HOST:PUERTO) en lugar de la biblioteca local, para import, analyse, worker y las órdenes de lectura; el token se lee de BLUNDERDB_TOKEN (docs/server.md)
help-cmd-serve = Servir las bibliotecas de clubes por HTTP/JSON desde PostgreSQL (docs/server.md)
help-arg-pg = La base de datos PostgreSQL (postgresql://USUARIO@HOST:PUERTO/BD)
help-arg-listen = La dirección en la que escuchar
help-arg-cache = La carpeta de los modelos de lectura de los clubes (se reconstruyen desde PostgreSQL si faltan; por defecto: la carpeta de caché de la plataforma)
help-arg-max_upload = El archivo más grande aceptado, en bytes (las subidas mayores reciben 413)
help-cmd-server = Preparar la base de datos de un servidor de club: init, club add, token add/revoke
help-cmd-server-init = Aplicar las migraciones del servidor a la base de datos
help-cmd-server-club = Clubes
help-cmd-server-club-add = Crear un club e imprimir su primer token de administración (se muestra una sola vez)
help-cmd-server-token = Tokens
help-cmd-server-token-add = Crear un token e imprimirlo (se muestra una sola vez; solo se guarda su hash)
help-arg-role = reader, uploader, admin o worker
help-arg-name = Quién o qué lo tiene
help-cmd-server-token-revoke = Revocar el token ID: desde ahora no abre nada
help-cmd-worker = Analizar con gnuBG en esta máquina los matches en cola de un club (con --server, un token worker en BLUNDERDB_TOKEN)
help-cmd-web = Sirve la página de la ventana a un navegador sobre la biblioteca (muestra una dirección con un token de un solo uso)
help-arg-open = Abre la página en el navegador del sistema
help-arg-web = Sirve también la página de la ventana: los miembros inician sesión con su token y leen su club en un navegador
help-arg-jobs = Procesos de gnuBG a la vez (por defecto: el número de núcleos)
help-arg-gnubg = El programa gnuBG (por defecto: BLUNDERDB_GNUBG, luego gnubg en el PATH, luego /usr/games/gnubg)
help-arg-until_idle = Parar cuando la cola quede vacía en lugar de esperar más
help-cmd-import = Importar archivos y carpetas de matches (.sgf, .mat/.txt, .xg; recursivamente)
help-cmd-matches = Listar los matches de la biblioteca con las cifras de ambos jugadores
help-cmd-stats = Cifras de la biblioteca, o de los matches de un jugador
help-arg-from = Solo los matches jugados en esta fecha o después (AAAA-MM-DD)
help-arg-to = Solo los matches jugados en esta fecha o antes (AAAA-MM-DD)
help-arg-length = Solo los matches de esta longitud en puntos (0 = sesiones de dinero)
help-arg-kind = Qué decisiones cubren las cifras de error
help-cmd-players = Una fila por jugador
help-cmd-analyse = Analizar con GNU Backgammon los matches sin análisis, en todos los núcleos; la biblioteca guarda el análisis de gnuBG
help-arg-analyse-plies = La profundidad de evaluación de gnuBG, para jugadas de fichas y decisiones de cubo: 0 es una pasada rápida, 2 el nivel habitual de gnuBG
help-arg-analyse-player = Solo los matches de este jugador
help-arg-redo = Analizar de nuevo los matches que ya tienen un análisis (archivos de gnuBG y pasadas anteriores; los análisis de XG se conservan)
help-arg-timeout = Segundos que puede tardar un match antes de que se detenga su gnuBG (por defecto: 300 a 0-ply, 900 a 1-ply, 3600 a 2-ply)
help-cmd-watch = Vigilar una carpeta (donde guardan XG o gnuBG, una carpeta de descargas): importar los archivos de matches que aparecen en ella cuando dejan de crecer, cada uno una vez, hasta Ctrl-C. La aplicación también vigila la carpeta de la biblioteca
help-arg-folder = La carpeta (por defecto: la carpeta vigilada de la biblioteca, elegida en los Ajustes de la aplicación o con --save)
help-arg-save = Recordar FOLDER como carpeta vigilada de la biblioteca
help-arg-analyse = Hacer que gnuBG analice también los matches nuevos sin análisis
help-arg-plies = La profundidad de gnuBG para --analyse (0 es rápida, 2 el nivel habitual de gnuBG)
help-arg-watch-gnubg = El programa gnuBG para --analyse
help-arg-settle = Segundos que un archivo debe quedar sin cambios antes de importarse
help-arg-once = Importar lo que está listo ahora y salir (para una tarea programada)
help-cmd-decisions = Las decisiones detrás de las cifras, las peores primero: una barra del histograma, los errores o errores graves, un tipo de decisión; cada una con su Position ID y Match ID de gnuBG y su XGID
help-arg-min_error = Solo errores de al menos estos EMG (como los umbrales: incluido)
help-arg-decision_kind = Solo este tipo de decisión (double = doblar o no doblar)
help-arg-bucket = Solo las decisiones de esta barra del histograma de errores (0 = 0–5 milipuntos … 5 = 100+), exactamente las que `stats` cuenta en ella
help-arg-breakdown = Solo las decisiones de una celda de `breakdown`, exactamente las que cuenta su fila: DIM=KEY, p. ej. cube-action=wrong_take, phase=race, score=3a-5a, length=7 (o length=money), plan=back_game
help-arg-limit = Decisiones por página
help-arg-offset = Decisiones que saltar (el inicio de la página)
help-arg-decisions-after = La página tras esta decisión: ERROR,MATCH,GAME,SEQ de la última fila de la página anterior (`next` en la salida JSON). Lee solo la página, por lejos que esté
help-arg-candidates = También las jugadas candidatas de cada jugada de fichas (puesto, jugada, equity, diferencia con la mejor, la jugada marcada), releídas del archivo de su match: más lento (la biblioteca no guarda candidatas)
help-cmd-report = Escribir un informe HTML autónomo de una selección: las cifras, el histograma y las peores decisiones con sus posiciones
help-arg-html = El archivo HTML que escribir (reemplazado entero, o dejado como estaba)
help-arg-report-limit = Cuántas de las peores decisiones mostrar con sus posiciones
help-cmd-progress = Cifras por match, mes, año o torneo, en orden temporal: ¿mejora el jugador? El PR de cada fila es su propio Σ error / Σ decisiones; las filas suman `stats` con el mismo filtro. Los matches sin fecha forman una fila, «undated»
help-arg-player = Cualquiera de los nombres de un jugador (los alias cuentan como el jugador unificado)
help-arg-by = Una fila por match, mes, año o torneo (event)
help-arg-chart = Dibujar también el gráfico de progreso (un punto por fila, PR móvil, tendencia, bandas de nivel) en este archivo SVG
help-arg-levels = Las bandas de nivel del gráfico: xg, gnubg o bmab (por defecto: las de la biblioteca, ver `levels`)
help-arg-window = Decisiones que cubre el PR móvil del gráfico
help-cmd-breakdown = Dónde están los errores: decisiones contadas, errores, errores graves, error y PR por acción de cubo, fase de juego, marcador, longitud del match o plan de juego
help-cmd-breakdown-long =
    Dónde están los errores: decisiones contadas, errores, errores graves, error y PR por acción de cubo, fase de juego, marcador, longitud del match o plan de juego.

    cube-action: missed_double (no dobló), wrong_double (dobló), wrong_take (tomó), wrong_pass (pasó): el tipo de la decisión de cubo; su error suma el error de cubo. phase (jugadas de fichas, según la posición antes de la jugada): bearoff = sin contacto y todas las fichas del que mueve en casa o fuera; race = sin contacto en otro caso; opening = contacto y ambos recuentos de pips de al menos 145; middle = contacto en otro caso; unknown = sin posición en el archivo. Su error suma el error de fichas. score: away-away desde el punto de vista del jugador («2a-5a»), Dinero aparte. length: «1», «3», ..., «money». plan (jugadas de fichas, según la posición antes de la jugada, el plan de juego del que mueve tal como lo clasifica gt: de search): race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact; unknown = sin posición en el archivo. Su error suma el error de fichas.
help-arg-breakdown-by = cube-action, phase, score, length o plan
help-cmd-alias = Una persona con varios nombres: contar los matches de un nombre como los de otro jugador, en cada vista, filtro y exportación
help-cmd-alias-add = Contar los matches de NAME como los de PLAYER (los matches guardados conservan sus nombres)
help-arg-alias-add-player = El jugador con el que se unifica NAME (cualquiera de sus nombres)
help-cmd-alias-remove = Deshacer un alias: los matches de NAME vuelven a ser suyos
help-cmd-alias-list = Listar los alias
help-cmd-levels = Mostrar o elegir las bandas de nivel del gráfico de progreso: xg (la tabla Performance Rating de XG, por defecto), gnubg (los niveles de gnuBG 1.08) o bmab (los niveles de desarrollo de gnuBG, como los de la BMAB)
help-arg-scale = La escala que elegir; sin ella, se muestra la de la biblioteca
help-cmd-search = Buscar decisiones con los filtros de búsqueda de blunderDB (`nc P<70`, `m"6/1*"`, `gt:back_game E>50`, ver docs/search.md), las peores primero, con las cifras de la selección; `search save|list|remove|run` guardan búsquedas con un nombre
help-arg-query = La búsqueda, p. ej. 'nc P<70' o 'm"6/1*" E>20'
help-arg-search-player = Solo las decisiones de este jugador (los alias cuentan como el jugador)
help-arg-search-position = Las decisiones tomadas en una posición pegada (un XGID, o un Position ID de gnuBG con o sin su Match ID): las de mismo cubo y marcador, después las de mismas fichas solamente
help-arg-after = La página tras esta decisión (el `next` de la página anterior)
help-cmd-search-save = Guardar QUERY como NAME en la biblioteca (reemplaza una búsqueda con ese nombre)
help-cmd-search-list = Las búsquedas guardadas
help-cmd-search-remove = Eliminar la búsqueda guardada NAME
help-cmd-search-run = Ejecutar la búsqueda guardada NAME
help-cmd-match = Un match: `match show ID` jugada a jugada, `match export ID FILE`
help-cmd-match-show = Cada jugada y acción de cubo de un match, en orden, jugadas forzadas y bailes incluidos: dados, la jugada, la mejor jugada, su error y su marca, y la posición anterior (Position ID y Match ID de gnuBG, XGID)
help-arg-id = El número del match (`blunderdb matches`)
help-arg-game = Solo esta partida (1 = la primera)
help-cmd-match-export = Escribir un match en un archivo que otros programas importan
help-arg-format = mat: una transcripción Jellyfish, que gnuBG y XG importan
help-arg-file = El archivo que escribir (reemplazado entero, o dejado como estaba)
help-cmd-engines = Mostrar o elegir qué análisis cuenta cuando un match tiene varios: un orden de motores, p. ej. `--prefer xg,gnubg` (por defecto: el de XG, luego el más profundo de gnuBG)
help-arg-prefer = Los motores por orden de preferencia, p. ej. xg,gnubg
help-cmd-tag = Etiquetar decisiones por su ref (de las filas de decisions, search y match show): `tag add REF TAG...`, `tag remove REF TAG...`, `tag list`
help-cmd-tag-add = Etiquetar una decisión (su ref, de las filas de decisions, search o match show) con palabras como #backgame o timing
help-cmd-tag-remove = Quitar etiquetas de una decisión
help-cmd-tag-list = Cada etiqueta en uso, con cuántas decisiones la llevan
help-cmd-star = Marcar una decisión con una estrella (su ref)
help-cmd-unstar = Quitar la estrella de una decisión (su ref)
help-cmd-comment = Comentar una decisión (su ref); un TEXT vacío quita el comentario
help-cmd-collection = Listas de decisiones con nombre y orden, o vivas que siguen una búsqueda: new, add, remove, delete, show, export (posiciones HTML, XGID o un paquete de Anki), list
help-cmd-collection-new = Crear una colección: vacía, o viva (sus decisiones son las que encuentra la búsqueda, tenga lo que tenga entonces la biblioteca)
help-arg-collection-new-search = La búsqueda que sigue una colección viva, p. ej. 'gt:back_game E>50'
help-cmd-collection-add = Añadir decisiones (por ref) al final de una colección
help-cmd-collection-remove = Quitar decisiones (por ref) de una colección
help-cmd-collection-delete = Eliminar una colección; sus decisiones, sus marcas y sus tarjetas se conservan
help-cmd-collection-show = Las decisiones de una colección, como las lista decisions
help-cmd-collection-export = Escribir una colección como las posiciones del informe HTML, como sus XGID uno por línea, o como un paquete de Anki (cada archivo reemplazado entero, o dejado como estaba)
help-arg-collection-export-format = Cómo escribir FILE: apkg (un paquete de Anki, una tarjeta por decisión), html o xgid
help-arg-collection-export-file = El archivo que escribir, tras --format
help-cmd-collection-list = Las colecciones
help-cmd-train = Entrenamiento con repetición espaciada (FSRS): las tarjetas pendientes, y responder una como en la mesa
help-cmd-train-due = Las tarjetas pendientes ahora (todas las creadas hasta ahora, o las de un mazo), con la retención medida frente a la buscada. Las decisiones de un mazo sin tarjeta reciben la suya (un doble y su respuesta son dos tarjetas)
help-arg-collection = Las decisiones de una colección
help-arg-search = Las decisiones que encuentra una búsqueda
help-arg-starred = Las decisiones con estrella
help-cmd-train-answer = Responder a la tarjeta CARD: una jugada como 13/7 8/7 (entre comillas o no), o double, no_double, take o pass. Calificada según el análisis contado y programada por FSRS
help-cmd-thresholds = Mostrar o fijar los umbrales de error y de error grave (EMG)

## Las palabras de clap

help-clap-usage = Uso:
help-clap-commands = Órdenes:
help-clap-arguments = Argumentos:
help-clap-options = Opciones:
help-clap-options-tag = [OPCIONES]
help-clap-command-name = ORDEN
help-clap-print-help = Mostrar la ayuda
help-clap-print-help-more = Mostrar la ayuda (más con '--help')
help-clap-print-help-summary = Mostrar la ayuda (un resumen con '-h')
help-clap-print-version = Mostrar la versión
help-clap-help-command = Mostrar este mensaje o la ayuda de las subórdenes dadas
help-clap-help-subcommands = Mostrar la ayuda de las subórdenes
help-clap-env = [variable: { $var }]
help-clap-default = [por defecto: { $value }]
help-clap-possible = [valores posibles: { $values }]

## Errores de uso (código de salida 2)

help-err-label = error:
help-err-tip = consejo:
help-err-more = Para más información, pruebe '{ $flag }'.
help-err-unknown-argument = argumento inesperado '{ $arg }'
help-err-unknown-subcommand = suborden desconocida '{ $subcommand }'
help-err-missing-value = '{ $arg }' necesita un valor, pero no se dio ninguno
help-err-invalid-value = valor '{ $value }' no válido para '{ $arg }'
help-err-invalid-value-because = valor '{ $value }' no válido para '{ $arg }': { $reason }
help-err-missing-required = faltan estos argumentos obligatorios:
help-err-missing-subcommand = '{ $command }' necesita una suborden, pero no se dio ninguna
help-err-subcommands = [subórdenes: { $values }]
help-err-used-twice = el argumento '{ $arg }' no puede usarse varias veces
help-err-argument-conflict = el argumento '{ $arg }' no puede usarse con '{ $other }'
help-err-argument-conflict-list = el argumento '{ $arg }' no puede usarse con:
help-err-argument-conflict-any = el argumento '{ $arg }' no puede usarse con uno o más de los otros argumentos dados
help-err-subcommand-conflict = la suborden '{ $arg }' no puede usarse con '{ $other }'
help-err-subcommand-conflict-list = la suborden '{ $arg }' no puede usarse con:
help-err-subcommand-conflict-any = la suborden '{ $arg }' no puede usarse con uno o más de los otros argumentos dados
help-err-too-many-values = valor inesperado '{ $value }' para '{ $arg }'; no se esperaban más
help-err-value-count = '{ $arg }' toma { $expected } valores; se dieron { $actual }
help-err-no-equals = hace falta un signo igual para dar un valor a '{ $arg }'
help-err-invalid-utf8 = hay UTF-8 no válido en uno o más argumentos
help-err-generic = no se pudo leer la línea de órdenes
help-err-not-whole-number = no es un número entero
help-err-not-a-number = no es un número
help-err-number-too-large = número demasiado grande
help-err-number-too-small = número demasiado pequeño
help-err-out-of-range = { $value } no está entre { $min } y { $max }
help-err-below-minimum = { $value } es menor que { $min }
help-err-similar-subcommand = { $count ->
    [one] existe una suborden parecida: { $names }
   *[other] existen subórdenes parecidas: { $names }
}
help-err-similar-argument = { $count ->
    [one] existe un argumento parecido: { $names }
   *[other] existen argumentos parecidos: { $names }
}
help-err-similar-value = { $count ->
    [one] existe un valor parecido: { $names }
   *[other] existen valores parecidos: { $names }
}
help-err-tip-as-value = para pasar '{ $arg }' como valor, use '{ $with }'
help-err-tip-exists = '{ $name }' existe
help-err-tip-remove-dashes = la suborden '{ $subcommand }' existe; para usarla, quite el '--' de delante
