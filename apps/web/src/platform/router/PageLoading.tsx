import { Spin } from 'antd';
import { useEffect } from 'react';
import { startProgress } from './progress.ts';

/** Suspense fallback while a page's code loads: the top bar runs and a spinner holds the space. */
export function PageLoading({ fullscreen = false }: { fullscreen?: boolean }) {
  useEffect(() => startProgress(), []);
  return (
    <div className={fullscreen ? 'zh-loading zh-loading-fullscreen' : 'zh-loading'} role="status" aria-busy="true">
      <Spin size="large" />
    </div>
  );
}
