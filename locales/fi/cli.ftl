# blunderDB — komentorivi (`blunderdb`): sen tekstitulosteet ja jokainen
# virheilmoitus, jonka käyttäjä lukee, mikä tahansa ohjelman osa sen antaa
# (ottelutiedostojen lukijat, kirjasto, haut, gnuBG:n ohjaus). Englanti on
# lähde ja varakieli.
#
# Luvut tulevat kahtena muuttujana: `$n` (monikon valintaan) ja `$n-text`
# (luku suomalaisittain kirjoitettuna: `28 508 412`). Desimaaliluvut tulevat
# valmiiksi suomalaisittain kirjoitettuina (`0,39`).
#
# Valitut termit (for reviewers):
# - As in common.ftl: «möhläys» (blunder), «tuplaus», «otto» / «hylkäys»,
#   «siirto» / «siirrot», «onni», «rahapeli».
# - Finnish case endings on a variable (a name, a path) are avoided by
#   putting the variable after a colon or in apposition ("pelaajaa "x" ei
#   ole"), so no inflected form of a user's text is needed.
# - Names, paths, moves and pieces of files keep straight quotes "…" and
#   backticks `…`, as a shell takes them back.
# - The file formats' own words (GM[], MI[], RE[], the `N point match` line,
#   XG's temp.xg, RGMH, DMLI) stay as the files write them.
# - Short column heads: «O» (ottelut), «V-H» (voitot-häviöt), «Ratk»,
#   «Virh», «Möhl».

## Taulukot (`--format text`)

cli-col-id = id
cli-col-format = muoto
cli-col-length = pit
cli-col-score = tilanne
cli-col-player = pelaaja
cli-col-player-1 = pelaaja 1
cli-col-player-2 = pelaaja 2
cli-col-matches-short = O
cli-col-won-lost-short = V-H
cli-col-decisions-short = Ratk
cli-col-checker-pr-short = siirtoPR
cli-col-cube-pr-short = tuplPR
cli-col-snowie-short = Snowie
cli-col-mwc-per-match-short = MWC%/o
cli-col-errors-short = Virh
cli-col-blunders-short = Möhl
cli-col-luck-short = Onni
cli-col-error-emg-short = Virhe EMG
cli-col-mwc-pct-short = MWC%
cli-col-decisions = ratkaisut
cli-col-errors = virheet
cli-col-blunders = möhläykset
cli-col-error-emg = virhe EMG
cli-col-mwc-pct = MWC %
cli-period-match = ottelu
cli-period-month = kuukausi
cli-period-year = vuosi
cli-period-event = turnaus
cli-undated = ei päiväystä
cli-no-event = ei turnausta

## matches, stats

cli-matches-footer = { $n ->
    [one] { $n-text } ottelu (* = voittaja; $ = rahapeli; — = tuntematon)
   *[other] { $n-text } ottelua (* = voittaja; $ = rahapeli; — = tuntematon)
}
cli-stats-title = Tilastot: { $player }
cli-stats-title-all = Kaikkien pelaajien tilastot
cli-stats-matches-won-lost = { $matches }   (voitettu { $wins }, hävitty { $losses })
cli-stats-pr-value = { $pr }   (siirrot { $checker }, tuplaus { $cube })
cli-stats-error = Virhe
cli-stats-error-value = { $emg } EMG   ({ $mwc } % MWC; { $per_match } % ottelua kohden)
cli-stats-decisions-value = { $decisions }   (ei-pakotetut siirrot { $unforced }, tiukat tuplaukset { $close })
cli-stats-checker-moves = Siirrot
cli-stats-checker-value = { $checker }   (tuplaukset { $doubles }, otot { $takes }, hylkäykset { $passes })
cli-stats-errors-blunders = Virheet / möhläykset
cli-stats-errors-value = { $errors } / { $blunders }   [{ $thresholds }]
cli-stats-luck-value = { $rolls ->
    [one] { $emg } EMG { $rolls-text } heitossa ({ $per_roll } heittoa kohden, { $mwc } % MWC)
   *[other] { $emg } EMG { $rolls-text } heitossa ({ $per_roll } heittoa kohden, { $mwc } % MWC)
}
cli-stats-histogram = Virhehistogrammi (millipisteet):
cli-stats-unanalysed = { $n ->
    [one] { $n-text } ottelu ilman analyysia: `blunderdb analyse` analysoi sen gnuBG:llä
   *[other] { $n-text } ottelua ilman analyysia: `blunderdb analyse` analysoi ne gnuBG:llä
}

