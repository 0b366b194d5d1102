# blunderDB — the window: its tabs, cards, buttons, dialogs, messages and
# tooltips (ui/*.js, ui/index.html, and the few texts src-tauri writes for
# it). English is the source and the fallback of every other language.
#
# The figures' names and the shared terms are in common.ftl (`fig-*`,
# `kind-*`, `filter-*`…). Numbers come in two variables: `$n` (to choose a
# plural form) and `$n-text` (the number written in the language's way);
# a variable the window has already written (a PR, a threshold, a date) is
# text, used as it is.
#
# An element of index.html takes a message's value as its text and its
# attributes (`.title`, `.aria-label`) as its attributes.

## The window

app-name = blunderDB
app-failed = blunderDB could not start: { $error }
tab-stats = Stats
tab-players = Players
tab-settings = Settings
import-button = Import…
about-btn = About
signout-button = Sign out
signin-title = Sign in to blunderDB
signin-help = Paste your token: a club's member token, or the address blunderdb web printed in its terminal.
signin-token = Token
signin-button = Sign in
    .title = About blunderDB (F1)
button-close = Close
button-cancel = Cancel
button-hide = Hide
# Joins the parts of a list: "2 imported, 1 duplicate, 0 failed".
list-separator = {", "}
# A percentage already written in the language's way ("1.23").
value-percent = { $value } %
saved-in-library = Saved in the library.
drop-here = Drop match files or folders to import them

## The empty library

empty-title = Your library is empty
empty-drop = Drop match files or folders anywhere on this window, or use Import….
empty-formats = blunderDB reads gnuBG .sgf, Jellyfish .mat and .txt exports, and eXtreme Gammon .xg files; folders are read recursively.

## Import

import-running = Importing
import-looking = looking for match files…
import-cancelling = { " · " }cancelling after this file…
import-progress-files = { $total ->
    [one] { $done-text } of { $total-text } file
   *[other] { $done-text } of { $total-text } files
}
import-progress-matches = { $n ->
    [one] { $n-text } match imported
   *[other] { $n-text } matches imported
}
import-duplicate = { $name }: already in the library (from { $of })
import-replaced = { $name }: analysed copy replaced { $previous }
import-skipped = { $name }: skipped ({ $reason })
import-failed-file = { $name }: { $error }
import-failed = The import could not start: { $error }
# The status word before each file of the import's list.
import-status-imported = imported
import-status-duplicate = duplicate
import-status-replaced = replaced
import-status-skipped = skipped
import-status-failed = failed
import-sum-imported = { $n-text } imported
import-sum-duplicates = { $n ->
    [one] { $n-text } duplicate
   *[other] { $n-text } duplicates
}
import-sum-replaced = { $n-text } replaced
import-sum-skipped = { $n-text } skipped
import-sum-failed = { $n-text } failed
import-finished = Import finished: { $list }
import-cancelled = Cancelled — kept what landed: { $list }
import-match-files = Match files
import-all-files = All files

## The Stats tab

filter-decisions-all = All
filter-decisions-checker = Checker
filter-decisions-cube = Cube
filter-reset = Reset
stats-all-players = all players
# The level of the selection's PR on the library's scale: "World Class (XG)".
stats-level = { $level } ({ $scale })
stats-mwc = { fig-mwc_loss_per_match_pct }
    .title = Match-winning chances lost through errors, per match (the total over one match is what XG and gnuBG print)
stats-luck-per-roll = Luck per roll
stats-histogram = Error histogram
stats-worst = Worst decisions
stats-worst-none = No analysed decisions in this selection.
col-match = Match
vs-opponent = vs { $opponent }
vs-pair = { $player } vs { $opponent }
# The roll column of a cube decision.
roll-cube = cube
report-export = Export report…
    .title = A self-contained HTML file: the figures, the histogram and the 20 worst decisions with their boards
report-writing = Writing…
report-written = Wrote { $path } ({ $kb-text } KB)
report-failed = Could not write the report: { $error }
error-cards = Could not draw the cards: { $error }

## Where the errors are

breakdown-title = Where the errors are
breakdown-by = Break down by
breakdown-none = Nothing to break down in this selection.
breakdown-row-tip = List these decisions, worst first, with their boards
breakdown-filter = filter
breakdown-filter-tip = Narrow the filters to these decisions
col-error-emg = Error EMG
col-share = Share

