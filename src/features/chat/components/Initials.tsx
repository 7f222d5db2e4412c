import { initialsOf } from '../model/chatTimes';

/** The other side's initials in a circle (conversations store names, not photos). */
export function Initials({ name }: { name: string }) {
  return (
    <span className="chat-initials flex-shrink-0" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
