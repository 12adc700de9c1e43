import type autocannon from 'autocannon';
import { COMPARE_SCENARIOS } from './compare';
import { type Scenario, withSessions } from './scenario-kit';
import { RUN_SCENARIOS } from './scenarios-runs';
import { TUNING_SCENARIOS } from './scenarios-tuning';
import { VERSION_SCENARIOS } from './scenarios-versions';

const SEARCHES = [
  '?q=tek',
  '?q=clay',
  '?q=winter%20series',
  '?manufacturer=XRAY',
  '?q=sam&sort=name',
  '?page=3',
  '?surface=Carpet',
  '?q=silverstone%20r2',
];

/** Wrong passwords for two racers from one address: what a password-guessing script sends. */
const SIGN_IN_FLOOD: autocannon.Request[] = [
  {
    method: 'POST',
    path: '/api/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench0@example.com', password: 'guess-1' }),
  },
  {
    method: 'POST',
    path: '/api/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench1@example.com', password: 'guess-2' }),
  },
];

/**
 * Wrong passwords from ever-new addresses (the bench server trusts X-Forwarded-For) against
 * every racer in turn: no per-address limit bites, so each attempt reaches argon2 until its
 * account locks.
 */
function signInFloodFromEverywhere(racers: number): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'POST',
      path: '/api/login',
      setupRequest: (request) => {
        const n = next++;
        request.headers = {
          ...request.headers,
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        };
        request.body = JSON.stringify({ email: `bench${n % racers}@example.com`, password: `guess-${n}` });
        return request;
      },
    },
  ];
}

/** Racers reading their cars: the list read the flood rows measure beside their floods. */
const carsList = (cookies: string[]): autocannon.Request[] => [
  { method: 'GET', path: '/api/cars', setupRequest: withSessions(cookies) },
];

export const SCENARIOS: Scenario[] = [
  {
    name: 'cars list (authenticated)',
    sample: { path: '/api/cars', authenticated: true },
    budget: 'list-read',
    requests: carsList,
  },
  {
    name: 'cars list during a sign-in flood (50 more connections)',
    sample: { path: '/api/cars', authenticated: true },
    requests: carsList,
    budget: 'p99',
    background: () => ({ connections: 50, requests: SIGN_IN_FLOOD }),
  },
  {
    name: 'cars list during a sign-in flood from many addresses',
    sample: { path: '/api/cars', authenticated: true },
    requests: carsList,
    budget: 'p99',
    background: (racers) => ({ connections: 50, requests: signInFloodFromEverywhere(racers) }),
  },
  {
    name: 'setup sheets list (authenticated, 40 sheets)',
    sample: { path: '/api/setup-sheets', authenticated: true },
    budget: 'list-read',
    requests: (cookies) => [
      { method: 'GET', path: '/api/setup-sheets', setupRequest: withSessions(cookies) },
    ],
  },
  {
    name: 'mixed session: read, create, update, read',
    sample: { path: '/api/cars', authenticated: true },
    budget: 'none',
    requests: (cookies) => {
      const session = withSessions(cookies);
      return [
        { method: 'GET', path: '/api/cars', setupRequest: session },
        {
          method: 'POST',
          path: '/api/setup-sheets',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Bench run', trackSurface: 'Clay', frontShockOil: '450 cSt' }),
          setupRequest: session,
          onResponse: (status, body, context) => {
            if (status === 201) (context as { sheetId?: number }).sheetId = JSON.parse(body).id;
          },
        },
        {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ frontShockOil: '500 cSt' }),
          setupRequest: (request, context) => {
            const r = session(request, context);
            r.path = `/api/setup-sheets/${(context as { sheetId?: number }).sheetId ?? 1}`;
            return r;
          },
        },
        { method: 'GET', path: '/api/setup-sheets', setupRequest: session },
      ];
    },
  },
  {
    name: 'community search (public, 2,000 shared)',
    sample: { path: '/api/public-setups?q=tek', authenticated: false },
    budget: 'none',
    requests: () => {
      let next = 0;
      return [
        {
          method: 'GET',
          setupRequest: (request) => {
            request.path = `/api/public-setups${SEARCHES[next++ % SEARCHES.length]}`;
            return request;
          },
        },
      ];
    },
  },
  ...VERSION_SCENARIOS,
  ...COMPARE_SCENARIOS,
  ...RUN_SCENARIOS,
  ...TUNING_SCENARIOS,
];
