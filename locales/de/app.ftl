# blunderDB — das Fenster: Reiter, Karten, Schaltflächen, Dialoge,
# Meldungen und Tooltips. Englisch (locales/en/app.ftl) ist die Quelle.
#
# Begriffe (for reviewers), wie in common.ftl: „Blunder“, „Fehler“,
# „Steinzug“ / „Zug“, „Cube“, Double / Take / Pass englisch wie an
# deutschen Tischen; „Money“; PR, MWC, EMG bleiben. Analysestufe „0-ply“,
# „2-ply“ wie gnuBG de. „Bibliothek“ für die Match-Datenbank. Reiter kurz
# gehalten („Statistik“), da deutsche Wörter lang sind.

## Das Fenster

app-name = blunderDB
app-failed = blunderDB konnte nicht starten: { $error }
tab-stats = Statistik
tab-players = Spieler
tab-settings = Einstellungen
import-button = Importieren…
about-btn = Über
signout-button = Abmelden
signin-title = Bei blunderDB anmelden
signin-help = Fügen Sie Ihr Token ein: das Mitglieds-Token eines Clubs oder die Adresse, die blunderdb web im Terminal ausgegeben hat.
signin-token = Token
signin-button = Anmelden
    .title = Über blunderDB (F1)
button-close = Schließen
button-cancel = Abbrechen
button-hide = Ausblenden
list-separator = {", "}
value-percent = { $value } %
saved-in-library = In der Bibliothek gespeichert.
drop-here = Match-Dateien oder Ordner hier ablegen, um sie zu importieren

## Die leere Bibliothek

empty-title = Ihre Bibliothek ist leer
empty-drop = Legen Sie Match-Dateien oder Ordner irgendwo in diesem Fenster ab, oder verwenden Sie Importieren….
empty-formats = blunderDB liest .sgf-Dateien von gnuBG, .mat- und .txt-Exporte von Jellyfish und .xg-Dateien von eXtreme Gammon; Ordner werden mit allen Unterordnern gelesen.

## Import

import-running = Import läuft
import-looking = suche Match-Dateien…
import-cancelling = { " · " }Abbruch nach dieser Datei…
import-progress-files = { $total ->
    [one] { $done-text } von { $total-text } Datei
   *[other] { $done-text } von { $total-text } Dateien
}
import-progress-matches = { $n ->
    [one] { $n-text } Match importiert
   *[other] { $n-text } Matches importiert
}
import-duplicate = { $name }: schon in der Bibliothek (aus { $of })
import-replaced = { $name }: analysierte Kopie ersetzt { $previous }
import-skipped = { $name }: übersprungen ({ $reason })
import-failed-file = { $name }: { $error }
import-failed = Der Import konnte nicht starten: { $error }
import-status-imported = importiert
import-status-duplicate = doppelt
import-status-replaced = ersetzt
import-status-skipped = übersprungen
import-status-failed = fehlgeschlagen
import-sum-imported = { $n-text } importiert
import-sum-duplicates = { $n-text } doppelt
import-sum-replaced = { $n-text } ersetzt
import-sum-skipped = { $n-text } übersprungen
import-sum-failed = { $n-text } fehlgeschlagen
import-finished = Import beendet: { $list }
import-cancelled = Abgebrochen — das Importierte bleibt: { $list }
import-match-files = Match-Dateien
import-all-files = Alle Dateien

## Der Reiter Statistik

filter-decisions-all = Alle
filter-decisions-checker = Züge
filter-decisions-cube = Cube
filter-reset = Zurücksetzen
stats-all-players = alle Spieler
stats-level = { $level } ({ $scale })
stats-mwc = { fig-mwc_loss_per_match_pct }
    .title = Durch Fehler verlorene Matchgewinnchancen, pro Match (die Summe eines Matches zeigen XG und gnuBG an)
stats-luck-per-roll = Glück pro Wurf
stats-histogram = Fehlerhistogramm
stats-worst = Schlechteste Entscheidungen
stats-worst-none = Keine analysierten Entscheidungen in dieser Auswahl.
col-match = Match
vs-opponent = gegen { $opponent }
vs-pair = { $player } gegen { $opponent }
roll-cube = Cube
report-export = Bericht exportieren…
    .title = Eine eigenständige HTML-Datei: die Kennzahlen, das Histogramm und die 20 schlechtesten Entscheidungen mit ihren Stellungen
report-writing = Schreibe…
report-written = { $path } geschrieben ({ $kb-text } KB)
report-failed = Der Bericht konnte nicht geschrieben werden: { $error }
error-cards = Die Karten konnten nicht gezeichnet werden: { $error }

## Wo die Fehler liegen

