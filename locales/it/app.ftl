# blunderDB — la finestra: schede, riquadri, pulsanti, finestre di
# dialogo, messaggi e suggerimenti. L'inglese (locales/en/app.ftl) è la fonte.
#
# Termini (for reviewers), come in common.ftl: «blunder», «errore»,
# «mossa» (checker play), «cubo», «Raddoppio» / «Accetta» / «Passa»
# (gnuBG it); «Money»; PR, MWC, EMG restano. Livello d'analisi «0-ply»,
# «2-ply» come gnuBG it. «Libreria» per l'archivio dei match.

## La finestra

app-name = blunderDB
app-failed = blunderDB non è riuscito ad avviarsi: { $error }
tab-stats = Statistiche
tab-players = Giocatori
tab-settings = Impostazioni
import-button = Importa…
about-btn = Informazioni
signout-button = Esci
signin-title = Accedi a blunderDB
signin-help = Incolla il tuo token: il token di membro di un club, o l'indirizzo che blunderdb web ha stampato nel suo terminale.
signin-token = Token
signin-button = Accedi
    .title = Informazioni su blunderDB (F1)
button-close = Chiudi
button-cancel = Annulla
button-hide = Nascondi
list-separator = {", "}
value-percent = { $value } %
saved-in-library = Salvato nella libreria.
drop-here = Trascina qui file di match o cartelle per importarli

## La libreria vuota

empty-title = La tua libreria è vuota
empty-drop = Trascina file di match o cartelle in un punto qualsiasi di questa finestra, oppure usa Importa….
empty-formats = blunderDB legge i file .sgf di gnuBG, le esportazioni .mat e .txt di Jellyfish e i file .xg di eXtreme Gammon; le cartelle sono lette con tutte le sottocartelle.

## Importazione

import-running = Importazione
import-looking = ricerca dei file di match…
import-cancelling = { " · " }annullamento dopo questo file…
import-progress-files = { $total ->
    [one] { $done-text } di { $total-text } file
   *[other] { $done-text } di { $total-text } file
}
import-progress-matches = { $n ->
    [one] { $n-text } match importato
   *[other] { $n-text } match importati
}
import-duplicate = { $name }: già nella libreria (da { $of })
import-replaced = { $name }: la copia analizzata sostituisce { $previous }
import-skipped = { $name }: saltato ({ $reason })
import-failed-file = { $name }: { $error }
import-failed = L'importazione non è potuta partire: { $error }
import-status-imported = importato
import-status-duplicate = doppione
import-status-replaced = sostituito
import-status-skipped = saltato
import-status-failed = fallito
import-sum-imported = { $n ->
    [one] { $n-text } importato
   *[other] { $n-text } importati
}
import-sum-duplicates = { $n ->
    [one] { $n-text } doppione
   *[other] { $n-text } doppioni
}
import-sum-replaced = { $n ->
    [one] { $n-text } sostituito
   *[other] { $n-text } sostituiti
}
import-sum-skipped = { $n ->
    [one] { $n-text } saltato
   *[other] { $n-text } saltati
}
import-sum-failed = { $n ->
    [one] { $n-text } fallito
   *[other] { $n-text } falliti
}
import-finished = Importazione terminata: { $list }
import-cancelled = Annullata — quanto già importato resta: { $list }
import-match-files = File di match
import-all-files = Tutti i file

## La scheda Statistiche

filter-decisions-all = Tutte
filter-decisions-checker = Mosse
filter-decisions-cube = Cubo
filter-reset = Azzera
stats-all-players = tutti i giocatori
stats-level = { $level } ({ $scale })
stats-mwc = { fig-mwc_loss_per_match_pct }
    .title = Probabilità di vincere il match perse per errori, per match (il totale di un match è ciò che mostrano XG e gnuBG)
stats-luck-per-roll = Fortuna per tiro
stats-histogram = Istogramma degli errori
stats-worst = Decisioni peggiori
stats-worst-none = Nessuna decisione analizzata in questa selezione.
col-match = Match
vs-opponent = contro { $opponent }
vs-pair = { $player } contro { $opponent }
roll-cube = cubo
report-export = Esporta rapporto…
    .title = Un file HTML autonomo: le statistiche, l'istogramma e le 20 decisioni peggiori con le loro posizioni
report-writing = Scrittura…
report-written = Scritto { $path } ({ $kb-text } KB)
report-failed = Impossibile scrivere il rapporto: { $error }
error-cards = Impossibile disegnare i riquadri: { $error }

