# blunderDB — les mots des images et documents dessinés en Rust : l'histogramme
# des erreurs et le graphique de progression, les plateaux et le rapport HTML.
# L'anglais est la source et le repli.
#
# Les nombres arrivent déjà écrits à la française (`0,050`), comme texte ;
# ceux qui choisissent un pluriel viennent en `$n` (pour choisir) et
# `$n-text` (à montrer). Espaces insécables (U+00A0) avant « : », « ? », « ! »
# et « % », comme le veut la typographie française.
#
# Termes choisis (for reviewers), as in common.ftl:
# - blunder: « gaffe »; cube: « videau »; take / pass: « prend » / « passe ».
# - the ratings are gnuBG fr's own (analysis.c: « Surnaturel », « Champion »,
#   « Confirmé », « Amateur », « Horrible ! »); XG has no French table in any
#   source here, so its names are the plain French for them (« Champion du
#   monde », « Classe mondiale », …, « Distrait »); BMAB's grades as the
#   French say chess titles (« Grand maître »).
# - rolling PR: « PR glissant » (moyenne glissante). equity: « Équité »
#   (gnuBG fr). pips: « Pips », the players' word.
# - Position ID, Match ID and XGID are the programs' own names, kept.
# - Plurals: one (0 and 1), many (millions), other.

## Graphiques

chart-decisions = décisions
chart-error-axis = erreur (millipoints)
chart-no-decisions = aucune décision analysée
chart-error-mark = erreur ≥ { $value }
chart-blunder-mark = gaffe ≥ { $value }
chart-bar-hit = { $range } millipoints : afficher ces décisions
chart-thousands = { $value } k
chart-millions = { $value } M
chart-pr = PR
chart-won = gagné
chart-lost = perdu
chart-rolling-pr = PR glissant
chart-trend = tendance
chart-no-dated-match = aucun match analysé avec une date

## Niveaux

level-xg-world-champ = Champion du monde
level-xg-world-class = Classe mondiale
level-xg-expert = Expert
level-xg-advanced = Avancé
level-xg-intermediate = Intermédiaire
level-xg-casual = Joueur occasionnel
level-xg-beginner = Débutant
level-xg-distracted = Distrait
level-gnubg-supernatural = Surnaturel
level-gnubg-world-class = Champion
level-gnubg-expert = Expert
level-gnubg-advanced = Confirmé
level-gnubg-intermediate = Intermédiaire
level-gnubg-casual = Amateur
level-gnubg-beginner = Débutant
level-gnubg-awful = Horrible !
level-bmab-super-grandmaster = Super grand maître
level-bmab-grandmaster = Grand maître
level-bmab-master = Maître
level-bmab-advanced = Avancé
level-bmab-intermediate = Intermédiaire
level-bmab-beginner = Débutant

## Plateaux

board-title = { $player } — match { $match_no }, partie { $game }, coup { $move_no } : { $kind }
board-money = money game
board-length = { $n ->
    [one] match en { $n-text } point
    [many] match en { $n-text } de points
   *[other] match en { $n-text } points
}
board-length-crawford = { $n ->
    [one] match en { $n-text } point, partie Crawford
    [many] match en { $n-text } de points, partie Crawford
   *[other] match en { $n-text } points, partie Crawford
}
board-to-play = { $player } joue { $dice }
board-take-or-pass = { $opponent } double à { $cube } : { $player } prend ou passe ?
board-double-or-not = { $player } à jouer : doubler ou pas ?
board-where = Match { $match_no } · partie { $game } · coup { $move_no } — { $what }
board-no-position = Pas de plateau : le fichier de cette décision ne donne pas la position.
board-pips = Pips : { $player } { $mine } · { $opponent } { $theirs }
board-no-move = (aucun coup)
board-is-best = (le meilleur)
board-error = Erreur { $error } EMG · { $mwc } % de MWC

## Le rapport HTML

report-title = Rapport blunderDB
report-title-of = Rapport blunderDB — { $selection }
report-figures = Chiffres
report-histogram = Histogramme des erreurs
report-histogram-note = Décisions comptées par erreur, en millipoints (millièmes d'EMG).
report-worst = { $n ->
    [0] Les pires décisions
    [one] La pire décision
    [many] Les { $n-text } pires décisions
   *[other] Les { $n-text } pires décisions
}
report-no-decision = Aucune décision analysée dans cette sélection.
report-footer = Écrit par blunderDB { $version } — les plateaux sont vus du joueur qui décide ; les identifiants se collent dans gnuBG (Position ID, Match ID) et XG (XGID).
report-dates-between = du { $from } au { $to }
report-dates-from = depuis le { $from }
report-dates-until = jusqu'au { $to }
report-money-sessions = sessions de money game
report-length-matches = { $n ->
    [one] matchs en { $n-text } point
    [many] matchs en { $n-text } de points
   *[other] matchs en { $n-text } points
}
report-matches-won-lost = { $matches } ({ $wins } gagnés, { $losses } perdus)
report-pr-value = { $pr } (pions { $checker }, videau { $cube })
report-error-value = { $emg } EMG ({ $mwc } % de MWC ; { $per_match } % par match)
report-decisions-value = { $decisions } (coups non forcés { $unforced }, videau serré { $close })
report-errors-blunders = Erreurs / gaffes
report-errors-value = { $errors } / { $blunders } ({ $thresholds })
report-luck-value = { $rolls ->
    [one] { $emg } EMG sur { $rolls-text } jet ({ $mwc } % de MWC)
    [many] { $emg } EMG sur { $rolls-text } de jets ({ $mwc } % de MWC)
   *[other] { $emg } EMG sur { $rolls-text } jets ({ $mwc } % de MWC)
}
report-thresholds-preset = { $thresholds } (préréglage { $name })
report-decision-heading = { $rank }. { $error } EMG — { $player } ({ $kind }) contre { $opponent }, match { $match_no }, partie { $game }, coup { $move_no }
report-equity = Équité
report-diff = Écart
report-played-mark = joué
report-candidates-source-not-found = candidats : fichier source introuvable
report-position-id = Position ID
report-match-id = Match ID
report-xgid = XGID
