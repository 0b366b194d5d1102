# blunderDB — het venster: tabbladen, kaarten, knoppen, dialogen,
# meldingen en tooltips. Engels (locales/en/app.ftl) is de bron.
#
# Termen (for reviewers), zoals in common.ftl: «blunder», «fout», «zet»
# (checker play), «cube», Double / Take / Pass in het Engels zoals aan
# Nederlandse borden; «Money»; PR, MWC, EMG blijven. Analyseniveau
# «0-ply», «2-ply» zoals gnuBG nl. «Bibliotheek» voor de matchdatabase.

## Het venster

app-name = blunderDB
app-failed = blunderDB kon niet starten: { $error }
tab-stats = Statistieken
tab-players = Spelers
tab-settings = Instellingen
import-button = Importeren…
about-btn = Over
signout-button = Afmelden
signin-title = Aanmelden bij blunderDB
signin-help = Plak uw token: het ledentoken van een club, of het adres dat blunderdb web in zijn terminal toonde.
signin-token = Token
signin-button = Aanmelden
    .title = Over blunderDB (F1)
button-close = Sluiten
button-cancel = Annuleren
button-hide = Verbergen
list-separator = {", "}
value-percent = { $value }%
saved-in-library = Opgeslagen in de bibliotheek.
drop-here = Sleep matchbestanden of mappen hierheen om ze te importeren

## De lege bibliotheek

empty-title = Je bibliotheek is leeg
empty-drop = Sleep matchbestanden of mappen ergens op dit venster, of gebruik Importeren….
empty-formats = blunderDB leest .sgf-bestanden van gnuBG, .mat- en .txt-exports van Jellyfish en .xg-bestanden van eXtreme Gammon; mappen worden met alle submappen gelezen.

## Importeren

import-running = Bezig met importeren
import-looking = matchbestanden zoeken…
import-cancelling = { " · " }annuleren na dit bestand…
import-progress-files = { $total ->
    [one] { $done-text } van { $total-text } bestand
   *[other] { $done-text } van { $total-text } bestanden
}
import-progress-matches = { $n ->
    [one] { $n-text } match geïmporteerd
   *[other] { $n-text } matches geïmporteerd
}
import-duplicate = { $name }: al in de bibliotheek (uit { $of })
import-replaced = { $name }: geanalyseerde kopie vervangt { $previous }
import-skipped = { $name }: overgeslagen ({ $reason })
import-failed-file = { $name }: { $error }
import-failed = Het importeren kon niet beginnen: { $error }
import-status-imported = geïmporteerd
import-status-duplicate = dubbel
import-status-replaced = vervangen
import-status-skipped = overgeslagen
import-status-failed = mislukt
import-sum-imported = { $n-text } geïmporteerd
import-sum-duplicates = { $n-text } dubbel
import-sum-replaced = { $n-text } vervangen
import-sum-skipped = { $n-text } overgeslagen
import-sum-failed = { $n-text } mislukt
import-finished = Importeren klaar: { $list }
import-cancelled = Geannuleerd — wat binnen was blijft: { $list }
import-match-files = Matchbestanden
import-all-files = Alle bestanden

## Het tabblad Statistieken

filter-decisions-all = Alle
filter-decisions-checker = Zetten
filter-decisions-cube = Cube
filter-reset = Wissen
stats-all-players = alle spelers
stats-level = { $level } ({ $scale })
stats-mwc = { fig-mwc_loss_per_match_pct }
    .title = Winkansen voor de match die door fouten verloren gingen, per match (het totaal van één match is wat XG en gnuBG tonen)
stats-luck-per-roll = Geluk per worp
stats-histogram = Foutenhistogram
stats-worst = Slechtste beslissingen
stats-worst-none = Geen geanalyseerde beslissingen in deze selectie.
col-match = Match
vs-opponent = tegen { $opponent }
vs-pair = { $player } tegen { $opponent }
roll-cube = cube
report-export = Rapport exporteren…
    .title = Een op zichzelf staand HTML-bestand: de statistieken, het histogram en de 20 slechtste beslissingen met hun stellingen
report-writing = Bezig met schrijven…
report-written = { $path } geschreven ({ $kb-text } KB)
report-failed = Het rapport kon niet worden geschreven: { $error }
error-cards = De kaarten konden niet worden getekend: { $error }

## Waar de fouten zitten

