# blunderDB — die Wörter der in Rust gezeichneten Bilder und Dokumente: das
# Fehlerhistogramm und das Verlaufsdiagramm, die Bretter und der HTML-Bericht.
# Englisch ist die Quelle und der Rückfall.
#
# Zahlen kommen schon in deutscher Schreibweise (`0,050`) als Text; die, die
# eine Pluralform wählen, als `$n` (zum Wählen) und `$n-text` (zum Zeigen).
#
# Begriffe (for reviewers), as in common.ftl:
# - Blunder, Cube, Double / Take / Pass kept as German players say them.
# - the ratings are gnuBG de's own (analysis.c: „Überirdisch“, „Weltklasse“,
#   „Experte“, „Fortgeschrittener“, „Amateur“ for Intermediate,
#   „Freizeitspieler“, „Anfänger“, „Schrecklich!“); XG's table has no German
#   source here, so its names are the plain German for them („Weltmeister“,
#   „Weltklasse“, …, „Unkonzentriert“); BMAB's grades as chess titles
#   („Großmeister“).
# - rolling PR: „gleitender PR“ (gleitender Durchschnitt). equity: „Equity“,
#   the players' word (gnuBG de's „Gewinnerwartung“ is long). Pips kept.
# - axis counts: „Tsd.“ and „Mio.“ (CLDR de).
# - Position ID, Match ID and XGID are the programs' own names, kept.

## Diagramme

chart-decisions = Entscheidungen
chart-error-axis = Fehler (Millipunkte)
chart-no-decisions = keine analysierten Entscheidungen
chart-error-mark = Fehler ≥ { $value }
chart-blunder-mark = Blunder ≥ { $value }
chart-bar-hit = { $range } Millipunkte: diese Entscheidungen auflisten
chart-thousands = { $value } Tsd.
chart-millions = { $value } Mio.
chart-pr = PR
chart-won = gewonnen
chart-lost = verloren
chart-rolling-pr = gleitender PR
chart-trend = Trend
chart-no-dated-match = kein analysiertes Match mit Datum

## Spielstärken

level-xg-world-champ = Weltmeister
level-xg-world-class = Weltklasse
level-xg-expert = Experte
level-xg-advanced = Fortgeschritten
level-xg-intermediate = Mittelstufe
level-xg-casual = Gelegenheitsspieler
level-xg-beginner = Anfänger
level-xg-distracted = Unkonzentriert
level-gnubg-supernatural = Überirdisch
level-gnubg-world-class = Weltklasse
level-gnubg-expert = Experte
level-gnubg-advanced = Fortgeschrittener
level-gnubg-intermediate = Amateur
level-gnubg-casual = Freizeitspieler
level-gnubg-beginner = Anfänger
level-gnubg-awful = Schrecklich!
level-bmab-super-grandmaster = Super-Großmeister
level-bmab-grandmaster = Großmeister
level-bmab-master = Meister
level-bmab-advanced = Fortgeschritten
level-bmab-intermediate = Mittelstufe
level-bmab-beginner = Anfänger

## Bretter

board-title = { $player } — Match { $match_no }, Partie { $game }, Zug { $move_no }: { $kind }
board-money = Money Game
board-length = { $n ->
    [one] Match auf { $n-text } Punkt
   *[other] Match auf { $n-text } Punkte
}
board-length-crawford = { $n ->
    [one] Match auf { $n-text } Punkt, Crawford-Partie
   *[other] Match auf { $n-text } Punkte, Crawford-Partie
}
board-to-play = { $player } zieht { $dice }
board-take-or-pass = { $opponent } doppelt auf { $cube }: { $player } – Take oder Pass?
board-double-or-not = { $player } am Wurf: Double oder nicht?
board-where = Match { $match_no } · Partie { $game } · Zug { $move_no } — { $what }
board-no-position = Kein Brett: Die Datei dieser Entscheidung enthält keine Stellung.
board-pips = Pips: { $player } { $mine } · { $opponent } { $theirs }
board-no-move = (kein Zug)
board-is-best = (der beste)
board-error = Fehler { $error } EMG · { $mwc } % MWC

## Der HTML-Bericht

report-title = blunderDB-Bericht
report-title-of = blunderDB-Bericht — { $selection }
report-figures = Kennzahlen
report-histogram = Fehlerhistogramm
report-histogram-note = Gezählte Entscheidungen nach Fehler, in Millipunkten (Tausendstel EMG).
report-worst = { $n ->
    [0] Die schlechtesten Entscheidungen
    [one] Die schlechteste Entscheidung
   *[other] Die { $n-text } schlechtesten Entscheidungen
}
report-no-decision = Keine analysierte Entscheidung in dieser Auswahl.
report-footer = Erstellt von blunderDB { $version } — die Bretter sind aus Sicht des entscheidenden Spielers gezeigt; die IDs lassen sich in gnuBG (Position ID, Match ID) und XG (XGID) einfügen.
report-dates-between = { $from } bis { $to }
report-dates-from = ab { $from }
report-dates-until = bis { $to }
report-money-sessions = Money-Sessions
report-length-matches = { $n ->
    [one] Matches auf { $n-text } Punkt
   *[other] Matches auf { $n-text } Punkte
}
report-matches-won-lost = { $matches } ({ $wins } gewonnen, { $losses } verloren)
report-pr-value = { $pr } (Züge { $checker }, Cube { $cube })
report-error-value = { $emg } EMG ({ $mwc } % MWC; { $per_match } % pro Match)
report-decisions-value = { $decisions } (nicht erzwungene Züge { $unforced }, knappe Cube-Entscheidungen { $close })
report-errors-blunders = Fehler / Blunder
report-errors-value = { $errors } / { $blunders } ({ $thresholds })
report-luck-value = { $rolls ->
    [one] { $emg } EMG über { $rolls-text } Wurf ({ $mwc } % MWC)
   *[other] { $emg } EMG über { $rolls-text } Würfe ({ $mwc } % MWC)
}
report-thresholds-preset = { $thresholds } (Voreinstellung { $name })
report-decision-heading = { $rank }. { $error } EMG — { $player } ({ $kind }) gegen { $opponent }, Match { $match_no }, Partie { $game }, Zug { $move_no }
report-equity = Equity
report-diff = Diff.
report-played-mark = gespielt
report-candidates-source-not-found = Kandidaten: Quelldatei nicht gefunden
report-position-id = Position ID
report-match-id = Match ID
report-xgid = XGID
