# blunderDB — ikkuna: välilehdet, kortit, painikkeet, valintaikkunat,
# ilmoitukset ja työkaluvihjeet. Englanti (locales/en/app.ftl) on lähde.
#
# Termit (for reviewers), kuten common.ftl:ssä: «möhläys» (blunder),
# «virhe», «siirto» (checker play), «tuplauskuutio» / «tuplaus» (cube,
# gnuBG fi), «Otto» / «Luovutus»; «Rahapeli»; PR, MWC, EMG säilyvät.
# Analyysitaso «0-ply», «2-ply» kuten gnuBG fi. «Kirjasto» otteluiden
# tietokannasta. Nimet ja luvut on sijoitettu kaksoispisteen taakse, jotta
# sijamuodot eivät riipu niistä.

## Ikkuna

app-name = blunderDB
app-failed = blunderDB ei käynnistynyt: { $error }
tab-stats = Tilastot
tab-players = Pelaajat
tab-settings = Asetukset
import-button = Tuo…
about-btn = Tietoja
signout-button = Kirjaudu ulos
signin-title = Kirjaudu blunderDB:hen
signin-help = Liitä tunnisteesi: kerhon jäsentunniste tai osoite, jonka blunderdb web tulosti päätteeseensä.
signin-token = Tunniste
signin-button = Kirjaudu
    .title = Tietoja blunderDB:stä (F1)
button-close = Sulje
button-cancel = Peruuta
button-hide = Piilota
list-separator = {", "}
value-percent = { $value } %
saved-in-library = Tallennettu kirjastoon.
drop-here = Pudota ottelutiedostoja tai kansioita tuodaksesi ne

## Tyhjä kirjasto

empty-title = Kirjastosi on tyhjä
empty-drop = Pudota ottelutiedostoja tai kansioita mihin tahansa tähän ikkunaan, tai käytä Tuo…-painiketta.
empty-formats = blunderDB lukee gnuBG:n .sgf-tiedostot, Jellyfishin .mat- ja .txt-viennit sekä eXtreme Gammonin .xg-tiedostot; kansiot luetaan alikansioineen.

## Tuonti

import-running = Tuodaan
import-looking = etsitään ottelutiedostoja…
import-cancelling = { " · " }peruutetaan tämän tiedoston jälkeen…
import-progress-files = { $total ->
    [one] { $done-text }/{ $total-text } tiedosto
   *[other] { $done-text }/{ $total-text } tiedostoa
}
import-progress-matches = { $n ->
    [one] { $n-text } ottelu tuotu
   *[other] { $n-text } ottelua tuotu
}
import-duplicate = { $name }: on jo kirjastossa (tiedostosta { $of })
import-replaced = { $name }: analysoitu kopio korvasi tiedoston { $previous }
import-skipped = { $name }: ohitettu ({ $reason })
import-failed-file = { $name }: { $error }
import-failed = Tuonti ei alkanut: { $error }
import-status-imported = tuotu
import-status-duplicate = kaksoiskappale
import-status-replaced = korvattu
import-status-skipped = ohitettu
import-status-failed = epäonnistui
import-sum-imported = { $n-text } tuotu
import-sum-duplicates = { $n ->
    [one] { $n-text } kaksoiskappale
   *[other] { $n-text } kaksoiskappaletta
}
import-sum-replaced = { $n-text } korvattu
import-sum-skipped = { $n-text } ohitettu
import-sum-failed = { $n-text } epäonnistui
import-finished = Tuonti valmis: { $list }
import-cancelled = Peruutettu — tuotu säilyy: { $list }
import-match-files = Ottelutiedostot
import-all-files = Kaikki tiedostot

## Tilastot-välilehti

filter-decisions-all = Kaikki
filter-decisions-checker = Siirrot
filter-decisions-cube = Tuplaus
filter-reset = Tyhjennä
stats-all-players = kaikki pelaajat
stats-level = { $level } ({ $scale })
stats-mwc = { fig-mwc_loss_per_match_pct }
    .title = Virheillä menetetyt ottelun voittomahdollisuudet, ottelua kohden (yhden ottelun summa on se, minkä XG ja gnuBG näyttävät)
stats-luck-per-roll = Onni heittoa kohden
stats-histogram = Virhehistogrammi
stats-worst = Huonoimmat ratkaisut
stats-worst-none = Tässä valinnassa ei ole analysoituja ratkaisuja.
col-match = Ottelu
vs-opponent = vastaan { $opponent }
vs-pair = { $player } – { $opponent }
roll-cube = tuplaus
report-export = Vie raportti…
    .title = Itsenäinen HTML-tiedosto: tilastot, histogrammi ja 20 huonointa ratkaisua asemineen
report-writing = Kirjoitetaan…
report-written = Kirjoitettu: { $path } ({ $kb-text } kt)
report-failed = Raporttia ei voitu kirjoittaa: { $error }
error-cards = Kortteja ei voitu piirtää: { $error }