breakdown-title = Waar de fouten zitten
breakdown-by = Uitsplitsen naar
breakdown-none = Niets uit te splitsen in deze selectie.
breakdown-row-tip = Deze beslissingen tonen, slechtste eerst, met hun stellingen
breakdown-filter = filter
breakdown-filter-tip = De filters tot deze beslissingen beperken
col-error-emg = Fout EMG
col-share = Aandeel

## Verloop

progress-title = Verloop
progress-per = Eén punt per
progress-by-match = match
progress-by-month = maand
progress-by-year = jaar
progress-by-event = toernooi
progress-window = Voortschrijdende PR over
progress-none = Geen geanalyseerde match met datum in deze selectie.
progress-list-all = Alles tonen
col-period = Periode
col-wl = W–V
col-checker = Zetten
col-cube = Cube
progress-detail = { $label }: PR { $pr } (zetten { $checker }, cube { $cube }) over { $decisions ->
    [one] { $decisions-text } beslissing
   *[other] { $decisions-text } beslissingen
}, fout { $error } EMG, gewonnen–verloren { $wins-text }–{ $losses-text }
progress-latest-matches = De tabel toont de laatste { $limit-text } van { $total-text } matches; de grafiek toont ze allemaal.
progress-latest-months = De tabel toont de laatste { $limit-text } van { $total-text } maanden; de grafiek toont ze allemaal.
progress-latest-years = De tabel toont de laatste { $limit-text } van { $total-text } jaren; de grafiek toont ze allemaal.
progress-latest-events = De tabel toont de laatste { $limit-text } van { $total-text } toernooien; de grafiek toont ze allemaal.
progress-latest-rows = De tabel toont de laatste { $limit-text } van { $total-text } rijen; de grafiek toont ze allemaal.

## De beslissingen achter een getal

drill-list-tip =
    .title = Deze beslissingen met hun stellingen tonen
drill-bucket = Beslissingen van { $range } millipunten
drill-errors = Fouten (≥ { $min } EMG)
drill-blunders = Blunders (≥ { $min } EMG)
drill-breakdown = Waar de fouten zitten: { $label }
drill-worst = Alle beslissingen, slechtste eerst
drill-keys = ↑ ↓ één voor één · PgUp PgDn per pagina
drill-prev = ‹ Vorige
    .title = Vorige pagina
drill-next = Volgende ›
    .title = Volgende pagina
drill-page = { $first }–{ $last }
drill-page-of = { $first }–{ $last } van { $total }
drill-page-none = geen
drill-page-none-of = geen van { $total }
drill-where = Match · partij · zet
drill-none = Hier is geen beslissing.
drill-no-move = (geen zet)
drill-xgid = XGID
drill-position-id = Position ID
drill-match-id = Match ID
drill-copy = Kopiëren
drill-copied = Gekopieerd
drill-copy-select = Selecteer en kopieer
drill-equity = Equity
drill-diff = Verschil
drill-played-row =
    .title = De gespeelde zet
drill-played-mark = ◀ gespeeld
drill-cands-not-found = kandidaten: bronbestand niet gevonden
drill-cands-none = kandidaten: geen in het bestand voor deze zet
drill-file = Bestand: { $path }

## Het tabblad Spelers

players-hint = klik op een rij voor de statistieken van die speler
players-export = CSV exporteren…
players-exported = { $n ->
    [one] { $n-text } speler geschreven naar { $path }
   *[other] { $n-text } spelers geschreven naar { $path }
}
players-export-failed = Het CSV-bestand kon niet worden geschreven: { $error }
col-snowie = Snowie
col-mwc-match = MWC/match %
    .title = MWC verloren door fouten, per match
compare-hint = Vink twee spelers aan om ze te vergelijken of de een met de ander samen te voegen.
compare-tick =
    .aria-label = { $name } vergelijken
compare-overall = In totaal
compare-head-to-head = Tegen elkaar
compare-matches = Matches (gewonnen–verloren)
compare-better = beter
compare-merge = { $name } tellen als { $player }
compare-merge-failed = Samenvoegen mislukt: { $error }
aliases-title = Samengevoegde namen
alias-line = { $alias } telt als { $player }
alias-undo = Ongedaan maken

## De analyse met gnuBG