## Progression

progress-title = Progression
progress-per = One point per
progress-by-match = match
progress-by-month = month
progress-by-year = year
progress-by-event = event
progress-window = Rolling PR over
progress-none = No analysed match with a date in this selection.
progress-list-all = List them all
col-period = Period
col-wl = W–L
col-checker = Checker
col-cube = Cube
progress-detail = { $label }: PR { $pr } (checker { $checker }, cube { $cube }) over { $decisions ->
    [one] { $decisions-text } decision
   *[other] { $decisions-text } decisions
}, error { $error } EMG, won–lost { $wins-text }–{ $losses-text }
progress-latest-matches = The table lists the latest { $limit-text } of { $total-text } matches; the chart shows them all.
progress-latest-months = The table lists the latest { $limit-text } of { $total-text } months; the chart shows them all.
progress-latest-years = The table lists the latest { $limit-text } of { $total-text } years; the chart shows them all.
progress-latest-events = The table lists the latest { $limit-text } of { $total-text } events; the chart shows them all.
progress-latest-rows = The table lists the latest { $limit-text } of { $total-text } rows; the chart shows them all.

## The decisions behind a figure

drill-list-tip =
    .title = List these decisions with their boards
drill-bucket = Decisions of { $range } millipoints
drill-errors = Errors (≥ { $min } EMG)
drill-blunders = Blunders (≥ { $min } EMG)
drill-breakdown = Where the errors are: { $label }
drill-worst = All decisions, worst first
drill-keys = ↑ ↓ step · PgUp PgDn page
drill-prev = ‹ Prev
    .title = Previous page
drill-next = Next ›
    .title = Next page
drill-page = { $first }–{ $last }
drill-page-of = { $first }–{ $last } of { $total }
drill-page-none = none
drill-page-none-of = none of { $total }
drill-where = Match · game · move
drill-none = No decision here.
drill-no-move = (no move)
drill-xgid = XGID
drill-position-id = Position ID
drill-match-id = Match ID
drill-copy = Copy
drill-copied = Copied
drill-copy-select = Select and copy
drill-equity = Equity
drill-diff = Diff
drill-played-row =
    .title = The move played
drill-played-mark = ◀ played
drill-cands-not-found = candidates: source file not found
drill-cands-none = candidates: none in the file for this play
drill-file = File: { $path }

## The Players tab

players-hint = click a row for that player's stats
players-export = Export CSV…
players-exported = { $n ->
    [one] Wrote { $n-text } player to { $path }
   *[other] Wrote { $n-text } players to { $path }
}
players-export-failed = Could not write the CSV file: { $error }
col-snowie = Snowie
col-mwc-match = MWC/match %
    .title = MWC lost through errors, per match
compare-hint = Tick two players to compare them or merge one into the other.
compare-tick =
    .aria-label = Compare { $name }
compare-overall = Overall
compare-head-to-head = Against each other
compare-matches = Matches (won–lost)
compare-better = better
# Merges a name into a player: "Count bob2 as bob".
compare-merge = Count { $name } as { $player }
compare-merge-failed = Could not merge: { $error }
aliases-title = Merged names
alias-line = { $alias } counts as { $player }
alias-undo = Undo

## The analysis with gnuBG

