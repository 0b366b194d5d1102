# blunderDB — le parole delle immagini e dei documenti disegnati in Rust:
# l'istogramma degli errori e il grafico dei progressi, le tavole e il report
# HTML. L'inglese è la fonte e il ripiego.
#
# I numeri arrivano già scritti all'italiana (`0,050`), come testo; quelli
# che scelgono un plurale come `$n` (per scegliere) e `$n-text` (da mostrare).
#
# Termini scelti (for reviewers), as in common.ftl:
# - blunder «blunder», cubo, raddoppio, accetta / rifiuta, mossa (gnuBG it).
# - the ratings are gnuBG it's own (analysis.c: «Extraterrestre», «Classe
#   Mondiale», «Esperto», «Avanzato», «Intermedio», «Giocatore occasionale»,
#   «Principiante», and «Novizio!» for Awful!); XG's table has no Italian
#   source here, so its names are the plain Italian for them («Campione del
#   mondo», …, «Distratto»); BMAB's grades as chess titles («Gran Maestro»).
# - rolling PR: «PR mobile» (media mobile). equity: «Equity» (gnuBG it).
#   pips: «pip» (gnuBG it «Conteggio pip»).
# - percent written «0,12%» (no space, Italian usage).
# - Position ID, Match ID and XGID are the programs' own names, kept.
# - Plurals: one, many (millions), other.

## Grafici

chart-decisions = decisioni
chart-error-axis = errore (millipunti)
chart-no-decisions = nessuna decisione analizzata
chart-error-mark = errore ≥ { $value }
chart-blunder-mark = blunder ≥ { $value }
chart-bar-hit = { $range } millipunti: elenca queste decisioni
chart-thousands = { $value }k
chart-millions = { $value } Mln
chart-pr = PR
chart-won = vinto
chart-lost = perso
chart-rolling-pr = PR mobile
chart-trend = tendenza
chart-no-dated-match = nessun match analizzato con una data

## Livelli

level-xg-world-champ = Campione del mondo
level-xg-world-class = Classe mondiale
level-xg-expert = Esperto
level-xg-advanced = Avanzato
level-xg-intermediate = Intermedio
level-xg-casual = Giocatore occasionale
level-xg-beginner = Principiante
level-xg-distracted = Distratto
level-gnubg-supernatural = Extraterrestre
level-gnubg-world-class = Classe Mondiale
level-gnubg-expert = Esperto
level-gnubg-advanced = Avanzato
level-gnubg-intermediate = Intermedio
level-gnubg-casual = Giocatore occasionale
level-gnubg-beginner = Principiante
level-gnubg-awful = Novizio!
level-bmab-super-grandmaster = Super Gran Maestro
level-bmab-grandmaster = Gran Maestro
level-bmab-master = Maestro
level-bmab-advanced = Avanzato
level-bmab-intermediate = Intermedio
level-bmab-beginner = Principiante

## Tavole

board-title = { $player } — match { $match_no }, partita { $game }, mossa { $move_no }: { $kind }
board-money = money game
board-length = { $n ->
    [one] match a { $n-text } punto
    [many] match a { $n-text } di punti
   *[other] match a { $n-text } punti
}
board-length-crawford = { $n ->
    [one] match a { $n-text } punto, partita Crawford
    [many] match a { $n-text } di punti, partita Crawford
   *[other] match a { $n-text } punti, partita Crawford
}
board-to-play = { $player } gioca { $dice }
board-take-or-pass = { $opponent } raddoppia a { $cube }: { $player } accetta o rifiuta?
board-double-or-not = tocca a { $player }: raddoppiare o no?
board-where = Match { $match_no } · partita { $game } · mossa { $move_no } — { $what }
board-no-position = Nessuna tavola: il file di questa decisione non dà la posizione.
board-pips = Pip: { $player } { $mine } · { $opponent } { $theirs }
board-no-move = (nessuna mossa)
board-is-best = (la migliore)
board-error = Errore { $error } EMG · { $mwc }% di MWC

## Il report HTML

report-title = Report blunderDB
report-title-of = Report blunderDB — { $selection }
report-figures = Cifre
report-histogram = Istogramma degli errori
report-histogram-note = Decisioni contate per errore, in millipunti (millesimi di EMG).
report-worst = { $n ->
    [0] Le decisioni peggiori
    [one] La decisione peggiore
    [many] Le { $n-text } decisioni peggiori
   *[other] Le { $n-text } decisioni peggiori
}
report-no-decision = Nessuna decisione analizzata in questa selezione.
report-footer = Scritto da blunderDB { $version } — le tavole sono viste dal giocatore che decide; gli ID si incollano in gnuBG (Position ID, Match ID) e in XG (XGID).
report-dates-between = dal { $from } al { $to }
report-dates-from = dal { $from }
report-dates-until = fino al { $to }
report-money-sessions = sessioni money
report-length-matches = { $n ->
    [one] match a { $n-text } punto
    [many] match a { $n-text } di punti
   *[other] match a { $n-text } punti
}
report-matches-won-lost = { $matches } (vinti { $wins }, persi { $losses })
report-pr-value = { $pr } (mosse { $checker }, cubo { $cube })
report-error-value = { $emg } EMG ({ $mwc }% di MWC; { $per_match }% per match)
report-decisions-value = { $decisions } (mosse non forzate { $unforced }, cubo al limite { $close })
report-errors-blunders = Errori / blunder
report-errors-value = { $errors } / { $blunders } ({ $thresholds })
report-luck-value = { $rolls ->
    [one] { $emg } EMG su { $rolls-text } tiro ({ $mwc }% di MWC)
    [many] { $emg } EMG su { $rolls-text } di tiri ({ $mwc }% di MWC)
   *[other] { $emg } EMG su { $rolls-text } tiri ({ $mwc }% di MWC)
}
report-thresholds-preset = { $thresholds } (preimpostazione { $name })
report-decision-heading = { $rank }. { $error } EMG — { $player } ({ $kind }) contro { $opponent }, match { $match_no }, partita { $game }, mossa { $move_no }
report-equity = Equity
report-diff = Diff.
report-played-mark = giocata
report-candidates-source-not-found = candidate: file sorgente non trovato
report-position-id = Position ID
report-match-id = Match ID
report-xgid = XGID
