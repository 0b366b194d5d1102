# blunderDB — la ventana: pestañas, tarjetas, botones, diálogos, mensajes
# y descripciones emergentes. El inglés (locales/en/app.ftl) es la fuente.
#
# Términos (for reviewers), como en common.ftl y la página en español de
# blunderDB: «error grave» (blunder), «error», «jugada de fichas»,
# «cubo», «Doble» / «Take» / «Pass»; «Dinero» (money); PR, MWC, EMG se
# mantienen. Nivel de análisis «0-ply», «2-ply» como gnuBG es.
# «Biblioteca» para la base de matches.

## La ventana

app-name = blunderDB
app-failed = blunderDB no pudo arrancar: { $error }
tab-stats = Estadísticas
tab-players = Jugadores
tab-settings = Ajustes
import-button = Importar…
about-btn = Acerca de
signout-button = Cerrar sesión
signin-title = Iniciar sesión en blunderDB
signin-help = Pega tu token: el token de miembro de un club, o la dirección que blunderdb web mostró en su terminal.
signin-token = Token
signin-button = Iniciar sesión
    .title = Acerca de blunderDB (F1)
button-close = Cerrar
button-cancel = Cancelar
button-hide = Ocultar
list-separator = {", "}
value-percent = { $value } %
saved-in-library = Guardado en la biblioteca.
drop-here = Suelta archivos de matches o carpetas para importarlos

## La biblioteca vacía

empty-title = Tu biblioteca está vacía
empty-drop = Suelta archivos de matches o carpetas en cualquier parte de esta ventana, o usa Importar….
empty-formats = blunderDB lee los archivos .sgf de gnuBG, las exportaciones .mat y .txt de Jellyfish y los archivos .xg de eXtreme Gammon; las carpetas se leen con todas sus subcarpetas.

## Importar

import-running = Importando
import-looking = buscando archivos de matches…
import-cancelling = { " · " }cancelando tras este archivo…
import-progress-files = { $total ->
    [one] { $done-text } de { $total-text } archivo
   *[other] { $done-text } de { $total-text } archivos
}
import-progress-matches = { $n ->
    [one] { $n-text } match importado
   *[other] { $n-text } matches importados
}
import-duplicate = { $name }: ya está en la biblioteca (de { $of })
import-replaced = { $name }: la copia analizada sustituye a { $previous }
import-skipped = { $name }: omitido ({ $reason })
import-failed-file = { $name }: { $error }
import-failed = La importación no pudo empezar: { $error }
import-status-imported = importado
import-status-duplicate = duplicado
import-status-replaced = sustituido
import-status-skipped = omitido
import-status-failed = fallido
import-sum-imported = { $n ->
    [one] { $n-text } importado
   *[other] { $n-text } importados
}
import-sum-duplicates = { $n ->
    [one] { $n-text } duplicado
   *[other] { $n-text } duplicados
}
import-sum-replaced = { $n ->
    [one] { $n-text } sustituido
   *[other] { $n-text } sustituidos
}
import-sum-skipped = { $n ->
    [one] { $n-text } omitido
   *[other] { $n-text } omitidos
}
import-sum-failed = { $n ->
    [one] { $n-text } fallido
   *[other] { $n-text } fallidos
}
import-finished = Importación terminada: { $list }
import-cancelled = Cancelada — se conserva lo importado: { $list }
import-match-files = Archivos de matches
import-all-files = Todos los archivos

## La pestaña Estadísticas

filter-decisions-all = Todas
filter-decisions-checker = Fichas
filter-decisions-cube = Cubo
filter-reset = Restablecer
stats-all-players = todos los jugadores
stats-level = { $level } ({ $scale })
stats-mwc = { fig-mwc_loss_per_match_pct }
    .title = Probabilidad de ganar el match perdida por errores, por match (el total de un match es lo que muestran XG y gnuBG)
stats-luck-per-roll = Suerte por tirada
stats-histogram = Histograma de errores
stats-worst = Peores decisiones
stats-worst-none = No hay decisiones analizadas en esta selección.
col-match = Match
vs-opponent = contra { $opponent }
vs-pair = { $player } contra { $opponent }
roll-cube = cubo
report-export = Exportar informe…
    .title = Un archivo HTML autónomo: las estadísticas, el histograma y las 20 peores decisiones con sus posiciones