analyse-open = Analyseren…
analyse-banner = { $n ->
    [one] { $n-text } match zonder analyse
   *[other] { $n-text } matches zonder analyse
}
analyse-banner-running = { $text } (bezig met analyseren…)
analyse-title = Analyseren met GNU Backgammon
analyse-what = { $n ->
    [0] Geen matches zonder analyse { $where }.
    [one] { $n-text } match zonder analyse { $where }.
   *[other] { $n-text } matches zonder analyse { $where }.
}
selection-library = in de bibliotheek
selection-in = in deze selectie ({ $list })
selection-of = van { $player }
selection-money = moneysessies
selection-length = matches tot { $n-text } punten
selection-from-to = van { $from } tot { $to }
selection-from = vanaf { $from }
selection-up-to = tot { $to }
analyse-level = Niveau
analyse-quick = Snel
analyse-quick-plies = 0-ply
analyse-quick-note = Enkele seconden per match: PR en foutpercentages dicht bij die van het standaardniveau.
analyse-standard = Standaard
analyse-standard-plies = 2-ply
analyse-standard-note = Het gebruikelijke niveau van gnuBG: minuten voor een lange match.
analyse-start = Analyseren
analyse-failed = De analyse kon niet beginnen: { $error }
analyse-starting = gnuBG wordt gestart…
analyse-running-note = Elke match wordt opgeslagen zodra gnuBG ermee klaar is; de statistieken achter dit venster volgen. Annuleren stopt zodra de lopende matches klaar zijn en bewaart elke voltooide.
analyse-count = { $total ->
    [one] { $done-text } van { $total-text } match klaar
   *[other] { $done-text } van { $total-text } matches klaar
}
analyse-current = { $more ->
    [0] Analyse van { $match }
   *[other] Analyse van { $match } en { $more-text } andere
}
analyse-finishing = { $more ->
    [0] Annuleren: { $match } wordt afgemaakt
   *[other] Annuleren: { $match } en { $more-text } andere worden afgemaakt
}
analyse-stopping = Geannuleerd: bezig met stoppen…
analyse-failed-match = { $label }: { $error }
analyse-could-not-run = De analyse kon niet worden uitgevoerd
eta-done = klaar
eta-estimating = bezig met schatten…
eta-less-than-a-second = minder dan een seconde
eta-about = nog ongeveer { $duration }
duration-s = { $s } s
duration-min-s = { $min } min { $s } s
duration-h-min = { $h } u { $min } min
analysis-sum-analysed = { $n-text } geanalyseerd
analysis-sum-failed = { $n-text } mislukt
analysis-sum-not-started = { $n-text } niet begonnen
analysis-finished = Analyse klaar: { $list } in { $duration }.
analysis-cancelled = Analyse geannuleerd — elke voltooide match blijft bewaard: { $list } in { $duration }.
analysis-cancelled-rest = Analyse geannuleerd — elke voltooide match blijft bewaard: { $list }. Analyseer opnieuw voor de rest.
level-quick = Snel (0-ply)
level-standard = Standaard (2-ply)
level-plies = { $n-text }-ply
error-import-running = er loopt een import; wacht tot die klaar is
error-analysis-running = er loopt een analyse; wacht erop of annuleer hem
error-plies = gnuBG analyseert met 0 tot { $max-text } ply, niet { $plies-text }

## Het tabblad Instellingen