## Dove sono gli errori

breakdown-title = Dove sono gli errori
breakdown-by = Suddividi per
breakdown-none = Niente da suddividere in questa selezione.
breakdown-row-tip = Elenca queste decisioni, dalla peggiore, con le loro posizioni
breakdown-filter = filtra
breakdown-filter-tip = Restringi i filtri a queste decisioni
col-error-emg = Errore EMG
col-share = Quota

## Andamento

progress-title = Andamento
progress-per = Un punto per
progress-by-match = match
progress-by-month = mese
progress-by-year = anno
progress-by-event = torneo
progress-window = PR mobile su
progress-none = Nessun match analizzato con data in questa selezione.
progress-list-all = Elencali tutti
col-period = Periodo
col-wl = V–S
col-checker = Mosse
col-cube = Cubo
progress-detail = { $label }: PR { $pr } (mosse { $checker }, cubo { $cube }) su { $decisions ->
    [one] { $decisions-text } decisione
   *[other] { $decisions-text } decisioni
}, errore { $error } EMG, vinti–persi { $wins-text }–{ $losses-text }
progress-latest-matches = La tabella elenca gli ultimi { $limit-text } di { $total-text } match; il grafico li mostra tutti.
progress-latest-months = La tabella elenca gli ultimi { $limit-text } di { $total-text } mesi; il grafico li mostra tutti.
progress-latest-years = La tabella elenca gli ultimi { $limit-text } di { $total-text } anni; il grafico li mostra tutti.
progress-latest-events = La tabella elenca gli ultimi { $limit-text } di { $total-text } tornei; il grafico li mostra tutti.
progress-latest-rows = La tabella elenca le ultime { $limit-text } di { $total-text } righe; il grafico le mostra tutte.

## Le decisioni dietro un valore

drill-list-tip =
    .title = Elenca queste decisioni con le loro posizioni
drill-bucket = Decisioni da { $range } millipunti
drill-errors = Errori (≥ { $min } EMG)
drill-blunders = Blunder (≥ { $min } EMG)
drill-breakdown = Dove sono gli errori: { $label }
drill-worst = Tutte le decisioni, dalla peggiore
drill-keys = ↑ ↓ una alla volta · PgUp PgDn pagina
drill-prev = ‹ Prec.
    .title = Pagina precedente
drill-next = Succ. ›
    .title = Pagina successiva
drill-page = { $first }–{ $last }
drill-page-of = { $first }–{ $last } di { $total }
drill-page-none = nessuna
drill-page-none-of = nessuna di { $total }
drill-where = Match · partita · mossa
drill-none = Nessuna decisione qui.
drill-no-move = (nessuna mossa)
drill-xgid = XGID
drill-position-id = Position ID
drill-match-id = Match ID
drill-copy = Copia
drill-copied = Copiato
drill-copy-select = Seleziona e copia
drill-equity = Equity
drill-diff = Diff.
drill-played-row =
    .title = La mossa giocata
drill-played-mark = ◀ giocata
drill-cands-not-found = candidate: file sorgente non trovato
drill-cands-none = candidate: nessuna nel file per questa mossa
drill-file = File: { $path }

## La scheda Giocatori

players-hint = clicca una riga per le statistiche di quel giocatore
players-export = Esporta CSV…
players-exported = { $n ->
    [one] Scritto { $n-text } giocatore in { $path }
   *[other] Scritti { $n-text } giocatori in { $path }
}
players-export-failed = Impossibile scrivere il file CSV: { $error }
col-snowie = Snowie
col-mwc-match = MWC/match %
    .title = MWC persi per errori, per match
compare-hint = Spunta due giocatori per confrontarli o unire l'uno all'altro.
compare-tick =
    .aria-label = Confronta { $name }
compare-overall = Complessivo
compare-head-to-head = Uno contro l'altro
compare-matches = Match (vinti–persi)
compare-better = migliore
compare-merge = Conta { $name } come { $player }
compare-merge-failed = Impossibile unire: { $error }
aliases-title = Nomi uniti
alias-line = { $alias } conta come { $player }
alias-undo = Annulla

## L'analisi con gnuBG

