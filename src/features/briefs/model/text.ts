// Texts the model hands to the UI without knowing i18next: a translation key with its
// interpolation values, or (for data such as a brand name) a plain text shown as is.
export type TextValues = Record<string, string | number>;

/** Render with `t(text.key, text.values)`. */
export type I18nText = { key: string; values?: TextValues };

/** Either a translation or a literal text from the data. */
export type DisplayText = I18nText | { text: string };

/** The part of i18next's `t` this needs, so the model stays free of React and i18next. */
export type Translate = (key: string, values?: TextValues) => string;

export function resolveText(text: DisplayText, t: Translate): string {
  return 'text' in text ? text.text : t(text.key, text.values);
}
