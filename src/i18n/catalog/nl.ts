import { LANGUAGE_NAMES } from '../locales.ts';
import type { Messages } from './types.ts';

/** The paces a game may be played at (src/session/clock.ts), as its command and /settings offer them. */
const PACE_CHOICES = {
  untimed: 'zonder tijdslimiet',
  '1': '1 dag per zet',
  '2': '2 dagen per zet',
  '3': '3 dagen per zet',
  '5': '5 dagen per zet',
  '7': '7 dagen per zet',
  '14': '14 dagen per zet',
};
/** The paces a competition may be played at: every pace but untimed. */
const { untimed: _untimed, ...TIMED_PACE_CHOICES } = PACE_CHOICES;

export const nl: Messages = {
  bot: {
    noLongerValid: 'Deze knop is niet meer geldig.',
    notOnMessage:
      'Dat bedieningselement staat (niet meer) op dit bericht, dus er is niets veranderd: gebruik het nieuwste bericht.',
    noForm: 'Om dit formulier heb ik niet gevraagd, dus er is niets veranderd.',
    notYours: 'Dat privébericht is niet van jou, dus er is niets veranderd.',
    unknownCommand: 'Deze opdracht bestaat niet meer.',
    unsupported: 'Dit soort interactie wordt niet ondersteund.',
    restarting: 'De bot start opnieuw op, probeer het zo nog eens.',
    tooFast_one: 'Je doet dat te vaak: probeer het over {{count}} seconde opnieuw.',
    tooFast_other: 'Je doet dat te vaak: probeer het over {{count}} seconden opnieuw.',
    slowDown: 'Rustig aan: op je ongeldige verzoeken antwoord ik een tijdje niet.',
    boardChanged: 'Het spel is veranderd sinds dit werd getoond: gebruik het nieuwste bericht.',
    storeDown: 'Ik kon de opslag van de spellen niet bereiken, dus er is niets veranderd. Probeer het zo nog eens.',
    missingPermissions:
      'Discord weigert me hier een recht dat ik nodig heb (Missing Permissions). Vraag een serverbeheerder de rechten van mijn rol in dit kanaal na te kijken.',
    internal: 'Er ging bij ons iets mis. Gebeurt het vaker, geef dan deze code aan wie de bot host: {{incident}}',
    messageGone:
      'Het bericht dat je gebruikte is er niet meer (verwijderd, of de thread gearchiveerd), dus ik antwoord je hier.',
    notAnswered: 'Ik kon niet antwoorden waar je het gebruikte, dus ik antwoord hier: probeer het zo nog eens.',
  },
  validate: {
    unknownOption: 'Onbekende optie {{option}}.',
    unknownOptionUnnamed: 'Onbekende optie.',
    givenTwice: 'Optie {{option}} is twee keer opgegeven.',
    wrongType: 'Optie {{option}} heeft het verkeerde type.',
    invalid: 'Optie {{option}} is ongeldig.',
    required: 'Optie {{option}} is verplicht.',
    between: 'Optie {{option}} moet tussen {{min}} en {{max}} liggen.',
    wholeNumber: 'Optie {{option}} moet een geheel getal zijn.',
    number: 'Optie {{option}} moet een getal zijn.',
    text: 'Optie {{option}} moet tekst zijn.',
    minChars_one: 'Optie {{option}} moet minstens {{count}} teken lang zijn.',
    minChars_other: 'Optie {{option}} moet minstens {{count}} tekens lang zijn.',
    maxChars_one: 'Optie {{option}} mag hoogstens {{count}} teken lang zijn.',
    maxChars_other: 'Optie {{option}} mag hoogstens {{count}} tekens lang zijn.',
    boolean: 'Optie {{option}} moet waar of onwaar zijn.',
    id: 'Optie {{option}} moet een ID zijn.',
    choice: 'Optie {{option}} moet een van de aangeboden keuzes zijn.',
    user: 'Optie {{option}} moet een gebruiker zijn.',
    role: 'Optie {{option}} moet een rol zijn.',
    mentionable: 'Optie {{option}} moet een gebruiker of een rol zijn.',
    file: 'Optie {{option}} moet een bestand zijn.',
    channel: 'Optie {{option}} moet een kanaal zijn.',
    channelKind: 'Optie {{option}} moet een ander soort kanaal zijn.',
    tooMany: 'Deze opties passen niet bij deze opdracht.',
    chooseSubcommand: 'Kies een van de aangeboden subopdrachten.',
  },
  cmd: {
    anyGame: {
      challenge: { name: 'uitdagen', description: 'Iemand uitdagen voor een potje' },
      resign: { name: 'opgeven', description: 'Het potje van deze thread opgeven' },
      status: { name: 'status', description: 'Je potjes: wie er aan de beurt is, met links naar de threads' },
      opponent: { name: 'tegenstander', description: 'Tegen wie je speelt' },
      level: {
        name: 'niveau',
        description: 'Tegen mij (de computer): hoe goed ik speel (standaard sterk)',
        choices: { perfect: 'perfect', strong: 'sterk', casual: 'ontspannen' },
      },
      target: { name: 'doel', description: 'Punten om te winnen (standaard 500)' },
      hints: { name: 'hints', description: 'De Hint-knop toestaan (wie accepteert, stemt in; tegen mij altijd aan)' },
      invite: { name: 'uitnodigen', description: 'Iemand die je bij naam uitnodigt' },
      invite2: { name: 'uitnodigen2', description: 'Iemand die je bij naam uitnodigt' },
      invite3: { name: 'uitnodigen3', description: 'Iemand die je bij naam uitnodigt' },
      pace: {
        name: 'tempo',
        description: 'Dagen per zet, met een tijdbank (standaard: /settings van de server)',
        choices: PACE_CHOICES,
      },
    },
    abstrac: {
      name: 'abstrac',
      description: 'Abstrac, het kaartspel voor twee waarin je kaarten pakt',
      variant: {
        name: 'variant',
        description: 'Welke Abstrac (standaard klassiek)',
        choices: { classic: 'Klassiek', suits: 'Kleuren', unlimited: 'Onbeperkt', fullpack: 'Volledig spel' },
      },
      deals: { name: 'rondes', description: 'In plaats daarvan zoveel rondes spelen' },
    },
    threedom: { name: 'threedom', description: 'Threedom, het kaartspel met negen stapels voor twee' },
    rummy: {
      name: 'rummy',
      description: 'Rummy voor 2 tot 6: sets en rijen uitleggen, aanleggen, als eerste uitgaan',
      new: { name: 'nieuw', description: 'Een rummytafel openen waar anderen bij kunnen komen' },
      target: { name: 'doel', description: 'Punten om te winnen (standaard 100)' },
      hands: { name: 'rondes', description: 'Zoveel rondes spelen (met een doel: wat het eerst komt)' },
    },
    away: {
      name: 'afwezig',
      description: 'Herinneringen en opgeeftijden in al je potjes een paar dagen pauzeren',
      set: {
        name: 'aan',
        description: 'Een paar dagen weg: geen herinneringen, geen opgave, klokken stil; stopt vanzelf',
      },
      days: { name: 'dagen', description: 'Hoeveel dagen (elke server begrenst de dagen per 30)' },
      off: { name: 'uit', description: 'Weer terug: de klokken van je potjes lopen weer' },
    },
    export: {
      name: 'exporteren',
      description: 'Het potje van deze thread als bestand (JSON) dat de opdrachtregel naspeelt en tekent',
    },
    games: {
      name: 'potjes',
      description: 'Je potjes op alle servers: jouw beurt eerst, met links, wachttijden en deadlines',
    },
    help: { name: 'hulp', description: 'Zo speel je: de spellen en opdrachten van deze bot' },
    leaderboard: {
      name: 'ranglijst',
      description: 'De ranglijst van deze server: potjes, winst, verlies, punten en rating',
      game: {
        name: 'spel',
        description: 'Welk spel (standaard: alle spellen)',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rummy' },
      },
      variant: {
        name: 'variant',
        description: 'Eén variant, of allemaal (standaard)',
        choices: {
          all: 'Alle varianten',
          classic: 'Klassiek',
          suits: 'Kleuren',
          unlimited: 'Onbeperkt',
          fullpack: 'Volledig spel',
          standard: 'Standaard',
        },
      },
    },
    notify: {
      name: 'meldingen',
      description: 'Beurtmeldingen via privébericht: elke beurt, een dagelijks overzicht, of uit',
      mode: {
        name: 'modus',
        description: 'beurt: een DM elke keer dat je aan de beurt bent · overzicht: één DM per dag · uit',
        choices: { turn: 'beurt', digest: 'overzicht', off: 'uit' },
      },
    },
    rules: {
      name: 'regels',
      description: 'Zo speel je: de regels van een spel',
      game: {
        name: 'spel',
        description: 'Welk spel (standaard Abstrac)',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rummy' },
      },
    },
    settings: {
      name: 'instellingen',
      description: 'Spelinstellingen van de server: herinneringen, opgave, afwezigheid, uitdagingen, threads, kaarten',
      reminder_hours: {
        name: 'herinnering_uren',
        description: 'De speler na zoveel uur aan zijn zet herinneren (standaard 24)',
      },
      forfeit_hours: {
        name: 'opgave_uren',
        description: 'Na zoveel uur zonder zet verloren door opgave (standaard 72)',
      },
      challenge_expiry_hours: {
        name: 'uitdaging_uren',
        description: 'Uitdagingen verlopen na zoveel uur (standaard 24)',
      },
      threads: {
        name: 'threads',
        description: 'Potjes openen in openbare threads (vanaf de uitdaging) of privé',
        choices: { public: 'openbaar', private: 'privé' },
      },
      deck: {
        name: 'kaarten',
        description: 'Kaartkleuren in de afbeeldingen: vierkleurig (♦ blauw, ♣ groen) helpt kleurenblinden',
        choices: { classic: 'klassiek', 'four-colour': 'vierkleurig' },
      },
      archive: {
        name: 'archiveren',
        description: 'De thread van een potje archiveren en sluiten zodra de uitslag er staat (standaard uit)',
      },
      away_days: {
        name: 'afwezig_dagen',
        description: 'Dagen dat een speler per 30 dagen afwezig mag zijn (/away; standaard 14; 0: geen)',
      },
      forced_moves: {
        name: 'gedwongen_zetten',
        description: 'Een beurt met maar één geldige zet voor de speler spelen (standaard aan)',
      },
      pace: {
        name: 'tempo',
        description: 'Nieuwe partijen: dagen per zet met tijdbank, tenzij de opdracht er een noemt (standaard geen)',
        choices: PACE_CHOICES,
      },
      weekends_off: {
        name: 'weekend_vrij',
        description: 'Partijen met tijd die vanaf nu beginnen tellen zaterdag en zondag (UTC) niet (standaard uit)',
      },
      language: {
        name: 'taal',
        description: 'Taal van de borden en berichten van nieuwe spellen (standaard: die van de server)',
        choices: { auto: 'taal van de server', ...LANGUAGE_NAMES },
      },
    },
    stats: {
      name: 'statistieken',
      description: 'De resultaten van een speler op deze server (standaard de jouwe)',
      user: { name: 'speler', description: 'Wiens resultaten' },
    },
    league: {
      name: 'competitie',
      description: 'De competitie van de server: divisies op rating, seizoenen van weken, promotie en degradatie',
      new: { name: 'nieuw', description: 'Een competitieseizoen openen voor inschrijving (Server beheren)' },
      game: {
        name: 'spel',
        description: 'Welk spel',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rummy' },
      },
      pace: { name: 'tempo', description: 'Dagen per zet in elk spel, met een tijdbank', choices: TIMED_PACE_CHOICES },
      weeks: { name: 'weken', description: 'Weken per seizoen' },
      divisions: {
        name: 'divisies',
        description: 'Hoeveel divisies (elk 4 tot 8 spelers waar het aantal dat toelaat)',
      },
      starts: {
        name: 'start',
        description: 'Wanneer de inschrijving sluit en het seizoen begint: in 2h, 3d, 2026-12-01 18:00 (UTC)',
      },
      join: { name: 'meedoen', description: 'Meedoen aan het open competitieseizoen van deze server' },
      leave: { name: 'verlaten', description: 'Verlaten (voor de start) of terugtrekken uit je competitie' },
      standings: { name: 'stand', description: 'De standen van de competitie, divisie voor divisie' },
    },
    tournament: {
      name: 'toernooi',
      description: 'Toernooien: Zwitsers, halve competitie of knock-out, elk spel in een eigen thread',
      new: { name: 'nieuw', description: 'Een toernooi openen voor inschrijving (Server beheren)' },
      game: {
        name: 'spel',
        description: 'Welk spel',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rummy' },
      },
      format: {
        name: 'formaat',
        description: 'Hoe spelers worden ingedeeld',
        choices: { swiss: 'Zwitsers systeem', 'round-robin': 'Halve competitie', knockout: 'Knock-out' },
      },
      pace: { name: 'tempo', description: 'Dagen per zet in elk spel, met een tijdbank', choices: TIMED_PACE_CHOICES },
      starts: {
        name: 'start',
        description: 'Wanneer de inschrijving sluit en ronde 1 begint: in 2h, 3d, 2026-12-01 18:00 (UTC)',
      },
      rounds: { name: 'ronden', description: 'Zwitsers: hoeveel ronden (standaard: genoeg voor een winnaar)' },
      table: { name: 'tafel', description: 'Plaatsen per spel (standaard 2; meer voor rummy, op stand ingedeeld)' },
      leave: { name: 'verlaten', description: 'Het toernooi hier verlaten (na de start: terugtrekken)' },
      standings: { name: 'stand', description: 'De stand van het toernooi (van deze thread, of het nieuwste)' },
      list: { name: 'lijst', description: 'De toernooien van deze server' },
    },
    takeback: {
      name: 'terugnemen',
      description: 'In de thread van je potje: je tegenstander vragen of je je laatste beurt mag terugnemen',
    },
  },

  session: {},

  commands: {},

  abstrac: {},

  threedom: {},

  rummy: {},

  compete: {
    title: '{{game}}-toernooi',
    format: {
      swiss: 'Zwitsers systeem',
      'round-robin': 'halve competitie',
      knockout: 'knock-out',
      league: 'competitie',
    },
    signup:
      '🏆 **{{title}}** · {{format}} · {{pace}}\nBegint {{when}}: druk op Meedoen om te spelen (Verlaten om je voor de start af te melden).\nSpelers ({{count}}): {{names}}',
    signupClosed: 'De inschrijving is gesloten: het toernooi is begonnen.',
    cancelled: 'Afgelast: te weinig inschrijvingen ({{count}}).',
    cancelledPost: '🏆 **{{title}}** is afgelast: te weinig inschrijvingen ({{count}}).',
    joinLabel: 'Meedoen',
    leaveLabel: 'Verlaten',
    more: '… en nog {{count}}',
    serverOnly: 'Toernooien horen bij een server: gebruik deze opdracht in een server.',
    notInThread: 'Gebruik dit in een kanaal, niet in een thread: elk spel krijgt een eigen thread.',
    adminOnly: 'Alleen leden met de permissie Server beheren kunnen toernooien maken.',
    badStart:
      'Die starttijd begrijp ik niet: schrijf `in 2h`, `3d`, `90m`, `2026-12-01 18:00` (UTC) of een Discord-tijdstempel.',
    startRange: 'De start moet tussen nu en over 60 dagen liggen.',
    tableSeats: '{{game}} speel je met {{min}} tot {{max}}: kies een tafelgrootte daartussen.',
    tablesSwissOnly: 'Tafels van meer dan twee worden op stand ingedeeld: gebruik daarvoor het Zwitsers systeem.',
    gone: 'Dit toernooi bestaat niet meer.',
    closed: 'De inschrijving voor dit toernooi is gesloten.',
    closedUseLeave: 'Het toernooi is begonnen: gebruik `/tournament leave` om je terug te trekken.',
    already: 'Je doet al mee aan **{{title}}**.',
    full: 'Dit toernooi is vol ({{max}} spelers).',
    joined: 'Je doet mee aan **{{title}}**. Het begint {{when}}; je spellen openen in eigen threads.',
    notIn: 'Je doet niet mee aan dit toernooi.',
    left: 'Je hebt **{{title}}** verlaten.',
    withdrew: 'Je hebt je teruggetrokken uit **{{title}}**: je wordt niet meer ingedeeld.',
    withdrewResigned:
      'Je hebt je teruggetrokken uit **{{title}}**: je wordt niet meer ingedeeld, en je lopende spel is opgegeven.',
    noneToLeave: 'Je doet mee aan geen open toernooi van deze server.',
    started: '🏆 **{{title}}** is begonnen met {{count}} spelers, {{rounds}} ronden: ronde 1 loopt.',
    byes: 'Vrij deze ronde (een punt): {{names}}',
    table: '🏆 {{title}} · ronde {{round}}, tafel {{table}}: {{players}}',
    threadName: '{{game}} R{{round}} T{{table}}: {{players}}',
    after: '🏆 **{{title}}** · stand na ronde {{round}} van {{rounds}}',
    final: '🏆 **{{title}}** is afgelopen · eindstand · winnaar: {{winner}}',
    nextRound: 'Ronde {{round}} loopt: je spellen staan in hun threads.',
    row: '{{rank}}. {{name}} · {{points}} ptn · Buchholz {{buchholz}} · {{wins}}-{{draws}}-{{losses}}',
    withdrawnMark: '(teruggetrokken)',
    colPlayer: 'Speler',
    colPoints: 'Punten',
    colBuchholz: 'Buchholz',
    colRecord: 'W-G-V',
    none: 'Hier is nog geen toernooi: een admin maakt er een met `/tournament new`.',
    listLine: '**{{title}}** · {{format}} · {{pace}} · spelers: {{count}} · {{status}}',
    leagueTitle: '{{game}}-competitie, seizoen {{season}}',
    leagueStarted:
      '🏆 **{{title}}** is begonnen (spelers: {{count}}, divisies: {{divisions}}): alle spellen staan nu open, elk in een eigen thread.',
    division: 'Divisie {{division}}',
    weekly: '🏆 **{{title}}** · stand, week {{week}}',
    leagueFinal: '🏆 **{{title}}** is afgelopen · eindstanden',
    nextSeason: '🏆 **{{title}}** begint nu met dezelfde spelers: alle spellen staan open, elk in een eigen thread.',
    promoted: '⬆️ Promotie naar divisie {{division}}: {{names}}',
    relegated: '⬇️ Degradatie naar divisie {{division}}: {{names}}',
    noLeague: 'Hier is geen competitie om aan mee te doen: een admin opent er een met `/league new`.',
    status: {
      signup: 'begint {{when}}',
      running: 'ronde {{round}} van {{rounds}}',
      finished: 'afgelopen',
      cancelled: 'afgelast',
    },
  },
};