breakdown-title = Wo die Fehler liegen
breakdown-by = Aufschlüsseln nach
breakdown-none = In dieser Auswahl gibt es nichts aufzuschlüsseln.
breakdown-row-tip = Diese Entscheidungen auflisten, die schlechtesten zuerst, mit ihren Stellungen
breakdown-filter = filtern
breakdown-filter-tip = Die Filter auf diese Entscheidungen einschränken
col-error-emg = Fehler EMG
col-share = Anteil

## Verlauf

progress-title = Verlauf
progress-per = Ein Punkt pro
progress-by-match = Match
progress-by-month = Monat
progress-by-year = Jahr
progress-by-event = Turnier
progress-window = Gleitende PR über
progress-none = Kein analysiertes Match mit Datum in dieser Auswahl.
progress-list-all = Alle auflisten
col-period = Zeitraum
col-wl = S–N
col-checker = Züge
col-cube = Cube
progress-detail = { $label }: PR { $pr } (Züge { $checker }, Cube { $cube }) über { $decisions ->
    [one] { $decisions-text } Entscheidung
   *[other] { $decisions-text } Entscheidungen
}, Fehler { $error } EMG, gewonnen–verloren { $wins-text }–{ $losses-text }
progress-latest-matches = Die Tabelle zeigt die letzten { $limit-text } von { $total-text } Matches; das Diagramm zeigt alle.
progress-latest-months = Die Tabelle zeigt die letzten { $limit-text } von { $total-text } Monaten; das Diagramm zeigt alle.
progress-latest-years = Die Tabelle zeigt die letzten { $limit-text } von { $total-text } Jahren; das Diagramm zeigt alle.
progress-latest-events = Die Tabelle zeigt die letzten { $limit-text } von { $total-text } Turnieren; das Diagramm zeigt alle.
progress-latest-rows = Die Tabelle zeigt die letzten { $limit-text } von { $total-text } Zeilen; das Diagramm zeigt alle.

## Die Entscheidungen hinter einer Kennzahl

drill-list-tip =
    .title = Diese Entscheidungen mit ihren Stellungen auflisten
drill-bucket = Entscheidungen von { $range } Millipunkten
drill-errors = Fehler (≥ { $min } EMG)
drill-blunders = Blunder (≥ { $min } EMG)
drill-breakdown = Wo die Fehler liegen: { $label }
drill-worst = Alle Entscheidungen, die schlechtesten zuerst
drill-keys = ↑ ↓ einzeln · Bild↑ Bild↓ seitenweise
drill-prev = ‹ Zurück
    .title = Vorige Seite
drill-next = Weiter ›
    .title = Nächste Seite
drill-page = { $first }–{ $last }
drill-page-of = { $first }–{ $last } von { $total }
drill-page-none = keine
drill-page-none-of = keine von { $total }
drill-where = Match · Partie · Zug
drill-none = Hier gibt es keine Entscheidung.
drill-no-move = (kein Zug)
drill-xgid = XGID
drill-position-id = Position ID
drill-match-id = Match ID
drill-copy = Kopieren
drill-copied = Kopiert
drill-copy-select = Markieren und kopieren
drill-equity = Equity
drill-diff = Diff.
drill-played-row =
    .title = Der gespielte Zug
drill-played-mark = ◀ gespielt
drill-cands-not-found = Kandidaten: Quelldatei nicht gefunden
drill-cands-none = Kandidaten: keine in der Datei für diesen Zug
drill-file = Datei: { $path }

## Der Reiter Spieler

players-hint = eine Zeile anklicken für die Statistik dieses Spielers
players-export = CSV exportieren…
players-exported = { $n ->
    [one] { $n-text } Spieler nach { $path } geschrieben
   *[other] { $n-text } Spieler nach { $path } geschrieben
}
players-export-failed = Die CSV-Datei konnte nicht geschrieben werden: { $error }
col-snowie = Snowie
col-mwc-match = MWC/Match %
    .title = Durch Fehler verlorene MWC, pro Match
compare-hint = Zwei Spieler ankreuzen, um sie zu vergleichen oder einen mit dem anderen zusammenzuführen.
compare-tick =
    .aria-label = { $name } vergleichen
compare-overall = Insgesamt
compare-head-to-head = Gegeneinander
compare-matches = Matches (gewonnen–verloren)
compare-better = besser
compare-merge = { $name } als { $player } zählen
compare-merge-failed = Zusammenführen fehlgeschlagen: { $error }
aliases-title = Zusammengeführte Namen
alias-line = { $alias } zählt als { $player }
alias-undo = Rückgängig

## Die Analyse mit gnuBG

