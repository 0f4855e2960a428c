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

  compete: {},
};