## decisions, report

cli-decisions-none = Valinnassa ei ole ratkaisuja.
cli-decision-row = { $error } EMG { $mwc } %  { $player }  ottelu { $match_no } peli { $game } siirto { $move_no }  { $kind } { $dice }
cli-decision-played = pelattu { $played }   paras { $best }
cli-candidates-none = ehdokkaat: tiedostossa ei ole niitä tälle ratkaisulle
cli-next-page = seuraava sivu: --after { $cursor }
cli-report-wrote = { $n ->
    [one] kirjoitettu { $path } ({ $n-text } tavu)
   *[other] kirjoitettu { $path } ({ $n-text } tavua)
}

## import, watch

cli-import-word-imported = tuotu
cli-import-word-duplicate = kaksoiskappale
cli-import-word-replaced = korvattu
cli-import-word-skipped = ohitettu
cli-import-word-failed = epäonnistui
cli-import-imported = { $path } (ottelu { $id })
cli-import-duplicate = { $path } (ottelu { $id }, lähde { $of })
cli-import-replaced = { $path } (ottelu { $id }: analysoitu kopio korvaa tiedoston { $previous })
cli-import-skipped = { $path } ({ $reason })
cli-import-summary = { $files ->
    [one] { $files-text } tiedosto
   *[other] { $files-text } tiedostoa
}: tuotu { $imported-text }, kaksoiskappaleita { $duplicates-text }, korvattu { $replaced-text }, ohitettu { $skipped-text }, epäonnistui { $failed-text }
cli-bar-files = tiedostoa
cli-watch-no-folder = kansiota ei annettu, eikä kirjasto seuraa mitään kansiota (blunderdb watch KANSIO --save)
cli-watch-not-a-folder = { $path }: ei ole kansio
cli-watch-watching = seurataan: { $path } (tiedostot tuodaan { $seconds-text } s viimeisen muutoksen jälkeen; Ctrl-C lopettaa)

## analyse

cli-analyse-word-analysed = analysoitu
cli-analyse-word-failed = epäonnistui
cli-analyse-analysed = { $label } (ottelu { $id }) { $seconds } s
cli-analyse-failed = { $label } (ottelu { $id }): { $error }
cli-analyse-header = gnuBG { $version } ({ $path }), { $plies }-ply, { $jobs ->
    [one] { $jobs-text } prosessi
   *[other] { $jobs-text } prosessia
}: analysoitavana { $n ->
    [one] { $n-text } ottelu
   *[other] { $n-text } ottelua
}
cli-analyse-cancelling = keskeytetään: käynnissä olevat ottelut analysoidaan loppuun (Ctrl-C uudelleen lopettaa heti)
cli-bar-matches-eta = ottelua  ELAPSED (jäljellä ETA)
cli-analyse-summary = { $n ->
    [one] { $n-text } ottelu
   *[other] { $n-text } ottelua
}: analysoitu { $analysed-text }, epäonnistui { $failed-text }
cli-analyse-not-started = , aloittamatta { $n-text } (keskeytetty; aja uudelleen tehdäksesi ne)
cli-analyse-done = { $summary }, aikaa { $seconds } s
cli-gnubg-not-located = gnuBG:tä ei löytynyt

## alias, levels, thresholds