analyse-open = Analizza…
analyse-banner = { $n ->
    [one] { $n-text } match senza analisi
   *[other] { $n-text } match senza analisi
}
analyse-banner-running = { $text } (analisi in corso…)
analyse-title = Analizza con GNU Backgammon
analyse-what = { $n ->
    [0] Nessun match senza analisi { $where }.
    [one] { $n-text } match senza analisi { $where }.
   *[other] { $n-text } match senza analisi { $where }.
}
selection-library = nella libreria
selection-in = in questa selezione ({ $list })
selection-of = di { $player }
selection-money = sessioni money
selection-length = match ai { $n-text } punti
selection-from-to = dal { $from } al { $to }
selection-from = dal { $from }
selection-up-to = fino al { $to }
analyse-level = Livello
analyse-quick = Rapido
analyse-quick-plies = 0-ply
analyse-quick-note = Pochi secondi a match: PR e tassi d'errore vicini a quelli del livello standard.
analyse-standard = Standard
analyse-standard-plies = 2-ply
analyse-standard-note = Il livello abituale di gnuBG: minuti per un match lungo.
analyse-start = Analizza
analyse-failed = L'analisi non è potuta partire: { $error }
analyse-starting = Avvio di gnuBG…
analyse-running-note = Ogni match è salvato appena gnuBG lo ha finito; le statistiche dietro questa finestra seguono. Annulla si ferma quando i match in corso sono finiti e tiene ogni match completato.
analyse-count = { $total ->
    [one] { $done-text } di { $total-text } match completato
   *[other] { $done-text } di { $total-text } match completati
}
analyse-current = { $more ->
    [0] Analisi di { $match }
   *[other] Analisi di { $match } e altri { $more-text }
}
analyse-finishing = { $more ->
    [0] Annullamento: completamento di { $match }
   *[other] Annullamento: completamento di { $match } e altri { $more-text }
}
analyse-stopping = Annullato: arresto…
analyse-failed-match = { $label }: { $error }
analyse-could-not-run = L'analisi non è potuta avvenire
eta-done = finito
eta-estimating = stima in corso…
eta-less-than-a-second = meno di un secondo
eta-about = circa { $duration } rimanenti
duration-s = { $s } s
duration-min-s = { $min } min { $s } s
duration-h-min = { $h } h { $min } min
analysis-sum-analysed = { $n ->
    [one] { $n-text } analizzato
   *[other] { $n-text } analizzati
}
analysis-sum-failed = { $n ->
    [one] { $n-text } fallito
   *[other] { $n-text } falliti
}
analysis-sum-not-started = { $n ->
    [one] { $n-text } non iniziato
   *[other] { $n-text } non iniziati
}
analysis-finished = Analisi terminata: { $list } in { $duration }.
analysis-cancelled = Analisi annullata — ogni match completato resta: { $list } in { $duration }.
analysis-cancelled-rest = Analisi annullata — ogni match completato resta: { $list }. Analizza di nuovo per il resto.
level-quick = Rapido (0-ply)
level-standard = Standard (2-ply)
level-plies = { $n-text }-ply
error-import-running = è in corso un'importazione; attendi che finisca
error-analysis-running = è in corso un'analisi; attendila o annullala
error-plies = gnuBG analizza da 0 a { $max-text } ply, non { $plies-text }

## La scheda Impostazioni

