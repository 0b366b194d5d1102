# blunderDB — komentorivin ohje (`blunderdb --help`, `-h`,
# `blunderdb help KOMENTO`) ja clapin käyttövirheet.
# Englanti (locales/en/help.ftl, src/cli/args.rs:n kommenteista) on lähde
# ja varakieli.
#
# Valitut termit (for reviewers):
# - As in common.ftl and cli.ftl: «möhläys» (blunder), «tuplaus» /
#   «tuplausratkaisu» (cube), «otto» / «hylkäys», «siirto» / «siirrot»,
#   «rahapeli», «ottelu» (match), «analyysi»; PR, MWC, EMG, XGID,
#   Position ID and Match ID as they are.
# - Variables stand after a colon or in apposition, so no case ending is
#   put on a user's text.
# - Option names, values, placeholders (<FILE>, <PLAYER>), commands and
#   file formats stay as typed.

## Komennot ja valitsimet

help-cmd = Paikallinen backgammon-otteluiden kirjasto ja tilastot, jotka XG ja gnuBG niistä antavat
help-arg-db = Kirjastotiedosto (oletus: alustan datakansio, esim. ~/.local/share/blunderdb/library.db)
help-arg-lang = Tekstitulosteen ja viestien kieli: en, fr, de, it, es, fi, ja, el, ru, pt tai nl (oletus: lokaali, esim. LANG). JSON ja CSV ovat samat kaikilla kielillä
help-arg-engine = Yhden moottorin (xg tai gnubg) analyysien luvut niistä otteluista, joilla sellainen on, kunkin ottelun laskeman analyysin sijaan; komennoille stats, players, progress, breakdown, decisions ja report
help-arg-server = Kerhon palvelin (http://PALVELIN:PORTTI) paikallisen kirjaston sijaan komennoille import, analyse, worker ja lukukomennoille; tunniste luetaan muuttujasta BLUNDERDB_TOKEN (docs/server.md)
help-cmd-serve = Tarjoa kerhojen kirjastot HTTP/JSON-muodossa PostgreSQListä (docs/server.md)
help-arg-pg = PostgreSQL-tietokanta (postgresql://KÄYTTÄJÄ@PALVELIN:PORTTI/KANTA)
help-arg-listen = Osoite, jota kuunnellaan
help-arg-cache = Kerhojen lukumallien kansio (rakennetaan PostgreSQListä uudelleen, jos puuttuu; oletus: alustan välimuistikansio)
help-arg-max_upload = Suurin hyväksytty tiedosto tavuina (suuremmat lähetykset saavat vastauksen 413)
help-cmd-server = Valmistele kerhopalvelimen tietokanta: init, club add, token add/revoke
help-cmd-server-init = Aja palvelimen migraatiot tietokantaan
help-cmd-server-club = Kerhot
help-cmd-server-club-add = Luo kerho ja tulosta sen ensimmäinen ylläpitotunniste (näytetään vain kerran)
help-cmd-server-token = Tunnisteet
help-cmd-server-token-add = Luo tunniste ja tulosta se (näytetään vain kerran; vain sen tiiviste säilytetään)
help-arg-role = reader, uploader, admin tai worker
help-arg-name = Kuka tai mikä sitä pitää
help-cmd-server-token-revoke = Mitätöi tunniste ID: se ei avaa enää mitään
help-cmd-worker = Analysoi kerhon jonossa olevat ottelut gnuBG:llä tällä koneella (--server ja worker-tunniste muuttujassa BLUNDERDB_TOKEN)
help-cmd-web = Tarjoa ikkunan sivu selaimelle kirjaston päältä (tulostaa osoitteen ja kertakäyttöisen tunnisteen)
help-arg-open = Avaa sivu järjestelmän selaimessa
help-arg-web = Tarjoa myös ikkunan sivu: jäsenet kirjautuvat tunnisteellaan ja lukevat kerhoaan selaimessa
help-arg-jobs = Yhtäaikaisia gnuBG-prosesseja (oletus: ytimien määrä)
help-arg-gnubg = gnuBG-ohjelma (oletus: BLUNDERDB_GNUBG, sitten gnubg PATHista, sitten /usr/games/gnubg)
help-arg-until_idle = Lopeta, kun jono on tyhjä, sen sijaan että odotetaan lisää
help-cmd-import = Tuo ottelutiedostoja ja -kansioita (.sgf, .mat/.txt, .xg; alikansiot mukaan lukien)
help-cmd-matches = Luettele kirjaston ottelut molempien pelaajien lukuineen
help-cmd-stats = Luvut koko kirjastosta tai yhden pelaajan otteluista
help-arg-from = Vain tänä päivänä tai sen jälkeen pelatut ottelut (VVVV-KK-PP)
help-arg-to = Vain tänä päivänä tai sitä ennen pelatut ottelut (VVVV-KK-PP)
help-arg-length = Vain tämän pistemäärän ottelut (0 = rahapelit)
help-arg-kind = Mitkä ratkaisut virheluvut kattavat
help-cmd-players = Yksi rivi pelaajaa kohden
help-cmd-analyse = Analysoi ottelut, joilla ei ole analyysia, GNU Backgammonilla kaikilla ytimillä; kirjasto tallentaa gnuBG:n oman analyysin
help-arg-analyse-plies = gnuBG:n arviointisyvyys siirroille ja tuplausratkaisuille: 0 on nopea läpikäynti, 2 gnuBG:n tavallinen taso
help-arg-analyse-player = Vain tämän pelaajan ottelut
help-arg-redo = Analysoi uudelleen ottelut, joilla on jo analyysi (gnuBG-tiedostot ja aiemmat ajot; XG:n analyysit säilytetään)
help-arg-timeout = Sekunnit, jotka yksi ottelu saa kestää, ennen kuin sen gnuBG pysäytetään (oletus: 300 tasolla 0-ply, 900 tasolla 1-ply, 3600 tasolla 2-ply)
help-cmd-watch = Seuraa kansiota (XG:n tai gnuBG:n tallennuskansio, latauskansio): tuo siihen ilmestyvät ottelutiedostot, kun ne lakkaavat kasvamasta, kukin kerran, Ctrl-C:hen asti. Sovellus seuraa myös kirjaston kansiota
help-arg-folder = Kansio (oletus: kirjaston seurattu kansio, sovelluksen asetuksista tai valitsimella --save)
help-arg-save = Muista FOLDER kirjaston seurattuna kansiona
help-arg-analyse = Analysoi gnuBG:llä myös uudet ottelut, joilla ei ole analyysia
help-arg-plies = gnuBG:n syvyys valitsimelle --analyse (0 on nopea, 2 gnuBG:n tavallinen taso)
help-arg-watch-gnubg = gnuBG-ohjelma valitsimelle --analyse
help-arg-settle = Sekunnit, jotka tiedoston pitää pysyä muuttumattomana ennen tuontia
help-arg-once = Tuo nyt valmiina oleva ja lopeta (ajastettua tehtävää varten)
help-cmd-decisions = Lukujen takana olevat ratkaisut, huonoimmat ensin: histogrammin pylväs, virheet tai möhläykset, ratkaisun laji; kukin gnuBG:n Position ID:n ja Match ID:n sekä XGID:n kanssa
help-arg-min_error = Vain vähintään näin monen EMG:n virheet (kuten rajat: mukaan lukien)
help-arg-decision_kind = Vain tämän lajin ratkaisut (double = tuplaus tai ei tuplausta)
help-arg-bucket = Vain virhehistogrammin tämän pylvään ratkaisut (0 = 0–5 millipistettä … 5 = 100+), täsmälleen ne, jotka `stats` siihen laskee
help-arg-breakdown = Vain yhden `breakdown`-solun ratkaisut, täsmälleen ne, jotka sen rivi laskee: DIM=KEY, esim. cube-action=wrong_take, phase=race, score=3a-5a, length=7 (tai length=money), plan=back_game
help-arg-limit = Ratkaisuja sivulla
help-arg-offset = Ohitettavat ratkaisut (sivun alku)
help-arg-decisions-after = Tätä ratkaisua seuraava sivu: edellisen sivun viimeisen rivin ERROR,MATCH,GAME,SEQ (`next` JSON-tulosteessa). Lukee vain sivun, olipa se kuinka syvällä tahansa
help-arg-candidates = Myös kunkin siirron ehdokassiirrot (sija, siirto, equity, ero parhaaseen, pelattu merkittynä), luettuna uudelleen ottelun tiedostosta: hitaampi (kirjasto ei säilytä ehdokkaita)
help-cmd-report = Kirjoita valinnasta itsenäinen HTML-raportti: luvut, histogrammi ja huonoimmat ratkaisut asemineen
help-arg-html = Kirjoitettava HTML-tiedosto (korvataan kokonaan tai jätetään ennalleen)
help-arg-report-limit = Kuinka monta huonointa ratkaisua näytetään asemineen
help-cmd-progress = Luvut otteluittain, kuukausittain, vuosittain tai turnauksittain aikajärjestyksessä: kehittyykö pelaaja? Kunkin rivin PR on sen oma Σ virhe / Σ ratkaisut; rivit summautuvat samalla suodattimella komennon `stats` luvuiksi. Päiväyksettömät ottelut muodostavat yhden rivin, "undated"
help-arg-player = Mikä tahansa pelaajan nimistä (aliakset lasketaan yhdistetyksi pelaajaksi)
help-arg-by = Yksi rivi ottelua, kuukautta, vuotta tai turnausta (event) kohden
help-arg-chart = Piirrä myös kehityskaavio (piste riviä kohden, liukuva PR, trendi, tasovyöhykkeet) tähän SVG-tiedostoon
help-arg-levels = Kaavion tasovyöhykkeet: xg, gnubg tai bmab (oletus: kirjaston omat, katso `levels`)
help-arg-window = Ratkaisut, jotka kaavion liukuva PR kattaa
help-cmd-breakdown = Missä virheet ovat: lasketut ratkaisut, virheet, möhläykset, virhe ja PR tuplaustoiminnon, pelivaiheen, tilanteen, ottelun pituuden tai pelisuunnitelman mukaan
help-cmd-breakdown-long =
    Missä virheet ovat: lasketut ratkaisut, virheet, möhläykset, virhe ja PR tuplaustoiminnon, pelivaiheen, tilanteen, ottelun pituuden tai pelisuunnitelman mukaan.

    cube-action: missed_double (ei tuplannut), wrong_double (tuplasi), wrong_take (otti), wrong_pass (hylkäsi): tuplausratkaisun laji; niiden virhe summautuu tuplausvirheeksi. phase (siirrot, siirtoa edeltävästä asemasta): bearoff = ei kontaktia ja kaikki siirtäjän nappulat kotona tai pois pelattuina; race = muuten ei kontaktia; opening = kontakti ja molempien pip-luku vähintään 145; middle = muuten kontakti; unknown = tiedostossa ei asemaa. Niiden virhe summautuu siirtovirheeksi. score: away-away pelaajan näkökulmasta ("2a-5a"), rahapeli erikseen. length: "1", "3", ..., "money". plan (siirrot, siirtoa edeltävästä asemasta, siirtäjän pelisuunnitelma sellaisena kuin searchin gt: sen luokittelee): race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact; unknown = tiedostossa ei asemaa. Niiden virhe summautuu siirtovirheeksi.
help-arg-breakdown-by = cube-action, phase, score, length tai plan
help-cmd-alias = Yksi ihminen monella nimellä: laske yhden nimen ottelut toisen pelaajan otteluiksi kaikissa näkymissä, suodattimissa ja vienneissä
help-cmd-alias-add = Laske nimen NAME ottelut pelaajan PLAYER otteluiksi (tallennetut ottelut pitävät nimensä)
help-arg-alias-add-player = Pelaaja, johon NAME yhdistetään (mikä tahansa sen nimistä)
help-cmd-alias-remove = Peru alias: nimen NAME ottelut ovat taas sen omia
help-cmd-alias-list = Luettele aliakset
help-cmd-levels = Näytä tai valitse kehityskaavion tasovyöhykkeet: xg (XG:n Performance Rating -taulukko, oletus), gnubg (gnuBG 1.08:n luokitukset) tai bmab (gnuBG:n kehitysluokitukset, kuten BMAB:n)
help-arg-scale = Valittava asteikko; ilman sitä näytetään kirjaston oma
help-cmd-search = Etsi ratkaisuja blunderDB:n hakusuodattimilla (`nc P<70`, `m"6/1*"`, `gt:back_game E>50`, katso docs/search.md), huonoimmat ensin, valinnan lukujen kanssa; `search save|list|remove|run` tallentavat hakuja nimellä
help-arg-query = Haku, esim. 'nc P<70' tai 'm"6/1*" E>20'
help-arg-search-player = Vain tämän pelaajan ratkaisut (aliakset lasketaan pelaajaksi)
help-arg-search-position = Liitetyssä asemassa tehdyt päätökset (XGID tai gnuBG:n Position ID, Match ID:n kanssa tai ilman): ensin samalla kuutiolla ja tilanteella, sitten vain samoilla nappuloilla
help-arg-after = Tätä ratkaisua seuraava sivu (edellisen sivun `next`)
help-cmd-search-save = Tallenna QUERY kirjastoon nimellä NAME (korvaa samannimisen haun)
help-cmd-search-list = Tallennetut haut
help-cmd-search-remove = Poista tallennettu haku NAME
help-cmd-search-run = Aja tallennettu haku NAME
help-cmd-match = Yksi ottelu: `match show ID` siirto siirrolta, `match export ID FILE`
help-cmd-match-show = Ottelun jokainen siirto ja tuplaustoiminto järjestyksessä, pakkosiirrot ja tanssit mukaan lukien: nopat, siirto, paras siirto, sen virhe ja merkintä sekä sitä edeltävä asema (gnuBG:n Position ID ja Match ID, XGID)
help-arg-id = Ottelun numero (`blunderdb matches`)
help-arg-game = Vain tämä peli (1 = ensimmäinen)
help-cmd-match-export = Kirjoita ottelu tiedostoksi, jonka muut ohjelmat tuovat
help-arg-format = mat: Jellyfish-pöytäkirja, jonka gnuBG ja XG tuovat
help-arg-file = Kirjoitettava tiedosto (korvataan kokonaan tai jätetään ennalleen)
help-cmd-engines = Näytä tai aseta, mikä analyysi lasketaan, kun ottelussa on useita: moottorien järjestys, esim. `--prefer xg,gnubg` (oletus: XG:n, sitten gnuBG:n syvin)
help-arg-prefer = Moottorit mieluisuusjärjestyksessä, esim. xg,gnubg
help-cmd-tag = Merkitse ratkaisuja tunnisteilla niiden viitteen (ref) avulla (komentojen decisions, search ja match show riveiltä): `tag add REF TAG...`, `tag remove REF TAG...`, `tag list`
help-cmd-tag-add = Merkitse ratkaisu (sen ref komentojen decisions, search tai match show riveiltä) sanoilla kuten #backgame tai timing
help-cmd-tag-remove = Poista tunnisteita ratkaisusta
help-cmd-tag-list = Jokainen käytössä oleva tunniste ja kuinka moni ratkaisu sitä kantaa
help-cmd-star = Merkitse ratkaisu tähdellä (sen ref)
help-cmd-unstar = Poista ratkaisun tähti (sen ref)
help-cmd-comment = Kommentoi ratkaisua (sen ref); tyhjä TEXT poistaa kommentin
help-cmd-collection = Nimettyjä, järjestettyjä ratkaisulistoja tai hakua seuraavia eläviä listoja: new, add, remove, delete, show, export (HTML-asemat, XGID:t tai Anki-paketti), list
help-cmd-collection-new = Luo kokoelma: tyhjä tai elävä (sen ratkaisut ovat ne, jotka haku löytää, mitä kirjastossa silloin onkin)
help-arg-collection-new-search = Haku, jota elävä kokoelma seuraa, esim. 'gt:back_game E>50'
help-cmd-collection-add = Lisää ratkaisuja (ref:n mukaan) kokoelman loppuun
help-cmd-collection-remove = Poista ratkaisuja (ref:n mukaan) kokoelmasta
help-cmd-collection-delete = Poista kokoelma; sen ratkaisut, niiden merkinnät ja kortit säilyvät
help-cmd-collection-show = Kokoelman ratkaisut, kuten decisions ne luettelee
help-cmd-collection-export = Kirjoita kokoelma HTML-raportin asemina, sen XGID:inä yksi riville tai Anki-pakettina (kukin tiedosto korvataan kokonaan tai jätetään ennalleen)
help-arg-collection-export-format = Miksi FILE kirjoitetaan: apkg (Anki-paketti, kortti ratkaisua kohden), html tai xgid
help-arg-collection-export-file = Kirjoitettava tiedosto, --format-valinnan jälkeen
help-cmd-collection-list = Kokoelmat
help-cmd-train = Harjoittelu välein toistaen (FSRS): erääntyneet kortit, ja yhteen vastaaminen kuin pöydän ääressä
help-cmd-train-due = Nyt erääntyneet kortit (kaikki tähän asti luodut tai yhden pakan), sekä mitattu muistamisaste tavoitteeseen verrattuna. Pakan ratkaisut, joilla ei ole korttia, saavat omansa (tuplaus ja sen vastaus ovat kaksi korttia)
help-arg-collection = Kokoelman ratkaisut
help-arg-search = Ratkaisut, jotka haku löytää
help-arg-starred = Tähdellä merkityt ratkaisut
help-cmd-train-answer = Vastaa korttiin CARD: siirto kuten 13/7 8/7 (lainausmerkeissä tai ilman), tai double, no_double, take tai pass. Arvioidaan lasketun analyysin mukaan ja ajoitetaan FSRS:llä
help-cmd-thresholds = Näytä tai aseta virhe- ja möhläysrajat (EMG)

## Clapin sanat

help-clap-usage = Käyttö:
help-clap-commands = Komennot:
help-clap-arguments = Argumentit:
help-clap-options = Valitsimet:
help-clap-options-tag = [VALITSIMET]
help-clap-command-name = KOMENTO
help-clap-print-help = Näytä ohje
help-clap-print-help-more = Näytä ohje (lisää valitsimella '--help')
help-clap-print-help-summary = Näytä ohje (tiivistelmä valitsimella '-h')
help-clap-print-version = Näytä versio
help-clap-help-command = Näytä tämä viesti tai annettujen alikomentojen ohje
help-clap-help-subcommands = Näytä alikomentojen ohje
help-clap-env = [ympäristömuuttuja: { $var }]
help-clap-default = [oletus: { $value }]
help-clap-possible = [mahdolliset arvot: { $values }]

## Käyttövirheet (paluukoodi 2)

help-err-label = virhe:
help-err-tip = vinkki:
help-err-more = Lisätietoja: '{ $flag }'.
help-err-unknown-argument = odottamaton argumentti: '{ $arg }'
help-err-unknown-subcommand = tuntematon alikomento: '{ $subcommand }'
help-err-missing-value = arvo puuttuu: '{ $arg }' tarvitsee arvon
help-err-invalid-value = virheellinen arvo '{ $value }' valitsimelle: '{ $arg }'
help-err-invalid-value-because = virheellinen arvo '{ $value }' valitsimelle: '{ $arg }': { $reason }
help-err-missing-required = nämä pakolliset argumentit puuttuvat:
help-err-missing-subcommand = alikomento puuttuu: '{ $command }' tarvitsee alikomennon
help-err-subcommands = [alikomennot: { $values }]
help-err-used-twice = argumentin voi antaa vain kerran: '{ $arg }'
help-err-argument-conflict = argumentteja ei voi käyttää yhdessä: '{ $arg }' ja '{ $other }'
help-err-argument-conflict-list = argumenttia '{ $arg }' ei voi käyttää näiden kanssa:
help-err-argument-conflict-any = argumenttia '{ $arg }' ei voi käyttää yhden tai useamman muun annetun argumentin kanssa
help-err-subcommand-conflict = alikomentoa ja argumenttia ei voi käyttää yhdessä: '{ $arg }' ja '{ $other }'
help-err-subcommand-conflict-list = alikomentoa '{ $arg }' ei voi käyttää näiden kanssa:
help-err-subcommand-conflict-any = alikomentoa '{ $arg }' ei voi käyttää yhden tai useamman muun annetun argumentin kanssa
help-err-too-many-values = odottamaton arvo '{ $value }' valitsimelle: '{ $arg }'; enempää ei odotettu
help-err-value-count = '{ $arg }' ottaa arvoja: { $expected }; annettu: { $actual }
help-err-no-equals = yhtäsuuruusmerkki tarvitaan arvon antamiseen: '{ $arg }'
help-err-invalid-utf8 = virheellistä UTF-8:aa yhdessä tai useammassa argumentissa
help-err-generic = komentoriviä ei voitu lukea
help-err-not-whole-number = ei kokonaisluku
help-err-not-a-number = ei luku
help-err-number-too-large = luku on liian suuri
help-err-number-too-small = luku on liian pieni
help-err-out-of-range = { $value } ei ole välillä { $min }–{ $max }
help-err-below-minimum = { $value } on pienempi kuin { $min }
help-err-similar-subcommand = { $count ->
    [one] samankaltainen alikomento on olemassa: { $names }
   *[other] samankaltaisia alikomentoja on olemassa: { $names }
}
help-err-similar-argument = { $count ->
    [one] samankaltainen argumentti on olemassa: { $names }
   *[other] samankaltaisia argumentteja on olemassa: { $names }
}
help-err-similar-value = { $count ->
    [one] samankaltainen arvo on olemassa: { $names }
   *[other] samankaltaisia arvoja on olemassa: { $names }
}
help-err-tip-as-value = arvona välitettäväksi '{ $arg }': käytä muotoa '{ $with }'
help-err-tip-exists = on olemassa: '{ $name }'
help-err-tip-remove-dashes = alikomento on olemassa: '{ $subcommand }'; käyttääksesi sitä poista sen edestä '--'
