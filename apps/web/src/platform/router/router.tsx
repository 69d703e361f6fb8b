import { Navigate, type RouteObject, createBrowserRouter } from 'react-router';
import { loadTexts } from '../i18n/index.ts';
import type { PageLoader, WebApp } from '../modules.ts';
import { preloadPage, registerPages } from '../pages/registry.ts';
import { useSession } from '../session/store.ts';
import { buildPageTable } from './menu-routes.ts';
import { BootFallback, RootShell, RouteError } from './RootShell.tsx';
import { ensureSession, requireSession, requireToken } from './session-guard.ts';

/** The id of the layout route; the server's pages are patched in as its children. */
const LAYOUT = 'layout';

const page = (load: PageLoader) => () => load().then((Component) => ({ Component }));

/**
 * The layout, once the modules are known (their pages registered for the server's menus) and their menus'
 * titles loaded in the language in force.
 */
const layout = (app: WebApp) => async () => {
  const [{ AppLayout }, modules] = await layoutCode(app);
  registerPages(modules);
  // The page the address names starts loading now, beside the menus' titles, not once the layout has rendered.
  const component = buildPageTable(useSession.getState().menus).get(window.location.pathname)?.item.component;
  if (component) preloadPage(component);
  await Promise.all(modules.map((module) => loadTexts(module.menuTitles)));
  return { Component: AppLayout };
};

/** The layout's code and the modules (each import loads once, whoever asks first). */
const layoutCode = (app: WebApp) => Promise.all([import('../layout/AppLayout.tsx'), app.modules()]);

/**
 * Static routes: the shell's pages. Pages load lazily, so the login page's first load carries no layout, no
 * module page and no module texts.
 */
const routesOf = (app: WebApp): RouteObject[] => [
  {
    id: 'root',
    element: <RootShell />,
    HydrateFallback: BootFallback,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'login', lazy: page(app.shell.login) },
      { path: 'update-password', loader: requireToken, lazy: page(app.shell.updatePassword) },
      { path: '404', lazy: page(app.shell.notFound) },
      { path: 'main', element: <Navigate to="/home" replace /> },
      {
        id: 'guard',
        loader: requireSession,
        children: [{ id: LAYOUT, lazy: layout(app), children: [{ path: 'home', lazy: page(app.shell.home) }] }],
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

type Router = ReturnType<typeof createBrowserRouter>;
let router: Router | undefined;

/**
 * The app's router: the shell's pages, and the pages of the server's menus from the modules' registry. It
 * starts loading the first route's page at once.
 */
export const createAppRouter = (app: WebApp): Router => {
  router = createBrowserRouter(routesOf(app), {
    /**
     * A path no static route matches may be one of the server's pages: with a token, load the session (user and
     * menus) and patch their routes in. Routes with the same id are patched only once.
     */
    async patchRoutesOnNavigation({ patch }) {
      if (!useSession.getState().token) return;
      // The layout's code loads while the session does: both are needed before the page shows.
      layoutCode(app).catch(() => {});
      try {
        await ensureSession();
      } catch {
        return; // the HTTP client reports it; the catch-all route offers a retry or the login page
      }
      patch(LAYOUT, menuRoutes());
    },
  });
  return router;
};

/** Navigation for code outside React (the HTTP client's 401 handling, logout). */
export const navigateTo = async (path: string): Promise<void> => {
  await router?.navigate(path, { replace: path.startsWith('/login') });
};
