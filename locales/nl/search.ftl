# blunderDB — de zoektaal (`blunderdb search ZOEKOPDRACHT`, het zoekveld
# van het tabblad Posities): haar fouten. Engels is de bron en de
# terugvaltaal.
#
# Choices (for reviewers):
# - The filters' names (nc, P, k, bo, ph:, gt:, XGID…), the words of their
#   closed lists (race, holding, take, money…) and the examples are the
#   query language itself: they stay as they are.
# - "cube" (cube), "worp" (roll), "dobbelstenen" (dice), as in cli.ftl.

## Fouten in een zoekopdracht

search-query-at = in de zoekopdracht, "{ $token }" (teken { $position }): { $what }
search-query-unknown = onbekend filter "{ $name }"; de filters zijn { $filters }, elk ontkend met een x of ! ervoor
search-query-unsupported = "{ $name }" is een filter van blunderDB op gegevens die deze bibliotheek niet bewaart (equity's, kansen, vlaggen van XG, herkomst van commentaar, blunderDB's eigen id's en datums). Woorden uit commentaar zoek je met t"woord"
search-query-missing-value = "{ $name }" heeft een waarde nodig, bijvoorbeeld { $example }
search-query-no-value = "{ $name }" neemt geen waarde
search-query-bad-count = "{ $value }" is geen geheel getal van nul of meer
search-query-bad-whole = "{ $value }" is geen geheel getal
search-query-bad-number = "{ $value }" is geen getal van nul of meer
search-query-empty-range = het bereik van { $from } tot { $to } is leeg: het eindigt voordat het begint
search-query-unclosed-quote = een aanhalingsteken wordt geopend en nooit gesloten
search-query-bad-choice = "{ $value }" is niet een van { $choices }
search-query-bad-dice = "{ $value }" is geen worp: een of twee dobbelstenen van 1 tot 6, bijvoorbeeld D31 of D6
search-query-bad-score = "{ $value }" is geen stand: de punten die nog ontbreken, die van wie beslist eerst, bijvoorbeeld score:2a4a, of score:money
search-query-bad-date = "{ $value }" is geen datum: een jaar, een maand of een dag, bijvoorbeeld 2024, 2024-06 of 2024-06-15
search-query-bad-position = "{ $value }" is geen XGID
search-query-needs-position = "{ $name }" zonder waarde leest de positie die de zoekopdracht geeft (een XGID), en die is er niet, of heeft geen worp; schrijf in plaats daarvan de waarde, bijvoorbeeld { $example }
search-query-negation-alone = na een ontkenning (x of !) moet een filter volgen, zoals in xD65
search-query-cannot-negate = "{ $name }" kiest de matches waarin gezocht wordt, zoals de opties van het commando: het kan niet ontkend worden
search-query-repeated = "{ $name }" is twee keer gegeven
search-query-bad-pattern = "{ $name }" heeft een lijst tussen aanhalingstekens nodig: zetten, zoals m"6/1*", of cube-acties, zoals m'ND,DT,DP'
search-query-mixed-pattern = de lijst mengt zetten en cube-acties; een beslissing is het een of het ander

## Een geplakte stelling

paste-empty = niets te lezen: plak een XGID (XGID=…) of een gnuBG Position ID, met of zonder Match ID
paste-position-id = de Position ID moet 14 base64-tekens lang zijn, niet "{ $value }"
paste-position-id-board = de Position ID "{ $value }" beschrijft geen bord: meer dan 15 schijven aan één kant, of te weinig punten
paste-match-id = de Match ID moet 12 base64-tekens lang zijn, niet "{ $value }"
paste-match-id-field = de Match ID "{ $value }": het veld { $field } valt buiten het bereik
paste-xgid-fields = XGID: { $count } velden gescheiden door dubbele punten, terwijl er 9 of 10 nodig zijn
paste-xgid-position = XGID: het positieveld moet 26 tekens uit - a-o A-O tellen, niet "{ $value }"
paste-xgid-checkers = XGID: de positie "{ $value }" heeft meer dan 15 schijven aan één kant
paste-xgid-field = XGID: het veld { $field } "{ $value }" is geen geldig getal
