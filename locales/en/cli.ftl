# blunderDB — the command line (`blunderdb`): its text output, and every
# error message a user reads, whichever part of the program says it (the
# readers of match files, the library, the queries, gnuBG's driver).
# English is the source and the fallback of every other language.
#
# Numbers come in two variables: `$n` (its digits as they are, and to
# choose a plural form) and `$n-text` (the number written the language's
# way: `28,508,412`). English writes file offsets, line numbers, lengths
# and sizes in errors as `$n`, digits only, as logs and tests read them.
# Decimals reach these messages already written in the language's way
# (`0,39` in French). Names, paths, moves and pieces of files are quoted
# with straight quotes "…" and backticks `…`, as a shell takes them back.
# Figure names and shared terms (PR, "Checker play", "Money") are in
# common.ftl; the level names in report.ftl.

## Tables (`--format text`)

cli-col-id = id
cli-col-format = fmt
cli-col-length = len
cli-col-score = score
cli-col-player = player
cli-col-player-1 = player 1
cli-col-player-2 = player 2
# Short column heads: matches, won-lost, decisions, checker PR, cube PR,
# Snowie error rate, MWC loss per match, errors, blunders, luck (EMG).
cli-col-matches-short = M
cli-col-won-lost-short = W-L
cli-col-decisions-short = Dec
cli-col-checker-pr-short = chkPR
cli-col-cube-pr-short = cubePR
cli-col-snowie-short = Snowie
cli-col-mwc-per-match-short = MWC%/m
cli-col-errors-short = Err
cli-col-blunders-short = Blu
cli-col-luck-short = Luck
cli-col-error-emg-short = Err EMG
cli-col-mwc-pct-short = MWC%
cli-col-decisions = decisions
cli-col-errors = errors
cli-col-blunders = blunders
cli-col-error-emg = error EMG
cli-col-mwc-pct = MWC %
# The first column of `progress`: one row per …
cli-period-match = match
cli-period-month = month
cli-period-year = year
cli-period-event = event
cli-undated = undated
cli-no-event = no event

## matches, stats

cli-matches-footer = { $n ->
    [one] { $n-text } match (* = winner; $ = money session; — = unknown)
   *[other] { $n-text } matches (* = winner; $ = money session; — = unknown)
}
cli-stats-title = Statistics of { $player }
cli-stats-title-all = Statistics of all players
cli-stats-matches-won-lost = { $matches }   (won { $wins }, lost { $losses })
cli-stats-pr-value = { $pr }   (checker { $checker }, cube { $cube })
cli-stats-error = Error
cli-stats-error-value = { $emg } EMG   ({ $mwc } % MWC; { $per_match } % per match)
cli-stats-decisions-value = { $decisions }   (unforced checker { $unforced }, close cube { $close })
cli-stats-checker-moves = Checker moves
cli-stats-checker-value = { $checker }   (doubles { $doubles }, takes { $takes }, passes { $passes })
cli-stats-errors-blunders = Errors / blunders
cli-stats-errors-value = { $errors } / { $blunders }   [{ $thresholds }]
cli-stats-luck-value = { $rolls ->
    [one] { $emg } EMG over { $rolls-text } roll ({ $per_roll } per roll, { $mwc } % MWC)
   *[other] { $emg } EMG over { $rolls-text } rolls ({ $per_roll } per roll, { $mwc } % MWC)
}
cli-stats-histogram = Error histogram (millipoints):
cli-stats-unanalysed = { $n ->
    [one] { $n-text } match without analysis: `blunderdb analyse` has gnuBG analyse it
   *[other] { $n-text } matches without analysis: `blunderdb analyse` has gnuBG analyse them
}

## decisions, report

