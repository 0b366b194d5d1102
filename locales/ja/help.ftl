# blunderDB — コマンドラインのヘルプ（`blunderdb --help`、`-h`、
# `blunderdb help コマンド`）と clap の使い方エラー。
# 英語（locales/en/help.ftl、src/cli/args.rs のコメントから）が原文で、予備の言語。
#
# 用語 (for reviewers):
# - As in common.ftl and cli.ftl: ブランダー, エラー, キューブ, ダブル /
#   テイク / パス, チェッカープレイ, マネーゲーム, マッチ, 解析; PR, MWC,
#   EMG, XGID, Position ID and Match ID as they are.
# - Option names, values, placeholders (<FILE>, <PLAYER>), commands and
#   file formats stay as typed. Help texts use "：" and "（）" as
#   Japanese prose; clap's headings and notes keep ASCII ":" and "[ ]"
#   around the values, as the command line writes them.
# - Japanese characters take two columns in a terminal; clap counts one,
#   so the placeholders stay ASCII and the columns stay aligned.

## コマンドとオプション

help-cmd = バックギャモンのマッチのローカルライブラリと、XG と gnuBG がそれについて出す統計
help-arg-db = ライブラリファイル（既定：プラットフォームのデータフォルダ、例 ~/.local/share/blunderdb/library.db）
help-arg-lang = テキスト出力とメッセージの言語：en, fr, de, it, es, fi, ja, el, ru, pt, nl（既定：ロケール、例 LANG）。JSON と CSV はどの言語でも同じ
help-arg-engine = 一つのエンジン（xg または gnubg）の解析による数値。その解析があるマッチについて、各マッチが数える解析の代わりに使う。stats, players, progress, breakdown, decisions, report 用
help-arg-server = ローカルライブラリの代わりに使うクラブサーバー（http://HOST:PORT）。import, analyse, worker と読み取りコマンド用。トークンは BLUNDERDB_TOKEN から読む（docs/server.md）
help-cmd-serve = PostgreSQL からクラブのライブラリを HTTP/JSON で提供する（docs/server.md）
help-arg-pg = PostgreSQL データベース（postgresql://USER@HOST:PORT/DB）
help-arg-listen = 待ち受けるアドレス
help-arg-cache = クラブの読み取りモデルのフォルダ（ない場合は PostgreSQL から作り直す。既定：プラットフォームのキャッシュフォルダ）
help-arg-max_upload = 受け付ける最大のファイル（バイト）。これより大きいアップロードは 413
help-cmd-server = クラブサーバーのデータベースを準備する：init, club add, token add/revoke
help-cmd-server-init = サーバーのマイグレーションをデータベースに適用する
help-cmd-server-club = クラブ
help-cmd-server-club-add = クラブを作り、最初の管理者トークンを表示する（表示は一度だけ）
help-cmd-server-token = トークン
help-cmd-server-token-add = トークンを作って表示する（表示は一度だけ。保存するのはハッシュのみ）
help-arg-role = reader, uploader, admin または worker
help-arg-name = それを持つ人またはもの
help-cmd-server-token-revoke = トークン ID を失効させる：以後何も開けない
help-cmd-worker = クラブの待ち行列のマッチをこのマシンの gnuBG で解析する（--server と、BLUNDERDB_TOKEN の worker トークンで）
help-cmd-web = ライブラリのウィンドウ画面をブラウザに提供する(ワンタイムトークン付きのアドレスを表示)
help-arg-open = システムのブラウザでページを開く
help-arg-web = ウィンドウの画面も提供する:メンバーはトークンでサインインし、ブラウザでクラブを閲覧する
help-arg-jobs = 同時に動かす gnuBG の数（既定：コア数）
help-arg-gnubg = gnuBG のプログラム（既定：BLUNDERDB_GNUBG、次に PATH の gnubg、次に /usr/games/gnubg）
help-arg-until_idle = 待ち行列が空になったら、次を待たずに終了する
help-cmd-import = マッチのファイルとフォルダをインポートする（.sgf, .mat/.txt, .xg。再帰的に）
help-cmd-matches = ライブラリのマッチを、両プレイヤーの数値とともに一覧する
help-cmd-stats = ライブラリ全体、または一人のプレイヤーのマッチの数値
help-arg-from = この日付以降に行われたマッチのみ（YYYY-MM-DD）
help-arg-to = この日付以前に行われたマッチのみ（YYYY-MM-DD）
help-arg-length = このポイント数のマッチのみ（0 = マネーゲーム）
help-arg-kind = エラーの数値が対象とする決定
help-cmd-players = プレイヤーごとに一行
help-cmd-analyse = 解析のないマッチを GNU Backgammon で全コアを使って解析する。ライブラリは gnuBG 自身の解析を保存する
help-arg-analyse-plies = チェッカープレイとキューブの決定に使う gnuBG の評価の深さ：0 は速い解析、2 は gnuBG の通常のレベル
help-arg-analyse-player = このプレイヤーのマッチのみ
help-arg-redo = すでに解析のあるマッチも解析し直す（gnuBG のファイルと以前の実行。XG の解析は残す）
help-arg-timeout = 一つのマッチにかけられる秒数。過ぎるとその gnuBG を止める（既定：0-ply で 300、1-ply で 900、2-ply で 3600）
help-cmd-watch = フォルダ（XG や gnuBG の保存フォルダ、ダウンロードフォルダ）を監視する：現れたマッチファイルを、大きくならなくなったところで一度ずつ、Ctrl-C までインポートする。アプリもライブラリのフォルダを監視する
help-arg-folder = フォルダ（既定：ライブラリの監視フォルダ。アプリの設定か --save で決めたもの）
help-arg-save = FOLDER をライブラリの監視フォルダとして覚える
help-arg-analyse = 解析のない新しいマッチを gnuBG でも解析する
help-arg-plies = --analyse の gnuBG の深さ（0 は速い、2 は gnuBG の通常のレベル）
help-arg-watch-gnubg = --analyse に使う gnuBG のプログラム
help-arg-settle = ファイルがインポートされる前に変化しないでいるべき秒数
help-arg-once = 今準備のできているものをインポートして終了する（定期実行用）
help-cmd-decisions = 数値のもとになる決定を悪い順に：ヒストグラムの一本の棒、エラーまたはブランダー、決定の種類。それぞれに gnuBG の Position ID と Match ID、XGID
help-arg-min_error = 少なくともこの EMG のエラーのみ（しきい値と同じく、その値を含む）
help-arg-decision_kind = この種類の決定のみ（double = ダブルまたはノーダブル）
help-arg-bucket = エラーのヒストグラムのこの棒の決定のみ（0 = 0–5 ミリポイント … 5 = 100+）。`stats` がそこに数えるものとまったく同じ
help-arg-breakdown = `breakdown` の一つのセルの決定のみ。その行が数えるものとまったく同じ：DIM=KEY、例 cube-action=wrong_take, phase=race, score=3a-5a, length=7（または length=money）, plan=back_game
help-arg-limit = 1 ページの決定の数
help-arg-offset = 飛ばす決定の数（ページの始まり）
help-arg-decisions-after = この決定の次のページ：前のページの最後の行の ERROR,MATCH,GAME,SEQ（JSON 出力の `next`）。どれほど深くてもそのページだけを読む
help-arg-candidates = 各チェッカープレイの候補手も（順位、手、エクイティ、最善手との差、実際の手に印）。マッチのファイルから読み直すので遅い（ライブラリは候補手を保存しない）
help-cmd-report = 選んだ範囲の自己完結した HTML レポートを書く：数値、ヒストグラム、最悪の決定とその盤面
help-arg-html = 書き込む HTML ファイル（全体を置き換えるか、元のまま残す）
help-arg-report-limit = 盤面つきで示す最悪の決定の数
help-cmd-progress = マッチ、月、年、大会ごとの数値を時間順に：プレイヤーは上達しているか。各行の PR はその行自身の Σ エラー / Σ 決定。同じフィルターで行を合計すると `stats` になる。日付のないマッチは一行「undated」になる
help-arg-player = プレイヤーの名前のどれか（別名は統合されたプレイヤーとして数える）
help-arg-by = マッチ、月、年、大会（event）ごとに一行
help-arg-chart = 上達グラフ（行ごとに一点、移動 PR、傾向、レベル帯）もこの SVG ファイルに描く
help-arg-levels = グラフのレベル帯：xg, gnubg または bmab（既定：ライブラリのもの。`levels` を参照）
help-arg-window = グラフの移動 PR が対象とする決定の数
help-cmd-breakdown = エラーはどこにあるか：数えた決定、エラー、ブランダー、エラーと PR を、キューブアクション、局面、スコア、マッチの長さ、ゲームプランごとに
help-cmd-breakdown-long =
    エラーはどこにあるか：数えた決定、エラー、ブランダー、エラーと PR を、キューブアクション、局面、スコア、マッチの長さ、ゲームプランごとに。

    cube-action：missed_double（ダブルしなかった）、wrong_double（ダブルした）、wrong_take（テイクした）、wrong_pass（パスした）：キューブの決定の種類。そのエラーを合計するとキューブのエラーになる。phase（チェッカープレイ、手の前の局面から）：bearoff = 接触がなく、手番側のチェッカーがすべてインナーボードか上がり済み。race = それ以外で接触なし。opening = 接触があり、両者のピップカウントが 145 以上。middle = それ以外で接触あり。unknown = ファイルに局面がない。そのエラーを合計するとチェッカープレイのエラーになる。score：プレイヤーから見たアウェイ-アウェイ（"2a-5a"）、マネーゲームは別。length："1"、"3"、...、"money"。plan（チェッカープレイ、手の前の局面から、search の gt: が分類する手番側のゲームプラン）：race, bear_in, crunch, back_game, ace_point, blitz, prime_vs_prime, mutual_holding, holding, contact。unknown = ファイルに局面がない。そのエラーを合計するとチェッカープレイのエラーになる。
