// Writes reach Firestore in the order the user made them (issue 19, "nothing lost offline").
// Firestore sends queued writes in the order their commit() was called, and keeps that order
// through a reconnect. But a write first loads its code, waits for the database and sometimes
// reads (an offer reads the brief; a brief chat's first message creates the chat), so two
// writes made one after the other could call commit() the other way round: a message before
// the offer it answers, a chat's second message before the one that creates the chat.
//
// So each write takes a turn when the user acts (synchronously, in order), prepares at its own
// pace, and calls commit() only once every earlier write has called its own (or given up).
// Waiting is for the earlier commit() *calls*, never for the server: offline nothing blocks.

export type WriteTurn = {
  /** Settles when every earlier write has called commit() or given up. */
  ready: Promise<void>;
  /** This write has called commit() or given up; the next one may go. Safe to call twice. */
  release: () => void;
};

let previous: Promise<void> = Promise.resolve();

/** The next place in line. Take it before the first `await` of the write. */
export function takeWriteTurn(): WriteTurn {
  const ready = previous;
  let release = () => {};
  previous = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { ready, release };
}

/**
 * Calls `commit` when `turn` comes (at once without a turn) and lets the next write go as soon
 * as it has been called. Resolves with the commit's own result, when the server has it.
 */
export async function commitInTurn<T>(
  turn: WriteTurn | undefined,
  commit: () => Promise<T>,
): Promise<T> {
  if (!turn) return commit();
  let committing: Promise<T>;
  try {
    await turn.ready;
    committing = commit();
  } finally {
    turn.release();
  }
  return committing;
}

/** Runs a whole write in `turn`, releasing it however the write ends. */
export async function inWriteTurn<T>(write: (turn: WriteTurn) => Promise<T>): Promise<T> {
  const turn = takeWriteTurn();
  try {
    return await write(turn);
  } finally {
    turn.release();
  }
}

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';
const SEQUENCE_SPAN = 36 ** 3;
let lastMillis = 0;
let sequence = 0;

/**
 * A document id (20 characters, like Firestore's own) that sorts after every id this tab made
 * before: the time in milliseconds (9 base-36 digits), a counter within that millisecond (3),
 * then 8 random characters against other devices. The chat orders messages by server time,
 * then by id; so two messages the server stamped in the same millisecond (the emulator's
 * precision), or still pending with the same local estimate, keep the order they were sent in.
 * Messages live in one small sub-collection per conversation, far below the write rates at
 * which Firestore warns about ids that increase.
 */
export function orderedId(now: number = Date.now()): string {
  if (now > lastMillis) {
    lastMillis = now;
    sequence = 0;
  } else if (++sequence === SEQUENCE_SPAN) {
    // A clock that went back, or 46 656 ids in one millisecond: move on rather than repeat.
    lastMillis += 1;
    sequence = 0;
  }
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => BASE36[byte % 36]);
  return (
    lastMillis.toString(36).padStart(9, '0') +
    sequence.toString(36).padStart(3, '0') +
    random.join('')
  );
}
