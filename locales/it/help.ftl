# blunderDB — l'aiuto della riga di comando (`blunderdb --help`, `-h`,
# `blunderdb help COMANDO`) e gli errori d'uso di clap.
# L'inglese (locales/en/help.ftl, dai commenti di src/cli/args.rs) è la
# fonte e il ripiego.
#
# Termini scelti (for reviewers):
# - As in common.ftl and cli.ftl: «blunder» (invariable), «cubo»,
#   «raddoppio», «accetta» / «rifiuta», «mossa» / «mosse», «Money»,
#   «match», «analisi»; PR, MWC, EMG, XGID, Position ID and Match ID as
#   they are.
# - Option names, values, placeholders (<FILE>, <PLAYER>), commands and
#   file formats stay as typed.

## Comandi e opzioni

help-cmd = Una libreria locale di match di backgammon e le statistiche che XG e gnuBG ne danno
help-arg-db = Il file della libreria (predefinito: la cartella dati della piattaforma, p. es. ~/.local/share/blunderdb/library.db)
help-arg-lang = La lingua dell'output testuale e dei messaggi: en, fr, de, it, es, fi, ja, el, ru, pt o nl (predefinita: la locale, p. es. LANG). JSON e CSV sono uguali in ogni lingua
help-arg-engine = Le cifre delle analisi di un solo motore (xg o gnubg), sui match che ne hanno una, invece dell'analisi che conta ogni match; per stats, players, progress, breakdown, decisions e report
help-arg-server = Un server di club (http://HOST:PORTA) al posto della libreria locale, per import, analyse, worker e i comandi di lettura; il token è letto da BLUNDERDB_TOKEN (docs/server.md)
help-cmd-serve = Servire le librerie dei club via HTTP/JSON da PostgreSQL (docs/server.md)
help-arg-pg = Il database PostgreSQL (postgresql://UTENTE@HOST:PORTA/DB)
help-arg-listen = L'indirizzo su cui ascoltare
help-arg-cache = La cartella dei modelli di lettura dei club (ricostruiti da PostgreSQL se mancano; predefinita: la cartella cache della piattaforma)
help-arg-max_upload = Il file più grande accettato, in byte (i caricamenti più grandi ricevono 413)
help-cmd-server = Preparare il database di un server di club: init, club add, token add/revoke
help-cmd-server-init = Applicare le migrazioni del server al database
help-cmd-server-club = Club
help-cmd-server-club-add = Creare un club e stampare il suo primo token di amministrazione (mostrato una volta sola)
help-cmd-server-token = Token
help-cmd-server-token-add = Creare un token e stamparlo (mostrato una volta sola; se ne conserva solo l'hash)
help-arg-role = reader, uploader, admin o worker
help-arg-name = Chi o che cosa lo detiene
help-cmd-server-token-revoke = Revocare il token ID: da ora non apre più nulla
help-cmd-worker = Analizzare con gnuBG su questa macchina i match in coda di un club (con --server, un token worker in BLUNDERDB_TOKEN)
help-cmd-web = Serve la pagina della finestra a un browser sulla libreria (stampa un indirizzo con un token monouso)
help-arg-open = Apre la pagina nel browser di sistema
help-arg-web = Serve anche la pagina della finestra: i membri accedono con il loro token e leggono il loro club in un browser
help-arg-jobs = Processi gnuBG contemporanei (predefinito: il numero di core)
help-arg-gnubg = Il programma gnuBG (predefinito: BLUNDERDB_GNUBG, poi gnubg nel PATH, poi /usr/games/gnubg)
help-arg-until_idle = Fermarsi quando la coda è vuota invece di aspettarne altri
help-cmd-import = Importare file e cartelle di match (.sgf, .mat/.txt, .xg; ricorsivamente)
help-cmd-matches = Elencare i match della libreria con le cifre di entrambi i giocatori
help-cmd-stats = Cifre sull'intera libreria, o sui match di un giocatore
help-arg-from = Solo i match giocati in questa data o dopo (AAAA-MM-GG)
help-arg-to = Solo i match giocati in questa data o prima (AAAA-MM-GG)
help-arg-length = Solo i match di questa lunghezza in punti (0 = sessioni money)
help-arg-kind = Quali decisioni coprono le cifre d'errore
help-cmd-players = Una riga per giocatore
help-cmd-analyse = Analizzare con GNU Backgammon i match senza analisi, su tutti i core; la libreria conserva l'analisi di gnuBG
help-arg-analyse-plies = La profondità di valutazione di gnuBG, per le mosse e le decisioni di cubo: 0 è un passaggio rapido, 2 il livello abituale di gnuBG
help-arg-analyse-player = Solo i match di questo giocatore
help-arg-redo = Analizzare di nuovo i match che hanno già un'analisi (file gnuBG e passaggi precedenti; le analisi di XG sono conservate)
help-arg-timeout = Secondi che un match può richiedere prima che il suo gnuBG sia fermato (predefinito: 300 a 0-ply, 900 a 1-ply, 3600 a 2-ply)
help-cmd-watch = Sorvegliare una cartella (quella dove salvano XG o gnuBG, una cartella di download): importare i file di match che vi compaiono quando smettono di crescere, ciascuno una volta, fino a Ctrl-C. Anche l'app sorveglia la cartella della libreria
help-arg-folder = La cartella (predefinita: la cartella sorvegliata della libreria, scelta nelle Impostazioni dell'app o con --save)
help-arg-save = Ricordare FOLDER come cartella sorvegliata della libreria
help-arg-analyse = Far analizzare da gnuBG anche i nuovi match senza analisi
help-arg-plies = La profondità di gnuBG per --analyse (0 è rapido, 2 il livello abituale di gnuBG)
help-arg-watch-gnubg = Il programma gnuBG per --analyse
help-arg-settle = Secondi in cui un file deve restare invariato prima di essere importato
help-arg-once = Importare ciò che è pronto ora e uscire (per un'attività pianificata)
help-cmd-decisions = Le decisioni dietro le cifre, le peggiori per prime: una barra dell'istogramma, gli errori o i blunder, un tipo di decisione; ciascuna con Position ID e Match ID di gnuBG e XGID
help-arg-min_error = Solo errori di almeno questi EMG (come le soglie: incluso)
help-arg-decision_kind = Solo questo tipo di decisione (double = raddoppio o non raddoppio)
help-arg-bucket = Solo le decisioni di questa barra dell'istogramma degli errori (0 = 0–5 millipunti … 5 = 100+), esattamente quelle che `stats` vi conta
help-arg-breakdown = Solo le decisioni di una cella di `breakdown`, esattamente quelle che conta la sua riga: DIM=KEY, p. es. cube-action=wrong_take, phase=race, score=3a-5a, length=7 (o length=money), plan=back_game
help-arg-limit = Decisioni per pagina
help-arg-offset = Decisioni da saltare (l'inizio della pagina)
help-arg-decisions-after = La pagina dopo questa decisione: ERROR,MATCH,GAME,SEQ dell'ultima riga della pagina precedente (`next` nell'output JSON). Legge solo la pagina, per quanto sia lontana
help-arg-candidates = Anche le mosse candidate di ogni mossa di pedine (posizione, mossa, equity, distacco dalla migliore, quella giocata segnata), rilette dal file del suo match: più lento (la libreria non conserva i candidati)
help-cmd-report = Scrivere un rapporto HTML autonomo di una selezione: le cifre, l'istogramma e le decisioni peggiori con le loro posizioni
help-arg-html = Il file HTML da scrivere (sostituito per intero, o lasciato com'era)
help-arg-report-limit = Quante delle decisioni peggiori mostrare con le loro posizioni
help-cmd-progress = Cifre per match, mese, anno o torneo, in ordine di tempo: il giocatore sta migliorando? Il PR di ogni riga è il suo Σ errore / Σ decisioni; le righe sommate danno `stats` per lo stesso filtro. I match senza data formano una riga, «undated»
help-arg-player = Uno dei nomi di un giocatore (gli alias contano come il giocatore unificato)
help-arg-by = Una riga per match, mese, anno o torneo (event)
help-arg-chart = Disegnare anche il grafico dei progressi (un punto per riga, PR mobile, tendenza, fasce di livello) in questo file SVG
help-arg-levels = Le fasce di livello del grafico: xg, gnubg o bmab (predefinite: quelle della libreria, vedi `levels`)
help-arg-window = Decisioni coperte dal PR mobile del grafico
help-cmd-breakdown = Dove sono gli errori: decisioni contate, errori, blunder, errore e PR per azione di cubo, fase di gioco, punteggio, lunghezza del match o piano di gioco
help-cmd-breakdown-long =
    Dove sono gli errori: decisioni contate, errori, blunder, errore e PR per azione di cubo, fase di gioco, punteggio, lunghezza del match o piano di gioco.

    cube-action: missed_double (non ha raddoppiato), wrong_double (ha raddoppiato), wrong_take (ha accettato), wrong_pass (ha rifiutato): il tipo della decisione di cubo; il loro errore sommato dà l'errore di cubo. phase (mosse di pedine, dalla posizione prima della mossa): bearoff = nessun contatto e tutte le pedine di chi muove in casa o uscite; race = altrimenti nessun contatto; opening = contatto ed entrambi i conteggi dei pip almeno 145; middle = altrimenti contatto; unknown = nessuna posizione nel file. Il loro errore sommato dà l'errore delle mosse. score: away-away dal punto di vista del giocatore («2a-5a»), Money a parte. length: «1», «3», ..., «money». plan (mosse di pedine, dalla posizione prima della mossa, il piano di gioco di chi muove come lo classifica gt: di search): race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact; unknown = nessuna posizione nel file. Il loro errore sommato dà l'errore delle mosse.
help-arg-breakdown-by = cube-action, phase, score, length o plan
help-cmd-alias = Una persona sotto più nomi: contare i match di un nome come quelli di un altro giocatore, in ogni vista, filtro ed esportazione
help-cmd-alias-add = Contare i match di NAME come quelli di PLAYER (i match salvati mantengono i loro nomi)
help-arg-alias-add-player = Il giocatore in cui NAME è unificato (uno dei suoi nomi)
help-cmd-alias-remove = Annullare un alias: i match di NAME tornano suoi
help-cmd-alias-list = Elencare gli alias
help-cmd-levels = Mostrare o scegliere le fasce di livello del grafico dei progressi: xg (la tabella Performance Rating di XG, predefinita), gnubg (i livelli di gnuBG 1.08) o bmab (i livelli di sviluppo di gnuBG, come quelli della BMAB)
help-arg-scale = La scala da scegliere; senza, si mostra quella della libreria
help-cmd-search = Trovare decisioni con i filtri di ricerca di blunderDB (`nc P<70`, `m"6/1*"`, `gt:back_game E>50`, vedi docs/search.md), le peggiori per prime, con le cifre della selezione; `search save|list|remove|run` conservano ricerche sotto un nome
help-arg-query = La ricerca, p. es. 'nc P<70' o 'm"6/1*" E>20'
help-arg-search-player = Solo le decisioni di questo giocatore (gli alias contano come il giocatore)
help-arg-search-position = Le decisioni prese in una posizione incollata (un XGID, o un Position ID di gnuBG con o senza il suo Match ID): quelle con lo stesso cubo e punteggio, poi quelle con le sole stesse pedine
help-arg-after = La pagina dopo questa decisione (il `next` della pagina precedente)
help-cmd-search-save = Salvare QUERY come NAME nella libreria (sostituisce una ricerca con quel nome)
help-cmd-search-list = Le ricerche salvate
help-cmd-search-remove = Eliminare la ricerca salvata NAME
help-cmd-search-run = Eseguire la ricerca salvata NAME
help-cmd-match = Un match: `match show ID` mossa per mossa, `match export ID FILE`
help-cmd-match-show = Ogni mossa e azione di cubo di un match, in ordine, mosse forzate e danze comprese: dadi, la mossa, la mossa migliore, il suo errore e il suo segno, e la posizione prima (Position ID e Match ID di gnuBG, XGID)
help-arg-id = Il numero del match (`blunderdb matches`)
help-arg-game = Solo questa partita (1 = la prima)
help-cmd-match-export = Scrivere un match in un file che altri programmi importano
help-arg-format = mat: una trascrizione Jellyfish, che gnuBG e XG importano
help-arg-file = Il file da scrivere (sostituito per intero, o lasciato com'era)
help-cmd-engines = Mostrare o scegliere quale analisi conta quando un match ne ha più d'una: un ordine di motori, p. es. `--prefer xg,gnubg` (predefinito: quella di XG, poi la più profonda di gnuBG)
help-arg-prefer = I motori in ordine di preferenza, p. es. xg,gnubg
help-cmd-tag = Etichettare decisioni con il loro ref (dalle righe di decisions, search e match show): `tag add REF TAG...`, `tag remove REF TAG...`, `tag list`
help-cmd-tag-add = Etichettare una decisione (il suo ref, dalle righe di decisions, search o match show) con parole come #backgame o timing
help-cmd-tag-remove = Togliere etichette da una decisione
help-cmd-tag-list = Ogni etichetta in uso, con quante decisioni la portano
help-cmd-star = Mettere una stella a una decisione (il suo ref)
help-cmd-unstar = Togliere la stella a una decisione (il suo ref)
help-cmd-comment = Commentare una decisione (il suo ref); un TEXT vuoto toglie il commento
help-cmd-collection = Liste di decisioni con nome e ordine, o dinamiche che seguono una ricerca: new, add, remove, delete, show, export (posizioni HTML, XGID o un pacchetto Anki), list
help-cmd-collection-new = Creare una collezione: vuota, o dinamica (le sue decisioni sono quelle che la ricerca trova, qualunque cosa contenga allora la libreria)
help-arg-collection-new-search = La ricerca che segue una collezione dinamica, p. es. 'gt:back_game E>50'
help-cmd-collection-add = Aggiungere decisioni (per ref) in fondo a una collezione
help-cmd-collection-remove = Togliere decisioni (per ref) da una collezione
help-cmd-collection-delete = Elimina una raccolta; le sue decisioni, i loro segni e le loro carte restano
help-cmd-collection-show = Le decisioni di una collezione, come le elenca decisions
help-cmd-collection-export = Scrivere una collezione come posizioni del rapporto HTML, come i suoi XGID uno per riga, o come pacchetto Anki (ogni file sostituito per intero, o lasciato com'era)
help-arg-collection-export-format = Come scrivere FILE: apkg (un pacchetto Anki, una carta per decisione), html o xgid
help-arg-collection-export-file = Il file da scrivere, dopo --format
help-cmd-collection-list = Le collezioni
help-cmd-train = Allenamento a ripetizione dilazionata (FSRS): le carte in scadenza, e rispondere a una come al tavolo
help-cmd-train-due = Le carte in scadenza ora (tutte quelle create finora, o quelle di un mazzo), con la ritenzione misurata rispetto a quella voluta. Le decisioni di un mazzo senza carta ricevono la loro (un raddoppio e la sua risposta sono due carte)
help-arg-collection = Le decisioni di una collezione
help-arg-search = Le decisioni che trova una ricerca
help-arg-starred = Le decisioni con la stella
help-cmd-train-answer = Rispondere alla carta CARD: una mossa come 13/7 8/7 (tra virgolette o no), o double, no_double, take o pass. Valutata secondo l'analisi contata e pianificata da FSRS
help-cmd-thresholds = Mostrare o impostare le soglie di errore e di blunder (EMG)

## Le parole di clap

help-clap-usage = Uso:
help-clap-commands = Comandi:
help-clap-arguments = Argomenti:
help-clap-options = Opzioni:
help-clap-options-tag = [OPZIONI]
help-clap-command-name = COMANDO
help-clap-print-help = Mostra l'aiuto
help-clap-print-help-more = Mostra l'aiuto (di più con '--help')
help-clap-print-help-summary = Mostra l'aiuto (un riassunto con '-h')
help-clap-print-version = Mostra la versione
help-clap-help-command = Mostra questo messaggio o l'aiuto dei sottocomandi indicati
help-clap-help-subcommands = Mostra l'aiuto dei sottocomandi
help-clap-env = [variabile: { $var }]
help-clap-default = [predefinito: { $value }]
help-clap-possible = [valori possibili: { $values }]

## Errori d'uso (codice di uscita 2)

help-err-label = errore:
help-err-tip = suggerimento:
help-err-more = Per saperne di più, prova '{ $flag }'.
help-err-unknown-argument = argomento inatteso '{ $arg }'
help-err-unknown-subcommand = sottocomando sconosciuto '{ $subcommand }'
help-err-missing-value = '{ $arg }' richiede un valore, ma non ne è stato dato nessuno
help-err-invalid-value = valore '{ $value }' non valido per '{ $arg }'
help-err-invalid-value-because = valore '{ $value }' non valido per '{ $arg }': { $reason }
help-err-missing-required = mancano questi argomenti obbligatori:
help-err-missing-subcommand = '{ $command }' richiede un sottocomando, ma non ne è stato dato nessuno
help-err-subcommands = [sottocomandi: { $values }]
help-err-used-twice = l'argomento '{ $arg }' non può essere usato più volte
help-err-argument-conflict = l'argomento '{ $arg }' non può essere usato con '{ $other }'
help-err-argument-conflict-list = l'argomento '{ $arg }' non può essere usato con:
help-err-argument-conflict-any = l'argomento '{ $arg }' non può essere usato con uno o più degli altri argomenti dati
help-err-subcommand-conflict = il sottocomando '{ $arg }' non può essere usato con '{ $other }'
help-err-subcommand-conflict-list = il sottocomando '{ $arg }' non può essere usato con:
help-err-subcommand-conflict-any = il sottocomando '{ $arg }' non può essere usato con uno o più degli altri argomenti dati
help-err-too-many-values = valore inatteso '{ $value }' per '{ $arg }'; non se ne attendevano altri
help-err-value-count = '{ $arg }' prende { $expected } valori; dati { $actual }
help-err-no-equals = serve un segno di uguale per dare un valore a '{ $arg }'
help-err-invalid-utf8 = UTF-8 non valido in uno o più argomenti
help-err-generic = impossibile leggere la riga di comando
help-err-not-whole-number = non è un numero intero
help-err-not-a-number = non è un numero
help-err-number-too-large = numero troppo grande
help-err-number-too-small = numero troppo piccolo
help-err-out-of-range = { $value } non è tra { $min } e { $max }
help-err-below-minimum = { $value } è minore di { $min }
help-err-similar-subcommand = { $count ->
    [one] esiste un sottocomando simile: { $names }
   *[other] esistono sottocomandi simili: { $names }
}
help-err-similar-argument = { $count ->
    [one] esiste un argomento simile: { $names }
   *[other] esistono argomenti simili: { $names }
}
help-err-similar-value = { $count ->
    [one] esiste un valore simile: { $names }
   *[other] esistono valori simili: { $names }
}
help-err-tip-as-value = per passare '{ $arg }' come valore, usa '{ $with }'
help-err-tip-exists = '{ $name }' esiste
help-err-tip-remove-dashes = il sottocomando '{ $subcommand }' esiste; per usarlo, togli il '--' davanti
