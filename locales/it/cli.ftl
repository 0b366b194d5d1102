# blunderDB — la riga di comando (`blunderdb`): le sue uscite di testo e
# ogni messaggio d'errore che l'utente legge, qualunque parte del programma
# lo dica (lettori dei file di match, libreria, interrogazioni, guida di
# gnuBG). L'inglese è la fonte e il ripiego.
#
# I numeri arrivano in due variabili: `$n` (per scegliere il plurale) e
# `$n-text` (il numero scritto all'italiana: `28.508.412`). I decimali
# arrivano già scritti all'italiana (`0,39`).
#
# Termini scelti (for reviewers):
# - As in common.ftl: «blunder» (invariable), «cubo», «raddoppio»,
#   «accetta» / «rifiuta», «mossa» / «mosse», «fortuna», «Money».
# - Names, paths, moves and pieces of files keep straight quotes "…" and
#   backticks `…`, as a shell takes them back.
# - The file formats' own words (GM[], MI[], RE[], the `N point match` line,
#   XG's temp.xg, RGMH, DMLI) stay as the files write them.
# - Short column heads: «M» (match), «V-S» (vittorie-sconfitte),
#   «Dec», «Err», «Blu».
# - Plurals: one, many (millions), other.

## Tabelle (`--format text`)

cli-col-id = id
cli-col-format = fmt
cli-col-length = lun
cli-col-score = punt.
cli-col-player = giocatore
cli-col-player-1 = giocatore 1
cli-col-player-2 = giocatore 2
cli-col-matches-short = M
cli-col-won-lost-short = V-S
cli-col-decisions-short = Dec
cli-col-checker-pr-short = PRmosse
cli-col-cube-pr-short = PRcubo
cli-col-snowie-short = Snowie
cli-col-mwc-per-match-short = MWC%/m
cli-col-errors-short = Err
cli-col-blunders-short = Blu
cli-col-luck-short = Fortuna
cli-col-error-emg-short = Err EMG
cli-col-mwc-pct-short = MWC%
cli-col-decisions = decisioni
cli-col-errors = errori
cli-col-blunders = blunder
cli-col-error-emg = errore EMG
cli-col-mwc-pct = MWC %
cli-period-match = match
cli-period-month = mese
cli-period-year = anno
cli-period-event = torneo
cli-undated = senza data
cli-no-event = senza torneo

## matches, stats

cli-matches-footer = { $n ->
    [one] { $n-text } match (* = vincitore; $ = money; — = sconosciuto)
    [many] { $n-text } di match (* = vincitore; $ = money; — = sconosciuto)
   *[other] { $n-text } match (* = vincitore; $ = money; — = sconosciuto)
}
cli-stats-title = Statistiche di { $player }
cli-stats-title-all = Statistiche di tutti i giocatori
cli-stats-matches-won-lost = { $matches }   (vinti { $wins }, persi { $losses })
cli-stats-pr-value = { $pr }   (mosse { $checker }, cubo { $cube })
cli-stats-error = Errore
cli-stats-error-value = { $emg } EMG   ({ $mwc } % MWC; { $per_match } % per match)
cli-stats-decisions-value = { $decisions }   (mosse non forzate { $unforced }, cubo in bilico { $close })
cli-stats-checker-moves = Mosse
cli-stats-checker-value = { $checker }   (raddoppi { $doubles }, accettati { $takes }, rifiutati { $passes })
cli-stats-errors-blunders = Errori / blunder
cli-stats-errors-value = { $errors } / { $blunders }   [{ $thresholds }]
cli-stats-luck-value = { $rolls ->
    [one] { $emg } EMG su { $rolls-text } tiro ({ $per_roll } per tiro, { $mwc } % MWC)
    [many] { $emg } EMG su { $rolls-text } di tiri ({ $per_roll } per tiro, { $mwc } % MWC)
   *[other] { $emg } EMG su { $rolls-text } tiri ({ $per_roll } per tiro, { $mwc } % MWC)
}
cli-stats-histogram = Istogramma degli errori (millipunti):
cli-stats-unanalysed = { $n ->
    [one] { $n-text } match senza analisi: `blunderdb analyse` lo fa analizzare da gnuBG
    [many] { $n-text } di match senza analisi: `blunderdb analyse` li fa analizzare da gnuBG
   *[other] { $n-text } match senza analisi: `blunderdb analyse` li fa analizzare da gnuBG
}

