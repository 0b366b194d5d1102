# blunderDB — hakukieli (`blunderdb search KYSELY`, Asemat-välilehden
# hakukenttä): sen virheet. Englanti on lähde ja varakieli.
#
# Choices (for reviewers):
# - The filters' names (nc, P, k, bo, ph:, gt:, XGID…), the words of their
#   closed lists (race, holding, take, money…) and the examples are the
#   query language itself: they stay as they are.
# - "tuplaus" (cube decisions), "heitto" (roll), "noppa" (die), as in cli.ftl.

## Kyselyn virheet

search-query-at = kyselyssä "{ $token }" (merkki { $position }): { $what }
search-query-unknown = tuntematon suodatin "{ $name }"; suodattimet ovat { $filters }, ja kunkin kieltää eteen kirjoitettu x tai !
search-query-unsupported = "{ $name }" on blunderDB:n suodatin tiedoille, joita tämä kirjasto ei säilytä (equityt, todennäköisyydet, XG:n liput, kommenttien alkuperä, blunderDB:n omat tunnisteet ja päivämäärät). Kommenttien sanoja haetaan t"sana"
search-query-missing-value = "{ $name }" tarvitsee arvon, esimerkiksi { $example }
search-query-no-value = "{ $name }" ei ota arvoa
search-query-bad-count = "{ $value }" ei ole kokonaisluku, joka on nolla tai suurempi
search-query-bad-whole = "{ $value }" ei ole kokonaisluku
search-query-bad-number = "{ $value }" ei ole luku, joka on nolla tai suurempi
search-query-empty-range = väli { $from }–{ $to } on tyhjä: se päättyy ennen kuin alkaa
search-query-unclosed-quote = lainausmerkki avataan eikä sitä koskaan suljeta
search-query-bad-choice = "{ $value }" ei ole mikään näistä: { $choices }
search-query-bad-dice = "{ $value }" ei ole heitto: yksi tai kaksi noppaa väliltä 1–6, esimerkiksi D31 tai D6
search-query-bad-score = "{ $value }" ei ole tilanne: puuttuvat pisteet, päättäjän ensin, esimerkiksi score:2a4a, tai score:money
search-query-bad-date = "{ $value }" ei ole päivämäärä: vuosi, kuukausi tai päivä, esimerkiksi 2024, 2024-06 tai 2024-06-15
search-query-bad-position = "{ $value }" ei ole XGID
search-query-needs-position = "{ $name }" ilman arvoa lukee kyselyssä annetun aseman (XGID), eikä sellaista ole tai siinä ei ole heittoa; kirjoita arvo sen sijaan, esimerkiksi { $example }
search-query-negation-alone = kiellon (x tai !) jälkeen on tultava suodatin, kuten xD65
search-query-cannot-negate = "{ $name }" valitsee haettavat ottelut kuten komennon valitsimet: sitä ei voi kieltää
search-query-repeated = "{ $name }" on annettu kahdesti
search-query-bad-pattern = "{ $name }" tarvitsee luettelon lainausmerkeissä: siirtoja, kuten m"6/1*", tai tuplausratkaisuja, kuten m'ND,DT,DP'
search-query-mixed-pattern = luettelo sekoittaa siirtoja ja tuplausratkaisuja; päätös on jompikumpi

## Liitetty asema

paste-empty = ei mitään luettavaa: liitä XGID (XGID=…) tai gnuBG:n Position ID, Match ID:n kanssa tai ilman
paste-position-id = Position ID:n on oltava 14 base64-merkkiä, ei "{ $value }"
paste-position-id-board = Position ID "{ $value }" ei kuvaa lautaa: yli 15 nappulaa yhdellä puolella tai liian vähän pisteitä
paste-match-id = Match ID:n on oltava 12 base64-merkkiä, ei "{ $value }"
paste-match-id-field = Match ID "{ $value }": sen kenttä { $field } on sallitun alueen ulkopuolella
paste-xgid-fields = XGID: { $count } kaksoispisteillä erotettua kenttää, kun tarvitaan 9 tai 10
paste-xgid-position = XGID: asemakentän on oltava 26 merkkiä joukosta - a-o A-O, ei "{ $value }"
paste-xgid-checkers = XGID: asemassa "{ $value }" on yli 15 nappulaa yhdellä puolella
paste-xgid-field = XGID: kenttä { $field } "{ $value }" ei ole kelvollinen luku
