# blunderDB — a janela: abas, cartões, botões, diálogos, mensagens e
# dicas. O inglês (locales/en/app.ftl) é a fonte.
#
# Termos (for reviewers), como em common.ftl: «erro grave» (blunder),
# «erro», «jogada» (checker play), «cubo», «Dobra» / «Aceita» / «Passa»;
# «Money»; PR, MWC, EMG mantidos. Nível de análise «0-ply», «2-ply» como
# no gnuBG pt. «Biblioteca» para a base de matches. Português neutro
# entre Portugal e Brasil onde possível.

## A janela

app-name = blunderDB
app-failed = O blunderDB não conseguiu iniciar: { $error }
tab-stats = Estatísticas
tab-players = Jogadores
tab-settings = Definições
import-button = Importar…
about-btn = Sobre
    .title = Sobre o blunderDB (F1)
button-close = Fechar
button-cancel = Cancelar
button-hide = Ocultar
list-separator = {", "}
value-percent = { $value }%
saved-in-library = Guardado na biblioteca.
drop-here = Largue aqui ficheiros de matches ou pastas para os importar

## A biblioteca vazia

empty-title = A sua biblioteca está vazia
empty-drop = Largue ficheiros de matches ou pastas em qualquer parte desta janela, ou use Importar….
empty-formats = O blunderDB lê ficheiros .sgf do gnuBG, exportações .mat e .txt do Jellyfish e ficheiros .xg do eXtreme Gammon; as pastas são lidas com todas as subpastas.

## Importar

import-running = A importar
import-looking = à procura de ficheiros de matches…
import-cancelling = { " · " }a cancelar depois deste ficheiro…
import-progress-files = { $total ->
    [one] { $done-text } de { $total-text } ficheiro
   *[other] { $done-text } de { $total-text } ficheiros
}
import-progress-matches = { $n ->
    [one] { $n-text } match importado
   *[other] { $n-text } matches importados
}
import-duplicate = { $name }: já está na biblioteca (de { $of })
import-replaced = { $name }: a cópia analisada substituiu { $previous }
import-skipped = { $name }: ignorado ({ $reason })
import-failed-file = { $name }: { $error }
import-failed = A importação não conseguiu começar: { $error }
import-status-imported = importado
import-status-duplicate = duplicado
import-status-replaced = substituído
import-status-skipped = ignorado
import-status-failed = falhou
import-sum-imported = { $n ->
    [one] { $n-text } importado
   *[other] { $n-text } importados
}
import-sum-duplicates = { $n ->
    [one] { $n-text } duplicado
   *[other] { $n-text } duplicados
}
import-sum-replaced = { $n ->
    [one] { $n-text } substituído
   *[other] { $n-text } substituídos
}
import-sum-skipped = { $n ->
    [one] { $n-text } ignorado
   *[other] { $n-text } ignorados
}
import-sum-failed = { $n ->
    [one] { $n-text } falhou
   *[other] { $n-text } falharam
}
import-finished = Importação concluída: { $list }
import-cancelled = Cancelada — o que chegou fica guardado: { $list }
import-match-files = Ficheiros de matches
import-all-files = Todos os ficheiros

## A aba Estatísticas

filter-decisions-all = Todas
filter-decisions-checker = Jogadas
filter-decisions-cube = Cubo
filter-reset = Repor
stats-all-players = todos os jogadores
stats-level = { $level } ({ $scale })
stats-mwc = { fig-mwc_loss_per_match_pct }
    .title = Probabilidade de ganhar o match perdida por erros, por match (o total de um match é o que o XG e o gnuBG mostram)
stats-luck-per-roll = Sorte por lançamento
stats-histogram = Histograma de erros
stats-worst = Piores decisões
stats-worst-none = Nenhuma decisão analisada nesta seleção.
col-match = Match
vs-opponent = contra { $opponent }
vs-pair = { $player } contra { $opponent }
roll-cube = cubo
report-export = Exportar relatório…
    .title = Um ficheiro HTML autónomo: as estatísticas, o histograma e as 20 piores decisões com as suas posições
report-writing = A escrever…
report-written = Escrito { $path } ({ $kb-text } KB)
report-failed = Não foi possível escrever o relatório: { $error }
error-cards = Não foi possível desenhar os cartões: { $error }

