import type { DataExport, LatestDataExport } from '@portal/shared/data-export';
import { DATA_EXPORT_TEXTS } from '@portal/shared/data-export.plain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderPage } from '../../../testing/render';
import { ExportSection } from './export-section';

const EMAIL = 'owner@example.com';
/** The owner's zone, as the server sends it: not the test machine's. */
const OWNER_ZONE = 'America/Chicago';
const ID = '00000000-0000-4000-8000-0000000000e1';

const archive = (overrides: Partial<DataExport> = {}): DataExport => ({
  id: ID,
  status: 'building',
  createdAt: '2030-03-12T12:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  error: null,
  downloadPath: null,
  ...overrides,
});
const ready = archive({
  status: 'ready',
  readyAt: '2030-03-12T12:01:00.000Z',
  expiresAt: '2030-03-13T12:01:00.000Z',
  sizeBytes: 7320,
  downloadPath: `/account/exports/${ID}/download?expires=1899892860000&signature=abc`,
});
const latestOf = (current: DataExport | null): LatestDataExport => ({
  export: current,
  email: EMAIL,
  timezone: OWNER_ZONE,
});

const open = () => renderPage(<ExportSection />, { path: '/account/privacy' });
const section = () => screen.getByRole('region', { name: DATA_EXPORT_TEXTS.title });

describe('ExportSection', { timeout: 20_000 }, () => {
  it('starts an archive, shows it being prepared, and reads again until it is ready', async () => {
    let current: DataExport | null = null;
    const fetchMock = mockApi({
      'GET /api/account/exports/latest': () => json(latestOf(current)),
      'POST /api/account/exports': () => {
        current = archive();
        return json(current, 202);
      },
    });
    open();
    const start = await screen.findByRole('button', { name: DATA_EXPORT_TEXTS.start });
    await userEvent.click(start);
    expect(await within(section()).findByText(DATA_EXPORT_TEXTS.building)).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);

    current = ready;
    const line = await within(section()).findByText(
      `Ready: we e-mailed a link to ${EMAIL}, valid until Mar 13, 7:01 AM CDT.`,
      {},
      { timeout: 5000 },
    );
    expect(line).toBeVisible();
    const download = screen.getByRole('link', { name: DATA_EXPORT_TEXTS.download });
    expect(download).toHaveAttribute('href', `/api${ready.downloadPath}`);
  });

  it('says why a build failed and offers Try again', async () => {
    mockApi({
      'GET /api/account/exports/latest': () =>
        json(latestOf(archive({ status: 'failed', error: DATA_EXPORT_TEXTS.failed }))),
    });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(DATA_EXPORT_TEXTS.failed);
    expect(screen.getByRole('button', { name: DATA_EXPORT_TEXTS.tryAgain })).toBeEnabled();
  });

  it('shows the server’s reason when an archive cannot be started (three a day)', async () => {
    mockApi({
      'GET /api/account/exports/latest': () => json(latestOf(null)),
      'POST /api/account/exports': () =>
        json({ error: { code: 'RATE_LIMITED', message: DATA_EXPORT_TEXTS.limitReached } }, 429),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: DATA_EXPORT_TEXTS.start }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(DATA_EXPORT_TEXTS.limitReached));
  });

  it('says so when the latest archive cannot be read, with a way to try again', async () => {
    mockApi({
      'GET /api/account/exports/latest': () => json({ error: { code: 'INTERNAL', message: 'Boom' } }, 500),
    });
    open();
    expect(await screen.findByText('Your latest archive could not be loaded')).toBeVisible();
  });

  describe('opened from the e-mail', () => {
    const OLDER = '00000000-0000-4000-8000-0000000000e0';
    const emailedPage = (expires: string) =>
      `/account/privacy?${new URLSearchParams({ archive: OLDER, expires, signature: 'sig' })}`;

    it('offers the e-mailed archive’s Download while its link lasts', async () => {
      mockApi({
        'GET /api/account/exports/latest': () =>
          json(latestOf(archive({ status: 'failed', error: DATA_EXPORT_TEXTS.failed }))),
      });
      // A link that lasts until 2100: the page compares it with the browser's clock.
      renderPage(<ExportSection />, { path: '/account/privacy', entry: emailedPage('4102444800000') });
      expect(await within(section()).findByText(DATA_EXPORT_TEXTS.emailedReady)).toBeVisible();
      expect(within(section()).getByRole('link', { name: DATA_EXPORT_TEXTS.download })).toHaveAttribute(
        'href',
        `/api/account/exports/${OLDER}/download?expires=4102444800000&signature=sig`,
      );
    });

    it('says the e-mailed link has expired and offers a new archive', async () => {
      mockApi({ 'GET /api/account/exports/latest': () => json(latestOf(null)) });
      renderPage(<ExportSection />, { path: '/account/privacy', entry: emailedPage('1000') });
      expect(await screen.findByRole('alert')).toHaveTextContent(DATA_EXPORT_TEXTS.emailedExpired);
      expect(within(section()).queryByRole('link', { name: DATA_EXPORT_TEXTS.download })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: DATA_EXPORT_TEXTS.start })).toBeEnabled();
    });
  });
});
