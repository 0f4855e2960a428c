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
/** The paces a competition may be played at: every pace but untimed. */
const { untimed: _untimed, ...TIMED_PACE_CHOICES } = PACE_CHOICES;

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
    league: {
      name: 'league',
      description: "The server's league: divisions by rating, a season of weeks, promotion and relegation",
      new: { name: 'new', description: 'Open a league season for sign-up (Manage Server)' },
      game: {
        name: 'game',
        description: 'Which game',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rummy' },
      },
      pace: { name: 'pace', description: 'Days per move of every game, with a time bank', choices: TIMED_PACE_CHOICES },
      weeks: { name: 'weeks', description: 'Weeks in a season' },
      divisions: {
        name: 'divisions',
        description: 'How many divisions (each of 4 to 8 players where the count allows)',
      },
      starts: {
        name: 'starts',
        description: 'When sign-up ends and the season starts: in 2h, 3d, 2026-12-01 18:00 (UTC)',
      },
      join: { name: 'join', description: "Join this server's league season open for sign-up" },
      leave: { name: 'leave', description: 'Leave (before the start) or withdraw from your league' },
      standings: { name: 'standings', description: "The league's tables, division by division" },
    },
    tournament: {
      name: 'tournament',
      description: 'Tournaments: Swiss, round robin or knockout, each game in its own thread',
      new: { name: 'new', description: 'Open a tournament for sign-up (Manage Server)' },
      game: {
        name: 'game',
        description: 'Which game',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rummy' },
      },
      format: {
        name: 'format',
        description: 'How players are paired',
        choices: { swiss: 'Swiss', 'round-robin': 'Round robin', knockout: 'Knockout' },
      },
      pace: { name: 'pace', description: 'Days per move of every game, with a time bank', choices: TIMED_PACE_CHOICES },
      starts: {
        name: 'starts',
        description: 'When sign-up ends and round 1 starts: in 2h, 3d, 2026-12-01 18:00 (UTC)',
      },
      rounds: { name: 'rounds', description: 'Swiss: how many rounds (default: enough for a winner)' },
      table: { name: 'table', description: 'Seats per game (default 2; more for Rummy, seated by standings)' },
      leave: { name: 'leave', description: 'Leave the tournament you joined here (after the start: withdraw)' },
      standings: { name: 'standings', description: "The tournament's standings (this thread's, or the latest)" },
      list: { name: 'list', description: "This server's tournaments" },
    },
    takeback: {
      name: 'takeback',
      description: 'In your game thread: ask your opponent to let you take back your last turn',
    },
  },

  /** the session layer (src/session): invitations, boards' captions, results, reminders, refusals */
  session: {},

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
  compete: {
    title: '{{game}} tournament',
    format: { swiss: 'Swiss', 'round-robin': 'round robin', knockout: 'knockout', league: 'league' },
    signup:
      '🏆 **{{title}}** · {{format}} · {{pace}}\nStarts {{when}}: press Join to play (Leave to drop out before the start).\nPlayers ({{count}}): {{names}}',
    signupClosed: 'Sign-up is closed: the tournament is on.',
    cancelled: 'Cancelled: too few players signed up ({{count}}).',
    cancelledPost: '🏆 **{{title}}** was cancelled: too few players signed up ({{count}}).',
    joinLabel: 'Join',
    leaveLabel: 'Leave',
    more: '… and {{count}} more',
    serverOnly: 'Tournaments belong to a server: use this command in one.',
    notInThread: 'Use this in a channel, not a thread: each game gets a thread of its own.',
    adminOnly: 'Only members with the Manage Server permission can create tournaments.',
    badStart:
      "I couldn't read that start time: write `in 2h`, `3d`, `90m`, `2026-12-01 18:00` (UTC) or a Discord timestamp.",
    startRange: 'The start must be between now and 60 days from now.',
    tableSeats: '{{game}} is played by {{min}} to {{max}}: choose a table size in that range.',
    tablesSwissOnly: 'Tables of more than two are seated by standings: use the Swiss format for them.',
    gone: 'This tournament no longer exists.',
    closed: 'Sign-up for this tournament is closed.',
    closedUseLeave: 'The tournament has started: use `/tournament leave` to withdraw.',
    already: "You're already in **{{title}}**.",
    full: 'This tournament is full ({{max}} players).',
    joined: 'You joined **{{title}}**. It starts {{when}}; your games will open in their own threads.',
    notIn: "You're not in this tournament.",
    left: 'You left **{{title}}**.',
    withdrew: 'You withdrew from **{{title}}**: you will not be paired again.',
    withdrewResigned:
      'You withdrew from **{{title}}**: you will not be paired again, and your game in progress was resigned.',
    noneToLeave: "You're in no open tournament of this server.",
    started: '🏆 **{{title}}** has started with {{count}} players, {{rounds}} rounds: round 1 is on.',
    byes: 'Bye this round (a point): {{names}}',
    table: '🏆 {{title}} · round {{round}}, table {{table}}: {{players}}',
    threadName: '{{game}} R{{round}} T{{table}}: {{players}}',
    after: '🏆 **{{title}}** · standings after round {{round}} of {{rounds}}',
    final: '🏆 **{{title}}** is over · final standings · winner: {{winner}}',
    nextRound: 'Round {{round}} is on: your games are in their threads.',
    row: '{{rank}}. {{name}} · {{points}} pts · Buchholz {{buchholz}} · {{wins}}-{{draws}}-{{losses}}',
    withdrawnMark: '(withdrew)',
    colPlayer: 'Player',
    colPoints: 'Points',
    colBuchholz: 'Buchholz',
    colRecord: 'W-D-L',
    none: 'No tournament here yet: an admin starts one with `/tournament new`.',
    listLine: '**{{title}}** · {{format}} · {{pace}} · players: {{count}} · {{status}}',
    leagueTitle: '{{game}} league, season {{season}}',
    leagueStarted:
      '🏆 **{{title}}** has started (players: {{count}}, divisions: {{divisions}}): every game is open now, each in its thread.',
    division: 'Division {{division}}',
    weekly: '🏆 **{{title}}** · standings, week {{week}}',
    leagueFinal: '🏆 **{{title}}** is over · final tables',
    nextSeason: '🏆 **{{title}}** starts now with the same players: every game is open, each in its thread.',
    promoted: '⬆️ Up to division {{division}}: {{names}}',
    relegated: '⬇️ Down to division {{division}}: {{names}}',
    noLeague: 'No league here to join: an admin opens one with `/league new`.',
    status: {
      signup: 'starts {{when}}',
      running: 'round {{round}} of {{rounds}}',
      finished: 'finished',
      cancelled: 'cancelled',
    },
  },
};
