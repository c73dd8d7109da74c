import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { memoryCache } from './lib/cache';
import { initSession } from './lib/session';
import './styles/base.css';

// index.html carries defaults for crawlers that run no script; each route renders its own.
document.querySelectorAll('head [data-default]').forEach((node) => node.remove());

initSession();
memoryCache.startPurging();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
