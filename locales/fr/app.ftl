# blunderDB — la fenêtre : ses onglets, cartes, boutons, dialogues,
# messages et infobulles. L'anglais (locales/en/app.ftl) est la source.
#
# Termes (for reviewers), repris de common.ftl : « gaffe » (blunder),
# « erreur », « coup » (checker play), « videau » (cube) et « Prend » /
# « Passe » comme gnuBG fr ; « Money game » ; PR, MWC, EMG gardés. Niveau
# d'analyse : « 0-ply », « 2-ply » comme gnuBG fr (« ply » sans
# traduction courante). « Bibliothèque » pour la base des matchs.

## La fenêtre

app-name = blunderDB
app-failed = blunderDB n'a pas pu démarrer : { $error }
tab-stats = Statistiques
tab-players = Joueurs
tab-settings = Réglages
import-button = Importer…
about-btn = À propos
signout-button = Se déconnecter
signin-title = Se connecter à blunderDB
signin-help = Collez votre jeton : le jeton de membre d'un club, ou l'adresse que blunderdb web a affichée dans son terminal.
signin-token = Jeton
signin-button = Se connecter
    .title = À propos de blunderDB (F1)
button-close = Fermer
button-cancel = Annuler
button-hide = Masquer
list-separator = {", "}
value-percent = { $value } %
saved-in-library = Enregistré dans la bibliothèque.
drop-here = Déposez des fichiers de matchs ou des dossiers pour les importer

## La bibliothèque vide

empty-title = Votre bibliothèque est vide
empty-drop = Déposez des fichiers de matchs ou des dossiers n'importe où sur cette fenêtre, ou utilisez Importer….
empty-formats = blunderDB lit les fichiers .sgf de gnuBG, les exports .mat et .txt de Jellyfish et les fichiers .xg d'eXtreme Gammon ; les dossiers sont lus avec leurs sous-dossiers.

## Importer

import-running = Importation
import-looking = recherche des fichiers de matchs…
import-cancelling = { " · " }annulation après ce fichier…
import-progress-files = { $total ->
    [one] { $done-text } fichier sur { $total-text }
   *[other] { $done-text } fichiers sur { $total-text }
}
import-progress-matches = { $n ->
    [one] { $n-text } match importé
   *[other] { $n-text } matchs importés
}
import-duplicate = { $name } : déjà dans la bibliothèque (depuis { $of })
import-replaced = { $name } : la copie analysée remplace { $previous }
import-skipped = { $name } : ignoré ({ $reason })
import-failed-file = { $name } : { $error }
import-failed = L'importation n'a pas pu démarrer : { $error }
import-status-imported = importé
import-status-duplicate = doublon
import-status-replaced = remplacé
import-status-skipped = ignoré
import-status-failed = échec
import-sum-imported = { $n ->
    [one] { $n-text } importé
   *[other] { $n-text } importés
}
import-sum-duplicates = { $n ->
    [one] { $n-text } doublon
   *[other] { $n-text } doublons
}
import-sum-replaced = { $n ->
    [one] { $n-text } remplacé
   *[other] { $n-text } remplacés
}
import-sum-skipped = { $n ->
    [one] { $n-text } ignoré
   *[other] { $n-text } ignorés
}
import-sum-failed = { $n ->
    [one] { $n-text } échec
   *[other] { $n-text } échecs
}
import-finished = Importation terminée : { $list }
import-cancelled = Annulée — ce qui est arrivé est gardé : { $list }
import-match-files = Fichiers de matchs
import-all-files = Tous les fichiers

## L'onglet Statistiques

filter-decisions-all = Toutes
filter-decisions-checker = Coups
filter-decisions-cube = Videau
filter-reset = Réinitialiser
stats-all-players = tous les joueurs
stats-level = { $level } ({ $scale })
stats-mwc = { fig-mwc_loss_per_match_pct }
    .title = Chances de gagner le match perdues par les erreurs, par match (le total d'un match est ce qu'affichent XG et gnuBG)
stats-luck-per-roll = Chance par jet
stats-histogram = Histogramme des erreurs
stats-worst = Pires décisions
stats-worst-none = Aucune décision analysée dans cette sélection.
col-match = Match
vs-opponent = contre { $opponent }
vs-pair = { $player } contre { $opponent }
roll-cube = videau
report-export = Exporter le rapport…
    .title = Un fichier HTML autonome : les statistiques, l'histogramme et les 20 pires décisions avec leur position
