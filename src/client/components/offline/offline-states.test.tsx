import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetPins, pinsOf } from '../../lib/offline/pins';
import { Spinner } from '../ui/spinner';
import { KeepOfflineButton } from './keep-offline-button';
import OfflineBanner from './offline-banner';

const wrap =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );

afterEach(() => {
  act(() => onlineManager.setOnline(true));
  forgetPins();
});

function Cars() {
  const cars = useQuery({ queryKey: ['/api/cars'], queryFn: () => new Promise<never>(() => {}) });
  return cars.isPending ? <Spinner label="Loading vehicles" /> : <p>cars</p>;
}

describe('offline states (issue 18)', () => {
  it('a page whose data is not cached says so offline instead of spinning', () => {
    const client = new QueryClient();
    render(<Cars />, { wrapper: wrap(client) });
    expect(screen.getByRole('status', { name: 'Loading vehicles' })).toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('Not available offline — connect to load it.');
    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('status', { name: 'Loading vehicles' })).toBeInTheDocument();
  });

  it('the banner shows offline only, with the time of the newest saved answer', () => {
    const client = new QueryClient();
    // Saved earlier today, so the banner gives the time alone (another day adds the date).
    const savedAt = new Date();
    savedAt.setHours(0, 2, 0, 0);
    client.setQueryData(['/api/cars'], [], { updatedAt: savedAt.getTime() });
    render(<OfflineBanner />, { wrapper: wrap(client) });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Offline — showing what this phone saved, as of (00:02|12:02 AM)\.$/,
    );
  });

  it('Keep offline pins the setup for this racer and fetches it', async () => {
    const client = new QueryClient();
    let fetched = 0;
    const query = { queryKey: ['/api/public-setups', 12], queryFn: async () => ++fetched };
    render(<KeepOfflineButton racerId={7} pin="public:12" query={query} />, { wrapper: wrap(client) });
    const button = screen.getByRole('button', { name: 'Keep offline' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Kept offline' })).toHaveAttribute('aria-pressed', 'true');
    expect(pinsOf(7)).toEqual(['public:12']);
    expect(pinsOf(8)).toEqual([]);
    await act(async () => {});
    expect(fetched).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Kept offline' }));
    expect(pinsOf(7)).toEqual([]);
  });
});
