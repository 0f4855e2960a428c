import { LANGUAGE_NAMES } from '../locales.ts';
import type { Messages } from './types.ts';

/** The paces a game may be played at (src/session/clock.ts), as its command and /settings offer them. */
const PACE_CHOICES = {
  untimed: '時間制限なし',
  '1': '1手1日',
  '2': '1手2日',
  '3': '1手3日',
  '5': '1手5日',
  '7': '1手7日',
  '14': '1手14日',
};
/** The paces a competition may be played at: every pace but untimed. */
const { untimed: _untimed, ...TIMED_PACE_CHOICES } = PACE_CHOICES;

export const ja: Messages = {
  bot: {
    noLongerValid: 'このボタンはもう使えません。',
    notOnMessage:
      'その操作はこのメッセージに（もう）ないため、何も変わっていません。最新のメッセージを使ってください。',
    noForm: 'このフォームは私が求めたものではないため、何も変わっていません。',
    notYours: 'その非公開メッセージはあなたのものではないため、何も変わっていません。',
    unknownCommand: 'このコマンドはもう使えません。',
    unsupported: 'この種類の操作には対応していません。',
    restarting: 'ボットを再起動しています。少し待ってからもう一度試してください。',
    tooFast_other: '操作が多すぎます。{{count}} 秒後にもう一度試してください。',
    slowDown: '少しペースを落としてください。しばらくの間、無効なリクエストには返信しません。',
    boardChanged: '表示された後で対局が変わりました。最新のメッセージを使ってください。',
    storeDown: '対局データの保存先に接続できなかったため、何も変わっていません。少し待ってからもう一度試してください。',
    missingPermissions:
      'Discord がここで必要な権限を拒否しました（Missing Permissions）。サーバーの管理者に、このチャンネルでの私のロールの権限を確認してもらってください。',
    internal:
      'こちら側で問題が起きました。繰り返し起きる場合は、ボットの運営者にこのコードを伝えてください: {{incident}}',
    messageGone:
      '使われたメッセージはもうありません（削除されたか、スレッドがアーカイブされました）。そのため、ここで返信しました。',
    notAnswered: '使われた場所で返信できなかったため、ここで返信しています。少し待ってからもう一度試してください。',
  },
  validate: {
    unknownOption: '不明なオプション {{option}} です。',
    unknownOptionUnnamed: '不明なオプションです。',
    givenTwice: 'オプション {{option}} が 2 回指定されました。',
    wrongType: 'オプション {{option}} の型が違います。',
    invalid: 'オプション {{option}} が無効です。',
    required: 'オプション {{option}} は必須です。',
    between: 'オプション {{option}} は {{min}} から {{max}} の間にしてください。',
    wholeNumber: 'オプション {{option}} は整数にしてください。',
    number: 'オプション {{option}} は数値にしてください。',
    text: 'オプション {{option}} はテキストにしてください。',
    minChars_other: 'オプション {{option}} は {{count}} 文字以上にしてください。',
    maxChars_other: 'オプション {{option}} は {{count}} 文字以下にしてください。',
    boolean: 'オプション {{option}} は true か false にしてください。',
    id: 'オプション {{option}} は ID にしてください。',
    choice: 'オプション {{option}} は一覧の選択肢から選んでください。',
    user: 'オプション {{option}} はユーザーにしてください。',
    role: 'オプション {{option}} はロールにしてください。',
    mentionable: 'オプション {{option}} はユーザーかロールにしてください。',
    file: 'オプション {{option}} はファイルにしてください。',
    channel: 'オプション {{option}} はチャンネルにしてください。',
    channelKind: 'オプション {{option}} は別の種類のチャンネルにしてください。',
    tooMany: 'これらのオプションはこのコマンドには使えません。',
    chooseSubcommand: '一覧のサブコマンドから選んでください。',
  },
  cmd: {
    anyGame: {
      challenge: { name: '挑戦', description: '誰かに対局を申し込む' },
      resign: { name: '投了', description: 'このスレッドの対局を投了する' },
      status: { name: '状況', description: 'あなたの対局：誰の手番か、スレッドへのリンク' },
      opponent: { name: '相手', description: '対戦する相手' },
      level: {
        name: 'レベル',
        description: '私（コンピューター）と対戦：私の強さ（既定は強い）',
        choices: { perfect: '完璧', strong: '強い', casual: '気軽' },
      },
      target: { name: '目標点', description: '勝利に必要な点数（既定 500）' },
      hints: { name: 'ヒント', description: 'ヒントボタンを許可（受けた側も同意；私との対戦では常にオン）' },
      invite: { name: '招待', description: '名前で招待する人' },
      invite2: { name: '招待2', description: '名前で招待する人' },
      invite3: { name: '招待3', description: '名前で招待する人' },
      pace: {
        name: 'ペース',
        description: '1手あたりの日数と持ち時間（既定：サーバーの /settings）',
        choices: PACE_CHOICES,
      },
    },
    abstrac: {
      name: 'abstrac',
      description: 'Abstrac：カードを取り合う二人用のゲーム',
      variant: {
        name: 'バリアント',
        description: 'どの Abstrac か（既定はクラシック）',
        choices: { classic: 'クラシック', suits: 'スート', unlimited: '無制限', fullpack: 'フルデッキ' },
      },
      deals: { name: 'ディール数', description: '代わりにこの回数だけディールを行う' },
    },
    threedom: { name: 'threedom', description: 'Threedom：9 つの山で遊ぶ二人用カードゲーム' },
    rummy: {
      name: 'ラミー',
      description: '2〜6 人のラミー：セットとランをメルドし、付け札して、最初に上がる',
      new: { name: '新規', description: '他の人が参加できるラミーの卓を開く' },
      target: { name: '目標点', description: '勝利に必要な点数（既定 100）' },
      hands: { name: 'ハンド数', description: 'この回数だけハンドを行う（目標点もあれば先に達した方）' },
    },
    away: {
      name: '不在',
      description: '数日間、すべての対局のリマインダーと不戦敗の時計を止める',
      set: { name: '開始', description: '数日間の不在：リマインダーも不戦敗もなし、時計は停止；自動で終了' },
      days: { name: '日数', description: '何日間か（各サーバーが 30 日あたりの日数を制限）' },
      off: { name: '終了', description: '戻りました：対局の時計が再び動きます' },
    },
    export: {
      name: 'エクスポート',
      description: 'このスレッドの対局を、コマンドラインで再生・描画できるファイル（JSON）にする',
    },
    games: { name: '対局一覧', description: '全サーバーでのあなたの対局：手番のものが先、リンク・待ち時間・期限つき' },
    help: { name: 'ヘルプ', description: '遊び方：このボットのゲームとコマンド' },
    leaderboard: {
      name: 'ランキング',
      description: 'このサーバーの順位表：対局数、勝ち、負け、得点、レーティング',
      game: {
        name: 'ゲーム',
        description: 'どのゲームか（既定：すべて）',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'ラミー' },
      },
      variant: {
        name: 'バリアント',
        description: '一つのバリアント、またはすべて（既定）',
        choices: {
          all: 'すべてのバリアント',
          classic: 'クラシック',
          suits: 'スート',
          unlimited: '無制限',
          fullpack: 'フルデッキ',
          standard: 'スタンダード',
        },
      },
    },
    notify: {
      name: '通知',
      description: '手番の通知を DM で：手番ごと、1 日 1 回のまとめ、またはオフ',
      mode: {
        name: 'モード',
        description: '手番ごと：あなたの番のたびに DM · まとめ：1 日 1 通 · オフ',
        choices: { turn: '手番ごと', digest: 'まとめ', off: 'オフ' },
      },
    },
    rules: {
      name: 'ルール',
      description: '遊び方：一つのゲームのルール',
      game: {
        name: 'ゲーム',
        description: 'どのゲームか（既定は Abstrac）',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'ラミー' },
      },
    },
    settings: {
      name: '設定',
      description: 'サーバーのゲーム設定：リマインダー、不戦敗、不在日数、挑戦の期限、スレッド、デッキ',
      reminder_hours: {
        name: 'リマインド時間',
        description: 'この時間が過ぎたらプレイヤーに手番を知らせる（既定 24）',
      },
      forfeit_hours: { name: '不戦敗時間', description: 'この時間手を指さなければ不戦敗（既定 72）' },
      challenge_expiry_hours: {
        name: '挑戦期限',
        description: '挑戦はこの時間で期限切れになる（既定 24）',
      },
      threads: {
        name: 'スレッド',
        description: '対局を公開スレッド（挑戦から）か非公開スレッドで開く',
        choices: { public: '公開', private: '非公開' },
      },
      deck: {
        name: 'デッキ',
        description: '画像のカードの色：4 色（♦ 青、♣ 緑）は色覚に特性のある人に見やすい',
        choices: { classic: 'クラシック', 'four-colour': '4 色' },
      },
      archive: { name: 'アーカイブ', description: '結果が出たら対局のスレッドをアーカイブしてロックする（既定オフ）' },
      away_days: {
        name: '不在日数',
        description: '30 日あたりにプレイヤーが不在にできる日数（/away；既定 14；0：なし）',
      },
      forced_moves: {
        name: '強制手',
        description: '合法手が一つしかない手番はプレイヤーの代わりに指す（既定オン）',
      },
      pace: {
        name: 'ペース',
        description: '新しい対局：持ち時間付きの1手あたりの日数（コマンドで指定がなければ。既定：なし）',
        choices: PACE_CHOICES,
      },
      weekends_off: {
        name: '週末休み',
        description: '今後始まる持ち時間制の対局は土日（UTC）を数えない（既定：オフ）',
      },
      language: {
        name: '言語',
        description: '新しいゲームの盤面と投稿の言語（既定：サーバーの言語）',
        choices: { auto: 'サーバーの言語', ...LANGUAGE_NAMES },
      },
    },
    stats: {
      name: '戦績',
      description: 'このサーバーでのプレイヤーの戦績（既定はあなた）',
      user: { name: 'プレイヤー', description: '誰の戦績か' },
    },
    tournament: {
      name: 'トーナメント',
      description: 'トーナメント：スイス式・総当たり・ノックアウト、ゲームごとに専用スレッド',
      new: { name: '新規', description: 'トーナメントの参加受付を始める（サーバー管理）' },
      game: {
        name: 'ゲーム',
        description: 'どのゲーム',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'ラミー' },
      },
      format: {
        name: '形式',
        description: '組み合わせの方式',
        choices: { swiss: 'スイス式', 'round-robin': '総当たり', knockout: 'ノックアウト' },
      },
      pace: { name: 'ペース', description: '各ゲームの1手あたりの日数（持ち時間付き）', choices: TIMED_PACE_CHOICES },
      starts: { name: '開始', description: '受付終了と第1ラウンド開始の時刻：in 2h、3d、2026-12-01 18:00（UTC）' },
      rounds: { name: 'ラウンド数', description: 'スイス式：ラウンド数（既定：優勝者が決まるだけ）' },
      table: { name: '卓人数', description: '1ゲームの席数（既定2、ラミーはそれ以上も可、順位で着席）' },
      leave: { name: '退出', description: 'ここで参加したトーナメントから抜ける（開始後は棄権）' },
      standings: { name: '順位', description: 'トーナメントの順位（このスレッドのもの、または最新）' },
      list: { name: '一覧', description: 'このサーバーのトーナメント' },
    },
    takeback: {
      name: '待った',
      description: '対局のスレッドで：最後の手番を取り消させてほしいと相手に頼む',
    },
  },

  session: {},

  commands: {},

  abstrac: {},

  threedom: {},

  rummy: {},

  compete: {
    title: '{{game}}トーナメント',
    format: { swiss: 'スイス式', 'round-robin': '総当たり', knockout: 'ノックアウト' },
    signup:
      '🏆 **{{title}}** · {{format}} · {{pace}}\n開始 {{when}}：参加するには「参加」を押してください（開始前にやめるには「退出」）。\nプレイヤー（{{count}}）：{{names}}',
    signupClosed: '受付は終了しました：トーナメントが始まっています。',
    cancelled: '中止：参加者が少なすぎます（{{count}}）。',
    cancelledPost: '🏆 **{{title}}** は中止になりました：参加者が少なすぎます（{{count}}）。',
    joinLabel: '参加',
    leaveLabel: '退出',
    more: '…ほか{{count}}人',
    serverOnly: 'トーナメントはサーバーのものです：サーバー内でこのコマンドを使ってください。',
    notInThread: 'スレッドではなくチャンネルで使ってください：ゲームごとに専用のスレッドができます。',
    adminOnly: 'トーナメントを作れるのは「サーバー管理」権限を持つメンバーだけです。',
    badStart:
      '開始時刻を読み取れませんでした：`in 2h`、`3d`、`90m`、`2026-12-01 18:00`（UTC）または Discord のタイムスタンプで書いてください。',
    startRange: '開始は今から60日後までの間にしてください。',
    tableSeats: '{{game}}は{{min}}〜{{max}}人で遊びます：その範囲で卓の人数を選んでください。',
    tablesSwissOnly: '3人以上の卓は順位で組まれます：スイス式を使ってください。',
    gone: 'このトーナメントはもうありません。',
    closed: 'このトーナメントの受付は終了しました。',
    closedUseLeave: 'トーナメントは始まっています：棄権するには `/tournament leave` を使ってください。',
    already: 'すでに **{{title}}** に参加しています。',
    full: 'このトーナメントは満員です（{{max}}人）。',
    joined: '**{{title}}** に参加しました。開始は{{when}}です。あなたのゲームはそれぞれのスレッドで始まります。',
    notIn: 'このトーナメントには参加していません。',
    left: '**{{title}}** から退出しました。',
    withdrew: '**{{title}}** を棄権しました：今後は組み合わせに入りません。',
    withdrewResigned: '**{{title}}** を棄権しました：今後は組み合わせに入らず、進行中のゲームは投了しました。',
    noneToLeave: 'このサーバーで参加中の受付中・進行中トーナメントはありません。',
    started: '🏆 **{{title}}** が始まりました。プレイヤー{{count}}人、{{rounds}}ラウンド：第1ラウンド開始です。',
    byes: 'このラウンドの不戦勝（1点）：{{names}}',
    table: '🏆 {{title}} · 第{{round}}ラウンド 第{{table}}卓：{{players}}',
    threadName: '{{game}} R{{round}} 卓{{table}}：{{players}}',
    after: '🏆 **{{title}}** · 第{{round}}ラウンド終了時の順位（全{{rounds}}ラウンド）',
    final: '🏆 **{{title}}** 終了 · 最終順位 · 優勝：{{winner}}',
    nextRound: '第{{round}}ラウンドが始まりました：ゲームはそれぞれのスレッドにあります。',
    row: '{{rank}}. {{name}} · {{points}}点 · ブッフホルツ {{buchholz}} · {{wins}}-{{draws}}-{{losses}}',
    withdrawnMark: '（棄権）',
    colPlayer: 'プレイヤー',
    colPoints: '得点',
    colBuchholz: 'ブッフホルツ',
    colRecord: '勝-分-負',
    none: 'まだトーナメントはありません：管理者が `/tournament new` で作れます。',
    listLine: '**{{title}}** · {{format}} · {{pace}} · プレイヤー：{{count}} · {{status}}',
    status: { signup: '開始 {{when}}', running: '第{{round}}/{{rounds}}ラウンド', finished: '終了', cancelled: '中止' },
  },
};
