/** The user's photo, or the first letter of the name on the theme colour. */
export function UserAvatar({ name, img }: { name: string; img: string }) {
  if (img) return <img className="user-avatar" src={img} alt="" width={32} height={32} />;
  return (
    <span className="user-avatar user-avatar-initial" aria-hidden="true">
      {name.trim().charAt(0).toLocaleUpperCase()}
    </span>
  );
}
