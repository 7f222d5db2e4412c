import { guardRedirect } from '@/store/guard';
import type { UserRole } from '@/store/roles';
import { menuGroups, type MenuEntry, type MenuFlags, type MenuGroup } from './menuGroups';

/** A link is shown only where the page guard would let this role in (routeRoles, spec section 6). */
export function canOpen(path: string, role: UserRole): boolean {
  return guardRedirect({ pathname: path, role }) === null;
}

function isVisible(entry: MenuEntry, role: UserRole, flags: MenuFlags): boolean {
  const granted = entry.grantedBy !== undefined && flags[entry.grantedBy] === true;
  return canOpen(entry.path, role) && (!entry.audience || entry.audience.includes(role) || granted);
}

/** The groups and entries a role may see; a group with nothing left disappears. */
export function visibleMenuGroups(
  role: UserRole | null,
  groups: readonly MenuGroup[] = menuGroups,
  flags: MenuFlags = {},
): MenuGroup[] {
  if (role === null) return [];
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries.filter((e) => isVisible(e, role, flags)),
    }))
    .filter((group) => group.entries.length > 0);
}

/** The group the current page belongs to, so its sub-menu is the one shown. */
export function activeGroup(groups: readonly MenuGroup[], pathname: string): MenuGroup | null {
  return (
    groups.find((group) =>
      group.entries.some((e) => pathname === e.path || pathname.startsWith(`${e.path}/`)),
    ) ?? null
  );
}
