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
    takeback: {
      name: 'cofnij',
      description: 'W wątku twojej partii: poproś przeciwnika o cofnięcie twojego ostatniego ruchu',
    },
  },

  session: {},

  commands: {
    done: 'Gotowe.',
    listSeparator: ', ',
    permission: {
      ViewChannel: 'Wyświetlanie kanału',
      ReadMessageHistory: 'Czytanie historii wiadomości',
      SendMessages: 'Wysyłanie wiadomości',
      SendMessagesInThreads: 'Wysyłanie wiadomości w wątkach',
      CreatePublicThreads: 'Tworzenie wątków publicznych',
      CreatePrivateThreads: 'Tworzenie wątków prywatnych',
      AttachFiles: 'Załączanie plików',
      EmbedLinks: 'Osadzanie linków',
      ManageThreads: 'Zarządzanie wątkami',
      ManageGuild: 'Zarządzanie serwerem',
    },
    cannotStartIn_one:
      'Nie mogę rozpocząć gry w #{{channel}}: potrzebuję uprawnienia {{permissions}}. Poproś admina serwera, żeby nadał je mojej roli.',
    cannotStartIn_few:
      'Nie mogę rozpocząć gry w #{{channel}}: potrzebuję uprawnień {{permissions}}. Poproś admina serwera, żeby nadał je mojej roli.',
    cannotStartIn_many:
      'Nie mogę rozpocząć gry w #{{channel}}: potrzebuję uprawnień {{permissions}}. Poproś admina serwera, żeby nadał je mojej roli.',
    cannotStartIn_other:
      'Nie mogę rozpocząć gry w #{{channel}}: potrzebuję uprawnień {{permissions}}. Poproś admina serwera, żeby nadał je mojej roli.',
    cannotStartHere_one:
      'Nie mogę tu rozpocząć gry: potrzebuję uprawnienia {{permissions}}. Poproś admina serwera, żeby nadał je mojej roli.',
    cannotStartHere_few:
      'Nie mogę tu rozpocząć gry: potrzebuję uprawnień {{permissions}}. Poproś admina serwera, żeby nadał je mojej roli.',
    cannotStartHere_many:
      'Nie mogę tu rozpocząć gry: potrzebuję uprawnień {{permissions}}. Poproś admina serwera, żeby nadał je mojej roli.',
    cannotStartHere_other:
      'Nie mogę tu rozpocząć gry: potrzebuję uprawnień {{permissions}}. Poproś admina serwera, żeby nadał je mojej roli.',
    settings: {
      title: 'Ustawienia gier',
      updatedTitle: 'Ustawienia gier zmienione',
      reminder: 'Przypomnienie po **{{hours}} h** bez ruchu',
      forfeit: 'Walkower po **{{hours}} h** bez ruchu',
      expiry: 'Wyzwania wygasają po **{{hours}} h**',
      threads: 'Wątki gier są **{{threads}}**',
      deck: 'Karty są rysowane w talii **{{deck}}**',
      archived: 'Wątki skończonych gier są **archiwizowane i blokowane**',
      open: 'Wątki skończonych gier zostają **otwarte**',
      away_one: 'Gracze mogą być nieobecni (`{{away}}`) przez **{{count}} dzień** na 30 (zegary w tym czasie stoją)',
      away_few: 'Gracze mogą być nieobecni (`{{away}}`) przez **{{count}} dni** na 30 (zegary w tym czasie stoją)',
      away_many: 'Gracze mogą być nieobecni (`{{away}}`) przez **{{count}} dni** na 30 (zegary w tym czasie stoją)',
      away_other: 'Gracze mogą być nieobecni (`{{away}}`) przez **{{count}} dnia** na 30 (zegary w tym czasie stoją)',
      forcedWaits: 'Ruch z jedną dozwoloną możliwością (np. jedyne branie w Abstrac) **czeka na gracza**',
      forcedPlayed:
        'Ruch z jedną dozwoloną możliwością (np. jedyne branie w Abstrac) jest **wykonywany za gracza** i ogłaszany w wątku',
      paced: 'Nowe gry toczą się w tempie **{{pace}}**, z zapasem czasu (wyzwanie może podać inne tempo)',
      untimed:
        'Nowe gry są **bez limitu czasu** (godziny przypomnienia i walkowera powyżej), chyba że wyzwanie poda tempo',
      weekendsOff: 'Gry na czas **pomijają weekendy** (UTC)',
      everyDay: 'Gry na czas liczą **każdy dzień**',
      language: 'Nowe gry są pisane w języku: **{{language}}**',
      serverLanguage: 'Nowe gry są pisane w **języku serwera** (z jego ustawień Społeczności)',
      serverOnly: 'Ustawienia należą do serwera: użyj tej komendy na serwerze.',
      manageServer: 'Tylko członkowie z uprawnieniem {{permission}} mogą zmieniać te ustawienia.',
      refused_one:
        'Nic nie zmieniono: żeby {{what}}, potrzebuję tu uprawnienia {{permissions}}. Poproś admina serwera, żeby nadał je mojej roli, i spróbuj ponownie.',
      refused_few:
        'Nic nie zmieniono: żeby {{what}}, potrzebuję tu uprawnień {{permissions}}. Poproś admina serwera, żeby nadał je mojej roli, i spróbuj ponownie.',
      refused_many:
        'Nic nie zmieniono: żeby {{what}}, potrzebuję tu uprawnień {{permissions}}. Poproś admina serwera, żeby nadał je mojej roli, i spróbuj ponownie.',
      refused_other:
        'Nic nie zmieniono: żeby {{what}}, potrzebuję tu uprawnień {{permissions}}. Poproś admina serwera, żeby nadał je mojej roli, i spróbuj ponownie.',
      toArchive: 'archiwizować i blokować wątki skończonych gier',
      toOpenPrivate: 'otwierać prywatne wątki gier',
      toOpenPublic: 'otwierać publiczne wątki gier',
      both: '{{first}} i {{second}}',
      hoursRange: '`{{option}}` musi wynosić od {{min}} do {{max}} godzin.',
      forfeitAfterReminder: 'Walkower ({{forfeit}} h) musi nastąpić po przypomnieniu ({{reminder}} h).',
    },
    leaderboard: {
      noGame: 'Nie ma takiej gry.',
      noVariant: '{{game}} nie ma wariantu „{{variant}}”.',
      allVariants: 'wszystkie warianty',
      title: 'Ranking · {{game}} · {{variant}}',
      everyTitle: 'Ranking · wszystkie gry',
      line_one:
        '**{{rank}}. {{name}}** · {{count}} gra, {{wins}} W / {{losses}} P, {{points}} pkt · ranking {{rating}}',
      line_few:
        '**{{rank}}. {{name}}** · {{count}} gry, {{wins}} W / {{losses}} P, {{points}} pkt · ranking {{rating}}',
      line_many:
        '**{{rank}}. {{name}}** · {{count}} gier, {{wins}} W / {{losses}} P, {{points}} pkt · ranking {{rating}}',
      line_other:
        '**{{rank}}. {{name}}** · {{count}} gry, {{wins}} W / {{losses}} P, {{points}} pkt · ranking {{rating}}',
      empty: 'Nie ma jeszcze skończonych gier: wyzwij kogoś przez `{{command}}`!',
      ratingNote: 'Ranking: zaczyna się od 1000 i rośnie, gdy wyniki pokazują umiejętności (ostrożna ocena).',
      you: 'Ty: {{rank}}. z {{of}}.',
      oneGame: '{{command}} pokazuje top {{shown}} jednej gry.',
    },
    stats: {
      title: 'Statystyki · {{name}}',
      line_one:
        '**{{board}}**: {{rank}}. z {{of}} · {{count}} gra, {{wins}} W / {{losses}} P · {{points}} pkt · ranking {{rating}}',
      line_few:
        '**{{board}}**: {{rank}}. z {{of}} · {{count}} gry, {{wins}} W / {{losses}} P · {{points}} pkt · ranking {{rating}}',
      line_many:
        '**{{board}}**: {{rank}}. z {{of}} · {{count}} gier, {{wins}} W / {{losses}} P · {{points}} pkt · ranking {{rating}}',
      line_other:
        '**{{board}}**: {{rank}}. z {{of}} · {{count}} gry, {{wins}} W / {{losses}} P · {{points}} pkt · ranking {{rating}}',
      none: 'Na tym serwerze nie ma jeszcze skończonych gier.',
      inProgress: 'Gry w toku: {{number}}.',
    },
    games: {
      none: 'Nie masz żadnej gry w toku. Zacznij ją przez `{{challenge}}` albo `{{new}}` danej gry (zobacz `{{help}}`).',
      head_one: '{{count}} gra w toku, {{mine}} czeka na ciebie.',
      head_few: '{{count}} gry w toku, {{mine}} czeka na ciebie.',
      head_many: '{{count}} gier w toku, {{mine}} czeka na ciebie.',
      head_other: '{{count}} gry w toku, {{mine}} czeka na ciebie.',
      away: 'Jesteś nieobecny do {{until}}: bez przypomnień, bez walkowerów, zegary stoją (`{{awayOff}}`, żeby wrócić).',
    },
    away: {
      back_one: 'Witaj z powrotem: zegar twojej {{count}} gry znów chodzi.',
      back_few: 'Witaj z powrotem: zegary twoich {{count}} gier znów chodzą.',
      back_many: 'Witaj z powrotem: zegary twoich {{count}} gier znów chodzą.',
      back_other: 'Witaj z powrotem: zegary twoich {{count}} gier znów chodzą.',
      set_one:
        'Jesteś nieobecny do {{until}}: bez przypomnień i walkowerów w twojej {{count}} grze, jej zegar stoi (terminy przesuwają się o czas nieobecności). Twój przeciwnik dostał informację w wątku. `{{awayOff}}` kończy to wcześniej.',
      set_few:
        'Jesteś nieobecny do {{until}}: bez przypomnień i walkowerów w twoich {{count}} grach, ich zegary stoją (terminy przesuwają się o czas nieobecności). Przeciwnicy dostali informację w każdym wątku. `{{awayOff}}` kończy to wcześniej.',
      set_many:
        'Jesteś nieobecny do {{until}}: bez przypomnień i walkowerów w twoich {{count}} grach, ich zegary stoją (terminy przesuwają się o czas nieobecności). Przeciwnicy dostali informację w każdym wątku. `{{awayOff}}` kończy to wcześniej.',
      set_other:
        'Jesteś nieobecny do {{until}}: bez przypomnień i walkowerów w twoich {{count}} grach, ich zegary stoją (terminy przesuwają się o czas nieobecności). Przeciwnicy dostali informację w każdym wątku. `{{awayOff}}` kończy to wcześniej.',
    },
    notify: {
      turn: 'Wyślę ci wiadomość prywatną za każdym razem, gdy w jakiejś grze przyjdzie twój ruch (jedną na ruch, żadnej, gdy jesteś nieobecny). Zostaw dla mnie otwarte wiadomości prywatne.',
      digest:
        'Wyślę ci jedną wiadomość prywatną dziennie z grami, które na ciebie czekają, pierwszą {{when}}. Zostaw dla mnie otwarte wiadomości prywatne.',
      off: 'Koniec powiadomień o ruchu przez wiadomość prywatną.',
      choose: 'Wybierz {{turn}}, {{digest}} albo {{off}}.',
    },
    rules: {
      title: 'Zasady · {{game}}',
      none: 'Brak zasad dla tej gry.',
      inEnglish: 'Zasady są po angielsku.',
    },
    help: {
      title: 'Gry karciane',
      overDaysTitle: 'Granie przez wiele dni',
      commands: 'Komendy',
      command: '- **{{name}}**: {{description}}',
      tables:
        'Każda gra toczy się we własnym wątku, w twoim tempie: bot pokazuje stół (obraz z opisem dla czytników ekranu) i przyciski. W Abstrac każda karta jest odkryta; w Threedom i w remiku twoje karty są w **Twoja ręka**, wiadomości, którą widzisz tylko ty. Dla daltonistów: admin może wybrać talię czterokolorową (`{{fourColour}}`). `{{rules}}` zawiera zasady każdej gry.',
      start:
        '**Zacznij grę**: `{{abstrac}}@znajomy` (warianty: Klasyczny, Kolory, Bez limitu, Pełna talia; punkty w `{{target}}` albo liczba `{{deals}}`), `{{threedom}}@znajomy` albo `{{rummy}}` dla stołu od 2 do 6 osób, do którego inni dołączają. Znajomy naciska **Akceptuj**, otwiera się wątek i pokazuje, czyj jest ruch. Kto nie wykona ruchu, po chwili dostaje przypomnienie, a później przegrywa walkowerem (zobacz `{{settings}}`).',
      computer:
        '**Gra z komputerem**: `/<gra> {{challenge}}@mnie` startuje od razu (przy stole remika: **Dodaj komputer**). Poziomy, takie same w każdej grze: `{{casual}}`, `{{strong}}` (domyślny; w Threedom i remiku przeszukuje karty, których nie widzi) oraz w Abstrac, gdzie nic nie jest ukryte, `{{perfect}}`. Te gry liczą się do twojego bilansu z komputerem, nie do rankingu.',
      hints:
        '**Podpowiedzi**: przycisk 💡 **Podpowiedź** mówi prywatnie graczowi, który ma ruch, co zrobiłby silny poziom i dlaczego (Abstrac: najlepszy ruch przy idealnej grze). Zawsze włączone przeciw komputerowi; między ludźmi tylko z `{{hintsOn}}` w wyzwaniu lub przy stole (akceptacja oznacza zgodę), a wątek dowiaduje się, gdy ktoś jej użyje. Każde podsumowanie rozdania Abstrac kończy się analizą ruchów.',
      leaving:
        '**Rezygnacja**: `/<gra> {{resign}}` w wątku gry prosi o potwierdzenie, a potem się poddaje. W grze trzech lub więcej osób kto się podda albo przekroczy czas, ląduje na ostatnim miejscu, a komputer gra dalej za niego. Możesz mieć naraz do 5 otwartych wyzwań lub stołów.',
      yourGames:
        '**Twoje gry**: `{{games}}` pokazuje twoje gry na wszystkich serwerach, najpierw te z twoim ruchem, z linkami, czasem oczekiwania i terminami (`/<gra> {{status}}`: tylko jedna gra).',
      away: '**Nieobecność**: `{{awaySet}}N` wstrzymuje wszędzie przypomnienia i walkowery (zegary stoją, przeciwnicy poinformowani; każdy serwer ogranicza dni nieobecności na 30, `{{awayDays}}`); `{{awayOff}}` ją kończy. **Powiadomienia**: `{{notifyTurn}}` wysyła ci wiadomość prywatną przy każdym twoim ruchu, `{{digest}}` raz dziennie.',
      after:
        '**Po grze**: 🔁 **Rewanż** przy wyniku proponuje tę samą grę jeszcze raz, z przesuniętymi miejscami (we dwoje zamieniacie się rolami); pozostali akceptują, a przeciw mnie startuje od razu. Jeden na grę.',
      takeback:
        '**Cofnięcie ruchu** (we dwoje): `{{takeback}}` w wątku, zaraz po twoim ruchu i zanim przeciwnik zagra, prosi go o zgodę na cofnięcie. Nie dla ruchu, który odkrył zakrytą kartę.',
      watching:
        '**Oglądanie**: 👀 **Oglądaj** pod wiadomością mówiącą, gdzie toczy się gra, dodaje cię do jej wątku. Widzowie widzą stół i ruchy, nigdy rękę.',
      records:
        '**Zapisy**: `{{export}}` w wątku gry wysyła ci jej zapis (plik JSON): każdą kartę i ruch, gdy gra się skończy; w trakcie tylko to, co mogą widzieć wszyscy widzowie. Wiersz poleceń ją odtwarza (`npm run cli -- replay PLIK`) i rysuje każdy ruch jako obrazy i animowany GIF (`npm run cli -- render PLIK`).',
    },
  },

  abstrac: {},

  threedom: {},

  rummy: {
    describe: '**Remik** ({{goal}})',
    describeHints: '**Remik** ({{goal}}, podpowiedzi dozwolone)',
    inviteHints:
      'Podpowiedzi dozwolone: przyjmując, zgadzasz się, że każdy gracz może poprosić o podpowiedź, ogłaszaną w wątku.',
    goal: {
      target: 'do {{target}}',
      hands_one: '{{count}} rozdanie',
      hands_few: '{{count}} rozdania',
      hands_many: '{{count}} rozdań',
      hands_other: '{{count}} rozdania',
      both: 'do {{target}} lub {{hands}}',
    },
    seat: 'miejsce {{n}}',
    list: { sep: ', ', last: '{{rest}} i {{last}}' },
    result: {
      resigned: '🏆 {{winner}} wygrywa grę: {{loser}} się poddaje.',
      forfeited: '🏆 {{winner}} wygrywa grę: {{loser}} przegrywa walkowerem.',
      tie: '🏆 {{names}} dzielą pierwsze miejsce: każdy wygrywa z {{points}} pkt.',
      win: '🏆 {{name}} wygrywa grę z {{points}} pkt.',
    },
    status: 'Remik, rozdanie {{hand}} · ty {{you}}, najlepszy {{best}}',
    statusToPlay: 'Remik, rozdanie {{hand}} · ty {{you}}, najlepszy {{best}} · ruch: {{name}}',
    title: 'Remik · rozdanie {{hand}} · {{goal}}',
    boardTitle: '**Remik** · rozdanie {{hand}} · {{goal}}',
    todo: {
      drawOrTake: 'dobrać ze stosu albo wziąć {{card}}',
      draw: 'dobrać ze stosu',
      play: 'wykładać i dokładać do woli, potem odrzucić kartę',
    },
    toDo: 'Ruch: {{name}}, trzeba {{todo}}',
    yourTurn: '{{mention}}, twój ruch: {{todo}}. Otwórz **Twoja ręka**.',
    lastTurn: 'Poprzedni ruch: {{said}}',
    thisTurn: 'Ten ruch: {{said}}',
    note: {
      sentence: '{{name}}: {{did}}.',
      stockTurned_one: 'odwraca stos kart odrzuconych jako nowy stos do dobierania ({{count}} karta)',
      stockTurned_few: 'odwraca stos kart odrzuconych jako nowy stos do dobierania ({{count}} karty)',
      stockTurned_many: 'odwraca stos kart odrzuconych jako nowy stos do dobierania ({{count}} kart)',
      stockTurned_other: 'odwraca stos kart odrzuconych jako nowy stos do dobierania ({{count}} karty)',
      drewStock: 'dobiera ze stosu',
      tookDiscard: 'bierze {{card}} ze stosu kart odrzuconych',
      lastStockCard: 'bierze ostatnią kartę ze stosu (stos skończył się {{times}} z 3 razy)',
      melded: 'wykłada {{cards}} (układ {{meld}})',
      laidOff: 'dokłada {{card}} do układu {{meld}}',
      discarded: 'odrzuca {{card}}',
      wentOut: '**kończy**',
      wentOutRummy: 'kończy **z ręki**: wszyscy płacą podwójnie!',
      noWinner: 'Stos do dobierania skończył się po raz trzeci: rozdanie kończy się bez zwycięzcy.',
    },
    table: {
      dealerBadge: 'R',
      cards_one: '{{count}} karta',
      cards_few: '{{count}} karty',
      cards_many: '{{count}} kart',
      cards_other: '{{count}} karty',
      points: '{{score}} pkt',
      computer: 'komputer',
      toDraw: 'dobiera',
      toPlay: 'gra',
      stock: 'Stos {{n}}',
      stockTurned: 'Stos {{n}} (odwrócony {{turns}}×)',
      discard: 'Odrzucone {{n}}',
      noMelds: 'Nic jeszcze nie wyłożono',
      melds: 'Układy',
      sentenceAlt: '{{x}}.',
      pointsAlt_one: '{{count}} punkt',
      pointsAlt_few: '{{count}} punkty',
      pointsAlt_many: '{{count}} punktów',
      pointsAlt_other: '{{count}} punktu',
      toDrawAlt: 'dobiera',
      toPlayAlt: 'wykłada, dokłada lub odrzuca',
      seatAlt: '{{name}}: {{said}}',
      dealerSeatAlt: '{{name}} (rozdaje): {{said}}',
      pilesAlt: 'Stos do dobierania {{stock}}, stos kart odrzuconych {{discard}}.',
      pilesTopAlt: 'Stos do dobierania {{stock}}, stos kart odrzuconych {{discard}}, na wierzchu {{card}}.',
      meldsAlt: 'Układy {{melds}}.',
      noMeldsAlt: 'Nic jeszcze nie wyłożono.',
    },
    summary: {
      noWinner: 'Rozdanie {{hand}}: stos skończył się po raz trzeci, bez zwycięzcy',
      wentOut: 'Rozdanie {{hand}}: {{name}} kończy',
      wentOutRummy: 'Rozdanie {{hand}}: {{name}} kończy z ręki (podwójnie)',
      heading: '**{{title}}.**',
      pays: '{{name}} płaci {{points}}',
      paidLine: '{{list}}.',
      totals: 'Suma: {{list}}',
      turned_one: 'Stos odwrócono {{count}} raz.',
      turned_few: 'Stos odwrócono {{count}} razy.',
      turned_many: 'Stos odwrócono {{count}} razy.',
      turned_other: 'Stos odwrócono {{count}} razy.',
      pips_one: '{{count}} oczko',
      pips_few: '{{count}} oczka',
      pips_many: '{{count}} oczek',
      pips_other: '{{count}} oczka',
      won: 'wygrywa {{points}}',
      paid: 'płaci {{points}}',
      total: 'razem {{total}}',
      out: 'koniec',
      alt: '{{title}}. {{seats}}.',
      seatSepAlt: '. ',
      seatWonAlt: '{{name}}: {{cards}}, oczka: {{pips}}, wygrywa {{points}}, razem {{total}}',
      seatPaidAlt: '{{name}}: {{cards}}, oczka: {{pips}}, płaci {{points}}, razem {{total}}',
      noCardsAlt: 'brak kart',
    },
    hand: {
      headSuit_one: '**Twoja ręka** · {{count}} karta, według koloru',
      headSuit_few: '**Twoja ręka** · {{count}} karty, według koloru',
      headSuit_many: '**Twoja ręka** · {{count}} kart, według koloru',
      headSuit_other: '**Twoja ręka** · {{count}} karty, według koloru',
      headRank_one: '**Twoja ręka** · {{count}} karta, według wartości',
      headRank_few: '**Twoja ręka** · {{count}} karty, według wartości',
      headRank_many: '**Twoja ręka** · {{count}} kart, według wartości',
      headRank_other: '**Twoja ręka** · {{count}} karty, według wartości',
      sortRankLabel: 'Sortuj według wartości',
      sortSuitLabel: 'Sortuj według koloru',
      theirTurn: 'Ruch: {{name}}.',
      drawOrTake_one: 'Twój ruch: dobierz ze stosu ({{count}} karta) albo weź {{card}}.',
      drawOrTake_few: 'Twój ruch: dobierz ze stosu ({{count}} karty) albo weź {{card}}.',
      drawOrTake_many: 'Twój ruch: dobierz ze stosu ({{count}} kart) albo weź {{card}}.',
      drawOrTake_other: 'Twój ruch: dobierz ze stosu ({{count}} karty) albo weź {{card}}.',
      draw_one: 'Twój ruch: dobierz ze stosu ({{count}} karta).',
      draw_few: 'Twój ruch: dobierz ze stosu ({{count}} karty).',
      draw_many: 'Twój ruch: dobierz ze stosu ({{count}} kart).',
      draw_other: 'Twój ruch: dobierz ze stosu ({{count}} karty).',
      drawLabel: 'Dobierz ze stosu',
      takeLabel: 'Weź {{card}}',
      play: 'Wykładaj układy i dokładaj karty, ile chcesz, potem odrzuć kartę: dotknij karty poniżej (to kończy twój ruch).',
      taken:
        '{{card}} (w ramce) pochodzi ze stosu kart odrzuconych: nie możesz jej odrzucić w tym ruchu ani wykładać czy dokładać tak, by została sama, więc nie jest proponowana.',
      meldPlaceholder: 'Wyłóż układ (możliwe: {{count}})',
      layoffPlaceholder: 'Dołóż kartę (możliwe: {{count}})',
      layoffLabel: '{{card}} do układu {{meld}}',
      discardPlaceholder: 'Odrzuć kartę (kończy twój ruch)',
      hintLabel: 'Podpowiedź',
      handAlt: 'Twoja ręka: {{cards}}',
      noCards: 'Brak kart',
      badControl: 'Ten przycisk nie należy do tej ręki.',
    },
    hint: {
      meld: 'układu {{n}} ({{cards}})',
      takeCompletes: 'Weź {{card}} ze stosu kart odrzuconych: uzupełnia {{cards}}.',
      takeLaysOff: 'Weź {{card}} ze stosu kart odrzuconych: pasuje do {{meld}}.',
      takeNear: 'Weź {{card}} ze stosu kart odrzuconych: pasuje do twoich {{cards}}, brakuje jednej karty do układu.',
      takeHand: 'Weź {{card}} ze stosu kart odrzuconych: pasuje do twojej ręki, brakuje jednej karty do układu.',
      drawEmpty: 'Dobierz ze stosu: stos kart odrzuconych jest pusty.',
      drawBetter:
        'Dobierz ze stosu: {{card}} by pomogła, ale w symulacjach z niewidocznymi kartami stos wypada lepiej.',
      drawNoMeld: 'Dobierz ze stosu: {{card}} ze stosu kart odrzuconych nie tworzy układu z twoją ręką.',
      meldWhat: 'Wyłóż {{cards}}',
      layoffWhat: 'Dołóż {{card}} do {{meld}}',
      out: '{{what}}: tak kończysz.',
      outRummy: '{{what}}: tak kończysz z ręki, więc wszyscy płacą podwójnie.',
      laidPoints: '{{what}}: karty na stole nic nie kosztują, a twoja ręka traci {{points}} pkt.',
      lastCard: 'Odrzuć {{card}}: to twoja ostatnia karta, więc kończysz.',
      discard: 'Odrzuć {{card}}: {{why}}{{keep}}.',
      alone: 'nie ma w twojej ręce pary ani bliskiej karty w swoim kolorze',
      aloneCostly:
        'nie ma w twojej ręce pary ani bliskiej karty w swoim kolorze, a kosztowałaby cię {{points}} pkt, gdyby ktoś skończył',
      closer: 'reszta twojej ręki jest bliżej układów (pasuje tylko do {{cards}})',
      keepForRummy: '; zatrzymujesz {{cards}} w ręce, by mieć szansę skończyć z ręki',
      guard: 'Zatrzymaj {{card}}: {{why}}.',
      feedsMeld: 'pasuje do {{meld}}, więc następny gracz mógłby ją wziąć',
      feedsSeat: 'miejsce {{seat}} wzięło {{cards}}, a ta karta uzupełniłaby ich układ',
    },
    refuse: {
      'rummy/game-over': 'Gra się skończyła.',
      'rummy/not-a-player': 'Nie grasz w tej grze.',
      'rummy/hand-over': 'Rozdanie się skończyło.',
      'rummy/not-your-turn': 'To nie twój ruch.',
      'rummy/not-in-hand': 'Nie masz {{card}} w ręce.',
      'rummy/keeps-taken-card':
        'Zostałaby ci tylko {{card}} wzięta ze stosu kart odrzuconych, której nie możesz odrzucić w tym ruchu.',
      'rummy/already-drawn': 'Karta jest już dobrana w tym ruchu: wyłóż, dołóż albo odrzuć.',
      'rummy/discard-empty': 'Stos kart odrzuconych jest pusty.',
      'rummy/nothing-to-draw': 'Stos do dobierania i stos kart odrzuconych są puste.',
      'rummy/draw-first': 'Najpierw dobierz kartę, ze stosu do dobierania lub kart odrzuconych.',
      'rummy/not-a-meld':
        '{{cards}} to nie układ: grupa to 3 lub 4 karty tej samej wartości, sekwens to 3 lub więcej kolejnych kart w jednym kolorze (as tylko na dole).',
      'rummy/no-such-meld': 'Na stole nie ma układu {{meld}}.',
      'rummy/does-not-fit': '{{card}} nie pasuje do układu {{meld}} ({{cards}}).',
      'rummy/discard-taken-card': 'Nie możesz odrzucić {{card}}: dopiero co wzięta ze stosu kart odrzuconych.',
    },
  },

  place: {
    externalAppsOff:
      'Moderatorzy tego serwera wyłączyli tutaj aplikacje zewnętrzne, więc Discord pokazuje moje odpowiedzi tylko tobie: na tym kanale nie da się rozegrać gry. Graj w grupowej wiadomości prywatnej ze znajomymi, w swojej rozmowie ze mną albo poproś administratora serwera o dodanie bota.',
    noTable:
      'Stół, do którego dołączają inni, wymaga bota na serwerze. Tutaj wyzwij jedną osobę (`challenge`) albo zagraj ze mną (`challenge` ze mną jako przeciwnikiem).',
    personInBotDm:
      'W tej rozmowie jesteśmy tylko ty i ja: wyzwij mnie tutaj (wybierz mnie jako przeciwnika) albo wyzwij znajomego w grupowej wiadomości prywatnej lub na serwerze.',
    noRematch:
      'Tutaj rewanż to nowe wyzwanie: użyj znowu `/{{game}} challenge` (nie mogę sam pisać w wiadomościach prywatnych ani grupowych).',
    onBelow: 'gra toczy się poniżej.',
    reminder: '⏰ Twój ruch w **{{game}}**: {{link}}. Jeśli nie zagrasz w ciągu {{hours}} h, przegrywasz walkowerem.',
    result: '🏁 **{{game}}**: {{result}} {{link}}',
    where: 'wiadomość prywatna lub grupowa',
  },

  compete: {},
};
