# blunderDB — το παράθυρο: καρτέλες, κάρτες, κουμπιά, διάλογοι, μηνύματα
# και συμβουλές. Τα αγγλικά (locales/en/app.ftl) είναι η πηγή.
#
# Όροι (for reviewers), όπως στο common.ftl: «σοβαρό λάθος» (blunder),
# «λάθος», «κίνηση» (checker play), «κύβος», «Διπλασιασμός» / «Αποδοχή»
# / «Πάσο» (gnuBG el); «Money»; PR, MWC, EMG μένουν. Επίπεδο ανάλυσης
# «0-ply», «2-ply» όπως στο gnuBG el. «Βιβλιοθήκη» για τη βάση των ματς.

## Το παράθυρο

app-name = blunderDB
app-failed = Το blunderDB δεν μπόρεσε να ξεκινήσει: { $error }
tab-stats = Στατιστικά
tab-players = Παίκτες
tab-settings = Ρυθμίσεις
import-button = Εισαγωγή…
about-btn = Σχετικά
signout-button = Αποσύνδεση
signin-title = Σύνδεση στο blunderDB
signin-help = Επικολλήστε το κουπόνι σας: το κουπόνι μέλους ενός συλλόγου ή τη διεύθυνση που τύπωσε το blunderdb web στο τερματικό του.
signin-token = Κουπόνι
signin-button = Σύνδεση
    .title = Σχετικά με το blunderDB (F1)
button-close = Κλείσιμο
button-cancel = Ακύρωση
button-hide = Απόκρυψη
list-separator = {", "}
value-percent = { $value }%
saved-in-library = Αποθηκεύτηκε στη βιβλιοθήκη.
drop-here = Αφήστε εδώ αρχεία ματς ή φακέλους για εισαγωγή

## Η άδεια βιβλιοθήκη

empty-title = Η βιβλιοθήκη σας είναι άδεια
empty-drop = Αφήστε αρχεία ματς ή φακέλους οπουδήποτε σε αυτό το παράθυρο, ή χρησιμοποιήστε την Εισαγωγή….
empty-formats = Το blunderDB διαβάζει αρχεία .sgf του gnuBG, εξαγωγές .mat και .txt του Jellyfish και αρχεία .xg του eXtreme Gammon· οι φάκελοι διαβάζονται μαζί με τους υποφακέλους τους.

## Εισαγωγή

import-running = Εισαγωγή
import-looking = αναζήτηση αρχείων ματς…
import-cancelling = { " · " }ακύρωση μετά από αυτό το αρχείο…
import-progress-files = { $total ->
    [one] { $done-text } από { $total-text } αρχείο
   *[other] { $done-text } από { $total-text } αρχεία
}
import-progress-matches = { $n ->
    [one] { $n-text } ματς εισήχθη
   *[other] { $n-text } ματς εισήχθησαν
}
import-duplicate = { $name }: υπάρχει ήδη στη βιβλιοθήκη (από { $of })
import-replaced = { $name }: το αναλυμένο αντίγραφο αντικατέστησε το { $previous }
import-skipped = { $name }: παραλείφθηκε ({ $reason })
import-failed-file = { $name }: { $error }
import-failed = Η εισαγωγή δεν μπόρεσε να ξεκινήσει: { $error }
import-status-imported = εισήχθη
import-status-duplicate = διπλό
import-status-replaced = αντικαταστάθηκε
import-status-skipped = παραλείφθηκε
import-status-failed = απέτυχε
import-sum-imported = { $n-text } εισαγωγές
import-sum-duplicates = { $n ->
    [one] { $n-text } διπλό
   *[other] { $n-text } διπλά
}
import-sum-replaced = { $n-text } αντικαταστάσεις
import-sum-skipped = { $n-text } παραλείψεις
import-sum-failed = { $n-text } αποτυχίες
import-finished = Η εισαγωγή ολοκληρώθηκε: { $list }
import-cancelled = Ακυρώθηκε — κρατήθηκε ό,τι εισήχθη: { $list }
import-match-files = Αρχεία ματς
import-all-files = Όλα τα αρχεία

## Η καρτέλα Στατιστικά

filter-decisions-all = Όλες
filter-decisions-checker = Κινήσεις
filter-decisions-cube = Κύβος
filter-reset = Επαναφορά
stats-all-players = όλοι οι παίκτες
stats-level = { $level } ({ $scale })
stats-mwc = { fig-mwc_loss_per_match_pct }
    .title = Πιθανότητες νίκης στο ματς που χάθηκαν από λάθη, ανά ματς (το σύνολο ενός ματς είναι αυτό που δείχνουν το XG και το gnuBG)
stats-luck-per-roll = Τύχη ανά ζαριά
stats-histogram = Ιστόγραμμα λαθών
stats-worst = Χειρότερες αποφάσεις
stats-worst-none = Καμία αναλυμένη απόφαση σε αυτή την επιλογή.
col-match = Ματς
vs-opponent = εναντίον { $opponent }
vs-pair = { $player } εναντίον { $opponent }
roll-cube = κύβος
report-export = Εξαγωγή αναφοράς…
    .title = Ένα αυτόνομο αρχείο HTML: τα στατιστικά, το ιστόγραμμα και οι 20 χειρότερες αποφάσεις με τις θέσεις τους
report-writing = Εγγραφή…
report-written = Γράφτηκε το { $path } ({ $kb-text } KB)
report-failed = Η αναφορά δεν γράφτηκε: { $error }
error-cards = Οι κάρτες δεν σχεδιάστηκαν: { $error }

## Πού είναι τα λάθη