help-arg-breakdown-by = cube-action, phase, score, length または plan
help-cmd-alias = 一人の人が複数の名前で：ある名前のマッチを別のプレイヤーのものとして、すべての表示、フィルター、エクスポートで数える
help-cmd-alias-add = NAME のマッチを PLAYER のものとして数える（保存されたマッチは名前を変えない）
help-arg-alias-add-player = NAME を統合するプレイヤー（その名前のどれか）
help-cmd-alias-remove = 別名を取り消す：NAME のマッチは再び NAME のものになる
help-cmd-alias-list = 別名を一覧する
help-cmd-levels = 上達グラフのレベル帯を表示または選ぶ：xg（XG の Performance Rating 表、既定）、gnubg（gnuBG 1.08 の評価）、bmab（BMAB のような gnuBG の開発用評価）
help-arg-scale = 選ぶ尺度。なければライブラリのものを表示する
help-cmd-search = blunderDB の検索フィルター（`nc P<70`、`m"6/1*"`、`gt:back_game E>50`、docs/search.md を参照）で決定を悪い順に探し、選んだ範囲の数値も示す。`search save|list|remove|run` で検索に名前をつけて保存する
help-arg-query = 検索式、例 'nc P<70' や 'm"6/1*" E>20'
help-arg-search-player = このプレイヤーの決定のみ（別名はそのプレイヤーとして数える）
help-arg-search-position = 貼り付けた局面（XGID、または Match ID 付き・なしの gnuBG Position ID）での判断：キューブとスコアも同じもの、次にチェッカー配置だけ同じもの
help-arg-after = この決定の次のページ（前のページの `next`）
help-cmd-search-save = QUERY を NAME としてライブラリに保存する（同名の検索は置き換える）
help-cmd-search-list = 保存した検索
help-cmd-search-remove = 保存した検索 NAME を削除する
help-cmd-search-run = 保存した検索 NAME を実行する
help-cmd-match = 一つのマッチ：`match show ID` で一手ずつ、`match export ID FILE`
help-cmd-match-show = マッチのすべての手とキューブアクションを順に、強制手とダンスも含めて：ダイス、実際の手、最善手、そのエラーと印、手の前の局面（gnuBG の Position ID と Match ID、XGID）
help-arg-id = マッチの番号（`blunderdb matches`）
help-arg-game = このゲームのみ（1 = 最初）
help-cmd-match-export = 他のプログラムが読み込めるファイルにマッチを書き出す
help-arg-format = mat：gnuBG と XG が読み込める Jellyfish 形式の記録
help-arg-file = 書き込むファイル（全体を置き換えるか、元のまま残す）
help-cmd-engines = マッチに複数の解析があるとき、どれを数えるかを表示または設定する：エンジンの順序、例 `--prefer xg,gnubg`（既定：XG のもの、次に gnuBG の最も深いもの）
help-arg-prefer = 優先するエンジンの順、例 xg,gnubg
help-cmd-tag = 決定に ref（decisions、search、match show の行にあるもの）でタグをつける：`tag add REF TAG...`、`tag remove REF TAG...`、`tag list`
help-cmd-tag-add = 決定（その ref、decisions、search、match show の行から）に #backgame や timing のような語でタグをつける
help-cmd-tag-remove = 決定からタグを外す
help-cmd-tag-list = 使われているすべてのタグと、それがついた決定の数
help-cmd-star = 決定に星をつける（その ref）
help-cmd-unstar = 決定の星を外す（その ref）
help-cmd-comment = 決定にコメントする（その ref）。空の TEXT はコメントを消す
help-cmd-collection = 名前つきの順序ある決定のリスト、または検索に従うライブなリスト：new, add, remove, delete, show, export（HTML の盤面、XGID または Anki パッケージ）, list
help-cmd-collection-new = コレクションを作る：空のもの、またはライブなもの（その決定は、その時ライブラリに何があっても、検索が見つけるもの）
help-arg-collection-new-search = ライブなコレクションが従う検索、例 'gt:back_game E>50'
help-cmd-collection-add = 決定（ref で）をコレクションの最後に加える
help-cmd-collection-remove = 決定（ref で）をコレクションから外す
help-cmd-collection-delete = コレクションを削除する。その決定と印、カードは残る
help-cmd-collection-show = コレクションの決定を、decisions と同じように一覧する
help-cmd-collection-export = コレクションを HTML レポートの盤面として、一行に一つの XGID として、または Anki パッケージとして書き出す（各ファイルは全体を置き換えるか、元のまま残す）
help-arg-collection-export-format = FILE の形式：apkg（Anki パッケージ、決定ごとに一枚のカード）、html または xgid
help-arg-collection-export-file = 書き出すファイル（--format の後）
help-cmd-collection-list = コレクション
help-cmd-train = 間隔反復（FSRS）による練習：期限の来たカードと、盤上のように一枚に答えること
help-cmd-train-due = 今期限の来たカード（これまでに作ったすべてのカード、またはデッキのもの）と、目標に対して測った定着率。カードのないデッキの決定にはカードを作る（ダブルとその応答は二枚）
help-arg-collection = コレクションの決定
help-arg-search = 検索が見つける決定
help-arg-starred = 星のついた決定
help-cmd-train-answer = カード CARD に答える：13/7 8/7 のような手（引用符はあってもなくてもよい）、または double, no_double, take, pass。数える解析で採点し、FSRS で予定を組む
help-cmd-thresholds = エラーとブランダーのしきい値（EMG）を表示または設定する

