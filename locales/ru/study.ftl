# blunderDB — хранение и тренировка решений: ref, метки, звёзды,
# комментарии, коллекции и тренировка.

## Ошибки

study-not-a-ref = «{ $value }» — не ref: ref выглядит как 9f2c41d07ab3-2-14 (ход шашками), 9f2c41d07ab3-2-14d (дабл или нет дабла) или 9f2c41d07ab3-2-14t (принятие или отказ), как его дают строки decisions, search и match show
study-unknown-ref = в библиотеке нет решения с ref { $value }
study-ambiguous-ref = ref { $value } подходит к решениям нескольких матчей: напишите больше его первой части
study-bad-tag = «{ $tag }» — не метка: метка — одно слово без пробелов, например #backgame
study-unknown-collection = коллекции «{ $name }» нет; коллекции: { $names }
study-collection-no-name = коллекции нужно имя
study-collection-exists = коллекция «{ $name }» уже есть
study-collection-live = «{ $name }» — живая коллекция: её решения — те, что находит её поиск ({ $query }), а не список для изменения
study-unknown-card = карточки { $card } нет; train due показывает карточки
study-no-position = карточка { $card }: в библиотеке нет позиции или кубиков для её решения
study-cube-answer-to-checker = карточка { $card } спрашивает ход шашками: ответьте ходом вроде 13/7 8/7, а не «{ $answer }»
study-wrong-cube-answer = карточка { $card } спрашивает действие с кубом ({ $side }): ответьте { $choices }, а не «{ $answer }»
study-illegal-move = «{ $answer }» — не допустимый ход при { $dice }: { $why }
study-why-unreadable = «{ $token }» — не ход вроде 13/7, bar/22 или 6/off
study-why-no-checker = у вас нет шашки на { $point }
study-why-blocked = соперник держит { $point }
study-why-bar-first = шашка на баре должна сначала войти
study-why-not-home = выбрасывать можно, только когда все шашки в доме
study-why-dice = бросок сыгран не по правилам (оба кубика, когда можно, иначе больший); допустимый ход: { $example }

## Что говорят команды

study-tagged = { $reference }: метки { $tags } добавлены
study-untagged = { $reference }: метки { $tags } сняты
study-no-tags = меток пока нет
study-starred = { $reference }: отмечено звездой
study-unstarred = { $reference }: звезда снята
study-commented = { $reference }: комментарий сохранён
study-comment-removed = { $reference }: комментарий удалён
study-collection-made = коллекция «{ $name }» создана
study-collection-made-live = живая коллекция «{ $name }» создана: её решения — результаты поиска { $query }
study-collection-deleted = коллекция «{ $name }» удалена; её решения, их отметки и карточки остаются
study-collection-added = { $n ->
    [one] в «{ $name }» добавлено решений: 1
   *[other] в «{ $name }» добавлено решений: { $n }
}
study-collection-removed = { $n ->
    [one] из «{ $name }» убрано решений: 1
   *[other] из «{ $name }» убрано решений: { $n }
}
study-collection-header = { $name }: { $n ->
    [one] решений: 1
   *[other] решений: { $n }
}
study-collection-follows = живая, следует поиску { $query }
study-no-collections = коллекций пока нет
study-exported = { $n ->
    [one] решений записано в { $path }: 1
   *[other] решений записано в { $path }: { $n }
}
study-collection-title = Коллекция blunderDB: { $name }
study-collection-count = { $n ->
    [one] решений: 1
   *[other] решений: { $n }
}
study-due-header = к повторению { $due } из { $total } карточек; удержание { $measured } % по { $reviews } повторениям, цель { $target } %

## Оценка ответа

study-grade-best = лучший
study-grade-close = близко: ниже порога ошибки
study-grade-error = ошибка
study-grade-blunder = грубая ошибка
study-grade-not-in-analysis = нет в анализе: файл не оценивал этот ход
study-your-answer = ваш ответ
study-answer-line = { $grade } — { $answer }; лучший { $best }; потеря { $loss } EMG; следующее повторение { $due }

## Anki packages (`collection export --format apkg`)

anki-empty = в коллекции «{ $name }» нет ни одного решения: в пакет Anki нечего положить
# `$error`: the system's reason, or anki-is-folder.
anki-cannot-write = не удаётся записать пакет Anki { $path }: { $error }
anki-is-folder = это папка
# On a card's front: the cube's value and who holds it (anki-cube-centred or a player's name).
anki-cube = Куб на { $cube } ({ $owner })
anki-cube-centred = в центре
# The question of a checker play, after "alice to play 4-3 —" (a cube decision's is the board's own: "alice on roll: double or not?").
anki-ask-play = как вы сыграете?
# On a card's back when the match's file lists no choices for the decision.
anki-no-choices = Кандидаты: —
anki-error = { $error } EMG ({ $mwc } % MWC)
anki-gnubg-id = ID gnuBG (Position ID:Match ID)
anki-ref = Ref