breakdown-title = Πού είναι τα λάθη
breakdown-by = Ανάλυση κατά
breakdown-none = Τίποτα για ανάλυση σε αυτή την επιλογή.
breakdown-row-tip = Λίστα αυτών των αποφάσεων, από τη χειρότερη, με τις θέσεις τους
breakdown-filter = φίλτρο
breakdown-filter-tip = Περιορισμός των φίλτρων σε αυτές τις αποφάσεις
col-error-emg = Λάθος EMG
col-share = Μερίδιο

## Πρόοδος

progress-title = Πρόοδος
progress-per = Ένα σημείο ανά
progress-by-match = ματς
progress-by-month = μήνα
progress-by-year = έτος
progress-by-event = τουρνουά
progress-window = Κυλιόμενο PR σε
progress-none = Κανένα αναλυμένο ματς με ημερομηνία σε αυτή την επιλογή.
progress-list-all = Όλα στη λίστα
col-period = Περίοδος
col-wl = Ν–Η
col-checker = Κινήσεις
col-cube = Κύβος
progress-detail = { $label }: PR { $pr } (κινήσεις { $checker }, κύβος { $cube }) σε { $decisions ->
    [one] { $decisions-text } απόφαση
   *[other] { $decisions-text } αποφάσεις
}, λάθος { $error } EMG, νίκες–ήττες { $wins-text }–{ $losses-text }
progress-latest-matches = Ο πίνακας δείχνει τα τελευταία { $limit-text } από { $total-text } ματς· το γράφημα τα δείχνει όλα.
progress-latest-months = Ο πίνακας δείχνει τους τελευταίους { $limit-text } από { $total-text } μήνες· το γράφημα τους δείχνει όλους.
progress-latest-years = Ο πίνακας δείχνει τα τελευταία { $limit-text } από { $total-text } έτη· το γράφημα τα δείχνει όλα.
progress-latest-events = Ο πίνακας δείχνει τα τελευταία { $limit-text } από { $total-text } τουρνουά· το γράφημα τα δείχνει όλα.
progress-latest-rows = Ο πίνακας δείχνει τις τελευταίες { $limit-text } από { $total-text } γραμμές· το γράφημα τις δείχνει όλες.

## Οι αποφάσεις πίσω από έναν αριθμό

drill-list-tip =
    .title = Λίστα αυτών των αποφάσεων με τις θέσεις τους
drill-bucket = Αποφάσεις { $range } χιλιοστών του πόντου
drill-errors = Λάθη (≥ { $min } EMG)
drill-blunders = Σοβαρά λάθη (≥ { $min } EMG)
drill-breakdown = Πού είναι τα λάθη: { $label }
drill-worst = Όλες οι αποφάσεις, από τη χειρότερη
drill-keys = ↑ ↓ μία-μία · PgUp PgDn σελίδα
drill-prev = ‹ Προηγ.
    .title = Προηγούμενη σελίδα
drill-next = Επόμ. ›
    .title = Επόμενη σελίδα
drill-page = { $first }–{ $last }
drill-page-of = { $first }–{ $last } από { $total }
drill-page-none = καμία
drill-page-none-of = καμία από { $total }
drill-where = Ματς · παρτίδα · κίνηση
drill-none = Καμία απόφαση εδώ.
drill-no-move = (καμία κίνηση)
drill-xgid = XGID
drill-position-id = Position ID
drill-match-id = Match ID
drill-copy = Αντιγραφή
drill-copied = Αντιγράφηκε
drill-copy-select = Επιλέξτε και αντιγράψτε
drill-equity = Equity
drill-diff = Διαφ.
drill-played-row =
    .title = Η κίνηση που παίχτηκε
drill-played-mark = ◀ παίχτηκε
drill-cands-not-found = υποψήφιες: το αρχείο προέλευσης δεν βρέθηκε
drill-cands-none = υποψήφιες: καμία στο αρχείο για αυτή την κίνηση
drill-file = Αρχείο: { $path }

## Η καρτέλα Παίκτες

players-hint = κάντε κλικ σε μια γραμμή για τα στατιστικά του παίκτη
players-export = Εξαγωγή CSV…
players-exported = { $n ->
    [one] Γράφτηκε { $n-text } παίκτης στο { $path }
   *[other] Γράφτηκαν { $n-text } παίκτες στο { $path }
}
players-export-failed = Το αρχείο CSV δεν γράφτηκε: { $error }
col-snowie = Snowie
col-mwc-match = MWC/ματς %
    .title = MWC που χάθηκε από λάθη, ανά ματς
compare-hint = Επιλέξτε δύο παίκτες για να τους συγκρίνετε ή να συγχωνεύσετε τον έναν στον άλλο.
compare-tick =
    .aria-label = Σύγκριση { $name }
compare-overall = Συνολικά
compare-head-to-head = Μεταξύ τους
compare-matches = Ματς (νίκες–ήττες)
compare-better = καλύτερο
compare-merge = Μέτρηση του { $name } ως { $player }
compare-merge-failed = Η συγχώνευση απέτυχε: { $error }
aliases-title = Συγχωνευμένα ονόματα
alias-line = Το { $alias } μετρά ως { $player }
alias-undo = Αναίρεση

## Η ανάλυση με το gnuBG