cli-alias-added = "{ $alias }" lasketaan nyt pelaajaksi "{ $player }"
cli-alias-removed = "{ $alias }" ei enää ole pelaaja "{ $player }"
cli-alias-none = ei aliaksia
cli-levels-source-xg = eXtreme Gammonin Performance Rating -taulukko (Wikipedia, "eXtreme Gammon")
cli-levels-source-gnubg = GNU Backgammonin tasot (GetRating(), versio 1.08.003)
cli-levels-source-bmab = GNU Backgammonin kehitysversion tasot, BMAB:n luokkien kaltaiset
cli-levels-and-up = { $from } ja yli

## Komentorivin virheet

cli-no-data-dir = tällä alustalla ei ole datakansiota; anna --db POLKU
cli-no-library = polussa { $path } ei ole kirjastoa: tuo siihen ensin otteluita (blunderdb --db POLKU import TIEDOSTO…) tai anna toinen --db-valitsimella
cli-cannot-write = ei voi kirjoittaa: { $path }: { $error }
cli-bad-emg = "{ $value }" ei ole virhe EMG-yksiköissä (luku ≥ 0, esim. { $example })
cli-bad-page-size = "{ $value }" ei ole sivun koko (1–{ $max })
cli-bad-board-count = "{ $value }" ei ole lautojen määrä (0–{ $max })

## Kirjaston virheet

lib-file-error = { $path }: { $error }
lib-cannot-read = { $path }: ei voi lukea: { $error }
lib-cannot-create-folder = kirjasto { $path }: sen kansiota { $dir } ei voi luoda: { $error }
lib-library-error = kirjasto { $path }: { $error }
lib-sqlite-error = kirjasto: { $error }
lib-busy = { $error } (toinen prosessi piti sitä varattuna kauemmin kuin blunderDB odottaa)
lib-is-a-folder = kirjasto { $path }: on kansio, ei kirjastotiedosto (esim. { $example })
lib-folder-is-a-file = kirjasto { $path }: { $dir } on tiedosto, ei kansio
lib-newer-schema = { $path }: uudemman blunderDB:n kirjoittama (skeema { $version }, tämä lukee enintään skeemaa { $max })
lib-no-transaction = ei avointa transaktiota
lib-record-damaged = ottelu { $id }: sen tallennetut ratkaisut ovat vioittuneet ({ $what })
lib-record-not-deflated = ei pakattu tietue
lib-record-empty = tyhjä
lib-record-version = tietueen versio { $version }
lib-record-no-count = ei lukumäärää
lib-record-cut-short = katkennut
lib-record-not-utf8 = teksti ei ole UTF-8:aa
lib-transcript-damaged = ottelu { $id }: tallennettu pöytäkirja on vioittunut ({ $error })
lib-match-gone = ottelu { $id } ei ole enää kirjastossa
lib-analysis-length = gnuBG luki { $read } pisteen ottelun, kun kirjastossa on { $length } pisteen ottelu
lib-unknown-breakdown = kirjastossa on tuntematon erittely "{ $name }"
lib-import-too-large = { $size-text } tavua on liian suuri ottelutiedostoksi
lib-import-not-a-match = ei ottelutiedosto
lib-import-not-stored = { $path }: ei tallennettu: { $error }
metrics-thresholds-negative = rajojen on oltava ei-negatiivisia lukuja (saatiin { $error } ja { $blunder })
metrics-thresholds-order = virheraja ({ $error }) ei saa olla möhläysrajaa ({ $blunder }) suurempi
metrics-blunder-too-large = { $blunder } EMG:n möhläysraja on suurempi kuin mikään todellinen virhe

## Valinnan virheet

