# blunderDB — de hulp van de opdrachtregel (`blunderdb --help`, `-h`,
# `blunderdb help OPDRACHT`) en de gebruiksfouten van clap.
# Engels (locales/en/help.ftl, uit de commentaren van src/cli/args.rs) is
# de bron en de terugval.
#
# Gekozen termen (for reviewers):
# - As in common.ftl and cli.ftl: «blunder», «cube», Double / Take / Pass
#   in English, «zet» / «zetten», «Money», «match», «analyse»; PR, MWC,
#   EMG, XGID, Position ID and Match ID as they are.
# - Option names, values, placeholders (<FILE>, <PLAYER>), commands and
#   file formats stay as typed.

## Opdrachten en opties

help-cmd = Een lokale bibliotheek van backgammonmatches en de statistieken die XG en gnuBG ervan geven
help-arg-db = Het bibliotheekbestand (standaard: de gegevensmap van het platform, bv. ~/.local/share/blunderdb/library.db)
help-arg-lang = De taal van de tekstuitvoer en de meldingen: en, fr, de, it, es, fi, ja, el, ru, pt of nl (standaard: de locale, bv. LANG). JSON en CSV zijn in elke taal gelijk
help-arg-engine = De cijfers van de analyses van één engine (xg of gnubg), over de matches die er een hebben, in plaats van de analyse die elke match telt; voor stats, players, progress, breakdown, decisions en report
help-arg-server = Een clubserver (http://HOST:POORT) in plaats van de lokale bibliotheek, voor import, analyse, worker en de leesopdrachten; het token wordt gelezen uit BLUNDERDB_TOKEN (docs/server.md)
help-cmd-serve = Clubbibliotheken via HTTP/JSON vanuit PostgreSQL aanbieden (docs/server.md)
help-arg-pg = De PostgreSQL-database (postgresql://GEBRUIKER@HOST:POORT/DB)
help-arg-listen = Het adres waarop geluisterd wordt
help-arg-cache = De map van de leesmodellen van de clubs (opnieuw opgebouwd vanuit PostgreSQL als ze ontbreken; standaard: de cachemap van het platform)
help-arg-max_upload = Het grootste aanvaarde bestand, in bytes (grotere uploads krijgen 413)
help-cmd-server = De database van een clubserver inrichten: init, club add, token add/revoke
help-cmd-server-init = De migraties van de server op de database toepassen
help-cmd-server-club = Clubs
help-cmd-server-club-add = Een club aanmaken en zijn eerste beheerderstoken tonen (één keer getoond)
help-cmd-server-token = Tokens
help-cmd-server-token-add = Een token aanmaken en tonen (één keer getoond; alleen de hash wordt bewaard)
help-arg-role = reader, uploader, admin of worker
help-arg-name = Wie of wat het heeft
help-cmd-server-token-revoke = Token ID intrekken: het opent vanaf nu niets meer
help-cmd-worker = De matches in de wachtrij van een club met gnuBG op deze machine analyseren (met --server, een worker-token in BLUNDERDB_TOKEN)
help-cmd-web = Serveer de pagina van het venster aan een browser over de bibliotheek (toont een adres met een eenmalig token)
help-arg-open = Open de pagina in de browser van het systeem
help-arg-web = Serveer ook de pagina van het venster: leden melden zich aan met hun token en lezen hun club in een browser
help-arg-jobs = gnuBG-processen tegelijk (standaard: het aantal kernen)
help-arg-gnubg = Het gnuBG-programma (standaard: BLUNDERDB_GNUBG, dan gnubg in het PATH, dan /usr/games/gnubg)
help-arg-until_idle = Stoppen als de wachtrij leeg is in plaats van op meer te wachten
help-cmd-import = Matchbestanden en -mappen importeren (.sgf, .mat/.txt, .xg; recursief)
help-cmd-matches = De matches in de bibliotheek tonen met de cijfers van beide spelers
help-cmd-stats = Cijfers over de bibliotheek, of over de matches van één speler
help-arg-from = Alleen matches gespeeld op of na deze datum (JJJJ-MM-DD)
help-arg-to = Alleen matches gespeeld op of voor deze datum (JJJJ-MM-DD)
help-arg-length = Alleen matches van deze lengte in punten (0 = moneysessies)
help-arg-kind = Welke beslissingen de foutcijfers omvatten
help-cmd-players = Eén rij per speler
help-cmd-analyse = De matches zonder analyse met GNU Backgammon analyseren, op alle kernen; de bibliotheek bewaart de eigen analyse van gnuBG
help-arg-analyse-plies = De evaluatiediepte van gnuBG, voor zetten en cubebeslissingen: 0 is een snelle doorgang, 2 het gewone niveau van gnuBG
help-arg-analyse-player = Alleen de matches van deze speler
help-arg-redo = Matches die al een analyse hebben opnieuw analyseren (gnuBG-bestanden en eerdere runs; de analyses van XG blijven)
help-arg-timeout = Seconden die één match mag duren voordat zijn gnuBG wordt gestopt (standaard: 300 bij 0-ply, 900 bij 1-ply, 3600 bij 2-ply)
help-cmd-watch = Een map in de gaten houden (de opslagmap van XG of gnuBG, een downloadmap): de matchbestanden die erin verschijnen importeren zodra ze niet meer groeien, elk één keer, tot Ctrl-C. De app houdt ook de map van de bibliotheek in de gaten
help-arg-folder = De map (standaard: de bewaakte map van de bibliotheek, ingesteld in de Instellingen van de app of met --save)
help-arg-save = FOLDER onthouden als de bewaakte map van de bibliotheek
help-arg-analyse = Ook de nieuwe matches zonder analyse door gnuBG laten analyseren
help-arg-plies = De diepte van gnuBG voor --analyse (0 is snel, 2 het gewone niveau van gnuBG)
help-arg-watch-gnubg = Het gnuBG-programma voor --analyse
help-arg-settle = Seconden dat een bestand onveranderd moet blijven voordat het wordt geïmporteerd
help-arg-once = Importeren wat nu klaar is en stoppen (voor een geplande taak)
help-cmd-decisions = De beslissingen achter de cijfers, de slechtste eerst: een staaf van het histogram, de fouten of blunders, een soort beslissing; elk met de Position ID en Match ID van gnuBG en de XGID
help-arg-min_error = Alleen fouten van minstens zoveel EMG (zoals de drempels: inclusief)
help-arg-decision_kind = Alleen deze soort beslissing (double = double of geen double)
help-arg-bucket = Alleen de beslissingen van deze staaf van het fouthistogram (0 = 0–5 millipunten … 5 = 100+), precies die welke `stats` erin telt
help-arg-breakdown = Alleen de beslissingen van één cel van `breakdown`, precies die welke haar rij telt: DIM=KEY, bv. cube-action=wrong_take, phase=race, score=3a-5a, length=7 (of length=money), plan=back_game
help-arg-limit = Beslissingen per pagina
help-arg-offset = Over te slaan beslissingen (het begin van de pagina)
help-arg-decisions-after = De pagina na deze beslissing: ERROR,MATCH,GAME,SEQ van de laatste rij van de vorige pagina (`next` in de JSON-uitvoer). Leest alleen de pagina, hoe diep ook
help-arg-candidates = Ook de kandidaatzetten van elke zet (rang, zet, equity, verschil met de beste, de gespeelde gemarkeerd), opnieuw gelezen uit het bestand van zijn match: trager (de bibliotheek bewaart geen kandidaten)
help-cmd-report = Een op zichzelf staand HTML-rapport van een selectie schrijven: de cijfers, het histogram en de slechtste beslissingen met hun posities
help-arg-html = Het te schrijven HTML-bestand (helemaal vervangen, of gelaten zoals het was)
help-arg-report-limit = Hoeveel van de slechtste beslissingen met hun posities te tonen
help-cmd-progress = Cijfers per match, maand, jaar of toernooi, in tijdsvolgorde: wordt de speler beter? De PR van elke rij is haar eigen Σ fout / Σ beslissingen; de rijen tellen op tot `stats` voor hetzelfde filter. Matches zonder datum vormen één rij, "undated"
help-arg-player = Een van de namen van een speler (aliassen tellen als de samengevoegde speler)
help-arg-by = Eén rij per match, maand, jaar of toernooi (event)
help-arg-chart = Ook de voortgangsgrafiek (een punt per rij, voortschrijdende PR, trend, niveaubanden) in dit SVG-bestand tekenen
help-arg-levels = De niveaubanden van de grafiek: xg, gnubg of bmab (standaard: die van de bibliotheek, zie `levels`)
help-arg-window = Beslissingen die de voortschrijdende PR van de grafiek omvat
help-cmd-breakdown = Waar de fouten zitten: getelde beslissingen, fouten, blunders, fout en PR per cube-actie, spelfase, stand, matchlengte of spelplan
help-cmd-breakdown-long =
    Waar de fouten zitten: getelde beslissingen, fouten, blunders, fout en PR per cube-actie, spelfase, stand, matchlengte of spelplan.

    cube-action: missed_double (niet gedubbeld), wrong_double (gedubbeld), wrong_take (genomen), wrong_pass (gepast): de soort cubebeslissing; hun fout telt op tot de cubefout. phase (zetten, naar de positie voor de zet): bearoff = geen contact en alle stenen van wie zet thuis of afgespeeld; race = anders geen contact; opening = contact en beide pipcounts minstens 145; middle = anders contact; unknown = geen positie in het bestand. Hun fout telt op tot de zetfout. score: away-away vanuit de speler ("2a-5a"), Money apart. length: "1", "3", ..., "money". plan (zetten, naar de positie voor de zet, het spelplan van wie zet zoals gt: van search het indeelt): race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact; unknown = geen positie in het bestand. Hun fout telt op tot de zetfout.
help-arg-breakdown-by = cube-action, phase, score, length of plan
help-cmd-alias = Eén persoon onder meerdere namen: de matches van een naam tellen als die van een andere speler, in elke weergave, elk filter en elke export
help-cmd-alias-add = De matches van NAME tellen als die van PLAYER (opgeslagen matches houden hun namen)
help-arg-alias-add-player = De speler waarin NAME wordt samengevoegd (een van zijn namen)
help-cmd-alias-remove = Een alias ongedaan maken: de matches van NAME zijn weer van NAME zelf
help-cmd-alias-list = De aliassen tonen
help-cmd-levels = De niveaubanden van de voortgangsgrafiek tonen of kiezen: xg (de Performance Rating-tabel van XG, standaard), gnubg (de ratings van gnuBG 1.08) of bmab (de ontwikkelratings van gnuBG, zoals die van de BMAB)
help-arg-scale = De te kiezen schaal; zonder wordt die van de bibliotheek getoond
help-cmd-search = Beslissingen vinden met de zoekfilters van blunderDB (`nc P<70`, `m"6/1*"`, `gt:back_game E>50`, zie docs/search.md), de slechtste eerst, met de cijfers van de selectie; `search save|list|remove|run` bewaren zoekopdrachten onder een naam
help-arg-query = De zoekopdracht, bv. 'nc P<70' of 'm"6/1*" E>20'
help-arg-search-player = Alleen de beslissingen van deze speler (aliassen tellen als de speler)
help-arg-search-position = De beslissingen in een geplakte stelling (een XGID, of een gnuBG Position ID met of zonder Match ID): die met dezelfde kubus en stand, dan die met alleen dezelfde schijven
help-arg-after = De pagina na deze beslissing (de `next` van de vorige pagina)
help-cmd-search-save = QUERY onder NAME in de bibliotheek bewaren (vervangt een zoekopdracht met die naam)
help-cmd-search-list = De bewaarde zoekopdrachten
help-cmd-search-remove = De bewaarde zoekopdracht NAME verwijderen
help-cmd-search-run = De bewaarde zoekopdracht NAME uitvoeren
help-cmd-match = Eén match: `match show ID` zet voor zet, `match export ID FILE`
help-cmd-match-show = Elke zet en cube-actie van een match, op volgorde, gedwongen zetten en dansen inbegrepen: stenen, de zet, de beste zet, zijn fout en markering, en de positie ervoor (Position ID en Match ID van gnuBG, XGID)
help-arg-id = Het nummer van de match (`blunderdb matches`)
help-arg-game = Alleen deze partij (1 = de eerste)
help-cmd-match-export = Een match schrijven als een bestand dat andere programma's importeren
help-arg-format = mat: een Jellyfish-transcript, dat gnuBG en XG importeren
help-arg-file = Het te schrijven bestand (helemaal vervangen, of gelaten zoals het was)
help-cmd-engines = Tonen of instellen welke analyse telt als een match er meerdere heeft: een volgorde van engines, bv. `--prefer xg,gnubg` (standaard: die van XG, dan de diepste van gnuBG)
help-arg-prefer = De engines in volgorde van voorkeur, bv. xg,gnubg
help-cmd-tag = Beslissingen taggen via hun ref (uit de rijen van decisions, search en match show): `tag add REF TAG...`, `tag remove REF TAG...`, `tag list`
help-cmd-tag-add = Een beslissing (haar ref, uit de rijen van decisions, search of match show) taggen met woorden als #backgame of timing
help-cmd-tag-remove = Tags van een beslissing halen
help-cmd-tag-list = Elke gebruikte tag, met hoeveel beslissingen hem dragen
help-cmd-star = Een beslissing een ster geven (haar ref)
help-cmd-unstar = De ster van een beslissing halen (haar ref)
help-cmd-comment = Commentaar bij een beslissing zetten (haar ref); een lege TEXT verwijdert het commentaar
help-cmd-collection = Benoemde, geordende lijsten van beslissingen, of levende die een zoekopdracht volgen: new, add, remove, delete, show, export (HTML-posities, XGID's of een Anki-pakket), list
help-cmd-collection-new = Een collectie aanmaken: leeg, of levend (haar beslissingen zijn die welke de zoekopdracht vindt, wat de bibliotheek dan ook bevat)
help-arg-collection-new-search = De zoekopdracht die een levende collectie volgt, bv. 'gt:back_game E>50'
help-cmd-collection-add = Beslissingen (per ref) aan het eind van een collectie toevoegen
help-cmd-collection-remove = Beslissingen (per ref) uit een collectie halen
help-cmd-collection-delete = Een verzameling verwijderen; haar beslissingen, hun markeringen en kaarten blijven
help-cmd-collection-show = De beslissingen van een collectie, zoals decisions ze toont
help-cmd-collection-export = Een collectie schrijven als de posities van het HTML-rapport, als haar XGID's één per regel, of als Anki-pakket (elk bestand helemaal vervangen, of gelaten zoals het was)
help-arg-collection-export-format = Als wat FILE geschreven wordt: apkg (een Anki-pakket, een kaart per beslissing), html of xgid
help-arg-collection-export-file = Het te schrijven bestand, na --format
help-cmd-collection-list = De collecties
help-cmd-train = Training met gespreide herhaling (FSRS): de kaarten die aan de beurt zijn, en er één beantwoorden zoals aan het bord
help-cmd-train-due = De kaarten die nu aan de beurt zijn (alle tot nu toe gemaakte, of die van één stapel), met de gemeten retentie tegenover de beoogde. Beslissingen van een stapel zonder kaart krijgen de hunne (een double en het antwoord erop zijn twee kaarten)
help-arg-collection = De beslissingen van een collectie
help-arg-search = De beslissingen die een zoekopdracht vindt
help-arg-starred = De beslissingen met een ster
help-cmd-train-answer = Kaart CARD beantwoorden: een zet zoals 13/7 8/7 (tussen aanhalingstekens of niet), of double, no_double, take of pass. Beoordeeld naar de getelde analyse en ingepland door FSRS
help-cmd-thresholds = De fout- en blunderdrempels (EMG) tonen of instellen

## De woorden van clap

help-clap-usage = Gebruik:
help-clap-commands = Opdrachten:
help-clap-arguments = Argumenten:
help-clap-options = Opties:
help-clap-options-tag = [OPTIES]
help-clap-command-name = OPDRACHT
help-clap-print-help = Hulp tonen
help-clap-print-help-more = Hulp tonen (meer met '--help')
help-clap-print-help-summary = Hulp tonen (een overzicht met '-h')
help-clap-print-version = Versie tonen
help-clap-help-command = Dit bericht of de hulp van de gegeven subopdrachten tonen
help-clap-help-subcommands = De hulp van de subopdrachten tonen
help-clap-env = [omgevingsvariabele: { $var }]
help-clap-default = [standaard: { $value }]
help-clap-possible = [mogelijke waarden: { $values }]

## Gebruiksfouten (afsluitcode 2)

help-err-label = fout:
help-err-tip = tip:
help-err-more = Probeer '{ $flag }' voor meer informatie.
help-err-unknown-argument = onverwacht argument '{ $arg }'
help-err-unknown-subcommand = onbekende subopdracht '{ $subcommand }'
help-err-missing-value = '{ $arg }' heeft een waarde nodig, maar er is geen gegeven
help-err-invalid-value = ongeldige waarde '{ $value }' voor '{ $arg }'
help-err-invalid-value-because = ongeldige waarde '{ $value }' voor '{ $arg }': { $reason }
help-err-missing-required = deze verplichte argumenten ontbreken:
help-err-missing-subcommand = '{ $command }' heeft een subopdracht nodig, maar er is geen gegeven
help-err-subcommands = [subopdrachten: { $values }]
help-err-used-twice = het argument '{ $arg }' kan niet meerdere keren gebruikt worden
help-err-argument-conflict = het argument '{ $arg }' kan niet samen met '{ $other }' gebruikt worden
help-err-argument-conflict-list = het argument '{ $arg }' kan niet samen gebruikt worden met:
help-err-argument-conflict-any = het argument '{ $arg }' kan niet samen met een of meer van de andere gegeven argumenten gebruikt worden
help-err-subcommand-conflict = de subopdracht '{ $arg }' kan niet samen met '{ $other }' gebruikt worden
help-err-subcommand-conflict-list = de subopdracht '{ $arg }' kan niet samen gebruikt worden met:
help-err-subcommand-conflict-any = de subopdracht '{ $arg }' kan niet samen met een of meer van de andere gegeven argumenten gebruikt worden
help-err-too-many-values = onverwachte waarde '{ $value }' voor '{ $arg }'; er werden er niet meer verwacht
help-err-value-count = '{ $arg }' neemt { $expected } waarden; { $actual } gegeven
help-err-no-equals = een isgelijkteken is nodig om '{ $arg }' een waarde te geven
help-err-invalid-utf8 = ongeldige UTF-8 in een of meer argumenten
help-err-generic = de opdrachtregel kon niet gelezen worden
help-err-not-whole-number = geen geheel getal
help-err-not-a-number = geen getal
help-err-number-too-large = getal te groot
help-err-number-too-small = getal te klein
help-err-out-of-range = { $value } ligt niet tussen { $min } en { $max }
help-err-below-minimum = { $value } is kleiner dan { $min }
help-err-similar-subcommand = { $count ->
    [one] er bestaat een vergelijkbare subopdracht: { $names }
   *[other] er bestaan vergelijkbare subopdrachten: { $names }
}
help-err-similar-argument = { $count ->
    [one] er bestaat een vergelijkbaar argument: { $names }
   *[other] er bestaan vergelijkbare argumenten: { $names }
}
help-err-similar-value = { $count ->
    [one] er bestaat een vergelijkbare waarde: { $names }
   *[other] er bestaan vergelijkbare waarden: { $names }
}
help-err-tip-as-value = om '{ $arg }' als waarde door te geven, gebruik '{ $with }'
help-err-tip-exists = '{ $name }' bestaat
help-err-tip-remove-dashes = de subopdracht '{ $subcommand }' bestaat; haal de '--' ervoor weg om haar te gebruiken