analyse-open = Ανάλυση…
analyse-banner = { $n ->
    [one] { $n-text } ματς χωρίς ανάλυση
   *[other] { $n-text } ματς χωρίς ανάλυση
}
analyse-banner-running = { $text } (ανάλυση…)
analyse-title = Ανάλυση με το GNU Backgammon
analyse-what = { $n ->
    [0] Κανένα ματς χωρίς ανάλυση { $where }.
    [one] { $n-text } ματς χωρίς ανάλυση { $where }.
   *[other] { $n-text } ματς χωρίς ανάλυση { $where }.
}
selection-library = στη βιβλιοθήκη
selection-in = σε αυτή την επιλογή ({ $list })
selection-of = του { $player }
selection-money = συνεδρίες money
selection-length = ματς { $n-text } πόντων
selection-from-to = από { $from } έως { $to }
selection-from = από { $from }
selection-up-to = έως { $to }
analyse-level = Επίπεδο
analyse-quick = Γρήγορο
analyse-quick-plies = 0-ply
analyse-quick-note = Λίγα δευτερόλεπτα ανά ματς: PR και ποσοστά λαθών κοντά σε αυτά του κανονικού επιπέδου.
analyse-standard = Κανονικό
analyse-standard-plies = 2-ply
analyse-standard-note = Το συνηθισμένο επίπεδο του gnuBG: λεπτά για ένα μεγάλο ματς.
analyse-start = Ανάλυση
analyse-failed = Η ανάλυση δεν μπόρεσε να ξεκινήσει: { $error }
analyse-starting = Εκκίνηση του gnuBG…
analyse-running-note = Κάθε ματς αποθηκεύεται μόλις το gnuBG τελειώσει με αυτό· τα στατιστικά πίσω από αυτό το παράθυρο ακολουθούν. Η ακύρωση σταματά όταν τελειώσουν τα ματς σε εξέλιξη και κρατά κάθε ολοκληρωμένο.
analyse-count = { $total ->
    [one] { $done-text } από { $total-text } ματς ολοκληρώθηκε
   *[other] { $done-text } από { $total-text } ματς ολοκληρώθηκαν
}
analyse-current = { $more ->
    [0] Ανάλυση: { $match }
   *[other] Ανάλυση: { $match } και { $more-text } ακόμη
}
analyse-finishing = { $more ->
    [0] Ακύρωση: ολοκληρώνεται το { $match }
   *[other] Ακύρωση: ολοκληρώνονται το { $match } και { $more-text } ακόμη
}
analyse-stopping = Ακυρώθηκε: σταματά…
analyse-failed-match = { $label }: { $error }
analyse-could-not-run = Η ανάλυση δεν μπόρεσε να γίνει
eta-done = ολοκληρώθηκε
eta-estimating = εκτίμηση…
eta-less-than-a-second = λιγότερο από ένα δευτερόλεπτο
eta-about = απομένουν περίπου { $duration }
duration-s = { $s } δ
duration-min-s = { $min } λ { $s } δ
duration-h-min = { $h } ω { $min } λ
analysis-sum-analysed = { $n-text } αναλύθηκαν
analysis-sum-failed = { $n-text } απέτυχαν
analysis-sum-not-started = { $n-text } δεν ξεκίνησαν
analysis-finished = Η ανάλυση ολοκληρώθηκε: { $list } σε { $duration }.
analysis-cancelled = Η ανάλυση ακυρώθηκε — κάθε ολοκληρωμένο ματς κρατήθηκε: { $list } σε { $duration }.
analysis-cancelled-rest = Η ανάλυση ακυρώθηκε — κάθε ολοκληρωμένο ματς κρατήθηκε: { $list }. Αναλύστε ξανά για τα υπόλοιπα.
level-quick = Γρήγορο (0-ply)
level-standard = Κανονικό (2-ply)
level-plies = { $n-text }-ply
error-import-running = γίνεται εισαγωγή· περιμένετε να τελειώσει
error-analysis-running = γίνεται ανάλυση· περιμένετέ την ή ακυρώστε την
error-plies = το gnuBG αναλύει με 0 έως { $max-text } ply, όχι { $plies-text }

## Η καρτέλα Ρυθμίσεις