analyse-open = Analysieren…
analyse-banner = { $n ->
    [one] { $n-text } Match ohne Analyse
   *[other] { $n-text } Matches ohne Analyse
}
analyse-banner-running = { $text } (Analyse läuft…)
analyse-title = Mit GNU Backgammon analysieren
analyse-what = { $n ->
    [0] Keine Matches ohne Analyse { $where }.
    [one] { $n-text } Match ohne Analyse { $where }.
   *[other] { $n-text } Matches ohne Analyse { $where }.
}
selection-library = in der Bibliothek
selection-in = in dieser Auswahl ({ $list })
selection-of = von { $player }
selection-money = Money-Sessions
selection-length = Matches auf { $n-text } Punkte
selection-from-to = vom { $from } bis { $to }
selection-from = ab { $from }
selection-up-to = bis { $to }
analyse-level = Stufe
analyse-quick = Schnell
analyse-quick-plies = 0-ply
analyse-quick-note = Wenige Sekunden pro Match: PR und Fehlerraten nahe an denen der Standardstufe.
analyse-standard = Standard
analyse-standard-plies = 2-ply
analyse-standard-note = gnuBGs übliche Stufe: Minuten für ein langes Match.
analyse-start = Analysieren
analyse-failed = Die Analyse konnte nicht starten: { $error }
analyse-starting = gnuBG startet…
analyse-running-note = Jedes Match wird gespeichert, sobald gnuBG damit fertig ist; die Kennzahlen hinter diesem Fenster folgen. Abbrechen hält an, sobald die laufenden Matches fertig sind, und behält jedes fertige.
analyse-count = { $total ->
    [one] { $done-text } von { $total-text } Match fertig
   *[other] { $done-text } von { $total-text } Matches fertig
}
analyse-current = { $more ->
    [0] Analysiere { $match }
   *[other] Analysiere { $match } und { $more-text } weitere
}
analyse-finishing = { $more ->
    [0] Abbruch: { $match } wird noch beendet
   *[other] Abbruch: { $match } und { $more-text } weitere werden noch beendet
}
analyse-stopping = Abgebrochen: hält an…
analyse-failed-match = { $label }: { $error }
analyse-could-not-run = Die Analyse konnte nicht laufen
eta-done = fertig
eta-estimating = wird geschätzt…
eta-less-than-a-second = weniger als eine Sekunde
eta-about = noch etwa { $duration }
duration-s = { $s } s
duration-min-s = { $min } min { $s } s
duration-h-min = { $h } h { $min } min
analysis-sum-analysed = { $n-text } analysiert
analysis-sum-failed = { $n-text } fehlgeschlagen
analysis-sum-not-started = { $n-text } nicht begonnen
analysis-finished = Analyse beendet: { $list } in { $duration }.
analysis-cancelled = Analyse abgebrochen — jedes fertige Match bleibt: { $list } in { $duration }.
analysis-cancelled-rest = Analyse abgebrochen — jedes fertige Match bleibt: { $list }. Erneut analysieren erledigt den Rest.
level-quick = Schnell (0-ply)
level-standard = Standard (2-ply)
level-plies = { $n-text }-ply
error-import-running = ein Import läuft; warten Sie, bis er fertig ist
error-analysis-running = eine Analyse läuft; warten Sie darauf oder brechen Sie sie ab
error-plies = gnuBG analysiert mit 0 bis { $max-text } ply, nicht { $plies-text }

## Der Reiter Einstellungen

