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
    takeback: {
      name: '待った',
      description: '対局のスレッドで：最後の手番を取り消させてほしいと相手に頼む',
    },
  },

  session: {},

  commands: {
    done: '完了しました。',
    listSeparator: '、',
    permission: {
      ViewChannel: 'チャンネルを見る',
      ReadMessageHistory: 'メッセージ履歴を読む',
      SendMessages: 'メッセージを送信',
      SendMessagesInThreads: 'スレッドでメッセージを送信',
      CreatePublicThreads: '公開スレッドの作成',
      CreatePrivateThreads: 'プライベートスレッドの作成',
      AttachFiles: 'ファイルを添付',
      EmbedLinks: '埋め込みリンク',
      ManageThreads: 'スレッドの管理',
      ManageGuild: 'サーバー管理',
    },
    cannotStartIn_other:
      '#{{channel}} ではゲームを始められません：{{permissions}} の権限が必要です。サーバーの管理者に、私のロールへ付与するよう頼んでください。',
    cannotStartHere_other:
      'ここではゲームを始められません：{{permissions}} の権限が必要です。サーバーの管理者に、私のロールへ付与するよう頼んでください。',
    settings: {
      title: 'ゲームの設定',
      updatedTitle: 'ゲームの設定を変更しました',
      reminder: '**{{hours}} 時間**手がなければリマインド',
      forfeit: '**{{hours}} 時間**手がなければ不戦敗',
      expiry: '挑戦は **{{hours}} 時間**で期限切れ',
      threads: 'ゲームのスレッドは**{{threads}}**',
      deck: 'カードは**{{deck}}**のデッキで描かれます',
      archived: '終わったゲームのスレッドは**アーカイブしてロック**します',
      open: '終わったゲームのスレッドは**開いたまま**です',
      away_other: 'プレイヤーは 30 日ごとに **{{count}} 日**まで不在にできます（`{{away}}`、その間時計は止まります）',
      forcedWaits: '合法手が一つしかない手番（例：Abstrac で唯一取れる場合）は**プレイヤーを待ちます**',
      forcedPlayed:
        '合法手が一つしかない手番（例：Abstrac で唯一取れる場合）は**プレイヤーの代わりに指し**、スレッドでそう伝えます',
      paced: '新しいゲームは**{{pace}}**で、持ち時間付きで行います（挑戦で別のペースを指定できます）',
      untimed:
        '新しいゲームは**時間制限なし**です（上のリマインドと不戦敗の時間）。挑戦でペースを指定した場合を除きます',
      weekendsOff: '時間制のゲームは**週末を数えません**（UTC）',
      everyDay: '時間制のゲームは**毎日**数えます',
      language: '新しいゲームは**{{language}}**で書かれます',
      serverLanguage: '新しいゲームは**サーバーの言語**（コミュニティ設定）で書かれます',
      serverOnly: '設定はサーバーごとのものです。サーバー内でこのコマンドを使ってください。',
      manageServer: 'この設定を変更できるのは {{permission}} の権限を持つメンバーだけです。',
      refused_other:
        '何も変更していません：{{what}}には、ここで {{permissions}} の権限が必要です。サーバーの管理者に私のロールへ付与してもらってから、もう一度試してください。',
      toArchive: '終わったゲームのスレッドをアーカイブしてロックする',
      toOpenPrivate: 'ゲームのプライベートスレッドを開く',
      toOpenPublic: 'ゲームの公開スレッドを開く',
      both: '{{first}}、{{second}}',
      hoursRange: '`{{option}}` は {{min}}〜{{max}} 時間にしてください。',
      forfeitAfterReminder: '不戦敗（{{forfeit}} 時間）はリマインド（{{reminder}} 時間）より後にしてください。',
    },
    leaderboard: {
      noGame: 'そのゲームはありません。',
      noVariant: '{{game}} に「{{variant}}」というバリアントはありません。',
      allVariants: 'すべてのバリアント',
      title: 'ランキング · {{game}} · {{variant}}',
      everyTitle: 'ランキング · すべてのゲーム',
      line_other:
        '**{{rank}}. {{name}}** · {{count}} 戦 {{wins}} 勝 {{losses}} 敗、{{points}} 点 · レーティング {{rating}}',
      empty: 'まだ終わったゲームはありません。`{{command}}` で誰かに挑戦しましょう！',
      ratingNote: 'レーティング：1,000 から始まり、結果が実力を示すにつれて上がります（控えめな推定値）。',
      you: 'あなた：{{of}} 人中 {{rank}} 位。',
      oneGame: '{{command}} で一つのゲームの上位 {{shown}} 人を表示します。',
    },
    stats: {
      title: '成績 · {{name}}',
      line_other:
        '**{{board}}**：{{of}} 人中 {{rank}} 位 · {{count}} 戦 {{wins}} 勝 {{losses}} 敗 · {{points}} 点 · レーティング {{rating}}',
      none: 'このサーバーではまだ終わったゲームがありません。',
      inProgress: '進行中のゲーム：{{number}}。',
    },
    games: {
      none: '進行中のゲームはありません。各ゲームの `{{challenge}}` か `{{new}}` で始めましょう（`{{help}}` を参照）。',
      head_other: '進行中のゲーム {{count}} 件、あなたの番は {{mine}} 件です。',
      away: '{{until}} まで不在です：リマインドなし、不戦敗なし、時計は停止中（戻るには `{{awayOff}}`）。',
    },
    away: {
      back_other: 'おかえりなさい：あなたの {{count}} 件のゲームの時計が再び動き出しました。',
      set_other:
        '{{until}} まで不在です：あなたの {{count}} 件のゲームではリマインドも不戦敗もなく、時計は止まっています（期限は不在の分だけ延びます）。相手には各スレッドで伝えました。`{{awayOff}}` で早めに終えられます。',
    },
    notify: {
      turn: 'ゲームであなたの番になるたびにダイレクトメッセージを送ります（一手番につき一通、不在中は送りません）。私からの DM を受け取れるようにしておいてください。',
      digest:
        'あなたを待っているゲームの一覧を一日一通のダイレクトメッセージで送ります。最初は {{when}} です。私からの DM を受け取れるようにしておいてください。',
      off: 'ダイレクトメッセージでの手番の通知を止めました。',
      choose: '{{turn}}、{{digest}}、{{off}} のどれかを選んでください。',
    },
    rules: {
      title: 'ルール · {{game}}',
      none: 'そのゲームのルールはありません。',
      inEnglish: 'ルールは英語のみです。',
    },
    help: {
      title: 'カードゲーム',
      overDaysTitle: '数日かけて遊ぶ',
      commands: 'コマンド',
      command: '- **{{name}}**：{{description}}',
      tables:
        'ゲームはそれぞれ専用のスレッドで、自分のペースで遊べます。ボットがテーブル（スクリーンリーダー用の説明付きの画像）とボタンを投稿します。Abstrac ではすべてのカードが見えています。Threedom とラミーでは、あなたのカードは自分だけが見られるメッセージ **手札** にあります。色覚に配慮が必要な方へ：管理者は 4 色デッキを選べます（`{{fourColour}}`）。各ゲームのルールは `{{rules}}` で読めます。',
      start:
        '**ゲームを始める**：`{{abstrac}}@友だち`（バリアント：クラシック、スート、無制限、フルデッキ。`{{target}}` の点数か `{{deals}}` の回数）、`{{threedom}}@友だち`、または他の人が参加できる 2〜6 人のテーブルなら `{{rummy}}`。友だちが **受ける** を押すとスレッドが開き、誰の番かを表示します。手を指さないプレイヤーには、しばらくするとリマインドが届き、さらに経つと不戦敗になります（`{{settings}}` を参照）。',
      computer:
        '**コンピューターと対戦**：`/<ゲーム> {{challenge}}@私` ですぐに始まります（ラミーのテーブルでは **コンピューターを追加**）。レベルはどのゲームも同じで、`{{casual}}`、`{{strong}}`（既定。Threedom とラミーでは見えないカードを探索します）、そして何も隠れていない Abstrac では `{{perfect}}`。これらの対戦はレーティングではなく、コンピューター相手の成績に数えられます。',
      hints:
        '**ヒント**：💡 **ヒント** ボタンは、手番のプレイヤーにだけ、強いレベルならどう指すかとその理由を教えます（Abstrac：完璧なプレイでの最善手）。コンピューター相手では常に使えます。人同士では挑戦やテーブルで `{{hintsOn}}` にした場合のみ（受けた側も同意したことになります）、誰かが使うとスレッドに知らされます。Abstrac の各ディールのまとめは、手の分析で終わります。',
      leaving:
        '**やめる**：ゲームのスレッドで `/<ゲーム> {{resign}}` を使うと、確認のあと投了します。3 人以上のゲームでは、投了したり時間切れになったりしたプレイヤーは最下位となり、その席はコンピューターが引き継ぎます。同時に開いておける挑戦やテーブルは 5 つまでです。',
      yourGames:
        '**あなたのゲーム**：`{{games}}` はすべてのサーバーのあなたのゲームを、あなたの番のものから順に、リンク、待ち時間、期限付きで一覧にします（`/<ゲーム> {{status}}`：一つのゲームだけ）。',
      away: '**不在**：`{{awaySet}}N` はすべてのリマインドと不戦敗を止めます（時計は停止、相手に通知。各サーバーは 30 日ごとの不在日数に上限を設けます：`{{awayDays}}`）。`{{awayOff}}` で終わります。**通知**：`{{notifyTurn}}` はあなたの番になるたびに DM を、`{{digest}}` は一日一回送ります。',
      after:
        '**ゲームのあと**：結果の 🔁 **再戦** で、席を回して同じゲームをもう一度申し込めます（2 人なら役割を交代）。他の人が受ければ始まり、私が相手ならすぐに始まります。1 ゲームにつき 1 回です。',
      takeback:
        '**待った**（2 人対戦）：自分の手番の直後、相手が指す前にスレッドで `{{takeback}}` を使うと、その手を取り消してよいか相手に頼みます。隠れたカードが見えた手番には使えません。',
      watching:
        '**観戦**：ゲームの場所を知らせるメッセージの 👀 **観戦** を押すと、そのスレッドに追加されます。観戦者に見えるのはテーブルと手だけで、手札は決して見えません。',
      records:
        '**記録**：ゲームのスレッドで `{{export}}` を使うと、その記録（JSON ファイル）が届きます。終わったゲームならすべてのカードと手、進行中なら観戦者全員が見てよいものだけです。コマンドラインで再生し（`npm run cli -- replay FILE`）、各手番を画像とアニメーション GIF に描けます（`npm run cli -- render FILE`）。',
    },
  },

  abstrac: {},

  threedom: {},

  rummy: {},

  compete: {},
};
