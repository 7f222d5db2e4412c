import { useState } from 'react';

type Props = { name: string; url: string; shape: 'round' | 'square'; size?: number };

/** The photo (or logo), or the name's initial when there is none or it does not load. */
export function ProfilePicture({ name, url, shape, size = 112 }: Props) {
  const [failed, setFailed] = useState(false);
  const radius = shape === 'round' ? 'rounded-circle' : 'rounded';
  if (url && !failed) {
    return (
      <img
        className={`public-profile-picture ${radius}`}
        src={url}
        alt=""
        width={size}
        height={size}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      className={`public-profile-picture public-profile-initial ${radius}`}
      style={{ width: size, height: size, fontSize: size / 2.5 }}
      aria-hidden="true"
    >
      {name.trim().charAt(0).toLocaleUpperCase('tr-TR') || '?'}
    </span>
  );
}
