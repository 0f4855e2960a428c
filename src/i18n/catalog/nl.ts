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

  commands: {
    done: 'Klaar.',
    listSeparator: ', ',
    permission: {
      ViewChannel: 'Kanaal bekijken',
      ReadMessageHistory: 'Berichtgeschiedenis lezen',
      SendMessages: 'Berichten versturen',
      SendMessagesInThreads: 'Berichten versturen in threads',
      CreatePublicThreads: 'Openbare threads maken',
      CreatePrivateThreads: 'Privéthreads maken',
      AttachFiles: 'Bestanden bijvoegen',
      EmbedLinks: 'Links insluiten',
      ManageThreads: 'Threads beheren',
      ManageGuild: 'Server beheren',
    },
    cannotStartIn_one:
      'Ik kan in #{{channel}} geen spel starten: ik heb {{permissions}} nodig. Vraag een serverbeheerder om die aan mijn rol te geven.',
    cannotStartIn_other:
      'Ik kan in #{{channel}} geen spel starten: ik heb {{permissions}} nodig. Vraag een serverbeheerder om ze aan mijn rol te geven.',
    cannotStartHere_one:
      'Ik kan hier geen spel starten: ik heb {{permissions}} nodig. Vraag een serverbeheerder om die aan mijn rol te geven.',
    cannotStartHere_other:
      'Ik kan hier geen spel starten: ik heb {{permissions}} nodig. Vraag een serverbeheerder om ze aan mijn rol te geven.',
    settings: {
      title: 'Spelinstellingen',
      updatedTitle: 'Spelinstellingen gewijzigd',
      reminder: 'Herinnering na **{{hours}} u** zonder zet',
      forfeit: 'Opgave na **{{hours}} u** zonder zet',
      expiry: 'Uitdagingen verlopen na **{{hours}} u**',
      threads: 'Spelthreads zijn **{{threads}}**',
      deck: 'Kaarten worden getekend met het **{{deck}}** spel',
      archived: 'Threads van afgelopen spellen worden **gearchiveerd en vergrendeld**',
      open: 'Threads van afgelopen spellen blijven **open**',
      away_one: 'Spelers mogen **{{count}} dag** per 30 weg zijn (`{{away}}`; de klokken staan dan stil)',
      away_other: 'Spelers mogen **{{count}} dagen** per 30 weg zijn (`{{away}}`; de klokken staan dan stil)',
      forcedWaits: 'Een beurt met maar één geldige zet (bv. de enige pak in Abstrac) **wacht op de speler**',
      forcedPlayed:
        'Een beurt met maar één geldige zet (bv. de enige pak in Abstrac) wordt **voor de speler gespeeld**, en in de thread gemeld',
      paced:
        'Nieuwe spellen worden gespeeld met **{{pace}}**, met een tijdbank (een uitdaging kan een ander tempo kiezen)',
      untimed:
        'Nieuwe spellen zijn **zonder tijdslimiet** (de herinnerings- en opgave-uren hierboven), tenzij een uitdaging een tempo kiest',
      weekendsOff: 'Spellen met tijd **slaan weekenden over** (UTC)',
      everyDay: 'Spellen met tijd tellen **elke dag**',
      language: 'Nieuwe spellen zijn in het **{{language}}**',
      serverLanguage: 'Nieuwe spellen zijn in **de taal van de server** (zijn Community-instellingen)',
      serverOnly: 'Instellingen horen bij een server: gebruik deze opdracht in een server.',
      manageServer: 'Alleen leden met de machtiging {{permission}} kunnen deze instellingen wijzigen.',
      refused_one:
        'Er is niets gewijzigd: om {{what}}, heb ik hier {{permissions}} nodig. Vraag een serverbeheerder om die aan mijn rol te geven en probeer het opnieuw.',
      refused_other:
        'Er is niets gewijzigd: om {{what}}, heb ik hier {{permissions}} nodig. Vraag een serverbeheerder om ze aan mijn rol te geven en probeer het opnieuw.',
      toArchive: 'threads van afgelopen spellen te archiveren en vergrendelen',
      toOpenPrivate: 'privéthreads voor spellen te openen',
      toOpenPublic: 'openbare threads voor spellen te openen',
      both: '{{first}} en {{second}}',
      hoursRange: '`{{option}}` moet tussen {{min}} en {{max}} uur liggen.',
      forfeitAfterReminder: 'De opgave ({{forfeit}} u) moet na de herinnering ({{reminder}} u) komen.',
    },
    leaderboard: {
      noGame: 'Dat spel bestaat niet.',
      noVariant: '{{game}} heeft geen variant "{{variant}}".',
      allVariants: 'alle varianten',
      title: 'Ranglijst · {{game}} · {{variant}}',
      everyTitle: 'Ranglijst · alle spellen',
      line_one:
        '**{{rank}}. {{name}}** · {{count}} spel, {{wins}} W / {{losses}} V, {{points}} ptn · rating {{rating}}',
      line_other:
        '**{{rank}}. {{name}}** · {{count}} spellen, {{wins}} W / {{losses}} V, {{points}} ptn · rating {{rating}}',
      empty: 'Nog geen afgelopen spellen: daag iemand uit met `{{command}}`!',
      ratingNote: 'Rating: begint bij 1.000 en stijgt als uitslagen vaardigheid tonen (een voorzichtige schatting).',
      you: 'Jij: #{{rank}} van {{of}}.',
      oneGame: '{{command}} toont de top {{shown}} van één spel.',
    },
    stats: {
      title: 'Statistieken · {{name}}',
      line_one:
        '**{{board}}**: #{{rank}} van {{of}} · {{count}} spel, {{wins}} W / {{losses}} V · {{points}} ptn · rating {{rating}}',
      line_other:
        '**{{board}}**: #{{rank}} van {{of}} · {{count}} spellen, {{wins}} W / {{losses}} V · {{points}} ptn · rating {{rating}}',
      none: 'Nog geen afgelopen spellen op deze server.',
      inProgress: 'Lopende spellen: {{number}}.',
    },
    games: {
      none: 'Je hebt geen lopend spel. Begin er een met `{{challenge}}` of `{{new}}` van een spel (zie `{{help}}`).',
      head_one: '{{count}} lopend spel, {{mine}} wacht op jou.',
      head_other: '{{count}} lopende spellen, {{mine}} wachten op jou.',
      away: 'Je bent weg tot {{until}}: geen herinneringen, geen opgave, klokken gepauzeerd (`{{awayOff}}` om terug te komen).',
    },
    away: {
      back_one: 'Welkom terug: de klok van je {{count}} spel loopt weer.',
      back_other: 'Welkom terug: de klokken van je {{count}} spellen lopen weer.',
      set_one:
        'Je bent weg tot {{until}}: geen herinneringen of opgave in je {{count}} spel, en de klok staat stil (deadlines schuiven op met de tijd dat je weg bent). Je tegenstander is in de thread ingelicht. `{{awayOff}}` beëindigt het eerder.',
      set_other:
        'Je bent weg tot {{until}}: geen herinneringen of opgave in je {{count}} spellen, en hun klokken staan stil (deadlines schuiven op met de tijd dat je weg bent). Je tegenstanders zijn in elke thread ingelicht. `{{awayOff}}` beëindigt het eerder.',
    },
    notify: {
      turn: 'Ik stuur je een direct bericht elke keer dat je in een spel aan de beurt bent (één per beurt, geen terwijl je weg bent). Houd je DM’s voor mij open.',
      digest:
        'Ik stuur je één direct bericht per dag met de spellen die op je wachten, het eerste {{when}}. Houd je DM’s voor mij open.',
      off: 'Geen beurtmeldingen meer per direct bericht.',
      choose: 'Kies {{turn}}, {{digest}} of {{off}}.',
    },
    rules: {
      title: 'Regels · {{game}}',
      none: 'Geen regels voor dat spel.',
      inEnglish: 'De regels zijn in het Engels.',
    },
    help: {
      title: 'Kaartspellen',
      overDaysTitle: 'Over meerdere dagen spelen',
      commands: 'Opdrachten',
      command: '- **{{name}}**: {{description}}',
      tables:
        'Elk spel wordt in een eigen thread gespeeld, in je eigen tempo: de bot toont de tafel (een afbeelding, met een beschrijving voor schermlezers) en knoppen. In Abstrac ligt elke kaart open; in Threedom en Rummy staan je kaarten in **Je hand**, een bericht dat alleen jij ziet. Kleurenblinde spelers: een beheerder kan het vierkleurenspel kiezen (`{{fourColour}}`). `{{rules}}` heeft de regels van elk spel.',
      start:
        '**Een spel starten**: `{{abstrac}}@vriend` (varianten: Klassiek, Kleuren, Onbeperkt, Volledig spel; punten als `{{target}}` of een aantal `{{deals}}`), `{{threedom}}@vriend`, of `{{rummy}}` voor een tafel van 2 tot 6 waar anderen aanschuiven. Je vriend drukt op **Accepteren**, er opent een thread die laat zien wie aan de beurt is. Wie niet zet, krijgt na een tijdje een herinnering en verliest na langer door opgave (zie `{{settings}}`).',
      computer:
        '**Tegen de computer**: `/<spel> {{challenge}}@mij` begint meteen (aan een Rummy-tafel: **Computer toevoegen**). De niveaus, in elk spel gelijk: `{{casual}}`, `{{strong}}` (de standaard; in Threedom en Rummy een zoektocht over de kaarten die hij niet ziet) en in Abstrac, waar niets verborgen is, `{{perfect}}`. Deze spellen tellen mee in je record tegen de computer, niet in de rating.',
      hints:
        '**Hints**: de 💡 **Hint**-knop vertelt de speler die aan de beurt is privé wat het sterke niveau zou doen en waarom (Abstrac: de beste zet bij perfect spel). Altijd aan tegen de computer; tussen mensen alleen met `{{hintsOn}}` bij de uitdaging of tafel (wie accepteert, stemt in), en de thread hoort het als iemand er een gebruikt. Elke Abstrac-rondesamenvatting eindigt met een analyse van de zetten.',
      leaving:
        '**Stoppen**: `/<spel> {{resign}}` in de thread van het spel vraagt om bevestiging en geeft dan op. In een spel met drie of meer komt wie opgeeft of de tijd overschrijdt als laatste, en de computer speelt op die plek verder. Je kunt tot 5 open uitdagingen of tafels tegelijk hebben.',
      yourGames:
        '**Je spellen**: `{{games}}` toont je spellen op elke server, eerst waar jij aan de beurt bent, met links, wachttijden en deadlines (`/<spel> {{status}}`: één spel).',
      away: '**Weg**: `{{awaySet}}N` pauzeert je herinneringen en opgaves overal (klokken stil, tegenstanders ingelicht; elke server begrenst de dagen weg per 30, `{{awayDays}}`); `{{awayOff}}` beëindigt het. **Meldingen**: `{{notifyTurn}}` stuurt je een DM elke keer dat je aan de beurt bent, `{{digest}}` één keer per dag.',
      after:
        '**Na een spel**: 🔁 **Revanche** bij de uitslag vraagt om hetzelfde spel opnieuw, met gedraaide plaatsen (met z’n tweeën wissel je van rol); de anderen accepteren, en tegen mij begint het meteen. Eén per spel.',
      takeback:
        '**Terugnemen** (met z’n tweeën): `{{takeback}}` in de thread, direct na je beurt en voordat je tegenstander zet, vraagt of je je beurt mag terugnemen. Niet voor een beurt die een verborgen kaart liet zien.',
      watching:
        '**Kijken**: 👀 **Kijken** op het bericht dat zegt waar een spel loopt, voegt je toe aan de thread. Toeschouwers zien de tafel en de zetten, nooit een hand.',
      records:
        '**Verslagen**: `{{export}}` in de thread van een spel stuurt je het verslag (een JSON-bestand): elke kaart en zet zodra het voorbij is; zolang het loopt alleen wat alle toeschouwers mogen zien. De opdrachtregel speelt het na (`npm run cli -- replay BESTAND`) en tekent elke beurt als afbeeldingen en een geanimeerde GIF (`npm run cli -- render BESTAND`).',
    },
  },

  abstrac: {},

  threedom: {},

  rummy: {
    describe: '**Rummy** ({{goal}})',
    describeHints: '**Rummy** ({{goal}}, hints toegestaan)',
    inviteHints:
      'Hints toegestaan: wie accepteert, gaat ermee akkoord dat elke speler om een hint mag vragen; dat wordt in de thread gemeld.',
    goal: {
      target: 'tot {{target}}',
      hands_one: '{{count}} ronde',
      hands_other: '{{count}} rondes',
      both: 'tot {{target}} of {{hands}}',
    },
    seat: 'plaats {{n}}',
    list: { sep: ', ', last: '{{rest}} en {{last}}' },
    result: {
      resigned: '🏆 {{winner}} wint het spel: {{loser}} heeft opgegeven.',
      forfeited: '🏆 {{winner}} wint het spel: {{loser}} verliest door opgave (tijd).',
      tie: '🏆 {{names}} delen de eerste plaats: elk wint met {{points}} punten.',
      win: '🏆 {{name}} wint het spel met {{points}} punten.',
    },
    status: 'Rummy, ronde {{hand}} · jij {{you}}, beste {{best}}',
    statusToPlay: 'Rummy, ronde {{hand}} · jij {{you}}, beste {{best}} · {{name}} is aan de beurt',
    title: 'Rummy · ronde {{hand}} · {{goal}}',
    boardTitle: '**Rummy** · ronde {{hand}} · {{goal}}',
    todo: {
      drawOrTake: 'van de koopstapel pakken of de {{card}} nemen',
      draw: 'van de koopstapel pakken',
      play: 'naar wens uitleggen of aanleggen, dan afleggen',
    },
    toDo: '{{name}} is aan de beurt: {{todo}}',
    yourTurn: '{{mention}}, jij bent aan de beurt: {{todo}}. Open **Jouw hand**.',
    lastTurn: 'Vorige beurt: {{said}}',
    thisTurn: 'Deze beurt: {{said}}',
    note: {
      sentence: '{{name}} {{did}}.',
      stockTurned_one: 'draaide de aflegstapel om als nieuwe koopstapel ({{count}} kaart)',
      stockTurned_other: 'draaide de aflegstapel om als nieuwe koopstapel ({{count}} kaarten)',
      drewStock: 'pakte van de koopstapel',
      tookDiscard: 'nam de {{card}} van de aflegstapel',
      lastStockCard: 'pakte de laatste kaart van de koopstapel (de koopstapel is {{times}} van de 3 keer op)',
      melded: 'legde {{cards}} uit (combinatie {{meld}})',
      laidOff: 'legde de {{card}} aan bij combinatie {{meld}}',
      discarded: 'legde de {{card}} af',
      wentOut: '**ging uit**',
      wentOutRummy: 'ging **in één keer uit**: iedereen betaalt dubbel!',
      noWinner: 'De koopstapel is voor de derde keer op: de ronde eindigt zonder winnaar.',
    },
    table: {
      dealerBadge: 'G',
      cards_one: '{{count}} kaart',
      cards_other: '{{count}} kaarten',
      points: '{{score}} ptn',
      computer: 'computer',
      toDraw: 'pakt',
      toPlay: 'speelt',
      stock: 'Koopstapel {{n}}',
      stockTurned: 'Koopstapel {{n}} ({{turns}}× omgedraaid)',
      discard: 'Afleg {{n}}',
      noMelds: 'Nog niets uitgelegd',
      melds: 'Uitgelegd',
      sentenceAlt: '{{x}}.',
      pointsAlt_one: '{{count}} punt',
      pointsAlt_other: '{{count}} punten',
      toDrawAlt: 'moet pakken',
      toPlayAlt: 'moet uitleggen, aanleggen of afleggen',
      seatAlt: '{{name}}: {{said}}',
      dealerSeatAlt: '{{name}} (gever): {{said}}',
      pilesAlt: 'Koopstapel {{stock}}, aflegstapel {{discard}}.',
      pilesTopAlt: 'Koopstapel {{stock}}, aflegstapel {{discard}} met de {{card}} bovenop.',
      meldsAlt: 'Uitgelegd: {{melds}}.',
      noMeldsAlt: 'Nog niets uitgelegd.',
    },
    summary: {
      noWinner: 'Ronde {{hand}}: de koopstapel was voor de derde keer op, geen winnaar',
      wentOut: 'Ronde {{hand}}: {{name}} ging uit',
      wentOutRummy: 'Ronde {{hand}}: {{name}} ging in één keer uit (dubbel)',
      heading: '**{{title}}.**',
      pays: '{{name}} betaalt {{points}}',
      paidLine: '{{list}}.',
      totals: 'Totaal: {{list}}',
      turned_one: 'De koopstapel is {{count}} keer omgedraaid.',
      turned_other: 'De koopstapel is {{count}} keer omgedraaid.',
      pips_one: '{{count}} strafpunt',
      pips_other: '{{count}} strafpunten',
      won: 'wint {{points}}',
      paid: 'betaalt {{points}}',
      total: 'totaal {{total}}',
      out: 'uit',
      alt: '{{title}}. {{seats}}.',
      seatSepAlt: '. ',
      seatWonAlt: '{{name}}: {{cards}}, {{pips}} strafpunten, wint {{points}}, totaal {{total}}',
      seatPaidAlt: '{{name}}: {{cards}}, {{pips}} strafpunten, betaalt {{points}}, totaal {{total}}',
      noCardsAlt: 'geen kaarten',
    },
    hand: {
      headSuit_one: '**Jouw hand** · {{count}} kaart, op kleur',
      headSuit_other: '**Jouw hand** · {{count}} kaarten, op kleur',
      headRank_one: '**Jouw hand** · {{count}} kaart, op waarde',
      headRank_other: '**Jouw hand** · {{count}} kaarten, op waarde',
      sortRankLabel: 'Sorteer op waarde',
      sortSuitLabel: 'Sorteer op kleur',
      theirTurn: '{{name}} is aan de beurt.',
      drawOrTake_one: 'Jij bent aan de beurt: pak van de koopstapel ({{count}} kaart) of neem de {{card}}.',
      drawOrTake_other: 'Jij bent aan de beurt: pak van de koopstapel ({{count}} kaarten) of neem de {{card}}.',
      draw_one: 'Jij bent aan de beurt: pak van de koopstapel ({{count}} kaart).',
      draw_other: 'Jij bent aan de beurt: pak van de koopstapel ({{count}} kaarten).',
      drawLabel: 'Van de koopstapel',
      takeLabel: 'Neem de {{card}}',
      play: 'Leg uit en leg aan zo vaak je wilt, leg dan af: tik hieronder op een kaart (daarmee eindigt je beurt).',
      taken:
        'Je nam de {{card}} van de aflegstapel (omlijst): je mag hem deze beurt niet afleggen, en niet zo uitleggen of aanleggen dat alleen hij overblijft, dus hij wordt niet aangeboden.',
      meldPlaceholder: 'Leg een combinatie uit ({{count}} mogelijk)',
      layoffPlaceholder: 'Leg een kaart aan ({{count}} mogelijk)',
      layoffLabel: '{{card}} bij combinatie {{meld}}',
      discardPlaceholder: 'Leg een kaart af (einde van je beurt)',
      hintLabel: 'Hint',
      handAlt: 'Jouw hand: {{cards}}',
      noCards: 'Geen kaarten',
      badControl: 'Die knop hoort niet bij deze hand.',
    },
    hint: {
      meld: 'combinatie {{n}} ({{cards}})',
      takeCompletes: 'Neem de {{card}} van de aflegstapel: die maakt {{cards}} af.',
      takeLaysOff: 'Neem de {{card}} van de aflegstapel: die past aan {{meld}}.',
      takeNear: 'Neem de {{card}} van de aflegstapel: die hoort bij je {{cards}}, één kaart van een combinatie.',
      takeHand: 'Neem de {{card}} van de aflegstapel: die hoort bij je hand, één kaart van een combinatie.',
      drawEmpty: 'Pak van de koopstapel: de aflegstapel is leeg.',
      drawBetter:
        'Pak van de koopstapel: de {{card}} zou helpen, maar in uitgespeelde proeven met de onbekende kaarten doet de koopstapel het beter.',
      drawNoMeld: 'Pak van de koopstapel: de {{card}} op de aflegstapel vormt geen combinatie met je hand.',
      meldWhat: 'Leg {{cards}} uit',
      layoffWhat: 'Leg de {{card}} aan bij {{meld}}',
      out: '{{what}}: dan ga je uit.',
      outRummy: '{{what}}: dan ga je in één keer uit, en iedereen betaalt dubbel.',
      laidPoints: '{{what}}: kaarten op tafel kosten niets, en je hand wordt {{points}} punten lichter.',
      lastCard: 'Leg de {{card}} af: het is je laatste kaart, dus je gaat uit.',
      discard: 'Leg de {{card}} af: {{why}}{{keep}}.',
      alone: 'hij heeft geen paar of nabije kaart van zijn kleur in je hand',
      aloneCostly:
        'hij heeft geen paar of nabije kaart van zijn kleur in je hand, en kost je {{points}} punten als iemand uitgaat',
      closer: 'de rest van je hand zit dichter bij combinaties (hij past alleen bij {{cards}})',
      keepForRummy: '; je houdt {{cards}} in je hand voor de kans om in één keer uit te gaan',
      guard: 'Houd de {{card}}: {{why}}.',
      feedsMeld: 'hij past aan {{meld}}, dus de volgende speler kan hem nemen',
      feedsSeat: 'plaats {{seat}} nam {{cards}}, en hij zou die combinatie afmaken',
    },
    refuse: {
      'rummy/game-over': 'Het spel is afgelopen.',
      'rummy/not-a-player': 'Je speelt niet mee in dit spel.',
      'rummy/hand-over': 'De ronde is afgelopen.',
      'rummy/not-your-turn': 'Je bent niet aan de beurt.',
      'rummy/not-in-hand': 'De {{card}} zit niet in je hand.',
      'rummy/keeps-taken-card':
        'Dan bleef alleen de {{card}} van de aflegstapel over, en die mag je deze beurt niet afleggen.',
      'rummy/already-drawn': 'Je hebt deze beurt al gepakt: leg uit, leg aan of leg af.',
      'rummy/discard-empty': 'De aflegstapel is leeg.',
      'rummy/nothing-to-draw': 'De koopstapel en de aflegstapel zijn allebei leeg.',
      'rummy/draw-first': 'Pak eerst een kaart, van de koopstapel of de aflegstapel.',
      'rummy/not-a-meld':
        '{{cards}} is geen combinatie: een set is 3 of 4 kaarten van dezelfde waarde, een rij 3 of meer opeenvolgende kaarten van één kleur (aas alleen laag).',
      'rummy/no-such-meld': 'Er ligt geen combinatie {{meld}} op tafel.',
      'rummy/does-not-fit': 'De {{card}} past niet aan combinatie {{meld}} ({{cards}}).',
      'rummy/discard-taken-card': 'Je mag de {{card}} die je net van de aflegstapel nam niet afleggen.',
    },
  },

  place: {
    externalAppsOff:
      'De moderators van deze server hebben externe apps hier uitgezet, dus Discord toont mijn antwoorden alleen aan jou: in dit kanaal kan geen spel gespeeld worden. Speel in een groeps-DM met je vrienden, in je DM met mij, of vraag een serverbeheerder de bot aan de server toe te voegen.',
    noTable:
      'Een tafel waar anderen aanschuiven heeft de bot op de server nodig. Daag hier één persoon uit (`challenge`) of speel tegen mij (`challenge` met mij als tegenstander).',
    personInBotDm:
      'In deze DM zijn alleen jij en ik: daag mij hier uit (kies mij als tegenstander) of daag een vriend uit in een groeps-DM of op een server.',
    noRematch:
      'Een revanche is hier een nieuwe uitdaging: gebruik opnieuw `/{{game}} challenge` (ik kan niet uit mezelf posten in een DM of groeps-DM).',
    onBelow: 'het spel gaat hieronder verder.',
    reminder:
      '⏰ Jij bent aan de beurt in **{{game}}**: {{link}}. Als je niet binnen {{hours}} u speelt, verlies je het spel door opgave.',
    result: '🏁 **{{game}}**: {{result}} {{link}}',
    where: 'een DM of groeps-DM',
  },

  compete: {},
};
