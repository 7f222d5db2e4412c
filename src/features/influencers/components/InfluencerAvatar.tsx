import { initialsOf } from '../model/profile';

type Props = { name: string; photo: string; size?: number };

/** The profile photo, or the initials on a tinted disc when there is none (decorative). */
export function InfluencerAvatar({ name, photo, size = 64 }: Props) {
  const style = { width: size, height: size };
  if (photo) {
    return (
      <img
        src={photo}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className="influencer-avatar rounded-circle"
        style={style}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="influencer-avatar influencer-avatar-initials rounded-circle"
      style={{ ...style, fontSize: size / 2.6 }}
    >
      {initialsOf(name)}
    </span>
  );
}
