// The only place that initialises Firebase (design.md section 5). Each SDK part is loaded on
// first use so the sign-in page does not carry Firestore or Storage in its bundle.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';
import { getEnv } from '@/config/env';

export const emulatorHosts = {
  auth: 'http://127.0.0.1:9099',
  firestore: { host: '127.0.0.1', port: 8080 },
  functions: { host: '127.0.0.1', port: 5001 },
  storage: { host: '127.0.0.1', port: 9199 },
} as const;

export const functionsRegion = 'europe-west1';

let app: FirebaseApp | undefined;
export function firebaseApp(): FirebaseApp {
  app ??= initializeApp(getEnv().firebase);
  return app;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined; // a failed chunk load may succeed on the next try
      throw error;
    });
    return pending;
  };
}

export const auth = once(async (): Promise<Auth> => {
  const { getAuth, connectAuthEmulator } = await import('firebase/auth');
  const instance = getAuth(firebaseApp());
  if (getEnv().useEmulators)
    connectAuthEmulator(instance, emulatorHosts.auth, { disableWarnings: true });
  return instance;
});

export const db = once(async (): Promise<Firestore> => {
  // Firestore takes its credentials from Auth: with Auth registered and its session restored
  // first, no query or listener of a reloaded page reaches the rules as signed out.
  // Destructured where imported, so the bundler keeps only what the app uses of the SDK.
  const loadSdk = import('firebase/firestore').then(
    ({
      connectFirestoreEmulator,
      initializeFirestore,
      memoryLocalCache,
      persistentLocalCache,
      persistentMultipleTabManager,
    }) => ({
      connectFirestoreEmulator,
      initializeFirestore,
      memoryLocalCache,
      persistentLocalCache,
      persistentMultipleTabManager,
    }),
  );
  const [firestore, authInstance] = await Promise.all([loadSdk, auth()]);
  await authInstance.authStateReady();
  let instance: Firestore;
  try {
    instance = firestore.initializeFirestore(firebaseApp(), {
      localCache: firestore.persistentLocalCache({
        tabManager: firestore.persistentMultipleTabManager(),
      }),
    });
  } catch (error) {
    // Persistence is a comfort, not a requirement (spec section 7): warn and go on in memory.
    console.warn('Firestore offline persistence unavailable, using memory cache', error);
    instance = firestore.initializeFirestore(firebaseApp(), {
      localCache: firestore.memoryLocalCache(),
    });
  }
  if (getEnv().useEmulators) {
    firestore.connectFirestoreEmulator(
      instance,
      emulatorHosts.firestore.host,
      emulatorHosts.firestore.port,
    );
  }
  return instance;
});

export const storage = once(async (): Promise<FirebaseStorage> => {
  const { getStorage, connectStorageEmulator } = await import('firebase/storage');
  const instance = getStorage(firebaseApp());
  if (getEnv().useEmulators) {
    connectStorageEmulator(instance, emulatorHosts.storage.host, emulatorHosts.storage.port);
  }
  return instance;
});

export const functions = once(async (): Promise<Functions> => {
  const { getFunctions, connectFunctionsEmulator } = await import('firebase/functions');
  const instance = getFunctions(firebaseApp(), functionsRegion);
  if (getEnv().useEmulators) {
    connectFunctionsEmulator(instance, emulatorHosts.functions.host, emulatorHosts.functions.port);
  }
  return instance;
});
