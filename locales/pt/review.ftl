# blunderDB — um match lance a lance (`match show`, `match export`) e as
# análises de um match (`engines`, `--engine`). Termos como common.ftl:
# «match» (match), «partida» (game), «lance» (uma jogada na lista).
engine-label-xg = XG
engine-label-gnubg = gnuBG
engine-label-gnubg-plies = gnuBG { $plies }-ply
lib-engine-unknown = motor desconhecido "{ $engine }" (um de { $engines })
lib-engine-twice = o motor { $engine } aparece duas vezes
query-unknown-match = a biblioteca não tem o match { $id } (ver `blunderdb matches`)
query-match-no-engine = o match { $id } não tem análise de { $engine } (tem: { $have })
query-game-past-match = o match { $id } tem { $games-text } { $games ->
    [one] partida
   *[other] partidas
}: não há partida { $game }
query-what-sort = chave de ordenação
cli-import-word-added = adicionado
cli-import-added-counted = { $path } (match { $id }: análise de { $analysis } adicionada; agora é ela que conta)
cli-import-added-held = { $path } (match { $id }: análise de { $analysis } adicionada ao lado da que conta)
cli-import-summary-added = { $n-text } { $n ->
    [one] arquivo adicionou uma análise
   *[other] arquivos adicionaram uma análise
} a um match já na biblioteca
cli-engine-only-for = --engine se aplica a stats, players, progress, breakdown, decisions, report e match show
cli-engines-counted-mark = { $analysis } (conta)
cli-engines-preference = Análise que conta: { $order }
cli-engines-changed = { $n-text } { $n ->
    [one] match agora conta outra análise
   *[other] matches agora contam outra análise
}
cli-engines-count = { $engine }: { $n-text } { $n ->
    [one] match analisado
   *[other] matches analisados
}, { $counted-text } contados
cli-engines-several = Matches com várias análises: { $n-text }
cli-match-money = sessão de Money
cli-match-points = match a { $n-text } pontos
cli-match-header = Match { $id }: { $a } – { $b }, { $length }, { $date }, { $event }
cli-match-analyses = Análises: { $analyses }
cli-match-game = Partida { $number }: placar { $a }-{ $b }
cli-match-game-crawford = Partida { $number }: placar { $a }-{ $b } (Crawford)
cli-match-col-move = Lance
cli-match-col-player = Jogador
cli-match-col-dice = Dados
cli-match-col-play = Jogada
cli-match-col-error = Erro
cli-match-col-luck = Sorte
cli-match-col-best = Melhor
cli-match-dance = (dança)
cli-match-exported = Match { $id } ({ $games-text } { $games ->
    [one] partida
   *[other] partidas
}) gravado em { $path }
cli-export-failed = não é possível gravar { $path }: { $error }
rgraph-title = Erro acumulado por lance
rgraph-game = Partida { $number }
rgraph-legend = { $player }: { $error } EMG
rgraph-title-mwc = Erro acumulado e probabilidade de ganhar o match por lance
rgraph-mwc-axis = { $value }%
rgraph-mwc-legend = Probabilidade de ganhar o match, { $player } (eixo direito)
lib-features-damaged = os dados de pesquisa do match { $id } estão danificados (importe o match de novo)
query-search-limit = uma página tem de 1 a { $max } decisões
query-search-scope-twice = { $what } aparece duas vezes: { $option } como opção, { $query } na pesquisa
lib-search-no-name = uma pesquisa salva precisa de um nome
cli-search-saved = Pesquisa "{ $name }" salva: { $query }
cli-search-none-saved = Nenhuma pesquisa salva (salve uma com: blunderdb search save NOME PESQUISA).
cli-search-removed = Pesquisa salva "{ $name }" removida.
cli-search-unknown = não há pesquisa salva "{ $name }" (salvas: { $names })
cli-search-no-query = indique uma pesquisa (p. ex. blunderdb search 'nc P<70') ou save, list, remove, run
cli-search-summary = { $count-text } { $count ->
    [one] decisão encontrada
   *[other] decisões encontradas
} · PR { $pr } em { $decisions-text } analisadas · { $errors-text } erros · { $blunders-text } erros graves