lang-title = Γλώσσα
lang-label = Γλώσσα του παραθύρου και των γραφημάτων του
lang-system = Του συστήματος ({ $name })
lang-failed = Η γλώσσα δεν άλλαξε: { $error }
error-no-language = δεν υπάρχουν μηνύματα στη γλώσσα «{ $lang }»
error-no-config-dir = δεν υπάρχει φάκελος ρυθμίσεων σε αυτό το σύστημα· ορίστε το BLUNDERDB_CONFIG_DIR
settings-library = Βιβλιοθήκη
settings-open-library = Άνοιγμα άλλης βιβλιοθήκης…
settings-library-files = Βιβλιοθήκη blunderDB
settings-open-failed = Η βιβλιοθήκη δεν άνοιξε: { $error }
error-reopen-busy = { $job ->
    [import] περιμένετε να τελειώσει η εισαγωγή πριν ανοίξετε άλλη βιβλιοθήκη
   *[other] περιμένετε να τελειώσει η ανάλυση πριν ανοίξετε άλλη βιβλιοθήκη
}
thresholds-title = Όρια λάθους και σοβαρού λάθους
thresholds-help = Μια απόφαση είναι λάθος όταν χάνει τουλάχιστον το όριο λάθους σε equity, και σοβαρό λάθος από το όριο σοβαρού λάθους.
preset-blunderdb = blunderDB
preset-gnubg = gnuBG
preset-xg = XG
thresholds-error = Λάθος ≥
thresholds-blunder = Σοβαρό λάθος ≥
thresholds-apply = Εφαρμογή
thresholds-saved = Αποθηκεύτηκε στη βιβλιοθήκη: λάθος ≥ { $error }, σοβαρό λάθος ≥ { $blunder }.
thresholds-saved-preset = Αποθηκεύτηκε στη βιβλιοθήκη: λάθος ≥ { $error }, σοβαρό λάθος ≥ { $blunder } ({ $preset }).
thresholds-failed = Τα όρια δεν άλλαξαν: { $error }
thresholds-error-not-number = Το όριο λάθους πρέπει να είναι αριθμός, π.χ. { $example }.
thresholds-blunder-not-number = Το όριο σοβαρού λάθους πρέπει να είναι αριθμός, π.χ. { $example }.
thresholds-error-too-big = Όριο λάθους { $value } ξεπερνά κάθε πραγματικό λάθος.
thresholds-blunder-too-big = Όριο σοβαρού λάθους { $value } ξεπερνά κάθε πραγματικό λάθος.
thresholds-order = Το όριο λάθους ({ $error }) δεν πρέπει να ξεπερνά το όριο σοβαρού λάθους ({ $blunder }).
levels-title = Ζώνες επιπέδου
levels-help = Τα ονόματα επιπέδων πίσω από το γράφημα προόδου, κατά PR.
levels-source = Πηγή: { $source }.
levels-failed = Οι ζώνες επιπέδου δεν άλλαξαν: { $error }
gnubg-title = Ανάλυση με το GNU Backgammon
gnubg-version = GNU Backgammon { $version }
gnubg-unusable = Το GNU Backgammon δεν μπορεί να χρησιμοποιηθεί: { $error }
gnubg-unusable-plain = Το GNU Backgammon δεν μπορεί να χρησιμοποιηθεί
gnubg-unknown = Η αναζήτηση του GNU Backgammon απέτυχε: { $error }
gnubg-install-hint = Εγκατάσταση του GNU Backgammon: `sudo apt-get install gnubg` (Debian, Ubuntu) ή https://www.gnu.org/software/gnubg/ (Windows, macOS)· το BLUNDERDB_GNUBG ορίζει το πρόγραμμα
gnubg-default-level = Προεπιλεγμένο επίπεδο για ματς χωρίς ανάλυση:
gnubg-default-legend = Προεπιλεγμένο επίπεδο
gnubg-level-saved = Αποθηκεύτηκε στη βιβλιοθήκη: { $level }, εκτός αν επιλεγεί άλλο.
gnubg-level-failed = Το προεπιλεγμένο επίπεδο δεν άλλαξε: { $error }
gnubg-choose = Επιλογή προγράμματος…
gnubg-forget = Αναζήτηση ξανά
gnubg-choose-title = Το πρόγραμμα του GNU Backgammon (gnubg-cli.exe στα Windows)
gnubg-path-saved = Αποθηκεύτηκε: το blunderDB αναλύει με αυτό το πρόγραμμα.
gnubg-path-forgotten = Το blunderDB αναζητά ξανά μόνο του το GNU Backgammon.
gnubg-path-failed = Το πρόγραμμα δεν μπορεί να χρησιμοποιηθεί: { $error }

## Οι κλίμακες επιπέδων

scale-xg = XG
scale-gnubg = gnuBG
scale-bmab = BMAB
scale-xg-source = τον πίνακα Performance Rating του eXtreme Gammon (Wikipedia, «eXtreme Gammon»)
scale-gnubg-source = τις βαθμολογίες του GNU Backgammon (GetRating(), έκδοση 1.08.003)
scale-bmab-source = τις βαθμολογίες της υπό ανάπτυξη έκδοσης του GNU Backgammon, παρόμοιες με τους βαθμούς της BMAB

## Ο φάκελος παρακολούθησης

watch-title = Φάκελος παρακολούθησης
watch-help = Ορίστε τον φάκελο όπου το XG, το gnuBG ή ο περιηγητής σας αποθηκεύει ματς: τα αρχεία που εμφανίζονται εκεί εισάγονται μόλις σταματήσουν να αλλάζουν, το καθένα μία φορά.
watch-none = Κανένας
watch-choose = Επιλογή φακέλου…
watch-stop = Διακοπή παρακολούθησης
watch-analyse = Ανάλυση νέων ματς χωρίς ανάλυση με το gnuBG (στο προεπιλεγμένο επίπεδο)
watch-dialog-title = Φάκελος για παρακολούθηση
watch-started = Παρακολουθείται: τα αρχεία ματς που εμφανίζονται εκεί εισάγονται μόλις σταματήσουν να αλλάζουν.
watch-stopped = Κανένας φάκελος δεν παρακολουθείται τώρα.
watch-analyse-on = Τα νέα ματς χωρίς ανάλυση θα αναλύονται με το gnuBG στο προεπιλεγμένο επίπεδο.
watch-analyse-off = Τα νέα ματς μόνο εισάγονται.
watch-failed = Ο φάκελος παρακολούθησης δεν άλλαξε: { $error }
watch-watching = Παρακολούθηση: { $folder }
watch-waiting = { $n ->
    [one] { $n-text } αρχείο γράφεται
   *[other] { $n-text } αρχεία γράφονται
}
watch-at = { $what } στις { $time }
watch-imported = εισήχθη το { $name }
watch-already-in = το { $name } υπάρχει ήδη στη βιβλιοθήκη
watch-analysing = ανάλυση του { $name } ({ $plies-text }-ply)…
watch-analysed = αναλύθηκε το { $name }
watch-no-folder = Κανένας φάκελος δεν παρακολουθείται.
watch-since-start = Από την εκκίνηση: { $list }.
watch-sum-imported = { $n ->
    [one] { $n-text } αρχείο εισήχθη
   *[other] { $n-text } αρχεία εισήχθησαν
}
watch-sum-analysed = { $n ->
    [one] { $n-text } ματς αναλύθηκε
   *[other] { $n-text } ματς αναλύθηκαν
}
watch-sum-failed = { $n ->
    [one] { $n-text } αρχείο απέτυχε
   *[other] { $n-text } αρχεία απέτυχαν
}
error-not-a-folder = { $path }: δεν είναι φάκελος
error-folder-gone = { $path }: ο φάκελος δεν υπάρχει πια
error-analysis-failed = { $label }: η ανάλυση απέτυχε

## Σχετικά

