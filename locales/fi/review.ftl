# blunderDB — ottelu siirto siirrolta (`match show`, `match export`) ja
# ottelun analyysit (`engines`, `--engine`). Termit kuten common.ftl.
engine-label-xg = XG
engine-label-gnubg = gnuBG
engine-label-gnubg-plies = gnuBG { $plies }-ply
lib-engine-unknown = tuntematon moottori "{ $engine }" (jokin näistä: { $engines })
lib-engine-twice = moottori { $engine } on mainittu kahdesti
query-unknown-match = kirjastossa ei ole ottelua { $id } (katso `blunderdb matches`)
query-match-no-engine = ottelulla { $id } ei ole moottorin { $engine } analyysia (sillä on: { $have })
query-game-past-match = ottelussa { $id } on { $games-text } { $games ->
    [one] peli
   *[other] peliä
}: peliä { $game } ei ole
query-what-sort = lajitteluavain
cli-import-word-added = lisätty
cli-import-added-counted = { $path } (ottelu { $id }: { $analysis }-analyysi lisätty; se lasketaan nyt)
cli-import-added-held = { $path } (ottelu { $id }: { $analysis }-analyysi lisätty laskettavan rinnalle)
cli-import-summary-added = { $n-text } { $n ->
    [one] tiedosto lisäsi
   *[other] tiedostoa lisäsi
} analyysin kirjastossa jo olevaan otteluun
cli-engine-only-for = --engine koskee komentoja stats, players, progress, breakdown, decisions, report ja match show
cli-engines-counted-mark = { $analysis } (lasketaan)
cli-engines-preference = Mikä analyysi lasketaan: { $order }
cli-engines-changed = { $n-text } { $n ->
    [one] ottelu laskee nyt toista analyysia
   *[other] ottelua laskee nyt toista analyysia
}
cli-engines-count = { $engine }: { $n-text } { $n ->
    [one] analysoitu ottelu
   *[other] analysoitua ottelua
}, { $counted-text } laskettu
cli-engines-several = Otteluita, joilla on useita analyyseja: { $n-text }
cli-match-money = rahapeli
cli-match-points = { $n-text } pisteen ottelu
cli-match-header = Ottelu { $id }: { $a } – { $b }, { $length }, { $date }, { $event }
cli-match-analyses = Analyysit: { $analyses }
cli-match-game = Peli { $number }: tilanne { $a }-{ $b }
cli-match-game-crawford = Peli { $number }: tilanne { $a }-{ $b } (Crawford)
cli-match-col-move = Siirto
cli-match-col-player = Pelaaja
cli-match-col-dice = Nopat
cli-match-col-play = Pelattu
cli-match-col-error = Virhe
cli-match-col-luck = Tuuri
cli-match-col-best = Paras
cli-match-dance = (ei siirtoa)
cli-match-exported = Ottelu { $id } ({ $games-text } { $games ->
    [one] peli
   *[other] peliä
}) kirjoitettu tiedostoon { $path }
cli-export-failed = tiedostoa { $path } ei voi kirjoittaa: { $error }
rgraph-title = Kertynyt virhe siirroittain
rgraph-game = Peli { $number }
rgraph-legend = { $player }: { $error } EMG
rgraph-title-mwc = Kertynyt virhe ja ottelun voittomahdollisuus siirroittain
rgraph-mwc-axis = { $value } %
rgraph-mwc-legend = Ottelun voittomahdollisuus, { $player } (oikea akseli)
lib-features-damaged = ottelun { $id } hakutiedot ovat vioittuneet (tuo ottelu uudelleen)
query-search-limit = sivulla on 1–{ $max } päätöstä
query-search-scope-twice = { $what } on annettu kahdesti: { $option } valitsimena, { $query } haussa
lib-search-no-name = tallennettu haku tarvitsee nimen
cli-search-saved = Haku "{ $name }" tallennettu: { $query }
cli-search-none-saved = Ei tallennettuja hakuja (tallenna: blunderdb search save NIMI HAKU).
cli-search-removed = Tallennettu haku "{ $name }" poistettu.
cli-search-unknown = tallennettua hakua "{ $name }" ei ole (tallennetut: { $names })
cli-search-no-query = anna haku (esim. blunderdb search 'nc P<70') tai save, list, remove, run
cli-search-summary = { $count-text } { $count ->
    [one] päätös löytyi
   *[other] päätöstä löytyi
} · PR { $pr } { $decisions-text } analysoidusta · { $errors-text } virhettä · { $blunders-text } möhläystä
