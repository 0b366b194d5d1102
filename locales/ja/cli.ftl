# blunderDB — コマンドライン（`blunderdb`）：テキスト出力と、ユーザーが読む
# すべてのエラーメッセージ（マッチファイルの読み込み、ライブラリ、検索、
# gnuBG の操作など、どの部分が出すものでも）。英語が原文で、予備の言語。
#
# 数は二つの変数で来る：`$n`（複数形の選択用。日本語では使わない）と
# `$n-text`（日本の書き方の数：`28,508,412`）。小数は書式済みで来る。
#
# 用語 (for reviewers):
# - As in common.ftl: ブランダー, エラー, キューブ, ダブル / テイク / パス,
#   チェッカープレイ, 運, マネーゲーム, マッチ.
# - Messages keep ASCII ": " and "( )" around paths, names and file data,
#   which are ASCII themselves; names, paths, moves and pieces of files keep
#   straight quotes "…" and backticks `…`, as a shell takes them back.
# - The file formats' own words (GM[], MI[], RE[], the `N point match` line,
#   XG's temp.xg, RGMH, DMLI) stay as the files write them.
# - Column heads are short Japanese words; Japanese characters take two
#   columns in a terminal, so the text tables are not perfectly aligned.

## 表（`--format text`）

cli-col-id = id
cli-col-format = 形式
cli-col-length = 長さ
cli-col-score = スコア
cli-col-player = プレイヤー
cli-col-player-1 = プレイヤー1
cli-col-player-2 = プレイヤー2
cli-col-matches-short = 数
cli-col-won-lost-short = 勝-敗
cli-col-decisions-short = 決定
cli-col-checker-pr-short = 手PR
cli-col-cube-pr-short = CubePR
cli-col-snowie-short = Snowie
cli-col-mwc-per-match-short = MWC%/M
cli-col-errors-short = エラー
cli-col-blunders-short = ブラ
cli-col-luck-short = 運
cli-col-error-emg-short = エラーEMG
cli-col-mwc-pct-short = MWC%
cli-col-decisions = 決定
cli-col-errors = エラー
cli-col-blunders = ブランダー
cli-col-error-emg = エラー EMG
cli-col-mwc-pct = MWC %
cli-period-match = マッチ
cli-period-month = 月
cli-period-year = 年
cli-period-event = 大会
cli-undated = 日付なし
cli-no-event = 大会なし

## matches, stats

cli-matches-footer = { $n-text } マッチ（* = 勝者、$ = マネーゲーム、— = 不明）
cli-stats-title = { $player } の統計
cli-stats-title-all = 全プレイヤーの統計
cli-stats-matches-won-lost = { $matches }   （勝ち { $wins }、負け { $losses }）
cli-stats-pr-value = { $pr }   （チェッカー { $checker }、キューブ { $cube }）
cli-stats-error = エラー
cli-stats-error-value = { $emg } EMG   （{ $mwc } % MWC、1マッチあたり { $per_match } %）
cli-stats-decisions-value = { $decisions }   （非強制手 { $unforced }、際どいキューブ { $close }）
cli-stats-checker-moves = チェッカープレイ
cli-stats-checker-value = { $checker }   （ダブル { $doubles }、テイク { $takes }、パス { $passes }）
cli-stats-errors-blunders = エラー/ブランダー
cli-stats-errors-value = { $errors } / { $blunders }   [{ $thresholds }]
cli-stats-luck-value = { $rolls-text } 回のロールで { $emg } EMG（1ロールあたり { $per_roll }、{ $mwc } % MWC）
cli-stats-histogram = エラーのヒストグラム（ミリポイント）：
cli-stats-unanalysed = 分析のないマッチが { $n-text } 件：`blunderdb analyse` で gnuBG に分析させます

## decisions, report

cli-decisions-none = この選択には決定がありません。
cli-decision-row = { $error } EMG { $mwc } %  { $player }  マッチ { $match_no } ゲーム { $game } 手 { $move_no }  { $kind } { $dice }
cli-decision-played = 実際の手 { $played }   最善手 { $best }
cli-candidates-none = 候補手：この決定の候補手はファイルにありません
cli-next-page = 次のページ：--after { $cursor }
cli-report-wrote = { $path } を書き出しました（{ $n-text } バイト）

## import, watch

