# blunderDB — η γλώσσα αναζήτησης (`blunderdb search ΕΡΩΤΗΜΑ`, το πεδίο
# ερωτήματος της καρτέλας Θέσεις): τα σφάλματά της. Τα αγγλικά είναι η
# πηγή και η εφεδρική γλώσσα.
#
# Choices (for reviewers):
# - The filters' names (nc, P, k, bo, ph:, gt:, XGID…), the words of their
#   closed lists (race, holding, take, money…) and the examples are the
#   query language itself: they stay as they are.
# - "κύβος" (cube), "ζαριά" (roll), "ζάρια" (dice), as in cli.ftl.

## Σφάλματα ερωτήματος

search-query-at = στο ερώτημα, "{ $token }" (χαρακτήρας { $position }): { $what }
search-query-unknown = άγνωστο φίλτρο "{ $name }"· τα φίλτρα είναι { $filters }, και το καθένα αναιρείται με ένα x ή ένα ! μπροστά
search-query-unsupported = το "{ $name }" είναι φίλτρο του blunderDB για στοιχεία που αυτή η βιβλιοθήκη δεν κρατά (equity, πιθανότητες, σημαίες του XG, προέλευση σχολίων, αναγνωριστικά και ημερομηνίες του ίδιου του blunderDB). Λέξεις σχολίων αναζητά το t"λέξη"
search-query-missing-value = το "{ $name }" χρειάζεται τιμή, για παράδειγμα { $example }
search-query-no-value = το "{ $name }" δεν παίρνει τιμή
search-query-bad-count = το "{ $value }" δεν είναι ακέραιος μηδέν ή μεγαλύτερος
search-query-bad-whole = το "{ $value }" δεν είναι ακέραιος
search-query-bad-number = το "{ $value }" δεν είναι αριθμός μηδέν ή μεγαλύτερος
search-query-empty-range = το διάστημα από { $from } έως { $to } είναι κενό: τελειώνει πριν αρχίσει
search-query-unclosed-quote = ανοίγουν εισαγωγικά που δεν κλείνουν ποτέ
search-query-bad-choice = το "{ $value }" δεν είναι ένα από τα { $choices }
search-query-bad-dice = το "{ $value }" δεν είναι ζαριά: ένα ή δύο ζάρια από 1 έως 6, για παράδειγμα D31 ή D6
search-query-bad-score = το "{ $value }" δεν είναι σκορ: οι πόντοι που λείπουν, πρώτα αυτού που αποφασίζει, για παράδειγμα score:2a4a, ή score:money
search-query-bad-date = το "{ $value }" δεν είναι ημερομηνία: ένα έτος, ένας μήνας ή μια ημέρα, για παράδειγμα 2024, 2024-06 ή 2024-06-15
search-query-bad-position = το "{ $value }" δεν είναι XGID
search-query-needs-position = το "{ $name }" χωρίς τιμή διαβάζει τη θέση που δίνει το ερώτημα (ένα XGID), και δεν υπάρχει, ή δεν έχει ζαριά· γράψτε την τιμή, για παράδειγμα { $example }
search-query-negation-alone = μια άρνηση (x ή !) πρέπει να ακολουθείται από φίλτρο, όπως στο xD65
search-query-cannot-negate = το "{ $name }" επιλέγει τα ματς της αναζήτησης, όπως οι επιλογές της εντολής: δεν μπορεί να αναιρεθεί
search-query-repeated = το "{ $name }" δίνεται δύο φορές
search-query-bad-pattern = το "{ $name }" χρειάζεται λίστα σε εισαγωγικά: κινήσεις, όπως m"6/1*", ή ενέργειες κύβου, όπως m'ND,DT,DP'
search-query-mixed-pattern = η λίστα ανακατεύει κινήσεις και ενέργειες κύβου· μια απόφαση είναι είτε το ένα είτε το άλλο

## Επικολλημένη θέση

paste-empty = τίποτα για ανάγνωση: επικολλήστε ένα XGID (XGID=…) ή ένα Position ID του gnuBG, με ή χωρίς το Match ID του
paste-position-id = το Position ID πρέπει να είναι 14 χαρακτήρες base64, όχι "{ $value }"
paste-position-id-board = το Position ID "{ $value }" δεν περιγράφει ταμπλό: πάνω από 15 πούλια σε μία πλευρά ή πολύ λίγα σημεία
paste-match-id = το Match ID πρέπει να είναι 12 χαρακτήρες base64, όχι "{ $value }"
paste-match-id-field = το Match ID "{ $value }": το πεδίο του { $field } είναι εκτός ορίων
paste-xgid-fields = XGID: { $count } πεδία χωρισμένα με άνω-κάτω τελεία, ενώ χρειάζονται 9 ή 10
paste-xgid-position = XGID: το πεδίο θέσης πρέπει να έχει 26 χαρακτήρες από - a-o A-O, όχι "{ $value }"
paste-xgid-checkers = XGID: η θέση "{ $value }" έχει πάνω από 15 πούλια σε μία πλευρά
paste-xgid-field = XGID: το πεδίο { $field } "{ $value }" δεν είναι έγκυρος αριθμός
