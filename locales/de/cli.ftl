# blunderDB — die Kommandozeile (`blunderdb`): ihre Textausgaben und jede
# Fehlermeldung, die ein Benutzer liest, gleich welcher Teil des Programms
# sie meldet (Leser der Match-Dateien, Bibliothek, Abfragen, gnuBG-Steuerung).
# Englisch ist die Quelle und der Rückfall.
#
# Zahlen kommen in zwei Variablen: `$n` (zur Wahl der Pluralform) und
# `$n-text` (die Zahl in deutscher Schreibweise: `28.508.412`).
# Dezimalzahlen kommen schon deutsch geschrieben (`0,39`).
#
# Begriffe (for reviewers):
# - As in common.ftl: „Blunder“, „Cube“, Double / Take / Pass in English,
#   „Steinzug“ / „Zug“, „Glück“, „Money“.
# - Names, paths, moves and pieces of files keep straight quotes "…" and
#   backticks `…`, as a shell takes them back.
# - The file formats' own words (GM[], MI[], RE[], the `N point match` line,
#   XG's temp.xg, RGMH, DMLI) stay as the files write them.
# - Short column heads: „M“ (Matches), „S-N“ (Siege-Niederlagen), „Ents“
#   (Entscheidungen), „Fehl“, „Blun“.

## Tabellen (`--format text`)

cli-col-id = id
cli-col-format = Fmt
cli-col-length = Lg
cli-col-score = Stand
cli-col-player = Spieler
cli-col-player-1 = Spieler 1
cli-col-player-2 = Spieler 2
cli-col-matches-short = M
cli-col-won-lost-short = S-N
cli-col-decisions-short = Ents
cli-col-checker-pr-short = ZugPR
cli-col-cube-pr-short = CubePR
cli-col-snowie-short = Snowie
cli-col-mwc-per-match-short = MWC%/M
cli-col-errors-short = Fehl
cli-col-blunders-short = Blun
cli-col-luck-short = Glück
cli-col-error-emg-short = Fehl EMG
cli-col-mwc-pct-short = MWC%
cli-col-decisions = Entscheid.
cli-col-errors = Fehler
cli-col-blunders = Blunder
cli-col-error-emg = Fehler EMG
cli-col-mwc-pct = MWC %
cli-period-match = Match
cli-period-month = Monat
cli-period-year = Jahr
cli-period-event = Turnier
cli-undated = ohne Datum
cli-no-event = ohne Turnier

## matches, stats

cli-matches-footer = { $n ->
    [one] { $n-text } Match (* = Sieger; $ = Money; — = unbekannt)
   *[other] { $n-text } Matches (* = Sieger; $ = Money; — = unbekannt)
}
cli-stats-title = Statistik von { $player }
cli-stats-title-all = Statistik aller Spieler
cli-stats-matches-won-lost = { $matches }   (gewonnen { $wins }, verloren { $losses })
cli-stats-pr-value = { $pr }   (Steinzüge { $checker }, Cube { $cube })
cli-stats-error = Fehler
cli-stats-error-value = { $emg } EMG   ({ $mwc } % MWC; { $per_match } % je Match)
cli-stats-decisions-value = { $decisions }   (nicht erzwungene Züge { $unforced }, knapper Cube { $close })
cli-stats-checker-moves = Steinzüge
cli-stats-checker-value = { $checker }   (Doubles { $doubles }, Takes { $takes }, Passes { $passes })
cli-stats-errors-blunders = Fehler / Blunder
cli-stats-errors-value = { $errors } / { $blunders }   [{ $thresholds }]
cli-stats-luck-value = { $rolls ->
    [one] { $emg } EMG über { $rolls-text } Wurf ({ $per_roll } je Wurf, { $mwc } % MWC)
   *[other] { $emg } EMG über { $rolls-text } Würfe ({ $per_roll } je Wurf, { $mwc } % MWC)
}
cli-stats-histogram = Fehlerhistogramm (Millipunkte):
cli-stats-unanalysed = { $n ->
    [one] { $n-text } Match ohne Analyse: `blunderdb analyse` lässt es von gnuBG analysieren
   *[other] { $n-text } Matches ohne Analyse: `blunderdb analyse` lässt sie von gnuBG analysieren
}

## decisions, report

cli-decisions-none = Keine Entscheidung in dieser Auswahl.
cli-decision-row = { $error } EMG { $mwc } %  { $player }  Match { $match_no } Partie { $game } Zug { $move_no }  { $kind } { $dice }
cli-decision-played = gespielt { $played }   bester { $best }
cli-candidates-none = Kandidaten: keine in der Datei für diese Entscheidung
cli-next-page = nächste Seite: --after { $cursor }
cli-report-wrote = { $n ->
    [one] { $path } geschrieben ({ $n-text } Byte)
   *[other] { $path } geschrieben ({ $n-text } Bytes)
}