report-writing = Écriture…
report-written = { $path } écrit ({ $kb-text } Ko)
report-failed = Le rapport n'a pas pu être écrit : { $error }
error-cards = Les cartes n'ont pas pu être dessinées : { $error }

## Où sont les erreurs

breakdown-title = Où sont les erreurs
breakdown-by = Répartir par
breakdown-none = Rien à répartir dans cette sélection.
breakdown-row-tip = Lister ces décisions, de la pire à la moins grave, avec leur position
breakdown-filter = filtrer
breakdown-filter-tip = Restreindre les filtres à ces décisions
col-error-emg = Erreur EMG
col-share = Part

## Progression

progress-title = Progression
progress-per = Un point par
progress-by-match = match
progress-by-month = mois
progress-by-year = année
progress-by-event = tournoi
progress-window = PR glissant sur
progress-none = Aucun match analysé et daté dans cette sélection.
progress-list-all = Tout lister
col-period = Période
col-wl = V–D
col-checker = Coups
col-cube = Videau
progress-detail = { $label } : PR { $pr } (coups { $checker }, videau { $cube }) sur { $decisions ->
    [one] { $decisions-text } décision
   *[other] { $decisions-text } décisions
}, erreur { $error } EMG, gagnés–perdus { $wins-text }–{ $losses-text }
progress-latest-matches = Le tableau liste les { $limit-text } derniers des { $total-text } matchs ; le graphique les montre tous.
progress-latest-months = Le tableau liste les { $limit-text } derniers des { $total-text } mois ; le graphique les montre tous.
progress-latest-years = Le tableau liste les { $limit-text } dernières des { $total-text } années ; le graphique les montre toutes.
progress-latest-events = Le tableau liste les { $limit-text } derniers des { $total-text } tournois ; le graphique les montre tous.
progress-latest-rows = Le tableau liste les { $limit-text } dernières des { $total-text } lignes ; le graphique les montre toutes.

## Les décisions derrière une statistique

drill-list-tip =
    .title = Lister ces décisions avec leur position
drill-bucket = Décisions de { $range } millipoints
drill-errors = Erreurs (≥ { $min } EMG)
drill-blunders = Gaffes (≥ { $min } EMG)
drill-breakdown = Où sont les erreurs : { $label }
drill-worst = Toutes les décisions, de la pire à la moins grave
drill-keys = ↑ ↓ une à une · PgUp PgDn page
drill-prev = ‹ Préc.
    .title = Page précédente
drill-next = Suiv. ›
    .title = Page suivante
drill-page = { $first }–{ $last }
drill-page-of = { $first }–{ $last } sur { $total }
drill-page-none = aucune
drill-page-none-of = aucune sur { $total }
drill-where = Match · partie · coup
drill-none = Aucune décision ici.
drill-no-move = (aucun coup)
drill-xgid = XGID
drill-position-id = Position ID
drill-match-id = Match ID
drill-copy = Copier
drill-copied = Copié
drill-copy-select = Sélectionnez et copiez
drill-equity = Équité
drill-diff = Écart
drill-played-row =
    .title = Le coup joué
drill-played-mark = ◀ joué
drill-cands-not-found = candidats : fichier source introuvable
drill-cands-none = candidats : aucun dans le fichier pour ce coup
drill-file = Fichier : { $path }

## L'onglet Joueurs

players-hint = cliquez sur une ligne pour les statistiques de ce joueur
players-export = Exporter en CSV…
players-exported = { $n ->
    [one] { $n-text } joueur écrit dans { $path }
   *[other] { $n-text } joueurs écrits dans { $path }
}
players-export-failed = Le fichier CSV n'a pas pu être écrit : { $error }
col-snowie = Snowie
col-mwc-match = MWC/match %
    .title = MWC perdus par les erreurs, par match
compare-hint = Cochez deux joueurs pour les comparer ou fusionner l'un dans l'autre.
compare-tick =
    .aria-label = Comparer { $name }
compare-overall = Au total
compare-head-to-head = L'un contre l'autre
compare-matches = Matchs (gagnés–perdus)
compare-better = meilleur
compare-merge = Compter { $name } comme { $player }
compare-merge-failed = La fusion a échoué : { $error }
aliases-title = Noms fusionnés
alias-line = { $alias } compte comme { $player }
alias-undo = Annuler

## L'analyse avec gnuBG

