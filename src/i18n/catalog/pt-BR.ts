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
/** The paces a competition may be played at: every pace but untimed. */
const { untimed: _untimed, ...TIMED_PACE_CHOICES } = PACE_CHOICES;

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
    tournament: {
      name: 'torneio',
      description: 'Torneios: sistema suíço, todos contra todos ou mata-mata, cada partida em seu tópico',
      new: { name: 'novo', description: 'Abrir um torneio para inscrições (Gerenciar servidor)' },
      game: {
        name: 'jogo',
        description: 'Qual jogo',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rummy' },
      },
      format: {
        name: 'formato',
        description: 'Como os jogadores são emparelhados',
        choices: { swiss: 'Sistema suíço', 'round-robin': 'Todos contra todos', knockout: 'Mata-mata' },
      },
      pace: {
        name: 'ritmo',
        description: 'Dias por jogada em cada partida, com banco de tempo',
        choices: TIMED_PACE_CHOICES,
      },
      starts: {
        name: 'inicio',
        description: 'Quando as inscrições fecham e a rodada 1 começa: in 2h, 3d, 2026-12-01 18:00 (UTC)',
      },
      rounds: { name: 'rodadas', description: 'Suíço: quantas rodadas (padrão: o bastante para um vencedor)' },
      table: { name: 'mesa', description: 'Lugares por partida (padrão 2; mais para rummy, pela classificação)' },
      leave: { name: 'sair', description: 'Sair do torneio em que você entrou aqui (após o início: desistir)' },
      standings: { name: 'classificacao', description: 'A classificação do torneio (deste tópico, ou o mais recente)' },
      list: { name: 'lista', description: 'Os torneios deste servidor' },
    },
    takeback: {
      name: 'desfazer',
      description: 'No tópico da sua partida: pedir ao oponente para desfazer sua última jogada',
    },
  },

  session: {},

  commands: {},

  abstrac: {},

  threedom: {},

  rummy: {},

  compete: {
    title: 'Torneio de {{game}}',
    format: { swiss: 'sistema suíço', 'round-robin': 'todos contra todos', knockout: 'mata-mata' },
    signup:
      '🏆 **{{title}}** · {{format}} · {{pace}}\nComeça {{when}}: aperte Entrar para jogar (Sair para desistir antes do início).\nJogadores ({{count}}): {{names}}',
    signupClosed: 'As inscrições estão fechadas: o torneio começou.',
    cancelled: 'Cancelado: poucos inscritos ({{count}}).',
    cancelledPost: '🏆 **{{title}}** foi cancelado: poucos inscritos ({{count}}).',
    joinLabel: 'Entrar',
    leaveLabel: 'Sair',
    more: '… e mais {{count}}',
    serverOnly: 'Torneios pertencem a um servidor: use este comando em um.',
    notInThread: 'Use isto em um canal, não em um tópico: cada partida tem seu próprio tópico.',
    adminOnly: 'Só membros com a permissão Gerenciar servidor podem criar torneios.',
    badStart:
      'Não entendi esse horário de início: escreva `in 2h`, `3d`, `90m`, `2026-12-01 18:00` (UTC) ou um carimbo de data do Discord.',
    startRange: 'O início deve ser entre agora e daqui a 60 dias.',
    tableSeats: '{{game}} é jogado por {{min}} a {{max}}: escolha um tamanho de mesa nesse intervalo.',
    tablesSwissOnly: 'Mesas com mais de dois são formadas pela classificação: use o sistema suíço para elas.',
    gone: 'Este torneio não existe mais.',
    closed: 'As inscrições deste torneio estão fechadas.',
    closedUseLeave: 'O torneio começou: use `/tournament leave` para desistir.',
    already: 'Você já está em **{{title}}**.',
    full: 'Este torneio está cheio ({{max}} jogadores).',
    joined: 'Você entrou em **{{title}}**. Ele começa {{when}}; suas partidas abrem em tópicos próprios.',
    notIn: 'Você não está neste torneio.',
    left: 'Você saiu de **{{title}}**.',
    withdrew: 'Você desistiu de **{{title}}**: não será mais emparelhado.',
    withdrewResigned:
      'Você desistiu de **{{title}}**: não será mais emparelhado, e sua partida em andamento foi abandonada.',
    noneToLeave: 'Você não está em nenhum torneio aberto deste servidor.',
    started: '🏆 **{{title}}** começou com {{count}} jogadores, {{rounds}} rodadas: a rodada 1 está valendo.',
    byes: 'Folga nesta rodada (um ponto): {{names}}',
    table: '🏆 {{title}} · rodada {{round}}, mesa {{table}}: {{players}}',
    threadName: '{{game}} R{{round}} M{{table}}: {{players}}',
    after: '🏆 **{{title}}** · classificação após a rodada {{round}} de {{rounds}}',
    final: '🏆 **{{title}}** terminou · classificação final · vencedor: {{winner}}',
    nextRound: 'A rodada {{round}} está valendo: suas partidas estão nos tópicos delas.',
    row: '{{rank}}. {{name}} · {{points}} pts · Buchholz {{buchholz}} · {{wins}}-{{draws}}-{{losses}}',
    withdrawnMark: '(desistiu)',
    colPlayer: 'Jogador',
    colPoints: 'Pontos',
    colBuchholz: 'Buchholz',
    colRecord: 'V-E-D',
    none: 'Ainda não há torneio aqui: um admin cria um com `/tournament new`.',
    listLine: '**{{title}}** · {{format}} · {{pace}} · jogadores: {{count}} · {{status}}',
    status: {
      signup: 'começa {{when}}',
      running: 'rodada {{round}} de {{rounds}}',
      finished: 'encerrado',
      cancelled: 'cancelado',
    },
  },
};
