/** Spec 2's places that a phone's tab bar shows first; the rest go under More. */
const tabPaths = ['/app', '/in/goals', '/in/assistant', '/in/mastery'];
const maxTabs = 5;

/**
 * Splits the navigation into the tab bar's tabs and its More list. With five places or fewer every one
 * is a tab; otherwise the four most used are tabs and More holds the rest, in navigation order.
 */
export function splitTabBarItems<T extends { path: string }>(items: readonly T[]): { tabs: T[]; more: T[] } {
  if (items.length <= maxTabs) return { tabs: [...items], more: [] };
  return {
    tabs: items.filter((item) => tabPaths.includes(item.path)),
    more: items.filter((item) => !tabPaths.includes(item.path)),
  };
}
