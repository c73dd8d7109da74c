import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { loadLanguage, setLanguageSource } from '@shared/i18n/catalogue';
import { languageOfPath, LANGUAGES } from '@shared/i18n/languages';
import { App } from './app/app';
import { startRouter } from './app/router';
import { PageDataProvider, seededCache, servedPage } from './lib/page-data';
import { initSession } from './lib/session';
import './styles/base.css';
import './styles/deal-list-frame.css';

// zod probes `new Function` unless told not to; the CSP (no 'unsafe-eval') would report it.
// zod reads this object when it loads (lazily, with the forms), so no zod code ships here.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

async function start() {
  // One language per document (its path says which): switching language loads the other's page.
  const language = languageOfPath(window.location.pathname);
  setLanguageSource(() => language);
  document.documentElement.lang = LANGUAGES[language].tag;
  document.documentElement.dir = LANGUAGES[language].dir;
  await loadLanguage(language);
  initSession();
  // A page the server rendered (Home, deal and member pages, About, Legal) is hydrated with the
  // answers it came with; any other screen's shell is empty and the app renders it.
  const page = servedPage();
  const router = await startRouter(page, LANGUAGES[language].prefix);
  const app = (
    <StrictMode>
      <PageDataProvider value={page}>
        <SWRConfig value={{ provider: () => seededCache(page?.entries ?? {}) }}>
          <App router={router} />
        </SWRConfig>
      </PageDataProvider>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (page) return void hydrateRoot(root, app);
  // The shell's head carries defaults for crawlers that run no script; each screen renders its own.
  document.querySelectorAll('head [data-default]').forEach((node) => node.remove());
  createRoot(root).render(app);
}

void start();