analyse-open = Analyser…
analyse-banner = { $n ->
    [one] { $n-text } match sans analyse
   *[other] { $n-text } matchs sans analyse
}
analyse-banner-running = { $text } (analyse en cours…)
analyse-title = Analyser avec GNU Backgammon
analyse-what = { $n ->
    [0] Aucun match sans analyse { $where }.
    [one] { $n-text } match sans analyse { $where }.
   *[other] { $n-text } matchs sans analyse { $where }.
}
selection-library = dans la bibliothèque
selection-in = dans cette sélection ({ $list })
selection-of = de { $player }
selection-money = sessions de money game
selection-length = matchs en { $n-text } points
selection-from-to = du { $from } au { $to }
selection-from = à partir du { $from }
selection-up-to = jusqu'au { $to }
analyse-level = Niveau
analyse-quick = Rapide
analyse-quick-plies = 0-ply
analyse-quick-note = Quelques secondes par match : PR et taux d'erreur proches de ceux du niveau standard.
analyse-standard = Standard
analyse-standard-plies = 2-ply
analyse-standard-note = Le niveau habituel de gnuBG : des minutes pour un long match.
analyse-start = Analyser
analyse-failed = L'analyse n'a pas pu démarrer : { $error }
analyse-starting = Démarrage de gnuBG…
analyse-running-note = Chaque match est enregistré dès que gnuBG en a fini ; les statistiques derrière cette fenêtre suivent. Annuler s'arrête une fois les matchs en cours terminés et garde chaque match fini.
analyse-count = { $total ->
    [one] { $done-text } match sur { $total-text } terminé
   *[other] { $done-text } matchs sur { $total-text } terminés
}
analyse-current = { $more ->
    [0] Analyse de { $match }
   *[other] Analyse de { $match } et de { $more-text } autre(s)
}
analyse-finishing = { $more ->
    [0] Annulation : fin de { $match }
   *[other] Annulation : fin de { $match } et de { $more-text } autre(s)
}
analyse-stopping = Annulé : arrêt…
analyse-failed-match = { $label } : { $error }
analyse-could-not-run = L'analyse n'a pas pu avoir lieu
eta-done = terminé
eta-estimating = estimation…
eta-less-than-a-second = moins d'une seconde restante
eta-about = environ { $duration } restantes
duration-s = { $s } s
duration-min-s = { $min } min { $s } s
duration-h-min = { $h } h { $min } min
analysis-sum-analysed = { $n ->
    [one] { $n-text } analysé
   *[other] { $n-text } analysés
}
analysis-sum-failed = { $n ->
    [one] { $n-text } échec
   *[other] { $n-text } échecs
}
analysis-sum-not-started = { $n ->
    [one] { $n-text } non commencé
   *[other] { $n-text } non commencés
}
analysis-finished = Analyse terminée : { $list } en { $duration }.
analysis-cancelled = Analyse annulée — chaque match fini est gardé : { $list } en { $duration }.
analysis-cancelled-rest = Analyse annulée — chaque match fini est gardé : { $list }. Relancez l'analyse pour faire le reste.
level-quick = Rapide (0-ply)
level-standard = Standard (2-ply)
level-plies = { $n-text }-ply
error-import-running = une importation est en cours ; attendez qu'elle se termine
error-analysis-running = une analyse est en cours ; attendez-la ou annulez-la
error-plies = gnuBG analyse de 0 à { $max-text } ply, pas { $plies-text }

## L'onglet Réglages

