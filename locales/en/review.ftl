# blunderDB — one match move by move (`match show`, `match export`) and
# the analyses a match holds (`engines`, `--engine`): the command line's
# words and the errors of these requests. English is the source and the
# fallback. Numbers come as `$n` (for plurals) and `$n-text` (written in
# the locale).
engine-label-xg = XG
engine-label-gnubg = gnuBG
engine-label-gnubg-plies = gnuBG { $plies }-ply
lib-engine-unknown = unknown engine "{ $engine }" (one of { $engines })
lib-engine-twice = the engine { $engine } is named twice
query-unknown-match = the library has no match { $id } (see `blunderdb matches`)
query-match-no-engine = match { $id } has no analysis by { $engine } (it holds: { $have })
query-game-past-match = match { $id } has { $games-text } { $games ->
    [one] game
   *[other] games
}: there is no game { $game }
query-what-sort = sort key
cli-import-word-added = added
cli-import-added-counted = { $path } (match { $id }: { $analysis }'s analysis added; it counts now)
cli-import-added-held = { $path } (match { $id }: { $analysis }'s analysis added beside the one that counts)
cli-import-summary-added = { $n-text } { $n ->
    [one] file added an analysis
   *[other] files added an analysis
} to a match already in the library
cli-engine-only-for = --engine applies to stats, players, progress, breakdown, decisions, report and match show
cli-engines-counted-mark = { $analysis } (counts)
cli-engines-preference = Which analysis counts: { $order }
cli-engines-changed = { $n-text } { $n ->
    [one] match now counts another analysis
   *[other] matches now count another analysis
}
cli-engines-count = { $engine }: { $n-text } { $n ->
    [one] match
   *[other] matches
} analysed, { $counted-text } counted
cli-engines-several = Matches holding several analyses: { $n-text }
cli-match-money = money session
cli-match-points = { $n-text }-point match
cli-match-header = Match { $id }: { $a } – { $b }, { $length }, { $date }, { $event }
cli-match-analyses = Analyses: { $analyses }
cli-match-game = Game { $number }: score { $a }-{ $b }
cli-match-game-crawford = Game { $number }: score { $a }-{ $b } (Crawford)
cli-match-col-move = Move
cli-match-col-player = Player
cli-match-col-dice = Dice
cli-match-col-play = Play
cli-match-col-error = Error
cli-match-col-luck = Luck
cli-match-col-best = Best
cli-match-dance = (dance)
cli-match-exported = Wrote match { $id } ({ $games-text } { $games ->
    [one] game
   *[other] games
}) to { $path }
cli-export-failed = cannot write { $path }: { $error }
rgraph-title = Cumulative error by move
rgraph-game = Game { $number }
rgraph-legend = { $player }: { $error } EMG
rgraph-title-mwc = Cumulative error and match winning chance by move
rgraph-mwc-axis = { $value } %
rgraph-mwc-legend = Match winning chance, { $player } (right axis)
lib-features-damaged = the search data of match { $id } is damaged (re-import the match)
query-search-limit = a page holds 1 to { $max } decisions
query-search-scope-twice = the { $what } is given twice: { $option } as an option, { $query } in the query
lib-search-no-name = a saved search needs a name
cli-search-saved = Saved the search "{ $name }": { $query }
cli-search-none-saved = No saved searches (save one with: blunderdb search save NAME QUERY).
cli-search-removed = Removed the saved search "{ $name }".
cli-search-unknown = no saved search named "{ $name }" (saved: { $names })
cli-search-no-query = give a query (e.g. blunderdb search 'nc P<70') or one of save, list, remove, run
cli-search-summary = { $count-text } { $count ->
    [one] decision
   *[other] decisions
} found · PR { $pr } over { $decisions-text } analysed · { $errors-text } errors · { $blunders-text } blunders
