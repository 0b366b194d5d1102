# blunderDB — de opdrachtregel (`blunderdb`): zijn tekstuitvoer en elke
# foutmelding die een gebruiker leest, welk deel van het programma haar ook
# geeft (de lezers van matchbestanden, de bibliotheek, de zoekopdrachten,
# de aansturing van gnuBG). Engels is de bron en de terugval.
#
# Getallen komen in twee variabelen: `$n` (om het meervoud te kiezen) en
# `$n-text` (het getal op zijn Nederlands: `28.508.412`). Decimalen komen
# al op zijn Nederlands geschreven (`0,39`).
#
# Gekozen termen (for reviewers):
# - As in common.ftl: «blunder», «cube», Double / Take / Pass in English,
#   «zet» / «zetten», «geluk», «Money».
# - Names, paths, moves and pieces of files keep straight quotes "…" and
#   backticks `…`, as a shell takes them back.
# - The file formats' own words (GM[], MI[], RE[], the `N point match` line,
#   XG's temp.xg, RGMH, DMLI) stay as the files write them.
# - Short column heads: «M» (matches), «W-V» (gewonnen-verloren), «Besl»,
#   «Fout», «Blun».

## Tabellen (`--format text`)

cli-col-id = id
cli-col-format = fmt
cli-col-length = lengte
cli-col-score = stand
cli-col-player = speler
cli-col-player-1 = speler 1
cli-col-player-2 = speler 2
cli-col-matches-short = M
cli-col-won-lost-short = W-V
cli-col-decisions-short = Besl
cli-col-checker-pr-short = zetPR
cli-col-cube-pr-short = cubePR
cli-col-snowie-short = Snowie
cli-col-mwc-per-match-short = MWC%/m
cli-col-errors-short = Fout
cli-col-blunders-short = Blun
cli-col-luck-short = Geluk
cli-col-error-emg-short = Fout EMG
cli-col-mwc-pct-short = MWC%
cli-col-decisions = beslissingen
cli-col-errors = fouten
cli-col-blunders = blunders
cli-col-error-emg = fout EMG
cli-col-mwc-pct = MWC %
cli-period-match = match
cli-period-month = maand
cli-period-year = jaar
cli-period-event = toernooi
cli-undated = zonder datum
cli-no-event = geen toernooi

## matches, stats

cli-matches-footer = { $n ->
    [one] { $n-text } match (* = winnaar; $ = moneysessie; — = onbekend)
   *[other] { $n-text } matches (* = winnaar; $ = moneysessie; — = onbekend)
}
cli-stats-title = Statistieken van { $player }
cli-stats-title-all = Statistieken van alle spelers
cli-stats-matches-won-lost = { $matches }   (gewonnen { $wins }, verloren { $losses })
cli-stats-pr-value = { $pr }   (zetten { $checker }, cube { $cube })
cli-stats-error = Fout
cli-stats-error-value = { $emg } EMG   ({ $mwc } % MWC; { $per_match } % per match)
cli-stats-decisions-value = { $decisions }   (niet-gedwongen zetten { $unforced }, krappe cube { $close })
cli-stats-checker-moves = Zetten
cli-stats-checker-value = { $checker }   (doubles { $doubles }, takes { $takes }, passes { $passes })
cli-stats-errors-blunders = Fouten / blunders
cli-stats-errors-value = { $errors } / { $blunders }   [{ $thresholds }]
cli-stats-luck-value = { $rolls ->
    [one] { $emg } EMG over { $rolls-text } worp ({ $per_roll } per worp, { $mwc } % MWC)
   *[other] { $emg } EMG over { $rolls-text } worpen ({ $per_roll } per worp, { $mwc } % MWC)
}
cli-stats-histogram = Foutenhistogram (millipunten):
cli-stats-unanalysed = { $n ->
    [one] { $n-text } match zonder analyse: `blunderdb analyse` laat gnuBG hem analyseren
   *[other] { $n-text } matches zonder analyse: `blunderdb analyse` laat gnuBG ze analyseren
}

## decisions, report

