import { App as AntApp, ConfigProvider, type ThemeConfig, theme } from 'antd';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { FeedbackBridge } from './platform/feedback/FeedbackBridge.tsx';
import { configureHttp } from './platform/http/client.ts';
import { currentLocale, useLocaleStore } from './platform/i18n/index.ts';
import './platform/layout/global.css';
import { useUiSettings } from './platform/layout/settings.ts';
import { loginPathFor } from './platform/router/return-path.ts';
import { navigateTo } from './platform/router/router.tsx';
import { clearSession } from './platform/session/store.ts';

configureHttp({
  onUnauthorized: () => {
    // The page the session ended on: the next login comes back to it.
    const here = `${window.location.pathname}${window.location.search}`;
    clearSession();
    void navigateTo(loginPathFor(here));
  },
  isOnLogin: () => window.location.pathname === '/login',
  locale: currentLocale,
});

/** The system's "reduce motion" setting (WCAG 2.3.3), followed while the page is open. */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeToMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const usePrefersReducedMotion = () => useSyncExternalStore(subscribeToMotion, () => window.matchMedia(REDUCED_MOTION).matches);

/** antd's theme and locale, its App context (message, notification, modal), and the router. */
export function Root({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const antdLocale = useLocaleStore((s) => s.antdLocale);
  const locale = useLocaleStore((s) => s.locale);
  const primaryColor = useUiSettings((s) => s.primaryColor);
  const compact = useUiSettings((s) => s.compact);
  const reducedMotion = usePrefersReducedMotion();
  const themeConfig = useMemo<ThemeConfig>(
    () => ({
      algorithm: compact ? [theme.defaultAlgorithm, theme.compactAlgorithm] : theme.defaultAlgorithm,
      token: { colorPrimary: primaryColor, colorInfo: primaryColor, borderRadius: 6, colorBgLayout: '#f3f5f9', motion: !reducedMotion },
      components: { Layout: { headerBg: '#ffffff', siderBg: '#001529' } },
    }),
    [primaryColor, compact, reducedMotion],
  );
  useEffect(() => {
    // Things outside antd's tree (the loading bar) follow the theme colour too.
    document.documentElement.style.setProperty('--zh-primary', primaryColor);
  }, [primaryColor]);
  return (
    // antd spaces out two-character button labels ("确 定"), a Chinese convention: not for Japanese ("送信").
    <ConfigProvider locale={antdLocale} theme={themeConfig} button={{ autoInsertSpace: locale.startsWith('zh') }}>
      {/* Notices at the top start below the header (56 px), never over its buttons; some stay until closed. */}
      <AntApp notification={{ top: 64 }}>
        <FeedbackBridge />
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}