analyse-open = Analyse…
analyse-banner = { $n ->
    [one] { $n-text } match without analysis
   *[other] { $n-text } matches without analysis
}
analyse-banner-running = { $text } (analysing…)
analyse-title = Analyse with GNU Backgammon
# What the dialog would analyse: "2 matches without analysis in the library."
analyse-what = { $n ->
    [0] No matches without analysis { $where }.
    [one] { $n-text } match without analysis { $where }.
   *[other] { $n-text } matches without analysis { $where }.
}
selection-library = in the library
selection-in = in this selection ({ $list })
selection-of = of { $player }
selection-money = money sessions
selection-length = { $n-text }-point matches
selection-from-to = from { $from } to { $to }
selection-from = from { $from }
selection-up-to = up to { $to }
analyse-level = Level
analyse-quick = Quick
analyse-quick-plies = 0-ply
analyse-quick-note = A few seconds a match: PR and error rates close to the standard ones.
analyse-standard = Standard
analyse-standard-plies = 2-ply
analyse-standard-note = gnuBG's usual level: minutes for a long match.
analyse-start = Analyse
analyse-failed = The analysis could not start: { $error }
analyse-starting = Starting gnuBG…
analyse-running-note = Each match is stored as soon as gnuBG is done with it; the figures behind this window follow. Cancel stops once the matches under way are done and keeps every finished one.
analyse-count = { $total ->
    [one] { $done-text } of { $total-text } match done
   *[other] { $done-text } of { $total-text } matches done
}
# What gnuBG is working on: "Analysing alice - bob, 3 points and 1 more".
analyse-current = { $more ->
    [0] Analysing { $match }
   *[other] Analysing { $match } and { $more-text } more
}
analyse-finishing = { $more ->
    [0] Cancelling: finishing { $match }
   *[other] Cancelling: finishing { $match } and { $more-text } more
}
analyse-stopping = Cancelled: stopping…
analyse-failed-match = { $label }: { $error }
analyse-could-not-run = The analysis could not run
eta-done = done
eta-estimating = estimating…
eta-less-than-a-second = less than a second left
eta-about = about { $duration } left
duration-s = { $s } s
duration-min-s = { $min } min { $s } s
duration-h-min = { $h } h { $min } min
analysis-sum-analysed = { $n-text } analysed
analysis-sum-failed = { $n-text } failed
analysis-sum-not-started = { $n-text } not started
analysis-finished = Analysis finished: { $list } in { $duration }.
analysis-cancelled = Analysis cancelled — every finished match is kept: { $list } in { $duration }.
analysis-cancelled-rest = Analysis cancelled — every finished match is kept: { $list }. Analyse again to do the rest.
level-quick = Quick (0-ply)
level-standard = Standard (2-ply)
level-plies = { $n-text }-ply
error-import-running = an import is running; wait for it to finish
error-analysis-running = an analysis is running; wait for it or cancel it
error-plies = gnuBG analyses at 0 to { $max-text } plies, not { $plies-text }

## The Settings tab

lang-title = Language
lang-label = Language of the window and its charts
# The first choice of the list: the language of the system, named in its own words.
lang-system = System default ({ $name })
lang-failed = Could not change the language: { $error }
error-no-language = no messages in the language "{ $lang }"
error-no-config-dir = no config directory on this platform; set BLUNDERDB_CONFIG_DIR
settings-library = Library
settings-open-library = Open another library…
settings-library-files = blunderDB library
settings-open-failed = Could not open that library: { $error }
error-reopen-busy = { $job ->
    [import] wait for the import to finish before opening another library
   *[other] wait for the analysis to finish before opening another library
}
thresholds-title = Error and blunder thresholds
thresholds-help = A decision is an error when it loses at least the error threshold in equity, a blunder at the blunder threshold.
preset-blunderdb = blunderDB
preset-gnubg = gnuBG
preset-xg = XG
thresholds-error = Error ≥
thresholds-blunder = Blunder ≥
thresholds-apply = Apply
thresholds-saved = Saved in the library: error ≥ { $error }, blunder ≥ { $blunder }.
thresholds-saved-preset = Saved in the library: error ≥ { $error }, blunder ≥ { $blunder } ({ $preset }).
thresholds-failed = Could not change the thresholds: { $error }
thresholds-error-not-number = The error threshold must be a number such as { $example }.
thresholds-blunder-not-number = The blunder threshold must be a number such as { $example }.
thresholds-error-too-big = An error threshold of { $value } is beyond any real error.
thresholds-blunder-too-big = A blunder threshold of { $value } is beyond any real error.
thresholds-order = The error threshold ({ $error }) must not be above the blunder threshold ({ $blunder }).
levels-title = Level bands
levels-help = The level names behind the progression chart, by PR.
levels-source = From { $source }.
levels-failed = Could not change the level bands: { $error }
gnubg-title = Analysis with GNU Backgammon
gnubg-version = GNU Backgammon { $version }
gnubg-unusable = GNU Backgammon cannot be used: { $error }
gnubg-unusable-plain = GNU Backgammon cannot be used
gnubg-unknown = Could not look for GNU Backgammon: { $error }
gnubg-install-hint = To install GNU Backgammon: `sudo apt-get install gnubg` (Debian, Ubuntu) or https://www.gnu.org/software/gnubg/ (Windows, macOS); BLUNDERDB_GNUBG names the program
gnubg-default-level = Default level for matches without analysis:
gnubg-default-legend = Default level
gnubg-level-saved = Saved in the library: { $level } unless chosen otherwise.
gnubg-level-failed = Could not change the default level: { $error }
gnubg-choose = Choose the program…
gnubg-forget = Look for it again
gnubg-choose-title = GNU Backgammon's program (gnubg-cli.exe on Windows)
gnubg-path-saved = Saved: blunderDB analyses with this program.
gnubg-path-forgotten = blunderDB looks for GNU Backgammon by itself again.
gnubg-path-failed = Could not use that program: { $error }