about-name-version = { $name } { $version }
about-version = Έκδοση { $version }
about-summary = Στατιστικά ματς τάβλι (backgammon) από αρχεία του eXtreme Gammon, του GNU Backgammon και ιστότοπων online παιχνιδιού.
about-licence = Άδεια: { $licence }.
about-built = Φτιαγμένο με το Tauri { $tauri }· περιλαμβάνει τη γραμμή εντολών blunderdb.
about-includes-cli = Περιλαμβάνει τη γραμμή εντολών blunderdb.

## Η καρτέλα Ματς και η επισκόπηση ενός ματς (ui/matches.js, ui/review.js)

tab-matches = Ματς
matches-hint = κάντε κλικ σε ένα ματς, ή πατήστε Enter, για να το δείτε κίνηση προς κίνηση
matches-search = Όνομα
matches-search-field =
    .placeholder = Παίκτης ή τουρνουά
matches-event-field =
    .placeholder = Οποιοδήποτε τουρνουά
matches-col-pr0 = PR 1
    .title = PR του πρώτου παίκτη, κατά την ανάλυση που μετράει
matches-col-pr1 = PR 2
    .title = PR του δεύτερου παίκτη, κατά την ανάλυση που μετράει
matches-col-analyses = Αναλύσεις
    .title = Το ✓ δείχνει την ανάλυση από την οποία βγαίνουν τα στοιχεία
matches-gnubg-plies = gnuBG { $plies-text }-ply
matches-unanalysed = χωρίς ανάλυση
matches-won =
    .title = Κέρδισε το ματς
matches-row =
    .title = Επισκόπηση αυτού του ματς (Enter)
matches-none = Κανένα ματς σε αυτή την επιλογή.
matches-failed = Δεν ήταν δυνατή η εμφάνιση των ματς: { $error }
review-back = ‹ Ματς
    .title = Πίσω στη λίστα των ματς (Esc)
review-analysis = Ανάλυση
review-errors-of = Λάθη του παίκτη
    .title = Τα Alt+← και Alt+→ πηγαίνουν στα λάθη και στα σοβαρά λάθη αυτού του παίκτη
    .title = Αναστροφή του ταμπλό (F)
review-keys = ← → κίνηση · PgUp PgDn παρτίδα · Home End · Alt+← → λάθος · F αναστροφή
review-flip = Αναστροφή ταμπλό
review-moves =
    .aria-label = Κινήσεις και αποφάσεις κύβου
review-game = Παρτίδα { $game-text } · { $score }
review-crawford = Crawford
review-game-won = { $n ->
    [one] { $player }: κερδίζει { $n-text } πόντο
   *[other] { $player }: κερδίζει { $n-text } πόντους
}
review-dance = δεν μπορεί να παίξει
review-at = Παρτίδα { $game-text }, κίνηση { $move-text }: { $player }
review-candidates = Υποψήφιες κινήσεις
review-counted = μετράει στα στοιχεία
review-verdict = Καλύτερη: { $best } · λάθος { $error }
review-graph = Αθροιστικό λάθος ανά κίνηση
review-graph-mwc = Αθροιστικό λάθος και πιθανότητα νίκης στο ματς ανά κίνηση
review-graph-tip =
    .title = Κάντε κλικ σε ένα σημείο για να πάτε σε εκείνη την κίνηση
review-open = Επισκόπηση
    .title = Επισκόπηση του ματς από αυτή την κίνηση
review-open-match = Επισκόπηση
    .title = Επισκόπηση αυτού του ματς κίνηση προς κίνηση
review-failed = Δεν ήταν δυνατό το άνοιγμα του ματς: { $error }
review-board-failed = Δεν ήταν δυνατή η σχεδίαση του ταμπλό: { $error }
review-no-moves = Αυτό το ματς δεν έχει κινήσεις.
review-unanalysed = Αυτό το ματς δεν έχει ανάλυση: τα λάθη του είναι άγνωστα.

## Η καρτέλα Θέσεις (ui/positions.js): τα φίλτρα αναζήτησης του blunderDB
## σε κάθε απόφαση (docs/search.md). Τα ονόματα των φίλτρων, οι τιμές τους
## (race, back_game, take, money…) και τα παραδείγματα είναι η ίδια η
## γλώσσα των ερωτημάτων: μένουν όπως είναι.

tab-positions = Θέσεις
positions-hint = βρείτε οποιαδήποτε θέση με τα φίλτρα αναζήτησης του blunderDB, ή σχεδιάστε μια δομή στο ταμπλό
positions-query-label = Ερώτημα
positions-query-field =
    .placeholder = για παράδειγμα: nc P<90 gt:holding
    .aria-label = Ερώτημα
positions-search = Αναζήτηση
positions-paste = Εύρεση θέσης
    .title = Το XGID ή το Position ID του gnuBG (με ή χωρίς Match ID) στο πλαίσιο: κάθε απόφαση σε αυτή τη θέση
positions-pasted = { $exact } με αυτόν τον κύβο και σκορ, μετά { $same } μόνο με αυτά τα πούλια
positions-save = Αποθήκευση…
    .title = Αποθήκευση αυτού του ερωτήματος με ένα όνομα
positions-save-ok = Αποθήκευση
positions-save-name =
    .placeholder = Όνομα της αναζήτησης
positions-keys = Tab ή ↓ επιλέγει φίλτρο · Enter αναζητά
positions-complete =
    .aria-label = Φίλτρα που ταιριάζουν
positions-saved = Αποθηκευμένες αναζητήσεις
positions-saved-none = καμία ακόμη: γράψτε ένα ερώτημα και μετά Αποθήκευση…
positions-saved-remove =
    .title = Αφαίρεση της αποθηκευμένης αναζήτησης «{ $name }»
    .aria-label = Αφαίρεση της αποθηκευμένης αναζήτησης «{ $name }»
positions-saved-as = Αποθηκεύτηκε ως «{ $name }».
positions-save-failed = Δεν ήταν δυνατή η αποθήκευση: { $error }
positions-filters-help = Τα φίλτρα
positions-help-insert =
    .title = Προσθήκη του { $example } στο ερώτημα
