# blunderDB — a janela: abas, cartões, botões, diálogos, mensagens e
# dicas. O inglês (locales/en/app.ftl) é a fonte.
#
# Termos (for reviewers), como em common.ftl: «erro grave» (blunder),
# «erro», «jogada» (checker play), «pedra» (checker), «cubo», «Dobra» /
# «Aceita» / «Recusa»; «match» (match), «partida» (game); «Money»; PR, MWC,
# EMG mantidos. Nível de análise «0-ply», «2-ply» como no gnuBG pt.
# «Biblioteca» para a base de matches. Português do Brasil em todos os
# arquivos de locales/pt (arquivo, aba, salvar, configurações, gerúndio).

## A janela

app-name = blunderDB
app-failed = O blunderDB não conseguiu iniciar: { $error }
tab-stats = Estatísticas
tab-players = Jogadores
tab-settings = Configurações
import-button = Importar…
about-btn = Sobre
signout-button = Terminar sessão
signin-title = Entrar no blunderDB
signin-help = Cole o seu token: o token de membro de um clube, ou o endereço que o blunderdb web mostrou no seu terminal.
signin-token = Token
signin-button = Entrar
    .title = Sobre o blunderDB (F1)
button-close = Fechar
button-cancel = Cancelar
button-hide = Ocultar
list-separator = {", "}
value-percent = { $value }%
saved-in-library = Salvo na biblioteca.
drop-here = Solte aqui arquivos de matches ou pastas para importá-los

## A biblioteca vazia

empty-title = Sua biblioteca está vazia
empty-drop = Solte arquivos de matches ou pastas em qualquer lugar desta janela, ou use Importar….
empty-formats = O blunderDB lê arquivos .sgf do gnuBG, exportações .mat e .txt do Jellyfish e arquivos .xg do eXtreme Gammon; as pastas são lidas com todas as subpastas.

## Importar

