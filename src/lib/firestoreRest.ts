// One public document through Firestore's REST API, for the pages every visitor opens first:
// the SDK (about 107 KB gzip, plus Auth, which it waits for) would be most of the landing page's
// JavaScript for a single read. The security rules apply as to any signed-out read.
import { emulatorHosts } from '@/config/emulators';
import { getEnv } from '@/config/env';

type RestValue = {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  stringValue?: string;
  timestampValue?: string;
  mapValue?: { fields?: Record<string, RestValue> };
  arrayValue?: { values?: RestValue[] };
};

/** A REST value as the SDK would give it (integers as numbers, timestamps as Dates). */
export function fromRestValue(value: RestValue): unknown {
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.timestampValue !== undefined) return new Date(value.timestampValue);
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.mapValue !== undefined) return fromRestFields(value.mapValue.fields ?? {});
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(fromRestValue);
  return null; // null, and the types the app never stores in a public document
}

export const fromRestFields = (fields: Record<string, RestValue>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromRestValue(value)]));

/** The App Check header when App Check is configured (a Firestore that enforces it needs it). */
async function appCheckHeaders(): Promise<Record<string, string>> {
  if (!getEnv().appCheckSiteKey) return {};
  const [{ appCheck }, { appCheckHeaders: headersOf }] = await Promise.all([
    import('./firebase'),
    import('./appCheck'),
  ]);
  return headersOf(await appCheck());
}

/** The document at `path` ('Contents/Statistics') as plain data, or null when it is missing. */
export async function fetchPublicDocument(path: string): Promise<Record<string, unknown> | null> {
  const { useEmulators, firebase } = getEnv();
  const origin = useEmulators
    ? `http://${emulatorHosts.firestore.host}:${emulatorHosts.firestore.port}`
    : 'https://firestore.googleapis.com';
  const url = `${origin}/v1/projects/${firebase.projectId}/databases/(default)/documents/${path}`;
  const response = await fetch(url, { headers: await appCheckHeaders() });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`reading ${path} failed: HTTP ${response.status}`);
  const document = (await response.json()) as { fields?: Record<string, RestValue> };
  return fromRestFields(document.fields ?? {});
}
