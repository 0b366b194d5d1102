# blunderDB — um match lance a lance (`match show`, `match export`) e as
# análises de um match (`engines`, `--engine`). Termos como common.ftl.
engine-label-xg = XG
engine-label-gnubg = gnuBG
engine-label-gnubg-plies = gnuBG { $plies }-ply
lib-engine-unknown = motor desconhecido "{ $engine }" (um de { $engines })
lib-engine-twice = o motor { $engine } aparece duas vezes
query-unknown-match = a biblioteca não tem o match { $id } (ver `blunderdb matches`)
query-match-no-engine = o match { $id } não tem análise de { $engine } (tem: { $have })
query-game-past-match = o match { $id } tem { $games-text } { $games ->
    [one] jogo
   *[other] jogos
}: não há jogo { $game }
query-what-sort = chave de ordenação
cli-import-word-added = adicionado
cli-import-added-counted = { $path } (match { $id }: análise de { $analysis } adicionada; agora é ela que conta)
cli-import-added-held = { $path } (match { $id }: análise de { $analysis } adicionada ao lado da que conta)
cli-import-summary-added = { $n-text } { $n ->
    [one] ficheiro adicionou uma análise
   *[other] ficheiros adicionaram uma análise
} a um match já na biblioteca
cli-engine-only-for = --engine aplica-se a stats, players, progress, breakdown, decisions, report e match show
cli-engines-counted-mark = { $analysis } (conta)
cli-engines-preference = Análise que conta: { $order }
cli-engines-changed = { $n-text } { $n ->
    [one] match conta agora outra análise
   *[other] matches contam agora outra análise
}
cli-engines-count = { $engine }: { $n-text } { $n ->
    [one] match analisado
   *[other] matches analisados
}, { $counted-text } contados
cli-engines-several = Matches com várias análises: { $n-text }
cli-match-money = sessão a dinheiro
cli-match-points = match a { $n-text } pontos
cli-match-header = Match { $id }: { $a } – { $b }, { $length }, { $date }, { $event }
cli-match-analyses = Análises: { $analyses }
cli-match-game = Jogo { $number }: resultado { $a }-{ $b }
cli-match-game-crawford = Jogo { $number }: resultado { $a }-{ $b } (Crawford)
cli-match-col-move = Lance
cli-match-col-player = Jogador
cli-match-col-dice = Dados
cli-match-col-play = Jogada
cli-match-col-error = Erro
cli-match-col-luck = Sorte
cli-match-col-best = Melhor
cli-match-dance = (dança)
cli-match-exported = Match { $id } ({ $games-text } { $games ->
    [one] jogo
   *[other] jogos
}) escrito em { $path }
cli-export-failed = não é possível escrever { $path }: { $error }
rgraph-title = Erro acumulado por lance
rgraph-game = Jogo { $number }
rgraph-legend = { $player }: { $error } EMG
lib-features-damaged = os dados de pesquisa do match { $id } estão danificados (importe o match de novo)
query-search-limit = uma página tem de 1 a { $max } decisões
query-search-scope-twice = { $what } aparece duas vezes: { $option } como opção, { $query } na pesquisa
lib-search-no-name = uma pesquisa guardada precisa de um nome
cli-search-saved = Pesquisa "{ $name }" guardada: { $query }
cli-search-none-saved = Nenhuma pesquisa guardada (guarde uma com: blunderdb search save NOME PESQUISA).
cli-search-removed = Pesquisa guardada "{ $name }" removida.
cli-search-unknown = não há pesquisa guardada "{ $name }" (guardadas: { $names })
cli-search-no-query = indique uma pesquisa (ex. blunderdb search 'nc P<70') ou save, list, remove, run
cli-search-summary = { $count-text } { $count ->
    [one] decisão encontrada
   *[other] decisões encontradas
} · PR { $pr } em { $decisions-text } analisadas · { $errors-text } erros · { $blunders-text } blunders
