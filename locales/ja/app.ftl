# blunderDB — ウィンドウ：タブ、カード、ボタン、ダイアログ、メッセージ、
# ツールチップ。英語（locales/en/app.ftl）が原文です。
#
# 用語（for reviewers）は common.ftl と blunderDB の日本語ページに合わせる：
# 「ブランダー」「エラー」「チェッカープレイ」「キューブ」「ダブル」「テイク」
# 「パス」「マネーゲーム」；PR、MWC、EMG はそのまま。解析レベルは gnuBG ja
# と同じく「0-ply」「2-ply」。マッチの保存先は「ライブラリ」。日本語に複数形は
# ないので、数の選択子は使わない。

## ウィンドウ

app-name = blunderDB
app-failed = blunderDB を起動できませんでした：{ $error }
tab-stats = 統計
tab-players = プレイヤー
tab-settings = 設定
import-button = インポート…
about-btn = 情報
signout-button = サインアウト
signin-title = blunderDB にサインイン
signin-help = トークンを貼り付けてください:クラブのメンバートークン、または blunderdb web が端末に表示したアドレスです。
signin-token = トークン
signin-button = サインイン
    .title = blunderDB について (F1)
button-close = 閉じる
button-cancel = キャンセル
button-hide = 隠す
list-separator = {"、"}
value-percent = { $value }%
saved-in-library = ライブラリに保存しました。
drop-here = マッチファイルかフォルダーをドロップしてインポート

## 空のライブラリ

empty-title = ライブラリは空です
empty-drop = このウィンドウのどこかにマッチファイルかフォルダーをドロップするか、「インポート…」を使ってください。
empty-formats = blunderDB は gnuBG の .sgf、Jellyfish の .mat と .txt、eXtreme Gammon の .xg ファイルを読みます。フォルダーはサブフォルダーまで読みます。

## インポート

import-running = インポート中
import-looking = マッチファイルを探しています…
import-cancelling = { " · " }このファイルの後でキャンセルします…
import-progress-files = { $done-text } / { $total-text } ファイル
import-progress-matches = { $n-text } マッチをインポート
import-duplicate = { $name }：すでにライブラリにあります（{ $of } から）
import-replaced = { $name }：解析済みのコピーで { $previous } を置き換えました
import-skipped = { $name }：スキップ（{ $reason }）
import-failed-file = { $name }：{ $error }
import-failed = インポートを開始できませんでした：{ $error }
import-status-imported = インポート
import-status-duplicate = 重複
import-status-replaced = 置き換え
import-status-skipped = スキップ
import-status-failed = 失敗
import-sum-imported = インポート { $n-text }
import-sum-duplicates = 重複 { $n-text }
import-sum-replaced = 置き換え { $n-text }
import-sum-skipped = スキップ { $n-text }
import-sum-failed = 失敗 { $n-text }
import-finished = インポート完了：{ $list }
import-cancelled = キャンセルしました — 取り込んだ分は残ります：{ $list }
import-match-files = マッチファイル
import-all-files = すべてのファイル

## 統計タブ

filter-decisions-all = すべて
filter-decisions-checker = チェッカー
filter-decisions-cube = キューブ
filter-reset = リセット
stats-all-players = すべてのプレイヤー
stats-level = { $level }（{ $scale }）
stats-mwc = { fig-mwc_loss_per_match_pct }
    .title = エラーで失ったマッチ勝率（1 マッチあたり。1 マッチの合計は XG と gnuBG が表示する値）
stats-luck-per-roll = 1 ロールあたりの運
stats-histogram = エラーのヒストグラム
stats-worst = 最悪の決定
stats-worst-none = この選択には解析済みの決定がありません。
col-match = マッチ
vs-opponent = 対 { $opponent }
vs-pair = { $player } 対 { $opponent }
roll-cube = キューブ
report-export = レポートを書き出す…
    .title = 単独で開ける HTML ファイル：統計、ヒストグラム、最悪の 20 の決定とその局面
report-writing = 書き出し中…
report-written = { $path } に書き出しました（{ $kb-text } KB）
report-failed = レポートを書き出せませんでした：{ $error }
error-cards = カードを描けませんでした：{ $error }

## エラーの内訳