report-writing = Escribiendo…
report-written = Escrito { $path } ({ $kb-text } KB)
report-failed = No se pudo escribir el informe: { $error }
error-cards = No se pudieron dibujar las tarjetas: { $error }

## Dónde están los errores

breakdown-title = Dónde están los errores
breakdown-by = Desglosar por
breakdown-none = Nada que desglosar en esta selección.
breakdown-row-tip = Listar estas decisiones, de la peor a la mejor, con sus posiciones
breakdown-filter = filtrar
breakdown-filter-tip = Limitar los filtros a estas decisiones
col-error-emg = Error EMG
col-share = Parte

## Progresión

progress-title = Progresión
progress-per = Un punto por
progress-by-match = match
progress-by-month = mes
progress-by-year = año
progress-by-event = torneo
progress-window = PR móvil sobre
progress-none = No hay matches analizados con fecha en esta selección.
progress-list-all = Listarlos todos
col-period = Periodo
col-wl = V–D
col-checker = Fichas
col-cube = Cubo
progress-detail = { $label }: PR { $pr } (fichas { $checker }, cubo { $cube }) en { $decisions ->
    [one] { $decisions-text } decisión
   *[other] { $decisions-text } decisiones
}, error { $error } EMG, ganados–perdidos { $wins-text }–{ $losses-text }
progress-latest-matches = La tabla lista los últimos { $limit-text } de { $total-text } matches; el gráfico los muestra todos.
progress-latest-months = La tabla lista los últimos { $limit-text } de { $total-text } meses; el gráfico los muestra todos.
progress-latest-years = La tabla lista los últimos { $limit-text } de { $total-text } años; el gráfico los muestra todos.
progress-latest-events = La tabla lista los últimos { $limit-text } de { $total-text } torneos; el gráfico los muestra todos.
progress-latest-rows = La tabla lista las últimas { $limit-text } de { $total-text } filas; el gráfico las muestra todas.

## Las decisiones detrás de una cifra

drill-list-tip =
    .title = Listar estas decisiones con sus posiciones
drill-bucket = Decisiones de { $range } milipuntos
drill-errors = Errores (≥ { $min } EMG)
drill-blunders = Errores graves (≥ { $min } EMG)
drill-breakdown = Dónde están los errores: { $label }
drill-worst = Todas las decisiones, de la peor a la mejor
drill-keys = ↑ ↓ una a una · RePág AvPág página
drill-prev = ‹ Anterior
    .title = Página anterior
drill-next = Siguiente ›
    .title = Página siguiente
drill-page = { $first }–{ $last }
drill-page-of = { $first }–{ $last } de { $total }
drill-page-none = ninguna
drill-page-none-of = ninguna de { $total }
drill-where = Match · partida · jugada
drill-none = No hay ninguna decisión aquí.
drill-no-move = (sin jugada)
drill-xgid = XGID
drill-position-id = Position ID
drill-match-id = Match ID
drill-copy = Copiar
drill-copied = Copiado
drill-copy-select = Selecciona y copia
drill-equity = Equity
drill-diff = Dif.
drill-played-row =
    .title = La jugada hecha
drill-played-mark = ◀ jugada
drill-cands-not-found = candidatas: archivo de origen no encontrado
drill-cands-none = candidatas: ninguna en el archivo para esta jugada
drill-file = Archivo: { $path }

## La pestaña Jugadores

players-hint = haz clic en una fila para ver las estadísticas de ese jugador
players-export = Exportar CSV…
players-exported = { $n ->
    [one] Escrito { $n-text } jugador en { $path }
   *[other] Escritos { $n-text } jugadores en { $path }
}
players-export-failed = No se pudo escribir el archivo CSV: { $error }
col-snowie = Snowie
col-mwc-match = MWC/match %
    .title = MWC perdido por errores, por match
compare-hint = Marca dos jugadores para compararlos o fusionar uno con el otro.
compare-tick =
    .aria-label = Comparar { $name }
compare-overall = En total
compare-head-to-head = Uno contra otro
compare-matches = Matches (ganados–perdidos)
compare-better = mejor
compare-merge = Contar { $name } como { $player }
compare-merge-failed = No se pudo fusionar: { $error }
aliases-title = Nombres fusionados
alias-line = { $alias } cuenta como { $player }
alias-undo = Deshacer

## El análisis con gnuBG

