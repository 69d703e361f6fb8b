/**
 * Whether a click on a link asks the browser for another tab or window (Ctrl, Cmd, Shift or Alt held, or not the
 * main button): the link's own navigation then happens, and the app's in-tab navigation does not.
 */
export const opensElsewhere = (event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean; button?: number }) =>
  event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || (event.button !== undefined && event.button !== 0);