lang-title = Sprache
lang-label = Sprache des Fensters und seiner Diagramme
lang-system = Systemsprache ({ $name })
lang-failed = Die Sprache konnte nicht geändert werden: { $error }
error-no-language = keine Texte in der Sprache „{ $lang }“
error-no-config-dir = kein Konfigurationsordner auf diesem System; BLUNDERDB_CONFIG_DIR setzen
settings-library = Bibliothek
settings-open-library = Andere Bibliothek öffnen…
settings-library-files = blunderDB-Bibliothek
settings-open-failed = Diese Bibliothek konnte nicht geöffnet werden: { $error }
error-reopen-busy = { $job ->
    [import] warten Sie das Ende des Imports ab, bevor Sie eine andere Bibliothek öffnen
   *[other] warten Sie das Ende der Analyse ab, bevor Sie eine andere Bibliothek öffnen
}
thresholds-title = Schwellen für Fehler und Blunder
thresholds-help = Eine Entscheidung ist ein Fehler, wenn sie mindestens die Fehlerschwelle an Equity verliert, ein Blunder ab der Blunderschwelle.
preset-blunderdb = blunderDB
preset-gnubg = gnuBG
preset-xg = XG
thresholds-error = Fehler ≥
thresholds-blunder = Blunder ≥
thresholds-apply = Übernehmen
thresholds-saved = In der Bibliothek gespeichert: Fehler ≥ { $error }, Blunder ≥ { $blunder }.
thresholds-saved-preset = In der Bibliothek gespeichert: Fehler ≥ { $error }, Blunder ≥ { $blunder } ({ $preset }).
thresholds-failed = Die Schwellen konnten nicht geändert werden: { $error }
thresholds-error-not-number = Die Fehlerschwelle muss eine Zahl sein, etwa { $example }.
thresholds-blunder-not-number = Die Blunderschwelle muss eine Zahl sein, etwa { $example }.
thresholds-error-too-big = Eine Fehlerschwelle von { $value } liegt jenseits jedes echten Fehlers.
thresholds-blunder-too-big = Eine Blunderschwelle von { $value } liegt jenseits jedes echten Fehlers.
thresholds-order = Die Fehlerschwelle ({ $error }) darf nicht über der Blunderschwelle ({ $blunder }) liegen.
levels-title = Spielstärke-Stufen
levels-help = Die Stufennamen hinter dem Verlaufsdiagramm, nach PR.
levels-source = Quelle: { $source }.
levels-failed = Die Stufen konnten nicht geändert werden: { $error }
gnubg-title = Analyse mit GNU Backgammon
gnubg-version = GNU Backgammon { $version }
gnubg-unusable = GNU Backgammon ist nicht verwendbar: { $error }
gnubg-unusable-plain = GNU Backgammon ist nicht verwendbar
gnubg-unknown = GNU Backgammon konnte nicht gesucht werden: { $error }
gnubg-install-hint = GNU Backgammon installieren: `sudo apt-get install gnubg` (Debian, Ubuntu) oder https://www.gnu.org/software/gnubg/ (Windows, macOS); BLUNDERDB_GNUBG nennt das Programm
gnubg-default-level = Standardstufe für Matches ohne Analyse:
gnubg-default-legend = Standardstufe
gnubg-level-saved = In der Bibliothek gespeichert: { $level }, wenn nicht anders gewählt.
gnubg-level-failed = Die Standardstufe konnte nicht geändert werden: { $error }
gnubg-choose = Programm wählen…
gnubg-forget = Erneut suchen
gnubg-choose-title = Das Programm von GNU Backgammon (gnubg-cli.exe unter Windows)
gnubg-path-saved = Gespeichert: blunderDB analysiert mit diesem Programm.
gnubg-path-forgotten = blunderDB sucht GNU Backgammon wieder selbst.
gnubg-path-failed = Dieses Programm kann nicht verwendet werden: { $error }

## Die Stufen-Skalen

scale-xg = XG
scale-gnubg = gnuBG
scale-bmab = BMAB
scale-xg-source = der „Performance Rating“-Tabelle von eXtreme Gammon (Wikipedia, „eXtreme Gammon“)
scale-gnubg-source = den Bewertungen von GNU Backgammon (GetRating(), Version 1.08.003)
scale-bmab-source = den Bewertungen der Entwicklungsversion von GNU Backgammon, ähnlich den Graden der BMAB

## Der überwachte Ordner

watch-title = Überwachter Ordner
watch-help = Nennen Sie den Ordner, in dem XG, gnuBG oder Ihr Browser Matches speichert: Dateien, die dort erscheinen, werden importiert, sobald sie sich nicht mehr ändern, jede einmal.
watch-none = Keiner
watch-choose = Ordner wählen…
watch-stop = Überwachung beenden
watch-analyse = Neue Matches ohne Analyse mit gnuBG analysieren (in der Standardstufe)
watch-dialog-title = Zu überwachender Ordner
watch-started = Wird überwacht: Match-Dateien, die dort erscheinen, werden importiert, sobald sie sich nicht mehr ändern.
watch-stopped = Jetzt wird kein Ordner überwacht.
watch-analyse-on = Neue Matches ohne Analyse werden mit gnuBG in der Standardstufe analysiert.
watch-analyse-off = Neue Matches werden nur importiert.
watch-failed = Der überwachte Ordner konnte nicht geändert werden: { $error }
watch-watching = Überwache { $folder }
watch-waiting = { $n ->
    [one] { $n-text } Datei wird geschrieben
   *[other] { $n-text } Dateien werden geschrieben
}
watch-at = { $what } um { $time }
watch-imported = { $name } importiert
watch-already-in = { $name } ist schon in der Bibliothek
watch-analysing = analysiere { $name } ({ $plies-text }-ply)…
watch-analysed = { $name } analysiert
watch-no-folder = Kein Ordner wird überwacht.
watch-since-start = Seit dem Start: { $list }.
watch-sum-imported = { $n ->
    [one] { $n-text } Datei importiert
   *[other] { $n-text } Dateien importiert
}
watch-sum-analysed = { $n ->
    [one] { $n-text } Match analysiert
   *[other] { $n-text } Matches analysiert
}
watch-sum-failed = { $n ->
    [one] { $n-text } Datei fehlgeschlagen
   *[other] { $n-text } Dateien fehlgeschlagen
}
error-not-a-folder = { $path }: kein Ordner
error-folder-gone = { $path }: der Ordner ist nicht mehr da
error-analysis-failed = { $label }: Analyse fehlgeschlagen

