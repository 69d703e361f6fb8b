import { Navigate, type RouteObject, createBrowserRouter } from 'react-router';
import { useSession } from '../session/store.ts';
import { buildPageTable } from './menu-routes.ts';
import { BootFallback, RootShell, RouteError } from './RootShell.tsx';
import { ensureSession, requireSession, requireToken } from './session-guard.ts';

/** The id of the layout route; the server's pages are patched in as its children. */
const LAYOUT = 'layout';

/** Static routes. Pages load lazily, so the login page's first load carries no layout or page code. */
const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootShell />,
    HydrateFallback: BootFallback,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'login', lazy: () => import('../../system/login/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })) },
      {
        path: 'update-password',
        loader: requireToken,
        lazy: () => import('../../system/password/PasswordPage.tsx').then((m) => ({ Component: m.PasswordPage })),
      },
      { path: '404', lazy: () => import('../../system/not-found/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })) },
      { path: 'main', element: <Navigate to="/home" replace /> },
      {
        id: 'guard',
        loader: requireSession,
        children: [
          {
            id: LAYOUT,
            lazy: () => import('../layout/AppLayout.tsx').then((m) => ({ Component: m.AppLayout })),
            children: [{ path: 'home', lazy: () => import('../../system/home/HomePage.tsx').then((m) => ({ Component: m.HomePage })) }],
          },
        ],
      },
      { path: '*', lazy: () => import('./UnknownRoute.tsx').then((m) => ({ Component: m.UnknownRoute })) },
    ],
  },
];

/** One route per page of the server's menus, flattened under the layout. */
const menuRoutes = (): RouteObject[] =>
  [...buildPageTable(useSession.getState().menus).keys()].map((path) => ({
    id: `page:${path}`,
    path: path.slice(1),
    lazy: () => import('./MenuPage.tsx').then((m) => ({ element: <m.MenuPage path={path} /> })),
  }));

export const router = createBrowserRouter(routes, {
  /**
   * A path no static route matches may be one of the server's pages: with a token, load the session (user and
   * menus) and patch their routes in. Routes with the same id are patched only once.
   */
  async patchRoutesOnNavigation({ patch }) {
    if (!useSession.getState().token) return;
    try {
      await ensureSession();
    } catch {
      return; // the HTTP client reports it; the catch-all route offers a retry or the login page
    }
    patch(LAYOUT, menuRoutes());
  },
});

/** Navigation for code outside React (the HTTP client's 401 handling, logout). */
export const navigateTo = (path: string) => router.navigate(path, { replace: path === '/login' });
