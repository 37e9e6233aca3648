import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// Whole pages render in jsdom; on a busy 2-core machine the first render alone can take seconds.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

export { deferred, json, mockApi, renderPage, sentBody } from '../../../testing/render';
