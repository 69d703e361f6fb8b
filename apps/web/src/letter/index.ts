import { byLocale, defineModule } from '../platform/modules.ts';

/**
 * 站内信 (letter): letters to staff with their audit and statistics (站内信), each person's own letters (我的站内信),
 * and the header's bell with the unread count (docs/operations.md, "Station letters").
 */
export const letter = defineModule({
  name: 'letter',
  pages: {
    'operations-letter': () => import('./LetterPage.tsx').then((m) => m.LetterPage),
    'operations-my-letter': () => import('./MyLettersPage.tsx').then((m) => m.MyLettersPage),
  },
  texts: byLocale(import.meta.glob('./locales/*/letter.ts')),
  menuTitles: byLocale(import.meta.glob('./locales/*/menu.ts')),
  entities: () => import('./entities.ts').then((m) => m.LETTER_ENTITIES),
  headerItems: { letterBell: () => import('./LetterBell.tsx').then((m) => m.LetterBell) },
});