## Missä virheet ovat

breakdown-title = Missä virheet ovat
breakdown-by = Jaottelu
breakdown-none = Tässä valinnassa ei ole jaoteltavaa.
breakdown-row-tip = Luettele nämä ratkaisut huonoimmasta alkaen asemineen
breakdown-filter = suodata
breakdown-filter-tip = Rajaa suodattimet näihin ratkaisuihin
col-error-emg = Virhe EMG
col-share = Osuus

## Kehitys

progress-title = Kehitys
progress-per = Yksi piste per
progress-by-match = ottelu
progress-by-month = kuukausi
progress-by-year = vuosi
progress-by-event = turnaus
progress-window = Liukuva PR, ikkuna
progress-none = Tässä valinnassa ei ole analysoitua päivättyä ottelua.
progress-list-all = Luettele kaikki
col-period = Jakso
col-wl = V–T
col-checker = Siirrot
col-cube = Tuplaus
progress-detail = { $label }: PR { $pr } (siirrot { $checker }, tuplaus { $cube }), { $decisions ->
    [one] { $decisions-text } ratkaisu
   *[other] { $decisions-text } ratkaisua
}, virhe { $error } EMG, voitot–tappiot { $wins-text }–{ $losses-text }
progress-latest-matches = Taulukko luettelee viimeiset { $limit-text } otteluista (yhteensä { $total-text }); kaavio näyttää kaikki.
progress-latest-months = Taulukko luettelee viimeiset { $limit-text } kuukausista (yhteensä { $total-text }); kaavio näyttää kaikki.
progress-latest-years = Taulukko luettelee viimeiset { $limit-text } vuosista (yhteensä { $total-text }); kaavio näyttää kaikki.
progress-latest-events = Taulukko luettelee viimeiset { $limit-text } turnauksista (yhteensä { $total-text }); kaavio näyttää kaikki.
progress-latest-rows = Taulukko luettelee viimeiset { $limit-text } riveistä (yhteensä { $total-text }); kaavio näyttää kaikki.

## Luvun takana olevat ratkaisut

drill-list-tip =
    .title = Luettele nämä ratkaisut asemineen
drill-bucket = Ratkaisut, virhe { $range } millipistettä
drill-errors = Virheet (≥ { $min } EMG)
drill-blunders = Möhläykset (≥ { $min } EMG)
drill-breakdown = Missä virheet ovat: { $label }
drill-worst = Kaikki ratkaisut huonoimmasta alkaen
drill-keys = ↑ ↓ yksi kerrallaan · PgUp PgDn sivu
drill-prev = ‹ Edell.
    .title = Edellinen sivu
drill-next = Seur. ›
    .title = Seuraava sivu
drill-page = { $first }–{ $last }
drill-page-of = { $first }–{ $last } / { $total }
drill-page-none = ei yhtään
drill-page-none-of = ei yhtään / { $total }
drill-where = Ottelu · peli · siirto
drill-none = Täällä ei ole ratkaisuja.
drill-no-move = (ei siirtoa)
drill-xgid = XGID
drill-position-id = Position ID
drill-match-id = Match ID
drill-copy = Kopioi
drill-copied = Kopioitu
drill-copy-select = Valitse ja kopioi
drill-equity = Equity
drill-diff = Ero
drill-played-row =
    .title = Pelattu siirto
drill-played-mark = ◀ pelattu
drill-cands-not-found = vaihtoehdot: lähdetiedostoa ei löydy
drill-cands-none = vaihtoehdot: tiedostossa ei ole niitä tälle siirrolle
drill-file = Tiedosto: { $path }

## Pelaajat-välilehti

players-hint = napsauta riviä nähdäksesi pelaajan tilastot
players-export = Vie CSV…
players-exported = { $n ->
    [one] { $n-text } pelaaja kirjoitettu: { $path }
   *[other] { $n-text } pelaajaa kirjoitettu: { $path }
}
players-export-failed = CSV-tiedostoa ei voitu kirjoittaa: { $error }
col-snowie = Snowie
col-mwc-match = MWC/ottelu %
    .title = Virheillä menetetty MWC ottelua kohden
compare-hint = Valitse kaksi pelaajaa verrataksesi heitä tai yhdistääksesi toisen toiseen.
compare-tick =
    .aria-label = Vertaa: { $name }
compare-overall = Kaikkiaan
compare-head-to-head = Toisiaan vastaan
compare-matches = Ottelut (voitot–tappiot)
compare-better = parempi
compare-merge = Laske { $name } → { $player }
compare-merge-failed = Yhdistäminen epäonnistui: { $error }
aliases-title = Yhdistetyt nimet
alias-line = { $alias } → { $player }
alias-undo = Kumoa

## Analyysi gnuBG:llä