lang-title = Taal
lang-label = Taal van het venster en zijn grafieken
lang-system = Die van het systeem ({ $name })
lang-failed = De taal kon niet worden gewijzigd: { $error }
error-no-language = geen berichten in de taal „{ $lang }”
error-no-config-dir = geen configuratiemap op dit systeem; stel BLUNDERDB_CONFIG_DIR in
settings-library = Bibliotheek
settings-open-library = Andere bibliotheek openen…
settings-library-files = blunderDB-bibliotheek
settings-open-failed = Die bibliotheek kon niet worden geopend: { $error }
error-reopen-busy = { $job ->
    [import] wacht tot het importeren klaar is voordat je een andere bibliotheek opent
   *[other] wacht tot de analyse klaar is voordat je een andere bibliotheek opent
}
thresholds-title = Drempels voor fout en blunder
thresholds-help = Een beslissing is een fout als ze minstens de foutdrempel aan equity verliest, en een blunder vanaf de blunderdrempel.
preset-blunderdb = blunderDB
preset-gnubg = gnuBG
preset-xg = XG
thresholds-error = Fout ≥
thresholds-blunder = Blunder ≥
thresholds-apply = Toepassen
thresholds-saved = Opgeslagen in de bibliotheek: fout ≥ { $error }, blunder ≥ { $blunder }.
thresholds-saved-preset = Opgeslagen in de bibliotheek: fout ≥ { $error }, blunder ≥ { $blunder } ({ $preset }).
thresholds-failed = De drempels konden niet worden gewijzigd: { $error }
thresholds-error-not-number = De foutdrempel moet een getal zijn, zoals { $example }.
thresholds-blunder-not-number = De blunderdrempel moet een getal zijn, zoals { $example }.
thresholds-error-too-big = Een foutdrempel van { $value } gaat elke echte fout te boven.
thresholds-blunder-too-big = Een blunderdrempel van { $value } gaat elke echte fout te boven.
thresholds-order = De foutdrempel ({ $error }) mag niet boven de blunderdrempel ({ $blunder }) liggen.
levels-title = Niveaubanden
levels-help = De niveaunamen achter de verloopgrafiek, naar PR.
levels-source = Bron: { $source }.
levels-failed = De niveaubanden konden niet worden gewijzigd: { $error }
gnubg-title = Analyse met GNU Backgammon
gnubg-version = GNU Backgammon { $version }
gnubg-unusable = GNU Backgammon kan niet worden gebruikt: { $error }
gnubg-unusable-plain = GNU Backgammon kan niet worden gebruikt
gnubg-unknown = Kon GNU Backgammon niet zoeken: { $error }
gnubg-install-hint = GNU Backgammon installeren: `sudo apt-get install gnubg` (Debian, Ubuntu) of https://www.gnu.org/software/gnubg/ (Windows, macOS); BLUNDERDB_GNUBG noemt het programma
gnubg-default-level = Standaardniveau voor matches zonder analyse:
gnubg-default-legend = Standaardniveau
gnubg-level-saved = Opgeslagen in de bibliotheek: { $level }, tenzij anders gekozen.
gnubg-level-failed = Het standaardniveau kon niet worden gewijzigd: { $error }
gnubg-choose = Programma kiezen…
gnubg-forget = Opnieuw zoeken
gnubg-choose-title = Het programma van GNU Backgammon (gnubg-cli.exe op Windows)
gnubg-path-saved = Opgeslagen: blunderDB analyseert met dit programma.
gnubg-path-forgotten = blunderDB zoekt GNU Backgammon weer zelf.
gnubg-path-failed = Dat programma kan niet worden gebruikt: { $error }

## De niveauschalen

scale-xg = XG
scale-gnubg = gnuBG
scale-bmab = BMAB
scale-xg-source = de Performance Rating-tabel van eXtreme Gammon (Wikipedia, „eXtreme Gammon”)
scale-gnubg-source = de beoordelingen van GNU Backgammon (GetRating(), versie 1.08.003)
scale-bmab-source = de beoordelingen van de ontwikkelversie van GNU Backgammon, vergelijkbaar met de graden van de BMAB

## De bewaakte map

watch-title = Bewaakte map
watch-help = Geef de map op waar XG, gnuBG of je browser matches opslaat: bestanden die daar verschijnen worden geïmporteerd zodra ze niet meer veranderen, elk één keer.
watch-none = Geen
watch-choose = Map kiezen…
watch-stop = Stoppen met bewaken
watch-analyse = Nieuwe matches zonder analyse met gnuBG analyseren (op het standaardniveau)
watch-dialog-title = Te bewaken map
watch-started = Wordt bewaakt: matchbestanden die daar verschijnen worden geïmporteerd zodra ze niet meer veranderen.
watch-stopped = Er wordt nu geen map bewaakt.
watch-analyse-on = Nieuwe matches zonder analyse worden met gnuBG op het standaardniveau geanalyseerd.
watch-analyse-off = Nieuwe matches worden alleen geïmporteerd.
watch-failed = De bewaakte map kon niet worden gewijzigd: { $error }
watch-watching = Bewaakt { $folder }
watch-waiting = { $n ->
    [one] { $n-text } bestand wordt geschreven
   *[other] { $n-text } bestanden worden geschreven
}
watch-at = { $what } om { $time }
watch-imported = { $name } geïmporteerd
watch-already-in = { $name } staat al in de bibliotheek
watch-analysing = { $name } wordt geanalyseerd ({ $plies-text }-ply)…
watch-analysed = { $name } geanalyseerd
watch-no-folder = Er wordt geen map bewaakt.
watch-since-start = Sinds de start: { $list }.
watch-sum-imported = { $n ->
    [one] { $n-text } bestand geïmporteerd
   *[other] { $n-text } bestanden geïmporteerd
}
watch-sum-analysed = { $n ->
    [one] { $n-text } match geanalyseerd
   *[other] { $n-text } matches geanalyseerd
}
watch-sum-failed = { $n ->
    [one] { $n-text } bestand mislukt
   *[other] { $n-text } bestanden mislukt
}
error-not-a-folder = { $path }: geen map
error-folder-gone = { $path }: de map is er niet meer
error-analysis-failed = { $label }: analyse mislukt

