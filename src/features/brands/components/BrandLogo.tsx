import { useState } from 'react';
import './brands.css';

type Props = { name: string; url: string; size?: number };

/** The brand's logo, or its initial on a tinted square when there is none (or it fails). */
export function BrandLogo({ name, url, size = 40 }: Props) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (url && !failed) {
    return (
      <img
        className="brand-logo"
        src={url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  const initial = name.trim().charAt(0).toLocaleUpperCase('tr-TR') || '?';
  return (
    <span className="brand-logo brand-logo-initial" style={style} aria-hidden="true">
      {initial}
    </span>
  );
}
