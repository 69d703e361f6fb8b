import { createRoot } from 'react-dom/client';
import { app } from './app.ts';
import { initI18n } from './platform/i18n/index.ts';
import { createAppRouter } from './platform/router/router.tsx';
import { Root } from './Root.tsx';
import { captureLoginParams } from './system/login/entry-params.ts';

// A password or CAS ticket in the login page's address leaves the address bar before any request or render.
captureLoginParams();
// The router starts loading the first page while the language's texts load; the first render waits for the texts.
const router = createAppRouter(app);
await initI18n();
createRoot(document.getElementById('root')!).render(<Root router={router} />);
