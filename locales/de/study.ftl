# blunderDB — Entscheidungen aufbewahren und üben: Refs, Schlagwörter,
# Sterne, Kommentare, Sammlungen und Training.

## Fehler

study-not-a-ref = „{ $value }“ ist keine Ref: eine Ref sieht aus wie 9f2c41d07ab3-2-14 (ein Zug), 9f2c41d07ab3-2-14d (Double oder No Double) oder 9f2c41d07ab3-2-14t (Take oder Pass), wie die Zeilen von decisions, search und match show sie zeigen
study-unknown-ref = keine Entscheidung der Bibliothek hat die Ref { $value }
study-ambiguous-ref = die Ref { $value } passt auf Entscheidungen mehrerer Matches: schreiben Sie mehr von ihrem ersten Teil
study-bad-tag = „{ $tag }“ ist kein Schlagwort: ein Schlagwort ist ein Wort ohne Leerzeichen, etwa #backgame
study-unknown-collection = es gibt keine Sammlung „{ $name }“; die Sammlungen sind { $names }
study-collection-no-name = eine Sammlung braucht einen Namen
study-collection-exists = eine Sammlung „{ $name }“ gibt es schon
study-collection-live = „{ $name }“ ist eine lebende Sammlung: ihre Entscheidungen sind die, die ihre Suche findet ({ $query }), keine Liste zum Ändern
study-unknown-card = es gibt keine Karte { $card }; train due listet die Karten
study-no-position = Karte { $card }: die Bibliothek hat für ihre Entscheidung weder Stellung noch Würfel
study-cube-answer-to-checker = Karte { $card } fragt nach einem Zug: antworten Sie mit einem Zug wie 13/7 8/7, nicht „{ $answer }“
study-wrong-cube-answer = Karte { $card } fragt nach der Würfelaktion des { $side }: antworten Sie { $choices }, nicht „{ $answer }“
study-illegal-move = „{ $answer }“ ist kein erlaubter Zug mit { $dice }: { $why }
study-why-unreadable = „{ $token }“ ist kein Zug wie 13/7, bar/22 oder 6/off
study-why-no-checker = Sie haben keinen Stein auf { $point }
study-why-blocked = Ihr Gegner hält { $point }
study-why-bar-first = ein Stein auf der Bar muss zuerst einwürfeln
study-why-not-home = ein Stein wird erst ausgewürfelt, wenn alle im Heimfeld sind
study-why-dice = er spielt den Wurf nicht, wie die Regeln es verlangen (beide Würfel, wenn möglich, sonst den höheren); ein erlaubter Zug ist { $example }

## Was die Befehle sagen

study-tagged = { $reference }: Schlagwörter { $tags } gesetzt
study-untagged = { $reference }: Schlagwörter { $tags } entfernt
study-no-tags = noch keine Schlagwörter
study-starred = { $reference }: mit Stern markiert
study-unstarred = { $reference }: Stern entfernt
study-commented = { $reference }: Kommentar gespeichert
study-comment-removed = { $reference }: Kommentar entfernt
study-collection-made = Sammlung „{ $name }“ angelegt
study-collection-made-live = lebende Sammlung „{ $name }“ angelegt: ihre Entscheidungen sind die der Suche { $query }
study-collection-deleted = Sammlung „{ $name }“ gelöscht; ihre Entscheidungen, deren Markierungen und Karten bleiben
study-collection-added = { $n ->
    [one] 1 Entscheidung zu „{ $name }“ hinzugefügt
   *[other] { $n } Entscheidungen zu „{ $name }“ hinzugefügt
}
study-collection-removed = { $n ->
    [one] 1 Entscheidung aus „{ $name }“ entfernt
   *[other] { $n } Entscheidungen aus „{ $name }“ entfernt
}
study-collection-header = { $name }: { $n ->
    [one] 1 Entscheidung
   *[other] { $n } Entscheidungen
}
study-collection-follows = lebend, folgt der Suche { $query }
study-no-collections = noch keine Sammlungen
study-exported = { $n ->
    [one] 1 Entscheidung in { $path } geschrieben
   *[other] { $n } Entscheidungen in { $path } geschrieben
}
study-collection-title = blunderDB-Sammlung: { $name }
study-collection-count = { $n ->
    [one] 1 Entscheidung
   *[other] { $n } Entscheidungen
}
study-due-header = { $due } von { $total } Karten fällig; Behaltensquote { $measured } % gemessen über { $reviews } Wiederholungen, Ziel { $target } %

## Eine Antwort bewerten

study-grade-best = der beste
study-grade-close = knapp: unter der Fehlerschwelle
study-grade-error = ein Fehler
study-grade-blunder = ein Blunder
study-grade-not-in-analysis = nicht in der Analyse: die Datei hat diesen Zug nicht bewertet
study-your-answer = Ihre Antwort
study-answer-line = { $grade } — { $answer }; bester { $best }; Verlust { $loss } EMG; nächste Wiederholung { $due }

## Anki packages (`collection export --format apkg`)

anki-empty = die Sammlung „{ $name }“ enthält keine Entscheidung: es gibt nichts für ein Anki-Paket
# `$error`: the system's reason, or anki-is-folder.
anki-cannot-write = das Anki-Paket { $path } kann nicht geschrieben werden: { $error }
anki-is-folder = es ist ein Ordner
# On a card's front: the cube's value and who holds it (anki-cube-centred or a player's name).
anki-cube = Cube auf { $cube } ({ $owner })
anki-cube-centred = in der Mitte
# The question of a checker play, after "alice to play 4-3 —" (a cube decision's is the board's own: "alice on roll: double or not?").
anki-ask-play = was spielen Sie?
# On a card's back when the match's file lists no choices for the decision.
anki-no-choices = Kandidaten: —
anki-error = { $error } EMG ({ $mwc } % MWC)
anki-gnubg-id = gnuBG-ID (Position ID:Match ID)
anki-ref = Ref