analyse-open = Analysoi…
analyse-banner = { $n ->
    [one] { $n-text } ottelu ilman analyysia
   *[other] { $n-text } ottelua ilman analyysia
}
analyse-banner-running = { $text } (analysoidaan…)
analyse-title = Analysoi GNU Backgammonilla
analyse-what = { $n ->
    [0] Ei otteluita ilman analyysia { $where }.
    [one] { $n-text } ottelu ilman analyysia { $where }.
   *[other] { $n-text } ottelua ilman analyysia { $where }.
}
selection-library = kirjastossa
selection-in = tässä valinnassa ({ $list })
selection-of = pelaaja { $player }
selection-money = rahapelit
selection-length = { $n-text } pisteen ottelut
selection-from-to = { $from } – { $to }
selection-from = { $from } alkaen
selection-up-to = { $to } saakka
analyse-level = Taso
analyse-quick = Nopea
analyse-quick-plies = 0-ply
analyse-quick-note = Muutama sekunti ottelua kohden: PR ja virhetasot lähellä vakiotason lukuja.
analyse-standard = Vakio
analyse-standard-plies = 2-ply
analyse-standard-note = gnuBG:n tavallinen taso: minuutteja pitkälle ottelulle.
analyse-start = Analysoi
analyse-failed = Analyysi ei alkanut: { $error }
analyse-starting = Käynnistetään gnuBG…
analyse-running-note = Jokainen ottelu tallennetaan heti, kun gnuBG on valmis sen kanssa; ikkunan tilastot seuraavat. Peruuta pysähtyy, kun käynnissä olevat ottelut ovat valmiit, ja säilyttää jokaisen valmiin.
analyse-count = { $total ->
    [one] { $done-text }/{ $total-text } ottelu valmis
   *[other] { $done-text }/{ $total-text } ottelua valmis
}
analyse-current = { $more ->
    [0] Analysoidaan: { $match }
   *[other] Analysoidaan: { $match } ja { $more-text } muuta
}
analyse-finishing = { $more ->
    [0] Peruutetaan: viimeistellään { $match }
   *[other] Peruutetaan: viimeistellään { $match } ja { $more-text } muuta
}
analyse-stopping = Peruutettu: pysähdytään…
analyse-failed-match = { $label }: { $error }
analyse-could-not-run = Analyysia ei voitu tehdä
eta-done = valmis
eta-estimating = arvioidaan…
eta-less-than-a-second = alle sekunti jäljellä
eta-about = noin { $duration } jäljellä
duration-s = { $s } s
duration-min-s = { $min } min { $s } s
duration-h-min = { $h } h { $min } min
analysis-sum-analysed = { $n-text } analysoitu
analysis-sum-failed = { $n-text } epäonnistui
analysis-sum-not-started = { $n-text } aloittamatta
analysis-finished = Analyysi valmis: { $list }, aikaa { $duration }.
analysis-cancelled = Analyysi peruutettu — jokainen valmis ottelu säilyy: { $list }, aikaa { $duration }.
analysis-cancelled-rest = Analyysi peruutettu — jokainen valmis ottelu säilyy: { $list }. Analysoi uudelleen tehdäksesi loput.
level-quick = Nopea (0-ply)
level-standard = Vakio (2-ply)
level-plies = { $n-text }-ply
error-import-running = tuonti on käynnissä; odota, että se valmistuu
error-analysis-running = analyysi on käynnissä; odota sitä tai peruuta se
error-plies = gnuBG analysoi tasoilla 0–{ $max-text } ply, ei { $plies-text }

## Asetukset-välilehti