cli-decisions-none = Geen beslissing in deze selectie.
cli-decision-row = { $error } EMG { $mwc } %  { $player }  match { $match_no } partij { $game } zet { $move_no }  { $kind } { $dice }
cli-decision-played = gespeeld { $played }   beste { $best }
cli-candidates-none = kandidaten: geen in het bestand voor deze beslissing
cli-next-page = volgende pagina: --after { $cursor }
cli-report-wrote = { $n ->
    [one] { $path } geschreven ({ $n-text } byte)
   *[other] { $path } geschreven ({ $n-text } bytes)
}

## import, watch

cli-import-word-imported = ingelezen
cli-import-word-duplicate = dubbel
cli-import-word-replaced = vervangen
cli-import-word-skipped = overgeslagen
cli-import-word-failed = mislukt
cli-import-imported = { $path } (match { $id })
cli-import-duplicate = { $path } (match { $id }, uit { $of })
cli-import-replaced = { $path } (match { $id }: geanalyseerde kopie vervangt { $previous })
cli-import-skipped = { $path } ({ $reason })
cli-import-summary = { $files ->
    [one] { $files-text } bestand
   *[other] { $files-text } bestanden
}: { $imported-text } ingelezen, { $duplicates-text } dubbel, { $replaced-text } vervangen, { $skipped-text } overgeslagen, { $failed-text } mislukt
cli-bar-files = bestanden
cli-watch-no-folder = geen map opgegeven, en de bibliotheek houdt er geen in de gaten (blunderdb watch MAP --save)
cli-watch-not-a-folder = { $path }: geen map
cli-watch-watching = houdt { $path } in de gaten (bestanden worden { $seconds-text } s na hun laatste wijziging ingelezen; Ctrl-C stopt)

## analyse

cli-analyse-word-analysed = geanalyseerd
cli-analyse-word-failed = mislukt
cli-analyse-analysed = { $label } (match { $id }) in { $seconds } s
cli-analyse-failed = { $label } (match { $id }): { $error }
cli-analyse-header = gnuBG { $version } ({ $path }), { $plies }-ply, { $jobs ->
    [one] { $jobs-text } proces
   *[other] { $jobs-text } processen
}: { $n ->
    [one] { $n-text } match te analyseren
   *[other] { $n-text } matches te analyseren
}
cli-analyse-cancelling = annuleren: de lopende matches worden afgemaakt (nogmaals Ctrl-C stopt meteen)
cli-bar-matches-eta = matches  ELAPSED (nog ETA)
cli-analyse-summary = { $n ->
    [one] { $n-text } match
   *[other] { $n-text } matches
}: { $analysed-text } geanalyseerd, { $failed-text } mislukt
cli-analyse-not-started = , { $n-text } niet begonnen (geannuleerd; start opnieuw om ze te doen)
cli-analyse-done = { $summary } in { $seconds } s
cli-gnubg-not-located = gnuBG is niet gevonden

## alias, levels, thresholds

cli-alias-added = "{ $alias }" telt nu als "{ $player }"
cli-alias-removed = "{ $alias }" telt niet meer als "{ $player }"
cli-alias-none = geen aliassen
cli-levels-source-xg = Performance Rating-tabel van eXtreme Gammon (Wikipedia, „eXtreme Gammon”)
cli-levels-source-gnubg = niveaus van GNU Backgammon (GetRating(), versie 1.08.003)
cli-levels-source-bmab = niveaus van de ontwikkelversie van GNU Backgammon, vergelijkbaar met de graden van de BMAB
cli-levels-and-up = { $from } en hoger

## Fouten van de opdrachtregel

cli-no-data-dir = geen gegevensmap op dit platform; geef --db PAD op
cli-no-library = geen bibliotheek op { $path }: importeer er eerst matches in (blunderdb --db PAD import BESTAND…), of geef een andere op met --db
cli-cannot-write = kan { $path } niet schrijven: { $error }
cli-bad-emg = "{ $value }" is geen fout in EMG (een getal ≥ 0, bijv. { $example })
cli-bad-page-size = "{ $value }" is geen paginagrootte (1 tot { $max })
cli-bad-board-count = "{ $value }" is geen aantal borden (0 tot { $max })

## Fouten van de bibliotheek

