// The app pages a notification or a mail opens (src/config/paths.ts; the functions cannot
// import the app). The mail's link reaches them through sign-in (issue 14's deep links).

export const briefDetailPath = (briefId: string): string =>
  `/app/briefDetail?briefId=${encodeURIComponent(briefId)}`;

export const SUPPORT_PATH = '/app/support';

/** The invoice page shows the paid subscription its `id` names (features/payment InvoicePage). */
export const invoicePath = (paymentId: string): string =>
  `/app/pages/invoice?id=${encodeURIComponent(paymentId)}`;

/**
 * The chat page opens the conversation `?c=` names: a project conversation's id, or a brief
 * chat's key `Messages/{chatId}/{briefId}` (features/chat ChatPage, model/chatLinks.ts).
 */
export const chatPath = (chatKey: string): string => `/app/chat?c=${encodeURIComponent(chatKey)}`;