cli-import-word-imported = 取り込み
cli-import-word-duplicate = 重複
cli-import-word-replaced = 置き換え
cli-import-word-skipped = スキップ
cli-import-word-failed = 失敗
cli-import-imported = { $path } (マッチ { $id })
cli-import-duplicate = { $path } (マッチ { $id }、元 { $of })
cli-import-replaced = { $path } (マッチ { $id }：分析済みのコピーが { $previous } を置き換え)
cli-import-skipped = { $path } ({ $reason })
cli-import-summary = { $files-text } ファイル：取り込み { $imported-text }、重複 { $duplicates-text }、置き換え { $replaced-text }、スキップ { $skipped-text }、失敗 { $failed-text }
cli-bar-files = ファイル
cli-watch-no-folder = フォルダーが指定されておらず、ライブラリも監視しているフォルダーがありません（blunderdb watch フォルダー --save）
cli-watch-not-a-folder = { $path }: フォルダーではありません
cli-watch-watching = { $path } を監視中（ファイルは最後の変更から { $seconds-text } 秒後に取り込まれます。Ctrl-C で終了）

## analyse

cli-analyse-word-analysed = 分析済み
cli-analyse-word-failed = 失敗
cli-analyse-analysed = { $label } (マッチ { $id }) { $seconds } 秒
cli-analyse-failed = { $label } (マッチ { $id }): { $error }
cli-analyse-header = gnuBG { $version } ({ $path })、{ $plies }-ply、{ $jobs-text } プロセス：分析するマッチ { $n-text } 件
cli-analyse-cancelling = 中止中：進行中のマッチは最後まで分析します（もう一度 Ctrl-C ですぐ終了）
cli-bar-matches-eta = マッチ  ELAPSED（残り ETA）
cli-analyse-summary = { $n-text } マッチ：分析 { $analysed-text }、失敗 { $failed-text }
cli-analyse-not-started = 、未開始 { $n-text }（中止。もう一度実行すると分析します）
cli-analyse-done = { $summary }（{ $seconds } 秒）
cli-gnubg-not-located = gnuBG が見つかりません

## alias, levels, thresholds

cli-alias-added = "{ $alias }" は "{ $player }" として数えられるようになりました
cli-alias-removed = "{ $alias }" は "{ $player }" として数えられなくなりました
cli-alias-none = 別名はありません
cli-levels-source-xg = eXtreme Gammon のパフォーマンスレーティング表（Wikipedia「eXtreme Gammon」）
cli-levels-source-gnubg = GNU Backgammon のレーティング（GetRating()、リリース 1.08.003）
cli-levels-source-bmab = GNU Backgammon 開発版のレーティング（BMAB の段位に近いもの）
cli-levels-and-up = { $from } 以上

## コマンドラインのエラー

cli-no-data-dir = このプラットフォームにはデータフォルダーがありません。--db パス を指定してください
cli-no-library = { $path } にライブラリがありません。先にマッチをインポートするか（blunderdb --db パス import ファイル…）、--db で別のライブラリを指定してください
cli-cannot-write = { $path } に書き込めません: { $error }
cli-bad-emg = "{ $value }" は EMG のエラー値ではありません（0 以上の数、例: { $example }）
cli-bad-page-size = "{ $value }" はページの大きさではありません（1～{ $max }）
cli-bad-board-count = "{ $value }" は盤面の数ではありません（0～{ $max }）

## ライブラリのエラー

