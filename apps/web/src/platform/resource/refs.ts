import { useEffect, useState } from 'react';
import { http } from '../http/client.ts';

export type RefOption = { value: number; label: string };

/**
 * References are named by the server (docs/api.md, 引用的名称): a list row carries `labels` beside its ids, and
 * `GET /api/platform/labels` answers the labels of given ids (a form's current value, a page the server does not
 * label) or the rows whose name contains a text (a select's options). No page loads a target's rows to name them.
 */
export const LABELS_PATH = '/api/platform/labels';
type Answer = { data: { id: number; label: string }[] };

/** Per target: each asked id's label, or null when the server has none for the caller (another community's, deleted). */
const known = new Map<string, Map<number, string | null>>();
/** Ids asked in this tick, per target: one call for all the cells and selects of a page. */
const pending = new Map<string, { ids: Set<number>; done: Promise<void> }>();
const listeners = new Set<() => void>();

const knownOf = (target: string) => {
  let map = known.get(target);
  if (!map) known.set(target, (map = new Map()));
  return map;
};

/** The server's limit on the ids of one call. */
const IDS_PER_CALL = 1000;

/** Asks the server for the labels of `ids` not known yet; the ids of one tick go together. */
export const loadRefLabels = (target: string, ids: readonly number[]): Promise<void> => {
  const map = knownOf(target);
  const missing = ids.filter((id) => !map.has(id));
  if (missing.length === 0) return Promise.resolve();
  let batch = pending.get(target);
  if (!batch) {
    const created = { ids: new Set<number>(), done: Promise.resolve() };
    created.done = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(async () => {
      pending.delete(target);
      const all = [...created.ids];
      for (let i = 0; i < all.length; i += IDS_PER_CALL) {
        const chunk = all.slice(i, i + IDS_PER_CALL);
        try {
          const answer = await http.get<Answer>(LABELS_PATH, { entity: target, ids: chunk.join(',') }, { silent: true });
          const found = new Map(answer.data.map(({ id, label }) => [id, label]));
          for (const id of chunk) map.set(id, found.get(id) ?? null);
        } catch {
          // No labels for this caller (a page without the picking permission): the ids show, and are not asked again.
          for (const id of chunk) map.set(id, null);
        }
      }
      for (const listener of listeners) listener();
    });
    pending.set(target, (batch = created));
  }
  for (const id of missing) batch.ids.add(id);
  return batch.done;
};

/** What is known of `id`'s label: the label, null (none for this caller), or undefined while it loads. */
export const knownRefLabel = (target: string, id: number): string | null | undefined => known.get(target)?.get(id);

/** Forgets the labels of a target (after a page changed its rows), or of every target. */
export const forgetRefOptions = (name?: string) => {
  if (name) known.delete(name);
  else known.clear();
  for (const listener of listeners) listener();
};

/** The labels of `ids` of `target`, loaded by the ids → labels call when no row brought them. */
export const useRefLabels = (target: string | undefined, ids: readonly number[]): Map<number, string> => {
  const [version, setVersion] = useState(0);
  const key = ids.join(',');
  // Only a component that asks for labels listens (a cell whose row brought its label does not re-render).
  const asks = !!target && key !== '';
  useEffect(() => {
    if (!asks) return;
    const listener = () => setVersion((v) => v + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [asks]);
  useEffect(() => {
    if (target && key !== '') void loadRefLabels(target, key.split(',').map(Number));
  }, [target, key, version]);
  // Read afresh on every render: `version` moves (and re-renders) when labels arrive.
  const labels = new Map<number, string>();
  if (!target || key === '') return labels;
  for (const id of key.split(',').map(Number)) {
    const label = knownRefLabel(target, id);
    if (label) labels.set(id, label);
  }
  return labels;
};

/** Options of a select: the target's rows whose name contains `text` (all, first by name, when empty), from the server. */
export const searchRefOptions = async (target: string, text: string): Promise<RefOption[]> => {
  const answer = await http.get<Answer>(LABELS_PATH, { entity: target, ...(text ? { search: text } : {}), size: 50 }, { silent: true });
  const map = knownOf(target);
  for (const { id, label } of answer.data) map.set(id, label);
  return answer.data.map(({ id, label }) => ({ value: id, label }));
};

/**
 * A select's options: searched on the server as the user types (after a short pause), and only once the select is
 * opened (`active`): a form of ten references costs nothing until one is used.
 */
export const useRefSearch = (target: string | undefined, text: string, active: boolean): { options: RefOption[]; loading: boolean } => {
  const [state, setState] = useState<{ key?: string; options: RefOption[] }>({ options: [] });
  const key = target && active ? `${target}\u0000${text}` : undefined;
  useEffect(() => {
    if (!key || !target) return;
    let live = true;
    const timer = setTimeout(() => {
      searchRefOptions(target, text).then(
        (options) => live && setState({ key, options }),
        () => live && setState({ key, options: [] }),
      );
    }, text ? 250 : 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, target, text]);
  // The previous options stay while the next search runs (no flicker as the user types).
  return { options: state.options, loading: !!key && state.key !== key };
};

/** A `refs` value (the API's comma list, `'3,7'`) as the ids a multiple select holds; blanks and non-ids dropped. */
export const idsOfRefs = (value: unknown): number[] =>
  value === null || value === undefined
    ? []
    : String(value)
        .split(',')
        .map((part) => part.trim())
        .filter((part) => /^\d+$/.test(part))
        .map(Number);

/** The ids chosen in a multiple select as the API's comma list; none chosen is no value. */
export const refsOfIds = (ids: readonly number[]): string | undefined => (ids.length > 0 ? ids.join(',') : undefined);