## Das Fenster „Über“

about-name-version = { $name } { $version }
about-version = Version { $version }
about-summary = Backgammon-Matchstatistik aus Dateien von eXtreme Gammon, GNU Backgammon und Online-Seiten.
about-licence = Lizenz: { $licence }.
about-built = Gebaut mit Tauri { $tauri }; enthält die Kommandozeile blunderdb.
about-includes-cli = Enthält die Kommandozeile blunderdb.

## Der Reiter Matches und das Nachspielen eines Matches (ui/matches.js, ui/review.js)

tab-matches = Matches
matches-hint = ein Match anklicken oder Enter drücken, um es Zug für Zug nachzuspielen
matches-search = Name
matches-search-field =
    .placeholder = Spieler oder Turnier
matches-event-field =
    .placeholder = Alle Turniere
matches-col-pr0 = PR 1
    .title = PR des zuerst genannten Spielers, nach der zählenden Analyse
matches-col-pr1 = PR 2
    .title = PR des als zweiter genannten Spielers, nach der zählenden Analyse
matches-col-analyses = Analysen
    .title = ✓ kennzeichnet die Analyse, aus der die Kennzahlen stammen
matches-gnubg-plies = gnuBG { $plies-text }-ply
matches-unanalysed = nicht analysiert
matches-won =
    .title = Hat das Match gewonnen
matches-row =
    .title = Dieses Match nachspielen (Enter)
matches-none = Kein Match in dieser Auswahl.
matches-failed = Die Matches konnten nicht aufgelistet werden: { $error }
review-back = ‹ Matches
    .title = Zurück zur Liste der Matches (Esc)
review-analysis = Analyse
review-errors-of = Fehler von
    .title = Alt+← und Alt+→ springen zu den Fehlern und Blundern dieses Spielers
    .title = Das Brett drehen (F)
review-keys = ← → Zug · Bild↑ Bild↓ Partie · Pos1 Ende · Alt+← → Fehler · F drehen
review-flip = Brett drehen
review-moves =
    .aria-label = Züge und Cube-Entscheidungen
review-game = Partie { $game-text } · { $score }
review-crawford = Crawford
review-game-won = { $n ->
    [one] { $player } gewinnt { $n-text } Punkt
   *[other] { $player } gewinnt { $n-text } Punkte
}
review-dance = kann nicht ziehen
review-at = Partie { $game-text }, Zug { $move-text }: { $player }
review-candidates = Kandidaten
review-counted = zählt in den Kennzahlen
review-verdict = Am besten: { $best } · Fehler { $error }
review-graph = Kumulierter Fehler je Zug
review-graph-mwc = Kumulierter Fehler und Matchgewinnchance je Zug
review-graph-tip =
    .title = Einen Punkt anklicken, um zu diesem Zug zu gehen
review-open = Nachspielen
    .title = Das Match ab diesem Zug nachspielen
review-open-match = Nachspielen
    .title = Dieses Match Zug für Zug nachspielen
review-failed = Das Match konnte nicht geöffnet werden: { $error }
review-board-failed = Das Brett konnte nicht gezeichnet werden: { $error }
review-no-moves = Dieses Match hat keine Züge.
review-unanalysed = Dieses Match hat keine Analyse: seine Fehler sind unbekannt.

## Der Tab Stellungen (ui/positions.js): die Suchfilter von blunderDB über
## alle Entscheidungen (docs/search.md). Die Namen der Filter, ihre Werte
## (race, back_game, take, money…) und die Beispiele sind die Abfragesprache
## selbst: sie bleiben, wie sie sind.

tab-positions = Stellungen
positions-hint = jede Stellung mit den Suchfiltern von blunderDB finden, oder eine Struktur aufs Brett zeichnen
positions-query-label = Abfrage
positions-query-field =
    .placeholder = zum Beispiel: nc P<90 gt:holding
    .aria-label = Abfrage
positions-search = Suchen
positions-paste = Stellung finden
    .title = Die XGID oder gnuBG-Position-ID (mit oder ohne Match-ID) im Feld: jede Entscheidung in dieser Stellung
positions-pasted = { $exact } mit diesem Würfel und Spielstand, dann { $same } nur mit diesen Steinen
positions-save = Speichern…
    .title = Diese Abfrage unter einem Namen speichern
positions-save-ok = Speichern
positions-save-name =
    .placeholder = Name der Suche
positions-keys = Tab oder ↓ wählt einen Filter · Enter sucht
positions-complete =
    .aria-label = Passende Filter
positions-saved = Gespeicherte Suchen
positions-saved-none = noch keine: eine Abfrage eingeben, dann Speichern…
positions-saved-remove =
    .title = Die gespeicherte Suche „{ $name }“ entfernen
    .aria-label = Die gespeicherte Suche „{ $name }“ entfernen
