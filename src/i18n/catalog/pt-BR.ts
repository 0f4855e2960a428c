import { LANGUAGE_NAMES } from '../locales.ts';
import type { Messages } from './types.ts';

/** The paces a game may be played at (src/session/clock.ts), as its command and /settings offer them. */
const PACE_CHOICES = {
  untimed: 'sem limite',
  '1': '1 dia por jogada',
  '2': '2 dias por jogada',
  '3': '3 dias por jogada',
  '5': '5 dias por jogada',
  '7': '7 dias por jogada',
  '14': '14 dias por jogada',
};

export const ptBR: Messages = {
  bot: {
    noLongerValid: 'Este botão não vale mais.',
    notOnMessage: 'Esse controle não está (mais) nesta mensagem, então nada mudou: use a mensagem mais recente.',
    noForm: 'Eu não pedi este formulário, então nada mudou.',
    notYours: 'Essa mensagem privada não é sua, então nada mudou.',
    unknownCommand: 'Este comando não está mais disponível.',
    unsupported: 'Este tipo de interação não é suportado.',
    restarting: 'O bot está reiniciando, tente de novo daqui a pouco.',
    tooFast_one: 'Você está fazendo isso com muita frequência: tente de novo em {{count}} segundo.',
    tooFast_many: 'Você está fazendo isso com muita frequência: tente de novo em {{count}} segundos.',
    tooFast_other: 'Você está fazendo isso com muita frequência: tente de novo em {{count}} segundos.',
    slowDown: 'Calma: por um tempo não vou responder aos seus pedidos inválidos.',
    boardChanged: 'A partida mudou desde que isto foi mostrado: use a mensagem mais recente.',
    storeDown: 'Não consegui acessar o armazenamento das partidas, então nada mudou. Tente de novo daqui a pouco.',
    missingPermissions:
      'O Discord me negou uma permissão de que preciso aqui (Missing Permissions). Peça a um admin do servidor para verificar as permissões do meu cargo neste canal.',
    internal:
      'Algo deu errado do nosso lado. Se continuar acontecendo, passe este código para quem hospeda o bot: {{incident}}',
    messageGone: 'A mensagem que você usou não existe mais (apagada, ou o tópico dela arquivado), então respondi aqui.',
    notAnswered: 'Não consegui responder onde você usou, então estou respondendo aqui: tente de novo daqui a pouco.',
  },
  validate: {
    unknownOption: 'Opção desconhecida {{option}}.',
    unknownOptionUnnamed: 'Opção desconhecida.',
    givenTwice: 'A opção {{option}} foi dada duas vezes.',
    wrongType: 'A opção {{option}} tem o tipo errado.',
    invalid: 'A opção {{option}} é inválida.',
    required: 'A opção {{option}} é obrigatória.',
    between: 'A opção {{option}} deve estar entre {{min}} e {{max}}.',
    wholeNumber: 'A opção {{option}} deve ser um número inteiro.',
    number: 'A opção {{option}} deve ser um número.',
    text: 'A opção {{option}} deve ser um texto.',
    minChars_one: 'A opção {{option}} deve ter pelo menos {{count}} caractere.',
    minChars_many: 'A opção {{option}} deve ter pelo menos {{count}} caracteres.',
    minChars_other: 'A opção {{option}} deve ter pelo menos {{count}} caracteres.',
    maxChars_one: 'A opção {{option}} deve ter no máximo {{count}} caractere.',
    maxChars_many: 'A opção {{option}} deve ter no máximo {{count}} caracteres.',
    maxChars_other: 'A opção {{option}} deve ter no máximo {{count}} caracteres.',
    boolean: 'A opção {{option}} deve ser verdadeiro ou falso.',
    id: 'A opção {{option}} deve ser um ID.',
    choice: 'A opção {{option}} deve ser uma das escolhas da lista.',
    user: 'A opção {{option}} deve ser um usuário.',
    role: 'A opção {{option}} deve ser um cargo.',
    mentionable: 'A opção {{option}} deve ser um usuário ou um cargo.',
    file: 'A opção {{option}} deve ser um arquivo.',
    channel: 'A opção {{option}} deve ser um canal.',
    channelKind: 'A opção {{option}} deve ser outro tipo de canal.',
    tooMany: 'Estas opções não são válidas para este comando.',
    chooseSubcommand: 'Escolha um dos subcomandos da lista.',
  },
  cmd: {
    anyGame: {
      challenge: { name: 'desafiar', description: 'Desafiar alguém para uma partida' },
      resign: { name: 'desistir', description: 'Desistir da partida deste tópico' },
      status: { name: 'status', description: 'Suas partidas: de quem é a vez, e links para os tópicos' },
      opponent: { name: 'oponente', description: 'Contra quem jogar' },
      level: {
        name: 'nível',
        description: 'Contra mim (o computador): o quão bem eu jogo (padrão forte)',
        choices: { perfect: 'perfeito', strong: 'forte', casual: 'casual' },
      },
      target: { name: 'meta', description: 'Pontos para vencer (padrão 500)' },
      hints: { name: 'dicas', description: 'Permitir o botão Dica (aceitar é concordar; sempre ligado contra mim)' },
      invite: { name: 'convidar', description: 'Alguém para convidar pelo nome' },
      invite2: { name: 'convidar2', description: 'Alguém para convidar pelo nome' },
      invite3: { name: 'convidar3', description: 'Alguém para convidar pelo nome' },
      pace: {
        name: 'ritmo',
        description: 'Dias por jogada, com reserva de tempo (padrão: /settings do servidor)',
        choices: PACE_CHOICES,
      },
    },
    abstrac: {
      name: 'abstrac',
      description: 'Abstrac, o jogo de cartas para dois em que se pegam cartas',
      variant: {
        name: 'variante',
        description: 'Qual Abstrac (padrão clássico)',
        choices: { classic: 'Clássico', suits: 'Naipes', unlimited: 'Ilimitado', fullpack: 'Baralho completo' },
      },
      deals: { name: 'rodadas', description: 'Jogar este número de rodadas em vez disso' },
    },
    threedom: { name: 'threedom', description: 'Threedom, o jogo de cartas de nove montes para dois' },
    rummy: {
      name: 'rummy',
      description: 'Rummy de 2 a 6: baixar trincas e sequências, encaixar, bater primeiro',
      new: { name: 'nova', description: 'Abrir uma mesa de rummy em que outros podem entrar' },
      target: { name: 'meta', description: 'Pontos para vencer (padrão 100)' },
      hands: { name: 'rodadas', description: 'Jogar este número de rodadas (com meta: o que vier primeiro)' },
    },
    away: {
      name: 'ausente',
      description: 'Pausar lembretes e prazos de W.O. em todas as suas partidas por alguns dias',
      set: {
        name: 'ativar',
        description: 'Ausente por alguns dias: sem lembretes nem W.O., prazos pausados; termina sozinho',
      },
      days: { name: 'dias', description: 'Quantos dias (cada servidor limita os dias a cada 30)' },
      off: { name: 'voltar', description: 'Voltei: os prazos das suas partidas correm de novo' },
    },
    export: {
      name: 'exportar',
      description: 'A partida deste tópico como arquivo (JSON) que a linha de comando reproduz e desenha',
    },
    games: {
      name: 'partidas',
      description: 'Suas partidas em todos os servidores: sua vez primeiro, com links, esperas e prazos',
    },
    help: { name: 'ajuda', description: 'Como jogar: os jogos e comandos deste bot' },
    leaderboard: {
      name: 'classificação',
      description: 'A classificação do servidor: partidas, vitórias, derrotas, pontos e rating',
      game: {
        name: 'jogo',
        description: 'Qual jogo (padrão: todos)',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rummy' },
      },
      variant: {
        name: 'variante',
        description: 'Uma variante, ou todas (padrão)',
        choices: {
          all: 'Todas as variantes',
          classic: 'Clássico',
          suits: 'Naipes',
          unlimited: 'Ilimitado',
          fullpack: 'Baralho completo',
          standard: 'Padrão',
        },
      },
    },
    notify: {
      name: 'avisos',
      description: 'Avisos de vez por mensagem direta: a cada vez, um resumo diário, ou desligado',
      mode: {
        name: 'modo',
        description: 'vez: uma DM sempre que for sua vez · resumo: uma DM por dia · desligado',
        choices: { turn: 'vez', digest: 'resumo', off: 'desligado' },
      },
    },
    rules: {
      name: 'regras',
      description: 'Como jogar: as regras de um jogo',
      game: {
        name: 'jogo',
        description: 'Qual jogo (padrão Abstrac)',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rummy' },
      },
    },
    settings: {
      name: 'configurações',
      description: 'Configurações de jogo do servidor: lembretes, W.O., ausências, desafios, tópicos, baralho',
      reminder_hours: {
        name: 'lembrete_horas',
        description: 'Lembrar o jogador de jogar após estas horas (padrão 24)',
      },
      forfeit_hours: { name: 'wo_horas', description: 'Perde por W.O. após estas horas sem jogar (padrão 72)' },
      challenge_expiry_hours: {
        name: 'desafio_horas',
        description: 'Os desafios expiram após estas horas (padrão 24)',
      },
      threads: {
        name: 'tópicos',
        description: 'Abrir as partidas em tópicos públicos (a partir do desafio) ou privados',
        choices: { public: 'públicos', private: 'privados' },
      },
      deck: {
        name: 'baralho',
        description: 'Cores das cartas nas imagens: quatro cores (♦ azul, ♣ verde) ajuda daltônicos',
        choices: { classic: 'clássico', 'four-colour': 'quatro cores' },
      },
      archive: {
        name: 'arquivar',
        description: 'Arquivar e trancar o tópico de uma partida quando o resultado sair (padrão desligado)',
      },
      away_days: {
        name: 'ausência_dias',
        description: 'Dias que um jogador pode ficar ausente a cada 30 dias (/away; padrão 14; 0: nenhum)',
      },
      forced_moves: {
        name: 'jogadas_forçadas',
        description: 'Jogar pelo jogador uma vez com uma única jogada válida (padrão ligado)',
      },
      pace: {
        name: 'ritmo',
        description: 'Novas partidas: dias por jogada com reserva, salvo se o comando indicar outro (padrão: sem)',
        choices: PACE_CHOICES,
      },
      weekends_off: {
        name: 'sem_fins_de_semana',
        description: 'Partidas com tempo iniciadas daqui em diante não contam sábado e domingo (UTC) (padrão: não)',
      },
      language: {
        name: 'idioma',
        description: 'Idioma dos tabuleiros e mensagens das novas partidas (padrão: o do servidor)',
        choices: { auto: 'idioma do servidor', ...LANGUAGE_NAMES },
      },
    },
    stats: {
      name: 'estatísticas',
      description: 'O histórico de um jogador neste servidor (o seu por padrão)',
      user: { name: 'jogador', description: 'O histórico de quem' },
    },
    takeback: {
      name: 'desfazer',
      description: 'No tópico da sua partida: pedir ao oponente para desfazer sua última jogada',
    },
  },

  session: {},

  commands: {
    done: 'Feito.',
    listSeparator: ', ',
    permission: {
      ViewChannel: 'Ver canal',
      ReadMessageHistory: 'Ler histórico de mensagens',
      SendMessages: 'Enviar mensagens',
      SendMessagesInThreads: 'Enviar mensagens em tópicos',
      CreatePublicThreads: 'Criar tópicos públicos',
      CreatePrivateThreads: 'Criar tópicos privados',
      AttachFiles: 'Anexar arquivos',
      EmbedLinks: 'Inserir links',
      ManageThreads: 'Gerenciar tópicos',
      ManageGuild: 'Gerenciar servidor',
    },
    cannotStartIn_one:
      'Não consigo começar uma partida em #{{channel}}: preciso de {{permissions}}. Peça a um admin do servidor para dar essa permissão ao meu cargo.',
    cannotStartIn_many:
      'Não consigo começar uma partida em #{{channel}}: preciso de {{permissions}}. Peça a um admin do servidor para dar essas permissões ao meu cargo.',
    cannotStartIn_other:
      'Não consigo começar uma partida em #{{channel}}: preciso de {{permissions}}. Peça a um admin do servidor para dar essas permissões ao meu cargo.',
    cannotStartHere_one:
      'Não consigo começar uma partida aqui: preciso de {{permissions}}. Peça a um admin do servidor para dar essa permissão ao meu cargo.',
    cannotStartHere_many:
      'Não consigo começar uma partida aqui: preciso de {{permissions}}. Peça a um admin do servidor para dar essas permissões ao meu cargo.',
    cannotStartHere_other:
      'Não consigo começar uma partida aqui: preciso de {{permissions}}. Peça a um admin do servidor para dar essas permissões ao meu cargo.',
    settings: {
      title: 'Configurações das partidas',
      updatedTitle: 'Configurações das partidas alteradas',
      reminder: 'Lembrete após **{{hours}} h** sem jogada',
      forfeit: 'W.O. após **{{hours}} h** sem jogada',
      expiry: 'Desafios expiram após **{{hours}} h**',
      threads: 'Os tópicos das partidas são **{{threads}}**',
      deck: 'As cartas são desenhadas no baralho **{{deck}}**',
      archived: 'Tópicos de partidas terminadas são **arquivados e trancados**',
      open: 'Tópicos de partidas terminadas ficam **abertos**',
      away_one:
        'Jogadores podem ficar ausentes (`{{away}}`) **{{count}} dia** a cada 30 (relógios pausados enquanto isso)',
      away_many:
        'Jogadores podem ficar ausentes (`{{away}}`) **{{count}} dias** a cada 30 (relógios pausados enquanto isso)',
      away_other:
        'Jogadores podem ficar ausentes (`{{away}}`) **{{count}} dias** a cada 30 (relógios pausados enquanto isso)',
      forcedWaits: 'Uma vez com uma só jogada possível (ex.: a única pegada do Abstrac) **espera o jogador**',
      forcedPlayed:
        'Uma vez com uma só jogada possível (ex.: a única pegada do Abstrac) é **jogada no lugar do jogador**, e avisada no tópico',
      paced: 'Partidas novas são jogadas a **{{pace}}**, com banco de tempo (um desafio pode escolher outro ritmo)',
      untimed:
        'Partidas novas são **sem limite de tempo** (as horas de lembrete e W.O. acima), a menos que um desafio escolha um ritmo',
      weekendsOff: 'Partidas com tempo **pulam fins de semana** (UTC)',
      everyDay: 'Partidas com tempo contam **todos os dias**',
      language: 'Partidas novas são escritas em **{{language}}**',
      serverLanguage: 'Partidas novas são escritas no **idioma do servidor** (suas configurações de Comunidade)',
      serverOnly: 'Configurações pertencem a um servidor: use este comando em um.',
      manageServer: 'Só membros com a permissão {{permission}} podem mudar estas configurações.',
      refused_one:
        'Nada mudou: para {{what}}, preciso de {{permissions}} aqui. Peça a um admin do servidor para dar essa permissão ao meu cargo e tente de novo.',
      refused_many:
        'Nada mudou: para {{what}}, preciso de {{permissions}} aqui. Peça a um admin do servidor para dar essas permissões ao meu cargo e tente de novo.',
      refused_other:
        'Nada mudou: para {{what}}, preciso de {{permissions}} aqui. Peça a um admin do servidor para dar essas permissões ao meu cargo e tente de novo.',
      toArchive: 'arquivar e trancar os tópicos de partidas terminadas',
      toOpenPrivate: 'abrir tópicos privados para as partidas',
      toOpenPublic: 'abrir tópicos públicos para as partidas',
      both: '{{first}} e {{second}}',
      hoursRange: '`{{option}}` deve ficar entre {{min}} e {{max}} horas.',
      forfeitAfterReminder: 'O W.O. ({{forfeit}} h) deve vir depois do lembrete ({{reminder}} h).',
    },
    leaderboard: {
      noGame: 'Esse jogo não existe.',
      noVariant: '{{game}} não tem a variante "{{variant}}".',
      allVariants: 'todas as variantes',
      title: 'Classificação · {{game}} · {{variant}}',
      everyTitle: 'Classificação · todos os jogos',
      line_one:
        '**{{rank}}. {{name}}** · {{count}} partida, {{wins}} V / {{losses}} D, {{points}} pts · rating {{rating}}',
      line_many:
        '**{{rank}}. {{name}}** · {{count}} partidas, {{wins}} V / {{losses}} D, {{points}} pts · rating {{rating}}',
      line_other:
        '**{{rank}}. {{name}}** · {{count}} partidas, {{wins}} V / {{losses}} D, {{points}} pts · rating {{rating}}',
      empty: 'Nenhuma partida terminada ainda: desafie alguém com `{{command}}`!',
      ratingNote:
        'Rating: começa em 1.000 e sobe conforme os resultados mostram habilidade (uma estimativa cautelosa).',
      you: 'Você: {{rank}}º de {{of}}.',
      oneGame: '{{command}} mostra o top {{shown}} de um jogo.',
    },
    stats: {
      title: 'Estatísticas · {{name}}',
      line_one:
        '**{{board}}**: {{rank}}º de {{of}} · {{count}} partida, {{wins}} V / {{losses}} D · {{points}} pts · rating {{rating}}',
      line_many:
        '**{{board}}**: {{rank}}º de {{of}} · {{count}} partidas, {{wins}} V / {{losses}} D · {{points}} pts · rating {{rating}}',
      line_other:
        '**{{board}}**: {{rank}}º de {{of}} · {{count}} partidas, {{wins}} V / {{losses}} D · {{points}} pts · rating {{rating}}',
      none: 'Nenhuma partida terminada neste servidor ainda.',
      inProgress: 'Partidas em andamento: {{number}}.',
    },
    games: {
      none: 'Você não tem nenhuma partida em andamento. Comece uma com `{{challenge}}` ou `{{new}}` de um jogo (veja `{{help}}`).',
      head_one: '{{count}} partida em andamento, {{mine}} esperando por você.',
      head_many: '{{count}} partidas em andamento, {{mine}} esperando por você.',
      head_other: '{{count}} partidas em andamento, {{mine}} esperando por você.',
      away: 'Você está ausente até {{until}}: sem lembretes, sem W.O., relógios pausados (`{{awayOff}}` para voltar).',
    },
    away: {
      back_one: 'Bem-vindo de volta: o relógio da sua {{count}} partida voltou a correr.',
      back_many: 'Bem-vindo de volta: os relógios das suas {{count}} partidas voltaram a correr.',
      back_other: 'Bem-vindo de volta: os relógios das suas {{count}} partidas voltaram a correr.',
      set_one:
        'Você está ausente até {{until}}: sem lembretes nem W.O. na sua {{count}} partida, e o relógio dela está pausado (os prazos andam o tempo da ausência). Seu oponente foi avisado no tópico. `{{awayOff}}` termina antes.',
      set_many:
        'Você está ausente até {{until}}: sem lembretes nem W.O. nas suas {{count}} partidas, e os relógios delas estão pausados (os prazos andam o tempo da ausência). Seus oponentes foram avisados em cada tópico. `{{awayOff}}` termina antes.',
      set_other:
        'Você está ausente até {{until}}: sem lembretes nem W.O. nas suas {{count}} partidas, e os relógios delas estão pausados (os prazos andam o tempo da ausência). Seus oponentes foram avisados em cada tópico. `{{awayOff}}` termina antes.',
    },
    notify: {
      turn: 'Vou te mandar uma mensagem direta toda vez que for sua vez numa partida (uma por vez, nenhuma enquanto você estiver ausente). Deixe suas DMs abertas para mim.',
      digest:
        'Vou te mandar uma mensagem direta por dia com as partidas esperando por você, a primeira {{when}}. Deixe suas DMs abertas para mim.',
      off: 'Chega de avisos de vez por mensagem direta.',
      choose: 'Escolha {{turn}}, {{digest}} ou {{off}}.',
    },
    rules: {
      title: 'Regras · {{game}}',
      none: 'Não há regras para esse jogo.',
      inEnglish: 'As regras estão em inglês.',
    },
    help: {
      title: 'Jogos de cartas',
      overDaysTitle: 'Jogar ao longo de dias',
      commands: 'Comandos',
      command: '- **{{name}}**: {{description}}',
      tables:
        'Cada partida é jogada no seu próprio tópico, no seu ritmo: o bot mostra a mesa (uma imagem, com descrição para leitores de tela) e botões. No Abstrac todas as cartas ficam à vista; no Threedom e no Rummy suas cartas ficam em **Sua mão**, uma mensagem que só você vê. Para daltônicos: um admin pode escolher o baralho de quatro cores (`{{fourColour}}`). `{{rules}}` tem as regras de cada jogo.',
      start:
        '**Começar uma partida**: `{{abstrac}}@amigo` (variantes: Clássico, Naipes, Ilimitado, Baralho completo; pontos em `{{target}}` ou um número de `{{deals}}`), `{{threedom}}@amigo`, ou `{{rummy}}` para uma mesa de 2 a 6 em que outros entram. Seu amigo aperta **Aceitar**, um tópico abre e mostra de quem é a vez. Quem não joga recebe um lembrete depois de um tempo e perde por W.O. mais tarde (veja `{{settings}}`).',
      computer:
        '**Jogar contra o computador**: `/<jogo> {{challenge}}@mim` começa na hora (numa mesa de Rummy, **Adicionar computador**). Os níveis, iguais em todos os jogos: `{{casual}}`, `{{strong}}` (o padrão; no Threedom e no Rummy, uma busca sobre as cartas que ele não vê) e, no Abstrac, onde nada fica escondido, `{{perfect}}`. Essas partidas contam no seu histórico contra o computador, não no rating.',
      hints:
        '**Dicas**: o botão 💡 **Dica** diz em particular a quem tem a vez o que o nível forte faria e por quê (Abstrac: a melhor jogada com jogo perfeito). Sempre ligado contra o computador; entre pessoas só com `{{hintsOn}}` no desafio ou na mesa (aceitar é concordar), e o tópico fica sabendo quando alguém usa uma. Cada resumo de rodada do Abstrac termina com uma análise das jogadas.',
      leaving:
        '**Desistir**: `/<jogo> {{resign}}` no tópico da partida pede confirmação e depois desiste. Numa partida de três ou mais, quem desiste ou estoura o tempo fica em último e o computador segue no lugar dele. Você pode ter até 5 desafios ou mesas abertos ao mesmo tempo.',
      yourGames:
        '**Suas partidas**: `{{games}}` lista suas partidas em todos os servidores, primeiro as da sua vez, com links, esperas e prazos (`/<jogo> {{status}}`: só um jogo).',
      away: '**Ausência**: `{{awaySet}}N` pausa seus lembretes e W.O. em todo lugar (relógios pausados, oponentes avisados; cada servidor limita os dias de ausência a cada 30, `{{awayDays}}`); `{{awayOff}}` termina. **Avisos**: `{{notifyTurn}}` te manda uma DM sempre que for sua vez, `{{digest}}` uma vez por dia.',
      after:
        '**Depois de uma partida**: 🔁 **Revanche** no resultado pede a mesma partida de novo, com os lugares trocados (entre dois, os papéis se invertem); os outros aceitam, e contra mim começa na hora. Uma por partida.',
      takeback:
        '**Voltar jogada** (entre dois): `{{takeback}}` no tópico, logo depois da sua vez e antes de o oponente jogar, pede que ele deixe você voltar a jogada. Não vale para uma vez que mostrou uma carta escondida.',
      watching:
        '**Assistir**: 👀 **Assistir** na mensagem que diz onde uma partida está rolando te adiciona ao tópico dela. Espectadores veem a mesa e as jogadas, nunca uma mão.',
      records:
        '**Registros**: `{{export}}` no tópico de uma partida te manda o registro dela (um arquivo JSON): cada carta e jogada depois que ela acaba; enquanto rola, só o que todos os espectadores podem ver. A linha de comando a reproduz (`npm run cli -- replay ARQUIVO`) e desenha cada vez em imagens e num GIF animado (`npm run cli -- render ARQUIVO`).',
    },
  },

  abstrac: {},

  threedom: {},

  rummy: {
    describe: '**Rummy** ({{goal}})',
    describeHints: '**Rummy** ({{goal}}, dicas permitidas)',
    inviteHints:
      'Dicas permitidas: ao aceitar, você concorda que qualquer jogador pode pedir uma dica, anunciada no tópico.',
    goal: {
      target: 'até {{target}}',
      hands_one: '{{count}} rodada',
      hands_many: '{{count}} rodadas',
      hands_other: '{{count}} rodadas',
      both: 'até {{target}} ou {{hands}}',
    },
    seat: 'lugar {{n}}',
    list: { sep: ', ', last: '{{rest}} e {{last}}' },
    result: {
      resigned: '🏆 {{winner}} vence a partida: {{loser}} desistiu.',
      forfeited: '🏆 {{winner}} vence a partida: {{loser}} perdeu por W.O.',
      tie: '🏆 {{names}} empatam em primeiro: cada um vence com {{points}} pontos.',
      win: '🏆 {{name}} vence a partida com {{points}} pontos.',
    },
    status: 'Rummy, rodada {{hand}} · você {{you}}, melhor {{best}}',
    statusToPlay: 'Rummy, rodada {{hand}} · você {{you}}, melhor {{best}} · vez de {{name}}',
    title: 'Rummy · rodada {{hand}} · {{goal}}',
    boardTitle: '**Rummy** · rodada {{hand}} · {{goal}}',
    todo: {
      drawOrTake: 'comprar do monte ou pegar o {{card}}',
      draw: 'comprar do monte',
      play: 'baixar jogos ou encaixar à vontade, depois descartar',
    },
    toDo: 'Vez de {{name}}: {{todo}}',
    yourTurn: '{{mention}}, sua vez: {{todo}}. Abra **Sua mão**.',
    lastTurn: 'Última jogada: {{said}}',
    thisTurn: 'Esta jogada: {{said}}',
    note: {
      sentence: '{{name}} {{did}}.',
      stockTurned_one: 'virou o lixo como novo monte ({{count}} carta)',
      stockTurned_many: 'virou o lixo como novo monte ({{count}} cartas)',
      stockTurned_other: 'virou o lixo como novo monte ({{count}} cartas)',
      drewStock: 'comprou do monte',
      tookDiscard: 'pegou o {{card}} do lixo',
      lastStockCard: 'comprou a última carta do monte (o monte acabou {{times}} de 3 vezes)',
      melded: 'baixou {{cards}} (jogo {{meld}})',
      laidOff: 'encaixou o {{card}} no jogo {{meld}}',
      discarded: 'descartou o {{card}}',
      wentOut: '**bateu**',
      wentOutRummy: 'bateu **de mão**: todos pagam em dobro!',
      noWinner: 'O monte acabou pela terceira vez: a rodada termina sem vencedor.',
    },
    table: {
      dealerBadge: 'D',
      cards_one: '{{count}} carta',
      cards_many: '{{count}} cartas',
      cards_other: '{{count}} cartas',
      points: '{{score}} pts',
      computer: 'computador',
      toDraw: 'compra',
      toPlay: 'joga',
      stock: 'Monte {{n}}',
      stockTurned: 'Monte {{n}} (virado {{turns}}×)',
      discard: 'Lixo {{n}}',
      noMelds: 'Nenhum jogo baixado ainda',
      melds: 'Jogos',
      sentenceAlt: '{{x}}.',
      pointsAlt_one: '{{count}} ponto',
      pointsAlt_many: '{{count}} pontos',
      pointsAlt_other: '{{count}} pontos',
      toDrawAlt: 'deve comprar',
      toPlayAlt: 'deve baixar, encaixar ou descartar',
      seatAlt: '{{name}}: {{said}}',
      dealerSeatAlt: '{{name}} (distribuidor): {{said}}',
      pilesAlt: 'Monte {{stock}}, lixo {{discard}}.',
      pilesTopAlt: 'Monte {{stock}}, lixo {{discard}} com o {{card}} em cima.',
      meldsAlt: 'Jogos {{melds}}.',
      noMeldsAlt: 'Nenhum jogo baixado ainda.',
    },
    summary: {
      noWinner: 'Rodada {{hand}}: o monte acabou pela terceira vez, sem vencedor',
      wentOut: 'Rodada {{hand}}: {{name}} bateu',
      wentOutRummy: 'Rodada {{hand}}: {{name}} bateu de mão (em dobro)',
      heading: '**{{title}}.**',
      pays: '{{name}} paga {{points}}',
      paidLine: '{{list}}.',
      totals: 'Totais: {{list}}',
      turned_one: 'O monte foi virado {{count}} vez.',
      turned_many: 'O monte foi virado {{count}} vezes.',
      turned_other: 'O monte foi virado {{count}} vezes.',
      pips_one: '{{count}} ponto na mão',
      pips_many: '{{count}} pontos na mão',
      pips_other: '{{count}} pontos na mão',
      won: 'ganha {{points}}',
      paid: 'paga {{points}}',
      total: 'total {{total}}',
      out: 'bateu',
      alt: '{{title}}. {{seats}}.',
      seatSepAlt: '. ',
      seatWonAlt: '{{name}}: {{cards}}, {{pips}} pontos na mão, ganha {{points}}, total {{total}}',
      seatPaidAlt: '{{name}}: {{cards}}, {{pips}} pontos na mão, paga {{points}}, total {{total}}',
      noCardsAlt: 'nenhuma carta',
    },
    hand: {
      headSuit_one: '**Sua mão** · {{count}} carta, por naipe',
      headSuit_many: '**Sua mão** · {{count}} cartas, por naipe',
      headSuit_other: '**Sua mão** · {{count}} cartas, por naipe',
      headRank_one: '**Sua mão** · {{count}} carta, por valor',
      headRank_many: '**Sua mão** · {{count}} cartas, por valor',
      headRank_other: '**Sua mão** · {{count}} cartas, por valor',
      sortRankLabel: 'Ordenar por valor',
      sortSuitLabel: 'Ordenar por naipe',
      theirTurn: 'É a vez de {{name}}.',
      drawOrTake_one: 'Sua vez: compre do monte ({{count}} carta) ou pegue o {{card}}.',
      drawOrTake_many: 'Sua vez: compre do monte ({{count}} cartas) ou pegue o {{card}}.',
      drawOrTake_other: 'Sua vez: compre do monte ({{count}} cartas) ou pegue o {{card}}.',
      draw_one: 'Sua vez: compre do monte ({{count}} carta).',
      draw_many: 'Sua vez: compre do monte ({{count}} cartas).',
      draw_other: 'Sua vez: compre do monte ({{count}} cartas).',
      drawLabel: 'Comprar do monte',
      takeLabel: 'Pegar o {{card}}',
      play: 'Baixe jogos e encaixe cartas quantas vezes quiser, depois descarte: toque numa carta abaixo (isso encerra sua vez).',
      taken:
        'Você pegou o {{card}} do lixo (com moldura): não pode descartá-lo nesta vez, nem baixar ou encaixar de modo que só ele sobre, por isso ele não aparece.',
      meldPlaceholder: 'Baixar um jogo ({{count}} possíveis)',
      layoffPlaceholder: 'Encaixar uma carta ({{count}} possíveis)',
      layoffLabel: '{{card}} no jogo {{meld}}',
      discardPlaceholder: 'Descartar uma carta (encerra sua vez)',
      hintLabel: 'Dica',
      handAlt: 'Sua mão: {{cards}}',
      noCards: 'Nenhuma carta',
      badControl: 'Esse controle não é desta mão.',
    },
    hint: {
      meld: 'o jogo {{n}} ({{cards}})',
      takeCompletes: 'Pegue o {{card}} do lixo: ele completa {{cards}}.',
      takeLaysOff: 'Pegue o {{card}} do lixo: ele encaixa n{{meld}}.',
      takeNear: 'Pegue o {{card}} do lixo: ele combina com seus {{cards}}, a uma carta de um jogo.',
      takeHand: 'Pegue o {{card}} do lixo: ele combina com sua mão, a uma carta de um jogo.',
      drawEmpty: 'Compre do monte: o lixo está vazio.',
      drawBetter:
        'Compre do monte: o {{card}} ajudaria, mas em simulações com as cartas não vistas o monte se sai melhor.',
      drawNoMeld: 'Compre do monte: o {{card}} do lixo não forma jogo com sua mão.',
      meldWhat: 'Baixe {{cards}}',
      layoffWhat: 'Encaixe o {{card}} n{{meld}}',
      out: '{{what}}: assim você bate.',
      outRummy: '{{what}}: assim você bate de mão, e todos pagam em dobro.',
      laidPoints: '{{what}}: cartas na mesa não custam nada, e sua mão fica {{points}} pontos mais leve.',
      lastCard: 'Descarte o {{card}}: é sua última carta, então você bate.',
      discard: 'Descarte o {{card}}: {{why}}{{keep}}.',
      alone: 'ele não tem par nem carta próxima do mesmo naipe na sua mão',
      aloneCostly:
        'ele não tem par nem carta próxima do mesmo naipe na sua mão, e custaria {{points}} pontos se alguém bater',
      closer: 'o resto da sua mão está mais perto de jogos (ele só combina com {{cards}})',
      keepForRummy: '; você guarda {{cards}} na mão para tentar bater de mão',
      guard: 'Guarde o {{card}}: {{why}}.',
      feedsMeld: 'ele encaixa n{{meld}}, então o próximo jogador poderia pegá-lo',
      feedsSeat: 'o lugar {{seat}} foi visto pegando {{cards}}, e ele completaria o jogo dele',
    },
    refuse: {
      'rummy/game-over': 'A partida acabou.',
      'rummy/not-a-player': 'Você não está jogando nesta partida.',
      'rummy/hand-over': 'A rodada acabou.',
      'rummy/not-your-turn': 'Não é a sua vez.',
      'rummy/not-in-hand': 'O {{card}} não está na sua mão.',
      'rummy/keeps-taken-card': 'Sobraria só o {{card}} pego do lixo, que você não pode descartar nesta vez.',
      'rummy/already-drawn': 'Você já comprou nesta vez: baixe, encaixe ou descarte.',
      'rummy/discard-empty': 'O lixo está vazio.',
      'rummy/nothing-to-draw': 'O monte e o lixo estão vazios.',
      'rummy/draw-first': 'Primeiro compre uma carta, do monte ou do lixo.',
      'rummy/not-a-meld':
        '{{cards}} não é um jogo: uma trinca tem 3 ou 4 cartas do mesmo valor; uma sequência, 3 ou mais cartas seguidas do mesmo naipe (Ás só embaixo).',
      'rummy/no-such-meld': 'Não há jogo {{meld}} na mesa.',
      'rummy/does-not-fit': 'O {{card}} não encaixa no jogo {{meld}} ({{cards}}).',
      'rummy/discard-taken-card': 'Você não pode descartar o {{card}} que acabou de pegar do lixo.',
    },
  },

  place: {
    externalAppsOff:
      'Os moderadores deste servidor desativaram os apps externos aqui, então o Discord mostra minhas respostas só para você: não dá para jogar uma partida neste canal. Jogue numa DM em grupo com seus amigos, na sua DM comigo, ou peça a um admin do servidor para adicionar o bot.',
    noTable:
      'Uma mesa em que outros entram precisa do bot no servidor. Aqui, desafie uma pessoa (`challenge`) ou jogue contra mim (`challenge` comigo como adversário).',
    personInBotDm:
      'Nesta DM estamos só você e eu: me desafie aqui (escolha-me como adversário) ou desafie um amigo numa DM em grupo ou num servidor.',
    noRematch:
      'Aqui uma revanche é um novo desafio: use `/{{game}} challenge` de novo (não consigo postar sozinho numa DM ou DM em grupo).',
    onBelow: 'a partida continua aqui embaixo.',
    reminder: '⏰ Sua vez em **{{game}}**: {{link}}. Se você não jogar em {{hours}} h, perde a partida por W.O.',
    result: '🏁 **{{game}}**: {{result}} {{link}}',
    where: 'uma DM ou DM em grupo',
  },

  compete: {},
};
