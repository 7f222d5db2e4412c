import { COMPANY } from '@/config/company';

// The seller printed on invoices: the marketplace's own company (src/config/company.ts, shared
// with the policies and contact pages), with the invoicing mailbox. Data, not UI text.
export const SELLER = {
  name: COMPANY.name,
  address: COMPANY.address,
  taxOffice: COMPANY.taxOffice,
  taxNumber: COMPANY.taxNumber,
  email: COMPANY.invoiceEmail,
} as const;
