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

  commands: {},

  abstrac: {},

  threedom: {},

  rummy: {},

  compete: {},
};
