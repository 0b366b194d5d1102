# blunderDB — os nomes dos números e os termos que cada parte do programa
# mostra (a janela, a linha de comando, os gráficos, os tabuleiros e o
# relatório). O inglês é a fonte e o recurso de todas as outras línguas.
#
# Um id `fig-<chave>` nomeia o número que o JSON escreve sob <chave>.
# Os números vêm em duas variáveis: `$n` (para escolher o plural) e
# `$n-text` (o número escrito à maneira portuguesa).
#
# Termos escolhidos (for reviewers; no gnuBG pt exists, XG usage followed):
# - blunder: «erro grave» (native and clear, like es «error grave»).
# - cube: «cubo»; «dobra» / «sem dobra», «aceita» / «recusa», as players of
#   gamão say «dobrar, aceitar, recusar».
# - checker play: «jogada(s)» (a move of the pedras).
# - luck: «sorte». race: «corrida». bear-off: «retirada» (retirar as
#   pedras). money: «Money», the players' word. match: «match» («partida»
#   is a game).
# - units: pp written «p.p.» (pontos percentuais); PR, MWC, Snowie ER, EMG,
#   mpt kept.
# - Brazilian usage where pt-BR and pt-PT differ (placar, arquivo), in
#   every file of locales/pt. game: «partida». checker: «pedra».
#   pip count: «contagem de pips». close cube: «cubo apertado».
# - Plurals: one (0 and 1, CLDR pt), many (millions), other.
# - game plans: «plano de jogo»; the English names players use (crunch,
#   back game, blitz, holding, prime), «entrada em casa» for the bear-in,
#   «jogo do ás».

## Os números

fig-name = Jogador
fig-matches = Matches
fig-wins = Vitórias
fig-losses = Derrotas
fig-mwc_loss_per_match_pct = Perda de MWC por match
fig-checker_total = Jogadas
fig-checker_unforced = Jogadas não forçadas
fig-close_cube = Decisões de cubo apertadas
fig-doubles = Dobras
fig-takes = Aceitações
fig-passes = Recusas
fig-decisions = Decisões
fig-checker_error_emg = Erro nas jogadas
fig-cube_error_emg = Erro no cubo
fig-error_emg = Erro total
fig-pr = PR
fig-pr_checker = PR das jogadas
fig-pr_cube = PR do cubo
fig-snowie_er = Snowie ER
fig-mwc_loss_pct = Perda de MWC
fig-checker_mwc_loss_pct = Perda de MWC (jogadas)
fig-cube_mwc_loss_pct = Perda de MWC (cubo)
fig-luck_emg = Sorte
fig-luck_rolls = Lançamentos com sorte conhecida
fig-luck_mwc_pct = Sorte (MWC)
fig-errors = Erros
fig-blunders = Erros graves

## Unidades e marcas

unit-emg = EMG
unit-mwc-points = p.p.
unit-millipoints = mpt
unknown = —
mark-doubtful = duvidosa
mark-error = erro
mark-blunder = erro grave

## Decisões

kind-checker = Jogada
kind-no_double = Sem dobra
kind-double = Dobra
kind-take = Aceita
kind-pass = Recusa
kind-resign = Desistência
kind-cube = Decisão de cubo
decisions-all = Todas as decisões
decisions-checker = Jogadas
decisions-cube = Decisões de cubo

## Desagregações

by-cube-action = Ação de cubo
by-phase = Fase
by-score = Placar
by-length = Tamanho
by-plan = Plano de jogo
cube-missed_double = Dobra perdida
cube-wrong_double = Dobra errada
cube-wrong_take = Aceitação errada
cube-wrong_pass = Recusa errada
phase-opening = Abertura
phase-middle = Meio-jogo
phase-race = Corrida
phase-bearoff = Retirada
phase-unknown = Desconhecida
plan-race = Corrida
plan-bear_in = Entrada em casa
plan-crunch = Crunch
plan-back_game = Back game
plan-ace_point = Jogo do ás
plan-blitz = Blitz
plan-prime_vs_prime = Prime contra prime
plan-mutual_holding = Holding mútuo
plan-holding = Holding
plan-contact = Contato
plan-unknown = Desconhecido
query-breakdown-plan-cube = o detalhamento plan cobre jogadas; --type cube não seleciona nenhuma
length-money = Money
# Um placar visto pelo jogador: «3-away, 5-away».
score-away = { $a }-away, { $b }-away
length-points = { $n ->
    [one] { $n-text } ponto
    [many] { $n-text } de pontos
   *[other] { $n-text } pontos
}

## Contagens

count-matches = { $n ->
    [one] { $n-text } match
    [many] { $n-text } de matches
   *[other] { $n-text } matches
}
count-players = { $n ->
    [one] { $n-text } jogador
    [many] { $n-text } de jogadores
   *[other] { $n-text } jogadores
}
count-decisions = { $n ->
    [one] { $n-text } decisão
    [many] { $n-text } de decisões
   *[other] { $n-text } decisões
}

## Seleção

filter-player = Jogador
filter-opponent = Adversário
filter-from = De
filter-to = Até
filter-length = Tamanho do match
filter-decisions = Decisões
filter-any-length = Qualquer tamanho
filter-all-players = Todos os jogadores
field-date = Data
field-event = Torneio
field-players = Jogadores
field-result = Resultado
field-game = Partida
field-move = Jogada
field-dice = Dados
field-played = Jogada feita
field-best = Melhor
field-error = Erro
field-source = Arquivo
field-thresholds = Limiares
thresholds-text = erro ≥ { $error } EMG, erro grave ≥ { $blunder } EMG
engine-xg = eXtreme Gammon
engine-gnubg = GNU Backgammon

# A club library in the window (Settings, #30).
club-not-set = Nenhum clube configurado: informe o endereço e o seu token em Configurações.
club-read-only = A biblioteca do clube é somente leitura: volte para a sua biblioteca (Configurações) para alterá-la.
