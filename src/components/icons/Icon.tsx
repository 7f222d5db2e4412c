import { iconPaths, type IconName } from './iconPaths';

type Props = { name: IconName; size?: number; className?: string };

/** A decorative icon; the control around it carries the accessible name. */
export function Icon({ name, size = 22, className }: Props) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
