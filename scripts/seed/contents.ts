// The content pages' documents (Contents/..., docs/decisions.md "Content pages"): blog posts,
// FAQ entries, knowledge-base topics and articles, the mailing template, the home page's
// numbers and the category names. Fixed ids (the Turkish slugs) and anchor-relative dates, so
// a re-run overwrites the same documents.
import { CATEGORY_NAMES } from './categories';
import type { SeedDoc } from './seedDoc';
import { DAY_MS, SEED_ANCHOR_MS } from './seedClock';

const daysAgo = (days: number) => new Date(SEED_ANCHOR_MS - days * DAY_MS);

const BLOG = 'Contents/Blog/posts';
const FAQ = 'Contents/Faq/entries';
const KB_CATEGORIES = 'Contents/KnowledgeBase/categories';
const KB_ARTICLES = 'Contents/KnowledgeBase/articles';

type Post = {
  slug: string;
  title: string;
  summary: string;
  cover: string;
  days: number;
  body: string;
};

export const seedBlogPosts: Post[] = [
  {
    slug: 'mikro-influencer-ile-calismanin-5-avantaji',
    title: 'Mikro Influencer ile Çalışmanın 5 Avantajı',
    summary:
      '10 bin ile 100 bin takipçi arasındaki içerik üreticileri neden markaların ilk tercihi oluyor?',
    cover: '/demo/blog/mikro.svg',
    days: 3,
    body: `Büyük bütçeli kampanyalar hâlâ ünlü isimlerle anılıyor; ama Türkiye'de markaların çoğu artık **mikro influencer** iş birlikleriyle büyüyor.

## 1. Etkileşim oranı daha yüksek

Takipçi sayısı arttıkça etkileşim oranı düşer. 10-50 bin takipçili hesaplarda beğeni ve yorum oranı çoğu zaman büyük hesapların iki katıdır.

## 2. Niş kitleye doğrudan ulaşım

Anne-bebek, kamp, kahve ya da oyun: mikro influencerlar belirli bir ilgi alanında güven kazanmıştır. Ürününüz tam o kitleye gider.

## 3. Bütçe esnekliği

Aynı bütçeyle bir ünlü yerine 10-15 içerik üreticisiyle çalışarak farklı şehirlerde, farklı tarzlarda içerik elde edebilirsiniz.

## 4. Daha samimi içerik

Takipçileriyle birebir konuşan üreticiler, ürünü reklam gibi değil tavsiye gibi anlatır.

## 5. Barter ile başlamak mümkün

Yeni markalar için ürün karşılığı (barter) iş birliği iyi bir başlangıçtır. Platformda brief oluştururken ödeme türünü **Barter** seçmeniz yeterli.

> İpucu: Brief'inizde hedef kategori ve yaş aralığını net yazın; teklifler daha isabetli gelir.`,
  },
  {
    slug: 'iyi-bir-brief-nasil-yazilir',
    title: 'İyi Bir Brief Nasıl Yazılır?',
    summary: 'Doğru teklifleri almanın yolu açık bir brief’ten geçer. Kontrol listemizle başlayın.',
    cover: '/demo/blog/brief.svg',
    days: 11,
    body: `Brief, içerik üreticisinin sizi tanıdığı ilk yerdir. Eksik bir brief yanlış tekliflere ve uzayan yazışmalara yol açar.

## Kontrol listesi

- **Amaç:** Bilinirlik mi, satış mı, uygulama indirmesi mi?
- **Platform ve içerik türü:** Instagram Reel, TikTok videosu, YouTube entegrasyonu...
- **Hedef kitle:** Yaş aralığı, cinsiyet ve kategoriler.
- **Takvim:** Yayın tarihi aralığı ve onay süresi.
- **Bütçe:** KDV hariç tutar ya da barter ürün bilgisi.
- **Yapılmaması gerekenler:** Rakip marka, kullanılmaması gereken ifadeler.

## Örnek bir giriş cümlesi

*"Kış koleksiyonumuz için 25-34 yaş arası, moda ve seyahat içerikleri üreten kadın içerik üreticileriyle 3 Reel'lik bir seri planlıyoruz."*

Brief yayınlandıktan sonra gelen teklifleri **Projeler** sayfasından karşılaştırabilirsiniz.`,
  },
  {
    slug: 'reklam-etiketi-rehberi-isbirligi-paylasimlari',
    title: 'Reklam Etiketi Rehberi: İş Birliği Paylaşımlarında Nelere Dikkat Edilmeli?',
    summary:
      'Ticaret Bakanlığı’nın sosyal medya etkileyicileri kılavuzuna göre reklam içeriği nasıl belirtilir?',
    cover: '/demo/blog/reklam.svg',
    days: 24,
    body: `Ticari iş birliğiyle hazırlanan her paylaşımın **reklam olduğu açıkça belirtilmelidir**. Takipçi, içeriğin ücretli ya da ürün karşılığı hazırlandığını ilk bakışta anlayabilmelidir.

## Pratik kurallar

1. Etiketi içeriğin başına koyun: \`#reklam\` ya da \`#işbirliği\`.
2. Videolarda etiketi hem açıklamada hem de görüntüde gösterin.
3. Platformun "ücretli ortaklık" özelliği varsa onu da açın.
4. Barter (ürün karşılığı) iş birlikleri de reklamdır.

## Platformda nasıl işliyor?

İş birliği tamamlandığında paylaşım bağlantısını eklerken reklam etiketini kullandığınızı onaylarsınız. Marka bu onayı proje sayfasında görür.`,
  },
  {
    slug: 'kampanya-basarisini-olcmek-icin-4-metrik',
    title: 'Kampanya Başarısını Ölçmek İçin 4 Metrik',
    summary: 'Erişim, etkileşim, tıklama ve dönüşüm: hangi metrik hangi hedef için anlamlı?',
    cover: '/demo/blog/olcum.svg',
    days: 38,
    body: `Kampanya bittiğinde "iyi geçti" demek yetmez. Hedefinize göre dört metriğe bakın.

| Metrik | Ne anlatır? |
| --- | --- |
| Erişim | İçeriği kaç kişi gördü |
| Etkileşim oranı | Görenlerin ne kadarı beğendi, yorum yaptı, kaydetti |
| Tıklama | Bağlantıya ya da profile kaç kişi gitti |
| Dönüşüm | İndirim kodu ya da bağlantıyla kaç satış geldi |

## İndirim kodu kullanın

Her içerik üreticisine ayrı bir kod vermek, satışları kişi bazında ölçmenin en kolay yoludur. Satış ortaklığı (affiliate) programlarında bu takip otomatik yapılır.`,
  },
];