lang-title = Langue
lang-label = Langue de la fenêtre et de ses graphiques
lang-system = Celle du système ({ $name })
lang-failed = La langue n'a pas pu être changée : { $error }
error-no-language = aucun message dans la langue « { $lang } »
error-no-config-dir = pas de dossier de configuration sur ce système ; définissez BLUNDERDB_CONFIG_DIR
settings-library = Bibliothèque
settings-open-library = Ouvrir une autre bibliothèque…
settings-library-files = Bibliothèque blunderDB
settings-open-failed = Cette bibliothèque n'a pas pu être ouverte : { $error }
error-reopen-busy = { $job ->
    [import] attendez la fin de l'importation avant d'ouvrir une autre bibliothèque
   *[other] attendez la fin de l'analyse avant d'ouvrir une autre bibliothèque
}
thresholds-title = Seuils d'erreur et de gaffe
thresholds-help = Une décision est une erreur quand elle perd au moins le seuil d'erreur en équité, une gaffe à partir du seuil de gaffe.
preset-blunderdb = blunderDB
preset-gnubg = gnuBG
preset-xg = XG
thresholds-error = Erreur ≥
thresholds-blunder = Gaffe ≥
thresholds-apply = Appliquer
thresholds-saved = Enregistré dans la bibliothèque : erreur ≥ { $error }, gaffe ≥ { $blunder }.
thresholds-saved-preset = Enregistré dans la bibliothèque : erreur ≥ { $error }, gaffe ≥ { $blunder } ({ $preset }).
thresholds-failed = Les seuils n'ont pas pu être changés : { $error }
thresholds-error-not-number = Le seuil d'erreur doit être un nombre, par exemple { $example }.
thresholds-blunder-not-number = Le seuil de gaffe doit être un nombre, par exemple { $example }.
thresholds-error-too-big = Un seuil d'erreur de { $value } dépasse toute erreur réelle.
thresholds-blunder-too-big = Un seuil de gaffe de { $value } dépasse toute erreur réelle.
thresholds-order = Le seuil d'erreur ({ $error }) ne doit pas dépasser le seuil de gaffe ({ $blunder }).
levels-title = Niveaux
levels-help = Les noms de niveau derrière le graphique de progression, selon le PR.
levels-source = Source : { $source }.
levels-failed = Les niveaux n'ont pas pu être changés : { $error }
gnubg-title = Analyse avec GNU Backgammon
gnubg-version = GNU Backgammon { $version }
gnubg-unusable = GNU Backgammon ne peut pas être utilisé : { $error }
gnubg-unusable-plain = GNU Backgammon ne peut pas être utilisé
gnubg-unknown = GNU Backgammon n'a pas pu être cherché : { $error }
gnubg-install-hint = Pour installer GNU Backgammon : `sudo apt-get install gnubg` (Debian, Ubuntu) ou https://www.gnu.org/software/gnubg/ (Windows, macOS) ; BLUNDERDB_GNUBG désigne le programme
gnubg-default-level = Niveau par défaut des matchs sans analyse :
gnubg-default-legend = Niveau par défaut
gnubg-level-saved = Enregistré dans la bibliothèque : { $level } sauf autre choix.
gnubg-level-failed = Le niveau par défaut n'a pas pu être changé : { $error }
gnubg-choose = Choisir le programme…
gnubg-forget = Le chercher à nouveau
gnubg-choose-title = Le programme de GNU Backgammon (gnubg-cli.exe sous Windows)
gnubg-path-saved = Enregistré : blunderDB analyse avec ce programme.
gnubg-path-forgotten = blunderDB cherche de nouveau GNU Backgammon lui-même.
gnubg-path-failed = Ce programme ne peut pas être utilisé : { $error }

## Les échelles de niveaux

scale-xg = XG
scale-gnubg = gnuBG
scale-bmab = BMAB
scale-xg-source = la table « Performance Rating » d'eXtreme Gammon (Wikipédia, « eXtreme Gammon »)
scale-gnubg-source = les niveaux de GNU Backgammon (GetRating(), version 1.08.003)
scale-bmab-source = les niveaux de la version de développement de GNU Backgammon, proches des grades du BMAB

## Le dossier surveillé

watch-title = Dossier surveillé
watch-help = Indiquez le dossier où XG, gnuBG ou votre navigateur enregistrent les matchs : les fichiers qui y apparaissent sont importés une fois qu'ils ne changent plus, chacun une seule fois.
watch-none = Aucun
watch-choose = Choisir un dossier…
watch-stop = Arrêter la surveillance
watch-analyse = Analyser avec gnuBG les nouveaux matchs sans analyse (au niveau par défaut)
watch-dialog-title = Dossier à surveiller
watch-started = Surveillé : les fichiers de matchs qui y apparaissent sont importés une fois qu'ils ne changent plus.
watch-stopped = Aucun dossier n'est plus surveillé.
watch-analyse-on = Les nouveaux matchs sans analyse seront analysés par gnuBG au niveau par défaut.
watch-analyse-off = Les nouveaux matchs sont seulement importés.
watch-failed = Le dossier surveillé n'a pas pu être changé : { $error }
watch-watching = Surveillance de { $folder }
watch-waiting = { $n ->
    [one] { $n-text } fichier en cours d'écriture
   *[other] { $n-text } fichiers en cours d'écriture
}
watch-at = { $what } à { $time }
watch-imported = { $name } importé
watch-already-in = { $name } est déjà dans la bibliothèque
watch-analysing = analyse de { $name } ({ $plies-text }-ply)…
watch-analysed = { $name } analysé
watch-no-folder = Aucun dossier n'est surveillé.
watch-since-start = Depuis le démarrage : { $list }.
watch-sum-imported = { $n ->
    [one] { $n-text } fichier importé
   *[other] { $n-text } fichiers importés
}
watch-sum-analysed = { $n ->
    [one] { $n-text } match analysé
   *[other] { $n-text } matchs analysés
}
watch-sum-failed = { $n ->
    [one] { $n-text } fichier en échec
   *[other] { $n-text } fichiers en échec
}
error-not-a-folder = { $path } : ce n'est pas un dossier
error-folder-gone = { $path } : le dossier n'existe plus
error-analysis-failed = { $label } : l'analyse a échoué