cli-decisions-none = No decision in this selection.
# "0.123 EMG   1.85 %  alice  match 12 game 3 move 14  Checker play 31"
cli-decision-row = { $error } EMG { $mwc } %  { $player }  match { $match_no } game { $game } move { $move_no }  { $kind } { $dice }
cli-decision-played = played { $played }   best { $best }
cli-candidates-none = candidates: none in the file for this decision
cli-next-page = next page: --after { $cursor }
cli-report-wrote = { $n ->
    [one] wrote { $path } ({ $n-text } byte)
   *[other] wrote { $path } ({ $n-text } bytes)
}

## import, watch

# What happened to a file, first on its line (padded to one width).
cli-import-word-imported = imported
cli-import-word-duplicate = duplicate
cli-import-word-replaced = replaced
cli-import-word-skipped = skipped
cli-import-word-failed = failed
cli-import-imported = { $path } (match { $id })
cli-import-duplicate = { $path } (match { $id }, from { $of })
cli-import-replaced = { $path } (match { $id }: analysed copy replaces { $previous })
cli-import-skipped = { $path } ({ $reason })
cli-import-summary = { $files ->
    [one] { $files-text } file
   *[other] { $files-text } files
}: { $imported-text } imported, { $duplicates ->
    [one] { $duplicates-text } duplicate
   *[other] { $duplicates-text } duplicates
}, { $replaced-text } replaced, { $skipped-text } skipped, { $failed-text } failed
# The progress bar: "412/1000 files".
cli-bar-files = files
cli-watch-no-folder = no folder given, and the library watches none (blunderdb watch FOLDER --save)
cli-watch-not-a-folder = { $path }: not a folder
cli-watch-watching = watching { $path } (files are imported { $seconds-text } s after they stop changing; Ctrl-C stops)

## analyse

cli-analyse-word-analysed = analysed
cli-analyse-word-failed = failed
cli-analyse-analysed = { $label } (match { $id }) in { $seconds } s
# `$error`: gnuBG's own words, in English.
cli-analyse-failed = { $label } (match { $id }): { $error }
cli-analyse-header = gnuBG { $version } ({ $path }), { $plies }-ply, { $jobs ->
    [one] { $jobs-text } job
   *[other] { $jobs-text } jobs
}: { $n ->
    [one] { $n-text } match
   *[other] { $n-text } matches
} to analyse
cli-analyse-cancelling = cancelling: finishing the matches under way (Ctrl-C again to stop now)
# The progress bar after "12/40": ELAPSED and ETA are replaced by the
# time spent and the time left; keep them as they are.
cli-bar-matches-eta = matches  ELAPSED (eta ETA)
cli-analyse-summary = { $n ->
    [one] { $n-text } match
   *[other] { $n-text } matches
}: { $analysed-text } analysed, { $failed-text } failed
cli-analyse-not-started = , { $n-text } not started (cancelled; run again to do them)
cli-analyse-done = { $summary } in { $seconds } s
cli-gnubg-not-located = gnuBG was not located

## alias, levels, thresholds

cli-alias-added = "{ $alias }" now counts as "{ $player }"
cli-alias-removed = "{ $alias }" no longer counts as "{ $player }"
cli-alias-none = no aliases
cli-levels-source-xg = eXtreme Gammon's Performance Rating table (Wikipedia, "eXtreme Gammon")
cli-levels-source-gnubg = GNU Backgammon's ratings (GetRating(), release 1.08.003)
cli-levels-source-bmab = GNU Backgammon's development ratings, similar to the BMAB's grades
# The last band: "30.0 and up".
cli-levels-and-up = { $from } and up

## The command line's own errors

cli-no-data-dir = no data directory on this platform; pass --db PATH
cli-no-library = no library at { $path }: import matches into it first (blunderdb --db PATH import FILE…), or name another with --db
cli-cannot-write = cannot write { $path }: { $error }
cli-bad-emg = "{ $value }" is not an error in EMG (a number ≥ 0, e.g. { $example })
cli-bad-page-size = "{ $value }" is not a page size (1 to { $max })
cli-bad-board-count = "{ $value }" is not a number of boards (0 to { $max })

## Errors of the library