## clap の言葉

help-clap-usage = 使い方:
help-clap-commands = コマンド:
help-clap-arguments = 引数:
help-clap-options = オプション:
help-clap-options-tag = [オプション]
help-clap-command-name = コマンド
help-clap-print-help = ヘルプを表示
help-clap-print-help-more = ヘルプを表示（詳しくは '--help'）
help-clap-print-help-summary = ヘルプを表示（概要は '-h'）
help-clap-print-version = バージョンを表示
help-clap-help-command = このメッセージ、または指定したサブコマンドのヘルプを表示
help-clap-help-subcommands = サブコマンドのヘルプを表示
help-clap-env = [環境変数: { $var }]
help-clap-default = [既定: { $value }]
help-clap-possible = [指定できる値: { $values }]

## 使い方のエラー（終了コード 2）

help-err-label = エラー:
help-err-tip = ヒント:
help-err-more = 詳しくは '{ $flag }' を試してください。
help-err-unknown-argument = 予期しない引数 '{ $arg }' があります
help-err-unknown-subcommand = 不明なサブコマンド '{ $subcommand }'
help-err-missing-value = '{ $arg }' には値が必要ですが、指定されていません
help-err-invalid-value = '{ $arg }' の値 '{ $value }' は無効です
help-err-invalid-value-because = '{ $arg }' の値 '{ $value }' は無効です: { $reason }
help-err-missing-required = 次の必須の引数が指定されていません:
help-err-missing-subcommand = '{ $command }' にはサブコマンドが必要ですが、指定されていません
help-err-subcommands = [サブコマンド: { $values }]
help-err-used-twice = 引数 '{ $arg }' は二度以上指定できません
help-err-argument-conflict = 引数 '{ $arg }' は '{ $other }' と一緒に使えません
help-err-argument-conflict-list = 引数 '{ $arg }' は次と一緒に使えません:
help-err-argument-conflict-any = 引数 '{ $arg }' は指定された他の引数の一つ以上と一緒に使えません
help-err-subcommand-conflict = サブコマンド '{ $arg }' は '{ $other }' と一緒に使えません
help-err-subcommand-conflict-list = サブコマンド '{ $arg }' は次と一緒に使えません:
help-err-subcommand-conflict-any = サブコマンド '{ $arg }' は指定された他の引数の一つ以上と一緒に使えません
help-err-too-many-values = '{ $arg }' に予期しない値 '{ $value }' があります。これ以上の値は不要です
help-err-value-count = '{ $arg }' は { $expected } 個の値をとりますが、{ $actual } 個が指定されました
help-err-no-equals = '{ $arg }' に値を与えるには等号が必要です
help-err-invalid-utf8 = 引数に無効な UTF-8 があります
help-err-generic = コマンドラインを読めませんでした
help-err-not-whole-number = 整数ではありません
help-err-not-a-number = 数ではありません
help-err-number-too-large = 数が大きすぎます
help-err-number-too-small = 数が小さすぎます
help-err-out-of-range = { $value } は { $min } から { $max } の範囲にありません
help-err-below-minimum = { $value } は { $min } より小さい値です
help-err-similar-subcommand = { $count ->
   *[other] 似たサブコマンドがあります: { $names }
}
help-err-similar-argument = { $count ->
   *[other] 似た引数があります: { $names }
}
help-err-similar-value = { $count ->
   *[other] 似た値があります: { $names }
}
help-err-tip-as-value = '{ $arg }' を値として渡すには '{ $with }' を使ってください
help-err-tip-exists = '{ $name }' があります
help-err-tip-remove-dashes = サブコマンド '{ $subcommand }' があります。使うには前の '--' を外してください
