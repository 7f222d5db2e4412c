// What the account forms say when a call fails: an i18n key, or Firebase's own text for an
// auth code the spec does not list (spec section 8: unknown codes show the raw message). A
// plain value, so the slice can hold it.
export type DisplayMessage = { key: string } | { raw: string };

/** A toast takes an i18n key or plain text; this is the one the message carries. */
export const displayText = (message: DisplayMessage) =>
  'key' in message ? message.key : message.raw;