analyse-open = Analizar…
analyse-banner = { $n ->
    [one] { $n-text } match sin análisis
   *[other] { $n-text } matches sin análisis
}
analyse-banner-running = { $text } (analizando…)
analyse-title = Analizar con GNU Backgammon
analyse-what = { $n ->
    [0] Ningún match sin análisis { $where }.
    [one] { $n-text } match sin análisis { $where }.
   *[other] { $n-text } matches sin análisis { $where }.
}
selection-library = en la biblioteca
selection-in = en esta selección ({ $list })
selection-of = de { $player }
selection-money = sesiones de dinero
selection-length = matches a { $n-text } puntos
selection-from-to = del { $from } al { $to }
selection-from = desde el { $from }
selection-up-to = hasta el { $to }
analyse-level = Nivel
analyse-quick = Rápido
analyse-quick-plies = 0-ply
analyse-quick-note = Unos segundos por match: PR y tasas de error cercanos a los del nivel estándar.
analyse-standard = Estándar
analyse-standard-plies = 2-ply
analyse-standard-note = El nivel habitual de gnuBG: minutos para un match largo.
analyse-start = Analizar
analyse-failed = El análisis no pudo empezar: { $error }
analyse-starting = Arrancando gnuBG…
analyse-running-note = Cada match se guarda en cuanto gnuBG termina con él; las estadísticas tras esta ventana lo siguen. Cancelar se detiene cuando terminan los matches en curso y conserva todos los terminados.
analyse-count = { $total ->
    [one] { $done-text } de { $total-text } match hecho
   *[other] { $done-text } de { $total-text } matches hechos
}
analyse-current = { $more ->
    [0] Analizando { $match }
   *[other] Analizando { $match } y { $more-text } más
}
analyse-finishing = { $more ->
    [0] Cancelando: terminando { $match }
   *[other] Cancelando: terminando { $match } y { $more-text } más
}
analyse-stopping = Cancelado: deteniendo…
analyse-failed-match = { $label }: { $error }
analyse-could-not-run = El análisis no pudo hacerse
eta-done = hecho
eta-estimating = calculando…
eta-less-than-a-second = menos de un segundo
eta-about = quedan unos { $duration }
duration-s = { $s } s
duration-min-s = { $min } min { $s } s
duration-h-min = { $h } h { $min } min
analysis-sum-analysed = { $n ->
    [one] { $n-text } analizado
   *[other] { $n-text } analizados
}
analysis-sum-failed = { $n ->
    [one] { $n-text } fallido
   *[other] { $n-text } fallidos
}
analysis-sum-not-started = { $n ->
    [one] { $n-text } sin empezar
   *[other] { $n-text } sin empezar
}
analysis-finished = Análisis terminado: { $list } en { $duration }.
analysis-cancelled = Análisis cancelado — se conserva cada match terminado: { $list } en { $duration }.
analysis-cancelled-rest = Análisis cancelado — se conserva cada match terminado: { $list }. Analiza de nuevo para hacer el resto.
level-quick = Rápido (0-ply)
level-standard = Estándar (2-ply)
level-plies = { $n-text }-ply
error-import-running = hay una importación en curso; espera a que termine
error-analysis-running = hay un análisis en curso; espéralo o cancélalo
error-plies = gnuBG analiza de 0 a { $max-text } ply, no { $plies-text }

## La pestaña Ajustes