## import, watch

cli-import-word-imported = importiert
cli-import-word-duplicate = doppelt
cli-import-word-replaced = ersetzt
cli-import-word-skipped = übergangen
cli-import-word-failed = gescheitert
cli-import-imported = { $path } (Match { $id })
cli-import-duplicate = { $path } (Match { $id }, aus { $of })
cli-import-replaced = { $path } (Match { $id }: analysierte Kopie ersetzt { $previous })
cli-import-skipped = { $path } ({ $reason })
cli-import-summary = { $files ->
    [one] { $files-text } Datei
   *[other] { $files-text } Dateien
}: { $imported-text } importiert, { $duplicates-text } doppelt, { $replaced-text } ersetzt, { $skipped-text } übergangen, { $failed-text } gescheitert
cli-bar-files = Dateien
cli-watch-no-folder = kein Ordner angegeben, und die Bibliothek beobachtet keinen (blunderdb watch ORDNER --save)
cli-watch-not-a-folder = { $path }: kein Ordner
cli-watch-watching = beobachte { $path } (Dateien werden { $seconds-text } s nach ihrer letzten Änderung importiert; Strg-C beendet)

## analyse

cli-analyse-word-analysed = analysiert
cli-analyse-word-failed = gescheitert
cli-analyse-analysed = { $label } (Match { $id }) in { $seconds } s
cli-analyse-failed = { $label } (Match { $id }): { $error }
cli-analyse-header = gnuBG { $version } ({ $path }), { $plies }-ply, { $jobs ->
    [one] { $jobs-text } Prozess
   *[other] { $jobs-text } Prozesse
}: { $n ->
    [one] { $n-text } Match zu analysieren
   *[other] { $n-text } Matches zu analysieren
}
cli-analyse-cancelling = Abbruch: die laufenden Matches werden fertig analysiert (Strg-C noch einmal beendet sofort)
cli-bar-matches-eta = Matches  ELAPSED (noch ETA)
cli-analyse-summary = { $n ->
    [one] { $n-text } Match
   *[other] { $n-text } Matches
}: { $analysed-text } analysiert, { $failed-text } gescheitert
cli-analyse-not-started = , { $n-text } nicht begonnen (abgebrochen; erneut starten, um sie zu analysieren)
cli-analyse-done = { $summary } in { $seconds } s
cli-gnubg-not-located = gnuBG wurde nicht gefunden

## alias, levels, thresholds

cli-alias-added = "{ $alias }" zählt jetzt als "{ $player }"
cli-alias-removed = "{ $alias }" zählt nicht mehr als "{ $player }"
cli-alias-none = keine Aliasse
cli-levels-source-xg = Performance-Rating-Tabelle von eXtreme Gammon (Wikipedia, „eXtreme Gammon“)
cli-levels-source-gnubg = Einstufungen von GNU Backgammon (GetRating(), Version 1.08.003)
cli-levels-source-bmab = Einstufungen der Entwicklungsversion von GNU Backgammon, ähnlich den Graden des BMAB
cli-levels-and-up = { $from } und mehr

## Fehler der Kommandozeile

cli-no-data-dir = kein Datenordner auf dieser Plattform; --db PFAD angeben
cli-no-library = keine Bibliothek unter { $path }: zuerst Matches importieren (blunderdb --db PFAD import DATEI…) oder mit --db eine andere angeben
cli-cannot-write = { $path } kann nicht geschrieben werden: { $error }
cli-bad-emg = "{ $value }" ist kein Fehler in EMG (eine Zahl ≥ 0, z. B. { $example })
cli-bad-page-size = "{ $value }" ist keine Seitengröße (1 bis { $max })
cli-bad-board-count = "{ $value }" ist keine Anzahl von Brettern (0 bis { $max })

## Fehler der Bibliothek

