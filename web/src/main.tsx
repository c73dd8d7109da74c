import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initSession } from './lib/session';
import './styles/base.css';
import './styles/deal-list-frame.css';

// zod probes `new Function` unless told not to; the CSP (no 'unsafe-eval') would report it.
// zod reads this object when it loads (lazily, with the forms), so no zod code ships here.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

// index.html carries defaults for crawlers that run no script; each route renders its own.
document.querySelectorAll('head [data-default]').forEach((node) => node.remove());

initSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