lang-title = Lingua
lang-label = Lingua della finestra e dei suoi grafici
lang-system = Quella del sistema ({ $name })
lang-failed = Impossibile cambiare lingua: { $error }
error-no-language = nessun messaggio nella lingua «{ $lang }»
error-no-config-dir = nessuna cartella di configurazione su questo sistema; imposta BLUNDERDB_CONFIG_DIR
settings-library = Libreria
settings-open-library = Apri un'altra libreria…
settings-library-files = Libreria blunderDB
settings-open-failed = Impossibile aprire quella libreria: { $error }
error-reopen-busy = { $job ->
    [import] attendi la fine dell'importazione prima di aprire un'altra libreria
   *[other] attendi la fine dell'analisi prima di aprire un'altra libreria
}
thresholds-title = Soglie di errore e di blunder
thresholds-help = Una decisione è un errore quando perde almeno la soglia di errore in equity, un blunder dalla soglia di blunder.
preset-blunderdb = blunderDB
preset-gnubg = gnuBG
preset-xg = XG
thresholds-error = Errore ≥
thresholds-blunder = Blunder ≥
thresholds-apply = Applica
thresholds-saved = Salvato nella libreria: errore ≥ { $error }, blunder ≥ { $blunder }.
thresholds-saved-preset = Salvato nella libreria: errore ≥ { $error }, blunder ≥ { $blunder } ({ $preset }).
thresholds-failed = Impossibile cambiare le soglie: { $error }
thresholds-error-not-number = La soglia di errore deve essere un numero come { $example }.
thresholds-blunder-not-number = La soglia di blunder deve essere un numero come { $example }.
thresholds-error-too-big = Una soglia di errore di { $value } supera qualunque errore reale.
thresholds-blunder-too-big = Una soglia di blunder di { $value } supera qualunque errore reale.
thresholds-order = La soglia di errore ({ $error }) non deve superare la soglia di blunder ({ $blunder }).
levels-title = Fasce di livello
levels-help = I nomi di livello dietro il grafico dell'andamento, secondo il PR.
levels-source = Da { $source }.
levels-failed = Impossibile cambiare le fasce di livello: { $error }
gnubg-title = Analisi con GNU Backgammon
gnubg-version = GNU Backgammon { $version }
gnubg-unusable = GNU Backgammon non è utilizzabile: { $error }
gnubg-unusable-plain = GNU Backgammon non è utilizzabile
gnubg-unknown = Impossibile cercare GNU Backgammon: { $error }
gnubg-install-hint = Per installare GNU Backgammon: `sudo apt-get install gnubg` (Debian, Ubuntu) oppure https://www.gnu.org/software/gnubg/ (Windows, macOS); BLUNDERDB_GNUBG indica il programma
gnubg-default-level = Livello predefinito per i match senza analisi:
gnubg-default-legend = Livello predefinito
gnubg-level-saved = Salvato nella libreria: { $level } salvo scelta diversa.
gnubg-level-failed = Impossibile cambiare il livello predefinito: { $error }
gnubg-choose = Scegli il programma…
gnubg-forget = Cercalo di nuovo
gnubg-choose-title = Il programma di GNU Backgammon (gnubg-cli.exe su Windows)
gnubg-path-saved = Salvato: blunderDB analizza con questo programma.
gnubg-path-forgotten = blunderDB cerca di nuovo GNU Backgammon da sé.
gnubg-path-failed = Impossibile usare quel programma: { $error }

## Le scale dei livelli

scale-xg = XG
scale-gnubg = gnuBG
scale-bmab = BMAB
scale-xg-source = la tabella «Performance Rating» di eXtreme Gammon (Wikipedia, «eXtreme Gammon»)
scale-gnubg-source = le valutazioni di GNU Backgammon (GetRating(), versione 1.08.003)
scale-bmab-source = le valutazioni della versione di sviluppo di GNU Backgammon, simili ai gradi del BMAB

## La cartella sorvegliata

watch-title = Cartella sorvegliata
watch-help = Indica la cartella dove XG, gnuBG o il tuo browser salvano i match: i file che vi compaiono sono importati appena smettono di cambiare, ciascuno una volta.
watch-none = Nessuna
watch-choose = Scegli cartella…
watch-stop = Smetti di sorvegliare
watch-analyse = Analizza con gnuBG i nuovi match senza analisi (al livello predefinito)
watch-dialog-title = Cartella da sorvegliare
watch-started = Sorvegliata: i file di match che vi compaiono sono importati appena smettono di cambiare.
watch-stopped = Ora nessuna cartella è sorvegliata.
watch-analyse-on = I nuovi match senza analisi saranno analizzati con gnuBG al livello predefinito.
watch-analyse-off = I nuovi match sono solo importati.
watch-failed = Impossibile cambiare la cartella sorvegliata: { $error }
watch-watching = Sorveglio { $folder }
watch-waiting = { $n ->
    [one] { $n-text } file in scrittura
   *[other] { $n-text } file in scrittura
}
watch-at = { $what } alle { $time }
watch-imported = importato { $name }
watch-already-in = { $name } è già nella libreria
watch-analysing = analisi di { $name } ({ $plies-text }-ply)…
watch-analysed = analizzato { $name }
watch-no-folder = Nessuna cartella è sorvegliata.
watch-since-start = Dall'avvio: { $list }.
watch-sum-imported = { $n ->
    [one] { $n-text } file importato
   *[other] { $n-text } file importati
}
watch-sum-analysed = { $n ->
    [one] { $n-text } match analizzato
   *[other] { $n-text } match analizzati
}
watch-sum-failed = { $n ->
    [one] { $n-text } file fallito
   *[other] { $n-text } file falliti
}
error-not-a-folder = { $path }: non è una cartella
error-folder-gone = { $path }: la cartella non c'è più
error-analysis-failed = { $label }: analisi fallita