query-unknown-player = pelaajaa "{ $name }" ei ole; `blunderdb players` luettelee pelaajat
query-unknown-player-suggest = pelaajaa "{ $name }" ei ole; tarkoititko { $names }?
query-list-or = { $init } tai { $last }
query-invalid-date = virheellinen päivämäärä "{ $value }": odotettiin VVVV-KK-PP
query-invalid-date-why = virheellinen päivämäärä "{ $value }": odotettiin VVVV-KK-PP ({ $why })
query-no-month = kuukautta { $month } ei ole
query-no-day = kuussa { $month } ei ole päivää { $day }
query-empty-range = aikaväli on tyhjä: alku { $from } on lopun { $to } jälkeen
query-unknown-choice = { $what }: "{ $value }" on tuntematon; odotettiin jotakin näistä: { $choices }
query-what-breakdown = erittely
query-what-grouping = ryhmittely
query-what-level-scale = tasoasteikko
query-what-key = avain ({ $by })
query-breakdown-cell = --breakdown odottaa muotoa DIM=AVAIN (esim. phase=race, cube-action=wrong_take, score=3a-5a, length=7), ei "{ $value }"
query-breakdown-cube-checker = cube-action-erittely koskee tuplausratkaisuja; --type checker ei valitse yhtään
query-breakdown-phase-cube = phase-erittely koskee siirtoja; --type cube ei valitse yhtään
query-alias-unknown-player = pelaajaa "{ $name }" ei ole
query-alias-self = nimeä "{ $alias }" ei voi yhdistää itseensä
query-alias-cycle = "{ $player }" on jo nimen "{ $alias }" alias: nimen "{ $alias }" yhdistäminen siihen tekisi kehän
query-alias-already = "{ $alias }" lasketaan jo pelaajaksi "{ $player }"
query-alias-already-other = "{ $alias }" lasketaan jo pelaajaksi "{ $player }"; ensin `blunderdb alias remove "{ $alias }"`
query-alias-none = "{ $name }" ei ole alias; `blunderdb alias list` luettelee ne
query-alias-none-no-aliases = "{ $name }" ei ole alias; aliaksia ei ole
query-drill-limit = --limit { $limit } on enemmän kuin sivulle mahtuu ({ $max })
query-drill-after-and-before = sivua pyydetään rivin jälkeen tai ennen riviä, ei molempia
query-drill-offset-and-cursor = --offset { $offset } ja kohdistin ({ $cursor }) eivät käy yhdessä
query-drill-bad-cursor = --after odottaa muotoa VIRHE,OTTELU,PELI,SEQ (viimeisen rivin virhe, ottelu, peli ja seq), ei "{ $value }"
query-drill-no-bar = histogrammin palkkia { $bar } ei ole: palkit ovat 0–{ $last }
query-drill-min-error = --min-error on oltava ei-negatiivinen EMG-määrä (saatiin { $value })

## gnuBG

engine-gnubg-not-found = GNU Backgammonia (gnubg) ei löytynyt: asenna se komennolla `sudo apt-get install gnubg` (Debian, Ubuntu) tai osoitteesta https://www.gnu.org/software/gnubg/ (Windows, macOS), tai anna ohjelma valitsimella --gnubg POLKU tai muuttujalla BLUNDERDB_GNUBG
engine-gnubg-unusable = { $path }: ei käyttökelpoinen GNU Backgammon: { $why }
engine-gnubg-no-such-program = ohjelmaa ei ole
engine-gnubg-not-gnubg = `--version` ei mainitse GNU Backgammonia

## Ottelutiedostojen virheet

parse-at = { $at }: { $what }
parse-line = rivi { $n-text }
parse-byte = tavu { $n-text }
parse-empty = tiedosto on tyhjä
parse-not-a-match-file = ei ottelutiedosto, jota blunderDB lukee (odotettiin gnuBG:n .sgf, Jellyfishin .mat/.txt tai XG:n .xg)

## Jellyfish-pöytäkirjat (.mat, .txt)

