// The marketplace's own company, as the mails' footer and the invoice PDF name it. The same data
// as the app's src/config/company.ts and src/features/payment/model/seller.ts: the functions
// cannot import the web app's modules, so it is repeated here. Data, not UI text.
export const MAIL_COMPANY = {
  name: 'Influencer Pazaryeri Teknoloji A.Ş.',
  address: 'Maslak Mah. Büyükdere Cad. No: 255, 34485 Sarıyer / İstanbul',
  taxOffice: 'Maslak Vergi Dairesi',
  taxNumber: '4810123456',
  invoiceEmail: 'fatura@influencer-pazaryeri.app',
} as const;

/** The product's name, in the mails' header and the sender's name. */
export const PRODUCT_NAME = 'Influencer Pazaryeri';
