# blunderDB — un match mossa per mossa (`match show`, `match export`) e le
# analisi di un match (`engines`, `--engine`). Termini come common.ftl.
engine-label-xg = XG
engine-label-gnubg = gnuBG
engine-label-gnubg-plies = gnuBG { $plies }-ply
lib-engine-unknown = motore sconosciuto "{ $engine }" (uno tra { $engines })
lib-engine-twice = il motore { $engine } è indicato due volte
query-unknown-match = la libreria non ha il match { $id } (vedi `blunderdb matches`)
query-match-no-engine = il match { $id } non ha un'analisi di { $engine } (ha: { $have })
query-game-past-match = il match { $id } ha { $games-text } { $games ->
    [one] partita
   *[other] partite
}: non c'è la partita { $game }
query-what-sort = chiave di ordinamento
cli-import-word-added = aggiunto
cli-import-added-counted = { $path } (match { $id }: aggiunta l'analisi di { $analysis }; ora conta questa)
cli-import-added-held = { $path } (match { $id }: aggiunta l'analisi di { $analysis } accanto a quella che conta)
cli-import-summary-added = { $n-text } { $n ->
    [one] file ha aggiunto un'analisi
   *[other] file hanno aggiunto un'analisi
} a un match già nella libreria
cli-engine-only-for = --engine vale per stats, players, progress, breakdown, decisions, report e match show
cli-engines-counted-mark = { $analysis } (conta)
cli-engines-preference = Analisi che conta: { $order }
cli-engines-changed = { $n-text } { $n ->
    [one] match ora conta un'altra analisi
   *[other] match ora contano un'altra analisi
}
cli-engines-count = { $engine }: { $n-text } match analizzati, { $counted-text } contati
cli-engines-several = Match con più analisi: { $n-text }
cli-match-money = sessione money
cli-match-points = match a { $n-text } punti
cli-match-header = Match { $id }: { $a } – { $b }, { $length }, { $date }, { $event }
cli-match-analyses = Analisi: { $analyses }
cli-match-game = Partita { $number }: punteggio { $a }-{ $b }
cli-match-game-crawford = Partita { $number }: punteggio { $a }-{ $b } (Crawford)
cli-match-col-move = Mossa
cli-match-col-player = Giocatore
cli-match-col-dice = Dadi
cli-match-col-play = Giocata
cli-match-col-error = Errore
cli-match-col-luck = Fortuna
cli-match-col-best = Migliore
cli-match-dance = (ballo)
cli-match-exported = Match { $id } ({ $games-text } { $games ->
    [one] partita
   *[other] partite
}) scritto in { $path }
cli-export-failed = impossibile scrivere { $path }: { $error }
rgraph-title = Errore cumulato per mossa
rgraph-game = Partita { $number }
rgraph-legend = { $player }: { $error } EMG
rgraph-title-mwc = Errore cumulato e probabilità di vincere il match per mossa
rgraph-mwc-axis = { $value } %
rgraph-mwc-legend = Probabilità di vincere il match, { $player } (asse destro)
lib-features-damaged = i dati di ricerca del match { $id } sono danneggiati (reimporta il match)
query-search-limit = una pagina contiene da 1 a { $max } decisioni
query-search-scope-twice = { $what } è indicato due volte: { $option } come opzione, { $query } nella ricerca
lib-search-no-name = una ricerca salvata deve avere un nome
cli-search-saved = Ricerca "{ $name }" salvata: { $query }
cli-search-none-saved = Nessuna ricerca salvata (salvane una con: blunderdb search save NOME RICERCA).
cli-search-removed = Ricerca salvata "{ $name }" rimossa.
cli-search-unknown = nessuna ricerca salvata "{ $name }" (salvate: { $names })
cli-search-no-query = indica una ricerca (es. blunderdb search 'nc P<70') oppure save, list, remove, run
cli-search-summary = { $count-text } { $count ->
    [one] decisione trovata
   *[other] decisioni trovate
} · PR { $pr } su { $decisions-text } analizzate · { $errors-text } errori · { $blunders-text } blunder
