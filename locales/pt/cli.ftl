# blunderDB — a linha de comando (`blunderdb`): as suas saídas de texto e
# cada mensagem de erro que o usuário lê, seja qual for a parte do programa
# que a diz (leitores de arquivos de match, biblioteca, consultas, controle
# do gnuBG). O inglês é a fonte e o recurso de todas as línguas.
#
# Os números chegam em duas variáveis: `$n` (para escolher o plural) e
# `$n-text` (o número escrito à portuguesa: `28.508.412`). Os decimais
# chegam já escritos à portuguesa (`0,39`).
#
# Termos escolhidos (for reviewers):
# - As in common.ftl: «erro grave» (blunder), «cubo», «dobra» / «aceita» /
#   «recusa», «jogada», «sorte», «Money», «match», «partida» (game),
#   «lançamento» (roll), «limiar» (threshold), «apelido» (alias),
#   «tamanho do match»; Brazilian usage (arquivo, placar, usuário).
# - Names, paths, moves and pieces of files keep straight quotes "…" and
#   backticks `…`, as a shell takes them back.
# - The file formats' own words (GM[], MI[], RE[], the `N point match` line,
#   XG's temp.xg, RGMH, DMLI) stay as the files write them.
# - Short column heads: «M» (matches), «V-D» (vitórias-derrotas), «Dec»,
#   «Err», «EGr» (erros graves).
# - Plurals: one (0 and 1), many (millions), other.

## Tabelas (`--format text`)

cli-col-id = id
cli-col-format = fmt
cli-col-length = tam
cli-col-score = placar
cli-col-player = jogador
cli-col-player-1 = jogador 1
cli-col-player-2 = jogador 2
cli-col-matches-short = M
cli-col-won-lost-short = V-D
cli-col-decisions-short = Dec
cli-col-checker-pr-short = PRjog
cli-col-cube-pr-short = PRcubo
cli-col-snowie-short = Snowie
cli-col-mwc-per-match-short = MWC%/m
cli-col-errors-short = Err
cli-col-blunders-short = EGr
cli-col-luck-short = Sorte
cli-col-error-emg-short = Err EMG
cli-col-mwc-pct-short = MWC%
cli-col-decisions = decisões
cli-col-errors = erros
cli-col-blunders = e. graves
cli-col-error-emg = erro EMG
cli-col-mwc-pct = MWC %
cli-period-match = match
cli-period-month = mês
cli-period-year = ano
cli-period-event = torneio
cli-undated = sem data
cli-no-event = sem torneio

## matches, stats

cli-matches-footer = { $n ->
    [one] { $n-text } match (* = vencedor; $ = sessão de Money; — = desconhecido)
    [many] { $n-text } de matches (* = vencedor; $ = sessão de Money; — = desconhecido)
   *[other] { $n-text } matches (* = vencedor; $ = sessão de Money; — = desconhecido)
}
cli-stats-title = Estatísticas de { $player }
cli-stats-title-all = Estatísticas de todos os jogadores
cli-stats-matches-won-lost = { $matches }   (ganhos { $wins }, perdidos { $losses })
cli-stats-pr-value = { $pr }   (jogadas { $checker }, cubo { $cube })
cli-stats-error = Erro
cli-stats-error-value = { $emg } EMG   ({ $mwc } % MWC; { $per_match } % por match)
cli-stats-decisions-value = { $decisions }   (jogadas não forçadas { $unforced }, cubo apertado { $close })
cli-stats-checker-moves = Jogadas
cli-stats-checker-value = { $checker }   (dobras { $doubles }, aceitações { $takes }, recusas { $passes })
cli-stats-errors-blunders = Erros / graves
cli-stats-errors-value = { $errors } / { $blunders }   [{ $thresholds }]
cli-stats-luck-value = { $rolls ->
    [one] { $emg } EMG em { $rolls-text } lançamento ({ $per_roll } por lançamento, { $mwc } % MWC)
    [many] { $emg } EMG em { $rolls-text } de lançamentos ({ $per_roll } por lançamento, { $mwc } % MWC)
   *[other] { $emg } EMG em { $rolls-text } lançamentos ({ $per_roll } por lançamento, { $mwc } % MWC)
}
cli-stats-histogram = Histograma dos erros (milipontos):
cli-stats-unanalysed = { $n ->
    [one] { $n-text } match sem análise: `blunderdb analyse` faz o gnuBG analisá-lo
    [many] { $n-text } de matches sem análise: `blunderdb analyse` faz o gnuBG analisá-los
   *[other] { $n-text } matches sem análise: `blunderdb analyse` faz o gnuBG analisá-los
}

