# blunderDB — le langage des recherches (`blunderdb search REQUÊTE`, la
# zone de requête de l'onglet Positions) : ses erreurs. L'anglais est la
# source et le repli.
#
# Choix (for reviewers):
# - The filters' names (nc, P, k, bo, ph:, gt:, XGID…), the words of their
#   closed lists (race, holding, take, money…) and the examples are the
#   query language itself: they stay as they are.
# - « videau » (cube), « jet » (roll), « dés » (dice), as in cli.ftl;
#   a plain space before « : » as French command-line tools print it.

## Erreurs d'une requête

search-query-at = dans la requête, "{ $token }" (caractère { $position }) : { $what }
search-query-unknown = filtre inconnu "{ $name }" ; les filtres sont { $filters }, chacun nié par un x ou un ! devant
search-query-unsupported = "{ $name }" est un filtre de blunderDB sur ce que cette bibliothèque ne garde pas (équités, chances, drapeaux de XG, origine des commentaires, identifiants et dates propres à blunderDB). Les mots d'un commentaire se cherchent avec t"mot"
search-query-missing-value = "{ $name }" attend une valeur, par exemple { $example }
search-query-no-value = "{ $name }" ne prend pas de valeur
search-query-bad-count = "{ $value }" n'est pas un nombre entier positif ou nul
search-query-bad-whole = "{ $value }" n'est pas un nombre entier
search-query-bad-number = "{ $value }" n'est pas un nombre positif ou nul
search-query-empty-range = l'intervalle de { $from } à { $to } est vide : il finit avant de commencer
search-query-unclosed-quote = un guillemet est ouvert et jamais fermé
search-query-bad-choice = "{ $value }" n'est pas l'un de { $choices }
search-query-bad-dice = "{ $value }" n'est pas un jet : un ou deux dés de 1 à 6, par exemple D31 ou D6
search-query-bad-score = "{ $value }" n'est pas un score : les points restants, ceux du joueur qui décide d'abord, par exemple score:2a4a, ou score:money
search-query-bad-date = "{ $value }" n'est pas une date : une année, un mois ou un jour, par exemple 2024, 2024-06 ou 2024-06-15
search-query-bad-position = "{ $value }" n'est pas un XGID
search-query-needs-position = "{ $name }" sans valeur lit la position donnée dans la requête (un XGID), et il n'y en a pas, ou elle n'a pas de jet ; écrivez plutôt la valeur, par exemple { $example }
search-query-negation-alone = une négation (x ou !) doit être suivie d'un filtre, comme dans xD65
search-query-cannot-negate = "{ $name }" choisit les matchs où chercher, comme les options de la commande : il ne peut pas être nié
search-query-repeated = "{ $name }" est donné deux fois
search-query-bad-pattern = "{ $name }" attend une liste entre guillemets : des coups, comme m"6/1*", ou des actions de videau, comme m'ND,DT,DP'
search-query-mixed-pattern = la liste mêle des coups et des actions de videau ; une décision est l'un ou l'autre

## Une position collée

paste-empty = rien à lire : collez un XGID (XGID=…) ou un Position ID de gnuBG, avec ou sans son Match ID
paste-position-id = le Position ID doit compter 14 caractères base64, pas "{ $value }"
paste-position-id-board = le Position ID "{ $value }" ne décrit aucun plateau : plus de 15 pions d'un côté, ou trop peu de points
paste-match-id = le Match ID doit compter 12 caractères base64, pas "{ $value }"
paste-match-id-field = le Match ID "{ $value }" : son champ { $field } est hors limites
paste-xgid-fields = XGID : { $count } champs séparés par des deux-points, alors qu'il en faut 9 ou 10
paste-xgid-position = XGID : le champ de position doit compter 26 caractères parmi - a-o A-O, pas "{ $value }"
paste-xgid-checkers = XGID : la position "{ $value }" a plus de 15 pions d'un côté
paste-xgid-field = XGID : le champ { $field } "{ $value }" n'est pas un nombre valide
