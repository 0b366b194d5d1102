# blunderDB — keeping and drilling decisions: refs, tags, stars,
# comments, collections and training (`tag`, `star`, `comment`,
# `collection`, `train`). English is the source and the fallback of every
# other language.
#
# A ref (`9f2c41d07ab3-2-14d`), the command words (double, no_double,
# take, pass), the moves (13/7 8/7) and the XGIDs are the same in every
# language.

## Errors

study-not-a-ref = "{ $value }" is not a ref: a ref looks like 9f2c41d07ab3-2-14 (a checker play), 9f2c41d07ab3-2-14d (a double or no double) or 9f2c41d07ab3-2-14t (a take or pass), as the rows of decisions, search and match show give it
study-unknown-ref = no decision of the library has the ref { $value }
study-ambiguous-ref = the ref { $value } fits decisions of several matches: write more of its first part
study-bad-tag = "{ $tag }" is not a tag: a tag is one word without spaces, such as #backgame
# `$names`: the collections there are, separated by commas.
study-unknown-collection = there is no collection "{ $name }"; the collections are { $names }
study-collection-no-name = a collection needs a name
study-collection-exists = a collection "{ $name }" already exists
study-collection-live = "{ $name }" is a live collection: its decisions are those its search finds ({ $query }), not a list to change
study-unknown-card = there is no card { $card }; train due lists the cards
study-no-position = card { $card }: the library has no position or dice for its decision
study-cube-answer-to-checker = card { $card } asks for a checker play: answer with a move such as 13/7 8/7, not "{ $answer }"
# `$side`: doubler or taker; `$choices`: the answers allowed.
study-wrong-cube-answer = card { $card } asks for the { $side }'s cube action: answer { $choices }, not "{ $answer }"
# `$why`: one of the study-why-… messages below.
study-illegal-move = "{ $answer }" is not a legal play of { $dice }: { $why }
study-why-unreadable = "{ $token }" is not a move such as 13/7, bar/22 or 6/off
study-why-no-checker = there is no checker of yours on { $point }
study-why-blocked = your opponent holds { $point }
study-why-bar-first = a checker on the bar must enter first
study-why-not-home = a checker bears off only when all are in the home board
study-why-dice = it does not play the roll as the rules demand (both dice when both can be played, else the larger); a legal play is { $example }

## What the commands say

study-tagged = { $reference }: tagged { $tags }
study-untagged = { $reference }: untagged { $tags }
study-no-tags = no tags yet
study-starred = { $reference }: starred
study-unstarred = { $reference }: star taken off
study-commented = { $reference }: comment kept
study-comment-removed = { $reference }: comment removed
study-collection-made = collection "{ $name }" made
study-collection-made-live = live collection "{ $name }" made: its decisions are those of the search { $query }
study-collection-deleted = collection "{ $name }" deleted; its decisions, their marks and their cards stay
study-collection-added = { $n ->
    [one] 1 decision added to "{ $name }"
   *[other] { $n } decisions added to "{ $name }"
}
study-collection-removed = { $n ->
    [one] 1 decision taken out of "{ $name }"
   *[other] { $n } decisions taken out of "{ $name }"
}
study-collection-header = { $name }: { $n ->
    [one] 1 decision
   *[other] { $n } decisions
}
study-collection-follows = live, following the search { $query }
study-no-collections = no collections yet
study-exported = { $n ->
    [one] 1 decision written to { $path }
   *[other] { $n } decisions written to { $path }
}
study-collection-title = blunderDB collection: { $name }
study-collection-count = { $n ->
    [one] 1 decision
   *[other] { $n } decisions
}
# `$measured` and `$target`: percentages.
study-due-header = { $due } due of { $total } cards; retention { $measured } % measured over { $reviews } reviews, { $target } % aimed at

## Grading an answer

study-grade-best = best
study-grade-close = close: within the error threshold
study-grade-error = an error
study-grade-blunder = a blunder
study-grade-not-in-analysis = not in the analysis: the file did not evaluate this play
study-your-answer = your answer
study-answer-line = { $grade } — { $answer }; best { $best }; loss { $loss } EMG; next review { $due }

## Anki packages (`collection export --format apkg`)

anki-empty = the collection "{ $name }" has no decision: there is nothing to put in an Anki package
# `$error`: the system's reason, or anki-is-folder.
anki-cannot-write = cannot write the Anki package { $path }: { $error }
anki-is-folder = it is a folder
# On a card's front: the cube's value and who holds it (anki-cube-centred or a player's name).
anki-cube = Cube at { $cube } ({ $owner })
anki-cube-centred = centred
# The question of a checker play, after "alice to play 4-3 —" (a cube decision's is the board's own: "alice on roll: double or not?").
anki-ask-play = what do you play?
# On a card's back when the match's file lists no choices for the decision.
anki-no-choices = Candidates: —
anki-error = { $error } EMG ({ $mwc } % MWC)
anki-gnubg-id = gnuBG ID (Position ID:Match ID)
anki-ref = Ref