## decisions, report

cli-decisions-none = Nenhuma decisão nesta seleção.
cli-decision-row = { $error } EMG { $mwc } %  { $player }  match { $match_no } partida { $game } jogada { $move_no }  { $kind } { $dice }
cli-decision-played = jogada feita { $played }   melhor { $best }
cli-candidates-none = candidatas: nenhuma no arquivo para esta decisão
cli-next-page = próxima página: --after { $cursor }
cli-report-wrote = { $n ->
    [one] { $path } gravado ({ $n-text } byte)
    [many] { $path } gravado ({ $n-text } de bytes)
   *[other] { $path } gravado ({ $n-text } bytes)
}

## import, watch

cli-import-word-imported = importado
cli-import-word-duplicate = duplicado
cli-import-word-replaced = substituído
cli-import-word-skipped = ignorado
cli-import-word-failed = falhou
cli-import-imported = { $path } (match { $id })
cli-import-duplicate = { $path } (match { $id }, de { $of })
cli-import-replaced = { $path } (match { $id }: a cópia analisada substitui { $previous })
cli-import-skipped = { $path } ({ $reason })
cli-import-summary = { $files ->
    [one] { $files-text } arquivo
    [many] { $files-text } de arquivos
   *[other] { $files-text } arquivos
}: { $imported-text } importados, { $duplicates ->
    [one] { $duplicates-text } duplicado
   *[other] { $duplicates-text } duplicados
}, { $replaced-text } substituídos, { $skipped-text } ignorados, { $failed-text } com falha
cli-bar-files = arquivos
cli-watch-no-folder = nenhuma pasta indicada, e a biblioteca não vigia nenhuma (blunderdb watch PASTA --save)
cli-watch-not-a-folder = { $path }: não é uma pasta
cli-watch-watching = vigiando { $path } (os arquivos são importados { $seconds-text } s depois da última alteração; Ctrl-C para)

## analyse

cli-analyse-word-analysed = analisado
cli-analyse-word-failed = falhou
cli-analyse-analysed = { $label } (match { $id }) em { $seconds } s
cli-analyse-failed = { $label } (match { $id }): { $error }
cli-analyse-header = gnuBG { $version } ({ $path }), { $plies }-ply, { $jobs ->
    [one] { $jobs-text } processo
   *[other] { $jobs-text } processos
}: { $n ->
    [one] { $n-text } match para analisar
    [many] { $n-text } de matches para analisar
   *[other] { $n-text } matches para analisar
}
cli-analyse-cancelling = cancelando: os matches em andamento terminam (Ctrl-C de novo para parar já)
cli-bar-matches-eta = matches  ELAPSED (faltam ETA)
cli-analyse-summary = { $n ->
    [one] { $n-text } match
    [many] { $n-text } de matches
   *[other] { $n-text } matches
}: { $analysed-text } analisados, { $failed-text } com falha
cli-analyse-not-started = , { $n-text } não iniciados (cancelado; rode de novo para fazê-los)
cli-analyse-done = { $summary } em { $seconds } s
cli-gnubg-not-located = o gnuBG não foi encontrado

## alias, levels, thresholds

cli-alias-added = "{ $alias }" agora conta como "{ $player }"
cli-alias-removed = "{ $alias }" não conta mais como "{ $player }"
cli-alias-none = nenhum apelido
cli-levels-source-xg = tabela do Performance Rating do eXtreme Gammon (Wikipédia, «eXtreme Gammon»)
cli-levels-source-gnubg = níveis do GNU Backgammon (GetRating(), versão 1.08.003)
cli-levels-source-bmab = níveis da versão de desenvolvimento do GNU Backgammon, parecidos com os graus do BMAB
cli-levels-and-up = { $from } ou mais

## Erros da linha de comando

cli-no-data-dir = nenhuma pasta de dados nesta plataforma; indique --db CAMINHO
cli-no-library = nenhuma biblioteca em { $path }: importe matches para ela primeiro (blunderdb --db CAMINHO import ARQUIVO…), ou indique outra com --db
cli-cannot-write = não é possível gravar { $path }: { $error }
cli-bad-emg = "{ $value }" não é um erro em EMG (um número ≥ 0, p. ex. { $example })
cli-bad-page-size = "{ $value }" não é um tamanho de página (de 1 a { $max })
cli-bad-board-count = "{ $value }" não é um número de tabuleiros (de 0 a { $max })

