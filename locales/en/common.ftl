# blunderDB — the figures' names and the terms every part of the program
# shows (the window, the command line, the charts, boards and the report).
# English is the source and the fallback of every other language.
#
# A message id `fig-<key>` names the figure that JSON writes under <key>.
# Numbers come in two variables: `$n` (to choose a plural form) and
# `$n-text` (the number written in the language's way).

## The figures

fig-name = Player
fig-matches = Matches
fig-wins = Wins
fig-losses = Losses
fig-mwc_loss_per_match_pct = MWC loss per match
fig-checker_total = Checker plays
fig-checker_unforced = Unforced checker plays
fig-close_cube = Close cube decisions
fig-doubles = Doubles
fig-takes = Takes
fig-passes = Passes
fig-decisions = Decisions
fig-checker_error_emg = Checker error
fig-cube_error_emg = Cube error
fig-error_emg = Total error
fig-pr = PR
fig-pr_checker = Checker PR
fig-pr_cube = Cube PR
fig-snowie_er = Snowie error rate
fig-mwc_loss_pct = MWC loss
fig-checker_mwc_loss_pct = Checker MWC loss
fig-cube_mwc_loss_pct = Cube MWC loss
fig-luck_emg = Luck
fig-luck_rolls = Rolls with luck
fig-luck_mwc_pct = Luck (MWC)
fig-errors = Errors
fig-blunders = Blunders

## Units and marks

unit-emg = EMG
unit-mwc-points = pp
unit-millipoints = mpt
unknown = —
mark-doubtful = doubtful
mark-error = error
mark-blunder = blunder

## Decisions

kind-checker = Checker play
kind-no_double = No double
kind-double = Double
kind-take = Take
kind-pass = Pass
kind-resign = Resignation
kind-cube = Cube decision
decisions-all = All decisions
decisions-checker = Checker plays
decisions-cube = Cube decisions

## Breakdowns

by-cube-action = Cube action
by-phase = Phase
by-score = Score
by-length = Length
by-plan = Game plan
cube-missed_double = Missed double
cube-wrong_double = Wrong double
cube-wrong_take = Wrong take
cube-wrong_pass = Wrong pass
phase-opening = Opening
phase-middle = Middle game
phase-race = Race
phase-bearoff = Bear-off
phase-unknown = Unknown
plan-race = Race
plan-bear_in = Bear-in
plan-crunch = Crunch
plan-back_game = Back game
plan-ace_point = Ace-point game
plan-blitz = Blitz
plan-prime_vs_prime = Prime vs. prime
plan-mutual_holding = Mutual holding
plan-holding = Holding game
plan-contact = Contact
plan-unknown = Unknown
# The refusal of `breakdown --by plan --type cube` (the command line and the window).
query-breakdown-plan-cube = the plan breakdown covers checker plays; --type cube selects none
length-money = Money
# A score seen from the player: "3-away, 5-away".
score-away = { $a }-away, { $b }-away
length-points = { $n ->
    [one] { $n-text } point
   *[other] { $n-text } points
}

## Counts

count-matches = { $n ->
    [one] { $n-text } match
   *[other] { $n-text } matches
}
count-players = { $n ->
    [one] { $n-text } player
   *[other] { $n-text } players
}
count-decisions = { $n ->
    [one] { $n-text } decision
   *[other] { $n-text } decisions
}

## Selection

filter-player = Player
filter-opponent = Opponent
filter-from = From
filter-to = To
filter-length = Match length
filter-decisions = Decisions
filter-any-length = Any length
filter-all-players = All players
field-date = Date
field-event = Event
field-players = Players
field-result = Result
field-game = Game
field-move = Move
field-dice = Dice
field-played = Played
field-best = Best
field-error = Error
field-source = File
field-thresholds = Thresholds
thresholds-text = error ≥ { $error } EMG, blunder ≥ { $blunder } EMG
engine-xg = eXtreme Gammon
engine-gnubg = GNU Backgammon

# A club library in the window (Settings, #30).
club-not-set = No club is set: give its address and your token in Settings.
club-read-only = The club's library is read-only: go back to your own library (Settings) to change it.
