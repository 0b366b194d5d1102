# blunderDB — un match coup par coup (`match show`, `match export`) et les
# analyses d'un match (`engines`, `--engine`). Termes comme common.ftl.
engine-label-xg = XG
engine-label-gnubg = gnuBG
engine-label-gnubg-plies = gnuBG { $plies }-ply
lib-engine-unknown = moteur inconnu « { $engine } » (l'un de { $engines })
lib-engine-twice = le moteur { $engine } est nommé deux fois
query-unknown-match = la bibliothèque n'a pas de match { $id } (voir `blunderdb matches`)
query-match-no-engine = le match { $id } n'a pas d'analyse de { $engine } (il a : { $have })
query-game-past-match = le match { $id } compte { $games-text } { $games ->
    [one] partie
   *[other] parties
} : il n'y a pas de partie { $game }
query-what-sort = clé de tri
cli-import-word-added = ajouté
cli-import-added-counted = { $path } (match { $id } : analyse de { $analysis } ajoutée ; c'est elle qui compte désormais)
cli-import-added-held = { $path } (match { $id } : analyse de { $analysis } ajoutée à côté de celle qui compte)
cli-import-summary-added = { $n-text } { $n ->
    [one] fichier a ajouté une analyse
   *[other] fichiers ont ajouté une analyse
} à un match déjà dans la bibliothèque
cli-engine-only-for = --engine s'applique à stats, players, progress, breakdown, decisions, report et match show
cli-engines-counted-mark = { $analysis } (compte)
cli-engines-preference = Analyse qui compte : { $order }
cli-engines-changed = { $n-text } { $n ->
    [one] match compte désormais une autre analyse
   *[other] matchs comptent désormais une autre analyse
}
cli-engines-count = { $engine } : { $n-text } { $n ->
    [one] match analysé
   *[other] matchs analysés
}, { $counted-text } comptés
cli-engines-several = Matchs ayant plusieurs analyses : { $n-text }
cli-match-money = session de money game
cli-match-points = match en { $n-text } points
cli-match-header = Match { $id } : { $a } – { $b }, { $length }, { $date }, { $event }
cli-match-analyses = Analyses : { $analyses }
cli-match-game = Partie { $number } : score { $a }-{ $b }
cli-match-game-crawford = Partie { $number } : score { $a }-{ $b } (Crawford)
cli-match-col-move = Coup
cli-match-col-player = Joueur
cli-match-col-dice = Dés
cli-match-col-play = Jeu
cli-match-col-error = Erreur
cli-match-col-luck = Chance
cli-match-col-best = Meilleur
cli-match-dance = (bloqué)
cli-match-exported = Match { $id } ({ $games-text } { $games ->
    [one] partie
   *[other] parties
}) écrit dans { $path }
cli-export-failed = impossible d'écrire { $path } : { $error }
rgraph-title = Erreur cumulée par coup
rgraph-game = Partie { $number }
rgraph-legend = { $player } : { $error } EMG
rgraph-title-mwc = Erreur cumulée et chances de gagner le match par coup
rgraph-mwc-axis = { $value } %
rgraph-mwc-legend = Chances de gagner le match, { $player } (axe de droite)
lib-features-damaged = les données de recherche du match { $id } sont endommagées (réimportez le match)
query-search-limit = une page contient de 1 à { $max } décisions
query-search-scope-twice = le critère { $what } est donné deux fois : { $option } en option, { $query } dans la requête
lib-search-no-name = une recherche enregistrée doit avoir un nom
cli-search-saved = Recherche « { $name } » enregistrée : { $query }
cli-search-none-saved = Aucune recherche enregistrée (enregistrez-en une avec : blunderdb search save NOM REQUÊTE).
cli-search-removed = Recherche « { $name } » supprimée.
cli-search-unknown = aucune recherche enregistrée nommée « { $name } » (enregistrées : { $names })
cli-search-no-query = donnez une requête (par ex. blunderdb search 'nc P<70') ou save, list, remove, run
cli-search-summary = { $count-text } { $count ->
    [one] décision trouvée
   *[other] décisions trouvées
} · PR { $pr } sur { $decisions-text } analysées · { $errors-text } erreurs · { $blunders-text } gaffes
