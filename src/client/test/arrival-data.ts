import type { Club, ClubDetail, Decoder, SourceStatus } from '../../shared/schemas/club';
import type { Follow } from '../../shared/schemas/follow';
import type { LiveLapEvent, LiveSession } from '../../shared/schemas/live';
import type { Notice } from '../../shared/schemas/notice';

/** Clubs, follows, notices and live laps (issue 30) for client tests (never imported by app code). */

export function makeClub(overrides: Partial<Club> & Pick<Club, 'id'>): Club {
  return {
    name: 'Mid-Valley RC',
    trackName: 'Mid-Valley Raceway',
    surface: 'Clay',
    members: 12,
    myRole: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeSource(overrides: Partial<SourceStatus> & Pick<SourceStatus, 'id'>): SourceStatus {
  return {
    url: 'https://www.liverc.com/results/?p=view_event&id=4242',
    state: 'watching',
    lastCheckedAt: '2026-11-29T10:58:00.000Z',
    lastChangedAt: '2026-11-29T10:40:00.000Z',
    races: 3,
    problem: null,
    ...overrides,
  };
}

export function makeDecoder(overrides: Partial<Decoder> & Pick<Decoder, 'id'>): Decoder {
  return {
    clubId: 1,
    name: 'Main loop',
    protocol: 'p3',
    host: '192.168.1.50',
    port: 5403,
    closeAfterS: 120,
    minLapMs: 5000,
    enabled: true,
    lastSeenAt: null,
    lastError: null,
    ...overrides,
  };
}

export function makeClubDetail(overrides: Partial<ClubDetail> & Pick<ClubDetail, 'id'>): ClubDetail {
  return { ...makeClub(overrides), sources: [], decoders: [], ...overrides };
}

export function makeFollow(overrides: Partial<Follow> & Pick<Follow, 'id'>): Follow {
  return {
    rcCarId: null,
    createdAt: '2026-11-29T09:00:00.000Z',
    source: makeSource({ id: overrides.id }),
    ...overrides,
  };
}

export function makeNotice(overrides: Partial<Notice> & Pick<Notice, 'id'>): Notice {
  return {
    kind: 'run_arrived',
    title: 'B Main: 18 laps, best 16.37, 3rd',
    body: 'Since the last run: rear spring Blue → Silver',
    runId: 7,
    matchId: null,
    createdAt: '2026-11-29T10:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

export function makeLiveSession(overrides: Partial<LiveSession> & Pick<LiveSession, 'id'>): LiveSession {
  return {
    runId: 5,
    decoderName: 'Main loop',
    clubName: 'Mid-Valley RC',
    transponder: '1234567',
    startedAt: '2026-11-29T10:00:00.000Z',
    lastPassingAt: '2026-11-29T10:05:00.000Z',
    closedAt: null,
    ...overrides,
  };
}

export function makeLapEvent(
  overrides: Partial<LiveLapEvent> & Pick<LiveLapEvent, 'lap' | 'lapMs'>,
): LiveLapEvent {
  return {
    sessionId: 1,
    runId: 5,
    cursor: overrides.lap * 10,
    bestMs: overrides.lapMs,
    top5Ms: null,
    laps: overrides.lap,
    at: new Date().toISOString(),
    ...overrides,
  };
}
