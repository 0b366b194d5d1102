# blunderDB — la ligne de commande (`blunderdb`) : ses sorties texte, et
# chaque message d'erreur que lit l'utilisateur, quelle que soit la partie
# du programme qui le dit (lecteurs de fichiers de match, bibliothèque,
# requêtes, pilote de gnuBG). L'anglais est la source et le repli.
#
# Les nombres viennent en deux variables : `$n` (pour choisir le pluriel)
# et `$n-text` (le nombre écrit à la française : `28 508 412`). Les
# décimales arrivent déjà écrites à la française (`0,39`).
#
# Choix (for reviewers):
# - Terms as in common.ftl: « gaffe » (blunder), « videau » (cube),
#   « coup » / « pions » (checker play), « chance » (luck), « Money game ».
# - Names, paths, moves and pieces of files keep straight quotes "…" and
#   backticks `…`, as a shell takes them back; a plain space before « : »
#   as French command-line tools print it.
# - The file formats' own words (property names GM[], MI[], RE[], the
#   `N point match` line of a transcript, XG's temp.xg, RGMH, DMLI) stay as
#   the files write them.
# - Short column heads: « M » (matchs), « V-D » (victoires-défaites),
#   « Déc » (décisions), « Err », « Gaf ».
# - Plurals: one (0 and 1), many (millions), other.

## Tableaux (`--format text`)

cli-col-id = id
cli-col-format = fmt
cli-col-length = lg
cli-col-score = score
cli-col-player = joueur
cli-col-player-1 = joueur 1
cli-col-player-2 = joueur 2
cli-col-matches-short = M
cli-col-won-lost-short = V-D
cli-col-decisions-short = Déc
cli-col-checker-pr-short = PRpions
cli-col-cube-pr-short = PRvid
cli-col-snowie-short = Snowie
cli-col-mwc-per-match-short = MWC%/m
cli-col-errors-short = Err
cli-col-blunders-short = Gaf
cli-col-luck-short = Chance
cli-col-error-emg-short = Err EMG
cli-col-mwc-pct-short = MWC%
cli-col-decisions = décisions
cli-col-errors = erreurs
cli-col-blunders = gaffes
cli-col-error-emg = erreur EMG
cli-col-mwc-pct = MWC %
cli-period-match = match
cli-period-month = mois
cli-period-year = année
cli-period-event = tournoi
cli-undated = sans date
cli-no-event = sans tournoi

## matches, stats

cli-matches-footer = { $n ->
    [one] { $n-text } match (* = vainqueur ; $ = money game ; — = inconnu)
    [many] { $n-text } de matchs (* = vainqueur ; $ = money game ; — = inconnu)
   *[other] { $n-text } matchs (* = vainqueur ; $ = money game ; — = inconnu)
}
cli-stats-title = Statistiques de { $player }
cli-stats-title-all = Statistiques de tous les joueurs
cli-stats-matches-won-lost = { $matches }   (gagnés { $wins }, perdus { $losses })
cli-stats-pr-value = { $pr }   (pions { $checker }, videau { $cube })
cli-stats-error = Erreur
cli-stats-error-value = { $emg } EMG   ({ $mwc } % MWC ; { $per_match } % par match)
cli-stats-decisions-value = { $decisions }   (coups non forcés { $unforced }, videau serré { $close })
cli-stats-checker-moves = Coups
cli-stats-checker-value = { $checker }   (doubles { $doubles }, pris { $takes }, passés { $passes })
cli-stats-errors-blunders = Erreurs / gaffes
cli-stats-errors-value = { $errors } / { $blunders }   [{ $thresholds }]
cli-stats-luck-value = { $rolls ->
    [one] { $emg } EMG sur { $rolls-text } jet ({ $per_roll } par jet, { $mwc } % MWC)
    [many] { $emg } EMG sur { $rolls-text } de jets ({ $per_roll } par jet, { $mwc } % MWC)
   *[other] { $emg } EMG sur { $rolls-text } jets ({ $per_roll } par jet, { $mwc } % MWC)
}
cli-stats-histogram = Histogramme des erreurs (millipoints) :
cli-stats-unanalysed = { $n ->
    [one] { $n-text } match sans analyse : `blunderdb analyse` le fait analyser par gnuBG
    [many] { $n-text } de matchs sans analyse : `blunderdb analyse` les fait analyser par gnuBG
   *[other] { $n-text } matchs sans analyse : `blunderdb analyse` les fait analyser par gnuBG
}