lib-file-error = { $path }: { $error }
lib-cannot-read = { $path }: nicht lesbar: { $error }
lib-cannot-create-folder = Bibliothek { $path }: ihr Ordner { $dir } kann nicht angelegt werden: { $error }
lib-library-error = Bibliothek { $path }: { $error }
lib-sqlite-error = Bibliothek: { $error }
lib-busy = { $error } (ein anderer Prozess hielt sie länger belegt, als blunderDB wartet)
lib-is-a-folder = Bibliothek { $path }: ist ein Ordner, keine Bibliotheksdatei (z. B. { $example })
lib-folder-is-a-file = Bibliothek { $path }: { $dir } ist eine Datei, kein Ordner
lib-newer-schema = { $path }: von einem neueren blunderDB geschrieben (Schema { $version }, dieses liest bis { $max })
lib-no-transaction = keine offene Transaktion
lib-record-damaged = Match { $id }: seine gespeicherten Entscheidungen sind beschädigt ({ $what })
lib-record-not-deflated = kein komprimierter Datensatz
lib-record-empty = leer
lib-record-version = Datensatzversion { $version }
lib-record-no-count = keine Anzahl
lib-record-cut-short = abgeschnitten
lib-record-not-utf8 = Text ist kein UTF-8
lib-transcript-damaged = Match { $id }: das gespeicherte Transkript ist beschädigt ({ $error })
lib-match-gone = Match { $id } ist nicht mehr in der Bibliothek
lib-analysis-length = gnuBG las ein Match auf { $read } Punkte, wo die Bibliothek eines auf { $length } Punkte hat
lib-unknown-breakdown = die Bibliothek enthält eine unbekannte Aufschlüsselung "{ $name }"
lib-import-too-large = { $size-text } Bytes sind zu groß für eine Match-Datei
lib-import-not-a-match = keine Match-Datei
lib-import-not-stored = { $path }: nicht gespeichert: { $error }
metrics-thresholds-negative = Schwellen müssen Zahlen ≥ 0 sein (erhalten: { $error } und { $blunder })
metrics-thresholds-order = die Fehlerschwelle ({ $error }) darf nicht über der Blunder-Schwelle ({ $blunder }) liegen
metrics-blunder-too-large = eine Blunder-Schwelle von { $blunder } EMG liegt jenseits jedes echten Fehlers

## Fehler einer Auswahl

query-unknown-player = kein Spieler namens "{ $name }"; `blunderdb players` listet die Spieler
query-unknown-player-suggest = kein Spieler namens "{ $name }"; meinten Sie { $names }?
query-list-or = { $init } oder { $last }
query-invalid-date = ungültiges Datum "{ $value }": erwartet JJJJ-MM-TT
query-invalid-date-why = ungültiges Datum "{ $value }": erwartet JJJJ-MM-TT ({ $why })
query-no-month = es gibt keinen Monat { $month }
query-no-day = { $month } hat keinen Tag { $day }
query-empty-range = der Zeitraum ist leer: von { $from } liegt nach bis { $to }
query-unknown-choice = { $what } "{ $value }" ist unbekannt; erwartet eines von { $choices }
query-what-breakdown = Aufschlüsselung
query-what-grouping = Gruppierung
query-what-level-scale = Stufenskala
query-what-key = Schlüssel für { $by }
query-breakdown-cell = --breakdown erwartet DIM=SCHLÜSSEL (z. B. phase=race, cube-action=wrong_take, score=3a-5a, length=7), nicht "{ $value }"
query-breakdown-cube-checker = die Aufschlüsselung cube-action umfasst Cube-Entscheidungen; --type checker wählt keine aus
query-breakdown-phase-cube = die Aufschlüsselung phase umfasst Steinzüge; --type cube wählt keine aus
query-alias-unknown-player = kein Spieler namens "{ $name }"
query-alias-self = "{ $alias }" kann nicht mit sich selbst zusammengeführt werden
query-alias-cycle = "{ $player }" ist schon ein Alias von "{ $alias }": "{ $alias }" darin aufgehen zu lassen ergäbe einen Kreis
query-alias-already = "{ $alias }" zählt schon als "{ $player }"
query-alias-already-other = "{ $alias }" zählt schon als "{ $player }"; zuerst `blunderdb alias remove "{ $alias }"`
query-alias-none = "{ $name }" ist kein Alias; `blunderdb alias list` listet sie
query-alias-none-no-aliases = "{ $name }" ist kein Alias; es gibt keine Aliasse
query-drill-limit = --limit { $limit } ist mehr, als eine Seite fasst ({ $max })
query-drill-after-and-before = eine Seite wird nach einer Zeile oder vor einer Zeile verlangt, nicht beides
query-drill-offset-and-cursor = --offset { $offset } und ein Cursor ({ $cursor }) gehen nicht zusammen
query-drill-bad-cursor = --after erwartet FEHLER,MATCH,PARTIE,SEQ (Fehler, Match, Partie und Seq der letzten Zeile), nicht "{ $value }"
query-drill-no-bar = kein Histogrammbalken { $bar }: die Balken gehen von 0 bis { $last }
query-drill-min-error = --min-error muss eine Anzahl EMG ≥ 0 sein (erhalten: { $value })

## gnuBG