## Over

about-name-version = { $name } { $version }
about-version = Versie { $version }
about-summary = Statistieken van backgammonmatches uit bestanden van eXtreme Gammon, GNU Backgammon en online speelsites.
about-licence = Licentie: { $licence }.
about-built = Gebouwd met Tauri { $tauri }; bevat de opdrachtregel blunderdb.
about-includes-cli = Bevat de opdrachtregel blunderdb.

## Het tabblad Matches en het naspelen van een match (ui/matches.js, ui/review.js)

tab-matches = Matches
matches-hint = klik op een match, of druk op Enter, om hem zet voor zet na te spelen
matches-search = Naam
matches-search-field =
    .placeholder = Speler of toernooi
matches-event-field =
    .placeholder = Elk toernooi
matches-col-pr0 = PR 1
    .title = PR van de eerstgenoemde speler, volgens de analyse die telt
matches-col-pr1 = PR 2
    .title = PR van de als tweede genoemde speler, volgens de analyse die telt
matches-col-analyses = Analyses
    .title = ✓ markeert de analyse waaruit de cijfers komen
matches-gnubg-plies = gnuBG { $plies-text }-ply
matches-unanalysed = niet geanalyseerd
matches-won =
    .title = Won de match
matches-row =
    .title = Deze match naspelen (Enter)
matches-none = Geen match in deze selectie.
matches-failed = Kon de matches niet tonen: { $error }
review-back = ‹ Matches
    .title = Terug naar de lijst met matches (Esc)
review-analysis = Analyse
review-errors-of = Fouten van
    .title = Alt+← en Alt+→ springen naar de fouten en blunders van deze speler
    .title = Het bord draaien (F)
review-keys = ← → zet · PgUp PgDn partij · Home End · Alt+← → fout · F draaien
review-flip = Bord draaien
review-moves =
    .aria-label = Zetten en cubebeslissingen
review-game = Partij { $game-text } · { $score }
review-crawford = Crawford
review-game-won = { $n ->
    [one] { $player } wint { $n-text } punt
   *[other] { $player } wint { $n-text } punten
}
review-dance = kan niet spelen
review-at = Partij { $game-text }, zet { $move-text }: { $player }
review-candidates = Kandidaatzetten
review-counted = telt in de cijfers
review-verdict = Beste: { $best } · fout { $error }
review-graph = Opgeteld foutverlies per zet
review-graph-mwc = Opgeteld foutverlies en winkans voor de match per zet
review-graph-tip =
    .title = Klik op een punt om naar die zet te gaan
review-open = Naspelen
    .title = De match naspelen vanaf deze zet
review-open-match = Naspelen
    .title = Deze match zet voor zet naspelen
review-failed = Kon de match niet openen: { $error }
review-board-failed = Kon het bord niet tekenen: { $error }
review-no-moves = Deze match heeft geen zetten.
review-unanalysed = Deze match heeft geen analyse: de fouten zijn onbekend.

## Het tabblad Posities (ui/positions.js): de zoekfilters van blunderDB
## over alle beslissingen (docs/search.md). De namen van de filters, hun
## waarden (race, back_game, take, money…) en de voorbeelden zijn de
## zoektaal zelf: ze blijven zoals ze zijn.

tab-positions = Posities
positions-hint = vind elke positie met de zoekfilters van blunderDB, of teken een structuur op het bord
positions-query-label = Zoekopdracht
positions-query-field =
    .placeholder = bijvoorbeeld: nc P<90 gt:holding
    .aria-label = Zoekopdracht
positions-search = Zoeken
positions-paste = Stelling zoeken
    .title = De XGID of gnuBG Position ID (met of zonder Match ID) in het vak: elke beslissing in die stelling
positions-pasted = { $exact } met deze kubus en stand, dan { $same } met alleen deze schijven
positions-save = Bewaren…
    .title = Deze zoekopdracht onder een naam bewaren
positions-save-ok = Bewaren
positions-save-name =
    .placeholder = Naam van de zoekopdracht
positions-keys = Tab of ↓ kiest een filter · Enter zoekt
positions-complete =
    .aria-label = Passende filters
positions-saved = Bewaarde zoekopdrachten
positions-saved-none = nog geen: typ een zoekopdracht, dan Bewaren…
positions-saved-remove =
    .title = De bewaarde zoekopdracht "{ $name }" verwijderen
    .aria-label = De bewaarde zoekopdracht "{ $name }" verwijderen
