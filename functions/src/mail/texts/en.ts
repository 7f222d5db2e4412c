// English mail texts. Stored notification texts are Turkish, so the types that carry their news
// only in the stored message (payments, collaboration steps) get a general line here.
import type { MailTexts } from './types';

const PRODUCT = 'Influencer Pazaryeri';

const hello = (name: string): string[] => (name ? [`Hello ${name},`] : []);

export const en: MailTexts = {
  locale: 'en-GB',
  untitled: 'Untitled project',
  quote: (title) => `"${title}"`,
  plans: { free: 'Free', business: 'Business', pro: 'Pro' },
  notifications: {
    newOffer: (f) => ({
      subject:
        f.price === null
          ? `New offer: a product-for-post collaboration request for ${f.quotedTitle}`
          : `New offer: ${f.price} for ${f.quotedTitle}`,
      heading: 'Your project has a new offer',
      paragraphs: [
        f.price === null
          ? `${f.name || 'An influencer'} would like to collaborate on ${f.quotedTitle} in exchange for your product (barter).`
          : `${f.name || 'An influencer'} offered ${f.price} (excl. VAT) for your project ${f.quotedTitle}.`,
        'You can review the offer on the project page and accept or decline it.',
      ],
      button: 'Review the offer',
    }),
    projectAccepted: (f) => ({
      subject: `Your offer was accepted: ${f.quotedTitle}`,
      heading: 'Your offer was accepted',
      paragraphs: [
        ...hello(f.name),
        `Your offer for the project ${f.quotedTitle} was accepted.`,
        'You can discuss the details with the brand in the messages on the project page.',
      ],
      button: 'Open the project',
    }),
    offerDeclined: (f) => ({
      subject: `Your offer was not accepted: ${f.quotedTitle}`,
      heading: 'Your offer was not accepted this time',
      paragraphs: [
        f.name
          ? `${f.name} did not accept your offer for the project ${f.quotedTitle} this time.`
          : `Your offer for the project ${f.quotedTitle} was not accepted this time.`,
        'Have a look at other projects that suit you and send new offers.',
      ],
      button: 'Open the project',
    }),
    supportAnswer: (f) => ({
      subject: 'Your support request has been answered',
      heading: 'Our support team replied',
      paragraphs: ['Our support team answered your question:'],
      quote: f.text || f.message,
      after: ['Open your support page to read the whole answer and continue the conversation.'],
      button: 'View the answer',
    }),
    briefVerified: (f) => ({
      subject: `Your project was approved: ${f.quotedTitle}`,
      heading: 'Your project is live',
      paragraphs: [
        `Our team reviewed and approved your project ${f.quotedTitle}.`,
        'It can now receive offers; follow them on the project page.',
      ],
      button: 'Open the project',
    }),
    paymentUpdate: (f) => ({
      subject: `Payment update: ${f.quotedTitle}`,
      heading: 'There is news about a payment',
      paragraphs: [
        `There is news about the payment for the collaboration ${f.quotedTitle}.`,
        'See the payment’s status on the collaboration page.',
      ],
      button: 'See the details',
    }),
    earningsAdded: (f) => ({
      subject: f.amount ? `Your earnings were updated: ${f.amount}` : 'Your earnings were updated',
      heading: 'Your earnings were updated',
      paragraphs: [
        ...hello(f.name),
        f.amount
          ? `Your earnings for the project ${f.quotedTitle} were updated: ${f.amount}.`
          : `Your earnings for the project ${f.quotedTitle} were updated.`,
        'See all your earnings and payouts on the My earnings page.',
      ],
      button: 'See my earnings',
    }),
    invoicePaid: (f) => ({
      subject: `Your invoice: ${f.plan} plan, ${f.gross}`,
      heading: 'Payment received, thank you',
      paragraphs: [`We received the payment for your monthly ${f.plan} plan subscription.`],
      facts: [
        ['Amount (excl. VAT)', f.net],
        [`VAT (KDV ${f.kdvRate}%)`, f.kdv],
        ['Total', f.gross],
      ],
      after: [
        'Your invoice is attached to this email as a PDF. You can also find your invoices on the invoice page of the app.',
      ],
      button: 'View the invoice',
    }),
    collaborationUpdate: (f) => ({
      subject: `New step in your collaboration: ${f.quotedTitle}`,
      heading: 'A new step in your collaboration',
      paragraphs: [`There is a new step in your collaboration on ${f.quotedTitle}.`],
      button: 'Open the collaboration',
    }),
    newProject: (f) => ({
      subject: `New project awaiting approval: ${f.quotedTitle}`,
      heading: 'A new project is awaiting approval',
      paragraphs: [
        `${f.name || 'A brand'} created a new project, ${f.quotedTitle}.`,
        'Influencers will not see it until you approve it.',
      ],
      button: 'Review the project',
    }),
  },
  unknownButton: 'Open in the app',
  chatDigest: (f) => {
    const sender = f.senderName || 'Someone';
    const where = f.quotedTitle ? ` in ${f.quotedTitle}` : '';
    return f.count > 1
      ? {
          subject: `${sender} sent you ${f.count} new messages`,
          heading: 'You have unread messages',
          paragraphs: [`${sender} wrote you ${f.count} messages${where}:`],
          quote: f.preview,
          after: ['Open the conversation to reply.'],
          button: 'Read the messages',
        }
      : {
          subject: `${sender} sent you a new message`,
          heading: 'You have an unread message',
          paragraphs: [`${sender} wrote to you${where}:`],
          quote: f.preview,
          after: ['Open the conversation to reply.'],
          button: 'Read the message',
        };
  },
  marketingButton: 'Take a look',
  layout: {
    linkHint: 'If the button does not work, paste this link into your browser:',
    transactionalWhy:
      'This email is about a payment on your account. Payment and invoice emails are sent whatever your notification preferences.',
    preferenceWhy: `You receive this email because this notification is on in the notification preferences of your ${PRODUCT} account. You can change them on your account page.`,
    marketingWhy: `You receive this email because you agreed to receive marketing messages from ${PRODUCT}.`,
    unsubscribe: 'I do not want emails like this',
    marketingUnsubscribe: 'Unsubscribe from marketing emails',
  },
  unsubscribePage: {
    title: 'Email preferences',
    eventNames: {
      newOffer: 'New offers',
      offerResult: 'Offer results',
      chatMessage: 'Unread messages',
      supportAnswer: 'Support answers',
      briefVerified: 'Project approvals',
      payment: 'Payment notices',
      earningAdded: 'Earnings notices',
      invoicePaid: 'Invoices',
      collaboration: 'Collaboration steps',
      newProject: 'New projects awaiting approval',
    },
    ask: (name) =>
      `Stop receiving "${name}" emails? If you confirm, they will no longer be emailed to you; your notifications in the app continue.`,
    askMarketing:
      'Withdraw your consent to marketing emails? If you confirm, you will no longer receive marketing emails.',
    confirm: 'Stop these emails',
    confirmMarketing: 'Withdraw my consent',
    done: (name) =>
      `"${name}" emails are stopped. You can turn them on again in the notification preferences on your account page.`,
    doneMarketing:
      'Your consent to marketing emails was withdrawn; you will no longer receive marketing emails.',
    alreadyWithdrawn:
      'Your consent to marketing emails was already withdrawn; no marketing emails are sent to you.',
    invalid: 'This link is not valid, or it was copied incompletely.',
    settingsHint:
      'You can also change your email preferences in the notification settings on your account page.',
    toApp: `Open ${PRODUCT}`,
  },
  invoice: {
    heading: 'Invoice',
    number: (id) => `Invoice no: ${id}`,
    date: (date) => `Date: ${date}`,
    taxNumber: 'Tax no',
    buyer: 'Buyer',
    item: 'Description',
    amount: 'Amount',
    line: (plan) => `${plan} plan — monthly subscription`,
    kdv: (rate) => `VAT (KDV ${rate}%)`,
    total: 'Total',
    footnote:
      'This document summarises your payment; your e-Archive invoice is sent to your email address separately.',
    fileName: (id) => `invoice-${id}.pdf`,
  },
};
