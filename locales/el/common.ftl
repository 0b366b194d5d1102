# blunderDB — τα ονόματα των μεγεθών και οι όροι που δείχνει κάθε μέρος του
# προγράμματος (το παράθυρο, η γραμμή εντολών, τα διαγράμματα, τα ταμπλό και
# η αναφορά). Τα αγγλικά είναι η πηγή και η εφεδρεία κάθε άλλης γλώσσας.
#
# Ένα αναγνωριστικό `fig-<κλειδί>` ονομάζει το μέγεθος που γράφει το JSON
# κάτω από <κλειδί>. Οι αριθμοί έρχονται σε δύο μεταβλητές: `$n` (για την
# επιλογή πληθυντικού) και `$n-text` (ο αριθμός γραμμένος ελληνικά).
#
# Επιλεγμένοι όροι (for reviewers; gnuBG el is nearly untranslated, so the
# words of Greek tavli/backgammon players are used):
# - blunder: «σοβαρό λάθος» (plain, unambiguous; «γκάφα» is too colloquial).
# - cube: «κύβος» (gnuBG el); double «διπλασιασμός», take «αποδοχή», pass
#   «απόρριψη», no double «χωρίς διπλασιασμό».
# - checker play: «κίνηση» / «κινήσεις» (of the πούλια).
# - luck: «τύχη» (gnuBG el). race: «κούρσα». bear-off: «μάζεμα», the tavli
#   word for bearing off. money: «Money», the players' English word.
#   match: «ματς» (indeclinable).
# - units: pp kept (Greek has no settled short form; «π.μ.» reads as a.m.);
#   PR, MWC, Snowie ER, EMG, mpt kept.
# - game plans: «πλάνο παιχνιδιού»; the players' English words where they
#   have no Greek one (back game, holding, prime), «μπλιτς», «κατάρρευση»
#   for the crunch, «είσοδος στο σπίτι» for the bear-in.

## Τα μεγέθη

fig-name = Παίκτης
fig-matches = Ματς
fig-wins = Νίκες
fig-losses = Ήττες
fig-mwc_loss_per_match_pct = Απώλεια MWC ανά ματς
fig-checker_total = Κινήσεις
fig-checker_unforced = Μη αναγκαστικές κινήσεις
fig-close_cube = Οριακές αποφάσεις κύβου
fig-doubles = Διπλασιασμοί
fig-takes = Αποδοχές
fig-passes = Απορρίψεις
fig-decisions = Αποφάσεις
fig-checker_error_emg = Λάθος κινήσεων
fig-cube_error_emg = Λάθος κύβου
fig-error_emg = Συνολικό λάθος
fig-pr = PR
fig-pr_checker = PR κινήσεων
fig-pr_cube = PR κύβου
fig-snowie_er = Snowie ER
fig-mwc_loss_pct = Απώλεια MWC
fig-checker_mwc_loss_pct = Απώλεια MWC (κινήσεις)
fig-cube_mwc_loss_pct = Απώλεια MWC (κύβος)
fig-luck_emg = Τύχη
fig-luck_rolls = Ζαριές με γνωστή τύχη
fig-luck_mwc_pct = Τύχη (MWC)
fig-errors = Λάθη
fig-blunders = Σοβαρά λάθη

## Μονάδες και σημάδια

unit-emg = EMG
unit-mwc-points = pp
unit-millipoints = mpt
unknown = —
mark-doubtful = αμφίβολη
mark-error = λάθος
mark-blunder = σοβαρό λάθος

## Αποφάσεις

kind-checker = Κίνηση
kind-no_double = Χωρίς διπλασιασμό
kind-double = Διπλασιασμός
kind-take = Αποδοχή
kind-pass = Απόρριψη
kind-resign = Εγκατάλειψη
kind-cube = Απόφαση κύβου
decisions-all = Όλες οι αποφάσεις
decisions-checker = Κινήσεις
decisions-cube = Αποφάσεις κύβου

## Αναλύσεις

by-cube-action = Ενέργεια κύβου
by-phase = Φάση
by-score = Σκορ
by-length = Μήκος
by-plan = Πλάνο παιχνιδιού
cube-missed_double = Χαμένος διπλασιασμός
cube-wrong_double = Λάθος διπλασιασμός
cube-wrong_take = Λάθος αποδοχή
cube-wrong_pass = Λάθος απόρριψη
phase-opening = Άνοιγμα
phase-middle = Μέσο παιχνίδι
phase-race = Κούρσα
phase-bearoff = Μάζεμα
phase-unknown = Άγνωστη
plan-race = Κούρσα
plan-bear_in = Είσοδος στο σπίτι
plan-crunch = Κατάρρευση
plan-back_game = Back game
plan-ace_point = Παιχνίδι στον άσο
plan-blitz = Μπλιτς
plan-prime_vs_prime = Prime εναντίον prime
plan-mutual_holding = Αμοιβαίο holding
plan-holding = Holding
plan-contact = Επαφή
plan-unknown = Άγνωστο
query-breakdown-plan-cube = η ανάλυση plan αφορά κινήσεις· το --type cube δεν επιλέγει καμία
length-money = Money
# Ένα σκορ από τη μεριά του παίκτη: «3-away, 5-away».
score-away = { $a }-away, { $b }-away
length-points = { $n ->
    [one] { $n-text } πόντος
   *[other] { $n-text } πόντοι
}

## Πλήθη

count-matches = { $n ->
    [one] { $n-text } ματς
   *[other] { $n-text } ματς
}
count-players = { $n ->
    [one] { $n-text } παίκτης
   *[other] { $n-text } παίκτες
}
count-decisions = { $n ->
    [one] { $n-text } απόφαση
   *[other] { $n-text } αποφάσεις
}

## Επιλογή

filter-player = Παίκτης
filter-opponent = Αντίπαλος
filter-from = Από
filter-to = Έως
filter-length = Μήκος ματς
filter-decisions = Αποφάσεις
filter-any-length = Οποιοδήποτε μήκος
filter-all-players = Όλοι οι παίκτες
field-date = Ημερομηνία
field-event = Τουρνουά
field-players = Παίκτες
field-result = Αποτέλεσμα
field-game = Παρτίδα
field-move = Κίνηση
field-dice = Ζαριά
field-played = Παίχτηκε
field-best = Καλύτερη
field-error = Λάθος
field-source = Αρχείο
field-thresholds = Όρια
thresholds-text = λάθος ≥ { $error } EMG, σοβαρό λάθος ≥ { $blunder } EMG
engine-xg = eXtreme Gammon
engine-gnubg = GNU Backgammon

# A club library in the window (Settings, #30).
club-not-set = Δεν έχει οριστεί λέσχη: δώστε τη διεύθυνσή της και το διακριτικό σας στις Ρυθμίσεις.
club-read-only = Η βιβλιοθήκη της λέσχης είναι μόνο για ανάγνωση: επιστρέψτε στη δική σας βιβλιοθήκη (Ρυθμίσεις) για να την αλλάξετε.