## decisions, report

cli-decisions-none = Nessuna decisione in questa selezione.
cli-decision-row = { $error } EMG { $mwc } %  { $player }  match { $match_no } partita { $game } mossa { $move_no }  { $kind } { $dice }
cli-decision-played = giocata { $played }   migliore { $best }
cli-candidates-none = candidate: nessuna nel file per questa decisione
cli-next-page = pagina seguente: --after { $cursor }
cli-report-wrote = { $n ->
    [one] scritto { $path } ({ $n-text } byte)
    [many] scritto { $path } ({ $n-text } di byte)
   *[other] scritto { $path } ({ $n-text } byte)
}

## import, watch

cli-import-word-imported = importato
cli-import-word-duplicate = doppione
cli-import-word-replaced = sostituito
cli-import-word-skipped = saltato
cli-import-word-failed = fallito
cli-import-imported = { $path } (match { $id })
cli-import-duplicate = { $path } (match { $id }, da { $of })
cli-import-replaced = { $path } (match { $id }: la copia analizzata sostituisce { $previous })
cli-import-skipped = { $path } ({ $reason })
cli-import-summary = { $files ->
    [one] { $files-text } file
    [many] { $files-text } di file
   *[other] { $files-text } file
}: { $imported-text } importati, { $duplicates ->
    [one] { $duplicates-text } doppione
   *[other] { $duplicates-text } doppioni
}, { $replaced-text } sostituiti, { $skipped-text } saltati, { $failed-text } falliti
cli-bar-files = file
cli-watch-no-folder = nessuna cartella indicata, e la libreria non ne sorveglia nessuna (blunderdb watch CARTELLA --save)
cli-watch-not-a-folder = { $path }: non è una cartella
cli-watch-watching = sorveglio { $path } (i file sono importati { $seconds-text } s dopo l'ultima modifica; Ctrl-C ferma)

## analyse

cli-analyse-word-analysed = analizzato
cli-analyse-word-failed = fallito
cli-analyse-analysed = { $label } (match { $id }) in { $seconds } s
cli-analyse-failed = { $label } (match { $id }): { $error }
cli-analyse-header = gnuBG { $version } ({ $path }), { $plies }-ply, { $jobs ->
    [one] { $jobs-text } processo
   *[other] { $jobs-text } processi
}: { $n ->
    [one] { $n-text } match da analizzare
    [many] { $n-text } di match da analizzare
   *[other] { $n-text } match da analizzare
}
cli-analyse-cancelling = annullamento: i match in corso vengono finiti (Ctrl-C di nuovo per fermare subito)
cli-bar-matches-eta = match  ELAPSED (mancano ETA)
cli-analyse-summary = { $n ->
    [one] { $n-text } match
    [many] { $n-text } di match
   *[other] { $n-text } match
}: { $analysed-text } analizzati, { $failed-text } falliti
cli-analyse-not-started = , { $n-text } non iniziati (annullato; rilanciare per farli)
cli-analyse-done = { $summary } in { $seconds } s
cli-gnubg-not-located = gnuBG non è stato trovato

## alias, levels, thresholds

cli-alias-added = "{ $alias }" ora conta come "{ $player }"
cli-alias-removed = "{ $alias }" non conta più come "{ $player }"
cli-alias-none = nessun alias
cli-levels-source-xg = tabella del Performance Rating di eXtreme Gammon (Wikipedia, «eXtreme Gammon»)
cli-levels-source-gnubg = livelli di GNU Backgammon (GetRating(), versione 1.08.003)
cli-levels-source-bmab = livelli della versione di sviluppo di GNU Backgammon, simili ai gradi del BMAB
cli-levels-and-up = { $from } e oltre

## Errori della riga di comando

cli-no-data-dir = nessuna cartella dati su questa piattaforma; indicare --db PERCORSO
cli-no-library = nessuna libreria in { $path }: importarvi prima dei match (blunderdb --db PERCORSO import FILE…), o indicarne un’altra con --db
cli-cannot-write = impossibile scrivere { $path }: { $error }
cli-bad-emg = "{ $value }" non è un errore in EMG (un numero ≥ 0, p. es. { $example })
cli-bad-page-size = "{ $value }" non è una dimensione di pagina (da 1 a { $max })
cli-bad-board-count = "{ $value }" non è un numero di tavole (da 0 a { $max })

## Errori della libreria

lib-file-error = { $path }: { $error }
lib-cannot-read = { $path }: lettura impossibile: { $error }
lib-cannot-create-folder = libreria { $path }: impossibile creare la sua cartella { $dir }: { $error }
lib-library-error = libreria { $path }: { $error }
lib-sqlite-error = libreria: { $error }
lib-busy = { $error } (un altro processo l'ha tenuta occupata più a lungo di quanto blunderDB aspetti)
lib-is-a-folder = libreria { $path }: è una cartella, non un file di libreria (p. es. { $example })
lib-folder-is-a-file = libreria { $path }: { $dir } è un file, non una cartella
lib-newer-schema = { $path }: scritta da un blunderDB più recente (schema { $version }, questo legge fino al { $max })
lib-no-transaction = nessuna transazione aperta
lib-record-damaged = match { $id }: le sue decisioni salvate sono danneggiate ({ $what })
lib-record-not-deflated = non è un record compresso
lib-record-empty = vuoto
lib-record-version = versione del record { $version }
lib-record-no-count = nessun conteggio
lib-record-cut-short = troncato
lib-record-not-utf8 = il testo non è UTF-8
lib-transcript-damaged = match { $id }: la trascrizione salvata è danneggiata ({ $error })
lib-match-gone = il match { $id } non è più nella libreria
lib-analysis-length = gnuBG ha letto un match a { $read } punti dove la libreria ne ha uno a { $length } punti
lib-unknown-breakdown = la libreria contiene una suddivisione sconosciuta "{ $name }"
lib-import-too-large = { $size-text } byte sono troppi per un file di match
lib-import-not-a-match = non è un file di match
lib-import-not-stored = { $path }: non salvato: { $error }
metrics-thresholds-negative = le soglie devono essere numeri non negativi (ricevuti { $error } e { $blunder })
metrics-thresholds-order = la soglia d'errore ({ $error }) non deve superare la soglia di blunder ({ $blunder })
metrics-blunder-too-large = una soglia di blunder di { $blunder } EMG supera ogni errore reale

## Errori di una selezione

query-unknown-player = nessun giocatore di nome "{ $name }"; `blunderdb players` elenca i giocatori
query-unknown-player-suggest = nessun giocatore di nome "{ $name }"; forse intendevi { $names }?
query-list-or = { $init } o { $last }
query-invalid-date = data non valida "{ $value }": atteso AAAA-MM-GG
query-invalid-date-why = data non valida "{ $value }": atteso AAAA-MM-GG ({ $why })
query-no-month = non esiste il mese { $month }
query-no-day = { $month } non ha il giorno { $day }
query-empty-range = il periodo è vuoto: l'inizio { $from } è dopo la fine { $to }
query-unknown-choice = { $what }: "{ $value }" non esiste; atteso uno tra { $choices }
query-what-breakdown = suddivisione
query-what-grouping = raggruppamento
query-what-level-scale = scala dei livelli
query-what-key = chiave di { $by }
query-breakdown-cell = --breakdown vuole DIM=CHIAVE (p. es. phase=race, cube-action=wrong_take, score=3a-5a, length=7), non "{ $value }"
query-breakdown-cube-checker = la suddivisione cube-action riguarda le decisioni di cubo; --type checker non ne seleziona nessuna
query-breakdown-phase-cube = la suddivisione phase riguarda le mosse; --type cube non ne seleziona nessuna
query-alias-unknown-player = nessun giocatore di nome "{ $name }"
query-alias-self = impossibile unire "{ $alias }" a se stesso
query-alias-cycle = "{ $player }" è già un alias di "{ $alias }": unirvi "{ $alias }" creerebbe un ciclo
query-alias-already = "{ $alias }" conta già come "{ $player }"
query-alias-already-other = "{ $alias }" conta già come "{ $player }"; prima `blunderdb alias remove "{ $alias }"`
query-alias-none = "{ $name }" non è un alias; `blunderdb alias list` li elenca
query-alias-none-no-aliases = "{ $name }" non è un alias; non ci sono alias
query-drill-limit = --limit { $limit } è più di quanto contiene una pagina ({ $max })
query-drill-after-and-before = una pagina si chiede dopo una riga o prima di una riga, non entrambe
query-drill-offset-and-cursor = --offset { $offset } e un cursore ({ $cursor }) non si possono usare insieme
query-drill-bad-cursor = --after vuole ERRORE,MATCH,PARTITA,SEQ (errore, match, partita e seq dell'ultima riga), non "{ $value }"
query-drill-no-bar = nessuna barra d'istogramma { $bar }: le barre vanno da 0 a { $last }
query-drill-min-error = --min-error deve essere un numero di EMG non negativo (ricevuto { $value })

## gnuBG

engine-gnubg-not-found = GNU Backgammon (gnubg) non è stato trovato: installarlo con `sudo apt-get install gnubg` (Debian, Ubuntu) o da https://www.gnu.org/software/gnubg/ (Windows, macOS), oppure indicare il programma con --gnubg PERCORSO o BLUNDERDB_GNUBG
engine-gnubg-unusable = { $path }: non è un GNU Backgammon utilizzabile: { $why }
engine-gnubg-no-such-program = programma inesistente
engine-gnubg-not-gnubg = `--version` non nomina GNU Backgammon

## Errori nei file di match

parse-at = { $at }: { $what }
parse-line = riga { $n-text }
parse-byte = byte { $n-text }
parse-empty = il file è vuoto
parse-not-a-match-file = non è un file di match che blunderDB legga (atteso .sgf di gnuBG, .mat/.txt di Jellyfish o .xg di XG)

## Trascrizioni Jellyfish (.mat, .txt)

parse-mat-game-before-match-line = una partita prima della riga del match (`N point match`)
parse-mat-no-match-line = nessuna riga del match (`N point match` o `Match of N points`)
parse-mat-no-score-line = una partita senza riga del punteggio
parse-mat-expected-score-line = attesa la riga del punteggio (`Nome : 0    Nome : 0`) dopo `Game N`
parse-mat-score-above-length = il punteggio { $a }-{ $b } supera la lunghezza del match { $length }
parse-mat-expected-game-1 = atteso `Game 1`, trovato `{ $found }`
parse-mat-too-many-actions-numbered = più di due azioni su una riga numerata
parse-mat-expected-turn = atteso un turno
parse-mat-too-many-actions = più di due azioni su una riga
parse-mat-no-game = il match non ha partite (`Game 1` e una riga del punteggio)
parse-mat-absurd-length = lunghezza del match assurda `{ $value }`
parse-mat-negative-length = lunghezza del match negativa { $n }
parse-mat-length-above = la lunghezza del match { $n } supera { $max }
parse-mat-dice-range = dadi `{ $dice }` fuori da 1–6
parse-mat-no-points = `{ $word }` senza numero di punti
parse-mat-bad-points = `{ $word } { $value }`: atteso un numero di punti
parse-mat-unexpected-turn = `{ $found }` inatteso dove dovrebbe esserci un turno
parse-mat-arrow-no-cube = `=>` senza valore del cubo
parse-mat-arrow-bad-cube = `=> { $value }`: atteso un valore del cubo
parse-mat-absurd-cube = valore del cubo assurdo { $value }
parse-mat-unexpected-move = `{ $found }` inatteso dove dovrebbe esserci una mossa

## SGF di gnuBG

parse-sgf-value-not-closed = un valore di proprietà non è chiuso (il file è troncato)
parse-sgf-no-value = una proprietà non ha valore
parse-sgf-unexpected-property = carattere inatteso dove dovrebbe esserci una proprietà SGF
parse-sgf-other-game = un SGF di un altro gioco (GM[{ $gm }]), non di backgammon (GM[6])
parse-sgf-no-gm = nessuna proprietà GM[6]: non è un SGF di backgammon di gnuBG
parse-sgf-mi-not-number = MI[{ $value }]: non è un numero intero
parse-sgf-length-beyond = la lunghezza del match { $length } supera 63 punti
parse-sgf-score-not-below = il punteggio { $a }-{ $b } non è inferiore alla lunghezza del match { $length }
parse-sgf-cv = CV[{ $value }]: non è un valore del cubo
parse-sgf-re-points = RE[{ $value }]: impossibile leggere i punti vinti
parse-sgf-re-absurd = RE[{ $value }]: numero di punti assurdo
parse-sgf-not-sgf = non è un file SGF: atteso '(;'
parse-sgf-trailing-bytes = byte inattesi dopo un albero di gioco
parse-sgf-tree-no-node = un albero di gioco non inizia con un nodo ';'
parse-sgf-mixed-lengths = partite di lunghezze di match diverse in un solo file
parse-sgf-variations = le varianti non fanno parte di un file di match di gnuBG
parse-sgf-unexpected-character = carattere inatteso in un albero di gioco
parse-sgf-truncated = il file finisce nel mezzo di una partita (troncato)
parse-sgf-no-game = nessuna partita nel file
parse-sgf-no-players = nessun nome di giocatore (PW/PB) nella prima partita
parse-sgf-da = un'analisi del cubo DA[] è illeggibile
parse-sgf-move-dice = la mossa { $side }[{ $value }] non inizia con due dadi 1-6
parse-sgf-move-points = la mossa [{ $value }] ha punti malformati
parse-sgf-a-index = A[]: l'indice della mossa giocata non è un numero
parse-sgf-a-none = A[]: nessuna candidata leggibile
parse-sgf-a-candidate = A[]: una candidata è illeggibile

## File .xg di XG

parse-xg-no-magic = non è un file eXtreme Gammon (manca la firma RGMH)
parse-xg-short = file .xg troncato (più corto della sua intestazione)
parse-xg-inflates-past = { $what }: si decomprime oltre la dimensione dichiarata
parse-xg-zlib-truncated = { $what }: il flusso zlib è troncato
parse-xg-zlib-corrupt = { $what }: flusso zlib corrotto ({ $status })
parse-xg-registry = registro dell'archivio
parse-xg-trailer = coda dell'archivio: { $what }
parse-xg-entry = voce temp.xg del registro: { $what }
parse-xg-unreadable = illeggibile
parse-xg-member-count = numero di membri assurdo (file troncato o corrotto)
parse-xg-negative-registry = dimensione del registro negativa
parse-xg-negative-archive = dimensione dell'archivio negativa
parse-xg-registry-too-large = registro più grande del file
parse-xg-archive-overlaps = l'archivio si sovrappone all'intestazione (file troncato o corrotto)
parse-xg-registry-truncated = il registro dell'archivio è troncato
parse-xg-negative-size = dimensione o posizione negativa
parse-xg-offset-overflows = la posizione trabocca
parse-xg-size-overflows = la dimensione trabocca
parse-xg-outside-archive = punta fuori dall'archivio (file troncato o corrotto)
parse-xg-absurd-size = dimensione decompressa assurda
parse-xg-size-differs = temp.xg: la dimensione differisce dal registro
parse-xg-crc = temp.xg: CRC errato (file corrotto)
parse-xg-no-member = l'archivio non ha un membro temp.xg
parse-xg-stream-size = temp.xg è di { $size-text } byte, non un numero intero di record da { $record-text } byte
parse-xg-record = temp.xg, record { $index-text } (posizione { $offset-text }): { $what }
parse-xg-empty-stream = flusso di record vuoto
parse-xg-no-match-header = il flusso non inizia con un'intestazione di match
parse-xg-no-dmli = manca la firma DMLI dell'intestazione del match
parse-xg-unreadable-field = campo illeggibile
parse-xg-after-footer = record dopo la fine del match
parse-xg-second-header = una seconda intestazione di match
parse-xg-absurd-score = punteggio della partita assurdo
parse-xg-absurd-auto-doubles = numero di raddoppi automatici assurdo
parse-xg-too-many-games = troppe partite
parse-xg-cube-outside-game = record del cubo fuori da una partita
parse-xg-unknown-cube-action = azione del cubo sconosciuta
parse-xg-bad-player = giocatore al tiro non valido
parse-xg-absurd-cube = valore del cubo assurdo
parse-xg-move-outside-game = record di mossa fuori da una partita
parse-xg-dice-range = dadi fuori intervallo
parse-xg-absurd-candidates = numero di mosse candidate assurdo
parse-xg-unreadable-position = posizione illeggibile
parse-xg-footer-outside-game = fine partita fuori da una partita
parse-xg-absurd-points = punti vinti assurdi
parse-xg-unknown-record = tipo di record sconosciuto { $kind }
parse-xg-position-file = un file di posizione di XG (.xgp): contiene una posizione, non un match

# `search --position ID` (#41). `$position`: the pasted position's XGID, or its Position ID when only that was given.
cli-search-position = Posizione { $position }
cli-search-position-exact = Stessa posizione, cubo e punteggio ({ $count } decisioni):
cli-search-position-same = Stesse pedine, altro cubo o punteggio ({ $count } decisioni):