lang-title = Idioma
lang-label = Idioma de la ventana y sus gráficos
lang-system = El del sistema ({ $name })
lang-failed = No se pudo cambiar el idioma: { $error }
error-no-language = no hay mensajes en el idioma «{ $lang }»
error-no-config-dir = no hay carpeta de configuración en este sistema; define BLUNDERDB_CONFIG_DIR
settings-library = Biblioteca
settings-open-library = Abrir otra biblioteca…
settings-library-files = Biblioteca de blunderDB
settings-open-failed = No se pudo abrir esa biblioteca: { $error }
error-reopen-busy = { $job ->
    [import] espera a que termine la importación antes de abrir otra biblioteca
   *[other] espera a que termine el análisis antes de abrir otra biblioteca
}
thresholds-title = Umbrales de error y de error grave
thresholds-help = Una decisión es un error cuando pierde al menos el umbral de error en equity, un error grave a partir del umbral de error grave.
preset-blunderdb = blunderDB
preset-gnubg = gnuBG
preset-xg = XG
thresholds-error = Error ≥
thresholds-blunder = Error grave ≥
thresholds-apply = Aplicar
thresholds-saved = Guardado en la biblioteca: error ≥ { $error }, error grave ≥ { $blunder }.
thresholds-saved-preset = Guardado en la biblioteca: error ≥ { $error }, error grave ≥ { $blunder } ({ $preset }).
thresholds-failed = No se pudieron cambiar los umbrales: { $error }
thresholds-error-not-number = El umbral de error debe ser un número como { $example }.
thresholds-blunder-not-number = El umbral de error grave debe ser un número como { $example }.
thresholds-error-too-big = Un umbral de error de { $value } supera cualquier error real.
thresholds-blunder-too-big = Un umbral de error grave de { $value } supera cualquier error real.
thresholds-order = El umbral de error ({ $error }) no debe superar el umbral de error grave ({ $blunder }).
levels-title = Niveles de juego
levels-help = Los nombres de nivel tras el gráfico de progresión, según el PR.
levels-source = Según { $source }.
levels-failed = No se pudieron cambiar los niveles: { $error }
gnubg-title = Análisis con GNU Backgammon
gnubg-version = GNU Backgammon { $version }
gnubg-unusable = GNU Backgammon no se puede usar: { $error }
gnubg-unusable-plain = GNU Backgammon no se puede usar
gnubg-unknown = No se pudo buscar GNU Backgammon: { $error }
gnubg-install-hint = Para instalar GNU Backgammon: `sudo apt-get install gnubg` (Debian, Ubuntu) o https://www.gnu.org/software/gnubg/ (Windows, macOS); BLUNDERDB_GNUBG indica el programa
gnubg-default-level = Nivel por defecto para los matches sin análisis:
gnubg-default-legend = Nivel por defecto
gnubg-level-saved = Guardado en la biblioteca: { $level } salvo otra elección.
gnubg-level-failed = No se pudo cambiar el nivel por defecto: { $error }
gnubg-choose = Elegir el programa…
gnubg-forget = Buscarlo de nuevo
gnubg-choose-title = El programa de GNU Backgammon (gnubg-cli.exe en Windows)
gnubg-path-saved = Guardado: blunderDB analiza con este programa.
gnubg-path-forgotten = blunderDB vuelve a buscar GNU Backgammon por sí mismo.
gnubg-path-failed = No se pudo usar ese programa: { $error }

## Las escalas de niveles

scale-xg = XG
scale-gnubg = gnuBG
scale-bmab = BMAB
scale-xg-source = la tabla «Performance Rating» de eXtreme Gammon (Wikipedia, «eXtreme Gammon»)
scale-gnubg-source = las valoraciones de GNU Backgammon (GetRating(), versión 1.08.003)
scale-bmab-source = las valoraciones de la versión en desarrollo de GNU Backgammon, parecidas a los grados del BMAB

## La carpeta vigilada

watch-title = Carpeta vigilada
watch-help = Indica la carpeta donde XG, gnuBG o tu navegador guardan los matches: los archivos que aparecen en ella se importan cuando dejan de cambiar, cada uno una vez.
watch-none = Ninguna
watch-choose = Elegir carpeta…
watch-stop = Dejar de vigilar
watch-analyse = Analizar con gnuBG los matches nuevos sin análisis (al nivel por defecto)
watch-dialog-title = Carpeta que vigilar
watch-started = Vigilada: los archivos de matches que aparezcan en ella se importan cuando dejan de cambiar.
watch-stopped = Ya no se vigila ninguna carpeta.
watch-analyse-on = Los matches nuevos sin análisis se analizarán con gnuBG al nivel por defecto.
watch-analyse-off = Los matches nuevos solo se importan.
watch-failed = No se pudo cambiar la carpeta vigilada: { $error }
watch-watching = Vigilando { $folder }
watch-waiting = { $n ->
    [one] { $n-text } archivo escribiéndose
   *[other] { $n-text } archivos escribiéndose
}
watch-at = { $what } a las { $time }
watch-imported = importado { $name }
watch-already-in = { $name } ya está en la biblioteca
watch-analysing = analizando { $name } ({ $plies-text }-ply)…
watch-analysed = analizado { $name }
watch-no-folder = No se vigila ninguna carpeta.
watch-since-start = Desde que arrancó la aplicación: { $list }.
watch-sum-imported = { $n ->
    [one] { $n-text } archivo importado
   *[other] { $n-text } archivos importados
}
watch-sum-analysed = { $n ->
    [one] { $n-text } match analizado
   *[other] { $n-text } matches analizados
}
watch-sum-failed = { $n ->
    [one] { $n-text } archivo fallido
   *[other] { $n-text } archivos fallidos
}
error-not-a-folder = { $path }: no es una carpeta
error-folder-gone = { $path }: la carpeta ya no está
error-analysis-failed = { $label }: el análisis falló