positions-start = Γράψτε ένα ερώτημα και πατήστε Enter· ένα κενό ερώτημα δίνει όλες τις αποφάσεις, τις χειρότερες πρώτα.
positions-searching = Αναζήτηση…
positions-failed = Δεν ήταν δυνατή η αναζήτηση: { $error }
positions-none = Καμία απόφαση δεν ταιριάζει σε αυτό το ερώτημα.
positions-found = Βρέθηκαν
positions-card =
    .title = Άνοιγμα του ταμπλό της (Enter)
positions-card-error =
    .title = Σφάλμα της απόφασης (EMG)
positions-played = { $dice }: { $move }
positions-played-cube = Παίχτηκε: { $move }
positions-best = Καλύτερη: { $move }
positions-pips = Pips { $me }–{ $them }
positions-where = Ματς { $match } · παρτίδα { $game } · κίνηση { $move }
positions-board-title = Αποτέλεσμα { $rank-text } από { $total-text }
positions-board-keys = ← → αποτέλεσμα · Esc κλείσιμο

## Η δομή που σχεδιάζεται στο μικρό ταμπλό

positions-structure = Δομή
positions-side = Πούλια του
positions-side-me = Παίκτης που παίζει
positions-side-them = Αντίπαλος
positions-draw =
    .aria-label = Ταμπλό για να σχεδιάσετε μια δομή πουλιών
positions-structure-clear = Καθαρισμός
positions-structure-count = Παίκτης που παίζει: { $me-text } · αντίπαλος: { $them-text }
positions-structure-help = Κλικ σε ένα σημείο προσθέτει πούλι, δεξί κλικ ή Shift+κλικ αφαιρεί ένα: το ερώτημα ζητά τουλάχιστον αυτά τα πούλια.

## Η βοήθεια των φίλτρων, μία γραμμή το καθένα

positions-help-nc = χωρίς επαφή: κούρσα
positions-help-pips = τα pips του παίκτη που παίζει: P<70 το πολύ 70, P>150 τουλάχιστον 150, P60,90 από 60 έως 90
positions-help-behind = pips πίσω: τα pips του παίκτη που παίζει μείον του αντιπάλου (αρνητικά όταν προηγείται)
positions-help-back = πούλια πίσω, στα σημεία 19–24: με πεζά του παίκτη που παίζει, με κεφαλαία του αντιπάλου
positions-help-zone = πούλια στη ζώνη, σημεία 1–12
positions-help-outfield = μονά πούλια στο εξωτερικό πεδίο, σημεία 7–18
positions-help-home = μονά πούλια στο σπίτι
positions-help-off = μαζεμένα πούλια
positions-help-dice = η ζαριά: D31· ζαριά με 6: D6· το xD65 αφήνει έξω το 6-5
positions-help-decision = d: απόφαση κύβου, ή d:checker, d:double, d:nodouble, d:take, d:pass· dd: η απόφαση αυτού που διπλασιάζει· dr: η απάντηση
positions-help-error = το λάθος της απόφασης σε χιλιοστά του πόντου: E>80 είναι 0,080 ή παραπάνω
positions-help-best = ένα μοτίβο στην καλύτερη κίνηση, ή η καλύτερη ενέργεια κύβου: m'ND,DT,DP'
positions-help-structure = μια δομή: κάθε πλευρά έχει τουλάχιστον αυτά τα πούλια (σχεδιάστε τη στο ταμπλό)
positions-help-cube = ο κύβος: η τιμή του (c2, c>4) και ποιος τον έχει (c:centre, c:mine, c:theirs)
positions-help-score = το σκορ σε πόντους που λείπουν, πρώτα του παίκτη που παίζει: score:2a4a, score:dmp, score:money
positions-help-crawford = η παρτίδα Crawford
positions-help-length = το μήκος του ματς, 0 για money: ml:7, ml5,9
positions-help-phase = η φάση: opening, middle, race, bearoff
positions-help-plan = το πλάνο του παίκτη που παίζει: race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact
positions-help-player = οι αποφάσεις που πήρε αυτός ο παίκτης
positions-help-players = pl: τα ματς που έπαιξε αυτός ο παίκτης· op: οι αποφάσεις απέναντι σε αυτόν τον αντίπαλο
positions-help-dates = τα ματς εκείνου του διαστήματος: ένα έτος, ένας μήνας ή μια μέρα
positions-help-engine = τα νούμερα των αναλύσεων εκείνου του προγράμματος: xg ή gnubg
positions-help-not = μπροστά από ένα φίλτρο: αφήνει έξω ό,τι επιλέγει

## Οι τιμές που προτείνει η συμπλήρωση

positions-plan-race = Κούρσα
positions-plan-bear_in = Μπάσιμο στο σπίτι
positions-plan-crunch = Κατάρρευση
positions-plan-back_game = Back game
positions-plan-ace_point = Παιχνίδι στον άσο
positions-plan-blitz = Μπλιτς
positions-plan-prime_vs_prime = Prime εναντίον prime
positions-plan-mutual_holding = Αμοιβαίο holding
positions-plan-holding = Holding game
positions-plan-contact = Επαφή
positions-cube-centre = ο κύβος στη μέση
positions-cube-mine = ο κύβος στην πλευρά αυτού που αποφασίζει
positions-cube-theirs = ο κύβος στην άλλη πλευρά
positions-score-dmp = double match point

## Πεδίο ημερομηνίας

# The order of the day, the month and the year, as the window writes dates.
filter-date-field =
    .placeholder = ηη/μμ/εεεε
filter-date-pattern = ηη/μμ/εεεε
filter-date-invalid = Μη έγκυρη ημερομηνία: γράψτε τη ως { $pattern }, π.χ. { $example }

