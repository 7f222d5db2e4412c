// The shape of one language's mail texts (texts/tr.ts, en.ts, es.ts). Every text is plain: the
// layout (templates.ts) escapes it for HTML and writes it out for the plain-text part.

/** What one mail says, before the layout puts it into HTML and text. */
export type MailContent = {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Quoted words of someone else (a support answer, a chat message), shown set apart. */
  quote?: string;
  /** Label and value rows (an invoice's amounts). */
  facts?: [label: string, value: string][];
  /** Paragraphs after the quote or the facts. */
  after?: string[];
  /** The label of the button that opens the app. */
  button: string;
};

/**
 * A notification's fields, ready to print (templates.ts formats the amounts and fills in what
 * is missing): emailData's strings and the stored Turkish `message`.
 */
export type NotificationFields = {
  /** The stored notification text (Turkish, as every stored text). */
  message: string;
  /** emailData.subject: the stored Turkish subject, if any. */
  storedSubject: string;
  name: string;
  /** The brief's title in quotation marks, or the language's "untitled project". */
  quotedTitle: string;
  /** newOffer: the offered price ('4.000 TL'), or null for interest in a barter. */
  price: string | null;
  /** earningsAdded: the stored amount ('₺12.500,00'). */
  amount: string;
  /** supportAnswer: the answer. */
  text: string;
  /** invoicePaid: the plan's name and the amounts. */
  plan: string;
  net: string;
  kdv: string;
  gross: string;
  kdvRate: string;
};

export type ChatDigestFields = {
  senderName: string;
  /** The conversation's title in quotation marks, or '' when it has none. */
  quotedTitle: string;
  count: number;
  preview: string;
};

/** The notification types a mail is written for (functions/src/shared/outreach.ts). */
export type KnownNotificationType =
  | 'newOffer'
  | 'projectAccepted'
  | 'offerDeclined'
  | 'supportAnswer'
  | 'briefVerified'
  | 'paymentUpdate'
  | 'earningsAdded'
  | 'invoicePaid'
  | 'collaborationUpdate'
  | 'newProject';

export type MailTexts = {
  /** For numbers (Intl) and the page's `lang`. */
  locale: string;
  untitled: string;
  /** A brief title in the language's quotation marks. */
  quote: (title: string) => string;
  plans: Record<string, string>;
  notifications: Record<KnownNotificationType, (fields: NotificationFields) => MailContent>;
  /** A notification of a type this file does not know: its stored subject and message. */
  unknownButton: string;
  chatDigest: (fields: ChatDigestFields) => MailContent;
  marketingButton: string;
  layout: {
    /** Under the button: the link for mail programs that show no button. */
    linkHint: string;
    /** Why a transactional mail (payments, invoices) comes whatever the preferences say. */
    transactionalWhy: string;
    /** Why a notification mail comes, and where to change it. */
    preferenceWhy: string;
    marketingWhy: string;
    unsubscribe: string;
    marketingUnsubscribe: string;
  };
  /** The unsubscribe page (mail/unsubscribe.ts). */
  unsubscribePage: {
    title: string;
    eventNames: Record<string, string>;
    ask: (eventName: string) => string;
    askMarketing: string;
    confirm: string;
    confirmMarketing: string;
    done: (eventName: string) => string;
    doneMarketing: string;
    alreadyWithdrawn: string;
    invalid: string;
    settingsHint: string;
    toApp: string;
  };
  /** The invoice PDF (mail/invoicePdf.ts). */
  invoice: {
    heading: string;
    number: (id: string) => string;
    date: (date: string) => string;
    taxNumber: string;
    buyer: string;
    item: string;
    amount: string;
    line: (plan: string) => string;
    kdv: (rate: string) => string;
    total: string;
    footnote: string;
    fileName: (id: string) => string;
  };
};