breakdown-title = エラーの内訳
breakdown-by = 内訳の基準
breakdown-none = この選択には内訳がありません。
breakdown-row-tip = これらの決定を悪い順に局面つきで一覧
breakdown-filter = 絞り込む
breakdown-filter-tip = フィルターをこれらの決定に絞る
col-error-emg = エラー EMG
col-share = 割合

## 推移

progress-title = 推移
progress-per = 点の単位
progress-by-match = マッチ
progress-by-month = 月
progress-by-year = 年
progress-by-event = 大会
progress-window = 移動 PR の幅
progress-none = この選択には日付つきの解析済みマッチがありません。
progress-list-all = すべて表示
col-period = 期間
col-wl = 勝–負
col-checker = チェッカー
col-cube = キューブ
progress-detail = { $label }：PR { $pr }（チェッカー { $checker }、キューブ { $cube }）、{ $decisions-text } 決定、エラー { $error } EMG、勝–負 { $wins-text }–{ $losses-text }
progress-latest-matches = 表は { $total-text } マッチのうち最新の { $limit-text } を表示しています。グラフはすべてを表示します。
progress-latest-months = 表は { $total-text } か月のうち最新の { $limit-text } を表示しています。グラフはすべてを表示します。
progress-latest-years = 表は { $total-text } 年のうち最新の { $limit-text } を表示しています。グラフはすべてを表示します。
progress-latest-events = 表は { $total-text } 大会のうち最新の { $limit-text } を表示しています。グラフはすべてを表示します。
progress-latest-rows = 表は { $total-text } 行のうち最新の { $limit-text } を表示しています。グラフはすべてを表示します。

## 数値の裏にある決定

drill-list-tip =
    .title = これらの決定を局面つきで一覧
drill-bucket = { $range } ミリポイントの決定
drill-errors = エラー（≥ { $min } EMG）
drill-blunders = ブランダー（≥ { $min } EMG）
drill-breakdown = エラーの内訳：{ $label }
drill-worst = すべての決定（悪い順）
drill-keys = ↑ ↓ 1 つずつ · PgUp PgDn ページ
drill-prev = ‹ 前へ
    .title = 前のページ
drill-next = 次へ ›
    .title = 次のページ
drill-page = { $first }–{ $last }
drill-page-of = { $first }–{ $last } / { $total }
drill-page-none = なし
drill-page-none-of = なし / { $total }
drill-where = マッチ · ゲーム · 手
drill-none = ここには決定がありません。
drill-no-move = （手なし）
drill-xgid = XGID
drill-position-id = Position ID
drill-match-id = Match ID
drill-copy = コピー
drill-copied = コピーしました
drill-copy-select = 選択してコピー
drill-equity = エクイティ
drill-diff = 差
drill-played-row =
    .title = 実際の手
drill-played-mark = ◀ 実際の手
drill-cands-not-found = 候補手：元のファイルが見つかりません
drill-cands-none = 候補手：この手についてはファイルにありません
drill-file = ファイル：{ $path }

## プレイヤータブ

players-hint = 行をクリックするとそのプレイヤーの統計
players-export = CSV を書き出す…
players-exported = { $n-text } 人のプレイヤーを { $path } に書き出しました
players-export-failed = CSV ファイルを書き出せませんでした：{ $error }
col-snowie = Snowie
col-mwc-match = MWC/マッチ %
    .title = エラーで失った MWC（1 マッチあたり）
compare-hint = 2 人にチェックを入れると比較、または一方を他方に統合できます。
compare-tick =
    .aria-label = { $name } を比較
compare-overall = 全体
compare-head-to-head = 直接対決
compare-matches = マッチ（勝–負）
compare-better = 優位
compare-merge = { $name } を { $player } として数える
compare-merge-failed = 統合できませんでした：{ $error }
aliases-title = 統合した名前
alias-line = { $alias } は { $player } として数えます
alias-undo = 元に戻す

## gnuBG による解析

