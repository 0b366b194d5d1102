# blunderDB — the search query language (`blunderdb search QUERY`, the
# Positions tab's query box): its errors. English is the source and the
# fallback of every other language.
#
# The filters' names (nc, P, k, bo, ph:, gt:, XGID…), the words of their
# closed lists (race, holding, take, money…) and the examples are the
# query language itself: they stay as they are in every language. Tokens
# and values are quoted with straight quotes "…", as the query box and a
# shell take them back.

## Errors of a query

# The whole error. `$token`: the token as typed; `$position`: where it
# starts, the query's first character being 1 (digits only); `$what`: one
# of the messages below.
search-query-at = in the query, "{ $token }" (character { $position }): { $what }
# `$filters`: the filters' names, separated by commas.
search-query-unknown = unknown filter "{ $name }"; the filters are { $filters }, each negated by a leading x or !
search-query-unsupported = "{ $name }" is a blunderDB filter on what this library does not keep (equities, chances, XG's flags, comments' origins, blunderDB's own ids and dates). A comment's words are searched with t"word"
search-query-missing-value = "{ $name }" needs a value, for example { $example }
search-query-no-value = "{ $name }" takes no value
search-query-bad-count = "{ $value }" is not a whole number of zero or more
search-query-bad-whole = "{ $value }" is not a whole number
search-query-bad-number = "{ $value }" is not a number of zero or more
search-query-empty-range = the range from { $from } to { $to } is empty: it ends before it starts
search-query-unclosed-quote = a quote is opened and never closed
# `$choices`: the words allowed, separated by commas.
search-query-bad-choice = "{ $value }" is not one of { $choices }
search-query-bad-dice = "{ $value }" is not a roll: one or two dice from 1 to 6, for example D31 or D6
search-query-bad-score = "{ $value }" is not a score: away scores, the decider's first, for example score:2a4a, or score:money
search-query-bad-date = "{ $value }" is not a date: a year, a month or a day, for example 2024, 2024-06 or 2024-06-15
search-query-bad-position = "{ $value }" is not an XGID
search-query-needs-position = "{ $name }" without a value reads the position given in the query (an XGID), and there is none, or it has no roll; write the value instead, for example { $example }
search-query-negation-alone = a negation (x or !) must be followed by a filter, as in xD65
search-query-cannot-negate = "{ $name }" chooses the matches searched, as the command's options do: it cannot be negated
search-query-repeated = "{ $name }" is given twice
search-query-bad-pattern = "{ $name }" needs a list in quotes: moves, such as m"6/1*", or cube actions, such as m'ND,DT,DP'
search-query-mixed-pattern = the list mixes moves and cube actions; a decision is either one or the other

## A pasted position (`blunderdb search --position ID`, the Positions tab)

# The field names ($field: cube, cube owner, turn, dice, score, rules,
# match length, max cube) are the XGID's and the Match ID's own and stay
# in English. `$value`: the part as pasted (at most 40 characters).
paste-empty = nothing to read: paste an XGID (XGID=…) or a gnuBG Position ID, with or without its Match ID
paste-position-id = the Position ID must be 14 characters of base64, not "{ $value }"
paste-position-id-board = the Position ID "{ $value }" draws no board: more than 15 checkers a side, or too few points
paste-match-id = the Match ID must be 12 characters of base64, not "{ $value }"
paste-match-id-field = the Match ID "{ $value }": its { $field } is out of range
paste-xgid-fields = XGID: { $count } fields separated by colons, where 9 or 10 are wanted
paste-xgid-position = XGID: the position field must be 26 characters of - a-o A-O, not "{ $value }"
paste-xgid-checkers = XGID: the position "{ $value }" has more than 15 checkers on one side
paste-xgid-field = XGID: the { $field } field "{ $value }" is not a number in range