engine-gnubg-not-found = GNU Backgammon (gnubg) wurde nicht gefunden: installieren mit `sudo apt-get install gnubg` (Debian, Ubuntu) oder von https://www.gnu.org/software/gnubg/ (Windows, macOS), oder das Programm mit --gnubg PFAD oder BLUNDERDB_GNUBG angeben
engine-gnubg-unusable = { $path }: kein brauchbares GNU Backgammon: { $why }
engine-gnubg-no-such-program = Programm nicht vorhanden
engine-gnubg-not-gnubg = `--version` nennt nicht GNU Backgammon

## Fehler in Match-Dateien

parse-at = { $at }: { $what }
parse-line = Zeile { $n-text }
parse-byte = Byte { $n-text }
parse-empty = die Datei ist leer
parse-not-a-match-file = keine Match-Datei, die blunderDB liest (erwartet: .sgf von gnuBG, .mat/.txt von Jellyfish oder .xg von XG)

## Jellyfish-Transkripte (.mat, .txt)

parse-mat-game-before-match-line = eine Partie vor der Match-Zeile (`N point match`)
parse-mat-no-match-line = keine Match-Zeile (`N point match` oder `Match of N points`)
parse-mat-no-score-line = eine Partie ohne Spielstandszeile
parse-mat-expected-score-line = Spielstandszeile (`Name : 0    Name : 0`) nach `Game N` erwartet
parse-mat-score-above-length = Spielstand { $a }-{ $b } liegt über der Matchlänge { $length }
parse-mat-expected-game-1 = `Game 1` erwartet, `{ $found }` gefunden
parse-mat-too-many-actions-numbered = mehr als zwei Aktionen auf einer nummerierten Zeile
parse-mat-expected-turn = ein Zug erwartet
parse-mat-too-many-actions = mehr als zwei Aktionen auf einer Zeile
parse-mat-no-game = das Match hat keine Partie (`Game 1` und eine Spielstandszeile)
parse-mat-absurd-length = absurde Matchlänge `{ $value }`
parse-mat-negative-length = negative Matchlänge { $n }
parse-mat-length-above = Matchlänge { $n } liegt über { $max }
parse-mat-dice-range = Würfel `{ $dice }` außerhalb von 1–6
parse-mat-no-points = `{ $word }` ohne Anzahl Punkte
parse-mat-bad-points = `{ $word } { $value }`: Anzahl Punkte erwartet
parse-mat-unexpected-turn = unerwartetes `{ $found }`, wo ein Zug stehen sollte
parse-mat-arrow-no-cube = `=>` ohne Cube-Wert
parse-mat-arrow-bad-cube = `=> { $value }`: Cube-Wert erwartet
parse-mat-absurd-cube = absurder Cube-Wert { $value }
parse-mat-unexpected-move = unerwartetes `{ $found }`, wo ein Steinzug stehen sollte

## SGF von gnuBG

parse-sgf-value-not-closed = ein Eigenschaftswert ist nicht geschlossen (die Datei ist abgeschnitten)
parse-sgf-no-value = eine Eigenschaft hat keinen Wert
parse-sgf-unexpected-property = unerwartetes Zeichen, wo eine SGF-Eigenschaft stehen sollte
parse-sgf-other-game = ein SGF eines anderen Spiels (GM[{ $gm }]), nicht Backgammon (GM[6])
parse-sgf-no-gm = keine Eigenschaft GM[6]: kein Backgammon-SGF von gnuBG
parse-sgf-mi-not-number = MI[{ $value }]: keine ganze Zahl
parse-sgf-length-beyond = Matchlänge { $length } liegt über 63 Punkten
parse-sgf-score-not-below = Spielstand { $a }-{ $b } liegt nicht unter der Matchlänge { $length }
parse-sgf-cv = CV[{ $value }]: kein Cube-Wert
parse-sgf-re-points = RE[{ $value }]: die gewonnenen Punkte sind nicht lesbar
parse-sgf-re-absurd = RE[{ $value }]: absurde Anzahl Punkte
parse-sgf-not-sgf = keine SGF-Datei: '(;' erwartet
parse-sgf-trailing-bytes = unerwartete Bytes nach einem Spielbaum
parse-sgf-tree-no-node = ein Spielbaum beginnt nicht mit einem Knoten ';'
parse-sgf-mixed-lengths = Partien verschiedener Matchlängen in einer Datei
parse-sgf-variations = Varianten gehören nicht in eine Match-Datei von gnuBG
parse-sgf-unexpected-character = unerwartetes Zeichen in einem Spielbaum
parse-sgf-truncated = die Datei endet mitten in einer Partie (abgeschnitten)
parse-sgf-no-game = keine Partie in der Datei
parse-sgf-no-players = keine Spielernamen (PW/PB) in der ersten Partie
parse-sgf-da = eine Cube-Analyse DA[] ist nicht lesbar
parse-sgf-move-dice = Zug { $side }[{ $value }] beginnt nicht mit zwei Würfeln 1-6
parse-sgf-move-points = Zug [{ $value }] hat fehlerhafte Punkte
parse-sgf-a-index = A[]: der Index des gespielten Zugs ist keine Zahl
parse-sgf-a-none = A[]: kein lesbarer Kandidat
parse-sgf-a-candidate = A[]: ein Kandidat ist nicht lesbar