parse-mat-game-before-match-line = peli ennen ottelurivia (`N point match`)
parse-mat-no-match-line = ei otteluriviä (`N point match` tai `Match of N points`)
parse-mat-no-score-line = peli ilman tilanneriviä
parse-mat-expected-score-line = odotettiin tilanneriviä (`Nimi : 0    Nimi : 0`) rivin `Game N` jälkeen
parse-mat-score-above-length = tilanne { $a }-{ $b } ylittää ottelun pituuden { $length }
parse-mat-expected-game-1 = odotettiin `Game 1`, löytyi `{ $found }`
parse-mat-too-many-actions-numbered = yli kaksi toimintoa numeroidulla rivillä
parse-mat-expected-turn = odotettiin vuoroa
parse-mat-too-many-actions = yli kaksi toimintoa rivillä
parse-mat-no-game = ottelussa ei ole pelejä (`Game 1` ja tilannerivi)
parse-mat-absurd-length = mieletön ottelun pituus `{ $value }`
parse-mat-negative-length = negatiivinen ottelun pituus { $n }
parse-mat-length-above = ottelun pituus { $n } ylittää { $max }
parse-mat-dice-range = nopat `{ $dice }` välin 1–6 ulkopuolella
parse-mat-no-points = `{ $word }` ilman pistemäärää
parse-mat-bad-points = `{ $word } { $value }`: odotettiin pistemäärää
parse-mat-unexpected-turn = odottamaton `{ $found }` vuoron paikalla
parse-mat-arrow-no-cube = `=>` ilman kuution arvoa
parse-mat-arrow-bad-cube = `=> { $value }`: odotettiin kuution arvoa
parse-mat-absurd-cube = mieletön kuution arvo { $value }
parse-mat-unexpected-move = odottamaton `{ $found }` siirron paikalla

## gnuBG:n SGF

parse-sgf-value-not-closed = ominaisuuden arvoa ei ole suljettu (tiedosto on katkennut)
parse-sgf-no-value = ominaisuudella ei ole arvoa
parse-sgf-unexpected-property = odottamaton merkki SGF-ominaisuuden paikalla
parse-sgf-other-game = toisen pelin SGF (GM[{ $gm }]), ei backgammon (GM[6])
parse-sgf-no-gm = ei ominaisuutta GM[6]: ei gnuBG:n backgammon-SGF
parse-sgf-mi-not-number = MI[{ $value }]: ei kokonaisluku
parse-sgf-length-beyond = ottelun pituus { $length } on yli 63 pistettä
parse-sgf-score-not-below = tilanne { $a }-{ $b } ei ole alle ottelun pituuden { $length }
parse-sgf-cv = CV[{ $value }]: ei kuution arvo
parse-sgf-re-points = RE[{ $value }]: voitettuja pisteitä ei voi lukea
parse-sgf-re-absurd = RE[{ $value }]: mieletön pistemäärä
parse-sgf-not-sgf = ei SGF-tiedosto: odotettiin '(;'
parse-sgf-trailing-bytes = odottamattomia tavuja pelipuun jälkeen
parse-sgf-tree-no-node = pelipuu ei ala solmulla ';'
parse-sgf-mixed-lengths = eripituisten otteluiden pelejä samassa tiedostossa
parse-sgf-variations = muunnelmat eivät kuulu gnuBG:n ottelutiedostoon
parse-sgf-unexpected-character = odottamaton merkki pelipuussa
parse-sgf-truncated = tiedosto päättyy kesken pelin (katkennut)
parse-sgf-no-game = tiedostossa ei ole pelejä
parse-sgf-no-players = ensimmäisessä pelissä ei ole pelaajien nimiä (PW/PB)
parse-sgf-da = tuplausanalyysia DA[] ei voi lukea
parse-sgf-move-dice = siirto { $side }[{ $value }] ei ala kahdella nopalla 1-6
parse-sgf-move-points = siirron [{ $value }] pisteet ovat virheelliset
parse-sgf-a-index = A[]: pelatun siirron indeksi ei ole luku
parse-sgf-a-none = A[]: ei luettavaa ehdokasta
parse-sgf-a-candidate = A[]: ehdokasta ei voi lukea

## XG:n .xg-tiedostot

