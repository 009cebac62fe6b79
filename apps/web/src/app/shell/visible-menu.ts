import { hasAccess, type GuardSession } from '../guard/access';
import { MENU, type MenuEntry } from '../routes/route-table';

/** The left-menu entries a user sees: all for a main user, those of their roles for a sub-user. */
export function visibleMenu(session: GuardSession): MenuEntry[] {
  return MENU.filter((entry) => hasAccess(session, entry.role));
}
