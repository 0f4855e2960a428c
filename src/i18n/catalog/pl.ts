import { LANGUAGE_NAMES } from '../locales.ts';
import type { Messages } from './types.ts';

/** The paces a game may be played at (src/session/clock.ts), as its command and /settings offer them. */
const PACE_CHOICES = {
  untimed: 'bez limitu',
  '1': '1 dzień na ruch',
  '2': '2 dni na ruch',
  '3': '3 dni na ruch',
  '5': '5 dni na ruch',
  '7': '7 dni na ruch',
  '14': '14 dni na ruch',
};
/** The paces a competition may be played at: every pace but untimed. */
const { untimed: _untimed, ...TIMED_PACE_CHOICES } = PACE_CHOICES;

export const pl: Messages = {
  bot: {
    noLongerValid: 'Ten przycisk jest już nieważny.',
    notOnMessage:
      'Tej kontrolki nie ma (już) na tej wiadomości, więc nic się nie zmieniło: użyj najnowszej wiadomości.',
    noForm: 'Nie prosiłem o ten formularz, więc nic się nie zmieniło.',
    notYours: 'Ta prywatna wiadomość nie jest twoja, więc nic się nie zmieniło.',
    unknownCommand: 'Ta komenda nie jest już dostępna.',
    unsupported: 'Ten rodzaj interakcji nie jest obsługiwany.',
    restarting: 'Bot się uruchamia ponownie, spróbuj za chwilę.',
    tooFast_one: 'Robisz to zbyt często: spróbuj ponownie za {{count}} sekundę.',
    tooFast_few: 'Robisz to zbyt często: spróbuj ponownie za {{count}} sekundy.',
    tooFast_many: 'Robisz to zbyt często: spróbuj ponownie za {{count}} sekund.',
    tooFast_other: 'Robisz to zbyt często: spróbuj ponownie za {{count}} sekundy.',
    slowDown: 'Zwolnij: przez jakiś czas nie będę odpowiadać na twoje nieprawidłowe żądania.',
    boardChanged: 'Gra zmieniła się od chwili, gdy to pokazano: użyj najnowszej wiadomości.',
    storeDown: 'Nie mogłem połączyć się z zapisem gier, więc nic się nie zmieniło. Spróbuj za chwilę.',
    missingPermissions:
      'Discord odmawia mi tu uprawnienia, którego potrzebuję (Missing Permissions). Poproś administratora serwera o sprawdzenie uprawnień mojej roli na tym kanale.',
    internal:
      'Coś poszło nie tak po naszej stronie. Jeśli to się powtarza, podaj ten kod osobie hostującej bota: {{incident}}',
    messageGone:
      'Wiadomości, której użyłeś, już nie ma (usunięta albo jej wątek zarchiwizowany), więc odpowiadam tutaj.',
    notAnswered: 'Nie mogłem odpowiedzieć tam, gdzie tego użyłeś, więc odpowiadam tutaj: spróbuj za chwilę.',
  },
  validate: {
    unknownOption: 'Nieznana opcja {{option}}.',
    unknownOptionUnnamed: 'Nieznana opcja.',
    givenTwice: 'Opcję {{option}} podano dwa razy.',
    wrongType: 'Opcja {{option}} ma zły typ.',
    invalid: 'Opcja {{option}} jest nieprawidłowa.',
    required: 'Opcja {{option}} jest wymagana.',
    between: 'Opcja {{option}} musi mieścić się między {{min}} a {{max}}.',
    wholeNumber: 'Opcja {{option}} musi być liczbą całkowitą.',
    number: 'Opcja {{option}} musi być liczbą.',
    text: 'Opcja {{option}} musi być tekstem.',
    minChars_one: 'Opcja {{option}} musi mieć co najmniej {{count}} znak.',
    minChars_few: 'Opcja {{option}} musi mieć co najmniej {{count}} znaki.',
    minChars_many: 'Opcja {{option}} musi mieć co najmniej {{count}} znaków.',
    minChars_other: 'Opcja {{option}} musi mieć co najmniej {{count}} znaku.',
    maxChars_one: 'Opcja {{option}} może mieć najwyżej {{count}} znak.',
    maxChars_few: 'Opcja {{option}} może mieć najwyżej {{count}} znaki.',
    maxChars_many: 'Opcja {{option}} może mieć najwyżej {{count}} znaków.',
    maxChars_other: 'Opcja {{option}} może mieć najwyżej {{count}} znaku.',
    boolean: 'Opcja {{option}} musi być prawdą lub fałszem.',
    id: 'Opcja {{option}} musi być identyfikatorem.',
    choice: 'Opcja {{option}} musi być jednym z podanych wyborów.',
    user: 'Opcja {{option}} musi być użytkownikiem.',
    role: 'Opcja {{option}} musi być rolą.',
    mentionable: 'Opcja {{option}} musi być użytkownikiem lub rolą.',
    file: 'Opcja {{option}} musi być plikiem.',
    channel: 'Opcja {{option}} musi być kanałem.',
    channelKind: 'Opcja {{option}} musi być innym rodzajem kanału.',
    tooMany: 'Te opcje nie pasują do tej komendy.',
    chooseSubcommand: 'Wybierz jedną z podanych podkomend.',
  },
  cmd: {
    anyGame: {
      challenge: { name: 'wyzwij', description: 'Wyzwij kogoś na partię' },
      resign: { name: 'poddaj', description: 'Poddaj partię z tego wątku' },
      status: { name: 'status', description: 'Twoje partie: czyj ruch i linki do ich wątków' },
      opponent: { name: 'przeciwnik', description: 'Z kim grać' },
      level: {
        name: 'poziom',
        description: 'Przeciwko mnie (komputerowi): jak dobrze gram (domyślnie silny)',
        choices: { perfect: 'perfekcyjny', strong: 'silny', casual: 'swobodny' },
      },
      target: { name: 'cel', description: 'Punkty do wygranej (domyślnie 500)' },
      hints: {
        name: 'podpowiedzi',
        description: 'Zezwól na przycisk Podpowiedź (przyjęcie to zgoda; przeciwko mnie zawsze)',
      },
      invite: { name: 'zaproś', description: 'Osoba do zaproszenia po nazwie' },
      invite2: { name: 'zaproś2', description: 'Osoba do zaproszenia po nazwie' },
      invite3: { name: 'zaproś3', description: 'Osoba do zaproszenia po nazwie' },
      pace: {
        name: 'tempo',
        description: 'Dni na ruch, z zapasem czasu (domyślnie: /settings serwera)',
        choices: PACE_CHOICES,
      },
    },
    abstrac: {
      name: 'abstrac',
      description: 'Abstrac, gra karciana dla dwojga, w której bierze się karty',
      variant: {
        name: 'wariant',
        description: 'Który Abstrac (domyślnie klasyczny)',
        choices: { classic: 'Klasyczny', suits: 'Kolory', unlimited: 'Bez limitu', fullpack: 'Pełna talia' },
      },
      deals: { name: 'rozdania', description: 'Zamiast tego zagraj tyle rozdań' },
    },
    threedom: { name: 'threedom', description: 'Threedom, gra karciana z dziewięcioma stosami dla dwojga' },
    rummy: {
      name: 'remik',
      description: 'Remik dla 2 do 6 osób: wykładaj grupy i sekwensy, dokładaj, skończ pierwszy',
      new: { name: 'nowa', description: 'Otwórz stół do remika, do którego inni mogą dołączyć' },
      target: { name: 'cel', description: 'Punkty do wygranej (domyślnie 100)' },
      hands: { name: 'rozdania', description: 'Zagraj tyle rozdań (z celem: co nastąpi pierwsze)' },
    },
    away: {
      name: 'nieobecny',
      description: 'Wstrzymaj przypomnienia i zegary walkowera we wszystkich partiach na kilka dni',
      set: {
        name: 'włącz',
        description: 'Nieobecność na kilka dni: bez przypomnień i walkowerów, zegary stoją; kończy się sama',
      },
      days: { name: 'dni', description: 'Ile dni (każdy serwer ogranicza dni na 30)' },
      off: { name: 'wyłącz', description: 'Wracam: zegary twoich partii znowu biegną' },
    },
    export: {
      name: 'eksport',
      description: 'Partia z tego wątku jako plik (JSON), który wiersz poleceń odtwarza i rysuje',
    },
    games: {
      name: 'partie',
      description: 'Twoje partie na wszystkich serwerach: najpierw twój ruch, z linkami i terminami',
    },
    help: { name: 'pomoc', description: 'Jak grać: gry i komendy tego bota' },
    leaderboard: {
      name: 'ranking',
      description: 'Ranking serwera: partie, wygrane, przegrane, punkty i ocena',
      game: {
        name: 'gra',
        description: 'Która gra (domyślnie: wszystkie)',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Remik' },
      },
      variant: {
        name: 'wariant',
        description: 'Jeden wariant albo wszystkie (domyślnie)',
        choices: {
          all: 'Wszystkie warianty',
          classic: 'Klasyczny',
          suits: 'Kolory',
          unlimited: 'Bez limitu',
          fullpack: 'Pełna talia',
          standard: 'Standardowy',
        },
      },
    },
    notify: {
      name: 'powiadomienia',
      description: 'Powiadomienia o ruchu w wiadomości prywatnej: przy każdym ruchu, raz dziennie albo wcale',
      mode: {
        name: 'tryb',
        description: 'ruch: DM za każdym razem, gdy twoja kolej · podsumowanie: jeden DM dziennie · wyłączone',
        choices: { turn: 'ruch', digest: 'podsumowanie', off: 'wyłączone' },
      },
    },
    rules: {
      name: 'zasady',
      description: 'Jak grać: zasady jednej gry',
      game: {
        name: 'gra',
        description: 'Która gra (domyślnie Abstrac)',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Remik' },
      },
    },
    settings: {
      name: 'ustawienia',
      description: 'Ustawienia gier na serwerze: przypomnienia, walkowery, nieobecności, wyzwania, wątki, talia',
      reminder_hours: {
        name: 'przypomnienie_godziny',
        description: 'Przypomnij graczowi o ruchu po tylu godzinach (domyślnie 24)',
      },
      forfeit_hours: { name: 'walkower_godziny', description: 'Walkower po tylu godzinach bez ruchu (domyślnie 72)' },
      challenge_expiry_hours: {
        name: 'wyzwanie_godziny',
        description: 'Wyzwania wygasają po tylu godzinach (domyślnie 24)',
      },
      threads: {
        name: 'wątki',
        description: 'Otwieraj partie w publicznych wątkach (od wyzwania) lub prywatnych',
        choices: { public: 'publiczne', private: 'prywatne' },
      },
      deck: {
        name: 'talia',
        description: 'Kolory kart na obrazkach: czterokolorowa (♦ niebieski, ♣ zielony) pomaga daltonistom',
        choices: { classic: 'klasyczna', 'four-colour': 'czterokolorowa' },
      },
      archive: {
        name: 'archiwizuj',
        description: 'Zarchiwizuj i zablokuj wątek partii po ogłoszeniu wyniku (domyślnie nie)',
      },
      away_days: {
        name: 'nieobecność_dni',
        description: 'Dni nieobecności dozwolone w ciągu 30 dni (/away; domyślnie 14; 0: brak)',
      },
      forced_moves: {
        name: 'wymuszone_ruchy',
        description: 'Wykonaj za gracza turę z jednym dozwolonym ruchem (domyślnie tak)',
      },
      pace: {
        name: 'tempo',
        description: 'Nowe gry: dni na ruch z zapasem czasu, o ile polecenie nie poda innego (domyślnie bez)',
        choices: PACE_CHOICES,
      },
      weekends_off: {
        name: 'bez_weekendów',
        description: 'Nowe gry na czas nie liczą sobót i niedziel (UTC) (domyślnie wyłączone)',
      },
      language: {
        name: 'język',
        description: 'Język plansz i wiadomości nowych gier (domyślnie: język serwera)',
        choices: { auto: 'język serwera', ...LANGUAGE_NAMES },
      },
    },
    stats: {
      name: 'statystyki',
      description: 'Bilans gracza na tym serwerze (domyślnie twój)',
      user: { name: 'gracz', description: 'Czyj bilans' },
    },
    league: {
      name: 'liga',
      description: 'Liga serwera: dywizje według rankingu, sezony tygodniowe, awanse i spadki',
      new: { name: 'nowa', description: 'Otwórz sezon ligi na zapisy (Zarządzanie serwerem)' },
      game: {
        name: 'gra',
        description: 'Która gra',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Remik' },
      },
      pace: { name: 'tempo', description: 'Dni na ruch w każdej partii, z zapasem czasu', choices: TIMED_PACE_CHOICES },
      weeks: { name: 'tygodnie', description: 'Tygodnie w sezonie' },
      divisions: { name: 'dywizje', description: 'Ile dywizji (po 4 do 8 graczy, jeśli liczba na to pozwala)' },
      starts: {
        name: 'start',
        description: 'Kiedy kończą się zapisy i zaczyna sezon: in 2h, 3d, 2026-12-01 18:00 (UTC)',
      },
      join: { name: 'dolacz', description: 'Dołącz do otwartego na zapisy sezonu ligi tego serwera' },
      leave: { name: 'opusc', description: 'Opuść (przed startem) lub wycofaj się ze swojej ligi' },
      standings: { name: 'tabela', description: 'Tabele ligi, dywizja po dywizji' },
    },
    tournament: {
      name: 'turniej',
      description: 'Turnieje: szwajcarski, każdy z każdym lub pucharowy, każda partia we własnym wątku',
      new: { name: 'nowy', description: 'Otwórz turniej na zapisy (Zarządzanie serwerem)' },
      game: {
        name: 'gra',
        description: 'Która gra',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Remik' },
      },
      format: {
        name: 'format',
        description: 'Jak gracze są kojarzeni w pary',
        choices: { swiss: 'System szwajcarski', 'round-robin': 'Każdy z każdym', knockout: 'Pucharowy' },
      },
      pace: { name: 'tempo', description: 'Dni na ruch w każdej partii, z zapasem czasu', choices: TIMED_PACE_CHOICES },
      starts: {
        name: 'start',
        description: 'Kiedy kończą się zapisy i zaczyna runda 1: in 2h, 3d, 2026-12-01 18:00 (UTC)',
      },
      rounds: { name: 'rundy', description: 'Szwajcarski: ile rund (domyślnie: tyle, by wyłonić zwycięzcę)' },
      table: { name: 'stol', description: 'Miejsca w partii (domyślnie 2; więcej dla remika, według tabeli)' },
      leave: { name: 'opusc', description: 'Opuść turniej, do którego dołączyłeś tutaj (po starcie: wycofaj się)' },
      standings: { name: 'tabela', description: 'Tabela turnieju (z tego wątku albo najnowszego)' },
      list: { name: 'lista', description: 'Turnieje tego serwera' },
    },
    takeback: {
      name: 'cofnij',
      description: 'W wątku twojej partii: poproś przeciwnika o cofnięcie twojego ostatniego ruchu',
    },
  },

  session: {},

  commands: {},

  abstrac: {},

  threedom: {},

  rummy: {},

  compete: {
    title: 'Turniej {{game}}',
    format: { swiss: 'system szwajcarski', 'round-robin': 'każdy z każdym', knockout: 'pucharowy', league: 'liga' },
    signup:
      '🏆 **{{title}}** · {{format}} · {{pace}}\nStart {{when}}: naciśnij Dołącz, żeby zagrać (Opuść, żeby zrezygnować przed startem).\nGracze ({{count}}): {{names}}',
    signupClosed: 'Zapisy są zamknięte: turniej trwa.',
    cancelled: 'Odwołany: za mało zapisanych ({{count}}).',
    cancelledPost: '🏆 **{{title}}** został odwołany: za mało zapisanych ({{count}}).',
    joinLabel: 'Dołącz',
    leaveLabel: 'Opuść',
    more: '… i jeszcze {{count}}',
    serverOnly: 'Turnieje należą do serwera: użyj tej komendy na serwerze.',
    notInThread: 'Użyj tego na kanale, nie w wątku: każda partia dostaje własny wątek.',
    adminOnly: 'Tylko członkowie z uprawnieniem Zarządzanie serwerem mogą tworzyć turnieje.',
    badStart:
      'Nie rozumiem tego czasu startu: napisz `in 2h`, `3d`, `90m`, `2026-12-01 18:00` (UTC) albo znacznik czasu Discorda.',
    startRange: 'Start musi wypaść między teraz a za 60 dni.',
    tableSeats: 'W {{game}} gra od {{min}} do {{max}} osób: wybierz rozmiar stołu w tym zakresie.',
    tablesSwissOnly: 'Stoły większe niż dwuosobowe są rozstawiane według tabeli: użyj dla nich systemu szwajcarskiego.',
    gone: 'Ten turniej już nie istnieje.',
    closed: 'Zapisy do tego turnieju są zamknięte.',
    closedUseLeave: 'Turniej się zaczął: użyj `/tournament leave`, żeby się wycofać.',
    already: 'Już jesteś w **{{title}}**.',
    full: 'Ten turniej jest pełny ({{max}} graczy).',
    joined: 'Dołączyłeś do **{{title}}**. Start {{when}}; twoje partie otworzą się we własnych wątkach.',
    notIn: 'Nie jesteś w tym turnieju.',
    left: 'Opuściłeś **{{title}}**.',
    withdrew: 'Wycofałeś się z **{{title}}**: nie będziesz już kojarzony w pary.',
    withdrewResigned:
      'Wycofałeś się z **{{title}}**: nie będziesz już kojarzony w pary, a twoja trwająca partia została poddana.',
    noneToLeave: 'Nie jesteś w żadnym otwartym turnieju tego serwera.',
    started: '🏆 **{{title}}** wystartował, graczy: {{count}}, rund: {{rounds}}. Trwa runda 1.',
    byes: 'Pauza w tej rundzie (punkt): {{names}}',
    table: '🏆 {{title}} · runda {{round}}, stół {{table}}: {{players}}',
    threadName: '{{game}} R{{round}} S{{table}}: {{players}}',
    after: '🏆 **{{title}}** · tabela po rundzie {{round}} z {{rounds}}',
    final: '🏆 **{{title}}** zakończony · tabela końcowa · zwycięzca: {{winner}}',
    nextRound: 'Trwa runda {{round}}: twoje partie są w swoich wątkach.',
    row: '{{rank}}. {{name}} · {{points}} pkt · Buchholz {{buchholz}} · {{wins}}-{{draws}}-{{losses}}',
    withdrawnMark: '(wycofany)',
    colPlayer: 'Gracz',
    colPoints: 'Punkty',
    colBuchholz: 'Buchholz',
    colRecord: 'W-R-P',
    none: 'Nie ma tu jeszcze turnieju: admin tworzy go przez `/tournament new`.',
    listLine: '**{{title}}** · {{format}} · {{pace}} · gracze: {{count}} · {{status}}',
    leagueTitle: 'Liga {{game}}, sezon {{season}}',
    leagueStarted:
      '🏆 **{{title}}** wystartowała (gracze: {{count}}, dywizje: {{divisions}}): wszystkie partie są już otwarte, każda we własnym wątku.',
    division: 'Dywizja {{division}}',
    weekly: '🏆 **{{title}}** · tabela, tydzień {{week}}',
    leagueFinal: '🏆 **{{title}}** zakończona · tabele końcowe',
    nextSeason:
      '🏆 **{{title}}** startuje teraz z tymi samymi graczami: wszystkie partie są otwarte, każda we własnym wątku.',
    promoted: '⬆️ Awans do dywizji {{division}}: {{names}}',
    relegated: '⬇️ Spadek do dywizji {{division}}: {{names}}',
    noLeague: 'Nie ma tu ligi do dołączenia: admin otwiera ją przez `/league new`.',
    status: {
      signup: 'start {{when}}',
      running: 'runda {{round}} z {{rounds}}',
      finished: 'zakończony',
      cancelled: 'odwołany',
    },
  },
};
