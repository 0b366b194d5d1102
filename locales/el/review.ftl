# blunderDB — ένα ματς κίνηση προς κίνηση (`match show`, `match export`) και
# οι αναλύσεις ενός ματς (`engines`, `--engine`). Όροι όπως στο common.ftl.
engine-label-xg = XG
engine-label-gnubg = gnuBG
engine-label-gnubg-plies = gnuBG { $plies }-ply
lib-engine-unknown = άγνωστη μηχανή «{ $engine }» (μία από: { $engines })
lib-engine-twice = η μηχανή { $engine } δίνεται δύο φορές
query-unknown-match = η βιβλιοθήκη δεν έχει ματς { $id } (δείτε `blunderdb matches`)
query-match-no-engine = το ματς { $id } δεν έχει ανάλυση από { $engine } (έχει: { $have })
query-game-past-match = το ματς { $id } έχει { $games-text } { $games ->
    [one] παρτίδα
   *[other] παρτίδες
}: δεν υπάρχει παρτίδα { $game }
query-what-sort = κλειδί ταξινόμησης
cli-import-word-added = προστέθηκε
cli-import-added-counted = { $path } (ματς { $id }: προστέθηκε η ανάλυση του { $analysis }· μετράει αυτή πλέον)
cli-import-added-held = { $path } (ματς { $id }: προστέθηκε η ανάλυση του { $analysis } δίπλα σε αυτή που μετράει)
cli-import-summary-added = { $n-text } { $n ->
    [one] αρχείο πρόσθεσε
   *[other] αρχεία πρόσθεσαν
} ανάλυση σε ματς που ήδη υπάρχει στη βιβλιοθήκη
cli-engine-only-for = το --engine ισχύει για stats, players, progress, breakdown, decisions, report και match show
cli-engines-counted-mark = { $analysis } (μετράει)
cli-engines-preference = Ποια ανάλυση μετράει: { $order }
cli-engines-changed = { $n-text } { $n ->
    [one] ματς μετράει πλέον άλλη ανάλυση
   *[other] ματς μετρούν πλέον άλλη ανάλυση
}
cli-engines-count = { $engine }: { $n-text } αναλυμένα ματς, { $counted-text } μετρούν
cli-engines-several = Ματς με περισσότερες αναλύσεις: { $n-text }
cli-match-money = συνεδρία money
cli-match-points = ματς { $n-text } πόντων
cli-match-header = Ματς { $id }: { $a } – { $b }, { $length }, { $date }, { $event }
cli-match-analyses = Αναλύσεις: { $analyses }
cli-match-game = Παρτίδα { $number }: σκορ { $a }-{ $b }
cli-match-game-crawford = Παρτίδα { $number }: σκορ { $a }-{ $b } (Crawford)
cli-match-col-move = Κίνηση
cli-match-col-player = Παίκτης
cli-match-col-dice = Ζάρια
cli-match-col-play = Παίχτηκε
cli-match-col-error = Λάθος
cli-match-col-luck = Τύχη
cli-match-col-best = Καλύτερη
cli-match-dance = (χωρίς κίνηση)
cli-match-exported = Το ματς { $id } ({ $games-text } { $games ->
    [one] παρτίδα
   *[other] παρτίδες
}) γράφτηκε στο { $path }
cli-export-failed = δεν γράφεται το { $path }: { $error }
rgraph-title = Αθροιστικό λάθος ανά κίνηση
rgraph-game = Παρτίδα { $number }
rgraph-legend = { $player }: { $error } EMG
rgraph-title-mwc = Αθροιστικό λάθος και πιθανότητα νίκης στο ματς ανά κίνηση
rgraph-mwc-axis = { $value }%
rgraph-mwc-legend = Πιθανότητα νίκης στο ματς, { $player } (δεξιός άξονας)
lib-features-damaged = τα δεδομένα αναζήτησης του ματς { $id } είναι κατεστραμμένα (εισαγάγετε ξανά το ματς)
query-search-limit = μια σελίδα έχει 1 έως { $max } αποφάσεις
query-search-scope-twice = το { $what } δίνεται δύο φορές: { $option } ως επιλογή, { $query } στην αναζήτηση
lib-search-no-name = μια αποθηκευμένη αναζήτηση χρειάζεται όνομα
cli-search-saved = Η αναζήτηση «{ $name }» αποθηκεύτηκε: { $query }
cli-search-none-saved = Καμία αποθηκευμένη αναζήτηση (αποθήκευση με: blunderdb search save ΟΝΟΜΑ ΕΡΩΤΗΜΑ).
cli-search-removed = Η αποθηκευμένη αναζήτηση «{ $name }» αφαιρέθηκε.
cli-search-unknown = δεν υπάρχει αποθηκευμένη αναζήτηση «{ $name }» (αποθηκευμένες: { $names })
cli-search-no-query = δώστε ερώτημα (π.χ. blunderdb search 'nc P<70') ή save, list, remove, run
cli-search-summary = { $count-text } { $count ->
    [one] απόφαση
   *[other] αποφάσεις
} · PR { $pr } σε { $decisions-text } αναλυμένες · { $errors-text } λάθη · { $blunders-text } σοβαρά λάθη
