import { useEffect, useRef } from 'react';

type Props = {
  /** Start loading by itself when the bottom of the list comes into view. */
  auto: boolean;
  loading: boolean;
  /** Shown above the button after a failed attempt; the button tries again. */
  failedText: string | null;
  label: string;
  loadingLabel: string;
  onMore: () => void;
};

/**
 * The way to more of a paged list: infinite scroll through a sentinel at the bottom, and a
 * button that does the same where IntersectionObserver is missing or the user prefers to click.
 */
export function LoadMore({ auto, loading, failedText, label, loadingLabel, onMore }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = sentinel.current;
    if (!auto || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMore();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [auto, onMore]);

  return (
    <div className="text-center mt-3">
      <div ref={sentinel} data-testid="scroll-sentinel" aria-hidden="true" />
      {failedText && (
        <p className="text-danger small mb-2" role="alert">
          {failedText}
        </p>
      )}
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={onMore}
        disabled={loading}
        aria-busy={loading || undefined}
        data-testid="load-more"
      >
        {loading && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
        {loading ? loadingLabel : label}
      </button>
    </div>
  );
}
