# blunderDB — de woorden van de afbeeldingen en documenten die in Rust
# getekend worden: het foutenhistogram en de voortgangsgrafiek, de borden en
# het HTML-rapport. Engels is de bron en de terugval.
#
# Getallen komen al op zijn Nederlands geschreven (`0,050`), als tekst; wie
# een meervoudsvorm kiest, als `$n` (om te kiezen) en `$n-text` (om te tonen).
#
# Gekozen termen (for reviewers), as in common.ftl:
# - blunder, cube, Double / Take / Pass as Dutch players say them; «zet».
# - neither gnuBG nor XG has Dutch rating names; the names are the plain
#   Dutch for their English ones (gnuBG «Bovennatuurlijk», «Wereldklasse»,
#   «Expert», «Gevorderd», «Gemiddeld», «Recreatief speler», «Beginner»,
#   «Vreselijk!»; XG «Wereldkampioen», …, «Afgeleid»); BMAB's grades as
#   chess titles («Grootmeester»).
# - rolling PR: «voortschrijdende PR» (voortschrijdend gemiddelde). equity
#   and pips kept. axis counts: «K» and «mln.» (CLDR nl).
# - Position ID, Match ID and XGID are the programs' own names, kept.

## Grafieken

chart-decisions = beslissingen
chart-error-axis = fout (millipunten)
chart-no-decisions = geen geanalyseerde beslissingen
chart-error-mark = fout ≥ { $value }
chart-blunder-mark = blunder ≥ { $value }
chart-bar-hit = { $range } millipunten: deze beslissingen tonen
chart-thousands = { $value }K
chart-millions = { $value } mln.
chart-pr = PR
chart-won = gewonnen
chart-lost = verloren
chart-rolling-pr = voortschrijdende PR
chart-trend = trend
chart-no-dated-match = geen geanalyseerde match met een datum

## Niveaus

level-xg-world-champ = Wereldkampioen
level-xg-world-class = Wereldklasse
level-xg-expert = Expert
level-xg-advanced = Gevorderd
level-xg-intermediate = Gemiddeld
level-xg-casual = Recreatief speler
level-xg-beginner = Beginner
level-xg-distracted = Afgeleid
level-gnubg-supernatural = Bovennatuurlijk
level-gnubg-world-class = Wereldklasse
level-gnubg-expert = Expert
level-gnubg-advanced = Gevorderd
level-gnubg-intermediate = Gemiddeld
level-gnubg-casual = Recreatief speler
level-gnubg-beginner = Beginner
level-gnubg-awful = Vreselijk!
level-bmab-super-grandmaster = Supergrootmeester
level-bmab-grandmaster = Grootmeester
level-bmab-master = Meester
level-bmab-advanced = Gevorderd
level-bmab-intermediate = Gemiddeld
level-bmab-beginner = Beginner

## Borden

board-title = { $player } — match { $match_no }, partij { $game }, zet { $move_no }: { $kind }
board-money = money game
board-length = { $n ->
    [one] match tot { $n-text } punt
   *[other] match tot { $n-text } punten
}
board-length-crawford = { $n ->
    [one] match tot { $n-text } punt, Crawford-partij
   *[other] match tot { $n-text } punten, Crawford-partij
}
board-to-play = { $player } speelt { $dice }
board-take-or-pass = { $opponent } doublet naar { $cube }: { $player } take of pass?
board-double-or-not = { $player } aan zet: double of niet?
board-where = Match { $match_no } · partij { $game } · zet { $move_no } — { $what }
board-no-position = Geen bord: het bestand van deze beslissing geeft geen stelling.
board-pips = Pips: { $player } { $mine } · { $opponent } { $theirs }
board-no-move = (geen zet)
board-is-best = (de beste)
board-error = Fout { $error } EMG · { $mwc }% MWC

## Het HTML-rapport

report-title = blunderDB-rapport
report-title-of = blunderDB-rapport — { $selection }
report-figures = Cijfers
report-histogram = Foutenhistogram
report-histogram-note = Getelde beslissingen naar fout, in millipunten (duizendsten van EMG).
report-worst = { $n ->
    [0] De slechtste beslissingen
    [one] De slechtste beslissing
   *[other] De { $n-text } slechtste beslissingen
}
report-no-decision = Geen geanalyseerde beslissing in deze selectie.
report-footer = Gemaakt door blunderDB { $version } — de borden zijn gezien vanuit de speler die beslist; de ID's plak je in gnuBG (Position ID, Match ID) en XG (XGID).
report-dates-between = { $from } t/m { $to }
report-dates-from = vanaf { $from }
report-dates-until = t/m { $to }
report-money-sessions = moneysessies
report-length-matches = { $n ->
    [one] matches tot { $n-text } punt
   *[other] matches tot { $n-text } punten
}
report-matches-won-lost = { $matches } ({ $wins } gewonnen, { $losses } verloren)
report-pr-value = { $pr } (zetten { $checker }, cube { $cube })
report-error-value = { $emg } EMG ({ $mwc }% MWC; { $per_match }% per match)
report-decisions-value = { $decisions } (niet-gedwongen zetten { $unforced }, krappe cubebeslissingen { $close })
report-errors-blunders = Fouten / blunders
report-errors-value = { $errors } / { $blunders } ({ $thresholds })
report-luck-value = { $rolls ->
    [one] { $emg } EMG over { $rolls-text } worp ({ $mwc }% MWC)
   *[other] { $emg } EMG over { $rolls-text } worpen ({ $mwc }% MWC)
}
report-thresholds-preset = { $thresholds } (voorinstelling { $name })
report-decision-heading = { $rank }. { $error } EMG — { $player } ({ $kind }) tegen { $opponent }, match { $match_no }, partij { $game }, zet { $move_no }
report-equity = Equity
report-diff = Verschil
report-played-mark = gespeeld
report-candidates-source-not-found = kandidaten: bronbestand niet gevonden
report-position-id = Position ID
report-match-id = Match ID
report-xgid = XGID