lib-file-error = { $path }: { $error }
lib-cannot-read = { $path }: kan niet lezen: { $error }
lib-cannot-create-folder = bibliotheek { $path }: kan haar map { $dir } niet aanmaken: { $error }
lib-library-error = bibliotheek { $path }: { $error }
lib-sqlite-error = bibliotheek: { $error }
lib-busy = { $error } (een ander proces hield haar langer bezet dan blunderDB wacht)
lib-is-a-folder = bibliotheek { $path }: is een map, geen bibliotheekbestand (bijv. { $example })
lib-folder-is-a-file = bibliotheek { $path }: { $dir } is een bestand, geen map
lib-newer-schema = { $path }: geschreven door een nieuwere blunderDB (schema { $version }, deze leest tot { $max })
lib-no-transaction = geen open transactie
lib-record-damaged = match { $id }: de opgeslagen beslissingen zijn beschadigd ({ $what })
lib-record-not-deflated = geen gecomprimeerd record
lib-record-empty = leeg
lib-record-version = recordversie { $version }
lib-record-no-count = geen aantal
lib-record-cut-short = afgebroken
lib-record-not-utf8 = tekst is geen UTF-8
lib-transcript-damaged = match { $id }: het opgeslagen transcript is beschadigd ({ $error })
lib-match-gone = match { $id } staat niet meer in de bibliotheek
lib-analysis-length = gnuBG las een match tot { $read } punten waar de bibliotheek er een tot { $length } punten heeft
lib-unknown-breakdown = de bibliotheek bevat een onbekende uitsplitsing "{ $name }"
lib-import-too-large = { $size-text } bytes is te groot voor een matchbestand
lib-import-not-a-match = geen matchbestand
lib-import-not-stored = { $path }: niet opgeslagen: { $error }
metrics-thresholds-negative = drempels moeten getallen ≥ 0 zijn (gekregen: { $error } en { $blunder })
metrics-thresholds-order = de foutdrempel ({ $error }) mag niet boven de blunderdrempel ({ $blunder }) liggen
metrics-blunder-too-large = een blunderdrempel van { $blunder } EMG gaat elke echte fout te boven

## Fouten in een selectie

query-unknown-player = geen speler met de naam "{ $name }"; `blunderdb players` toont de spelers
query-unknown-player-suggest = geen speler met de naam "{ $name }"; bedoelde u { $names }?
query-list-or = { $init } of { $last }
query-invalid-date = ongeldige datum "{ $value }": verwacht JJJJ-MM-DD
query-invalid-date-why = ongeldige datum "{ $value }": verwacht JJJJ-MM-DD ({ $why })
query-no-month = er is geen maand { $month }
query-no-day = { $month } heeft geen dag { $day }
query-empty-range = de periode is leeg: van { $from } ligt na tot { $to }
query-unknown-choice = { $what } "{ $value }" bestaat niet; verwacht een van { $choices }
query-what-breakdown = uitsplitsing
query-what-grouping = groepering
query-what-level-scale = niveauschaal
query-what-key = sleutel van { $by }
query-breakdown-cell = --breakdown verwacht DIM=SLEUTEL (bijv. phase=race, cube-action=wrong_take, score=3a-5a, length=7), niet "{ $value }"
query-breakdown-cube-checker = de uitsplitsing cube-action gaat over cubebeslissingen; --type checker selecteert er geen
query-breakdown-phase-cube = de uitsplitsing phase gaat over zetten; --type cube selecteert er geen
query-alias-unknown-player = geen speler met de naam "{ $name }"
query-alias-self = kan "{ $alias }" niet met zichzelf samenvoegen
query-alias-cycle = "{ $player }" is al een alias van "{ $alias }": "{ $alias }" erin opnemen zou een kringloop maken
query-alias-already = "{ $alias }" telt al als "{ $player }"
query-alias-already-other = "{ $alias }" telt al als "{ $player }"; eerst `blunderdb alias remove "{ $alias }"`
query-alias-none = "{ $name }" is geen alias; `blunderdb alias list` toont ze
query-alias-none-no-aliases = "{ $name }" is geen alias; er zijn geen aliassen
query-drill-limit = --limit { $limit } is meer dan een pagina bevat ({ $max })
query-drill-after-and-before = een pagina wordt gevraagd na een rij of vóór een rij, niet allebei
query-drill-offset-and-cursor = --offset { $offset } en een cursor ({ $cursor }) gaan niet samen
query-drill-bad-cursor = --after verwacht FOUT,MATCH,PARTIJ,SEQ (fout, match, partij en seq van de laatste rij), niet "{ $value }"
query-drill-no-bar = geen histogrambalk { $bar }: de balken lopen van 0 tot { $last }
query-drill-min-error = --min-error moet een aantal EMG ≥ 0 zijn (gekregen: { $value })

