// The marketplace's own company: the data controller named in the KVKK texts, the contact
// details on the public pages, the seller on invoices and in the mails' footer. Data, not UI
// text. One copy for the app (src/config/company.ts) and the functions (mail, invoice PDF).
export const COMPANY = {
  name: 'Influencer Pazaryeri Teknoloji A.Ş.',
  address: 'Maslak Mah. Büyükdere Cad. No: 255, 34485 Sarıyer / İstanbul',
  taxOffice: 'Maslak Vergi Dairesi',
  taxNumber: '4810123456',
  email: 'iletisim@influencer-pazaryeri.app',
  kvkkEmail: 'kvkk@influencer-pazaryeri.app',
  invoiceEmail: 'fatura@influencer-pazaryeri.app',
  phone: '+90 212 555 01 23',
  /** The media site the footer and the about page link to (spec section 1), unless configured. */
  mediaSiteUrl: 'https://medya.influencer-pazaryeri.app',
} as const;

/** The product's name, as the mails and the unsubscribe page name it. */
export const PRODUCT_NAME = 'Influencer Pazaryeri';