analyse-open = 解析…
analyse-banner = 未解析のマッチ { $n-text }
analyse-banner-running = { $text }（解析中…）
analyse-title = GNU Backgammon で解析
analyse-what = { $n ->
    [0] { $where }未解析のマッチはありません。
   *[other] { $where }未解析のマッチ：{ $n-text }。
}
selection-library = ライブラリ内の
selection-in = この選択（{ $list }）の
selection-of = { $player }
selection-money = マネーゲーム
selection-length = { $n-text } ポイントマッチ
selection-from-to = { $from }～{ $to }
selection-from = { $from } 以降
selection-up-to = { $to } まで
analyse-level = レベル
analyse-quick = クイック
analyse-quick-plies = 0-ply
analyse-quick-note = 1 マッチ数秒：PR とエラー率は標準レベルに近い値です。
analyse-standard = 標準
analyse-standard-plies = 2-ply
analyse-standard-note = gnuBG の通常のレベル：長いマッチは数分かかります。
analyse-start = 解析
analyse-failed = 解析を開始できませんでした：{ $error }
analyse-starting = gnuBG を起動中…
analyse-running-note = 各マッチは gnuBG が終えた時点で保存され、このウィンドウの統計に反映されます。キャンセルすると実行中のマッチが終わった時点で止まり、終わったマッチはすべて残ります。
analyse-count = { $done-text } / { $total-text } マッチ完了
analyse-current = { $more ->
    [0] 解析中：{ $match }
   *[other] 解析中：{ $match } ほか { $more-text } 件
}
analyse-finishing = { $more ->
    [0] キャンセル中：{ $match } を仕上げています
   *[other] キャンセル中：{ $match } ほか { $more-text } 件を仕上げています
}
analyse-stopping = キャンセル：停止中…
analyse-failed-match = { $label }：{ $error }
analyse-could-not-run = 解析を実行できませんでした
eta-done = 完了
eta-estimating = 見積もり中…
eta-less-than-a-second = 残り 1 秒未満
eta-about = 残り約 { $duration }
duration-s = { $s } 秒
duration-min-s = { $min } 分 { $s } 秒
duration-h-min = { $h } 時間 { $min } 分
analysis-sum-analysed = 解析 { $n-text }
analysis-sum-failed = 失敗 { $n-text }
analysis-sum-not-started = 未着手 { $n-text }
analysis-finished = 解析完了：{ $list }（{ $duration }）。
analysis-cancelled = 解析をキャンセルしました — 終わったマッチはすべて残ります：{ $list }（{ $duration }）。
analysis-cancelled-rest = 解析をキャンセルしました — 終わったマッチはすべて残ります：{ $list }。残りはもう一度解析してください。
level-quick = クイック（0-ply）
level-standard = 標準（2-ply）
level-plies = { $n-text }-ply
error-import-running = インポート中です。終わるまでお待ちください
error-analysis-running = 解析中です。終わるまで待つか、キャンセルしてください
error-plies = gnuBG の解析は 0～{ $max-text } ply です（{ $plies-text } は不可）

## 設定タブ

