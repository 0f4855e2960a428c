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

  commands: {},

  abstrac: {},

  threedom: {},

  rummy: {},

  compete: {},
};
