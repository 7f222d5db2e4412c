// Typing (spec sections 4 and 9): an entry counts only while fresher than 3 s; writes are
// debounced by 1000 ms (at most one "typing" write per second while keys keep coming, so the
// other side's indicator stays fresh) and the entry is cleared on send, on an empty box and on
// leaving.
import type { SupportTyping } from '@/lib/collections/support';

export const TYPING_FRESH_MS = 3000;
export const TYPING_DEBOUNCE_MS = 1000;

export function isTypingFresh(entry: SupportTyping | undefined, now: number): boolean {
  if (!entry?.isTyping || entry.timestamp === null) return false;
  return now - entry.timestamp < TYPING_FRESH_MS;
}

/** Milliseconds until a fresh entry goes stale (0 when it is not fresh). */
export function typingExpiresIn(entry: SupportTyping | undefined, now: number): number {
  return isTypingFresh(entry, now) ? TYPING_FRESH_MS - (now - entry!.timestamp!) : 0;
}

export type TypingWriter = {
  /** A key went into the box. */
  typed(): void;
  /** Sent, emptied or left: the entry goes off (once) and nothing more is scheduled. */
  stopped(): void;
};

/** Calls `write(true)` at most once per `delay` ms while typing, `write(false)` on stop. */
export function createTypingWriter(
  write: (isTyping: boolean) => void,
  delay = TYPING_DEBOUNCE_MS,
  now: () => number = Date.now,
): TypingWriter {
  let lastWrite = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let on = false;
  const fire = () => {
    timer = null;
    lastWrite = now();
    on = true;
    write(true);
  };
  return {
    typed() {
      if (timer !== null) return;
      const wait = lastWrite + delay - now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    stopped() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      if (on) write(false);
      on = false;
      lastWrite = -Infinity;
    },
  };
}
