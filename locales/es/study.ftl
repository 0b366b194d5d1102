# blunderDB — guardar y entrenar decisiones: refs, etiquetas, estrellas,
# comentarios, colecciones y entrenamiento.

## Errores

study-not-a-ref = «{ $value }» no es una ref: una ref se escribe 9f2c41d07ab3-2-14 (una jugada), 9f2c41d07ab3-2-14d (un doble o no doble) o 9f2c41d07ab3-2-14t (un take o un pass), como la dan las filas de decisions, search y match show
study-unknown-ref = ninguna decisión de la biblioteca tiene la ref { $value }
study-ambiguous-ref = la ref { $value } encaja con decisiones de varios matches: escriba más de su primera parte
study-bad-tag = «{ $tag }» no es una etiqueta: una etiqueta es una palabra sin espacios, como #backgame
study-unknown-collection = no hay ninguna colección «{ $name }»; las colecciones son { $names }
study-collection-no-name = una colección necesita un nombre
study-collection-exists = ya existe una colección «{ $name }»
study-collection-live = «{ $name }» es una colección viva: sus decisiones son las que encuentra su búsqueda ({ $query }), no una lista que cambiar
study-unknown-card = no hay ninguna tarjeta { $card }; train due lista las tarjetas
study-no-position = tarjeta { $card }: la biblioteca no tiene posición ni dados para su decisión
study-cube-answer-to-checker = la tarjeta { $card } pide una jugada: responda con una jugada como 13/7 8/7, no «{ $answer }»
study-wrong-cube-answer = la tarjeta { $card } pide la acción de cubo del { $side }: responda { $choices }, no «{ $answer }»
study-illegal-move = «{ $answer }» no es una jugada legal con { $dice }: { $why }
study-why-unreadable = «{ $token }» no es un movimiento como 13/7, bar/22 o 6/off
study-why-no-checker = no tiene ninguna ficha en { $point }
study-why-blocked = su rival tiene { $point }
study-why-bar-first = una ficha en la barra debe entrar primero
study-why-not-home = solo se saca cuando todas las fichas están en el cuadrante interior
study-why-dice = no juega la tirada como piden las reglas (los dos dados cuando se puede, si no el mayor); una jugada legal es { $example }

## Lo que dicen los comandos

study-tagged = { $reference }: etiquetada { $tags }
study-untagged = { $reference }: etiquetas quitadas { $tags }
study-no-tags = aún no hay etiquetas
study-starred = { $reference }: con estrella
study-unstarred = { $reference }: estrella quitada
study-commented = { $reference }: comentario guardado
study-comment-removed = { $reference }: comentario borrado
study-collection-made = colección «{ $name }» creada
study-collection-made-live = colección viva «{ $name }» creada: sus decisiones son las de la búsqueda { $query }
study-collection-deleted = colección «{ $name }» eliminada; sus decisiones, sus marcas y sus tarjetas se conservan
study-collection-added = { $n ->
    [one] 1 decisión añadida a «{ $name }»
   *[other] { $n } decisiones añadidas a «{ $name }»
}
study-collection-removed = { $n ->
    [one] 1 decisión quitada de «{ $name }»
   *[other] { $n } decisiones quitadas de «{ $name }»
}
study-collection-header = { $name }: { $n ->
    [one] 1 decisión
   *[other] { $n } decisiones
}
study-collection-follows = viva, sigue la búsqueda { $query }
study-no-collections = aún no hay colecciones
study-exported = { $n ->
    [one] 1 decisión escrita en { $path }
   *[other] { $n } decisiones escritas en { $path }
}
study-collection-title = Colección de blunderDB: { $name }
study-collection-count = { $n ->
    [one] 1 decisión
   *[other] { $n } decisiones
}
study-due-header = { $due } de { $total } tarjetas para repasar; retención medida { $measured } % en { $reviews } repasos, objetivo { $target } %

## Calificar una respuesta

study-grade-best = la mejor
study-grade-close = cerca: por debajo del umbral de error
study-grade-error = un error
study-grade-blunder = un error grave
study-grade-not-in-analysis = no está en el análisis: el archivo no evaluó esta jugada
study-your-answer = su respuesta
study-answer-line = { $grade } — { $answer }; mejor { $best }; pérdida { $loss } EMG; próximo repaso { $due }

## Anki packages (`collection export --format apkg`)

anki-empty = la colección «{ $name }» no tiene ninguna decisión: no hay nada que poner en un paquete de Anki
# `$error`: the system's reason, or anki-is-folder.
anki-cannot-write = no se puede escribir el paquete de Anki { $path }: { $error }
anki-is-folder = es una carpeta
# On a card's front: the cube's value and who holds it (anki-cube-centred or a player's name).
anki-cube = Cubo en { $cube } ({ $owner })
anki-cube-centred = en el centro
# The question of a checker play, after "alice to play 4-3 —" (a cube decision's is the board's own: "alice on roll: double or not?").
anki-ask-play = ¿qué juega?
# On a card's back when the match's file lists no choices for the decision.
anki-no-choices = Candidatas: —
anki-error = { $error } EMG ({ $mwc } % MWC)
anki-gnubg-id = ID de gnuBG (Position ID:Match ID)
anki-ref = Ref