parse-xg-no-magic = ei eXtreme Gammon -tiedosto (ei RGMH-tunnistetta)
parse-xg-short = katkennut .xg-tiedosto (lyhyempi kuin otsakkeensa)
parse-xg-inflates-past = { $what }: purkautuu ilmoitettua kokoaan suuremmaksi
parse-xg-zlib-truncated = { $what }: zlib-virta on katkennut
parse-xg-zlib-corrupt = { $what }: vioittunut zlib-virta ({ $status })
parse-xg-registry = arkiston hakemisto
parse-xg-trailer = arkiston loppuosa: { $what }
parse-xg-entry = hakemiston tietue temp.xg: { $what }
parse-xg-unreadable = lukukelvoton
parse-xg-member-count = mieletön jäsenten määrä (katkennut tai vioittunut tiedosto)
parse-xg-negative-registry = negatiivinen hakemiston koko
parse-xg-negative-archive = negatiivinen arkiston koko
parse-xg-registry-too-large = hakemisto suurempi kuin tiedosto
parse-xg-archive-overlaps = arkisto menee otsakkeen päälle (katkennut tai vioittunut tiedosto)
parse-xg-registry-truncated = arkiston hakemisto on katkennut
parse-xg-negative-size = negatiivinen koko tai sijainti
parse-xg-offset-overflows = sijainti ylivuotaa
parse-xg-size-overflows = koko ylivuotaa
parse-xg-outside-archive = osoittaa arkiston ulkopuolelle (katkennut tai vioittunut tiedosto)
parse-xg-absurd-size = mieletön purettu koko
parse-xg-size-differs = temp.xg: koko poikkeaa hakemistosta
parse-xg-crc = temp.xg: CRC ei täsmää (vioittunut tiedosto)
parse-xg-no-member = arkistossa ei ole jäsentä temp.xg
parse-xg-stream-size = temp.xg on { $size-text } tavua, ei kokonainen määrä { $record-text } tavun tietueita
parse-xg-record = temp.xg, tietue { $index-text } (sijainti { $offset-text }): { $what }
parse-xg-empty-stream = tyhjä tietuevirta
parse-xg-no-match-header = virta ei ala ottelun otsakkeella
parse-xg-no-dmli = ottelun otsakkeen tunniste DMLI puuttuu
parse-xg-unreadable-field = lukukelvoton kenttä
parse-xg-after-footer = tietue ottelun lopun jälkeen
parse-xg-second-header = toinen ottelun otsake
parse-xg-absurd-score = mieletön pelin tilanne
parse-xg-absurd-auto-doubles = mieletön automaattisten tuplausten määrä
parse-xg-too-many-games = liian monta peliä
parse-xg-cube-outside-game = tuplaustietue pelin ulkopuolella
parse-xg-unknown-cube-action = tuntematon tuplaustoiminto
parse-xg-bad-player = virheellinen vuorossa oleva pelaaja
parse-xg-absurd-cube = mieletön kuution arvo
parse-xg-move-outside-game = siirtotietue pelin ulkopuolella
parse-xg-dice-range = nopat sallitun välin ulkopuolella
parse-xg-absurd-candidates = mieletön ehdokassiirtojen määrä
parse-xg-unreadable-position = lukukelvoton asema
parse-xg-footer-outside-game = pelin loppu pelin ulkopuolella
parse-xg-absurd-points = mielettömät voitetut pisteet
parse-xg-unknown-record = tuntematon tietuetyyppi { $kind }
parse-xg-position-file = XG:n asematiedosto (.xgp): se sisältää aseman, ei ottelua

# `search --position ID` (#41). `$position`: the pasted position's XGID, or its Position ID when only that was given.
cli-search-position = Asema { $position }
cli-search-position-exact = Sama asema, kuutio ja tilanne ({ $count } päätöstä):
cli-search-position-same = Samat nappulat, eri kuutio tai tilanne ({ $count } päätöstä):