lang-title = 言語
lang-label = ウィンドウとグラフの言語
lang-system = システムの言語（{ $name }）
lang-failed = 言語を変更できませんでした：{ $error }
error-no-language = 「{ $lang }」のメッセージはありません
error-no-config-dir = このシステムには設定フォルダーがありません。BLUNDERDB_CONFIG_DIR を設定してください
settings-library = ライブラリ
settings-open-library = 別のライブラリを開く…
settings-library-files = blunderDB ライブラリ
settings-open-failed = そのライブラリを開けませんでした：{ $error }
error-reopen-busy = { $job ->
    [import] 別のライブラリを開く前にインポートの終了をお待ちください
   *[other] 別のライブラリを開く前に解析の終了をお待ちください
}
thresholds-title = エラーとブランダーのしきい値
thresholds-help = エクイティの損失がエラーのしきい値以上の決定をエラー、ブランダーのしきい値以上をブランダーとします。
preset-blunderdb = blunderDB
preset-gnubg = gnuBG
preset-xg = XG
thresholds-error = エラー ≥
thresholds-blunder = ブランダー ≥
thresholds-apply = 適用
thresholds-saved = ライブラリに保存しました：エラー ≥ { $error }、ブランダー ≥ { $blunder }。
thresholds-saved-preset = ライブラリに保存しました：エラー ≥ { $error }、ブランダー ≥ { $blunder }（{ $preset }）。
thresholds-failed = しきい値を変更できませんでした：{ $error }
thresholds-error-not-number = エラーのしきい値は { $example } のような数値にしてください。
thresholds-blunder-not-number = ブランダーのしきい値は { $example } のような数値にしてください。
thresholds-error-too-big = エラーのしきい値 { $value } は現実のどのエラーよりも大きすぎます。
thresholds-blunder-too-big = ブランダーのしきい値 { $value } は現実のどのエラーよりも大きすぎます。
thresholds-order = エラーのしきい値（{ $error }）はブランダーのしきい値（{ $blunder }）を超えてはいけません。
levels-title = レベル帯
levels-help = 推移グラフの背景にある、PR によるレベル名。
levels-source = 出典：{ $source }。
levels-failed = レベル帯を変更できませんでした：{ $error }
gnubg-title = GNU Backgammon による解析
gnubg-version = GNU Backgammon { $version }
gnubg-unusable = GNU Backgammon を使えません：{ $error }
gnubg-unusable-plain = GNU Backgammon を使えません
gnubg-unknown = GNU Backgammon を探せませんでした：{ $error }
gnubg-install-hint = GNU Backgammon のインストール：`sudo apt-get install gnubg`（Debian、Ubuntu）または https://www.gnu.org/software/gnubg/（Windows、macOS）。BLUNDERDB_GNUBG でプログラムを指定できます
gnubg-default-level = 未解析マッチの既定のレベル：
gnubg-default-legend = 既定のレベル
gnubg-level-saved = ライブラリに保存しました：特に選ばない限り { $level }。
gnubg-level-failed = 既定のレベルを変更できませんでした：{ $error }
gnubg-choose = プログラムを選択…
gnubg-forget = もう一度探す
gnubg-choose-title = GNU Backgammon のプログラム（Windows では gnubg-cli.exe）
gnubg-path-saved = 保存しました：blunderDB はこのプログラムで解析します。
gnubg-path-forgotten = blunderDB は再び GNU Backgammon を自動で探します。
gnubg-path-failed = そのプログラムは使えません：{ $error }

## レベルの尺度

scale-xg = XG
scale-gnubg = gnuBG
scale-bmab = BMAB
scale-xg-source = eXtreme Gammon の Performance Rating 表（Wikipedia「eXtreme Gammon」）
scale-gnubg-source = GNU Backgammon のレーティング（GetRating()、リリース 1.08.003）
scale-bmab-source = GNU Backgammon 開発版のレーティング（BMAB の段級に近いもの）

## 監視フォルダー

watch-title = 監視フォルダー
watch-help = XG、gnuBG、ブラウザーがマッチを保存するフォルダーを指定してください。そこに現れたファイルは、変化が止まった時点で 1 回ずつインポートされます。
watch-none = なし
watch-choose = フォルダーを選ぶ…
watch-stop = 監視をやめる
watch-analyse = 未解析の新しいマッチを gnuBG で解析する（既定のレベル）
watch-dialog-title = 監視するフォルダー
watch-started = 監視中：現れたマッチファイルは変化が止まった時点でインポートされます。
watch-stopped = 監視しているフォルダーはありません。
watch-analyse-on = 未解析の新しいマッチは既定のレベルで gnuBG が解析します。
watch-analyse-off = 新しいマッチはインポートだけします。
watch-failed = 監視フォルダーを変更できませんでした：{ $error }
watch-watching = 監視中：{ $folder }
watch-waiting = 書き込み中のファイル { $n-text }
watch-at = { $time } { $what }
watch-imported = { $name } をインポート
watch-already-in = { $name } はすでにライブラリにあります
watch-analysing = { $name } を解析中（{ $plies-text }-ply）…
watch-analysed = { $name } を解析
watch-no-folder = 監視しているフォルダーはありません。
watch-since-start = 起動してから：{ $list }。
watch-sum-imported = インポートしたファイル { $n-text }
watch-sum-analysed = 解析したマッチ { $n-text }
watch-sum-failed = 失敗したファイル { $n-text }
error-not-a-folder = { $path }：フォルダーではありません
error-folder-gone = { $path }：フォルダーがありません
error-analysis-failed = { $label }：解析に失敗しました

## 情報

