/**
 * `npm run results:fixture [-- --port 4010] [--host 127.0.0.1] [--every 30] [--list-ahead]`: the
 * results fixture server (issue 30) for trying the app's followed results by hand or in the e2e
 * journey. It publishes the real pages of ../shared/timing-samples one race at a time: every
 * `--every` seconds, or on `POST /_publish` (curl -X POST http://127.0.0.1:4010/_publish). Start the
 * app with RESULT_HOSTS_ALLOW=127.0.0.1 (and RESULTS_POLL_SECONDS short) to follow its pages.
 */
import { parseArgs } from 'node:util';
import { startFixtureServer } from '../src/server/results/fixture-server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    every: { type: 'string' },
    'list-ahead': { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
const every = values.every === undefined ? null : Number(values.every);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  throw new Error(`--port ${values.port}: a port from 0 to 65535`);
if (every !== null && !(every > 0))
  throw new Error(`--every ${values.every}: seconds between two races, more than 0`);

const fixture = await startFixtureServer({ port, host: values.host, listAhead: values['list-ahead'] });
console.log(`Results fixture on ${fixture.origin}. Follow:`);
for (const [feed, url] of Object.entries(fixture.entries)) console.log(`  ${feed.padEnd(9)} ${url}`);
console.log(
  every === null
    ? `Publish the next race of every feed: curl -X POST ${fixture.origin}/_publish`
    : `Publishing the next race of every feed every ${every} s.`,
);

const timer =
  every === null
    ? undefined
    : setInterval(() => {
        const done = fixture.publishNext();
        console.log(
          `${new Date().toISOString()} ${done.length ? `published ${done.join('; ')}` : 'every race is out'}`,
        );
      }, every * 1000);

const stop = async () => {
  clearInterval(timer);
  await fixture.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
