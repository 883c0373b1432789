import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setApiHooks } from './lib/api';
import { setupI18n } from './lib/i18n';
import { setupMessages, showError } from './lib/messages';
import { Providers } from './app/Providers';
import { router } from './app/routes';
// Ant Design's prebuilt sheet (Providers.tsx: zeroRuntime), before ours so that ours overrides it.
import 'antd/dist/antd.css';
import './app/global.css';

setupI18n();
setupMessages();
setApiHooks({ showError, goToLogin: () => void router.navigate('/login', { replace: true }) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
