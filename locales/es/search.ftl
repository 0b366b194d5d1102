# blunderDB — el lenguaje de búsqueda (`blunderdb search CONSULTA`, el
# cuadro de consulta de la pestaña Posiciones): sus errores. El inglés es la
# fuente y el idioma de reserva.
#
# Choices (for reviewers):
# - The filters' names (nc, P, k, bo, ph:, gt:, XGID…), the words of their
#   closed lists (race, holding, take, money…) and the examples are the
#   query language itself: they stay as they are.
# - "cubo" (cube), "tirada" (roll), "dados" (dice), as in cli.ftl.

## Errores de una consulta

search-query-at = en la consulta, "{ $token }" (carácter { $position }): { $what }
search-query-unknown = filtro desconocido "{ $name }"; los filtros son { $filters }, cada uno negado con una x o un ! delante
search-query-unsupported = "{ $name }" es un filtro de blunderDB sobre lo que esta biblioteca no guarda (equities, probabilidades, marcas de XG, origen de los comentarios, identificadores y fechas propios de blunderDB). Las palabras de un comentario se buscan con t"palabra"
search-query-missing-value = "{ $name }" necesita un valor, por ejemplo { $example }
search-query-no-value = "{ $name }" no admite valor
search-query-bad-count = "{ $value }" no es un número entero mayor o igual que cero
search-query-bad-whole = "{ $value }" no es un número entero
search-query-bad-number = "{ $value }" no es un número mayor o igual que cero
search-query-empty-range = el intervalo de { $from } a { $to } está vacío: termina antes de empezar
search-query-unclosed-quote = se abren comillas que nunca se cierran
search-query-bad-choice = "{ $value }" no es uno de { $choices }
search-query-bad-dice = "{ $value }" no es una tirada: uno o dos dados del 1 al 6, por ejemplo D31 o D6
search-query-bad-score = "{ $value }" no es un marcador: los puntos que faltan, primero los de quien decide, por ejemplo score:2a4a, o score:money
search-query-bad-date = "{ $value }" no es una fecha: un año, un mes o un día, por ejemplo 2024, 2024-06 o 2024-06-15
search-query-bad-position = "{ $value }" no es un XGID
search-query-needs-position = "{ $name }" sin valor lee la posición dada en la consulta (un XGID), y no hay ninguna, o no tiene tirada; escriba el valor en su lugar, por ejemplo { $example }
search-query-negation-alone = una negación (x o !) debe ir seguida de un filtro, como en xD65
search-query-cannot-negate = "{ $name }" elige los partidos en los que buscar, como las opciones del comando: no se puede negar
search-query-repeated = "{ $name }" aparece dos veces
search-query-bad-pattern = "{ $name }" necesita una lista entre comillas: jugadas, como m"6/1*", o acciones del cubo, como m'ND,DT,DP'
search-query-mixed-pattern = la lista mezcla jugadas y acciones del cubo; una decisión es una cosa o la otra

## Una posición pegada

paste-empty = nada que leer: pegue un XGID (XGID=…) o un Position ID de gnuBG, con o sin su Match ID
paste-position-id = el Position ID debe tener 14 caracteres base64, no "{ $value }"
paste-position-id-board = el Position ID "{ $value }" no describe ningún tablero: más de 15 fichas de un lado, o faltan puntos
paste-match-id = el Match ID debe tener 12 caracteres base64, no "{ $value }"
paste-match-id-field = el Match ID "{ $value }": su campo { $field } está fuera de rango
paste-xgid-fields = XGID: { $count } campos separados por dos puntos, cuando se esperan 9 o 10
paste-xgid-position = XGID: el campo de posición debe tener 26 caracteres de - a-o A-O, no "{ $value }"
paste-xgid-checkers = XGID: la posición "{ $value }" tiene más de 15 fichas de un lado
paste-xgid-field = XGID: el campo { $field } "{ $value }" no es un número válido