positions-saved-as = Gespeichert als „{ $name }“.
positions-save-failed = Speichern nicht möglich: { $error }
positions-filters-help = Die Filter
positions-help-insert =
    .title = { $example } zur Abfrage hinzufügen
positions-start = Eine Abfrage eingeben und Enter drücken; eine leere Abfrage listet alle Entscheidungen, die schlechtesten zuerst.
positions-searching = Suche läuft…
positions-failed = Suche nicht möglich: { $error }
positions-none = Keine Entscheidung passt zu dieser Abfrage.
positions-found = Gefunden
positions-card =
    .title = Ihr Brett öffnen (Enter)
positions-card-error =
    .title = Fehler der Entscheidung (EMG)
positions-played = { $dice }: { $move }
positions-played-cube = Gespielt: { $move }
positions-best = Bester: { $move }
positions-pips = Pips { $me }–{ $them }
positions-where = Match { $match } · Partie { $game } · Zug { $move }
positions-board-title = Treffer { $rank-text } von { $total-text }
positions-board-keys = ← → Treffer · Esc schließt

## Die auf dem kleinen Brett gezeichnete Struktur

positions-structure = Struktur
positions-side = Steine von
positions-side-me = Spieler am Zug
positions-side-them = Gegner
positions-draw =
    .aria-label = Brett zum Zeichnen einer Steinstruktur
positions-structure-clear = Leeren
positions-structure-count = Spieler am Zug: { $me-text } · Gegner: { $them-text }
positions-structure-help = Auf einen Point klicken setzt einen Stein, Rechtsklick oder Umschalt+Klick nimmt einen weg: die Abfrage verlangt mindestens diese Steine.

## Die Hilfe der Filter, je eine Zeile

positions-help-nc = kein Kontakt: ein Rennen
positions-help-pips = die Pipzahl des Spielers am Zug: P<70 höchstens 70, P>150 mindestens 150, P60,90 von 60 bis 90
positions-help-behind = Pips im Rückstand: die Pipzahl des Spielers am Zug minus die des Gegners (negativ bei Vorsprung)
positions-help-back = Steine hinten, auf den Points 19–24: klein geschrieben die des Spielers am Zug, groß die des Gegners
positions-help-zone = Steine in der Zone, Points 1–12
positions-help-outfield = Blots im Außenfeld, Points 7–18
positions-help-home = Blots im Heimfeld
positions-help-off = abgetragene Steine
positions-help-dice = der Wurf: D31; ein Wurf mit einer 6: D6; xD65 lässt 6-5 aus
positions-help-decision = d: eine Cube-Entscheidung, oder d:checker, d:double, d:nodouble, d:take, d:pass; dd: die Entscheidung des Doppelnden; dr: die Antwort
positions-help-error = der Fehler der Entscheidung in Millipunkten: E>80 ist 0,080 oder mehr
positions-help-best = ein Muster im besten Zug, oder die beste Cube-Aktion: m'ND,DT,DP'
positions-help-structure = eine Struktur: jede Seite hat mindestens diese Steine (aufs Brett zeichnen)
positions-help-cube = der Cube: sein Wert (c2, c>4) und sein Besitzer (c:centre, c:mine, c:theirs)
positions-help-score = der Away-Stand, der des Spielers am Zug zuerst: score:2a4a, score:dmp, score:money
positions-help-crawford = die Crawford-Partie
positions-help-length = die Matchlänge, 0 für Money: ml:7, ml5,9
positions-help-phase = die Phase: opening, middle, race, bearoff
positions-help-plan = der Spielplan des Spielers am Zug: race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact
positions-help-player = die Entscheidungen dieses Spielers
positions-help-players = pl: die Matches dieses Spielers; op: die Entscheidungen gegen diesen Gegner
positions-help-dates = die Matches dieses Zeitraums: ein Jahr, ein Monat oder ein Tag
positions-help-engine = die Zahlen der Analysen dieses Programms: xg oder gnubg
positions-help-not = vor einem Filter: lässt aus, was er wählt

## Die Werte, die die Vervollständigung anbietet

positions-plan-race = Rennen
positions-plan-bear_in = Bear-in
positions-plan-crunch = Crunch
positions-plan-back_game = Backgame
positions-plan-ace_point = Ace-Point-Spiel
positions-plan-blitz = Blitz
positions-plan-prime_vs_prime = Prime gegen Prime
positions-plan-mutual_holding = Gegenseitiges Holding-Spiel
positions-plan-holding = Holding-Spiel
positions-plan-contact = Kontakt
positions-cube-centre = der Cube in der Mitte
positions-cube-mine = der Cube auf der Seite des Entscheidenden
positions-cube-theirs = der Cube auf der anderen Seite
positions-score-dmp = Double Match Point

## Ein Datumsfeld

# The order of the day, the month and the year, as the window writes dates.
filter-date-field =
    .placeholder = TT.MM.JJJJ
