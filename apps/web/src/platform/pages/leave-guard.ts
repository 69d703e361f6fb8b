import type { FormInstance } from 'antd';
import { createContext, useContext, useEffect, useRef } from 'react';
import { i18n } from '../i18n/index.ts';
import { feedback } from '../feedback/feedback.ts';

/**
 * Unsaved work on open pages. A page that edits something says how to tell it has changes (`useLeaveGuard`); the
 * tab bar and the pages' own "back" ask before such a page is closed (放弃未保存的修改？) and close a clean one at
 * once. Pages stay mounted while their tab is open (AppLayout keeps them alive), so a page's check answers for it
 * whether its tab is in front or not, until the page closes (unmounts).
 */

/** The path of the page a component is rendered in (set by AppLayout around each opened page); null outside one. */
export const PagePathContext = createContext<string | null>(null);
export const usePagePath = () => useContext(PagePathContext);

const checks = new Map<string, () => boolean>();

/** How a page is named in the question (its tab's title); set by the layout. */
let titleOf: (path: string) => string | null = () => null;
export const setPageTitles = (titles: (path: string) => string | null) => {
  titleOf = titles;
};

/** Whether the page at `path` has changes its check knows of. */
export const isPageDirty = (path: string): boolean => {
  try {
    return checks.get(path)?.() ?? false;
  } catch {
    return false; // a check must never keep a tab from closing
  }
};

/**
 * Registers the page's check: `isDirty` is asked only when the page is about to close. A form page passes
 * `() => form.isFieldsTouched()`, or compares its values with what is saved.
 */
export const useLeaveGuard = (isDirty: () => boolean) => {
  const path = usePagePath();
  const latest = useRef(isDirty);
  useEffect(() => {
    latest.current = isDirty;
  });
  useEffect(() => {
    if (!path) return;
    const check = () => latest.current();
    checks.set(path, check);
    return () => {
      // Another mount of the page (a new record's form) may have replaced it already.
      if (checks.get(path) === check) checks.delete(path);
    };
  }, [path]);
};

/** The guard of a form page: it has changes once a field was touched (typed in, chosen) and until it is reset. */
export const useFormLeaveGuard = (form: FormInstance) => useLeaveGuard(() => form.isFieldsTouched());

/**
 * Resolves true when the pages at `paths` may close: at once when none has changes, else after the user confirmed
 * to drop them (false when they chose to stay).
 */
export const confirmLeave = async (paths: readonly string[]): Promise<boolean> => {
  const dirty = paths.filter(isPageDirty);
  if (dirty.length === 0) return true;
  const { modal } = await feedback();
  const t = i18n.t.bind(i18n);
  const names = dirty.map((path) => t('shell.leave.page', { title: titleOf(path) ?? path })).join(t('shell.leave.separator'));
  return new Promise<boolean>((resolve) => {
    modal.confirm({
      title: t('shell.leave.title'),
      content: t('shell.leave.content', { pages: names }),
      okText: t('shell.leave.discard'),
      okButtonProps: { danger: true },
      cancelText: t('shell.leave.stay'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
};
