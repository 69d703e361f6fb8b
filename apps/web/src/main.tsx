import { createRoot } from 'react-dom/client';
import { Root } from './Root.tsx';
import { initI18n } from './platform/i18n/index.ts';

await initI18n();
createRoot(document.getElementById('root')!).render(<Root />);
