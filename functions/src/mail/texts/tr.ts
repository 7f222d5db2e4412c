// Turkish mail texts: the first language of the app and the default of every mail.
import type { MailTexts, NotificationFields } from './types';

const PRODUCT = 'Influencer Pazaryeri';

/** `Merhaba Ayşe,` when the notification names its reader. */
const hello = (name: string): string[] => (name ? [`Merhaba ${name},`] : []);

/** The stored Turkish message when there is one, else the given line. */
const storedOr = (fields: NotificationFields, line: string): string => fields.message || line;

export const tr: MailTexts = {
  locale: 'tr-TR',
  untitled: 'Başlıksız proje',
  quote: (title) => `"${title}"`,
  plans: { free: 'Ücretsiz', business: 'Business', pro: 'Pro' },
  notifications: {
    newOffer: (f) => ({
      subject:
        f.price === null
          ? `Yeni teklif: ${f.quotedTitle} için ürün karşılığı iş birliği isteği`
          : `Yeni teklif: ${f.quotedTitle} için ${f.price}`,
      heading: 'Projenize yeni bir teklif geldi',
      paragraphs: [
        f.price === null
          ? `${f.name || 'Bir influencer'}, ${f.quotedTitle} projenizde ürün karşılığı (barter) iş birliği yapmak istiyor.`
          : `${f.name || 'Bir influencer'}, ${f.quotedTitle} projenize ${f.price} (KDV hariç) teklif verdi.`,
        'Teklifi proje sayfasında inceleyip kabul edebilir ya da reddedebilirsiniz.',
      ],
      button: 'Teklifi incele',
    }),
    projectAccepted: (f) => ({
      subject: `Teklifiniz kabul edildi: ${f.quotedTitle}`,
      heading: 'Teklifiniz kabul edildi',
      paragraphs: [
        ...hello(f.name),
        storedOr(f, `${f.quotedTitle} projesi için verdiğiniz teklif kabul edildi.`),
        'Ayrıntıları markayla proje sayfasındaki mesajlaşma bölümünden konuşabilirsiniz.',
      ],
      button: 'Projeyi aç',
    }),
    offerDeclined: (f) => ({
      subject: `Teklifiniz kabul edilmedi: ${f.quotedTitle}`,
      heading: 'Teklifiniz bu kez kabul edilmedi',
      paragraphs: [
        f.name
          ? `${f.name}, ${f.quotedTitle} projesi için verdiğiniz teklifi bu kez kabul etmedi.`
          : `${f.quotedTitle} projesi için verdiğiniz teklif bu kez kabul edilmedi.`,
        'Size uygun diğer projelere göz atıp yeni teklifler verebilirsiniz.',
      ],
      button: 'Projeyi aç',
    }),
    supportAnswer: (f) => ({
      subject: 'Destek talebiniz yanıtlandı',
      heading: 'Destek ekibimiz yanıt verdi',
      paragraphs: ['Destek ekibimiz sorunuzu şöyle yanıtladı:'],
      quote: f.text || f.message,
      after: ['Yanıtın tamamını görmek ve yazışmayı sürdürmek için destek sayfanızı açın.'],
      button: 'Yanıtı görüntüle',
    }),
    briefVerified: (f) => ({
      subject: `Projeniz onaylandı: ${f.quotedTitle}`,
      heading: 'Projeniz yayında',
      paragraphs: [
        `${f.quotedTitle} projeniz ekibimiz tarafından incelendi ve onaylandı.`,
        'Projeniz artık teklif alabilir; gelen teklifleri proje sayfasından takip edebilirsiniz.',
      ],
      button: 'Projeyi aç',
    }),
    paymentUpdate: (f) => ({
      subject: `${f.storedSubject || 'Ödeme bilgilendirmesi'}: ${f.quotedTitle}`,
      heading: f.storedSubject || 'Ödemenizle ilgili bir gelişme var',
      paragraphs: [
        storedOr(f, `${f.quotedTitle} iş birliğinin ödemesiyle ilgili bir gelişme var.`),
        'Ödemenin durumunu iş birliği sayfasında görebilirsiniz.',
      ],
      button: 'Ayrıntıları gör',
    }),
    earningsAdded: (f) => ({
      subject: f.amount ? `Hakedişiniz güncellendi: ${f.amount}` : 'Hakedişiniz güncellendi',
      heading: 'Hakedişiniz güncellendi',
      paragraphs: [
        ...hello(f.name),
        storedOr(
          f,
          `${f.quotedTitle} projesi için ${f.amount || 'hakedişiniz'} hesabınıza eklendi.`,
        ),
        'Tüm hakedişlerinizi ve ödemelerinizi Kazançlarım sayfasında görebilirsiniz.',
      ],
      button: 'Kazançlarımı gör',
    }),
    invoicePaid: (f) => ({
      subject: `Faturanız: ${f.plan} planı, ${f.gross}`,
      heading: 'Ödemeniz alındı, teşekkür ederiz',
      paragraphs: [`${f.plan} planı aylık aboneliğinizin ödemesi alındı.`],
      facts: [
        ['Tutar (KDV hariç)', f.net],
        [`KDV (%${f.kdvRate})`, f.kdv],
        ['Genel toplam', f.gross],
      ],
      after: [
        'Faturanız bu e-postanın ekinde PDF olarak yer alıyor. Faturalarınızı uygulamadaki fatura sayfasında da görebilirsiniz.',
      ],
      button: 'Faturayı görüntüle',
    }),
    collaborationUpdate: (f) => ({
      subject: `${f.storedSubject || 'İş birliğinizde yeni bir adım'}: ${f.quotedTitle}`,
      heading: f.storedSubject || 'İş birliğinizde yeni bir adım',
      paragraphs: [storedOr(f, `${f.quotedTitle} iş birliğinizde yeni bir adım var.`)],
      button: 'İş birliğini aç',
    }),
    newProject: (f) => ({
      subject: `Onay bekleyen yeni proje: ${f.quotedTitle}`,
      heading: 'Onay bekleyen yeni bir proje var',
      paragraphs: [
        `${f.name || 'Bir marka'}, ${f.quotedTitle} adlı yeni bir proje oluşturdu.`,
        "Proje, siz onaylayana kadar influencer'lara görünmez.",
      ],
      button: 'Projeyi incele',
    }),
  },
  unknownButton: 'Uygulamada aç',
  chatDigest: (f) => {
    const sender = f.senderName || 'Bir kullanıcı';
    const where = f.quotedTitle ? ` ${f.quotedTitle} sohbetinde` : '';
    return f.count > 1
      ? {
          subject: `${sender} size ${f.count} yeni mesaj gönderdi`,
          heading: 'Okunmamış mesajlarınız var',
          paragraphs: [`${sender},${where} size ${f.count} mesaj yazdı:`],
          quote: f.preview,
          after: ['Yanıtlamak için sohbeti açın.'],
          button: 'Mesajları oku',
        }
      : {
          subject: `${sender} size yeni bir mesaj gönderdi`,
          heading: 'Okunmamış bir mesajınız var',
          paragraphs: [`${sender},${where} size yazdı:`],
          quote: f.preview,
          after: ['Yanıtlamak için sohbeti açın.'],
          button: 'Mesajı oku',
        };
  },
  marketingButton: 'Hemen incele',
  layout: {
    linkHint: 'Düğme çalışmıyorsa bu bağlantıyı tarayıcınıza yapıştırın:',
    transactionalWhy:
      'Bu e-posta, hesabınızdaki bir ödemeyle ilgili bilgilendirmedir. Ödeme ve fatura e-postaları bildirim tercihlerinizden bağımsız olarak gönderilir.',
    preferenceWhy: `Bu e-postayı, ${PRODUCT} hesabınızın bildirim tercihlerinde bu bildirim açık olduğu için alıyorsunuz. Tercihlerinizi hesap sayfanızdan değiştirebilirsiniz.`,
    marketingWhy: `Bu e-postayı, ${PRODUCT}'nden pazarlama iletileri almaya onay verdiğiniz için alıyorsunuz.`,
    unsubscribe: 'Bu tür e-postaları almak istemiyorum',
    marketingUnsubscribe: 'Pazarlama e-postalarından çık',
  },
  unsubscribePage: {
    title: 'E-posta tercihleri',
    eventNames: {
      newOffer: 'Yeni teklifler',
      offerResult: 'Teklif sonuçları',
      chatMessage: 'Okunmamış mesajlar',
      supportAnswer: 'Destek yanıtları',
      briefVerified: 'Proje onayları',
      payment: 'Ödeme bildirimleri',
      earningAdded: 'Hakediş bildirimleri',
      invoicePaid: 'Faturalar',
      collaboration: 'İş birliği adımları',
      newProject: 'Onay bekleyen yeni projeler',
    },
    ask: (name) =>
      `"${name}" e-postalarını artık almak istemiyor musunuz? Onaylarsanız bunlar size e-postayla gönderilmez; uygulamadaki bildirimleriniz sürer.`,
    askMarketing:
      'Pazarlama e-postalarına verdiğiniz onayı geri çekmek istiyor musunuz? Onaylarsanız size artık pazarlama e-postası gönderilmez.',
    confirm: 'E-postaları durdur',
    confirmMarketing: 'Onayımı geri çek',
    done: (name) =>
      `"${name}" e-postaları durduruldu. İsterseniz hesap sayfanızdaki bildirim tercihlerinden yeniden açabilirsiniz.`,
    doneMarketing:
      'Pazarlama e-postalarına verdiğiniz onay geri çekildi; size artık pazarlama e-postası gönderilmeyecek.',
    alreadyWithdrawn:
      'Pazarlama e-postalarına verdiğiniz onay zaten geri çekilmiş; size pazarlama e-postası gönderilmiyor.',
    invalid: 'Bu bağlantı geçerli değil ya da eksik kopyalanmış.',
    settingsHint:
      'E-posta tercihlerinizi hesap sayfanızdaki bildirim ayarlarından da değiştirebilirsiniz.',
    toApp: `${PRODUCT} uygulamasını aç`,
  },
  invoice: {
    heading: 'Fatura',
    number: (id) => `Fatura no: ${id}`,
    date: (date) => `Tarih: ${date}`,
    taxNumber: 'VKN',
    buyer: 'Alıcı',
    item: 'Açıklama',
    amount: 'Tutar',
    line: (plan) => `${plan} planı — aylık abonelik`,
    kdv: (rate) => `KDV (%${rate})`,
    total: 'Genel toplam',
    footnote:
      'Bu belge ödemenizin özetidir; e-Arşiv faturanız ayrıca e-posta adresinize gönderilir.',
    fileName: (id) => `fatura-${id}.pdf`,
  },
};