# A file's error: "games/a.sgf: byte 1234: the file ends inside a game".
lib-file-error = { $path }: { $error }
# `$error`: the operating system's words.
lib-cannot-read = { $path }: cannot read: { $error }
lib-cannot-create-folder = library { $path }: cannot create its folder { $dir }: { $error }
# `$error`: SQLite's words ("file is not a database").
lib-library-error = library { $path }: { $error }
lib-sqlite-error = library: { $error }
lib-busy = { $error } (another process kept it busy for longer than blunderDB waits)
lib-is-a-folder = library { $path }: is a folder, not a library file (e.g. { $example })
lib-folder-is-a-file = library { $path }: { $dir } is a file, not a folder
lib-newer-schema = { $path }: written by a newer blunderDB (schema { $version }, this one reads up to { $max })
lib-no-transaction = no open transaction
lib-record-damaged = match { $id }: its stored decisions are damaged ({ $what })
lib-record-not-deflated = not a deflated record
lib-record-empty = empty
lib-record-version = record version { $version }
lib-record-no-count = no count
lib-record-cut-short = cut short
lib-record-not-utf8 = text is not UTF-8
lib-transcript-damaged = match { $id }: the stored transcript is damaged ({ $error })
lib-match-gone = match { $id } is no longer in the library
lib-analysis-length = gnuBG read a { $read }-point match where the library has a { $length }-point one
lib-unknown-breakdown = the library holds an unknown breakdown "{ $name }"
lib-import-too-large = { $size } bytes is too large for a match file
lib-import-not-a-match = not a match file
lib-import-not-stored = { $path }: not stored: { $error }
metrics-thresholds-negative = thresholds must be non-negative numbers (got { $error } and { $blunder })
metrics-thresholds-order = the error threshold ({ $error }) must not be above the blunder threshold ({ $blunder })
metrics-blunder-too-large = a blunder threshold of { $blunder } EMG is beyond any real error

## Errors of a selection (usage errors)

