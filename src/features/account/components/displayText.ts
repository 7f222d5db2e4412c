import type { DisplayMessage } from '../api/accountErrors';

/** A toast takes an i18n key or plain text; this is the one the message carries. */
export const displayText = (message: DisplayMessage) =>
  'key' in message ? message.key : message.raw;
