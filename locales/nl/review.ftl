# blunderDB — een match zet voor zet (`match show`, `match export`) en de
# analyses van een match (`engines`, `--engine`). Termen als common.ftl.
engine-label-xg = XG
engine-label-gnubg = gnuBG
engine-label-gnubg-plies = gnuBG { $plies }-ply
lib-engine-unknown = onbekende engine "{ $engine }" (een van { $engines })
lib-engine-twice = de engine { $engine } staat er twee keer in
query-unknown-match = de bibliotheek heeft geen match { $id } (zie `blunderdb matches`)
query-match-no-engine = match { $id } heeft geen analyse van { $engine } (wel: { $have })
query-game-past-match = match { $id } heeft { $games-text } { $games ->
    [one] partij
   *[other] partijen
}: er is geen partij { $game }
query-what-sort = sorteersleutel
cli-import-word-added = toegevoegd
cli-import-added-counted = { $path } (match { $id }: analyse van { $analysis } toegevoegd; die telt nu)
cli-import-added-held = { $path } (match { $id }: analyse van { $analysis } toegevoegd naast de tellende)
cli-import-summary-added = { $n-text } { $n ->
    [one] bestand voegde
   *[other] bestanden voegden
} een analyse toe aan een match die al in de bibliotheek stond
cli-engine-only-for = --engine geldt voor stats, players, progress, breakdown, decisions, report en match show
cli-engines-counted-mark = { $analysis } (telt)
cli-engines-preference = Welke analyse telt: { $order }
cli-engines-changed = { $n-text } { $n ->
    [one] match telt nu een andere analyse
   *[other] matches tellen nu een andere analyse
}
cli-engines-count = { $engine }: { $n-text } { $n ->
    [one] match geanalyseerd
   *[other] matches geanalyseerd
}, { $counted-text } geteld
cli-engines-several = Matches met meerdere analyses: { $n-text }
cli-match-money = moneysessie
cli-match-points = match tot { $n-text } punten
cli-match-header = Match { $id }: { $a } – { $b }, { $length }, { $date }, { $event }
cli-match-analyses = Analyses: { $analyses }
cli-match-game = Partij { $number }: stand { $a }-{ $b }
cli-match-game-crawford = Partij { $number }: stand { $a }-{ $b } (Crawford)
cli-match-col-move = Zet
cli-match-col-player = Speler
cli-match-col-dice = Worp
cli-match-col-play = Gespeeld
cli-match-col-error = Fout
cli-match-col-luck = Geluk
cli-match-col-best = Beste
cli-match-dance = (dansen)
cli-match-exported = Match { $id } ({ $games-text } { $games ->
    [one] partij
   *[other] partijen
}) geschreven naar { $path }
cli-export-failed = kan { $path } niet schrijven: { $error }
rgraph-title = Opgeteld foutverlies per zet
rgraph-game = Partij { $number }
rgraph-legend = { $player }: { $error } EMG
rgraph-title-mwc = Opgeteld foutverlies en winkans voor de match per zet
rgraph-mwc-axis = { $value }%
rgraph-mwc-legend = Winkans voor de match, { $player } (rechteras)
lib-features-damaged = de zoekgegevens van match { $id } zijn beschadigd (importeer de match opnieuw)
query-search-limit = een pagina bevat 1 tot { $max } beslissingen
query-search-scope-twice = { $what } staat er twee keer: { $option } als optie, { $query } in de zoekopdracht
lib-search-no-name = een bewaarde zoekopdracht heeft een naam nodig
cli-search-saved = Zoekopdracht "{ $name }" bewaard: { $query }
cli-search-none-saved = Geen bewaarde zoekopdrachten (bewaar er een met: blunderdb search save NAAM ZOEKOPDRACHT).
cli-search-removed = Bewaarde zoekopdracht "{ $name }" verwijderd.
cli-search-unknown = geen bewaarde zoekopdracht "{ $name }" (bewaard: { $names })
cli-search-no-query = geef een zoekopdracht (bv. blunderdb search 'nc P<70') of save, list, remove, run
cli-search-summary = { $count-text } { $count ->
    [one] beslissing
   *[other] beslissingen
} gevonden · PR { $pr } over { $decisions-text } geanalyseerd · { $errors-text } fouten · { $blunders-text } blunders
