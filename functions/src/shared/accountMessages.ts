// Turkish messages the account callables put in their HttpsError. Plain TypeScript, no
// imports, so the web client and the tests can compare against the same strings.
export const ACCOUNT_MESSAGES = {
  unauthenticated: 'Bu işlem için giriş yapmalısınız.',
  permissionDenied: 'Bu işlem için yetkiniz bulunmamaktadır.',
  typeNotAllowed: 'Bu türde bir kullanıcı oluşturma yetkiniz bulunmamaktadır.',
  invalidUsername:
    'Kullanıcı adı 3-30 karakter olmalı; yalnızca harf, rakam, nokta, alt çizgi ve tire içerebilir ve nokta ile başlayıp bitemez.',
  invalidPassword: 'Parola en az 6 karakter olmalıdır.',
  invalidName: 'Ad boş olamaz ve en fazla 100 karakter olabilir.',
  invalidSurname: 'Soyad boş olamaz ve en fazla 100 karakter olabilir.',
  invalidType: 'Geçersiz kullanıcı türü.',
  invalidBrandName: 'Marka adı en fazla 100 karakter olabilir.',
  usernameTaken: 'Bu kullanıcı adı zaten kullanılıyor.',
  createFailed: 'Kullanıcı kaydı tamamlanamadı. Lütfen tekrar deneyin.',
  invalidUid: 'Geçersiz kullanıcı kimliği.',
  adminNotDeletable: 'Yönetici hesapları bu yolla silinemez.',
  deleteFailed: 'Hesap silinirken bir hata oluştu. Lütfen tekrar deneyin.',
} as const;