lib-file-error = { $path }: { $error }
lib-cannot-read = { $path }: 読み込めません: { $error }
lib-cannot-create-folder = ライブラリ { $path }: フォルダー { $dir } を作成できません: { $error }
lib-library-error = ライブラリ { $path }: { $error }
lib-sqlite-error = ライブラリ: { $error }
lib-busy = { $error }（別のプロセスが blunderDB の待ち時間より長く使用中でした）
lib-is-a-folder = ライブラリ { $path }: フォルダーであり、ライブラリファイルではありません（例: { $example }）
lib-folder-is-a-file = ライブラリ { $path }: { $dir } はファイルであり、フォルダーではありません
lib-newer-schema = { $path }: 新しい blunderDB で書かれています（スキーマ { $version }、このバージョンは { $max } まで読めます）
lib-no-transaction = 開いているトランザクションがありません
lib-record-damaged = マッチ { $id }: 保存された決定が壊れています（{ $what }）
lib-record-not-deflated = 圧縮されたレコードではありません
lib-record-empty = 空
lib-record-version = レコードのバージョン { $version }
lib-record-no-count = 件数がありません
lib-record-cut-short = 途中で切れています
lib-record-not-utf8 = テキストが UTF-8 ではありません
lib-transcript-damaged = マッチ { $id }: 保存された棋譜が壊れています（{ $error }）
lib-match-gone = マッチ { $id } はもうライブラリにありません
lib-analysis-length = gnuBG は { $read } ポイントマッチとして読みましたが、ライブラリでは { $length } ポイントマッチです
lib-unknown-breakdown = ライブラリに不明な内訳 "{ $name }" があります
lib-import-too-large = { $size-text } バイトはマッチファイルとして大きすぎます
lib-import-not-a-match = マッチファイルではありません
lib-import-not-stored = { $path }: 保存されませんでした: { $error }
metrics-thresholds-negative = しきい値は 0 以上の数でなければなりません（{ $error } と { $blunder } が指定されました）
metrics-thresholds-order = エラーのしきい値（{ $error }）はブランダーのしきい値（{ $blunder }）を超えてはいけません
metrics-blunder-too-large = ブランダーのしきい値 { $blunder } EMG は実際のどのエラーよりも大きすぎます

## 選択のエラー

query-unknown-player = "{ $name }" という名前のプレイヤーはいません。`blunderdb players` でプレイヤーを一覧できます
query-unknown-player-suggest = "{ $name }" という名前のプレイヤーはいません。{ $names } のことですか？
query-list-or = { $init } または { $last }
query-invalid-date = 無効な日付 "{ $value }": YYYY-MM-DD の形式が必要です
query-invalid-date-why = 無効な日付 "{ $value }": YYYY-MM-DD の形式が必要です（{ $why }）
query-no-month = { $month } 月はありません
query-no-day = { $month } に { $day } 日はありません
query-empty-range = 期間が空です: 開始 { $from } が終了 { $to } より後です
query-unknown-choice = { $what } "{ $value }" はありません。次のいずれかを指定してください: { $choices }
query-what-breakdown = 内訳
query-what-grouping = まとめ方
query-what-level-scale = レベルの尺度
query-what-key = { $by } のキー
query-breakdown-cell = --breakdown には DIM=KEY を指定します（例: phase=race, cube-action=wrong_take, score=3a-5a, length=7）。"{ $value }" は使えません
query-breakdown-cube-checker = cube-action の内訳はキューブの決定が対象です。--type checker では何も選ばれません
query-breakdown-phase-cube = phase の内訳はチェッカープレイが対象です。--type cube では何も選ばれません
query-alias-unknown-player = "{ $name }" という名前のプレイヤーはいません
query-alias-self = "{ $alias }" を自分自身に統合することはできません
query-alias-cycle = "{ $player }" はすでに "{ $alias }" の別名です。"{ $alias }" をそれに統合すると循環します
query-alias-already = "{ $alias }" はすでに "{ $player }" として数えられています
query-alias-already-other = "{ $alias }" はすでに "{ $player }" として数えられています。先に `blunderdb alias remove "{ $alias }"` を実行してください
query-alias-none = "{ $name }" は別名ではありません。`blunderdb alias list` で一覧できます
query-alias-none-no-aliases = "{ $name }" は別名ではありません。別名は一つもありません
query-drill-limit = --limit { $limit } は 1 ページに収まる数（{ $max }）を超えています
query-drill-after-and-before = ページは行の後か前のどちらかで指定します。両方は指定できません
query-drill-offset-and-cursor = --offset { $offset } とカーソル（{ $cursor }）は同時に使えません
query-drill-bad-cursor = --after には ERROR,MATCH,GAME,SEQ（前のページの最終行のエラー、マッチ、ゲーム、seq）を指定します。"{ $value }" は使えません
query-drill-no-bar = ヒストグラムのバー { $bar } はありません: バーは 0～{ $last } です
query-drill-min-error = --min-error は 0 以上の EMG の数でなければなりません（{ $value } が指定されました）

## gnuBG

