# blunderDB — die Hilfe der Kommandozeile (`blunderdb --help`, `-h`,
# `blunderdb help BEFEHL`) und die Bedienfehler von clap.
# Englisch (locales/en/help.ftl, aus den Kommentaren von src/cli/args.rs)
# ist die Quelle und der Rückfall.
#
# Begriffe (for reviewers):
# - As in common.ftl and cli.ftl: „Blunder“, „Cube“, Double / Take / Pass
#   in English, „Steinzug“ / „Zug“, „Money“, „Match“, „Analyse“; PR, MWC,
#   EMG, XGID, Position ID and Match ID as they are.
# - Option names, values, placeholders (<FILE>, <PLAYER>), commands and
#   file formats stay as typed.

## Befehle und Optionen

help-cmd = Eine lokale Bibliothek von Backgammon-Matches und die Statistiken, die XG und gnuBG dazu ausgeben
help-arg-db = Die Bibliotheksdatei (Standard: das Datenverzeichnis der Plattform, z. B. ~/.local/share/blunderdb/library.db)
help-arg-lang = Die Sprache der Textausgaben und Meldungen: en, fr, de, it, es, fi, ja, el, ru, pt oder nl (Standard: die Locale, z. B. LANG). JSON und CSV sind in jeder Sprache gleich
help-arg-engine = Die Zahlen der Analysen einer Engine (xg oder gnubg), über die Matches, die eine haben, statt der Analyse, die jedes Match zählt; für stats, players, progress, breakdown, decisions und report
help-arg-server = Ein Club-Server (http://HOST:PORT) statt der lokalen Bibliothek, für import, analyse, worker und die lesenden Befehle; das Token wird aus BLUNDERDB_TOKEN gelesen (docs/server.md)
help-cmd-serve = Club-Bibliotheken über HTTP/JSON aus PostgreSQL bereitstellen (docs/server.md)
help-arg-pg = Die PostgreSQL-Datenbank (postgresql://BENUTZER@HOST:PORT/DB)
help-arg-listen = Die Adresse, auf der gelauscht wird
help-arg-cache = Der Ordner der Lesemodelle der Clubs (aus PostgreSQL neu aufgebaut, wenn sie fehlen; Standard: der Cache-Ordner der Plattform)
help-arg-max_upload = Die größte angenommene Datei, in Bytes (größere Uploads erhalten 413)
help-cmd-server = Die Datenbank eines Club-Servers einrichten: init, club add, token add/revoke
help-cmd-server-init = Die Migrationen des Servers auf die Datenbank anwenden
help-cmd-server-club = Clubs
help-cmd-server-club-add = Einen Club anlegen und sein erstes Admin-Token ausgeben (nur einmal gezeigt)
help-cmd-server-token = Tokens
help-cmd-server-token-add = Ein Token anlegen und ausgeben (nur einmal gezeigt; nur sein Hash wird behalten)
help-arg-role = reader, uploader, admin oder worker
help-arg-name = Wer oder was es hält
help-cmd-server-token-revoke = Token ID widerrufen: es öffnet ab jetzt nichts mehr
help-cmd-worker = Die eingereihten Matches eines Clubs mit gnuBG auf diesem Rechner analysieren (mit --server, ein Worker-Token in BLUNDERDB_TOKEN)
help-cmd-web = Die Seite des Fensters über die Bibliothek an einen Browser ausliefern (gibt eine Adresse mit einem Einmal-Token aus)
help-arg-open = Die Seite im Browser des Systems öffnen
help-arg-web = Auch die Seite des Fensters ausliefern: Mitglieder melden sich mit ihrem Token an und lesen ihren Club im Browser
help-arg-jobs = gnuBG-Prozesse gleichzeitig (Standard: die Zahl der Kerne)
help-arg-gnubg = Das gnuBG-Programm (Standard: BLUNDERDB_GNUBG, dann gnubg im PATH, dann /usr/games/gnubg)
help-arg-until_idle = Aufhören, wenn die Warteschlange leer ist, statt auf weitere zu warten
help-cmd-import = Match-Dateien und -Ordner importieren (.sgf, .mat/.txt, .xg; rekursiv)
help-cmd-matches = Die Matches der Bibliothek mit den Zahlen beider Spieler auflisten
help-cmd-stats = Zahlen über die Bibliothek oder über die Matches eines Spielers
help-arg-from = Nur Matches, die an oder nach diesem Datum gespielt wurden (JJJJ-MM-TT)
help-arg-to = Nur Matches, die an oder vor diesem Datum gespielt wurden (JJJJ-MM-TT)
help-arg-length = Nur Matches dieser Länge in Punkten (0 = Money-Sessions)
help-arg-kind = Welche Entscheidungen die Fehlerzahlen abdecken
help-cmd-players = Eine Zeile pro Spieler
help-cmd-analyse = Die Matches ohne Analyse mit GNU Backgammon analysieren, auf allen Kernen; die Bibliothek speichert gnuBGs eigene Analyse
help-arg-analyse-plies = gnuBGs Bewertungstiefe für Steinzüge und Cube-Entscheidungen: 0 ist ein schneller Durchgang, 2 gnuBGs übliche Stufe
help-arg-analyse-player = Nur die Matches dieses Spielers
help-arg-redo = Matches, die schon eine Analyse haben, neu analysieren (gnuBG-Dateien und frühere Läufe; XGs Analysen bleiben)
help-arg-timeout = Sekunden, die ein Match dauern darf, bevor sein gnuBG gestoppt wird (Standard: 300 bei 0-ply, 900 bei 1-ply, 3600 bei 2-ply)
help-cmd-watch = Einen Ordner überwachen (den Speicherordner von XG oder gnuBG, einen Download-Ordner): die Match-Dateien, die darin erscheinen, importieren, sobald sie nicht mehr wachsen, jede einmal, bis Strg-C. Die App überwacht auch den Ordner der Bibliothek
help-arg-folder = Der Ordner (Standard: der überwachte Ordner der Bibliothek, wie in den Einstellungen der App oder mit --save gesetzt)
help-arg-save = FOLDER als überwachten Ordner der Bibliothek merken
help-arg-analyse = Die neuen Matches ohne Analyse auch von gnuBG analysieren lassen
help-arg-plies = gnuBGs Tiefe für --analyse (0 ist schnell, 2 gnuBGs übliche Stufe)
help-arg-watch-gnubg = Das gnuBG-Programm für --analyse
help-arg-settle = Sekunden, die eine Datei unverändert bleiben muss, bevor sie importiert wird
help-arg-once = Importieren, was jetzt bereit ist, und beenden (für einen geplanten Auftrag)
help-cmd-decisions = Die Entscheidungen hinter den Zahlen, die schlechtesten zuerst: ein Balken des Histogramms, die Fehler oder Blunder, eine Art von Entscheidung; jede mit gnuBGs Position ID und Match ID und XGID
help-arg-min_error = Nur Fehler von mindestens so vielen EMG (wie die Schwellen: einschließlich)
help-arg-decision_kind = Nur diese Art von Entscheidung (double = Double oder kein Double)
help-arg-bucket = Nur die Entscheidungen dieses Balkens des Fehlerhistogramms (0 = 0–5 Millipunkte … 5 = 100+), genau die, die `stats` darin zählt
help-arg-breakdown = Nur die Entscheidungen einer Zelle von `breakdown`, genau die, die ihre Zeile zählt: DIM=KEY, z. B. cube-action=wrong_take, phase=race, score=3a-5a, length=7 (oder length=money), plan=back_game
help-arg-limit = Entscheidungen pro Seite
help-arg-offset = Zu überspringende Entscheidungen (der Anfang der Seite)
help-arg-decisions-after = Die Seite nach dieser Entscheidung: ERROR,MATCH,GAME,SEQ der letzten Zeile der vorigen Seite (`next` in der JSON-Ausgabe). Liest nur die Seite, wie tief sie auch liegt
help-arg-candidates = Auch die Kandidatenzüge jedes Steinzugs (Rang, Zug, Equity, Abstand zum besten, der gespielte markiert), neu aus der Datei seines Matches gelesen: langsamer (die Bibliothek speichert keine Kandidaten)
help-cmd-report = Einen eigenständigen HTML-Bericht einer Auswahl schreiben: die Zahlen, das Histogramm und die schlechtesten Entscheidungen mit ihren Stellungen
help-arg-html = Die zu schreibende HTML-Datei (ganz ersetzt oder unverändert gelassen)
help-arg-report-limit = Wie viele der schlechtesten Entscheidungen mit ihren Stellungen gezeigt werden
help-cmd-progress = Zahlen pro Match, Monat, Jahr oder Turnier, in zeitlicher Reihenfolge: wird der Spieler besser? Die PR jeder Zeile ist ihr eigener Σ Fehler / Σ Entscheidungen; die Zeilen ergeben zusammen `stats` für denselben Filter. Matches ohne Datum bilden eine Zeile, „undated“
help-arg-player = Einer der Namen eines Spielers (Aliasse zählen als der zusammengeführte Spieler)
help-arg-by = Eine Zeile pro Match, Monat, Jahr oder Turnier (event)
help-arg-chart = Auch das Fortschrittsdiagramm (ein Punkt pro Zeile, gleitende PR, Trend, Stufenbänder) in diese SVG-Datei zeichnen
help-arg-levels = Die Stufenbänder des Diagramms: xg, gnubg oder bmab (Standard: die der Bibliothek, siehe `levels`)
help-arg-window = Entscheidungen, über die die gleitende PR des Diagramms läuft
help-cmd-breakdown = Wo die Fehler liegen: gezählte Entscheidungen, Fehler, Blunder, Fehler und PR nach Cube-Aktion, Spielphase, Spielstand, Matchlänge oder Spielplan
help-cmd-breakdown-long =
    Wo die Fehler liegen: gezählte Entscheidungen, Fehler, Blunder, Fehler und PR nach Cube-Aktion, Spielphase, Spielstand, Matchlänge oder Spielplan.

    cube-action: missed_double (nicht gedoppelt), wrong_double (gedoppelt), wrong_take (angenommen), wrong_pass (abgelehnt): die Art der Cube-Entscheidung; ihr Fehler ergibt zusammen den Cube-Fehler. phase (Steinzüge, nach der Stellung vor dem Zug): bearoff = kein Kontakt und alle Steine des Ziehenden im Heimfeld oder abgetragen; race = sonst kein Kontakt; opening = Kontakt und beide Pipcounts mindestens 145; middle = sonst Kontakt; unknown = keine Stellung in der Datei. Ihr Fehler ergibt zusammen den Steinzug-Fehler. score: Away-Away aus Sicht des Spielers („2a-5a“), Money getrennt. length: „1“, „3“, ..., „money“. plan (Steinzüge, nach der Stellung vor dem Zug, der Spielplan des Ziehenden, wie ihn gt: von search einordnet): race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact; unknown = keine Stellung in der Datei. Ihr Fehler ergibt zusammen den Steinzug-Fehler.
help-arg-breakdown-by = cube-action, phase, score, length oder plan
help-cmd-alias = Eine Person unter mehreren Namen: die Matches eines Namens als die eines anderen Spielers zählen, in jeder Ansicht, jedem Filter und Export
help-cmd-alias-add = Die Matches von NAME als die von PLAYER zählen (gespeicherte Matches behalten ihre Namen)
help-arg-alias-add-player = Der Spieler, mit dem NAME zusammengeführt wird (einer seiner Namen)
help-cmd-alias-remove = Einen Alias aufheben: die Matches von NAME sind wieder seine eigenen
help-cmd-alias-list = Die Aliasse auflisten
help-cmd-levels = Die Stufenbänder des Fortschrittsdiagramms zeigen oder wählen: xg (XGs Performance-Rating-Tabelle, Standard), gnubg (die Einstufungen von gnuBG 1.08) oder bmab (gnuBGs Entwicklungs-Einstufungen, wie die der BMAB)
help-arg-scale = Die zu wählende Skala; ohne sie wird die der Bibliothek gezeigt
help-cmd-search = Entscheidungen mit den Suchfiltern von blunderDB finden (`nc P<70`, `m"6/1*"`, `gt:back_game E>50`, siehe docs/search.md), die schlechtesten zuerst, mit den Zahlen der Auswahl; `search save|list|remove|run` speichern Abfragen unter einem Namen
help-arg-query = Die Abfrage, z. B. 'nc P<70' oder 'm"6/1*" E>20'
help-arg-search-player = Nur die Entscheidungen dieses Spielers (Aliasse zählen als der Spieler)
help-arg-search-position = Die Entscheidungen in einer eingefügten Stellung (eine XGID oder eine gnuBG-Position-ID mit oder ohne Match-ID): die mit gleichem Würfel und Spielstand, dann die nur mit gleichen Steinen
help-arg-after = Die Seite nach dieser Entscheidung (das `next` der vorigen Seite)
help-cmd-search-save = QUERY unter NAME in der Bibliothek speichern (ersetzt eine Suche dieses Namens)
help-cmd-search-list = Die gespeicherten Suchen
help-cmd-search-remove = Die gespeicherte Suche NAME entfernen
help-cmd-search-run = Die gespeicherte Suche NAME ausführen
help-cmd-match = Ein Match: `match show ID` Zug für Zug, `match export ID FILE`
help-cmd-match-show = Jeder Zug und jede Cube-Aktion eines Matches, der Reihe nach, erzwungene Züge und Tänze eingeschlossen: Würfel, der Zug, der beste Zug, sein Fehler und seine Markierung, und die Stellung davor (gnuBGs Position ID und Match ID, XGID)
help-arg-id = Die Nummer des Matches (`blunderdb matches`)
help-arg-game = Nur diese Partie (1 = die erste)
help-cmd-match-export = Ein Match als Datei schreiben, die andere Programme importieren
help-arg-format = mat: ein Jellyfish-Protokoll, das gnuBG und XG importieren
help-arg-file = Die zu schreibende Datei (ganz ersetzt oder unverändert gelassen)
help-cmd-engines = Zeigen oder festlegen, welche Analyse zählt, wenn ein Match mehrere hat: eine Reihenfolge von Engines, z. B. `--prefer xg,gnubg` (Standard: die von XG, dann gnuBGs tiefste)
help-arg-prefer = Die Engines in der Reihenfolge der Vorliebe, z. B. xg,gnubg
help-cmd-tag = Entscheidungen über ihre Ref markieren (aus den Zeilen von decisions, search und match show): `tag add REF TAG...`, `tag remove REF TAG...`, `tag list`
help-cmd-tag-add = Eine Entscheidung (ihre Ref, aus den Zeilen von decisions, search oder match show) mit Wörtern wie #backgame oder timing markieren
help-cmd-tag-remove = Markierungen von einer Entscheidung entfernen
help-cmd-tag-list = Jede benutzte Markierung, mit der Zahl der Entscheidungen, die sie tragen
help-cmd-star = Eine Entscheidung mit einem Stern versehen (ihre Ref)
help-cmd-unstar = Den Stern einer Entscheidung entfernen (ihre Ref)
help-cmd-comment = Eine Entscheidung kommentieren (ihre Ref); ein leerer TEXT entfernt den Kommentar
help-cmd-collection = Benannte, geordnete Listen von Entscheidungen, oder lebende, die einer Suche folgen: new, add, remove, delete, show, export (HTML-Stellungen, XGIDs oder ein Anki-Paket), list
help-cmd-collection-new = Eine Sammlung anlegen: leer oder lebend (ihre Entscheidungen sind die, die die Suche findet, was immer die Bibliothek dann enthält)
help-arg-collection-new-search = Die Suche, der eine lebende Sammlung folgt, z. B. 'gt:back_game E>50'
help-cmd-collection-add = Entscheidungen (per Ref) ans Ende einer Sammlung anfügen
help-cmd-collection-remove = Entscheidungen (per Ref) aus einer Sammlung nehmen
help-cmd-collection-delete = Eine Sammlung löschen; ihre Entscheidungen, deren Markierungen und Karten bleiben
help-cmd-collection-show = Die Entscheidungen einer Sammlung, wie decisions sie auflistet
help-cmd-collection-export = Eine Sammlung als die Stellungen des HTML-Berichts schreiben, als ihre XGIDs, eine pro Zeile, oder als Anki-Paket (jede Datei ganz ersetzt oder unverändert gelassen)
help-arg-collection-export-format = Als was FILE geschrieben wird: apkg (ein Anki-Paket, eine Karte pro Entscheidung), html oder xgid
help-arg-collection-export-file = Die zu schreibende Datei, nach --format
help-cmd-collection-list = Die Sammlungen
help-cmd-train = Training mit verteilter Wiederholung (FSRS): die fälligen Karten, und eine beantworten wie am Brett
help-cmd-train-due = Die jetzt fälligen Karten (alle bisher angelegten oder die eines Stapels), mit der gemessenen Behaltensrate gegenüber der angestrebten. Entscheidungen eines Stapels ohne Karte bekommen ihre (ein Double und seine Antwort sind zwei Karten)
help-arg-collection = Die Entscheidungen einer Sammlung
help-arg-search = Die Entscheidungen, die eine Suche findet
help-arg-starred = Die mit Stern versehenen Entscheidungen
help-cmd-train-answer = Karte CARD beantworten: ein Zug wie 13/7 8/7 (in Anführungszeichen oder nicht), oder double, no_double, take oder pass. Bewertet nach der gezählten Analyse und geplant von FSRS
help-cmd-thresholds = Die Fehler- und Blunder-Schwellen (EMG) zeigen oder festlegen

## Die Wörter von clap

help-clap-usage = Verwendung:
help-clap-commands = Befehle:
help-clap-arguments = Argumente:
help-clap-options = Optionen:
help-clap-options-tag = [OPTIONEN]
help-clap-command-name = BEFEHL
help-clap-print-help = Hilfe anzeigen
help-clap-print-help-more = Hilfe anzeigen (mehr mit '--help')
help-clap-print-help-summary = Hilfe anzeigen (eine Übersicht mit '-h')
help-clap-print-version = Version anzeigen
help-clap-help-command = Diese Meldung oder die Hilfe der angegebenen Unterbefehle anzeigen
help-clap-help-subcommands = Die Hilfe der Unterbefehle anzeigen
help-clap-env = [Umgebung: { $var }]
help-clap-default = [Standard: { $value }]
help-clap-possible = [mögliche Werte: { $values }]

## Bedienfehler (Exit-Code 2)

help-err-label = Fehler:
help-err-tip = Tipp:
help-err-more = Mehr dazu mit '{ $flag }'.
help-err-unknown-argument = unerwartetes Argument '{ $arg }'
help-err-unknown-subcommand = unbekannter Unterbefehl '{ $subcommand }'
help-err-missing-value = '{ $arg }' braucht einen Wert, aber keiner wurde angegeben
help-err-invalid-value = ungültiger Wert '{ $value }' für '{ $arg }'
help-err-invalid-value-because = ungültiger Wert '{ $value }' für '{ $arg }': { $reason }
help-err-missing-required = diese nötigen Argumente fehlen:
help-err-missing-subcommand = '{ $command }' braucht einen Unterbefehl, aber keiner wurde angegeben
help-err-subcommands = [Unterbefehle: { $values }]
help-err-used-twice = das Argument '{ $arg }' kann nicht mehrmals angegeben werden
help-err-argument-conflict = das Argument '{ $arg }' kann nicht zusammen mit '{ $other }' verwendet werden
help-err-argument-conflict-list = das Argument '{ $arg }' kann nicht zusammen mit diesen verwendet werden:
help-err-argument-conflict-any = das Argument '{ $arg }' kann nicht zusammen mit einem oder mehreren der anderen angegebenen Argumente verwendet werden
help-err-subcommand-conflict = der Unterbefehl '{ $arg }' kann nicht zusammen mit '{ $other }' verwendet werden
help-err-subcommand-conflict-list = der Unterbefehl '{ $arg }' kann nicht zusammen mit diesen verwendet werden:
help-err-subcommand-conflict-any = der Unterbefehl '{ $arg }' kann nicht zusammen mit einem oder mehreren der anderen angegebenen Argumente verwendet werden
help-err-too-many-values = unerwarteter Wert '{ $value }' für '{ $arg }'; es wurden keine weiteren erwartet
help-err-value-count = '{ $arg }' nimmt { $expected } Werte; { $actual } angegeben
help-err-no-equals = ein Gleichheitszeichen ist nötig, um '{ $arg }' einen Wert zu geben
help-err-invalid-utf8 = ungültiges UTF-8 in einem oder mehreren Argumenten
help-err-generic = die Kommandozeile konnte nicht gelesen werden
help-err-not-whole-number = keine ganze Zahl
help-err-not-a-number = keine Zahl
help-err-number-too-large = Zahl zu groß
help-err-number-too-small = Zahl zu klein
help-err-out-of-range = { $value } liegt nicht zwischen { $min } und { $max }
help-err-below-minimum = { $value } ist kleiner als { $min }
help-err-similar-subcommand = { $count ->
    [one] es gibt einen ähnlichen Unterbefehl: { $names }
   *[other] es gibt ähnliche Unterbefehle: { $names }
}
help-err-similar-argument = { $count ->
    [one] es gibt ein ähnliches Argument: { $names }
   *[other] es gibt ähnliche Argumente: { $names }
}
help-err-similar-value = { $count ->
    [one] es gibt einen ähnlichen Wert: { $names }
   *[other] es gibt ähnliche Werte: { $names }
}
help-err-tip-as-value = um '{ $arg }' als Wert zu übergeben, '{ $with }' verwenden
help-err-tip-exists = '{ $name }' existiert
help-err-tip-remove-dashes = der Unterbefehl '{ $subcommand }' existiert; um ihn zu verwenden, das '--' davor entfernen
