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
    takeback: {
      name: 'annulla',
      description: 'Nel thread della tua partita: chiedi all’avversario di poter annullare il tuo ultimo turno',
    },
  },

  session: {},

  commands: {
    done: 'Fatto.',
    listSeparator: ', ',
    permission: {
      ViewChannel: 'Visualizzare il canale',
      ReadMessageHistory: 'Leggere la cronologia dei messaggi',
      SendMessages: 'Inviare messaggi',
      SendMessagesInThreads: 'Inviare messaggi nei thread',
      CreatePublicThreads: 'Creare thread pubblici',
      CreatePrivateThreads: 'Creare thread privati',
      AttachFiles: 'Allegare file',
      EmbedLinks: 'Incorporare link',
      ManageThreads: 'Gestire i thread',
      ManageGuild: 'Gestire il server',
    },
    cannotStartIn_one:
      'Non posso iniziare una partita in #{{channel}}: mi serve {{permissions}}. Chiedi a un admin del server di darlo al mio ruolo.',
    cannotStartIn_many:
      'Non posso iniziare una partita in #{{channel}}: mi servono {{permissions}}. Chiedi a un admin del server di darli al mio ruolo.',
    cannotStartIn_other:
      'Non posso iniziare una partita in #{{channel}}: mi servono {{permissions}}. Chiedi a un admin del server di darli al mio ruolo.',
    cannotStartHere_one:
      'Non posso iniziare una partita qui: mi serve {{permissions}}. Chiedi a un admin del server di darlo al mio ruolo.',
    cannotStartHere_many:
      'Non posso iniziare una partita qui: mi servono {{permissions}}. Chiedi a un admin del server di darli al mio ruolo.',
    cannotStartHere_other:
      'Non posso iniziare una partita qui: mi servono {{permissions}}. Chiedi a un admin del server di darli al mio ruolo.',
    settings: {
      title: 'Impostazioni delle partite',
      updatedTitle: 'Impostazioni delle partite cambiate',
      reminder: 'Promemoria dopo **{{hours}} h** senza mosse',
      forfeit: 'Sconfitta a tavolino dopo **{{hours}} h** senza mosse',
      expiry: 'Le sfide scadono dopo **{{hours}} h**',
      threads: 'I thread delle partite sono **{{threads}}**',
      deck: 'Le carte sono disegnate con il mazzo **{{deck}}**',
      archived: 'I thread delle partite finite vengono **archiviati e bloccati**',
      open: 'I thread delle partite finite restano **aperti**',
      away_one:
        'I giocatori possono assentarsi (`{{away}}`) per **{{count}} giorno** ogni 30 (orologi in pausa nel frattempo)',
      away_many:
        'I giocatori possono assentarsi (`{{away}}`) per **{{count}} giorni** ogni 30 (orologi in pausa nel frattempo)',
      away_other:
        'I giocatori possono assentarsi (`{{away}}`) per **{{count}} giorni** ogni 30 (orologi in pausa nel frattempo)',
      forcedWaits: "Un turno con una sola mossa possibile (es. l'unica presa di Abstrac) **aspetta il giocatore**",
      forcedPlayed:
        "Un turno con una sola mossa possibile (es. l'unica presa di Abstrac) viene **giocato al posto del giocatore**, e detto nel thread",
      paced: 'Le nuove partite si giocano a **{{pace}}**, con una riserva di tempo (una sfida può sceglierne un altro)',
      untimed:
        'Le nuove partite sono **senza limite di tempo** (le ore di promemoria e sconfitta qui sopra), a meno che una sfida scelga un ritmo',
      weekendsOff: 'Le partite a tempo **saltano i fine settimana** (UTC)',
      everyDay: 'Le partite a tempo contano **tutti i giorni**',
      language: 'Le nuove partite sono scritte in **{{language}}**',
      serverLanguage: 'Le nuove partite sono scritte nella **lingua del server** (le sue impostazioni Community)',
      serverOnly: 'Le impostazioni appartengono a un server: usa questo comando in un server.',
      manageServer: 'Solo i membri con il permesso {{permission}} possono cambiare queste impostazioni.',
      refused_one:
        'Non è cambiato nulla: per {{what}} mi serve {{permissions}} qui. Chiedi a un admin del server di darlo al mio ruolo, poi riprova.',
      refused_many:
        'Non è cambiato nulla: per {{what}} mi servono {{permissions}} qui. Chiedi a un admin del server di darli al mio ruolo, poi riprova.',
      refused_other:
        'Non è cambiato nulla: per {{what}} mi servono {{permissions}} qui. Chiedi a un admin del server di darli al mio ruolo, poi riprova.',
      toArchive: 'archiviare e bloccare i thread delle partite finite',
      toOpenPrivate: 'aprire thread privati per le partite',
      toOpenPublic: 'aprire thread pubblici per le partite',
      both: '{{first}} e {{second}}',
      hoursRange: '`{{option}}` deve essere tra {{min}} e {{max}} ore.',
      forfeitAfterReminder: 'La sconfitta a tavolino ({{forfeit}} h) deve venire dopo il promemoria ({{reminder}} h).',
    },
    leaderboard: {
      noGame: 'Questo gioco non esiste.',
      noVariant: '{{game}} non ha la variante «{{variant}}».',
      allVariants: 'tutte le varianti',
      title: 'Classifica · {{game}} · {{variant}}',
      everyTitle: 'Classifica · tutti i giochi',
      line_one:
        '**{{rank}}. {{name}}** · {{count}} partita, {{wins}} V / {{losses}} S, {{points}} pt · punteggio {{rating}}',
      line_many:
        '**{{rank}}. {{name}}** · {{count}} partite, {{wins}} V / {{losses}} S, {{points}} pt · punteggio {{rating}}',
      line_other:
        '**{{rank}}. {{name}}** · {{count}} partite, {{wins}} V / {{losses}} S, {{points}} pt · punteggio {{rating}}',
      empty: 'Ancora nessuna partita finita: sfida qualcuno con `{{command}}`!',
      ratingNote: 'Punteggio: parte da 1.000 e sale quando i risultati mostrano abilità (una stima prudente).',
      you: 'Tu: {{rank}}° su {{of}}.',
      oneGame: '{{command}} mostra i primi {{shown}} di un gioco.',
    },
    stats: {
      title: 'Statistiche · {{name}}',
      line_one:
        '**{{board}}**: {{rank}}° su {{of}} · {{count}} partita, {{wins}} V / {{losses}} S · {{points}} pt · punteggio {{rating}}',
      line_many:
        '**{{board}}**: {{rank}}° su {{of}} · {{count}} partite, {{wins}} V / {{losses}} S · {{points}} pt · punteggio {{rating}}',
      line_other:
        '**{{board}}**: {{rank}}° su {{of}} · {{count}} partite, {{wins}} V / {{losses}} S · {{points}} pt · punteggio {{rating}}',
      none: 'Ancora nessuna partita finita su questo server.',
      inProgress: 'Partite in corso: {{number}}.',
    },
    games: {
      none: 'Non hai partite in corso. Iniziane una con `{{challenge}}` o `{{new}}` di un gioco (vedi `{{help}}`).',
      head_one: '{{count}} partita in corso, {{mine}} in attesa di te.',
      head_many: '{{count}} partite in corso, {{mine}} in attesa di te.',
      head_other: '{{count}} partite in corso, {{mine}} in attesa di te.',
      away: 'Sei assente fino a {{until}}: niente promemoria, niente sconfitte a tavolino, orologi in pausa (`{{awayOff}}` per tornare).',
    },
    away: {
      back_one: "Bentornato: l'orologio della tua {{count}} partita riparte.",
      back_many: 'Bentornato: gli orologi delle tue {{count}} partite ripartono.',
      back_other: 'Bentornato: gli orologi delle tue {{count}} partite ripartono.',
      set_one:
        "Sei assente fino a {{until}}: niente promemoria né sconfitte a tavolino nella tua {{count}} partita, e il suo orologio è in pausa (le scadenze slittano del tempo di assenza). L'avversario è stato avvisato nel thread. `{{awayOff}}` la termina prima.",
      set_many:
        'Sei assente fino a {{until}}: niente promemoria né sconfitte a tavolino nelle tue {{count}} partite, e i loro orologi sono in pausa (le scadenze slittano del tempo di assenza). Gli avversari sono stati avvisati in ogni thread. `{{awayOff}}` la termina prima.',
      set_other:
        'Sei assente fino a {{until}}: niente promemoria né sconfitte a tavolino nelle tue {{count}} partite, e i loro orologi sono in pausa (le scadenze slittano del tempo di assenza). Gli avversari sono stati avvisati in ogni thread. `{{awayOff}}` la termina prima.',
    },
    notify: {
      turn: 'Ti manderò un messaggio diretto ogni volta che tocca a te in una partita (uno per turno, nessuno mentre sei assente). Tieni aperti i tuoi DM per me.',
      digest:
        'Ti manderò un messaggio diretto al giorno con le partite che ti aspettano, il primo {{when}}. Tieni aperti i tuoi DM per me.',
      off: 'Niente più avvisi di turno per messaggio diretto.',
      choose: 'Scegli {{turn}}, {{digest}} o {{off}}.',
    },
    rules: {
      title: 'Regole · {{game}}',
      none: 'Nessuna regola per questo gioco.',
      inEnglish: 'Le regole sono in inglese.',
    },
    help: {
      title: 'Giochi di carte',
      overDaysTitle: 'Giocare nell’arco di giorni',
      commands: 'Comandi',
      command: '- **{{name}}**: {{description}}',
      tables:
        'Ogni partita si gioca nel suo thread, al tuo ritmo: il bot mostra il tavolo (un’immagine, con una descrizione per i lettori di schermo) e dei pulsanti. In Abstrac ogni carta è scoperta; in Threedom e a ramino le tue carte sono in **La tua mano**, un messaggio che vedi solo tu. Per i daltonici: un admin può scegliere il mazzo a quattro colori (`{{fourColour}}`). `{{rules}}` ha le regole di ogni gioco.',
      start:
        '**Iniziare una partita**: `{{abstrac}}@amico` (varianti: Classico, Semi, Illimitato, Mazzo intero; punti in `{{target}}` o un numero di `{{deals}}`), `{{threedom}}@amico`, oppure `{{rummy}}` per un tavolo da 2 a 6 a cui si uniscono altri. Il tuo amico preme **Accetta**, si apre un thread che mostra a chi tocca. Chi non muove riceve un promemoria dopo un po’ e perde a tavolino più tardi (vedi `{{settings}}`).',
      computer:
        '**Giocare contro il computer**: `/<gioco> {{challenge}}@me` parte subito (a un tavolo di ramino, **Aggiungi computer**). I livelli, uguali in ogni gioco: `{{casual}}`, `{{strong}}` (quello predefinito; in Threedom e a ramino una ricerca sulle carte che non vede) e, in Abstrac, dove nulla è nascosto, `{{perfect}}`. Queste partite contano nel tuo bilancio contro il computer, non nel punteggio.',
      hints:
        '**Suggerimenti**: il pulsante 💡 **Suggerimento** dice in privato a chi deve muovere cosa farebbe il livello forte e perché (Abstrac: la mossa migliore col gioco perfetto). Sempre attivo contro il computer; tra persone solo con `{{hintsOn}}` nella sfida o al tavolo (chi accetta è d’accordo), e il thread viene avvisato quando qualcuno ne usa uno. Ogni riepilogo di smazzata di Abstrac finisce con un’analisi delle mosse.',
      leaving:
        '**Abbandonare**: `/<gioco> {{resign}}` nel thread della partita chiede conferma, poi abbandona. In una partita a tre o più, chi abbandona o va oltre il tempo finisce ultimo e il computer continua al suo posto. Puoi avere fino a 5 sfide o tavoli aperti insieme.',
      yourGames:
        '**Le tue partite**: `{{games}}` elenca le tue partite in ogni server, prima quelle in cui tocca a te, con link, attese e scadenze (`/<gioco> {{status}}`: un gioco solo).',
      away: '**Assenza**: `{{awaySet}}N` mette in pausa promemoria e sconfitte a tavolino ovunque (orologi in pausa, avversari avvisati; ogni server limita i giorni di assenza ogni 30, `{{awayDays}}`); `{{awayOff}}` la termina. **Avvisi**: `{{notifyTurn}}` ti manda un DM ogni volta che tocca a te, `{{digest}}` una volta al giorno.',
      after:
        '**Dopo una partita**: 🔁 **Rivincita** sul risultato chiede la stessa partita di nuovo, con i posti ruotati (in due, i ruoli si scambiano); gli altri accettano, e contro di me parte subito. Una per partita.',
      takeback:
        '**Ritirare una mossa** (in due): `{{takeback}}` nel thread, subito dopo il tuo turno e prima che l’avversario muova, gli chiede di lasciartelo ritirare. Non per un turno che ha mostrato una carta nascosta.',
      watching:
        '**Guardare**: 👀 **Guarda** sul messaggio che dice dove si gioca una partita ti aggiunge al suo thread. Gli spettatori vedono il tavolo e le mosse, mai una mano.',
      records:
        '**Registrazioni**: `{{export}}` nel thread di una partita ti manda la sua registrazione (un file JSON): ogni carta e mossa a partita finita; mentre è in corso, solo ciò che tutti gli spettatori possono vedere. La riga di comando la rigioca (`npm run cli -- replay FILE`) e disegna ogni turno in immagini e in una GIF animata (`npm run cli -- render FILE`).',
    },
  },

  abstrac: {},

  threedom: {},

  rummy: {
    describe: '**Ramino** ({{goal}})',
    describeHints: '**Ramino** ({{goal}}, suggerimenti ammessi)',
    inviteHints:
      'Suggerimenti ammessi: accettando, accetti che ogni giocatore possa chiedere un suggerimento, annunciato nel thread.',
    goal: {
      target: 'a {{target}}',
      hands_one: '{{count}} smazzata',
      hands_many: '{{count}} smazzate',
      hands_other: '{{count}} smazzate',
      both: 'a {{target}} o {{hands}}',
    },
    seat: 'posto {{n}}',
    list: { sep: ', ', last: '{{rest}} e {{last}}' },
    result: {
      resigned: '🏆 {{winner}} vince la partita: {{loser}} ha abbandonato.',
      forfeited: '🏆 {{winner}} vince la partita: {{loser}} perde a tavolino.',
      tie: '🏆 {{names}} sono primi a pari merito: ciascuno vince con {{points}} punti.',
      win: '🏆 {{name}} vince la partita con {{points}} punti.',
    },
    status: 'Ramino, smazzata {{hand}} · tu {{you}}, migliore {{best}}',
    statusToPlay: 'Ramino, smazzata {{hand}} · tu {{you}}, migliore {{best}} · tocca a {{name}}',
    title: 'Ramino · smazzata {{hand}} · {{goal}}',
    boardTitle: '**Ramino** · smazzata {{hand}} · {{goal}}',
    todo: {
      drawOrTake: 'pescare dal tallone o prendere il {{card}}',
      draw: 'pescare dal tallone',
      play: 'calare o attaccare a piacere, poi scartare',
    },
    toDo: 'Tocca a {{name}}: {{todo}}',
    yourTurn: '{{mention}}, tocca a te: {{todo}}. Apri **La tua mano**.',
    lastTurn: 'Turno precedente: {{said}}',
    thisTurn: 'Questo turno: {{said}}',
    note: {
      sentence: '{{name}} {{did}}.',
      stockTurned_one: 'ha girato il pozzo come nuovo tallone ({{count}} carta)',
      stockTurned_many: 'ha girato il pozzo come nuovo tallone ({{count}} carte)',
      stockTurned_other: 'ha girato il pozzo come nuovo tallone ({{count}} carte)',
      drewStock: 'ha pescato dal tallone',
      tookDiscard: 'ha preso il {{card}} dal pozzo',
      lastStockCard: "ha pescato l'ultima carta del tallone (il tallone è finito {{times}} volte su 3)",
      melded: 'ha calato {{cards}} (combinazione {{meld}})',
      laidOff: 'ha attaccato il {{card}} alla combinazione {{meld}}',
      discarded: 'ha scartato il {{card}}',
      wentOut: '**ha chiuso**',
      wentOutRummy: 'ha chiuso **in mano**: tutti pagano doppio!',
      noWinner: 'Il tallone è finito per la terza volta: la smazzata finisce senza vincitore.',
    },
    table: {
      dealerBadge: 'M',
      cards_one: '{{count}} carta',
      cards_many: '{{count}} carte',
      cards_other: '{{count}} carte',
      points: '{{score}} pt',
      computer: 'computer',
      toDraw: 'pesca',
      toPlay: 'gioca',
      stock: 'Tallone {{n}}',
      stockTurned: 'Tallone {{n}} (girato {{turns}}×)',
      discard: 'Pozzo {{n}}',
      noMelds: 'Ancora nessuna combinazione',
      melds: 'Combinazioni',
      sentenceAlt: '{{x}}.',
      pointsAlt_one: '{{count}} punto',
      pointsAlt_many: '{{count}} punti',
      pointsAlt_other: '{{count}} punti',
      toDrawAlt: 'deve pescare',
      toPlayAlt: 'deve calare, attaccare o scartare',
      seatAlt: '{{name}}: {{said}}',
      dealerSeatAlt: '{{name}} (mazziere): {{said}}',
      pilesAlt: 'Tallone {{stock}}, pozzo {{discard}}.',
      pilesTopAlt: 'Tallone {{stock}}, pozzo {{discard}} con il {{card}} in cima.',
      meldsAlt: 'Combinazioni {{melds}}.',
      noMeldsAlt: 'Ancora nessuna combinazione.',
    },
    summary: {
      noWinner: 'Smazzata {{hand}}: il tallone è finito per la terza volta, nessun vincitore',
      wentOut: 'Smazzata {{hand}}: {{name}} ha chiuso',
      wentOutRummy: 'Smazzata {{hand}}: {{name}} ha chiuso in mano (doppio)',
      heading: '**{{title}}.**',
      pays: '{{name}} paga {{points}}',
      paidLine: '{{list}}.',
      totals: 'Totali: {{list}}',
      turned_one: 'Il tallone è stato girato {{count}} volta.',
      turned_many: 'Il tallone è stato girato {{count}} volte.',
      turned_other: 'Il tallone è stato girato {{count}} volte.',
      pips_one: '{{count}} punto in mano',
      pips_many: '{{count}} punti in mano',
      pips_other: '{{count}} punti in mano',
      won: 'vince {{points}}',
      paid: 'paga {{points}}',
      total: 'totale {{total}}',
      out: 'chiuso',
      alt: '{{title}}. {{seats}}.',
      seatSepAlt: '. ',
      seatWonAlt: '{{name}}: {{cards}}, {{pips}} punti in mano, vince {{points}}, totale {{total}}',
      seatPaidAlt: '{{name}}: {{cards}}, {{pips}} punti in mano, paga {{points}}, totale {{total}}',
      noCardsAlt: 'nessuna carta',
    },
    hand: {
      headSuit_one: '**La tua mano** · {{count}} carta, per seme',
      headSuit_many: '**La tua mano** · {{count}} carte, per seme',
      headSuit_other: '**La tua mano** · {{count}} carte, per seme',
      headRank_one: '**La tua mano** · {{count}} carta, per valore',
      headRank_many: '**La tua mano** · {{count}} carte, per valore',
      headRank_other: '**La tua mano** · {{count}} carte, per valore',
      sortRankLabel: 'Ordina per valore',
      sortSuitLabel: 'Ordina per seme',
      theirTurn: 'Tocca a {{name}}.',
      drawOrTake_one: 'Tocca a te: pesca dal tallone ({{count}} carta) o prendi il {{card}}.',
      drawOrTake_many: 'Tocca a te: pesca dal tallone ({{count}} carte) o prendi il {{card}}.',
      drawOrTake_other: 'Tocca a te: pesca dal tallone ({{count}} carte) o prendi il {{card}}.',
      draw_one: 'Tocca a te: pesca dal tallone ({{count}} carta).',
      draw_many: 'Tocca a te: pesca dal tallone ({{count}} carte).',
      draw_other: 'Tocca a te: pesca dal tallone ({{count}} carte).',
      drawLabel: 'Pesca dal tallone',
      takeLabel: 'Prendi il {{card}}',
      play: 'Cala combinazioni e attacca carte quante volte vuoi, poi scarta: tocca una carta qui sotto (così finisce il tuo turno).',
      taken:
        'Hai preso il {{card}} dal pozzo (incorniciato): non puoi scartarlo in questo turno, né calare o attaccare in modo che resti solo lui, quindi non è proposto.',
      meldPlaceholder: 'Cala una combinazione ({{count}} possibili)',
      layoffPlaceholder: 'Attacca una carta ({{count}} possibili)',
      layoffLabel: '{{card}} sulla combinazione {{meld}}',
      discardPlaceholder: 'Scarta una carta (finisce il tuo turno)',
      hintLabel: 'Suggerimento',
      handAlt: 'La tua mano: {{cards}}',
      noCards: 'Nessuna carta',
      badControl: 'Questo comando non è di questa mano.',
    },
    hint: {
      meld: 'la combinazione {{n}} ({{cards}})',
      takeCompletes: 'Prendi il {{card}} dal pozzo: completa {{cards}}.',
      takeLaysOff: 'Prendi il {{card}} dal pozzo: si attacca a {{meld}}.',
      takeNear: 'Prendi il {{card}} dal pozzo: va con i tuoi {{cards}}, a una carta da una combinazione.',
      takeHand: 'Prendi il {{card}} dal pozzo: va con la tua mano, a una carta da una combinazione.',
      drawEmpty: 'Pesca dal tallone: il pozzo è vuoto.',
      drawBetter:
        'Pesca dal tallone: il {{card}} aiuterebbe, ma nelle simulazioni con le carte non viste il tallone rende di più.',
      drawNoMeld: 'Pesca dal tallone: il {{card}} del pozzo non fa combinazione con la tua mano.',
      meldWhat: 'Cala {{cards}}',
      layoffWhat: 'Attacca il {{card}} a {{meld}}',
      out: '{{what}}: così chiudi.',
      outRummy: '{{what}}: così chiudi in mano, e tutti pagano doppio.',
      laidPoints: '{{what}}: le carte in tavola non costano nulla, e togli {{points}} punti dalla tua mano.',
      lastCard: 'Scarta il {{card}}: è la tua ultima carta, quindi chiudi.',
      discard: 'Scarta il {{card}}: {{why}}{{keep}}.',
      alone: 'non ha coppie né carte vicine del suo seme nella tua mano',
      aloneCostly:
        'non ha coppie né carte vicine del suo seme nella tua mano, e ti costerebbe {{points}} punti se qualcuno chiude',
      closer: 'il resto della tua mano è più vicino alle combinazioni (va solo con {{cards}})',
      keepForRummy: '; tieni {{cards}} in mano per provare a chiudere in mano',
      guard: 'Tieni il {{card}}: {{why}}.',
      feedsMeld: 'si attacca a {{meld}}, quindi il prossimo giocatore potrebbe prenderlo',
      feedsSeat: 'il posto {{seat}} ha preso {{cards}}, e completerebbe la sua combinazione',
    },
    refuse: {
      'rummy/game-over': 'La partita è finita.',
      'rummy/not-a-player': 'Non stai giocando in questa partita.',
      'rummy/hand-over': 'La smazzata è finita.',
      'rummy/not-your-turn': 'Non è il tuo turno.',
      'rummy/not-in-hand': 'Il {{card}} non è nella tua mano.',
      'rummy/keeps-taken-card':
        'Ti resterebbe solo il {{card}} preso dal pozzo, che non puoi scartare in questo turno.',
      'rummy/already-drawn': 'Hai già pescato in questo turno: cala, attacca o scarta.',
      'rummy/discard-empty': 'Il pozzo è vuoto.',
      'rummy/nothing-to-draw': 'Il tallone e il pozzo sono entrambi vuoti.',
      'rummy/draw-first': 'Prima pesca una carta, dal tallone o dal pozzo.',
      'rummy/not-a-meld':
        '{{cards}} non è una combinazione: un tris sono 3 o 4 carte dello stesso valore; una scala, 3 o più carte in fila dello stesso seme (Asso solo in basso).',
      'rummy/no-such-meld': 'Non c’è una combinazione {{meld}} in tavola.',
      'rummy/does-not-fit': 'Il {{card}} non si attacca alla combinazione {{meld}} ({{cards}}).',
      'rummy/discard-taken-card': 'Non puoi scartare il {{card}} appena preso dal pozzo.',
    },
  },

  place: {
    externalAppsOff:
      'I moderatori di questo server hanno disattivato qui le app esterne, quindi Discord mostra le mie risposte solo a te: in questo canale non si può giocare una partita. Gioca in un gruppo in DM con i tuoi amici, nei tuoi DM con me, oppure chiedi a un admin del server di aggiungere il bot.',
    noTable:
      'Un tavolo a cui si uniscono altri richiede il bot nel server. Qui sfida una persona (`challenge`) o gioca contro di me (`challenge` con me come avversario).',
    personInBotDm:
      'In questi DM ci siamo solo io e te: sfidami qui (scegli me come avversario) o sfida un amico in un gruppo in DM o in un server.',
    noRematch:
      'Qui una rivincita è una nuova sfida: usa di nuovo `/{{game}} challenge` (non posso pubblicare da solo nei DM o in un gruppo in DM).',
    onBelow: 'la partita continua qui sotto.',
    reminder: '⏰ Tocca a te in **{{game}}**: {{link}}. Se non giochi entro {{hours}} h, perdi la partita a tavolino.',
    result: '🏁 **{{game}}**: {{result}} {{link}}',
    where: 'un DM o un gruppo in DM',
  },

  compete: {},
};