## Η καρτέλα Εξάσκηση (#28)

tab-train = Εξάσκηση
train-deck = Κάρτες από
train-deck-all = Όλες οι κάρτες
train-deck-starred = Οι αποφάσεις με αστέρι
train-deck-collection = Συλλογή: { $name }
train-deck-search = Αποθηκευμένη αναζήτηση: { $name }
train-start = Έναρξη
train-none = Καμία κάρτα δεν είναι για επανάληψη σε αυτή την τράπουλα. Βάλτε αστέρι σε αποφάσεις (στην επισκόπηση ή σε μια κάρτα), φτιάξτε μια συλλογή ή αποθηκεύστε μια αναζήτηση και επιλέξτε την εδώ.
train-how = Κάντε κλικ σε ένα πούλι και μετά στη θέση όπου πηγαίνει (ή σύρετέ το)· ο δίσκος το βγάζει έξω. Ή πληκτρολογήστε την κίνηση.
train-answer = Απάντηση
train-undo = Αναίρεση
train-clear = Καθαρισμός
train-next = Επόμενη κάρτα
train-due = { $due-text } για επανάληψη από { $total-text } κάρτες
train-retention = Διατήρηση { $measured } % σε { $reviews-text } απαντήσεις (στόχος { $target } %)
train-retention-none = Στόχος διατήρησης: { $target } %
train-question-checker = Παίζει ο/η { $player }: η κίνησή σας;
train-question-doubler = Σειρά του/της { $player }: διπλασιασμός;
train-question-taker = Ο/Η { $player } δέχεται διπλασιασμό: αποδοχή ή απόρριψη;
train-cube-double = { kind-double }
train-cube-no-double = { kind-no_double }
train-cube-take = { kind-take }
train-cube-pass = { kind-pass }
train-grade-best = Η καλύτερη
train-grade-close = Κοντά: κάτω από το όριο λάθους
train-grade-error = Λάθος
train-grade-blunder = Σοβαρό λάθος
train-grade-not-in-analysis = Δεν υπάρχει στην ανάλυση
train-loss = { $loss } απώλεια
train-best = Καλύτερη: { $best } · δική σας: { $answer }
train-answer-was = Η απάντησή σας: { $answer }
train-next-due = Ξανά στις { $when }
train-mark-answer = δική σας
train-mark-played = παίχτηκε
marks-title = Φύλαξη
marks-star = ☆ Αστέρι
marks-starred = ★ Με αστέρι
marks-tag-add = Προσθήκη ετικέτας
marks-comment-save = Αποθήκευση σχολίου
train-move-field =
    .placeholder = 13/7 8/7
    .aria-label = Η κίνησή σας
marks-tag-field =
    .placeholder = #backgame
marks-comment-field =
    .placeholder = Το σχόλιό σας
marks-tag-remove =
    .title = Αφαίρεση της ετικέτας #{ $tag }
    .aria-label = Αφαίρεση της ετικέτας #{ $tag }

## Pictures and collections (#28)

keep-picture = Εικόνα:
keep-with-analysis = με την ανάλυση
keep-copy-svg = Αντιγραφή SVG
keep-copy-png = Αντιγραφή PNG
keep-save-svg = Αποθήκευση ως SVG…
keep-save-png = Αποθήκευση ως PNG…
keep-copied-svg = Αντιγράφηκε ως κείμενο SVG
keep-copied-png = Αντιγράφηκε ως εικόνα ({ $width } × { $height } εικονοστοιχεία)
keep-saved = Αποθηκεύτηκε το { $path } ({ $kb-text } KB)
keep-failed = Καμία εικόνα: { $error }
keep-collection-field =
    .aria-label = Συλλογή
    .title = Συλλογή
keep-add = Προσθήκη στη συλλογή
keep-added = Προστέθηκε στη { $name }
keep-already = Υπάρχει ήδη στη { $name }
keep-no-collection = Δεν υπάρχει συλλογή για να προστεθεί: δημιουργήστε μία στην καρτέλα Εξάσκηση.
keep-starred-mark = ★
    .title = Με αστέρι
collections-title = Συλλογές
collections-from = Αποφάσεις
collections-from-empty = Καμία ακόμη: προσθέστε τες μία μία
collections-from-query = Η αναζήτηση της καρτέλας Θέσεις: { $query }
collections-from-saved = Αποθηκευμένη αναζήτηση: { $name }
collections-make = Νέα συλλογή
collections-name-field =
    .placeholder = Όνομα της συλλογής
    .aria-label = Όνομα της συλλογής
collections-no-name = Δώστε ένα όνομα στη συλλογή.
collections-made = Η συλλογή { $name } δημιουργήθηκε.
collections-none = Καμία συλλογή ακόμη. Δημιουργήστε μία εδώ και προσθέστε αποφάσεις από το πλαίσιο Φύλαξη ενός ταμπλό.
collections-name = Όνομα
collections-kind = Είδος
collections-decisions = Αποφάσεις
collections-live = ζωντανή: { $query }
collections-listed = λίστα
collections-count = { $n-text }
collections-show = Εμφάνιση
collections-remove = Αφαίρεση
collections-follows = ακολουθεί την αναζήτηση { $query }
collections-export-html = Εξαγωγή αναφοράς…
collections-export-xgid = Εξαγωγή XGID…
collections-export-anki = Εξαγωγή στο Anki…
collections-delete = Διαγραφή…
collections-delete-ask = Διαγραφή της συλλογής { $name }; Οι αποφάσεις της μένουν στη βιβλιοθήκη, με τις σημάνσεις και τις κάρτες εξάσκησής τους.
collections-delete-yes = Διαγραφή
collections-delete-no = Να μείνει
collections-deleted = Η συλλογή { $name } διαγράφηκε.
collections-empty = Αυτή η συλλογή δεν έχει αποφάσεις.
collections-first = Εμφανίζονται οι πρώτες { $shown-text } από { $total-text } αποφάσεις· η εξαγωγή τις περιέχει όλες.
collections-more = Εμφάνιση { $n-text } ακόμη