## .xg-Dateien von XG

parse-xg-no-magic = keine eXtreme-Gammon-Datei (keine RGMH-Kennung)
parse-xg-short = abgeschnittene .xg-Datei (kürzer als ihr Kopf)
parse-xg-inflates-past = { $what }: entpackt über seine angegebene Größe hinaus
parse-xg-zlib-truncated = { $what }: der zlib-Strom ist abgeschnitten
parse-xg-zlib-corrupt = { $what }: beschädigter zlib-Strom ({ $status })
parse-xg-registry = Archivverzeichnis
parse-xg-trailer = Archivende: { $what }
parse-xg-entry = Verzeichniseintrag temp.xg: { $what }
parse-xg-unreadable = nicht lesbar
parse-xg-member-count = absurde Anzahl Einträge (Datei abgeschnitten oder beschädigt)
parse-xg-negative-registry = negative Verzeichnisgröße
parse-xg-negative-archive = negative Archivgröße
parse-xg-registry-too-large = Verzeichnis größer als die Datei
parse-xg-archive-overlaps = das Archiv überlappt den Kopf (Datei abgeschnitten oder beschädigt)
parse-xg-registry-truncated = das Archivverzeichnis ist abgeschnitten
parse-xg-negative-size = negative Größe oder Position
parse-xg-offset-overflows = Position läuft über
parse-xg-size-overflows = Größe läuft über
parse-xg-outside-archive = zeigt außerhalb des Archivs (Datei abgeschnitten oder beschädigt)
parse-xg-absurd-size = absurde entpackte Größe
parse-xg-size-differs = temp.xg: Größe weicht vom Verzeichnis ab
parse-xg-crc = temp.xg: CRC stimmt nicht (Datei beschädigt)
parse-xg-no-member = das Archiv hat keinen Eintrag temp.xg
parse-xg-stream-size = temp.xg hat { $size-text } Bytes, keine ganze Zahl von Datensätzen zu { $record-text } Bytes
parse-xg-record = temp.xg, Datensatz { $index-text } (Position { $offset-text }): { $what }
parse-xg-empty-stream = leerer Datensatzstrom
parse-xg-no-match-header = der Strom beginnt nicht mit einem Match-Kopf
parse-xg-no-dmli = Kennung DMLI des Match-Kopfs fehlt
parse-xg-unreadable-field = Feld nicht lesbar
parse-xg-after-footer = Datensatz nach dem Match-Ende
parse-xg-second-header = ein zweiter Match-Kopf
parse-xg-absurd-score = absurder Partiestand
parse-xg-absurd-auto-doubles = absurde Anzahl automatischer Doubles
parse-xg-too-many-games = zu viele Partien
parse-xg-cube-outside-game = Cube-Datensatz außerhalb einer Partie
parse-xg-unknown-cube-action = unbekannte Cube-Aktion
parse-xg-bad-player = ungültiger Spieler am Zug
parse-xg-absurd-cube = absurder Cube-Wert
parse-xg-move-outside-game = Zug-Datensatz außerhalb einer Partie
parse-xg-dice-range = Würfel außerhalb des Bereichs
parse-xg-absurd-candidates = absurde Anzahl Kandidatenzüge
parse-xg-unreadable-position = Stellung nicht lesbar
parse-xg-footer-outside-game = Partie-Ende außerhalb einer Partie
parse-xg-absurd-points = absurde gewonnene Punkte
parse-xg-unknown-record = unbekannter Datensatztyp { $kind }
parse-xg-position-file = eine XG-Stellungsdatei (.xgp): sie enthält eine Stellung, kein Match

# `search --position ID` (#41). `$position`: the pasted position's XGID, or its Position ID when only that was given.
cli-search-position = Stellung { $position }
cli-search-position-exact = Gleiche Stellung, gleicher Würfel und Spielstand ({ $count } Entscheidungen):
cli-search-position-same = Gleiche Steine, anderer Würfel oder Spielstand ({ $count } Entscheidungen):