## Erros da biblioteca

lib-file-error = { $path }: { $error }
lib-cannot-read = { $path }: não é possível ler: { $error }
lib-cannot-create-folder = biblioteca { $path }: não é possível criar sua pasta { $dir }: { $error }
lib-library-error = biblioteca { $path }: { $error }
lib-sqlite-error = biblioteca: { $error }
lib-busy = { $error } (outro processo a manteve ocupada por mais tempo do que o blunderDB espera)
lib-is-a-folder = biblioteca { $path }: é uma pasta, não um arquivo de biblioteca (p. ex. { $example })
lib-folder-is-a-file = biblioteca { $path }: { $dir } é um arquivo, não uma pasta
lib-newer-schema = { $path }: gravada por um blunderDB mais recente (esquema { $version }, este lê até o { $max })
lib-no-transaction = nenhuma transação aberta
lib-record-damaged = match { $id }: suas decisões gravadas estão danificadas ({ $what })
lib-record-not-deflated = não é um registro comprimido
lib-record-empty = vazio
lib-record-version = versão do registro { $version }
lib-record-no-count = sem contagem
lib-record-cut-short = cortado
lib-record-not-utf8 = o texto não é UTF-8
lib-transcript-damaged = match { $id }: a transcrição gravada está danificada ({ $error })
lib-match-gone = o match { $id } não está mais na biblioteca
lib-analysis-length = o gnuBG leu um match de { $read } pontos onde a biblioteca tem um de { $length } pontos
lib-unknown-breakdown = a biblioteca contém um detalhamento desconhecido "{ $name }"
lib-import-too-large = { $size-text } bytes é grande demais para um arquivo de match
lib-import-not-a-match = não é um arquivo de match
lib-import-not-stored = { $path }: não gravado: { $error }
metrics-thresholds-negative = os limiares devem ser números não negativos (recebidos { $error } e { $blunder })
metrics-thresholds-order = o limiar de erro ({ $error }) não deve passar o limiar de erro grave ({ $blunder })
metrics-blunder-too-large = um limiar de erro grave de { $blunder } EMG está além de qualquer erro real

## Erros de uma seleção

query-unknown-player = nenhum jogador chamado "{ $name }"; `blunderdb players` lista os jogadores
query-unknown-player-suggest = nenhum jogador chamado "{ $name }"; você quis dizer { $names }?
query-list-or = { $init } ou { $last }
query-invalid-date = data inválida "{ $value }": esperado AAAA-MM-DD
query-invalid-date-why = data inválida "{ $value }": esperado AAAA-MM-DD ({ $why })
query-no-month = não existe o mês { $month }
query-no-day = { $month } não tem dia { $day }
query-empty-range = o período está vazio: o início { $from } é depois do fim { $to }
query-unknown-choice = { $what }: "{ $value }" não existe; esperado um de { $choices }
query-what-breakdown = detalhamento
query-what-grouping = agrupamento
query-what-level-scale = escala de níveis
query-what-key = chave de { $by }
query-breakdown-cell = --breakdown espera DIM=CHAVE (p. ex. phase=race, cube-action=wrong_take, score=3a-5a, length=7), não "{ $value }"
query-breakdown-cube-checker = o detalhamento cube-action cobre decisões de cubo; --type checker não seleciona nenhuma
query-breakdown-phase-cube = o detalhamento phase cobre jogadas; --type cube não seleciona nenhuma
query-alias-unknown-player = nenhum jogador chamado "{ $name }"
query-alias-self = não é possível juntar "{ $alias }" a ele mesmo
query-alias-cycle = "{ $player }" já é um apelido de "{ $alias }": juntar "{ $alias }" a ele faria um ciclo
query-alias-already = "{ $alias }" já conta como "{ $player }"
query-alias-already-other = "{ $alias }" já conta como "{ $player }"; antes `blunderdb alias remove "{ $alias }"`
query-alias-none = "{ $name }" não é um apelido; `blunderdb alias list` lista os apelidos
query-alias-none-no-aliases = "{ $name }" não é um apelido; não há apelidos
query-drill-limit = --limit { $limit } é mais do que cabe em uma página ({ $max })
query-drill-after-and-before = uma página é pedida depois de uma linha ou antes de uma linha, não as duas coisas
query-drill-offset-and-cursor = --offset { $offset } e um cursor ({ $cursor }) não podem ser usados juntos
query-drill-bad-cursor = --after espera ERRO,MATCH,PARTIDA,SEQ (erro, match, partida e seq da última linha), não "{ $value }"
query-drill-no-bar = não há barra de histograma { $bar }: as barras vão de 0 a { $last }
query-drill-min-error = --min-error deve ser um número de EMG não negativo (recebido { $value })

