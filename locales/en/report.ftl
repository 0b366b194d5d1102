# blunderDB — the words of the pictures and documents drawn in Rust: the
# error histogram and the progression chart, the board diagrams and the
# HTML report (`blunderdb report --html`, the window's "Export report").
# English is the source and the fallback of every other language.
#
# Numbers reach these messages already written in the language's way
# (`0,050` in French), as text; the ones that choose a plural form come
# as `$n` (to choose) and `$n-text` (to show). Figure names and shared
# terms (PR, "Played", "Best", the kinds of decision) are in common.ftl.
#
# The level names are those of XG's Performance Rating table, gnuBG's
# ratings (its `GetRating()`) and the BMAB's grades; JSON keeps their
# English names.

## Charts

# The histogram's vertical axis.
chart-decisions = decisions
# The histogram's horizontal axis.
chart-error-axis = error (millipoints)
chart-no-decisions = no analysed decisions
# The threshold marks: "error ≥ 0.050".
chart-error-mark = error ≥ { $value }
chart-blunder-mark = blunder ≥ { $value }
# A bar's tooltip: "10–25 millipoints: list these decisions".
chart-bar-hit = { $range } millipoints: list these decisions
# A large count on the vertical axis, shortened: "500k", "1.5M".
chart-thousands = { $value }k
chart-millions = { $value }M
# The progression chart's vertical axis and legend.
chart-pr = PR
chart-won = won
chart-lost = lost
chart-rolling-pr = rolling PR
chart-trend = trend
chart-no-dated-match = no analysed match with a date

## Level bands

level-xg-world-champ = World Champ
level-xg-world-class = World Class
level-xg-expert = Expert
level-xg-advanced = Advanced
level-xg-intermediate = Intermediate
level-xg-casual = Casual Player
level-xg-beginner = Beginner
level-xg-distracted = Distracted
level-gnubg-supernatural = Supernatural
level-gnubg-world-class = World class
level-gnubg-expert = Expert
level-gnubg-advanced = Advanced
level-gnubg-intermediate = Intermediate
level-gnubg-casual = Casual player
level-gnubg-beginner = Beginner
level-gnubg-awful = Awful!
level-bmab-super-grandmaster = Super Grandmaster
level-bmab-grandmaster = Grandmaster
level-bmab-master = Master
level-bmab-advanced = Advanced
level-bmab-intermediate = Intermediate
level-bmab-beginner = Beginner

## Boards

# The diagram's tooltip: "alice — match 12, game 3, move 14: Checker play".
board-title = { $player } — match { $match_no }, game { $game }, move { $move_no }: { $kind }
board-money = money game
board-length = { $n ->
    [one] { $n-text }-point match
   *[other] { $n-text }-point match
}
board-length-crawford = { $n ->
    [one] { $n-text }-point match, Crawford game
   *[other] { $n-text }-point match, Crawford game
}
# What is to decide: "alice to play 4-3".
board-to-play = { $player } to play { $dice }
board-take-or-pass = { $opponent } doubles to { $cube }: { $player } to take or pass
board-double-or-not = { $player } on roll: double or not?
# The line under the header: "Match 12 · game 3 · move 14 — alice to play 4-3".
board-where = Match { $match_no } · game { $game } · move { $move_no } — { $what }
board-no-position = No board: the file this decision came from gives no position.
# The pip counts: "Pips: alice 142 · bob 119".
board-pips = Pips: { $player } { $mine } · { $opponent } { $theirs }
board-no-move = (no move)
board-is-best = (the best)
board-error = Error { $error } EMG · { $mwc } % MWC

## The HTML report

report-title = blunderDB report
report-title-of = blunderDB report — { $selection }
report-figures = Figures
report-histogram = Error histogram
report-histogram-note = Counted decisions by error, in millipoints (thousandths of EMG).
report-worst = { $n ->
    [0] The worst decisions
    [one] The worst decision
   *[other] The { $n-text } worst decisions
}
report-no-decision = No analysed decision in this selection.
report-footer = Written by blunderDB { $version } — boards are seen from the player who decides; the IDs paste into gnuBG (Position ID, Match ID) and XG (XGID).
# The selection.
report-dates-between = { $from } to { $to }
report-dates-from = from { $from }
report-dates-until = until { $to }
report-money-sessions = money sessions
report-length-matches = { $n ->
    [one] { $n-text }-point matches
   *[other] { $n-text }-point matches
}
# The figures' values.
report-matches-won-lost = { $matches } (won { $wins }, lost { $losses })
report-pr-value = { $pr } (checker { $checker }, cube { $cube })
report-error-value = { $emg } EMG ({ $mwc } % MWC; { $per_match } % per match)
report-decisions-value = { $decisions } (unforced checker { $unforced }, close cube { $close })
report-errors-blunders = Errors / blunders
report-errors-value = { $errors } / { $blunders } ({ $thresholds })
report-luck-value = { $rolls ->
    [one] { $emg } EMG over { $rolls-text } roll ({ $mwc } % MWC)
   *[other] { $emg } EMG over { $rolls-text } rolls ({ $mwc } % MWC)
}
# "error ≥ 0.050 EMG, blunder ≥ 0.100 EMG (preset XG)".
report-thresholds-preset = { $thresholds } (preset { $name })
# The decisions.
report-decision-heading = { $rank }. { $error } EMG — { $player } ({ $kind }) against { $opponent }, match { $match_no }, game { $game }, move { $move_no }
report-equity = Equity
report-diff = Diff
report-played-mark = played
report-candidates-source-not-found = candidates: source file not found
report-position-id = Position ID
report-match-id = Match ID
report-xgid = XGID
