import { LANGUAGE_NAMES } from '../locales.ts';
import type { Messages } from './types.ts';

/** The paces a game may be played at (src/session/clock.ts), as its command and /settings offer them. */
const PACE_CHOICES = {
  untimed: 'senza limite',
  '1': '1 giorno per mossa',
  '2': '2 giorni per mossa',
  '3': '3 giorni per mossa',
  '5': '5 giorni per mossa',
  '7': '7 giorni per mossa',
  '14': '14 giorni per mossa',
};
/** The paces a competition may be played at: every pace but untimed. */
const { untimed: _untimed, ...TIMED_PACE_CHOICES } = PACE_CHOICES;

export const it: Messages = {
  bot: {
    noLongerValid: 'Questo pulsante non è più valido.',
    notOnMessage:
      'Quel comando non è (più) su questo messaggio, quindi non è cambiato nulla: usa il messaggio più recente.',
    noForm: 'Non ho chiesto questo modulo, quindi non è cambiato nulla.',
    notYours: 'Quel messaggio privato non è tuo, quindi non è cambiato nulla.',
    unknownCommand: 'Questo comando non è più disponibile.',
    unsupported: 'Questo tipo di interazione non è supportato.',
    restarting: 'Il bot si sta riavviando, riprova tra un momento.',
    tooFast_one: 'Lo stai facendo troppo spesso: riprova tra {{count}} secondo.',
    tooFast_many: 'Lo stai facendo troppo spesso: riprova tra {{count}} secondi.',
    tooFast_other: 'Lo stai facendo troppo spesso: riprova tra {{count}} secondi.',
    slowDown: 'Rallenta: per un po’ non risponderò alle tue richieste non valide.',
    boardChanged: 'La partita è cambiata da quando è stato mostrato: usa il messaggio più recente.',
    storeDown:
      'Non sono riuscito a raggiungere l’archivio delle partite, quindi non è cambiato nulla. Riprova tra un momento.',
    missingPermissions:
      'Discord mi nega qui un permesso che mi serve (Missing Permissions). Chiedi a un admin del server di controllare i permessi del mio ruolo in questo canale.',
    internal:
      'Qualcosa è andato storto da parte nostra. Se succede ancora, dai questo codice a chi ospita il bot: {{incident}}',
    messageGone:
      'Il messaggio che hai usato non c’è più (eliminato, o il suo thread archiviato), quindi ti rispondo qui.',
    notAnswered: 'Non sono riuscito a rispondere dove l’hai usato, quindi rispondo qui: riprova tra un momento.',
  },
  validate: {
    unknownOption: 'Opzione sconosciuta {{option}}.',
    unknownOptionUnnamed: 'Opzione sconosciuta.',
    givenTwice: 'L’opzione {{option}} è stata data due volte.',
    wrongType: 'L’opzione {{option}} ha il tipo sbagliato.',
    invalid: 'L’opzione {{option}} non è valida.',
    required: 'L’opzione {{option}} è obbligatoria.',
    between: 'L’opzione {{option}} deve essere tra {{min}} e {{max}}.',
    wholeNumber: 'L’opzione {{option}} deve essere un numero intero.',
    number: 'L’opzione {{option}} deve essere un numero.',
    text: 'L’opzione {{option}} deve essere un testo.',
    minChars_one: 'L’opzione {{option}} deve avere almeno {{count}} carattere.',
    minChars_many: 'L’opzione {{option}} deve avere almeno {{count}} caratteri.',
    minChars_other: 'L’opzione {{option}} deve avere almeno {{count}} caratteri.',
    maxChars_one: 'L’opzione {{option}} deve avere al massimo {{count}} carattere.',
    maxChars_many: 'L’opzione {{option}} deve avere al massimo {{count}} caratteri.',
    maxChars_other: 'L’opzione {{option}} deve avere al massimo {{count}} caratteri.',
    boolean: 'L’opzione {{option}} deve essere vero o falso.',
    id: 'L’opzione {{option}} deve essere un ID.',
    choice: 'L’opzione {{option}} deve essere una delle scelte proposte.',
    user: 'L’opzione {{option}} deve essere un utente.',
    role: 'L’opzione {{option}} deve essere un ruolo.',
    mentionable: 'L’opzione {{option}} deve essere un utente o un ruolo.',
    file: 'L’opzione {{option}} deve essere un file.',
    channel: 'L’opzione {{option}} deve essere un canale.',
    channelKind: 'L’opzione {{option}} deve essere un altro tipo di canale.',
    tooMany: 'Queste opzioni non sono valide per questo comando.',
    chooseSubcommand: 'Scegli uno dei sottocomandi proposti.',
  },
  cmd: {
    anyGame: {
      challenge: { name: 'sfida', description: 'Sfida qualcuno a una partita' },
      resign: { name: 'abbandona', description: 'Abbandona la partita di questo thread' },
      status: { name: 'stato', description: 'Le tue partite: a chi tocca, e i link ai loro thread' },
      opponent: { name: 'avversario', description: 'Contro chi giocare' },
      level: {
        name: 'livello',
        description: 'Contro di me (il computer): quanto bene gioco (predefinito forte)',
        choices: { perfect: 'perfetto', strong: 'forte', casual: 'rilassato' },
      },
      target: { name: 'obiettivo', description: 'Punti per vincere (predefinito 500)' },
      hints: {
        name: 'suggerimenti',
        description: 'Consenti il pulsante Suggerimento (accettare è acconsentire; sempre attivo contro di me)',
      },
      invite: { name: 'invita', description: 'Qualcuno da invitare per nome' },
      invite2: { name: 'invita2', description: 'Qualcuno da invitare per nome' },
      invite3: { name: 'invita3', description: 'Qualcuno da invitare per nome' },
      pace: {
        name: 'ritmo',
        description: 'Giorni per mossa, con riserva di tempo (predefinito: /settings del server)',
        choices: PACE_CHOICES,
      },
    },
    abstrac: {
      name: 'abstrac',
      description: 'Abstrac, il gioco di carte in due in cui si prendono carte',
      variant: {
        name: 'variante',
        description: 'Quale Abstrac (predefinito classico)',
        choices: { classic: 'Classico', suits: 'Semi', unlimited: 'Illimitato', fullpack: 'Mazzo intero' },
      },
      deals: { name: 'smazzate', description: 'Gioca invece questo numero di smazzate' },
    },
    threedom: { name: 'threedom', description: 'Threedom, il gioco di carte a nove mazzetti per due' },
    rummy: {
      name: 'ramino',
      description: 'Ramino da 2 a 6: cala tris e scale, attacca, chiudi per primo',
      new: { name: 'nuova', description: 'Apri un tavolo di ramino a cui altri possono unirsi' },
      target: { name: 'obiettivo', description: 'Punti per vincere (predefinito 100)' },
      hands: { name: 'mani', description: 'Gioca questo numero di mani (con un obiettivo: ciò che arriva prima)' },
    },
    away: {
      name: 'assente',
      description: 'Sospendi promemoria e tempi di abbandono in tutte le tue partite per qualche giorno',
      set: {
        name: 'attiva',
        description: 'Via per qualche giorno: niente promemoria né sconfitte a tavolino, tempi fermi; finisce da sé',
      },
      days: { name: 'giorni', description: 'Quanti giorni (ogni server limita i giorni ogni 30)' },
      off: { name: 'rientro', description: 'Sono tornato: i tempi delle tue partite ripartono' },
    },
    export: {
      name: 'esporta',
      description: 'La partita di questo thread come file (JSON) che la riga di comando rigioca e disegna',
    },
    games: {
      name: 'partite',
      description: 'Le tue partite in tutti i server: prima il tuo turno, con link, attese e scadenze',
    },
    help: { name: 'aiuto', description: 'Come si gioca: i giochi e i comandi di questo bot' },
    leaderboard: {
      name: 'classifica',
      description: 'La classifica del server: partite, vittorie, sconfitte, punti e punteggio',
      game: {
        name: 'gioco',
        description: 'Quale gioco (predefinito: tutti)',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Ramino' },
      },
      variant: {
        name: 'variante',
        description: 'Una variante, o tutte (predefinito)',
        choices: {
          all: 'Tutte le varianti',
          classic: 'Classico',
          suits: 'Semi',
          unlimited: 'Illimitato',
          fullpack: 'Mazzo intero',
          standard: 'Standard',
        },
      },
    },
    notify: {
      name: 'notifiche',
      description: 'Avvisi di turno in messaggio diretto: a ogni turno, un riepilogo al giorno, o spenti',
      mode: {
        name: 'modalità',
        description: 'turno: un DM ogni volta che tocca a te · riepilogo: un DM al giorno · spento',
        choices: { turn: 'turno', digest: 'riepilogo', off: 'spento' },
      },
    },
    rules: {
      name: 'regole',
      description: 'Come si gioca: le regole di un gioco',
      game: {
        name: 'gioco',
        description: 'Quale gioco (predefinito Abstrac)',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Ramino' },
      },
    },
    settings: {
      name: 'impostazioni',
      description: 'Impostazioni di gioco del server: promemoria, abbandoni, assenze, scadenza sfide, thread, mazzo',
      reminder_hours: {
        name: 'promemoria_ore',
        description: 'Ricorda al giocatore di muovere dopo queste ore (predefinito 24)',
      },
      forfeit_hours: {
        name: 'abbandono_ore',
        description: 'Sconfitta a tavolino dopo queste ore senza mosse (predefinito 72)',
      },
      challenge_expiry_hours: {
        name: 'sfida_ore',
        description: 'Le sfide scadono dopo queste ore (predefinito 24)',
      },
      threads: {
        name: 'thread',
        description: 'Apri le partite in thread pubblici (dalla sfida) o privati',
        choices: { public: 'pubblici', private: 'privati' },
      },
      deck: {
        name: 'mazzo',
        description: 'Colori delle carte nelle immagini: quattro colori (♦ blu, ♣ verde) aiuta i daltonici',
        choices: { classic: 'classico', 'four-colour': 'quattro colori' },
      },
      archive: {
        name: 'archivia',
        description: 'Archivia e blocca il thread di una partita quando il risultato è pubblicato (predefinito no)',
      },
      away_days: {
        name: 'assenza_giorni',
        description: 'Giorni di assenza permessi ogni 30 giorni (/away, tempi fermi; predefinito 14; 0: nessuno)',
      },
      forced_moves: {
        name: 'mosse_forzate',
        description: 'Gioca per il giocatore un turno con una sola mossa valida (predefinito sì)',
      },
      pace: {
        name: 'ritmo',
        description: 'Nuove partite: giorni per mossa con riserva, se il comando non ne indica uno (predef.: senza)',
        choices: PACE_CHOICES,
      },
      weekends_off: {
        name: 'weekend_liberi',
        description: "Le partite a tempo iniziate d'ora in poi non contano sabato e domenica (UTC) (predef.: no)",
      },
      language: {
        name: 'lingua',
        description: 'Lingua dei tavoli e dei messaggi delle nuove partite (predefinita: quella del server)',
        choices: { auto: 'lingua del server', ...LANGUAGE_NAMES },
      },
    },
    stats: {
      name: 'statistiche',
      description: 'Il bilancio di un giocatore su questo server (il tuo di predefinito)',
      user: { name: 'giocatore', description: 'Il bilancio di chi' },
    },
    league: {
      name: 'lega',
      description: 'La lega del server: divisioni per punteggio, stagioni di settimane, promozioni e retrocessioni',
      new: { name: 'nuova', description: 'Apri una stagione di lega alle iscrizioni (Gestisci server)' },
      game: {
        name: 'gioco',
        description: 'Quale gioco',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Ramino' },
      },
      pace: {
        name: 'ritmo',
        description: 'Giorni per mossa di ogni partita, con una riserva di tempo',
        choices: TIMED_PACE_CHOICES,
      },
      weeks: { name: 'settimane', description: 'Settimane per stagione' },
      divisions: {
        name: 'divisioni',
        description: 'Quante divisioni (da 4 a 8 giocatori ciascuna, se il numero lo consente)',
      },
      starts: {
        name: 'inizio',
        description: 'Quando chiudono le iscrizioni e inizia la stagione: in 2h, 3d, 2026-12-01 18:00 (UTC)',
      },
      join: { name: 'partecipa', description: 'Iscriviti alla stagione di lega aperta di questo server' },
      leave: { name: 'esci', description: 'Esci (prima dell’inizio) o ritirati dalla tua lega' },
      standings: { name: 'classifica', description: 'Le classifiche della lega, divisione per divisione' },
    },
    tournament: {
      name: 'torneo',
      description: 'Tornei: svizzero, girone all’italiana o eliminazione, ogni partita nel suo thread',
      new: { name: 'nuovo', description: 'Apri un torneo alle iscrizioni (Gestisci server)' },
      game: {
        name: 'gioco',
        description: 'Quale gioco',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Ramino' },
      },
      format: {
        name: 'formato',
        description: 'Come vengono abbinati i giocatori',
        choices: { swiss: 'Sistema svizzero', 'round-robin': 'Girone all’italiana', knockout: 'Eliminazione diretta' },
      },
      pace: {
        name: 'ritmo',
        description: 'Giorni per mossa di ogni partita, con una riserva di tempo',
        choices: TIMED_PACE_CHOICES,
      },
      starts: {
        name: 'inizio',
        description: 'Quando chiudono le iscrizioni e inizia il turno 1: in 2h, 3d, 2026-12-01 18:00 (UTC)',
      },
      rounds: { name: 'turni', description: 'Svizzero: quanti turni (predefinito: abbastanza per un vincitore)' },
      table: { name: 'tavolo', description: 'Posti per partita (predefinito 2; di più per il ramino, per classifica)' },
      leave: { name: 'esci', description: 'Lascia il torneo a cui ti sei iscritto qui (dopo l’inizio: ritirati)' },
      standings: { name: 'classifica', description: 'La classifica del torneo (di questo thread o l’ultimo)' },
      list: { name: 'elenco', description: 'I tornei di questo server' },
    },
    takeback: {
      name: 'annulla',
      description: 'Nel thread della tua partita: chiedi all’avversario di poter annullare il tuo ultimo turno',
    },
  },

  session: {},

  commands: {},

  abstrac: {},

  threedom: {},

  rummy: {},

  compete: {
    title: 'Torneo di {{game}}',
    format: {
      swiss: 'sistema svizzero',
      'round-robin': 'girone all’italiana',
      knockout: 'eliminazione diretta',
      league: 'lega',
    },
    signup:
      '🏆 **{{title}}** · {{format}} · {{pace}}\nInizia {{when}}: premi Partecipa per giocare (Esci per ritirarti prima dell’inizio).\nGiocatori ({{count}}): {{names}}',
    signupClosed: 'Le iscrizioni sono chiuse: il torneo è iniziato.',
    cancelled: 'Annullato: troppo pochi iscritti ({{count}}).',
    cancelledPost: '🏆 **{{title}}** è stato annullato: troppo pochi iscritti ({{count}}).',
    joinLabel: 'Partecipa',
    leaveLabel: 'Esci',
    more: '… e altri {{count}}',
    serverOnly: 'I tornei appartengono a un server: usa questo comando in uno.',
    notInThread: 'Usalo in un canale, non in un thread: ogni partita ha il suo thread.',
    adminOnly: 'Solo i membri con il permesso Gestisci server possono creare tornei.',
    badStart:
      'Non ho capito l’orario d’inizio: scrivi `in 2h`, `3d`, `90m`, `2026-12-01 18:00` (UTC) o un timestamp di Discord.',
    startRange: 'L’inizio deve essere tra adesso e fra 60 giorni.',
    tableSeats: '{{game}} si gioca da {{min}} a {{max}}: scegli una dimensione del tavolo in questo intervallo.',
    tablesSwissOnly: 'I tavoli con più di due giocatori sono formati per classifica: usa il sistema svizzero.',
    gone: 'Questo torneo non esiste più.',
    closed: 'Le iscrizioni a questo torneo sono chiuse.',
    closedUseLeave: 'Il torneo è iniziato: usa `/tournament leave` per ritirarti.',
    already: 'Sei già in **{{title}}**.',
    full: 'Questo torneo è al completo ({{max}} giocatori).',
    joined: 'Ti sei iscritto a **{{title}}**. Inizia {{when}}; le tue partite si apriranno nei loro thread.',
    notIn: 'Non sei in questo torneo.',
    left: 'Hai lasciato **{{title}}**.',
    withdrew: 'Ti sei ritirato da **{{title}}**: non verrai più abbinato.',
    withdrewResigned:
      'Ti sei ritirato da **{{title}}**: non verrai più abbinato e la tua partita in corso è stata abbandonata.',
    noneToLeave: 'Non sei in nessun torneo aperto di questo server.',
    started: '🏆 **{{title}}** è iniziato con {{count}} giocatori, {{rounds}} turni: il turno 1 è in corso.',
    byes: 'Riposo in questo turno (un punto): {{names}}',
    table: '🏆 {{title}} · turno {{round}}, tavolo {{table}}: {{players}}',
    threadName: '{{game}} T{{round}} Tav{{table}}: {{players}}',
    after: '🏆 **{{title}}** · classifica dopo il turno {{round}} di {{rounds}}',
    final: '🏆 **{{title}}** è finito · classifica finale · vincitore: {{winner}}',
    nextRound: 'Il turno {{round}} è in corso: le tue partite sono nei loro thread.',
    row: '{{rank}}. {{name}} · {{points}} pt · Buchholz {{buchholz}} · {{wins}}-{{draws}}-{{losses}}',
    withdrawnMark: '(ritirato)',
    colPlayer: 'Giocatore',
    colPoints: 'Punti',
    colBuchholz: 'Buchholz',
    colRecord: 'V-P-S',
    none: 'Ancora nessun torneo qui: un admin ne crea uno con `/tournament new`.',
    listLine: '**{{title}}** · {{format}} · {{pace}} · giocatori: {{count}} · {{status}}',
    leagueTitle: 'Lega di {{game}}, stagione {{season}}',
    leagueStarted:
      '🏆 **{{title}}** è iniziata (giocatori: {{count}}, divisioni: {{divisions}}): tutte le partite sono aperte, ognuna nel suo thread.',
    division: 'Divisione {{division}}',
    weekly: '🏆 **{{title}}** · classifica, settimana {{week}}',
    leagueFinal: '🏆 **{{title}}** è finita · classifiche finali',
    nextSeason:
      '🏆 **{{title}}** inizia ora con gli stessi giocatori: tutte le partite sono aperte, ognuna nel suo thread.',
    promoted: '⬆️ Salgono in divisione {{division}}: {{names}}',
    relegated: '⬇️ Scendono in divisione {{division}}: {{names}}',
    noLeague: 'Qui non c’è una lega a cui iscriversi: un admin ne apre una con `/league new`.',
    status: {
      signup: 'inizia {{when}}',
      running: 'turno {{round}} di {{rounds}}',
      finished: 'concluso',
      cancelled: 'annullato',
    },
  },
};
