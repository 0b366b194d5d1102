# blunderDB — η γραμμή εντολών (`blunderdb`): η έξοδος κειμένου της και
# κάθε μήνυμα σφάλματος που διαβάζει ο χρήστης, όποιο μέρος του προγράμματος
# κι αν το λέει (αναγνώστες αρχείων ματς, βιβλιοθήκη, ερωτήματα, οδήγηση
# του gnuBG). Τα αγγλικά είναι η πηγή και η εφεδρεία.
#
# Οι αριθμοί έρχονται σε δύο μεταβλητές: `$n` (για τον πληθυντικό) και
# `$n-text` (ο αριθμός γραμμένος ελληνικά: `28.508.412`). Τα δεκαδικά
# έρχονται ήδη γραμμένα ελληνικά (`0,39`).
#
# Όροι (for reviewers):
# - As in common.ftl: «σοβαρό λάθος» (blunder), «κύβος», «διπλασιασμός»,
#   «αποδοχή» / «απόρριψη», «κίνηση», «τύχη», «ματς» (indeclinable), «Money».
# - Names, paths, moves and pieces of files keep straight quotes "…" and
#   backticks `…`, as a shell takes them back.
# - The file formats' own words (GM[], MI[], RE[], the `N point match` line,
#   XG's temp.xg, RGMH, DMLI) stay as the files write them.
# - Short column heads: «Μ» (ματς), «Ν-Η» (νίκες-ήττες), «Αποφ», «Λάθ»,
#   «ΣΛ» (σοβαρά λάθη).

## Πίνακες (`--format text`)

cli-col-id = id
cli-col-format = μορφή
cli-col-length = μήκ
cli-col-score = σκορ
cli-col-player = παίκτης
cli-col-player-1 = παίκτης 1
cli-col-player-2 = παίκτης 2
cli-col-matches-short = Μ
cli-col-won-lost-short = Ν-Η
cli-col-decisions-short = Αποφ
cli-col-checker-pr-short = PRκιν
cli-col-cube-pr-short = PRκύβ
cli-col-snowie-short = Snowie
cli-col-mwc-per-match-short = MWC%/μ
cli-col-errors-short = Λάθ
cli-col-blunders-short = ΣΛ
cli-col-luck-short = Τύχη
cli-col-error-emg-short = Λάθ EMG
cli-col-mwc-pct-short = MWC%
cli-col-decisions = αποφάσεις
cli-col-errors = λάθη
cli-col-blunders = σοβ. λάθη
cli-col-error-emg = λάθος EMG
cli-col-mwc-pct = MWC %
cli-period-match = ματς
cli-period-month = μήνας
cli-period-year = έτος
cli-period-event = τουρνουά
cli-undated = χωρίς ημερομηνία
cli-no-event = χωρίς τουρνουά

## matches, stats

cli-matches-footer = { $n ->
    [one] { $n-text } ματς (* = νικητής; $ = συνεδρία money; — = άγνωστο)
   *[other] { $n-text } ματς (* = νικητής; $ = συνεδρία money; — = άγνωστο)
}
cli-stats-title = Στατιστικά: { $player }
cli-stats-title-all = Στατιστικά όλων των παικτών
cli-stats-matches-won-lost = { $matches }   (νίκες { $wins }, ήττες { $losses })
cli-stats-pr-value = { $pr }   (κινήσεις { $checker }, κύβος { $cube })
cli-stats-error = Λάθος
cli-stats-error-value = { $emg } EMG   ({ $mwc } % MWC· { $per_match } % ανά ματς)
cli-stats-decisions-value = { $decisions }   (μη αναγκαστικές κινήσεις { $unforced }, οριακός κύβος { $close })
cli-stats-checker-moves = Κινήσεις
cli-stats-checker-value = { $checker }   (διπλασιασμοί { $doubles }, αποδοχές { $takes }, απορρίψεις { $passes })
cli-stats-errors-blunders = Λάθη / σοβαρά
cli-stats-errors-value = { $errors } / { $blunders }   [{ $thresholds }]
cli-stats-luck-value = { $rolls ->
    [one] { $emg } EMG σε { $rolls-text } ζαριά ({ $per_roll } ανά ζαριά, { $mwc } % MWC)
   *[other] { $emg } EMG σε { $rolls-text } ζαριές ({ $per_roll } ανά ζαριά, { $mwc } % MWC)
}
cli-stats-histogram = Ιστόγραμμα λαθών (χιλιοστά του πόντου):
cli-stats-unanalysed = { $n ->
    [one] { $n-text } ματς χωρίς ανάλυση: το `blunderdb analyse` το δίνει στο gnuBG για ανάλυση
   *[other] { $n-text } ματς χωρίς ανάλυση: το `blunderdb analyse` τα δίνει στο gnuBG για ανάλυση
}

