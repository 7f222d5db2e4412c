// The spec's REST calls (section 7): GET {api}/contacts?search= and GET {api}/conversations,
// served by the `api` Cloud Function (functions/src/api). The caller proves who she is with
// her Firebase ID token. No React, no Redux.
import type {
  ApiResponse,
  Contact,
  ConversationSummary,
} from '../../../../../functions/src/api/apiShapes';
import { getEnv } from '../../../../config/env';
import { auth } from '../../../../lib/firebase';

export type { Contact, ConversationSummary };

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

/** Whose lists: `forUid` is set only while an admin acts as that user (design.md section 7). */
export type ListOptions = { forUid?: string };

async function idToken(): Promise<string> {
  const instance = await auth();
  await instance.authStateReady();
  const user = instance.currentUser;
  if (!user) throw new ApiCallError(401, 'No signed-in user');
  return user.getIdToken();
}

async function get<T>(path: string, params: Record<string, string | undefined>): Promise<T> {
  const url = new URL(`${getEnv().apiBaseUrl}/${path}`);
  for (const [name, value] of Object.entries(params)) {
    if (value) url.searchParams.set(name, value);
  }
  const headers = { Authorization: `Bearer ${await idToken()}` };
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

/** The people the user may write to; `search` narrows them by a name prefix on the server. */
export const getContacts = (search = '', options: ListOptions = {}) =>
  get<Contact[]>('contacts', { search: search.trim() || undefined, userId: options.forUid });

/** The user's project conversations and brief chats, newest first. */
export const getConversations = (options: ListOptions = {}) =>
  get<ConversationSummary[]>('conversations', { userId: options.forUid });
