# blunderDB — garder et travailler ses décisions : refs, étiquettes,
# étoiles, commentaires, collections et entraînement.

## Erreurs

study-not-a-ref = « { $value } » n'est pas une ref : une ref s'écrit 9f2c41d07ab3-2-14 (un coup de pions), 9f2c41d07ab3-2-14d (un double ou pas de double) ou 9f2c41d07ab3-2-14t (prendre ou passer), comme la donnent les lignes de decisions, search et match show
study-unknown-ref = aucune décision de la bibliothèque n'a la ref { $value }
study-ambiguous-ref = la ref { $value } convient à des décisions de plusieurs matchs : écrivez davantage de sa première partie
study-bad-tag = « { $tag } » n'est pas une étiquette : une étiquette est un mot sans espace, comme #backgame
study-unknown-collection = il n'y a pas de collection « { $name } » ; les collections sont { $names }
study-collection-no-name = une collection doit avoir un nom
study-collection-exists = une collection « { $name } » existe déjà
study-collection-live = « { $name } » est une collection vivante : ses décisions sont celles que trouve sa recherche ({ $query }), pas une liste à modifier
study-unknown-card = il n'y a pas de carte { $card } ; train due liste les cartes
study-no-position = carte { $card } : la bibliothèque n'a ni position ni dés pour sa décision
study-cube-answer-to-checker = la carte { $card } demande un coup de pions : répondez par un coup comme 13/7 8/7, pas « { $answer } »
study-wrong-cube-answer = la carte { $card } demande l'action de videau du { $side } : répondez { $choices }, pas « { $answer } »
study-illegal-move = « { $answer } » n'est pas un coup légal de { $dice } : { $why }
study-why-unreadable = « { $token } » n'est pas un mouvement comme 13/7, bar/22 ou 6/off
study-why-no-checker = vous n'avez pas de pion sur { $point }
study-why-blocked = votre adversaire tient { $point }
study-why-bar-first = un pion sur la barre doit d'abord rentrer
study-why-not-home = un pion ne sort que lorsque tous sont dans le jan intérieur
study-why-dice = il ne joue pas les dés comme le veulent les règles (les deux dés quand c'est possible, sinon le plus fort) ; un coup légal est { $example }

## Ce que disent les commandes

study-tagged = { $reference } : étiqueté { $tags }
study-untagged = { $reference } : étiquettes retirées { $tags }
study-no-tags = aucune étiquette pour l'instant
study-starred = { $reference } : étoilé
study-unstarred = { $reference } : étoile retirée
study-commented = { $reference } : commentaire gardé
study-comment-removed = { $reference } : commentaire supprimé
study-collection-made = collection « { $name } » créée
study-collection-made-live = collection vivante « { $name } » créée : ses décisions sont celles de la recherche { $query }
study-collection-deleted = collection « { $name } » supprimée ; ses décisions, leurs marques et leurs cartes restent
study-collection-added = { $n ->
    [one] 1 décision ajoutée à « { $name } »
   *[other] { $n } décisions ajoutées à « { $name } »
}
study-collection-removed = { $n ->
    [one] 1 décision retirée de « { $name } »
   *[other] { $n } décisions retirées de « { $name } »
}
study-collection-header = { $name } : { $n ->
    [one] 1 décision
   *[other] { $n } décisions
}
study-collection-follows = vivante, suit la recherche { $query }
study-no-collections = aucune collection pour l'instant
study-exported = { $n ->
    [one] 1 décision écrite dans { $path }
   *[other] { $n } décisions écrites dans { $path }
}
study-collection-title = Collection blunderDB : { $name }
study-collection-count = { $n ->
    [one] 1 décision
   *[other] { $n } décisions
}
study-due-header = { $due } cartes à revoir sur { $total } ; rétention mesurée { $measured } % sur { $reviews } révisions, visée { $target } %

## Noter une réponse

study-grade-best = le meilleur
study-grade-close = proche : sous le seuil d'erreur
study-grade-error = une erreur
study-grade-blunder = une gaffe
study-grade-not-in-analysis = absent de l'analyse : le fichier n'a pas évalué ce coup
study-your-answer = votre réponse
study-answer-line = { $grade } — { $answer } ; meilleur { $best } ; perte { $loss } EMG ; prochaine révision { $due }

## Anki packages (`collection export --format apkg`)

anki-empty = la collection « { $name } » n'a aucune décision : il n'y a rien à mettre dans un paquet Anki
# `$error`: the system's reason, or anki-is-folder.
anki-cannot-write = impossible d'écrire le paquet Anki { $path } : { $error }
anki-is-folder = c'est un dossier
# On a card's front: the cube's value and who holds it (anki-cube-centred or a player's name).
anki-cube = Videau à { $cube } ({ $owner })
anki-cube-centred = au centre
# The question of a checker play, after "alice to play 4-3 —" (a cube decision's is the board's own: "alice on roll: double or not?").
anki-ask-play = que jouez-vous ?
# On a card's back when the match's file lists no choices for the decision.
anki-no-choices = Candidats : —
anki-error = { $error } EMG ({ $mwc } % MWC)
anki-gnubg-id = ID gnuBG (Position ID:Match ID)
anki-ref = Réf.