positions-saved-as = Bewaard als "{ $name }".
positions-save-failed = Bewaren mislukt: { $error }
positions-filters-help = De filters
positions-help-insert =
    .title = { $example } aan de zoekopdracht toevoegen
positions-start = Typ een zoekopdracht en druk op Enter; een lege zoekopdracht toont alle beslissingen, de slechtste eerst.
positions-searching = Zoeken…
positions-failed = Zoeken mislukt: { $error }
positions-none = Geen beslissing past bij deze zoekopdracht.
positions-found = Gevonden
positions-card =
    .title = Het bord openen (Enter)
positions-card-error =
    .title = Fout van de beslissing (EMG)
positions-played = { $dice }: { $move }
positions-played-cube = Gespeeld: { $move }
positions-best = Beste: { $move }
positions-pips = Pips { $me }–{ $them }
positions-where = Match { $match } · partij { $game } · zet { $move }
positions-board-title = Resultaat { $rank-text } van { $total-text }
positions-board-keys = ← → resultaat · Esc sluit

## De structuur getekend op het kleine bord

positions-structure = Structuur
positions-side = Schijven van
positions-side-me = Speler aan zet
positions-side-them = Tegenstander
positions-draw =
    .aria-label = Bord om een structuur van schijven op te tekenen
positions-structure-clear = Wissen
positions-structure-count = Speler aan zet: { $me-text } · tegenstander: { $them-text }
positions-structure-help = Klik op een punt om een schijf toe te voegen, rechtsklik of Shift+klik om er een weg te nemen: de zoekopdracht vraagt minstens deze schijven.

## De uitleg van de filters, één regel per filter

positions-help-nc = geen contact: een race
positions-help-pips = de pipcount van de speler aan zet: P<70 hooguit 70, P>150 minstens 150, P60,90 van 60 tot 90
positions-help-behind = pips achter: de pipcount van de speler aan zet min die van de tegenstander (negatief bij voorsprong)
positions-help-back = schijven achter, op de punten 19–24: in kleine letters die van de speler aan zet, in hoofdletters die van de tegenstander
positions-help-zone = schijven in de zone, punten 1–12
positions-help-outfield = blots in het buitenveld, punten 7–18
positions-help-home = blots in het thuisbord
positions-help-off = afgespeelde schijven
positions-help-dice = de worp: D31; een worp met een 6: D6; xD65 laat 6-5 weg
positions-help-decision = d: een cubebeslissing, of d:checker, d:double, d:nodouble, d:take, d:pass; dd: de beslissing van wie verdubbelt; dr: het antwoord
positions-help-error = de fout van de beslissing in millipunten: E>80 is 0,080 of meer
positions-help-best = een patroon in de beste zet, of de beste cube-actie: m'ND,DT,DP'
positions-help-structure = een structuur: elke kant heeft minstens deze schijven (teken ze op het bord)
positions-help-cube = de cube: zijn waarde (c2, c>4) en wie hem heeft (c:centre, c:mine, c:theirs)
positions-help-score = de stand in punten te gaan, die van de speler aan zet eerst: score:2a4a, score:dmp, score:money
positions-help-crawford = de Crawford-partij
positions-help-length = de matchlengte, 0 voor money: ml:7, ml5,9
positions-help-phase = de fase: opening, middle, race, bearoff
positions-help-plan = het spelplan van de speler aan zet: race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact
positions-help-player = de beslissingen die deze speler nam
positions-help-players = pl: de matches die deze speler speelde; op: de beslissingen tegen deze tegenstander
positions-help-dates = de matches gespeeld in die periode: een jaar, een maand of een dag
positions-help-engine = de cijfers van de analyses van dat programma: xg of gnubg
positions-help-not = voor een filter: laat weg wat het kiest

## De waarden die het aanvullen aanbiedt

positions-plan-race = Race
positions-plan-bear_in = Binnenbrengen
positions-plan-crunch = Crunch
positions-plan-back_game = Backgame
positions-plan-ace_point = Acepointspel
positions-plan-blitz = Blitz
positions-plan-prime_vs_prime = Prime tegen prime
positions-plan-mutual_holding = Wederzijds holdingspel
positions-plan-holding = Holdingspel
positions-plan-contact = Contact
positions-cube-centre = de cube in het midden
positions-cube-mine = de cube aan de kant van wie beslist
positions-cube-theirs = de cube aan de andere kant
positions-score-dmp = double match point

