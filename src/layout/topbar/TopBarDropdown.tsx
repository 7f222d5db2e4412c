import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useDisclosure } from './useDisclosure';

type Props = {
  /** The button's accessible name when its content is only an icon. */
  label?: string;
  button: ReactNode;
  buttonClassName?: string;
  testId?: string;
  /** Called each time the panel opens. */
  onOpen?: () => void;
  /** The panel's content; `open` lets it leave out (and not load) what only an open panel shows. */
  children: (close: () => void, open: boolean) => ReactNode;
};

/** A top-bar button with a panel below it (a disclosure, not an ARIA menu). */
export function TopBarDropdown({
  label,
  button,
  buttonClassName,
  testId,
  onOpen,
  children,
}: Props) {
  const { open, toggle, close, ref } = useDisclosure<HTMLDivElement>();
  const panelId = useId();
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });
  useEffect(() => {
    if (open) onOpenRef.current?.();
  }, [open]);
  return (
    <div className="dropdown" ref={ref}>
      <button
        type="button"
        className={buttonClassName ?? 'btn topbar-icon-btn'}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid={testId}
        onClick={toggle}
      >
        {button}
      </button>
      <div
        id={panelId}
        className={
          open ? 'dropdown-menu dropdown-menu-end show' : 'dropdown-menu dropdown-menu-end'
        }
        data-bs-popper="static"
      >
        {children(close, open)}
      </div>
    </div>
  );
}