lang-title = Kieli
lang-label = Ikkunan ja sen kaavioiden kieli
lang-system = Järjestelmän kieli ({ $name })
lang-failed = Kieltä ei voitu vaihtaa: { $error }
error-no-language = kielellä ”{ $lang }” ei ole tekstejä
error-no-config-dir = tässä järjestelmässä ei ole asetuskansiota; aseta BLUNDERDB_CONFIG_DIR
settings-library = Kirjasto
settings-open-library = Avaa toinen kirjasto…
settings-library-files = blunderDB-kirjasto
settings-open-failed = Kirjastoa ei voitu avata: { $error }
error-reopen-busy = { $job ->
    [import] odota tuonnin valmistumista ennen kuin avaat toisen kirjaston
   *[other] odota analyysin valmistumista ennen kuin avaat toisen kirjaston
}
thresholds-title = Virheen ja möhläyksen rajat
thresholds-help = Ratkaisu on virhe, kun se menettää equityä vähintään virherajan verran, ja möhläys möhläysrajasta alkaen.
preset-blunderdb = blunderDB
preset-gnubg = gnuBG
preset-xg = XG
thresholds-error = Virhe ≥
thresholds-blunder = Möhläys ≥
thresholds-apply = Käytä
thresholds-saved = Tallennettu kirjastoon: virhe ≥ { $error }, möhläys ≥ { $blunder }.
thresholds-saved-preset = Tallennettu kirjastoon: virhe ≥ { $error }, möhläys ≥ { $blunder } ({ $preset }).
thresholds-failed = Rajoja ei voitu muuttaa: { $error }
thresholds-error-not-number = Virherajan on oltava luku, esimerkiksi { $example }.
thresholds-blunder-not-number = Möhläysrajan on oltava luku, esimerkiksi { $example }.
thresholds-error-too-big = Virheraja { $value } on suurempi kuin mikään todellinen virhe.
thresholds-blunder-too-big = Möhläysraja { $value } on suurempi kuin mikään todellinen virhe.
thresholds-order = Virheraja ({ $error }) ei saa olla möhläysrajaa ({ $blunder }) suurempi.
levels-title = Tasoluokat
levels-help = Kehityskaavion taustalla olevat tasojen nimet PR:n mukaan.
levels-source = Lähde: { $source }.
levels-failed = Tasoluokkia ei voitu muuttaa: { $error }
gnubg-title = Analyysi GNU Backgammonilla
gnubg-version = GNU Backgammon { $version }
gnubg-unusable = GNU Backgammonia ei voi käyttää: { $error }
gnubg-unusable-plain = GNU Backgammonia ei voi käyttää
gnubg-unknown = GNU Backgammonia ei voitu etsiä: { $error }
gnubg-install-hint = GNU Backgammonin asennus: `sudo apt-get install gnubg` (Debian, Ubuntu) tai https://www.gnu.org/software/gnubg/ (Windows, macOS); BLUNDERDB_GNUBG nimeää ohjelman
gnubg-default-level = Oletustaso otteluille ilman analyysia:
gnubg-default-legend = Oletustaso
gnubg-level-saved = Tallennettu kirjastoon: { $level }, ellei toisin valita.
gnubg-level-failed = Oletustasoa ei voitu muuttaa: { $error }
gnubg-choose = Valitse ohjelma…
gnubg-forget = Etsi uudelleen
gnubg-choose-title = GNU Backgammonin ohjelma (Windowsissa gnubg-cli.exe)
gnubg-path-saved = Tallennettu: blunderDB analysoi tällä ohjelmalla.
gnubg-path-forgotten = blunderDB etsii GNU Backgammonin taas itse.
gnubg-path-failed = Ohjelmaa ei voitu käyttää: { $error }

## Tasoasteikot

scale-xg = XG
scale-gnubg = gnuBG
scale-bmab = BMAB
scale-xg-source = eXtreme Gammonin Performance Rating -taulukko (Wikipedia, ”eXtreme Gammon”)
scale-gnubg-source = GNU Backgammonin arviot (GetRating(), versio 1.08.003)
scale-bmab-source = GNU Backgammonin kehitysversion arviot, BMAB:n luokkien kaltaiset

## Seurattu kansio

watch-title = Seurattu kansio
watch-help = Anna kansio, johon XG, gnuBG tai selaimesi tallentaa otteluita: sinne ilmestyvät tiedostot tuodaan, kun ne lakkaavat muuttumasta, kukin kerran.
watch-none = Ei mitään
watch-choose = Valitse kansio…
watch-stop = Lopeta seuraaminen
watch-analyse = Analysoi uudet analysoimattomat ottelut gnuBG:llä (oletustasolla)
watch-dialog-title = Seurattava kansio
watch-started = Seurataan: sinne ilmestyvät ottelutiedostot tuodaan, kun ne lakkaavat muuttumasta.
watch-stopped = Mitään kansiota ei nyt seurata.
watch-analyse-on = Uudet analysoimattomat ottelut analysoidaan gnuBG:llä oletustasolla.
watch-analyse-off = Uudet ottelut vain tuodaan.
watch-failed = Seurattua kansiota ei voitu muuttaa: { $error }
watch-watching = Seurataan: { $folder }
watch-waiting = { $n ->
    [one] { $n-text } tiedosto kirjoitetaan
   *[other] { $n-text } tiedostoa kirjoitetaan
}
watch-at = { $what } klo { $time }
watch-imported = tuotu: { $name }
watch-already-in = { $name } on jo kirjastossa
watch-analysing = analysoidaan: { $name } ({ $plies-text }-ply)…
watch-analysed = analysoitu: { $name }
watch-no-folder = Mitään kansiota ei seurata.
watch-since-start = Käynnistyksen jälkeen: { $list }.
watch-sum-imported = { $n ->
    [one] { $n-text } tiedosto tuotu
   *[other] { $n-text } tiedostoa tuotu
}
watch-sum-analysed = { $n ->
    [one] { $n-text } ottelu analysoitu
   *[other] { $n-text } ottelua analysoitu
}
watch-sum-failed = { $n ->
    [one] { $n-text } tiedosto epäonnistui
   *[other] { $n-text } tiedostoa epäonnistui
}
error-not-a-folder = { $path }: ei ole kansio
error-folder-gone = { $path }: kansiota ei enää ole
error-analysis-failed = { $label }: analyysi epäonnistui