## The level bands' scales (src/queries/levels.rs), by key; the bands'
## names are report.ftl's (`level-*`), sent by Rust with `level_scales`.

scale-xg = XG
scale-gnubg = gnuBG
scale-bmab = BMAB
scale-xg-source = eXtreme Gammon's Performance Rating table (Wikipedia, "eXtreme Gammon")
scale-gnubg-source = GNU Backgammon's ratings (GetRating(), release 1.08.003)
scale-bmab-source = GNU Backgammon's development ratings, similar to the BMAB's grades

## The watched folder

watch-title = Watched folder
watch-help = Name the folder where XG, gnuBG or your browser saves matches: files that appear there are imported once they stop changing, each once.
watch-none = None
watch-choose = Choose folder…
watch-stop = Stop watching
watch-analyse = Analyse new matches without analysis with gnuBG (at the default level)
watch-dialog-title = Folder to watch
watch-started = Watching it: match files that appear there are imported once they stop changing.
watch-stopped = No folder is watched now.
watch-analyse-on = New matches without analysis will be analysed with gnuBG at the default level.
watch-analyse-off = New matches are imported only.
watch-failed = Could not change the watched folder: { $error }
watch-watching = Watching { $folder }
watch-waiting = { $n ->
    [one] { $n-text } file being written
   *[other] { $n-text } files being written
}
# What the watcher did last, and when: "imported Aachen.xg at 22:58".
watch-at = { $what } at { $time }
watch-imported = imported { $name }
watch-already-in = { $name } is in the library already
watch-analysing = analysing { $name } ({ $plies-text }-ply)…
watch-analysed = analysed { $name }
watch-no-folder = No folder is watched.
watch-since-start = Since the app started: { $list }.
watch-sum-imported = { $n ->
    [one] { $n-text } file imported
   *[other] { $n-text } files imported
}
watch-sum-analysed = { $n ->
    [one] { $n-text } match analysed
   *[other] { $n-text } matches analysed
}
watch-sum-failed = { $n ->
    [one] { $n-text } file failed
   *[other] { $n-text } files failed
}
error-not-a-folder = { $path }: not a folder
error-folder-gone = { $path }: the folder is not there
error-analysis-failed = { $label }: analysis failed

## The About box

about-name-version = { $name } { $version }
about-version = Version { $version }
about-summary = Backgammon match statistics from eXtreme Gammon, GNU Backgammon and online-site files.
about-licence = Licence: { $licence }.
about-built = Built with Tauri { $tauri }; includes the blunderdb command line.
about-includes-cli = Includes the blunderdb command line.

## The Matches tab and the review of a match (ui/matches.js, ui/review.js)

tab-matches = Matches
matches-hint = click a match, or press Enter on it, to review it move by move
matches-search = Name
matches-search-field =
    .placeholder = Player or event
matches-event-field =
    .placeholder = Any event
matches-col-pr0 = PR 1
    .title = PR of the first player named, by the analysis that counts
matches-col-pr1 = PR 2
    .title = PR of the second player named, by the analysis that counts
matches-col-analyses = Analyses
    .title = ✓ marks the analysis the figures use
# An analysis by GNU Backgammon at a given depth: "gnuBG 2-ply".
matches-gnubg-plies = gnuBG { $plies-text }-ply
matches-unanalysed = not analysed
matches-won =
    .title = Won the match
matches-row =
    .title = Review this match (Enter)
matches-none = No match in this selection.
matches-failed = Could not list the matches: { $error }
review-back = ‹ Matches
    .title = Back to the list of matches (Esc)
review-analysis = Analysis
review-errors-of = Errors of
    .title = Alt+← and Alt+→ jump to this player's errors and blunders
    .title = Flip the board (F)
review-keys = ← → move · PgUp PgDn game · Home End · Alt+← → error · F flip
review-flip = Flip board
review-moves =
    .aria-label = Moves and cube actions