about-name-version = { $name } { $version }
about-version = バージョン { $version }
about-summary = eXtreme Gammon、GNU Backgammon、オンライン対戦サイトのファイルから作るバックギャモンのマッチ統計。
about-licence = ライセンス：{ $licence }。
about-built = Tauri { $tauri } で作成。blunderdb コマンドラインを含みます。
about-includes-cli = blunderdb コマンドラインを含みます。

## マッチタブとマッチの振り返り（ui/matches.js、ui/review.js）

tab-matches = マッチ
matches-hint = マッチをクリックするか Enter を押すと、1 手ずつ振り返れます
matches-search = 名前
matches-search-field =
    .placeholder = プレイヤーまたは大会
matches-event-field =
    .placeholder = すべての大会
matches-col-pr0 = PR 1
    .title = 先に名前のあるプレイヤーの PR（集計に使う解析による）
matches-col-pr1 = PR 2
    .title = 後に名前のあるプレイヤーの PR（集計に使う解析による）
matches-col-analyses = 解析
    .title = ✓ は数値の計算に使う解析
matches-gnubg-plies = gnuBG { $plies-text }-ply
matches-unanalysed = 未解析
matches-won =
    .title = マッチの勝者
matches-row =
    .title = このマッチを振り返る（Enter）
matches-none = この条件に合うマッチはありません。
matches-failed = マッチを一覧できませんでした：{ $error }
review-back = ‹ マッチ
    .title = マッチの一覧に戻る（Esc）
review-analysis = 解析
review-errors-of = エラーを見るプレイヤー
    .title = Alt+← と Alt+→ でこのプレイヤーのエラーとブランダーに移動
    .title = 盤面を反転（F）
review-keys = ← → 1 手 · PgUp PgDn ゲーム · Home End · Alt+← → エラー · F 反転
review-flip = 盤面を反転
review-moves =
    .aria-label = 手とキューブの決定
review-game = ゲーム { $game-text } · { $score }
review-crawford = クロフォード
review-game-won = { $player } が { $n-text } ポイント獲得
review-dance = ダンス
review-at = ゲーム { $game-text }、{ $move-text } 手目：{ $player }
review-candidates = 候補手
review-counted = 集計に使用
review-verdict = 最善：{ $best } · エラー { $error }
review-graph = 手ごとの累積エラー
review-graph-mwc = 手ごとの累積エラーとマッチ勝率
review-graph-tip =
    .title = 点をクリックするとその手に移動
review-open = 振り返り
    .title = この手からマッチを振り返る
review-open-match = 振り返り
    .title = このマッチを 1 手ずつ振り返る
review-failed = マッチを開けませんでした：{ $error }
review-board-failed = 盤面を描けませんでした：{ $error }
review-no-moves = このマッチには手がありません。
review-unanalysed = このマッチには解析がありません：エラーは不明です。

## ポジションタブ（ui/positions.js）：すべての決定に対する blunderDB の
## 検索フィルター（docs/search.md）。フィルターの名前、その値（race、
## back_game、take、money…）と例はクエリ言語そのものなので、そのまま残す。

tab-positions = ポジション
positions-hint = blunderDB の検索フィルターで任意のポジションを探すか、盤に配置を描きます
positions-query-label = クエリ
positions-query-field =
    .placeholder = 例: nc P<90 gt:holding
    .aria-label = クエリ
positions-search = 検索
positions-paste = 局面を検索
    .title = ボックスの XGID または gnuBG Position ID（Match ID は任意）：その局面でのすべての判断
positions-pasted = キューブとスコアも同じ { $exact } 件、次にチェッカー配置だけ同じ { $same } 件
positions-save = 保存…
    .title = このクエリに名前を付けて保存
positions-save-ok = 保存
positions-save-name =
    .placeholder = 検索の名前
positions-keys = Tab または ↓ でフィルターを選択 · Enter で検索
positions-complete =
    .aria-label = 当てはまるフィルター
positions-saved = 保存した検索
positions-saved-none = まだありません：クエリを入力して「保存…」
positions-saved-remove =
    .title = 保存した検索「{ $name }」を削除
    .aria-label = 保存した検索「{ $name }」を削除
positions-saved-as = 「{ $name }」として保存しました。
positions-save-failed = 保存できませんでした: { $error }
positions-filters-help = フィルター
positions-help-insert =
    .title = { $example } をクエリに追加
