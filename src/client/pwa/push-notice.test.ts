import { describe, expect, it, vi } from 'vitest';
import { noticeFromPush, openNoticeUrl, sameOriginPath } from './push-notice';

const ORIGIN = 'https://rc.example';
const data = (value: unknown) => ({
  json: () => {
    if (value instanceof Error) throw value;
    return value;
  },
});

describe('a pushed notice', () => {
  it('shows the payload’s title and body, and keeps its page of this app', () => {
    expect(
      noticeFromPush(
        data({
          title: 'B Main: 18 laps, best 16.37, 3rd',
          body: 'No setup changes since the last run',
          url: '/race-day/runs/7',
        }),
        ORIGIN,
      ),
    ).toEqual({
      title: 'B Main: 18 laps, best 16.37, 3rd',
      body: 'No setup changes since the last run',
      url: '/race-day/runs/7',
    });
  });

  it('still shows a notice for a push that is not JSON, or has none, opening the notices', () => {
    const fallback = { title: 'RC Setup Assistant', body: 'Something new arrived.', url: '/notices' };
    expect(noticeFromPush(data(new SyntaxError('bad')), ORIGIN)).toEqual(fallback);
    expect(noticeFromPush(null, ORIGIN)).toEqual(fallback);
    expect(noticeFromPush(data({ title: ' ', body: 3, url: 7 }), ORIGIN)).toEqual(fallback);
  });

  it('never opens another site', () => {
    expect(sameOriginPath('https://evil.example/phish', ORIGIN)).toBe('/notices');
    expect(sameOriginPath('//evil.example/x', ORIGIN)).toBe('/notices');
    expect(sameOriginPath('javascript:alert(1)', ORIGIN)).toBe('/notices');
    expect(sameOriginPath(`${ORIGIN}/notices?x=1#top`, ORIGIN)).toBe('/notices?x=1#top');
  });
});

describe('a tap on it', () => {
  const windowAt = (url: string) => ({
    url,
    focus: vi.fn(async () => undefined),
    navigate: vi.fn(async () => undefined),
  });

  it('focuses the app’s window already on that page', async () => {
    const there = windowAt(`${ORIGIN}/race-day/runs/7`);
    const clients = {
      matchAll: vi.fn(async () => [windowAt(`${ORIGIN}/fleet`), there]),
      openWindow: vi.fn(),
    };
    await openNoticeUrl(clients, '/race-day/runs/7', ORIGIN);
    expect(there.focus).toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('takes an open window of the app there, else opens one', async () => {
    const open = windowAt(`${ORIGIN}/fleet`);
    const clients = { matchAll: vi.fn(async () => [open]), openWindow: vi.fn(async () => null) };
    await openNoticeUrl(clients, '/race-day/runs/7', ORIGIN);
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/race-day/runs/7`);

    const none = { matchAll: vi.fn(async () => []), openWindow: vi.fn(async () => null) };
    await openNoticeUrl(none, 'https://evil.example/', ORIGIN);
    expect(none.openWindow).toHaveBeenCalledWith(`${ORIGIN}/notices`);
  });
});
