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
    takeback: {
      name: 'geri-al',
      description: 'Oyununun alt başlığında: rakibinden son hamleni geri almana izin vermesini iste',
    },
  },

  session: {},

  commands: {
    done: 'Tamam.',
    listSeparator: ', ',
    permission: {
      ViewChannel: 'Kanalı Görüntüle',
      ReadMessageHistory: 'Mesaj Geçmişini Oku',
      SendMessages: 'Mesaj Gönder',
      SendMessagesInThreads: 'Alt Başlıklarda Mesaj Gönder',
      CreatePublicThreads: 'Herkese Açık Alt Başlıklar Oluştur',
      CreatePrivateThreads: 'Özel Alt Başlıklar Oluştur',
      AttachFiles: 'Dosya Ekle',
      EmbedLinks: 'Bağlantı Yerleştir',
      ManageThreads: 'Alt Başlıkları Yönet',
      ManageGuild: 'Sunucuyu Yönet',
    },
    cannotStartIn_one:
      '#{{channel}} kanalında oyun başlatamıyorum: {{permissions}} iznine ihtiyacım var. Bir sunucu yöneticisinden bunu rolüme vermesini iste.',
    cannotStartIn_other:
      '#{{channel}} kanalında oyun başlatamıyorum: {{permissions}} izinlerine ihtiyacım var. Bir sunucu yöneticisinden bunları rolüme vermesini iste.',
    cannotStartHere_one:
      'Burada oyun başlatamıyorum: {{permissions}} iznine ihtiyacım var. Bir sunucu yöneticisinden bunu rolüme vermesini iste.',
    cannotStartHere_other:
      'Burada oyun başlatamıyorum: {{permissions}} izinlerine ihtiyacım var. Bir sunucu yöneticisinden bunları rolüme vermesini iste.',
    settings: {
      title: 'Oyun ayarları',
      updatedTitle: 'Oyun ayarları değişti',
      reminder: 'Hamle yapılmazsa **{{hours}} sa** sonra hatırlatma',
      forfeit: 'Hamle yapılmazsa **{{hours}} sa** sonra hükmen yenilgi',
      expiry: 'Meydan okumalar **{{hours}} sa** sonra sona erer',
      threads: 'Oyun alt başlıkları **{{threads}}**',
      deck: 'Kartlar **{{deck}}** desteyle çizilir',
      archived: 'Biten oyunların alt başlıkları **arşivlenir ve kilitlenir**',
      open: 'Biten oyunların alt başlıkları **açık kalır**',
      away_one: 'Oyuncular her 30 günde **{{count}} gün** uzakta olabilir (`{{away}}`, bu sırada saatler durur)',
      away_other: 'Oyuncular her 30 günde **{{count}} gün** uzakta olabilir (`{{away}}`, bu sırada saatler durur)',
      forcedWaits: 'Tek bir geçerli hamlesi olan sıra (ör. Abstrac’ta tek alma) **oyuncuyu bekler**',
      forcedPlayed:
        'Tek bir geçerli hamlesi olan sıra (ör. Abstrac’ta tek alma) **oyuncu yerine oynanır** ve alt başlıkta söylenir',
      paced: 'Yeni oyunlar **{{pace}}** hızında, zaman bankasıyla oynanır (meydan okuma başka bir hız seçebilir)',
      untimed:
        'Yeni oyunlar **süresizdir** (yukarıdaki hatırlatma ve hükmen yenilgi saatleri), meydan okuma bir hız seçmedikçe',
      weekendsOff: 'Süreli oyunlar **hafta sonlarını atlar** (UTC)',
      everyDay: 'Süreli oyunlar **her günü** sayar',
      language: 'Yeni oyunlar **{{language}}** yazılır',
      serverLanguage: 'Yeni oyunlar **sunucunun dilinde** yazılır (Topluluk ayarları)',
      serverOnly: 'Ayarlar bir sunucuya aittir: bu komutu bir sunucuda kullan.',
      manageServer: 'Bu ayarları yalnızca {{permission}} iznine sahip üyeler değiştirebilir.',
      refused_one:
        'Hiçbir şey değişmedi: {{what}} için burada {{permissions}} iznine ihtiyacım var. Bir sunucu yöneticisinden bunu rolüme vermesini iste, sonra tekrar dene.',
      refused_other:
        'Hiçbir şey değişmedi: {{what}} için burada {{permissions}} izinlerine ihtiyacım var. Bir sunucu yöneticisinden bunları rolüme vermesini iste, sonra tekrar dene.',
      toArchive: 'biten oyunların alt başlıklarını arşivlemek ve kilitlemek',
      toOpenPrivate: 'oyunlar için özel alt başlıklar açmak',
      toOpenPublic: 'oyunlar için herkese açık alt başlıklar açmak',
      both: '{{first}} ve {{second}}',
      hoursRange: '`{{option}}` {{min}} ile {{max}} saat arasında olmalı.',
      forfeitAfterReminder: 'Hükmen yenilgi ({{forfeit}} sa) hatırlatmadan ({{reminder}} sa) sonra gelmeli.',
    },
    leaderboard: {
      noGame: 'Böyle bir oyun yok.',
      noVariant: '{{game}} oyununun "{{variant}}" diye bir çeşidi yok.',
      allVariants: 'tüm çeşitler',
      title: 'Sıralama · {{game}} · {{variant}}',
      everyTitle: 'Sıralama · tüm oyunlar',
      line_one:
        '**{{rank}}. {{name}}** · {{count}} oyun, {{wins}} G / {{losses}} M, {{points}} puan · derece {{rating}}',
      line_other:
        '**{{rank}}. {{name}}** · {{count}} oyun, {{wins}} G / {{losses}} M, {{points}} puan · derece {{rating}}',
      empty: 'Henüz biten oyun yok: `{{command}}` ile birine meydan oku!',
      ratingNote: 'Derece: 1.000’den başlar ve sonuçlar beceri gösterdikçe yükselir (temkinli bir tahmin).',
      you: 'Sen: {{of}} kişi içinde {{rank}}.',
      oneGame: '{{command}} bir oyunun ilk {{shown}} kişisini gösterir.',
    },
    stats: {
      title: 'İstatistik · {{name}}',
      line_one:
        '**{{board}}**: {{of}} kişi içinde {{rank}}. · {{count}} oyun, {{wins}} G / {{losses}} M · {{points}} puan · derece {{rating}}',
      line_other:
        '**{{board}}**: {{of}} kişi içinde {{rank}}. · {{count}} oyun, {{wins}} G / {{losses}} M · {{points}} puan · derece {{rating}}',
      none: 'Bu sunucuda henüz biten oyun yok.',
      inProgress: 'Süren oyunlar: {{number}}.',
    },
    games: {
      none: 'Süren bir oyunun yok. Bir oyunun `{{challenge}}` ya da `{{new}}` komutuyla başlat (bkz. `{{help}}`).',
      head_one: '{{count}} süren oyun, {{mine}} tanesi seni bekliyor.',
      head_other: '{{count}} süren oyun, {{mine}} tanesi seni bekliyor.',
      away: '{{until}} tarihine kadar uzaktasın: hatırlatma yok, hükmen yenilgi yok, saatler durdu (dönmek için `{{awayOff}}`).',
    },
    away: {
      back_one: 'Tekrar hoş geldin: {{count}} oyununun saati yeniden işliyor.',
      back_other: 'Tekrar hoş geldin: {{count}} oyununun saatleri yeniden işliyor.',
      set_one:
        '{{until}} tarihine kadar uzaktasın: {{count}} oyununda hatırlatma ya da hükmen yenilgi yok, saati durdu (süreler uzakta kaldığın kadar kayar). Rakibine alt başlıkta haber verildi. `{{awayOff}}` bunu daha erken bitirir.',
      set_other:
        '{{until}} tarihine kadar uzaktasın: {{count}} oyununda hatırlatma ya da hükmen yenilgi yok, saatleri durdu (süreler uzakta kaldığın kadar kayar). Rakiplerine her alt başlıkta haber verildi. `{{awayOff}}` bunu daha erken bitirir.',
    },
    notify: {
      turn: 'Bir oyunda sıra sana her geldiğinde sana bir özel mesaj göndereceğim (sıra başına bir tane, uzaktayken hiç). DM’lerini bana açık tut.',
      digest:
        'Seni bekleyen oyunları listeleyen günde bir özel mesaj göndereceğim, ilki {{when}}. DM’lerini bana açık tut.',
      off: 'Artık özel mesajla sıra bildirimi yok.',
      choose: '{{turn}}, {{digest}} ya da {{off}} seç.',
    },
    rules: {
      title: 'Kurallar · {{game}}',
      none: 'Bu oyunun kuralları yok.',
      inEnglish: 'Kurallar İngilizce.',
    },
    help: {
      title: 'Kart oyunları',
      overDaysTitle: 'Günlere yayılan oyun',
      commands: 'Komutlar',
      command: '- **{{name}}**: {{description}}',
      tables:
        'Her oyun kendi alt başlığında, kendi hızında oynanır: bot masayı (ekran okuyucular için açıklamalı bir resim) ve düğmeleri gösterir. Abstrac’ta her kart açıktadır; Threedom ve remide kartların **Elin** mesajındadır, onu yalnızca sen görürsün. Renk körü oyuncular için: bir yönetici dört renkli desteyi seçebilir (`{{fourColour}}`). `{{rules}}` her oyunun kurallarını anlatır.',
      start:
        '**Oyun başlat**: `{{abstrac}}@arkadaş` (çeşitler: Klasik, Renkler, Sınırsız, Tam deste; `{{target}}` puanı ya da `{{deals}}` sayısı), `{{threedom}}@arkadaş` ya da başkalarının katıldığı 2–6 kişilik bir masa için `{{rummy}}`. Arkadaşın **Kabul et**’e basar, bir alt başlık açılır ve sıranın kimde olduğunu gösterir. Hamle yapmayan oyuncuya bir süre sonra hatırlatılır, daha uzun sürede hükmen yenilir (bkz. `{{settings}}`).',
      computer:
        '**Bilgisayara karşı**: `/<oyun> {{challenge}}@ben` hemen başlar (remi masasında: **Bilgisayar ekle**). Seviyeler her oyunda aynı: `{{casual}}`, `{{strong}}` (varsayılan; Threedom ve remide göremediği kartlar üzerinde bir arama) ve hiçbir şeyin gizli olmadığı Abstrac’ta `{{perfect}}`. Bu oyunlar derecene değil, bilgisayara karşı kaydına sayılır.',
      hints:
        '**İpuçları**: 💡 **İpucu** düğmesi sırası gelen oyuncuya, güçlü seviyenin ne yapacağını ve nedenini gizlice söyler (Abstrac: kusursuz oyunda en iyi hamle). Bilgisayara karşı hep açık; insanlar arasında yalnızca meydan okumada ya da masada `{{hintsOn}}` ile (kabul eden onaylamış olur) ve biri kullandığında alt başlığa haber verilir. Her Abstrac eli özeti hamlelerin analiziyle biter.',
      leaving:
        '**Bırakmak**: oyunun alt başlığında `/<oyun> {{resign}}` onay ister, sonra pes eder. Üç ya da daha fazla kişilik oyunda pes eden ya da süresi dolan oyuncu sonuncu olur ve yerinde bilgisayar oynamaya devam eder. Aynı anda en fazla 5 açık meydan okuman ya da masan olabilir.',
      yourGames:
        '**Oyunların**: `{{games}}` tüm sunuculardaki oyunlarını listeler, önce sıranın sende olduklarını, bağlantılar, beklemeler ve sürelerle (`/<oyun> {{status}}`: yalnızca bir oyun).',
      away: '**Uzakta**: `{{awaySet}}N` her yerde hatırlatmalarını ve hükmen yenilgileri durdurur (saatler durur, rakiplere haber verilir; her sunucu 30 gündeki uzak günleri sınırlar, `{{awayDays}}`); `{{awayOff}}` bitirir. **Bildirimler**: `{{notifyTurn}}` sıra sana her geldiğinde DM atar, `{{digest}}` günde bir kez.',
      after:
        '**Oyundan sonra**: sonuçtaki 🔁 **Rövanş** aynı oyunu yeniden ister, yerler döner (iki kişide roller değişir); diğerleri kabul eder, bana karşı hemen başlar. Oyun başına bir tane.',
      takeback:
        '**Geri alma** (iki kişi): alt başlıkta, sıranın hemen ardından ve rakibin oynamadan önce `{{takeback}}`, rakibinden hamleni geri almana izin vermesini ister. Gizli bir kart gösteren sıra için olmaz.',
      watching:
        '**İzlemek**: bir oyunun nerede sürdüğünü söyleyen mesajdaki 👀 **İzle** seni alt başlığına ekler. İzleyiciler masayı ve hamleleri görür, eli asla.',
      records:
        '**Kayıtlar**: bir oyunun alt başlığında `{{export}}` sana kaydını gönderir (bir JSON dosyası): oyun bitince her kart ve hamle; sürerken yalnızca tüm izleyicilerin görebileceği kadarı. Komut satırı onu yeniden oynatır (`npm run cli -- replay DOSYA`) ve her sırayı resimler ve hareketli bir GIF olarak çizer (`npm run cli -- render DOSYA`).',
    },
  },

  abstrac: {},

  threedom: {},

  rummy: {},

  compete: {},
};
