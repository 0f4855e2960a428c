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
/** The paces a competition may be played at: every pace but untimed. */
const { untimed: _untimed, ...TIMED_PACE_CHOICES } = PACE_CHOICES;

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
    league: {
      name: 'ligue',
      description:
        'La ligue du serveur : divisions par classement, saisons de plusieurs semaines, montées et descentes',
      new: { name: 'nouvelle', description: 'Ouvrir une saison de ligue aux inscriptions (Gérer le serveur)' },
      game: {
        name: 'jeu',
        description: 'Quel jeu',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rami' },
      },
      pace: {
        name: 'rythme',
        description: 'Jours par coup de chaque partie, avec une réserve de temps',
        choices: TIMED_PACE_CHOICES,
      },
      weeks: { name: 'semaines', description: 'Semaines par saison' },
      divisions: {
        name: 'divisions',
        description: 'Combien de divisions (de 4 à 8 joueurs chacune si le nombre le permet)',
      },
      starts: {
        name: 'debut',
        description: 'Fin des inscriptions et début de la saison : in 2h, 3d, 2026-12-01 18:00 (UTC)',
      },
      join: { name: 'rejoindre', description: 'Rejoindre la saison de ligue de ce serveur ouverte aux inscriptions' },
      leave: { name: 'quitter', description: 'Quitter (avant le début) ou se retirer de ta ligue' },
      standings: { name: 'classement', description: 'Les classements de la ligue, division par division' },
    },
    tournament: {
      name: 'tournoi',
      description: 'Tournois : système suisse, toutes rondes ou élimination, chaque partie dans son fil',
      new: { name: 'nouveau', description: 'Ouvrir un tournoi aux inscriptions (Gérer le serveur)' },
      game: {
        name: 'jeu',
        description: 'Quel jeu',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Rami' },
      },
      format: {
        name: 'format',
        description: 'Comment les joueurs sont appariés',
        choices: { swiss: 'Système suisse', 'round-robin': 'Toutes rondes', knockout: 'Élimination directe' },
      },
      pace: {
        name: 'rythme',
        description: 'Jours par coup de chaque partie, avec une réserve de temps',
        choices: TIMED_PACE_CHOICES,
      },
      starts: {
        name: 'debut',
        description: 'Fin des inscriptions et début de la ronde 1 : in 2h, 3d, 2026-12-01 18:00 (UTC)',
      },
      rounds: { name: 'rondes', description: 'Suisse : combien de rondes (par défaut : assez pour un vainqueur)' },
      table: {
        name: 'table',
        description: 'Places par partie (2 par défaut ; plus pour le rami, placées selon le classement)',
      },
      leave: { name: 'quitter', description: 'Quitter le tournoi rejoint ici (après le début : se retirer)' },
      standings: { name: 'classement', description: 'Le classement du tournoi (celui de ce fil, ou le dernier)' },
      list: { name: 'liste', description: 'Les tournois de ce serveur' },
    },
    takeback: {
      name: 'reprendre',
      description: 'Dans le fil de ta partie : demander à ton adversaire de reprendre ton dernier tour',
    },
  },

  session: {},

  commands: {},

  abstrac: {},

  threedom: {},

  rummy: {},

  compete: {
    title: 'Tournoi de {{game}}',
    format: {
      swiss: 'système suisse',
      'round-robin': 'toutes rondes',
      knockout: 'élimination directe',
      league: 'ligue',
    },
    signup:
      '🏆 **{{title}}** · {{format}} · {{pace}}\nDébut {{when}} : appuie sur Rejoindre pour jouer (Quitter pour te retirer avant le début).\nJoueurs ({{count}}) : {{names}}',
    signupClosed: 'Les inscriptions sont closes : le tournoi est lancé.',
    cancelled: 'Annulé : trop peu d’inscrits ({{count}}).',
    cancelledPost: '🏆 **{{title}}** a été annulé : trop peu d’inscrits ({{count}}).',
    joinLabel: 'Rejoindre',
    leaveLabel: 'Quitter',
    more: '… et {{count}} de plus',
    serverOnly: 'Les tournois appartiennent à un serveur : utilise cette commande dans l’un d’eux.',
    notInThread: 'Utilise ceci dans un salon, pas dans un fil : chaque partie a son propre fil.',
    adminOnly: 'Seuls les membres ayant la permission Gérer le serveur peuvent créer des tournois.',
    badStart:
      'Je n’ai pas compris cette heure de début : écris `in 2h`, `3d`, `90m`, `2026-12-01 18:00` (UTC) ou un horodatage Discord.',
    startRange: 'Le début doit être entre maintenant et dans 60 jours.',
    tableSeats: '{{game}} se joue de {{min}} à {{max}} : choisis une taille de table dans cet intervalle.',
    tablesSwissOnly:
      'Les tables de plus de deux sont placées selon le classement : utilise le système suisse pour elles.',
    gone: 'Ce tournoi n’existe plus.',
    closed: 'Les inscriptions à ce tournoi sont closes.',
    closedUseLeave: 'Le tournoi a commencé : utilise `/tournament leave` pour te retirer.',
    already: 'Tu es déjà inscrit à **{{title}}**.',
    full: 'Ce tournoi est complet ({{max}} joueurs).',
    joined: 'Tu as rejoint **{{title}}**. Il commence {{when}} ; tes parties s’ouvriront dans leurs propres fils.',
    notIn: 'Tu n’es pas dans ce tournoi.',
    left: 'Tu as quitté **{{title}}**.',
    withdrew: 'Tu t’es retiré de **{{title}}** : tu ne seras plus apparié.',
    withdrewResigned:
      'Tu t’es retiré de **{{title}}** : tu ne seras plus apparié, et ta partie en cours a été abandonnée.',
    noneToLeave: 'Tu n’es dans aucun tournoi ouvert de ce serveur.',
    started: '🏆 **{{title}}** a commencé avec {{count}} joueurs, {{rounds}} rondes : la ronde 1 est lancée.',
    byes: 'Exempt cette ronde (un point) : {{names}}',
    table: '🏆 {{title}} · ronde {{round}}, table {{table}} : {{players}}',
    threadName: '{{game}} R{{round}} T{{table}} : {{players}}',
    after: '🏆 **{{title}}** · classement après la ronde {{round}} sur {{rounds}}',
    final: '🏆 **{{title}}** est terminé · classement final · vainqueur : {{winner}}',
    nextRound: 'La ronde {{round}} est lancée : tes parties sont dans leurs fils.',
    row: '{{rank}}. {{name}} · {{points}} pts · Buchholz {{buchholz}} · {{wins}}-{{draws}}-{{losses}}',
    withdrawnMark: '(retiré)',
    colPlayer: 'Joueur',
    colPoints: 'Points',
    colBuchholz: 'Buchholz',
    colRecord: 'V-N-D',
    none: 'Pas encore de tournoi ici : un admin en crée un avec `/tournament new`.',
    listLine: '**{{title}}** · {{format}} · {{pace}} · joueurs : {{count}} · {{status}}',
    leagueTitle: 'Ligue de {{game}}, saison {{season}}',
    leagueStarted:
      '🏆 **{{title}}** a commencé (joueurs : {{count}}, divisions : {{divisions}}) : toutes les parties sont ouvertes, chacune dans son fil.',
    division: 'Division {{division}}',
    weekly: '🏆 **{{title}}** · classement, semaine {{week}}',
    leagueFinal: '🏆 **{{title}}** est terminée · classements finaux',
    nextSeason:
      '🏆 **{{title}}** commence maintenant avec les mêmes joueurs : toutes les parties sont ouvertes, chacune dans son fil.',
    promoted: '⬆️ Montent en division {{division}} : {{names}}',
    relegated: '⬇️ Descendent en division {{division}} : {{names}}',
    noLeague: 'Pas de ligue à rejoindre ici : un admin en ouvre une avec `/league new`.',
    status: {
      signup: 'commence {{when}}',
      running: 'ronde {{round}} sur {{rounds}}',
      finished: 'terminé',
      cancelled: 'annulé',
    },
  },
};