filter-date-pattern = TT.MM.JJJJ
filter-date-invalid = Kein gültiges Datum: bitte als { $pattern } eingeben, z. B. { $example }

## Der Reiter Training (#28)

tab-train = Training
train-deck = Karten aus
train-deck-all = Allen Karten
train-deck-starred = Den markierten Entscheidungen
train-deck-collection = Sammlung: { $name }
train-deck-search = Gespeicherte Suche: { $name }
train-start = Starten
train-none = In diesem Stapel ist keine Karte fällig. Markieren Sie Entscheidungen (beim Nachspielen oder auf einer Karte), legen Sie eine Sammlung an oder speichern Sie eine Suche und wählen Sie sie hier.
train-how = Einen Stein anklicken, dann den Point, auf den er zieht (oder ihn ziehen); die Ablage würfelt ihn heraus. Oder den Zug eintippen.
train-answer = Antworten
train-undo = Zurücknehmen
train-clear = Leeren
train-next = Nächste Karte
train-due = { $due-text } von { $total-text } Karten fällig
train-retention = Behalten { $measured } % bei { $reviews-text } Antworten (Ziel { $target } %)
train-retention-none = Ziel beim Behalten: { $target } %
train-question-checker = { $player } am Zug: Ihr Zug?
train-question-doubler = { $player } am Wurf: doppeln?
train-question-taker = { $player } wird gedoppelt: Take oder Pass?
train-cube-double = { kind-double }
train-cube-no-double = { kind-no_double }
train-cube-take = { kind-take }
train-cube-pass = { kind-pass }
train-grade-best = Bester Zug
train-grade-close = Knapp: unter der Fehlerschwelle
train-grade-error = Fehler
train-grade-blunder = Blunder
train-grade-not-in-analysis = Nicht in der Analyse
train-loss = { $loss } verloren
train-best = Bester: { $best } · Ihrer: { $answer }
train-answer-was = Ihre Antwort: { $answer }
train-next-due = Wieder fällig: { $when }
train-mark-answer = Ihrer
train-mark-played = gespielt
marks-title = Behalten
marks-star = ☆ Markieren
marks-starred = ★ Markiert
marks-tag-add = Schlagwort hinzufügen
marks-comment-save = Kommentar speichern
train-move-field =
    .placeholder = 13/7 8/7
    .aria-label = Ihr Zug
marks-tag-field =
    .placeholder = #backgame
marks-comment-field =
    .placeholder = Ihr Kommentar
marks-tag-remove =
    .title = Schlagwort #{ $tag } entfernen
    .aria-label = Schlagwort #{ $tag } entfernen

## Pictures and collections (#28)

keep-picture = Bild:
keep-with-analysis = mit der Analyse
keep-copy-svg = SVG kopieren
keep-copy-png = PNG kopieren
keep-save-svg = Als SVG speichern…
keep-save-png = Als PNG speichern…
keep-copied-svg = Als SVG-Text kopiert
keep-copied-png = Als Bild kopiert ({ $width } × { $height } Pixel)
keep-saved = { $path } gespeichert ({ $kb-text } KB)
keep-failed = Kein Bild: { $error }
keep-collection-field =
    .aria-label = Sammlung
    .title = Sammlung
keep-add = Zur Sammlung hinzufügen
keep-added = Zu { $name } hinzugefügt
keep-already = Schon in { $name }
keep-no-collection = Keine Sammlung zum Hinzufügen: Legen Sie im Tab Training eine an.
keep-starred-mark = ★
    .title = Markiert
collections-title = Sammlungen
collections-from = Entscheidungen
collections-from-empty = Noch keine: einzeln hinzufügen
collections-from-query = Die Suche des Tabs Stellungen: { $query }
collections-from-saved = Gespeicherte Suche: { $name }
collections-make = Neue Sammlung
collections-name-field =
    .placeholder = Name der Sammlung
    .aria-label = Name der Sammlung
collections-no-name = Geben Sie der Sammlung einen Namen.
collections-made = Sammlung { $name } angelegt.
collections-none = Noch keine Sammlung. Legen Sie hier eine an und fügen Sie ihr Entscheidungen über das Feld „Behalten“ eines Bretts hinzu.
collections-name = Name
collections-kind = Art
collections-decisions = Entscheidungen
collections-live = lebend: { $query }
collections-listed = Liste
collections-count = { $n-text }
collections-show = Zeigen
collections-remove = Entfernen
collections-follows = folgt der Suche { $query }
collections-export-html = Bericht exportieren…
collections-export-xgid = XGIDs exportieren…
collections-export-anki = Nach Anki exportieren…
collections-delete = Löschen…
collections-delete-ask = Die Sammlung { $name } löschen? Ihre Entscheidungen bleiben in der Bibliothek, mit ihren Markierungen und Trainingskarten.
collections-delete-yes = Löschen
collections-delete-no = Behalten
collections-deleted = Sammlung { $name } gelöscht.
collections-empty = Diese Sammlung hat keine Entscheidung.
collections-first = Die ersten { $shown-text } von { $total-text } Entscheidungen werden gezeigt; der Export enthält alle.
collections-more = { $n-text } weitere zeigen

