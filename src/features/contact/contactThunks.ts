// The contact form's send and the admins' inbox pages as thunks (docs/data-layer.md). Both
// show their failure in place, not as a toast: the form keeps what was typed under its
// 'contact.sendFailed' alert, the inbox offers a retry under 'contact.inbox.loadFailed'.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { selectSignedInUser } from '@/store/session/sessionSlice';
import type { ContactMessage } from '@/lib/collections/contact';
import type { CursorPage } from '@/store/live/pagedListCases';
import type { TimestampParts } from '@/lib/cursors';
import { readContactMessages, sendContactMessage } from './api/contactApi';
import type { ContactInput } from './model/contactSchema';

export const SEND_FAILED = 'contact.sendFailed';
export const LOAD_FAILED = 'contact.inbox.loadFailed';

/** The inbox shows this many messages, and as many more each time. */
export const INBOX_PAGE_SIZE = 20;

/** Sends the form; the signed-in sender's uid goes along. */
export const sendContact = createAppAsyncThunk(
  'contact/send',
  async (input: ContactInput, { getState, rejectWithValue }) => {
    try {
      await sendContactMessage(input, selectSignedInUser(getState())?.uid ?? null);
    } catch (error) {
      console.error('contact message not sent', error);
      return rejectWithValue(SEND_FAILED);
    }
  },
);

async function inboxPage(
  cursor: TimestampParts | null,
): Promise<CursorPage<ContactMessage, TimestampParts>> {
  const page = await readContactMessages(INBOX_PAGE_SIZE, cursor);
  return { items: page.messages, cursor: page.cursor };
}

/** The inbox's first page, newest first. */
export const openContactInbox = createAppAsyncThunk(
  'contact/openInbox',
  async (_: void, { rejectWithValue }) => {
    try {
      return await inboxPage(null);
    } catch (error) {
      console.error('contact messages not loaded', error);
      return rejectWithValue(LOAD_FAILED);
    }
  },
);

/** The page after the inbox's cursor, for the opening `requestId`. */
export const moreContactMessages = createAppAsyncThunk(
  'contact/moreInbox',
  async (arg: { requestId: string; cursor: TimestampParts }, { rejectWithValue }) => {
    try {
      return await inboxPage(arg.cursor);
    } catch (error) {
      console.error('contact messages not loaded', error);
      return rejectWithValue(LOAD_FAILED);
    }
  },
);