## Informazioni

about-name-version = { $name } { $version }
about-version = Versione { $version }
about-summary = Statistiche di match di backgammon dai file di eXtreme Gammon, di GNU Backgammon e dei siti di gioco online.
about-licence = Licenza: { $licence }.
about-built = Realizzato con Tauri { $tauri }; include la riga di comando blunderdb.
about-includes-cli = Include la riga di comando blunderdb.

## La scheda Match e la revisione di un match (ui/matches.js, ui/review.js)

tab-matches = Match
matches-hint = clicca un match, o premi Invio, per rivederlo mossa per mossa
matches-search = Nome
matches-search-field =
    .placeholder = Giocatore o torneo
matches-event-field =
    .placeholder = Qualsiasi torneo
matches-col-pr0 = PR 1
    .title = PR del primo giocatore nominato, secondo l'analisi che conta
matches-col-pr1 = PR 2
    .title = PR del secondo giocatore nominato, secondo l'analisi che conta
matches-col-analyses = Analisi
    .title = ✓ indica l'analisi da cui vengono le cifre
matches-gnubg-plies = gnuBG { $plies-text }-ply
matches-unanalysed = non analizzato
matches-won =
    .title = Ha vinto il match
matches-row =
    .title = Rivedi questo match (Invio)
matches-none = Nessun match in questa selezione.
matches-failed = Impossibile elencare i match: { $error }
review-back = ‹ Match
    .title = Torna all'elenco dei match (Esc)
review-analysis = Analisi
review-errors-of = Errori di
    .title = Alt+← e Alt+→ saltano agli errori e ai blunder di questo giocatore
    .title = Ruota il tavoliere (F)
review-keys = ← → mossa · PgUp PgDn partita · Home End · Alt+← → errore · F ruota
review-flip = Ruota il tavoliere
review-moves =
    .aria-label = Mosse e decisioni di cubo
review-game = Partita { $game-text } · { $score }
review-crawford = Crawford
review-game-won = { $n ->
    [one] { $player } vince { $n-text } punto
   *[other] { $player } vince { $n-text } punti
}
review-dance = non può muovere
review-at = Partita { $game-text }, mossa { $move-text }: { $player }
review-candidates = Mosse candidate
review-counted = conta nelle cifre
review-verdict = Migliore: { $best } · errore { $error }
review-graph = Errore cumulato per mossa
review-graph-mwc = Errore cumulato e probabilità di vincere il match per mossa
review-graph-tip =
    .title = Clicca un punto per andare a quella mossa
review-open = Rivedi
    .title = Rivedi il match da questa mossa
review-open-match = Rivedi
    .title = Rivedi questo match mossa per mossa
review-failed = Impossibile aprire il match: { $error }
review-board-failed = Impossibile disegnare il tavoliere: { $error }
review-no-moves = Questo match non ha mosse.
review-unanalysed = Questo match non ha analisi: i suoi errori sono sconosciuti.

## La scheda Posizioni (ui/positions.js): i filtri di ricerca di blunderDB
## su tutte le decisioni (docs/search.md). I nomi dei filtri, i loro valori
## (race, back_game, take, money…) e gli esempi sono il linguaggio di
## ricerca stesso: restano come sono.

tab-positions = Posizioni
positions-hint = trova qualsiasi posizione con i filtri di ricerca di blunderDB, o disegna una struttura sul tavoliere
positions-query-label = Ricerca
positions-query-field =
    .placeholder = per esempio: nc P<90 gt:holding
    .aria-label = Ricerca
positions-search = Cerca
positions-paste = Trova posizione
    .title = L'XGID o il Position ID di gnuBG (con o senza Match ID) nella casella: ogni decisione presa in quella posizione
positions-pasted = { $exact } con questo cubo e punteggio, poi { $same } con le sole stesse pedine
positions-save = Salva…
    .title = Salva questa ricerca con un nome
positions-save-ok = Salva
positions-save-name =
    .placeholder = Nome della ricerca
positions-keys = Tab o ↓ sceglie un filtro · Invio cerca
positions-complete =
    .aria-label = Filtri adatti
