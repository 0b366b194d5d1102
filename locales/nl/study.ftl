# blunderDB — beslissingen bewaren en oefenen: refs, labels, sterren,
# opmerkingen, verzamelingen en training.

## Fouten

study-not-a-ref = "{ $value }" is geen ref: een ref ziet eruit als 9f2c41d07ab3-2-14 (een zet), 9f2c41d07ab3-2-14d (een double of geen double) of 9f2c41d07ab3-2-14t (een take of pass), zoals de regels van decisions, search en match show hem geven
study-unknown-ref = geen beslissing in de bibliotheek heeft de ref { $value }
study-ambiguous-ref = de ref { $value } past bij beslissingen van meerdere matches: schrijf meer van het eerste deel
study-bad-tag = "{ $tag }" is geen label: een label is één woord zonder spaties, zoals #backgame
study-unknown-collection = er is geen verzameling "{ $name }"; de verzamelingen zijn { $names }
study-collection-no-name = een verzameling heeft een naam nodig
study-collection-exists = er bestaat al een verzameling "{ $name }"
study-collection-live = "{ $name }" is een levende verzameling: haar beslissingen zijn die welke haar zoekopdracht vindt ({ $query }), geen lijst om te wijzigen
study-unknown-card = er is geen kaart { $card }; train due toont de kaarten
study-no-position = kaart { $card }: de bibliotheek heeft geen stelling of dobbelstenen voor haar beslissing
study-cube-answer-to-checker = kaart { $card } vraagt om een zet: antwoord met een zet zoals 13/7 8/7, niet "{ $answer }"
study-wrong-cube-answer = kaart { $card } vraagt om de kubusactie van de { $side }: antwoord { $choices }, niet "{ $answer }"
study-illegal-move = "{ $answer }" is geen geldige zet met { $dice }: { $why }
study-why-unreadable = "{ $token }" is geen zet zoals 13/7, bar/22 of 6/off
study-why-no-checker = u hebt geen schijf op { $point }
study-why-blocked = uw tegenstander houdt { $point }
study-why-bar-first = een schijf op de bar moet eerst binnenkomen
study-why-not-home = afspelen mag pas als alle schijven in het thuisbord staan
study-why-dice = de worp wordt niet gespeeld zoals de regels eisen (beide stenen als dat kan, anders de hoogste); een geldige zet is { $example }

## Wat de opdrachten zeggen

study-tagged = { $reference }: gelabeld { $tags }
study-untagged = { $reference }: labels verwijderd { $tags }
study-no-tags = nog geen labels
study-starred = { $reference }: met ster
study-unstarred = { $reference }: ster verwijderd
study-commented = { $reference }: opmerking bewaard
study-comment-removed = { $reference }: opmerking verwijderd
study-collection-made = verzameling "{ $name }" gemaakt
study-collection-made-live = levende verzameling "{ $name }" gemaakt: haar beslissingen zijn die van de zoekopdracht { $query }
study-collection-deleted = verzameling "{ $name }" verwijderd; haar beslissingen, hun markeringen en kaarten blijven
study-collection-added = { $n ->
    [one] 1 beslissing toegevoegd aan "{ $name }"
   *[other] { $n } beslissingen toegevoegd aan "{ $name }"
}
study-collection-removed = { $n ->
    [one] 1 beslissing gehaald uit "{ $name }"
   *[other] { $n } beslissingen gehaald uit "{ $name }"
}
study-collection-header = { $name }: { $n ->
    [one] 1 beslissing
   *[other] { $n } beslissingen
}
study-collection-follows = levend, volgt de zoekopdracht { $query }
study-no-collections = nog geen verzamelingen
study-exported = { $n ->
    [one] 1 beslissing geschreven naar { $path }
   *[other] { $n } beslissingen geschreven naar { $path }
}
study-collection-title = blunderDB-verzameling: { $name }
study-collection-count = { $n ->
    [one] 1 beslissing
   *[other] { $n } beslissingen
}
study-due-header = { $due } van { $total } kaarten te herhalen; retentie { $measured } % gemeten over { $reviews } herhalingen, doel { $target } %

## Een antwoord beoordelen

study-grade-best = de beste
study-grade-close = dichtbij: onder de foutdrempel
study-grade-error = een fout
study-grade-blunder = een blunder
study-grade-not-in-analysis = niet in de analyse: het bestand heeft deze zet niet geëvalueerd
study-your-answer = uw antwoord
study-answer-line = { $grade } — { $answer }; beste { $best }; verlies { $loss } EMG; volgende herhaling { $due }

## Anki packages (`collection export --format apkg`)

anki-empty = de verzameling "{ $name }" heeft geen beslissing: er is niets om in een Anki-pakket te zetten
# `$error`: the system's reason, or anki-is-folder.
anki-cannot-write = kan het Anki-pakket { $path } niet schrijven: { $error }
anki-is-folder = het is een map
# On a card's front: the cube's value and who holds it (anki-cube-centred or a player's name).
anki-cube = Cube op { $cube } ({ $owner })
anki-cube-centred = in het midden
# The question of a checker play, after "alice to play 4-3 —" (a cube decision's is the board's own: "alice on roll: double or not?").
anki-ask-play = wat speelt u?
# On a card's back when the match's file lists no choices for the decision.
anki-no-choices = Kandidaten: —
anki-error = { $error } EMG ({ $mwc } % MWC)
anki-gnubg-id = gnuBG-ID (Position ID:Match ID)
anki-ref = Ref
