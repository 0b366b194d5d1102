# blunderDB — il linguaggio delle ricerche (`blunderdb search QUERY`, la
# casella di ricerca della scheda Posizioni): i suoi errori. L'inglese è la
# fonte e la lingua di riserva.
#
# Choices (for reviewers):
# - The filters' names (nc, P, k, bo, ph:, gt:, XGID…), the words of their
#   closed lists (race, holding, take, money…) and the examples are the
#   query language itself: they stay as they are.
# - "cubo" (cube), "tiro" (roll), "dadi" (dice), as in cli.ftl.

## Errori di una ricerca

search-query-at = nella ricerca, "{ $token }" (carattere { $position }): { $what }
search-query-unknown = filtro sconosciuto "{ $name }"; i filtri sono { $filters }, ciascuno negato da una x o un ! davanti
search-query-unsupported = "{ $name }" è un filtro di blunderDB su ciò che questa libreria non conserva (equity, probabilità, flag di XG, origine dei commenti, identificativi e date propri di blunderDB). Le parole di un commento si cercano con t"parola"
search-query-missing-value = "{ $name }" richiede un valore, per esempio { $example }
search-query-no-value = "{ $name }" non accetta valori
search-query-bad-count = "{ $value }" non è un numero intero maggiore o uguale a zero
search-query-bad-whole = "{ $value }" non è un numero intero
search-query-bad-number = "{ $value }" non è un numero maggiore o uguale a zero
search-query-empty-range = l'intervallo da { $from } a { $to } è vuoto: finisce prima di cominciare
search-query-unclosed-quote = una virgoletta è aperta e mai chiusa
search-query-bad-choice = "{ $value }" non è uno tra { $choices }
search-query-bad-dice = "{ $value }" non è un tiro: uno o due dadi da 1 a 6, per esempio D31 o D6
search-query-bad-score = "{ $value }" non è un punteggio: i punti mancanti, prima quelli di chi decide, per esempio score:2a4a, oppure score:money
search-query-bad-date = "{ $value }" non è una data: un anno, un mese o un giorno, per esempio 2024, 2024-06 o 2024-06-15
search-query-bad-position = "{ $value }" non è un XGID
search-query-needs-position = "{ $name }" senza valore legge la posizione data nella ricerca (un XGID), e non ce n'è, oppure non ha un tiro; scrivete invece il valore, per esempio { $example }
search-query-negation-alone = una negazione (x o !) deve essere seguita da un filtro, come in xD65
search-query-cannot-negate = "{ $name }" sceglie i match in cui cercare, come le opzioni del comando: non può essere negato
search-query-repeated = "{ $name }" è dato due volte
search-query-bad-pattern = "{ $name }" richiede un elenco tra virgolette: mosse, come m"6/1*", o azioni del cubo, come m'ND,DT,DP'
search-query-mixed-pattern = l'elenco mescola mosse e azioni del cubo; una decisione è l'una o l'altra

## Una posizione incollata

paste-empty = niente da leggere: incolla un XGID (XGID=…) o un Position ID di gnuBG, con o senza il suo Match ID
paste-position-id = il Position ID deve avere 14 caratteri base64, non "{ $value }"
paste-position-id-board = il Position ID "{ $value }" non descrive alcuna tavola: più di 15 pedine per lato, o troppo pochi punti
paste-match-id = il Match ID deve avere 12 caratteri base64, non "{ $value }"
paste-match-id-field = il Match ID "{ $value }": il suo campo { $field } è fuori intervallo
paste-xgid-fields = XGID: { $count } campi separati da due punti, ne servono 9 o 10
paste-xgid-position = XGID: il campo posizione deve avere 26 caratteri tra - a-o A-O, non "{ $value }"
paste-xgid-checkers = XGID: la posizione "{ $value }" ha più di 15 pedine per lato
paste-xgid-field = XGID: il campo { $field } "{ $value }" non è un numero valido
