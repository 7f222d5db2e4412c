import { functions } from './firebase';

/**
 * Calls a callable function and returns its data. The SDK is imported on first use and
 * destructured in place, so the bundler keeps only `httpsCallable` of firebase/functions.
 */
export async function callFunction<Input, Output>(name: string, input: Input): Promise<Output> {
  const instance = functions();
  const { httpsCallable } = await import('firebase/functions');
  const result = await httpsCallable<Input, Output>(await instance, name)(input);
  return result.data;
}