## La boîte À propos

about-name-version = { $name } { $version }
about-version = Version { $version }
about-summary = Statistiques de matchs de backgammon à partir des fichiers d'eXtreme Gammon, de GNU Backgammon et des sites de jeu en ligne.
about-licence = Licence : { $licence }.
about-built = Construit avec Tauri { $tauri } ; comprend la ligne de commande blunderdb.
about-includes-cli = Comprend la ligne de commande blunderdb.

## L'onglet Matchs et la revue d'un match (ui/matches.js, ui/review.js)

tab-matches = Matchs
matches-hint = cliquez sur un match, ou appuyez sur Entrée, pour le revoir coup par coup
matches-search = Nom
matches-search-field =
    .placeholder = Joueur ou tournoi
matches-event-field =
    .placeholder = Tout tournoi
matches-col-pr0 = PR 1
    .title = PR du premier joueur nommé, selon l'analyse qui compte
matches-col-pr1 = PR 2
    .title = PR du second joueur nommé, selon l'analyse qui compte
matches-col-analyses = Analyses
    .title = ✓ marque l'analyse d'où viennent les chiffres
matches-gnubg-plies = gnuBG { $plies-text }-ply
matches-unanalysed = non analysé
matches-won =
    .title = A gagné le match
matches-row =
    .title = Revoir ce match (Entrée)
matches-none = Aucun match dans cette sélection.
matches-failed = Impossible de lister les matchs : { $error }
review-back = ‹ Matchs
    .title = Retour à la liste des matchs (Échap)
review-analysis = Analyse
review-errors-of = Erreurs de
    .title = Alt+← et Alt+→ vont aux erreurs et aux gaffes de ce joueur
    .title = Retourner le plateau (F)
review-keys = ← → coup · PgUp PgDn partie · Début Fin · Alt+← → erreur · F retourner
review-flip = Retourner le plateau
review-moves =
    .aria-label = Coups et décisions de videau
review-game = Partie { $game-text } · { $score }
review-crawford = Crawford
review-game-won = { $n ->
    [one] { $player } gagne { $n-text } point
   *[other] { $player } gagne { $n-text } points
}
review-dance = danse
review-at = Partie { $game-text }, coup { $move-text } : { $player }
review-candidates = Coups candidats
review-counted = compte dans les chiffres
review-verdict = Meilleur : { $best } · erreur { $error }
review-graph = Erreur cumulée par coup
review-graph-mwc = Erreur cumulée et chances de gagner le match par coup
review-graph-tip =
    .title = Cliquez sur un point pour aller à ce coup
review-open = Revoir
    .title = Revoir le match à ce coup
review-open-match = Revoir
    .title = Revoir ce match coup par coup
review-failed = Impossible d'ouvrir le match : { $error }
review-board-failed = Impossible de dessiner le plateau : { $error }
review-no-moves = Ce match n'a aucun coup.
review-unanalysed = Ce match n'a aucune analyse : ses erreurs sont inconnues.

## L'onglet Positions (ui/positions.js) : les filtres de recherche de
## blunderDB sur toutes les décisions (docs/search.md). Les noms des
## filtres, leurs valeurs (race, back_game, take, money…) et les exemples
## sont le langage de requête lui-même : ils restent tels quels.

tab-positions = Positions
positions-hint = retrouvez n'importe quelle position avec les filtres de recherche de blunderDB, ou dessinez une structure sur le plateau
positions-query-label = Requête
positions-query-field =
    .placeholder = par exemple : nc P<90 gt:holding
    .aria-label = Requête
positions-search = Rechercher
positions-paste = Trouver la position
    .title = Le XGID ou le Position ID de gnuBG (avec ou sans son Match ID) de la zone : chaque décision prise dans cette position
positions-pasted = { $exact } avec ce videau et ce score, puis { $same } avec ces pions seulement
positions-save = Enregistrer…
    .title = Enregistrer cette requête sous un nom
positions-save-ok = Enregistrer
positions-save-name =
    .placeholder = Nom de la recherche
