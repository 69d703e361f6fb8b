/**
 * A list's view as its user arranged it: row density and which columns show in which order. Pure functions (no
 * React, no storage); table-view.ts keeps the arrangement per tenant, user and list.
 */

export type Density = 'large' | 'middle' | 'small';
export const DENSITIES: readonly Density[] = ['large', 'middle', 'small'];
export const DEFAULT_DENSITY: Density = 'middle';

/** A column the user may show, hide and move: its key, its title as shown, and whether it shows by default. */
export type ColumnChoice = { key: string; title: string; hiddenByDefault?: boolean };
/** A column's place and visibility as arranged. */
export type ColumnSetting = { key: string; visible: boolean };
export type SavedView = { density?: Density; columns?: ColumnSetting[] };

/**
 * The columns as arranged: the saved ones in their saved order and visibility, then any the list has gained since
 * (a new field) in their default place and visibility; saved keys the list no longer has are dropped.
 */
export const arrangeColumns = (choices: readonly ColumnChoice[], saved: readonly ColumnSetting[] | undefined): ColumnSetting[] => {
  const defaults = choices.map((choice) => ({ key: choice.key, visible: !choice.hiddenByDefault }));
  if (!saved) return defaults;
  const known = new Set(choices.map((c) => c.key));
  const kept = saved.filter((s) => known.has(s.key));
  const keptKeys = new Set(kept.map((s) => s.key));
  const arranged = [...kept];
  // A new column goes after the column that precedes it by default (or first), so it lands where the page meant it.
  defaults.forEach((column, index) => {
    if (keptKeys.has(column.key)) return;
    const before = defaults.slice(0, index).reverse().find((d) => arranged.some((a) => a.key === d.key));
    const at = before ? arranged.findIndex((a) => a.key === before.key) + 1 : 0;
    arranged.splice(at, 0, column);
  });
  return arranged;
};

/** The arrangement with one column moved from `from` to `to` (indexes of the arranged list). */
export const moveColumn = (columns: readonly ColumnSetting[], from: number, to: number): ColumnSetting[] => {
  if (from === to || from < 0 || to < 0 || from >= columns.length || to >= columns.length) return [...columns];
  const next = [...columns];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
};

/** The arrangement with one column shown or hidden; the last visible column stays (a table without columns helps nobody). */
export const toggleColumn = (columns: readonly ColumnSetting[], key: string, visible: boolean): ColumnSetting[] => {
  if (!visible && columns.filter((c) => c.visible).length <= 1) return [...columns];
  return columns.map((c) => (c.key === key ? { ...c, visible } : c));
};


/** A column's width as its kind wants it, and the least it may be given before the table scrolls instead. */
export type FitColumn = { width: number; min: number };

/**
 * The widths that fit the table's container (`available` px, the fixed columns' share taken off): when the columns
 * want more, each gives up part of what it has above its least width, in proportion to that; when even the least
 * widths do not fit, those (and the table scrolls). Unknown room (0: not measured yet) leaves them as they are.
 */
export const fitWidths = (columns: readonly FitColumn[], available: number): number[] => {
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  if (available <= 0 || total <= available) return columns.map((c) => c.width);
  const slack = columns.reduce((sum, c) => sum + Math.max(0, c.width - c.min), 0);
  const need = total - available;
  if (slack <= need) return columns.map((c) => Math.min(c.width, c.min));
  return columns.map((c) => Math.floor(c.width - (Math.max(0, c.width - c.min) * need) / slack));
};
