import { Suspense, lazy, useState } from 'react';
import { LanguageButton } from './LanguageButton.tsx';

const load = () => import('./LanguageSwitch.tsx');
const LanguageSwitch = lazy(() => load().then((m) => ({ default: m.LanguageSwitch })));

/**
 * The language choice where the first load must stay small (the login page): the button at once, its menu (antd's
 * Dropdown, about 20 KB gzip) fetched when the pointer comes near and opened by the first click.
 */
export function LazyLanguageSwitch({ className }: { className?: string }) {
  const [wanted, setWanted] = useState(false);
  const button = <LanguageButton className={className} onPointerEnter={() => void load()} onFocus={() => void load()} onClick={() => setWanted(true)} />;
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageSwitch className={className} initiallyOpen />
    </Suspense>
  );
}