positions-keys = Tab ou ↓ choisit un filtre · Entrée lance la recherche
positions-complete =
    .aria-label = Filtres possibles
positions-saved = Recherches enregistrées
positions-saved-none = aucune pour l'instant : tapez une requête, puis Enregistrer…
positions-saved-remove =
    .title = Supprimer la recherche enregistrée « { $name } »
    .aria-label = Supprimer la recherche enregistrée « { $name } »
positions-saved-as = Enregistrée sous « { $name } ».
positions-save-failed = Enregistrement impossible : { $error }
positions-filters-help = Les filtres
positions-help-insert =
    .title = Ajouter { $example } à la requête
positions-start = Tapez une requête et appuyez sur Entrée ; une requête vide liste toutes les décisions, les pires d'abord.
positions-searching = Recherche…
positions-failed = Recherche impossible : { $error }
positions-none = Aucune décision ne correspond à cette requête.
positions-found = Trouvées
positions-card =
    .title = Ouvrir son plateau (Entrée)
positions-card-error =
    .title = Erreur de la décision (EMG)
positions-played = { $dice } : { $move }
positions-played-cube = Joué : { $move }
positions-best = Meilleur : { $move }
positions-pips = Pips { $me }–{ $them }
positions-where = Match { $match } · partie { $game } · coup { $move }
positions-board-title = Résultat { $rank-text } sur { $total-text }
positions-board-keys = ← → résultat · Échap ferme

## La structure dessinée sur le petit plateau

positions-structure = Structure
positions-side = Pions de
positions-side-me = Joueur au trait
positions-side-them = Adversaire
positions-draw =
    .aria-label = Plateau où dessiner une structure de pions
positions-structure-clear = Effacer
positions-structure-count = Joueur au trait : { $me-text } · adversaire : { $them-text }
positions-structure-help = Cliquez une flèche pour ajouter un pion, clic droit ou Maj+clic pour en retirer un : la requête demande au moins ces pions.

## L'aide des filtres, une ligne chacun

positions-help-nc = pas de contact : une course
positions-help-pips = le compte de pips du joueur au trait : P<70 au plus 70, P>150 au moins 150, P60,90 de 60 à 90
positions-help-behind = le retard en pips : le compte du joueur au trait moins celui de l'adversaire (négatif quand il mène)
positions-help-back = pions arrière, sur les flèches 19–24 : en minuscule ceux du joueur au trait, en majuscule ceux de l'adversaire
positions-help-zone = pions dans la zone, flèches 1–12
positions-help-outfield = blots dans le champ extérieur, flèches 7–18
positions-help-home = blots dans le jan intérieur
positions-help-off = pions sortis
positions-help-dice = le jet : D31 ; un jet avec un 6 : D6 ; xD65 écarte 6-5
positions-help-decision = d : une décision de videau, ou d:checker, d:double, d:nodouble, d:take, d:pass ; dd : la décision du doubleur ; dr : la réponse
positions-help-error = l'erreur de la décision en millipoints : E>80, c'est 0,080 ou plus
positions-help-best = un motif dans le meilleur coup, ou la meilleure action de videau : m'ND,DT,DP'
positions-help-structure = une structure : chaque camp a au moins ces pions (dessinez-la sur le plateau)
positions-help-cube = le videau : sa valeur (c2, c>4) et son propriétaire (c:centre, c:mine, c:theirs)
positions-help-score = le score en points restants, celui du joueur au trait d'abord : score:2a4a, score:dmp, score:money
positions-help-crawford = la partie Crawford
positions-help-length = la longueur du match, 0 pour le money game : ml:7, ml5,9
positions-help-phase = la phase : opening, middle, race, bearoff
positions-help-plan = le plan de jeu du joueur au trait : race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact
positions-help-player = les décisions prises par ce joueur
positions-help-players = pl : les matchs joués par ce joueur ; op : les décisions face à cet adversaire
positions-help-dates = les matchs joués dans cette période : une année, un mois ou un jour
positions-help-engine = les chiffres des analyses de ce programme : xg ou gnubg
positions-help-not = devant un filtre : écarte ce qu'il sélectionne

## Les valeurs proposées par la complétion

positions-plan-race = Course
positions-plan-bear_in = Rentrée au jan
positions-plan-crunch = Écrasement
positions-plan-back_game = Back game
positions-plan-ace_point = Jeu de l'as
positions-plan-blitz = Blitz
positions-plan-prime_vs_prime = Prime contre prime
positions-plan-mutual_holding = Tenue mutuelle
positions-plan-holding = Jeu de tenue
positions-plan-contact = Contact
positions-cube-centre = le videau au centre
positions-cube-mine = le videau du côté du joueur qui décide
positions-cube-theirs = le videau de l'autre côté
positions-score-dmp = double match point

