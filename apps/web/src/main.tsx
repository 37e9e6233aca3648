import './app/first-paint-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { adoptEmbeddedSession, refreshSession } from './lib/session';

// The page usually arrives with the session in it; otherwise it is asked now rather than when the
// first route renders, so the answer arrives while the page's code downloads.
if (!adoptEmbeddedSession()) void refreshSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
