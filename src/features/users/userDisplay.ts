// How a user appears in the list, toasts and the acting-as banner.
import { format } from 'date-fns';
import { dateLocale } from '@/lib/dates';
import { isAccountType } from '@/store/roles';
import { sessionUserFromDoc } from '@/store/session/sessionUser';
import type { UserDoc } from '@/lib/collections/users';

/** The brand name for brands and agencies, else name and surname, else the email. */
export function userTitle(user: UserDoc): string {
  return sessionUserFromDoc(user).title;
}

export function fullNameOf(user: UserDoc): string {
  return [user.name, user.surname].filter(Boolean).join(' ');
}

/** The i18n key of the account type's label. */
export function typeLabelKey(type: string | undefined): string {
  return `users.types.${isAccountType(type) ? type : 'unknown'}`;
}

export function subscriptionLabelKey(subscription: UserDoc['subscriptionType']): string {
  const plan = subscription === 'business' || subscription === 'pro' ? subscription : 'free';
  return `users.subscriptions.${plan}`;
}

/** '12 Mart 2025' in Turkish; the long date of the chosen language otherwise. */
export function formatCreatedAt(
  millis: number | null | undefined,
  language: string,
): string | null {
  if (typeof millis !== 'number' || !Number.isFinite(millis)) return null;
  return format(new Date(millis), 'PPP', { locale: dateLocale(language) });
}
