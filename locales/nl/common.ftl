# blunderDB — de namen van de cijfers en de termen die elk deel van het
# programma toont (het venster, de opdrachtregel, de grafieken, de borden en
# het rapport). Engels is de bron en de terugval van elke andere taal.
#
# Een id `fig-<sleutel>` noemt het cijfer dat JSON onder <sleutel> schrijft.
# Getallen komen in twee variabelen: `$n` (om de meervoudsvorm te kiezen) en
# `$n-text` (het getal op zijn Nederlands geschreven).
#
# Gekozen termen (for reviewers; no gnuBG nl exists, club usage followed):
# - blunder: «blunder», a Dutch word in its own right.
# - cube: «cube»; Double / Geen double / Take / Pass in the English that
#   Dutch players use at the board (as blunderDB's German page does).
# - checker play: «zet» / «zetten» («zetfout», «zet-PR»).
# - luck: «geluk». race: «race», bear-off: «bear-off», money: «Money» — the
#   English words Dutch players use.
# - units: pp written «%-punt» (procentpunt); PR, MWC, Snowie ER, EMG, mpt
#   kept.
# - game plans: «spelplan»; the English names Dutch players use (bear-in,
#   crunch, backgame, blitz, holding, prime).

## De cijfers

fig-name = Speler
fig-matches = Matches
fig-wins = Gewonnen
fig-losses = Verloren
fig-mwc_loss_per_match_pct = MWC-verlies per match
fig-checker_total = Zetten
fig-checker_unforced = Niet-gedwongen zetten
fig-close_cube = Krappe cubebeslissingen
fig-doubles = Doubles
fig-takes = Takes
fig-passes = Passes
fig-decisions = Beslissingen
fig-checker_error_emg = Zetfout
fig-cube_error_emg = Cubefout
fig-error_emg = Totale fout
fig-pr = PR
fig-pr_checker = Zet-PR
fig-pr_cube = Cube-PR
fig-snowie_er = Snowie ER
fig-mwc_loss_pct = MWC-verlies
fig-checker_mwc_loss_pct = MWC-verlies (zetten)
fig-cube_mwc_loss_pct = MWC-verlies (cube)
fig-luck_emg = Geluk
fig-luck_rolls = Worpen met bekend geluk
fig-luck_mwc_pct = Geluk (MWC)
fig-errors = Fouten
fig-blunders = Blunders

## Eenheden en markeringen

unit-emg = EMG
unit-mwc-points = %-punt
unit-millipoints = mpt
unknown = —
mark-doubtful = twijfelachtig
mark-error = fout
mark-blunder = blunder

## Beslissingen

kind-checker = Zet
kind-no_double = Geen double
kind-double = Double
kind-take = Take
kind-pass = Pass
kind-resign = Opgave
kind-cube = Cubebeslissing
decisions-all = Alle beslissingen
decisions-checker = Zetten
decisions-cube = Cubebeslissingen

## Uitsplitsingen

by-cube-action = Cube-actie
by-phase = Fase
by-score = Stand
by-length = Lengte
by-plan = Spelplan
cube-missed_double = Gemiste double
cube-wrong_double = Foute double
cube-wrong_take = Foute take
cube-wrong_pass = Foute pass
phase-opening = Opening
phase-middle = Middenspel
phase-race = Race
phase-bearoff = Bear-off
phase-unknown = Onbekend
plan-race = Race
plan-bear_in = Bear-in
plan-crunch = Crunch
plan-back_game = Backgame
plan-ace_point = Acepointgame
plan-blitz = Blitz
plan-prime_vs_prime = Prime tegen prime
plan-mutual_holding = Wederzijdse holding
plan-holding = Holdinggame
plan-contact = Contact
plan-unknown = Onbekend
query-breakdown-plan-cube = de uitsplitsing plan gaat over zetten; --type cube selecteert er geen
length-money = Money
# Een stand gezien vanuit de speler: "3-away, 5-away".
score-away = { $a }-away, { $b }-away
length-points = { $n ->
    [one] { $n-text } punt
   *[other] { $n-text } punten
}

## Aantallen

count-matches = { $n ->
    [one] { $n-text } match
   *[other] { $n-text } matches
}
count-players = { $n ->
    [one] { $n-text } speler
   *[other] { $n-text } spelers
}
count-decisions = { $n ->
    [one] { $n-text } beslissing
   *[other] { $n-text } beslissingen
}

## Selectie

filter-player = Speler
filter-opponent = Tegenstander
filter-from = Van
filter-to = Tot
filter-length = Matchlengte
filter-decisions = Beslissingen
filter-any-length = Elke lengte
filter-all-players = Alle spelers
field-date = Datum
field-event = Toernooi
field-players = Spelers
field-result = Uitslag
field-game = Partij
field-move = Zet
field-dice = Worp
field-played = Gespeeld
field-best = Beste
field-error = Fout
field-source = Bestand
field-thresholds = Drempels
thresholds-text = fout ≥ { $error } EMG, blunder ≥ { $blunder } EMG
engine-xg = eXtreme Gammon
engine-gnubg = GNU Backgammon

# A club library in the window (Settings, #30).
club-not-set = Er is geen club ingesteld: geef het adres en je token op in Instellingen.
club-read-only = De clubbibliotheek is alleen-lezen: ga terug naar je eigen bibliotheek (Instellingen) om te wijzigen.
