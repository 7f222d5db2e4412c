// Cloud Functions entry point. Each function lives in its own file; this file only exports them.
export { health } from './health';
