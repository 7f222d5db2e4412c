// Calls to our `api` HTTP function (functions/src/api): GET requests carrying the signed-in
// user's Firebase ID token, answered as `{ status: 'success', data }` or
// `{ status: 'error', message }`. No React, no Redux.
import type { ApiResponse } from '@shared/apiShapes';
import { getEnv } from '@/config/env';
import { appCheckHeaders } from './appCheck';
import { appCheck, auth } from './firebase';

/** A failed call: `status` is the HTTP status (0 when the request never got an answer). */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

async function idToken(): Promise<string> {
  const instance = await auth();
  await instance.authStateReady();
  const user = instance.currentUser;
  if (!user) throw new ApiCallError(401, 'No signed-in user');
  return user.getIdToken();
}

/** GET {api}/{path}?params (empty params are left out) and the answer's data. */
export async function apiGet<T>(
  path: string,
  params: Record<string, string | undefined>,
): Promise<T> {
  const url = new URL(`${getEnv().apiBaseUrl}/${path}`);
  for (const [name, value] of Object.entries(params)) {
    if (value) url.searchParams.set(name, value);
  }
  const headers = {
    Authorization: `Bearer ${await idToken()}`,
    ...(await appCheckHeaders(await appCheck())),
  };
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch (error) {
    throw new ApiCallError(0, error instanceof Error ? error.message : String(error));
  }
  const body = (await response.json().catch(() => null)) as ApiResponse<T> | null;
  if (!response.ok || body?.status !== 'success') {
    const message = body?.status === 'error' ? body.message : response.statusText;
    throw new ApiCallError(response.status, message);
  }
  return body.data;
}
