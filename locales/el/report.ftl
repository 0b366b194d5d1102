# blunderDB — οι λέξεις των εικόνων και των εγγράφων που σχεδιάζονται σε
# Rust: το ιστόγραμμα λαθών και το διάγραμμα προόδου, τα ταμπλό και η αναφορά
# HTML. Τα αγγλικά είναι η πηγή και η εφεδρεία.
#
# Οι αριθμοί έρχονται ήδη γραμμένοι ελληνικά (`0,050`), ως κείμενο· όσοι
# επιλέγουν πληθυντικό, ως `$n` (για την επιλογή) και `$n-text` (για εμφάνιση).
#
# Επιλεγμένοι όροι (for reviewers), as in common.ftl:
# - σοβαρό λάθος, κύβος, διπλασιασμός / αποδοχή / απόρριψη, κίνηση, ματς.
# - neither gnuBG nor XG has Greek rating names; the names are the plain Greek
#   for their English ones (gnuBG «Υπερφυσικός», «Παγκόσμια κλάση»,
#   «Ειδικός», «Προχωρημένος», «Μέσος», «Περιστασιακός παίκτης», «Αρχάριος»,
#   «Απαίσιος!»; XG «Παγκόσμιος πρωταθλητής», …, «Αφηρημένος»); BMAB's
#   grades as chess titles in Greek («Γκραντ μάστερ»).
# - rolling PR: «κινητός PR» (κινητός μέσος όρος). equity and pips kept as
#   players say them («Equity», «Pips»). axis counts: «χιλ.» and «εκ.»
#   (CLDR el).
# - The Greek question mark «;» ends questions.
# - Position ID, Match ID and XGID are the programs' own names, kept.

## Διαγράμματα

chart-decisions = αποφάσεις
chart-error-axis = λάθος (χιλιοστά πόντου)
chart-no-decisions = καμία αναλυμένη απόφαση
chart-error-mark = λάθος ≥ { $value }
chart-blunder-mark = σοβαρό λάθος ≥ { $value }
chart-bar-hit = { $range } χιλιοστά πόντου: εμφάνιση αυτών των αποφάσεων
chart-thousands = { $value } χιλ.
chart-millions = { $value } εκ.
chart-pr = PR
chart-won = νίκη
chart-lost = ήττα
chart-rolling-pr = κινητός PR
chart-trend = τάση
chart-no-dated-match = κανένα αναλυμένο ματς με ημερομηνία

## Επίπεδα

level-xg-world-champ = Παγκόσμιος πρωταθλητής
level-xg-world-class = Παγκόσμια κλάση
level-xg-expert = Ειδικός
level-xg-advanced = Προχωρημένος
level-xg-intermediate = Μέσος
level-xg-casual = Περιστασιακός παίκτης
level-xg-beginner = Αρχάριος
level-xg-distracted = Αφηρημένος
level-gnubg-supernatural = Υπερφυσικός
level-gnubg-world-class = Παγκόσμια κλάση
level-gnubg-expert = Ειδικός
level-gnubg-advanced = Προχωρημένος
level-gnubg-intermediate = Μέσος
level-gnubg-casual = Περιστασιακός παίκτης
level-gnubg-beginner = Αρχάριος
level-gnubg-awful = Απαίσιος!
level-bmab-super-grandmaster = Σούπερ γκραντ μάστερ
level-bmab-grandmaster = Γκραντ μάστερ
level-bmab-master = Μάστερ
level-bmab-advanced = Προχωρημένος
level-bmab-intermediate = Μέσος
level-bmab-beginner = Αρχάριος

## Ταμπλό

board-title = { $player } — ματς { $match_no }, παρτίδα { $game }, κίνηση { $move_no }: { $kind }
board-money = money game
board-length = { $n ->
    [one] ματς { $n-text } πόντου
   *[other] ματς { $n-text } πόντων
}
board-length-crawford = { $n ->
    [one] ματς { $n-text } πόντου, παρτίδα Crawford
   *[other] ματς { $n-text } πόντων, παρτίδα Crawford
}
board-to-play = { $player } παίζει { $dice }
board-take-or-pass = { $opponent } διπλασιάζει στο { $cube }: { $player } αποδέχεται ή απορρίπτει;
board-double-or-not = { $player } στη ζαριά: διπλασιασμός ή όχι;
board-where = Ματς { $match_no } · παρτίδα { $game } · κίνηση { $move_no } — { $what }
board-no-position = Χωρίς ταμπλό: το αρχείο αυτής της απόφασης δεν δίνει τη θέση.
board-pips = Pips: { $player } { $mine } · { $opponent } { $theirs }
board-no-move = (καμία κίνηση)
board-is-best = (η καλύτερη)
board-error = Λάθος { $error } EMG · { $mwc } % MWC

## Η αναφορά HTML

report-title = Αναφορά blunderDB
report-title-of = Αναφορά blunderDB — { $selection }
report-figures = Μεγέθη
report-histogram = Ιστόγραμμα λαθών
report-histogram-note = Οι μετρημένες αποφάσεις ανά λάθος, σε χιλιοστά πόντου (χιλιοστά του EMG).
report-worst = { $n ->
    [0] Οι χειρότερες αποφάσεις
    [one] Η χειρότερη απόφαση
   *[other] Οι { $n-text } χειρότερες αποφάσεις
}
report-no-decision = Καμία αναλυμένη απόφαση σε αυτή την επιλογή.
report-footer = Γράφτηκε από το blunderDB { $version } — τα ταμπλό φαίνονται από τη μεριά του παίκτη που αποφασίζει· τα αναγνωριστικά επικολλώνται στο gnuBG (Position ID, Match ID) και στο XG (XGID).
report-dates-between = { $from } έως { $to }
report-dates-from = από { $from }
report-dates-until = έως { $to }
report-money-sessions = συνεδρίες money
report-length-matches = { $n ->
    [one] ματς { $n-text } πόντου
   *[other] ματς { $n-text } πόντων
}
report-matches-won-lost = { $matches } ({ $wins } νίκες, { $losses } ήττες)
report-pr-value = { $pr } (κινήσεις { $checker }, κύβος { $cube })
report-error-value = { $emg } EMG ({ $mwc } % MWC· { $per_match } % ανά ματς)
report-decisions-value = { $decisions } (μη αναγκαστικές κινήσεις { $unforced }, οριακές αποφάσεις κύβου { $close })
report-errors-blunders = Λάθη / σοβαρά λάθη
report-errors-value = { $errors } / { $blunders } ({ $thresholds })
report-luck-value = { $rolls ->
    [one] { $emg } EMG σε { $rolls-text } ζαριά ({ $mwc } % MWC)
   *[other] { $emg } EMG σε { $rolls-text } ζαριές ({ $mwc } % MWC)
}
report-thresholds-preset = { $thresholds } (προεπιλογή { $name })
report-decision-heading = { $rank }. { $error } EMG — { $player } ({ $kind }) εναντίον { $opponent }, ματς { $match_no }, παρτίδα { $game }, κίνηση { $move_no }
report-equity = Equity
report-diff = Διαφορά
report-played-mark = παίχτηκε
report-candidates-source-not-found = υποψήφιες: δεν βρέθηκε το αρχείο προέλευσης
report-position-id = Position ID
report-match-id = Match ID
report-xgid = XGID
