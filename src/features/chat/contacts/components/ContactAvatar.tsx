import { useState } from 'react';
import { initialsOf } from '../model/contactDisplay';

/** The contact's photo, or her initials when she has none or it does not load. */
export function ContactAvatar({ name, img }: { name: string; img: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (img !== '' && failedSrc !== img) {
    return (
      <img
        className="contact-avatar rounded-circle"
        src={img}
        alt=""
        loading="lazy"
        onError={() => setFailedSrc(img)}
      />
    );
  }
  return (
    <span
      className="contact-avatar contact-avatar-initials rounded-circle d-inline-flex align-items-center justify-content-center"
      aria-hidden="true"
    >
      {initialsOf(name)}
    </span>
  );
}
