import './app/first-paint-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseWithoutEval } from '@portal/shared/zod-setup';
import { App } from './app/app';
import { refreshSession } from './lib/session';

parseWithoutEval();
// Asked now rather than when the first route renders, so the answer arrives while the page's code downloads.
void refreshSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
