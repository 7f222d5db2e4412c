// The marketplace's own company: the data controller named in the KVKK texts and the contact
// details on the public pages. Data, not UI text. (The invoice seller in
// src/features/payment/model/seller.ts reads it too.)
export const COMPANY = {
  name: 'Influencer Pazaryeri Teknoloji A.Ş.',
  address: 'Maslak Mah. Büyükdere Cad. No: 255, 34485 Sarıyer / İstanbul',
  taxOffice: 'Maslak Vergi Dairesi',
  taxNumber: '4810123456',
  email: 'iletisim@influencer-pazaryeri.app',
  kvkkEmail: 'kvkk@influencer-pazaryeri.app',
  phone: '+90 212 555 01 23',
} as const;