## decisions, report

cli-decisions-none = Aucune décision dans cette sélection.
cli-decision-row = { $error } EMG { $mwc } %  { $player }  match { $match_no } partie { $game } coup { $move_no }  { $kind } { $dice }
cli-decision-played = joué { $played }   meilleur { $best }
cli-candidates-none = candidats : aucun dans le fichier pour cette décision
cli-next-page = page suivante : --after { $cursor }
cli-report-wrote = { $n ->
    [one] { $path } écrit ({ $n-text } octet)
    [many] { $path } écrit ({ $n-text } d'octets)
   *[other] { $path } écrit ({ $n-text } octets)
}

## import, watch

cli-import-word-imported = importé
cli-import-word-duplicate = doublon
cli-import-word-replaced = remplacé
cli-import-word-skipped = ignoré
cli-import-word-failed = échec
cli-import-imported = { $path } (match { $id })
cli-import-duplicate = { $path } (match { $id }, depuis { $of })
cli-import-replaced = { $path } (match { $id } : la copie analysée remplace { $previous })
cli-import-skipped = { $path } ({ $reason })
cli-import-summary = { $files ->
    [one] { $files-text } fichier
    [many] { $files-text } de fichiers
   *[other] { $files-text } fichiers
} : { $imported-text } importés, { $duplicates ->
    [one] { $duplicates-text } doublon
   *[other] { $duplicates-text } doublons
}, { $replaced-text } remplacés, { $skipped-text } ignorés, { $failed-text } en échec
cli-bar-files = fichiers
cli-watch-no-folder = aucun dossier indiqué, et la bibliothèque n'en surveille aucun (blunderdb watch DOSSIER --save)
cli-watch-not-a-folder = { $path } : pas un dossier
cli-watch-watching = surveillance de { $path } (les fichiers sont importés { $seconds-text } s après leur dernière modification ; Ctrl-C arrête)

## analyse

cli-analyse-word-analysed = analysé
cli-analyse-word-failed = échec
cli-analyse-analysed = { $label } (match { $id }) en { $seconds } s
cli-analyse-failed = { $label } (match { $id }) : { $error }
cli-analyse-header = gnuBG { $version } ({ $path }), { $plies } plis, { $jobs ->
    [one] { $jobs-text } processus
   *[other] { $jobs-text } processus
} : { $n ->
    [one] { $n-text } match à analyser
    [many] { $n-text } de matchs à analyser
   *[other] { $n-text } matchs à analyser
}
cli-analyse-cancelling = annulation : les matchs en cours se terminent (Ctrl-C à nouveau pour arrêter tout de suite)
cli-bar-matches-eta = matchs  ELAPSED (reste ETA)
cli-analyse-summary = { $n ->
    [one] { $n-text } match
    [many] { $n-text } de matchs
   *[other] { $n-text } matchs
} : { $analysed-text } analysés, { $failed-text } en échec
cli-analyse-not-started = , { $n-text } non commencés (annulé ; relancez pour les faire)
cli-analyse-done = { $summary } en { $seconds } s
cli-gnubg-not-located = gnuBG est introuvable

## alias, levels, thresholds

cli-alias-added = "{ $alias }" compte désormais comme "{ $player }"
cli-alias-removed = "{ $alias }" ne compte plus comme "{ $player }"
cli-alias-none = aucun alias
cli-levels-source-xg = table du Performance Rating d'eXtreme Gammon (Wikipédia, « eXtreme Gammon »)
cli-levels-source-gnubg = niveaux de GNU Backgammon (GetRating(), version 1.08.003)
cli-levels-source-bmab = niveaux de la version de développement de GNU Backgammon, proches des grades du BMAB
cli-levels-and-up = { $from } et plus

## Erreurs de la ligne de commande

cli-no-data-dir = pas de dossier de données sur cette plateforme ; indiquez --db CHEMIN
cli-no-library = aucune bibliothèque à { $path } : importez-y d’abord des matchs (blunderdb --db CHEMIN import FICHIER…), ou indiquez-en une autre avec --db
cli-cannot-write = impossible d'écrire { $path } : { $error }
cli-bad-emg = "{ $value }" n'est pas une erreur en EMG (un nombre ≥ 0, p. ex. { $example })
cli-bad-page-size = "{ $value }" n'est pas une taille de page (1 à { $max })
cli-bad-board-count = "{ $value }" n'est pas un nombre de plateaux (0 à { $max })

## Erreurs de la bibliothèque

lib-file-error = { $path } : { $error }
lib-cannot-read = { $path } : lecture impossible : { $error }
lib-cannot-create-folder = bibliothèque { $path } : impossible de créer son dossier { $dir } : { $error }
lib-library-error = bibliothèque { $path } : { $error }
lib-sqlite-error = bibliothèque : { $error }
lib-busy = { $error } (un autre processus l'a occupée plus longtemps que blunderDB n'attend)
lib-is-a-folder = bibliothèque { $path } : c'est un dossier, pas un fichier de bibliothèque (p. ex. { $example })
lib-folder-is-a-file = bibliothèque { $path } : { $dir } est un fichier, pas un dossier
lib-newer-schema = { $path } : écrite par un blunderDB plus récent (schéma { $version }, celui-ci lit jusqu'au { $max })
lib-no-transaction = aucune transaction ouverte
lib-record-damaged = match { $id } : ses décisions enregistrées sont endommagées ({ $what })
lib-record-not-deflated = pas un enregistrement compressé
lib-record-empty = vide
lib-record-version = version d'enregistrement { $version }
lib-record-no-count = pas de nombre
lib-record-cut-short = tronqué
lib-record-not-utf8 = texte qui n'est pas en UTF-8
lib-transcript-damaged = match { $id } : la transcription enregistrée est endommagée ({ $error })
lib-match-gone = le match { $id } n'est plus dans la bibliothèque
lib-analysis-length = gnuBG a lu un match en { $read } points là où la bibliothèque en a un en { $length } points
lib-unknown-breakdown = la bibliothèque contient une ventilation inconnue "{ $name }"
lib-import-too-large = { $size-text } octets, c'est trop gros pour un fichier de match
lib-import-not-a-match = pas un fichier de match
lib-import-not-stored = { $path } : non enregistré : { $error }
metrics-thresholds-negative = les seuils doivent être des nombres positifs ou nuls (reçu { $error } et { $blunder })
metrics-thresholds-order = le seuil d'erreur ({ $error }) ne doit pas dépasser le seuil de gaffe ({ $blunder })
metrics-blunder-too-large = un seuil de gaffe de { $blunder } EMG dépasse toute erreur réelle

## Erreurs de sélection

query-unknown-player = aucun joueur nommé "{ $name }" ; `blunderdb players` liste les joueurs
query-unknown-player-suggest = aucun joueur nommé "{ $name }" ; vouliez-vous dire { $names } ?
query-list-or = { $init } ou { $last }
query-invalid-date = date invalide "{ $value }" : attendu AAAA-MM-JJ
query-invalid-date-why = date invalide "{ $value }" : attendu AAAA-MM-JJ ({ $why })
query-no-month = il n'y a pas de mois { $month }
query-no-day = { $month } n'a pas de jour { $day }
query-empty-range = la période est vide : le début { $from } est après la fin { $to }
query-unknown-choice = { $what } : "{ $value }" n'existe pas ; attendu l'un de { $choices }
query-what-breakdown = ventilation
query-what-grouping = regroupement
query-what-level-scale = échelle de niveaux
query-what-key = clé de { $by }
query-breakdown-cell = --breakdown attend DIM=CLÉ (p. ex. phase=race, cube-action=wrong_take, score=3a-5a, length=7), pas "{ $value }"
query-breakdown-cube-checker = la ventilation cube-action porte sur les décisions de videau ; --type checker n'en sélectionne aucune
query-breakdown-phase-cube = la ventilation phase porte sur les coups ; --type cube n'en sélectionne aucun
query-alias-unknown-player = aucun joueur nommé "{ $name }"
query-alias-self = impossible de fusionner "{ $alias }" avec lui-même
query-alias-cycle = "{ $player }" est déjà un alias de "{ $alias }" : fusionner "{ $alias }" dans celui-ci ferait un cycle
query-alias-already = "{ $alias }" compte déjà comme "{ $player }"
query-alias-already-other = "{ $alias }" compte déjà comme "{ $player }" ; d'abord `blunderdb alias remove "{ $alias }"`
query-alias-none = "{ $name }" n'est pas un alias ; `blunderdb alias list` les liste
query-alias-none-no-aliases = "{ $name }" n'est pas un alias ; il n'y a aucun alias
query-drill-limit = --limit { $limit } dépasse ce que contient une page ({ $max })
query-drill-after-and-before = une page se demande après une ligne ou avant une ligne, pas les deux
query-drill-offset-and-cursor = --offset { $offset } et un curseur ({ $cursor }) ne vont pas ensemble
query-drill-bad-cursor = --after attend ERREUR,MATCH,PARTIE,SEQ (l'erreur, le match, la partie et le seq de la dernière ligne), pas "{ $value }"
query-drill-no-bar = pas de barre d'histogramme { $bar } : les barres vont de 0 à { $last }
query-drill-min-error = --min-error doit être un nombre d'EMG positif ou nul (reçu { $value })

## gnuBG

engine-gnubg-not-found = GNU Backgammon (gnubg) est introuvable : installez-le avec `sudo apt-get install gnubg` (Debian, Ubuntu) ou depuis https://www.gnu.org/software/gnubg/ (Windows, macOS), ou indiquez le programme avec --gnubg CHEMIN ou BLUNDERDB_GNUBG
engine-gnubg-unusable = { $path } : pas un GNU Backgammon utilisable : { $why }
engine-gnubg-no-such-program = programme introuvable
engine-gnubg-not-gnubg = `--version` ne nomme pas GNU Backgammon

## Erreurs dans les fichiers de match

parse-at = { $at } : { $what }
parse-line = ligne { $n-text }
parse-byte = octet { $n-text }
parse-empty = le fichier est vide
parse-not-a-match-file = pas un fichier de match que lit blunderDB (attendu : .sgf de gnuBG, .mat/.txt de Jellyfish ou .xg de XG)

## Transcriptions Jellyfish (.mat, .txt)

parse-mat-game-before-match-line = une partie avant la ligne du match (`N point match`)
parse-mat-no-match-line = pas de ligne du match (`N point match` ou `Match of N points`)
parse-mat-no-score-line = une partie sans ligne de score
parse-mat-expected-score-line = ligne de score attendue (`Nom : 0    Nom : 0`) après `Game N`
parse-mat-score-above-length = le score { $a }-{ $b } dépasse la longueur du match { $length }
parse-mat-expected-game-1 = `Game 1` attendu, trouvé `{ $found }`
parse-mat-too-many-actions-numbered = plus de deux actions sur une ligne numérotée
parse-mat-expected-turn = un tour attendu
parse-mat-too-many-actions = plus de deux actions sur une ligne
parse-mat-no-game = le match n'a aucune partie (`Game 1` et une ligne de score)
parse-mat-absurd-length = longueur de match absurde `{ $value }`
parse-mat-negative-length = longueur de match négative { $n }
parse-mat-length-above = la longueur de match { $n } dépasse { $max }
parse-mat-dice-range = dés `{ $dice }` hors de 1–6
parse-mat-no-points = `{ $word }` sans nombre de points
parse-mat-bad-points = `{ $word } { $value }` : nombre de points attendu
parse-mat-unexpected-turn = `{ $found }` inattendu là où doit venir un tour
parse-mat-arrow-no-cube = `=>` sans valeur de videau
parse-mat-arrow-bad-cube = `=> { $value }` : valeur de videau attendue
parse-mat-absurd-cube = valeur de videau absurde { $value }
parse-mat-unexpected-move = `{ $found }` inattendu là où doit venir un coup

## SGF de gnuBG

parse-sgf-value-not-closed = une valeur de propriété n'est pas fermée (le fichier est tronqué)
parse-sgf-no-value = une propriété n'a pas de valeur
parse-sgf-unexpected-property = caractère inattendu là où doit venir une propriété SGF
parse-sgf-other-game = un SGF d'un autre jeu (GM[{ $gm }]), pas de backgammon (GM[6])
parse-sgf-no-gm = pas de propriété GM[6] : pas un SGF de backgammon de gnuBG
parse-sgf-mi-not-number = MI[{ $value }] : pas un nombre entier
parse-sgf-length-beyond = la longueur de match { $length } dépasse 63 points
parse-sgf-score-not-below = le score { $a }-{ $b } n'est pas inférieur à la longueur du match { $length }
parse-sgf-cv = CV[{ $value }] : pas une valeur de videau
parse-sgf-re-points = RE[{ $value }] : impossible de lire les points gagnés
parse-sgf-re-absurd = RE[{ $value }] : nombre de points absurde
parse-sgf-not-sgf = pas un fichier SGF : '(;' attendu
parse-sgf-trailing-bytes = octets inattendus après un arbre de jeu
parse-sgf-tree-no-node = un arbre de jeu ne commence pas par un nœud ';'
parse-sgf-mixed-lengths = des parties de longueurs de match différentes dans un même fichier
parse-sgf-variations = les variantes ne font pas partie d'un fichier de match de gnuBG
parse-sgf-unexpected-character = caractère inattendu dans un arbre de jeu
parse-sgf-truncated = le fichier s'arrête au milieu d'une partie (tronqué)
parse-sgf-no-game = aucune partie dans le fichier
parse-sgf-no-players = pas de noms de joueurs (PW/PB) dans la première partie
parse-sgf-da = une analyse de videau DA[] est illisible
parse-sgf-move-dice = le coup { $side }[{ $value }] ne commence pas par deux dés de 1 à 6
parse-sgf-move-points = le coup [{ $value }] a des points mal formés
parse-sgf-a-index = A[] : l'indice du coup joué n'est pas un nombre
parse-sgf-a-none = A[] : aucun candidat lisible
parse-sgf-a-candidate = A[] : un candidat est illisible

## Fichiers .xg de XG

parse-xg-no-magic = pas un fichier eXtreme Gammon (pas de signature RGMH)
parse-xg-short = fichier .xg tronqué (plus court que son en-tête)
parse-xg-inflates-past = { $what } : se décompresse au-delà de sa taille déclarée
parse-xg-zlib-truncated = { $what } : le flux zlib est tronqué
parse-xg-zlib-corrupt = { $what } : flux zlib corrompu ({ $status })
parse-xg-registry = registre de l'archive
parse-xg-trailer = fin de l'archive : { $what }
parse-xg-entry = entrée temp.xg du registre : { $what }
parse-xg-unreadable = illisible
parse-xg-member-count = nombre de membres absurde (fichier tronqué ou corrompu)
parse-xg-negative-registry = taille de registre négative
parse-xg-negative-archive = taille d'archive négative
parse-xg-registry-too-large = registre plus grand que le fichier
parse-xg-archive-overlaps = l'archive chevauche l'en-tête (fichier tronqué ou corrompu)
parse-xg-registry-truncated = le registre de l'archive est tronqué
parse-xg-negative-size = taille ou position négative
parse-xg-offset-overflows = la position déborde
parse-xg-size-overflows = la taille déborde
parse-xg-outside-archive = pointe hors de l'archive (fichier tronqué ou corrompu)
parse-xg-absurd-size = taille décompressée absurde
parse-xg-size-differs = temp.xg : la taille diffère de celle du registre
parse-xg-crc = temp.xg : CRC incorrect (fichier corrompu)
parse-xg-no-member = l'archive n'a pas de membre temp.xg
parse-xg-stream-size = temp.xg fait { $size-text } octets, pas un nombre entier d'enregistrements de { $record-text } octets
parse-xg-record = enregistrement { $index-text } de temp.xg (position { $offset-text }) : { $what }
parse-xg-empty-stream = flux d'enregistrements vide
parse-xg-no-match-header = le flux ne commence pas par un en-tête de match
parse-xg-no-dmli = signature DMLI de l'en-tête de match absente
parse-xg-unreadable-field = champ illisible
parse-xg-after-footer = enregistrement après la fin du match
parse-xg-second-header = un second en-tête de match
parse-xg-absurd-score = score de partie absurde
parse-xg-absurd-auto-doubles = nombre de doubles automatiques absurde
parse-xg-too-many-games = trop de parties
parse-xg-cube-outside-game = enregistrement de videau hors d'une partie
parse-xg-unknown-cube-action = action de videau inconnue
parse-xg-bad-player = joueur au trait invalide
parse-xg-absurd-cube = valeur de videau absurde
parse-xg-move-outside-game = enregistrement de coup hors d'une partie
parse-xg-dice-range = dés hors limites
parse-xg-absurd-candidates = nombre de coups candidats absurde
parse-xg-unreadable-position = position illisible
parse-xg-footer-outside-game = fin de partie hors d'une partie
parse-xg-absurd-points = points gagnés absurdes
parse-xg-unknown-record = type d'enregistrement inconnu { $kind }
parse-xg-position-file = un fichier de position XG (.xgp) : il contient une position, pas un match

# `search --position ID` (#41). `$position`: the pasted position's XGID, or its Position ID when only that was given.
cli-search-position = Position { $position }
cli-search-position-exact = Même position, même videau et même score ({ $count } décisions) :
cli-search-position-same = Mêmes pions, autre videau ou autre score ({ $count } décisions) :
