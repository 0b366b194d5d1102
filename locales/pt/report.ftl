# blunderDB — as palavras das imagens e documentos desenhados em Rust: o
# histograma de erros e o gráfico de progresso, os tabuleiros e o relatório
# HTML. O inglês é a fonte e o recurso.
#
# Os números chegam já escritos à maneira portuguesa (`0,050`), como texto;
# os que escolhem um plural, como `$n` (para escolher) e `$n-text` (para
# mostrar).
#
# Termos escolhidos (for reviewers), as in common.ftl:
# - erro grave, cubo, dobra / aceita / recusa, jogada, match, partida.
# - neither gnuBG nor XG has Portuguese rating names; the names are the plain
#   Portuguese for their English ones (gnuBG «Sobrenatural», «Classe
#   mundial», «Especialista», «Avançado», «Intermediário», «Jogador casual»,
#   «Iniciante», «Péssimo!»; XG «Campeão mundial», …, «Distraído»); BMAB's
#   grades as chess titles («Grande Mestre»).
# - rolling PR: «PR móvel» (média móvel). equity: «Equity», the players'
#   word. pips kept. axis counts: «mil» and «mi» (CLDR pt).
# - Brazilian usage where pt-BR and pt-PT differ (arquivo).
# - Position ID, Match ID and XGID are the programs' own names, kept.
# - Plurals: one (0 and 1), many (millions), other.

## Gráficos

chart-decisions = decisões
chart-error-axis = erro (milipontos)
chart-no-decisions = nenhuma decisão analisada
chart-error-mark = erro ≥ { $value }
chart-blunder-mark = erro grave ≥ { $value }
chart-bar-hit = { $range } milipontos: listar estas decisões
chart-thousands = { $value } mil
chart-millions = { $value } mi
chart-pr = PR
chart-won = vitória
chart-lost = derrota
chart-rolling-pr = PR móvel
chart-trend = tendência
chart-no-dated-match = nenhum match analisado com data

## Níveis

level-xg-world-champ = Campeão mundial
level-xg-world-class = Classe mundial
level-xg-expert = Especialista
level-xg-advanced = Avançado
level-xg-intermediate = Intermediário
level-xg-casual = Jogador casual
level-xg-beginner = Iniciante
level-xg-distracted = Distraído
level-gnubg-supernatural = Sobrenatural
level-gnubg-world-class = Classe mundial
level-gnubg-expert = Especialista
level-gnubg-advanced = Avançado
level-gnubg-intermediate = Intermediário
level-gnubg-casual = Jogador casual
level-gnubg-beginner = Iniciante
level-gnubg-awful = Péssimo!
level-bmab-super-grandmaster = Super Grande Mestre
level-bmab-grandmaster = Grande Mestre
level-bmab-master = Mestre
level-bmab-advanced = Avançado
level-bmab-intermediate = Intermediário
level-bmab-beginner = Iniciante

## Tabuleiros

board-title = { $player } — match { $match_no }, partida { $game }, jogada { $move_no }: { $kind }
board-money = money game
board-length = { $n ->
    [one] match de { $n-text } ponto
    [many] match de { $n-text } de pontos
   *[other] match de { $n-text } pontos
}
board-length-crawford = { $n ->
    [one] match de { $n-text } ponto, partida Crawford
    [many] match de { $n-text } de pontos, partida Crawford
   *[other] match de { $n-text } pontos, partida Crawford
}
board-to-play = { $player } joga { $dice }
board-take-or-pass = { $opponent } dobra para { $cube }: { $player } aceita ou recusa?
board-double-or-not = vez de { $player }: dobrar ou não?
board-where = Match { $match_no } · partida { $game } · jogada { $move_no } — { $what }
board-no-position = Sem tabuleiro: o arquivo desta decisão não traz a posição.
board-pips = Pips: { $player } { $mine } · { $opponent } { $theirs }
board-no-move = (sem jogada)
board-is-best = (a melhor)
board-error = Erro { $error } EMG · { $mwc }% de MWC

## O relatório HTML

report-title = Relatório do blunderDB
report-title-of = Relatório do blunderDB — { $selection }
report-figures = Números
report-histogram = Histograma de erros
report-histogram-note = Decisões contadas por erro, em milipontos (milésimos de EMG).
report-worst = { $n ->
    [0] As piores decisões
    [one] A pior decisão
    [many] As { $n-text } piores decisões
   *[other] As { $n-text } piores decisões
}
report-no-decision = Nenhuma decisão analisada nesta seleção.
report-footer = Gerado pelo blunderDB { $version } — os tabuleiros são vistos pelo jogador que decide; os IDs podem ser colados no gnuBG (Position ID, Match ID) e no XG (XGID).
report-dates-between = de { $from } a { $to }
report-dates-from = a partir de { $from }
report-dates-until = até { $to }
report-money-sessions = sessões de Money
report-length-matches = { $n ->
    [one] matches de { $n-text } ponto
    [many] matches de { $n-text } de pontos
   *[other] matches de { $n-text } pontos
}
report-matches-won-lost = { $matches } ({ $wins } vitórias, { $losses } derrotas)
report-pr-value = { $pr } (jogadas { $checker }, cubo { $cube })
report-error-value = { $emg } EMG ({ $mwc }% de MWC; { $per_match }% por match)
report-decisions-value = { $decisions } (jogadas não forçadas { $unforced }, cubo apertado { $close })
report-errors-blunders = Erros / erros graves
report-errors-value = { $errors } / { $blunders } ({ $thresholds })
report-luck-value = { $rolls ->
    [one] { $emg } EMG em { $rolls-text } lançamento ({ $mwc }% de MWC)
    [many] { $emg } EMG em { $rolls-text } de lançamentos ({ $mwc }% de MWC)
   *[other] { $emg } EMG em { $rolls-text } lançamentos ({ $mwc }% de MWC)
}
report-thresholds-preset = { $thresholds } (predefinição { $name })
report-decision-heading = { $rank }. { $error } EMG — { $player } ({ $kind }) contra { $opponent }, match { $match_no }, partida { $game }, jogada { $move_no }
report-equity = Equity
report-diff = Dif.
report-played-mark = jogada
report-candidates-source-not-found = candidatas: arquivo de origem não encontrado
report-position-id = Position ID
report-match-id = Match ID
report-xgid = XGID