## Onde estão os erros

breakdown-title = Onde estão os erros
breakdown-by = Dividir por
breakdown-none = Nada a dividir nesta seleção.
breakdown-row-tip = Listar estas decisões, da pior para a melhor, com as suas posições
breakdown-filter = filtrar
breakdown-filter-tip = Restringir os filtros a estas decisões
col-error-emg = Erro EMG
col-share = Parte

## Progressão

progress-title = Progressão
progress-per = Um ponto por
progress-by-match = match
progress-by-month = mês
progress-by-year = ano
progress-by-event = torneio
progress-window = PR móvel sobre
progress-none = Nenhum match analisado com data nesta seleção.
progress-list-all = Listar todos
col-period = Período
col-wl = V–D
col-checker = Jogadas
col-cube = Cubo
progress-detail = { $label }: PR { $pr } (jogadas { $checker }, cubo { $cube }) em { $decisions ->
    [one] { $decisions-text } decisão
   *[other] { $decisions-text } decisões
}, erro { $error } EMG, ganhos–perdidos { $wins-text }–{ $losses-text }
progress-latest-matches = A tabela lista os últimos { $limit-text } de { $total-text } matches; o gráfico mostra-os todos.
progress-latest-months = A tabela lista os últimos { $limit-text } de { $total-text } meses; o gráfico mostra-os todos.
progress-latest-years = A tabela lista os últimos { $limit-text } de { $total-text } anos; o gráfico mostra-os todos.
progress-latest-events = A tabela lista os últimos { $limit-text } de { $total-text } torneios; o gráfico mostra-os todos.
progress-latest-rows = A tabela lista as últimas { $limit-text } de { $total-text } linhas; o gráfico mostra-as todas.

## As decisões por trás de um número

drill-list-tip =
    .title = Listar estas decisões com as suas posições
drill-bucket = Decisões de { $range } milipontos
drill-errors = Erros (≥ { $min } EMG)
drill-blunders = Erros graves (≥ { $min } EMG)
drill-breakdown = Onde estão os erros: { $label }
drill-worst = Todas as decisões, da pior para a melhor
drill-keys = ↑ ↓ uma a uma · PgUp PgDn página
drill-prev = ‹ Anterior
    .title = Página anterior
drill-next = Seguinte ›
    .title = Página seguinte
drill-page = { $first }–{ $last }
drill-page-of = { $first }–{ $last } de { $total }
drill-page-none = nenhuma
drill-page-none-of = nenhuma de { $total }
drill-where = Match · partida · jogada
drill-none = Nenhuma decisão aqui.
drill-no-move = (sem jogada)
drill-xgid = XGID
drill-position-id = Position ID
drill-match-id = Match ID
drill-copy = Copiar
drill-copied = Copiado
drill-copy-select = Selecione e copie
drill-equity = Equity
drill-diff = Dif.
drill-played-row =
    .title = A jogada feita
drill-played-mark = ◀ jogada
drill-cands-not-found = candidatas: ficheiro de origem não encontrado
drill-cands-none = candidatas: nenhuma no ficheiro para esta jogada
drill-file = Ficheiro: { $path }

## A aba Jogadores

players-hint = clique numa linha para ver as estatísticas desse jogador
players-export = Exportar CSV…
players-exported = { $n ->
    [one] Escrito { $n-text } jogador em { $path }
   *[other] Escritos { $n-text } jogadores em { $path }
}
players-export-failed = Não foi possível escrever o ficheiro CSV: { $error }
col-snowie = Snowie
col-mwc-match = MWC/match %
    .title = MWC perdido por erros, por match
compare-hint = Marque dois jogadores para os comparar ou juntar um ao outro.
compare-tick =
    .aria-label = Comparar { $name }
compare-overall = No total
compare-head-to-head = Um contra o outro
compare-matches = Matches (ganhos–perdidos)
compare-better = melhor
compare-merge = Contar { $name } como { $player }
compare-merge-failed = Não foi possível juntar: { $error }
aliases-title = Nomes juntados
alias-line = { $alias } conta como { $player }
alias-undo = Desfazer

## A análise com o gnuBG

