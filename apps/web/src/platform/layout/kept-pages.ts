/**
 * Which opened pages AppLayout keeps mounted. A page goes the moment its tab closes, even while the address is
 * still its own: the navigation away is rendered later (a transition; seconds later on a busy machine), and until
 * then the closed page stayed, and mounted if its code was still loading, loading its data and registering its
 * unsaved-changes check (leave-guard.ts) for a tab no longer there. It is kept again once its tab opens again.
 */

/** The tab bar's state: the open tabs' paths, and the paths closed since they were last opened. */
export type TabPaths = { paths: readonly string[]; closed: readonly string[] };

/** Whether the page at the current address may be kept (captured): not while its tab is closed. */
export const mayKeep = (pathname: string, tabs: TabPaths): boolean => !tabs.closed.includes(pathname);

/** The kept pages to unmount: those whose tab was closed, and any other page without a tab. */
export const pagesToDrop = (kept: readonly string[], pathname: string, tabs: TabPaths): string[] =>
  kept.filter((path) => tabs.closed.includes(path) || (path !== pathname && !tabs.paths.includes(path)));

/** The closed paths after the open tabs went from `before` to `after`: the ones removed, less any (re)opened. */
export const closedAfter = (closed: readonly string[], before: readonly string[], after: readonly string[]): string[] => [
  ...new Set([...closed, ...before.filter((path) => !after.includes(path))].filter((path) => !after.includes(path))),
];
