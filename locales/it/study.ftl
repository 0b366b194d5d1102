# blunderDB — conservare e allenare le decisioni: ref, etichette, stelle,
# commenti, collezioni e allenamento.

## Errori

study-not-a-ref = "{ $value }" non è una ref: una ref si scrive 9f2c41d07ab3-2-14 (una mossa), 9f2c41d07ab3-2-14d (un raddoppio o no) o 9f2c41d07ab3-2-14t (un'accettazione o un rifiuto), come la danno le righe di decisions, search e match show
study-unknown-ref = nessuna decisione della libreria ha la ref { $value }
study-ambiguous-ref = la ref { $value } corrisponde a decisioni di più match: scrivete di più della sua prima parte
study-bad-tag = "{ $tag }" non è un'etichetta: un'etichetta è una parola senza spazi, come #backgame
study-unknown-collection = non c'è nessuna collezione "{ $name }"; le collezioni sono { $names }
study-collection-no-name = una collezione ha bisogno di un nome
study-collection-exists = esiste già una collezione "{ $name }"
study-collection-live = "{ $name }" è una collezione viva: le sue decisioni sono quelle che trova la sua ricerca ({ $query }), non una lista da modificare
study-unknown-card = non c'è nessuna carta { $card }; train due elenca le carte
study-no-position = carta { $card }: la libreria non ha posizione né dadi per la sua decisione
study-cube-answer-to-checker = la carta { $card } chiede una mossa: rispondete con una mossa come 13/7 8/7, non "{ $answer }"
study-wrong-cube-answer = la carta { $card } chiede l'azione di cubo del { $side }: rispondete { $choices }, non "{ $answer }"
study-illegal-move = "{ $answer }" non è una mossa legale con { $dice }: { $why }
study-why-unreadable = "{ $token }" non è un movimento come 13/7, bar/22 o 6/off
study-why-no-checker = non avete nessuna pedina su { $point }
study-why-blocked = l'avversario tiene { $point }
study-why-bar-first = una pedina sulla barra deve rientrare prima
study-why-not-home = si porta fuori solo quando tutte le pedine sono nella tavola interna
study-why-dice = non gioca i dadi come vogliono le regole (entrambi quando si può, altrimenti il più alto); una mossa legale è { $example }

## Cosa dicono i comandi

study-tagged = { $reference }: etichettata { $tags }
study-untagged = { $reference }: etichette tolte { $tags }
study-no-tags = ancora nessuna etichetta
study-starred = { $reference }: con stella
study-unstarred = { $reference }: stella tolta
study-commented = { $reference }: commento salvato
study-comment-removed = { $reference }: commento eliminato
study-collection-made = collezione "{ $name }" creata
study-collection-made-live = collezione viva "{ $name }" creata: le sue decisioni sono quelle della ricerca { $query }
study-collection-deleted = raccolta "{ $name }" eliminata; le sue decisioni, i loro segni e le loro carte restano
study-collection-added = { $n ->
    [one] 1 decisione aggiunta a "{ $name }"
   *[other] { $n } decisioni aggiunte a "{ $name }"
}
study-collection-removed = { $n ->
    [one] 1 decisione tolta da "{ $name }"
   *[other] { $n } decisioni tolte da "{ $name }"
}
study-collection-header = { $name }: { $n ->
    [one] 1 decisione
   *[other] { $n } decisioni
}
study-collection-follows = viva, segue la ricerca { $query }
study-no-collections = ancora nessuna collezione
study-exported = { $n ->
    [one] 1 decisione scritta in { $path }
   *[other] { $n } decisioni scritte in { $path }
}
study-collection-title = Collezione blunderDB: { $name }
study-collection-count = { $n ->
    [one] 1 decisione
   *[other] { $n } decisioni
}
study-due-header = { $due } carte da ripassare su { $total }; ritenzione misurata { $measured } % su { $reviews } ripassi, obiettivo { $target } %

## Valutare una risposta

study-grade-best = la migliore
study-grade-close = vicina: sotto la soglia d'errore
study-grade-error = un errore
study-grade-blunder = un blunder
study-grade-not-in-analysis = non nell'analisi: il file non ha valutato questa mossa
study-your-answer = la vostra risposta
study-answer-line = { $grade } — { $answer }; migliore { $best }; perdita { $loss } EMG; prossimo ripasso { $due }

## Anki packages (`collection export --format apkg`)

anki-empty = la collezione "{ $name }" non ha nessuna decisione: non c'è niente da mettere in un pacchetto Anki
# `$error`: the system's reason, or anki-is-folder.
anki-cannot-write = impossibile scrivere il pacchetto Anki { $path }: { $error }
anki-is-folder = è una cartella
# On a card's front: the cube's value and who holds it (anki-cube-centred or a player's name).
anki-cube = Cubo a { $cube } ({ $owner })
anki-cube-centred = al centro
# The question of a checker play, after "alice to play 4-3 —" (a cube decision's is the board's own: "alice on roll: double or not?").
anki-ask-play = che cosa giochi?
# On a card's back when the match's file lists no choices for the decision.
anki-no-choices = Candidate: —
anki-error = { $error } EMG ({ $mwc } % MWC)
anki-gnubg-id = ID gnuBG (Position ID:Match ID)
anki-ref = Rif.
