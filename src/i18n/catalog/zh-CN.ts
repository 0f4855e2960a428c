import { LANGUAGE_NAMES } from '../locales.ts';
import type { Messages } from './types.ts';

/** The paces a game may be played at (src/session/clock.ts), as its command and /settings offer them. */
const PACE_CHOICES = {
  untimed: '不限时',
  '1': '每步1天',
  '2': '每步2天',
  '3': '每步3天',
  '5': '每步5天',
  '7': '每步7天',
  '14': '每步14天',
};

export const zhCN: Messages = {
  bot: {
    noLongerValid: '这个按钮已经失效了。',
    notOnMessage: '这条消息上（已经）没有这个控件，所以什么都没有改变：请使用最新的消息。',
    noForm: '这个表单不是我请求的，所以什么都没有改变。',
    notYours: '这条私密消息不是你的，所以什么都没有改变。',
    unknownCommand: '这个命令已经不可用了。',
    unsupported: '不支持这种交互。',
    restarting: '机器人正在重启，请稍后再试。',
    tooFast_other: '你操作得太频繁了：请在 {{count}} 秒后再试。',
    slowDown: '慢一点：接下来一段时间我不会回复你的无效请求。',
    boardChanged: '显示这条消息之后对局已经变了：请使用最新的消息。',
    storeDown: '我无法访问对局存储，所以什么都没有改变。请稍后再试。',
    missingPermissions:
      'Discord 拒绝了我在这里需要的权限（Missing Permissions）。请服务器管理员检查我的身份组在这个频道的权限。',
    internal: '我们这边出了问题。如果一直发生，请把这个代码告诉机器人的运营者：{{incident}}',
    messageGone: '你使用的消息已经不在了（被删除，或者它的子区已归档），所以我在这里回复你。',
    notAnswered: '我无法在你使用的地方回复，所以在这里回复：请稍后再试。',
  },
  validate: {
    unknownOption: '未知选项 {{option}}。',
    unknownOptionUnnamed: '未知选项。',
    givenTwice: '选项 {{option}} 被给了两次。',
    wrongType: '选项 {{option}} 的类型不对。',
    invalid: '选项 {{option}} 无效。',
    required: '选项 {{option}} 是必填的。',
    between: '选项 {{option}} 必须在 {{min}} 到 {{max}} 之间。',
    wholeNumber: '选项 {{option}} 必须是整数。',
    number: '选项 {{option}} 必须是数字。',
    text: '选项 {{option}} 必须是文本。',
    minChars_other: '选项 {{option}} 至少要有 {{count}} 个字符。',
    maxChars_other: '选项 {{option}} 最多只能有 {{count}} 个字符。',
    boolean: '选项 {{option}} 必须是真或假。',
    id: '选项 {{option}} 必须是一个 ID。',
    choice: '选项 {{option}} 必须是列出的选项之一。',
    user: '选项 {{option}} 必须是一个用户。',
    role: '选项 {{option}} 必须是一个身份组。',
    mentionable: '选项 {{option}} 必须是一个用户或身份组。',
    file: '选项 {{option}} 必须是一个文件。',
    channel: '选项 {{option}} 必须是一个频道。',
    channelKind: '选项 {{option}} 必须是另一种频道。',
    tooMany: '这些选项不适用于这个命令。',
    chooseSubcommand: '请选择列出的子命令之一。',
  },
  cmd: {
    anyGame: {
      challenge: { name: '挑战', description: '向某人发起对局挑战' },
      resign: { name: '认输', description: '认输本子区的对局' },
      status: { name: '状态', description: '你的对局：轮到谁，以及各子区的链接' },
      opponent: { name: '对手', description: '和谁对局' },
      level: {
        name: '难度',
        description: '对战我（电脑）：我下得有多好（默认：强）',
        choices: { perfect: '完美', strong: '强', casual: '休闲' },
      },
      target: { name: '目标分', description: '获胜所需分数（默认 500）' },
      hints: { name: '提示', description: '允许提示按钮（接受即同意；与我对战时总是开启）' },
      invite: { name: '邀请', description: '按名字邀请的人' },
      invite2: { name: '邀请2', description: '按名字邀请的人' },
      invite3: { name: '邀请3', description: '按名字邀请的人' },
      pace: {
        name: '节奏',
        description: '每步天数，附带时间储备（默认：服务器的 /settings）',
        choices: PACE_CHOICES,
      },
    },
    abstrac: {
      name: 'abstrac',
      description: 'Abstrac，双人拿牌纸牌游戏',
      variant: {
        name: '变体',
        description: '哪种 Abstrac（默认经典）',
        choices: { classic: '经典', suits: '花色', unlimited: '无限制', fullpack: '整副牌' },
      },
      deals: { name: '局数', description: '改为进行这么多局' },
    },
    threedom: { name: 'threedom', description: 'Threedom，双人九堆纸牌游戏' },
    rummy: {
      name: '拉米',
      description: '2 到 6 人的拉米：摊出组合与顺子，接牌，率先出完',
      new: { name: '新建', description: '开一张别人可以加入的拉米牌桌' },
      target: { name: '目标分', description: '获胜所需分数（默认 100）' },
      hands: { name: '局数', description: '进行这么多局（有目标分时：先到者为准）' },
    },
    away: {
      name: '离开',
      description: '暂停你所有对局的提醒和判负计时几天',
      set: { name: '开启', description: '离开几天：没有提醒，不会判负，计时暂停；到期自动结束' },
      days: { name: '天数', description: '多少天（每个服务器限制每 30 天的天数）' },
      off: { name: '关闭', description: '我回来了：你对局的计时重新开始' },
    },
    export: {
      name: '导出',
      description: '把本子区的对局导出为文件（JSON），命令行可以回放并绘制',
    },
    games: { name: '我的对局', description: '你在所有服务器的对局：轮到你的在前，附链接、等待时间和期限' },
    help: { name: '帮助', description: '怎么玩：这个机器人的游戏和命令' },
    leaderboard: {
      name: '排行榜',
      description: '本服务器的排名：对局、胜、负、得分和等级分',
      game: {
        name: '游戏',
        description: '哪个游戏（默认：全部）',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: '拉米' },
      },
      variant: {
        name: '变体',
        description: '一种变体，或全部（默认）',
        choices: {
          all: '全部变体',
          classic: '经典',
          suits: '花色',
          unlimited: '无限制',
          fullpack: '整副牌',
          standard: '标准',
        },
      },
    },
    notify: {
      name: '通知',
      description: '通过私信提醒轮到你：每回合、每日汇总，或关闭',
      mode: {
        name: '模式',
        description: '每回合：每次轮到你发一条私信 · 每日汇总：每天一条 · 关闭',
        choices: { turn: '每回合', digest: '每日汇总', off: '关闭' },
      },
    },
    rules: {
      name: '规则',
      description: '怎么玩：一个游戏的规则',
      game: {
        name: '游戏',
        description: '哪个游戏（默认 Abstrac）',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: '拉米' },
      },
    },
    settings: {
      name: '设置',
      description: '服务器的游戏设置：提醒、判负、离开天数、挑战期限、子区、牌面',
      reminder_hours: { name: '提醒小时', description: '多少小时后提醒玩家出牌（默认 24）' },
      forfeit_hours: { name: '判负小时', description: '多少小时不出牌即判负（默认 72）' },
      challenge_expiry_hours: {
        name: '挑战有效期',
        description: '挑战在多少小时后过期（默认 24）',
      },
      threads: {
        name: '子区',
        description: '在公开子区（从挑战消息开）或私密子区中进行对局',
        choices: { public: '公开', private: '私密' },
      },
      deck: {
        name: '牌面',
        description: '图片中的牌色：四色（♦ 蓝，♣ 绿）方便色盲玩家',
        choices: { classic: '经典', 'four-colour': '四色' },
      },
      archive: { name: '归档', description: '结果公布后归档并锁定对局子区（默认关闭）' },
      away_days: {
        name: '离开天数',
        description: '玩家每 30 天可以离开的天数（/away，计时暂停；默认 14；0：不允许）',
      },
      forced_moves: {
        name: '强制出牌',
        description: '只有一种合法走法时替玩家走这一步（默认开启）',
      },
      pace: {
        name: '节奏',
        description: '新对局：每步天数与时间储备，除非命令另行指定（默认不限时）',
        choices: PACE_CHOICES,
      },
      weekends_off: {
        name: '周末休息',
        description: '此后开始的计时对局不计周六和周日（UTC）（默认关闭）',
      },
      language: {
        name: '语言',
        description: '新对局的牌桌和消息所用的语言（默认：服务器的语言）',
        choices: { auto: '服务器的语言', ...LANGUAGE_NAMES },
      },
    },
    stats: {
      name: '战绩',
      description: '玩家在本服务器的战绩（默认是你的）',
      user: { name: '玩家', description: '谁的战绩' },
    },
    takeback: {
      name: '悔牌',
      description: '在你的对局子区：请对手允许你撤回上一步',
    },
  },

  session: {},

  commands: {
    done: '完成。',
    listSeparator: '、',
    permission: {
      ViewChannel: '查看频道',
      ReadMessageHistory: '阅读消息历史',
      SendMessages: '发送消息',
      SendMessagesInThreads: '在子区中发送消息',
      CreatePublicThreads: '创建公开子区',
      CreatePrivateThreads: '创建私密子区',
      AttachFiles: '附加文件',
      EmbedLinks: '嵌入链接',
      ManageThreads: '管理子区',
      ManageGuild: '管理服务器',
    },
    cannotStartIn_other:
      '我无法在 #{{channel}} 开始对局：我需要{{permissions}}权限。请服务器管理员把它授予我的身份组。',
    cannotStartHere_other: '我无法在这里开始对局：我需要{{permissions}}权限。请服务器管理员把它授予我的身份组。',
    settings: {
      title: '对局设置',
      updatedTitle: '对局设置已更新',
      reminder: '**{{hours}} 小时**未走则提醒',
      forfeit: '**{{hours}} 小时**未走则判负',
      expiry: '挑战在 **{{hours}} 小时**后过期',
      threads: '对局子区为**{{threads}}**',
      deck: '牌面使用**{{deck}}**牌组绘制',
      archived: '已结束对局的子区会被**归档并锁定**',
      open: '已结束对局的子区保持**开放**',
      away_other: '玩家每 30 天可离开（`{{away}}`）**{{count}} 天**（期间计时暂停）',
      forcedWaits: '只有一种合法走法的回合（如 Abstrac 中唯一的拿牌）**等待玩家操作**',
      forcedPlayed: '只有一种合法走法的回合（如 Abstrac 中唯一的拿牌）会**替玩家自动走**，并在子区中说明',
      paced: '新对局按**{{pace}}**进行，带时间储备（挑战时可指定其他节奏）',
      untimed: '新对局**不限时**（按上面的提醒和判负小时数），除非挑战时指定了节奏',
      weekendsOff: '限时对局**跳过周末**（UTC）',
      everyDay: '限时对局**每天**都计时',
      language: '新对局使用**{{language}}**',
      serverLanguage: '新对局使用**服务器的语言**（其社区设置）',
      serverOnly: '设置属于服务器：请在服务器中使用此命令。',
      manageServer: '只有拥有{{permission}}权限的成员才能更改这些设置。',
      refused_other:
        '没有做任何更改：要{{what}}，我在这里需要{{permissions}}权限。请服务器管理员授予我的身份组，然后再试一次。',
      toArchive: '归档并锁定已结束对局的子区',
      toOpenPrivate: '开启私密对局子区',
      toOpenPublic: '开启公开对局子区',
      both: '{{first}}并{{second}}',
      hoursRange: '`{{option}}` 必须在 {{min}} 到 {{max}} 小时之间。',
      forfeitAfterReminder: '判负（{{forfeit}} 小时）必须在提醒（{{reminder}} 小时）之后。',
    },
    leaderboard: {
      noGame: '没有这个游戏。',
      noVariant: '{{game}} 没有“{{variant}}”这个变体。',
      allVariants: '所有变体',
      title: '排行榜 · {{game}} · {{variant}}',
      everyTitle: '排行榜 · 所有游戏',
      line_other: '**{{rank}}. {{name}}** · {{count}} 局，{{wins}} 胜 / {{losses}} 负，{{points}} 分 · 评分 {{rating}}',
      empty: '还没有结束的对局：用 `{{command}}` 挑战别人吧！',
      ratingNote: '评分：从 1,000 开始，随着成绩体现实力而上升（保守估计）。',
      you: '你：第 {{rank}} 名，共 {{of}} 人。',
      oneGame: '{{command}} 显示一个游戏的前 {{shown}} 名。',
    },
    stats: {
      title: '战绩 · {{name}}',
      line_other:
        '**{{board}}**：第 {{rank}} 名，共 {{of}} 人 · {{count}} 局，{{wins}} 胜 / {{losses}} 负 · {{points}} 分 · 评分 {{rating}}',
      none: '这个服务器上还没有结束的对局。',
      inProgress: '进行中的对局：{{number}}。',
    },
    games: {
      none: '你没有进行中的对局。用游戏的 `{{challenge}}` 或 `{{new}}` 开始一局（见 `{{help}}`）。',
      head_other: '{{count}} 局进行中，{{mine}} 局轮到你。',
      away: '你离开到 {{until}}：没有提醒，不会判负，计时暂停（用 `{{awayOff}}` 回来）。',
    },
    away: {
      back_other: '欢迎回来：你的 {{count}} 局对局重新开始计时。',
      set_other:
        '你离开到 {{until}}：你的 {{count}} 局对局不会提醒或判负，计时暂停（期限顺延离开的时间）。已在每个子区告知对手。`{{awayOff}}` 可以提前结束。',
    },
    notify: {
      turn: '每当对局中轮到你时，我会给你发一条私信（每回合一条，离开期间不发）。请对我保持私信开放。',
      digest: '我每天会给你发一条私信，列出等你走的对局，第一条在 {{when}}。请对我保持私信开放。',
      off: '不再通过私信发送回合通知。',
      choose: '请选择 {{turn}}、{{digest}} 或 {{off}}。',
    },
    rules: {
      title: '规则 · {{game}}',
      none: '这个游戏没有规则。',
      inEnglish: '规则只有英文版。',
    },
    help: {
      title: '纸牌游戏',
      overDaysTitle: '跨越多天的对局',
      commands: '命令',
      command: '- **{{name}}**：{{description}}',
      tables:
        '每局都在自己的子区里按你的节奏进行：机器人会发布牌桌（一张图片，附有给读屏软件的描述）和按钮。Abstrac 中所有牌都是明牌；在 Threedom 和拉米中，你的牌在 **你的手牌** 里，这条消息只有你能看到。色盲玩家：管理员可以选择四色牌组（`{{fourColour}}`）。`{{rules}}` 里有每个游戏的规则。',
      start:
        '**开始对局**：`{{abstrac}}@朋友`（变体：经典、花色、无限制、整副牌；以 `{{target}}` 分数或 `{{deals}}` 局数计），`{{threedom}}@朋友`，或用 `{{rummy}}` 开一张 2 到 6 人、其他人可加入的牌桌。你的朋友点 **接受** 后会开启一个子区，显示轮到谁。没有走的玩家过一段时间会收到提醒，再久会被判负（见 `{{settings}}`）。',
      computer:
        '**和电脑对战**：`/<游戏> {{challenge}}@我` 会立即开始（在拉米牌桌上点 **添加电脑**）。各游戏的难度相同：`{{casual}}`、`{{strong}}`（默认；在 Threedom 和拉米中会搜索它看不到的牌），以及在没有暗牌的 Abstrac 中的 `{{perfect}}`。这些对局计入你对电脑的战绩，不计入评分。',
      hints:
        '**提示**：💡 **提示** 按钮会私下告诉该走的玩家，强难度会怎么走以及为什么（Abstrac：完美走法下的最佳一步）。对电脑时始终开启；人与人之间只有在挑战或牌桌上设置 `{{hintsOn}}` 时才可用（接受即同意），有人使用时子区会收到通知。每局 Abstrac 的总结最后都有一份走法分析。',
      leaving:
        '**离开**：在对局子区使用 `/<游戏> {{resign}}` 会先请你确认，然后认输。在三人及以上的对局中，认输或超时的玩家排在最后，由电脑接替其座位继续。你最多可以同时有 5 个未结束的挑战或牌桌。',
      yourGames:
        '**你的对局**：`{{games}}` 列出你在所有服务器中的对局，轮到你的排在前面，附带链接、等待时间和期限（`/<游戏> {{status}}`：只看一个游戏）。',
      away: '**离开**：`{{awaySet}}N` 会在所有地方暂停你的提醒和判负（计时暂停，通知对手；每个服务器限制每 30 天的离开天数，`{{awayDays}}`）；`{{awayOff}}` 结束离开。**通知**：`{{notifyTurn}}` 每次轮到你时私信你，`{{digest}}` 每天一次。',
      after:
        '**对局结束后**：结果上的 🔁 **再来一局** 会请求同样的对局，座位轮换（两人则交换角色）；其他人接受即可，和我对战则立即开始。每局一次。',
      takeback:
        '**悔棋**（两人对局）：在你的回合刚结束、对手还没走时，在子区使用 `{{takeback}}`，请对手允许你收回这一步。翻出过暗牌的回合不能悔。',
      watching:
        '**观战**：在说明对局位置的消息上点 👀 **观战**，会把你加入该子区。观众能看到牌桌和走法，永远看不到手牌。',
      records:
        '**记录**：在对局子区使用 `{{export}}` 会把对局记录（一个 JSON 文件）发给你：对局结束后包含每张牌和每一步；进行中则只包含所有观众都能看到的内容。命令行可以重放它（`npm run cli -- replay FILE`），并把每个回合画成图片和动画 GIF（`npm run cli -- render FILE`）。',
    },
  },

  abstrac: {},

  threedom: {},

  rummy: {},

  compete: {},
};