## Een datumveld

# The order of the day, the month and the year, as the window writes dates.
filter-date-field =
    .placeholder = dd-mm-jjjj
filter-date-pattern = dd-mm-jjjj
filter-date-invalid = Geen geldige datum: typ hem als { $pattern }, bijv. { $example }

## Het tabblad Trainen (#28)

tab-train = Trainen
train-deck = Kaarten uit
train-deck-all = Alle kaarten
train-deck-starred = De beslissingen met een ster
train-deck-collection = Verzameling: { $name }
train-deck-search = Bewaarde zoekopdracht: { $name }
train-start = Starten
train-none = Er zijn geen kaarten te herhalen in dit pakket. Geef beslissingen een ster (bij het naspelen of op een kaart), maak een verzameling of sla een zoekopdracht op en kies die hier.
train-how = Klik op een schijf en dan op de punt waar hij heen gaat (of sleep hem); het bakje speelt hem uit. Of typ de zet.
train-answer = Antwoorden
train-undo = Ongedaan maken
train-clear = Wissen
train-next = Volgende kaart
train-due = { $due-text } van { $total-text } kaarten te herhalen
train-retention = Onthouden { $measured } % over { $reviews-text } antwoorden (doel { $target } %)
train-retention-none = Beoogd onthouden: { $target } %
train-question-checker = { $player } is aan zet: uw zet?
train-question-doubler = { $player } aan de beurt: verdubbelen?
train-question-taker = { $player } krijgt een double: take of pass?
train-cube-double = { kind-double }
train-cube-no-double = { kind-no_double }
train-cube-take = { kind-take }
train-cube-pass = { kind-pass }
train-grade-best = De beste
train-grade-close = Dichtbij: binnen de foutgrens
train-grade-error = Fout
train-grade-blunder = Blunder
train-grade-not-in-analysis = Niet in de analyse
train-loss = { $loss } verloren
train-best = Beste: { $best } · de uwe: { $answer }
train-answer-was = Uw antwoord: { $answer }
train-next-due = Weer te herhalen: { $when }
train-mark-answer = de uwe
train-mark-played = gespeeld
marks-title = Bewaren
marks-star = ☆ Ster
marks-starred = ★ Met ster
marks-tag-add = Label toevoegen
marks-comment-save = Opmerking opslaan
train-move-field =
    .placeholder = 13/7 8/7
    .aria-label = Uw zet
marks-tag-field =
    .placeholder = #backgame
marks-comment-field =
    .placeholder = Uw opmerking
marks-tag-remove =
    .title = Label #{ $tag } verwijderen
    .aria-label = Label #{ $tag } verwijderen

## Pictures and collections (#28)

keep-picture = Afbeelding:
keep-with-analysis = met de analyse
keep-copy-svg = SVG kopiëren
keep-copy-png = PNG kopiëren
keep-save-svg = Opslaan als SVG…
keep-save-png = Opslaan als PNG…
keep-copied-svg = Gekopieerd als SVG-tekst
keep-copied-png = Gekopieerd als afbeelding ({ $width } × { $height } pixels)
keep-saved = { $path } opgeslagen ({ $kb-text } KB)
keep-failed = Geen afbeelding: { $error }
keep-collection-field =
    .aria-label = Verzameling
    .title = Verzameling
keep-add = Aan verzameling toevoegen
keep-added = Toegevoegd aan { $name }
keep-already = Al in { $name }
keep-no-collection = Geen verzameling om aan toe te voegen: maak er een op het tabblad Trainen.
keep-starred-mark = ★
    .title = Met ster
collections-title = Verzamelingen
collections-from = Beslissingen
collections-from-empty = Nog geen: voeg ze een voor een toe
collections-from-query = De zoekopdracht van het tabblad Posities: { $query }
collections-from-saved = Bewaarde zoekopdracht: { $name }
collections-make = Nieuwe verzameling
collections-name-field =
    .placeholder = Naam van de verzameling
    .aria-label = Naam van de verzameling
