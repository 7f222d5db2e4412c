import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type Props = { title: string; body: ReactNode; action?: { to: string; label: string } };

/** A page-sized message with one way out. A section, because it may sit inside the app layout's main. */
export function MessagePage({ title, body, action }: Props) {
  return (
    <section className="container py-5 text-center message-page">
      <h1 className="h3 mb-3">{title}</h1>
      <div className="text-body-secondary mb-4">{body}</div>
      {action && (
        <Link className="btn btn-primary" to={action.to}>
          {action.label}
        </Link>
      )}
    </section>
  );
}