## Un champ de date

# The order of the day, the month and the year, as the window writes dates.
filter-date-field =
    .placeholder = jj/mm/aaaa
filter-date-pattern = jj/mm/aaaa
filter-date-invalid = Date non valide : tapez-la sous la forme { $pattern }, par ex. { $example }

## L'onglet Entraînement (#28)

tab-train = Entraînement
train-deck = Cartes de
train-deck-all = Toutes les cartes
train-deck-starred = Les décisions étoilées
train-deck-collection = Collection : { $name }
train-deck-search = Recherche enregistrée : { $name }
train-start = Commencer
train-none = Aucune carte n'est à revoir dans ce paquet. Étoilez des décisions (dans la revue ou sur une carte), faites une collection ou enregistrez une recherche, puis choisissez-la ici.
train-how = Cliquez sur un pion, puis sur la flèche où il va (ou faites-le glisser) ; le plateau de sortie le sort. Ou tapez le coup.
train-answer = Répondre
train-undo = Annuler
train-clear = Effacer
train-next = Carte suivante
train-due = { $due-text } à revoir sur { $total-text } cartes
train-retention = Rétention { $measured } % sur { $reviews-text } réponses (visée { $target } %)
train-retention-none = Rétention visée : { $target } %
train-question-checker = { $player } doit jouer : votre coup ?
train-question-doubler = { $player } a le dé : doubler ?
train-question-taker = { $player } est doublé : prendre ou passer ?
train-cube-double = { kind-double }
train-cube-no-double = { kind-no_double }
train-cube-take = { kind-take }
train-cube-pass = { kind-pass }
train-grade-best = Le meilleur
train-grade-close = Proche : sous le seuil d'erreur
train-grade-error = Erreur
train-grade-blunder = Gaffe
train-grade-not-in-analysis = Absent de l'analyse
train-loss = { $loss } perdu
train-best = Meilleur : { $best } · le vôtre : { $answer }
train-answer-was = Votre réponse : { $answer }
train-next-due = À revoir le { $when }
train-mark-answer = le vôtre
train-mark-played = joué
marks-title = Garder
marks-star = ☆ Étoile
marks-starred = ★ Étoilée
marks-tag-add = Ajouter l'étiquette
marks-comment-save = Enregistrer le commentaire
train-move-field =
    .placeholder = 13/7 8/7
    .aria-label = Votre coup
marks-tag-field =
    .placeholder = #backgame
marks-comment-field =
    .placeholder = Votre commentaire
marks-tag-remove =
    .title = Retirer l'étiquette #{ $tag }
    .aria-label = Retirer l'étiquette #{ $tag }

## Pictures and collections (#28)

keep-picture = Image :
keep-with-analysis = avec l'analyse
keep-copy-svg = Copier le SVG
keep-copy-png = Copier le PNG
keep-save-svg = Enregistrer en SVG…
keep-save-png = Enregistrer en PNG…
keep-copied-svg = Copié en texte SVG
keep-copied-png = Copié en image ({ $width } × { $height } pixels)
keep-saved = { $path } enregistré ({ $kb-text } Ko)
keep-failed = Pas d'image : { $error }
keep-collection-field =
    .aria-label = Collection
    .title = Collection
keep-add = Ajouter à la collection
keep-added = Ajoutée à { $name }
keep-already = Déjà dans { $name }
keep-no-collection = Aucune collection où l'ajouter : créez-en une dans l'onglet Entraînement.
keep-starred-mark = ★
    .title = Étoilée
collections-title = Collections
collections-from = Décisions
collections-from-empty = Aucune pour l'instant : ajoutez-les une à une
collections-from-query = La recherche de l'onglet Positions : { $query }
collections-from-saved = Recherche enregistrée : { $name }
collections-make = Nouvelle collection
collections-name-field =
    .placeholder = Nom de la collection
    .aria-label = Nom de la collection
