import { useEffect, useState } from 'react';
import { type Envelope, http } from './client.ts';

type Scope = string | number | undefined;

/**
 * The `data` of a GET answer, fetched whenever `url` changes (null: nothing, and no data); `loading` until the answer
 * for this url is in. An answer that arrives after the url changed again is dropped. With `keepWithin`, the previous
 * data stays shown while the next loads if it was fetched within the same scope (a building's diagram redrawn under its
 * spinner while another building of the same community loads, but never another community's); otherwise the data is
 * empty until the new answer (a detail never shows another row's). A refusal is shown by the client and leaves the
 * data empty.
 */
export const useEnvelope = <T>(url: string | null, { keepWithin }: { keepWithin?: Scope } = {}): { data: T | null; loading: boolean } => {
  const [answer, setAnswer] = useState<{ url: string; scope: Scope; data: T | null } | null>(null);
  useEffect(() => {
    if (url === null) return;
    let live = true;
    http.get<Envelope<T>>(url).then(
      (got) => live && setAnswer({ url, scope: keepWithin, data: got.data }),
      () => live && setAnswer({ url, scope: keepWithin, data: null }),
    );
    return () => {
      live = false;
    };
  }, [url, keepWithin]);
  if (url === null) return { data: null, loading: false };
  const current = answer?.url === url;
  const kept = keepWithin !== undefined && answer?.scope === keepWithin;
  return { data: current || kept ? (answer?.data ?? null) : null, loading: !current };
};
