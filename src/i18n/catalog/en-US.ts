/**
 * The English catalog: the source every other locale translates, key for key. Plural keys end in
 * `_one` / `_other` (i18next's suffixes for CLDR's plural categories): a locale gives the forms its
 * own categories need (Russian `_one`, `_few`, `_many`, `_other`; Japanese only `_other`).
 * `cmd` holds the slash commands' names, descriptions and choices, by command, subcommand and option
 * (see src/i18n/commands.ts for how the registry looks them up); `anyGame` is shared by the games'
 * commands, a game's own entry overriding it.
 */
import { LANGUAGE_NAMES } from '../locales.ts';

/** The paces a game may be played at (src/session/clock.ts), as its command and /settings offer them. */
const PACE_CHOICES = {
  untimed: 'untimed',
  '1': '1 day per move',
  '2': '2 days per move',
  '3': '3 days per move',
  '5': '5 days per move',
  '7': '7 days per move',
  '14': '14 days per move',
};

export const enUS = {
  bot: {
    noLongerValid: 'This button is no longer valid.',
    notOnMessage: "That control isn't on this message (any more), so nothing changed: use the latest message.",
    noForm: 'This form is not one I asked for, so nothing changed.',
    notYours: "That private message isn't yours, so nothing changed.",
    unknownCommand: 'This command is not available any more.',
    unsupported: 'This kind of interaction is not supported.',
    restarting: 'The bot is restarting, try again in a moment.',
    tooFast_one: "You're doing that too often: try again in {{count}} second.",
    tooFast_other: "You're doing that too often: try again in {{count}} seconds.",
    slowDown: 'Slow down: I will not answer your invalid requests for a while.',
    boardChanged: 'The game changed since this was shown: use the latest message.',
    storeDown: "I couldn't reach the games' storage, so nothing changed. Try again in a moment.",
    missingPermissions:
      "Discord refused me a permission I need here (Missing Permissions). Ask a server admin to check my role's permissions in this channel.",
    internal: "Something went wrong on our side. If it keeps happening, give the bot's host this code: {{incident}}",
    messageGone:
      'The message you used is no longer there (deleted, or its thread archived), so I answered you here instead.',
    notAnswered: "I couldn't answer that where you used it, so I'm answering here: try again in a moment.",
  },
  validate: {
    unknownOption: 'Unknown option {{option}}.',
    unknownOptionUnnamed: 'Unknown option.',
    givenTwice: 'Option {{option}} was given twice.',
    wrongType: 'Option {{option}} has the wrong type.',
    invalid: 'Option {{option}} is invalid.',
    required: 'Option {{option}} is required.',
    between: 'Option {{option}} must be between {{min}} and {{max}}.',
    wholeNumber: 'Option {{option}} must be a whole number.',
    number: 'Option {{option}} must be a number.',
    text: 'Option {{option}} must be text.',
    minChars_one: 'Option {{option}} must be at least {{count}} character long.',
    minChars_other: 'Option {{option}} must be at least {{count}} characters long.',
    maxChars_one: 'Option {{option}} must be at most {{count}} character long.',
    maxChars_other: 'Option {{option}} must be at most {{count}} characters long.',
    boolean: 'Option {{option}} must be true or false.',
    id: 'Option {{option}} must be an id.',
    choice: 'Option {{option}} must be one of the listed choices.',
    user: 'Option {{option}} must be a user.',
    role: 'Option {{option}} must be a role.',
    mentionable: 'Option {{option}} must be a user or a role.',
    file: 'Option {{option}} must be a file.',
    channel: 'Option {{option}} must be a channel.',
    channelKind: 'Option {{option}} must be another kind of channel.',
    tooMany: 'These options are not valid for this command.',
    chooseSubcommand: 'Choose one of the listed subcommands.',
  },
  cmd: {
    anyGame: {
      challenge: { name: 'challenge', description: 'Challenge someone to a game' },
      resign: { name: 'resign', description: 'Resign the game of this thread' },
      status: { name: 'status', description: 'Your games: whose turn, and links to their threads' },
      opponent: { name: 'opponent', description: 'Who to play' },
      level: {
        name: 'level',
        description: 'Against me (the computer): how well I play (default strong)',
        choices: { perfect: 'perfect', strong: 'strong', casual: 'casual' },
      },
      target: { name: 'target', description: 'Points to win (default 500)' },
      hints: { name: 'hints', description: 'Allow the Hint button (accepting agrees; always on against me)' },
      invite: { name: 'invite', description: 'Someone to invite by name' },
      invite2: { name: 'invite2', description: 'Someone to invite by name' },
      invite3: { name: 'invite3', description: 'Someone to invite by name' },
      pace: {
        name: 'pace',
        description: "Days per move, with a time bank (default: the server's /settings pace)",
        choices: PACE_CHOICES,
      },
    },
    abstrac: {
      name: 'abstrac',
      description: 'Abstrac, the card-taking game for two',
      variant: {
        name: 'variant',
        description: 'Which Abstrac (default classic)',
        choices: { classic: 'Classic', suits: 'Suits', unlimited: 'Unlimited', fullpack: 'Full pack' },
      },
      deals: { name: 'deals', description: 'Play this many deals instead' },
    },
    threedom: { name: 'threedom', description: 'Threedom, the nine-pile card game for two' },
    rummy: {
      name: 'rummy',
      description: 'Rummy for 2 to 6: meld sets and runs, lay off, go out first',
      new: { name: 'new', description: 'Open a Rummy table others can join' },
      target: { name: 'target', description: 'Points to win (default 100)' },
      hands: { name: 'hands', description: 'Play this many hands (with a target: whichever first)' },
    },
    away: {
      name: 'away',
      description: 'Pause your reminders and forfeit clocks in all your games for a few days',
      set: {
        name: 'set',
        description: 'Be away for some days: no reminders, no forfeits, clocks paused; ends on its own',
      },
      days: { name: 'days', description: 'How many days (each server caps days per 30)' },
      off: { name: 'off', description: "Back now: your games' clocks run again" },
    },
    export: {
      name: 'export',
      description: "This thread's game as a record file (JSON) the command line replays and draws",
    },
    games: {
      name: 'games',
      description: 'Your games in every server: your turn first, with links, waits and deadlines',
    },
    help: { name: 'help', description: 'How to play: the games and commands of this bot' },
    leaderboard: {
      name: 'leaderboard',
      description: "This server's standings: games, wins, losses, points and rating",
      game: {
        name: 'game',
        description: 'Which game (default: every game)',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rummy' },
      },
      variant: {
        name: 'variant',
        description: 'One variant, or all of them (default)',
        choices: {
          all: 'All variants',
          classic: 'Classic',
          suits: 'Suits',
          unlimited: 'Unlimited',
          fullpack: 'Full pack',
          standard: 'Standard',
        },
      },
    },
    notify: {
      name: 'notify',
      description: 'Turn notices by direct message: each turn, a daily digest, or off',
      mode: {
        name: 'mode',
        description: 'turn: a DM each time it is your turn · digest: one DM a day · off',
        choices: { turn: 'turn', digest: 'digest', off: 'off' },
      },
    },
    rules: {
      name: 'rules',
      description: 'How to play: the rules of one game',
      game: {
        name: 'game',
        description: 'Which game (default Abstrac)',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rummy' },
      },
    },
    settings: {
      name: 'settings',
      description: 'Server settings for games: reminders, forfeits, away days, challenge expiry, threads, deck',
      reminder_hours: {
        name: 'reminder_hours',
        description: 'Remind the player to move after this many hours (default 24)',
      },
      forfeit_hours: {
        name: 'forfeit_hours',
        description: 'Forfeit after this many hours without a move (default 72)',
      },
      challenge_expiry_hours: {
        name: 'challenge_expiry_hours',
        description: 'Challenges expire after this many hours (default 24)',
      },
      threads: {
        name: 'threads',
        description: 'Open games in public threads (from the challenge) or private ones',
        choices: { public: 'public', private: 'private' },
      },
      deck: {
        name: 'deck',
        description: 'Card colours in the pictures: four-colour (♦ blue, ♣ green) helps colour-blind players',
        choices: { classic: 'classic', 'four-colour': 'four-colour' },
      },
      archive: {
        name: 'archive',
        description: 'Archive and lock a game thread once its result is posted (default off)',
      },
      away_days: {
        name: 'away_days',
        description: 'Days a player may be away (/away, clocks paused) in any 30 days (default 14; 0: none)',
      },
      forced_moves: {
        name: 'forced_moves',
        description: "Play a turn with a single legal move (e.g. Abstrac's only take) for the player (default on)",
      },
      pace: {
        name: 'pace',
        description: 'New games: days per move with a time bank, unless the command names one (default untimed)',
        choices: PACE_CHOICES,
      },
      weekends_off: {
        name: 'weekends_off',
        description: "Timed games started from now on don't count Saturdays and Sundays (UTC) (default off)",
      },
      language: {
        name: 'language',
        description: "The language of new games' boards and posts (default: the server's own)",
        choices: { auto: "the server's language", ...LANGUAGE_NAMES },
      },
    },
    stats: {
      name: 'stats',
      description: "A player's record on this server (yours by default)",
      user: { name: 'user', description: 'Whose record' },
    },
    takeback: {
      name: 'takeback',
      description: 'In your game thread: ask your opponent to let you take back your last turn',
    },
  },

  /** the session layer (src/session): invitations, boards' captions, results, reminders, refusals */
  session: {
    notYourGame: "This isn't your game.",
    gameOver: 'This game is over.',
    boardChanged: 'The board has changed — use the latest message.',
    turnOf: "It's {{name}}'s turn.",
    noGame: 'There is no game in this thread any more.',
    storeDown: "I couldn't save that: the game's storage is not responding. Nothing changed; try again in a moment.",
    storeUnsure:
      "The game's storage stopped answering while saving that, so I can't tell yet whether it counted. Look at the thread in a moment, or use `/{{game}} status` here: it shows the game as saved.",
    postFailed:
      "Your move is saved, but I couldn't post the next board. Use `/{{game}} status` in this thread to show it.",
    postForbidden_one:
      "Your move is saved, but I can't post the next board in this thread: I need {{missing}}. Ask a server admin to grant it to my role, then use `/{{game}} status` here to show the board.",
    postForbidden_other:
      "Your move is saved, but I can't post the next board in this thread: I need {{missing}}. Ask a server admin to grant them to my role, then use `/{{game}} status` here to show the board.",
    openForbidden: "I can't open the game's thread here: I'm missing a permission to create threads or post in them.",
    openForbiddenAdmin:
      "I can't open the game's thread here: I'm missing a permission to create threads or post in them. Ask a server admin.",
    noThreads: 'This channel cannot hold game threads.',
    serverOnly: 'Games are played in a server channel.',
    notInThread: 'Start a game in a text channel: each game gets its own thread.',
    notHere: "Use `/{{game}} resign` in the thread of the game you're leaving.",
    resignAsk: "Resign your {{game}} game against {{others}}? This can't be undone.",
    resignLabel: 'Resign',
    keepLabel: 'Keep playing',
    resignCancelled: 'Not resigned: the game goes on.',
    resigned: 'You resigned.',
    reposted: 'The latest board was missing here: I posted it again.',
    noGames: 'You have no {{game}} game in progress. Start one with `/{{command}}`.',
    handNotYours: 'These cards are not yours: press **Your hand** on the board to see your own.',
    noHand: 'This game has no private hands.',
    notOnHand: 'That control belongs to a private hand, not to this message, so nothing changed.',
    notOnBoard: "That control belongs to the game's board, not to your private hand, so nothing changed.",
    notSeated: "You're not playing in this game.",
    staleHand: 'This hand is from an earlier turn: press **Your hand** on the latest board.',
    handLabel: 'Your hand',
    tooManyInvites_one:
      'You already have {{count}} open challenge or table: wait for answers, or withdraw one, before making another.',
    tooManyInvites_other:
      'You already have {{count}} open challenges or tables: wait for answers, or withdraw one, before making another.',
    acceptLabel: 'Accept',
    declineLabel: 'Decline',
    watchLabel: 'Watch',
    rematchLabel: 'Rematch',
    badOption: "That option isn't valid: {{path}}: {{problem}}.",
    chooseLevel: 'Choose a level among: {{levels}}.',
    levelForComputer: '`level` is for a game against me (the computer): leave it out against a person.',
    computerName: 'Computer ({{level}})',
    computerNameN: 'Computer {{n}} ({{level}})',
    onlyMove: 'the only move',
    challenge: {
      self: "You can't challenge yourself.",
      bot: "You can't challenge a bot: pick a person, or challenge me to play the computer.",
      notMember: 'They are not a member of this server, so they could not accept.',
      already: 'You and {{name}} already have a game in progress: <#{{threadId}}>.',
      gone: 'This challenge no longer exists.',
      wasAccepted: 'This challenge was already accepted.',
      wasDeclined: 'This challenge was already declined.',
      wasExpired: 'This challenge was already expired.',
      expired: 'This challenge has expired.',
      waiting: 'Waiting for {{name}} to answer.',
      forOther: 'This challenge is for {{name}}.',
      together: 'You already have a game with {{name}}: <#{{threadId}}>.',
      pending: '<@{{id}}>, {{challenger}} challenges you to {{what}}.{{note}} This challenge expires {{when}}.',
      pendingRematch:
        '<@{{id}}>, {{challenger}} asks you for a rematch of <#{{rematchOf}}>: {{what}}.{{note}} This challenge expires {{when}}.',
      accepted: "{{challenged}} accepted {{challenger}}'s challenge to {{what}}: the game is on in <#{{threadId}}>.",
      declined: "{{challenger}}'s challenge to {{challenged}} ({{what}}) was declined.",
      expiredUnanswered: "{{challenger}}'s challenge to {{challenged}} ({{what}}) expired unanswered.",
      acceptedBelow: "{{challenged}} accepted {{challenger}}'s challenge to {{what}}: the game is on below.",
    },
    lobby: {
      closed: 'This table is closed.',
      full: 'This table is full.',
      seated: "You're already at this table.",
      notSeated: "You're not at this table.",
      hostOnlyStart: 'Only the host can start.',
      hostOnlyComputer: 'Only the host can add a computer player.',
      tooFew_one: 'At least {{count}} player is needed to start.',
      tooFew_other: 'At least {{count}} players are needed to start.',
      noComputer: '{{game}} has no computer player.',
      started: '{{what}}: the game is on in <#{{threadId}}>.',
      neverStarted: '{{what}}: this table was never started.',
      closedText: '{{what}}: this table was closed.',
      invited: "{{mentions}}, you're invited. ",
      open: '{{invited}}{{host}} opened a table of {{what}}: {{players}}. It closes {{when}} unless started.',
      players_one: '{{count}} player',
      players_other: '{{count}} players',
      playersOr: '{{min}} or {{max}} players',
      playersTo: '{{min}} to {{max}} players',
      rematchOf: '🔁 Rematch of <#{{threadId}}>. {{table}}',
      joinLabel: 'Join',
      leaveLabel: 'Leave',
      addComputerLabel: 'Add computer',
      startLabel: 'Start',
    },
    computer: {
      none: '{{game}} has no computer opponent.',
      already: 'You already have a game against the computer: <#{{threadId}}>. Finish or resign it first.',
      opening: '{{name}} takes on the computer ({{level}}) at {{what}}: opening the game…',
      failed: "{{name}}'s game against the computer could not be opened.",
      started: '{{name}} is playing the computer ({{level}}) at {{what}}: the game is on in <#{{threadId}}>.',
      record: 'vs computer ({{level}}): {{games}} played, {{wins}} W / {{losses}} L · {{points}} pts',
      yourRecord: 'Your record {{record}}.',
      startedBelow: '{{name}} is playing the computer ({{level}}) at {{what}}: the game is on below.',
    },
    rematch: {
      notOver: 'This game is not over yet.',
      notPlayer: 'Only the players of this game can ask for a rematch.',
      asked: '🔁 Rematch asked: {{where}}.',
      on: 'The rematch is on in <#{{threadId}}>.',
      pending: 'A rematch of this game was asked already: {{where}}.',
      closedExpired: 'A rematch of this game was asked already, and it expired: there is one per game.',
      closedDeclined: 'A rematch of this game was asked already, and it was declined: there is one per game.',
      opening: '🔁 {{name}} takes on the computer again at {{what}}: opening the game…',
      started: '🔁 {{name}} is playing the computer again at {{what}}: the game is on in <#{{threadId}}>.',
    },
    takeback: {
      notHere: 'Use `/takeback` in the thread of your game.',
      twoPeople: 'Take-backs are for games between two people.',
      noHook: '{{game}} has no take-backs.',
      nothing: 'You have no turn to take back: only your last one, until {{name}} has moved.',
      unfinished: 'Finish your turn first: a take-back undoes a whole turn.',
      hidden: 'Your last turn showed a card that was hidden (or ended a round), so it cannot be taken back.',
      alreadyAsked: 'You already asked to take that turn back.',
      alreadyAccepted: 'Your take-back of that turn was accepted.',
      alreadyDeclined: 'Your take-back of that turn was declined.',
      alreadyWithdrawn: 'Your take-back of that turn was withdrawn.',
      asked: 'Asked: {{name}} can accept or decline in the thread.',
      request:
        '↩️ <@{{id}}>, {{name}} asks to take back their last turn. **Accept** puts the game back as it was before it; **Decline** (or playing on) keeps it.',
      movedOn: 'The game has moved on since: that turn can no longer be taken back.',
      answeredAccepted: 'This take-back was already accepted.',
      answeredDeclined: 'This take-back was already declined.',
      answeredWithdrawn: 'This take-back was already withdrawn.',
      answered: 'This take-back was already answered.',
      waiting: 'Waiting for {{name}} to answer: **Decline** withdraws your request.',
      forOther: 'This take-back is for {{name}} to answer.',
      accepted: "↩️ {{other}} accepted: {{name}}'s last turn is taken back.",
      declined: '↩️ {{other}} declined the take-back: the game goes on.',
      withdrawn: '↩️ {{name}} withdrew the take-back request.',
      lead: "↩️ {{name}}'s last turn was taken back ({{other}} agreed).",
    },
    away: {
      gone: '🏖️ {{name}} is away until {{until}}: no reminders or forfeit for them until then, and their clock is paused.',
      back: '👋 {{name}} is back: their clock runs again.',
      aPlayer: 'A player',
      someServer: 'One of your servers',
      none: '**{{server}}** allows no away time (its `/settings away_days` is 0).',
      cap: '**{{server}}** allows {{allowed}} in any {{window}} days: you have {{left}} left there.',
      awayDays_one: '{{count}} away day',
      awayDays_other: '{{count}} away days',
      days_one: '{{count}} day',
      days_other: '{{count}} days',
      notAway: "You're not away: `/away set days:` pauses your clocks.",
    },
    clock: {
      out: 'out of time',
      dh: '{{d}} d {{h}} h',
      d: '{{d}} d',
      hm: '{{h}} h {{m}} min',
      h: '{{h}} h',
      m: '{{m}} min',
      toMove: '**{{name}} {{left}}** (to move)',
      line: '⏱ {{parts}} · {{pace}}',
      perMove_one: '{{count}} day per move',
      perMove_other: '{{count}} days per move',
      perMoveWeekends_one: '{{count}} day per move, weekends off',
      perMoveWeekends_other: '{{count}} days per move, weekends off',
      reminder: "⏰ <@{{id}}>, it's your move: **{{left}}** left on your clock. At zero, you forfeit.",
      reminderBoard:
        "⏰ <@{{id}}>, it's your move: **{{left}}** left on your clock (the buttons are on the last board). At zero, you forfeit.",
      giveLabel_one: 'Give {{count}} day more',
      giveLabel_other: 'Give {{count}} days more',
      dm: '⏰ Your move in **{{game}}**: {{left}} left on your clock: {{link}}',
      noClock: 'This game has no clock running.',
      notSelf: 'You cannot give yourself time: another player can.',
      movedSince: 'A move was played since this reminder: no time needed.',
      given_one: '⏱ {{name}} was given {{count}} day more by <@{{id}}>.',
      given_other: '⏱ {{name}} was given {{count}} days more by <@{{id}}>.',
    },
    remind: {
      move: "⏰ <@{{id}}>, it's your move. If you don't play within {{hours}} h, you forfeit the game.",
      moveBoard:
        "⏰ <@{{id}}>, it's your move (the buttons are on the last board). If you don't play within {{hours}} h, you forfeit the game.",
    },
    listing: {
      yourTurn: '**your turn**',
      turnOf: "{{name}}'s turn",
      youAway: "you're away until {{until}}",
      away: '{{name}} is away until {{until}}',
      leftYours: '{{left}} left on your clock',
      leftTheirs: '{{left}} left on their clock',
      yours: 'yours {{left}}',
      waiting: 'waiting since {{since}}',
      reminder: 'reminder {{when}}',
      forfeit: 'forfeit {{when}}',
      more: '…and {{n}} more.',
      anotherServer: 'another server',
    },
    notify: {
      turn: '🃏 Your turn in **{{game}}** on **{{server}}**: {{link}}',
      turnAgainst: '🃏 Your turn in **{{game}}** against {{others}} on **{{server}}**: {{link}}',
      aServer: 'a server',
      closed:
        "📪 <@{{id}}>, I couldn't send you a turn notice: your direct messages are closed to me. I turned notices off; open your DMs and use `/notify` to have them again.",
      digest_one: "🗓️ Your daily digest: it's your turn in {{count}} game.",
      digest_other: "🗓️ Your daily digest: it's your turn in {{count}} games.",
      digestLine: '- **{{game}}** on **{{server}}**, waiting since {{since}}: {{link}}',
      digestMore: '…and {{n}} more: `/games` lists them all.',
    },
    watch: {
      playing: "You're playing in this game: <#{{threadId}}>.",
      over: 'This game is over: <#{{threadId}}> keeps its record.',
      watching:
        "👀 You're watching <#{{threadId}}> now: you see the board and every move, never a player's hand. Leave the thread to stop.",
    },
    hint: {
      off: 'Hints are off in this game: both players agree to them when the challenge is made (`hints:true`).',
      notYourTurn: "Hints are for the player to move: it's {{name}}'s turn.",
      failed: "I couldn't work out a hint just now: try again in a moment.",
      used: '💡 {{name}} used a hint.',
    },
    export: {
      notAGame: 'There is no game in this channel: use `/export` in the thread of a game.',
      noRecord: 'This {{game}} game has no record to export.',
      tooOld: 'This game began before the bot kept every move, so it has no record to export.',
      finished:
        'The record of this game: replay it with `npm run --silent cli -- replay {{file}}`, draw it with `npm run --silent cli -- render {{file}}`.',
      running:
        'The record of this game so far, as anyone watching may see it (no hidden card): `npm run --silent cli -- replay {{file}}` reads it. Export again once the game is over for the full record.',
    },
    archiveForbidden:
      "I couldn't archive and lock this thread: I need Manage Threads. A server admin can grant it to my role, or turn `/settings archive` off.",
    settings: {
      between: '`{{option}}` must be between {{min}} and {{max}} hours.',
      forfeitAfter: 'The forfeit ({{forfeit}} h) must come after the reminder ({{reminder}} h).',
    },
  },

  /** the commands' own answers (commands/, src/bot), /help */
  commands: {
    done: 'Done.',
    listSeparator: ', ',
    /** Discord's permissions as its interface names them in each language (by discord.js flag name). */
    permission: {
      ViewChannel: 'View Channel',
      ReadMessageHistory: 'Read Message History',
      SendMessages: 'Send Messages',
      SendMessagesInThreads: 'Send Messages in Threads',
      CreatePublicThreads: 'Create Public Threads',
      CreatePrivateThreads: 'Create Private Threads',
      AttachFiles: 'Attach Files',
      EmbedLinks: 'Embed Links',
      ManageThreads: 'Manage Threads',
      ManageGuild: 'Manage Server',
    },
    cannotStartIn_one:
      "I can't start a game in #{{channel}}: I need {{permissions}}. Ask a server admin to grant it to my role.",
    cannotStartIn_other:
      "I can't start a game in #{{channel}}: I need {{permissions}}. Ask a server admin to grant them to my role.",
    cannotStartHere_one:
      "I can't start a game here: I need {{permissions}}. Ask a server admin to grant it to my role.",
    cannotStartHere_other:
      "I can't start a game here: I need {{permissions}}. Ask a server admin to grant them to my role.",
    settings: {
      title: 'Game settings',
      updatedTitle: 'Game settings updated',
      reminder: 'Reminder after **{{hours}} h** without a move',
      forfeit: 'Forfeit after **{{hours}} h** without a move',
      expiry: 'Challenges expire after **{{hours}} h**',
      threads: 'Game threads are **{{threads}}**',
      deck: 'Cards are drawn in the **{{deck}}** deck',
      archived: 'Finished game threads are **archived and locked**',
      open: 'Finished game threads stay **open**',
      away_one: 'Players may be away (`{{away}}`) for **{{count}} day** in any 30 (clocks paused meanwhile)',
      away_other: 'Players may be away (`{{away}}`) for **{{count}} days** in any 30 (clocks paused meanwhile)',
      forcedWaits: "A turn with a single legal move (e.g. Abstrac's only take) **waits for the player**",
      forcedPlayed:
        "A turn with a single legal move (e.g. Abstrac's only take) is **played for the player**, and said in the thread",
      paced: 'New games are played at **{{pace}}**, with a time bank (a challenge may name another pace)',
      untimed: 'New games are **untimed** (the reminder and forfeit hours above), unless a challenge names a pace',
      weekendsOff: 'Timed games **skip weekends** (UTC)',
      everyDay: 'Timed games count **every day**',
      language: 'New games are written in **{{language}}**',
      serverLanguage: "New games are written in **the server's language** (its Community settings)",
      serverOnly: 'Settings belong to a server: use this command in one.',
      manageServer: 'Only members with the {{permission}} permission can change these settings.',
      refused_one:
        'Nothing was changed: to {{what}}, I need {{permissions}} here. Ask a server admin to grant it to my role, then try again.',
      refused_other:
        'Nothing was changed: to {{what}}, I need {{permissions}} here. Ask a server admin to grant them to my role, then try again.',
      toArchive: 'archive and lock finished game threads',
      toOpenPrivate: 'open private game threads',
      toOpenPublic: 'open public game threads',
      both: '{{first}} and {{second}}',
      hoursRange: '`{{option}}` must be between {{min}} and {{max}} hours.',
      forfeitAfterReminder: 'The forfeit ({{forfeit}} h) must come after the reminder ({{reminder}} h).',
    },
    leaderboard: {
      noGame: 'There is no such game.',
      noVariant: '{{game}} has no variant "{{variant}}".',
      allVariants: 'all variants',
      title: 'Leaderboard · {{game}} · {{variant}}',
      everyTitle: 'Leaderboard · every game',
      line_one:
        '**{{rank}}. {{name}}** · {{count}} game, {{wins}} W / {{losses}} L, {{points}} pts · rating {{rating}}',
      line_other:
        '**{{rank}}. {{name}}** · {{count}} games, {{wins}} W / {{losses}} L, {{points}} pts · rating {{rating}}',
      empty: 'No finished games yet: `{{command}}` someone!',
      ratingNote: 'Rating: starts at 1,000 and rises as results show skill (a cautious estimate).',
      you: 'You: #{{rank}} of {{of}}.',
      oneGame: "{{command}} shows one game's top {{shown}}.",
    },
    stats: {
      title: 'Stats · {{name}}',
      line_one:
        '**{{board}}**: #{{rank}} of {{of}} · {{count}} game, {{wins}} W / {{losses}} L · {{points}} pts · rating {{rating}}',
      line_other:
        '**{{board}}**: #{{rank}} of {{of}} · {{count}} games, {{wins}} W / {{losses}} L · {{points}} pts · rating {{rating}}',
      none: 'No finished games on this server yet.',
      inProgress: 'Games in progress: {{number}}.',
    },
    games: {
      none: "You have no game in progress. Start one with a game's `{{challenge}}` or `{{new}}` (see `{{help}}`).",
      head_one: '{{count}} game in progress, {{mine}} waiting for you.',
      head_other: '{{count}} games in progress, {{mine}} waiting for you.',
      away: "You're away until {{until}}: no reminders, no forfeits, clocks paused (`{{awayOff}}` to come back).",
    },
    away: {
      back_one: 'Welcome back: the clocks of your {{count}} game run again.',
      back_other: 'Welcome back: the clocks of your {{count}} games run again.',
      set_one:
        "You're away until {{until}}: no reminders or forfeits in your {{count}} game, and their clocks are paused (deadlines move on by the time away). Your opponents were told in each thread. `{{awayOff}}` ends it sooner.",
      set_other:
        "You're away until {{until}}: no reminders or forfeits in your {{count}} games, and their clocks are paused (deadlines move on by the time away). Your opponents were told in each thread. `{{awayOff}}` ends it sooner.",
    },
    notify: {
      turn: "I'll send you a direct message each time it becomes your turn in a game (one per turn, none while you're away). Keep your DMs open to me.",
      digest:
        "I'll send you one direct message a day listing the games waiting for you, the first {{when}}. Keep your DMs open to me.",
      off: 'No more turn notices by direct message.',
      choose: 'Choose {{turn}}, {{digest}} or {{off}}.',
    },
    rules: {
      title: 'Rules · {{game}}',
      none: 'No rules for that game.',
      inEnglish: 'The rules are in English.',
    },
    help: {
      title: 'Card games',
      overDaysTitle: 'Playing over days',
      commands: 'Commands',
      command: '- **{{name}}**: {{description}}',
      tables:
        'Each game is played in its own thread, at your own pace: the bot posts the table (a picture, with a description for screen readers) and buttons. In Abstrac every card is in plain view; in Threedom and Rummy your cards are in **Your hand**, a message only you see. Colour-blind players: an admin can pick the four-colour deck (`{{fourColour}}`). `{{rules}}` has the rules of each game.',
      start:
        '**Start a game**: `{{abstrac}}@friend` (variants: classic, suits, unlimited, fullpack; `{{target}}` points or a number of `{{deals}}`), `{{threedom}}@friend`, or `{{rummy}}` for a table of 2 to 6 that others join. Your friend presses **Accept**, a thread opens and it shows whose turn it is. A player who has not moved is reminded after a while and forfeits after longer (see `{{settings}}`).',
      computer:
        '**Play the computer**: `/<game> {{challenge}}@me` starts at once (at a Rummy table, **Add computer**). Levels, the same in every game: `{{casual}}`, `{{strong}}` (the default; in Threedom and Rummy a search over the cards it cannot see), and in Abstrac, where nothing is hidden, `{{perfect}}`. These games count in your record against the computer, not in the ratings.',
      hints:
        '**Hints**: the 💡 **Hint** button tells the player to move, privately, what the strong level would do and why (Abstrac: the best move by perfect play). Always on against the computer; between people only with `{{hintsOn}}` on the challenge or table (accepting agrees), and the thread is told when someone uses one. Every Abstrac deal summary ends with an analysis of the moves.',
      leaving:
        "**Leaving**: `/<game> {{resign}}` in the game's thread asks you to confirm, then resigns. In a game of three or more, a player who resigns or times out is placed last and the computer plays on in their seat. You may have up to 5 open challenges or tables at once.",
      yourGames:
        '**Your games**: `{{games}}` lists your games in every server, your turn first, with links, waits and deadlines (`/<game> {{status}}`: one game only).',
      away: '**Away**: `{{awaySet}}N` pauses your reminders and forfeits everywhere (clocks paused, opponents told; each server caps away days in any 30, `{{awayDays}}`); `{{awayOff}}` ends it. **Notices**: `{{notifyTurn}}` DMs you each time it is your turn, `{{digest}}` once a day.',
      after:
        '**After a game**: 🔁 **Rematch** on the result asks for the same game again, seats rotated (two players swap roles); the others accept, and against me it starts at once. One per game.',
      takeback:
        '**Take-backs** (two people): `{{takeback}}` in the thread, right after your turn and before your opponent moves, asks them to let you take it back. Not for a turn that showed a hidden card.',
      watching:
        '**Watching**: 👀 **Watch** on the message saying where a game is on adds you to its thread. Spectators see the board and the moves, never a hand.',
      records:
        "**Records**: `{{export}}` in a game's thread sends you its record (a JSON file): every card and move once it is over; while it runs, only what everyone watching may see. The command line replays it (`npm run cli -- replay FILE`) and draws every turn as pictures and an animated GIF (`npm run cli -- render FILE`).",
    },
  },

  /** Abstrac (src/games/abstrac): its board, controls, hints, analysis, pictures, refusals (`refuse.<code>`) */
  abstrac: {},

  /** Threedom (src/games/threedom) */
  threedom: {},

  /** Rummy (src/games/rummy): its board, hands, hints, summaries, pictures, refusals (`refuse.<code>`) */
  rummy: {
    describe: '**Rummy** ({{goal}})',
    describeHints: '**Rummy** ({{goal}}, hints allowed)',
    inviteHints: 'Hints allowed: accepting agrees that every player may ask for a hint, announced in the thread.',
    goal: {
      target: 'to {{target}}',
      hands_one: '{{count}} hand',
      hands_other: '{{count}} hands',
      both: 'to {{target}} or {{hands}}',
    },
    seat: 'seat {{n}}',
    /** "a, b and c": the separator, and the last item's join */
    list: { sep: ', ', last: '{{rest}} and {{last}}' },
    result: {
      resigned: '🏆 {{winner}} wins the game: {{loser}} resigned.',
      forfeited: '🏆 {{winner}} wins the game: {{loser}} forfeited.',
      tie: '🏆 {{names}} tie for first: each wins with {{points}} points.',
      win: '🏆 {{name}} wins the game with {{points}} points.',
    },
    status: 'Rummy, hand {{hand}} · you {{you}}, best {{best}}',
    statusToPlay: 'Rummy, hand {{hand}} · you {{you}}, best {{best}} · {{name}} to play',
    title: 'Rummy · hand {{hand}} · {{goal}}',
    boardTitle: '**Rummy** · hand {{hand}} · {{goal}}',
    /** what the seat to act may do, after "{{name}} to" and "your turn:" */
    todo: {
      drawOrTake: 'draw from the stock or take the {{card}}',
      draw: 'draw from the stock',
      play: 'meld or lay off as you like, then discard',
    },
    toDo: '{{name}} to {{todo}}',
    yourTurn: '{{mention}}, your turn: {{todo}}. Open **Your hand**.',
    lastTurn: 'Last turn: {{said}}',
    thisTurn: 'This turn: {{said}}',
    /** a turn's public steps; `sentence` puts a player's steps in a row after their name */
    note: {
      sentence: '{{name}} {{did}}.',
      stockTurned_one: 'turned the discard pile over as the new stock ({{count}} cards)',
      stockTurned_other: 'turned the discard pile over as the new stock ({{count}} cards)',
      drewStock: 'drew from the stock',
      tookDiscard: 'took the {{card}} from the discard pile',
      lastStockCard: "took the stock's last card (the stock has run out {{times}} of 3 times)",
      melded: 'melded {{cards}} (meld {{meld}})',
      laidOff: 'laid off the {{card}} on meld {{meld}}',
      discarded: 'discarded the {{card}}',
      wentOut: '**went out**',
      wentOutRummy: 'went out with a **rummy**: everyone pays double!',
      noWinner: 'The stock ran out a third time: the hand ends with no winner.',
    },
    /** the table picture's words, and its alt text */
    table: {
      dealerBadge: 'D',
      cards_one: '{{count}} card',
      cards_other: '{{count}} cards',
      points: '{{score}} pts',
      computer: 'computer',
      toDraw: 'to draw',
      toPlay: 'to play',
      stock: 'Stock {{n}}',
      stockTurned: 'Stock {{n}} (turned {{turns}}×)',
      discard: 'Discard {{n}}',
      noMelds: 'No melds yet',
      melds: 'Melds',
      sentenceAlt: '{{x}}.',
      pointsAlt_one: '{{count}} point',
      pointsAlt_other: '{{count}} points',
      toDrawAlt: 'to draw',
      toPlayAlt: 'to meld, lay off or discard',
      seatAlt: '{{name}}: {{said}}',
      dealerSeatAlt: '{{name}} (dealer): {{said}}',
      pilesAlt: 'Stock {{stock}}, discard pile {{discard}}.',
      pilesTopAlt: 'Stock {{stock}}, discard pile {{discard}} with {{card}} on top.',
      meldsAlt: 'Melds {{melds}}.',
      noMeldsAlt: 'No melds yet.',
    },
    /** a finished hand's summary: its text, picture and alt text */
    summary: {
      noWinner: 'Hand {{hand}}: the stock ran out a third time, no winner',
      wentOut: 'Hand {{hand}}: {{name}} went out',
      wentOutRummy: 'Hand {{hand}}: {{name}} went out with a rummy (double)',
      heading: '**{{title}}.**',
      pays: '{{name}} pays {{points}}',
      paidLine: '{{list}}.',
      totals: 'Totals: {{list}}',
      turned_one: 'The stock was turned over {{count}} time.',
      turned_other: 'The stock was turned over {{count}} times.',
      pips_one: '{{count}} pip',
      pips_other: '{{count}} pips',
      won: 'won {{points}}',
      paid: 'paid {{points}}',
      total: 'total {{total}}',
      out: 'out',
      alt: '{{title}}. {{seats}}.',
      seatSepAlt: '. ',
      seatWonAlt: '{{name}}: {{cards}}, {{pips}} pips, won {{points}}, total {{total}}',
      seatPaidAlt: '{{name}}: {{cards}}, {{pips}} pips, paid {{points}}, total {{total}}',
      noCardsAlt: 'no cards',
    },
    /** the private hand */
    hand: {
      headSuit_one: '**Your hand** · {{count}} card, sorted by suit',
      headSuit_other: '**Your hand** · {{count}} cards, sorted by suit',
      headRank_one: '**Your hand** · {{count}} card, sorted by rank',
      headRank_other: '**Your hand** · {{count}} cards, sorted by rank',
      sortRankLabel: 'Sort by rank',
      sortSuitLabel: 'Sort by suit',
      theirTurn: "It is {{name}}'s turn.",
      drawOrTake_one: 'Your turn: draw from the stock ({{count}} card) or take the {{card}}.',
      drawOrTake_other: 'Your turn: draw from the stock ({{count}} cards) or take the {{card}}.',
      draw_one: 'Your turn: draw from the stock ({{count}} card).',
      draw_other: 'Your turn: draw from the stock ({{count}} cards).',
      drawLabel: 'Draw from the stock',
      takeLabel: 'Take the {{card}}',
      play: 'Lay down melds and lay off cards as often as you like, then discard: tap a card below (that ends your turn).',
      taken:
        'You took the {{card}} from the discard pile (framed): you may not discard it this turn, nor meld or lay off so that only it is left, so it is not offered.',
      meldPlaceholder: 'Lay down a meld ({{count}} possible)',
      layoffPlaceholder: 'Lay off a card ({{count}} possible)',
      layoffLabel: '{{card}} on meld {{meld}}',
      discardPlaceholder: 'Discard a card (ends your turn)',
      hintLabel: 'Hint',
      handAlt: 'Your hand: {{cards}}',
      noCards: 'No cards',
      badControl: 'That control is not one of this hand.',
    },
    /** the Hint button's advice */
    hint: {
      meld: 'meld {{n}} ({{cards}})',
      takeCompletes: 'Take the {{card}} from the discard pile: it completes {{cards}}.',
      takeLaysOff: 'Take the {{card}} from the discard pile: it lays off on {{meld}}.',
      takeNear: 'Take the {{card}} from the discard pile: it goes with your {{cards}}, one card from a meld.',
      takeHand: 'Take the {{card}} from the discard pile: it goes with your hand, one card from a meld.',
      drawEmpty: 'Draw from the stock: the discard pile is empty.',
      drawBetter:
        'Draw from the stock: the {{card}} would help, but in play-outs of the unseen cards the stock does better.',
      drawNoMeld: 'Draw from the stock: the {{card}} on the discard pile makes no meld with your hand.',
      meldWhat: 'Lay down {{cards}}',
      layoffWhat: 'Lay off the {{card}} on {{meld}}',
      out: '{{what}}: it goes out.',
      outRummy: '{{what}}: it goes out with a rummy, so everyone pays double.',
      laidPoints: '{{what}}: cards on the table cost nothing, and it takes {{points}} points off your hand.',
      lastCard: 'Discard the {{card}}: it is your last card, so you go out.',
      discard: 'Discard the {{card}}: {{why}}{{keep}}.',
      alone: 'it has no pair or near card of its suit in your hand',
      aloneCostly:
        'it has no pair or near card of its suit in your hand, and it would cost you {{points}} points if someone goes out',
      closer: 'the rest of your hand is closer to melds (it only goes with {{cards}})',
      keepForRummy: '; you keep {{cards}} in hand for a chance to go out with a rummy',
      guard: 'Keep the {{card}}: {{why}}.',
      feedsMeld: 'it lays off on {{meld}}, so the next player could take it',
      feedsSeat: 'seat {{seat}} was seen to take {{cards}}, and it would complete their meld',
    },
    /** the engine's refusals, by code (src/games/rummy/engine); cards as "7♦", melds numbered from 1 */
    refuse: {
      'rummy/game-over': 'The game is over.',
      'rummy/not-a-player': 'You are not playing in this game.',
      'rummy/hand-over': 'The hand is over.',
      'rummy/not-your-turn': 'It is not your turn.',
      'rummy/not-in-hand': '{{card}} is not in your hand.',
      'rummy/keeps-taken-card':
        "That would leave only the {{card}} taken from the discard pile, which can't be discarded this turn.",
      'rummy/already-drawn': 'You already drew this turn: meld, lay off or discard.',
      'rummy/discard-empty': 'The discard pile is empty.',
      'rummy/nothing-to-draw': 'The stock and the discard pile are both empty.',
      'rummy/draw-first': 'Draw a card first, from the stock or the discard pile.',
      'rummy/not-a-meld':
        '{{cards}} is not a meld: a meld is 3 or 4 cards of one rank, or 3 or more cards in sequence in one suit (Ace low).',
      'rummy/no-such-meld': 'There is no meld {{meld}} on the table.',
      'rummy/does-not-fit': '{{card}} does not fit meld {{meld}} ({{cards}}).',
      'rummy/discard-taken-card': "You can't discard the {{card}} just taken from the discard pile.",
    },
  },

  /** leagues and tournaments */
  /** games outside servers (src/session/place.ts): DMs, group DMs, servers without the bot */
  place: {
    externalAppsOff:
      "This server's moderators turned off external apps here, so Discord shows my answers to you alone: a game can't be played in this channel. Play in a group DM with your friends, in your DM with me, or ask a server admin to add the bot to the server.",
    noTable:
      'A table others join needs the bot in the server. Here, challenge one person (`challenge`), or play me (`challenge` with me as the opponent).',
    personInBotDm:
      'Only you and I are in this DM: challenge me here (pick me as the opponent), or challenge a friend in a group DM or a server.',
    noRematch:
      "A rematch here is a new challenge: use `/{{game}} challenge` again (I can't post in a DM or group DM by myself).",
    onBelow: 'the game is on below.',
    reminder:
      "⏰ It's your move in **{{game}}**: {{link}}. If you don't play within {{hours}} h, you forfeit the game.",
    result: '🏁 **{{game}}**: {{result}} {{link}}',
    where: 'a DM or group DM',
  },

  compete: {},
};