export const seedFaq: { id: string; question: string; answer: string }[] = [
  {
    id: 'kayit-ucreti',
    question: 'Platforma kayıt olmak ücretli mi?',
    answer:
      'Hayır. Markalar, ajanslar ve içerik üreticileri ücretsiz kayıt olur. Markalar için ek özellikler **Business** planıyla açılır; ayrıntılar Fiyatlar sayfasındadır.',
  },
  {
    id: 'hesap-onayi',
    question: 'Influencer hesabım ne zaman onaylanır?',
    answer:
      'Profilinizi doldurup sosyal medya hesabınızı doğruladıktan sonra ekibimiz hesabınızı genellikle **1-2 iş günü** içinde inceler. Onaylanınca size uygun briefleri görmeye başlarsınız.',
  },
  {
    id: 'sosyal-hesap-dogrulama',
    question: 'Instagram hesabımı nasıl doğrularım?',
    answer:
      'Hesap sayfanızda size verilen doğrulama kodunu Instagram biyografinize geçici olarak ekleyin ve "Doğrula" butonuna basın. Doğrulama bitince kodu silebilirsiniz.',
  },
  {
    id: 'brief-nedir',
    question: 'Brief nedir?',
    answer:
      'Brief, markanın iş birliği ilanıdır: ürün, hedef kitle, platform, tarih ve bütçe bilgilerini içerir. İçerik üreticileri briefe teklif göndererek başvurur.',
  },
  {
    id: 'teklif-gonderme',
    question: 'Bir briefe nasıl teklif gönderirim?',
    answer:
      'Brief detay sayfasında **Teklif Ver** butonuna basın, tutarı (KDV hariç) ve kısa bir not yazın. Marka teklifinizi kabul ettiğinde bildirim alırsınız.',
  },
  {
    id: 'barter',
    question: 'Barter iş birliği ne demek?',
    answer:
      'Barter, ücret yerine ürün ya da hizmet karşılığında yapılan iş birliğidir. Barter briefleri projeler listesinde ayrı sekmede görünür.',
  },
  {
    id: 'odeme-zamani',
    question: 'Ödememi ne zaman alırım?',
    answer:
      'İş birliği tamamlanıp paylaşım bağlantısı onaylandıktan sonra hakedişiniz kaydedilir ve **Kazançlarım** sayfasında görünür. Ödemeler her ayın 15’inde yapılır.',
  },
  {
    id: 'stopaj',
    question: 'Kazancımdan vergi kesiliyor mu?',
    answer:
      'Şirketi olmayan sosyal içerik üreticilerinin kazancından GVK 20/B kapsamında **%15 stopaj** kesilir. Şahıs şirketi ya da şirketi olanlar fatura keser, stopaj uygulanmaz.',
  },
  {
    id: 'iade-iptal',
    question: 'Business aboneliğimi iptal edip iade alabilir miyim?',
    answer:
      'Aboneliğinizi istediğiniz zaman iptal edebilirsiniz; dönem sonuna kadar kullanmaya devam edersiniz. İlk 14 gün içinde kullanılmamış abonelikler için İADE talebinizi Destek sayfasından iletebilirsiniz.',
  },
  {
    id: 'ajans-hesabi',
    question: 'Ajans olarak birden fazla influencer yönetebilir miyim?',
    answer:
      'Evet. Influencer ajansı hesabıyla yönettiğiniz içerik üreticilerini ekleyebilir, onlar adına teklif verebilir ve kazançlarını tek yerden izleyebilirsiniz.',
  },
  {
    id: 'reklam-etiketi',
    question: 'Paylaşımlarda reklam etiketi kullanmak zorunlu mu?',
    answer:
      'Evet. Ticari iş birliklerinde paylaşımın reklam olduğu açıkça belirtilmelidir (`#reklam`, `#işbirliği`). Ayrıntılar için [reklam etiketi rehberimize](/app/pages/blog/blog-detail?slug=reklam-etiketi-rehberi-isbirligi-paylasimlari) bakın.',
  },
  {
    id: 'kisisel-veriler',
    question: 'Kişisel verilerim nasıl korunuyor?',
    answer:
      'Verileriniz KVKK’ya uygun olarak işlenir. Kimlik ve ödeme bilgileriniz yalnızca sizin ve yetkili yöneticilerin erişebildiği alanlarda tutulur; herkese açık profilinizde görünmez.',
  },
  {
    id: 'destek',
    question: 'Destek ekibine nasıl ulaşırım?',
    answer:
      'Menüdeki **Destek** sayfasından bize yazabilirsiniz. Hafta içi 09:00-18:00 arasında genellikle aynı gün içinde yanıt veriyoruz.',
  },
];

const seedKnowledgeCategories = [
  {
    id: 'baslarken',
    name: 'Başlarken',
    description: 'Hesap açma, profil ve doğrulama adımları.',
  },
  {
    id: 'markalar-icin',
    name: 'Markalar İçin',
    description: 'Brief yayınlama, teklifleri değerlendirme ve iş birliğini tamamlama.',
  },
  {
    id: 'icerik-ureticileri-icin',
    name: 'İçerik Üreticileri İçin',
    description: 'Teklif verme, paylaşım teslimi ve kazançlar.',
  },
];

export const seedKnowledgeArticles = [
  {
    id: 'hesap-turleri',
    categoryId: 'baslarken',
    title: 'Hangi hesap türünü seçmeliyim?',
    body: `Kayıt sırasında hesap türünüzü seçersiniz:

- **Marka:** Kendi ürünleri için brief yayınlayan şirketler.
- **Reklam ajansı:** Müşteri markalar adına brief yöneten ajanslar.
- **Influencer ajansı / Pro influencer ajansı:** İçerik üreticilerini yöneten ajanslar.
- **Influencer:** Kendi adına teklif veren içerik üreticileri.

Hesap türü sonradan değiştirilemez; emin değilseniz Destek'e yazın.`,
  },
  {
    id: 'profilini-tamamla',
    categoryId: 'baslarken',
    title: 'Profilinizi eksiksiz doldurun',
    body: `Markalar içerik üreticilerini profil bilgilerine göre bulur. Profil fotoğrafı, kategoriler, şehir ve sosyal medya hesaplarınızı ekleyin. Eksiksiz profiller aramada üst sıralarda görünür.`,
  },
  {
    id: 'ilk-briefinizi-yayinlayin',
    categoryId: 'markalar-icin',
    title: 'İlk briefinizi yayınlayın',
    body: `1. Menüden **Yeni Brief** sayfasını açın.
2. Başlık, açıklama ve görselleri ekleyin.
3. Hedef kategori, yaş aralığı ve cinsiyeti seçin.
4. Ödeme türünü (Bütçeli, Barter ya da ikisi) ve tutarı girin.
5. Yayınlayın: brief yönetici onayından sonra içerik üreticilerine görünür.`,
  },
  {
    id: 'teklifleri-degerlendirin',
    categoryId: 'markalar-icin',
    title: 'Teklifleri değerlendirme ve kabul etme',
    body: `Brief detay sayfasındaki teklif listesinde her içerik üreticisinin tutarını, notunu ve profilini görürsünüz. Kabul ettiğiniz teklif için proje sohbeti açılır; ayrıntıları orada konuşabilirsiniz.`,
  },
  {
    id: 'teklif-verirken-dikkat',
    categoryId: 'icerik-ureticileri-icin',
    title: 'Teklif verirken nelere dikkat etmeli?',
    body: `Tutarınızı **KDV hariç** yazın. Notunuzda kaç içerik, hangi formatta ve hangi tarihte paylaşacağınızı belirtin. Benzer iş birliklerinizden bir örnek bağlantı eklemek kabul şansınızı artırır.`,
  },
  {
    id: 'paylasim-teslimi',
    categoryId: 'icerik-ureticileri-icin',
    title: 'Paylaşım bağlantısını teslim etme',
    body: `Paylaşımınız yayına girdiğinde proje sayfasından bağlantıyı ekleyin ve reklam etiketini kullandığınızı onaylayın. Marka onayladığında iş birliği tamamlanır ve hakedişiniz kaydedilir.`,
  },
];

export const seedMailing = {
  subject: '{{name}}, yeni iş birliği fırsatları seni bekliyor',
  preheader: 'Bu hafta ilgi alanlarına uygun 12 yeni brief yayınlandı.',
  heading: 'Merhaba {{name}}!',
  body: `Bu hafta **moda**, **seyahat** ve **gıda** kategorilerinde yeni briefler yayınlandı. Profilinle eşleşenleri senin için seçtik.

- Kış koleksiyonu Reel serisi — Bütçeli
- Kahve markası için TikTok videosu — Barter
- Şehir rehberi YouTube entegrasyonu — Bütçeli

Teklifini erken gönderen içerik üreticileri markaların listesinde üstte yer alır.`,
  ctaLabel: 'Briefleri Gör',
  ctaUrl: 'https://influencer-pazaryeri.example.com/app/projects',
};

export function buildContentDocs(): SeedDoc[] {
  const updatedAt = daysAgo(1);
  return [
    {
      path: 'Contents/Statistics',
      data: {
        brandCount: 1240,
        influencerCount: 18500,
        briefCount: 4320,
        collaborationCount: 9870,
        updatedAt,
      },
    },
    { path: 'Contents/Categories', data: { tr: [...CATEGORY_NAMES], updatedAt } },
    { path: 'Contents/Mailing', data: { ...seedMailing, updatedAt } },
    ...seedBlogPosts.map(({ slug, cover, days, ...post }) => ({
      path: `${BLOG}/${slug}`,
      data: {
        ...post,
        coverImage: cover,
        author: 'Influencer Pazaryeri Ekibi',
        publishedAt: daysAgo(days),
        updatedAt: daysAgo(days),
      },
    })),
    ...seedFaq.map(({ id, ...entry }, index) => ({
      path: `${FAQ}/${id}`,
      data: { ...entry, order: index + 1, updatedAt },
    })),
    ...seedKnowledgeCategories.map(({ id, ...category }, index) => ({
      path: `${KB_CATEGORIES}/${id}`,
      data: { ...category, order: index + 1, updatedAt },
    })),
    ...seedKnowledgeArticles.map(({ id, ...article }, index) => ({
      path: `${KB_ARTICLES}/${id}`,
      data: { ...article, order: index + 1, updatedAt },
    })),
  ];
}