analyse-open = Analisar…
analyse-banner = { $n ->
    [one] { $n-text } match sem análise
   *[other] { $n-text } matches sem análise
}
analyse-banner-running = { $text } (a analisar…)
analyse-title = Analisar com o GNU Backgammon
analyse-what = { $n ->
    [0] Nenhum match sem análise { $where }.
    [one] { $n-text } match sem análise { $where }.
   *[other] { $n-text } matches sem análise { $where }.
}
selection-library = na biblioteca
selection-in = nesta seleção ({ $list })
selection-of = de { $player }
selection-money = sessões a dinheiro
selection-length = matches de { $n-text } pontos
selection-from-to = de { $from } a { $to }
selection-from = desde { $from }
selection-up-to = até { $to }
analyse-level = Nível
analyse-quick = Rápido
analyse-quick-plies = 0-ply
analyse-quick-note = Poucos segundos por match: PR e taxas de erro próximos dos do nível padrão.
analyse-standard = Padrão
analyse-standard-plies = 2-ply
analyse-standard-note = O nível habitual do gnuBG: minutos para um match longo.
analyse-start = Analisar
analyse-failed = A análise não conseguiu começar: { $error }
analyse-starting = A iniciar o gnuBG…
analyse-running-note = Cada match é guardado assim que o gnuBG termina; as estatísticas por trás desta janela acompanham. Cancelar para quando os matches em curso terminam e guarda todos os concluídos.
analyse-count = { $total ->
    [one] { $done-text } de { $total-text } match concluído
   *[other] { $done-text } de { $total-text } matches concluídos
}
analyse-current = { $more ->
    [0] A analisar { $match }
   *[other] A analisar { $match } e mais { $more-text }
}
analyse-finishing = { $more ->
    [0] A cancelar: a terminar { $match }
   *[other] A cancelar: a terminar { $match } e mais { $more-text }
}
analyse-stopping = Cancelado: a parar…
analyse-failed-match = { $label }: { $error }
analyse-could-not-run = A análise não pôde ser feita
eta-done = concluído
eta-estimating = a estimar…
eta-less-than-a-second = menos de um segundo
eta-about = faltam cerca de { $duration }
duration-s = { $s } s
duration-min-s = { $min } min { $s } s
duration-h-min = { $h } h { $min } min
analysis-sum-analysed = { $n ->
    [one] { $n-text } analisado
   *[other] { $n-text } analisados
}
analysis-sum-failed = { $n ->
    [one] { $n-text } falhou
   *[other] { $n-text } falharam
}
analysis-sum-not-started = { $n ->
    [one] { $n-text } não iniciado
   *[other] { $n-text } não iniciados
}
analysis-finished = Análise concluída: { $list } em { $duration }.
analysis-cancelled = Análise cancelada — cada match concluído fica guardado: { $list } em { $duration }.
analysis-cancelled-rest = Análise cancelada — cada match concluído fica guardado: { $list }. Analise de novo para fazer o resto.
level-quick = Rápido (0-ply)
level-standard = Padrão (2-ply)
level-plies = { $n-text }-ply
error-import-running = há uma importação em curso; espere que termine
error-analysis-running = há uma análise em curso; espere por ela ou cancele-a
error-plies = o gnuBG analisa de 0 a { $max-text } ply, não { $plies-text }

## A aba Definições