## gnuBG

engine-gnubg-not-found = GNU Backgammon (gnubg) is niet gevonden: installeer het met `sudo apt-get install gnubg` (Debian, Ubuntu) of van https://www.gnu.org/software/gnubg/ (Windows, macOS), of geef het programma op met --gnubg PAD of BLUNDERDB_GNUBG
engine-gnubg-unusable = { $path }: geen bruikbare GNU Backgammon: { $why }
engine-gnubg-no-such-program = programma bestaat niet
engine-gnubg-not-gnubg = `--version` noemt GNU Backgammon niet

## Fouten in matchbestanden

parse-at = { $at }: { $what }
parse-line = regel { $n-text }
parse-byte = byte { $n-text }
parse-empty = het bestand is leeg
parse-not-a-match-file = geen matchbestand dat blunderDB leest (verwacht: .sgf van gnuBG, .mat/.txt van Jellyfish of .xg van XG)

## Transcripten van Jellyfish (.mat, .txt)

parse-mat-game-before-match-line = een partij vóór de matchregel (`N point match`)
parse-mat-no-match-line = geen matchregel (`N point match` of `Match of N points`)
parse-mat-no-score-line = een partij zonder standregel
parse-mat-expected-score-line = standregel (`Naam : 0    Naam : 0`) verwacht na `Game N`
parse-mat-score-above-length = stand { $a }-{ $b } ligt boven de matchlengte { $length }
parse-mat-expected-game-1 = `Game 1` verwacht, `{ $found }` gevonden
parse-mat-too-many-actions-numbered = meer dan twee acties op een genummerde regel
parse-mat-expected-turn = een beurt verwacht
parse-mat-too-many-actions = meer dan twee acties op een regel
parse-mat-no-game = de match heeft geen partij (`Game 1` en een standregel)
parse-mat-absurd-length = absurde matchlengte `{ $value }`
parse-mat-negative-length = negatieve matchlengte { $n }
parse-mat-length-above = matchlengte { $n } ligt boven { $max }
parse-mat-dice-range = dobbelstenen `{ $dice }` buiten 1–6
parse-mat-no-points = `{ $word }` zonder aantal punten
parse-mat-bad-points = `{ $word } { $value }`: aantal punten verwacht
parse-mat-unexpected-turn = onverwacht `{ $found }` waar een beurt hoort
parse-mat-arrow-no-cube = `=>` zonder cubewaarde
parse-mat-arrow-bad-cube = `=> { $value }`: cubewaarde verwacht
parse-mat-absurd-cube = absurde cubewaarde { $value }
parse-mat-unexpected-move = onverwacht `{ $found }` waar een zet hoort

## SGF van gnuBG

parse-sgf-value-not-closed = een eigenschapswaarde is niet gesloten (het bestand is afgebroken)
parse-sgf-no-value = een eigenschap heeft geen waarde
parse-sgf-unexpected-property = onverwacht teken waar een SGF-eigenschap hoort
parse-sgf-other-game = een SGF van een ander spel (GM[{ $gm }]), geen backgammon (GM[6])
parse-sgf-no-gm = geen eigenschap GM[6]: geen backgammon-SGF van gnuBG
parse-sgf-mi-not-number = MI[{ $value }]: geen geheel getal
parse-sgf-length-beyond = matchlengte { $length } ligt boven 63 punten
parse-sgf-score-not-below = stand { $a }-{ $b } ligt niet onder de matchlengte { $length }
parse-sgf-cv = CV[{ $value }]: geen cubewaarde
parse-sgf-re-points = RE[{ $value }]: de gewonnen punten zijn niet te lezen
parse-sgf-re-absurd = RE[{ $value }]: absurd aantal punten
parse-sgf-not-sgf = geen SGF-bestand: '(;' verwacht
parse-sgf-trailing-bytes = onverwachte bytes na een spelboom
parse-sgf-tree-no-node = een spelboom begint niet met een knoop ';'
parse-sgf-mixed-lengths = partijen van verschillende matchlengtes in één bestand
parse-sgf-variations = varianten horen niet in een matchbestand van gnuBG
parse-sgf-unexpected-character = onverwacht teken in een spelboom
parse-sgf-truncated = het bestand eindigt midden in een partij (afgebroken)
parse-sgf-no-game = geen partij in het bestand
parse-sgf-no-players = geen spelersnamen (PW/PB) in de eerste partij
parse-sgf-da = een cube-analyse DA[] is niet te lezen
parse-sgf-move-dice = zet { $side }[{ $value }] begint niet met twee dobbelstenen 1-6
parse-sgf-move-points = zet [{ $value }] heeft misvormde punten
parse-sgf-a-index = A[]: de index van de gespeelde zet is geen getal
parse-sgf-a-none = A[]: geen leesbare kandidaat
parse-sgf-a-candidate = A[]: een kandidaat is niet te lezen