positions-start = クエリを入力して Enter を押してください。空のクエリはすべての決定を悪い順に並べます。
positions-searching = 検索中…
positions-failed = 検索できませんでした: { $error }
positions-none = このクエリに当てはまる決定はありません。
positions-found = 該当
positions-card =
    .title = 盤を開く（Enter）
positions-card-error =
    .title = 決定のエラー（EMG）
positions-played = { $dice }: { $move }
positions-played-cube = 実際: { $move }
positions-best = 最善: { $move }
positions-pips = ピップ { $me }–{ $them }
positions-where = マッチ { $match } · ゲーム { $game } · { $move } 手目
positions-board-title = 結果 { $rank-text } / { $total-text }
positions-board-keys = ← → 結果 · Esc で閉じる

## 小さな盤に描く配置

positions-structure = 配置
positions-side = チェッカーの持ち主
positions-side-me = 手番のプレイヤー
positions-side-them = 対戦相手
positions-draw =
    .aria-label = チェッカーの配置を描く盤
positions-structure-clear = 消去
positions-structure-count = 手番のプレイヤー: { $me-text } · 対戦相手: { $them-text }
positions-structure-help = ポイントをクリックするとチェッカーを追加、右クリックまたは Shift+クリックで 1 枚取り除きます。クエリは少なくともこれらのチェッカーを求めます。

## フィルターの説明（各 1 行）

positions-help-nc = 接触なし：レース
positions-help-pips = 手番のプレイヤーのピップ数: P<70 は 70 以下、P>150 は 150 以上、P60,90 は 60 から 90
positions-help-behind = 遅れているピップ数: 手番のプレイヤーのピップ数から相手のピップ数を引いた値（リードしていれば負）
positions-help-back = 後方のチェッカー（ポイント 19–24）: 小文字は手番のプレイヤー、大文字は相手
positions-help-zone = ゾーン（ポイント 1–12）のチェッカー
positions-help-outfield = アウトフィールド（ポイント 7–18）のブロット
positions-help-home = インナーボードのブロット
positions-help-off = ベアオフしたチェッカー
positions-help-dice = 出目: D31、6 を含む出目: D6、xD65 は 6-5 を除外
positions-help-decision = d: キューブの決定、または d:checker、d:double、d:nodouble、d:take、d:pass。dd: ダブルする側の決定、dr: その応答
positions-help-error = 決定のエラー（ミリポイント）: E>80 は 0.080 以上
positions-help-best = 最善手に含まれるパターン、または最善のキューブアクション: m'ND,DT,DP'
positions-help-structure = 配置: 双方が少なくともこれらのチェッカーを持つ（盤に描けます）
positions-help-cube = キューブ: その値（c2、c>4）と持ち主（c:centre、c:mine、c:theirs）
positions-help-score = 残りポイントでのスコア、手番のプレイヤーが先: score:2a4a、score:dmp、score:money
positions-help-crawford = クロフォードゲーム
positions-help-length = マッチの長さ（マネーゲームは 0）: ml:7、ml5,9
positions-help-phase = 局面: opening、middle、race、bearoff
positions-help-plan = 手番のプレイヤーのゲームプラン: race、bear_in、crunch、back_game、ace_point、blitz、prime_vs_prime、mutual_holding、holding、contact
positions-help-player = このプレイヤーが下した決定
positions-help-players = pl: このプレイヤーが戦ったマッチ。op: この対戦相手に対する決定
positions-help-dates = その期間に行われたマッチ: 年、月、または日
positions-help-engine = そのプログラムの解析による数値: xg または gnubg
positions-help-not = フィルターの前に付けると、それが選ぶものを除外

## 補完で示す値

positions-plan-race = レース
positions-plan-bear_in = ベアイン
positions-plan-crunch = クランチ
positions-plan-back_game = バックゲーム
positions-plan-ace_point = エースポイントゲーム
positions-plan-blitz = ブリッツ
positions-plan-prime_vs_prime = プライム対プライム
positions-plan-mutual_holding = ミューチュアルホールディング
positions-plan-holding = ホールディングゲーム
positions-plan-contact = コンタクト
positions-cube-centre = 中央のキューブ
positions-cube-mine = 決定する側のキューブ
positions-cube-theirs = 相手側のキューブ
positions-score-dmp = ダブルマッチポイント

