import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearQueue, putWrite, type QueuedWrite, readQueue } from '../../lib/outbox/store';
import { QUERY_KEYS } from '../../lib/resources/query-keys';
import { OutboxButton } from './outbox-button';
import { useQueuedWrites } from './use-outbox';

const SHEET = { id: 5, name: 'Dry', version: 3 };

const write = (over: Partial<QueuedWrite>): QueuedWrite => ({
  key: 'k1',
  userId: 1,
  method: 'PUT',
  url: '/api/setup-sheets/5',
  body: { name: 'Wet' },
  ifMatch: 3,
  label: "Changes to setup 'Wet'",
  queuedAt: Date.parse('2026-11-25T14:02:00'),
  state: 'waiting',
  invalidates: [QUERY_KEYS.setupSheets],
  change: { queryKey: QUERY_KEYS.setupSheets, id: 5, before: SHEET, after: { ...SHEET, name: 'Wet' } },
  setup: { kind: 'setup-sheet', id: 5 },
  ...over,
});

function Badge() {
  return <OutboxButton userId={1} writes={useQueuedWrites(1)} />;
}

function mount() {
  const client = new QueryClient();
  client.setQueryData(QUERY_KEYS.setupSheets, [{ ...SHEET, name: 'Wet' }]);
  const router = createMemoryRouter(
    [
      { path: '/', element: <Badge /> },
      { path: '/setup-sheets', element: <p>Setup sheets</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router };
}

describe('OutboxButton', () => {
  beforeEach(async () => {
    await clearQueue();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
  });

  it('shows nothing while nothing waits', async () => {
    mount();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /not sent/ })).not.toBeInTheDocument();
  });

  it('counts the waiting changes and lists them with when they were made', async () => {
    await putWrite(write({}));
    await putWrite(
      write({ key: 'k2', label: 'Run at Ridgeway (12 laps)', queuedAt: Date.parse('2026-11-25T14:10:00') }),
    );
    mount();
    await userEvent.click(await screen.findByRole('button', { name: '2 changes not sent yet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not sent yet' });
    expect(within(dialog).getByText(/No connection/)).toBeInTheDocument();
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.font-medium')?.textContent)).toEqual([
      "Changes to setup 'Wet'",
      'Run at Ridgeway (12 laps)',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Waiting to send')).toBeInTheDocument();
    // Offline, there is nothing to send now.
    expect(within(dialog).getByRole('button', { name: 'Send now' })).toBeDisabled();
  });

  it('discards a change after asking, and the list shows the setup as it was', async () => {
    await putWrite(write({}));
    const { client } = mount();
    await userEvent.click(await screen.findByRole('button', { name: '1 change not sent yet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await readQueue()).toEqual([]));
    expect(client.getQueryData(QUERY_KEYS.setupSheets)).toEqual([SHEET]);
    expect(await screen.findByText('Everything has been sent.')).toBeInTheDocument();
  });

  it('opens a conflict in the setup’s editor with the change as mine', async () => {
    await putWrite(write({ state: 'conflict', message: 'changed elsewhere' }));
    const { router } = mount();
    await userEvent.click(await screen.findByRole('button', { name: '1 change not sent yet' }));
    expect(screen.getByText(/changed elsewhere meanwhile/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Setup sheets')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=5');
    expect(router.state.location.state).toEqual({ conflict: { mine: { name: 'Wet' }, baseVersion: 3 } });
    await waitFor(async () => expect(await readQueue()).toEqual([]));
  });

  it('sends what waits once the connection is back', async () => {
    await putWrite(write({}));
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ...SHEET, name: 'Wet', version: 4 })));
    vi.stubGlobal('fetch', fetchMock);
    mount();
    expect(await screen.findByRole('button', { name: '1 change not sent yet' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    onlineManager.setOnline(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /not sent/ })).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith('/api/setup-sheets/5', expect.objectContaining({ method: 'PUT' }));
  });
});
