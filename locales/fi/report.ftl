# blunderDB — Rustilla piirrettyjen kuvien ja asiakirjojen sanat:
# virhehistogrammi ja kehityskaavio, laudat ja HTML-raportti. Englanti on
# lähde ja varakieli.
#
# Luvut tulevat valmiiksi suomalaisittain kirjoitettuina (`0,050`) tekstinä;
# monikkomuodon valitsevat tulevat muuttujina `$n` (valintaan) ja `$n-text`
# (näytettäväksi).
#
# Valitut termit (for reviewers), as in common.ftl:
# - blunder «möhläys»; tuplaus, otto / hylkäys, siirto (gnuBG fi).
# - no gnuBG or XG Finnish rating names were found in the sources at hand;
#   the names are the plain Finnish for gnuBG's and XG's English ones
#   («Yliluonnollinen», «Maailmanluokka», «Ekspertti», «Edistynyt»,
#   «Keskitaso», «Satunnainen pelaaja», «Aloittelija», «Surkea!»; XG's
#   «Maailmanmestari», …, «Hajamielinen»); BMAB's grades as chess titles
#   («Suurmestari»).
# - rolling PR: «liukuva PR» (liukuva keskiarvo). equity: «Odotusarvo».
#   pips: «pipit». axis counts: «t.» and «milj.» (CLDR fi).
# - Position ID, Match ID and XGID are the programs' own names, kept.
# - Finnish counts need no plural after a number in these phrases («7 pisteen
#   ottelu», «120 heitossa»).

## Kaaviot

chart-decisions = ratkaisut
chart-error-axis = virhe (millipisteet)
chart-no-decisions = ei analysoituja ratkaisuja
chart-error-mark = virhe ≥ { $value }
chart-blunder-mark = möhläys ≥ { $value }
chart-bar-hit = { $range } millipistettä: näytä nämä ratkaisut
chart-thousands = { $value } t.
chart-millions = { $value } milj.
chart-pr = PR
chart-won = voitto
chart-lost = tappio
chart-rolling-pr = liukuva PR
chart-trend = trendi
chart-no-dated-match = ei analysoituja päivättyjä otteluita

## Tasot

level-xg-world-champ = Maailmanmestari
level-xg-world-class = Maailmanluokka
level-xg-expert = Ekspertti
level-xg-advanced = Edistynyt
level-xg-intermediate = Keskitaso
level-xg-casual = Satunnainen pelaaja
level-xg-beginner = Aloittelija
level-xg-distracted = Hajamielinen
level-gnubg-supernatural = Yliluonnollinen
level-gnubg-world-class = Maailmanluokka
level-gnubg-expert = Ekspertti
level-gnubg-advanced = Edistynyt
level-gnubg-intermediate = Keskitaso
level-gnubg-casual = Satunnainen pelaaja
level-gnubg-beginner = Aloittelija
level-gnubg-awful = Surkea!
level-bmab-super-grandmaster = Supersuurmestari
level-bmab-grandmaster = Suurmestari
level-bmab-master = Mestari
level-bmab-advanced = Edistynyt
level-bmab-intermediate = Keskitaso
level-bmab-beginner = Aloittelija

## Laudat

board-title = { $player } — ottelu { $match_no }, peli { $game }, siirto { $move_no }: { $kind }
board-money = rahapeli
board-length = { $n ->
    [one] { $n-text } pisteen ottelu
   *[other] { $n-text } pisteen ottelu
}
board-length-crawford = { $n ->
    [one] { $n-text } pisteen ottelu, Crawford-peli
   *[other] { $n-text } pisteen ottelu, Crawford-peli
}
board-to-play = { $player } pelaa heiton { $dice }
board-take-or-pass = { $opponent } tuplaa, kuutio { $cube }: ottaako vai hylkääkö { $player }?
board-double-or-not = { $player } vuorossa: tuplataanko?
board-where = Ottelu { $match_no } · peli { $game } · siirto { $move_no } — { $what }
board-no-position = Ei lautaa: tämän ratkaisun tiedosto ei kerro asemaa.
board-pips = Pipit: { $player } { $mine } · { $opponent } { $theirs }
board-no-move = (ei siirtoa)
board-is-best = (paras)
board-error = Virhe { $error } EMG · { $mwc } % MWC

## HTML-raportti

report-title = blunderDB-raportti
report-title-of = blunderDB-raportti — { $selection }
report-figures = Luvut
report-histogram = Virhehistogrammi
report-histogram-note = Lasketut ratkaisut virheen mukaan, millipisteinä (EMG:n tuhannesosina).
report-worst = { $n ->
    [0] Huonoimmat ratkaisut
    [one] Huonoin ratkaisu
   *[other] { $n-text } huonointa ratkaisua
}
report-no-decision = Valinnassa ei ole analysoituja ratkaisuja.
report-footer = Tehnyt blunderDB { $version } — laudat näytetään ratkaisevan pelaajan puolelta; tunnukset voi liittää gnuBG:hen (Position ID, Match ID) ja XG:hen (XGID).
report-dates-between = { $from }–{ $to }
report-dates-from = { $from } alkaen
report-dates-until = { $to } asti
report-money-sessions = rahapelisessiot
report-length-matches = { $n ->
    [one] { $n-text } pisteen ottelut
   *[other] { $n-text } pisteen ottelut
}
report-matches-won-lost = { $matches } (voittoja { $wins }, tappioita { $losses })
report-pr-value = { $pr } (siirrot { $checker }, tuplaukset { $cube })
report-error-value = { $emg } EMG ({ $mwc } % MWC; { $per_match } % / ottelu)
report-decisions-value = { $decisions } (ei-pakotetut siirrot { $unforced }, tiukat tuplausratkaisut { $close })
report-errors-blunders = Virheet / möhläykset
report-errors-value = { $errors } / { $blunders } ({ $thresholds })
report-luck-value = { $rolls ->
    [one] { $emg } EMG { $rolls-text } heitossa ({ $mwc } % MWC)
   *[other] { $emg } EMG { $rolls-text } heitossa ({ $mwc } % MWC)
}
report-thresholds-preset = { $thresholds } (esiasetus { $name })
report-decision-heading = { $rank }. { $error } EMG — { $player } ({ $kind }) vastaan { $opponent }, ottelu { $match_no }, peli { $game }, siirto { $move_no }
report-equity = Odotusarvo
report-diff = Ero
report-played-mark = pelattu
report-candidates-source-not-found = vaihtoehdot: lähdetiedostoa ei löydy
report-position-id = Position ID
report-match-id = Match ID
report-xgid = XGID
