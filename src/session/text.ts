/** Every player-facing sentence of the session layer, in one place. Games keep theirs in their module. */
export const TEXT = {
  notYourGame: "This isn't your game.",
  gameOver: 'This game is over.',
  boardChanged: 'The board has changed — use the latest message.',
  turnOf: (name: string) => `It's ${name}'s turn.`,
  noGame: 'There is no game in this thread any more.',
  storeDown: "I couldn't save that: the game's storage is not responding. Nothing changed; try again in a moment.",
  storeUnsure:
    "The game's storage stopped answering while saving that, so I can't tell yet whether it counted. Look at the thread in a moment, or use `/{game} status` here: it shows the game as saved.",
  postFailed: (game: string) =>
    `Your move is saved, but I couldn't post the next board. Use \`/${game} status\` in this thread to show it.`,
  postForbidden: (missing: string, game: string, n: number) =>
    `Your move is saved, but I can't post the next board in this thread: I need ${missing}. Ask a server admin to grant ${n === 1 ? 'it' : 'them'} to my role, then use \`/${game} status\` here to show the board.`,
  openForbidden: (hint: string) =>
    `I can't open the game's thread here: I'm missing a permission to create threads or post in them.${hint}`,
  serverOnly: 'Games are played in a server channel.',
  notInThread: 'Start a game in a text channel: each game gets its own thread.',
  notHere: (game: string) => `Use \`/${game} resign\` in the thread of the game you're leaving.`,
  resignAsk: (what: string) => `Resign ${what}? This can't be undone.`,
  resignCancelled: 'Not resigned: the game goes on.',
  resigned: 'You resigned.',
  handNotYours: 'These cards are not yours: press **Your hand** on the board to see your own.',
  noHand: 'This game has no private hands.',
  notOnHand: 'That control belongs to a private hand, not to this message, so nothing changed.',
  notOnBoard: "That control belongs to the game's board, not to your private hand, so nothing changed.",
  notSeated: "You're not playing in this game.",
  tooManyInvites: (n: number) =>
    `You already have ${n} open challenges or tables: wait for answers, or withdraw one, before making another.`,
} as const;

/** A Discord timestamp (`R` relative, `f` date and time), shown in each reader's own time zone. */
export const stamp = (ms: number, style: 'R' | 'f' = 'R') => `<t:${Math.floor(ms / 1000)}:${style}>`;

/** A link to a game's thread that works from any server or a DM. */
export const jumpLink = (guildId: string, threadId: string) => `https://discord.com/channels/${guildId}/${threadId}`;
