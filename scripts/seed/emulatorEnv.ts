// The seed must only ever write to the local emulators. These checks run before firebase-admin is
// initialised, because with no emulator variable set the Admin SDK would talk to real Google
// servers.

export const PROJECT_ID = 'demo-influencer';

export const EMULATOR_DEFAULTS = {
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
} as const;

export type EmulatorVar = keyof typeof EMULATOR_DEFAULTS;
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1']);

/** Fills in the emulator addresses the user did not set; returns the values in force. */
export function applyEmulatorDefaults(
  env: Record<string, string | undefined>,
): Record<EmulatorVar, string> {
  for (const [name, value] of Object.entries(EMULATOR_DEFAULTS)) {
    if (!env[name]?.trim()) env[name] = value;
  }
  return {
    FIRESTORE_EMULATOR_HOST: env.FIRESTORE_EMULATOR_HOST as string,
    FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST as string,
  };
}

/** 'host:port' -> hostname, or null when the value is not of that shape. */
export function hostnameOf(hostAndPort: string): string | null {
  const match = /^([^:/\s]+):(\d{1,5})$/.exec(hostAndPort.trim());
  return match ? match[1].toLowerCase() : null;
}

/** Problems that forbid seeding; empty when every address is a local emulator. */
export function nonLocalEmulatorProblems(hosts: Record<EmulatorVar, string>): string[] {
  return Object.entries(hosts).flatMap(([name, value]) => {
    const hostname = hostnameOf(value);
    return hostname !== null && LOCAL_HOSTNAMES.has(hostname)
      ? []
      : [
          `${name}=${value} is not a local emulator (expected localhost:<port> or 127.0.0.1:<port>)`,
        ];
  });
}

/** Names of the emulators that did not answer within the timeout. */
export async function unreachableEmulators(
  hosts: Record<EmulatorVar, string>,
  timeoutMs = 3000,
): Promise<string[]> {
  const checks = Object.entries(hosts).map(async ([name, value]) => {
    try {
      await fetch(`http://${value}/`, { signal: AbortSignal.timeout(timeoutMs) });
      return null;
    } catch {
      return `${name === 'FIRESTORE_EMULATOR_HOST' ? 'Firestore' : 'Auth'} emulator at ${value}`;
    }
  });
  return (await Promise.all(checks)).filter((x): x is string => x !== null);
}
