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
  commands: {},

  /** Abstrac (src/games/abstrac): its board, controls, hints, analysis, pictures, refusals (`refuse.<code>`) */
  abstrac: {},

  /** Threedom (src/games/threedom) */
  threedom: {},

  /** Rummy (src/games/rummy) */
  rummy: {},

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
