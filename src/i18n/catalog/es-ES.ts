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
/** The paces a competition may be played at: every pace but untimed. */
const { untimed: _untimed, ...TIMED_PACE_CHOICES } = PACE_CHOICES;

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
    league: {
      name: 'liga',
      description: 'La liga del servidor: divisiones por puntuación, temporadas de semanas, ascensos y descensos',
      new: { name: 'nueva', description: 'Abrir una temporada de liga a inscripciones (Gestionar servidor)' },
      game: {
        name: 'juego',
        description: 'Qué juego',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rummy' },
      },
      pace: {
        name: 'ritmo',
        description: 'Días por turno en cada partida, con reserva de tiempo',
        choices: TIMED_PACE_CHOICES,
      },
      weeks: { name: 'semanas', description: 'Semanas por temporada' },
      divisions: {
        name: 'divisiones',
        description: 'Cuántas divisiones (de 4 a 8 jugadores cada una si el número lo permite)',
      },
      starts: {
        name: 'inicio',
        description: 'Cuándo acaba la inscripción y empieza la temporada: in 2h, 3d, 2026-12-01 18:00 (UTC)',
      },
      join: { name: 'unirse', description: 'Unirse a la temporada de liga de este servidor abierta a inscripciones' },
      leave: { name: 'salir', description: 'Salir (antes del inicio) o retirarte de tu liga' },
      standings: { name: 'clasificacion', description: 'Las clasificaciones de la liga, división por división' },
    },
    tournament: {
      name: 'torneo',
      description: 'Torneos: sistema suizo, todos contra todos o eliminatoria, cada partida en su hilo',
      new: { name: 'nuevo', description: 'Abrir un torneo a inscripciones (Gestionar servidor)' },
      game: {
        name: 'juego',
        description: 'Qué juego',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rummy' },
      },
      format: {
        name: 'formato',
        description: 'Cómo se emparejan los jugadores',
        choices: { swiss: 'Sistema suizo', 'round-robin': 'Todos contra todos', knockout: 'Eliminatoria' },
      },
      pace: {
        name: 'ritmo',
        description: 'Días por turno en cada partida, con reserva de tiempo',
        choices: TIMED_PACE_CHOICES,
      },
      starts: {
        name: 'inicio',
        description: 'Cuándo acaba la inscripción y empieza la ronda 1: in 2h, 3d, 2026-12-01 18:00 (UTC)',
      },
      rounds: { name: 'rondas', description: 'Suizo: cuántas rondas (por defecto: las justas para un ganador)' },
      table: {
        name: 'mesa',
        description: 'Asientos por partida (2 por defecto; más para el rummy, por clasificación)',
      },
      leave: { name: 'salir', description: 'Salir del torneo al que te uniste aquí (tras el inicio: retirarse)' },
      standings: { name: 'clasificacion', description: 'La clasificación del torneo (el de este hilo o el último)' },
      list: { name: 'lista', description: 'Los torneos de este servidor' },
    },
    takeback: {
      name: 'deshacer',
      description: 'En el hilo de tu partida: pedir a tu rival que te deje deshacer tu último turno',
    },
  },

  session: {},

  commands: {},

  abstrac: {},

  threedom: {},

  rummy: {},

  compete: {
    title: 'Torneo de {{game}}',
    format: { swiss: 'sistema suizo', 'round-robin': 'todos contra todos', knockout: 'eliminatoria', league: 'liga' },
    signup:
      '🏆 **{{title}}** · {{format}} · {{pace}}\nEmpieza {{when}}: pulsa Unirse para jugar (Salir para retirarte antes del inicio).\nJugadores ({{count}}): {{names}}',
    signupClosed: 'La inscripción está cerrada: el torneo está en marcha.',
    cancelled: 'Cancelado: muy pocos inscritos ({{count}}).',
    cancelledPost: '🏆 **{{title}}** se ha cancelado: muy pocos inscritos ({{count}}).',
    joinLabel: 'Unirse',
    leaveLabel: 'Salir',
    more: '… y {{count}} más',
    serverOnly: 'Los torneos son de un servidor: usa este comando en uno.',
    notInThread: 'Usa esto en un canal, no en un hilo: cada partida tiene su propio hilo.',
    adminOnly: 'Solo los miembros con el permiso Gestionar servidor pueden crear torneos.',
    badStart:
      'No entendí esa hora de inicio: escribe `in 2h`, `3d`, `90m`, `2026-12-01 18:00` (UTC) o una marca de tiempo de Discord.',
    startRange: 'El inicio debe estar entre ahora y dentro de 60 días.',
    tableSeats: '{{game}} se juega de {{min}} a {{max}}: elige un tamaño de mesa en ese rango.',
    tablesSwissOnly: 'Las mesas de más de dos se sientan por clasificación: usa el sistema suizo para ellas.',
    gone: 'Este torneo ya no existe.',
    closed: 'La inscripción de este torneo está cerrada.',
    closedUseLeave: 'El torneo ha empezado: usa `/tournament leave` para retirarte.',
    already: 'Ya estás en **{{title}}**.',
    full: 'Este torneo está lleno ({{max}} jugadores).',
    joined: 'Te has unido a **{{title}}**. Empieza {{when}}; tus partidas se abrirán en sus propios hilos.',
    notIn: 'No estás en este torneo.',
    left: 'Has salido de **{{title}}**.',
    withdrew: 'Te has retirado de **{{title}}**: no se te emparejará más.',
    withdrewResigned:
      'Te has retirado de **{{title}}**: no se te emparejará más y tu partida en curso se ha dado por rendida.',
    noneToLeave: 'No estás en ningún torneo abierto de este servidor.',
    started: '🏆 **{{title}}** ha empezado con {{count}} jugadores, {{rounds}} rondas: la ronda 1 está en marcha.',
    byes: 'Descansa esta ronda (un punto): {{names}}',
    table: '🏆 {{title}} · ronda {{round}}, mesa {{table}}: {{players}}',
    threadName: '{{game}} R{{round}} M{{table}}: {{players}}',
    after: '🏆 **{{title}}** · clasificación tras la ronda {{round}} de {{rounds}}',
    final: '🏆 **{{title}}** ha terminado · clasificación final · ganador: {{winner}}',
    nextRound: 'La ronda {{round}} está en marcha: tus partidas están en sus hilos.',
    row: '{{rank}}. {{name}} · {{points}} ptos · Buchholz {{buchholz}} · {{wins}}-{{draws}}-{{losses}}',
    withdrawnMark: '(retirado)',
    colPlayer: 'Jugador',
    colPoints: 'Puntos',
    colBuchholz: 'Buchholz',
    colRecord: 'G-E-P',
    none: 'Aún no hay torneos aquí: un admin crea uno con `/tournament new`.',
    listLine: '**{{title}}** · {{format}} · {{pace}} · jugadores: {{count}} · {{status}}',
    leagueTitle: 'Liga de {{game}}, temporada {{season}}',
    leagueStarted:
      '🏆 **{{title}}** ha empezado (jugadores: {{count}}, divisiones: {{divisions}}): todas las partidas están abiertas, cada una en su hilo.',
    division: 'División {{division}}',
    weekly: '🏆 **{{title}}** · clasificación, semana {{week}}',
    leagueFinal: '🏆 **{{title}}** ha terminado · clasificaciones finales',
    nextSeason:
      '🏆 **{{title}}** empieza ya con los mismos jugadores: todas las partidas están abiertas, cada una en su hilo.',
    promoted: '⬆️ Suben a la división {{division}}: {{names}}',
    relegated: '⬇️ Bajan a la división {{division}}: {{names}}',
    noLeague: 'No hay liga a la que unirse aquí: un admin abre una con `/league new`.',
    status: {
      signup: 'empieza {{when}}',
      running: 'ronda {{round}} de {{rounds}}',
      finished: 'terminado',
      cancelled: 'cancelado',
    },
  },
};