# A game's heading in the list: "Game 3 · 2–4" (the score before it).
review-game = Game { $game-text } · { $score }
review-crawford = Crawford
review-game-won = { $n ->
    [one] { $player } wins { $n-text } point
   *[other] { $player } wins { $n-text } points
}
# A checker play that moved nothing: the roll could not be played.
review-dance = dance
review-at = Game { $game-text }, move { $move-text }: { $player }
review-candidates = Candidates
review-counted = counts in the figures
review-verdict = Best: { $best } · error { $error }
review-graph = Cumulative error by move
review-graph-mwc = Cumulative error and match winning chance by move
review-graph-tip =
    .title = Click a point to go to that move
review-open = Review
    .title = Open in review at this move
review-open-match = Review
    .title = Open this match in review
review-failed = Could not open the match: { $error }
review-board-failed = Could not draw the board: { $error }
review-no-moves = This match has no moves.
review-unanalysed = This match holds no analysis: its errors are unknown.

## The Positions tab (ui/positions.js): blunderDB's search filters over
## every decision (docs/search.md). The filters' names, their values
## (race, back_game, take, money…) and the examples are the query language
## itself: they stay as they are in every language.

tab-positions = Positions
positions-hint = find any position with blunderDB's search filters, or draw a structure on the board
positions-query-label = Query
positions-query-field =
    .placeholder = for example: nc P<90 gt:holding
    .aria-label = Query
positions-search = Search
positions-paste = Find position
    .title = The XGID or gnuBG Position ID (with or without its Match ID) in the box: every decision made in that position
positions-pasted = { $exact } with this cube and score, then { $same } with these checkers only
positions-save = Save…
    .title = Save this query under a name
positions-save-ok = Save
positions-save-name =
    .placeholder = Name of the search
positions-keys = Tab or ↓ chooses a filter · Enter searches
positions-complete =
    .aria-label = Filters that fit
positions-saved = Saved searches
positions-saved-none = none yet: type a query, then Save…
positions-saved-remove =
    .title = Remove the saved search "{ $name }"
    .aria-label = Remove the saved search "{ $name }"
positions-saved-as = Saved as "{ $name }".
positions-save-failed = Could not save: { $error }
positions-filters-help = The filters
positions-help-insert =
    .title = Add { $example } to the query
positions-start = Type a query and press Enter; an empty query lists every decision, worst first.
positions-searching = Searching…
positions-failed = Could not search: { $error }
positions-none = No decision matches this query.
positions-found = Found
positions-card =
    .title = Open its board (Enter)
positions-card-error =
    .title = Error of the decision (EMG)
# A checker play: "6-1: 14/8 2/1".
positions-played = { $dice }: { $move }
positions-played-cube = Played: { $move }
positions-best = Best: { $move }
# The pip counts, the player on roll's first: "Pips 95–215".
positions-pips = Pips { $me }–{ $them }
positions-where = Match { $match } · game { $game } · move { $move }
positions-board-title = Result { $rank-text } of { $total-text }
positions-board-keys = ← → result · Esc close

## The structure drawn on the small board

positions-structure = Structure
positions-side = Checkers of
positions-side-me = Player on roll
positions-side-them = Opponent
positions-draw =
    .aria-label = Board to draw a checker structure on
positions-structure-clear = Clear
positions-structure-count = Player on roll: { $me-text } · opponent: { $them-text }
positions-structure-help = Click a point to add a checker, right-click or Shift+click to take one off: the query asks for at least these checkers.

## The filters' help, one line each