positions-saved = Ricerche salvate
positions-saved-none = ancora nessuna: scrivi una ricerca, poi Salva…
positions-saved-remove =
    .title = Elimina la ricerca salvata "{ $name }"
    .aria-label = Elimina la ricerca salvata "{ $name }"
positions-saved-as = Salvata come "{ $name }".
positions-save-failed = Impossibile salvare: { $error }
positions-filters-help = I filtri
positions-help-insert =
    .title = Aggiungi { $example } alla ricerca
positions-start = Scrivi una ricerca e premi Invio; una ricerca vuota elenca tutte le decisioni, le peggiori per prime.
positions-searching = Ricerca in corso…
positions-failed = Impossibile cercare: { $error }
positions-none = Nessuna decisione corrisponde a questa ricerca.
positions-found = Trovate
positions-card =
    .title = Apri il suo tavoliere (Invio)
positions-card-error =
    .title = Errore della decisione (EMG)
positions-played = { $dice }: { $move }
positions-played-cube = Giocata: { $move }
positions-best = Migliore: { $move }
positions-pips = Pip { $me }–{ $them }
positions-where = Match { $match } · partita { $game } · mossa { $move }
positions-board-title = Risultato { $rank-text } di { $total-text }
positions-board-keys = ← → risultato · Esc chiude

## La struttura disegnata sul piccolo tavoliere

positions-structure = Struttura
positions-side = Pedine di
positions-side-me = Giocatore di turno
positions-side-them = Avversario
positions-draw =
    .aria-label = Tavoliere su cui disegnare una struttura di pedine
positions-structure-clear = Cancella
positions-structure-count = Giocatore di turno: { $me-text } · avversario: { $them-text }
positions-structure-help = Clic su una punta per aggiungere una pedina, clic destro o Maiusc+clic per toglierne una: la ricerca chiede almeno queste pedine.

## L'aiuto dei filtri, una riga ciascuno

positions-help-nc = nessun contatto: una corsa
positions-help-pips = il conteggio dei pip del giocatore di turno: P<70 al massimo 70, P>150 almeno 150, P60,90 da 60 a 90
positions-help-behind = pip di ritardo: il conteggio del giocatore di turno meno quello dell'avversario (negativo quando è in vantaggio)
positions-help-back = pedine arretrate, sulle punte 19–24: in minuscolo quelle del giocatore di turno, in maiuscolo quelle dell'avversario
positions-help-zone = pedine nella zona, punte 1–12
positions-help-outfield = blot nel campo esterno, punte 7–18
positions-help-home = blot nella casa
positions-help-off = pedine uscite
positions-help-dice = il tiro: D31; un tiro con un 6: D6; xD65 esclude 6-5
positions-help-decision = d: una decisione di cubo, oppure d:checker, d:double, d:nodouble, d:take, d:pass; dd: la decisione di chi raddoppia; dr: la risposta
positions-help-error = l'errore della decisione in millipunti: E>80 è 0,080 o più
positions-help-best = uno schema nella mossa migliore, o la migliore azione di cubo: m'ND,DT,DP'
positions-help-structure = una struttura: ogni lato ha almeno queste pedine (disegnala sul tavoliere)
positions-help-cube = il cubo: il suo valore (c2, c>4) e chi lo possiede (c:centre, c:mine, c:theirs)
positions-help-score = il punteggio in punti mancanti, prima quello del giocatore di turno: score:2a4a, score:dmp, score:money
positions-help-crawford = la partita Crawford
positions-help-length = la lunghezza del match, 0 per il money: ml:7, ml5,9
positions-help-phase = la fase: opening, middle, race, bearoff
positions-help-plan = il piano di gioco del giocatore di turno: race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact
positions-help-player = le decisioni prese da questo giocatore
positions-help-players = pl: i match giocati da questo giocatore; op: le decisioni contro questo avversario
positions-help-dates = i match giocati in quel periodo: un anno, un mese o un giorno
positions-help-engine = le cifre delle analisi di quel programma: xg o gnubg
positions-help-not = davanti a un filtro: esclude ciò che seleziona

## I valori proposti dal completamento

positions-plan-race = Corsa
positions-plan-bear_in = Rientro in casa
positions-plan-crunch = Crollo
positions-plan-back_game = Back game
positions-plan-ace_point = Gioco sul punto asso
positions-plan-blitz = Blitz
positions-plan-prime_vs_prime = Prime contro prime
positions-plan-mutual_holding = Holding reciproco
positions-plan-holding = Holding game
positions-plan-contact = Contatto
positions-cube-centre = il cubo al centro
positions-cube-mine = il cubo dalla parte di chi decide
positions-cube-theirs = il cubo dall'altra parte
positions-score-dmp = double match point