## Acerca de

about-name-version = { $name } { $version }
about-version = Versión { $version }
about-summary = Estadísticas de matches de backgammon a partir de archivos de eXtreme Gammon, GNU Backgammon y sitios de juego en línea.
about-licence = Licencia: { $licence }.
about-built = Hecho con Tauri { $tauri }; incluye la línea de órdenes blunderdb.
about-includes-cli = Incluye la línea de órdenes blunderdb.

## La pestaña Matches y la revisión de un match (ui/matches.js, ui/review.js)

tab-matches = Matches
matches-hint = haz clic en un match, o pulsa Intro, para revisarlo jugada a jugada
matches-search = Nombre
matches-search-field =
    .placeholder = Jugador o torneo
matches-event-field =
    .placeholder = Cualquier torneo
matches-col-pr0 = PR 1
    .title = PR del primer jugador nombrado, según el análisis que cuenta
matches-col-pr1 = PR 2
    .title = PR del segundo jugador nombrado, según el análisis que cuenta
matches-col-analyses = Análisis
    .title = ✓ marca el análisis del que salen las cifras
matches-gnubg-plies = gnuBG { $plies-text }-ply
matches-unanalysed = sin analizar
matches-won =
    .title = Ganó el match
matches-row =
    .title = Revisar este match (Intro)
matches-none = Ningún match en esta selección.
matches-failed = No se pudieron listar los matches: { $error }
review-back = ‹ Matches
    .title = Volver a la lista de matches (Esc)
review-analysis = Análisis
review-errors-of = Errores de
    .title = Alt+← y Alt+→ saltan a los errores y errores graves de este jugador
    .title = Girar el tablero (F)
review-keys = ← → jugada · RePág AvPág partida · Inicio Fin · Alt+← → error · F girar
review-flip = Girar el tablero
review-moves =
    .aria-label = Jugadas y decisiones de cubo
review-game = Partida { $game-text } · { $score }
review-crawford = Crawford
review-game-won = { $n ->
    [one] { $player } gana { $n-text } punto
   *[other] { $player } gana { $n-text } puntos
}
review-dance = no puede mover
review-at = Partida { $game-text }, jugada { $move-text }: { $player }
review-candidates = Jugadas candidatas
review-counted = cuenta en las cifras
review-verdict = Mejor: { $best } · error { $error }
review-graph = Error acumulado por jugada
review-graph-mwc = Error acumulado y probabilidad de ganar el match por jugada
review-graph-tip =
    .title = Haz clic en un punto para ir a esa jugada
review-open = Revisar
    .title = Revisar el match desde esta jugada
review-open-match = Revisar
    .title = Revisar este match jugada a jugada
review-failed = No se pudo abrir el match: { $error }
review-board-failed = No se pudo dibujar el tablero: { $error }
review-no-moves = Este match no tiene jugadas.
review-unanalysed = Este match no tiene análisis: sus errores se desconocen.

## La pestaña Posiciones (ui/positions.js): los filtros de búsqueda de
## blunderDB sobre todas las decisiones (docs/search.md). Los nombres de
## los filtros, sus valores (race, back_game, take, money…) y los ejemplos
## son el propio lenguaje de consulta: se quedan como están.

tab-positions = Posiciones
positions-hint = encuentra cualquier posición con los filtros de búsqueda de blunderDB, o dibuja una estructura en el tablero
positions-query-label = Consulta
positions-query-field =
    .placeholder = por ejemplo: nc P<90 gt:holding
    .aria-label = Consulta
positions-search = Buscar
positions-paste = Buscar posición
    .title = El XGID o Position ID de gnuBG (con o sin su Match ID) del cuadro: cada decisión tomada en esa posición
positions-pasted = { $exact } con este cubo y marcador, después { $same } solo con estas fichas
positions-save = Guardar…
    .title = Guardar esta consulta con un nombre
positions-save-ok = Guardar
positions-save-name =
    .placeholder = Nombre de la búsqueda
