import { Trans } from 'react-i18next';

/** "<b>name</b> olarak görüntülüyorsunuz": its own module because `Trans` (and its HTML
 * parser) is only needed while an admin acts as someone, not on every page. */
export default function ActingAsMessage({ name }: { name: string }) {
  return (
    <Trans i18nKey="layout.actingAs.message" values={{ name }} components={{ b: <strong /> }} />
  );
}
