# blunderDB — the command line's help (`blunderdb --help`, `-h`,
# `blunderdb help COMMAND`) and clap's usage errors.
# English is the source and the fallback. The English messages of the
# commands and options are the doc comments of src/cli/args.rs, word for
# word as clap shows them (first paragraph without its final period; the
# long help whole): a message that says other words than its doc comment
# is not used, in any language, and tests/cli_help.rs lists it.
#
# Ids: help-cmd-PATH (a command's about, PATH its words joined by "-"),
# help-cmd-PATH-long (its long about), help-arg-PATH-ID or help-arg-ID
# (an option or argument's help, ID clap's id of it), help-clap-* (clap's
# own words), help-err-* (clap's usage errors).
#
# Values, option names, placeholders (<FILE>, <PLAYER>), file formats and
# the commands' own words (xg, gnubg, text, json) stay as they are typed.

## Commands and their options

help-cmd = A local library of backgammon matches and the statistics XG and gnuBG print for them
help-arg-db = The library file (default: the platform data directory, e.g. ~/.local/share/blunderdb/library.db)
help-arg-lang = The language of the text output and the messages: en, fr, de, it, es, fi, ja, el, ru, pt or nl (default: the locale, e.g. LANG). JSON and CSV are the same in every language
help-arg-engine = The figures of one engine's analyses (xg or gnubg), over the matches that have one, instead of the analysis each match counts; for stats, players, progress, breakdown, decisions and report
help-arg-server = A club server (http://HOST:PORT) in place of the local library, for import, analyse, worker and the read commands; the token is read from BLUNDERDB_TOKEN (docs/server.md)
help-cmd-serve = Serve club libraries over HTTP/JSON from PostgreSQL (docs/server.md)
help-arg-pg = The PostgreSQL database (postgresql://USER@HOST:PORT/DB)
help-arg-listen = The address to listen on
help-arg-cache = The folder of the clubs' read models (rebuilt from PostgreSQL when missing; default: the platform cache folder)
help-arg-max_upload = The largest file accepted, in bytes (larger uploads get 413)
help-cmd-server = Set up a club server's database: init, club add, token add/revoke
help-cmd-server-init = Apply the server's migrations to the database
help-cmd-server-club = Clubs
help-cmd-server-club-add = Make a club and print its first admin token (shown once)
help-cmd-server-token = Tokens
help-cmd-server-token-add = Make a token and print it (shown once; only its hash is kept)
help-arg-role = reader, uploader, admin or worker
help-arg-name = Who or what holds it
help-cmd-server-token-revoke = Revoke token ID: it opens nothing from now on
help-cmd-worker = Analyse a club's queued matches with gnuBG on this machine (with --server, a worker token in BLUNDERDB_TOKEN)
help-cmd-web = Serve the window's page to a browser over the library (prints an address with a one-time token)
help-arg-open = Open the page in the system's browser
help-arg-web = Serve the window's page too: members sign in with their token and read their club in a browser
help-arg-jobs = gnuBG processes at once (default: the number of cores)
help-arg-gnubg = The gnuBG program (default: BLUNDERDB_GNUBG, then gnubg on PATH, then /usr/games/gnubg)
help-arg-until_idle = Stop when the queue has nothing left instead of waiting for more
help-cmd-import = Import match files and folders (.sgf, .mat/.txt, .xg; recursively)
help-cmd-matches = List the matches in the library with both players' figures
help-cmd-stats = Figures over the library, or over one player's matches
help-arg-from = Only matches played on or after this date (YYYY-MM-DD)
help-arg-to = Only matches played on or before this date (YYYY-MM-DD)
help-arg-length = Only matches of this length in points (0 = money sessions)
help-arg-kind = Which decisions the error figures cover
help-cmd-players = One row per player
help-cmd-analyse = Analyse the matches that have no analysis with GNU Backgammon, on every core; the library stores gnuBG's own analysis
help-arg-analyse-plies = gnuBG's evaluation depth, for chequer play and cube decisions: 0 is a quick pass, 2 gnuBG's usual level
help-arg-analyse-player = Only this player's matches
help-arg-redo = Analyse again the matches that already have an analysis (gnuBG files and earlier runs; XG's analyses are kept)
help-arg-timeout = Seconds one match may take before its gnuBG is stopped (default: 300 at 0-ply, 900 at 1-ply, 3600 at 2-ply)
help-cmd-watch = Watch a folder (XG's or gnuBG's save folder, a download folder): import the match files that appear in it once they stop growing, each once, until Ctrl-C. The app watches the library's folder too
help-arg-folder = The folder (default: the library's watched folder, as set in the app's Settings or with --save)
help-arg-save = Remember FOLDER as the library's watched folder
help-arg-analyse = Also have gnuBG analyse the new matches that have no analysis
help-arg-plies = gnuBG's depth for --analyse (0 is quick, 2 gnuBG's usual level)
help-arg-watch-gnubg = The gnuBG program for --analyse
help-arg-settle = Seconds a file must stay unchanged before it is imported
help-arg-once = Import what is ready now and exit (for a scheduled job)
help-cmd-decisions = The decisions behind the figures, worst first: a histogram bar, the errors or blunders, a kind of decision; each with its gnuBG Position ID, Match ID and XGID
help-arg-min_error = Only errors of at least this many EMG (as the thresholds: inclusive)
help-arg-decision_kind = Only this kind of decision (double = double or no double)
help-arg-bucket = Only the decisions of this bar of the error histogram (0 = 0–5 millipoints … 5 = 100+), exactly those `stats` counts in it
help-arg-breakdown = Only the decisions of one cell of `breakdown`, exactly those its row counts: DIM=KEY, e.g. cube-action=wrong_take, phase=race, score=3a-5a, length=7 (or length=money), plan=back_game
help-arg-limit = Decisions per page
help-arg-offset = Decisions to skip (the page's start)
help-arg-decisions-after = The page after this decision: ERROR,MATCH,GAME,SEQ of the previous page's last row (`next` in the JSON output). Reads only the page, however deep
help-arg-candidates = Also each checker play's candidate moves (rank, move, equity, difference to the best, the played one marked), re-read from its match's file: slower (the library keeps no candidates)
help-cmd-report = Write a self-contained HTML report of a selection: the figures, the histogram and the worst decisions with their boards
help-arg-html = The HTML file to write (replaced whole, or left as it was)
help-arg-report-limit = How many of the worst decisions to show with their boards
help-cmd-progress = Figures per match, month, year or event, in time order: is the player getting better? Each row's PR is its own Σ error / Σ decisions; the rows add up to `stats` for the same filter. Matches without a date form one row, "undated"
help-arg-player = Any of a player's names (aliases count as the merged player)
help-arg-by = One row per match, month, year or event (tournament)
help-arg-chart = Also draw the progression chart (one dot per row, rolling PR, trend, level bands) into this SVG file
help-arg-levels = The chart's level bands: xg, gnubg or bmab (default: the library's, see `levels`)
help-arg-window = Decisions the chart's rolling PR covers
help-cmd-breakdown = Where the errors are: counted decisions, errors, blunders, error and PR by cube action, game phase, score, match length or game plan
help-cmd-breakdown-long =
    Where the errors are: counted decisions, errors, blunders, error and PR by cube action, game phase, score, match length or game plan.

    cube-action: missed_double (did not double), wrong_double (doubled), wrong_take (took), wrong_pass (passed): the kind of the cube decision; their error adds up to the cube error. phase (checker plays, from the position before the play): bearoff = no contact and all the mover's checkers home or off; race = no contact otherwise; opening = contact and both pip counts at least 145; middle = contact otherwise; unknown = no position in the file. Their error adds up to the checker error. score: away-away from the player's view ("2a-5a"), money separate. length: "1", "3", ..., "money". plan (checker plays, from the position before the play, the mover's game plan as search's gt: classifies it): race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact; unknown = no position in the file. Their error adds up to the checker error.
help-arg-breakdown-by = cube-action, phase, score, length or plan
help-cmd-alias = One person under several names: count one name's matches as another player's, in every view, filter and export
help-cmd-alias-add = Count NAME's matches as PLAYER's (stored matches keep their names)
help-arg-alias-add-player = The player NAME is merged into (any of its names)
help-cmd-alias-remove = Undo an alias: NAME's matches are its own again
help-cmd-alias-list = List the aliases
help-cmd-levels = Show or choose the level bands of the progression chart: xg (XG's Performance Rating table, the default), gnubg (gnuBG 1.08's ratings) or bmab (gnuBG's development ratings, like the BMAB's)
help-arg-scale = The scale to choose; without it, the library's is shown
help-cmd-search = Find decisions by blunderDB's search filters (`nc P<70`, `m"6/1*"`, `gt:back_game E>50`, see docs/search.md), worst first, with the selection's figures; `search save|list|remove|run` keep queries under a name
help-arg-query = The query, e.g. 'nc P<70' or 'm"6/1*" E>20'
help-arg-search-player = Only this player's decisions (aliases count as the player)
help-arg-search-position = The decisions made in a pasted position (an XGID, or a gnuBG Position ID with or without its Match ID): those with its cube and score, then those with its checkers only
help-arg-after = The page after this decision (the `next` of the previous page)
help-cmd-search-save = Save QUERY under NAME in the library (replacing a search of that name)
help-cmd-search-list = The saved searches
help-cmd-search-remove = Remove the saved search NAME
help-cmd-search-run = Run the saved search NAME
help-cmd-match = One match: `match show ID` move by move, `match export ID FILE`
help-cmd-match-show = Every move and cube action of a match, in order, forced plays and dances included: dice, the play, the best play, its error and mark, and the position before it (gnuBG's Position ID and Match ID, XGID)
help-arg-id = The match's number (`blunderdb matches`)
help-arg-game = Only this game (1 = the first)
help-cmd-match-export = Write a match as a file other programs import
help-arg-format = mat: a Jellyfish transcript, which gnuBG and XG import
help-arg-file = The file to write (replaced whole, or left as it was)
help-cmd-engines = Show or set which analysis counts when a match holds several: an order of engines, e.g. `--prefer xg,gnubg` (the default: XG's, then gnuBG's deepest)
help-arg-prefer = The engines in order of preference, e.g. xg,gnubg
help-cmd-tag = Tag decisions by their ref (from the rows of decisions, search and match show): `tag add REF TAG...`, `tag remove REF TAG...`, `tag list`
help-cmd-tag-add = Tag a decision (its ref, from the rows of decisions, search or match show) with words such as #backgame or timing
help-cmd-tag-remove = Take tags off a decision
help-cmd-tag-list = Every tag in use, with how many decisions carry it
help-cmd-star = Star a decision (its ref)
help-cmd-unstar = Take a decision's star off (its ref)
help-cmd-comment = Comment a decision (its ref); an empty TEXT removes the comment
help-cmd-collection = Named, ordered lists of decisions, or live ones that follow a search: new, add, remove, delete, show, export (HTML boards, XGIDs or an Anki package), list
help-cmd-collection-new = Make a collection: empty, or live (its decisions are those the search finds, whatever the library holds then)
help-arg-collection-new-search = The search a live collection follows, e.g. 'gt:back_game E>50'
help-cmd-collection-add = Add decisions (by ref) to the end of a collection
help-cmd-collection-remove = Take decisions (by ref) out of a collection
help-cmd-collection-delete = Delete a collection; its decisions, their marks and their cards stay
help-cmd-collection-show = A collection's decisions, as decisions lists them
help-cmd-collection-export = Write a collection as the HTML report's boards, as its XGIDs one a line, or as an Anki package (each file replaced whole, or left as it was)
help-arg-collection-export-format = What to write FILE as: apkg (an Anki package, a card a decision), html or xgid
help-arg-collection-export-file = The file to write, after --format
help-cmd-collection-list = The collections
help-cmd-train = Training with spaced repetition (FSRS): the cards due, and answering one as at the table
help-cmd-train-due = The cards due now (every card made so far, or a deck's), with the retention measured against the one aimed at. A deck's decisions without a card get theirs (a double and its answer are two cards)
help-arg-collection = The decisions of a collection
help-arg-search = The decisions a search finds
help-arg-starred = The starred decisions
help-cmd-train-answer = Answer card CARD: a move such as 13/7 8/7 (quoted or not), or double, no_double, take or pass. Graded by the counted analysis and scheduled by FSRS
help-cmd-thresholds = Show or set the error and blunder thresholds (EMG)

## Clap's own words

help-clap-usage = Usage:
help-clap-commands = Commands:
help-clap-arguments = Arguments:
help-clap-options = Options:
# The usage line's placeholders: all the options, one command.
help-clap-options-tag = [OPTIONS]
help-clap-command-name = COMMAND
help-clap-print-help = Print help
help-clap-print-help-more = Print help (see more with '--help')
help-clap-print-help-summary = Print help (see a summary with '-h')
help-clap-print-version = Print version
help-clap-help-command = Print this message or the help of the given subcommand(s)
help-clap-help-subcommands = Print help for the subcommand(s)
# $var: the variable and its value, e.g. BLUNDERDB_DB=/tmp/lib.db.
help-clap-env = [env: { $var }]
help-clap-default = [default: { $value }]
help-clap-possible = [possible values: { $values }]

## Usage errors (exit code 2)

help-err-label = error:
help-err-tip = tip:
help-err-more = For more information, try '{ $flag }'.
help-err-unknown-argument = unexpected argument '{ $arg }' found
help-err-unknown-subcommand = unrecognized subcommand '{ $subcommand }'
help-err-missing-value = a value is required for '{ $arg }' but none was supplied
help-err-invalid-value = invalid value '{ $value }' for '{ $arg }'
help-err-invalid-value-because = invalid value '{ $value }' for '{ $arg }': { $reason }
help-err-missing-required = the following required arguments were not provided:
help-err-missing-subcommand = '{ $command }' requires a subcommand but one was not provided
help-err-subcommands = [subcommands: { $values }]
help-err-used-twice = the argument '{ $arg }' cannot be used multiple times
help-err-argument-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
help-err-argument-conflict-list = the argument '{ $arg }' cannot be used with:
help-err-argument-conflict-any = the argument '{ $arg }' cannot be used with one or more of the other specified arguments
help-err-subcommand-conflict = the subcommand '{ $arg }' cannot be used with '{ $other }'
help-err-subcommand-conflict-list = the subcommand '{ $arg }' cannot be used with:
help-err-subcommand-conflict-any = the subcommand '{ $arg }' cannot be used with one or more of the other specified arguments
help-err-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
help-err-value-count = '{ $arg }' takes { $expected } values; { $actual } given
help-err-no-equals = equal sign is needed when assigning values to '{ $arg }'
help-err-invalid-utf8 = invalid UTF-8 was detected in one or more arguments
help-err-generic = the command line could not be read
# Why a value was refused.
help-err-not-whole-number = invalid digit found in string
help-err-not-a-number = invalid float literal
help-err-number-too-large = number too large to fit in target type
help-err-number-too-small = number too small to fit in target type
help-err-out-of-range = { $value } is not in { $min }..={ $max }
help-err-below-minimum = { $value } is less than { $min }
# $names: the names in quotes, e.g. 'stats', 'players'; $count: how many.
help-err-similar-subcommand = { $count ->
    [one] a similar subcommand exists: { $names }
   *[other] some similar subcommands exist: { $names }
}
help-err-similar-argument = { $count ->
    [one] a similar argument exists: { $names }
   *[other] some similar arguments exist: { $names }
}
help-err-similar-value = { $count ->
    [one] a similar value exists: { $names }
   *[other] some similar values exist: { $names }
}
help-err-tip-as-value = to pass '{ $arg }' as a value, use '{ $with }'
help-err-tip-exists = '{ $name }' exists
help-err-tip-remove-dashes = subcommand '{ $subcommand }' exists; to use it, remove the '--' before it