## gnuBG

engine-gnubg-not-found = o GNU Backgammon (gnubg) não foi encontrado: instale-o com `sudo apt-get install gnubg` (Debian, Ubuntu) ou de https://www.gnu.org/software/gnubg/ (Windows, macOS), ou indique o programa com --gnubg CAMINHO ou BLUNDERDB_GNUBG
engine-gnubg-unusable = { $path }: não é um GNU Backgammon utilizável: { $why }
engine-gnubg-no-such-program = programa inexistente
engine-gnubg-not-gnubg = `--version` não nomeia o GNU Backgammon

## Erros em arquivos de match

parse-at = { $at }: { $what }
parse-line = linha { $n-text }
parse-byte = byte { $n-text }
parse-empty = o arquivo está vazio
parse-not-a-match-file = não é um arquivo de match que o blunderDB leia (esperado .sgf do gnuBG, .mat/.txt do Jellyfish ou .xg do XG)

## Transcrições do Jellyfish (.mat, .txt)

parse-mat-game-before-match-line = uma partida antes da linha do match (`N point match`)
parse-mat-no-match-line = nenhuma linha do match (`N point match` ou `Match of N points`)
parse-mat-no-score-line = uma partida sem linha de placar
parse-mat-expected-score-line = esperada a linha de placar (`Nome : 0    Nome : 0`) após `Game N`
parse-mat-score-above-length = o placar { $a }-{ $b } passa o tamanho do match { $length }
parse-mat-expected-game-1 = esperado `Game 1`, encontrado `{ $found }`
parse-mat-too-many-actions-numbered = mais de duas ações em uma linha numerada
parse-mat-expected-turn = esperado um turno
parse-mat-too-many-actions = mais de duas ações em uma linha
parse-mat-no-game = o match não tem partidas (`Game 1` e uma linha de placar)
parse-mat-absurd-length = tamanho de match absurdo `{ $value }`
parse-mat-negative-length = tamanho de match negativo { $n }
parse-mat-length-above = o tamanho de match { $n } passa { $max }
parse-mat-dice-range = dados `{ $dice }` fora de 1–6
parse-mat-no-points = `{ $word }` sem número de pontos
parse-mat-bad-points = `{ $word } { $value }`: esperado um número de pontos
parse-mat-unexpected-turn = `{ $found }` inesperado onde deveria haver um turno
parse-mat-arrow-no-cube = `=>` sem valor do cubo
parse-mat-arrow-bad-cube = `=> { $value }`: esperado um valor do cubo
parse-mat-absurd-cube = valor do cubo absurdo { $value }
parse-mat-unexpected-move = `{ $found }` inesperado onde deveria haver uma jogada

## SGF do gnuBG

parse-sgf-value-not-closed = um valor de propriedade não está fechado (o arquivo está truncado)
parse-sgf-no-value = uma propriedade não tem valor
parse-sgf-unexpected-property = caractere inesperado onde deveria haver uma propriedade SGF
parse-sgf-other-game = um SGF de outro jogo (GM[{ $gm }]), não de gamão (GM[6])
parse-sgf-no-gm = nenhuma propriedade GM[6]: não é um SGF de gamão do gnuBG
parse-sgf-mi-not-number = MI[{ $value }]: não é um número inteiro
parse-sgf-length-beyond = o tamanho de match { $length } passa de 63 pontos
parse-sgf-score-not-below = o placar { $a }-{ $b } não é menor que o tamanho do match { $length }
parse-sgf-cv = CV[{ $value }]: não é um valor do cubo
parse-sgf-re-points = RE[{ $value }]: não é possível ler os pontos ganhos
parse-sgf-re-absurd = RE[{ $value }]: número de pontos absurdo
parse-sgf-not-sgf = não é um arquivo SGF: esperado '(;'
parse-sgf-trailing-bytes = bytes inesperados após uma árvore de jogo
parse-sgf-tree-no-node = uma árvore de jogo não começa com um nó ';'
parse-sgf-mixed-lengths = partidas de tamanhos de match diferentes em um arquivo
parse-sgf-variations = variantes não fazem parte de um arquivo de match do gnuBG
parse-sgf-unexpected-character = caractere inesperado em uma árvore de jogo
parse-sgf-truncated = o arquivo termina no meio de uma partida (truncado)
parse-sgf-no-game = nenhuma partida no arquivo
parse-sgf-no-players = nenhum nome de jogador (PW/PB) na primeira partida
parse-sgf-da = uma análise de cubo DA[] não pode ser lida
parse-sgf-move-dice = a jogada { $side }[{ $value }] não começa com dois dados 1-6
parse-sgf-move-points = a jogada [{ $value }] tem pontos malformados
parse-sgf-a-index = A[]: o índice da jogada feita não é um número
parse-sgf-a-none = A[]: nenhuma candidata legível
parse-sgf-a-candidate = A[]: uma candidata não pode ser lida