lang-title = Idioma
lang-label = Idioma da janela e dos seus gráficos
lang-system = O do sistema ({ $name })
lang-failed = Não foi possível mudar o idioma: { $error }
error-no-language = não há mensagens no idioma «{ $lang }»
error-no-config-dir = não há pasta de configuração neste sistema; defina BLUNDERDB_CONFIG_DIR
settings-library = Biblioteca
settings-open-library = Abrir outra biblioteca…
settings-library-files = Biblioteca do blunderDB
settings-open-failed = Não foi possível abrir essa biblioteca: { $error }
error-reopen-busy = { $job ->
    [import] espere que a importação termine antes de abrir outra biblioteca
   *[other] espere que a análise termine antes de abrir outra biblioteca
}
thresholds-title = Limiares de erro e de erro grave
thresholds-help = Uma decisão é um erro quando perde pelo menos o limiar de erro em equity, e um erro grave a partir do limiar de erro grave.
preset-blunderdb = blunderDB
preset-gnubg = gnuBG
preset-xg = XG
thresholds-error = Erro ≥
thresholds-blunder = Erro grave ≥
thresholds-apply = Aplicar
thresholds-saved = Guardado na biblioteca: erro ≥ { $error }, erro grave ≥ { $blunder }.
thresholds-saved-preset = Guardado na biblioteca: erro ≥ { $error }, erro grave ≥ { $blunder } ({ $preset }).
thresholds-failed = Não foi possível mudar os limiares: { $error }
thresholds-error-not-number = O limiar de erro tem de ser um número como { $example }.
thresholds-blunder-not-number = O limiar de erro grave tem de ser um número como { $example }.
thresholds-error-too-big = Um limiar de erro de { $value } ultrapassa qualquer erro real.
thresholds-blunder-too-big = Um limiar de erro grave de { $value } ultrapassa qualquer erro real.
thresholds-order = O limiar de erro ({ $error }) não pode ultrapassar o limiar de erro grave ({ $blunder }).
levels-title = Faixas de nível
levels-help = Os nomes de nível por trás do gráfico de progressão, segundo o PR.
levels-source = Fonte: { $source }.
levels-failed = Não foi possível mudar as faixas de nível: { $error }
gnubg-title = Análise com o GNU Backgammon
gnubg-version = GNU Backgammon { $version }
gnubg-unusable = O GNU Backgammon não pode ser usado: { $error }
gnubg-unusable-plain = O GNU Backgammon não pode ser usado
gnubg-unknown = Não foi possível procurar o GNU Backgammon: { $error }
gnubg-install-hint = Para instalar o GNU Backgammon: `sudo apt-get install gnubg` (Debian, Ubuntu) ou https://www.gnu.org/software/gnubg/ (Windows, macOS); BLUNDERDB_GNUBG indica o programa
gnubg-default-level = Nível por omissão para matches sem análise:
gnubg-default-legend = Nível por omissão
gnubg-level-saved = Guardado na biblioteca: { $level }, salvo outra escolha.
gnubg-level-failed = Não foi possível mudar o nível por omissão: { $error }

## As escalas de nível

scale-xg = XG
scale-gnubg = gnuBG
scale-bmab = BMAB
scale-xg-source = a tabela Performance Rating do eXtreme Gammon (Wikipédia, «eXtreme Gammon»)
scale-gnubg-source = as classificações do GNU Backgammon (GetRating(), versão 1.08.003)
scale-bmab-source = as classificações da versão em desenvolvimento do GNU Backgammon, semelhantes aos graus do BMAB

## A pasta vigiada

watch-title = Pasta vigiada
watch-help = Indique a pasta onde o XG, o gnuBG ou o seu navegador guardam matches: os ficheiros que lá aparecem são importados quando deixam de mudar, cada um uma vez.
watch-none = Nenhuma
watch-choose = Escolher pasta…
watch-stop = Deixar de vigiar
watch-analyse = Analisar com o gnuBG os matches novos sem análise (no nível por omissão)
watch-dialog-title = Pasta a vigiar
watch-started = Vigiada: os ficheiros de matches que lá aparecem são importados quando deixam de mudar.
watch-stopped = Nenhuma pasta é vigiada agora.
watch-analyse-on = Os matches novos sem análise serão analisados pelo gnuBG no nível por omissão.
watch-analyse-off = Os matches novos são apenas importados.
watch-failed = Não foi possível mudar a pasta vigiada: { $error }
watch-watching = A vigiar { $folder }
watch-waiting = { $n ->
    [one] { $n-text } ficheiro a ser escrito
   *[other] { $n-text } ficheiros a ser escritos
}
watch-at = { $what } às { $time }
watch-imported = importado { $name }
watch-already-in = { $name } já está na biblioteca
watch-analysing = a analisar { $name } ({ $plies-text }-ply)…
watch-analysed = analisado { $name }
watch-no-folder = Nenhuma pasta é vigiada.
watch-since-start = Desde o arranque: { $list }.
watch-sum-imported = { $n ->
    [one] { $n-text } ficheiro importado
   *[other] { $n-text } ficheiros importados
}
watch-sum-analysed = { $n ->
    [one] { $n-text } match analisado
   *[other] { $n-text } matches analisados
}
watch-sum-failed = { $n ->
    [one] { $n-text } ficheiro falhou
   *[other] { $n-text } ficheiros falharam
}
error-not-a-folder = { $path }: não é uma pasta
error-folder-gone = { $path }: a pasta já não existe
error-analysis-failed = { $label }: a análise falhou