import-running = Importando
import-looking = procurando arquivos de matches…
import-cancelling = { " · " }cancelando depois deste arquivo…
import-progress-files = { $total ->
    [one] { $done-text } de { $total-text } arquivo
   *[other] { $done-text } de { $total-text } arquivos
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
import-cancelled = Cancelada — o que já foi importado fica salvo: { $list }
import-match-files = Arquivos de matches
import-all-files = Todos os arquivos

## A aba Estatísticas

filter-decisions-all = Todas
filter-decisions-checker = Jogadas
filter-decisions-cube = Cubo
filter-reset = Redefinir
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
    .title = Um arquivo HTML autônomo: as estatísticas, o histograma e as 20 piores decisões com suas posições
report-writing = Gravando…
report-written = { $path } gravado ({ $kb-text } KB)
report-failed = Não foi possível gravar o relatório: { $error }
error-cards = Não foi possível desenhar os cartões: { $error }

## Onde estão os erros

breakdown-title = Onde estão os erros
breakdown-by = Dividir por
breakdown-none = Nada a dividir nesta seleção.
breakdown-row-tip = Listar estas decisões, da pior para a melhor, com suas posições
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
progress-latest-matches = A tabela lista os últimos { $limit-text } de { $total-text } matches; o gráfico mostra todos.
progress-latest-months = A tabela lista os últimos { $limit-text } de { $total-text } meses; o gráfico mostra todos.
progress-latest-years = A tabela lista os últimos { $limit-text } de { $total-text } anos; o gráfico mostra todos.
progress-latest-events = A tabela lista os últimos { $limit-text } de { $total-text } torneios; o gráfico mostra todos.
progress-latest-rows = A tabela lista as últimas { $limit-text } de { $total-text } linhas; o gráfico mostra todas.

## As decisões por trás de um número

drill-list-tip =
    .title = Listar estas decisões com suas posições
drill-bucket = Decisões de { $range } milipontos
drill-errors = Erros (≥ { $min } EMG)
drill-blunders = Erros graves (≥ { $min } EMG)
drill-breakdown = Onde estão os erros: { $label }
drill-worst = Todas as decisões, da pior para a melhor
drill-keys = ↑ ↓ uma a uma · PgUp PgDn página
drill-prev = ‹ Anterior
    .title = Página anterior
drill-next = Próxima ›
    .title = Próxima página
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
drill-cands-not-found = candidatas: arquivo de origem não encontrado
drill-cands-none = candidatas: nenhuma no arquivo para esta jogada
drill-file = Arquivo: { $path }

## A aba Jogadores

players-hint = clique em uma linha para ver as estatísticas desse jogador
players-export = Exportar CSV…
players-exported = { $n ->
    [one] { $n-text } jogador gravado em { $path }
   *[other] { $n-text } jogadores gravados em { $path }
}
players-export-failed = Não foi possível gravar o arquivo CSV: { $error }
col-snowie = Snowie
col-mwc-match = MWC/match %
    .title = MWC perdido por erros, por match
compare-hint = Marque dois jogadores para compará-los ou juntar um ao outro.
compare-tick =
    .aria-label = Comparar { $name }
compare-overall = No total
compare-head-to-head = Um contra o outro
compare-matches = Matches (ganhos–perdidos)
compare-better = melhor
compare-merge = Contar { $name } como { $player }
compare-merge-failed = Não foi possível juntar: { $error }
aliases-title = Nomes unificados
alias-line = { $alias } conta como { $player }
alias-undo = Desfazer

## A análise com o gnuBG

analyse-open = Analisar…
analyse-banner = { $n ->
    [one] { $n-text } match sem análise
   *[other] { $n-text } matches sem análise
}
analyse-banner-running = { $text } (analisando…)
analyse-title = Analisar com o GNU Backgammon
analyse-what = { $n ->
    [0] Nenhum match sem análise { $where }.
    [one] { $n-text } match sem análise { $where }.
   *[other] { $n-text } matches sem análise { $where }.
}
selection-library = na biblioteca
selection-in = nesta seleção ({ $list })
selection-of = de { $player }
selection-money = sessões de Money
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
analyse-standard-note = O nível usual do gnuBG: minutos para um match longo.
analyse-start = Analisar
analyse-failed = A análise não conseguiu começar: { $error }
analyse-starting = Iniciando o gnuBG…
analyse-running-note = Cada match é salvo assim que o gnuBG termina; as estatísticas por trás desta janela acompanham. Cancelar para assim que os matches em andamento terminarem e mantém todos os concluídos.
analyse-count = { $total ->
    [one] { $done-text } de { $total-text } match concluído
   *[other] { $done-text } de { $total-text } matches concluídos
}
analyse-current = { $more ->
    [0] Analisando { $match }
   *[other] Analisando { $match } e mais { $more-text }
}
analyse-finishing = { $more ->
    [0] Cancelando: terminando { $match }
   *[other] Cancelando: terminando { $match } e mais { $more-text }
}
analyse-stopping = Cancelado: parando…
analyse-failed-match = { $label }: { $error }
analyse-could-not-run = A análise não pôde ser feita
eta-done = concluído
eta-estimating = estimando…
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
analysis-cancelled = Análise cancelada — cada match concluído fica salvo: { $list } em { $duration }.
analysis-cancelled-rest = Análise cancelada — cada match concluído fica salvo: { $list }. Analise de novo para fazer o resto.
level-quick = Rápido (0-ply)
level-standard = Padrão (2-ply)
level-plies = { $n-text }-ply
error-import-running = há uma importação em andamento; espere ela terminar
error-analysis-running = há uma análise em andamento; espere ela terminar ou cancele
error-plies = o gnuBG analisa de 0 a { $max-text } ply, não { $plies-text }

## A aba Definições

lang-title = Idioma
lang-label = Idioma da janela e de seus gráficos
lang-system = O do sistema ({ $name })
lang-failed = Não foi possível mudar o idioma: { $error }
error-no-language = não há mensagens no idioma «{ $lang }»
error-no-config-dir = não há pasta de configuração neste sistema; defina BLUNDERDB_CONFIG_DIR
settings-library = Biblioteca
settings-open-library = Abrir outra biblioteca…
settings-library-files = Biblioteca do blunderDB
settings-open-failed = Não foi possível abrir essa biblioteca: { $error }
error-reopen-busy = { $job ->
    [import] espere a importação terminar antes de abrir outra biblioteca
   *[other] espere a análise terminar antes de abrir outra biblioteca
}
thresholds-title = Limiares de erro e de erro grave
thresholds-help = Uma decisão é um erro quando perde pelo menos o limiar de erro em equity, e um erro grave a partir do limiar de erro grave.
preset-blunderdb = blunderDB
preset-gnubg = gnuBG
preset-xg = XG
thresholds-error = Erro ≥
thresholds-blunder = Erro grave ≥
thresholds-apply = Aplicar
thresholds-saved = Salvo na biblioteca: erro ≥ { $error }, erro grave ≥ { $blunder }.
thresholds-saved-preset = Salvo na biblioteca: erro ≥ { $error }, erro grave ≥ { $blunder } ({ $preset }).
thresholds-failed = Não foi possível mudar os limiares: { $error }
thresholds-error-not-number = O limiar de erro precisa ser um número como { $example }.
thresholds-blunder-not-number = O limiar de erro grave precisa ser um número como { $example }.
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
gnubg-default-level = Nível padrão para matches sem análise:
gnubg-default-legend = Nível padrão
gnubg-level-saved = Salvo na biblioteca: { $level }, a menos que se escolha outro.
gnubg-level-failed = Não foi possível mudar o nível padrão: { $error }
gnubg-choose = Escolher o programa…
gnubg-forget = Procurar de novo
gnubg-choose-title = O programa do GNU Backgammon (gnubg-cli.exe no Windows)
gnubg-path-saved = Guardado: o blunderDB analisa com este programa.
gnubg-path-forgotten = O blunderDB volta a procurar o GNU Backgammon sozinho.
gnubg-path-failed = Não foi possível usar esse programa: { $error }

## As escalas de nível

scale-xg = XG
scale-gnubg = gnuBG
scale-bmab = BMAB
scale-xg-source = a tabela Performance Rating do eXtreme Gammon (Wikipédia, «eXtreme Gammon»)
scale-gnubg-source = as classificações do GNU Backgammon (GetRating(), versão 1.08.003)
scale-bmab-source = as classificações da versão em desenvolvimento do GNU Backgammon, semelhantes aos graus do BMAB

## A pasta vigiada

watch-title = Pasta vigiada
watch-help = Indique a pasta onde o XG, o gnuBG ou seu navegador salvam matches: os arquivos que aparecem nela são importados quando param de mudar, cada um uma vez.
watch-none = Nenhuma
watch-choose = Escolher pasta…
watch-stop = Parar de vigiar
watch-analyse = Analisar com o gnuBG os matches novos sem análise (no nível padrão)
watch-dialog-title = Pasta para vigiar
watch-started = Vigiada: os arquivos de matches que aparecem nela são importados quando param de mudar.
watch-stopped = Nenhuma pasta é vigiada agora.
watch-analyse-on = Os matches novos sem análise serão analisados pelo gnuBG no nível padrão.
watch-analyse-off = Os matches novos são apenas importados.
watch-failed = Não foi possível mudar a pasta vigiada: { $error }
watch-watching = Vigiando { $folder }
watch-waiting = { $n ->
    [one] { $n-text } arquivo sendo gravado
   *[other] { $n-text } arquivos sendo gravados
}
watch-at = { $what } às { $time }
watch-imported = importado { $name }
watch-already-in = { $name } já está na biblioteca
watch-analysing = analisando { $name } ({ $plies-text }-ply)…
watch-analysed = analisado { $name }
watch-no-folder = Nenhuma pasta é vigiada.
watch-since-start = Desde a inicialização: { $list }.
watch-sum-imported = { $n ->
    [one] { $n-text } arquivo importado
   *[other] { $n-text } arquivos importados
}
watch-sum-analysed = { $n ->
    [one] { $n-text } match analisado
   *[other] { $n-text } matches analisados
}
watch-sum-failed = { $n ->
    [one] { $n-text } arquivo falhou
   *[other] { $n-text } arquivos falharam
}
error-not-a-folder = { $path }: não é uma pasta
error-folder-gone = { $path }: a pasta já não existe
error-analysis-failed = { $label }: a análise falhou

## Sobre

about-name-version = { $name } { $version }
about-version = Versão { $version }
about-summary = Estatísticas de matches de gamão (backgammon) a partir de arquivos do eXtreme Gammon, do GNU Backgammon e de sites de jogo online.
about-licence = Licença: { $licence }.
about-built = Feito com Tauri { $tauri }; inclui a linha de comando blunderdb.
about-includes-cli = Inclui a linha de comando blunderdb.

## A aba Matches e a revisão de um match (ui/matches.js, ui/review.js)

tab-matches = Matches
matches-hint = clique em um match, ou use Enter, para revê-lo jogada a jogada
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
    .title = Alt+← e Alt+→ pulam para os erros e erros graves deste jogador
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
review-dance = dança
review-at = Partida { $game-text }, jogada { $move-text }: { $player }
review-candidates = Jogadas candidatas
review-counted = conta nos números
review-verdict = Melhor: { $best } · erro { $error }
review-graph = Erro acumulado por lance
review-graph-mwc = Erro acumulado e probabilidade de ganhar o match por lance
review-graph-tip =
    .title = Clique em um ponto para ir a essa jogada
review-open = Rever
    .title = Rever o match a partir desta jogada
review-open-match = Rever
    .title = Rever este match jogada a jogada
review-failed = Não foi possível abrir o match: { $error }
review-board-failed = Não foi possível desenhar o tabuleiro: { $error }
review-no-moves = Este match não tem jogadas.
review-unanalysed = Este match não tem análise: seus erros são desconhecidos.

## A aba Posições (ui/positions.js): os filtros de pesquisa do
## blunderDB sobre todas as decisões (docs/search.md). Os nomes dos
## filtros, seus valores (race, back_game, take, money…) e os exemplos
## são a própria linguagem de consulta: ficam como estão.

tab-positions = Posições
positions-hint = encontre qualquer posição com os filtros de pesquisa do blunderDB, ou desenhe uma estrutura no tabuleiro
positions-query-label = Consulta
positions-query-field =
    .placeholder = por exemplo: nc P<90 gt:holding
    .aria-label = Consulta
positions-search = Pesquisar
positions-paste = Encontrar posição
    .title = O XGID ou Position ID do gnuBG (com ou sem o seu Match ID) na caixa: cada decisão tomada nessa posição
positions-pasted = { $exact } com este cubo e placar, depois { $same } só com estas pedras
positions-save = Salvar…
    .title = Salvar esta consulta com um nome
positions-save-ok = Salvar
positions-save-name =
    .placeholder = Nome da pesquisa
positions-keys = Tab ou ↓ escolhe um filtro · Enter pesquisa
positions-complete =
    .aria-label = Filtros que servem
positions-saved = Pesquisas salvas
positions-saved-none = nenhuma ainda: escreva uma consulta e depois Salvar…
positions-saved-remove =
    .title = Remover a pesquisa salva «{ $name }»
    .aria-label = Remover a pesquisa salva «{ $name }»
positions-saved-as = Salva como «{ $name }».
positions-save-failed = Não foi possível salvar: { $error }
positions-filters-help = Os filtros
positions-help-insert =
    .title = Adicionar { $example } à consulta
positions-start = Escreva uma consulta e pressione Enter; uma consulta vazia lista todas as decisões, as piores primeiro.
positions-searching = Pesquisando…
positions-failed = Não foi possível pesquisar: { $error }
positions-none = Nenhuma decisão corresponde a esta consulta.
positions-found = Encontradas
positions-card =
    .title = Abrir seu tabuleiro (Enter)
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
positions-structure-help = Clique em uma casa para adicionar uma pedra, clique com o botão direito ou Shift+clique para tirar uma: a consulta pede pelo menos estas pedras.

## A ajuda dos filtros, uma linha cada

positions-help-nc = sem contato: uma corrida
positions-help-pips = a contagem de pips do jogador da vez: P<70 no máximo 70, P>150 pelo menos 150, P60,90 de 60 a 90
positions-help-behind = pips de atraso: a contagem do jogador da vez menos a do adversário (negativa quando está à frente)
positions-help-back = pedras atrasadas, nas casas 19–24: em minúscula as do jogador da vez, em maiúscula as do adversário
positions-help-zone = pedras na zona, casas 1–12
positions-help-outfield = blots no campo externo, casas 7–18
positions-help-home = blots no tabuleiro interno
positions-help-off = pedras retiradas
positions-help-dice = o lançamento: D31; um lançamento com um 6: D6; xD65 deixa de fora o 6-5
positions-help-decision = d: uma decisão de cubo, ou d:checker, d:double, d:nodouble, d:take, d:pass; dd: a decisão de quem dobra; dr: a resposta
positions-help-error = o erro da decisão em milipontos: E>80 é 0,080 ou mais
positions-help-best = um padrão na melhor jogada, ou a melhor ação de cubo: m'ND,DT,DP'
positions-help-structure = uma estrutura: cada lado tem pelo menos estas pedras (desenhe-a no tabuleiro)
positions-help-cube = o cubo: seu valor (c2, c>4) e seu dono (c:centre, c:mine, c:theirs)
positions-help-score = o placar em pontos que faltam, primeiro o do jogador da vez: score:2a4a, score:dmp, score:money
positions-help-crawford = a partida Crawford
positions-help-length = o tamanho do match, 0 para Money: ml:7, ml5,9
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
positions-plan-crunch = Crunch
positions-plan-back_game = Back game
positions-plan-ace_point = Jogo do ás
positions-plan-blitz = Blitz
positions-plan-prime_vs_prime = Prime contra prime
positions-plan-mutual_holding = Holding mútuo
positions-plan-holding = Holding
positions-plan-contact = Contato
positions-cube-centre = o cubo no centro
positions-cube-mine = o cubo do lado de quem decide
positions-cube-theirs = o cubo do outro lado
positions-score-dmp = double match point

## Um campo de data

# The order of the day, the month and the year, as the window writes dates.
filter-date-field =
    .placeholder = dd/mm/aaaa
filter-date-pattern = dd/mm/aaaa
filter-date-invalid = Data inválida: escreva no formato { $pattern }, p. ex. { $example }

## A aba Treino (#28)

tab-train = Treino
train-deck = Cartões de
train-deck-all = Todos os cartões
train-deck-starred = As decisões com estrela
train-deck-collection = Coleção: { $name }
train-deck-search = Pesquisa salva: { $name }
train-start = Começar
train-none = Nenhum cartão para rever neste baralho. Marque decisões com estrela (na revisão ou em um cartão), crie uma coleção ou salve uma pesquisa e escolha-a aqui.
train-how = Clique em uma pedra e depois na casa para onde ela vai (ou arraste-a); a bandeja lateral a retira. Ou digite a jogada.
train-answer = Responder
train-undo = Desfazer
train-clear = Limpar
train-next = Próximo cartão
train-due = { $due-text } para rever de { $total-text } cartões
train-retention = Retenção { $measured } % em { $reviews-text } respostas (objetivo { $target } %)
train-retention-none = Retenção desejada: { $target } %
train-question-checker = { $player } joga: qual é sua jogada?
train-question-doubler = Vez de { $player }: dobrar?
train-question-taker = { $player } é dobrado: aceitar ou recusar?
train-cube-double = { kind-double }
train-cube-no-double = { kind-no_double }
train-cube-take = { kind-take }
train-cube-pass = { kind-pass }
train-grade-best = A melhor
train-grade-close = Perto: abaixo do limiar de erro
train-grade-error = Erro
train-grade-blunder = Erro grave
train-grade-not-in-analysis = Não está na análise
train-loss = { $loss } perdidos
train-best = Melhor: { $best } · sua: { $answer }
train-answer-was = Sua resposta: { $answer }
train-next-due = Volta em { $when }
train-mark-answer = sua
train-mark-played = jogada
marks-title = Salvar
marks-star = ☆ Estrela
marks-starred = ★ Com estrela
marks-tag-add = Adicionar etiqueta
marks-comment-save = Salvar comentário
train-move-field =
    .placeholder = 13/7 8/7
    .aria-label = Sua jogada
marks-tag-field =
    .placeholder = #backgame
marks-comment-field =
    .placeholder = Seu comentário
marks-tag-remove =
    .title = Remover a etiqueta #{ $tag }
    .aria-label = Remover a etiqueta #{ $tag }

## Pictures and collections (#28)

keep-picture = Imagem:
keep-with-analysis = com a análise
keep-copy-svg = Copiar SVG
keep-copy-png = Copiar PNG
keep-save-svg = Salvar como SVG…
keep-save-png = Salvar como PNG…
keep-copied-svg = Copiada como texto SVG
keep-copied-png = Copiada como imagem ({ $width } × { $height } pixels)
keep-saved = { $path } salvo ({ $kb-text } KB)
keep-failed = Sem imagem: { $error }
keep-collection-field =
    .aria-label = Coleção
    .title = Coleção
keep-add = Adicionar à coleção
keep-added = Adicionada a { $name }
keep-already = Já está em { $name }
keep-no-collection = Não há coleção à qual adicioná-la: crie uma na aba Treino.
keep-starred-mark = ★
    .title = Com estrela
collections-title = Coleções
collections-from = Decisões
collections-from-empty = Nenhuma por enquanto: adicione uma a uma
collections-from-query = A pesquisa da aba Posições: { $query }
collections-from-saved = Pesquisa salva: { $name }
collections-make = Nova coleção
collections-name-field =
    .placeholder = Nome da coleção
    .aria-label = Nome da coleção
collections-no-name = Dê um nome à coleção.
collections-made = Coleção { $name } criada.
collections-none = Ainda não há coleções. Crie uma aqui e adicione decisões a ela pelo painel Salvar de um tabuleiro.
collections-name = Nome
collections-kind = Tipo
collections-decisions = Decisões
collections-live = viva: { $query }
collections-listed = lista
collections-count = { $n-text }
collections-show = Mostrar
collections-remove = Remover
collections-follows = segue a pesquisa { $query }
collections-export-html = Exportar relatório…
collections-export-xgid = Exportar XGID…
collections-export-anki = Exportar para o Anki…
collections-delete = Excluir…
collections-delete-ask = Excluir a coleção { $name }? As decisões dela continuam na biblioteca, com suas marcas e seus cartões de treino.
collections-delete-yes = Excluir
collections-delete-no = Manter
collections-deleted = Coleção { $name } excluída.
collections-empty = Esta coleção não tem decisões.
collections-first = As primeiras { $shown-text } de { $total-text } decisões são mostradas; a exportação contém todas.
collections-more = Mostrar mais { $n-text }

## A biblioteca do clube (ui/club.js, #30): o cartão das Configurações, a
## publicação em um servidor de clube (`blunderdb serve`) e a biblioteca
## dele, mostrada somente para leitura.

club-title = Biblioteca do clube
club-help = Um servidor de clube guarda a biblioteca compartilhada do clube: publique nele seus matches e abra aqui os números dele, somente para leitura.
club-url-label = Endereço do servidor
club-token-label = Token
club-url-field =
    .placeholder = https://club.example.org
club-token-field =
    .placeholder = o token que o administrador do clube passou para você
club-connect = Conectar
club-connecting = Conectando…
club-forget = Esquecer este clube
club-none = Nenhum clube configurado.
club-status = { $club } em { $url } · { $role ->
    [reader] leitor: você pode abrir a biblioteca dele
    [uploader] colaborador: você pode publicar matches nele
    [admin] administrador: você pode publicar matches nele
    [worker] worker: este token analisa os matches do clube
   *[other] o papel do token é desconhecido
}
club-status-unreached = Servidor de clube { $url }: ainda não contatado.
club-viewing = A janela mostra a biblioteca de { $club }, somente para leitura.
club-connected = Conectado a { $club }.
club-forgotten = O clube foi esquecido: o endereço e o token dele não são mais guardados.
club-set-failed = Não foi possível conectar ao clube: { $error }
club-forget-failed = Não foi possível esquecer o clube: { $error }
club-url-empty = Digite o endereço do servidor do clube.
club-url-scheme = { $url } não é o endereço de um servidor de clube: ele começa com http:// ou https://.
club-token-empty = Digite o token que o administrador do clube passou para você.
club-unpublished = { $n ->
    [one] { $n-text } match da sua biblioteca ainda não foi publicado.
   *[other] { $n-text } matches da sua biblioteca ainda não foram publicados.
}
club-unpublished-none = Todos os matches da sua biblioteca estão publicados.
club-last-publish = Última publicação: { $when }.
club-never-published = Nada foi publicado deste computador ainda.
club-publish-new = Publicar os matches novos
    .title = Os matches importados desde a última publicação (na primeira vez: todos os matches)
club-publish-all = Publicar tudo
    .title = Todos os matches da sua biblioteca; os que o clube já tem contam como duplicados
club-publishing = Publicando…
club-publishing-progress = Publicando… { $done } / { $total }
club-published = { $n ->
    [one] { $n-text } arquivo enviado ao clube: { $list }
   *[other] { $n-text } arquivos enviados ao clube: { $list }
}
club-publish-nothing = Nada de novo para publicar.
club-publish-failed = Não foi possível publicar: { $error }
club-publish-details = Arquivo por arquivo
club-publish-while-viewing = Volte para a sua biblioteca para publicar a partir dela.
club-publish-no-right = Este token não pode publicar: peça ao administrador do clube um token de colaborador (uploader).
club-open = Abrir a biblioteca do clube
club-opening = Baixando a biblioteca do clube…
club-opening-progress = Baixando a biblioteca do clube… { $done } / { $total }
club-back = Voltar para a minha biblioteca
club-open-failed = Não foi possível abrir a biblioteca do clube: { $error }
club-close-failed = Não foi possível voltar para a sua biblioteca: { $error }
club-banner = Biblioteca do clube “{ $club }” — somente leitura
club-synced = atualizada em { $when }
club-update = Atualizar
club-updating = Atualizando…
club-updating-progress = Atualizando… { $done } / { $total }
club-read-only-drop = A biblioteca do clube é somente para leitura: volte para a sua biblioteca para importar estes arquivos.