## decisions, report

cli-decisions-none = Καμία απόφαση σε αυτή την επιλογή.
cli-decision-row = { $error } EMG { $mwc } %  { $player }  ματς { $match_no } παρτίδα { $game } κίνηση { $move_no }  { $kind } { $dice }
cli-decision-played = παίχτηκε { $played }   καλύτερη { $best }
cli-candidates-none = υποψήφιες: καμία στο αρχείο για αυτή την απόφαση
cli-next-page = επόμενη σελίδα: --after { $cursor }
cli-report-wrote = { $n ->
    [one] γράφτηκε το { $path } ({ $n-text } byte)
   *[other] γράφτηκε το { $path } ({ $n-text } bytes)
}

## import, watch

cli-import-word-imported = εισήχθη
cli-import-word-duplicate = διπλότυπο
cli-import-word-replaced = αντικαταστάθηκε
cli-import-word-skipped = παραλείφθηκε
cli-import-word-failed = απέτυχε
cli-import-imported = { $path } (ματς { $id })
cli-import-duplicate = { $path } (ματς { $id }, από { $of })
cli-import-replaced = { $path } (ματς { $id }: το αναλυμένο αντίγραφο αντικαθιστά το { $previous })
cli-import-skipped = { $path } ({ $reason })
cli-import-summary = { $files ->
    [one] { $files-text } αρχείο
   *[other] { $files-text } αρχεία
}: εισήχθησαν { $imported-text }, διπλότυπα { $duplicates-text }, αντικαταστάθηκαν { $replaced-text }, παραλείφθηκαν { $skipped-text }, απέτυχαν { $failed-text }
cli-bar-files = αρχεία
cli-watch-no-folder = δεν δόθηκε φάκελος, και η βιβλιοθήκη δεν παρακολουθεί κανέναν (blunderdb watch ΦΑΚΕΛΟΣ --save)
cli-watch-not-a-folder = { $path }: δεν είναι φάκελος
cli-watch-watching = παρακολούθηση του { $path } (τα αρχεία εισάγονται { $seconds-text } s μετά την τελευταία αλλαγή τους· το Ctrl-C σταματά)

## analyse

cli-analyse-word-analysed = αναλύθηκε
cli-analyse-word-failed = απέτυχε
cli-analyse-analysed = { $label } (ματς { $id }) σε { $seconds } s
cli-analyse-failed = { $label } (ματς { $id }): { $error }
cli-analyse-header = gnuBG { $version } ({ $path }), { $plies }-ply, { $jobs ->
    [one] { $jobs-text } διεργασία
   *[other] { $jobs-text } διεργασίες
}: { $n ->
    [one] { $n-text } ματς για ανάλυση
   *[other] { $n-text } ματς για ανάλυση
}
cli-analyse-cancelling = ακύρωση: τα ματς σε εξέλιξη ολοκληρώνονται (ξανά Ctrl-C για άμεση διακοπή)
cli-bar-matches-eta = ματς  ELAPSED (απομένουν ETA)
cli-analyse-summary = { $n ->
    [one] { $n-text } ματς
   *[other] { $n-text } ματς
}: αναλύθηκαν { $analysed-text }, απέτυχαν { $failed-text }
cli-analyse-not-started = , δεν ξεκίνησαν { $n-text } (ακυρώθηκε· τρέξτε ξανά για να γίνουν)
cli-analyse-done = { $summary } σε { $seconds } s
cli-gnubg-not-located = το gnuBG δεν βρέθηκε

