# blunderDB — φύλαξη και εξάσκηση αποφάσεων: refs, ετικέτες, αστέρια,
# σχόλια, συλλογές και εξάσκηση.

## Σφάλματα

study-not-a-ref = το «{ $value }» δεν είναι ref: ένα ref γράφεται 9f2c41d07ab3-2-14 (κίνηση), 9f2c41d07ab3-2-14d (διπλασιασμός ή όχι) ή 9f2c41d07ab3-2-14t (αποδοχή ή απόρριψη), όπως το δίνουν οι γραμμές των decisions, search και match show
study-unknown-ref = καμία απόφαση της βιβλιοθήκης δεν έχει το ref { $value }
study-ambiguous-ref = το ref { $value } ταιριάζει σε αποφάσεις πολλών ματς: γράψτε περισσότερο από το πρώτο μέρος του
study-bad-tag = το «{ $tag }» δεν είναι ετικέτα: ετικέτα είναι μία λέξη χωρίς κενά, όπως #backgame
study-unknown-collection = δεν υπάρχει συλλογή «{ $name }»· οι συλλογές είναι { $names }
study-collection-no-name = μια συλλογή χρειάζεται όνομα
study-collection-exists = υπάρχει ήδη συλλογή «{ $name }»
study-collection-live = η «{ $name }» είναι ζωντανή συλλογή: οι αποφάσεις της είναι όσες βρίσκει η αναζήτησή της ({ $query }), όχι λίστα προς αλλαγή
study-unknown-card = δεν υπάρχει κάρτα { $card }· το train due δείχνει τις κάρτες
study-no-position = κάρτα { $card }: η βιβλιοθήκη δεν έχει θέση ούτε ζάρια για την απόφασή της
study-cube-answer-to-checker = η κάρτα { $card } ζητά κίνηση πουλιών: απαντήστε με κίνηση όπως 13/7 8/7, όχι «{ $answer }»
study-wrong-cube-answer = η κάρτα { $card } ζητά την ενέργεια κύβου του { $side }: απαντήστε { $choices }, όχι «{ $answer }»
study-illegal-move = το «{ $answer }» δεν είναι νόμιμη κίνηση με { $dice }: { $why }
study-why-unreadable = το «{ $token }» δεν είναι κίνηση όπως 13/7, bar/22 ή 6/off
study-why-no-checker = δεν έχετε πούλι στο { $point }
study-why-blocked = ο αντίπαλος κρατά το { $point }
study-why-bar-first = ένα πούλι στη μπάρα πρέπει πρώτα να μπει
study-why-not-home = μαζεύετε μόνο όταν όλα τα πούλια είναι στο σπίτι
study-why-dice = δεν παίζει τα ζάρια όπως ορίζουν οι κανόνες (και τα δύο όταν γίνεται, αλλιώς το μεγαλύτερο)· νόμιμη κίνηση είναι { $example }

## Τι λένε οι εντολές

study-tagged = { $reference }: ετικέτες { $tags } προστέθηκαν
study-untagged = { $reference }: ετικέτες { $tags } αφαιρέθηκαν
study-no-tags = καμία ετικέτα ακόμη
study-starred = { $reference }: με αστέρι
study-unstarred = { $reference }: το αστέρι αφαιρέθηκε
study-commented = { $reference }: το σχόλιο κρατήθηκε
study-comment-removed = { $reference }: το σχόλιο διαγράφηκε
study-collection-made = η συλλογή «{ $name }» δημιουργήθηκε
study-collection-made-live = η ζωντανή συλλογή «{ $name }» δημιουργήθηκε: οι αποφάσεις της είναι της αναζήτησης { $query }
study-collection-deleted = η συλλογή «{ $name }» διαγράφηκε· οι αποφάσεις της, οι σημάνσεις και οι κάρτες τους μένουν
study-collection-added = { $n ->
    [one] 1 απόφαση προστέθηκε στη «{ $name }»
   *[other] { $n } αποφάσεις προστέθηκαν στη «{ $name }»
}
study-collection-removed = { $n ->
    [one] 1 απόφαση αφαιρέθηκε από τη «{ $name }»
   *[other] { $n } αποφάσεις αφαιρέθηκαν από τη «{ $name }»
}
study-collection-header = { $name }: { $n ->
    [one] 1 απόφαση
   *[other] { $n } αποφάσεις
}
study-collection-follows = ζωντανή, ακολουθεί την αναζήτηση { $query }
study-no-collections = καμία συλλογή ακόμη
study-exported = { $n ->
    [one] 1 απόφαση γράφτηκε στο { $path }
   *[other] { $n } αποφάσεις γράφτηκαν στο { $path }
}
study-collection-title = Συλλογή blunderDB: { $name }
study-collection-count = { $n ->
    [one] 1 απόφαση
   *[other] { $n } αποφάσεις
}
study-due-header = { $due } από { $total } κάρτες για επανάληψη· συγκράτηση { $measured } % σε { $reviews } επαναλήψεις, στόχος { $target } %

## Βαθμολόγηση απάντησης

study-grade-best = η καλύτερη
study-grade-close = κοντά: κάτω από το όριο λάθους
study-grade-error = λάθος
study-grade-blunder = σοβαρό λάθος
study-grade-not-in-analysis = εκτός ανάλυσης: το αρχείο δεν αξιολόγησε αυτή την κίνηση
study-your-answer = η απάντησή σας
study-answer-line = { $grade } — { $answer }· καλύτερη { $best }· απώλεια { $loss } EMG· επόμενη επανάληψη { $due }

## Anki packages (`collection export --format apkg`)

anki-empty = η συλλογή «{ $name }» δεν έχει καμία απόφαση: δεν υπάρχει τίποτα για ένα πακέτο Anki
# `$error`: the system's reason, or anki-is-folder.
anki-cannot-write = δεν είναι δυνατή η εγγραφή του πακέτου Anki { $path }: { $error }
anki-is-folder = είναι φάκελος
# On a card's front: the cube's value and who holds it (anki-cube-centred or a player's name).
anki-cube = Κύβος στο { $cube } ({ $owner })
anki-cube-centred = στο κέντρο
# The question of a checker play, after "alice to play 4-3 —" (a cube decision's is the board's own: "alice on roll: double or not?").
anki-ask-play = τι παίζετε;
# On a card's back when the match's file lists no choices for the decision.
anki-no-choices = Υποψήφιες: —
anki-error = { $error } EMG ({ $mwc } % MWC)
anki-gnubg-id = gnuBG ID (Position ID:Match ID)
anki-ref = Ref