## Η βιβλιοθήκη του συλλόγου (ui/club.js, #30): η κάρτα των Ρυθμίσεων, η
## δημοσίευση σε διακομιστή συλλόγου (`blunderdb serve`) και η βιβλιοθήκη
## του, μόνο για ανάγνωση.

club-title = Βιβλιοθήκη συλλόγου
club-help = Ένας διακομιστής συλλόγου κρατά την κοινή βιβλιοθήκη του συλλόγου: δημοσιεύστε εκεί τα ματς σας και ανοίξτε εδώ τα στοιχεία του, μόνο για ανάγνωση.
club-url-label = Διεύθυνση διακομιστή
club-token-label = Διακριτικό
club-url-field =
    .placeholder = https://club.example.org
club-token-field =
    .placeholder = το διακριτικό που σας έδωσε ο διαχειριστής του συλλόγου
club-connect = Σύνδεση
club-connecting = Σύνδεση…
club-forget = Αφαίρεση αυτού του συλλόγου
club-none = Δεν έχει οριστεί σύλλογος.
club-status = { $club } στο { $url } · { $role ->
    [reader] αναγνώστης: μπορείτε να ανοίξετε τη βιβλιοθήκη του
    [uploader] αποστολέας: μπορείτε να δημοσιεύετε ματς σε αυτόν
    [admin] διαχειριστής: μπορείτε να δημοσιεύετε ματς σε αυτόν
    [worker] worker: αυτό το διακριτικό αναλύει τα ματς του συλλόγου
   *[other] ο ρόλος του διακριτικού είναι άγνωστος
}
club-status-unreached = Διακομιστής συλλόγου { $url }: δεν έχει γίνει ακόμη επαφή.
club-viewing = Το παράθυρο δείχνει τη βιβλιοθήκη του { $club }, μόνο για ανάγνωση.
club-connected = Συνδεθήκατε με { $club }.
club-forgotten = Ο σύλλογος αφαιρέθηκε: η διεύθυνση και το διακριτικό του δεν φυλάσσονται πια.
club-set-failed = Η σύνδεση με τον σύλλογο απέτυχε: { $error }
club-forget-failed = Ο σύλλογος δεν αφαιρέθηκε: { $error }
club-url-empty = Γράψτε τη διεύθυνση του διακομιστή του συλλόγου.
club-url-scheme = Το { $url } δεν είναι διεύθυνση διακομιστή συλλόγου: αρχίζει με http:// ή https://.
club-token-empty = Γράψτε το διακριτικό που σας έδωσε ο διαχειριστής του συλλόγου.
club-unpublished = { $n ->
    [one] { $n-text } ματς της βιβλιοθήκης σας δεν έχει δημοσιευτεί ακόμη.
   *[other] { $n-text } ματς της βιβλιοθήκης σας δεν έχουν δημοσιευτεί ακόμη.
}
club-unpublished-none = Όλα τα ματς της βιβλιοθήκης σας έχουν δημοσιευτεί.
club-last-publish = Τελευταία δημοσίευση: { $when }.
club-never-published = Τίποτα δεν έχει δημοσιευτεί ακόμη από αυτόν τον υπολογιστή.
club-publish-new = Δημοσίευση νέων ματς
    .title = Τα ματς που εισήχθησαν μετά την τελευταία δημοσίευση (την πρώτη φορά: όλα τα ματς)
club-publish-all = Δημοσίευση όλων
    .title = Όλα τα ματς της βιβλιοθήκης σας· όσα έχει ήδη ο σύλλογος μετρούν ως διπλότυπα
club-publishing = Δημοσίευση…
club-publishing-progress = Δημοσίευση… { $done } / { $total }
club-published = { $n ->
    [one] Στάλθηκε { $n-text } αρχείο στον σύλλογο: { $list }
   *[other] Στάλθηκαν { $n-text } αρχεία στον σύλλογο: { $list }
}
club-publish-nothing = Τίποτα νέο για δημοσίευση.
club-publish-failed = Η δημοσίευση απέτυχε: { $error }
club-publish-details = Αρχείο προς αρχείο
club-publish-while-viewing = Επιστρέψτε στη βιβλιοθήκη σας για να δημοσιεύσετε από αυτήν.
club-publish-no-right = Με αυτό το διακριτικό δεν γίνεται δημοσίευση: ζητήστε από τον διαχειριστή του συλλόγου διακριτικό αποστολέα (uploader).
club-open = Άνοιγμα της βιβλιοθήκης του συλλόγου
club-opening = Λήψη της βιβλιοθήκης του συλλόγου…
club-opening-progress = Λήψη της βιβλιοθήκης του συλλόγου… { $done } / { $total }
club-back = Πίσω στη βιβλιοθήκη μου
club-open-failed = Η βιβλιοθήκη του συλλόγου δεν άνοιξε: { $error }
club-close-failed = Η επιστροφή στη βιβλιοθήκη σας απέτυχε: { $error }
club-banner = Βιβλιοθήκη συλλόγου «{ $club }» — μόνο για ανάγνωση
club-synced = ενημερώθηκε { $when }
club-update = Ενημέρωση
club-updating = Ενημέρωση…
club-updating-progress = Ενημέρωση… { $done } / { $total }
club-read-only-drop = Η βιβλιοθήκη του συλλόγου είναι μόνο για ανάγνωση: επιστρέψτε στη βιβλιοθήκη σας για να εισαγάγετε αυτά τα αρχεία.
