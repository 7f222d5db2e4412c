// The English and Spanish texts of every part (locales/parts/<part>.<en|es>.json), loaded only
// once one of those languages is chosen (index.ts keeps the Turkish loaders).
type Bundle = { default: Record<string, unknown> };

const files = import.meta.glob<Bundle>('./locales/parts/*.{en,es}.json');

export function loadPart(part: string, language: 'en' | 'es'): Promise<Bundle> {
  const load = files[`./locales/parts/${part}.${language}.json`];
  return load ? load() : Promise.reject(new Error(`no ${language} texts for the part ${part}`));
}