## 日付欄

# The order of the day, the month and the year, as the window writes dates.
filter-date-field =
    .placeholder = yyyy/mm/dd
filter-date-pattern = yyyy/mm/dd
filter-date-invalid = 日付として読めません。{ $pattern } の形で入力してください（例: { $example }）

## トレーニングタブ (#28)

tab-train = トレーニング
train-deck = カードの元
train-deck-all = すべてのカード
train-deck-starred = スター付きの決定
train-deck-collection = コレクション: { $name }
train-deck-search = 保存した検索: { $name }
train-start = 開始
train-none = このデッキに期限のカードはありません。決定にスターを付ける（振り返りやカードで）、コレクションを作る、または検索を保存して、ここで選んでください。
train-how = チェッカーをクリックし、次に移動先のポイントをクリック（またはドラッグ）。トレイでベアオフ。または手を入力。
train-answer = 回答
train-undo = 元に戻す
train-clear = クリア
train-next = 次のカード
train-due = { $total-text } 枚中 { $due-text } 枚が期限
train-retention = 定着率 { $measured } %（{ $reviews-text } 回答、目標 { $target } %）
train-retention-none = 目標定着率: { $target } %
train-question-checker = { $player } の手番：あなたの手は？
train-question-doubler = { $player } の番：ダブルする？
train-question-taker = { $player } はダブルされた：テイクかパスか？
train-cube-double = { kind-double }
train-cube-no-double = { kind-no_double }
train-cube-take = { kind-take }
train-cube-pass = { kind-pass }
train-grade-best = 最善
train-grade-close = 惜しい：エラーしきい値未満
train-grade-error = エラー
train-grade-blunder = ブランダー
train-grade-not-in-analysis = 解析にない手
train-loss = { $loss } の損失
train-best = 最善: { $best } · あなた: { $answer }
train-answer-was = あなたの回答: { $answer }
train-next-due = 次回: { $when }
train-mark-answer = あなた
train-mark-played = 実戦
marks-title = 保存
marks-star = ☆ スター
marks-starred = ★ スター付き
marks-tag-add = タグを追加
marks-comment-save = コメントを保存
train-move-field =
    .placeholder = 13/7 8/7
    .aria-label = あなたの手
marks-tag-field =
    .placeholder = #backgame
marks-comment-field =
    .placeholder = コメント
marks-tag-remove =
    .title = タグ #{ $tag } を外す
    .aria-label = タグ #{ $tag } を外す

## Pictures and collections (#28)

keep-picture = 画像:
keep-with-analysis = 解析付き
keep-copy-svg = SVG をコピー
keep-copy-png = PNG をコピー
keep-save-svg = SVG で保存…
keep-save-png = PNG で保存…
keep-copied-svg = SVG テキストとしてコピーしました
keep-copied-png = 画像としてコピーしました（{ $width } × { $height } ピクセル）
keep-saved = { $path } を保存しました（{ $kb-text } KB）
keep-failed = 画像を作れません: { $error }
keep-collection-field =
    .aria-label = コレクション
    .title = コレクション
keep-add = コレクションに追加
keep-added = { $name } に追加しました
keep-already = すでに { $name } にあります
keep-no-collection = 追加先のコレクションがありません。トレーニングタブで作ってください。
keep-starred-mark = ★
    .title = スター付き
collections-title = コレクション
collections-from = 判断
collections-from-empty = まだなし（1 つずつ追加）
collections-from-query = ポジションタブの検索: { $query }
collections-from-saved = 保存した検索: { $name }
collections-make = 新しいコレクション
collections-name-field =
    .placeholder = コレクション名
    .aria-label = コレクション名