## Sobre

about-name-version = { $name } { $version }
about-version = Versão { $version }
about-summary = Estatísticas de matches de gamão (backgammon) a partir de ficheiros do eXtreme Gammon, do GNU Backgammon e de sites de jogo online.
about-licence = Licença: { $licence }.
about-built = Feito com Tauri { $tauri }; inclui a linha de comandos blunderdb.
about-includes-cli = Inclui a linha de comandos blunderdb.

## A aba Matches e a revisão de um match (ui/matches.js, ui/review.js)

tab-matches = Matches
matches-hint = clique num match, ou use Enter, para revê-lo jogada a jogada
matches-search = Nome
matches-search-field =
    .placeholder = Jogador ou torneio
matches-event-field =
    .placeholder = Qualquer torneio
matches-col-pr0 = PR 1
    .title = PR do primeiro jogador nomeado, pela análise que conta
matches-col-pr1 = PR 2
    .title = PR do segundo jogador nomeado, pela análise que conta
matches-col-analyses = Análises
    .title = ✓ marca a análise de onde vêm os números
matches-gnubg-plies = gnuBG { $plies-text }-ply
matches-unanalysed = não analisado
matches-won =
    .title = Ganhou o match
matches-row =
    .title = Rever este match (Enter)
matches-none = Nenhum match nesta seleção.
matches-failed = Não foi possível listar os matches: { $error }
review-back = ‹ Matches
    .title = Voltar à lista de matches (Esc)
review-analysis = Análise
review-errors-of = Erros de
    .title = Alt+← e Alt+→ saltam para os erros e erros graves deste jogador
    .title = Virar o tabuleiro (F)
review-keys = ← → jogada · PgUp PgDn partida · Home End · Alt+← → erro · F virar
review-flip = Virar o tabuleiro
review-moves =
    .aria-label = Jogadas e decisões de cubo
review-game = Partida { $game-text } · { $score }
review-crawford = Crawford
review-game-won = { $n ->
    [one] { $player } ganha { $n-text } ponto
   *[other] { $player } ganha { $n-text } pontos
}
review-dance = não pode jogar
review-at = Partida { $game-text }, jogada { $move-text }: { $player }
review-candidates = Jogadas candidatas
review-counted = conta nos números
review-verdict = Melhor: { $best } · erro { $error }
review-graph = Erro acumulado por lance
review-graph-tip =
    .title = Clique num ponto para ir a essa jogada
review-open = Rever
    .title = Rever o match a partir desta jogada
review-open-match = Rever
    .title = Rever este match jogada a jogada
review-failed = Não foi possível abrir o match: { $error }
review-board-failed = Não foi possível desenhar o tabuleiro: { $error }
review-no-moves = Este match não tem jogadas.
review-unanalysed = Este match não tem análise: os seus erros são desconhecidos.

## O separador Posições (ui/positions.js): os filtros de pesquisa do
## blunderDB sobre todas as decisões (docs/search.md). Os nomes dos
## filtros, os seus valores (race, back_game, take, money…) e os exemplos
## são a própria linguagem de consulta: ficam como estão.

tab-positions = Posições
positions-hint = encontre qualquer posição com os filtros de pesquisa do blunderDB, ou desenhe uma estrutura no tabuleiro
positions-query-label = Consulta
positions-query-field =
    .placeholder = por exemplo: nc P<90 gt:holding
    .aria-label = Consulta
positions-search = Pesquisar
positions-save = Guardar…
    .title = Guardar esta consulta com um nome
positions-save-ok = Guardar
positions-save-name =
    .placeholder = Nome da pesquisa
positions-keys = Tab ou ↓ escolhe um filtro · Enter pesquisa
positions-complete =
    .aria-label = Filtros que servem
positions-saved = Pesquisas guardadas
positions-saved-none = nenhuma ainda: escreva uma consulta e depois Guardar…
positions-saved-remove =
    .title = Remover a pesquisa guardada «{ $name }»
    .aria-label = Remover a pesquisa guardada «{ $name }»
positions-saved-as = Guardada como «{ $name }».
positions-save-failed = Não foi possível guardar: { $error }
positions-filters-help = Os filtros
positions-help-insert =
    .title = Acrescentar { $example } à consulta
