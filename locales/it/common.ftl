# blunderDB — i nomi delle cifre e i termini che ogni parte del programma
# mostra (la finestra, la riga di comando, i grafici, le tavole e il report).
# L'inglese è la fonte e il ripiego di ogni altra lingua.
#
# Un id `fig-<chiave>` nomina la cifra che il JSON scrive sotto <chiave>.
# I numeri arrivano in due variabili: `$n` (per scegliere il plurale) e
# `$n-text` (il numero scritto all'italiana).
#
# Termini scelti (for reviewers):
# - blunder: «blunder» (invariable), the word Italian players use; gnuBG it
#   has only the rating «molto brutta».
# - cube: «cubo», «raddoppio», «accetta» / «rifiuta», «decisione di cubo»
#   (gnuBG it).
# - checker play: «mossa» / «mosse» (gnuBG it «Mossa», «Mosse non forzate»).
# - luck: «fortuna» (gnuBG it). race: «corsa» (gnuBG it). bear-off:
#   «uscita» (gnuBG it «uscita pedine»). money: «Money» (gnuBG it).
# - units: pp written «p.p.» (punti percentuali); PR, MWC, Snowie ER, EMG,
#   mpt kept.
# - Plurals: one, many (millions: «1.000.000 di match»), other.
# - game plans: «piano di gioco»; the English names Italian players use
#   (crunch, back game, blitz, holding, prime), «rientro in casa» for the
#   bear-in, «gioco sull'asso».

## Le cifre

fig-name = Giocatore
fig-matches = Match
fig-wins = Vittorie
fig-losses = Sconfitte
fig-mwc_loss_per_match_pct = Perdita di MWC per match
fig-checker_total = Mosse
fig-checker_unforced = Mosse non forzate
fig-close_cube = Decisioni di cubo al limite
fig-doubles = Raddoppi
fig-takes = Accettazioni
fig-passes = Rifiuti
fig-decisions = Decisioni
fig-checker_error_emg = Errore di mossa
fig-cube_error_emg = Errore di cubo
fig-error_emg = Errore totale
fig-pr = PR
fig-pr_checker = PR mosse
fig-pr_cube = PR cubo
fig-snowie_er = Snowie ER
fig-mwc_loss_pct = Perdita di MWC
fig-checker_mwc_loss_pct = Perdita di MWC (mosse)
fig-cube_mwc_loss_pct = Perdita di MWC (cubo)
fig-luck_emg = Fortuna
fig-luck_rolls = Tiri con fortuna nota
fig-luck_mwc_pct = Fortuna (MWC)
fig-errors = Errori
fig-blunders = Blunder

## Unità e segni

unit-emg = EMG
unit-mwc-points = p.p.
unit-millipoints = mpt
unknown = —
mark-doubtful = dubbia
mark-error = errore
mark-blunder = blunder

## Decisioni

kind-checker = Mossa
kind-no_double = Non raddoppio
kind-double = Raddoppio
kind-take = Accetta
kind-pass = Rifiuta
kind-resign = Abbandono
kind-cube = Decisione di cubo
decisions-all = Tutte le decisioni
decisions-checker = Mosse
decisions-cube = Decisioni di cubo

## Suddivisioni

by-cube-action = Azione di cubo
by-phase = Fase
by-score = Punteggio
by-length = Lunghezza
by-plan = Piano di gioco
cube-missed_double = Raddoppio mancato
cube-wrong_double = Raddoppio errato
cube-wrong_take = Accettazione errata
cube-wrong_pass = Rifiuto errato
phase-opening = Apertura
phase-middle = Mediogioco
phase-race = Corsa
phase-bearoff = Uscita
phase-unknown = Sconosciuta
plan-race = Corsa
plan-bear_in = Rientro in casa
plan-crunch = Crunch
plan-back_game = Back game
plan-ace_point = Gioco sull'asso
plan-blitz = Blitz
plan-prime_vs_prime = Prime contro prime
plan-mutual_holding = Holding reciproco
plan-holding = Holding
plan-contact = Contatto
plan-unknown = Sconosciuto
query-breakdown-plan-cube = la suddivisione plan riguarda le mosse; --type cube non ne seleziona nessuna
length-money = Money
# Un punteggio visto dal giocatore: «3-away, 5-away».
score-away = { $a }-away, { $b }-away
length-points = { $n ->
    [one] { $n-text } punto
    [many] { $n-text } di punti
   *[other] { $n-text } punti
}

## Conteggi

count-matches = { $n ->
    [one] { $n-text } match
    [many] { $n-text } di match
   *[other] { $n-text } match
}
count-players = { $n ->
    [one] { $n-text } giocatore
    [many] { $n-text } di giocatori
   *[other] { $n-text } giocatori
}
count-decisions = { $n ->
    [one] { $n-text } decisione
    [many] { $n-text } di decisioni
   *[other] { $n-text } decisioni
}

## Selezione

filter-player = Giocatore
filter-opponent = Avversario
filter-from = Dal
filter-to = Al
filter-length = Lunghezza del match
filter-decisions = Decisioni
filter-any-length = Qualsiasi lunghezza
filter-all-players = Tutti i giocatori
field-date = Data
field-event = Torneo
field-players = Giocatori
field-result = Risultato
field-game = Partita
field-move = Mossa
field-dice = Dadi
field-played = Giocata
field-best = Migliore
field-error = Errore
field-source = File
field-thresholds = Soglie
thresholds-text = errore ≥ { $error } EMG, blunder ≥ { $blunder } EMG
engine-xg = eXtreme Gammon
engine-gnubg = GNU Backgammon

# A club library in the window (Settings, #30).
club-not-set = Nessun club impostato: indica il suo indirizzo e il tuo token in Impostazioni.
club-read-only = La libreria del club è di sola lettura: torna alla tua libreria (Impostazioni) per modificarla.
