// Where the app finds the Firebase emulators (firebase.json's `emulators`). Its own module so
// that code reading Firestore without the SDK (lib/firestoreRest.ts) need not load Firebase.
export const emulatorHosts = {
  auth: 'http://127.0.0.1:9099',
  firestore: { host: '127.0.0.1', port: 8080 },
  functions: { host: '127.0.0.1', port: 5001 },
  storage: { host: '127.0.0.1', port: 9199 },
} as const;
