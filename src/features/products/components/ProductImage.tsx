import { useState } from 'react';
import './products.css';

type Props = { url: string | null; variant: 'thumb' | 'card' };

/**
 * The product's picture (its brief's first image), or a neutral box icon when there is none or
 * it fails to load: never a broken image. Decorative: the product's name sits next to it.
 */
export function ProductImage({ url, variant }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const className = `product-image product-image-${variant}`;
  if (url && failed !== url) {
    return (
      <img
        className={className}
        src={url}
        alt=""
        loading="lazy"
        data-testid="product-image"
        onError={() => setFailed(url)}
      />
    );
  }
  return (
    <span
      className={`${className} product-image-placeholder`}
      aria-hidden="true"
      data-testid="product-placeholder"
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        <path d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
        <path d="M3.5 7.5 12 12l8.5-4.5" />
        <path d="M12 12v9" />
      </svg>
    </span>
  );
}