positions-help-nc = no contact: a race
positions-help-pips = the pip count of the player on roll: P<70 at most 70, P>150 at least 150, P60,90 from 60 to 90
positions-help-behind = pips behind: the player on roll's pip count minus the opponent's (negative when ahead)
positions-help-back = checkers back, on points 19–24: lower case the player on roll's, upper case the opponent's
positions-help-zone = checkers in the zone, points 1–12
positions-help-outfield = blots in the outfield, points 7–18
positions-help-home = blots in the home board
positions-help-off = checkers borne off
positions-help-dice = the roll: D31; a roll with a 6: D6; xD65 leaves 6-5 out
positions-help-decision = d: a cube decision, or d:checker, d:double, d:nodouble, d:take, d:pass; dd: the doubler's decision; dr: the answer
positions-help-error = the error of the decision in millipoints: E>80 is 0.080 or more
positions-help-best = a pattern in the best move, or the best cube action: m'ND,DT,DP'
positions-help-structure = a structure: each side has at least these checkers (draw it on the board)
positions-help-cube = the cube: its value (c2, c>4) and its owner (c:centre, c:mine, c:theirs)
positions-help-score = the away score, the player on roll's first: score:2a4a, score:dmp, score:money
positions-help-crawford = the Crawford game
positions-help-length = the match length, 0 for money: ml:7, ml5,9
positions-help-phase = the phase: opening, middle, race, bearoff
positions-help-plan = the game plan of the player on roll: race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact
positions-help-player = the decisions this player took
positions-help-players = pl: the matches this player played; op: the decisions against this opponent
positions-help-dates = the matches played in that span: a year, a month or a day
positions-help-engine = the figures of that program's analyses: xg or gnubg
positions-help-not = before a filter: leaves out what it selects

## Values offered by the completion

positions-plan-race = Race
positions-plan-bear_in = Bear-in
positions-plan-crunch = Crunch
positions-plan-back_game = Back game
positions-plan-ace_point = Ace-point game
positions-plan-blitz = Blitz
positions-plan-prime_vs_prime = Prime versus prime
positions-plan-mutual_holding = Mutual holding game
positions-plan-holding = Holding game
positions-plan-contact = Contact
positions-cube-centre = the cube in the middle
positions-cube-mine = the cube on the deciding player's side
positions-cube-theirs = the cube on the other side
positions-score-dmp = double match point

## A date field

# The order of the day, the month and the year, as the window writes dates.
filter-date-field =
    .placeholder = mm/dd/yyyy
filter-date-pattern = mm/dd/yyyy
filter-date-invalid = Not a day: type it as { $pattern }, e.g. { $example }

## The Train tab (#28)

tab-train = Train
train-deck = Cards of
train-deck-all = Every card
train-deck-starred = The starred decisions
train-deck-collection = Collection: { $name }
train-deck-search = Saved search: { $name }
train-start = Start
train-none = No card is due in this deck. Star decisions (in the review or on a card), make a collection, or save a search, then choose it here.
train-how = Click a checker, then the point it goes to (or drag it); the tray bears off. Or type the move.
train-answer = Answer
train-undo = Undo
train-clear = Clear
train-next = Next card
train-due = { $total ->
    [one] { $due-text } due of { $total-text } card
   *[other] { $due-text } due of { $total-text } cards
}
train-retention = Retention { $measured } % over { $reviews-text } answers (aim { $target } %)
train-retention-none = Retention aimed at: { $target } %
train-question-checker = { $player } to play: your move?
train-question-doubler = { $player } on roll: double?
train-question-taker = { $player } is doubled: take or pass?
train-cube-double = { kind-double }
train-cube-no-double = { kind-no_double }
train-cube-take = { kind-take }
train-cube-pass = { kind-pass }
train-grade-best = Best
train-grade-close = Close: within the error threshold
train-grade-error = Error
train-grade-blunder = Blunder
train-grade-not-in-analysis = Not in the analysis
train-loss = { $loss } lost
train-best = Best: { $best } · yours: { $answer }
train-answer-was = Your answer: { $answer }
train-next-due = Due again: { $when }
train-mark-answer = yours
train-mark-played = played
marks-title = Keep
marks-star = ☆ Star
marks-starred = ★ Starred
marks-tag-add = Add tag
marks-comment-save = Save comment
train-move-field =
    .placeholder = 13/7 8/7
    .aria-label = Your move
marks-tag-field =
    .placeholder = #backgame
marks-comment-field =
    .placeholder = Your comment
marks-tag-remove =
    .title = Remove the tag #{ $tag }
    .aria-label = Remove the tag #{ $tag }

## Pictures and collections (#28)

keep-picture = Picture:
keep-with-analysis = with the analysis
keep-copy-svg = Copy SVG
keep-copy-png = Copy PNG
keep-save-svg = Save SVG…
keep-save-png = Save PNG…
keep-copied-svg = Copied as SVG text
keep-copied-png = Copied as an image ({ $width } × { $height } pixels)
keep-saved = Saved { $path } ({ $kb-text } KB)
keep-failed = No picture: { $error }
keep-collection-field =
    .aria-label = Collection
    .title = Collection
