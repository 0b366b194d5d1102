# blunderDB — a ajuda da linha de comando (`blunderdb --help`, `-h`,
# `blunderdb help COMANDO`) e os erros de uso do clap.
# O inglês (locales/en/help.ftl, dos comentários de src/cli/args.rs) é a
# fonte e o recurso.
#
# Termos escolhidos (for reviewers):
# - As in common.ftl and cli.ftl: «erro grave» (blunder), «cubo»,
#   «dobra» / «aceita» / «recusa», «jogada», «Money», «match», «partida»,
#   «análise», «pesquisa» (search), «limiar» (threshold), «apelido»;
#   Brazilian usage (arquivo, placar, usuário); PR, MWC, EMG, XGID,
#   Position ID and Match ID as they are.
# - Option names, values, placeholders (<FILE>, <PLAYER>), commands and
#   file formats stay as typed.

## Comandos e opções

help-cmd = Uma biblioteca local de matches de gamão (backgammon) e as estatísticas que o XG e o gnuBG dão sobre eles
help-arg-db = O arquivo da biblioteca (padrão: a pasta de dados da plataforma, p. ex. ~/.local/share/blunderdb/library.db)
help-arg-lang = O idioma da saída de texto e das mensagens: en, fr, de, it, es, fi, ja, el, ru, pt ou nl (padrão: a localidade, p. ex. LANG). JSON e CSV são iguais em todos os idiomas
help-arg-engine = Os números das análises de um só motor (xg ou gnubg), nos matches que têm uma, em vez da análise que cada match conta; para stats, players, progress, breakdown, decisions e report
help-arg-server = Um servidor de clube (http://HOST:PORTA) no lugar da biblioteca local, para import, analyse, worker e os comandos de leitura; o token é lido de BLUNDERDB_TOKEN (docs/server.md)
help-cmd-serve = Servir as bibliotecas de clubes por HTTP/JSON a partir do PostgreSQL (docs/server.md)
help-arg-pg = O banco PostgreSQL (postgresql://USUÁRIO@HOST:PORTA/BANCO)
help-arg-listen = O endereço em que escutar
help-arg-cache = A pasta dos modelos de leitura dos clubes (reconstruídos a partir do PostgreSQL se faltarem; padrão: a pasta de cache da plataforma)
help-arg-max_upload = O maior arquivo aceito, em bytes (envios maiores recebem 413)
help-cmd-server = Preparar o banco de um servidor de clube: init, club add, token add/revoke
help-cmd-server-init = Aplicar as migrações do servidor ao banco
help-cmd-server-club = Clubes
help-cmd-server-club-add = Criar um clube e imprimir seu primeiro token de administração (mostrado uma só vez)
help-cmd-server-token = Tokens
help-cmd-server-token-add = Criar um token e imprimi-lo (mostrado uma só vez; só o hash é guardado)
help-arg-role = reader, uploader, admin ou worker
help-arg-name = Quem ou o que o detém
help-cmd-server-token-revoke = Revogar o token ID: a partir de agora ele não abre nada
help-cmd-worker = Analisar com o gnuBG nesta máquina os matches na fila de um clube (com --server, um token worker em BLUNDERDB_TOKEN)
help-cmd-web = Serve a página da janela a um navegador sobre a biblioteca (mostra um endereço com um token de uso único)
help-arg-open = Abre a página no navegador do sistema
help-arg-web = Serve também a página da janela: os membros entram com o seu token e leem o seu clube num navegador
help-arg-jobs = Processos do gnuBG ao mesmo tempo (padrão: o número de núcleos)
help-arg-gnubg = O programa gnuBG (padrão: BLUNDERDB_GNUBG, depois gnubg no PATH, depois /usr/games/gnubg)
help-arg-until_idle = Parar quando a fila estiver vazia em vez de esperar mais
help-cmd-import = Importar arquivos e pastas de matches (.sgf, .mat/.txt, .xg; recursivamente)
help-cmd-matches = Listar os matches da biblioteca com os números dos dois jogadores
help-cmd-stats = Números da biblioteca, ou dos matches de um jogador
help-arg-from = Só os matches jogados nesta data ou depois (AAAA-MM-DD)
help-arg-to = Só os matches jogados nesta data ou antes (AAAA-MM-DD)
help-arg-length = Só os matches deste tamanho em pontos (0 = sessões de Money)
help-arg-kind = Quais decisões os números de erro cobrem
help-cmd-players = Uma linha por jogador
help-cmd-analyse = Analisar com o GNU Backgammon os matches sem análise, em todos os núcleos; a biblioteca guarda a análise do próprio gnuBG
help-arg-analyse-plies = A profundidade de avaliação do gnuBG, para jogadas e decisões de cubo: 0 é uma passada rápida, 2 o nível usual do gnuBG
help-arg-analyse-player = Só os matches deste jogador
help-arg-redo = Analisar de novo os matches que já têm análise (arquivos do gnuBG e execuções anteriores; as análises do XG são mantidas)
help-arg-timeout = Segundos que um match pode levar antes que seu gnuBG seja parado (padrão: 300 a 0-ply, 900 a 1-ply, 3600 a 2-ply)
help-cmd-watch = Vigiar uma pasta (onde o XG ou o gnuBG salvam, uma pasta de downloads): importar os arquivos de matches que aparecem nela quando param de crescer, cada um uma vez, até Ctrl-C. O aplicativo também vigia a pasta da biblioteca
help-arg-folder = A pasta (padrão: a pasta vigiada da biblioteca, definida nas Configurações do aplicativo ou com --save)
help-arg-save = Lembrar FOLDER como a pasta vigiada da biblioteca
help-arg-analyse = Fazer o gnuBG analisar também os matches novos sem análise
help-arg-plies = A profundidade do gnuBG para --analyse (0 é rápido, 2 o nível usual do gnuBG)
help-arg-watch-gnubg = O programa gnuBG para --analyse
help-arg-settle = Segundos que um arquivo deve ficar sem mudança antes de ser importado
help-arg-once = Importar o que está pronto agora e sair (para uma tarefa agendada)
help-cmd-decisions = As decisões por trás dos números, as piores primeiro: uma barra do histograma, os erros ou erros graves, um tipo de decisão; cada uma com o Position ID e o Match ID do gnuBG e o XGID
help-arg-min_error = Só erros de pelo menos estes EMG (como os limiares: inclusive)
help-arg-decision_kind = Só este tipo de decisão (double = dobra ou não dobra)
help-arg-bucket = Só as decisões desta barra do histograma de erros (0 = 0–5 milipontos … 5 = 100+), exatamente as que `stats` conta nela
help-arg-breakdown = Só as decisões de uma célula de `breakdown`, exatamente as que sua linha conta: DIM=KEY, p. ex. cube-action=wrong_take, phase=race, score=3a-5a, length=7 (ou length=money), plan=back_game
help-arg-limit = Decisões por página
help-arg-offset = Decisões a pular (o início da página)
help-arg-decisions-after = A página depois desta decisão: ERROR,MATCH,GAME,SEQ da última linha da página anterior (`next` na saída JSON). Lê só a página, por mais distante que esteja
help-arg-candidates = Também as jogadas candidatas de cada jogada de pedras (posição, jogada, equity, diferença para a melhor, a jogada feita marcada), relidas do arquivo do seu match: mais lento (a biblioteca não guarda candidatas)
help-cmd-report = Gravar um relatório HTML autônomo de uma seleção: os números, o histograma e as piores decisões com suas posições
help-arg-html = O arquivo HTML a gravar (substituído por inteiro, ou deixado como estava)
help-arg-report-limit = Quantas das piores decisões mostrar com suas posições
help-cmd-progress = Números por match, mês, ano ou torneio, em ordem de tempo: o jogador está melhorando? O PR de cada linha é o seu próprio Σ erro / Σ decisões; as linhas somam `stats` para o mesmo filtro. Matches sem data formam uma linha, «undated»
help-arg-player = Qualquer um dos nomes de um jogador (os apelidos contam como o jogador unificado)
help-arg-by = Uma linha por match, mês, ano ou torneio (event)
help-arg-chart = Desenhar também o gráfico de progresso (um ponto por linha, PR móvel, tendência, faixas de nível) neste arquivo SVG
help-arg-levels = As faixas de nível do gráfico: xg, gnubg ou bmab (padrão: as da biblioteca, veja `levels`)
help-arg-window = Decisões que o PR móvel do gráfico cobre
help-cmd-breakdown = Onde estão os erros: decisões contadas, erros, erros graves, erro e PR por ação de cubo, fase do jogo, placar, tamanho do match ou plano de jogo
help-cmd-breakdown-long =
    Onde estão os erros: decisões contadas, erros, erros graves, erro e PR por ação de cubo, fase do jogo, placar, tamanho do match ou plano de jogo.

    cube-action: missed_double (não dobrou), wrong_double (dobrou), wrong_take (aceitou), wrong_pass (recusou): o tipo da decisão de cubo; seu erro soma o erro de cubo. phase (jogadas de pedras, pela posição antes da jogada): bearoff = sem contato e todas as pedras de quem joga em casa ou retiradas; race = sem contato nos demais casos; opening = contato e as duas contagens de pips de pelo menos 145; middle = contato nos demais casos; unknown = sem posição no arquivo. Seu erro soma o erro de jogadas. score: away-away do ponto de vista do jogador («2a-5a»), Money à parte. length: «1», «3», ..., «money». plan (jogadas de pedras, pela posição antes da jogada, o plano de jogo de quem joga como o classifica o gt: do search): race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact; unknown = sem posição no arquivo. Seu erro soma o erro de jogadas.
help-arg-breakdown-by = cube-action, phase, score, length ou plan
help-cmd-alias = Uma pessoa com vários nomes: contar os matches de um nome como os de outro jogador, em cada visão, filtro e exportação
help-cmd-alias-add = Contar os matches de NAME como os de PLAYER (os matches gravados mantêm seus nomes)
help-arg-alias-add-player = O jogador com quem NAME é unificado (qualquer um de seus nomes)
help-cmd-alias-remove = Desfazer um apelido: os matches de NAME voltam a ser dele
help-cmd-alias-list = Listar os apelidos
help-cmd-levels = Mostrar ou escolher as faixas de nível do gráfico de progresso: xg (a tabela Performance Rating do XG, padrão), gnubg (os níveis do gnuBG 1.08) ou bmab (os níveis de desenvolvimento do gnuBG, como os da BMAB)
help-arg-scale = A escala a escolher; sem ela, a da biblioteca é mostrada
help-cmd-search = Encontrar decisões com os filtros de pesquisa do blunderDB (`nc P<70`, `m"6/1*"`, `gt:back_game E>50`, veja docs/search.md), as piores primeiro, com os números da seleção; `search save|list|remove|run` salvam pesquisas com um nome
help-arg-query = A pesquisa, p. ex. 'nc P<70' ou 'm"6/1*" E>20'
help-arg-search-player = Só as decisões deste jogador (os apelidos contam como o jogador)
help-arg-search-position = As decisões tomadas numa posição colada (um XGID, ou um Position ID do gnuBG com ou sem o seu Match ID): as de mesmo cubo e placar, depois as só com as mesmas pedras
help-arg-after = A página depois desta decisão (o `next` da página anterior)
help-cmd-search-save = Salvar QUERY como NAME na biblioteca (substitui uma pesquisa com esse nome)
help-cmd-search-list = As pesquisas salvas
help-cmd-search-remove = Remover a pesquisa salva NAME
help-cmd-search-run = Executar a pesquisa salva NAME
help-cmd-match = Um match: `match show ID` jogada a jogada, `match export ID FILE`
help-cmd-match-show = Cada jogada e ação de cubo de um match, em ordem, jogadas forçadas e danças incluídas: dados, a jogada, a melhor jogada, seu erro e sua marca, e a posição antes (Position ID e Match ID do gnuBG, XGID)
help-arg-id = O número do match (`blunderdb matches`)
help-arg-game = Só esta partida (1 = a primeira)
help-cmd-match-export = Gravar um match em um arquivo que outros programas importam
help-arg-format = mat: uma transcrição Jellyfish, que o gnuBG e o XG importam
help-arg-file = O arquivo a gravar (substituído por inteiro, ou deixado como estava)
help-cmd-engines = Mostrar ou definir qual análise conta quando um match tem várias: uma ordem de motores, p. ex. `--prefer xg,gnubg` (padrão: a do XG, depois a mais profunda do gnuBG)
help-arg-prefer = Os motores em ordem de preferência, p. ex. xg,gnubg
help-cmd-tag = Etiquetar decisões pela sua ref (das linhas de decisions, search e match show): `tag add REF TAG...`, `tag remove REF TAG...`, `tag list`
help-cmd-tag-add = Etiquetar uma decisão (sua ref, das linhas de decisions, search ou match show) com palavras como #backgame ou timing
help-cmd-tag-remove = Tirar etiquetas de uma decisão
help-cmd-tag-list = Cada etiqueta em uso, com quantas decisões a levam
help-cmd-star = Marcar uma decisão com estrela (sua ref)
help-cmd-unstar = Tirar a estrela de uma decisão (sua ref)
help-cmd-comment = Comentar uma decisão (sua ref); um TEXT vazio remove o comentário
help-cmd-collection = Listas nomeadas e ordenadas de decisões, ou vivas que seguem uma pesquisa: new, add, remove, delete, show, export (posições HTML, XGID ou um pacote Anki), list
help-cmd-collection-new = Criar uma coleção: vazia, ou viva (suas decisões são as que a pesquisa encontra, seja o que for que a biblioteca tenha então)
help-arg-collection-new-search = A pesquisa que uma coleção viva segue, p. ex. 'gt:back_game E>50'
help-cmd-collection-add = Adicionar decisões (por ref) ao fim de uma coleção
help-cmd-collection-remove = Tirar decisões (por ref) de uma coleção
help-cmd-collection-delete = Excluir uma coleção; suas decisões, as marcas e os cartões delas continuam
help-cmd-collection-show = As decisões de uma coleção, como decisions as lista
help-cmd-collection-export = Gravar uma coleção como as posições do relatório HTML, como seus XGID um por linha, ou como pacote Anki (cada arquivo substituído por inteiro, ou deixado como estava)
help-arg-collection-export-format = Como gravar FILE: apkg (um pacote Anki, um cartão por decisão), html ou xgid
help-arg-collection-export-file = O arquivo a gravar, após --format
help-cmd-collection-list = As coleções
help-cmd-train = Treino com repetição espaçada (FSRS): os cartões pendentes, e responder a um como à mesa
help-cmd-train-due = Os cartões pendentes agora (todos os criados até aqui, ou os de um baralho), com a retenção medida frente à desejada. As decisões de um baralho sem cartão recebem o seu (uma dobra e sua resposta são dois cartões)
help-arg-collection = As decisões de uma coleção
help-arg-search = As decisões que uma pesquisa encontra
help-arg-starred = As decisões com estrela
help-cmd-train-answer = Responder ao cartão CARD: uma jogada como 13/7 8/7 (entre aspas ou não), ou double, no_double, take ou pass. Avaliado pela análise contada e agendado pelo FSRS
help-cmd-thresholds = Mostrar ou definir os limiares de erro e de erro grave (EMG)

## As palavras do clap

help-clap-usage = Uso:
help-clap-commands = Comandos:
help-clap-arguments = Argumentos:
help-clap-options = Opções:
help-clap-options-tag = [OPÇÕES]
help-clap-command-name = COMANDO
help-clap-print-help = Mostrar a ajuda
help-clap-print-help-more = Mostrar a ajuda (mais com '--help')
help-clap-print-help-summary = Mostrar a ajuda (um resumo com '-h')
help-clap-print-version = Mostrar a versão
help-clap-help-command = Mostrar esta mensagem ou a ajuda dos subcomandos dados
help-clap-help-subcommands = Mostrar a ajuda dos subcomandos
help-clap-env = [variável: { $var }]
help-clap-default = [padrão: { $value }]
help-clap-possible = [valores possíveis: { $values }]

## Erros de uso (código de saída 2)

help-err-label = erro:
help-err-tip = dica:
help-err-more = Para saber mais, tente '{ $flag }'.
help-err-unknown-argument = argumento inesperado '{ $arg }'
help-err-unknown-subcommand = subcomando desconhecido '{ $subcommand }'
help-err-missing-value = '{ $arg }' precisa de um valor, mas nenhum foi dado
help-err-invalid-value = valor '{ $value }' inválido para '{ $arg }'
help-err-invalid-value-because = valor '{ $value }' inválido para '{ $arg }': { $reason }
help-err-missing-required = faltam estes argumentos obrigatórios:
help-err-missing-subcommand = '{ $command }' precisa de um subcomando, mas nenhum foi dado
help-err-subcommands = [subcomandos: { $values }]
help-err-used-twice = o argumento '{ $arg }' não pode ser usado várias vezes
help-err-argument-conflict = o argumento '{ $arg }' não pode ser usado com '{ $other }'
help-err-argument-conflict-list = o argumento '{ $arg }' não pode ser usado com:
help-err-argument-conflict-any = o argumento '{ $arg }' não pode ser usado com um ou mais dos outros argumentos dados
help-err-subcommand-conflict = o subcomando '{ $arg }' não pode ser usado com '{ $other }'
help-err-subcommand-conflict-list = o subcomando '{ $arg }' não pode ser usado com:
help-err-subcommand-conflict-any = o subcomando '{ $arg }' não pode ser usado com um ou mais dos outros argumentos dados
help-err-too-many-values = valor inesperado '{ $value }' para '{ $arg }'; não se esperavam mais
help-err-value-count = '{ $arg }' recebe { $expected } valores; foram dados { $actual }
help-err-no-equals = é preciso um sinal de igual para dar um valor a '{ $arg }'
help-err-invalid-utf8 = UTF-8 inválido em um ou mais argumentos
help-err-generic = não foi possível ler a linha de comando
help-err-not-whole-number = não é um número inteiro
help-err-not-a-number = não é um número
help-err-number-too-large = número grande demais
help-err-number-too-small = número pequeno demais
help-err-out-of-range = { $value } não está entre { $min } e { $max }
help-err-below-minimum = { $value } é menor que { $min }
help-err-similar-subcommand = { $count ->
    [one] existe um subcomando parecido: { $names }
   *[other] existem subcomandos parecidos: { $names }
}
help-err-similar-argument = { $count ->
    [one] existe um argumento parecido: { $names }
   *[other] existem argumentos parecidos: { $names }
}
help-err-similar-value = { $count ->
    [one] existe um valor parecido: { $names }
   *[other] existem valores parecidos: { $names }
}
help-err-tip-as-value = para passar '{ $arg }' como valor, use '{ $with }'
help-err-tip-exists = '{ $name }' existe
help-err-tip-remove-dashes = o subcomando '{ $subcommand }' existe; para usá-lo, tire o '--' da frente
