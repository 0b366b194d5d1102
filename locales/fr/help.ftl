# blunderDB — l'aide de la ligne de commande (`blunderdb --help`, `-h`,
# `blunderdb help COMMANDE`) et les erreurs d'usage de clap.
# L'anglais (locales/en/help.ftl, tiré des commentaires de src/cli/args.rs)
# est la source et le repli.
#
# Choix (for reviewers):
# - Terms as in common.ftl and cli.ftl: « gaffe » (blunder), « videau »
#   (cube), « coup » / « pions » (checker play), « Money game », « match »,
#   « analyse » ; PR, MWC, EMG, XGID, Position ID and Match ID as they are.
# - Option names, values, placeholders (<FILE>, <PLAYER>), commands and
#   file formats stay as typed; a plain space before « : » as French
#   command-line tools print it.

## Commandes et options

help-cmd = Une bibliothèque locale de matchs de backgammon et les statistiques que XG et gnuBG en donnent
help-arg-db = Le fichier de la bibliothèque (par défaut : le dossier de données de la plateforme, p. ex. ~/.local/share/blunderdb/library.db)
help-arg-lang = La langue des sorties texte et des messages : en, fr, de, it, es, fi, ja, el, ru, pt ou nl (par défaut : la locale, p. ex. LANG). JSON et CSV sont les mêmes dans toutes les langues
help-arg-engine = Les chiffres des analyses d'un seul moteur (xg ou gnubg), sur les matchs qui en ont une, au lieu de l'analyse que compte chaque match ; pour stats, players, progress, breakdown, decisions et report
help-arg-server = Un serveur de club (http://HÔTE:PORT) à la place de la bibliothèque locale, pour import, analyse, worker et les commandes de lecture ; le jeton est lu dans BLUNDERDB_TOKEN (docs/server.md)
help-cmd-serve = Servir les bibliothèques de clubs en HTTP/JSON depuis PostgreSQL (docs/server.md)
help-arg-pg = La base PostgreSQL (postgresql://UTILISATEUR@HÔTE:PORT/BASE)
help-arg-listen = L'adresse d'écoute
help-arg-cache = Le dossier des modèles de lecture des clubs (reconstruits depuis PostgreSQL s'ils manquent ; par défaut : le dossier de cache de la plateforme)
help-arg-max_upload = Le plus gros fichier accepté, en octets (au-delà : 413)
help-cmd-server = Préparer la base d'un serveur de club : init, club add, token add/revoke
help-cmd-server-init = Appliquer les migrations du serveur à la base
help-cmd-server-club = Clubs
help-cmd-server-club-add = Créer un club et afficher son premier jeton d'administration (montré une seule fois)
help-cmd-server-token = Jetons
help-cmd-server-token-add = Créer un jeton et l'afficher (montré une seule fois ; seule son empreinte est gardée)
help-arg-role = reader, uploader, admin ou worker
help-arg-name = Qui ou quoi le détient
help-cmd-server-token-revoke = Révoquer le jeton ID : il n'ouvre plus rien
help-cmd-worker = Analyser les matchs en file d'attente d'un club avec gnuBG sur cette machine (avec --server, un jeton worker dans BLUNDERDB_TOKEN)
help-cmd-web = Sert la page de la fenêtre à un navigateur sur la bibliothèque (affiche une adresse avec un jeton à usage unique)
help-arg-open = Ouvre la page dans le navigateur du système
help-arg-web = Sert aussi la page de la fenêtre : les membres se connectent avec leur jeton et lisent leur club dans un navigateur
help-arg-jobs = Processus gnuBG simultanés (par défaut : le nombre de cœurs)
help-arg-gnubg = Le programme gnuBG (par défaut : BLUNDERDB_GNUBG, puis gnubg dans le PATH, puis /usr/games/gnubg)
help-arg-until_idle = S'arrêter quand la file est vide au lieu d'attendre la suite
help-cmd-import = Importer des fichiers et dossiers de matchs (.sgf, .mat/.txt, .xg ; récursivement)
help-cmd-matches = Lister les matchs de la bibliothèque avec les chiffres des deux joueurs
help-cmd-stats = Les chiffres de la bibliothèque, ou des matchs d'un joueur
help-arg-from = Seulement les matchs joués à cette date ou après (AAAA-MM-JJ)
help-arg-to = Seulement les matchs joués à cette date ou avant (AAAA-MM-JJ)
help-arg-length = Seulement les matchs de cette longueur en points (0 = sessions de money game)
help-arg-kind = Les décisions que couvrent les chiffres d'erreur
help-cmd-players = Une ligne par joueur
help-cmd-analyse = Analyser avec GNU Backgammon les matchs sans analyse, sur tous les cœurs ; la bibliothèque garde l'analyse de gnuBG
help-arg-analyse-plies = La profondeur d'évaluation de gnuBG, pour les coups et les décisions de videau : 0 est un passage rapide, 2 le niveau habituel de gnuBG
help-arg-analyse-player = Seulement les matchs de ce joueur
help-arg-redo = Analyser de nouveau les matchs qui ont déjà une analyse (fichiers gnuBG et passages précédents ; les analyses de XG sont gardées)
help-arg-timeout = Secondes qu'un match peut prendre avant que son gnuBG soit arrêté (par défaut : 300 à 0-ply, 900 à 1-ply, 3600 à 2-ply)
help-cmd-watch = Surveiller un dossier (celui où XG ou gnuBG enregistre, un dossier de téléchargements) : importer les fichiers de matchs qui y apparaissent une fois qu'ils ne grossissent plus, chacun une fois, jusqu'à Ctrl-C. L'application surveille aussi le dossier de la bibliothèque
help-arg-folder = Le dossier (par défaut : le dossier surveillé de la bibliothèque, choisi dans les Réglages de l'application ou avec --save)
help-arg-save = Retenir FOLDER comme dossier surveillé de la bibliothèque
help-arg-analyse = Faire aussi analyser par gnuBG les nouveaux matchs sans analyse
help-arg-plies = La profondeur de gnuBG pour --analyse (0 est rapide, 2 le niveau habituel de gnuBG)
help-arg-watch-gnubg = Le programme gnuBG pour --analyse
help-arg-settle = Secondes pendant lesquelles un fichier doit rester inchangé avant d'être importé
help-arg-once = Importer ce qui est prêt maintenant et sortir (pour une tâche planifiée)
help-cmd-decisions = Les décisions derrière les chiffres, les pires d'abord : une barre de l'histogramme, les erreurs ou les gaffes, un type de décision ; chacune avec son Position ID et son Match ID gnuBG et son XGID
help-arg-min_error = Seulement les erreurs d'au moins ce nombre d'EMG (comme les seuils : inclus)
help-arg-decision_kind = Seulement ce type de décision (double = double ou pas de double)
help-arg-bucket = Seulement les décisions de cette barre de l'histogramme des erreurs (0 = 0–5 millipoints … 5 = 100+), exactement celles que `stats` y compte
help-arg-breakdown = Seulement les décisions d'une case de `breakdown`, exactement celles que compte sa ligne : DIM=KEY, p. ex. cube-action=wrong_take, phase=race, score=3a-5a, length=7 (ou length=money), plan=back_game
help-arg-limit = Décisions par page
help-arg-offset = Décisions à sauter (le début de la page)
help-arg-decisions-after = La page après cette décision : ERROR,MATCH,GAME,SEQ de la dernière ligne de la page précédente (`next` dans la sortie JSON). Ne lit que la page, si loin soit-elle
help-arg-candidates = Aussi les coups candidats de chaque décision de pions (rang, coup, équité, écart au meilleur, le coup joué marqué), relus dans le fichier de son match : plus lent (la bibliothèque ne garde pas les candidats)
help-cmd-report = Écrire un rapport HTML autonome d'une sélection : les chiffres, l'histogramme et les pires décisions avec leurs positions
help-arg-html = Le fichier HTML à écrire (remplacé en entier, ou laissé tel quel)
help-arg-report-limit = Combien des pires décisions montrer avec leurs positions
help-cmd-progress = Les chiffres par match, mois, année ou tournoi, dans l'ordre du temps : le joueur progresse-t-il ? Le PR de chaque ligne est son propre Σ erreur / Σ décisions ; les lignes s'additionnent en `stats` pour le même filtre. Les matchs sans date forment une ligne, « undated »
help-arg-player = Un des noms d'un joueur (les alias comptent comme le joueur fusionné)
help-arg-by = Une ligne par match, mois, année ou tournoi (event)
help-arg-chart = Dessiner aussi le graphique de progression (un point par ligne, PR glissant, tendance, bandes de niveau) dans ce fichier SVG
help-arg-levels = Les bandes de niveau du graphique : xg, gnubg ou bmab (par défaut : celles de la bibliothèque, voir `levels`)
help-arg-window = Décisions que couvre le PR glissant du graphique
help-cmd-breakdown = Où sont les erreurs : décisions comptées, erreurs, gaffes, erreur et PR par action de videau, phase de jeu, score, longueur de match ou plan de jeu
help-cmd-breakdown-long =
    Où sont les erreurs : décisions comptées, erreurs, gaffes, erreur et PR par action de videau, phase de jeu, score, longueur de match ou plan de jeu.

    cube-action : missed_double (pas doublé), wrong_double (doublé), wrong_take (pris), wrong_pass (passé) : le type de la décision de videau ; leur erreur s'additionne en l'erreur de videau. phase (décisions de pions, d'après la position avant le coup) : bearoff = pas de contact et tous les pions du joueur au jan intérieur ou sortis ; race = pas de contact sinon ; opening = contact et les deux comptes de points d'au moins 145 ; middle = contact sinon ; unknown = pas de position dans le fichier. Leur erreur s'additionne en l'erreur de pions. score : away-away du point de vue du joueur (« 2a-5a »), Money game à part. length : « 1 », « 3 », ..., « money ». plan (décisions de pions, d'après la position avant le coup, le plan de jeu du joueur tel que le classe gt: de search) : race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact ; unknown = pas de position dans le fichier. Leur erreur s'additionne en l'erreur de pions.
help-arg-breakdown-by = cube-action, phase, score, length ou plan
help-cmd-alias = Une personne sous plusieurs noms : compter les matchs d'un nom comme ceux d'un autre joueur, dans chaque vue, filtre et export
help-cmd-alias-add = Compter les matchs de NAME comme ceux de PLAYER (les matchs enregistrés gardent leurs noms)
help-arg-alias-add-player = Le joueur auquel NAME est fusionné (un de ses noms)
help-cmd-alias-remove = Défaire un alias : les matchs de NAME redeviennent les siens
help-cmd-alias-list = Lister les alias
help-cmd-levels = Afficher ou choisir les bandes de niveau du graphique de progression : xg (la table Performance Rating de XG, par défaut), gnubg (les niveaux de gnuBG 1.08) ou bmab (les niveaux de développement de gnuBG, comme ceux de la BMAB)
help-arg-scale = L'échelle à choisir ; sans elle, celle de la bibliothèque est affichée
help-cmd-search = Trouver des décisions avec les filtres de recherche de blunderDB (`nc P<70`, `m"6/1*"`, `gt:back_game E>50`, voir docs/search.md), les pires d'abord, avec les chiffres de la sélection ; `search save|list|remove|run` gardent des requêtes sous un nom
help-arg-query = La requête, p. ex. 'nc P<70' ou 'm"6/1*" E>20'
help-arg-search-player = Seulement les décisions de ce joueur (les alias comptent comme le joueur)
help-arg-search-position = Les décisions prises dans une position collée (un XGID, ou un Position ID de gnuBG avec ou sans son Match ID) : celles de même videau et même score, puis celles des mêmes pions seulement
help-arg-after = La page après cette décision (le `next` de la page précédente)
help-cmd-search-save = Enregistrer QUERY sous NAME dans la bibliothèque (remplace une recherche de ce nom)
help-cmd-search-list = Les recherches enregistrées
help-cmd-search-remove = Supprimer la recherche enregistrée NAME
help-cmd-search-run = Lancer la recherche enregistrée NAME
help-cmd-match = Un match : `match show ID` coup par coup, `match export ID FILE`
help-cmd-match-show = Chaque coup et action de videau d'un match, dans l'ordre, coups forcés et danses compris : dés, coup joué, meilleur coup, son erreur et sa marque, et la position avant (Position ID et Match ID de gnuBG, XGID)
help-arg-id = Le numéro du match (`blunderdb matches`)
help-arg-game = Seulement cette partie (1 = la première)
help-cmd-match-export = Écrire un match dans un fichier que d'autres programmes importent
help-arg-format = mat : une transcription Jellyfish, que gnuBG et XG importent
help-arg-file = Le fichier à écrire (remplacé en entier, ou laissé tel quel)
help-cmd-engines = Afficher ou choisir l'analyse qui compte quand un match en a plusieurs : un ordre de moteurs, p. ex. `--prefer xg,gnubg` (par défaut : celle de XG, puis la plus profonde de gnuBG)
help-arg-prefer = Les moteurs par ordre de préférence, p. ex. xg,gnubg
help-cmd-tag = Étiqueter des décisions par leur réf (des lignes de decisions, search et match show) : `tag add REF TAG...`, `tag remove REF TAG...`, `tag list`
help-cmd-tag-add = Étiqueter une décision (sa réf, des lignes de decisions, search ou match show) avec des mots comme #backgame ou timing
help-cmd-tag-remove = Retirer des étiquettes d'une décision
help-cmd-tag-list = Chaque étiquette utilisée, avec le nombre de décisions qui la portent
help-cmd-star = Mettre une étoile à une décision (sa réf)
help-cmd-unstar = Retirer l'étoile d'une décision (sa réf)
help-cmd-comment = Commenter une décision (sa réf) ; un TEXT vide supprime le commentaire
help-cmd-collection = Des listes nommées et ordonnées de décisions, ou vivantes qui suivent une recherche : new, add, remove, delete, show, export (positions HTML, XGID ou paquet Anki), list
help-cmd-collection-new = Créer une collection : vide, ou vivante (ses décisions sont celles que trouve la recherche, quoi que contienne alors la bibliothèque)
help-arg-collection-new-search = La recherche que suit une collection vivante, p. ex. 'gt:back_game E>50'
help-cmd-collection-add = Ajouter des décisions (par réf) à la fin d'une collection
help-cmd-collection-remove = Retirer des décisions (par réf) d'une collection
help-cmd-collection-delete = Supprimer une collection ; ses décisions, leurs marques et leurs cartes restent
help-cmd-collection-show = Les décisions d'une collection, comme decisions les liste
help-cmd-collection-export = Écrire une collection en positions du rapport HTML, en XGID un par ligne, ou en paquet Anki (chaque fichier remplacé en entier, ou laissé tel quel)
help-arg-collection-export-format = Ce qu'est FILE : apkg (un paquet Anki, une carte par décision), html ou xgid
help-arg-collection-export-file = Le fichier à écrire, après --format
help-cmd-collection-list = Les collections
help-cmd-train = Entraînement par répétition espacée (FSRS) : les cartes dues, et répondre à l'une comme à la table
help-cmd-train-due = Les cartes dues maintenant (toutes les cartes créées jusqu'ici, ou celles d'un paquet), avec la rétention mesurée face à celle visée. Les décisions d'un paquet sans carte reçoivent la leur (un double et sa réponse font deux cartes)
help-arg-collection = Les décisions d'une collection
help-arg-search = Les décisions que trouve une recherche
help-arg-starred = Les décisions étoilées
help-cmd-train-answer = Répondre à la carte CARD : un coup comme 13/7 8/7 (entre guillemets ou non), ou double, no_double, take ou pass. Noté d'après l'analyse comptée et planifié par FSRS
help-cmd-thresholds = Afficher ou choisir les seuils d'erreur et de gaffe (EMG)

## Les mots de clap

help-clap-usage = Utilisation :
help-clap-commands = Commandes :
help-clap-arguments = Arguments :
help-clap-options = Options :
help-clap-options-tag = [OPTIONS]
help-clap-command-name = COMMANDE
help-clap-print-help = Afficher l'aide
help-clap-print-help-more = Afficher l'aide (plus de détails avec '--help')
help-clap-print-help-summary = Afficher l'aide (un résumé avec '-h')
help-clap-print-version = Afficher la version
help-clap-help-command = Afficher ce message ou l'aide des sous-commandes données
help-clap-help-subcommands = Afficher l'aide des sous-commandes
help-clap-env = [env : { $var }]
help-clap-default = [par défaut : { $value }]
help-clap-possible = [valeurs possibles : { $values }]

## Erreurs d'usage (code de sortie 2)

help-err-label = erreur :
help-err-tip = astuce :
help-err-more = Pour en savoir plus, essayez '{ $flag }'.
help-err-unknown-argument = argument inattendu '{ $arg }'
help-err-unknown-subcommand = sous-commande inconnue '{ $subcommand }'
help-err-missing-value = '{ $arg }' demande une valeur, mais aucune n'a été donnée
help-err-invalid-value = valeur '{ $value }' invalide pour '{ $arg }'
help-err-invalid-value-because = valeur '{ $value }' invalide pour '{ $arg }' : { $reason }
help-err-missing-required = ces arguments obligatoires manquent :
help-err-missing-subcommand = '{ $command }' demande une sous-commande, mais aucune n'a été donnée
help-err-subcommands = [sous-commandes : { $values }]
help-err-used-twice = l'argument '{ $arg }' ne peut pas être donné plusieurs fois
help-err-argument-conflict = l'argument '{ $arg }' ne peut pas être utilisé avec '{ $other }'
help-err-argument-conflict-list = l'argument '{ $arg }' ne peut pas être utilisé avec :
help-err-argument-conflict-any = l'argument '{ $arg }' ne peut pas être utilisé avec un ou plusieurs des autres arguments donnés
help-err-subcommand-conflict = la sous-commande '{ $arg }' ne peut pas être utilisée avec '{ $other }'
help-err-subcommand-conflict-list = la sous-commande '{ $arg }' ne peut pas être utilisée avec :
help-err-subcommand-conflict-any = la sous-commande '{ $arg }' ne peut pas être utilisée avec un ou plusieurs des autres arguments donnés
help-err-too-many-values = valeur inattendue '{ $value }' pour '{ $arg }' ; aucune autre n'était attendue
help-err-value-count = '{ $arg }' prend { $expected } valeurs ; { $actual } données
help-err-no-equals = un signe égal est nécessaire pour donner une valeur à '{ $arg }'
help-err-invalid-utf8 = de l'UTF-8 invalide a été trouvé dans un ou plusieurs arguments
help-err-generic = la ligne de commande n'a pas pu être lue
help-err-not-whole-number = ce n'est pas un nombre entier
help-err-not-a-number = ce n'est pas un nombre
help-err-number-too-large = nombre trop grand
help-err-number-too-small = nombre trop petit
help-err-out-of-range = { $value } n'est pas entre { $min } et { $max }
help-err-below-minimum = { $value } est inférieur à { $min }
help-err-similar-subcommand = { $count ->
    [one] une sous-commande proche existe : { $names }
   *[other] des sous-commandes proches existent : { $names }
}
help-err-similar-argument = { $count ->
    [one] un argument proche existe : { $names }
   *[other] des arguments proches existent : { $names }
}
help-err-similar-value = { $count ->
    [one] une valeur proche existe : { $names }
   *[other] des valeurs proches existent : { $names }
}
help-err-tip-as-value = pour passer '{ $arg }' comme valeur, utilisez '{ $with }'
help-err-tip-exists = '{ $name }' existe
help-err-tip-remove-dashes = la sous-commande '{ $subcommand }' existe ; pour l'utiliser, retirez le '--' devant