## Un campo data

# The order of the day, the month and the year, as the window writes dates.
filter-date-field =
    .placeholder = gg/mm/aaaa
filter-date-pattern = gg/mm/aaaa
filter-date-invalid = Data non valida: scrivila come { $pattern }, ad es. { $example }

## La scheda Allenamento (#28)

tab-train = Allenamento
train-deck = Carte di
train-deck-all = Tutte le carte
train-deck-starred = Le decisioni con la stella
train-deck-collection = Raccolta: { $name }
train-deck-search = Ricerca salvata: { $name }
train-start = Inizia
train-none = Nessuna carta da ripassare in questo mazzo. Metti la stella a delle decisioni (nella revisione o su una carta), crea una raccolta o salva una ricerca, poi sceglila qui.
train-how = Fai clic su una pedina, poi sulla punta dove va (o trascinala); il vassoio la porta fuori. Oppure scrivi la mossa.
train-answer = Rispondi
train-undo = Annulla
train-clear = Cancella
train-next = Carta successiva
train-due = { $due-text } da ripassare su { $total-text } carte
train-retention = Ritenzione { $measured } % su { $reviews-text } risposte (obiettivo { $target } %)
train-retention-none = Ritenzione obiettivo: { $target } %
train-question-checker = Muove { $player }: la tua mossa?
train-question-doubler = { $player } al tiro: raddoppiare?
train-question-taker = { $player } riceve il raddoppio: accettare o rifiutare?
train-cube-double = { kind-double }
train-cube-no-double = { kind-no_double }
train-cube-take = { kind-take }
train-cube-pass = { kind-pass }
train-grade-best = La migliore
train-grade-close = Vicina: sotto la soglia d'errore
train-grade-error = Errore
train-grade-blunder = Blunder
train-grade-not-in-analysis = Non nell'analisi
train-loss = { $loss } persi
train-best = Migliore: { $best } · la tua: { $answer }
train-answer-was = La tua risposta: { $answer }
train-next-due = Da ripassare il { $when }
train-mark-answer = la tua
train-mark-played = giocata
marks-title = Conserva
marks-star = ☆ Stella
marks-starred = ★ Con stella
marks-tag-add = Aggiungi etichetta
marks-comment-save = Salva commento
train-move-field =
    .placeholder = 13/7 8/7
    .aria-label = La tua mossa
marks-tag-field =
    .placeholder = #backgame
marks-comment-field =
    .placeholder = Il tuo commento
marks-tag-remove =
    .title = Togli l'etichetta #{ $tag }
    .aria-label = Togli l'etichetta #{ $tag }

## Pictures and collections (#28)

keep-picture = Immagine:
keep-with-analysis = con l'analisi
keep-copy-svg = Copia SVG
keep-copy-png = Copia PNG
keep-save-svg = Salva come SVG…
keep-save-png = Salva come PNG…
keep-copied-svg = Copiata come testo SVG
keep-copied-png = Copiata come immagine ({ $width } × { $height } pixel)
keep-saved = { $path } salvato ({ $kb-text } KB)
keep-failed = Nessuna immagine: { $error }
keep-collection-field =
    .aria-label = Raccolta
    .title = Raccolta
keep-add = Aggiungi alla raccolta
keep-added = Aggiunta a { $name }
keep-already = Già in { $name }
keep-no-collection = Nessuna raccolta a cui aggiungerla: creane una nella scheda Allenamento.
keep-starred-mark = ★
    .title = Con stella
collections-title = Raccolte
collections-from = Decisioni
collections-from-empty = Nessuna per ora: aggiungile una a una
collections-from-query = La ricerca della scheda Posizioni: { $query }
collections-from-saved = Ricerca salvata: { $name }
collections-make = Nuova raccolta
collections-name-field =
    .placeholder = Nome della raccolta
    .aria-label = Nome della raccolta