collections-no-name = Donnez un nom à la collection.
collections-made = Collection { $name } créée.
collections-none = Aucune collection pour l'instant. Créez-en une ici, puis ajoutez-y des décisions depuis le panneau Garder d'un plateau.
collections-name = Nom
collections-kind = Type
collections-decisions = Décisions
collections-live = vivante : { $query }
collections-listed = liste
collections-count = { $n-text }
collections-show = Afficher
collections-remove = Retirer
collections-follows = suit la recherche { $query }
collections-export-html = Exporter le rapport…
collections-export-xgid = Exporter les XGID…
collections-export-anki = Exporter vers Anki…
collections-delete = Supprimer…
collections-delete-ask = Supprimer la collection { $name } ? Ses décisions restent dans la bibliothèque, avec leurs marques et leurs cartes d’entraînement.
collections-delete-yes = Supprimer
collections-delete-no = La garder
collections-deleted = Collection { $name } supprimée.
collections-empty = Cette collection n'a aucune décision.
collections-first = Les { $shown-text } premières décisions sur { $total-text } sont montrées ; l’export les contient toutes.
collections-more = En montrer { $n-text } de plus

## La bibliothèque du club (ui/club.js, #30) : la carte des Réglages, la
## publication sur un serveur de club (`blunderdb serve`), et sa
## bibliothèque affichée en lecture seule.

club-title = Bibliothèque du club
club-help = Un serveur de club garde la bibliothèque commune du club : publiez-y vos matchs, et ouvrez ici ses chiffres, en lecture seule.
club-url-label = Adresse du serveur
club-token-label = Jeton
club-url-field =
    .placeholder = https://club.example.org
club-token-field =
    .placeholder = le jeton que l'admin du club vous a donné
club-connect = Se connecter
club-connecting = Connexion…
club-forget = Oublier ce club
club-none = Aucun club n'est défini.
club-status = { $club } sur { $url } · { $role ->
    [reader] lecteur : vous pouvez ouvrir sa bibliothèque
    [uploader] contributeur : vous pouvez y publier des matchs
    [admin] admin : vous pouvez y publier des matchs
    [worker] worker : ce jeton analyse les matchs du club
   *[other] le rôle du jeton est inconnu
}
club-status-unreached = Serveur de club { $url } : pas encore joint.
club-viewing = La fenêtre montre la bibliothèque de { $club }, en lecture seule.
club-connected = Connecté à { $club }.
club-forgotten = Le club est oublié : son adresse et son jeton ne sont plus gardés.
club-set-failed = Connexion au club impossible : { $error }
club-forget-failed = Le club n'a pas pu être oublié : { $error }
club-url-empty = Saisissez l'adresse du serveur du club.
club-url-scheme = { $url } n'est pas l'adresse d'un serveur de club : elle commence par http:// ou https://.
club-token-empty = Saisissez le jeton que l'admin du club vous a donné.
club-unpublished = { $n ->
    [one] { $n-text } match de votre bibliothèque n'est pas encore publié.
   *[other] { $n-text } matchs de votre bibliothèque ne sont pas encore publiés.
}
club-unpublished-none = Tous les matchs de votre bibliothèque sont publiés.
club-last-publish = Dernière publication le { $when }.
club-never-published = Rien n'a encore été publié depuis cet ordinateur.
club-publish-new = Publier les nouveaux matchs
    .title = Les matchs importés depuis la dernière publication (la première fois : tous les matchs)
club-publish-all = Tout publier
    .title = Tous les matchs de votre bibliothèque ; ceux que le club a déjà sont comptés comme doublons
club-publishing = Publication…
club-publishing-progress = Publication… { $done } / { $total }
club-published = { $n ->
    [one] { $n-text } fichier envoyé au club : { $list }
   *[other] { $n-text } fichiers envoyés au club : { $list }
}
club-publish-nothing = Rien de nouveau à publier.
club-publish-failed = La publication a échoué : { $error }
club-publish-details = Fichier par fichier
club-publish-while-viewing = Revenez à votre bibliothèque pour en publier les matchs.
club-publish-no-right = Ce jeton ne permet pas de publier : demandez un jeton de contributeur (uploader) à l'admin du club.
club-open = Ouvrir la bibliothèque du club
club-opening = Récupération de la bibliothèque du club…
club-opening-progress = Récupération de la bibliothèque du club… { $done } / { $total }
club-back = Revenir à ma bibliothèque
club-open-failed = La bibliothèque du club n'a pas pu être ouverte : { $error }
club-close-failed = Le retour à votre bibliothèque a échoué : { $error }
club-banner = Bibliothèque du club « { $club } » — lecture seule
club-synced = mise à jour le { $when }
club-update = Mettre à jour
club-updating = Mise à jour…
club-updating-progress = Mise à jour… { $done } / { $total }
club-read-only-drop = La bibliothèque du club est en lecture seule : revenez à votre bibliothèque pour importer ces fichiers.