## Arquivos .xg do XG

parse-xg-no-magic = não é um arquivo do eXtreme Gammon (falta a assinatura RGMH)
parse-xg-short = arquivo .xg truncado (menor que seu cabeçalho)
parse-xg-inflates-past = { $what }: descomprime além do tamanho declarado
parse-xg-zlib-truncated = { $what }: o fluxo zlib está truncado
parse-xg-zlib-corrupt = { $what }: fluxo zlib corrompido ({ $status })
parse-xg-registry = registro do arquivo
parse-xg-trailer = fim do arquivo: { $what }
parse-xg-entry = entrada temp.xg do registro: { $what }
parse-xg-unreadable = ilegível
parse-xg-member-count = número de membros absurdo (arquivo truncado ou corrompido)
parse-xg-negative-registry = tamanho de registro negativo
parse-xg-negative-archive = tamanho de arquivo negativo
parse-xg-registry-too-large = registro maior que o arquivo
parse-xg-archive-overlaps = o arquivo interno se sobrepõe ao cabeçalho (arquivo truncado ou corrompido)
parse-xg-registry-truncated = o registro do arquivo está truncado
parse-xg-negative-size = tamanho ou posição negativos
parse-xg-offset-overflows = a posição transborda
parse-xg-size-overflows = o tamanho transborda
parse-xg-outside-archive = aponta para fora do arquivo interno (arquivo truncado ou corrompido)
parse-xg-absurd-size = tamanho descomprimido absurdo
parse-xg-size-differs = temp.xg: o tamanho difere do registro
parse-xg-crc = temp.xg: CRC incorreto (arquivo corrompido)
parse-xg-no-member = o arquivo interno não tem um membro temp.xg
parse-xg-stream-size = temp.xg tem { $size-text } bytes, não um número inteiro de registros de { $record-text } bytes
parse-xg-record = temp.xg, registro { $index-text } (posição { $offset-text }): { $what }
parse-xg-empty-stream = fluxo de registros vazio
parse-xg-no-match-header = o fluxo não começa com um cabeçalho de match
parse-xg-no-dmli = falta a assinatura DMLI do cabeçalho do match
parse-xg-unreadable-field = campo ilegível
parse-xg-after-footer = registro após o fim do match
parse-xg-second-header = um segundo cabeçalho de match
parse-xg-absurd-score = placar de partida absurdo
parse-xg-absurd-auto-doubles = número de dobras automáticas absurdo
parse-xg-too-many-games = partidas demais
parse-xg-cube-outside-game = registro de cubo fora de uma partida
parse-xg-unknown-cube-action = ação de cubo desconhecida
parse-xg-bad-player = jogador da vez inválido
parse-xg-absurd-cube = valor do cubo absurdo
parse-xg-move-outside-game = registro de jogada fora de uma partida
parse-xg-dice-range = dados fora do intervalo
parse-xg-absurd-candidates = número de jogadas candidatas absurdo
parse-xg-unreadable-position = posição ilegível
parse-xg-footer-outside-game = fim de partida fora de uma partida
parse-xg-absurd-points = pontos ganhos absurdos
parse-xg-unknown-record = tipo de registro desconhecido { $kind }
parse-xg-position-file = um arquivo de posição do XG (.xgp): contém uma posição, não um match

# `search --position ID` (#41). `$position`: the pasted position's XGID, or its Position ID when only that was given.
cli-search-position = Posição { $position }
cli-search-position-exact = Mesma posição, cubo e placar ({ $count } decisões):
cli-search-position-same = Mesmas pedras, outro cubo ou placar ({ $count } decisões):