collections-no-name = Geef de verzameling een naam.
collections-made = Verzameling { $name } gemaakt.
collections-none = Nog geen verzameling. Maak er hier een en voeg er beslissingen aan toe vanuit het paneel Bewaren van een bord.
collections-name = Naam
collections-kind = Soort
collections-decisions = Beslissingen
collections-live = levend: { $query }
collections-listed = lijst
collections-count = { $n-text }
collections-show = Tonen
collections-remove = Verwijderen
collections-follows = volgt de zoekopdracht { $query }
collections-export-html = Rapport exporteren…
collections-export-xgid = XGID's exporteren…
collections-export-anki = Naar Anki exporteren…
collections-delete = Verwijderen…
collections-delete-ask = De verzameling { $name } verwijderen? Haar beslissingen blijven in de bibliotheek, met hun markeringen en trainingskaarten.
collections-delete-yes = Verwijderen
collections-delete-no = Bewaren
collections-deleted = Verzameling { $name } verwijderd.
collections-empty = Deze verzameling heeft geen beslissingen.
collections-first = De eerste { $shown-text } van { $total-text } beslissingen worden getoond; de export bevat ze allemaal.
collections-more = Nog { $n-text } tonen

## De clubbibliotheek (ui/club.js, #30): de kaart in Instellingen, het
## publiceren op een clubserver (`blunderdb serve`) en zijn bibliotheek,
## alleen-lezen getoond.

club-title = Clubbibliotheek
club-help = Een clubserver bewaart de gedeelde bibliotheek van de club: publiceer er je matches op en open hier zijn cijfers, alleen-lezen.
club-url-label = Serveradres
club-token-label = Token
club-url-field =
    .placeholder = https://club.example.org
club-token-field =
    .placeholder = het token dat je van de beheerder van de club kreeg
club-connect = Verbinden
club-connecting = Verbinden…
club-forget = Deze club vergeten
club-none = Er is geen club ingesteld.
club-status = { $club } op { $url } · { $role ->
    [reader] lezer: je kunt de bibliotheek openen
    [uploader] uploader: je kunt er matches op publiceren
    [admin] beheerder: je kunt er matches op publiceren
    [worker] worker: dit token analyseert de matches van de club
   *[other] de rol van het token is onbekend
}
club-status-unreached = Clubserver { $url }: nog niet bereikt.
club-viewing = Het venster toont de bibliotheek van { $club }, alleen-lezen.
club-connected = Verbonden met { $club }.
club-forgotten = De club is vergeten: het adres en het token worden niet meer bewaard.
club-set-failed = Kon geen verbinding maken met de club: { $error }
club-forget-failed = Kon de club niet vergeten: { $error }
club-url-empty = Typ het adres van de clubserver.
club-url-scheme = { $url } is geen adres van een clubserver: het begint met http:// of https://.
club-token-empty = Typ het token dat je van de beheerder van de club kreeg.
club-unpublished = { $n ->
    [one] { $n-text } match van je bibliotheek is nog niet gepubliceerd.
   *[other] { $n-text } matches van je bibliotheek zijn nog niet gepubliceerd.
}
club-unpublished-none = Alle matches van je bibliotheek zijn gepubliceerd.
club-last-publish = Laatst gepubliceerd op { $when }.
club-never-published = Nog niets gepubliceerd vanaf deze computer.
club-publish-new = Nieuwe matches publiceren
    .title = De matches die sinds de laatste publicatie zijn geïmporteerd (de eerste keer: alle matches)
club-publish-all = Alles publiceren
    .title = Alle matches van je bibliotheek; wat de club al heeft, telt als dubbel
club-publishing = Publiceren…
club-publishing-progress = Publiceren… { $done } / { $total }
club-published = { $n ->
    [one] { $n-text } bestand naar de club gestuurd: { $list }
   *[other] { $n-text } bestanden naar de club gestuurd: { $list }
}
club-publish-nothing = Niets nieuws om te publiceren.
club-publish-failed = Publiceren mislukt: { $error }
club-publish-details = Bestand voor bestand
club-publish-while-viewing = Ga terug naar je eigen bibliotheek om eruit te publiceren.
club-publish-no-right = Met dit token kun je niet publiceren: vraag de beheerder van de club om een uploader-token.
club-open = Bibliotheek van de club openen
club-opening = Bibliotheek van de club ophalen…
club-opening-progress = Bibliotheek van de club ophalen… { $done } / { $total }
club-back = Terug naar mijn bibliotheek
club-open-failed = Kon de bibliotheek van de club niet openen: { $error }
club-close-failed = Kon niet teruggaan naar je bibliotheek: { $error }
club-banner = Clubbibliotheek ‘{ $club }’ — alleen-lezen
club-synced = bijgewerkt op { $when }
club-update = Bijwerken
club-updating = Bijwerken…
club-updating-progress = Bijwerken… { $done } / { $total }
club-read-only-drop = De bibliotheek van de club is alleen-lezen: ga terug naar je eigen bibliotheek om deze bestanden te importeren.