## Tietoja

about-name-version = { $name } { $version }
about-version = Versio { $version }
about-summary = Backgammon-otteluiden tilastot eXtreme Gammonin, GNU Backgammonin ja verkkopelisivustojen tiedostoista.
about-licence = Lisenssi: { $licence }.
about-built = Tehty Tauri { $tauri } -kehyksellä; mukana blunderdb-komentorivi.
about-includes-cli = Mukana blunderdb-komentorivi.

## Ottelut-välilehti ja ottelun läpikäynti (ui/matches.js, ui/review.js)

tab-matches = Ottelut
matches-hint = napsauta ottelua tai paina Enter käydäksesi sen läpi siirto siirrolta
matches-search = Nimi
matches-search-field =
    .placeholder = Pelaaja tai turnaus
matches-event-field =
    .placeholder = Mikä tahansa turnaus
matches-col-pr0 = PR 1
    .title = Ensin mainitun pelaajan PR laskettavan analyysin mukaan
matches-col-pr1 = PR 2
    .title = Toisena mainitun pelaajan PR laskettavan analyysin mukaan
matches-col-analyses = Analyysit
    .title = ✓ merkitsee analyysin, josta luvut lasketaan
matches-gnubg-plies = gnuBG { $plies-text }-ply
matches-unanalysed = analysoimatta
matches-won =
    .title = Voitti ottelun
matches-row =
    .title = Käy tämä ottelu läpi (Enter)
matches-none = Valinnassa ei ole otteluita.
matches-failed = Otteluita ei voitu luetella: { $error }
review-back = ‹ Ottelut
    .title = Takaisin otteluluetteloon (Esc)
review-analysis = Analyysi
review-errors-of = Virheet
    .title = Alt+← ja Alt+→ hyppäävät tämän pelaajan virheisiin ja möhläyksiin
    .title = Käännä lauta (F)
review-keys = ← → siirto · PgUp PgDn peli · Home End · Alt+← → virhe · F käännä
review-flip = Käännä lauta
review-moves =
    .aria-label = Siirrot ja tuplausratkaisut
review-game = Peli { $game-text } · { $score }
review-crawford = Crawford
review-game-won = { $n ->
    [one] voittaja: { $player }, { $n-text } piste
   *[other] voittaja: { $player }, { $n-text } pistettä
}
review-dance = ei voi siirtää
review-at = Peli { $game-text }, siirto { $move-text }: { $player }
review-candidates = Ehdokassiirrot
review-counted = lasketaan lukuihin
review-verdict = Paras: { $best } · virhe { $error }
review-graph = Kertynyt virhe siirroittain
review-graph-mwc = Kertynyt virhe ja ottelun voittomahdollisuus siirroittain
review-graph-tip =
    .title = Napsauta pistettä siirtyäksesi siihen siirtoon
review-open = Läpikäynti
    .title = Käy ottelu läpi tästä siirrosta
review-open-match = Läpikäynti
    .title = Käy tämä ottelu läpi siirto siirrolta
review-failed = Ottelua ei voitu avata: { $error }
review-board-failed = Lautaa ei voitu piirtää: { $error }
review-no-moves = Tässä ottelussa ei ole siirtoja.
review-unanalysed = Tällä ottelulla ei ole analyysiä: sen virheet ovat tuntemattomia.

## Asemat-välilehti (ui/positions.js): blunderDB:n hakusuodattimet kaikkiin
## ratkaisuihin (docs/search.md). Suodattimien nimet, niiden arvot (race,
## back_game, take, money…) ja esimerkit ovat itse kyselykieltä: ne pysyvät
## sellaisinaan.

tab-positions = Asemat
positions-hint = löydä mikä tahansa asema blunderDB:n hakusuodattimilla tai piirrä rakenne laudalle
positions-query-label = Kysely
positions-query-field =
    .placeholder = esimerkiksi: nc P<90 gt:holding
    .aria-label = Kysely
positions-search = Hae
positions-paste = Etsi asema
    .title = Kentän XGID tai gnuBG:n Position ID (Match ID:n kanssa tai ilman): jokainen tässä asemassa tehty päätös
positions-pasted = { $exact } samalla kuutiolla ja tilanteella, sitten { $same } vain samoilla nappuloilla
positions-save = Tallenna…
    .title = Tallenna tämä kysely nimellä
positions-save-ok = Tallenna
positions-save-name =
    .placeholder = Haun nimi
positions-keys = Tab tai ↓ valitsee suodattimen · Enter hakee
positions-complete =
    .aria-label = Sopivat suodattimet
