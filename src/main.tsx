// Bootstrap: texts, router, the outside-React wiring, then the first render.
// Global styles first, so that component styles come after them in the cascade.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { routes } from './app/routes';
import { startApp } from './app/start';
import { initI18n } from './lib/i18n';

// Started first so that the route's page code and the locale files download in parallel.
void initI18n();
const router = createBrowserRouter(routes);
startApp(router);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