## Die Club-Bibliothek (ui/club.js, #30): die Karte in den Einstellungen,
## das Veröffentlichen auf einem Club-Server (`blunderdb serve`) und seine
## Bibliothek, schreibgeschützt angezeigt.

club-title = Club-Bibliothek
club-help = Ein Club-Server verwahrt die gemeinsame Bibliothek des Clubs: Veröffentlichen Sie Ihre Matches dort und öffnen Sie seine Zahlen hier, schreibgeschützt.
club-url-label = Serveradresse
club-token-label = Token
club-url-field =
    .placeholder = https://club.example.org
club-token-field =
    .placeholder = das Token, das Ihnen der Admin des Clubs gegeben hat
club-connect = Verbinden
club-connecting = Verbinde…
club-forget = Diesen Club vergessen
club-none = Kein Club eingerichtet.
club-status = { $club } auf { $url } · { $role ->
    [reader] Leser: Sie können seine Bibliothek öffnen
    [uploader] Uploader: Sie können Matches dort veröffentlichen
    [admin] Admin: Sie können Matches dort veröffentlichen
    [worker] Worker: dieses Token analysiert die Matches des Clubs
   *[other] die Rolle des Tokens ist unbekannt
}
club-status-unreached = Club-Server { $url }: noch nicht erreicht.
club-viewing = Das Fenster zeigt die Bibliothek von { $club }, schreibgeschützt.
club-connected = Verbunden mit { $club }.
club-forgotten = Der Club ist vergessen: Seine Adresse und sein Token werden nicht mehr aufbewahrt.
club-set-failed = Keine Verbindung zum Club: { $error }
club-forget-failed = Der Club konnte nicht vergessen werden: { $error }
club-url-empty = Geben Sie die Adresse des Club-Servers ein.
club-url-scheme = { $url } ist keine Adresse eines Club-Servers: Sie beginnt mit http:// oder https://.
club-token-empty = Geben Sie das Token ein, das Ihnen der Admin des Clubs gegeben hat.
club-unpublished = { $n ->
    [one] { $n-text } Match Ihrer Bibliothek ist noch nicht veröffentlicht.
   *[other] { $n-text } Matches Ihrer Bibliothek sind noch nicht veröffentlicht.
}
club-unpublished-none = Alle Matches Ihrer Bibliothek sind veröffentlicht.
club-last-publish = Zuletzt veröffentlicht am { $when }.
club-never-published = Von diesem Rechner wurde noch nichts veröffentlicht.
club-publish-new = Neue Matches veröffentlichen
    .title = Die seit der letzten Veröffentlichung importierten Matches (beim ersten Mal: alle Matches)
club-publish-all = Alle veröffentlichen
    .title = Alle Matches Ihrer Bibliothek; die, die der Club schon hat, zählen als doppelt
club-publishing = Veröffentliche…
club-publishing-progress = Veröffentliche… { $done } / { $total }
club-published = { $n ->
    [one] { $n-text } Datei an den Club gesendet: { $list }
   *[other] { $n-text } Dateien an den Club gesendet: { $list }
}
club-publish-nothing = Nichts Neues zu veröffentlichen.
club-publish-failed = Veröffentlichen fehlgeschlagen: { $error }
club-publish-details = Datei für Datei
club-publish-while-viewing = Kehren Sie zu Ihrer Bibliothek zurück, um aus ihr zu veröffentlichen.
club-publish-no-right = Mit diesem Token kann nicht veröffentlicht werden: Bitten Sie den Admin des Clubs um ein Uploader-Token.
club-open = Bibliothek des Clubs öffnen
club-opening = Hole die Bibliothek des Clubs…
club-opening-progress = Hole die Bibliothek des Clubs… { $done } / { $total }
club-back = Zurück zu meiner Bibliothek
club-open-failed = Die Bibliothek des Clubs konnte nicht geöffnet werden: { $error }
club-close-failed = Die Rückkehr zu Ihrer Bibliothek ist fehlgeschlagen: { $error }
club-banner = Club-Bibliothek „{ $club }“ — schreibgeschützt
club-synced = zuletzt aktualisiert { $when }
club-update = Aktualisieren
club-updating = Aktualisiere…
club-updating-progress = Aktualisiere… { $done } / { $total }
club-read-only-drop = Die Bibliothek des Clubs ist schreibgeschützt: Kehren Sie zu Ihrer Bibliothek zurück, um diese Dateien zu importieren.