positions-saved = Tallennetut haut
positions-saved-none = ei vielä yhtään: kirjoita kysely ja valitse Tallenna…
positions-saved-remove =
    .title = Poista tallennettu haku "{ $name }"
    .aria-label = Poista tallennettu haku "{ $name }"
positions-saved-as = Tallennettu nimellä "{ $name }".
positions-save-failed = Tallennus ei onnistunut: { $error }
positions-filters-help = Suodattimet
positions-help-insert =
    .title = Lisää { $example } kyselyyn
positions-start = Kirjoita kysely ja paina Enter; tyhjä kysely listaa kaikki ratkaisut, pahimmat ensin.
positions-searching = Haetaan…
positions-failed = Haku ei onnistunut: { $error }
positions-none = Mikään ratkaisu ei vastaa tätä kyselyä.
positions-found = Löytyi
positions-card =
    .title = Avaa sen lauta (Enter)
positions-card-error =
    .title = Ratkaisun virhe (EMG)
positions-played = { $dice }: { $move }
positions-played-cube = Pelattu: { $move }
positions-best = Paras: { $move }
positions-pips = Pipit { $me }–{ $them }
positions-where = Ottelu { $match } · peli { $game } · siirto { $move }
positions-board-title = Tulos { $rank-text }/{ $total-text }
positions-board-keys = ← → tulos · Esc sulkee

## Pienelle laudalle piirretty rakenne

positions-structure = Rakenne
positions-side = Kenen nappulat
positions-side-me = Vuorossa oleva pelaaja
positions-side-them = Vastustaja
positions-draw =
    .aria-label = Lauta, jolle piirretään nappularakenne
positions-structure-clear = Tyhjennä
positions-structure-count = Vuorossa oleva: { $me-text } · vastustaja: { $them-text }
positions-structure-help = Napsauta pistettä lisätäksesi nappulan, oikealla napilla tai Vaihto+napsautuksella poistat yhden: kysely vaatii vähintään nämä nappulat.

## Suodattimien ohje, kustakin yksi rivi

positions-help-nc = ei kontaktia: juoksupeli
positions-help-pips = vuorossa olevan pelaajan pipimäärä: P<70 enintään 70, P>150 vähintään 150, P60,90 60–90
positions-help-behind = pipejä jäljessä: vuorossa olevan pipimäärä miinus vastustajan (negatiivinen, kun hän on edellä)
positions-help-back = takana olevat nappulat pisteillä 19–24: pienellä vuorossa olevan, isolla vastustajan
positions-help-zone = nappulat vyöhykkeellä, pisteet 1–12
positions-help-outfield = blotit ulkokentällä, pisteet 7–18
positions-help-home = blotit kotipesässä
positions-help-off = ulos heitetyt nappulat
positions-help-dice = heitto: D31; heitto, jossa on 6: D6; xD65 jättää 6-5:n pois
positions-help-decision = d: tuplausratkaisu, tai d:checker, d:double, d:nodouble, d:take, d:pass; dd: tuplaajan ratkaisu; dr: vastaus
positions-help-error = ratkaisun virhe millipisteinä: E>80 on 0,080 tai enemmän
positions-help-best = kuvio parhaassa siirrossa tai paras tuplaustoimi: m'ND,DT,DP'
positions-help-structure = rakenne: kummallakin puolella on vähintään nämä nappulat (piirrä se laudalle)
positions-help-cube = kuutio: sen arvo (c2, c>4) ja omistaja (c:centre, c:mine, c:theirs)
positions-help-score = tilanne puuttuvina pisteinä, vuorossa olevan ensin: score:2a4a, score:dmp, score:money
positions-help-crawford = Crawford-peli
positions-help-length = ottelun pituus, 0 rahapelille: ml:7, ml5,9
positions-help-phase = vaihe: opening, middle, race, bearoff
positions-help-plan = vuorossa olevan pelaajan pelisuunnitelma: race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact
positions-help-player = tämän pelaajan tekemät ratkaisut
positions-help-players = pl: tämän pelaajan pelaamat ottelut; op: ratkaisut tätä vastustajaa vastaan
positions-help-dates = tuolla aikavälillä pelatut ottelut: vuosi, kuukausi tai päivä
positions-help-engine = tuon ohjelman analyysien luvut: xg tai gnubg
positions-help-not = suodattimen edessä: jättää pois sen, minkä se valitsee

## Täydennyksen tarjoamat arvot

positions-plan-race = Juoksupeli
positions-plan-bear_in = Kotiin tulo
positions-plan-crunch = Romahdus
positions-plan-back_game = Takapeli
positions-plan-ace_point = Ässäpistepeli
positions-plan-blitz = Blitsi
positions-plan-prime_vs_prime = Prime primeä vastaan
positions-plan-mutual_holding = Molemminpuolinen pitopeli
positions-plan-holding = Pitopeli
positions-plan-contact = Kontakti
positions-cube-centre = kuutio keskellä
positions-cube-mine = kuutio ratkaisijan puolella
positions-cube-theirs = kuutio toisella puolella
positions-score-dmp = double match point