query-unknown-player = no player named "{ $name }"; `blunderdb players` lists the players
# `$names`: one quoted name, or a list ending with query-list-or.
query-unknown-player-suggest = no player named "{ $name }"; did you mean { $names }?
query-list-or = { $init } or { $last }
query-invalid-date = invalid date "{ $value }": expected YYYY-MM-DD
query-invalid-date-why = invalid date "{ $value }": expected YYYY-MM-DD ({ $why })
query-no-month = there is no month { $month }
# "2023-02 has no day 29".
query-no-day = { $month } has no day { $day }
query-empty-range = the date range is empty: from { $from } is after to { $to }
# "unknown breakdown "tempo": expected one of cube-action, phase, score, length".
query-unknown-choice = unknown { $what } "{ $value }": expected one of { $choices }
query-what-breakdown = breakdown
query-what-grouping = grouping
query-what-level-scale = level scale
# "phase key".
query-what-key = { $by } key
query-breakdown-cell = --breakdown wants DIM=KEY (e.g. phase=race, cube-action=wrong_take, score=3a-5a, length=7), not "{ $value }"
query-breakdown-cube-checker = the cube-action breakdown covers cube decisions; --type checker selects none
query-breakdown-phase-cube = the phase breakdown covers checker plays; --type cube selects none
query-alias-unknown-player = no player named "{ $name }"
query-alias-self = cannot merge "{ $alias }" into itself
query-alias-cycle = "{ $player }" is already an alias of "{ $alias }": merging "{ $alias }" into it would make a cycle
query-alias-already = "{ $alias }" is already counted as "{ $player }"
query-alias-already-other = "{ $alias }" is already counted as "{ $player }"; `blunderdb alias remove "{ $alias }"` first
query-alias-none = "{ $name }" is not an alias; `blunderdb alias list` lists them
query-alias-none-no-aliases = "{ $name }" is not an alias; there are no aliases
query-drill-limit = --limit { $limit } is more than a page can hold ({ $max })
query-drill-after-and-before = a page is asked for after a row or before one, not both
query-drill-offset-and-cursor = --offset { $offset } and a cursor ({ $cursor }) cannot be used together
query-drill-bad-cursor = --after wants ERROR,MATCH,GAME,SEQ (the last row's error, match, game and seq), not "{ $value }"
query-drill-no-bar = no histogram bar { $bar }: the bars are 0 to { $last }
query-drill-min-error = --min-error must be a non-negative number of EMG (got { $value })

## gnuBG

engine-gnubg-not-found = GNU Backgammon (gnubg) was not found: install it with `sudo apt-get install gnubg` (Debian, Ubuntu) or from https://www.gnu.org/software/gnubg/ (Windows, macOS), or name the program with --gnubg PATH or BLUNDERDB_GNUBG
engine-gnubg-unusable = { $path }: not a usable GNU Backgammon: { $why }
engine-gnubg-no-such-program = no such program
engine-gnubg-not-gnubg = `--version` does not name GNU Backgammon

## Errors in match files
# Where: "line 12", "byte 4096"; then what: "line 12: expected a turn".

parse-at = { $at }: { $what }
parse-line = line { $n }
parse-byte = byte { $n }
parse-empty = the file is empty
parse-not-a-match-file = not a match file blunderDB reads (expected gnuBG .sgf, Jellyfish .mat/.txt or XG .xg)

## Jellyfish transcripts (.mat, .txt)

parse-mat-game-before-match-line = a game before the match line (`N point match`)
parse-mat-no-match-line = no match line (`N point match` or `Match of N points`)
parse-mat-no-score-line = a game without a score line
parse-mat-expected-score-line = expected the score line (`Name : 0    Name : 0`) after `Game N`
parse-mat-score-above-length = score { $a }-{ $b } is above the match length { $length }
parse-mat-expected-game-1 = expected `Game 1`, found `{ $found }`
parse-mat-too-many-actions-numbered = more than two actions on one numbered line
parse-mat-expected-turn = expected a turn
parse-mat-too-many-actions = more than two actions on one line
parse-mat-no-game = the match has no game (`Game 1` and a score line)
parse-mat-absurd-length = absurd match length `{ $value }`
parse-mat-negative-length = negative match length { $n }
parse-mat-length-above = match length { $n } is above { $max }
parse-mat-dice-range = dice `{ $dice }` outside 1–6
parse-mat-no-points = `{ $word }` without a number of points
parse-mat-bad-points = `{ $word } { $value }`: expected a number of points
parse-mat-unexpected-turn = unexpected `{ $found }` where a turn should be
parse-mat-arrow-no-cube = `=>` without a cube value
parse-mat-arrow-bad-cube = `=> { $value }`: expected a cube value
parse-mat-absurd-cube = absurd cube value { $value }
parse-mat-unexpected-move = unexpected `{ $found }` where a move should be

## gnuBG's SGF

parse-sgf-value-not-closed = a property value is not closed (the file is truncated)
parse-sgf-no-value = a property has no value
parse-sgf-unexpected-property = unexpected character where an SGF property should be
parse-sgf-other-game = an SGF of another game (GM[{ $gm }]), not backgammon (GM[6])
parse-sgf-no-gm = no GM[6] property: not a gnuBG backgammon SGF
parse-sgf-mi-not-number = MI[{ $value }]: not a whole number
parse-sgf-length-beyond = match length { $length } is beyond 63 points
parse-sgf-score-not-below = score { $a }-{ $b } is not below the match length { $length }
parse-sgf-cv = CV[{ $value }]: not a cube value
parse-sgf-re-points = RE[{ $value }]: cannot read the points won
parse-sgf-re-absurd = RE[{ $value }]: absurd number of points
parse-sgf-not-sgf = not an SGF file: expected '(;'
parse-sgf-trailing-bytes = unexpected bytes after a game tree
parse-sgf-tree-no-node = a game tree does not start with a node ';'
parse-sgf-mixed-lengths = games of different match lengths in one file
parse-sgf-variations = variations are not part of a gnuBG match file
parse-sgf-unexpected-character = unexpected character in a game tree
parse-sgf-truncated = the file ends inside a game (truncated)
parse-sgf-no-game = no game in the file
parse-sgf-no-players = no player names (PW/PB) in the first game
parse-sgf-da = a DA[] cube analysis cannot be read
# `$side`: W or B, the player as the SGF names them.
parse-sgf-move-dice = move { $side }[{ $value }] does not start with two dice 1-6
parse-sgf-move-points = move [{ $value }] has malformed points
parse-sgf-a-index = A[]: the played index is not a number
parse-sgf-a-none = A[]: no readable candidate
parse-sgf-a-candidate = A[]: a candidate cannot be read

## XG's .xg files
# A .xg file is an archive (a header, a registry, a trailer) holding the
# record stream `temp.xg`.

parse-xg-no-magic = not an eXtreme Gammon file (no RGMH magic)
parse-xg-short = truncated .xg file (shorter than its header)
# `$what`: the archive registry, or temp.xg.
parse-xg-inflates-past = { $what }: inflates past its declared size
parse-xg-zlib-truncated = { $what }: the zlib stream is truncated
parse-xg-zlib-corrupt = { $what }: corrupt zlib stream ({ $status })
parse-xg-registry = archive registry
parse-xg-trailer = archive trailer: { $what }
parse-xg-entry = registry entry temp.xg: { $what }
parse-xg-unreadable = unreadable
parse-xg-member-count = absurd member count (truncated or corrupt file)
parse-xg-negative-registry = negative registry size
parse-xg-negative-archive = negative archive size
parse-xg-registry-too-large = registry larger than the file
parse-xg-archive-overlaps = archive overlaps the header (truncated or corrupt file)
parse-xg-registry-truncated = archive registry is truncated
parse-xg-negative-size = negative size or offset
parse-xg-offset-overflows = offset overflows
parse-xg-size-overflows = size overflows
parse-xg-outside-archive = points outside the archive (truncated or corrupt file)
parse-xg-absurd-size = absurd uncompressed size
parse-xg-size-differs = temp.xg: size differs from the registry
parse-xg-crc = temp.xg: CRC mismatch (corrupt file)
parse-xg-no-member = the archive has no temp.xg member
parse-xg-stream-size = temp.xg is { $size } bytes, not a whole number of { $record }-byte records
parse-xg-record = temp.xg record { $index } (offset { $offset }): { $what }
parse-xg-empty-stream = empty record stream
parse-xg-no-match-header = the stream does not start with a match header
parse-xg-no-dmli = match header magic DMLI missing
parse-xg-unreadable-field = unreadable field
parse-xg-after-footer = record after the match footer
parse-xg-second-header = a second match header
parse-xg-absurd-score = absurd game score
parse-xg-absurd-auto-doubles = absurd number of automatic doubles
parse-xg-too-many-games = too many games
parse-xg-cube-outside-game = cube record outside a game
parse-xg-unknown-cube-action = unknown cube action
parse-xg-bad-player = bad player on roll
parse-xg-absurd-cube = absurd cube value
parse-xg-move-outside-game = move record outside a game
parse-xg-dice-range = dice out of range
parse-xg-absurd-candidates = absurd number of candidate moves
parse-xg-unreadable-position = unreadable position
parse-xg-footer-outside-game = game footer outside a game
parse-xg-absurd-points = absurd points won
parse-xg-unknown-record = unknown record type { $kind }
parse-xg-position-file = an XG position file (.xgp): it holds a position, not a match

# `search --position ID` (#41). `$position`: the pasted position's XGID, or its Position ID when only that was given.
cli-search-position = Position { $position }
cli-search-position-exact = Same position, cube and score ({ $count } decisions):
cli-search-position-same = Same checkers, another cube or score ({ $count } decisions):
