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

  session: {
    notYourGame: 'Das ist nicht dein Spiel.',
    gameOver: 'Dieses Spiel ist vorbei.',
    boardChanged: 'Das Spielbrett hat sich geändert – nimm die neueste Nachricht.',
    turnOf: '{{name}} ist dran.',
    noGame: 'In diesem Thread gibt es kein Spiel mehr.',
    storeDown:
      'Ich konnte das nicht speichern: der Spielspeicher antwortet nicht. Nichts hat sich geändert; versuch es gleich noch einmal.',
    storeUnsure:
      'Der Spielspeicher hat beim Speichern nicht mehr geantwortet, daher weiß ich noch nicht, ob es gezählt hat. Schau gleich in den Thread oder nutze hier `/{{game}} status`: es zeigt das Spiel, wie es gespeichert ist.',
    postFailed:
      'Dein Zug ist gespeichert, aber ich konnte das nächste Brett nicht posten. Nutze `/{{game}} status` in diesem Thread, um es zu zeigen.',
    postForbidden_one:
      'Dein Zug ist gespeichert, aber ich kann das nächste Brett in diesem Thread nicht posten: mir fehlt {{missing}}. Bitte einen Server-Admin, es meiner Rolle zu geben, und nutze dann hier `/{{game}} status`, um das Brett zu zeigen.',
    postForbidden_other:
      'Dein Zug ist gespeichert, aber ich kann das nächste Brett in diesem Thread nicht posten: mir fehlen {{missing}}. Bitte einen Server-Admin, sie meiner Rolle zu geben, und nutze dann hier `/{{game}} status`, um das Brett zu zeigen.',
    openForbidden:
      'Ich kann den Thread des Spiels hier nicht öffnen: mir fehlt eine Berechtigung, um Threads zu erstellen oder darin zu schreiben.',
    openForbiddenAdmin:
      'Ich kann den Thread des Spiels hier nicht öffnen: mir fehlt eine Berechtigung, um Threads zu erstellen oder darin zu schreiben. Frag einen Server-Admin.',
    noThreads: 'Dieser Kanal kann keine Spiel-Threads haben.',
    serverOnly: 'Gespielt wird in einem Kanal eines Servers.',
    notInThread: 'Starte ein Spiel in einem Textkanal: jedes Spiel bekommt seinen eigenen Thread.',
    notHere: 'Nutze `/{{game}} resign` im Thread des Spiels, das du verlassen willst.',
    resignAsk: 'Dein {{game}}-Spiel gegen {{others}} aufgeben? Das lässt sich nicht rückgängig machen.',
    resignLabel: 'Aufgeben',
    keepLabel: 'Weiterspielen',
    resignCancelled: 'Nicht aufgegeben: das Spiel geht weiter.',
    resigned: 'Du hast aufgegeben.',
    reposted: 'Das neueste Brett fehlte hier: ich habe es noch einmal gepostet.',
    noGames: 'Du hast kein laufendes {{game}}-Spiel. Starte eins mit `/{{command}}`.',
    handNotYours: 'Diese Karten gehören dir nicht: drück **Deine Hand** auf dem Brett, um deine eigenen zu sehen.',
    noHand: 'Dieses Spiel hat keine verdeckten Hände.',
    notOnHand:
      'Dieses Bedienelement gehört zu einer privaten Hand, nicht zu dieser Nachricht, also hat sich nichts geändert.',
    notOnBoard:
      'Dieses Bedienelement gehört zum Brett des Spiels, nicht zu deiner Hand, also hat sich nichts geändert.',
    notSeated: 'Du spielst in diesem Spiel nicht mit.',
    staleHand: 'Diese Hand ist von einem früheren Zug: drück **Deine Hand** auf dem neuesten Brett.',
    handLabel: 'Deine Hand',
    tooManyInvites_one:
      'Du hast schon {{count}} offene Herausforderung oder offenen Tisch: warte auf Antworten oder zieh eine zurück, bevor du eine neue machst.',
    tooManyInvites_other:
      'Du hast schon {{count}} offene Herausforderungen oder Tische: warte auf Antworten oder zieh eine zurück, bevor du eine neue machst.',
    acceptLabel: 'Annehmen',
    declineLabel: 'Ablehnen',
    watchLabel: 'Zuschauen',
    rematchLabel: 'Revanche',
    badOption: 'Diese Option ist ungültig: {{path}}: {{problem}}.',
    chooseLevel: 'Wähle eine Stärke aus: {{levels}}.',
    levelForComputer: '`stärke` gilt für ein Spiel gegen mich (den Computer): lass es gegen einen Menschen weg.',
    computerName: 'Computer ({{level}})',
    computerNameN: 'Computer {{n}} ({{level}})',
    onlyMove: 'der einzige mögliche Zug',
    challenge: {
      self: 'Du kannst dich nicht selbst herausfordern.',
      bot: 'Du kannst keinen Bot herausfordern: wähl einen Menschen, oder fordere mich heraus, um gegen den Computer zu spielen.',
      notMember: 'Diese Person ist kein Mitglied dieses Servers und könnte nicht annehmen.',
      already: 'Du und {{name}} habt schon ein laufendes Spiel: <#{{threadId}}>.',
      gone: 'Diese Herausforderung gibt es nicht mehr.',
      wasAccepted: 'Diese Herausforderung wurde schon angenommen.',
      wasDeclined: 'Diese Herausforderung wurde schon abgelehnt.',
      wasExpired: 'Diese Herausforderung ist schon abgelaufen.',
      expired: 'Diese Herausforderung ist abgelaufen.',
      waiting: 'Warte auf die Antwort von {{name}}.',
      forOther: 'Diese Herausforderung ist für {{name}}.',
      together: 'Du hast schon ein Spiel mit {{name}}: <#{{threadId}}>.',
      pending:
        '<@{{id}}>, {{challenger}} fordert dich heraus zu {{what}}.{{note}} Die Herausforderung läuft {{when}} ab.',
      pendingRematch:
        '<@{{id}}>, {{challenger}} will eine Revanche für <#{{rematchOf}}>: {{what}}.{{note}} Die Herausforderung läuft {{when}} ab.',
      accepted:
        '{{challenged}} hat die Herausforderung von {{challenger}} zu {{what}} angenommen: das Spiel läuft in <#{{threadId}}>.',
      declined: 'Die Herausforderung von {{challenger}} an {{challenged}} ({{what}}) wurde abgelehnt.',
      expiredUnanswered:
        'Die Herausforderung von {{challenger}} an {{challenged}} ({{what}}) ist unbeantwortet abgelaufen.',
      acceptedBelow:
        '{{challenged}} hat die Herausforderung von {{challenger}} zu {{what}} angenommen: das Spiel läuft hier unten.',
    },
    lobby: {
      closed: 'Dieser Tisch ist geschlossen.',
      full: 'Dieser Tisch ist voll.',
      seated: 'Du sitzt schon an diesem Tisch.',
      notSeated: 'Du sitzt nicht an diesem Tisch.',
      hostOnlyStart: 'Nur wer den Tisch eröffnet hat, kann starten.',
      hostOnlyComputer: 'Nur wer den Tisch eröffnet hat, kann einen Computer dazusetzen.',
      tooFew_one: 'Zum Starten braucht es mindestens {{count}} Spieler.',
      tooFew_other: 'Zum Starten braucht es mindestens {{count}} Spieler.',
      noComputer: '{{game}} hat keinen Computer-Spieler.',
      started: '{{what}}: das Spiel läuft in <#{{threadId}}>.',
      neverStarted: '{{what}}: dieser Tisch wurde nie gestartet.',
      closedText: '{{what}}: dieser Tisch wurde geschlossen.',
      invited: '{{mentions}}, ihr seid eingeladen. ',
      open: '{{invited}}{{host}} hat einen Tisch für {{what}} eröffnet: {{players}}. Er schließt {{when}}, wenn niemand startet.',
      players_one: '{{count}} Spieler',
      players_other: '{{count}} Spieler',
      playersOr: '{{min}} oder {{max}} Spieler',
      playersTo: '{{min}} bis {{max}} Spieler',
      rematchOf: '🔁 Revanche für <#{{threadId}}>. {{table}}',
      joinLabel: 'Mitspielen',
      leaveLabel: 'Verlassen',
      addComputerLabel: 'Computer dazu',
      startLabel: 'Starten',
    },
    computer: {
      none: '{{game}} hat keinen Computer-Gegner.',
      already: 'Du hast schon ein Spiel gegen den Computer: <#{{threadId}}>. Beende es oder gib es zuerst auf.',
      opening: '{{name}} tritt gegen den Computer ({{level}}) an bei {{what}}: das Spiel wird eröffnet…',
      failed: 'Das Spiel von {{name}} gegen den Computer konnte nicht eröffnet werden.',
      started: '{{name}} spielt gegen den Computer ({{level}}) bei {{what}}: das Spiel läuft in <#{{threadId}}>.',
      record: 'gegen den Computer ({{level}}): {{games}} gespielt, {{wins}} S / {{losses}} N · {{points}} Pkt.',
      yourRecord: 'Deine Bilanz {{record}}.',
      startedBelow: '{{name}} spielt gegen den Computer ({{level}}) bei {{what}}: das Spiel läuft hier unten.',
    },
    rematch: {
      notOver: 'Dieses Spiel ist noch nicht vorbei.',
      notPlayer: 'Nur wer in diesem Spiel mitgespielt hat, kann eine Revanche fordern.',
      asked: '🔁 Revanche gefordert: {{where}}.',
      on: 'Die Revanche läuft in <#{{threadId}}>.',
      pending: 'Für dieses Spiel wurde schon eine Revanche gefordert: {{where}}.',
      closedExpired:
        'Für dieses Spiel wurde schon eine Revanche gefordert, und sie ist abgelaufen: es gibt eine pro Spiel.',
      closedDeclined:
        'Für dieses Spiel wurde schon eine Revanche gefordert, und sie wurde abgelehnt: es gibt eine pro Spiel.',
      opening: '🔁 {{name}} tritt noch einmal gegen den Computer an bei {{what}}: das Spiel wird eröffnet…',
      started: '🔁 {{name}} spielt noch einmal gegen den Computer bei {{what}}: das Spiel läuft in <#{{threadId}}>.',
    },
    takeback: {
      notHere: 'Nutze `/takeback` im Thread deines Spiels.',
      twoPeople: 'Zurücknehmen gibt es nur in Spielen zwischen zwei Menschen.',
      noHook: '{{game}} kennt kein Zurücknehmen.',
      nothing: 'Du hast keinen Zug zum Zurücknehmen: nur deinen letzten, bis {{name}} gezogen hat.',
      unfinished: 'Beende zuerst deinen Zug: Zurücknehmen macht einen ganzen Zug rückgängig.',
      hidden:
        'Dein letzter Zug hat eine verdeckte Karte gezeigt (oder eine Runde beendet), daher kann er nicht zurückgenommen werden.',
      alreadyAsked: 'Du hast schon gefragt, diesen Zug zurückzunehmen.',
      alreadyAccepted: 'Dein Zurücknehmen dieses Zugs wurde angenommen.',
      alreadyDeclined: 'Dein Zurücknehmen dieses Zugs wurde abgelehnt.',
      alreadyWithdrawn: 'Dein Zurücknehmen dieses Zugs wurde zurückgezogen.',
      asked: 'Gefragt: {{name}} kann im Thread annehmen oder ablehnen.',
      request:
        '↩️ <@{{id}}>, {{name}} möchte den letzten Zug zurücknehmen. **Annehmen** setzt das Spiel auf den Stand davor zurück; **Ablehnen** (oder Weiterspielen) behält ihn.',
      movedOn: 'Das Spiel ist inzwischen weitergegangen: dieser Zug kann nicht mehr zurückgenommen werden.',
      answeredAccepted: 'Dieses Zurücknehmen wurde schon angenommen.',
      answeredDeclined: 'Dieses Zurücknehmen wurde schon abgelehnt.',
      answeredWithdrawn: 'Dieses Zurücknehmen wurde schon zurückgezogen.',
      answered: 'Dieses Zurücknehmen wurde schon beantwortet.',
      waiting: 'Warte auf die Antwort von {{name}}: **Ablehnen** zieht deine Anfrage zurück.',
      forOther: 'Auf dieses Zurücknehmen antwortet {{name}}.',
      accepted: '↩️ {{other}} hat angenommen: der letzte Zug von {{name}} ist zurückgenommen.',
      declined: '↩️ {{other}} hat das Zurücknehmen abgelehnt: das Spiel geht weiter.',
      withdrawn: '↩️ {{name}} hat die Anfrage zum Zurücknehmen zurückgezogen.',
      lead: '↩️ Der letzte Zug von {{name}} wurde zurückgenommen ({{other}} war einverstanden).',
    },
    away: {
      gone: '🏖️ {{name}} ist bis {{until}} weg: bis dahin keine Erinnerungen und keine Aufgabe, und die Uhr ist angehalten.',
      back: '👋 {{name}} ist zurück: die Uhr läuft wieder.',
      aPlayer: 'Jemand',
      someServer: 'Einer deiner Server',
      none: '**{{server}}** erlaubt keine Abwesenheit (sein `/settings away_days` ist 0).',
      cap: '**{{server}}** erlaubt {{allowed}} in je {{window}} Tagen: dort bleiben dir {{left}}.',
      awayDays_one: '{{count}} Abwesenheitstag',
      awayDays_other: '{{count}} Abwesenheitstage',
      days_one: '{{count}} Tag',
      days_other: '{{count}} Tage',
      notAway: 'Du bist nicht abwesend: `/away set days:` hält deine Uhren an.',
    },
    clock: {
      out: 'Zeit abgelaufen',
      dh: '{{d}} T {{h}} Std',
      d: '{{d}} T',
      hm: '{{h}} Std {{m}} Min',
      h: '{{h}} Std',
      m: '{{m}} Min',
      toMove: '**{{name}} {{left}}** (am Zug)',
      line: '⏱ {{parts}} · {{pace}}',
      perMove_one: '{{count}} Tag pro Zug',
      perMove_other: '{{count}} Tage pro Zug',
      perMoveWeekends_one: '{{count}} Tag pro Zug, Wochenenden frei',
      perMoveWeekends_other: '{{count}} Tage pro Zug, Wochenenden frei',
      reminder: '⏰ <@{{id}}>, du bist dran: noch **{{left}}** auf deiner Uhr. Bei null verlierst du durch Aufgabe.',
      reminderBoard:
        '⏰ <@{{id}}>, du bist dran: noch **{{left}}** auf deiner Uhr (die Knöpfe sind auf dem letzten Brett). Bei null verlierst du durch Aufgabe.',
      giveLabel_one: '{{count}} Tag mehr geben',
      giveLabel_other: '{{count}} Tage mehr geben',
      dm: '⏰ Du bist dran in **{{game}}**: noch {{left}} auf deiner Uhr: {{link}}',
      noClock: 'In diesem Spiel läuft keine Uhr.',
      notSelf: 'Du kannst dir nicht selbst Zeit geben: das kann jemand anders.',
      movedSince: 'Seit dieser Erinnerung wurde gezogen: keine Zeit nötig.',
      given_one: '⏱ {{name}} hat {{count}} Tag mehr bekommen, von <@{{id}}>.',
      given_other: '⏱ {{name}} hat {{count}} Tage mehr bekommen, von <@{{id}}>.',
    },
    remind: {
      move: '⏰ <@{{id}}>, du bist dran. Wenn du nicht innerhalb von {{hours}} Std ziehst, verlierst du das Spiel durch Aufgabe.',
      moveBoard:
        '⏰ <@{{id}}>, du bist dran (die Knöpfe sind auf dem letzten Brett). Wenn du nicht innerhalb von {{hours}} Std ziehst, verlierst du das Spiel durch Aufgabe.',
      dm: '⏰ Du bist dran in **{{game}}**: {{link}}. Wenn du nicht innerhalb von {{hours}} Std ziehst, verlierst du das Spiel durch Aufgabe.',
    },
    listing: {
      yourTurn: '**du bist dran**',
      turnOf: '{{name}} ist dran',
      youAway: 'du bist weg bis {{until}}',
      away: '{{name}} ist weg bis {{until}}',
      leftYours: 'noch {{left}} auf deiner Uhr',
      leftTheirs: 'noch {{left}} auf der anderen Uhr',
      yours: 'deine {{left}}',
      waiting: 'wartet seit {{since}}',
      reminder: 'Erinnerung {{when}}',
      forfeit: 'Aufgabe {{when}}',
      more: '…und {{n}} weitere.',
      anotherServer: 'einem anderen Server',
    },
    notify: {
      turn: '🃏 Du bist dran in **{{game}}** auf **{{server}}**: {{link}}',
      turnAgainst: '🃏 Du bist dran in **{{game}}** gegen {{others}} auf **{{server}}**: {{link}}',
      aServer: 'einem Server',
      closed:
        '📪 <@{{id}}>, ich konnte dir keine Zug-Nachricht schicken: deine Direktnachrichten sind für mich geschlossen. Ich habe die Nachrichten ausgeschaltet; öffne deine DMs und nutze `/notify`, um sie wieder zu bekommen.',
      digest_one: '🗓️ Deine tägliche Übersicht: du bist in {{count}} Spiel dran.',
      digest_other: '🗓️ Deine tägliche Übersicht: du bist in {{count}} Spielen dran.',
      digestLine: '- **{{game}}** auf **{{server}}**, wartet seit {{since}}: {{link}}',
      digestMore: '…und {{n}} weitere: `/games` listet sie alle.',
      aDm: 'einer DM oder Gruppen-DM',
    },
    watch: {
      playing: 'Du spielst in diesem Spiel mit: <#{{threadId}}>.',
      over: 'Dieses Spiel ist vorbei: <#{{threadId}}> bewahrt seinen Verlauf.',
      watching:
        '👀 Du schaust jetzt in <#{{threadId}}> zu: du siehst das Brett und jeden Zug, nie die Hand eines Spielers. Verlass den Thread, um aufzuhören.',
    },
    hint: {
      off: 'Tipps sind in diesem Spiel aus: beide stimmen ihnen zu, wenn die Herausforderung gestellt wird (`hints:true`).',
      notYourTurn: 'Tipps gibt es für den, der am Zug ist: {{name}} ist dran.',
      failed: 'Ich konnte gerade keinen Tipp ausarbeiten: versuch es gleich noch einmal.',
      used: '💡 {{name}} hat einen Tipp genutzt.',
    },
    export: {
      notAGame: 'In diesem Kanal gibt es kein Spiel: nutze `/export` im Thread eines Spiels.',
      noRecord: 'Dieses {{game}}-Spiel hat keine Aufzeichnung zum Exportieren.',
      tooOld:
        'Dieses Spiel begann, bevor der Bot jeden Zug aufbewahrte, daher gibt es keine Aufzeichnung zum Exportieren.',
      finished:
        'Die Aufzeichnung dieses Spiels: abspielen mit `npm run --silent cli -- replay {{file}}`, zeichnen mit `npm run --silent cli -- render {{file}}`.',
      running:
        'Die Aufzeichnung dieses Spiels bis jetzt, wie alle Zuschauer sie sehen dürfen (keine verdeckte Karte): `npm run --silent cli -- replay {{file}}` liest sie. Exportiere nach dem Spiel noch einmal für die vollständige Aufzeichnung.',
    },
    channel: {
      externalAppsOff:
        'Die Moderation dieses Servers hat externe Apps hier ausgeschaltet, daher zeigt Discord meine Antworten nur dir: in diesem Kanal kann kein Spiel laufen. Spiel in einer Gruppen-DM mit Freunden, in deiner DM mit mir, oder bitte einen Server-Admin, den Bot zum Server hinzuzufügen.',
      noTable:
        'Ein Tisch, an den sich andere setzen, braucht den Bot im Server. Fordere hier eine Person heraus (`challenge`) oder spiel gegen mich (`challenge` mit mir als Gegner).',
      personInBotDm:
        'In dieser DM sind nur du und ich: fordere mich hier heraus (wähl mich als Gegner) oder fordere Freunde in einer Gruppen-DM oder auf einem Server heraus.',
      noWatch: 'In dieser DM oder Gruppen-DM sehen alle das Spiel schon; es gibt keinen Thread zum Zuschauen.',
      noTakeback:
        'Zurücknehmen nach Absprache braucht den Bot im Server; Spiele in DMs und Gruppen-DMs haben es nicht.',
      noRematch:
        'Eine Revanche ist hier eine neue Herausforderung: nutze wieder `/{{game}} challenge` (der Bot kann in einer DM oder Gruppen-DM nicht von selbst posten).',
    },
    archiveForbidden:
      'Ich konnte diesen Thread nicht archivieren und sperren: mir fehlt „Threads verwalten“. Ein Server-Admin kann es meiner Rolle geben oder `/settings archive` ausschalten.',
    settings: {
      between: '`{{option}}` muss zwischen {{min}} und {{max}} Stunden liegen.',
      forfeitAfter: 'Die Aufgabe ({{forfeit}} Std) muss nach der Erinnerung ({{reminder}} Std) kommen.',
    },
  },

  commands: {},

  abstrac: {},

  threedom: {},

  rummy: {},

  compete: {},
};
