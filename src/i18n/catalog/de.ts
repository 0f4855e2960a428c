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
    takeback: {
      name: 'zurücknehmen',
      description: 'Im Thread deiner Partie: den Gegner bitten, deinen letzten Zug zurücknehmen zu dürfen',
    },
  },

  session: {},

  commands: {
    done: 'Erledigt.',
    listSeparator: ', ',
    permission: {
      ViewChannel: 'Kanal ansehen',
      ReadMessageHistory: 'Nachrichtenverlauf anzeigen',
      SendMessages: 'Nachrichten senden',
      SendMessagesInThreads: 'Nachrichten in Threads senden',
      CreatePublicThreads: 'Öffentliche Threads erstellen',
      CreatePrivateThreads: 'Private Threads erstellen',
      AttachFiles: 'Dateien anhängen',
      EmbedLinks: 'Links einbetten',
      ManageThreads: 'Threads verwalten',
      ManageGuild: 'Server verwalten',
    },
    cannotStartIn_one:
      'Ich kann in #{{channel}} keine Partie starten: mir fehlt {{permissions}}. Bitte eine Server-Admin, sie meiner Rolle zu geben.',
    cannotStartIn_other:
      'Ich kann in #{{channel}} keine Partie starten: mir fehlen {{permissions}}. Bitte eine Server-Admin, sie meiner Rolle zu geben.',
    cannotStartHere_one:
      'Ich kann hier keine Partie starten: mir fehlt {{permissions}}. Bitte eine Server-Admin, sie meiner Rolle zu geben.',
    cannotStartHere_other:
      'Ich kann hier keine Partie starten: mir fehlen {{permissions}}. Bitte eine Server-Admin, sie meiner Rolle zu geben.',
    settings: {
      title: 'Spiel-Einstellungen',
      updatedTitle: 'Spiel-Einstellungen geändert',
      reminder: 'Erinnerung nach **{{hours}} h** ohne Zug',
      forfeit: 'Aufgabe nach **{{hours}} h** ohne Zug',
      expiry: 'Herausforderungen verfallen nach **{{hours}} h**',
      threads: 'Threads der Partien sind **{{threads}}**',
      deck: 'Die Karten werden im Blatt **{{deck}}** gezeichnet',
      archived: 'Threads beendeter Partien werden **archiviert und gesperrt**',
      open: 'Threads beendeter Partien bleiben **offen**',
      away_one: 'Spieler dürfen in 30 Tagen **{{count}} Tag** abwesend sein (`{{away}}`, Uhren solange angehalten)',
      away_other: 'Spieler dürfen in 30 Tagen **{{count}} Tage** abwesend sein (`{{away}}`, Uhren solange angehalten)',
      forcedWaits:
        'Ein Zug mit nur einer erlaubten Möglichkeit (z. B. das einzige Nehmen in Abstrac) **wartet auf den Spieler**',
      forcedPlayed:
        'Ein Zug mit nur einer erlaubten Möglichkeit (z. B. das einzige Nehmen in Abstrac) wird **für den Spieler ausgeführt** und im Thread angesagt',
      paced: 'Neue Partien laufen mit **{{pace}}** und Zeitkonto (eine Herausforderung kann ein anderes Tempo nennen)',
      untimed:
        'Neue Partien sind **ohne Zeitlimit** (die Erinnerungs- und Aufgabe-Stunden oben), außer eine Herausforderung nennt ein Tempo',
      weekendsOff: 'Partien mit Zeitlimit **lassen Wochenenden aus** (UTC)',
      everyDay: 'Partien mit Zeitlimit zählen **jeden Tag**',
      language: 'Neue Partien sind auf **{{language}}**',
      serverLanguage: 'Neue Partien sind in **der Sprache des Servers** (seine Community-Einstellungen)',
      serverOnly: 'Einstellungen gehören zu einem Server: nutze diesen Befehl dort.',
      manageServer: 'Nur Mitglieder mit der Berechtigung {{permission}} können diese Einstellungen ändern.',
      refused_one:
        'Nichts geändert: um {{what}}, brauche ich hier {{permissions}}. Bitte eine Server-Admin, sie meiner Rolle zu geben, und versuch es dann noch einmal.',
      refused_other:
        'Nichts geändert: um {{what}}, brauche ich hier {{permissions}}. Bitte eine Server-Admin, sie meiner Rolle zu geben, und versuch es dann noch einmal.',
      toArchive: 'Threads beendeter Partien zu archivieren und zu sperren',
      toOpenPrivate: 'private Threads für Partien zu eröffnen',
      toOpenPublic: 'öffentliche Threads für Partien zu eröffnen',
      both: '{{first}} und {{second}}',
      hoursRange: '`{{option}}` muss zwischen {{min}} und {{max}} Stunden liegen.',
      forfeitAfterReminder: 'Die Aufgabe ({{forfeit}} h) muss nach der Erinnerung ({{reminder}} h) kommen.',
    },
    leaderboard: {
      noGame: 'Dieses Spiel gibt es nicht.',
      noVariant: '{{game}} hat keine Variante „{{variant}}“.',
      allVariants: 'alle Varianten',
      title: 'Rangliste · {{game}} · {{variant}}',
      everyTitle: 'Rangliste · alle Spiele',
      line_one:
        '**{{rank}}. {{name}}** · {{count}} Partie, {{wins}} S / {{losses}} N, {{points}} Pkt. · Wertung {{rating}}',
      line_other:
        '**{{rank}}. {{name}}** · {{count}} Partien, {{wins}} S / {{losses}} N, {{points}} Pkt. · Wertung {{rating}}',
      empty: 'Noch keine beendeten Partien: fordere jemanden mit `{{command}}` heraus!',
      ratingNote: 'Wertung: beginnt bei 1.000 und steigt, wenn Ergebnisse Können zeigen (eine vorsichtige Schätzung).',
      you: 'Du: Platz {{rank}} von {{of}}.',
      oneGame: '{{command}} zeigt die besten {{shown}} eines Spiels.',
    },
    stats: {
      title: 'Statistik · {{name}}',
      line_one:
        '**{{board}}**: Platz {{rank}} von {{of}} · {{count}} Partie, {{wins}} S / {{losses}} N · {{points}} Pkt. · Wertung {{rating}}',
      line_other:
        '**{{board}}**: Platz {{rank}} von {{of}} · {{count}} Partien, {{wins}} S / {{losses}} N · {{points}} Pkt. · Wertung {{rating}}',
      none: 'Noch keine beendeten Partien auf diesem Server.',
      inProgress: 'Laufende Partien: {{number}}.',
    },
    games: {
      none: 'Du hast keine laufende Partie. Starte eine mit `{{challenge}}` oder `{{new}}` eines Spiels (siehe `{{help}}`).',
      head_one: '{{count}} laufende Partie, bei {{mine}} bist du dran.',
      head_other: '{{count}} laufende Partien, bei {{mine}} bist du dran.',
      away: 'Du bist abwesend bis {{until}}: keine Erinnerungen, keine Aufgabe, Uhren angehalten (`{{awayOff}}`, um zurückzukommen).',
    },
    away: {
      back_one: 'Willkommen zurück: die Uhr deiner {{count}} Partie läuft wieder.',
      back_other: 'Willkommen zurück: die Uhren deiner {{count}} Partien laufen wieder.',
      set_one:
        'Du bist abwesend bis {{until}}: keine Erinnerungen und keine Aufgabe in deiner {{count}} Partie, ihre Uhr ist angehalten (Fristen verschieben sich um die Abwesenheit). Deine Gegner wurden im Thread informiert. `{{awayOff}}` beendet es früher.',
      set_other:
        'Du bist abwesend bis {{until}}: keine Erinnerungen und keine Aufgabe in deinen {{count}} Partien, ihre Uhren sind angehalten (Fristen verschieben sich um die Abwesenheit). Deine Gegner wurden in jedem Thread informiert. `{{awayOff}}` beendet es früher.',
    },
    notify: {
      turn: 'Ich schicke dir eine Direktnachricht, wann immer du in einer Partie dran bist (eine pro Zug, keine während du abwesend bist). Lass deine DMs für mich offen.',
      digest:
        'Ich schicke dir einmal am Tag eine Direktnachricht mit den Partien, die auf dich warten, die erste {{when}}. Lass deine DMs für mich offen.',
      off: 'Keine Zug-Hinweise mehr per Direktnachricht.',
      choose: 'Wähle {{turn}}, {{digest}} oder {{off}}.',
    },
    rules: {
      title: 'Regeln · {{game}}',
      none: 'Für dieses Spiel gibt es keine Regeln.',
      inEnglish: 'Die Regeln gibt es nur auf Englisch.',
    },
    help: {
      title: 'Kartenspiele',
      overDaysTitle: 'Über Tage spielen',
      commands: 'Befehle',
      command: '- **{{name}}**: {{description}}',
      tables:
        'Jede Partie läuft in ihrem eigenen Thread, in deinem Tempo: der Bot zeigt den Tisch (ein Bild, mit Beschreibung für Screenreader) und Knöpfe. In Abstrac liegt jede Karte offen; in Threedom und Rommé sind deine Karten in **Deine Hand**, einer Nachricht, die nur du siehst. Für Farbenblinde: eine Admin kann das vierfarbige Blatt wählen (`{{fourColour}}`). `{{rules}}` erklärt die Regeln jedes Spiels.',
      start:
        '**Eine Partie starten**: `{{abstrac}}@Freund` (Varianten: Klassisch, Farben, Unbegrenzt, Volles Blatt; Punkte als `{{target}}` oder eine Zahl von `{{deals}}`), `{{threedom}}@Freund`, oder `{{rummy}}` für einen Tisch von 2 bis 6, an den sich andere setzen. Dein Freund drückt **Annehmen**, ein Thread öffnet sich und zeigt, wer dran ist. Wer nicht zieht, wird nach einer Weile erinnert und verliert nach längerer Zeit durch Aufgabe (siehe `{{settings}}`).',
      computer:
        '**Gegen den Computer**: `/<Spiel> {{challenge}}@mich` startet sofort (an einem Rommé-Tisch: **Computer dazu**). Die Stärken, in jedem Spiel gleich: `{{casual}}`, `{{strong}}` (Standard; in Threedom und Rommé mit einer Suche über die Karten, die er nicht sieht) und in Abstrac, wo nichts verdeckt ist, `{{perfect}}`. Diese Partien zählen in deiner Bilanz gegen den Computer, nicht in der Wertung.',
      hints:
        '**Tipps**: der 💡 **Tipp**-Knopf sagt dem Spieler am Zug privat, was die Stärke stark täte und warum (Abstrac: der beste Zug bei perfektem Spiel). Gegen den Computer immer an; zwischen Menschen nur mit `{{hintsOn}}` bei Herausforderung oder Tisch (wer annimmt, stimmt zu), und der Thread erfährt, wenn jemand einen nutzt. Jede Abstrac-Runde endet mit einer Analyse der Züge.',
      leaving:
        '**Aufhören**: `/<Spiel> {{resign}}` im Thread der Partie fragt nach und gibt dann auf. In einer Partie zu dritt oder mehr kommt, wer aufgibt oder die Zeit überschreitet, auf den letzten Platz, und der Computer spielt auf seinem Platz weiter. Du kannst bis zu 5 offene Herausforderungen oder Tische gleichzeitig haben.',
      yourGames:
        '**Deine Partien**: `{{games}}` listet deine Partien auf allen Servern, deine Züge zuerst, mit Links, Wartezeiten und Fristen (`/<Spiel> {{status}}`: nur ein Spiel).',
      away: '**Abwesend**: `{{awaySet}}N` hält deine Erinnerungen und Aufgaben überall an (Uhren angehalten, Gegner informiert; jeder Server begrenzt die Abwesenheitstage je 30, `{{awayDays}}`); `{{awayOff}}` beendet es. **Hinweise**: `{{notifyTurn}}` schickt dir eine DM, wann immer du dran bist, `{{digest}}` einmal am Tag.',
      after:
        '**Nach einer Partie**: 🔁 **Revanche** beim Ergebnis bittet um dieselbe Partie noch einmal, mit getauschten Plätzen (zu zweit tauscht ihr die Rollen); die anderen nehmen an, und gegen mich geht es sofort los. Eine pro Partie.',
      takeback:
        '**Zurücknehmen** (zu zweit): `{{takeback}}` im Thread, direkt nach deinem Zug und bevor dein Gegner zieht, bittet ihn, dich den Zug zurücknehmen zu lassen. Nicht für einen Zug, der eine verdeckte Karte gezeigt hat.',
      watching:
        '**Zuschauen**: 👀 **Zuschauen** an der Nachricht, die sagt, wo eine Partie läuft, fügt dich ihrem Thread hinzu. Zuschauer sehen den Tisch und die Züge, nie eine Hand.',
      records:
        '**Aufzeichnungen**: `{{export}}` im Thread einer Partie schickt dir ihre Aufzeichnung (eine JSON-Datei): jede Karte und jeden Zug, sobald sie vorbei ist; solange sie läuft, nur was alle Zuschauer sehen dürfen. Die Kommandozeile spielt sie nach (`npm run cli -- replay DATEI`) und zeichnet jeden Zug als Bilder und animiertes GIF (`npm run cli -- render DATEI`).',
    },
  },

  abstrac: {},

  threedom: {},

  rummy: {
    describe: '**Rommé** ({{goal}})',
    describeHints: '**Rommé** ({{goal}}, Tipps erlaubt)',
    inviteHints:
      'Tipps erlaubt: Wer annimmt, ist einverstanden, dass jeder Spieler nach einem Tipp fragen darf; das wird im Thread angesagt.',
    goal: {
      target: 'bis {{target}}',
      hands_one: '{{count}} Runde',
      hands_other: '{{count}} Runden',
      both: 'bis {{target}} oder {{hands}}',
    },
    seat: 'Platz {{n}}',
    list: { sep: ', ', last: '{{rest}} und {{last}}' },
    result: {
      resigned: '🏆 {{winner}} gewinnt das Spiel: {{loser}} hat aufgegeben.',
      forfeited: '🏆 {{winner}} gewinnt das Spiel: {{loser}} hat die Zeit überschritten.',
      tie: '🏆 {{names}} teilen sich den ersten Platz: jeder gewinnt mit {{points}} Punkten.',
      win: '🏆 {{name}} gewinnt das Spiel mit {{points}} Punkten.',
    },
    status: 'Rommé, Runde {{hand}} · du {{you}}, bester {{best}}',
    statusToPlay: 'Rommé, Runde {{hand}} · du {{you}}, bester {{best}} · {{name}} ist dran',
    title: 'Rommé · Runde {{hand}} · {{goal}}',
    boardTitle: '**Rommé** · Runde {{hand}} · {{goal}}',
    todo: {
      drawOrTake: 'vom Talon ziehen oder {{card}} nehmen',
      draw: 'vom Talon ziehen',
      play: 'nach Belieben auslegen oder anlegen, dann abwerfen',
    },
    toDo: '{{name}} ist dran: {{todo}}',
    yourTurn: '{{mention}}, du bist dran: {{todo}}. Öffne **Deine Hand**.',
    lastTurn: 'Letzter Zug: {{said}}',
    thisTurn: 'Dieser Zug: {{said}}',
    note: {
      sentence: '{{name}} {{did}}.',
      stockTurned_one: 'drehte den Ablagestapel als neuen Talon um ({{count}} Karte)',
      stockTurned_other: 'drehte den Ablagestapel als neuen Talon um ({{count}} Karten)',
      drewStock: 'zog vom Talon',
      tookDiscard: 'nahm {{card}} vom Ablagestapel',
      lastStockCard: 'nahm die letzte Karte des Talons (der Talon ist {{times}} von 3 Malen ausgegangen)',
      melded: 'legte {{cards}} aus (Kombination {{meld}})',
      laidOff: 'legte {{card}} an Kombination {{meld}} an',
      discarded: 'warf {{card}} ab',
      wentOut: '**wurde fertig**',
      wentOutRummy: 'machte **Hand-Rommé**: alle zahlen doppelt!',
      noWinner: 'Der Talon ist zum dritten Mal ausgegangen: die Runde endet ohne Sieger.',
    },
    table: {
      dealerBadge: 'G',
      cards_one: '{{count}} Karte',
      cards_other: '{{count}} Karten',
      points: '{{score}} Pkt.',
      computer: 'Computer',
      toDraw: 'zieht',
      toPlay: 'spielt',
      stock: 'Talon {{n}}',
      stockTurned: 'Talon {{n}} ({{turns}}× umgedreht)',
      discard: 'Ablage {{n}}',
      noMelds: 'Noch nichts ausgelegt',
      melds: 'Ausgelegt',
      sentenceAlt: '{{x}}.',
      pointsAlt_one: '{{count}} Punkt',
      pointsAlt_other: '{{count}} Punkte',
      toDrawAlt: 'muss ziehen',
      toPlayAlt: 'muss auslegen, anlegen oder abwerfen',
      seatAlt: '{{name}}: {{said}}',
      dealerSeatAlt: '{{name}} (Geber): {{said}}',
      pilesAlt: 'Talon {{stock}}, Ablagestapel {{discard}}.',
      pilesTopAlt: 'Talon {{stock}}, Ablagestapel {{discard}}, oben {{card}}.',
      meldsAlt: 'Ausgelegt: {{melds}}.',
      noMeldsAlt: 'Noch nichts ausgelegt.',
    },
    summary: {
      noWinner: 'Runde {{hand}}: der Talon ist zum dritten Mal ausgegangen, kein Sieger',
      wentOut: 'Runde {{hand}}: {{name}} ist fertig',
      wentOutRummy: 'Runde {{hand}}: {{name}} ist mit Hand-Rommé fertig (doppelt)',
      heading: '**{{title}}.**',
      pays: '{{name}} zahlt {{points}}',
      paidLine: '{{list}}.',
      totals: 'Stand: {{list}}',
      turned_one: 'Der Talon wurde {{count}}-mal umgedreht.',
      turned_other: 'Der Talon wurde {{count}}-mal umgedreht.',
      pips_one: '{{count}} Auge',
      pips_other: '{{count}} Augen',
      won: 'gewinnt {{points}}',
      paid: 'zahlt {{points}}',
      total: 'gesamt {{total}}',
      out: 'fertig',
      alt: '{{title}}. {{seats}}.',
      seatSepAlt: '. ',
      seatWonAlt: '{{name}}: {{cards}}, {{pips}} Augen, gewinnt {{points}}, gesamt {{total}}',
      seatPaidAlt: '{{name}}: {{cards}}, {{pips}} Augen, zahlt {{points}}, gesamt {{total}}',
      noCardsAlt: 'keine Karten',
    },
    hand: {
      headSuit_one: '**Deine Hand** · {{count}} Karte, nach Farbe sortiert',
      headSuit_other: '**Deine Hand** · {{count}} Karten, nach Farbe sortiert',
      headRank_one: '**Deine Hand** · {{count}} Karte, nach Wert sortiert',
      headRank_other: '**Deine Hand** · {{count}} Karten, nach Wert sortiert',
      sortRankLabel: 'Nach Wert sortieren',
      sortSuitLabel: 'Nach Farbe sortieren',
      theirTurn: '{{name}} ist dran.',
      drawOrTake_one: 'Du bist dran: zieh vom Talon ({{count}} Karte) oder nimm {{card}}.',
      drawOrTake_other: 'Du bist dran: zieh vom Talon ({{count}} Karten) oder nimm {{card}}.',
      draw_one: 'Du bist dran: zieh vom Talon ({{count}} Karte).',
      draw_other: 'Du bist dran: zieh vom Talon ({{count}} Karten).',
      drawLabel: 'Vom Talon ziehen',
      takeLabel: '{{card}} nehmen',
      play: 'Leg aus und leg an, so oft du willst, dann wirf ab: tipp unten auf eine Karte (damit endet dein Zug).',
      taken:
        'Du hast {{card}} vom Ablagestapel genommen (umrahmt): du darfst sie in diesem Zug nicht abwerfen und nicht so auslegen oder anlegen, dass nur sie übrig bleibt, darum wird sie nicht angeboten.',
      meldPlaceholder: 'Kombination auslegen ({{count}} möglich)',
      layoffPlaceholder: 'Karte anlegen ({{count}} möglich)',
      layoffLabel: '{{card}} an Kombination {{meld}}',
      discardPlaceholder: 'Karte abwerfen (beendet deinen Zug)',
      hintLabel: 'Tipp',
      handAlt: 'Deine Hand: {{cards}}',
      noCards: 'Keine Karten',
      badControl: 'Dieses Bedienelement gehört nicht zu dieser Hand.',
    },
    hint: {
      meld: 'Kombination {{n}} ({{cards}})',
      takeCompletes: 'Nimm {{card}} vom Ablagestapel: damit ist {{cards}} komplett.',
      takeLaysOff: 'Nimm {{card}} vom Ablagestapel: sie passt an {{meld}}.',
      takeNear: 'Nimm {{card}} vom Ablagestapel: sie passt zu deinen {{cards}}, eine Karte fehlt noch zur Kombination.',
      takeHand: 'Nimm {{card}} vom Ablagestapel: sie passt zu deiner Hand, eine Karte fehlt noch zur Kombination.',
      drawEmpty: 'Zieh vom Talon: der Ablagestapel ist leer.',
      drawBetter:
        'Zieh vom Talon: {{card}} würde helfen, aber in Durchspielen der unbekannten Karten schneidet der Talon besser ab.',
      drawNoMeld: 'Zieh vom Talon: {{card}} auf dem Ablagestapel ergibt mit deiner Hand keine Kombination.',
      meldWhat: 'Leg {{cards}} aus',
      layoffWhat: 'Leg {{card}} an {{meld}} an',
      out: '{{what}}: damit bist du fertig.',
      outRummy: '{{what}}: damit machst du Hand-Rommé, alle zahlen doppelt.',
      laidPoints: '{{what}}: ausgelegte Karten kosten nichts, und deine Hand wird {{points}} Punkte leichter.',
      lastCard: 'Wirf {{card}} ab: das ist deine letzte Karte, damit bist du fertig.',
      discard: 'Wirf {{card}} ab: {{why}}{{keep}}.',
      alone: 'sie hat kein Paar und keine nahe Karte ihrer Farbe in deiner Hand',
      aloneCostly:
        'sie hat kein Paar und keine nahe Karte ihrer Farbe in deiner Hand und würde dich {{points}} Punkte kosten, wenn jemand fertig wird',
      closer: 'der Rest deiner Hand ist näher an Kombinationen (sie passt nur zu {{cards}})',
      keepForRummy: '; du behältst {{cards}} auf der Hand für die Chance auf Hand-Rommé',
      guard: 'Behalte {{card}}: {{why}}.',
      feedsMeld: 'sie passt an {{meld}}, der nächste Spieler könnte sie nehmen',
      feedsSeat: 'Platz {{seat}} hat {{cards}} genommen, und sie würde seine Kombination vervollständigen',
    },
    refuse: {
      'rummy/game-over': 'Das Spiel ist vorbei.',
      'rummy/not-a-player': 'Du spielst in diesem Spiel nicht mit.',
      'rummy/hand-over': 'Die Runde ist vorbei.',
      'rummy/not-your-turn': 'Du bist nicht dran.',
      'rummy/not-in-hand': '{{card}} ist nicht auf deiner Hand.',
      'rummy/keeps-taken-card':
        'Dann bliebe nur {{card}} vom Ablagestapel übrig, und die darfst du in diesem Zug nicht abwerfen.',
      'rummy/already-drawn': 'Du hast in diesem Zug schon gezogen: leg aus, leg an oder wirf ab.',
      'rummy/discard-empty': 'Der Ablagestapel ist leer.',
      'rummy/nothing-to-draw': 'Talon und Ablagestapel sind beide leer.',
      'rummy/draw-first': 'Zieh zuerst eine Karte, vom Talon oder vom Ablagestapel.',
      'rummy/not-a-meld':
        '{{cards}} ist keine Kombination: ein Satz sind 3 oder 4 Karten gleichen Werts, eine Folge 3 oder mehr aufeinanderfolgende Karten einer Farbe (Ass nur unten).',
      'rummy/no-such-meld': 'Es liegt keine Kombination {{meld}} auf dem Tisch.',
      'rummy/does-not-fit': '{{card}} passt nicht an Kombination {{meld}} ({{cards}}).',
      'rummy/discard-taken-card': 'Du darfst {{card}} nicht abwerfen, du hast sie gerade vom Ablagestapel genommen.',
    },
  },

  place: {
    externalAppsOff:
      'Die Moderatoren dieses Servers haben externe Apps hier ausgeschaltet, deshalb zeigt Discord meine Antworten nur dir: In diesem Kanal kann keine Partie gespielt werden. Spiel in einer Gruppen-DM mit deinen Freunden, in deiner DM mit mir, oder bitte einen Server-Admin, den Bot zum Server hinzuzufügen.',
    noTable:
      'Ein Tisch, an den sich andere setzen, braucht den Bot auf dem Server. Hier forderst du eine Person heraus (`challenge`) oder spielst gegen mich (`challenge` mit mir als Gegner).',
    personInBotDm:
      'In dieser DM sind nur du und ich: Fordere mich hier heraus (wähle mich als Gegner) oder fordere einen Freund in einer Gruppen-DM oder auf einem Server heraus.',
    noRematch:
      'Eine Revanche ist hier eine neue Herausforderung: Nutze wieder `/{{game}} challenge` (in einer DM oder Gruppen-DM kann ich nicht von selbst posten).',
    onBelow: 'die Partie läuft hier unten.',
    reminder:
      '⏰ Du bist dran in **{{game}}**: {{link}}. Wenn du nicht innerhalb von {{hours}} h ziehst, verlierst du die Partie.',
    result: '🏁 **{{game}}**: {{result}} {{link}}',
    where: 'einer DM oder Gruppen-DM',
  },

  compete: {},
};
