# blunderDB — язык поисковых запросов (`blunderdb search ЗАПРОС`, поле
# запроса вкладки «Позиции»): его ошибки. Английский — источник и
# запасной язык.
#
# Choices (for reviewers):
# - The filters' names (nc, P, k, bo, ph:, gt:, XGID…), the words of their
#   closed lists (race, holding, take, money…) and the examples are the
#   query language itself: they stay as they are.
# - «куб» (cube), «бросок» (roll), «кости» (dice), as in cli.ftl.

## Ошибки запроса

search-query-at = в запросе "{ $token }" (символ { $position }): { $what }
search-query-unknown = неизвестный фильтр "{ $name }"; фильтры: { $filters }, каждый отрицается стоящим перед ним x или !
search-query-unsupported = "{ $name }" — фильтр blunderDB по данным, которых эта библиотека не хранит (эквити, вероятности, флаги XG, источники комментариев, собственные идентификаторы и даты blunderDB). Слова комментариев ищет t"слово"
search-query-missing-value = "{ $name }" требует значения, например { $example }
search-query-no-value = "{ $name }" не принимает значения
search-query-bad-count = "{ $value }" — не целое число от нуля
search-query-bad-whole = "{ $value }" — не целое число
search-query-bad-number = "{ $value }" — не число от нуля
search-query-empty-range = диапазон от { $from } до { $to } пуст: он кончается раньше, чем начинается
search-query-unclosed-quote = кавычка открыта и не закрыта
search-query-bad-choice = "{ $value }" — не одно из: { $choices }
search-query-bad-dice = "{ $value }" — не бросок: одна или две кости от 1 до 6, например D31 или D6
search-query-bad-score = "{ $value }" — не счёт: недостающие очки, сначала того, кто принимает решение, например score:2a4a, или score:money
search-query-bad-date = "{ $value }" — не дата: год, месяц или день, например 2024, 2024-06 или 2024-06-15
search-query-bad-position = "{ $value }" — не XGID
search-query-needs-position = "{ $name }" без значения читает позицию, заданную в запросе (XGID), а её нет или в ней нет броска; напишите значение, например { $example }
search-query-negation-alone = за отрицанием (x или !) должен следовать фильтр, как в xD65
search-query-cannot-negate = "{ $name }" выбирает матчи для поиска, как параметры команды: его нельзя отрицать
search-query-repeated = "{ $name }" указан дважды
search-query-bad-pattern = "{ $name }" требует списка в кавычках: ходов, как m"6/1*", или действий с кубом, как m'ND,DT,DP'
search-query-mixed-pattern = в списке смешаны ходы и действия с кубом; решение — либо одно, либо другое

## Вставленная позиция

paste-empty = нечего читать: вставьте XGID (XGID=…) или Position ID gnuBG, с Match ID или без него
paste-position-id = Position ID должен состоять из 14 символов base64, а не "{ $value }"
paste-position-id-board = Position ID "{ $value }" не описывает доску: больше 15 шашек у одной стороны или слишком мало пунктов
paste-match-id = Match ID должен состоять из 12 символов base64, а не "{ $value }"
paste-match-id-field = Match ID "{ $value }": его поле { $field } вне допустимого диапазона
paste-xgid-fields = XGID: { $count } полей через двоеточие, а нужно 9 или 10
paste-xgid-position = XGID: поле позиции должно состоять из 26 символов - a-o A-O, а не "{ $value }"
paste-xgid-checkers = XGID: в позиции "{ $value }" больше 15 шашек у одной стороны
paste-xgid-field = XGID: поле { $field } "{ $value }" не является допустимым числом
