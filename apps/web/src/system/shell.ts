import type { ShellPages } from '../platform/modules.ts';

/**
 * The shell's own pages (login, forced password change, home, 404) belong to the system module. They use the
 * shell's texts, and this small table is all of the module the login page's first load carries.
 */
export const shellPages: ShellPages = {
  login: () => import('./login/LoginPage.tsx').then((m) => m.LoginPage),
  updatePassword: () => import('./password/PasswordPage.tsx').then((m) => m.PasswordPage),
  home: () => import('./home/HomePage.tsx').then((m) => m.HomePage),
  notFound: () => import('./not-found/NotFoundPage.tsx').then((m) => m.NotFoundPage),
};
