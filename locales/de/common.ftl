# blunderDB — die Namen der Kennzahlen und die Begriffe, die jeder Teil des
# Programms zeigt (Fenster, Kommandozeile, Diagramme, Bretter und Bericht).
# Englisch ist die Quelle und der Rückfall jeder anderen Sprache.
#
# Eine Kennung `fig-<key>` benennt die Kennzahl, die JSON unter <key> schreibt.
# Zahlen kommen in zwei Variablen: `$n` (zur Wahl der Pluralform) und
# `$n-text` (die Zahl in deutscher Schreibweise).
#
# Begriffe (for reviewers):
# - blunder: „Blunder“, as German players say it (gnuBG de has only the
#   rating „sehr schlecht“; „Patzer“ reads as a slip, „grober Fehler“ is long).
# - cube: „Cube“ as in blunderDB's German page („Cube-Entscheidungen“,
#   „knapper Cube“); Double / Take / Pass / No Double kept in English as on
#   that page and at German tables (gnuBG de's „Doppler“, „Annahme“,
#   „Ablehnung“ are little used).
# - checker play: „Steinzüge“ (blunderDB's page), „Zug“ in compounds
#   („Zugfehler“, „Zug-PR“); „nicht erzwungene Züge“ from the same page.
# - luck: „Glück“ (gnuBG de). race: „Rennen“ (gnuBG de). bear-off:
#   „Bear-off“ (gnuBG de „Bearoff“, what players say). money: „Money“.
# - MWC loss: „MWC-Verlust“ (blunderDB's page); pp kept: the page writes
#   „≤ 1.0 pp“. PR, MWC, Snowie ER, EMG, mpt kept.
# - game plans: „Spielplan“; the English names German players use
#   („Backgame“, „Blitz“, „Crunch“, „Bear-in“), „Holding-Spiel“, „Prime gegen
#   Prime“, „Ace-Point-Spiel“.

## Die Kennzahlen

fig-name = Spieler
fig-matches = Matches
fig-wins = Siege
fig-losses = Niederlagen
fig-mwc_loss_per_match_pct = MWC-Verlust pro Match
fig-checker_total = Steinzüge
fig-checker_unforced = Nicht erzwungene Züge
fig-close_cube = Knappe Cube-Entscheidungen
fig-doubles = Doubles
fig-takes = Takes
fig-passes = Passes
fig-decisions = Entscheidungen
fig-checker_error_emg = Zugfehler
fig-cube_error_emg = Cube-Fehler
fig-error_emg = Gesamtfehler
fig-pr = PR
fig-pr_checker = Zug-PR
fig-pr_cube = Cube-PR
fig-snowie_er = Snowie ER
fig-mwc_loss_pct = MWC-Verlust
fig-checker_mwc_loss_pct = MWC-Verlust (Züge)
fig-cube_mwc_loss_pct = MWC-Verlust (Cube)
fig-luck_emg = Glück
fig-luck_rolls = Würfe mit Glückswert
fig-luck_mwc_pct = Glück (MWC)
fig-errors = Fehler
fig-blunders = Blunder

## Einheiten und Markierungen

unit-emg = EMG
unit-mwc-points = pp
unit-millipoints = mpt
unknown = —
mark-doubtful = zweifelhaft
mark-error = Fehler
mark-blunder = Blunder

## Entscheidungen

kind-checker = Steinzug
kind-no_double = No Double
kind-double = Double
kind-take = Take
kind-pass = Pass
kind-resign = Aufgabe
kind-cube = Cube-Entscheidung
decisions-all = Alle Entscheidungen
decisions-checker = Steinzüge
decisions-cube = Cube-Entscheidungen

## Aufschlüsselungen

by-cube-action = Cube-Aktion
by-phase = Phase
by-score = Spielstand
by-length = Länge
by-plan = Spielplan
cube-missed_double = Verpasstes Double
cube-wrong_double = Falsches Double
cube-wrong_take = Falscher Take
cube-wrong_pass = Falscher Pass
phase-opening = Eröffnung
phase-middle = Mittelspiel
phase-race = Rennen
phase-bearoff = Bear-off
phase-unknown = Unbekannt
plan-race = Rennen
plan-bear_in = Bear-in
plan-crunch = Crunch
plan-back_game = Backgame
plan-ace_point = Ace-Point-Spiel
plan-blitz = Blitz
plan-prime_vs_prime = Prime gegen Prime
plan-mutual_holding = Gegenseitiges Holding-Spiel
plan-holding = Holding-Spiel
plan-contact = Kontakt
plan-unknown = Unbekannt
query-breakdown-plan-cube = die Aufschlüsselung plan umfasst Steinzüge; --type cube wählt keine aus
length-money = Money
# Ein Spielstand aus Sicht des Spielers: „3-away, 5-away“.
score-away = { $a }-away, { $b }-away
length-points = { $n ->
    [one] { $n-text } Punkt
   *[other] { $n-text } Punkte
}

## Anzahlen

count-matches = { $n ->
    [one] { $n-text } Match
   *[other] { $n-text } Matches
}
count-players = { $n ->
    [one] { $n-text } Spieler
   *[other] { $n-text } Spieler
}
count-decisions = { $n ->
    [one] { $n-text } Entscheidung
   *[other] { $n-text } Entscheidungen
}

## Auswahl

filter-player = Spieler
filter-opponent = Gegner
filter-from = Von
filter-to = Bis
filter-length = Matchlänge
filter-decisions = Entscheidungen
filter-any-length = Jede Länge
filter-all-players = Alle Spieler
field-date = Datum
field-event = Turnier
field-players = Spieler
field-result = Ergebnis
field-game = Partie
field-move = Zug
field-dice = Würfel
field-played = Gespielt
field-best = Bester
field-error = Fehler
field-source = Datei
field-thresholds = Schwellenwerte
thresholds-text = Fehler ≥ { $error } EMG, Blunder ≥ { $blunder } EMG
engine-xg = eXtreme Gammon
engine-gnubg = GNU Backgammon

# A club library in the window (Settings, #30).
club-not-set = Kein Club eingerichtet: Adresse und Token in den Einstellungen angeben.
club-read-only = Die Clubbibliothek ist schreibgeschützt: Zum Ändern zur eigenen Bibliothek zurückkehren (Einstellungen).
