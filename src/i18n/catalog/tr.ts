import { LANGUAGE_NAMES } from '../locales.ts';
import type { Messages } from './types.ts';

/** The paces a game may be played at (src/session/clock.ts), as its command and /settings offer them. */
const PACE_CHOICES = {
  untimed: 'süresiz',
  '1': 'hamle başına 1 gün',
  '2': 'hamle başına 2 gün',
  '3': 'hamle başına 3 gün',
  '5': 'hamle başına 5 gün',
  '7': 'hamle başına 7 gün',
  '14': 'hamle başına 14 gün',
};
/** The paces a competition may be played at: every pace but untimed. */
const { untimed: _untimed, ...TIMED_PACE_CHOICES } = PACE_CHOICES;

export const tr: Messages = {
  bot: {
    noLongerValid: 'Bu düğme artık geçerli değil.',
    notOnMessage: 'Bu denetim bu mesajda (artık) yok, bu yüzden hiçbir şey değişmedi: en son mesajı kullan.',
    noForm: 'Bu formu ben istemedim, bu yüzden hiçbir şey değişmedi.',
    notYours: 'Bu özel mesaj senin değil, bu yüzden hiçbir şey değişmedi.',
    unknownCommand: 'Bu komut artık kullanılamıyor.',
    unsupported: 'Bu tür etkileşim desteklenmiyor.',
    restarting: 'Bot yeniden başlıyor, birazdan tekrar dene.',
    tooFast_one: 'Bunu çok sık yapıyorsun: {{count}} saniye sonra tekrar dene.',
    tooFast_other: 'Bunu çok sık yapıyorsun: {{count}} saniye sonra tekrar dene.',
    slowDown: 'Yavaşla: bir süre geçersiz isteklerine yanıt vermeyeceğim.',
    boardChanged: 'Oyun bu gösterildiğinden beri değişti: en son mesajı kullan.',
    storeDown: 'Oyun kayıtlarına ulaşamadım, bu yüzden hiçbir şey değişmedi. Birazdan tekrar dene.',
    missingPermissions:
      'Discord burada ihtiyacım olan bir izni bana vermiyor (Missing Permissions). Bir sunucu yöneticisinden bu kanalda rolümün izinlerini kontrol etmesini iste.',
    internal: 'Bizim tarafta bir şeyler ters gitti. Tekrar olursa botu barındıran kişiye şu kodu ver: {{incident}}',
    messageGone:
      'Kullandığın mesaj artık yok (silinmiş ya da alt başlığı arşivlenmiş), bu yüzden sana burada yanıt verdim.',
    notAnswered: 'Kullandığın yerde yanıt veremedim, bu yüzden burada yanıtlıyorum: birazdan tekrar dene.',
  },
  validate: {
    unknownOption: 'Bilinmeyen seçenek {{option}}.',
    unknownOptionUnnamed: 'Bilinmeyen seçenek.',
    givenTwice: '{{option}} seçeneği iki kez verildi.',
    wrongType: '{{option}} seçeneğinin türü yanlış.',
    invalid: '{{option}} seçeneği geçersiz.',
    required: '{{option}} seçeneği zorunlu.',
    between: '{{option}} seçeneği {{min}} ile {{max}} arasında olmalı.',
    wholeNumber: '{{option}} seçeneği bir tam sayı olmalı.',
    number: '{{option}} seçeneği bir sayı olmalı.',
    text: '{{option}} seçeneği metin olmalı.',
    minChars_one: '{{option}} seçeneği en az {{count}} karakter olmalı.',
    minChars_other: '{{option}} seçeneği en az {{count}} karakter olmalı.',
    maxChars_one: '{{option}} seçeneği en fazla {{count}} karakter olmalı.',
    maxChars_other: '{{option}} seçeneği en fazla {{count}} karakter olmalı.',
    boolean: '{{option}} seçeneği doğru ya da yanlış olmalı.',
    id: '{{option}} seçeneği bir kimlik olmalı.',
    choice: '{{option}} seçeneği listedeki seçimlerden biri olmalı.',
    user: '{{option}} seçeneği bir kullanıcı olmalı.',
    role: '{{option}} seçeneği bir rol olmalı.',
    mentionable: '{{option}} seçeneği bir kullanıcı ya da rol olmalı.',
    file: '{{option}} seçeneği bir dosya olmalı.',
    channel: '{{option}} seçeneği bir kanal olmalı.',
    channelKind: '{{option}} seçeneği başka türde bir kanal olmalı.',
    tooMany: 'Bu seçenekler bu komut için geçerli değil.',
    chooseSubcommand: 'Listedeki alt komutlardan birini seç.',
  },
  cmd: {
    anyGame: {
      challenge: { name: 'meydan-oku', description: 'Birine oyun için meydan oku' },
      resign: { name: 'pes-et', description: 'Bu alt başlıktaki oyundan çekil' },
      status: { name: 'durum', description: 'Oyunların: sıra kimde, ve alt başlıklarının bağlantıları' },
      opponent: { name: 'rakip', description: 'Kiminle oynanacak' },
      level: {
        name: 'seviye',
        description: 'Bana (bilgisayara) karşı: ne kadar iyi oynadığım (varsayılan güçlü)',
        choices: { perfect: 'kusursuz', strong: 'güçlü', casual: 'rahat' },
      },
      target: { name: 'hedef', description: 'Kazanmak için gereken puan (varsayılan 500)' },
      hints: { name: 'ipuçları', description: 'İpucu düğmesine izin ver (kabul eden onaylar; bana karşı hep açık)' },
      invite: { name: 'davet', description: 'Adıyla davet edilecek biri' },
      invite2: { name: 'davet2', description: 'Adıyla davet edilecek biri' },
      invite3: { name: 'davet3', description: 'Adıyla davet edilecek biri' },
      pace: {
        name: 'tempo',
        description: 'Hamle başına gün, zaman bankasıyla (varsayılan: sunucunun /settings ayarı)',
        choices: PACE_CHOICES,
      },
    },
    abstrac: {
      name: 'abstrac',
      description: 'Abstrac, iki kişilik kart alma oyunu',
      variant: {
        name: 'varyant',
        description: 'Hangi Abstrac (varsayılan klasik)',
        choices: { classic: 'Klasik', suits: 'Renkler', unlimited: 'Sınırsız', fullpack: 'Tam deste' },
      },
      deals: { name: 'eller', description: 'Bunun yerine bu kadar el oyna' },
    },
    threedom: { name: 'threedom', description: 'Threedom, iki kişilik dokuz desteli kart oyunu' },
    rummy: {
      name: 'remi',
      description: '2–6 kişilik remi: per aç, işle, ilk bitiren ol',
      new: { name: 'yeni', description: 'Başkalarının katılabileceği bir remi masası aç' },
      target: { name: 'hedef', description: 'Kazanmak için gereken puan (varsayılan 100)' },
      hands: { name: 'eller', description: 'Bu kadar el oyna (hedefle birlikte: hangisi önce gelirse)' },
    },
    away: {
      name: 'uzakta',
      description: 'Birkaç günlüğüne tüm oyunlarındaki hatırlatmaları ve hükmen süreleri durdur',
      set: {
        name: 'başlat',
        description: 'Birkaç gün yokum: hatırlatma ve hükmen yenilgi yok, süreler durur; kendiliğinden biter',
      },
      days: { name: 'gün', description: 'Kaç gün (her sunucu 30 günde izin verilen günü sınırlar)' },
      off: { name: 'bitir', description: 'Döndüm: oyunlarının süreleri yeniden işliyor' },
    },
    export: {
      name: 'dışa-aktar',
      description: 'Bu alt başlıktaki oyun, komut satırının yeniden oynatıp çizdiği bir dosya (JSON) olarak',
    },
    games: {
      name: 'oyunlar',
      description: 'Tüm sunuculardaki oyunların: önce senin sıran, bağlantılar, beklemeler ve süreler',
    },
    help: { name: 'yardım', description: 'Nasıl oynanır: bu botun oyunları ve komutları' },
    leaderboard: {
      name: 'sıralama',
      description: 'Bu sunucunun sıralaması: oyunlar, galibiyetler, yenilgiler, puanlar ve derece',
      game: {
        name: 'oyun',
        description: 'Hangi oyun (varsayılan: hepsi)',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Remi' },
      },
      variant: {
        name: 'varyant',
        description: 'Tek bir varyant ya da hepsi (varsayılan)',
        choices: {
          all: 'Tüm varyantlar',
          classic: 'Klasik',
          suits: 'Renkler',
          unlimited: 'Sınırsız',
          fullpack: 'Tam deste',
          standard: 'Standart',
        },
      },
    },
    notify: {
      name: 'bildirim',
      description: 'Sıra bildirimleri özel mesajla: her sırada, günlük özet ya da kapalı',
      mode: {
        name: 'mod',
        description: 'sıra: sıra sana her geldiğinde bir DM · özet: günde bir DM · kapalı',
        choices: { turn: 'sıra', digest: 'özet', off: 'kapalı' },
      },
    },
    rules: {
      name: 'kurallar',
      description: 'Nasıl oynanır: bir oyunun kuralları',
      game: {
        name: 'oyun',
        description: 'Hangi oyun (varsayılan Abstrac)',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Remi' },
      },
    },
    settings: {
      name: 'ayarlar',
      description: 'Sunucunun oyun ayarları: hatırlatmalar, hükmen, uzakta günleri, davet süresi, alt başlıklar, deste',
      reminder_hours: {
        name: 'hatırlatma_saat',
        description: 'Bu kadar saat sonra oyuncuya hamlesini hatırlat (varsayılan 24)',
      },
      forfeit_hours: {
        name: 'hükmen_saat',
        description: 'Bu kadar saat hamle yapılmazsa hükmen yenilgi (varsayılan 72)',
      },
      challenge_expiry_hours: {
        name: 'davet_saat',
        description: 'Meydan okumalar bu kadar saat sonra geçersiz olur (varsayılan 24)',
      },
      threads: {
        name: 'altbaşlıklar',
        description: 'Oyunları herkese açık alt başlıklarda (meydan okumadan) ya da özel olanlarda aç',
        choices: { public: 'herkese açık', private: 'özel' },
      },
      deck: {
        name: 'deste',
        description: 'Resimlerdeki kart renkleri: dört renk (♦ mavi, ♣ yeşil) renk körlerine yardım eder',
        choices: { classic: 'klasik', 'four-colour': 'dört renk' },
      },
      archive: {
        name: 'arşivle',
        description: 'Sonucu yayımlanınca oyunun alt başlığını arşivle ve kilitle (varsayılan kapalı)',
      },
      away_days: {
        name: 'uzakta_gün',
        description: 'Bir oyuncunun 30 günde uzakta kalabileceği gün (/away; varsayılan 14; 0: hiç)',
      },
      forced_moves: {
        name: 'zorunlu_hamle',
        description: 'Tek geçerli hamlesi olan sırayı oyuncu yerine oyna (varsayılan açık)',
      },
      pace: {
        name: 'tempo',
        description: 'Yeni oyunlar: zaman bankasıyla hamle başına gün, komut belirtmezse (varsayılan süresiz)',
        choices: PACE_CHOICES,
      },
      weekends_off: {
        name: 'hafta_sonu_yok',
        description: 'Bundan sonra başlayan süreli oyunlar cumartesi ve pazarı (UTC) saymaz (varsayılan kapalı)',
      },
      language: {
        name: 'dil',
        description: 'Yeni oyunların masa ve mesajlarının dili (varsayılan: sunucunun dili)',
        choices: { auto: 'sunucunun dili', ...LANGUAGE_NAMES },
      },
    },
    stats: {
      name: 'istatistik',
      description: 'Bir oyuncunun bu sunucudaki sicili (varsayılan: seninki)',
      user: { name: 'oyuncu', description: 'Kimin sicili' },
    },
    tournament: {
      name: 'turnuva',
      description: 'Turnuvalar: İsviçre, lig usulü ya da eleme, her oyun kendi alt başlığında',
      new: { name: 'yeni', description: 'Kayda açık bir turnuva başlat (Sunucuyu Yönet)' },
      game: {
        name: 'oyun',
        description: 'Hangi oyun',
        choices: { abstrac: 'Abstrac', threedom: 'Threedom', rummy: 'Remi' },
      },
      format: {
        name: 'bicim',
        description: 'Oyuncuların nasıl eşleştirileceği',
        choices: { swiss: 'İsviçre sistemi', 'round-robin': 'Lig usulü', knockout: 'Eleme' },
      },
      pace: {
        name: 'tempo',
        description: 'Her oyunda hamle başına gün, zaman bankasıyla',
        choices: TIMED_PACE_CHOICES,
      },
      starts: {
        name: 'baslangic',
        description: 'Kaydın kapanıp 1. turun başlayacağı zaman: in 2h, 3d, 2026-12-01 18:00 (UTC)',
      },
      rounds: { name: 'turlar', description: 'İsviçre: kaç tur (varsayılan: bir kazanan için yeterli)' },
      table: { name: 'masa', description: 'Oyun başına koltuk (varsayılan 2; remi için daha çok, sıralamaya göre)' },
      leave: { name: 'ayril', description: 'Burada katıldığın turnuvadan ayrıl (başladıktan sonra: çekil)' },
      standings: { name: 'siralama', description: 'Turnuvanın sıralaması (bu alt başlığın ya da en yenisi)' },
      list: { name: 'liste', description: 'Bu sunucunun turnuvaları' },
    },
    takeback: {
      name: 'geri-al',
      description: 'Oyununun alt başlığında: rakibinden son hamleni geri almana izin vermesini iste',
    },
  },

  session: {},

  commands: {},

  abstrac: {},

  threedom: {},

  rummy: {},

  compete: {
    title: '{{game}} turnuvası',
    format: { swiss: 'İsviçre sistemi', 'round-robin': 'lig usulü', knockout: 'eleme' },
    signup:
      '🏆 **{{title}}** · {{format}} · {{pace}}\nBaşlangıç {{when}}: oynamak için Katıl’a bas (başlamadan çekilmek için Ayrıl).\nOyuncular ({{count}}): {{names}}',
    signupClosed: 'Kayıt kapandı: turnuva başladı.',
    cancelled: 'İptal edildi: çok az kayıt var ({{count}}).',
    cancelledPost: '🏆 **{{title}}** iptal edildi: çok az kayıt var ({{count}}).',
    joinLabel: 'Katıl',
    leaveLabel: 'Ayrıl',
    more: '… ve {{count}} kişi daha',
    serverOnly: 'Turnuvalar bir sunucuya aittir: bu komutu bir sunucuda kullan.',
    notInThread: 'Bunu bir alt başlıkta değil, bir kanalda kullan: her oyunun kendi alt başlığı olur.',
    adminOnly: 'Turnuvayı yalnızca Sunucuyu Yönet iznine sahip üyeler oluşturabilir.',
    badStart:
      'Bu başlangıç zamanını anlayamadım: `in 2h`, `3d`, `90m`, `2026-12-01 18:00` (UTC) ya da bir Discord zaman damgası yaz.',
    startRange: 'Başlangıç şimdi ile 60 gün sonrası arasında olmalı.',
    tableSeats: '{{game}} {{min}} ile {{max}} kişi arasında oynanır: bu aralıkta bir masa boyutu seç.',
    tablesSwissOnly: 'İkiden büyük masalar sıralamaya göre oturtulur: bunlar için İsviçre sistemini kullan.',
    gone: 'Bu turnuva artık yok.',
    closed: 'Bu turnuvanın kaydı kapandı.',
    closedUseLeave: 'Turnuva başladı: çekilmek için `/tournament leave` kullan.',
    already: 'Zaten **{{title}}** içindesin.',
    full: 'Bu turnuva dolu ({{max}} oyuncu).',
    joined: '**{{title}}** turnuvasına katıldın. {{when}} başlıyor; oyunların kendi alt başlıklarında açılacak.',
    notIn: 'Bu turnuvada değilsin.',
    left: '**{{title}}** turnuvasından ayrıldın.',
    withdrew: '**{{title}}** turnuvasından çekildin: artık eşleştirilmeyeceksin.',
    withdrewResigned: '**{{title}}** turnuvasından çekildin: artık eşleştirilmeyeceksin ve süren oyununda pes edildi.',
    noneToLeave: 'Bu sunucuda açık bir turnuvada değilsin.',
    started: '🏆 **{{title}}** başladı. Oyuncu: {{count}}, tur: {{rounds}}. 1. tur başladı.',
    byes: 'Bu tur bay geçen (bir puan): {{names}}',
    table: '🏆 {{title}} · {{round}}. tur, {{table}}. masa: {{players}}',
    threadName: '{{game}} T{{round}} M{{table}}: {{players}}',
    after: '🏆 **{{title}}** · {{round}}/{{rounds}}. tur sonrası sıralama',
    final: '🏆 **{{title}}** bitti · son sıralama · kazanan: {{winner}}',
    nextRound: '{{round}}. tur başladı: oyunların kendi alt başlıklarında.',
    row: '{{rank}}. {{name}} · {{points}} puan · Buchholz {{buchholz}} · {{wins}}-{{draws}}-{{losses}}',
    withdrawnMark: '(çekildi)',
    colPlayer: 'Oyuncu',
    colPoints: 'Puan',
    colBuchholz: 'Buchholz',
    colRecord: 'G-B-M',
    none: 'Burada henüz turnuva yok: bir yönetici `/tournament new` ile oluşturur.',
    listLine: '**{{title}}** · {{format}} · {{pace}} · oyuncu: {{count}} · {{status}}',
    status: {
      signup: 'başlangıç {{when}}',
      running: 'tur {{round}}/{{rounds}}',
      finished: 'bitti',
      cancelled: 'iptal edildi',
    },
  },
};
