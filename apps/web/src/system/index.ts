import { defineModule } from '../platform/modules.ts';

/**
 * 系统管理 (access and administration): the web side of the system module. Everything loads when first used:
 * a page with its texts, the menu titles with the layout.
 */
export const system = defineModule({
  name: 'system',
  pages: {
    'dict-management': () => import('./dict/DictPage.tsx').then((m) => m.DictPage),
    'logging-login': () => import('./log/LoginLogPage.tsx').then((m) => m.LoginLogPage),
    'logging-operation': () => import('./log/OperationLogPage.tsx').then((m) => m.OperationLogPage),
    'self-edit': () => import('./self/SelfPage.tsx').then((m) => m.SelfPage),
  },
  texts: {
    zh_CN: () => import('./locales/zh_CN/system.ts'),
    zh_TW: () => import('./locales/zh_TW/system.ts'),
    en_US: () => import('./locales/en_US/system.ts'),
    ja_JP: () => import('./locales/ja_JP/system.ts'),
    ko_KR: () => import('./locales/ko_KR/system.ts'),
  },
  menuTitles: {
    zh_CN: () => import('./locales/zh_CN/menu.ts'),
    zh_TW: () => import('./locales/zh_TW/menu.ts'),
    en_US: () => import('./locales/en_US/menu.ts'),
    ja_JP: () => import('./locales/ja_JP/menu.ts'),
    ko_KR: () => import('./locales/ko_KR/menu.ts'),
  },
});