positions-keys = Tab o ↓ elige un filtro · Intro busca
positions-complete =
    .aria-label = Filtros que encajan
positions-saved = Búsquedas guardadas
positions-saved-none = ninguna todavía: escribe una consulta y luego Guardar…
positions-saved-remove =
    .title = Quitar la búsqueda guardada «{ $name }»
    .aria-label = Quitar la búsqueda guardada «{ $name }»
positions-saved-as = Guardada como «{ $name }».
positions-save-failed = No se pudo guardar: { $error }
positions-filters-help = Los filtros
positions-help-insert =
    .title = Añadir { $example } a la consulta
positions-start = Escribe una consulta y pulsa Intro; una consulta vacía lista todas las decisiones, las peores primero.
positions-searching = Buscando…
positions-failed = No se pudo buscar: { $error }
positions-none = Ninguna decisión coincide con esta consulta.
positions-found = Encontradas
positions-card =
    .title = Abrir su tablero (Intro)
positions-card-error =
    .title = Error de la decisión (EMG)
positions-played = { $dice }: { $move }
positions-played-cube = Jugada: { $move }
positions-best = Mejor: { $move }
positions-pips = Pips { $me }–{ $them }
positions-where = Match { $match } · partida { $game } · jugada { $move }
positions-board-title = Resultado { $rank-text } de { $total-text }
positions-board-keys = ← → resultado · Esc cierra

## La estructura dibujada en el tablero pequeño

positions-structure = Estructura
positions-side = Fichas de
positions-side-me = Jugador en turno
positions-side-them = Rival
positions-draw =
    .aria-label = Tablero para dibujar una estructura de fichas
positions-structure-clear = Borrar
positions-structure-count = Jugador en turno: { $me-text } · rival: { $them-text }
positions-structure-help = Haz clic en un punto para añadir una ficha, clic derecho o Mayús+clic para quitar una: la consulta pide al menos estas fichas.

## La ayuda de los filtros, una línea cada uno

positions-help-nc = sin contacto: una carrera
positions-help-pips = el conteo de pips del jugador en turno: P<70 como mucho 70, P>150 al menos 150, P60,90 de 60 a 90
positions-help-behind = pips de retraso: el conteo del jugador en turno menos el del rival (negativo si va por delante)
positions-help-back = fichas atrasadas, en los puntos 19–24: en minúscula las del jugador en turno, en mayúscula las del rival
positions-help-zone = fichas en la zona, puntos 1–12
positions-help-outfield = blots en el campo exterior, puntos 7–18
positions-help-home = blots en el cuadrante interior
positions-help-off = fichas sacadas
positions-help-dice = la tirada: D31; una tirada con un 6: D6; xD65 deja fuera el 6-5
positions-help-decision = d: una decisión de cubo, o d:checker, d:double, d:nodouble, d:take, d:pass; dd: la decisión de quien dobla; dr: la respuesta
positions-help-error = el error de la decisión en milipuntos: E>80 es 0,080 o más
positions-help-best = un patrón en la mejor jugada, o la mejor acción de cubo: m'ND,DT,DP'
positions-help-structure = una estructura: cada lado tiene al menos estas fichas (dibújala en el tablero)
positions-help-cube = el cubo: su valor (c2, c>4) y su dueño (c:centre, c:mine, c:theirs)
positions-help-score = el marcador en puntos que faltan, primero el del jugador en turno: score:2a4a, score:dmp, score:money
positions-help-crawford = la partida Crawford
positions-help-length = la longitud del match, 0 para dinero: ml:7, ml5,9
positions-help-phase = la fase: opening, middle, race, bearoff
positions-help-plan = el plan de juego del jugador en turno: race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact
positions-help-player = las decisiones que tomó este jugador
positions-help-players = pl: los matches que jugó este jugador; op: las decisiones contra este rival
positions-help-dates = los matches jugados en ese periodo: un año, un mes o un día
positions-help-engine = las cifras de los análisis de ese programa: xg o gnubg
positions-help-not = delante de un filtro: deja fuera lo que selecciona

## Los valores que ofrece el autocompletado

positions-plan-race = Carrera
positions-plan-bear_in = Entrada al cuadrante
positions-plan-crunch = Derrumbe
positions-plan-back_game = Back game
positions-plan-ace_point = Juego del punto as
positions-plan-blitz = Blitz
positions-plan-prime_vs_prime = Prime contra prime
positions-plan-mutual_holding = Holding mutuo
positions-plan-holding = Holding game
positions-plan-contact = Contacto
positions-cube-centre = el cubo en el centro
positions-cube-mine = el cubo del lado de quien decide
positions-cube-theirs = el cubo del otro lado
positions-score-dmp = double match point

