# blunderDB — lukujen nimet ja termit, jotka ohjelman jokainen osa näyttää
# (ikkuna, komentorivi, kaaviot, laudat ja raportti). Englanti on lähde ja
# jokaisen muun kielen varakieli.
#
# Tunnus `fig-<avain>` nimeää luvun, jonka JSON kirjoittaa avaimella <avain>.
# Luvut tulevat kahtena muuttujana: `$n` (monikkomuodon valintaan) ja
# `$n-text` (luku suomalaisittain kirjoitettuna).
#
# Valitut termit (for reviewers):
# - blunder: «möhläys», the Finnish game-annotation word for ?? (gnuBG fi has
#   only the rating «hyvin huono»).
# - cube: «tuplaus», «tuplausratkaisu», «otto» / «hylkäys», «ei tuplausta»
#   (gnuBG fi); «virhetuplaus», «virheotto», «virhehylkäys» as gnuBG fi.
# - checker play: «siirto» / «siirrot» (gnuBG fi «Siirrot»).
# - luck: «onni» (gnuBG fi). race: «juoksupeli» (gnuBG fi). bear-off:
#   «ulosheittely» (gnuBG fi). money: «rahapeli» (gnuBG fi).
# - units: pp written «%-yks.» (prosenttiyksikkö); PR, MWC, Snowie ER, EMG,
#   mpt kept. Score kept as «3-away» (gnuBG fi «Away tulos»).
# - game plans: «pelisuunnitelma»; the English names Finnish players use
#   (crunch, backgame, blitz, holding, prime), «kotiinpaluu» for the
#   bear-in, «ässäpistepeli».

## Luvut

fig-name = Pelaaja
fig-matches = Ottelut
fig-wins = Voitot
fig-losses = Tappiot
fig-mwc_loss_per_match_pct = MWC-menetys / ottelu
fig-checker_total = Siirrot
fig-checker_unforced = Ei-pakotetut siirrot
fig-close_cube = Tiukat tuplausratkaisut
fig-doubles = Tuplaukset
fig-takes = Otot
fig-passes = Hylkäykset
fig-decisions = Ratkaisut
fig-checker_error_emg = Siirtovirhe
fig-cube_error_emg = Tuplausvirhe
fig-error_emg = Kokonaisvirhe
fig-pr = PR
fig-pr_checker = Siirtojen PR
fig-pr_cube = Tuplausten PR
fig-snowie_er = Snowie ER
fig-mwc_loss_pct = MWC-menetys
fig-checker_mwc_loss_pct = MWC-menetys (siirrot)
fig-cube_mwc_loss_pct = MWC-menetys (tuplaus)
fig-luck_emg = Onni
fig-luck_rolls = Heitot, joiden onni tiedetään
fig-luck_mwc_pct = Onni (MWC)
fig-errors = Virheet
fig-blunders = Möhläykset

## Yksiköt ja merkinnät

unit-emg = EMG
unit-mwc-points = %-yks.
unit-millipoints = mpt
unknown = —
mark-doubtful = kyseenalainen
mark-error = virhe
mark-blunder = möhläys

## Ratkaisut

kind-checker = Siirto
kind-no_double = Ei tuplausta
kind-double = Tuplaus
kind-take = Otto
kind-pass = Hylkäys
kind-resign = Luovutus
kind-cube = Tuplausratkaisu
decisions-all = Kaikki ratkaisut
decisions-checker = Siirrot
decisions-cube = Tuplausratkaisut

## Erittelyt

by-cube-action = Tuplausratkaisu
by-phase = Pelivaihe
by-score = Tilanne
by-length = Pituus
by-plan = Pelisuunnitelma
cube-missed_double = Missattu tuplaus
cube-wrong_double = Virhetuplaus
cube-wrong_take = Virheotto
cube-wrong_pass = Virhehylkäys
phase-opening = Avaus
phase-middle = Keskipeli
phase-race = Juoksupeli
phase-bearoff = Ulosheittely
phase-unknown = Tuntematon
plan-race = Juoksupeli
plan-bear_in = Kotiinpaluu
plan-crunch = Crunch
plan-back_game = Backgame
plan-ace_point = Ässäpistepeli
plan-blitz = Blitz
plan-prime_vs_prime = Prime vastaan prime
plan-mutual_holding = Molemminpuolinen holding
plan-holding = Holding-peli
plan-contact = Kontakti
plan-unknown = Tuntematon
query-breakdown-plan-cube = plan-erittely koskee siirtoja; --type cube ei valitse yhtään
length-money = Rahapeli
# Pelaajan näkökulmasta katsottu tilanne: "3-away, 5-away".
score-away = { $a }-away, { $b }-away
length-points = { $n ->
    [one] { $n-text } piste
   *[other] { $n-text } pistettä
}

## Määrät

count-matches = { $n ->
    [one] { $n-text } ottelu
   *[other] { $n-text } ottelua
}
count-players = { $n ->
    [one] { $n-text } pelaaja
   *[other] { $n-text } pelaajaa
}
count-decisions = { $n ->
    [one] { $n-text } ratkaisu
   *[other] { $n-text } ratkaisua
}

## Valinta

filter-player = Pelaaja
filter-opponent = Vastustaja
filter-from = Alkaen
filter-to = Saakka
filter-length = Ottelun pituus
filter-decisions = Ratkaisut
filter-any-length = Kaikki pituudet
filter-all-players = Kaikki pelaajat
field-date = Päivämäärä
field-event = Turnaus
field-players = Pelaajat
field-result = Tulos
field-game = Peli
field-move = Siirto
field-dice = Heitto
field-played = Pelattu
field-best = Paras
field-error = Virhe
field-source = Tiedosto
field-thresholds = Rajat
thresholds-text = virhe ≥ { $error } EMG, möhläys ≥ { $blunder } EMG
engine-xg = eXtreme Gammon
engine-gnubg = GNU Backgammon

# A club library in the window (Settings, #30).
club-not-set = Kerhoa ei ole asetettu: anna sen osoite ja tunnuksesi Asetuksissa.
club-read-only = Kerhon kirjasto on vain luku -tilassa: palaa omaan kirjastoosi (Asetukset) muuttaaksesi sitä.
