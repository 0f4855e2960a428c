import { LANGUAGE_NAMES } from '../locales.ts';
import type { Messages } from './types.ts';

/** The paces a game may be played at (src/session/clock.ts), as its command and /settings offer them. */
const PACE_CHOICES = {
  untimed: 'ohne Zeitlimit',
  '1': '1 Tag pro Zug',
  '2': '2 Tage pro Zug',
  '3': '3 Tage pro Zug',
  '5': '5 Tage pro Zug',
  '7': '7 Tage pro Zug',
  '14': '14 Tage pro Zug',
};
/** The paces a competition may be played at: every pace but untimed. */
const { untimed: _untimed, ...TIMED_PACE_CHOICES } = PACE_CHOICES;

export const de: Messages = {
  bot: {
    noLongerValid: 'Dieser Knopf gilt nicht mehr.',
    notOnMessage:
      'Dieses Bedienelement ist (nicht mehr) auf dieser Nachricht, also hat sich nichts geändert: nimm die neueste Nachricht.',
    noForm: 'Nach diesem Formular habe ich nicht gefragt, also hat sich nichts geändert.',
    notYours: 'Diese private Nachricht ist nicht deine, also hat sich nichts geändert.',
    unknownCommand: 'Diesen Befehl gibt es nicht mehr.',
    unsupported: 'Diese Art von Interaktion wird nicht unterstützt.',
    restarting: 'Der Bot startet neu, versuch es gleich noch einmal.',
    tooFast_one: 'Du machst das zu oft: versuch es in {{count}} Sekunde noch einmal.',
    tooFast_other: 'Du machst das zu oft: versuch es in {{count}} Sekunden noch einmal.',
    slowDown: 'Langsamer: auf deine ungültigen Anfragen antworte ich eine Weile nicht.',
    boardChanged: 'Das Spiel hat sich seitdem geändert: nimm die neueste Nachricht.',
    storeDown:
      'Ich konnte den Spielspeicher nicht erreichen, also hat sich nichts geändert. Versuch es gleich noch einmal.',
    missingPermissions:
      'Discord verweigert mir hier eine Berechtigung, die ich brauche (Missing Permissions). Bitte eine Server-Admin, die Berechtigungen meiner Rolle in diesem Kanal zu prüfen.',
    internal:
      'Bei uns ist etwas schiefgegangen. Wenn es wieder passiert, gib dem Betreiber des Bots diesen Code: {{incident}}',
    messageGone:
      'Die Nachricht, die du benutzt hast, ist nicht mehr da (gelöscht oder ihr Thread archiviert), deshalb antworte ich dir hier.',
    notAnswered:
      'Ich konnte dort, wo du es benutzt hast, nicht antworten, deshalb antworte ich hier: versuch es gleich noch einmal.',
  },
  validate: {
    unknownOption: 'Unbekannte Option {{option}}.',
    unknownOptionUnnamed: 'Unbekannte Option.',
    givenTwice: 'Die Option {{option}} wurde zweimal angegeben.',
    wrongType: 'Die Option {{option}} hat den falschen Typ.',
    invalid: 'Die Option {{option}} ist ungültig.',
    required: 'Die Option {{option}} ist erforderlich.',
    between: 'Die Option {{option}} muss zwischen {{min}} und {{max}} liegen.',
    wholeNumber: 'Die Option {{option}} muss eine ganze Zahl sein.',
    number: 'Die Option {{option}} muss eine Zahl sein.',
    text: 'Die Option {{option}} muss ein Text sein.',
    minChars_one: 'Die Option {{option}} muss mindestens {{count}} Zeichen lang sein.',
    minChars_other: 'Die Option {{option}} muss mindestens {{count}} Zeichen lang sein.',
    maxChars_one: 'Die Option {{option}} darf höchstens {{count}} Zeichen lang sein.',
    maxChars_other: 'Die Option {{option}} darf höchstens {{count}} Zeichen lang sein.',
    boolean: 'Die Option {{option}} muss wahr oder falsch sein.',
    id: 'Die Option {{option}} muss eine ID sein.',
    choice: 'Die Option {{option}} muss eine der angebotenen Auswahlen sein.',
    user: 'Die Option {{option}} muss ein Mitglied sein.',
    role: 'Die Option {{option}} muss eine Rolle sein.',
    mentionable: 'Die Option {{option}} muss ein Mitglied oder eine Rolle sein.',
    file: 'Die Option {{option}} muss eine Datei sein.',
    channel: 'Die Option {{option}} muss ein Kanal sein.',
    channelKind: 'Die Option {{option}} muss eine andere Art von Kanal sein.',
    tooMany: 'Diese Optionen passen nicht zu diesem Befehl.',
    chooseSubcommand: 'Wähle einen der angebotenen Unterbefehle.',
  },
  cmd: {
    anyGame: {
      challenge: { name: 'herausfordern', description: 'Jemanden zu einer Partie herausfordern' },
      resign: { name: 'aufgeben', description: 'Die Partie dieses Threads aufgeben' },
      status: { name: 'status', description: 'Deine Partien: wer am Zug ist, und Links zu ihren Threads' },
      opponent: { name: 'gegner', description: 'Gegen wen du spielst' },
      level: {
        name: 'stärke',
        description: 'Gegen mich (den Computer): wie gut ich spiele (Standard: stark)',
        choices: { perfect: 'perfekt', strong: 'stark', casual: 'locker' },
      },
      target: { name: 'ziel', description: 'Punkte zum Sieg (Standard 500)' },
      hints: { name: 'tipps', description: 'Tipp-Knopf erlauben (wer annimmt, stimmt zu; gegen mich immer an)' },
      invite: { name: 'einladen', description: 'Jemand, den du namentlich einlädst' },
      invite2: { name: 'einladen2', description: 'Jemand, den du namentlich einlädst' },
      invite3: { name: 'einladen3', description: 'Jemand, den du namentlich einlädst' },
      pace: {
        name: 'tempo',
        description: 'Tage pro Zug, mit Zeitkonto (Standard: /settings des Servers)',
        choices: PACE_CHOICES,
      },
    },
    abstrac: {
      name: 'abstrac',
      description: 'Abstrac, das Kartenspiel zu zweit, bei dem man Karten nimmt',
      variant: {
        name: 'variante',
        description: 'Welches Abstrac (Standard: klassisch)',
        choices: { classic: 'Klassisch', suits: 'Farben', unlimited: 'Unbegrenzt', fullpack: 'Volles Blatt' },
      },
      deals: { name: 'runden', description: 'Stattdessen so viele Runden spielen' },
    },
    threedom: { name: 'threedom', description: 'Threedom, das Kartenspiel mit neun Stapeln für zwei' },
    rummy: {
      name: 'rommé',
      description: 'Rommé für 2 bis 6: Sätze und Folgen auslegen, anlegen, als Erster fertig werden',
      new: { name: 'neu', description: 'Einen Rommé-Tisch eröffnen, an den sich andere setzen können' },
      target: { name: 'ziel', description: 'Punkte zum Sieg (Standard 100)' },
      hands: { name: 'runden', description: 'So viele Runden spielen (mit Punkteziel: was zuerst eintritt)' },
    },
    away: {
      name: 'abwesend',
      description: 'Erinnerungen und Aufgabe-Uhren in all deinen Partien für ein paar Tage anhalten',
      set: {
        name: 'an',
        description: 'Einige Tage weg: keine Erinnerungen, keine Aufgabe, Uhren angehalten; endet von selbst',
      },
      days: { name: 'tage', description: 'Wie viele Tage (jeder Server begrenzt die Tage je 30)' },
      off: { name: 'aus', description: 'Wieder da: die Uhren deiner Partien laufen wieder' },
    },
    export: {
      name: 'exportieren',
      description: 'Die Partie dieses Threads als Datei (JSON), die die Kommandozeile nachspielt und zeichnet',
    },
    games: {
      name: 'partien',
      description: 'Deine Partien auf allen Servern: deine Züge zuerst, mit Links, Wartezeiten und Fristen',
    },
    help: { name: 'hilfe', description: 'So wird gespielt: die Spiele und Befehle dieses Bots' },
    leaderboard: {
      name: 'rangliste',
      description: 'Die Rangliste dieses Servers: Partien, Siege, Niederlagen, Punkte und Wertung',
      game: {
        name: 'spiel',
        description: 'Welches Spiel (Standard: alle Spiele)',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rommé' },
      },
      variant: {
        name: 'variante',
        description: 'Eine Variante oder alle (Standard)',
        choices: {
          all: 'Alle Varianten',
          classic: 'Klassisch',
          suits: 'Farben',
          unlimited: 'Unbegrenzt',
          fullpack: 'Volles Blatt',
          standard: 'Standard',
        },
      },
    },
    notify: {
      name: 'benachrichtigung',
      description: 'Zug-Hinweise per Direktnachricht: bei jedem Zug, einmal täglich oder aus',
      mode: {
        name: 'modus',
        description: 'Zug: eine DM, wenn du dran bist · Tagesübersicht: eine DM am Tag · aus',
        choices: { turn: 'Zug', digest: 'Tagesübersicht', off: 'aus' },
      },
    },
    rules: {
      name: 'regeln',
      description: 'So wird gespielt: die Regeln eines Spiels',
      game: {
        name: 'spiel',
        description: 'Welches Spiel (Standard: Abstrac)',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rommé' },
      },
    },
    settings: {
      name: 'einstellungen',
      description: 'Server-Einstellungen für Spiele: Erinnerungen, Aufgabe, Abwesenheit, Fristen, Threads, Blatt',
      reminder_hours: {
        name: 'erinnerung_stunden',
        description: 'Nach so vielen Stunden an den Zug erinnern (Standard 24)',
      },
      forfeit_hours: {
        name: 'aufgabe_stunden',
        description: 'Nach so vielen Stunden ohne Zug gilt die Partie als aufgegeben (Standard 72)',
      },
      challenge_expiry_hours: {
        name: 'herausforderung_stunden',
        description: 'Herausforderungen verfallen nach so vielen Stunden (Standard 24)',
      },
      threads: {
        name: 'threads',
        description: 'Partien in öffentlichen Threads (an der Herausforderung) oder privaten eröffnen',
        choices: { public: 'öffentlich', private: 'privat' },
      },
      deck: {
        name: 'blatt',
        description: 'Kartenfarben in den Bildern: vierfarbig (♦ blau, ♣ grün) hilft Farbenblinden',
        choices: { classic: 'klassisch', 'four-colour': 'vierfarbig' },
      },
      archive: {
        name: 'archivieren',
        description: 'Den Thread einer Partie archivieren und sperren, sobald ihr Ergebnis steht (Standard aus)',
      },
      away_days: {
        name: 'abwesenheit_tage',
        description: 'Tage, die man in 30 Tagen abwesend sein darf (/away, Uhren angehalten; Standard 14; 0: keine)',
      },
      forced_moves: {
        name: 'zwangszüge',
        description: 'Einen Zug mit nur einer erlaubten Möglichkeit für den Spieler ausführen (Standard an)',
      },
      pace: {
        name: 'tempo',
        description: 'Neue Partien: Tage pro Zug mit Zeitkonto, sofern der Befehl keins nennt (Standard ohne)',
        choices: PACE_CHOICES,
      },
      weekends_off: {
        name: 'wochenende_frei',
        description: 'Neue Partien mit Zeitlimit zählen Samstag und Sonntag (UTC) nicht (Standard aus)',
      },
      language: {
        name: 'sprache',
        description: 'Sprache der Bretter und Beiträge neuer Partien (Standard: die des Servers)',
        choices: { auto: 'Sprache des Servers', ...LANGUAGE_NAMES },
      },
    },
    stats: {
      name: 'statistik',
      description: 'Die Bilanz eines Spielers auf diesem Server (standardmäßig deine)',
      user: { name: 'spieler', description: 'Wessen Bilanz' },
    },
    league: {
      name: 'liga',
      description: 'Die Liga des Servers: Divisionen nach Wertung, Saisons über Wochen, Auf- und Abstieg',
      new: { name: 'neu', description: 'Eine Ligasaison zur Anmeldung öffnen (Server verwalten)' },
      game: {
        name: 'spiel',
        description: 'Welches Spiel',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rommé' },
      },
      pace: { name: 'tempo', description: 'Tage pro Zug in jeder Partie, mit Zeitkonto', choices: TIMED_PACE_CHOICES },
      weeks: { name: 'wochen', description: 'Wochen pro Saison' },
      divisions: {
        name: 'divisionen',
        description: 'Wie viele Divisionen (je 4 bis 8 Spieler, wo die Zahl es erlaubt)',
      },
      starts: {
        name: 'start',
        description: 'Wann die Anmeldung endet und die Saison beginnt: in 2h, 3d, 2026-12-01 18:00 (UTC)',
      },
      join: { name: 'beitreten', description: 'Der Ligasaison dieses Servers beitreten, die zur Anmeldung offen ist' },
      leave: { name: 'verlassen', description: 'Vor dem Start verlassen oder aus deiner Liga zurückziehen' },
      standings: { name: 'tabelle', description: 'Die Tabellen der Liga, Division für Division' },
    },
    tournament: {
      name: 'turnier',
      description: 'Turniere: Schweizer System, jeder gegen jeden oder K.-o., jede Partie in eigenem Thread',
      new: { name: 'neu', description: 'Ein Turnier zur Anmeldung öffnen (Server verwalten)' },
      game: {
        name: 'spiel',
        description: 'Welches Spiel',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rommé' },
      },
      format: {
        name: 'format',
        description: 'Wie Spieler gepaart werden',
        choices: { swiss: 'Schweizer System', 'round-robin': 'Jeder gegen jeden', knockout: 'K.-o.-System' },
      },
      pace: { name: 'tempo', description: 'Tage pro Zug in jeder Partie, mit Zeitkonto', choices: TIMED_PACE_CHOICES },
      starts: {
        name: 'start',
        description: 'Wann die Anmeldung endet und Runde 1 beginnt: in 2h, 3d, 2026-12-01 18:00 (UTC)',
      },
      rounds: { name: 'runden', description: 'Schweizer System: wie viele Runden (Standard: genug für einen Sieger)' },
      table: {
        name: 'tisch',
        description: 'Plätze pro Partie (Standard 2; mehr für Rommé, nach Tabellenstand gesetzt)',
      },
      leave: { name: 'verlassen', description: 'Das Turnier hier verlassen (nach dem Start: zurückziehen)' },
      standings: { name: 'tabelle', description: 'Die Tabelle des Turniers (dieses Threads oder das neueste)' },
      list: { name: 'liste', description: 'Die Turniere dieses Servers' },
    },
    takeback: {
      name: 'zurücknehmen',
      description: 'Im Thread deiner Partie: den Gegner bitten, deinen letzten Zug zurücknehmen zu dürfen',
    },
  },

  session: {},

  commands: {},

  abstrac: {},

  threedom: {},

  rummy: {},

  compete: {
    title: '{{game}}-Turnier',
    format: { swiss: 'Schweizer System', 'round-robin': 'Jeder gegen jeden', knockout: 'K.-o.-System', league: 'Liga' },
    signup:
      '🏆 **{{title}}** · {{format}} · {{pace}}\nStart {{when}}: drück Beitreten, um mitzuspielen (Verlassen, um vor dem Start auszusteigen).\nSpieler ({{count}}): {{names}}',
    signupClosed: 'Die Anmeldung ist geschlossen: das Turnier läuft.',
    cancelled: 'Abgesagt: zu wenige Anmeldungen ({{count}}).',
    cancelledPost: '🏆 **{{title}}** wurde abgesagt: zu wenige Anmeldungen ({{count}}).',
    joinLabel: 'Beitreten',
    leaveLabel: 'Verlassen',
    more: '… und {{count}} weitere',
    serverOnly: 'Turniere gehören zu einem Server: nutz diesen Befehl in einem.',
    notInThread: 'Nutz das in einem Kanal, nicht in einem Thread: jede Partie bekommt ihren eigenen Thread.',
    adminOnly: 'Nur Mitglieder mit der Berechtigung „Server verwalten“ können Turniere anlegen.',
    badStart:
      'Diese Startzeit verstehe ich nicht: schreib `in 2h`, `3d`, `90m`, `2026-12-01 18:00` (UTC) oder einen Discord-Zeitstempel.',
    startRange: 'Der Start muss zwischen jetzt und in 60 Tagen liegen.',
    tableSeats: '{{game}} spielen {{min}} bis {{max}}: wähl eine Tischgröße in diesem Bereich.',
    tablesSwissOnly: 'Tische mit mehr als zwei werden nach Tabellenstand gesetzt: nimm dafür das Schweizer System.',
    gone: 'Dieses Turnier gibt es nicht mehr.',
    closed: 'Die Anmeldung zu diesem Turnier ist geschlossen.',
    closedUseLeave: 'Das Turnier hat begonnen: mit `/tournament leave` ziehst du dich zurück.',
    already: 'Du bist schon in **{{title}}**.',
    full: 'Dieses Turnier ist voll ({{max}} Spieler).',
    joined: 'Du bist **{{title}}** beigetreten. Es beginnt {{when}}; deine Partien öffnen sich in eigenen Threads.',
    notIn: 'Du bist nicht in diesem Turnier.',
    left: 'Du hast **{{title}}** verlassen.',
    withdrew: 'Du hast dich aus **{{title}}** zurückgezogen: du wirst nicht mehr gepaart.',
    withdrewResigned:
      'Du hast dich aus **{{title}}** zurückgezogen: du wirst nicht mehr gepaart, und deine laufende Partie wurde aufgegeben.',
    noneToLeave: 'Du bist in keinem offenen Turnier dieses Servers.',
    started: '🏆 **{{title}}** hat mit {{count}} Spielern begonnen, {{rounds}} Runden: Runde 1 läuft.',
    byes: 'Freilos in dieser Runde (ein Punkt): {{names}}',
    table: '🏆 {{title}} · Runde {{round}}, Tisch {{table}}: {{players}}',
    threadName: '{{game}} R{{round}} T{{table}}: {{players}}',
    after: '🏆 **{{title}}** · Tabelle nach Runde {{round}} von {{rounds}}',
    final: '🏆 **{{title}}** ist vorbei · Endstand · Sieger: {{winner}}',
    nextRound: 'Runde {{round}} läuft: deine Partien sind in ihren Threads.',
    row: '{{rank}}. {{name}} · {{points}} Pkt. · Buchholz {{buchholz}} · {{wins}}-{{draws}}-{{losses}}',
    withdrawnMark: '(zurückgezogen)',
    colPlayer: 'Spieler',
    colPoints: 'Punkte',
    colBuchholz: 'Buchholz',
    colRecord: 'S-U-N',
    none: 'Hier gibt es noch kein Turnier: ein Admin legt eins mit `/tournament new` an.',
    listLine: '**{{title}}** · {{format}} · {{pace}} · Spieler: {{count}} · {{status}}',
    leagueTitle: '{{game}}-Liga, Saison {{season}}',
    leagueStarted:
      '🏆 **{{title}}** hat begonnen (Spieler: {{count}}, Divisionen: {{divisions}}): alle Partien sind jetzt offen, jede in ihrem Thread.',
    division: 'Division {{division}}',
    weekly: '🏆 **{{title}}** · Tabelle, Woche {{week}}',
    leagueFinal: '🏆 **{{title}}** ist vorbei · Abschlusstabellen',
    nextSeason: '🏆 **{{title}}** beginnt jetzt mit denselben Spielern: alle Partien sind offen, jede in ihrem Thread.',
    promoted: '⬆️ Aufstieg in Division {{division}}: {{names}}',
    relegated: '⬇️ Abstieg in Division {{division}}: {{names}}',
    noLeague: 'Hier gibt es keine Liga zum Beitreten: ein Admin eröffnet eine mit `/league new`.',
    status: {
      signup: 'beginnt {{when}}',
      running: 'Runde {{round}} von {{rounds}}',
      finished: 'beendet',
      cancelled: 'abgesagt',
    },
  },
};