## alias, levels, thresholds

cli-alias-added = το "{ $alias }" μετράει τώρα ως "{ $player }"
cli-alias-removed = το "{ $alias }" δεν μετράει πια ως "{ $player }"
cli-alias-none = κανένα ψευδώνυμο
cli-levels-source-xg = πίνακας Performance Rating του eXtreme Gammon (Wikipedia, «eXtreme Gammon»)
cli-levels-source-gnubg = βαθμίδες του GNU Backgammon (GetRating(), έκδοση 1.08.003)
cli-levels-source-bmab = βαθμίδες της υπό ανάπτυξη έκδοσης του GNU Backgammon, παρόμοιες με τους βαθμούς του BMAB
cli-levels-and-up = { $from } και πάνω

## Σφάλματα της γραμμής εντολών

cli-no-data-dir = δεν υπάρχει φάκελος δεδομένων σε αυτή την πλατφόρμα· δώστε --db ΔΙΑΔΡΟΜΗ
cli-no-library = δεν υπάρχει βιβλιοθήκη στο { $path }: εισαγάγετε πρώτα ματς σε αυτήν (blunderdb --db ΔΙΑΔΡΟΜΗ import ΑΡΧΕΙΟ…) ή δώστε άλλη με το --db
cli-cannot-write = δεν είναι δυνατή η εγγραφή του { $path }: { $error }
cli-bad-emg = το "{ $value }" δεν είναι λάθος σε EMG (αριθμός ≥ 0, π.χ. { $example })
cli-bad-page-size = το "{ $value }" δεν είναι μέγεθος σελίδας (1 έως { $max })
cli-bad-board-count = το "{ $value }" δεν είναι αριθμός ταμπλό (0 έως { $max })

## Σφάλματα της βιβλιοθήκης

