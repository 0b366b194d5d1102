# blunderDB — le nom des chiffres et les termes que montre chaque partie du
# programme (la fenêtre, la ligne de commande, les graphiques, les plateaux
# et le rapport). L'anglais est la source et le repli de toutes les langues.
#
# Un identifiant `fig-<clé>` nomme le chiffre que le JSON écrit sous <clé>.
# Les nombres viennent en deux variables : `$n` (pour choisir le pluriel) et
# `$n-text` (le nombre écrit à la française).
#
# Termes choisis (for reviewers):
# - blunder: « gaffe » (the ?? of French game annotation, short for table
#   headers; gnuBG fr only has « très mauvais », a rating, not a noun).
# - cube: « videau », as French players and gnuBG fr say; take/pass:
#   « prend » / « passe » (« Double/Prend », « Double/Passe »), counts
#   « Doubles pris » / « Doubles passés » as gnuBG fr.
# - checker play: « coup » for a move, « pions » when opposed to the videau
#   (gnuBG fr « jeu des pions »); « coups non forcés » as gnuBG fr.
# - luck: « chance » (gnuBG fr). race: « course ». bear-off: « sortie »
#   (gnuBG fr). money: « Money game », the players' word (gnuBG's « partie
#   libre » is little used).
# - PR, MWC, Snowie ER, EMG, mpt and pp are kept as players know them.
# - Plurals: one (0 and 1), many (millions: « 1 000 000 de matchs »), other.
# - game plans: « plan de jeu »; the English names French players use
#   (crunch, back game, blitz, holding, prime), « rapatriement » for the
#   bear-in (« rentrée » is the entry from the bar), « jeu sur l'as ».

## Les chiffres

fig-name = Joueur
fig-matches = Matchs
fig-wins = Victoires
fig-losses = Défaites
fig-mwc_loss_per_match_pct = Perte de MWC par match
fig-checker_total = Coups
fig-checker_unforced = Coups non forcés
fig-close_cube = Décisions de videau serrées
fig-doubles = Doubles
fig-takes = Doubles pris
fig-passes = Doubles passés
fig-decisions = Décisions
fig-checker_error_emg = Erreur aux pions
fig-cube_error_emg = Erreur au videau
fig-error_emg = Erreur totale
fig-pr = PR
fig-pr_checker = PR pions
fig-pr_cube = PR videau
fig-snowie_er = Snowie ER
fig-mwc_loss_pct = Perte de MWC
fig-checker_mwc_loss_pct = Perte de MWC (pions)
fig-cube_mwc_loss_pct = Perte de MWC (videau)
fig-luck_emg = Chance
fig-luck_rolls = Jets à chance connue
fig-luck_mwc_pct = Chance (MWC)
fig-errors = Erreurs
fig-blunders = Gaffes

## Unités et marques

unit-emg = EMG
unit-mwc-points = pp
unit-millipoints = mpt
unknown = —
mark-doubtful = douteux
mark-error = erreur
mark-blunder = gaffe

## Décisions

kind-checker = Coup
kind-no_double = Pas de double
kind-double = Double
kind-take = Prend
kind-pass = Passe
kind-resign = Abandon
kind-cube = Décision de videau
decisions-all = Toutes les décisions
decisions-checker = Coups
decisions-cube = Décisions de videau

## Ventilations

by-cube-action = Action de videau
by-phase = Phase
by-score = Score
by-length = Longueur
by-plan = Plan de jeu
cube-missed_double = Double manqué
cube-wrong_double = Double erroné
cube-wrong_take = Prise erronée
cube-wrong_pass = Passe erronée
phase-opening = Ouverture
phase-middle = Milieu de partie
phase-race = Course
phase-bearoff = Sortie
phase-unknown = Inconnue
plan-race = Course
plan-bear_in = Rapatriement
plan-crunch = Crunch
plan-back_game = Back game
plan-ace_point = Jeu sur l'as
plan-blitz = Blitz
plan-prime_vs_prime = Prime contre prime
plan-mutual_holding = Holding mutuel
plan-holding = Jeu de holding
plan-contact = Contact
plan-unknown = Inconnu
query-breakdown-plan-cube = la ventilation plan porte sur les coups ; --type cube n'en sélectionne aucun
length-money = Money game
# Un score vu du joueur : « 3-away, 5-away » (points qui lui manquent).
score-away = { $a }-away, { $b }-away
length-points = { $n ->
    [one] { $n-text } point
    [many] { $n-text } de points
   *[other] { $n-text } points
}

## Comptes

count-matches = { $n ->
    [one] { $n-text } match
    [many] { $n-text } de matchs
   *[other] { $n-text } matchs
}
count-players = { $n ->
    [one] { $n-text } joueur
    [many] { $n-text } de joueurs
   *[other] { $n-text } joueurs
}
count-decisions = { $n ->
    [one] { $n-text } décision
    [many] { $n-text } de décisions
   *[other] { $n-text } décisions
}

## Sélection

filter-player = Joueur
filter-opponent = Adversaire
filter-from = Du
filter-to = Au
filter-length = Longueur du match
filter-decisions = Décisions
filter-any-length = Toutes longueurs
filter-all-players = Tous les joueurs
field-date = Date
field-event = Tournoi
field-players = Joueurs
field-result = Résultat
field-game = Partie
field-move = Coup
field-dice = Dés
field-played = Joué
field-best = Meilleur
field-error = Erreur
field-source = Fichier
field-thresholds = Seuils
thresholds-text = erreur ≥ { $error } EMG, gaffe ≥ { $blunder } EMG
engine-xg = eXtreme Gammon
engine-gnubg = GNU Backgammon

# A club library in the window (Settings, #30).
club-not-set = Aucun club n'est défini : indiquez son adresse et votre jeton dans Réglages.
club-read-only = La bibliothèque du club est en lecture seule : revenez à votre bibliothèque (Réglages) pour la modifier.
