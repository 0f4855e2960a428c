import { LANGUAGE_NAMES } from '../locales.ts';
import type { Messages } from './types.ts';

/** The paces a game may be played at (src/session/clock.ts), as its command and /settings offer them. */
const PACE_CHOICES = {
  untimed: 'sin límite',
  '1': '1 día por jugada',
  '2': '2 días por jugada',
  '3': '3 días por jugada',
  '5': '5 días por jugada',
  '7': '7 días por jugada',
  '14': '14 días por jugada',
};

export const esES: Messages = {
  bot: {
    noLongerValid: 'Este botón ya no es válido.',
    notOnMessage: 'Ese control no está (ya) en este mensaje, así que no ha cambiado nada: usa el último mensaje.',
    noForm: 'Yo no he pedido este formulario, así que no ha cambiado nada.',
    notYours: 'Ese mensaje privado no es tuyo, así que no ha cambiado nada.',
    unknownCommand: 'Este comando ya no está disponible.',
    unsupported: 'Este tipo de interacción no es compatible.',
    restarting: 'El bot se está reiniciando, inténtalo de nuevo en un momento.',
    tooFast_one: 'Lo estás haciendo demasiado a menudo: inténtalo de nuevo dentro de {{count}} segundo.',
    tooFast_many: 'Lo estás haciendo demasiado a menudo: inténtalo de nuevo dentro de {{count}} segundos.',
    tooFast_other: 'Lo estás haciendo demasiado a menudo: inténtalo de nuevo dentro de {{count}} segundos.',
    slowDown: 'Más despacio: durante un rato no responderé a tus peticiones no válidas.',
    boardChanged: 'La partida ha cambiado desde que se mostró esto: usa el último mensaje.',
    storeDown:
      'No he podido acceder al almacenamiento de las partidas, así que no ha cambiado nada. Inténtalo en un momento.',
    missingPermissions:
      'Discord me niega aquí un permiso que necesito (Missing Permissions). Pide a un administrador del servidor que revise los permisos de mi rol en este canal.',
    internal: 'Algo ha fallado por nuestra parte. Si vuelve a pasar, da este código a quien aloja el bot: {{incident}}',
    messageGone: 'El mensaje que has usado ya no está (borrado, o su hilo archivado), así que te respondo aquí.',
    notAnswered: 'No he podido responder donde lo usaste, así que respondo aquí: inténtalo de nuevo en un momento.',
  },
  validate: {
    unknownOption: 'Opción desconocida {{option}}.',
    unknownOptionUnnamed: 'Opción desconocida.',
    givenTwice: 'La opción {{option}} se ha dado dos veces.',
    wrongType: 'La opción {{option}} tiene un tipo incorrecto.',
    invalid: 'La opción {{option}} no es válida.',
    required: 'La opción {{option}} es obligatoria.',
    between: 'La opción {{option}} debe estar entre {{min}} y {{max}}.',
    wholeNumber: 'La opción {{option}} debe ser un número entero.',
    number: 'La opción {{option}} debe ser un número.',
    text: 'La opción {{option}} debe ser texto.',
    minChars_one: 'La opción {{option}} debe tener al menos {{count}} carácter.',
    minChars_many: 'La opción {{option}} debe tener al menos {{count}} caracteres.',
    minChars_other: 'La opción {{option}} debe tener al menos {{count}} caracteres.',
    maxChars_one: 'La opción {{option}} debe tener como máximo {{count}} carácter.',
    maxChars_many: 'La opción {{option}} debe tener como máximo {{count}} caracteres.',
    maxChars_other: 'La opción {{option}} debe tener como máximo {{count}} caracteres.',
    boolean: 'La opción {{option}} debe ser verdadero o falso.',
    id: 'La opción {{option}} debe ser un ID.',
    choice: 'La opción {{option}} debe ser una de las opciones de la lista.',
    user: 'La opción {{option}} debe ser un usuario.',
    role: 'La opción {{option}} debe ser un rol.',
    mentionable: 'La opción {{option}} debe ser un usuario o un rol.',
    file: 'La opción {{option}} debe ser un archivo.',
    channel: 'La opción {{option}} debe ser un canal.',
    channelKind: 'La opción {{option}} debe ser otro tipo de canal.',
    tooMany: 'Estas opciones no son válidas para este comando.',
    chooseSubcommand: 'Elige uno de los subcomandos de la lista.',
  },
  cmd: {
    anyGame: {
      challenge: { name: 'desafiar', description: 'Desafiar a alguien a una partida' },
      resign: { name: 'rendirse', description: 'Abandonar la partida de este hilo' },
      status: { name: 'estado', description: 'Tus partidas: a quién le toca y enlaces a sus hilos' },
      opponent: { name: 'rival', description: 'Contra quién jugar' },
      level: {
        name: 'nivel',
        description: 'Contra mí (el ordenador): lo bien que juego (por defecto fuerte)',
        choices: { perfect: 'perfecto', strong: 'fuerte', casual: 'relajado' },
      },
      target: { name: 'objetivo', description: 'Puntos para ganar (por defecto 500)' },
      hints: {
        name: 'pistas',
        description: 'Permitir el botón Pista (aceptar es estar de acuerdo; siempre activo contra mí)',
      },
      invite: { name: 'invitar', description: 'Alguien a quien invitar por su nombre' },
      invite2: { name: 'invitar2', description: 'Alguien a quien invitar por su nombre' },
      invite3: { name: 'invitar3', description: 'Alguien a quien invitar por su nombre' },
      pace: {
        name: 'ritmo',
        description: 'Días por jugada, con reserva de tiempo (por defecto: /settings del servidor)',
        choices: PACE_CHOICES,
      },
    },
    abstrac: {
      name: 'abstrac',
      description: 'Abstrac, el juego de cartas para dos en el que se cogen cartas',
      variant: {
        name: 'variante',
        description: 'Qué Abstrac (por defecto clásico)',
        choices: { classic: 'Clásico', suits: 'Palos', unlimited: 'Ilimitado', fullpack: 'Baraja completa' },
      },
      deals: { name: 'manos', description: 'Jugar este número de manos en su lugar' },
    },
    threedom: { name: 'threedom', description: 'Threedom, el juego de cartas de nueve montones para dos' },
    rummy: {
      name: 'rummy',
      description: 'Rummy de 2 a 6: bajar tríos y escaleras, colocar cartas, cerrar el primero',
      new: { name: 'nueva', description: 'Abrir una mesa de rummy a la que otros pueden unirse' },
      target: { name: 'objetivo', description: 'Puntos para ganar (por defecto 100)' },
      hands: { name: 'manos', description: 'Jugar este número de manos (con objetivo: lo que llegue antes)' },
    },
    away: {
      name: 'ausente',
      description: 'Pausar recordatorios y relojes de abandono en todas tus partidas unos días',
      set: {
        name: 'activar',
        description: 'Ausente unos días: sin recordatorios ni abandonos, relojes en pausa; acaba solo',
      },
      days: { name: 'días', description: 'Cuántos días (cada servidor limita los días cada 30)' },
      off: { name: 'volver', description: 'He vuelto: los relojes de tus partidas corren otra vez' },
    },
    export: {
      name: 'exportar',
      description: 'La partida de este hilo como archivo (JSON) que la línea de comandos reproduce y dibuja',
    },
    games: {
      name: 'partidas',
      description: 'Tus partidas en todos los servidores: tu turno primero, con enlaces, esperas y plazos',
    },
    help: { name: 'ayuda', description: 'Cómo jugar: los juegos y comandos de este bot' },
    leaderboard: {
      name: 'clasificación',
      description: 'La clasificación del servidor: partidas, victorias, derrotas, puntos y puntuación',
      game: {
        name: 'juego',
        description: 'Qué juego (por defecto: todos)',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rummy' },
      },
      variant: {
        name: 'variante',
        description: 'Una variante, o todas (por defecto)',
        choices: {
          all: 'Todas las variantes',
          classic: 'Clásico',
          suits: 'Palos',
          unlimited: 'Ilimitado',
          fullpack: 'Baraja completa',
          standard: 'Estándar',
        },
      },
    },
    notify: {
      name: 'avisos',
      description: 'Avisos de turno por mensaje directo: en cada turno, un resumen diario o nada',
      mode: {
        name: 'modo',
        description: 'turno: un MD cada vez que te toca · resumen: un MD al día · desactivado',
        choices: { turn: 'turno', digest: 'resumen', off: 'desactivado' },
      },
    },
    rules: {
      name: 'reglas',
      description: 'Cómo jugar: las reglas de un juego',
      game: {
        name: 'juego',
        description: 'Qué juego (por defecto Abstrac)',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rummy' },
      },
    },
    settings: {
      name: 'ajustes',
      description: 'Ajustes de juego del servidor: recordatorios, abandonos, ausencias, desafíos, hilos, baraja',
      reminder_hours: {
        name: 'recordatorio_horas',
        description: 'Recordar al jugador que mueva tras estas horas (por defecto 24)',
      },
      forfeit_hours: {
        name: 'abandono_horas',
        description: 'Pierde por abandono tras estas horas sin jugar (por defecto 72)',
      },
      challenge_expiry_hours: {
        name: 'desafío_horas',
        description: 'Los desafíos caducan tras estas horas (por defecto 24)',
      },
      threads: {
        name: 'hilos',
        description: 'Abrir las partidas en hilos públicos (desde el desafío) o privados',
        choices: { public: 'públicos', private: 'privados' },
      },
      deck: {
        name: 'baraja',
        description: 'Colores de las cartas en las imágenes: cuatro colores (♦ azul, ♣ verde) ayuda a los daltónicos',
        choices: { classic: 'clásica', 'four-colour': 'cuatro colores' },
      },
      archive: {
        name: 'archivar',
        description: 'Archivar y bloquear el hilo de una partida al publicar su resultado (por defecto no)',
      },
      away_days: {
        name: 'ausencia_días',
        description: 'Días que un jugador puede ausentarse cada 30 días (/away; por defecto 14; 0: ninguno)',
      },
      forced_moves: {
        name: 'jugadas_forzadas',
        description: 'Jugar por el jugador un turno con una sola jugada legal (por defecto sí)',
      },
      pace: {
        name: 'ritmo',
        description: 'Partidas nuevas: días por jugada con reserva, salvo que el comando indique otro (defecto: sin)',
        choices: PACE_CHOICES,
      },
      weekends_off: {
        name: 'sin_fines_de_semana',
        description: 'Las partidas con tiempo que empiecen no cuentan sábados ni domingos (UTC) (defecto: no)',
      },
      language: {
        name: 'idioma',
        description: 'Idioma de los tableros y mensajes de las partidas nuevas (por defecto: el del servidor)',
        choices: { auto: 'idioma del servidor', ...LANGUAGE_NAMES },
      },
    },
    stats: {
      name: 'estadísticas',
      description: 'El historial de un jugador en este servidor (el tuyo por defecto)',
      user: { name: 'jugador', description: 'El historial de quién' },
    },
    takeback: {
      name: 'deshacer',
      description: 'En el hilo de tu partida: pedir a tu rival que te deje deshacer tu último turno',
    },
  },

  session: {},

  commands: {
    done: 'Hecho.',
    listSeparator: ', ',
    permission: {
      ViewChannel: 'Ver canal',
      ReadMessageHistory: 'Leer el historial de mensajes',
      SendMessages: 'Enviar mensajes',
      SendMessagesInThreads: 'Enviar mensajes en hilos',
      CreatePublicThreads: 'Crear hilos públicos',
      CreatePrivateThreads: 'Crear hilos privados',
      AttachFiles: 'Adjuntar archivos',
      EmbedLinks: 'Insertar enlaces',
      ManageThreads: 'Gestionar hilos',
      ManageGuild: 'Gestionar servidor',
    },
    cannotStartIn_one:
      'No puedo empezar una partida en #{{channel}}: necesito {{permissions}}. Pide a un admin del servidor que se lo dé a mi rol.',
    cannotStartIn_many:
      'No puedo empezar una partida en #{{channel}}: necesito {{permissions}}. Pide a un admin del servidor que se los dé a mi rol.',
    cannotStartIn_other:
      'No puedo empezar una partida en #{{channel}}: necesito {{permissions}}. Pide a un admin del servidor que se los dé a mi rol.',
    cannotStartHere_one:
      'No puedo empezar una partida aquí: necesito {{permissions}}. Pide a un admin del servidor que se lo dé a mi rol.',
    cannotStartHere_many:
      'No puedo empezar una partida aquí: necesito {{permissions}}. Pide a un admin del servidor que se los dé a mi rol.',
    cannotStartHere_other:
      'No puedo empezar una partida aquí: necesito {{permissions}}. Pide a un admin del servidor que se los dé a mi rol.',
    settings: {
      title: 'Ajustes de las partidas',
      updatedTitle: 'Ajustes de las partidas cambiados',
      reminder: 'Recordatorio tras **{{hours}} h** sin jugar',
      forfeit: 'Abandono tras **{{hours}} h** sin jugar',
      expiry: 'Los desafíos caducan tras **{{hours}} h**',
      threads: 'Los hilos de las partidas son **{{threads}}**',
      deck: 'Las cartas se dibujan con la baraja **{{deck}}**',
      archived: 'Los hilos de las partidas terminadas se **archivan y bloquean**',
      open: 'Los hilos de las partidas terminadas siguen **abiertos**',
      away_one:
        'Los jugadores pueden ausentarse (`{{away}}`) **{{count}} día** de cada 30 (relojes en pausa mientras tanto)',
      away_many:
        'Los jugadores pueden ausentarse (`{{away}}`) **{{count}} días** de cada 30 (relojes en pausa mientras tanto)',
      away_other:
        'Los jugadores pueden ausentarse (`{{away}}`) **{{count}} días** de cada 30 (relojes en pausa mientras tanto)',
      forcedWaits: 'Un turno con una sola jugada posible (p. ej. la única cogida de Abstrac) **espera al jugador**',
      forcedPlayed:
        'Un turno con una sola jugada posible (p. ej. la única cogida de Abstrac) **se juega automáticamente** en su lugar, y se dice en el hilo',
      paced: 'Las partidas nuevas se juegan a **{{pace}}**, con banco de tiempo (un desafío puede elegir otro ritmo)',
      untimed:
        'Las partidas nuevas son **sin límite de tiempo** (las horas de recordatorio y abandono de arriba), salvo que un desafío elija un ritmo',
      weekendsOff: 'Las partidas con tiempo **se saltan los fines de semana** (UTC)',
      everyDay: 'Las partidas con tiempo cuentan **todos los días**',
      language: 'Las partidas nuevas se escriben en **{{language}}**',
      serverLanguage: 'Las partidas nuevas se escriben en **el idioma del servidor** (sus ajustes de Comunidad)',
      serverOnly: 'Los ajustes son de un servidor: usa este comando en uno.',
      manageServer: 'Solo los miembros con el permiso {{permission}} pueden cambiar estos ajustes.',
      refused_one:
        'No se ha cambiado nada: para {{what}}, necesito {{permissions}} aquí. Pide a un admin del servidor que se lo dé a mi rol y vuelve a intentarlo.',
      refused_many:
        'No se ha cambiado nada: para {{what}}, necesito {{permissions}} aquí. Pide a un admin del servidor que se los dé a mi rol y vuelve a intentarlo.',
      refused_other:
        'No se ha cambiado nada: para {{what}}, necesito {{permissions}} aquí. Pide a un admin del servidor que se los dé a mi rol y vuelve a intentarlo.',
      toArchive: 'archivar y bloquear los hilos de las partidas terminadas',
      toOpenPrivate: 'abrir hilos privados para las partidas',
      toOpenPublic: 'abrir hilos públicos para las partidas',
      both: '{{first}} y {{second}}',
      hoursRange: '`{{option}}` debe estar entre {{min}} y {{max}} horas.',
      forfeitAfterReminder: 'El abandono ({{forfeit}} h) debe llegar después del recordatorio ({{reminder}} h).',
    },
    leaderboard: {
      noGame: 'Ese juego no existe.',
      noVariant: '{{game}} no tiene la variante «{{variant}}».',
      allVariants: 'todas las variantes',
      title: 'Clasificación · {{game}} · {{variant}}',
      everyTitle: 'Clasificación · todos los juegos',
      line_one:
        '**{{rank}}. {{name}}** · {{count}} partida, {{wins}} V / {{losses}} D, {{points}} ptos. · puntuación {{rating}}',
      line_many:
        '**{{rank}}. {{name}}** · {{count}} partidas, {{wins}} V / {{losses}} D, {{points}} ptos. · puntuación {{rating}}',
      line_other:
        '**{{rank}}. {{name}}** · {{count}} partidas, {{wins}} V / {{losses}} D, {{points}} ptos. · puntuación {{rating}}',
      empty: 'Aún no hay partidas terminadas: ¡desafía a alguien con `{{command}}`!',
      ratingNote: 'Puntuación: empieza en 1000 y sube cuando los resultados muestran nivel (una estimación prudente).',
      you: 'Tú: n.º {{rank}} de {{of}}.',
      oneGame: '{{command}} muestra el top {{shown}} de un juego.',
    },
    stats: {
      title: 'Estadísticas · {{name}}',
      line_one:
        '**{{board}}**: n.º {{rank}} de {{of}} · {{count}} partida, {{wins}} V / {{losses}} D · {{points}} ptos. · puntuación {{rating}}',
      line_many:
        '**{{board}}**: n.º {{rank}} de {{of}} · {{count}} partidas, {{wins}} V / {{losses}} D · {{points}} ptos. · puntuación {{rating}}',
      line_other:
        '**{{board}}**: n.º {{rank}} de {{of}} · {{count}} partidas, {{wins}} V / {{losses}} D · {{points}} ptos. · puntuación {{rating}}',
      none: 'Aún no hay partidas terminadas en este servidor.',
      inProgress: 'Partidas en curso: {{number}}.',
    },
    games: {
      none: 'No tienes ninguna partida en curso. Empieza una con `{{challenge}}` o `{{new}}` de un juego (mira `{{help}}`).',
      head_one: '{{count}} partida en curso, {{mine}} esperándote.',
      head_many: '{{count}} partidas en curso, {{mine}} esperándote.',
      head_other: '{{count}} partidas en curso, {{mine}} esperándote.',
      away: 'Estás ausente hasta {{until}}: sin recordatorios, sin abandonos, relojes en pausa (`{{awayOff}}` para volver).',
    },
    away: {
      back_one: 'Bienvenido de vuelta: el reloj de tu {{count}} partida vuelve a correr.',
      back_many: 'Bienvenido de vuelta: los relojes de tus {{count}} partidas vuelven a correr.',
      back_other: 'Bienvenido de vuelta: los relojes de tus {{count}} partidas vuelven a correr.',
      set_one:
        'Estás ausente hasta {{until}}: sin recordatorios ni abandonos en tu {{count}} partida, y su reloj está en pausa (los plazos se mueven lo que dure la ausencia). Tu rival lo sabe por el hilo. `{{awayOff}}` lo termina antes.',
      set_many:
        'Estás ausente hasta {{until}}: sin recordatorios ni abandonos en tus {{count}} partidas, y sus relojes están en pausa (los plazos se mueven lo que dure la ausencia). Tus rivales lo saben por cada hilo. `{{awayOff}}` lo termina antes.',
      set_other:
        'Estás ausente hasta {{until}}: sin recordatorios ni abandonos en tus {{count}} partidas, y sus relojes están en pausa (los plazos se mueven lo que dure la ausencia). Tus rivales lo saben por cada hilo. `{{awayOff}}` lo termina antes.',
    },
    notify: {
      turn: 'Te enviaré un mensaje directo cada vez que te toque en una partida (uno por turno, ninguno mientras estés ausente). Mantén tus MD abiertos para mí.',
      digest:
        'Te enviaré un mensaje directo al día con las partidas que te esperan, el primero {{when}}. Mantén tus MD abiertos para mí.',
      off: 'Se acabaron los avisos de turno por mensaje directo.',
      choose: 'Elige {{turn}}, {{digest}} o {{off}}.',
    },
    rules: {
      title: 'Reglas · {{game}}',
      none: 'No hay reglas para ese juego.',
      inEnglish: 'Las reglas están en inglés.',
    },
    help: {
      title: 'Juegos de cartas',
      overDaysTitle: 'Jugar durante días',
      commands: 'Comandos',
      command: '- **{{name}}**: {{description}}',
      tables:
        'Cada partida se juega en su propio hilo, a tu ritmo: el bot muestra la mesa (una imagen, con descripción para lectores de pantalla) y botones. En Abstrac todas las cartas están a la vista; en Threedom y Rummy tus cartas están en **Tu mano**, un mensaje que solo ves tú. Para daltónicos: un admin puede elegir la baraja de cuatro colores (`{{fourColour}}`). `{{rules}}` tiene las reglas de cada juego.',
      start:
        '**Empezar una partida**: `{{abstrac}}@amigo` (variantes: Clásico, Palos, Ilimitado, Baraja completa; puntos en `{{target}}` o un número de `{{deals}}`), `{{threedom}}@amigo`, o `{{rummy}}` para una mesa de 2 a 6 a la que se unen otros. Tu amigo pulsa **Aceptar**, se abre un hilo y muestra a quién le toca. Quien no juega recibe un recordatorio al cabo de un rato y pierde por abandono más tarde (mira `{{settings}}`).',
      computer:
        '**Jugar contra la máquina**: `/<juego> {{challenge}}@mí` empieza enseguida (en una mesa de Rummy, **Añadir máquina**). Los niveles, iguales en todos los juegos: `{{casual}}`, `{{strong}}` (el de serie; en Threedom y Rummy, una búsqueda sobre las cartas que no ve) y, en Abstrac, donde nada está oculto, `{{perfect}}`. Estas partidas cuentan en tu historial contra la máquina, no en la puntuación.',
      hints:
        '**Pistas**: el botón 💡 **Pista** le dice en privado a quien le toca qué haría el nivel fuerte y por qué (Abstrac: la mejor jugada con juego perfecto). Siempre activo contra la máquina; entre personas solo con `{{hintsOn}}` en el desafío o la mesa (aceptar es estar de acuerdo), y el hilo se entera cuando alguien usa una. Cada resumen de mano de Abstrac acaba con un análisis de las jugadas.',
      leaving:
        '**Rendirse**: `/<juego> {{resign}}` en el hilo de la partida te pide confirmación y luego te rinde. En una partida de tres o más, quien se rinde o se queda sin tiempo queda último y la máquina sigue en su sitio. Puedes tener hasta 5 desafíos o mesas abiertos a la vez.',
      yourGames:
        '**Tus partidas**: `{{games}}` lista tus partidas en todos los servidores, primero las que te tocan, con enlaces, esperas y plazos (`/<juego> {{status}}`: solo un juego).',
      away: '**Ausencia**: `{{awaySet}}N` pausa tus recordatorios y abandonos en todas partes (relojes en pausa, rivales avisados; cada servidor limita los días de ausencia de cada 30, `{{awayDays}}`); `{{awayOff}}` la termina. **Avisos**: `{{notifyTurn}}` te manda un MD cada vez que te toca, `{{digest}}` una vez al día.',
      after:
        '**Tras una partida**: 🔁 **Revancha** en el resultado pide la misma partida otra vez, con los puestos rotados (entre dos, se cambian los papeles); los demás aceptan, y contra mí empieza enseguida. Una por partida.',
      takeback:
        '**Deshacer** (entre dos): `{{takeback}}` en el hilo, justo después de tu turno y antes de que juegue tu rival, le pide que te deje deshacerlo. No vale para un turno que mostró una carta oculta.',
      watching:
        '**Mirar**: 👀 **Mirar** en el mensaje que dice dónde se juega una partida te añade a su hilo. Los espectadores ven la mesa y las jugadas, nunca una mano.',
      records:
        '**Registros**: `{{export}}` en el hilo de una partida te manda su registro (un archivo JSON): cada carta y jugada cuando ha terminado; mientras sigue, solo lo que pueden ver todos los espectadores. La línea de comandos la reproduce (`npm run cli -- replay ARCHIVO`) y dibuja cada turno en imágenes y un GIF animado (`npm run cli -- render ARCHIVO`).',
    },
  },

  abstrac: {},

  threedom: {},

  rummy: {
    describe: '**Rummy** ({{goal}})',
    describeHints: '**Rummy** ({{goal}}, pistas permitidas)',
    inviteHints:
      'Pistas permitidas: al aceptar, aceptas que cualquier jugador pueda pedir una pista, que se anuncia en el hilo.',
    goal: {
      target: 'a {{target}}',
      hands_one: '{{count}} mano',
      hands_many: '{{count}} manos',
      hands_other: '{{count}} manos',
      both: 'a {{target}} o {{hands}}',
    },
    seat: 'puesto {{n}}',
    list: { sep: ', ', last: '{{rest}} y {{last}}' },
    result: {
      resigned: '🏆 {{winner}} gana la partida: {{loser}} se ha rendido.',
      forfeited: '🏆 {{winner}} gana la partida: {{loser}} pierde por abandono.',
      tie: '🏆 {{names}} empatan en primer lugar: cada uno gana con {{points}} puntos.',
      win: '🏆 {{name}} gana la partida con {{points}} puntos.',
    },
    status: 'Rummy, mano {{hand}} · tú {{you}}, mejor {{best}}',
    statusToPlay: 'Rummy, mano {{hand}} · tú {{you}}, mejor {{best}} · le toca a {{name}}',
    title: 'Rummy · mano {{hand}} · {{goal}}',
    boardTitle: '**Rummy** · mano {{hand}} · {{goal}}',
    todo: {
      drawOrTake: 'robar del mazo o coger el {{card}}',
      draw: 'robar del mazo',
      play: 'bajar o colocar cuanto quiera y después descartar',
    },
    toDo: 'Le toca a {{name}}: {{todo}}',
    yourTurn: '{{mention}}, te toca: {{todo}}. Abre **Tu mano**.',
    lastTurn: 'Turno anterior: {{said}}',
    thisTurn: 'Este turno: {{said}}',
    note: {
      sentence: '{{name}} {{did}}.',
      stockTurned_one: 'dio la vuelta a la pila de descartes como nuevo mazo ({{count}} carta)',
      stockTurned_many: 'dio la vuelta a la pila de descartes como nuevo mazo ({{count}} cartas)',
      stockTurned_other: 'dio la vuelta a la pila de descartes como nuevo mazo ({{count}} cartas)',
      drewStock: 'robó del mazo',
      tookDiscard: 'cogió el {{card}} de la pila de descartes',
      lastStockCard: 'cogió la última carta del mazo (el mazo se ha agotado {{times}} de 3 veces)',
      melded: 'bajó {{cards}} (combinación {{meld}})',
      laidOff: 'colocó el {{card}} en la combinación {{meld}}',
      discarded: 'descartó el {{card}}',
      wentOut: '**cerró**',
      wentOutRummy: 'cerró **de mano**: ¡todos pagan el doble!',
      noWinner: 'El mazo se ha agotado por tercera vez: la mano termina sin ganador.',
    },
    table: {
      dealerBadge: 'R',
      cards_one: '{{count}} carta',
      cards_many: '{{count}} cartas',
      cards_other: '{{count}} cartas',
      points: '{{score}} ptos',
      computer: 'ordenador',
      toDraw: 'roba',
      toPlay: 'juega',
      stock: 'Mazo {{n}}',
      stockTurned: 'Mazo {{n}} (vuelto {{turns}}×)',
      discard: 'Descartes {{n}}',
      noMelds: 'Aún no hay combinaciones',
      melds: 'Combinaciones',
      sentenceAlt: '{{x}}.',
      pointsAlt_one: '{{count}} punto',
      pointsAlt_many: '{{count}} puntos',
      pointsAlt_other: '{{count}} puntos',
      toDrawAlt: 'debe robar',
      toPlayAlt: 'debe bajar, colocar o descartar',
      seatAlt: '{{name}}: {{said}}',
      dealerSeatAlt: '{{name}} (reparte): {{said}}',
      pilesAlt: 'Mazo {{stock}}, pila de descartes {{discard}}.',
      pilesTopAlt: 'Mazo {{stock}}, pila de descartes {{discard}} con el {{card}} encima.',
      meldsAlt: 'Combinaciones {{melds}}.',
      noMeldsAlt: 'Aún no hay combinaciones.',
    },
    summary: {
      noWinner: 'Mano {{hand}}: el mazo se agotó por tercera vez, sin ganador',
      wentOut: 'Mano {{hand}}: {{name}} cerró',
      wentOutRummy: 'Mano {{hand}}: {{name}} cerró de mano (doble)',
      heading: '**{{title}}.**',
      pays: '{{name}} paga {{points}}',
      paidLine: '{{list}}.',
      totals: 'Totales: {{list}}',
      turned_one: 'Se dio la vuelta al mazo {{count}} vez.',
      turned_many: 'Se dio la vuelta al mazo {{count}} veces.',
      turned_other: 'Se dio la vuelta al mazo {{count}} veces.',
      pips_one: '{{count}} punto en mano',
      pips_many: '{{count}} puntos en mano',
      pips_other: '{{count}} puntos en mano',
      won: 'gana {{points}}',
      paid: 'paga {{points}}',
      total: 'total {{total}}',
      out: 'cerró',
      alt: '{{title}}. {{seats}}.',
      seatSepAlt: '. ',
      seatWonAlt: '{{name}}: {{cards}}, {{pips}} puntos en mano, gana {{points}}, total {{total}}',
      seatPaidAlt: '{{name}}: {{cards}}, {{pips}} puntos en mano, paga {{points}}, total {{total}}',
      noCardsAlt: 'sin cartas',
    },
    hand: {
      headSuit_one: '**Tu mano** · {{count}} carta, ordenada por palo',
      headSuit_many: '**Tu mano** · {{count}} cartas, ordenadas por palo',
      headSuit_other: '**Tu mano** · {{count}} cartas, ordenadas por palo',
      headRank_one: '**Tu mano** · {{count}} carta, ordenada por valor',
      headRank_many: '**Tu mano** · {{count}} cartas, ordenadas por valor',
      headRank_other: '**Tu mano** · {{count}} cartas, ordenadas por valor',
      sortRankLabel: 'Ordenar por valor',
      sortSuitLabel: 'Ordenar por palo',
      theirTurn: 'Le toca a {{name}}.',
      drawOrTake_one: 'Te toca: roba del mazo ({{count}} carta) o coge el {{card}}.',
      drawOrTake_many: 'Te toca: roba del mazo ({{count}} cartas) o coge el {{card}}.',
      drawOrTake_other: 'Te toca: roba del mazo ({{count}} cartas) o coge el {{card}}.',
      draw_one: 'Te toca: roba del mazo ({{count}} carta).',
      draw_many: 'Te toca: roba del mazo ({{count}} cartas).',
      draw_other: 'Te toca: roba del mazo ({{count}} cartas).',
      drawLabel: 'Robar del mazo',
      takeLabel: 'Coger el {{card}}',
      play: 'Baja combinaciones y coloca cartas cuantas veces quieras, después descarta: toca una carta de abajo (así termina tu turno).',
      taken:
        'Has cogido el {{card}} de la pila de descartes (enmarcado): no puedes descartarlo este turno, ni bajar o colocar de modo que solo quede él, así que no se ofrece.',
      meldPlaceholder: 'Bajar una combinación ({{count}} posibles)',
      layoffPlaceholder: 'Colocar una carta ({{count}} posibles)',
      layoffLabel: '{{card}} en la combinación {{meld}}',
      discardPlaceholder: 'Descartar una carta (termina tu turno)',
      hintLabel: 'Pista',
      handAlt: 'Tu mano: {{cards}}',
      noCards: 'Sin cartas',
      badControl: 'Ese control no es de esta mano.',
    },
    hint: {
      meld: 'la combinación {{n}} ({{cards}})',
      takeCompletes: 'Coge el {{card}} de la pila de descartes: completa {{cards}}.',
      takeLaysOff: 'Coge el {{card}} de la pila de descartes: se coloca en {{meld}}.',
      takeNear: 'Coge el {{card}} de la pila de descartes: va con tus {{cards}}, a una carta de una combinación.',
      takeHand: 'Coge el {{card}} de la pila de descartes: va con tu mano, a una carta de una combinación.',
      drawEmpty: 'Roba del mazo: la pila de descartes está vacía.',
      drawBetter:
        'Roba del mazo: el {{card}} ayudaría, pero en simulaciones con las cartas que no se ven, el mazo sale mejor.',
      drawNoMeld: 'Roba del mazo: el {{card}} de la pila de descartes no forma combinación con tu mano.',
      meldWhat: 'Baja {{cards}}',
      layoffWhat: 'Coloca el {{card}} en {{meld}}',
      out: '{{what}}: así cierras.',
      outRummy: '{{what}}: así cierras de mano, todos pagan el doble.',
      laidPoints: '{{what}}: las cartas en la mesa no cuestan nada, y quitas {{points}} puntos de tu mano.',
      lastCard: 'Descarta el {{card}}: es tu última carta, así que cierras.',
      discard: 'Descarta el {{card}}: {{why}}{{keep}}.',
      alone: 'no tiene pareja ni carta cercana de su palo en tu mano',
      aloneCostly:
        'no tiene pareja ni carta cercana de su palo en tu mano, y te costaría {{points}} puntos si alguien cierra',
      closer: 'el resto de tu mano está más cerca de combinaciones (solo va con {{cards}})',
      keepForRummy: '; te quedas {{cards}} en la mano para intentar cerrar de mano',
      guard: 'Quédate el {{card}}: {{why}}.',
      feedsMeld: 'se coloca en {{meld}}, así que el siguiente jugador podría cogerlo',
      feedsSeat: 'el puesto {{seat}} cogió {{cards}}, y completaría su combinación',
    },
    refuse: {
      'rummy/game-over': 'La partida ha terminado.',
      'rummy/not-a-player': 'No juegas en esta partida.',
      'rummy/hand-over': 'La mano ha terminado.',
      'rummy/not-your-turn': 'No es tu turno.',
      'rummy/not-in-hand': 'El {{card}} no está en tu mano.',
      'rummy/keeps-taken-card':
        'Solo te quedaría el {{card}} cogido de la pila de descartes, que no puedes descartar este turno.',
      'rummy/already-drawn': 'Ya has robado este turno: baja, coloca o descarta.',
      'rummy/discard-empty': 'La pila de descartes está vacía.',
      'rummy/nothing-to-draw': 'El mazo y la pila de descartes están vacíos.',
      'rummy/draw-first': 'Primero roba una carta, del mazo o de la pila de descartes.',
      'rummy/not-a-meld':
        '{{cards}} no es una combinación: un trío son 3 o 4 cartas del mismo valor; una escalera, 3 o más cartas seguidas del mismo palo (el As solo abajo).',
      'rummy/no-such-meld': 'No hay combinación {{meld}} en la mesa.',
      'rummy/does-not-fit': 'El {{card}} no encaja en la combinación {{meld}} ({{cards}}).',
      'rummy/discard-taken-card': 'No puedes descartar el {{card}} que acabas de coger de la pila de descartes.',
    },
  },

  place: {
    externalAppsOff:
      'Los moderadores de este servidor han desactivado las aplicaciones externas aquí, así que Discord solo te muestra mis respuestas a ti: no se puede jugar una partida en este canal. Juega en un MD de grupo con tus amigos, en tu MD conmigo o pide a un administrador del servidor que añada el bot.',
    noTable:
      'Una mesa a la que se unen otros necesita el bot en el servidor. Aquí, reta a una persona (`challenge`) o juega contra mí (`challenge` conmigo como rival).',
    personInBotDm:
      'En este MD solo estamos tú y yo: rétame aquí (elígeme como rival) o reta a un amigo en un MD de grupo o en un servidor.',
    noRematch:
      'Aquí una revancha es un nuevo reto: usa otra vez `/{{game}} challenge` (no puedo publicar por mi cuenta en un MD ni en un MD de grupo).',
    onBelow: 'la partida sigue aquí abajo.',
    reminder: '⏰ Te toca en **{{game}}**: {{link}}. Si no juegas en {{hours}} h, pierdes la partida por abandono.',
    result: '🏁 **{{game}}**: {{result}} {{link}}',
    where: 'un MD o un MD de grupo',
  },

  compete: {},
};
