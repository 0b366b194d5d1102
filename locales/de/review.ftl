# blunderDB — ein Match Zug für Zug (`match show`, `match export`) und die
# Analysen eines Matches (`engines`, `--engine`). Begriffe wie common.ftl.
engine-label-xg = XG
engine-label-gnubg = gnuBG
engine-label-gnubg-plies = gnuBG { $plies }-ply
lib-engine-unknown = unbekannte Engine „{ $engine }“ (eine von { $engines })
lib-engine-twice = die Engine { $engine } ist zweimal genannt
query-unknown-match = die Bibliothek hat kein Match { $id } (siehe `blunderdb matches`)
query-match-no-engine = Match { $id } hat keine Analyse von { $engine } (es hat: { $have })
query-game-past-match = Match { $id } hat { $games-text } { $games ->
    [one] Partie
   *[other] Partien
}: es gibt keine Partie { $game }
query-what-sort = Sortierschlüssel
cli-import-word-added = ergänzt
cli-import-added-counted = { $path } (Match { $id }: Analyse von { $analysis } ergänzt; sie zählt jetzt)
cli-import-added-held = { $path } (Match { $id }: Analyse von { $analysis } neben der zählenden ergänzt)
cli-import-summary-added = { $n-text } { $n ->
    [one] Datei hat
   *[other] Dateien haben
} einem vorhandenen Match eine Analyse hinzugefügt
cli-engine-only-for = --engine gilt für stats, players, progress, breakdown, decisions, report und match show
cli-engines-counted-mark = { $analysis } (zählt)
cli-engines-preference = Welche Analyse zählt: { $order }
cli-engines-changed = { $n-text } { $n ->
    [one] Match zählt jetzt eine andere Analyse
   *[other] Matches zählen jetzt eine andere Analyse
}
cli-engines-count = { $engine }: { $n-text } { $n ->
    [one] Match analysiert
   *[other] Matches analysiert
}, { $counted-text } gezählt
cli-engines-several = Matches mit mehreren Analysen: { $n-text }
cli-match-money = Money-Session
cli-match-points = Match auf { $n-text } Punkte
cli-match-header = Match { $id }: { $a } – { $b }, { $length }, { $date }, { $event }
cli-match-analyses = Analysen: { $analyses }
cli-match-game = Partie { $number }: Stand { $a }-{ $b }
cli-match-game-crawford = Partie { $number }: Stand { $a }-{ $b } (Crawford)
cli-match-col-move = Zug
cli-match-col-player = Spieler
cli-match-col-dice = Wurf
cli-match-col-play = Gespielt
cli-match-col-error = Fehler
cli-match-col-luck = Glück
cli-match-col-best = Bester
cli-match-dance = (tanzt)
cli-match-exported = Match { $id } ({ $games-text } { $games ->
    [one] Partie
   *[other] Partien
}) nach { $path } geschrieben
cli-export-failed = { $path } kann nicht geschrieben werden: { $error }
rgraph-title = Kumulierter Fehler je Zug
rgraph-game = Partie { $number }
rgraph-legend = { $player }: { $error } EMG
rgraph-title-mwc = Kumulierter Fehler und Matchgewinnchance je Zug
rgraph-mwc-axis = { $value } %
rgraph-mwc-legend = Matchgewinnchance, { $player } (rechte Achse)
lib-features-damaged = die Suchdaten von Match { $id } sind beschädigt (Match erneut importieren)
query-search-limit = eine Seite hält 1 bis { $max } Entscheidungen
query-search-scope-twice = { $what } ist doppelt angegeben: { $option } als Option, { $query } in der Suche
lib-search-no-name = eine gespeicherte Suche braucht einen Namen
cli-search-saved = Suche „{ $name }“ gespeichert: { $query }
cli-search-none-saved = Keine gespeicherten Suchen (speichern mit: blunderdb search save NAME ANFRAGE).
cli-search-removed = Gespeicherte Suche „{ $name }“ entfernt.
cli-search-unknown = keine gespeicherte Suche „{ $name }“ (gespeichert: { $names })
cli-search-no-query = eine Suchanfrage angeben (z. B. blunderdb search 'nc P<70') oder save, list, remove, run
cli-search-summary = { $count-text } { $count ->
    [one] Entscheidung
   *[other] Entscheidungen
} gefunden · PR { $pr } über { $decisions-text } analysierte · { $errors-text } Fehler · { $blunders-text } Blunder