positions-start = Escreva uma consulta e prima Enter; uma consulta vazia lista todas as decisões, as piores primeiro.
positions-searching = A pesquisar…
positions-failed = Não foi possível pesquisar: { $error }
positions-none = Nenhuma decisão corresponde a esta consulta.
positions-found = Encontradas
positions-card =
    .title = Abrir o seu tabuleiro (Enter)
positions-card-error =
    .title = Erro da decisão (EMG)
positions-played = { $dice }: { $move }
positions-played-cube = Jogada: { $move }
positions-best = Melhor: { $move }
positions-pips = Pips { $me }–{ $them }
positions-where = Match { $match } · partida { $game } · jogada { $move }
positions-board-title = Resultado { $rank-text } de { $total-text }
positions-board-keys = ← → resultado · Esc fecha

## A estrutura desenhada no tabuleiro pequeno

positions-structure = Estrutura
positions-side = Pedras de
positions-side-me = Jogador da vez
positions-side-them = Adversário
positions-draw =
    .aria-label = Tabuleiro para desenhar uma estrutura de pedras
positions-structure-clear = Limpar
positions-structure-count = Jogador da vez: { $me-text } · adversário: { $them-text }
positions-structure-help = Clique numa casa para acrescentar uma pedra, clique direito ou Shift+clique para tirar uma: a consulta pede pelo menos estas pedras.

## A ajuda dos filtros, uma linha cada

positions-help-nc = sem contacto: uma corrida
positions-help-pips = a contagem de pips do jogador da vez: P<70 no máximo 70, P>150 pelo menos 150, P60,90 de 60 a 90
positions-help-behind = pips de atraso: a contagem do jogador da vez menos a do adversário (negativa quando vai à frente)
positions-help-back = pedras atrasadas, nas casas 19–24: em minúscula as do jogador da vez, em maiúscula as do adversário
positions-help-zone = pedras na zona, casas 1–12
positions-help-outfield = blots no campo exterior, casas 7–18
positions-help-home = blots no tabuleiro interior
positions-help-off = pedras retiradas
positions-help-dice = o lançamento: D31; um lançamento com um 6: D6; xD65 deixa de fora o 6-5
positions-help-decision = d: uma decisão de cubo, ou d:checker, d:double, d:nodouble, d:take, d:pass; dd: a decisão de quem dobra; dr: a resposta
positions-help-error = o erro da decisão em milipontos: E>80 é 0,080 ou mais
positions-help-best = um padrão na melhor jogada, ou a melhor ação de cubo: m'ND,DT,DP'
positions-help-structure = uma estrutura: cada lado tem pelo menos estas pedras (desenhe-a no tabuleiro)
positions-help-cube = o cubo: o seu valor (c2, c>4) e o seu dono (c:centre, c:mine, c:theirs)
positions-help-score = o resultado em pontos que faltam, primeiro o do jogador da vez: score:2a4a, score:dmp, score:money
positions-help-crawford = a partida Crawford
positions-help-length = a duração do match, 0 para money: ml:7, ml5,9
positions-help-phase = a fase: opening, middle, race, bearoff
positions-help-plan = o plano de jogo do jogador da vez: race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact
positions-help-player = as decisões que este jogador tomou
positions-help-players = pl: os matches que este jogador jogou; op: as decisões contra este adversário
positions-help-dates = os matches jogados nesse período: um ano, um mês ou um dia
positions-help-engine = os números das análises desse programa: xg ou gnubg
positions-help-not = antes de um filtro: deixa de fora o que ele seleciona

## Os valores que a conclusão automática oferece

positions-plan-race = Corrida
positions-plan-bear_in = Entrada em casa
positions-plan-crunch = Colapso
positions-plan-back_game = Back game
positions-plan-ace_point = Jogo na casa do ás
positions-plan-blitz = Blitz
positions-plan-prime_vs_prime = Prime contra prime
positions-plan-mutual_holding = Holding mútuo
positions-plan-holding = Holding game
positions-plan-contact = Contacto
positions-cube-centre = o cubo ao centro
positions-cube-mine = o cubo do lado de quem decide
positions-cube-theirs = o cubo do outro lado
positions-score-dmp = double match point