## Un campo de fecha

# The order of the day, the month and the year, as the window writes dates.
filter-date-field =
    .placeholder = dd/mm/aaaa
filter-date-pattern = dd/mm/aaaa
filter-date-invalid = Fecha no válida: escríbela como { $pattern }, p. ej. { $example }

## La pestaña Entrenar (#28)

tab-train = Entrenar
train-deck = Tarjetas de
train-deck-all = Todas las tarjetas
train-deck-starred = Las decisiones con estrella
train-deck-collection = Colección: { $name }
train-deck-search = Búsqueda guardada: { $name }
train-start = Empezar
train-none = No hay tarjetas pendientes en este mazo. Marca decisiones con estrella (en la revisión o en una tarjeta), crea una colección o guarda una búsqueda, y elígela aquí.
train-how = Haz clic en una ficha y luego en el punto al que va (o arrástrala); la bandeja la saca. O escribe la jugada.
train-answer = Responder
train-undo = Deshacer
train-clear = Borrar
train-next = Siguiente tarjeta
train-due = { $due-text } pendientes de { $total-text } tarjetas
train-retention = Retención { $measured } % en { $reviews-text } respuestas (objetivo { $target } %)
train-retention-none = Retención objetivo: { $target } %
train-question-checker = Juega { $player }: ¿tu jugada?
train-question-doubler = { $player } al tiro: ¿doblar?
train-question-taker = A { $player } le doblan: ¿take o pass?
train-cube-double = { kind-double }
train-cube-no-double = { kind-no_double }
train-cube-take = { kind-take }
train-cube-pass = { kind-pass }
train-grade-best = La mejor
train-grade-close = Cerca: bajo el umbral de error
train-grade-error = Error
train-grade-blunder = Error grave
train-grade-not-in-analysis = No está en el análisis
train-loss = { $loss } perdidos
train-best = Mejor: { $best } · la tuya: { $answer }
train-answer-was = Tu respuesta: { $answer }
train-next-due = Vuelve el { $when }
train-mark-answer = la tuya
train-mark-played = jugada
marks-title = Guardar
marks-star = ☆ Estrella
marks-starred = ★ Con estrella
marks-tag-add = Añadir etiqueta
marks-comment-save = Guardar comentario
train-move-field =
    .placeholder = 13/7 8/7
    .aria-label = Tu jugada
marks-tag-field =
    .placeholder = #backgame
marks-comment-field =
    .placeholder = Tu comentario
marks-tag-remove =
    .title = Quitar la etiqueta #{ $tag }
    .aria-label = Quitar la etiqueta #{ $tag }

## Pictures and collections (#28)

keep-picture = Imagen:
keep-with-analysis = con el análisis
keep-copy-svg = Copiar SVG
keep-copy-png = Copiar PNG
keep-save-svg = Guardar como SVG…
keep-save-png = Guardar como PNG…
keep-copied-svg = Copiada como texto SVG
keep-copied-png = Copiada como imagen ({ $width } × { $height } píxeles)
keep-saved = { $path } guardado ({ $kb-text } KB)
keep-failed = Sin imagen: { $error }
keep-collection-field =
    .aria-label = Colección
    .title = Colección
keep-add = Añadir a la colección
keep-added = Añadida a { $name }
keep-already = Ya está en { $name }
keep-no-collection = No hay colección a la que añadirla: crea una en la pestaña Entrenar.
keep-starred-mark = ★
    .title = Con estrella
collections-title = Colecciones
collections-from = Decisiones
collections-from-empty = Ninguna por ahora: añádelas una a una
collections-from-query = La búsqueda de la pestaña Posiciones: { $query }
collections-from-saved = Búsqueda guardada: { $name }
collections-make = Nueva colección
collections-name-field =
    .placeholder = Nombre de la colección
    .aria-label = Nombre de la colección