collections-no-name = Dai un nome alla raccolta.
collections-made = Raccolta { $name } creata.
collections-none = Ancora nessuna raccolta. Creane una qui, poi aggiungi decisioni dal pannello Conserva di un tavoliere.
collections-name = Nome
collections-kind = Tipo
collections-decisions = Decisioni
collections-live = viva: { $query }
collections-listed = elenco
collections-count = { $n-text }
collections-show = Mostra
collections-remove = Togli
collections-follows = segue la ricerca { $query }
collections-export-html = Esporta rapporto…
collections-export-xgid = Esporta XGID…
collections-export-anki = Esporta in Anki…
collections-delete = Elimina…
collections-delete-ask = Eliminare la raccolta { $name }? Le sue decisioni restano nella libreria, con i loro segni e le loro carte di allenamento.
collections-delete-yes = Elimina
collections-delete-no = Tienila
collections-deleted = Raccolta { $name } eliminata.
collections-empty = Questa raccolta non ha decisioni.
collections-first = Sono mostrate le prime { $shown-text } decisioni su { $total-text }; l’esportazione le contiene tutte.
collections-more = Mostra altre { $n-text }

## La libreria del club (ui/club.js, #30): la scheda delle Impostazioni, la
## pubblicazione su un server di club (`blunderdb serve`) e la sua
## libreria, mostrata in sola lettura.

club-title = Libreria del club
club-help = Un server di club conserva la libreria comune del club: pubblica lì i tuoi match e apri qui le sue cifre, in sola lettura.
club-url-label = Indirizzo del server
club-token-label = Token
club-url-field =
    .placeholder = https://club.example.org
club-token-field =
    .placeholder = il token che ti ha dato l'amministratore del club
club-connect = Connetti
club-connecting = Connessione…
club-forget = Dimentica questo club
club-none = Nessun club impostato.
club-status = { $club } su { $url } · { $role ->
    [reader] lettore: puoi aprire la sua libreria
    [uploader] contributore: puoi pubblicarvi dei match
    [admin] amministratore: puoi pubblicarvi dei match
    [worker] worker: questo token analizza i match del club
   *[other] il ruolo del token è sconosciuto
}
club-status-unreached = Server di club { $url }: non ancora raggiunto.
club-viewing = La finestra mostra la libreria di { $club }, in sola lettura.
club-connected = Connesso a { $club }.
club-forgotten = Il club è dimenticato: il suo indirizzo e il suo token non sono più conservati.
club-set-failed = Impossibile connettersi al club: { $error }
club-forget-failed = Impossibile dimenticare il club: { $error }
club-url-empty = Scrivi l'indirizzo del server del club.
club-url-scheme = { $url } non è l'indirizzo di un server di club: comincia con http:// o https://.
club-token-empty = Scrivi il token che ti ha dato l'amministratore del club.
club-unpublished = { $n ->
    [one] { $n-text } match della tua libreria non è ancora pubblicato.
   *[other] { $n-text } match della tua libreria non sono ancora pubblicati.
}
club-unpublished-none = Tutti i match della tua libreria sono pubblicati.
club-last-publish = Ultima pubblicazione: { $when }.
club-never-published = Ancora niente pubblicato da questo computer.
club-publish-new = Pubblica i nuovi match
    .title = I match importati dall'ultima pubblicazione (la prima volta: tutti i match)
club-publish-all = Pubblica tutto
    .title = Tutti i match della tua libreria; quelli che il club ha già contano come doppioni
club-publishing = Pubblicazione…
club-publishing-progress = Pubblicazione… { $done } / { $total }
club-published = { $n ->
    [one] { $n-text } file inviato al club: { $list }
   *[other] { $n-text } file inviati al club: { $list }
}
club-publish-nothing = Niente di nuovo da pubblicare.
club-publish-failed = Impossibile pubblicare: { $error }
club-publish-details = File per file
club-publish-while-viewing = Torna alla tua libreria per pubblicare da lì.
club-publish-no-right = Questo token non può pubblicare: chiedi all'amministratore del club un token da contributore (uploader).
club-open = Apri la libreria del club
club-opening = Scaricamento della libreria del club…
club-opening-progress = Scaricamento della libreria del club… { $done } / { $total }
club-back = Torna alla mia libreria
club-open-failed = Impossibile aprire la libreria del club: { $error }
club-close-failed = Impossibile tornare alla tua libreria: { $error }
club-banner = Libreria del club «{ $club }» — sola lettura
club-synced = aggiornata il { $when }
club-update = Aggiorna
club-updating = Aggiornamento…
club-updating-progress = Aggiornamento… { $done } / { $total }
club-read-only-drop = La libreria del club è in sola lettura: torna alla tua libreria per importare questi file.