## Um campo de data

# The order of the day, the month and the year, as the window writes dates.
filter-date-field =
    .placeholder = dd/mm/aaaa
filter-date-pattern = dd/mm/aaaa
filter-date-invalid = Data inválida: escreva-a como { $pattern }, por ex. { $example }

## O separador Treino (#28)

tab-train = Treino
train-deck = Cartões de
train-deck-all = Todos os cartões
train-deck-starred = As decisões com estrela
train-deck-collection = Coleção: { $name }
train-deck-search = Pesquisa guardada: { $name }
train-start = Começar
train-none = Nenhum cartão para rever neste baralho. Marque decisões com estrela (na revisão ou num cartão), crie uma coleção ou guarde uma pesquisa e escolha-a aqui.
train-how = Clique numa pedra e depois na casa para onde vai (ou arraste-a); o tabuleiro lateral tira-a. Ou escreva a jogada.
train-answer = Responder
train-undo = Desfazer
train-clear = Limpar
train-next = Cartão seguinte
train-due = { $due-text } para rever de { $total-text } cartões
train-retention = Retenção { $measured } % em { $reviews-text } respostas (objetivo { $target } %)
train-retention-none = Retenção pretendida: { $target } %
train-question-checker = Joga { $player }: a sua jogada?
train-question-doubler = { $player } a lançar: dobrar?
train-question-taker = { $player } é dobrado: aceitar ou recusar?
train-cube-double = { kind-double }
train-cube-no-double = { kind-no_double }
train-cube-take = { kind-take }
train-cube-pass = { kind-pass }
train-grade-best = A melhor
train-grade-close = Perto: abaixo do limiar de erro
train-grade-error = Erro
train-grade-blunder = Blunder
train-grade-not-in-analysis = Não está na análise
train-loss = { $loss } perdidos
train-best = Melhor: { $best } · a sua: { $answer }
train-answer-was = A sua resposta: { $answer }
train-next-due = Volta a { $when }
train-mark-answer = a sua
train-mark-played = jogada
marks-title = Guardar
marks-star = ☆ Estrela
marks-starred = ★ Com estrela
marks-tag-add = Adicionar etiqueta
marks-comment-save = Guardar comentário
train-move-field =
    .placeholder = 13/7 8/7
    .aria-label = A sua jogada
marks-tag-field =
    .placeholder = #backgame
marks-comment-field =
    .placeholder = O seu comentário
marks-tag-remove =
    .title = Remover a etiqueta #{ $tag }
    .aria-label = Remover a etiqueta #{ $tag }

## Pictures and collections (#28)

keep-picture = Imagem:
keep-with-analysis = com a análise
keep-copy-svg = Copiar SVG
keep-save-svg = Guardar como SVG…
keep-save-png = Guardar como PNG…
keep-copied-svg = Copiada como texto SVG
keep-saved = { $path } guardado ({ $kb-text } KB)
keep-failed = Sem imagem: { $error }
keep-collection-field =
    .aria-label = Coleção
    .title = Coleção
keep-add = Adicionar à coleção
keep-added = Adicionada a { $name }
keep-already = Já está em { $name }
keep-no-collection = Não há coleção a que a adicionar: crie uma no separador Treino.
keep-starred-mark = ★
    .title = Com estrela
collections-title = Coleções
collections-from = Decisões
collections-from-empty = Nenhuma por agora: adicione-as uma a uma
collections-from-query = A pesquisa do separador Posições: { $query }
collections-from-saved = Pesquisa guardada: { $name }
collections-make = Nova coleção
collections-name-field =
    .placeholder = Nome da coleção
    .aria-label = Nome da coleção
collections-no-name = Dê um nome à coleção.
collections-made = Coleção { $name } criada.
collections-none = Ainda não há coleções. Crie uma aqui e adicione-lhe decisões a partir do painel Guardar de um tabuleiro.
collections-name = Nome
collections-kind = Tipo
collections-decisions = Decisões
collections-live = viva: { $query }
collections-listed = lista
collections-count = { $n-text }
collections-show = Mostrar
collections-remove = Retirar
collections-follows = segue a pesquisa { $query }
collections-export-html = Exportar relatório…
collections-export-xgid = Exportar XGID…
collections-empty = Esta coleção não tem decisões.