collections-no-name = Dale un nombre a la colección.
collections-made = Colección { $name } creada.
collections-none = Aún no hay colecciones. Crea una aquí y añádele decisiones desde el panel Guardar de un tablero.
collections-name = Nombre
collections-kind = Tipo
collections-decisions = Decisiones
collections-live = viva: { $query }
collections-listed = lista
collections-count = { $n-text }
collections-show = Mostrar
collections-remove = Quitar
collections-follows = sigue la búsqueda { $query }
collections-export-html = Exportar informe…
collections-export-xgid = Exportar XGID…
collections-export-anki = Exportar a Anki…
collections-delete = Eliminar…
collections-delete-ask = ¿Eliminar la colección { $name }? Sus decisiones siguen en la biblioteca, con sus marcas y sus tarjetas de entrenamiento.
collections-delete-yes = Eliminar
collections-delete-no = Conservarla
collections-deleted = Colección { $name } eliminada.
collections-empty = Esta colección no tiene decisiones.
collections-first = Se muestran las primeras { $shown-text } de { $total-text } decisiones; la exportación las contiene todas.
collections-more = Mostrar { $n-text } más

## La biblioteca del club (ui/club.js, #30): la tarjeta de Ajustes, la
## publicación en un servidor de club (`blunderdb serve`) y su biblioteca,
## mostrada en modo de solo lectura.

club-title = Biblioteca del club
club-help = Un servidor de club guarda la biblioteca común del club: publica en él tus matches y abre aquí sus cifras, en modo de solo lectura.
club-url-label = Dirección del servidor
club-token-label = Token
club-url-field =
    .placeholder = https://club.example.org
club-token-field =
    .placeholder = el token que te dio el administrador del club
club-connect = Conectar
club-connecting = Conectando…
club-forget = Olvidar este club
club-none = No hay ningún club configurado.
club-status = { $club } en { $url } · { $role ->
    [reader] lector: puedes abrir su biblioteca
    [uploader] colaborador: puedes publicar matches en él
    [admin] administrador: puedes publicar matches en él
    [worker] worker: este token analiza los matches del club
   *[other] el rol del token es desconocido
}
club-status-unreached = Servidor de club { $url }: todavía sin contactar.
club-viewing = La ventana muestra la biblioteca de { $club }, en modo de solo lectura.
club-connected = Conectado a { $club }.
club-forgotten = El club se ha olvidado: su dirección y su token ya no se guardan.
club-set-failed = No se pudo conectar con el club: { $error }
club-forget-failed = No se pudo olvidar el club: { $error }
club-url-empty = Escribe la dirección del servidor del club.
club-url-scheme = { $url } no es la dirección de un servidor de club: empieza por http:// o https://.
club-token-empty = Escribe el token que te dio el administrador del club.
club-unpublished = { $n ->
    [one] { $n-text } match de tu biblioteca aún no está publicado.
   *[other] { $n-text } matches de tu biblioteca aún no están publicados.
}
club-unpublished-none = Todos los matches de tu biblioteca están publicados.
club-last-publish = Última publicación: { $when }.
club-never-published = Todavía no se ha publicado nada desde este ordenador.
club-publish-new = Publicar los matches nuevos
    .title = Los matches importados desde la última publicación (la primera vez: todos los matches)
club-publish-all = Publicarlo todo
    .title = Todos los matches de tu biblioteca; los que el club ya tiene se cuentan como duplicados
club-publishing = Publicando…
club-publishing-progress = Publicando… { $done } / { $total }
club-published = { $n ->
    [one] { $n-text } archivo enviado al club: { $list }
   *[other] { $n-text } archivos enviados al club: { $list }
}
club-publish-nothing = Nada nuevo que publicar.
club-publish-failed = No se pudo publicar: { $error }
club-publish-details = Archivo por archivo
club-publish-while-viewing = Vuelve a tu biblioteca para publicar desde ella.
club-publish-no-right = Este token no permite publicar: pide al administrador del club un token de colaborador (uploader).
club-open = Abrir la biblioteca del club
club-opening = Descargando la biblioteca del club…
club-opening-progress = Descargando la biblioteca del club… { $done } / { $total }
club-back = Volver a mi biblioteca
club-open-failed = No se pudo abrir la biblioteca del club: { $error }
club-close-failed = No se pudo volver a tu biblioteca: { $error }
club-banner = Biblioteca del club «{ $club }» — solo lectura
club-synced = actualizada el { $when }
club-update = Actualizar
club-updating = Actualizando…
club-updating-progress = Actualizando… { $done } / { $total }
club-read-only-drop = La biblioteca del club es de solo lectura: vuelve a tu biblioteca para importar estos archivos.