## .xg-bestanden van XG

parse-xg-no-magic = geen bestand van eXtreme Gammon (geen RGMH-kenmerk)
parse-xg-short = afgebroken .xg-bestand (korter dan zijn kop)
parse-xg-inflates-past = { $what }: pakt uit tot voorbij de opgegeven grootte
parse-xg-zlib-truncated = { $what }: de zlib-stroom is afgebroken
parse-xg-zlib-corrupt = { $what }: beschadigde zlib-stroom ({ $status })
parse-xg-registry = archiefregister
parse-xg-trailer = archiefstaart: { $what }
parse-xg-entry = registeritem temp.xg: { $what }
parse-xg-unreadable = onleesbaar
parse-xg-member-count = absurd aantal items (bestand afgebroken of beschadigd)
parse-xg-negative-registry = negatieve registergrootte
parse-xg-negative-archive = negatieve archiefgrootte
parse-xg-registry-too-large = register groter dan het bestand
parse-xg-archive-overlaps = het archief overlapt de kop (bestand afgebroken of beschadigd)
parse-xg-registry-truncated = het archiefregister is afgebroken
parse-xg-negative-size = negatieve grootte of positie
parse-xg-offset-overflows = positie loopt over
parse-xg-size-overflows = grootte loopt over
parse-xg-outside-archive = wijst buiten het archief (bestand afgebroken of beschadigd)
parse-xg-absurd-size = absurde uitgepakte grootte
parse-xg-size-differs = temp.xg: grootte wijkt af van het register
parse-xg-crc = temp.xg: CRC klopt niet (bestand beschadigd)
parse-xg-no-member = het archief heeft geen item temp.xg
parse-xg-stream-size = temp.xg is { $size-text } bytes, geen geheel aantal records van { $record-text } bytes
parse-xg-record = temp.xg, record { $index-text } (positie { $offset-text }): { $what }
parse-xg-empty-stream = lege recordstroom
parse-xg-no-match-header = de stroom begint niet met een matchkop
parse-xg-no-dmli = kenmerk DMLI van de matchkop ontbreekt
parse-xg-unreadable-field = onleesbaar veld
parse-xg-after-footer = record na het einde van de match
parse-xg-second-header = een tweede matchkop
parse-xg-absurd-score = absurde partijstand
parse-xg-absurd-auto-doubles = absurd aantal automatische doubles
parse-xg-too-many-games = te veel partijen
parse-xg-cube-outside-game = cuberecord buiten een partij
parse-xg-unknown-cube-action = onbekende cube-actie
parse-xg-bad-player = ongeldige speler aan zet
parse-xg-absurd-cube = absurde cubewaarde
parse-xg-move-outside-game = zetrecord buiten een partij
parse-xg-dice-range = dobbelstenen buiten bereik
parse-xg-absurd-candidates = absurd aantal kandidaatzetten
parse-xg-unreadable-position = onleesbare stelling
parse-xg-footer-outside-game = partij-einde buiten een partij
parse-xg-absurd-points = absurde gewonnen punten
parse-xg-unknown-record = onbekend recordtype { $kind }
parse-xg-position-file = een stellingbestand van XG (.xgp): het bevat een stelling, geen match

# `search --position ID` (#41). `$position`: the pasted position's XGID, or its Position ID when only that was given.
cli-search-position = Stelling { $position }
cli-search-position-exact = Zelfde stelling, kubus en stand ({ $count } beslissingen):
cli-search-position-same = Zelfde schijven, andere kubus of stand ({ $count } beslissingen):
