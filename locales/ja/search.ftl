# blunderDB — 検索クエリの言語（`blunderdb search クエリ`、ポジションタブの
# クエリ欄）：そのエラー。英語が原文で、予備の言語。
#
# 用語 (for reviewers):
# - The filters' names (nc, P, k, bo, ph:, gt:, XGID…), the words of their
#   closed lists (race, holding, take, money…) and the examples are the
#   query language itself: they stay as they are.
# - キューブ, 出目 (roll), ダイス, as in cli.ftl; ASCII ": " as in cli.ftl.

## クエリのエラー

search-query-at = クエリの "{ $token }"（{ $position } 文字目）: { $what }
search-query-unknown = 不明なフィルター "{ $name }"。フィルターは { $filters } で、それぞれ先頭の x または ! で否定できます
search-query-unsupported = "{ $name }" は、このライブラリが保存しないデータ（エクイティ、確率、XG のフラグ、コメントの出所、blunderDB 固有の ID と日付）に対する blunderDB のフィルターです。コメントの語は t"語" で検索します
search-query-missing-value = "{ $name }" には値が必要です。例: { $example }
search-query-no-value = "{ $name }" は値を取りません
search-query-bad-count = "{ $value }" は 0 以上の整数ではありません
search-query-bad-whole = "{ $value }" は整数ではありません
search-query-bad-number = "{ $value }" は 0 以上の数ではありません
search-query-empty-range = { $from } から { $to } までの範囲は空です: 始まる前に終わっています
search-query-unclosed-quote = 引用符が開かれたまま閉じられていません
search-query-bad-choice = "{ $value }" は次のいずれでもありません: { $choices }
search-query-bad-dice = "{ $value }" は出目ではありません: 1 から 6 のダイス 1 個または 2 個。例: D31、D6
search-query-bad-score = "{ $value }" はスコアではありません: 残りポイントで、決定する側を先に。例: score:2a4a、または score:money
search-query-bad-date = "{ $value }" は日付ではありません: 年、月、または日。例: 2024、2024-06、2024-06-15
search-query-bad-position = "{ $value }" は XGID ではありません
search-query-needs-position = 値のない "{ $name }" はクエリで与えられたポジション（XGID）を読みますが、それがないか、出目がありません。代わりに値を書いてください。例: { $example }
search-query-negation-alone = 否定（x または !）の後にはフィルターが必要です。例: xD65
search-query-cannot-negate = "{ $name }" はコマンドのオプションと同様に検索するマッチを選ぶため、否定できません
search-query-repeated = "{ $name }" が二度指定されています
search-query-bad-pattern = "{ $name }" には引用符で囲んだリストが必要です: m"6/1*" のようなムーブ、または m'ND,DT,DP' のようなキューブアクション
search-query-mixed-pattern = リストにムーブとキューブアクションが混在しています。決定はどちらか一方です

## 貼り付けた局面

paste-empty = 読み取るものがありません。XGID (XGID=…) または gnuBG の Position ID（Match ID は任意）を貼り付けてください
paste-position-id = Position ID は base64 の 14 文字でなければなりません（"{ $value }" は不可）
paste-position-id-board = Position ID "{ $value }" は盤面を表していません（片側のチェッカーが 15 を超えるか、ポイントが足りません）
paste-match-id = Match ID は base64 の 12 文字でなければなりません（"{ $value }" は不可）
paste-match-id-field = Match ID "{ $value }" の { $field } が範囲外です
paste-xgid-fields = XGID: コロン区切りのフィールドが { $count } 個です（9 または 10 個が必要）
paste-xgid-position = XGID: 局面フィールドは - a-o A-O からなる 26 文字でなければなりません（"{ $value }" は不可）
paste-xgid-checkers = XGID: 局面 "{ $value }" は片側のチェッカーが 15 を超えています
paste-xgid-field = XGID: { $field } フィールド "{ $value }" は有効な数値ではありません
