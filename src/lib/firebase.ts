// The only place that initialises Firebase (design.md section 5). Each SDK part is loaded on
// first use so the sign-in page does not carry Firestore or Storage in its bundle.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';
import { emulatorHosts } from '@/config/emulators';
import { getEnv } from '@/config/env';
import { startAppCheck } from './appCheck';

export { emulatorHosts };

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

/** App Check when a site key is configured (null otherwise): every service below waits for it. */
export const appCheck = once(() => startAppCheck(firebaseApp(), getEnv().appCheckSiteKey));

export const auth = once(async (): Promise<Auth> => {
  const appCheckReady = appCheck(); // loads alongside; awaited before Auth starts
  const {
    initializeAuth,
    connectAuthEmulator,
    indexedDBLocalPersistence,
    browserLocalPersistence,
    browserSessionPersistence,
  } = await import('firebase/auth');
  await appCheckReady;
  // getAuth's persistence, without its popup/redirect resolver: the app signs in with email and
  // password only, and the resolver would load Google's gapi script and an iframe on mobile
  // browsers (the CSP allows neither: scripts/hosting/headers.mjs).
  const instance = initializeAuth(firebaseApp(), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
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
      persistentSingleTabManager,
    }) => ({
      connectFirestoreEmulator,
      initializeFirestore,
      memoryLocalCache,
      persistentLocalCache,
      persistentSingleTabManager,
    }),
  );
  const [firestore, authInstance] = await Promise.all([loadSdk, auth()]);
  await authInstance.authStateReady();
  let instance: Firestore;
  try {
    instance = firestore.initializeFirestore(firebaseApp(), {
      // One tab owns the cache; another tab of the app gets "failed-precondition", which the
      // SDK logs as a warning and answers with a memory cache: spec section 7's behaviour for
      // multiple tabs, and 3.4 KB less than the multi-tab manager (docs/decisions.md).
      localCache: firestore.persistentLocalCache({
        tabManager: firestore.persistentSingleTabManager(undefined),
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
  const appCheckReady = appCheck();
  const { getStorage, connectStorageEmulator } = await import('firebase/storage');
  await appCheckReady;
  const instance = getStorage(firebaseApp());
  if (getEnv().useEmulators) {
    connectStorageEmulator(instance, emulatorHosts.storage.host, emulatorHosts.storage.port);
  }
  return instance;
});

export const functions = once(async (): Promise<Functions> => {
  const appCheckReady = appCheck();
  const { getFunctions, connectFunctionsEmulator } = await import('firebase/functions');
  await appCheckReady;
  const instance = getFunctions(firebaseApp(), functionsRegion);
  if (getEnv().useEmulators) {
    connectFunctionsEmulator(instance, emulatorHosts.functions.host, emulatorHosts.functions.port);
  }
  return instance;
});
