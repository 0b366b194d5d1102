# blunderDB — 指標の名前と、プログラムの各部分（ウィンドウ、コマンドライン、
# グラフ、盤面、レポート）が表示する用語。英語が原文で、他のすべての言語の
# 代替です。
#
# `fig-<key>` という ID は、JSON が <key> の下に書く指標の名前です。
# 数は二つの変数で渡されます：`$n`（複数形の選択用、日本語では other のみ）と
# `$n-text`（日本語の書き方で書かれた数）。
#
# 用語の選択 (for reviewers):
# - blunder: ブランダー; error: エラー; doubtful: 疑問 (blunderDB's Japanese
#   page: 「エラーとブランダー」, gnuBG's 「疑問」).
# - cube: キューブ, ダブル / テイク / パス / ノーダブル (gnuBG ja); a cube
#   decision is キューブの決定 as on blunderDB's page, the breakdown by kind
#   of cube error is キューブアクション (gnuBG ja).
# - checker play: チェッカープレイ; unforced: 非強制手 (page: 強制手).
# - luck: 運 (page, gnuBG ja). race: レース. bear-off: ベアオフ (gnuBG ja).
#   money: マネーゲーム (page, gnuBG ja). score: 3アウェイ, as players write.
# - MWC loss: MWC 損失 (page); PR, MWC, Snowie ER, EMG, mpt, pp kept.
# - game plans: ゲームプラン; the katakana names Japanese players use
#   (バックゲーム, ブリッツ, クランチ, ホールディングゲーム, プライム対プライム).

## 指標

fig-name = プレイヤー
fig-matches = マッチ数
fig-wins = 勝ち
fig-losses = 負け
fig-mwc_loss_per_match_pct = マッチあたり MWC 損失
fig-checker_total = チェッカープレイ
fig-checker_unforced = 非強制手
fig-close_cube = 接戦のキューブの決定
fig-doubles = ダブル
fig-takes = テイク
fig-passes = パス
fig-decisions = 決定
fig-checker_error_emg = チェッカーエラー
fig-cube_error_emg = キューブエラー
fig-error_emg = 総エラー
fig-pr = PR
fig-pr_checker = チェッカー PR
fig-pr_cube = キューブ PR
fig-snowie_er = Snowie ER
fig-mwc_loss_pct = MWC 損失
fig-checker_mwc_loss_pct = チェッカー MWC 損失
fig-cube_mwc_loss_pct = キューブ MWC 損失
fig-luck_emg = 運
fig-luck_rolls = 運が判明したロール
fig-luck_mwc_pct = 運（MWC）
fig-errors = エラー
fig-blunders = ブランダー

## 単位と印

unit-emg = EMG
unit-mwc-points = pp
unit-millipoints = mpt
unknown = —
mark-doubtful = 疑問
mark-error = エラー
mark-blunder = ブランダー

## 決定

kind-checker = チェッカープレイ
kind-no_double = ノーダブル
kind-double = ダブル
kind-take = テイク
kind-pass = パス
kind-resign = 投了
kind-cube = キューブの決定
decisions-all = すべての決定
decisions-checker = チェッカープレイ
decisions-cube = キューブの決定

## 内訳

by-cube-action = キューブアクション
by-phase = フェーズ
by-score = スコア
by-length = マッチの長さ
by-plan = ゲームプラン
cube-missed_double = ダブルの見逃し
cube-wrong_double = 間違ったダブル
cube-wrong_take = 間違ったテイク
cube-wrong_pass = 間違ったパス
phase-opening = オープニング
phase-middle = ミドルゲーム
phase-race = レース
phase-bearoff = ベアオフ
phase-unknown = 不明
plan-race = レース
plan-bear_in = ベアイン
plan-crunch = クランチ
plan-back_game = バックゲーム
plan-ace_point = エースポイントゲーム
plan-blitz = ブリッツ
plan-prime_vs_prime = プライム対プライム
plan-mutual_holding = ミューチュアルホールディング
plan-holding = ホールディングゲーム
plan-contact = コンタクト
plan-unknown = 不明
query-breakdown-plan-cube = plan の内訳はチェッカープレイが対象です。--type cube では何も選ばれません
length-money = マネーゲーム
# プレイヤーから見たスコア：「3アウェイ、5アウェイ」。
score-away = { $a }アウェイ、{ $b }アウェイ
length-points = { $n ->
   *[other] { $n-text }ポイント
}

## 件数

count-matches = { $n ->
   *[other] { $n-text }マッチ
}
count-players = { $n ->
   *[other] { $n-text }人のプレイヤー
}
count-decisions = { $n ->
   *[other] { $n-text }回の決定
}

## 選択

filter-player = プレイヤー
filter-opponent = 対戦相手
filter-from = 開始
filter-to = 終了
filter-length = マッチの長さ
filter-decisions = 決定
filter-any-length = すべての長さ
filter-all-players = すべてのプレイヤー
field-date = 日付
field-event = 大会
field-players = プレイヤー
field-result = 結果
field-game = ゲーム
field-move = 手
field-dice = 出目
field-played = 実際の手
field-best = 最善手
field-error = エラー
field-source = ファイル
field-thresholds = しきい値
thresholds-text = エラー ≥ { $error } EMG、ブランダー ≥ { $blunder } EMG
engine-xg = eXtreme Gammon
engine-gnubg = GNU Backgammon

# A club library in the window (Settings, #30).
club-not-set = クラブが設定されていません。設定でアドレスとトークンを入力してください。
club-read-only = クラブのライブラリは読み取り専用です。変更するには自分のライブラリに戻ってください（設定）。