engine-gnubg-not-found = GNU Backgammon（gnubg）が見つかりません: `sudo apt-get install gnubg`（Debian、Ubuntu）または https://www.gnu.org/software/gnubg/（Windows、macOS）からインストールするか、--gnubg パス または BLUNDERDB_GNUBG でプログラムを指定してください
engine-gnubg-unusable = { $path }: 使用できる GNU Backgammon ではありません: { $why }
engine-gnubg-no-such-program = そのようなプログラムはありません
engine-gnubg-not-gnubg = `--version` が GNU Backgammon と名乗りません

## マッチファイルのエラー

parse-at = { $at }: { $what }
parse-line = { $n-text } 行目
parse-byte = { $n-text } バイト目
parse-empty = ファイルが空です
parse-not-a-match-file = blunderDB が読めるマッチファイルではありません（gnuBG の .sgf、Jellyfish の .mat/.txt、XG の .xg が必要です）

## Jellyfish の棋譜（.mat、.txt）

parse-mat-game-before-match-line = マッチ行（`N point match`）より前にゲームがあります
parse-mat-no-match-line = マッチ行（`N point match` または `Match of N points`）がありません
parse-mat-no-score-line = スコア行のないゲームがあります
parse-mat-expected-score-line = `Game N` の後にスコア行（`Name : 0    Name : 0`）が必要です
parse-mat-score-above-length = スコア { $a }-{ $b } がマッチの長さ { $length } を超えています
parse-mat-expected-game-1 = `Game 1` が必要ですが、`{ $found }` がありました
parse-mat-too-many-actions-numbered = 番号付きの行に 3 つ以上の動作があります
parse-mat-expected-turn = 手番が必要です
parse-mat-too-many-actions = 1 行に 3 つ以上の動作があります
parse-mat-no-game = マッチにゲームがありません（`Game 1` とスコア行）
parse-mat-absurd-length = ありえないマッチの長さ `{ $value }`
parse-mat-negative-length = 負のマッチの長さ { $n }
parse-mat-length-above = マッチの長さ { $n } が { $max } を超えています
parse-mat-dice-range = ダイス `{ $dice }` が 1–6 の範囲外です
parse-mat-no-points = `{ $word }` にポイント数がありません
parse-mat-bad-points = `{ $word } { $value }`: ポイント数が必要です
parse-mat-unexpected-turn = 手番があるべき所に予期しない `{ $found }` があります
parse-mat-arrow-no-cube = `=>` にキューブの値がありません
parse-mat-arrow-bad-cube = `=> { $value }`: キューブの値が必要です
parse-mat-absurd-cube = ありえないキューブの値 { $value }
parse-mat-unexpected-move = 手があるべき所に予期しない `{ $found }` があります

## gnuBG の SGF

parse-sgf-value-not-closed = プロパティの値が閉じていません（ファイルが途中で切れています）
parse-sgf-no-value = プロパティに値がありません
parse-sgf-unexpected-property = SGF のプロパティがあるべき所に予期しない文字があります
parse-sgf-other-game = 別のゲームの SGF です（GM[{ $gm }]）。バックギャモン（GM[6]）ではありません
parse-sgf-no-gm = GM[6] プロパティがありません: gnuBG のバックギャモン SGF ではありません
parse-sgf-mi-not-number = MI[{ $value }]: 整数ではありません
parse-sgf-length-beyond = マッチの長さ { $length } が 63 ポイントを超えています
parse-sgf-score-not-below = スコア { $a }-{ $b } がマッチの長さ { $length } 未満ではありません
parse-sgf-cv = CV[{ $value }]: キューブの値ではありません
parse-sgf-re-points = RE[{ $value }]: 獲得ポイントを読めません
parse-sgf-re-absurd = RE[{ $value }]: ありえないポイント数です
parse-sgf-not-sgf = SGF ファイルではありません: '(;' が必要です
parse-sgf-trailing-bytes = ゲームツリーの後に予期しないバイトがあります
parse-sgf-tree-no-node = ゲームツリーがノード ';' で始まっていません
parse-sgf-mixed-lengths = 1 つのファイルに長さの異なるマッチのゲームがあります
parse-sgf-variations = 変化手順は gnuBG のマッチファイルには含まれません
parse-sgf-unexpected-character = ゲームツリーに予期しない文字があります
parse-sgf-truncated = ゲームの途中でファイルが終わっています（途中で切れています）
parse-sgf-no-game = ファイルにゲームがありません
parse-sgf-no-players = 最初のゲームにプレイヤー名（PW/PB）がありません
parse-sgf-da = キューブ分析 DA[] を読めません
parse-sgf-move-dice = 手 { $side }[{ $value }] が 1-6 の 2 つのダイスで始まっていません
parse-sgf-move-points = 手 [{ $value }] のポイントが不正です
parse-sgf-a-index = A[]: 実際の手の番号が数ではありません
parse-sgf-a-none = A[]: 読める候補手がありません
parse-sgf-a-candidate = A[]: 候補手を読めません