collections-no-name = コレクションに名前を付けてください。
collections-made = コレクション { $name } を作りました。
collections-none = コレクションはまだありません。ここで作り、盤面の保存パネルから判断を追加してください。
collections-name = 名前
collections-kind = 種類
collections-decisions = 判断
collections-live = ライブ: { $query }
collections-listed = リスト
collections-count = { $n-text }
collections-show = 表示
collections-remove = 外す
collections-follows = 検索 { $query } に従う
collections-export-html = レポートを書き出す…
collections-export-xgid = XGID を書き出す…
collections-export-anki = Anki に書き出す…
collections-delete = 削除…
collections-delete-ask = コレクション { $name } を削除しますか？ その決定は、印や練習カードとともにライブラリに残ります。
collections-delete-yes = 削除
collections-delete-no = 残す
collections-deleted = コレクション { $name } を削除しました。
collections-empty = このコレクションには判断がありません。
collections-first = { $total-text } 件の決定のうち最初の { $shown-text } 件を表示しています。書き出しにはすべて含まれます。
collections-more = さらに { $n-text } 件表示

## クラブのライブラリ（ui/club.js、#30）：設定のカード、クラブサーバー
## （`blunderdb serve`）への公開、読み取り専用で表示するそのライブラリ。

club-title = クラブのライブラリ
club-help = クラブサーバーはクラブの共有ライブラリを保管します。自分のマッチをそこに公開し、その数値をここで読み取り専用で開けます。
club-url-label = サーバーのアドレス
club-token-label = トークン
club-url-field =
    .placeholder = https://club.example.org
club-token-field =
    .placeholder = クラブの管理者から受け取ったトークン
club-connect = 接続
club-connecting = 接続中…
club-forget = このクラブの登録を解除
club-none = クラブが設定されていません。
club-status = { $club }（{ $url }）· { $role ->
    [reader] 閲覧者：ライブラリを開けます
    [uploader] アップロード担当：マッチを公開できます
    [admin] 管理者：マッチを公開できます
    [worker] worker：このトークンはクラブのマッチを解析します
   *[other] トークンの役割は不明です
}
club-status-unreached = クラブサーバー { $url }：まだ接続していません。
club-viewing = ウィンドウは { $club } のライブラリを読み取り専用で表示しています。
club-connected = { $club } に接続しました。
club-forgotten = クラブの登録を解除しました。アドレスとトークンはもう保存されていません。
club-set-failed = クラブに接続できませんでした：{ $error }
club-forget-failed = クラブの登録を解除できませんでした：{ $error }
club-url-empty = クラブサーバーのアドレスを入力してください。
club-url-scheme = { $url } はクラブサーバーのアドレスではありません。http:// か https:// で始まります。
club-token-empty = クラブの管理者から受け取ったトークンを入力してください。
club-unpublished = { $n ->
   *[other] ライブラリのマッチのうち { $n-text } 件がまだ公開されていません。
}
club-unpublished-none = ライブラリのマッチはすべて公開済みです。
club-last-publish = 最後の公開：{ $when }
club-never-published = このコンピューターからはまだ何も公開していません。
club-publish-new = 新しいマッチを公開
    .title = 前回の公開以降にインポートしたマッチ（初回はすべてのマッチ）
club-publish-all = すべて公開
    .title = ライブラリのすべてのマッチ。クラブにすでにあるものは重複として数えます
club-publishing = 公開中…
club-publishing-progress = 公開中… { $done } / { $total }
club-published = { $n ->
   *[other] { $n-text } ファイルをクラブに送りました：{ $list }
}
club-publish-nothing = 新しく公開するものはありません。
club-publish-failed = 公開できませんでした：{ $error }
club-publish-details = ファイルごとの結果
club-publish-while-viewing = 公開するには自分のライブラリに戻ってください。
club-publish-no-right = このトークンでは公開できません。クラブの管理者にアップロード用（uploader）のトークンを依頼してください。
club-open = クラブのライブラリを開く
club-opening = クラブのライブラリを取得中…
club-opening-progress = クラブのライブラリを取得中… { $done } / { $total }
club-back = 自分のライブラリに戻る
club-open-failed = クラブのライブラリを開けませんでした：{ $error }
club-close-failed = 自分のライブラリに戻れませんでした：{ $error }
club-banner = クラブのライブラリ「{ $club }」— 読み取り専用
club-synced = 最終更新 { $when }
club-update = 更新
club-updating = 更新中…
club-updating-progress = 更新中… { $done } / { $total }
club-read-only-drop = クラブのライブラリは読み取り専用です。これらのファイルをインポートするには自分のライブラリに戻ってください。
