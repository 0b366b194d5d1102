# blunderDB — 局面を残して練習する: ref、タグ、スター、コメント、
# コレクション、トレーニング。

## エラー

study-not-a-ref = 「{ $value }」は ref ではありません。ref は decisions、search、match show の行が示すとおり、9f2c41d07ab3-2-14(チェッカープレイ)、9f2c41d07ab3-2-14d(ダブルするか)、9f2c41d07ab3-2-14t(テイクかパスか)の形です
study-unknown-ref = ライブラリに ref { $value } の判断はありません
study-ambiguous-ref = ref { $value } は複数のマッチの判断に当てはまります。最初の部分をもっと長く書いてください
study-bad-tag = 「{ $tag }」はタグではありません。タグは #backgame のような空白のない一語です
study-unknown-collection = コレクション「{ $name }」はありません。コレクションは { $names } です
study-collection-no-name = コレクションには名前が必要です
study-collection-exists = コレクション「{ $name }」はすでにあります
study-collection-live = 「{ $name }」はライブコレクションです。その判断は検索({ $query })が見つけるもので、変更するリストではありません
study-unknown-card = カード { $card } はありません。train due でカードを一覧できます
study-no-position = カード { $card }: ライブラリにはこの判断の局面もダイスもありません
study-cube-answer-to-checker = カード { $card } はチェッカープレイを問うています。「{ $answer }」ではなく 13/7 8/7 のような手で答えてください
study-wrong-cube-answer = カード { $card } は { $side } のキューブアクションを問うています。「{ $answer }」ではなく { $choices } で答えてください
study-illegal-move = 「{ $answer }」は { $dice } の合法な手ではありません: { $why }
study-why-unreadable = 「{ $token }」は 13/7、bar/22、6/off のような動きではありません
study-why-no-checker = { $point } にあなたのチェッカーはありません
study-why-blocked = 相手が { $point } を押さえています
study-why-bar-first = バーのチェッカーを先にエンターしなければなりません
study-why-not-home = 全部がインナーボードに入るまでベアオフできません
study-why-dice = ルールどおりにダイスを使っていません(使えるなら両方、そうでなければ大きい目)。合法な手の例: { $example }

## コマンドの表示

study-tagged = { $reference }: タグ { $tags } を付けました
study-untagged = { $reference }: タグ { $tags } を外しました
study-no-tags = タグはまだありません
study-starred = { $reference }: スターを付けました
study-unstarred = { $reference }: スターを外しました
study-commented = { $reference }: コメントを保存しました
study-comment-removed = { $reference }: コメントを削除しました
study-collection-made = コレクション「{ $name }」を作りました
study-collection-made-live = ライブコレクション「{ $name }」を作りました。その判断は検索 { $query } の結果です
study-collection-deleted = コレクション「{ $name }」を削除しました。その決定と印、カードは残ります
study-collection-added = { $n ->
    [one] 1 件の判断を「{ $name }」に追加しました
   *[other] { $n } 件の判断を「{ $name }」に追加しました
}
study-collection-removed = { $n ->
    [one] 1 件の判断を「{ $name }」から外しました
   *[other] { $n } 件の判断を「{ $name }」から外しました
}
study-collection-header = { $name }: { $n ->
    [one] 1 件の判断
   *[other] { $n } 件の判断
}
study-collection-follows = ライブ、検索 { $query } に従う
study-no-collections = コレクションはまだありません
study-exported = { $n ->
    [one] 1 件の判断を { $path } に書き出しました
   *[other] { $n } 件の判断を { $path } に書き出しました
}
study-collection-title = blunderDB コレクション: { $name }
study-collection-count = { $n ->
    [one] 1 件の判断
   *[other] { $n } 件の判断
}
study-due-header = 復習予定 { $due } / { $total } 枚。定着率 { $measured } %({ $reviews } 回の復習で測定)、目標 { $target } %

## 答えの評価

study-grade-best = 最善
study-grade-close = 惜しい: エラーのしきい値未満
study-grade-error = エラー
study-grade-blunder = ブランダー
study-grade-not-in-analysis = 解析にない手: ファイルはこの手を評価していません
study-your-answer = あなたの答え
study-answer-line = { $grade } — { $answer }、最善 { $best }、損失 { $loss } EMG、次の復習 { $due }

## Anki packages (`collection export --format apkg`)

anki-empty = コレクション「{ $name }」には決定がありません。Anki パッケージに入れるものがありません
# `$error`: the system's reason, or anki-is-folder.
anki-cannot-write = Anki パッケージ { $path } を書き出せません：{ $error }
anki-is-folder = フォルダーです
# On a card's front: the cube's value and who holds it (anki-cube-centred or a player's name).
anki-cube = キューブ { $cube }（{ $owner }）
anki-cube-centred = センター
# The question of a checker play, after "alice to play 4-3 —" (a cube decision's is the board's own: "alice on roll: double or not?").
anki-ask-play = どう動かしますか？
# On a card's back when the match's file lists no choices for the decision.
anki-no-choices = 候補：—
anki-error = { $error } EMG ({ $mwc } % MWC)
anki-gnubg-id = gnuBG ID（Position ID:Match ID）
anki-ref = Ref
