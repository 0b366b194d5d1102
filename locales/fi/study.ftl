# blunderDB — päätösten säilyttäminen ja harjoittelu: viitteet, tunnisteet,
# tähdet, kommentit, kokoelmat ja harjoittelu.

## Virheet

study-not-a-ref = "{ $value }" ei ole viite: viite on muotoa 9f2c41d07ab3-2-14 (siirto), 9f2c41d07ab3-2-14d (tuplaus tai ei tuplausta) tai 9f2c41d07ab3-2-14t (otto tai hylkäys), kuten decisions-, search- ja match show -rivit sen antavat
study-unknown-ref = kirjaston millään päätöksellä ei ole viitettä { $value }
study-ambiguous-ref = viite { $value } sopii usean ottelun päätöksiin: kirjoita enemmän sen alkuosaa
study-bad-tag = "{ $tag }" ei ole tunniste: tunniste on yksi sana ilman välilyöntejä, esimerkiksi #backgame
study-unknown-collection = kokoelmaa "{ $name }" ei ole; kokoelmat ovat { $names }
study-collection-no-name = kokoelma tarvitsee nimen
study-collection-exists = kokoelma "{ $name }" on jo olemassa
study-collection-live = "{ $name }" on elävä kokoelma: sen päätökset ovat ne, jotka sen haku löytää ({ $query }), ei muutettava luettelo
study-unknown-card = korttia { $card } ei ole; train due luettelee kortit
study-no-position = kortti { $card }: kirjastossa ei ole sen päätökselle asemaa eikä nopanheittoa
study-cube-answer-to-checker = kortti { $card } kysyy siirtoa: vastaa siirrolla kuten 13/7 8/7, ei "{ $answer }"
study-wrong-cube-answer = kortti { $card } kysyy kuution käyttöä ({ $side }): vastaa { $choices }, ei "{ $answer }"
study-illegal-move = "{ $answer }" ei ole sallittu siirto heitolla { $dice }: { $why }
study-why-unreadable = "{ $token }" ei ole siirto kuten 13/7, bar/22 tai 6/off
study-why-no-checker = sinulla ei ole nappulaa pisteessä { $point }
study-why-blocked = vastustajasi pitää pistettä { $point }
study-why-bar-first = palkilla olevan nappulan on tultava ensin sisään
study-why-not-home = nappulan saa pelata pois vasta, kun kaikki ovat kotialueella
study-why-dice = se ei pelaa heittoa sääntöjen mukaan (molemmat nopat, kun voi, muuten suurempi); sallittu siirto on { $example }

## Mitä komennot sanovat

study-tagged = { $reference }: tunnisteet { $tags } lisätty
study-untagged = { $reference }: tunnisteet { $tags } poistettu
study-no-tags = ei vielä tunnisteita
study-starred = { $reference }: tähdellä merkitty
study-unstarred = { $reference }: tähti poistettu
study-commented = { $reference }: kommentti tallennettu
study-comment-removed = { $reference }: kommentti poistettu
study-collection-made = kokoelma "{ $name }" luotu
study-collection-made-live = elävä kokoelma "{ $name }" luotu: sen päätökset ovat haun { $query } päätökset
study-collection-deleted = kokoelma "{ $name }" poistettu; sen ratkaisut, niiden merkinnät ja kortit säilyvät
study-collection-added = { $n ->
    [one] 1 päätös lisätty kokoelmaan "{ $name }"
   *[other] { $n } päätöstä lisätty kokoelmaan "{ $name }"
}
study-collection-removed = { $n ->
    [one] 1 päätös poistettu kokoelmasta "{ $name }"
   *[other] { $n } päätöstä poistettu kokoelmasta "{ $name }"
}
study-collection-header = { $name }: { $n ->
    [one] 1 päätös
   *[other] { $n } päätöstä
}
study-collection-follows = elävä, seuraa hakua { $query }
study-no-collections = ei vielä kokoelmia
study-exported = { $n ->
    [one] 1 päätös kirjoitettu tiedostoon { $path }
   *[other] { $n } päätöstä kirjoitettu tiedostoon { $path }
}
study-collection-title = blunderDB-kokoelma: { $name }
study-collection-count = { $n ->
    [one] 1 päätös
   *[other] { $n } päätöstä
}
study-due-header = { $due }/{ $total } korttia kertattavana; muistamisaste { $measured } % mitattuna { $reviews } kertauksesta, tavoite { $target } %

## Vastauksen arviointi

study-grade-best = paras
study-grade-close = lähellä: virherajan alla
study-grade-error = virhe
study-grade-blunder = möhläys
study-grade-not-in-analysis = ei analyysissä: tiedosto ei arvioinut tätä siirtoa
study-your-answer = vastauksesi
study-answer-line = { $grade } — { $answer }; paras { $best }; menetys { $loss } EMG; seuraava kertaus { $due }

## Anki packages (`collection export --format apkg`)

anki-empty = kokoelmassa "{ $name }" ei ole yhtään ratkaisua: Anki-pakettiin ei ole mitään laitettavaa
# `$error`: the system's reason, or anki-is-folder.
anki-cannot-write = Anki-pakettia { $path } ei voi kirjoittaa: { $error }
anki-is-folder = se on kansio
# On a card's front: the cube's value and who holds it (anki-cube-centred or a player's name).
anki-cube = Kuutio { $cube } ({ $owner })
anki-cube-centred = keskellä
# The question of a checker play, after "alice to play 4-3 —" (a cube decision's is the board's own: "alice on roll: double or not?").
anki-ask-play = mitä pelaat?
# On a card's back when the match's file lists no choices for the decision.
anki-no-choices = Ehdokkaat: —
anki-error = { $error } EMG ({ $mwc } % MWC)
anki-gnubg-id = gnuBG-tunnus (Position ID:Match ID)
anki-ref = Ref