lib-file-error = { $path }: { $error }
lib-cannot-read = { $path }: δεν διαβάζεται: { $error }
lib-cannot-create-folder = βιβλιοθήκη { $path }: δεν είναι δυνατή η δημιουργία του φακέλου της { $dir }: { $error }
lib-library-error = βιβλιοθήκη { $path }: { $error }
lib-sqlite-error = βιβλιοθήκη: { $error }
lib-busy = { $error } (άλλη διεργασία την κράτησε απασχολημένη περισσότερο απ' όσο περιμένει το blunderDB)
lib-is-a-folder = βιβλιοθήκη { $path }: είναι φάκελος, όχι αρχείο βιβλιοθήκης (π.χ. { $example })
lib-folder-is-a-file = βιβλιοθήκη { $path }: το { $dir } είναι αρχείο, όχι φάκελος
lib-newer-schema = { $path }: γράφτηκε από νεότερο blunderDB (σχήμα { $version }, αυτό διαβάζει έως { $max })
lib-no-transaction = καμία ανοιχτή συναλλαγή
lib-record-damaged = ματς { $id }: οι αποθηκευμένες αποφάσεις του έχουν φθαρεί ({ $what })
lib-record-not-deflated = δεν είναι συμπιεσμένη εγγραφή
lib-record-empty = κενή
lib-record-version = έκδοση εγγραφής { $version }
lib-record-no-count = χωρίς πλήθος
lib-record-cut-short = κομμένη
lib-record-not-utf8 = το κείμενο δεν είναι UTF-8
lib-transcript-damaged = ματς { $id }: η αποθηκευμένη καταγραφή έχει φθαρεί ({ $error })
lib-match-gone = το ματς { $id } δεν είναι πια στη βιβλιοθήκη
lib-analysis-length = το gnuBG διάβασε ματς { $read } πόντων εκεί όπου η βιβλιοθήκη έχει ματς { $length } πόντων
lib-unknown-breakdown = η βιβλιοθήκη περιέχει άγνωστη ανάλυση κατά "{ $name }"
lib-import-too-large = { $size-text } bytes είναι πολλά για αρχείο ματς
lib-import-not-a-match = δεν είναι αρχείο ματς
lib-import-not-stored = { $path }: δεν αποθηκεύτηκε: { $error }
metrics-thresholds-negative = τα όρια πρέπει να είναι μη αρνητικοί αριθμοί (δόθηκαν { $error } και { $blunder })
metrics-thresholds-order = το όριο λάθους ({ $error }) δεν πρέπει να ξεπερνά το όριο σοβαρού λάθους ({ $blunder })
metrics-blunder-too-large = όριο σοβαρού λάθους { $blunder } EMG ξεπερνά κάθε πραγματικό λάθος

## Σφάλματα επιλογής

query-unknown-player = δεν υπάρχει παίκτης με όνομα "{ $name }"· το `blunderdb players` δείχνει τους παίκτες
query-unknown-player-suggest = δεν υπάρχει παίκτης με όνομα "{ $name }"· μήπως εννοείτε { $names };
query-list-or = { $init } ή { $last }
query-invalid-date = μη έγκυρη ημερομηνία "{ $value }": αναμενόταν ΕΕΕΕ-ΜΜ-ΗΗ
query-invalid-date-why = μη έγκυρη ημερομηνία "{ $value }": αναμενόταν ΕΕΕΕ-ΜΜ-ΗΗ ({ $why })
query-no-month = δεν υπάρχει μήνας { $month }
query-no-day = ο μήνας { $month } δεν έχει ημέρα { $day }
query-empty-range = η περίοδος είναι κενή: η αρχή { $from } είναι μετά το τέλος { $to }
query-unknown-choice = { $what }: το "{ $value }" δεν υπάρχει· αναμενόταν ένα από { $choices }
query-what-breakdown = ανάλυση
query-what-grouping = ομαδοποίηση
query-what-level-scale = κλίμακα επιπέδων
query-what-key = κλειδί του { $by }
query-breakdown-cell = το --breakdown θέλει DIM=ΚΛΕΙΔΙ (π.χ. phase=race, cube-action=wrong_take, score=3a-5a, length=7), όχι "{ $value }"
query-breakdown-cube-checker = η ανάλυση cube-action αφορά αποφάσεις κύβου· το --type checker δεν επιλέγει καμία
query-breakdown-phase-cube = η ανάλυση phase αφορά κινήσεις· το --type cube δεν επιλέγει καμία
query-alias-unknown-player = δεν υπάρχει παίκτης με όνομα "{ $name }"
query-alias-self = το "{ $alias }" δεν μπορεί να συγχωνευθεί με τον εαυτό του
query-alias-cycle = το "{ $player }" είναι ήδη ψευδώνυμο του "{ $alias }": η συγχώνευση του "{ $alias }" σε αυτό θα έκανε κύκλο
query-alias-already = το "{ $alias }" μετράει ήδη ως "{ $player }"
query-alias-already-other = το "{ $alias }" μετράει ήδη ως "{ $player }"· πρώτα `blunderdb alias remove "{ $alias }"`
query-alias-none = το "{ $name }" δεν είναι ψευδώνυμο· το `blunderdb alias list` τα δείχνει
query-alias-none-no-aliases = το "{ $name }" δεν είναι ψευδώνυμο· δεν υπάρχουν ψευδώνυμα
query-drill-limit = το --limit { $limit } είναι περισσότερο απ' όσο χωρά μια σελίδα ({ $max })
query-drill-after-and-before = μια σελίδα ζητείται μετά από μια γραμμή ή πριν από μια γραμμή, όχι και τα δύο
query-drill-offset-and-cursor = το --offset { $offset } και ένας δείκτης ({ $cursor }) δεν χρησιμοποιούνται μαζί
query-drill-bad-cursor = το --after θέλει ΛΑΘΟΣ,ΜΑΤΣ,ΠΑΡΤΙΔΑ,SEQ (λάθος, ματς, παρτίδα και seq της τελευταίας γραμμής), όχι "{ $value }"
query-drill-no-bar = δεν υπάρχει στήλη ιστογράμματος { $bar }: οι στήλες είναι 0 έως { $last }
query-drill-min-error = το --min-error πρέπει να είναι μη αρνητικός αριθμός EMG (δόθηκε { $value })

## gnuBG

engine-gnubg-not-found = το GNU Backgammon (gnubg) δεν βρέθηκε: εγκαταστήστε το με `sudo apt-get install gnubg` (Debian, Ubuntu) ή από το https://www.gnu.org/software/gnubg/ (Windows, macOS), ή δώστε το πρόγραμμα με --gnubg ΔΙΑΔΡΟΜΗ ή BLUNDERDB_GNUBG
engine-gnubg-unusable = { $path }: δεν είναι χρησιμοποιήσιμο GNU Backgammon: { $why }
engine-gnubg-no-such-program = δεν υπάρχει τέτοιο πρόγραμμα
engine-gnubg-not-gnubg = το `--version` δεν αναφέρει GNU Backgammon

## Σφάλματα σε αρχεία ματς

parse-at = { $at }: { $what }
parse-line = γραμμή { $n-text }
parse-byte = byte { $n-text }
parse-empty = το αρχείο είναι κενό
parse-not-a-match-file = δεν είναι αρχείο ματς που διαβάζει το blunderDB (αναμενόταν .sgf του gnuBG, .mat/.txt του Jellyfish ή .xg του XG)

## Καταγραφές Jellyfish (.mat, .txt)

parse-mat-game-before-match-line = παρτίδα πριν από τη γραμμή του ματς (`N point match`)
parse-mat-no-match-line = δεν υπάρχει γραμμή ματς (`N point match` ή `Match of N points`)
parse-mat-no-score-line = παρτίδα χωρίς γραμμή σκορ
parse-mat-expected-score-line = αναμενόταν η γραμμή σκορ (`Όνομα : 0    Όνομα : 0`) μετά το `Game N`
parse-mat-score-above-length = το σκορ { $a }-{ $b } ξεπερνά το μήκος του ματς { $length }
parse-mat-expected-game-1 = αναμενόταν `Game 1`, βρέθηκε `{ $found }`
parse-mat-too-many-actions-numbered = πάνω από δύο ενέργειες σε αριθμημένη γραμμή
parse-mat-expected-turn = αναμενόταν γύρος
parse-mat-too-many-actions = πάνω από δύο ενέργειες σε μία γραμμή
parse-mat-no-game = το ματς δεν έχει παρτίδα (`Game 1` και γραμμή σκορ)
parse-mat-absurd-length = παράλογο μήκος ματς `{ $value }`
parse-mat-negative-length = αρνητικό μήκος ματς { $n }
parse-mat-length-above = το μήκος ματς { $n } ξεπερνά το { $max }
parse-mat-dice-range = ζάρια `{ $dice }` εκτός 1–6
parse-mat-no-points = `{ $word }` χωρίς αριθμό πόντων
parse-mat-bad-points = `{ $word } { $value }`: αναμενόταν αριθμός πόντων
parse-mat-unexpected-turn = απρόσμενο `{ $found }` εκεί όπου θα έπρεπε να είναι γύρος
parse-mat-arrow-no-cube = `=>` χωρίς τιμή κύβου
parse-mat-arrow-bad-cube = `=> { $value }`: αναμενόταν τιμή κύβου
parse-mat-absurd-cube = παράλογη τιμή κύβου { $value }
parse-mat-unexpected-move = απρόσμενο `{ $found }` εκεί όπου θα έπρεπε να είναι κίνηση

## SGF του gnuBG

parse-sgf-value-not-closed = μια τιμή ιδιότητας δεν κλείνει (το αρχείο είναι κομμένο)
parse-sgf-no-value = μια ιδιότητα δεν έχει τιμή
parse-sgf-unexpected-property = απρόσμενος χαρακτήρας εκεί όπου θα έπρεπε να είναι ιδιότητα SGF
parse-sgf-other-game = SGF άλλου παιχνιδιού (GM[{ $gm }]), όχι τάβλι (GM[6])
parse-sgf-no-gm = δεν υπάρχει ιδιότητα GM[6]: δεν είναι SGF ταβλιού του gnuBG
parse-sgf-mi-not-number = MI[{ $value }]: δεν είναι ακέραιος
parse-sgf-length-beyond = το μήκος ματς { $length } ξεπερνά τους 63 πόντους
parse-sgf-score-not-below = το σκορ { $a }-{ $b } δεν είναι κάτω από το μήκος του ματς { $length }
parse-sgf-cv = CV[{ $value }]: δεν είναι τιμή κύβου
parse-sgf-re-points = RE[{ $value }]: οι κερδισμένοι πόντοι δεν διαβάζονται
parse-sgf-re-absurd = RE[{ $value }]: παράλογος αριθμός πόντων
parse-sgf-not-sgf = δεν είναι αρχείο SGF: αναμενόταν '(;'
parse-sgf-trailing-bytes = απρόσμενα bytes μετά από δέντρο παιχνιδιού
parse-sgf-tree-no-node = ένα δέντρο παιχνιδιού δεν αρχίζει με κόμβο ';'
parse-sgf-mixed-lengths = παρτίδες διαφορετικού μήκους ματς σε ένα αρχείο
parse-sgf-variations = οι παραλλαγές δεν ανήκουν σε αρχείο ματς του gnuBG
parse-sgf-unexpected-character = απρόσμενος χαρακτήρας σε δέντρο παιχνιδιού
parse-sgf-truncated = το αρχείο τελειώνει μέσα σε παρτίδα (κομμένο)
parse-sgf-no-game = καμία παρτίδα στο αρχείο
parse-sgf-no-players = δεν υπάρχουν ονόματα παικτών (PW/PB) στην πρώτη παρτίδα
parse-sgf-da = μια ανάλυση κύβου DA[] δεν διαβάζεται
parse-sgf-move-dice = η κίνηση { $side }[{ $value }] δεν αρχίζει με δύο ζάρια 1-6
parse-sgf-move-points = η κίνηση [{ $value }] έχει κακοσχηματισμένα σημεία
parse-sgf-a-index = A[]: ο δείκτης της κίνησης που παίχτηκε δεν είναι αριθμός
parse-sgf-a-none = A[]: καμία αναγνώσιμη υποψήφια
parse-sgf-a-candidate = A[]: μια υποψήφια δεν διαβάζεται

## Αρχεία .xg του XG

parse-xg-no-magic = δεν είναι αρχείο eXtreme Gammon (λείπει η υπογραφή RGMH)
parse-xg-short = κομμένο αρχείο .xg (μικρότερο από την κεφαλίδα του)
parse-xg-inflates-past = { $what }: αποσυμπιέζεται πέρα από το δηλωμένο μέγεθος
parse-xg-zlib-truncated = { $what }: η ροή zlib είναι κομμένη
parse-xg-zlib-corrupt = { $what }: φθαρμένη ροή zlib ({ $status })
parse-xg-registry = μητρώο του αρχείου
parse-xg-trailer = τέλος του αρχείου: { $what }
parse-xg-entry = εγγραφή temp.xg του μητρώου: { $what }
parse-xg-unreadable = μη αναγνώσιμο
parse-xg-member-count = παράλογο πλήθος μελών (κομμένο ή φθαρμένο αρχείο)
parse-xg-negative-registry = αρνητικό μέγεθος μητρώου
parse-xg-negative-archive = αρνητικό μέγεθος αρχειοθήκης
parse-xg-registry-too-large = μητρώο μεγαλύτερο από το αρχείο
parse-xg-archive-overlaps = η αρχειοθήκη επικαλύπτει την κεφαλίδα (κομμένο ή φθαρμένο αρχείο)
parse-xg-registry-truncated = το μητρώο της αρχειοθήκης είναι κομμένο
parse-xg-negative-size = αρνητικό μέγεθος ή θέση
parse-xg-offset-overflows = η θέση υπερχειλίζει
parse-xg-size-overflows = το μέγεθος υπερχειλίζει
parse-xg-outside-archive = δείχνει έξω από την αρχειοθήκη (κομμένο ή φθαρμένο αρχείο)
parse-xg-absurd-size = παράλογο αποσυμπιεσμένο μέγεθος
parse-xg-size-differs = temp.xg: το μέγεθος διαφέρει από το μητρώο
parse-xg-crc = temp.xg: λάθος CRC (φθαρμένο αρχείο)
parse-xg-no-member = η αρχειοθήκη δεν έχει μέλος temp.xg
parse-xg-stream-size = το temp.xg έχει { $size-text } bytes, όχι ακέραιο πλήθος εγγραφών των { $record-text } bytes
parse-xg-record = temp.xg, εγγραφή { $index-text } (θέση { $offset-text }): { $what }
parse-xg-empty-stream = κενή ροή εγγραφών
parse-xg-no-match-header = η ροή δεν αρχίζει με κεφαλίδα ματς
parse-xg-no-dmli = λείπει η υπογραφή DMLI της κεφαλίδας του ματς
parse-xg-unreadable-field = μη αναγνώσιμο πεδίο
parse-xg-after-footer = εγγραφή μετά το τέλος του ματς
parse-xg-second-header = δεύτερη κεφαλίδα ματς
parse-xg-absurd-score = παράλογο σκορ παρτίδας
parse-xg-absurd-auto-doubles = παράλογο πλήθος αυτόματων διπλασιασμών
parse-xg-too-many-games = πάρα πολλές παρτίδες
parse-xg-cube-outside-game = εγγραφή κύβου εκτός παρτίδας
parse-xg-unknown-cube-action = άγνωστη ενέργεια κύβου
parse-xg-bad-player = μη έγκυρος παίκτης που παίζει
parse-xg-absurd-cube = παράλογη τιμή κύβου
parse-xg-move-outside-game = εγγραφή κίνησης εκτός παρτίδας
parse-xg-dice-range = ζάρια εκτός ορίων
parse-xg-absurd-candidates = παράλογο πλήθος υποψήφιων κινήσεων
parse-xg-unreadable-position = μη αναγνώσιμη θέση
parse-xg-footer-outside-game = τέλος παρτίδας εκτός παρτίδας
parse-xg-absurd-points = παράλογοι κερδισμένοι πόντοι
parse-xg-unknown-record = άγνωστος τύπος εγγραφής { $kind }
parse-xg-position-file = αρχείο θέσης του XG (.xgp): περιέχει μια θέση, όχι ματς

# `search --position ID` (#41). `$position`: the pasted position's XGID, or its Position ID when only that was given.
cli-search-position = Θέση { $position }
cli-search-position-exact = Ίδια θέση, κύβος και σκορ ({ $count } αποφάσεις):
cli-search-position-same = Ίδια πούλια, άλλος κύβος ή σκορ ({ $count } αποφάσεις):