## Päivämääräkenttä

# The order of the day, the month and the year, as the window writes dates.
filter-date-field =
    .placeholder = pp.kk.vvvv
filter-date-pattern = pp.kk.vvvv
filter-date-invalid = Ei kelvollinen päivä: kirjoita muodossa { $pattern }, esim. { $example }

## Harjoittele-välilehti (#28)

tab-train = Harjoittele
train-deck = Kortit
train-deck-all = Kaikki kortit
train-deck-starred = Tähdellä merkityt päätökset
train-deck-collection = Kokoelma: { $name }
train-deck-search = Tallennettu haku: { $name }
train-start = Aloita
train-none = Tässä pakassa ei ole erääntyneitä kortteja. Merkitse päätöksiä tähdellä (läpikäynnissä tai kortilla), tee kokoelma tai tallenna haku ja valitse se tästä.
train-how = Napsauta nappulaa ja sitten pistettä, jolle se siirtyy (tai vedä se); lokero pelaa sen ulos. Tai kirjoita siirto.
train-answer = Vastaa
train-undo = Kumoa
train-clear = Tyhjennä
train-next = Seuraava kortti
train-due = { $due-text } / { $total-text } korttia erääntynyt
train-retention = Muistaminen { $measured } % { $reviews-text } vastauksessa (tavoite { $target } %)
train-retention-none = Tavoiteltu muistaminen: { $target } %
train-question-checker = { $player } siirtää: mikä siirto?
train-question-doubler = { $player } heittovuorossa: tuplataanko?
train-question-taker = { $player } saa tuplauksen: otetaanko vai hylätäänkö?
train-cube-double = { kind-double }
train-cube-no-double = { kind-no_double }
train-cube-take = { kind-take }
train-cube-pass = { kind-pass }
train-grade-best = Paras
train-grade-close = Lähellä: virherajan alla
train-grade-error = Virhe
train-grade-blunder = Möhläys
train-grade-not-in-analysis = Ei analyysissä
train-loss = { $loss } menetetty
train-best = Paras: { $best } · sinun: { $answer }
train-answer-was = Vastauksesi: { $answer }
train-next-due = Erääntyy taas: { $when }
train-mark-answer = sinun
train-mark-played = pelattu
marks-title = Säilytä
marks-star = ☆ Tähti
marks-starred = ★ Tähdellä
marks-tag-add = Lisää tunniste
marks-comment-save = Tallenna kommentti
train-move-field =
    .placeholder = 13/7 8/7
    .aria-label = Siirtosi
marks-tag-field =
    .placeholder = #backgame
marks-comment-field =
    .placeholder = Kommenttisi
marks-tag-remove =
    .title = Poista tunniste #{ $tag }
    .aria-label = Poista tunniste #{ $tag }

## Pictures and collections (#28)

keep-picture = Kuva:
keep-with-analysis = analyysin kanssa
keep-copy-svg = Kopioi SVG
keep-copy-png = Kopioi PNG
keep-save-svg = Tallenna SVG-muodossa…
keep-save-png = Tallenna PNG-muodossa…
keep-copied-svg = Kopioitu SVG-tekstinä
keep-copied-png = Kopioitu kuvana ({ $width } × { $height } pikseliä)
keep-saved = { $path } tallennettu ({ $kb-text } kt)
keep-failed = Ei kuvaa: { $error }
keep-collection-field =
    .aria-label = Kokoelma
    .title = Kokoelma
keep-add = Lisää kokoelmaan
keep-added = Lisätty kokoelmaan { $name }
keep-already = On jo kokoelmassa { $name }
keep-no-collection = Ei kokoelmaa, johon lisätä: luo sellainen Harjoittele-välilehdellä.
keep-starred-mark = ★
    .title = Tähdellä
collections-title = Kokoelmat
collections-from = Päätökset
collections-from-empty = Ei vielä yhtään: lisää ne yksitellen
collections-from-query = Asemat-välilehden haku: { $query }
collections-from-saved = Tallennettu haku: { $name }
collections-make = Uusi kokoelma
collections-name-field =
    .placeholder = Kokoelman nimi
    .aria-label = Kokoelman nimi
