import type { EntityDef } from '@zhwy/contracts';
import { App } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DownloadRequest, type Progress, download } from '../http/transfer.ts';
import { NOTHING_TO_EXPORT, callOf, exportRequest, formatBytes } from './calls.ts';

/**
 * One download at a time with its progress: the file is saved under the server's name and said so; a JSON answer
 * instead of a file is the 606 "all data exported" (an info, not an error) or the server's message.
 */
export function useDownload() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [progress, setProgress] = useState<Progress | null>(null);
  const running = useRef(false);
  const start = useCallback(
    async (request: Omit<DownloadRequest, 'onProgress'>): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setProgress({ loaded: 0 });
      try {
        const result = await download({ ...request, onProgress: setProgress });
        if ('saved' in result) {
          message.success(t('resource.downloaded', { name: result.saved }));
          return true;
        }
        // The spec's catalogue text in the user's language (the server words this one in Chinese only).
        if (result.answer.code === NOTHING_TO_EXPORT) message.info(t('common.http.exported'));
        else message.error(String(result.answer.msg || t('common.http.serviceAbnormal')));
        return false;
      } catch {
        return false; // the client has shown why
      } finally {
        running.current = false;
        setProgress(null);
      }
    },
    [message, t],
  );
  return { start, progress, busy: progress !== null };
}

/** Progress as a button or notice shows it: the percentage when the size is known, else the bytes so far. */
export const progressText = (progress: Progress): string =>
  progress.total ? `${Math.min(100, Math.floor((progress.loaded / progress.total) * 100))}%` : formatBytes(progress.loaded);

/** The entity's export (or its export in clear) of the rows the list's filters match, in the list's order (none: no such call). */
export function useExport(entity: EntityDef, listParams: Record<string, string | number>, style: 'export' | 'exportUnmasked' = 'export') {
  const call = callOf(entity, style);
  const { start, progress, busy } = useDownload();
  const run = useCallback(() => {
    if (!call) return Promise.resolve(false);
    return start({ ...exportRequest(call, listParams), fileName: `${call.fileName}.xlsx` });
  }, [call, listParams, start]);
  return { call, run, progress, busy };
}
