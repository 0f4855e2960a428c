import { LANGUAGE_NAMES } from '../locales.ts';
import type { Messages } from './types.ts';

/** The paces a game may be played at (src/session/clock.ts), as its command and /settings offer them. */
const PACE_CHOICES = {
  untimed: 'sans limite',
  '1': '1 jour par coup',
  '2': '2 jours par coup',
  '3': '3 jours par coup',
  '5': '5 jours par coup',
  '7': '7 jours par coup',
  '14': '14 jours par coup',
};

export const fr: Messages = {
  bot: {
    noLongerValid: "Ce bouton n'est plus valable.",
    notOnMessage:
      "Cette commande n'est pas (ou plus) sur ce message, donc rien n'a changé : utilise le dernier message.",
    noForm: "Je n'ai pas demandé ce formulaire, donc rien n'a changé.",
    notYours: "Ce message privé n'est pas le tien, donc rien n'a changé.",
    unknownCommand: "Cette commande n'est plus disponible.",
    unsupported: "Ce type d'interaction n'est pas pris en charge.",
    restarting: 'Le bot redémarre, réessaie dans un instant.',
    tooFast_one: 'Tu fais ça trop souvent : réessaie dans {{count}} seconde.',
    tooFast_many: 'Tu fais ça trop souvent : réessaie dans {{count}} secondes.',
    tooFast_other: 'Tu fais ça trop souvent : réessaie dans {{count}} secondes.',
    slowDown: 'Doucement : je ne répondrai plus à tes demandes invalides pendant un moment.',
    boardChanged: 'La partie a changé depuis cet affichage : utilise le dernier message.',
    storeDown: "Je n'ai pas pu joindre le stockage des parties, donc rien n'a changé. Réessaie dans un instant.",
    missingPermissions:
      "Discord me refuse ici une permission dont j'ai besoin (Missing Permissions). Demande à un admin du serveur de vérifier les permissions de mon rôle dans ce salon.",
    internal:
      "Un problème est survenu de notre côté. Si cela se reproduit, donne ce code à l'hébergeur du bot : {{incident}}",
    messageGone: "Le message que tu as utilisé n'existe plus (supprimé, ou son fil archivé), alors je te réponds ici.",
    notAnswered: "Je n'ai pas pu répondre là où tu l'as utilisé, alors je réponds ici : réessaie dans un instant.",
  },
  validate: {
    unknownOption: 'Option inconnue {{option}}.',
    unknownOptionUnnamed: 'Option inconnue.',
    givenTwice: "L'option {{option}} a été donnée deux fois.",
    wrongType: "L'option {{option}} n'a pas le bon type.",
    invalid: "L'option {{option}} n'est pas valide.",
    required: "L'option {{option}} est obligatoire.",
    between: "L'option {{option}} doit être comprise entre {{min}} et {{max}}.",
    wholeNumber: "L'option {{option}} doit être un nombre entier.",
    number: "L'option {{option}} doit être un nombre.",
    text: "L'option {{option}} doit être du texte.",
    minChars_one: "L'option {{option}} doit faire au moins {{count}} caractère.",
    minChars_many: "L'option {{option}} doit faire au moins {{count}} caractères.",
    minChars_other: "L'option {{option}} doit faire au moins {{count}} caractères.",
    maxChars_one: "L'option {{option}} doit faire au plus {{count}} caractère.",
    maxChars_many: "L'option {{option}} doit faire au plus {{count}} caractères.",
    maxChars_other: "L'option {{option}} doit faire au plus {{count}} caractères.",
    boolean: "L'option {{option}} doit être vrai ou faux.",
    id: "L'option {{option}} doit être un identifiant.",
    choice: "L'option {{option}} doit être l'un des choix proposés.",
    user: "L'option {{option}} doit être un membre.",
    role: "L'option {{option}} doit être un rôle.",
    mentionable: "L'option {{option}} doit être un membre ou un rôle.",
    file: "L'option {{option}} doit être un fichier.",
    channel: "L'option {{option}} doit être un salon.",
    channelKind: "L'option {{option}} doit être un autre type de salon.",
    tooMany: 'Ces options ne conviennent pas à cette commande.',
    chooseSubcommand: 'Choisis une des sous-commandes proposées.',
  },
  cmd: {
    anyGame: {
      challenge: { name: 'défier', description: 'Défier quelqu’un pour une partie' },
      resign: { name: 'abandonner', description: 'Abandonner la partie de ce fil' },
      status: { name: 'statut', description: 'Tes parties : à qui le tour, et les liens vers leurs fils' },
      opponent: { name: 'adversaire', description: 'Contre qui jouer' },
      level: {
        name: 'niveau',
        description: 'Contre moi (l’ordinateur) : à quel niveau je joue (par défaut fort)',
        choices: { perfect: 'parfait', strong: 'fort', casual: 'détendu' },
      },
      target: { name: 'objectif', description: 'Points pour gagner (par défaut 500)' },
      hints: {
        name: 'indices',
        description: 'Autoriser le bouton Indice (accepter vaut accord ; toujours actif contre moi)',
      },
      invite: { name: 'inviter', description: 'Quelqu’un à inviter nommément' },
      invite2: { name: 'inviter2', description: 'Quelqu’un à inviter nommément' },
      invite3: { name: 'inviter3', description: 'Quelqu’un à inviter nommément' },
      pace: {
        name: 'rythme',
        description: 'Jours par coup, avec une réserve de temps (par défaut : /settings du serveur)',
        choices: PACE_CHOICES,
      },
    },
    abstrac: {
      name: 'abstrac',
      description: 'Abstrac, le jeu de cartes à deux où l’on prend des cartes',
      variant: {
        name: 'variante',
        description: 'Quel Abstrac (par défaut classique)',
        choices: { classic: 'Classique', suits: 'Couleurs', unlimited: 'Illimité', fullpack: 'Jeu complet' },
      },
      deals: { name: 'donnes', description: 'Jouer plutôt ce nombre de donnes' },
    },
    threedom: { name: 'threedom', description: 'Threedom, le jeu de cartes à neuf tas pour deux' },
    rummy: {
      name: 'rami',
      description: 'Rami de 2 à 6 : poser brelans et suites, compléter, finir le premier',
      new: { name: 'nouvelle', description: 'Ouvrir une table de rami que d’autres peuvent rejoindre' },
      target: { name: 'objectif', description: 'Points pour gagner (par défaut 100)' },
      hands: { name: 'manches', description: 'Jouer ce nombre de manches (avec un objectif : le premier atteint)' },
    },
    away: {
      name: 'absent',
      description: 'Suspendre rappels et délais d’abandon de toutes tes parties pendant quelques jours',
      set: {
        name: 'activer',
        description: 'Absent quelques jours : ni rappels ni forfaits, délais suspendus ; finit tout seul',
      },
      days: { name: 'jours', description: 'Combien de jours (chaque serveur limite les jours par 30)' },
      off: { name: 'retour', description: 'De retour : les délais de tes parties reprennent' },
    },
    export: {
      name: 'exporter',
      description: 'La partie de ce fil en fichier (JSON) que la ligne de commande rejoue et dessine',
    },
    games: {
      name: 'parties',
      description: 'Tes parties sur tous les serveurs : ton tour d’abord, avec liens, attentes et délais',
    },
    help: { name: 'aide', description: 'Comment jouer : les jeux et les commandes de ce bot' },
    leaderboard: {
      name: 'classement',
      description: 'Le classement du serveur : parties, victoires, défaites, points et cote',
      game: {
        name: 'jeu',
        description: 'Quel jeu (par défaut : tous)',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rami' },
      },
      variant: {
        name: 'variante',
        description: 'Une variante, ou toutes (par défaut)',
        choices: {
          all: 'Toutes les variantes',
          classic: 'Classique',
          suits: 'Couleurs',
          unlimited: 'Illimité',
          fullpack: 'Jeu complet',
          standard: 'Standard',
        },
      },
    },
    notify: {
      name: 'notifications',
      description: 'Avis de tour par message privé : à chaque tour, un résumé quotidien, ou rien',
      mode: {
        name: 'mode',
        description: 'tour : un MP à chaque tour · résumé : un MP par jour · désactivé',
        choices: { turn: 'tour', digest: 'résumé', off: 'désactivé' },
      },
    },
    rules: {
      name: 'règles',
      description: 'Comment jouer : les règles d’un jeu',
      game: {
        name: 'jeu',
        description: 'Quel jeu (par défaut Abstrac)',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rami' },
      },
    },
    settings: {
      name: 'paramètres',
      description: 'Paramètres de jeu du serveur : rappels, forfaits, absences, expiration des défis, fils, cartes',
      reminder_hours: {
        name: 'rappel_heures',
        description: 'Rappeler au joueur de jouer après ce nombre d’heures (par défaut 24)',
      },
      forfeit_hours: {
        name: 'forfait_heures',
        description: 'Forfait après ce nombre d’heures sans coup (par défaut 72)',
      },
      challenge_expiry_hours: {
        name: 'défi_heures',
        description: 'Les défis expirent après ce nombre d’heures (par défaut 24)',
      },
      threads: {
        name: 'fils',
        description: 'Ouvrir les parties dans des fils publics (depuis le défi) ou privés',
        choices: { public: 'publics', private: 'privés' },
      },
      deck: {
        name: 'cartes',
        description: 'Couleurs des cartes dans les images : quatre couleurs (♦ bleu, ♣ vert) aide les daltoniens',
        choices: { classic: 'classique', 'four-colour': 'quatre couleurs' },
      },
      archive: {
        name: 'archiver',
        description: 'Archiver et verrouiller le fil d’une partie une fois son résultat publié (désactivé par défaut)',
      },
      away_days: {
        name: 'absence_jours',
        description: 'Jours d’absence permis sur 30 jours (/away, délais suspendus ; par défaut 14 ; 0 : aucun)',
      },
      forced_moves: {
        name: 'coups_forcés',
        description: 'Jouer pour le joueur un tour qui n’a qu’un seul coup légal (activé par défaut)',
      },
      pace: {
        name: 'rythme',
        description: 'Nouvelles parties : jours par coup avec réserve, sauf si la commande en donne (défaut : sans)',
        choices: PACE_CHOICES,
      },
      weekends_off: {
        name: 'weekends_libres',
        description: 'Les parties chronométrées à venir ne comptent ni samedi ni dimanche (UTC) (défaut : non)',
      },
      language: {
        name: 'langue',
        description: 'Langue des plateaux et messages des nouvelles parties (par défaut : celle du serveur)',
        choices: { auto: 'langue du serveur', ...LANGUAGE_NAMES },
      },
    },
    stats: {
      name: 'stats',
      description: 'Le bilan d’un joueur sur ce serveur (le tien par défaut)',
      user: { name: 'joueur', description: 'Le bilan de qui' },
    },
    takeback: {
      name: 'reprendre',
      description: 'Dans le fil de ta partie : demander à ton adversaire de reprendre ton dernier tour',
    },
  },

  session: {},

  commands: {
    done: 'Fait.',
    listSeparator: ', ',
    permission: {
      ViewChannel: 'Voir le salon',
      ReadMessageHistory: 'Voir les anciens messages',
      SendMessages: 'Envoyer des messages',
      SendMessagesInThreads: 'Envoyer des messages dans les fils',
      CreatePublicThreads: 'Créer des fils publics',
      CreatePrivateThreads: 'Créer des fils privés',
      AttachFiles: 'Joindre des fichiers',
      EmbedLinks: 'Intégrer des liens',
      ManageThreads: 'Gérer les fils',
      ManageGuild: 'Gérer le serveur',
    },
    cannotStartIn_one:
      "Je ne peux pas lancer de partie dans #{{channel}} : il me faut {{permissions}}. Demande à un admin du serveur de l'accorder à mon rôle.",
    cannotStartIn_many:
      'Je ne peux pas lancer de partie dans #{{channel}} : il me faut {{permissions}}. Demande à un admin du serveur de les accorder à mon rôle.',
    cannotStartIn_other:
      'Je ne peux pas lancer de partie dans #{{channel}} : il me faut {{permissions}}. Demande à un admin du serveur de les accorder à mon rôle.',
    cannotStartHere_one:
      "Je ne peux pas lancer de partie ici : il me faut {{permissions}}. Demande à un admin du serveur de l'accorder à mon rôle.",
    cannotStartHere_many:
      'Je ne peux pas lancer de partie ici : il me faut {{permissions}}. Demande à un admin du serveur de les accorder à mon rôle.',
    cannotStartHere_other:
      'Je ne peux pas lancer de partie ici : il me faut {{permissions}}. Demande à un admin du serveur de les accorder à mon rôle.',
    settings: {
      title: 'Réglages des parties',
      updatedTitle: 'Réglages des parties modifiés',
      reminder: 'Rappel après **{{hours}} h** sans coup joué',
      forfeit: 'Forfait après **{{hours}} h** sans coup joué',
      expiry: 'Les défis expirent après **{{hours}} h**',
      threads: 'Les fils des parties sont **{{threads}}**',
      deck: 'Les cartes sont dessinées avec le jeu **{{deck}}**',
      archived: 'Les fils des parties terminées sont **archivés et verrouillés**',
      open: 'Les fils des parties terminées restent **ouverts**',
      away_one:
        'Les joueurs peuvent être absents (`{{away}}`) **{{count}} jour** sur 30 (horloges en pause pendant ce temps)',
      away_many:
        'Les joueurs peuvent être absents (`{{away}}`) **{{count}} jours** sur 30 (horloges en pause pendant ce temps)',
      away_other:
        'Les joueurs peuvent être absents (`{{away}}`) **{{count}} jours** sur 30 (horloges en pause pendant ce temps)',
      forcedWaits: "Un tour avec un seul coup possible (p. ex. la seule prise d'Abstrac) **attend le joueur**",
      forcedPlayed:
        "Un tour avec un seul coup possible (p. ex. la seule prise d'Abstrac) est **joué automatiquement pour le joueur**, et annoncé dans le fil",
      paced:
        'Les nouvelles parties se jouent à **{{pace}}**, avec une réserve de temps (un défi peut choisir un autre rythme)',
      untimed:
        'Les nouvelles parties sont **sans limite de temps** (les heures de rappel et de forfait ci-dessus), sauf si un défi choisit un rythme',
      weekendsOff: 'Les parties chronométrées **sautent les week-ends** (UTC)',
      everyDay: 'Les parties chronométrées comptent **tous les jours**',
      language: 'Les nouvelles parties sont écrites en **{{language}}**',
      serverLanguage: 'Les nouvelles parties sont écrites dans **la langue du serveur** (ses paramètres Communauté)',
      serverOnly: 'Les réglages appartiennent à un serveur : utilise cette commande dans un serveur.',
      manageServer: 'Seuls les membres ayant la permission {{permission}} peuvent changer ces réglages.',
      refused_one:
        "Rien n'a changé : pour {{what}}, il me faut {{permissions}} ici. Demande à un admin du serveur de l'accorder à mon rôle, puis réessaie.",
      refused_many:
        "Rien n'a changé : pour {{what}}, il me faut {{permissions}} ici. Demande à un admin du serveur de les accorder à mon rôle, puis réessaie.",
      refused_other:
        "Rien n'a changé : pour {{what}}, il me faut {{permissions}} ici. Demande à un admin du serveur de les accorder à mon rôle, puis réessaie.",
      toArchive: 'archiver et verrouiller les fils des parties terminées',
      toOpenPrivate: 'ouvrir des fils privés pour les parties',
      toOpenPublic: 'ouvrir des fils publics pour les parties',
      both: '{{first}} et {{second}}',
      hoursRange: '`{{option}}` doit être compris entre {{min}} et {{max}} heures.',
      forfeitAfterReminder: 'Le forfait ({{forfeit}} h) doit venir après le rappel ({{reminder}} h).',
    },
    leaderboard: {
      noGame: "Ce jeu n'existe pas.",
      noVariant: "{{game}} n'a pas de variante « {{variant}} ».",
      allVariants: 'toutes les variantes',
      title: 'Classement · {{game}} · {{variant}}',
      everyTitle: 'Classement · tous les jeux',
      line_one:
        '**{{rank}}. {{name}}** · {{count}} partie, {{wins}} V / {{losses}} D, {{points}} pts · cote {{rating}}',
      line_many:
        '**{{rank}}. {{name}}** · {{count}} parties, {{wins}} V / {{losses}} D, {{points}} pts · cote {{rating}}',
      line_other:
        '**{{rank}}. {{name}}** · {{count}} parties, {{wins}} V / {{losses}} D, {{points}} pts · cote {{rating}}',
      empty: 'Aucune partie terminée pour l’instant : défie quelqu’un avec `{{command}}` !',
      ratingNote: 'Cote : part de 1 000 et monte quand les résultats montrent du niveau (une estimation prudente).',
      you: 'Toi : {{rank}}e sur {{of}}.',
      oneGame: '{{command}} montre le top {{shown}} d’un jeu.',
    },
    stats: {
      title: 'Stats · {{name}}',
      line_one:
        '**{{board}}** : {{rank}}e sur {{of}} · {{count}} partie, {{wins}} V / {{losses}} D · {{points}} pts · cote {{rating}}',
      line_many:
        '**{{board}}** : {{rank}}e sur {{of}} · {{count}} parties, {{wins}} V / {{losses}} D · {{points}} pts · cote {{rating}}',
      line_other:
        '**{{board}}** : {{rank}}e sur {{of}} · {{count}} parties, {{wins}} V / {{losses}} D · {{points}} pts · cote {{rating}}',
      none: 'Aucune partie terminée sur ce serveur pour l’instant.',
      inProgress: 'Parties en cours : {{number}}.',
    },
    games: {
      none: "Tu n'as aucune partie en cours. Lance-en une avec `{{challenge}}` ou `{{new}}` d'un jeu (voir `{{help}}`).",
      head_one: '{{count}} partie en cours, {{mine}} où c’est à toi.',
      head_many: '{{count}} parties en cours, {{mine}} où c’est à toi.',
      head_other: '{{count}} parties en cours, {{mine}} où c’est à toi.',
      away: 'Tu es absent jusqu’au {{until}} : pas de rappels, pas de forfaits, horloges en pause (`{{awayOff}}` pour revenir).',
    },
    away: {
      back_one: 'Bon retour : l’horloge de ta {{count}} partie tourne à nouveau.',
      back_many: 'Bon retour : les horloges de tes {{count}} parties tournent à nouveau.',
      back_other: 'Bon retour : les horloges de tes {{count}} parties tournent à nouveau.',
      set_one:
        'Tu es absent jusqu’au {{until}} : pas de rappels ni de forfaits dans ta {{count}} partie, et son horloge est en pause (les échéances sont décalées du temps d’absence). Ton adversaire a été prévenu dans le fil. `{{awayOff}}` y met fin plus tôt.',
      set_many:
        'Tu es absent jusqu’au {{until}} : pas de rappels ni de forfaits dans tes {{count}} parties, et leurs horloges sont en pause (les échéances sont décalées du temps d’absence). Tes adversaires ont été prévenus dans chaque fil. `{{awayOff}}` y met fin plus tôt.',
      set_other:
        'Tu es absent jusqu’au {{until}} : pas de rappels ni de forfaits dans tes {{count}} parties, et leurs horloges sont en pause (les échéances sont décalées du temps d’absence). Tes adversaires ont été prévenus dans chaque fil. `{{awayOff}}` y met fin plus tôt.',
    },
    notify: {
      turn: "Je t'enverrai un message privé chaque fois que ce sera à toi de jouer dans une partie (un par tour, aucun pendant ton absence). Garde tes MP ouverts pour moi.",
      digest:
        "Je t'enverrai un message privé par jour avec les parties qui t'attendent, le premier {{when}}. Garde tes MP ouverts pour moi.",
      off: 'Plus d’avis de tour par message privé.',
      choose: 'Choisis {{turn}}, {{digest}} ou {{off}}.',
    },
    rules: {
      title: 'Règles · {{game}}',
      none: 'Pas de règles pour ce jeu.',
      inEnglish: 'Les règles sont en anglais.',
    },
    help: {
      title: 'Jeux de cartes',
      overDaysTitle: 'Jouer sur plusieurs jours',
      commands: 'Commandes',
      command: '- **{{name}}** : {{description}}',
      tables:
        'Chaque partie se joue dans son propre fil, à ton rythme : le bot affiche la table (une image, avec une description pour les lecteurs d’écran) et des boutons. Dans Abstrac, toutes les cartes sont visibles ; dans Threedom et au rami, tes cartes sont dans **Ta main**, un message que toi seul vois. Pour les daltoniens : un admin peut choisir le jeu à quatre couleurs (`{{fourColour}}`). `{{rules}}` donne les règles de chaque jeu.',
      start:
        '**Lancer une partie** : `{{abstrac}}@ami` (variantes : Classique, Couleurs, Illimité, Jeu complet ; des points en `{{target}}` ou un nombre de `{{deals}}`), `{{threedom}}@ami`, ou `{{rummy}}` pour une table de 2 à 6 que d’autres rejoignent. Ton ami appuie sur **Accepter**, un fil s’ouvre et montre à qui c’est de jouer. Un joueur qui ne joue pas reçoit un rappel au bout d’un moment et perd par forfait plus tard (voir `{{settings}}`).',
      computer:
        '**Jouer contre l’ordinateur** : `/<jeu> {{challenge}}@moi` commence tout de suite (à une table de rami, **Ajouter l’ordinateur**). Les niveaux, les mêmes dans chaque jeu : `{{casual}}`, `{{strong}}` (par défaut ; dans Threedom et au rami, une recherche sur les cartes qu’il ne voit pas) et, dans Abstrac où rien n’est caché, `{{perfect}}`. Ces parties comptent dans ton bilan contre l’ordinateur, pas dans la cote.',
      hints:
        '**Indices** : le bouton 💡 **Indice** dit en privé au joueur dont c’est le tour ce que ferait le niveau fort, et pourquoi (Abstrac : le meilleur coup en jeu parfait). Toujours actif contre l’ordinateur ; entre humains seulement avec `{{hintsOn}}` sur le défi ou la table (accepter vaut accord), et le fil est prévenu quand quelqu’un en utilise un. Chaque résumé de donne d’Abstrac finit par une analyse des coups.',
      leaving:
        '**Abandonner** : `/<jeu> {{resign}}` dans le fil de la partie te demande de confirmer, puis abandonne. Dans une partie à trois ou plus, un joueur qui abandonne ou dépasse le temps est classé dernier et l’ordinateur joue à sa place. Tu peux avoir jusqu’à 5 défis ou tables ouverts à la fois.',
      yourGames:
        '**Tes parties** : `{{games}}` liste tes parties sur tous les serveurs, celles où c’est à toi d’abord, avec liens, attentes et échéances (`/<jeu> {{status}}` : un seul jeu).',
      away: '**Absence** : `{{awaySet}}N` met en pause tes rappels et forfaits partout (horloges en pause, adversaires prévenus ; chaque serveur limite les jours d’absence sur 30, `{{awayDays}}`) ; `{{awayOff}}` y met fin. **Avis** : `{{notifyTurn}}` t’envoie un MP chaque fois que c’est à toi, `{{digest}}` une fois par jour.',
      after:
        '**Après une partie** : 🔁 **Revanche** sous le résultat propose la même partie, places tournées (à deux, les rôles s’inversent) ; les autres acceptent, et contre moi elle commence tout de suite. Une par partie.',
      takeback:
        '**Reprendre un coup** (à deux) : `{{takeback}}` dans le fil, juste après ton tour et avant que ton adversaire joue, lui demande de te laisser reprendre ton coup. Pas pour un tour qui a montré une carte cachée.',
      watching:
        '**Regarder** : 👀 **Regarder** sur le message qui indique où se joue une partie t’ajoute à son fil. Les spectateurs voient la table et les coups, jamais une main.',
      records:
        '**Enregistrements** : `{{export}}` dans le fil d’une partie t’envoie son enregistrement (un fichier JSON) : chaque carte et chaque coup une fois la partie finie ; pendant la partie, seulement ce que tous les spectateurs peuvent voir. La ligne de commande la rejoue (`npm run cli -- replay FICHIER`) et dessine chaque tour en images et en GIF animé (`npm run cli -- render FICHIER`).',
    },
  },

  abstrac: {},

  threedom: {},

  rummy: {
    describe: '**Rami** ({{goal}})',
    describeHints: '**Rami** ({{goal}}, indices permis)',
    inviteHints:
      "Indices permis : accepter, c'est accepter que chaque joueur puisse demander un indice, annoncé dans le fil.",
    goal: {
      target: "jusqu'à {{target}}",
      hands_one: '{{count}} manche',
      hands_many: '{{count}} manches',
      hands_other: '{{count}} manches',
      both: "jusqu'à {{target}} ou {{hands}}",
    },
    seat: 'place {{n}}',
    list: { sep: ', ', last: '{{rest}} et {{last}}' },
    result: {
      resigned: '🏆 {{winner}} gagne la partie : {{loser}} a abandonné.',
      forfeited: '🏆 {{winner}} gagne la partie : {{loser}} a perdu par forfait.',
      tie: '🏆 {{names}} sont premiers ex æquo : chacun gagne avec {{points}} points.',
      win: '🏆 {{name}} gagne la partie avec {{points}} points.',
    },
    status: 'Rami, manche {{hand}} · toi {{you}}, meilleur {{best}}',
    statusToPlay: 'Rami, manche {{hand}} · toi {{you}}, meilleur {{best}} · à {{name}} de jouer',
    title: 'Rami · manche {{hand}} · {{goal}}',
    boardTitle: '**Rami** · manche {{hand}} · {{goal}}',
    todo: {
      drawOrTake: 'piocher ou prendre le {{card}}',
      draw: 'piocher',
      play: 'poser ou compléter à volonté, puis se défausser',
    },
    toDo: 'À {{name}} : {{todo}}',
    yourTurn: '{{mention}}, à toi de jouer : {{todo}}. Ouvre **Ta main**.',
    lastTurn: 'Tour précédent : {{said}}',
    thisTurn: 'Ce tour : {{said}}',
    note: {
      sentence: '{{name}} {{did}}.',
      stockTurned_one: 'a retourné la défausse comme nouvelle pioche ({{count}} carte)',
      stockTurned_many: 'a retourné la défausse comme nouvelle pioche ({{count}} cartes)',
      stockTurned_other: 'a retourné la défausse comme nouvelle pioche ({{count}} cartes)',
      drewStock: 'a pioché',
      tookDiscard: 'a pris le {{card}} dans la défausse',
      lastStockCard: 'a pris la dernière carte de la pioche (la pioche est épuisée pour la {{times}}e fois sur 3)',
      melded: 'a posé {{cards}} (combinaison {{meld}})',
      laidOff: 'a ajouté le {{card}} à la combinaison {{meld}}',
      discarded: 'a défaussé le {{card}}',
      wentOut: '**a fini**',
      wentOutRummy: 'a fini en **rami sec** : tout le monde paie double !',
      noWinner: 'La pioche est épuisée pour la troisième fois : la manche se termine sans gagnant.',
    },
    table: {
      dealerBadge: 'D',
      cards_one: '{{count}} carte',
      cards_many: '{{count}} cartes',
      cards_other: '{{count}} cartes',
      points: '{{score}} pts',
      computer: 'ordinateur',
      toDraw: 'pioche',
      toPlay: 'joue',
      stock: 'Pioche {{n}}',
      stockTurned: 'Pioche {{n}} (retournée {{turns}}×)',
      discard: 'Défausse {{n}}',
      noMelds: 'Aucune combinaison posée',
      melds: 'Combinaisons',
      sentenceAlt: '{{x}}.',
      pointsAlt_one: '{{count}} point',
      pointsAlt_many: '{{count}} points',
      pointsAlt_other: '{{count}} points',
      toDrawAlt: 'doit piocher',
      toPlayAlt: 'doit poser, compléter ou se défausser',
      seatAlt: '{{name}} : {{said}}',
      dealerSeatAlt: '{{name}} (donneur) : {{said}}',
      pilesAlt: 'Pioche {{stock}}, défausse {{discard}}.',
      pilesTopAlt: 'Pioche {{stock}}, défausse {{discard}} avec le {{card}} dessus.',
      meldsAlt: 'Combinaisons {{melds}}.',
      noMeldsAlt: 'Aucune combinaison posée.',
    },
    summary: {
      noWinner: 'Manche {{hand}} : la pioche est épuisée une troisième fois, pas de gagnant',
      wentOut: 'Manche {{hand}} : {{name}} a fini',
      wentOutRummy: 'Manche {{hand}} : {{name}} a fini en rami sec (double)',
      heading: '**{{title}}.**',
      pays: '{{name}} paie {{points}}',
      paidLine: '{{list}}.',
      totals: 'Totaux : {{list}}',
      turned_one: 'La pioche a été retournée {{count}} fois.',
      turned_many: 'La pioche a été retournée {{count}} fois.',
      turned_other: 'La pioche a été retournée {{count}} fois.',
      pips_one: '{{count}} point en main',
      pips_many: '{{count}} points en main',
      pips_other: '{{count}} points en main',
      won: 'gagne {{points}}',
      paid: 'paie {{points}}',
      total: 'total {{total}}',
      out: 'fini',
      alt: '{{title}}. {{seats}}.',
      seatSepAlt: '. ',
      seatWonAlt: '{{name}} : {{cards}}, {{pips}} points en main, gagne {{points}}, total {{total}}',
      seatPaidAlt: '{{name}} : {{cards}}, {{pips}} points en main, paie {{points}}, total {{total}}',
      noCardsAlt: 'aucune carte',
    },
    hand: {
      headSuit_one: '**Ta main** · {{count}} carte, triée par couleur',
      headSuit_many: '**Ta main** · {{count}} cartes, triées par couleur',
      headSuit_other: '**Ta main** · {{count}} cartes, triées par couleur',
      headRank_one: '**Ta main** · {{count}} carte, triée par valeur',
      headRank_many: '**Ta main** · {{count}} cartes, triées par valeur',
      headRank_other: '**Ta main** · {{count}} cartes, triées par valeur',
      sortRankLabel: 'Trier par valeur',
      sortSuitLabel: 'Trier par couleur',
      theirTurn: "C'est à {{name}} de jouer.",
      drawOrTake_one: 'À toi de jouer : pioche ({{count}} carte) ou prends le {{card}}.',
      drawOrTake_many: 'À toi de jouer : pioche ({{count}} cartes) ou prends le {{card}}.',
      drawOrTake_other: 'À toi de jouer : pioche ({{count}} cartes) ou prends le {{card}}.',
      draw_one: 'À toi de jouer : pioche ({{count}} carte).',
      draw_many: 'À toi de jouer : pioche ({{count}} cartes).',
      draw_other: 'À toi de jouer : pioche ({{count}} cartes).',
      drawLabel: 'Piocher',
      takeLabel: 'Prendre le {{card}}',
      play: 'Pose et complète autant que tu veux, puis défausse-toi : touche une carte ci-dessous (cela termine ton tour).',
      taken:
        "Tu as pris le {{card}} dans la défausse (encadré) : tu ne peux pas t'en défausser ce tour-ci, ni poser ou compléter de sorte qu'il reste seul, donc il n'est pas proposé.",
      meldPlaceholder: 'Poser une combinaison ({{count}} possibles)',
      layoffPlaceholder: 'Compléter une combinaison ({{count}} possibles)',
      layoffLabel: '{{card}} sur la combinaison {{meld}}',
      discardPlaceholder: 'Se défausser (termine ton tour)',
      hintLabel: 'Indice',
      handAlt: 'Ta main : {{cards}}',
      noCards: 'Aucune carte',
      badControl: "Cette commande n'appartient pas à cette main.",
    },
    hint: {
      meld: 'la combinaison {{n}} ({{cards}})',
      takeCompletes: 'Prends le {{card}} dans la défausse : il complète {{cards}}.',
      takeLaysOff: "Prends le {{card}} dans la défausse : il s'ajoute à {{meld}}.",
      takeNear: "Prends le {{card}} dans la défausse : il va avec tes {{cards}}, à une carte d'une combinaison.",
      takeHand: "Prends le {{card}} dans la défausse : il va avec ta main, à une carte d'une combinaison.",
      drawEmpty: 'Pioche : la défausse est vide.',
      drawBetter:
        'Pioche : le {{card}} aiderait, mais dans les simulations des cartes inconnues, la pioche fait mieux.',
      drawNoMeld: 'Pioche : le {{card}} de la défausse ne fait aucune combinaison avec ta main.',
      meldWhat: 'Pose {{cards}}',
      layoffWhat: 'Ajoute le {{card}} à {{meld}}',
      out: '{{what}} : tu finis.',
      outRummy: '{{what}} : tu finis en rami sec, tout le monde paie double.',
      laidPoints: '{{what}} : les cartes posées ne coûtent rien, et ta main perd {{points}} points.',
      lastCard: "Défausse-toi du {{card}} : c'est ta dernière carte, tu finis.",
      discard: 'Défausse-toi du {{card}} : {{why}}{{keep}}.',
      alone: "il n'a ni paire ni carte proche de sa couleur dans ta main",
      aloneCostly:
        "il n'a ni paire ni carte proche de sa couleur dans ta main, et il te coûterait {{points}} points si quelqu'un finit",
      closer: "le reste de ta main est plus près des combinaisons (il ne va qu'avec {{cards}})",
      keepForRummy: ' ; tu gardes {{cards}} en main pour tenter un rami sec',
      guard: 'Garde le {{card}} : {{why}}.',
      feedsMeld: "il s'ajoute à {{meld}}, le joueur suivant pourrait le prendre",
      feedsSeat: 'la place {{seat}} a pris {{cards}}, et il compléterait sa combinaison',
    },
    refuse: {
      'rummy/game-over': 'La partie est terminée.',
      'rummy/not-a-player': 'Tu ne joues pas dans cette partie.',
      'rummy/hand-over': 'La manche est terminée.',
      'rummy/not-your-turn': "Ce n'est pas ton tour.",
      'rummy/not-in-hand': "Le {{card}} n'est pas dans ta main.",
      'rummy/keeps-taken-card':
        'Il ne te resterait que le {{card}} pris dans la défausse, dont tu ne peux pas te défausser ce tour-ci.',
      'rummy/already-drawn': 'Tu as déjà pioché ce tour-ci : pose, complète ou défausse-toi.',
      'rummy/discard-empty': 'La défausse est vide.',
      'rummy/nothing-to-draw': 'La pioche et la défausse sont toutes les deux vides.',
      'rummy/draw-first': "Prends d'abord une carte, dans la pioche ou la défausse.",
      'rummy/not-a-meld':
        "{{cards}} n'est pas une combinaison : un brelan ou carré, c'est 3 ou 4 cartes de même valeur ; une suite, 3 cartes ou plus qui se suivent dans une couleur (l'As en bas seulement).",
      'rummy/no-such-meld': "Il n'y a pas de combinaison {{meld}} sur la table.",
      'rummy/does-not-fit': 'Le {{card}} ne va pas sur la combinaison {{meld}} ({{cards}}).',
      'rummy/discard-taken-card': 'Tu ne peux pas te défausser du {{card}} que tu viens de prendre dans la défausse.',
    },
  },

  place: {
    externalAppsOff:
      "Les modérateurs de ce serveur ont désactivé les applications externes ici, donc Discord n'affiche mes réponses qu'à toi : impossible de jouer une partie dans ce salon. Joue dans un groupe privé avec tes amis, dans tes MP avec moi, ou demande à un admin du serveur d'y ajouter le bot.",
    noTable:
      "Une table que d'autres rejoignent demande que le bot soit sur le serveur. Ici, défie une personne (`challenge`) ou joue contre moi (`challenge` avec moi comme adversaire).",
    personInBotDm:
      "Il n'y a que toi et moi dans ces MP : défie-moi ici (choisis-moi comme adversaire), ou défie un ami dans un groupe privé ou sur un serveur.",
    noRematch:
      'Ici, une revanche est un nouveau défi : utilise à nouveau `/{{game}} challenge` (je ne peux pas publier tout seul dans des MP ou un groupe privé).',
    onBelow: 'la partie continue ci-dessous.',
    reminder:
      '⏰ À toi de jouer dans **{{game}}** : {{link}}. Si tu ne joues pas dans les {{hours}} h, tu perds la partie par forfait.',
    result: '🏁 **{{game}}** : {{result}} {{link}}',
    where: 'des MP ou un groupe privé',
  },

  compete: {},
};