## XG の .xg ファイル

parse-xg-no-magic = eXtreme Gammon のファイルではありません（RGMH シグネチャがありません）
parse-xg-short = 途中で切れた .xg ファイルです（ヘッダーより短い）
parse-xg-inflates-past = { $what }: 宣言されたサイズを超えて展開されます
parse-xg-zlib-truncated = { $what }: zlib ストリームが途中で切れています
parse-xg-zlib-corrupt = { $what }: zlib ストリームが壊れています（{ $status }）
parse-xg-registry = アーカイブのレジストリ
parse-xg-trailer = アーカイブの末尾: { $what }
parse-xg-entry = レジストリの temp.xg 項目: { $what }
parse-xg-unreadable = 読めません
parse-xg-member-count = ありえないメンバー数（ファイルが切れているか壊れています）
parse-xg-negative-registry = レジストリのサイズが負です
parse-xg-negative-archive = アーカイブのサイズが負です
parse-xg-registry-too-large = レジストリがファイルより大きいです
parse-xg-archive-overlaps = アーカイブがヘッダーと重なっています（ファイルが切れているか壊れています）
parse-xg-registry-truncated = アーカイブのレジストリが途中で切れています
parse-xg-negative-size = サイズまたは位置が負です
parse-xg-offset-overflows = 位置があふれます
parse-xg-size-overflows = サイズがあふれます
parse-xg-outside-archive = アーカイブの外を指しています（ファイルが切れているか壊れています）
parse-xg-absurd-size = ありえない展開後のサイズ
parse-xg-size-differs = temp.xg: サイズがレジストリと異なります
parse-xg-crc = temp.xg: CRC が一致しません（ファイルが壊れています）
parse-xg-no-member = アーカイブに temp.xg メンバーがありません
parse-xg-stream-size = temp.xg は { $size-text } バイトで、{ $record-text } バイトのレコードの整数個ではありません
parse-xg-record = temp.xg のレコード { $index-text }（位置 { $offset-text }）: { $what }
parse-xg-empty-stream = レコードのストリームが空です
parse-xg-no-match-header = ストリームがマッチヘッダーで始まっていません
parse-xg-no-dmli = マッチヘッダーの DMLI シグネチャがありません
parse-xg-unreadable-field = フィールドを読めません
parse-xg-after-footer = マッチの終わりの後にレコードがあります
parse-xg-second-header = 2 つ目のマッチヘッダーがあります
parse-xg-absurd-score = ありえないゲームのスコア
parse-xg-absurd-auto-doubles = ありえない自動ダブルの回数
parse-xg-too-many-games = ゲームが多すぎます
parse-xg-cube-outside-game = ゲームの外にキューブのレコードがあります
parse-xg-unknown-cube-action = 不明なキューブアクション
parse-xg-bad-player = 手番のプレイヤーが不正です
parse-xg-absurd-cube = ありえないキューブの値
parse-xg-move-outside-game = ゲームの外に手のレコードがあります
parse-xg-dice-range = ダイスが範囲外です
parse-xg-absurd-candidates = ありえない候補手の数
parse-xg-unreadable-position = 局面を読めません
parse-xg-footer-outside-game = ゲームの外にゲームの終わりがあります
parse-xg-absurd-points = ありえない獲得ポイント
parse-xg-unknown-record = 不明なレコードの種類 { $kind }
parse-xg-position-file = XG の局面ファイル（.xgp）です: マッチではなく局面が入っています

# `search --position ID` (#41). `$position`: the pasted position's XGID, or its Position ID when only that was given.
cli-search-position = 局面 { $position }
cli-search-position-exact = 同じ局面・キューブ・スコア（{ $count } 件の判断）:
cli-search-position-same = 同じチェッカー配置、異なるキューブまたはスコア（{ $count } 件の判断）:
