import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/parts/briefs.en.json';
import es from '@/i18n/locales/parts/briefs.es.json';
import tr from '@/i18n/locales/parts/briefs.tr.json';
import coreEn from '@/i18n/locales/en.json';
import coreEs from '@/i18n/locales/es.json';
import coreTr from '@/i18n/locales/tr.json';
import {
  contentTypes,
  paymentTypes,
  platforms,
  type ContentType,
  type Platform,
} from '@/lib/collections/briefs';
import {
  brandName,
  categoryLabels,
  contentTypeLabels,
  dateRange,
  formatAgeRange,
  genderTag,
  interestKey,
  moneyWithVat,
  offerText,
  platformLabels,
  workModelKey,
} from '../cardFormat';
import { categoryCodes, categoryLabelKey } from '@/lib/categories';
import { statusBadge, type BriefStatus } from '../status';
import { adminTabs, influencerTabs, ownerTabs } from '../tabs';
import type { DisplayText } from '../text';

// Every key the model can hand to the UI, gathered by calling it.
const textKey = (text: DisplayText | null) => (text && 'key' in text ? [text.key] : []);
const statuses: BriefStatus[] = ['pending', 'ongoing', 'completed'];
const emitted = new Set<string>([
  ...categoryCodes.map(categoryLabelKey),
  ...statuses.map((status) => statusBadge(status).labelKey),
  ...[...adminTabs, ...ownerTabs(false), ...ownerTabs(true), ...influencerTabs].flatMap((tab) => [
    tab.titleKey,
    tab.emptyKey,
  ]),
  ...platforms.flatMap((p: Platform) => platformLabels({ briefPlatforms: [p] })),
  ...platformLabels({}),
  ...contentTypes.flatMap((c: ContentType) => contentTypeLabels({ contentTypes: [c] })),
  ...contentTypeLabels({}),
  ...categoryLabels({ targetedCategories: [] }).keys,
  ...[
    [true, true],
    [true, false],
    [false, true],
  ].flatMap(([male, female]) => {
    const key = genderTag({ targetMaleInfluencers: male, targetFemaleInfluencers: female });
    return key ? [key] : [];
  }),
  ...paymentTypes.flatMap((type) => [workModelKey(type), workModelKey(type, { admin: true })]),
  ...textKey(moneyWithVat(1)),
  ...textKey(formatAgeRange(18, 30)),
  ...[dateRange(1, 2), dateRange(1), dateRange(undefined, 2), dateRange()].flatMap(textKey),
  ...textKey(brandName({ briefSenderName: '' })),
  ...textKey(offerText()),
  interestKey(true),
  interestKey(false),
]);

function valueAt(locale: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale);
}

describe('translation keys the model emits', () => {
  it('are all under briefs.* or the shared categories.*', () => {
    expect(emitted.size).toBeGreaterThan(60);
    const elsewhere = [...emitted].filter(
      (key) => !key.startsWith('briefs.') && !key.startsWith('categories.'),
    );
    expect(elsewhere).toEqual([]);
  });

  it.each([
    ['tr', { ...coreTr, ...tr }],
    ['en', { ...coreEn, ...en }],
    ['es', { ...coreEs, ...es }],
  ])('exist as texts in %s', (_name, locale) => {
    const missing = [...emitted].filter((key) => typeof valueAt(locale, key) !== 'string');
    expect(missing).toEqual([]);
  });
});

describe('spec texts in tr', () => {
  it.each([
    ['briefs.list.startNew', 'Yeni Proje Başlat'],
    ['briefs.list.displayModes.image', 'Görsel'],
    ['briefs.list.displayModes.thumb', 'Küçük'],
    ['briefs.list.displayModes.list', 'Liste'],
    ['briefs.list.columns.project', 'Proje'],
    ['briefs.list.columns.workModel', 'Çalışma Modeli'],
    ['briefs.list.columns.status', 'Durumu'],
    ['briefs.list.columns.actions', 'İşlemler'],
    ['briefs.list.columns.brand', 'Marka'],
    ['briefs.list.columns.platform', 'Platform'],
    ['briefs.list.columns.yourOffer', 'Teklifiniz'],
    ['briefs.list.columns.interest', 'İlgi Durumunuz'],
    ['briefs.admin.approve', 'Onayla'],
    ['briefs.admin.complete', 'Tamamla'],
    ['briefs.admin.remove', 'Sil'],
    ['briefs.toasts.approved', 'Proje başarıyla onaylandı.'],
    ['briefs.toasts.approveFailed', 'Proje onaylanırken bir hata oluştu.'],
    ['briefs.toasts.completed', 'Proje başarıyla tamamlandı.'],
    ['briefs.toasts.completeFailed', 'Proje tamamlanırken bir hata oluştu.'],
    ['briefs.toasts.removed', 'Proje başarıyla silindi.'],
    ['briefs.toasts.removeNotFound', 'Silinecek proje bulunamadı.'],
    ['briefs.toasts.removeDenied', 'Bu projeyi silme yetkiniz bulunmamaktadır.'],
    ['briefs.toasts.removeFailed', 'Proje silinirken bir hata oluştu.'],
    ['briefs.errors.create', 'Brief yaratılırken bir hata oluştu. Lütfen irtibata geçiniz'],
    ['briefs.errors.complete', 'Brief tamamlanırken bir hata oluştu. Lütfen irtibata geçiniz'],
    [
      'briefs.errors.offer',
      'Teklif verilirken bir hata oluştu.Lütfen sayfayı yenileyip tekrar deneyiniz.',
    ],
    [
      'briefs.errors.selectInfluencer',
      'Influencer seçilirken bir hata oluştu. Lütfen sayfayı yenileyip tekrar deneyiniz.',
    ],
    ['briefs.errors.selectUser', 'Kullanıcı seçilirken hata oluştu'],
    ['briefs.errors.missingUserData', 'Kullanıcı bilgileri eksik…'],
    ['briefs.errors.missingAcceptedUserId', "Kabul edilen kullanıcı ID'si bulunamadı"],
    ['briefs.offers.sent', 'Teklifiniz Gönderilmiştir.'],
    ['briefs.offers.cancelled', 'Tekliften vazgeçilmiştir.'],
    ['briefs.offers.influencerSelected', 'Influencer başarıyla seçildi.'],
    [
      'briefs.influencer.approvalRequired',
      'Projeleri görebilmeniz için hesabınızın onaylanması gerekiyor!',
    ],
    ['briefs.influencer.verifyAccount', 'Hesabımı Onayla'],
    ['briefs.influencer.sending', 'Gönderiliyor...'],
    [
      'briefs.influencer.verifyRequested',
      'Doğrulama isteğiniz alındı. Lütfen mesajlaşma bölümünden devam ediniz.',
    ],
    ['briefs.influencer.photo.title', 'Profil Fotoğrafı Gerekli'],
    ['briefs.influencer.photo.uploading', 'Yükleniyor...'],
    ['briefs.influencer.photo.tooLarge', "Dosya boyutu 2MB'dan küçük olmalıdır."],
    ['briefs.influencer.photo.badType', 'Sadece JPG, PNG, WEBP ve GIF dosyaları yüklenebilir.'],
    ['briefs.influencer.photo.success', 'Profil fotoğrafı başarıyla güncellendi!'],
    ['briefs.influencer.photo.failed', 'Fotoğraf yüklenirken hata oluştu.'],
    ['briefs.influencer.social.title', 'Sosyal Medya Gerekli'],
    [
      'briefs.influencer.social.message',
      'Hesap onayı için en az 1 tane sosyal medya hesabı eklemelisiniz.',
    ],
  ])('%s is "%s"', (key, text) => {
    expect(valueAt(tr, key)).toBe(text);
  });
});
