# blunderDB — die Suchsprache (`blunderdb search ABFRAGE`, das Abfragefeld
# des Tabs Stellungen): ihre Fehler. Englisch ist die Quelle und der
# Rückfall.
#
# Choices (for reviewers):
# - The filters' names (nc, P, k, bo, ph:, gt:, XGID…), the words of their
#   closed lists (race, holding, take, money…) and the examples are the
#   query language itself: they stay as they are.
# - "Doppler" (cube), "Wurf" (roll), "Würfel" (dice), as in cli.ftl.

## Fehler einer Abfrage

search-query-at = in der Abfrage, "{ $token }" (Zeichen { $position }): { $what }
search-query-unknown = unbekannter Filter "{ $name }"; die Filter sind { $filters }, jeder durch ein vorangestelltes x oder ! verneint
search-query-unsupported = "{ $name }" ist ein Filter von blunderDB auf Daten, die diese Bibliothek nicht speichert (Equities, Chancen, Flags von XG, Herkunft der Kommentare, blunderDBs eigene IDs und Daten). Kommentarwörter sucht t"Wort"
search-query-missing-value = "{ $name }" braucht einen Wert, zum Beispiel { $example }
search-query-no-value = "{ $name }" nimmt keinen Wert
search-query-bad-count = "{ $value }" ist keine ganze Zahl ab null
search-query-bad-whole = "{ $value }" ist keine ganze Zahl
search-query-bad-number = "{ $value }" ist keine Zahl ab null
search-query-empty-range = der Bereich von { $from } bis { $to } ist leer: er endet, bevor er beginnt
search-query-unclosed-quote = ein Anführungszeichen wird geöffnet und nie geschlossen
search-query-bad-choice = "{ $value }" ist keines von { $choices }
search-query-bad-dice = "{ $value }" ist kein Wurf: ein oder zwei Würfel von 1 bis 6, zum Beispiel D31 oder D6
search-query-bad-score = "{ $value }" ist kein Spielstand: die noch fehlenden Punkte, die des Entscheidenden zuerst, zum Beispiel score:2a4a, oder score:money
search-query-bad-date = "{ $value }" ist kein Datum: ein Jahr, ein Monat oder ein Tag, zum Beispiel 2024, 2024-06 oder 2024-06-15
search-query-bad-position = "{ $value }" ist keine XGID
search-query-needs-position = "{ $name }" ohne Wert liest die Stellung, die die Abfrage angibt (eine XGID), und es gibt keine, oder sie hat keinen Wurf; schreiben Sie stattdessen den Wert, zum Beispiel { $example }
search-query-negation-alone = auf eine Verneinung (x oder !) muss ein Filter folgen, wie in xD65
search-query-cannot-negate = "{ $name }" wählt die durchsuchten Matches, wie die Optionen des Befehls: er kann nicht verneint werden
search-query-repeated = "{ $name }" ist zweimal angegeben
search-query-bad-pattern = "{ $name }" braucht eine Liste in Anführungszeichen: Züge, etwa m"6/1*", oder Doppleraktionen, etwa m'ND,DT,DP'
search-query-mixed-pattern = die Liste mischt Züge und Doppleraktionen; eine Entscheidung ist das eine oder das andere

## Eine eingefügte Stellung

paste-empty = nichts zu lesen: fügen Sie eine XGID (XGID=…) oder eine gnuBG-Position-ID ein, mit oder ohne Match-ID
paste-position-id = die Position-ID muss aus 14 Base64-Zeichen bestehen, nicht "{ $value }"
paste-position-id-board = die Position-ID "{ $value }" beschreibt kein Brett: mehr als 15 Steine auf einer Seite oder zu wenige Punkte
paste-match-id = die Match-ID muss aus 12 Base64-Zeichen bestehen, nicht "{ $value }"
paste-match-id-field = die Match-ID "{ $value }": ihr Feld { $field } liegt außerhalb des Bereichs
paste-xgid-fields = XGID: { $count } durch Doppelpunkte getrennte Felder, erwartet werden 9 oder 10
paste-xgid-position = XGID: das Positionsfeld muss aus 26 Zeichen - a-o A-O bestehen, nicht "{ $value }"
paste-xgid-checkers = XGID: die Position "{ $value }" hat mehr als 15 Steine auf einer Seite
paste-xgid-field = XGID: das Feld { $field } "{ $value }" ist keine gültige Zahl
