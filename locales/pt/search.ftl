# blunderDB — a linguagem de pesquisa (`blunderdb search CONSULTA`, a caixa
# de consulta da aba Posições): seus erros. O inglês é a fonte e o
# idioma de recurso.
#
# Choices (for reviewers):
# - The filters' names (nc, P, k, bo, ph:, gt:, XGID…), the words of their
#   closed lists (race, holding, take, money…) and the examples are the
#   query language itself: they stay as they are.
# - "cubo" (cube), "lançamento" (roll), "dados" (dice), as in cli.ftl.

## Erros de uma consulta

search-query-at = na consulta, "{ $token }" (caractere { $position }): { $what }
search-query-unknown = filtro desconhecido "{ $name }"; os filtros são { $filters }, cada um negado por um x ou um ! à frente
search-query-unsupported = "{ $name }" é um filtro do blunderDB sobre o que esta biblioteca não guarda (equities, probabilidades, marcas do XG, origem dos comentários, identificadores e datas próprios do blunderDB). Para procurar palavras de um comentário, use t"palavra"
search-query-missing-value = "{ $name }" precisa de um valor, por exemplo { $example }
search-query-no-value = "{ $name }" não aceita valor
search-query-bad-count = "{ $value }" não é um número inteiro maior ou igual a zero
search-query-bad-whole = "{ $value }" não é um número inteiro
search-query-bad-number = "{ $value }" não é um número maior ou igual a zero
search-query-empty-range = o intervalo de { $from } a { $to } está vazio: acaba antes de começar
search-query-unclosed-quote = há aspas abertas que nunca são fechadas
search-query-bad-choice = "{ $value }" não é um de { $choices }
search-query-bad-dice = "{ $value }" não é um lançamento: um ou dois dados de 1 a 6, por exemplo D31 ou D6
search-query-bad-score = "{ $value }" não é um placar: os pontos que faltam, primeiro os de quem decide, por exemplo score:2a4a, ou score:money
search-query-bad-date = "{ $value }" não é uma data: um ano, um mês ou um dia, por exemplo 2024, 2024-06 ou 2024-06-15
search-query-bad-position = "{ $value }" não é um XGID
search-query-needs-position = "{ $name }" sem valor lê a posição dada na consulta (um XGID), e não há nenhuma, ou ela não tem lançamento; escreva o valor, por exemplo { $example }
search-query-negation-alone = uma negação (x ou !) precisa ser seguida de um filtro, como em xD65
search-query-cannot-negate = "{ $name }" escolhe os matches onde pesquisar, como as opções do comando: não pode ser negado
search-query-repeated = "{ $name }" aparece duas vezes
search-query-bad-pattern = "{ $name }" precisa de uma lista entre aspas: jogadas, como m"6/1*", ou ações do cubo, como m'ND,DT,DP'
search-query-mixed-pattern = a lista mistura jogadas e ações do cubo; uma decisão é uma coisa ou a outra

## Uma posição colada

paste-empty = nada para ler: cole um XGID (XGID=…) ou um Position ID do gnuBG, com ou sem o seu Match ID
paste-position-id = o Position ID deve ter 14 caracteres base64, não "{ $value }"
paste-position-id-board = o Position ID "{ $value }" não descreve nenhum tabuleiro: mais de 15 pedras de um lado, ou pontos a menos
paste-match-id = o Match ID deve ter 12 caracteres base64, não "{ $value }"
paste-match-id-field = o Match ID "{ $value }": o seu campo { $field } está fora do intervalo
paste-xgid-fields = XGID: { $count } campos separados por dois pontos, quando se esperam 9 ou 10
paste-xgid-position = XGID: o campo de posição deve ter 26 caracteres de - a-o A-O, não "{ $value }"
paste-xgid-checkers = XGID: a posição "{ $value }" tem mais de 15 pedras de um lado
paste-xgid-field = XGID: o campo { $field } "{ $value }" não é um número válido
