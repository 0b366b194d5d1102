# blunderDB — guardar e treinar decisões: refs, etiquetas, estrelas,
# comentários, coleções e treino.

## Erros

study-not-a-ref = "{ $value }" não é uma ref: uma ref se escreve 9f2c41d07ab3-2-14 (uma jogada), 9f2c41d07ab3-2-14d (dobra ou não) ou 9f2c41d07ab3-2-14t (aceita ou recusa), como aparece nas linhas de decisions, search e match show
study-unknown-ref = nenhuma decisão da biblioteca tem a ref { $value }
study-ambiguous-ref = a ref { $value } corresponde a decisões de vários matches: escreva mais de sua primeira parte
study-bad-tag = "{ $tag }" não é uma etiqueta: uma etiqueta é uma palavra sem espaços, como #backgame
study-unknown-collection = não há nenhuma coleção "{ $name }"; as coleções são { $names }
study-collection-no-name = uma coleção precisa de um nome
study-collection-exists = já existe uma coleção "{ $name }"
study-collection-live = "{ $name }" é uma coleção viva: suas decisões são as que sua pesquisa encontra ({ $query }), não uma lista que se possa mudar
study-unknown-card = não há nenhum cartão { $card }; train due lista os cartões
study-no-position = cartão { $card }: a biblioteca não tem posição nem dados para sua decisão
study-cube-answer-to-checker = o cartão { $card } pede uma jogada: responda com uma jogada como 13/7 8/7, não "{ $answer }"
study-wrong-cube-answer = o cartão { $card } pede a ação de cubo do { $side }: responda { $choices }, não "{ $answer }"
study-illegal-move = "{ $answer }" não é uma jogada legal com { $dice }: { $why }
study-why-unreadable = "{ $token }" não é um movimento como 13/7, bar/22 ou 6/off
study-why-no-checker = não tem nenhuma pedra em { $point }
study-why-blocked = o adversário tem { $point }
study-why-bar-first = uma pedra na barra precisa entrar primeiro
study-why-not-home = só é possível retirar pedras quando todas estão em casa
study-why-dice = não joga os dados como as regras pedem (os dois quando possível, senão o maior); uma jogada legal é { $example }

## O que os comandos dizem

study-tagged = { $reference }: etiquetada { $tags }
study-untagged = { $reference }: etiquetas retiradas { $tags }
study-no-tags = ainda sem etiquetas
study-starred = { $reference }: com estrela
study-unstarred = { $reference }: estrela retirada
study-commented = { $reference }: comentário salvo
study-comment-removed = { $reference }: comentário apagado
study-collection-made = coleção "{ $name }" criada
study-collection-made-live = coleção viva "{ $name }" criada: suas decisões são as da pesquisa { $query }
study-collection-deleted = coleção "{ $name }" excluída; suas decisões, as marcas e os cartões delas continuam
study-collection-added = { $n ->
    [one] 1 decisão adicionada a "{ $name }"
   *[other] { $n } decisões adicionadas a "{ $name }"
}
study-collection-removed = { $n ->
    [one] 1 decisão retirada de "{ $name }"
   *[other] { $n } decisões retiradas de "{ $name }"
}
study-collection-header = { $name }: { $n ->
    [one] 1 decisão
   *[other] { $n } decisões
}
study-collection-follows = viva, segue a pesquisa { $query }
study-no-collections = ainda sem coleções
study-exported = { $n ->
    [one] 1 decisão escrita em { $path }
   *[other] { $n } decisões escritas em { $path }
}
study-collection-title = Coleção blunderDB: { $name }
study-collection-count = { $n ->
    [one] 1 decisão
   *[other] { $n } decisões
}
study-due-header = { $due } de { $total } cartões para rever; retenção medida { $measured } % em { $reviews } revisões, objetivo { $target } %

## Avaliar uma resposta

study-grade-best = a melhor
study-grade-close = perto: abaixo do limiar de erro
study-grade-error = um erro
study-grade-blunder = um erro grave
study-grade-not-in-analysis = fora da análise: o arquivo não avaliou esta jogada
study-your-answer = sua resposta
study-answer-line = { $grade } — { $answer }; melhor { $best }; perda { $loss } EMG; próxima revisão { $due }

## Anki packages (`collection export --format apkg`)

anki-empty = a coleção "{ $name }" não tem nenhuma decisão: não há nada para pôr num pacote Anki
# `$error`: the system's reason, or anki-is-folder.
anki-cannot-write = não é possível gravar o pacote Anki { $path }: { $error }
anki-is-folder = é uma pasta
# On a card's front: the cube's value and who holds it (anki-cube-centred or a player's name).
anki-cube = Cubo em { $cube } ({ $owner })
anki-cube-centred = no centro
# The question of a checker play, after "alice to play 4-3 —" (a cube decision's is the board's own: "alice on roll: double or not?").
anki-ask-play = o que você joga?
# On a card's back when the match's file lists no choices for the decision.
anki-no-choices = Candidatas: —
anki-error = { $error } EMG ({ $mwc } % MWC)
anki-gnubg-id = ID gnuBG (Position ID:Match ID)
anki-ref = Ref
