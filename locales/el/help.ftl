# blunderDB — η βοήθεια της γραμμής εντολών (`blunderdb --help`, `-h`,
# `blunderdb help ΕΝΤΟΛΗ`) και τα σφάλματα χρήσης του clap.
# Τα αγγλικά (locales/en/help.ftl, από τα σχόλια του src/cli/args.rs) είναι
# η πηγή και η εφεδρεία.
#
# Όροι (for reviewers):
# - As in common.ftl and cli.ftl: «σοβαρό λάθος» (blunder), «κύβος»,
#   «διπλασιασμός», «αποδοχή» / «απόρριψη», «κίνηση», «ματς»
#   (indeclinable), «Money», «ανάλυση»; PR, MWC, EMG, XGID, Position ID and
#   Match ID as they are.
# - Option names, values, placeholders (<FILE>, <PLAYER>), commands and
#   file formats stay as typed.

## Εντολές και επιλογές

help-cmd = Μια τοπική βιβλιοθήκη ματς τάβλι (backgammon) και τα στατιστικά που δίνουν γι' αυτά τα XG και gnuBG
help-arg-db = Το αρχείο της βιβλιοθήκης (προεπιλογή: ο φάκελος δεδομένων της πλατφόρμας, π.χ. ~/.local/share/blunderdb/library.db)
help-arg-lang = Η γλώσσα της εξόδου κειμένου και των μηνυμάτων: en, fr, de, it, es, fi, ja, el, ru, pt ή nl (προεπιλογή: οι τοπικές ρυθμίσεις, π.χ. LANG). Τα JSON και CSV είναι ίδια σε κάθε γλώσσα
help-arg-engine = Τα νούμερα των αναλύσεων μίας μηχανής (xg ή gnubg), στα ματς που έχουν μία, αντί για την ανάλυση που μετρά κάθε ματς· για stats, players, progress, breakdown, decisions και report
help-arg-server = Ένας διακομιστής συλλόγου (http://HOST:PORT) στη θέση της τοπικής βιβλιοθήκης, για import, analyse, worker και τις εντολές ανάγνωσης· το διακριτικό διαβάζεται από το BLUNDERDB_TOKEN (docs/server.md)
help-cmd-serve = Διάθεση των βιβλιοθηκών συλλόγων μέσω HTTP/JSON από PostgreSQL (docs/server.md)
help-arg-pg = Η βάση PostgreSQL (postgresql://ΧΡΗΣΤΗΣ@HOST:PORT/ΒΑΣΗ)
help-arg-listen = Η διεύθυνση ακρόασης
help-arg-cache = Ο φάκελος των μοντέλων ανάγνωσης των συλλόγων (ξαναχτίζονται από την PostgreSQL αν λείπουν· προεπιλογή: ο φάκελος cache της πλατφόρμας)
help-arg-max_upload = Το μεγαλύτερο αρχείο που γίνεται δεκτό, σε byte (τα μεγαλύτερα ανεβάσματα παίρνουν 413)
help-cmd-server = Προετοιμασία της βάσης ενός διακομιστή συλλόγου: init, club add, token add/revoke
help-cmd-server-init = Εφαρμογή των μεταναστεύσεων του διακομιστή στη βάση
help-cmd-server-club = Σύλλογοι
help-cmd-server-club-add = Δημιουργία συλλόγου και εκτύπωση του πρώτου διακριτικού διαχειριστή του (εμφανίζεται μία φορά)
help-cmd-server-token = Διακριτικά
help-cmd-server-token-add = Δημιουργία διακριτικού και εκτύπωσή του (εμφανίζεται μία φορά· κρατιέται μόνο το hash του)
help-arg-role = reader, uploader, admin ή worker
help-arg-name = Ποιος ή τι το κατέχει
help-cmd-server-token-revoke = Ανάκληση του διακριτικού ID: από τώρα δεν ανοίγει τίποτα
help-cmd-worker = Ανάλυση των ματς ενός συλλόγου που περιμένουν στην ουρά με το gnuBG σε αυτό το μηχάνημα (με --server, ένα διακριτικό worker στο BLUNDERDB_TOKEN)
help-cmd-web = Σερβίρει τη σελίδα του παραθύρου σε έναν περιηγητή πάνω από τη βιβλιοθήκη (τυπώνει μια διεύθυνση με κουπόνι μίας χρήσης)
help-arg-open = Άνοιγμα της σελίδας στον περιηγητή του συστήματος
help-arg-web = Σερβίρει και τη σελίδα του παραθύρου: τα μέλη συνδέονται με το κουπόνι τους και διαβάζουν τον σύλλογό τους σε περιηγητή
help-arg-jobs = Διεργασίες gnuBG ταυτόχρονα (προεπιλογή: ο αριθμός πυρήνων)
help-arg-gnubg = Το πρόγραμμα gnuBG (προεπιλογή: BLUNDERDB_GNUBG, μετά το gnubg στο PATH, μετά το /usr/games/gnubg)
help-arg-until_idle = Σταμάτημα όταν αδειάσει η ουρά, αντί για αναμονή για άλλα
help-cmd-import = Εισαγωγή αρχείων και φακέλων ματς (.sgf, .mat/.txt, .xg· αναδρομικά)
help-cmd-matches = Λίστα των ματς της βιβλιοθήκης με τα νούμερα και των δύο παικτών
help-cmd-stats = Νούμερα για όλη τη βιβλιοθήκη ή για τα ματς ενός παίκτη
help-arg-from = Μόνο ματς που παίχτηκαν αυτή την ημερομηνία ή μετά (ΕΕΕΕ-ΜΜ-ΗΗ)
help-arg-to = Μόνο ματς που παίχτηκαν αυτή την ημερομηνία ή πριν (ΕΕΕΕ-ΜΜ-ΗΗ)
help-arg-length = Μόνο ματς αυτού του μήκους σε πόντους (0 = συνεδρίες money)
help-arg-kind = Ποιες αποφάσεις καλύπτουν τα νούμερα λαθών
help-cmd-players = Μία γραμμή ανά παίκτη
help-cmd-analyse = Ανάλυση των ματς χωρίς ανάλυση με το GNU Backgammon, σε όλους τους πυρήνες· η βιβλιοθήκη κρατά την ανάλυση του gnuBG
help-arg-analyse-plies = Το βάθος αξιολόγησης του gnuBG, για κινήσεις πουλιών και αποφάσεις κύβου: 0 είναι ένα γρήγορο πέρασμα, 2 το συνηθισμένο επίπεδο του gnuBG
help-arg-analyse-player = Μόνο τα ματς αυτού του παίκτη
help-arg-redo = Νέα ανάλυση των ματς που έχουν ήδη ανάλυση (αρχεία gnuBG και προηγούμενες εκτελέσεις· οι αναλύσεις του XG κρατιούνται)
help-arg-timeout = Δευτερόλεπτα που μπορεί να πάρει ένα ματς πριν σταματήσει το gnuBG του (προεπιλογή: 300 στο 0-ply, 900 στο 1-ply, 3600 στο 2-ply)
help-cmd-watch = Παρακολούθηση φακέλου (όπου αποθηκεύουν το XG ή το gnuBG, ένας φάκελος λήψεων): εισαγωγή των αρχείων ματς που εμφανίζονται εκεί μόλις πάψουν να μεγαλώνουν, του καθενός μία φορά, ως το Ctrl-C. Η εφαρμογή παρακολουθεί κι αυτή τον φάκελο της βιβλιοθήκης
help-arg-folder = Ο φάκελος (προεπιλογή: ο παρακολουθούμενος φάκελος της βιβλιοθήκης, όπως ορίστηκε στις Ρυθμίσεις της εφαρμογής ή με --save)
help-arg-save = Απομνημόνευση του FOLDER ως παρακολουθούμενου φακέλου της βιβλιοθήκης
help-arg-analyse = Ανάλυση με το gnuBG και των νέων ματς που δεν έχουν ανάλυση
help-arg-plies = Το βάθος του gnuBG για το --analyse (0 γρήγορο, 2 το συνηθισμένο επίπεδο του gnuBG)
help-arg-watch-gnubg = Το πρόγραμμα gnuBG για το --analyse
help-arg-settle = Δευτερόλεπτα που ένα αρχείο πρέπει να μείνει αμετάβλητο πριν εισαχθεί
help-arg-once = Εισαγωγή ό,τι είναι έτοιμο τώρα και έξοδος (για προγραμματισμένη εργασία)
help-cmd-decisions = Οι αποφάσεις πίσω από τα νούμερα, οι χειρότερες πρώτα: μια μπάρα του ιστογράμματος, τα λάθη ή τα σοβαρά λάθη, ένα είδος απόφασης· η καθεμία με το Position ID και το Match ID του gnuBG και το XGID
help-arg-min_error = Μόνο λάθη τουλάχιστον τόσων EMG (όπως τα όρια: συμπεριλαμβάνεται)
help-arg-decision_kind = Μόνο αυτό το είδος απόφασης (double = διπλασιασμός ή όχι διπλασιασμός)
help-arg-bucket = Μόνο οι αποφάσεις αυτής της μπάρας του ιστογράμματος λαθών (0 = 0–5 χιλιοστά του πόντου … 5 = 100+), ακριβώς όσες μετρά εκεί το `stats`
help-arg-breakdown = Μόνο οι αποφάσεις ενός κελιού του `breakdown`, ακριβώς όσες μετρά η γραμμή του: DIM=KEY, π.χ. cube-action=wrong_take, phase=race, score=3a-5a, length=7 (ή length=money), plan=back_game
help-arg-limit = Αποφάσεις ανά σελίδα
help-arg-offset = Αποφάσεις προς παράλειψη (η αρχή της σελίδας)
help-arg-decisions-after = Η σελίδα μετά από αυτή την απόφαση: ERROR,MATCH,GAME,SEQ της τελευταίας γραμμής της προηγούμενης σελίδας (`next` στην έξοδο JSON). Διαβάζει μόνο τη σελίδα, όσο βαθιά κι αν είναι
help-arg-candidates = Και οι υποψήφιες κινήσεις κάθε κίνησης πουλιών (θέση, κίνηση, equity, διαφορά από την καλύτερη, σημειωμένη αυτή που παίχτηκε), ξαναδιαβασμένες από το αρχείο του ματς: πιο αργό (η βιβλιοθήκη δεν κρατά υποψήφιες)
help-cmd-report = Εγγραφή αυτόνομης αναφοράς HTML μιας επιλογής: τα νούμερα, το ιστόγραμμα και οι χειρότερες αποφάσεις με τις θέσεις τους
help-arg-html = Το αρχείο HTML προς εγγραφή (αντικαθίσταται ολόκληρο ή μένει όπως ήταν)
help-arg-report-limit = Πόσες από τις χειρότερες αποφάσεις να φαίνονται με τις θέσεις τους
help-cmd-progress = Νούμερα ανά ματς, μήνα, έτος ή τουρνουά, σε χρονική σειρά: βελτιώνεται ο παίκτης; Το PR κάθε γραμμής είναι το δικό της Σ λάθος / Σ αποφάσεις· οι γραμμές αθροίζονται στο `stats` για το ίδιο φίλτρο. Τα ματς χωρίς ημερομηνία σχηματίζουν μία γραμμή, «undated»
help-arg-player = Οποιοδήποτε από τα ονόματα ενός παίκτη (τα ψευδώνυμα μετρούν ως ο ενοποιημένος παίκτης)
help-arg-by = Μία γραμμή ανά ματς, μήνα, έτος ή τουρνουά (event)
help-arg-chart = Σχεδίαση και του διαγράμματος προόδου (μία κουκκίδα ανά γραμμή, κυλιόμενο PR, τάση, ζώνες επιπέδου) σε αυτό το αρχείο SVG
help-arg-levels = Οι ζώνες επιπέδου του διαγράμματος: xg, gnubg ή bmab (προεπιλογή: της βιβλιοθήκης, δείτε `levels`)
help-arg-window = Αποφάσεις που καλύπτει το κυλιόμενο PR του διαγράμματος
help-cmd-breakdown = Πού είναι τα λάθη: μετρημένες αποφάσεις, λάθη, σοβαρά λάθη, λάθος και PR ανά ενέργεια κύβου, φάση παιχνιδιού, σκορ, μήκος ματς ή σχέδιο παιχνιδιού
help-cmd-breakdown-long =
    Πού είναι τα λάθη: μετρημένες αποφάσεις, λάθη, σοβαρά λάθη, λάθος και PR ανά ενέργεια κύβου, φάση παιχνιδιού, σκορ, μήκος ματς ή σχέδιο παιχνιδιού.

    cube-action: missed_double (δεν διπλασίασε), wrong_double (διπλασίασε), wrong_take (δέχτηκε), wrong_pass (απέρριψε): το είδος της απόφασης κύβου· το λάθος τους αθροίζεται στο λάθος κύβου. phase (κινήσεις πουλιών, από τη θέση πριν από την κίνηση): bearoff = καμία επαφή και όλα τα πούλια του παίκτη που κινεί στο σπίτι ή βγαλμένα· race = αλλιώς καμία επαφή· opening = επαφή, με τις μετρήσεις pip και των δύο τουλάχιστον 145· middle = αλλιώς επαφή· unknown = καμία θέση στο αρχείο. Το λάθος τους αθροίζεται στο λάθος κινήσεων. score: away-away από τη σκοπιά του παίκτη («2a-5a»), το Money χωριστά. length: «1», «3», ..., «money». plan (κινήσεις πουλιών, από τη θέση πριν από την κίνηση, το σχέδιο παιχνιδιού του παίκτη που κινεί όπως το κατατάσσει το gt: του search): race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact· unknown = καμία θέση στο αρχείο. Το λάθος τους αθροίζεται στο λάθος κινήσεων.
help-arg-breakdown-by = cube-action, phase, score, length ή plan
help-cmd-alias = Ένα πρόσωπο με πολλά ονόματα: τα ματς ενός ονόματος μετρούν ως ματς άλλου παίκτη, σε κάθε προβολή, φίλτρο και εξαγωγή
help-cmd-alias-add = Τα ματς του NAME μετρούν ως ματς του PLAYER (τα αποθηκευμένα ματς κρατούν τα ονόματά τους)
help-arg-alias-add-player = Ο παίκτης με τον οποίο ενοποιείται το NAME (οποιοδήποτε από τα ονόματά του)
help-cmd-alias-remove = Αναίρεση ψευδωνύμου: τα ματς του NAME είναι ξανά δικά του
help-cmd-alias-list = Λίστα των ψευδωνύμων
help-cmd-levels = Εμφάνιση ή επιλογή των ζωνών επιπέδου του διαγράμματος προόδου: xg (ο πίνακας Performance Rating του XG, προεπιλογή), gnubg (οι βαθμολογίες του gnuBG 1.08) ή bmab (οι βαθμολογίες ανάπτυξης του gnuBG, όπως της BMAB)
help-arg-scale = Η κλίμακα προς επιλογή· χωρίς αυτήν, εμφανίζεται της βιβλιοθήκης
help-cmd-search = Εύρεση αποφάσεων με τα φίλτρα αναζήτησης του blunderDB (`nc P<70`, `m"6/1*"`, `gt:back_game E>50`, δείτε docs/search.md), οι χειρότερες πρώτα, με τα νούμερα της επιλογής· τα `search save|list|remove|run` κρατούν αναζητήσεις με όνομα
help-arg-query = Η αναζήτηση, π.χ. 'nc P<70' ή 'm"6/1*" E>20'
help-arg-search-player = Μόνο οι αποφάσεις αυτού του παίκτη (τα ψευδώνυμα μετρούν ως ο παίκτης)
help-arg-search-position = Οι αποφάσεις σε μια επικολλημένη θέση (ένα XGID ή ένα Position ID του gnuBG με ή χωρίς Match ID): όσες έχουν τον ίδιο κύβο και σκορ, μετά όσες έχουν μόνο τα ίδια πούλια
help-arg-after = Η σελίδα μετά από αυτή την απόφαση (το `next` της προηγούμενης σελίδας)
help-cmd-search-save = Αποθήκευση του QUERY ως NAME στη βιβλιοθήκη (αντικαθιστά αναζήτηση με αυτό το όνομα)
help-cmd-search-list = Οι αποθηκευμένες αναζητήσεις
help-cmd-search-remove = Διαγραφή της αποθηκευμένης αναζήτησης NAME
help-cmd-search-run = Εκτέλεση της αποθηκευμένης αναζήτησης NAME
help-cmd-match = Ένα ματς: `match show ID` κίνηση προς κίνηση, `match export ID FILE`
help-cmd-match-show = Κάθε κίνηση και ενέργεια κύβου ενός ματς, με τη σειρά, μαζί με τις αναγκαστικές κινήσεις και τα μπλοκαρίσματα: ζάρια, η κίνηση, η καλύτερη κίνηση, το λάθος της και η σήμανσή της, και η θέση πριν (Position ID και Match ID του gnuBG, XGID)
help-arg-id = Ο αριθμός του ματς (`blunderdb matches`)
help-arg-game = Μόνο αυτή η παρτίδα (1 = η πρώτη)
help-cmd-match-export = Εγγραφή ενός ματς σε αρχείο που εισάγουν άλλα προγράμματα
help-arg-format = mat: ένα πρακτικό Jellyfish, που το εισάγουν το gnuBG και το XG
help-arg-file = Το αρχείο προς εγγραφή (αντικαθίσταται ολόκληρο ή μένει όπως ήταν)
help-cmd-engines = Εμφάνιση ή ορισμός της ανάλυσης που μετρά όταν ένα ματς έχει πολλές: μια σειρά μηχανών, π.χ. `--prefer xg,gnubg` (προεπιλογή: του XG, μετά η βαθύτερη του gnuBG)
help-arg-prefer = Οι μηχανές με σειρά προτίμησης, π.χ. xg,gnubg
help-cmd-tag = Ετικέτες σε αποφάσεις μέσω του ref τους (από τις γραμμές των decisions, search και match show): `tag add REF TAG...`, `tag remove REF TAG...`, `tag list`
help-cmd-tag-add = Ετικέτα σε μια απόφαση (το ref της, από τις γραμμές των decisions, search ή match show) με λέξεις όπως #backgame ή timing
help-cmd-tag-remove = Αφαίρεση ετικετών από μια απόφαση
help-cmd-tag-list = Κάθε ετικέτα σε χρήση, με το πόσες αποφάσεις τη φέρουν
help-cmd-star = Αστέρι σε μια απόφαση (το ref της)
help-cmd-unstar = Αφαίρεση του αστεριού μιας απόφασης (το ref της)
help-cmd-comment = Σχόλιο σε μια απόφαση (το ref της)· ένα κενό TEXT αφαιρεί το σχόλιο
help-cmd-collection = Ονομασμένες, διατεταγμένες λίστες αποφάσεων, ή ζωντανές που ακολουθούν μια αναζήτηση: new, add, remove, delete, show, export (θέσεις HTML, XGID ή πακέτο Anki), list
help-cmd-collection-new = Δημιουργία συλλογής: κενής ή ζωντανής (οι αποφάσεις της είναι όσες βρίσκει η αναζήτηση, ό,τι κι αν περιέχει τότε η βιβλιοθήκη)
help-arg-collection-new-search = Η αναζήτηση που ακολουθεί μια ζωντανή συλλογή, π.χ. 'gt:back_game E>50'
help-cmd-collection-add = Προσθήκη αποφάσεων (με ref) στο τέλος μιας συλλογής
help-cmd-collection-remove = Αφαίρεση αποφάσεων (με ref) από μια συλλογή
help-cmd-collection-delete = Διαγραφή μιας συλλογής· οι αποφάσεις της, οι σημάνσεις και οι κάρτες τους μένουν
help-cmd-collection-show = Οι αποφάσεις μιας συλλογής, όπως τις παραθέτει το decisions
help-cmd-collection-export = Εγγραφή μιας συλλογής ως οι θέσεις της αναφοράς HTML, ως τα XGID της ένα ανά γραμμή, ή ως πακέτο Anki (κάθε αρχείο αντικαθίσταται ολόκληρο ή μένει όπως ήταν)
help-arg-collection-export-format = Ως τι γράφεται το FILE: apkg (πακέτο Anki, μία κάρτα ανά απόφαση), html ή xgid
help-arg-collection-export-file = Το αρχείο προς εγγραφή, μετά το --format
help-cmd-collection-list = Οι συλλογές
help-cmd-train = Εξάσκηση με επανάληψη σε διαστήματα (FSRS): οι κάρτες που λήγουν, και απάντηση σε μία όπως στο τραπέζι
help-cmd-train-due = Οι κάρτες που λήγουν τώρα (όλες όσες φτιάχτηκαν ως τώρα ή μιας τράπουλας), με τη μετρημένη συγκράτηση απέναντι στη στοχευμένη. Οι αποφάσεις μιας τράπουλας χωρίς κάρτα παίρνουν τη δική τους (ένας διπλασιασμός και η απάντησή του είναι δύο κάρτες)
help-arg-collection = Οι αποφάσεις μιας συλλογής
help-arg-search = Οι αποφάσεις που βρίσκει μια αναζήτηση
help-arg-starred = Οι αποφάσεις με αστέρι
help-cmd-train-answer = Απάντηση στην κάρτα CARD: μια κίνηση όπως 13/7 8/7 (σε εισαγωγικά ή όχι), ή double, no_double, take ή pass. Βαθμολογείται με την ανάλυση που μετρά και προγραμματίζεται από το FSRS
help-cmd-thresholds = Εμφάνιση ή ορισμός των ορίων λάθους και σοβαρού λάθους (EMG)

## Οι λέξεις του clap

help-clap-usage = Χρήση:
help-clap-commands = Εντολές:
help-clap-arguments = Ορίσματα:
help-clap-options = Επιλογές:
help-clap-options-tag = [ΕΠΙΛΟΓΕΣ]
help-clap-command-name = ΕΝΤΟΛΗ
help-clap-print-help = Εμφάνιση βοήθειας
help-clap-print-help-more = Εμφάνιση βοήθειας (περισσότερα με '--help')
help-clap-print-help-summary = Εμφάνιση βοήθειας (σύνοψη με '-h')
help-clap-print-version = Εμφάνιση έκδοσης
help-clap-help-command = Εμφάνιση αυτού του μηνύματος ή της βοήθειας των δοσμένων υποεντολών
help-clap-help-subcommands = Εμφάνιση της βοήθειας των υποεντολών
help-clap-env = [μεταβλητή: { $var }]
help-clap-default = [προεπιλογή: { $value }]
help-clap-possible = [δυνατές τιμές: { $values }]

## Σφάλματα χρήσης (κωδικός εξόδου 2)

help-err-label = σφάλμα:
help-err-tip = συμβουλή:
help-err-more = Για περισσότερα, δοκιμάστε '{ $flag }'.
help-err-unknown-argument = απροσδόκητο όρισμα '{ $arg }'
help-err-unknown-subcommand = άγνωστη υποεντολή '{ $subcommand }'
help-err-missing-value = το '{ $arg }' χρειάζεται τιμή, αλλά δεν δόθηκε καμία
help-err-invalid-value = μη έγκυρη τιμή '{ $value }' για το '{ $arg }'
help-err-invalid-value-because = μη έγκυρη τιμή '{ $value }' για το '{ $arg }': { $reason }
help-err-missing-required = λείπουν τα εξής υποχρεωτικά ορίσματα:
help-err-missing-subcommand = το '{ $command }' χρειάζεται υποεντολή, αλλά δεν δόθηκε καμία
help-err-subcommands = [υποεντολές: { $values }]
help-err-used-twice = το όρισμα '{ $arg }' δεν μπορεί να δοθεί πολλές φορές
help-err-argument-conflict = το όρισμα '{ $arg }' δεν μπορεί να χρησιμοποιηθεί μαζί με το '{ $other }'
help-err-argument-conflict-list = το όρισμα '{ $arg }' δεν μπορεί να χρησιμοποιηθεί μαζί με:
help-err-argument-conflict-any = το όρισμα '{ $arg }' δεν μπορεί να χρησιμοποιηθεί μαζί με ένα ή περισσότερα από τα άλλα δοσμένα ορίσματα
help-err-subcommand-conflict = η υποεντολή '{ $arg }' δεν μπορεί να χρησιμοποιηθεί μαζί με το '{ $other }'
help-err-subcommand-conflict-list = η υποεντολή '{ $arg }' δεν μπορεί να χρησιμοποιηθεί μαζί με:
help-err-subcommand-conflict-any = η υποεντολή '{ $arg }' δεν μπορεί να χρησιμοποιηθεί μαζί με ένα ή περισσότερα από τα άλλα δοσμένα ορίσματα
help-err-too-many-values = απροσδόκητη τιμή '{ $value }' για το '{ $arg }'· δεν αναμένονταν άλλες
help-err-value-count = το '{ $arg }' παίρνει { $expected } τιμές· δόθηκαν { $actual }
help-err-no-equals = χρειάζεται σύμβολο ίσον για να δοθεί τιμή στο '{ $arg }'
help-err-invalid-utf8 = βρέθηκε μη έγκυρο UTF-8 σε ένα ή περισσότερα ορίσματα
help-err-generic = η γραμμή εντολών δεν μπόρεσε να διαβαστεί
help-err-not-whole-number = δεν είναι ακέραιος αριθμός
help-err-not-a-number = δεν είναι αριθμός
help-err-number-too-large = πολύ μεγάλος αριθμός
help-err-number-too-small = πολύ μικρός αριθμός
help-err-out-of-range = το { $value } δεν είναι μεταξύ { $min } και { $max }
help-err-below-minimum = το { $value } είναι μικρότερο από { $min }
help-err-similar-subcommand = { $count ->
    [one] υπάρχει παρόμοια υποεντολή: { $names }
   *[other] υπάρχουν παρόμοιες υποεντολές: { $names }
}
help-err-similar-argument = { $count ->
    [one] υπάρχει παρόμοιο όρισμα: { $names }
   *[other] υπάρχουν παρόμοια ορίσματα: { $names }
}
help-err-similar-value = { $count ->
    [one] υπάρχει παρόμοια τιμή: { $names }
   *[other] υπάρχουν παρόμοιες τιμές: { $names }
}
help-err-tip-as-value = για να δώσετε το '{ $arg }' ως τιμή, γράψτε '{ $with }'
help-err-tip-exists = υπάρχει το '{ $name }'
help-err-tip-remove-dashes = υπάρχει η υποεντολή '{ $subcommand }'· για να τη χρησιμοποιήσετε, αφαιρέστε το '--' μπροστά της
