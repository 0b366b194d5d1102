# blunderDB — Rust で描く図と文書の言葉：エラーのヒストグラムと推移グラフ、
# 盤面、HTML レポート。英語が原文で、代替です。
#
# 数は日本語の書き方で書かれた文字列として届きます。複数形を選ぶものは
# `$n`（選択用、日本語では other のみ）と `$n-text`（表示用）です。
#
# 用語の選択 (for reviewers), as in common.ftl:
# - ブランダー、エラー、キューブ、ダブル / テイク / パス、チェッカープレイ。
# - the ratings are gnuBG ja's own (analysis.c: 神の領域, 世界クラス,
#   エキスパート, 上級者, 中級者, 初中級者, 初級者, ひどい!); XG's table
#   in the katakana Japanese players use for it (ワールドチャンピオン,
#   ワールドクラス, …, カジュアルプレイヤー, 初心者, 注意散漫); BMAB's
#   grades in katakana (グランドマスター).
# - rolling PR: 移動 PR (移動平均). trend: トレンド. equity: エクイティ
#   (blunderDB's page). pips: ピップ. Axis counts keep k and M, as
#   Japanese charts commonly do (万 would change the number shown).
# - Position ID, Match ID and XGID are the programs' own names, kept (as
#   gnuBG ja keeps them).

## グラフ

chart-decisions = 決定数
chart-error-axis = エラー（ミリポイント）
chart-no-decisions = 分析済みの決定はありません
chart-error-mark = エラー ≥ { $value }
chart-blunder-mark = ブランダー ≥ { $value }
chart-bar-hit = { $range } ミリポイント：これらの決定を一覧表示
chart-thousands = { $value }k
chart-millions = { $value }M
chart-pr = PR
chart-won = 勝ち
chart-lost = 負け
chart-rolling-pr = 移動 PR
chart-trend = トレンド
chart-no-dated-match = 日付のある分析済みマッチはありません

## レベル

level-xg-world-champ = ワールドチャンピオン
level-xg-world-class = ワールドクラス
level-xg-expert = エキスパート
level-xg-advanced = 上級者
level-xg-intermediate = 中級者
level-xg-casual = カジュアルプレイヤー
level-xg-beginner = 初心者
level-xg-distracted = 注意散漫
level-gnubg-supernatural = 神の領域
level-gnubg-world-class = 世界クラス
level-gnubg-expert = エキスパート
level-gnubg-advanced = 上級者
level-gnubg-intermediate = 中級者
level-gnubg-casual = 初中級者
level-gnubg-beginner = 初級者
level-gnubg-awful = ひどい!
level-bmab-super-grandmaster = スーパーグランドマスター
level-bmab-grandmaster = グランドマスター
level-bmab-master = マスター
level-bmab-advanced = 上級者
level-bmab-intermediate = 中級者
level-bmab-beginner = 初級者

## 盤面

board-title = { $player } — マッチ { $match_no }、ゲーム { $game }、{ $move_no } 手目：{ $kind }
board-money = マネーゲーム
board-length = { $n ->
   *[other] { $n-text }ポイントマッチ
}
board-length-crawford = { $n ->
   *[other] { $n-text }ポイントマッチ、クロフォードゲーム
}
board-to-play = { $player } の手番：出目 { $dice }
board-take-or-pass = { $opponent } が { $cube } にダブル：{ $player } はテイクかパスか
board-double-or-not = { $player } の手番：ダブルするか
board-where = マッチ { $match_no } · ゲーム { $game } · { $move_no } 手目 — { $what }
board-no-position = 盤面なし：この決定のファイルには局面がありません。
board-pips = ピップ：{ $player } { $mine } · { $opponent } { $theirs }
board-no-move = （手なし）
board-is-best = （最善手）
board-error = エラー { $error } EMG · { $mwc } % MWC

## HTML レポート

report-title = blunderDB レポート
report-title-of = blunderDB レポート — { $selection }
report-figures = 指標
report-histogram = エラーのヒストグラム
report-histogram-note = カウントされた決定をエラーの大きさ別に、ミリポイント（EMG の千分の一）で示します。
report-worst = { $n ->
    [0] 最悪の決定
   *[other] 最悪の決定 { $n-text } 件
}
report-no-decision = この選択には分析済みの決定がありません。
report-footer = blunderDB { $version } で作成 — 盤面は決定するプレイヤーの側から見たものです。ID は gnuBG（Position ID、Match ID）と XG（XGID）に貼り付けられます。
report-dates-between = { $from } ～ { $to }
report-dates-from = { $from } 以降
report-dates-until = { $to } まで
report-money-sessions = マネーゲームのセッション
report-length-matches = { $n ->
   *[other] { $n-text }ポイントマッチ
}
report-matches-won-lost = { $matches }（勝ち { $wins }、負け { $losses }）
report-pr-value = { $pr }（チェッカー { $checker }、キューブ { $cube }）
report-error-value = { $emg } EMG（{ $mwc } % MWC、マッチあたり { $per_match } %）
report-decisions-value = { $decisions }（非強制手 { $unforced }、接戦のキューブの決定 { $close }）
report-errors-blunders = エラー / ブランダー
report-errors-value = { $errors } / { $blunders }（{ $thresholds }）
report-luck-value = { $rolls ->
   *[other] { $emg } EMG、{ $rolls-text } ロール（{ $mwc } % MWC）
}
report-thresholds-preset = { $thresholds }（プリセット { $name }）
report-decision-heading = { $rank }. { $error } EMG — { $player }（{ $kind }）対 { $opponent }、マッチ { $match_no }、ゲーム { $game }、{ $move_no } 手目
report-equity = エクイティ
report-diff = 差
report-played-mark = 実際の手
report-candidates-source-not-found = 候補手：元のファイルが見つかりません
report-position-id = Position ID
report-match-id = Match ID
report-xgid = XGID