collections-no-name = Anna kokoelmalle nimi.
collections-made = Kokoelma { $name } luotu.
collections-none = Ei vielä kokoelmia. Luo kokoelma tässä ja lisää siihen päätöksiä laudan Säilytä-paneelista.
collections-name = Nimi
collections-kind = Laji
collections-decisions = Päätökset
collections-live = elävä: { $query }
collections-listed = luettelo
collections-count = { $n-text }
collections-show = Näytä
collections-remove = Poista
collections-follows = seuraa hakua { $query }
collections-export-html = Vie raportti…
collections-export-xgid = Vie XGID:t…
collections-export-anki = Vie Ankiin…
collections-delete = Poista kokoelma…
collections-delete-ask = Poistetaanko kokoelma { $name }? Sen ratkaisut jäävät kirjastoon merkintöineen ja harjoituskortteineen.
collections-delete-yes = Poista
collections-delete-no = Säilytä
collections-deleted = Kokoelma { $name } poistettu.
collections-empty = Tässä kokoelmassa ei ole päätöksiä.
collections-first = Näytetään ensimmäiset { $shown-text } / { $total-text } ratkaisua; vienti sisältää ne kaikki.
collections-more = Näytä { $n-text } lisää

## Kerhon kirjasto (ui/club.js, #30): Asetusten kortti, julkaiseminen
## kerhon palvelimelle (`blunderdb serve`) ja sen kirjasto vain luku
## -tilassa.

club-title = Kerhon kirjasto
club-help = Kerhon palvelin säilyttää kerhon yhteistä kirjastoa: julkaise ottelusi sinne ja avaa sen luvut täällä vain luku -tilassa.
club-url-label = Palvelimen osoite
club-token-label = Tunniste
club-url-field =
    .placeholder = https://club.example.org
club-token-field =
    .placeholder = kerhon ylläpitäjältä saamasi tunniste
club-connect = Yhdistä
club-connecting = Yhdistetään…
club-forget = Unohda tämä kerho
club-none = Kerhoa ei ole asetettu.
club-status = { $club } osoitteessa { $url } · { $role ->
    [reader] lukija: voit avata sen kirjaston
    [uploader] lähettäjä: voit julkaista sinne otteluita
    [admin] ylläpitäjä: voit julkaista sinne otteluita
    [worker] worker: tämä tunniste analysoi kerhon otteluita
   *[other] tunnisteen rooli on tuntematon
}
club-status-unreached = Kerhon palvelin { $url }: ei vielä tavoitettu.
club-viewing = Ikkuna näyttää kerhon { $club } kirjaston vain luku -tilassa.
club-connected = Yhdistetty kerhoon { $club }.
club-forgotten = Kerho on unohdettu: sen osoitetta ja tunnistetta ei enää säilytetä.
club-set-failed = Kerhoon ei saatu yhteyttä: { $error }
club-forget-failed = Kerhoa ei voitu unohtaa: { $error }
club-url-empty = Kirjoita kerhon palvelimen osoite.
club-url-scheme = { $url } ei ole kerhon palvelimen osoite: se alkaa http:// tai https://.
club-token-empty = Kirjoita kerhon ylläpitäjältä saamasi tunniste.
club-unpublished = { $n ->
    [one] { $n-text } kirjastosi ottelu on vielä julkaisematta.
   *[other] { $n-text } kirjastosi ottelua on vielä julkaisematta.
}
club-unpublished-none = Kaikki kirjastosi ottelut on julkaistu.
club-last-publish = Julkaistu viimeksi { $when }.
club-never-published = Tältä tietokoneelta ei ole vielä julkaistu mitään.
club-publish-new = Julkaise uudet ottelut
    .title = Edellisen julkaisun jälkeen tuodut ottelut (ensimmäisellä kerralla kaikki ottelut)
club-publish-all = Julkaise kaikki
    .title = Kaikki kirjastosi ottelut; ne, jotka kerholla jo on, lasketaan kaksoiskappaleiksi
club-publishing = Julkaistaan…
club-publishing-progress = Julkaistaan… { $done } / { $total }
club-published = { $n ->
    [one] { $n-text } tiedosto lähetetty kerholle: { $list }
   *[other] { $n-text } tiedostoa lähetetty kerholle: { $list }
}
club-publish-nothing = Ei mitään uutta julkaistavaa.
club-publish-failed = Julkaiseminen epäonnistui: { $error }
club-publish-details = Tiedosto kerrallaan
club-publish-while-viewing = Palaa omaan kirjastoosi julkaistaksesi siitä.
club-publish-no-right = Tällä tunnisteella ei voi julkaista: pyydä kerhon ylläpitäjältä lähettäjän (uploader) tunniste.
club-open = Avaa kerhon kirjasto
club-opening = Haetaan kerhon kirjastoa…
club-opening-progress = Haetaan kerhon kirjastoa… { $done } / { $total }
club-back = Takaisin omaan kirjastooni
club-open-failed = Kerhon kirjastoa ei voitu avata: { $error }
club-close-failed = Omaan kirjastoosi ei voitu palata: { $error }
club-banner = Kerhon kirjasto ”{ $club }” — vain luku
club-synced = päivitetty { $when }
club-update = Päivitä
club-updating = Päivitetään…
club-updating-progress = Päivitetään… { $done } / { $total }
club-read-only-drop = Kerhon kirjasto on vain luku -tilassa: palaa omaan kirjastoosi tuodaksesi nämä tiedostot.