keep-add = Add to collection
keep-added = Added to { $name }
keep-already = Already in { $name }
keep-no-collection = No collection to add it to: make one in the Train tab.
keep-starred-mark = ★
    .title = Starred
collections-title = Collections
collections-from = Decisions
collections-from-empty = None yet: add them one by one
collections-from-query = The Positions tab's search: { $query }
collections-from-saved = Saved search: { $name }
collections-make = New collection
collections-name-field =
    .placeholder = Name of the collection
    .aria-label = Name of the collection
collections-no-name = Give the collection a name.
collections-made = Collection { $name } made.
collections-none = No collection yet. Make one here, then add decisions to it from a board's Keep panel.
collections-name = Name
collections-kind = Kind
collections-decisions = Decisions
collections-live = live: { $query }
collections-listed = listed
collections-count = { $n-text }
collections-show = Show
collections-remove = Remove
collections-follows = follows the search { $query }
collections-export-html = Export report…
collections-export-xgid = Export XGIDs…
collections-export-anki = Export to Anki…
collections-delete = Delete…
collections-delete-ask = Delete the collection { $name }? Its decisions stay in the library, with their marks and their training cards.
collections-delete-yes = Delete
collections-delete-no = Keep it
collections-deleted = Collection { $name } deleted.
collections-empty = This collection has no decision.
collections-first = The first { $shown-text } of { $total-text } decisions are shown; the export holds them all.
collections-more = Show { $n-text } more

## The club library (ui/club.js, #30): the Settings card, publishing to a
## club server (`blunderdb serve`), and its library shown read-only.

club-title = Club library
club-help = A club server keeps the club's shared library: publish your matches to it, and open its figures here, read-only.
club-url-label = Server address
club-token-label = Token
club-url-field =
    .placeholder = https://club.example.org
club-token-field =
    .placeholder = the token the club's admin gave you
club-connect = Connect
club-connecting = Connecting…
club-forget = Forget this club
club-none = No club is set.
# The club's name, its server and what the token may do there.
club-status = { $club } at { $url } · { $role ->
    [reader] reader: you can open its library
    [uploader] uploader: you can publish matches to it
    [admin] admin: you can publish matches to it
    [worker] worker: this token analyses the club's matches
   *[other] the token's role is unknown
}
club-status-unreached = Club server { $url }: not reached yet.
club-viewing = The window shows the library of { $club }, read-only.
club-connected = Connected to { $club }.
club-forgotten = The club is forgotten: its address and token are no longer kept.
club-set-failed = Could not connect to the club: { $error }
club-forget-failed = Could not forget the club: { $error }
club-url-empty = Type the address of the club server.
club-url-scheme = { $url } is not an address of a club server: it begins with http:// or https://.
club-token-empty = Type the token the club's admin gave you.
club-unpublished = { $n ->
    [one] { $n-text } match of your library is not published yet.
   *[other] { $n-text } matches of your library are not published yet.
}
club-unpublished-none = Every match of your library is published.
club-last-publish = Last published { $when }.
club-never-published = Nothing published from this computer yet.
club-publish-new = Publish new matches
    .title = The matches imported since the last publish (the first time: every match)
club-publish-all = Publish all
    .title = Every match of your library; those the club has already are counted as duplicates
club-publishing = Publishing…
club-publishing-progress = Publishing… { $done } / { $total }
club-published = { $n ->
    [one] Sent { $n-text } file to the club: { $list }
   *[other] Sent { $n-text } files to the club: { $list }
}
club-publish-nothing = Nothing new to publish.
club-publish-failed = Could not publish: { $error }
club-publish-details = File by file
club-publish-while-viewing = Go back to your library to publish from it.
club-publish-no-right = This token cannot publish: ask the club's admin for an uploader token.
club-open = Open the club's library
club-opening = Fetching the club's library…
club-opening-progress = Fetching the club's library… { $done } / { $total }
club-back = Back to my library
club-open-failed = Could not open the club's library: { $error }
club-close-failed = Could not go back to your library: { $error }
# Above the tabs while the window shows the club's library.
club-banner = Club library “{ $club }” — read-only
# When the club's library was last fetched: "last updated 3/7/2026 22:05".
club-synced = last updated { $when }
club-update = Update
club-updating = Updating…
club-updating-progress = Updating… { $done } / { $total }
club-read-only-drop = The club's library is read-only: go back to your library to import these files.
