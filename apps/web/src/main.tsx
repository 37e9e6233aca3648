import './app/first-paint-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseWithoutEval } from '@portal/shared/zod-setup';
import { App } from './app/app';

parseWithoutEval();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
