// The seller printed on invoices: the marketplace's own company. Data, not UI text.
export const SELLER = {
  name: 'Influencer Pazaryeri Teknoloji A.Ş.',
  address: 'Maslak Mah. Büyükdere Cad. No: 255, 34485 Sarıyer / İstanbul',
  taxOffice: 'Maslak Vergi Dairesi',
  taxNumber: '4810123456',
  email: 'fatura@influencer-pazaryeri.app',
} as const;
