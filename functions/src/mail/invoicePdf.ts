// The invoice PDF attached to the invoicePaid mail (issue 23): what the app's invoice page shows
// (src/features/payment/pages/InvoicePage.tsx): the seller, the buyer, the plan's line, KDV and
// the total, from the payment record `Payments/{paymentId}`. pdfmake's own Roboto fonts carry
// the Turkish letters (ı, ş, ğ, İ) that the PDF standard fonts lack.
import { dirname, join } from 'node:path';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import * as pdfmakeModule from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { PAYMENT_KDV_RATE_BP } from '../shared/plans';
import type { MailLanguage } from '../shared/outreach';
import { COMPANY } from '../shared/company';
import { kurusText, MAIL_TEXTS } from './templates';
import type { MailAttachment } from './transport';

type PdfMake = typeof pdfmakeModule;
// pdfmake exports one instance (`module.exports = new pdfmake()`), whose methods live on its
// prototype: a namespace import copies only own properties, so take the module itself.
const pdfmake: PdfMake =
  (pdfmakeModule as unknown as { default?: PdfMake }).default ?? pdfmakeModule;

const FONT_DIR = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const FONTS = {
  Roboto: {
    normal: join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
};

let configured = false;
function configure(): void {
  if (configured) return;
  pdfmake.setFonts(FONTS);
  // Only our fonts from disk, nothing from the network: the document holds no images or links.
  pdfmake.setLocalAccessPolicy((path: string) => path.startsWith(FONT_DIR));
  pdfmake.setUrlAccessPolicy(() => false);
  configured = true;
}

/** What an invoice shows. Amounts in kuruş. */
export type InvoiceFacts = {
  paymentId: string;
  plan: string;
  amounts: { net: number; kdv: number; gross: number };
  paidAt: Date;
  buyer: { name: string; email: string };
};

export function invoiceDocument(facts: InvoiceFacts, language: MailLanguage): TDocumentDefinitions {
  const texts = MAIL_TEXTS[language];
  const words = texts.invoice;
  const money = (kurus: number) => kurusText(kurus, texts.locale);
  const date = new Intl.DateTimeFormat(texts.locale, {
    dateStyle: 'long',
    timeZone: 'Europe/Istanbul',
  }).format(facts.paidAt);
  const rate = new Intl.NumberFormat(texts.locale, { maximumFractionDigits: 2 }).format(
    PAYMENT_KDV_RATE_BP / 100,
  );
  const plan = texts.plans[facts.plan] ?? facts.plan;
  const seller: Content = {
    stack: [
      { text: COMPANY.name, bold: true },
      COMPANY.address,
      `${COMPANY.taxOffice} · ${words.taxNumber} ${COMPANY.taxNumber}`,
      COMPANY.invoiceEmail,
    ],
    alignment: 'right',
    fontSize: 9,
  };
  return {
    info: { title: `${words.heading} ${facts.paymentId}`, author: COMPANY.name },
    pageSize: 'A4',
    pageMargins: [48, 56, 48, 56],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25 },
    content: [
      {
        columns: [
          {
            stack: [
              { text: words.heading, fontSize: 20, bold: true, margin: [0, 0, 0, 4] },
              words.number(facts.paymentId),
              words.date(date),
            ],
          },
          seller,
        ],
        margin: [0, 0, 0, 24],
      },
      { text: words.buyer.toLocaleUpperCase(texts.locale), bold: true, fontSize: 9 },
      { text: facts.buyer.name, margin: [0, 2, 0, 0] },
      { text: facts.buyer.email, fontSize: 9, margin: [0, 0, 0, 20] },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto'],
          body: [
            [
              { text: words.item, bold: true },
              { text: words.amount, bold: true, alignment: 'right' },
            ],
            [words.line(plan), { text: money(facts.amounts.net), alignment: 'right' }],
            [words.kdv(rate), { text: money(facts.amounts.kdv), alignment: 'right' }],
            [
              { text: words.total, bold: true },
              { text: money(facts.amounts.gross), bold: true, alignment: 'right' },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 20],
      },
      { text: words.footnote, fontSize: 8, color: '#5c636a' },
    ],
  };
}

/** The invoice as PDF bytes. */
export async function invoicePdfBytes(facts: InvoiceFacts, language: MailLanguage) {
  configure();
  return pdfmake.createPdf(invoiceDocument(facts, language)).getBuffer();
}

const kurusOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The name an invoice is made out to: the brand's name, else her full name, else the address. */
function buyerName(user: Record<string, unknown>): string {
  const fullName = [text(user.name), text(user.surname)].filter(Boolean).join(' ');
  const brandName = user.type === 'influencer' ? '' : text(user.brandName);
  return brandName || fullName || text(user.email);
}

/**
 * The invoice of `Payments/{paymentId}` for its payer `uid`, as a mail attachment. Throws when
 * the payment is not hers or not found, so the delivery is retried rather than sent without it.
 */
export async function invoiceAttachment(
  db: Firestore,
  uid: string,
  paymentId: string,
  user: Record<string, unknown>,
  language: MailLanguage,
): Promise<MailAttachment> {
  const payment = paymentId ? (await db.collection('Payments').doc(paymentId).get()).data() : null;
  if (!payment || payment.userId !== uid)
    throw new Error(`invoice: payment ${paymentId || '(none)'} of this user not found`);
  const amounts = (payment.amounts ?? {}) as Record<string, unknown>;
  const stamp = (payment.completedAt ?? payment.createdAt) as Timestamp | undefined;
  const content = await invoicePdfBytes(
    {
      paymentId,
      plan: text(payment.plan),
      amounts: {
        net: kurusOf(amounts.net),
        kdv: kurusOf(amounts.kdv),
        gross: kurusOf(amounts.gross),
      },
      paidAt: typeof stamp?.toDate === 'function' ? stamp.toDate() : new Date(),
      buyer: { name: buyerName(user), email: text(user.email) },
    },
    language,
  );
  return {
    filename: MAIL_TEXTS[language].invoice.fileName(paymentId),
    content,
    contentType: 'application/pdf',
  };
}
