/**
 * `npm run decoder:sim -- --port 5403 --cars 40 --speed 10`: a stand-in club decoder on a TCP port
 * for trying live laps without a track (issue 30). It replays a practice session from a real
 * printout in ../shared/timing-samples as MyLaps/AMB P3 records (or RCHourglass lines), starting
 * when the app connects, and prints one line per car: the transponder to store in a racer's
 * Transponder Register, and the driver whose laps that car replays. Runs until Ctrl-C or the end
 * of the session. See src/server/decoders/simulator.ts.
 */
import { parseArgs } from 'node:util';
import { startDecoderSimulator } from '../src/server/decoders/simulator';
import { DEFAULT_SAMPLE, MAX_CARS, sampleSession } from '../src/server/decoders/simulator-session';
import type { DecoderProtocol } from '../src/server/decoders/types';

const HELP = `Usage: npm run decoder:sim -- [options]

A decoder simulator: a TCP server the app connects to as it would to a club's decoder.

Options:
  --port <n>            TCP port to listen on (default 5403)
  --host <address>      address to listen on (default 127.0.0.1; 0.0.0.0 for the whole network)
  --protocol <p>        p3 (MyLaps/AMB P3 binary, default) or rchourglass (text lines)
  --cars <n>            cars on track, 1 to ${MAX_CARS} (default 10)
  --speed <x>           1 = real time (default), 10 = ten times faster
  --transponders <list> comma-separated transponder numbers for the first cars; the rest are made up
  --sample <file>       the result printout whose laps are replayed
                        (default ${DEFAULT_SAMPLE})
  --help                this text

The app connects to it as a decoder at this host and port: a private address needs the host in
RESULT_HOSTS_ALLOW (e.g. RESULT_HOSTS_ALLOW=127.0.0.1).`;

function fail(message: string): never {
  console.error(`${message}\n\n${HELP}`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '5403' },
        host: { type: 'string', default: '127.0.0.1' },
        protocol: { type: 'string', default: 'p3' },
        cars: { type: 'string', default: '10' },
        speed: { type: 'string', default: '1' },
        transponders: { type: 'string' },
        sample: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();

if (values.help) {
  console.log(HELP);
  process.exit(0);
}

const port = Number(values.port);
const cars = Number(values.cars);
const speed = Number(values.speed);
const protocol = values.protocol as DecoderProtocol;
if (!Number.isInteger(port) || port < 0 || port > 65_535)
  fail('--port must be a whole number from 0 to 65535');
if (!Number.isInteger(cars) || cars < 1 || cars > MAX_CARS)
  fail(`--cars must be a whole number from 1 to ${MAX_CARS}`);
if (!(speed > 0) || speed > 10_000) fail('--speed must be a number above 0 (1 = real time)');
if (protocol !== 'p3' && protocol !== 'rchourglass') fail('--protocol must be p3 or rchourglass');
const transponders = (values.transponders ?? '')
  .split(',')
  .map((t) => t.trim())
  .filter(Boolean)
  .map((t) => {
    const n = Number(t);
    // P3 sends the number in 32 bits, RCHourglass in 24: keep to what both can carry.
    if (!/^\d+$/.test(t) || n < 1 || n > 0xffffff) fail(`--transponders: ${t} is not a transponder number`);
    return n;
  });

let session: ReturnType<typeof sampleSession>;
try {
  session = sampleSession(values.sample ?? DEFAULT_SAMPLE);
} catch (error) {
  fail(`Could not read the sample: ${(error as Error).message}`);
}

const sim = await startDecoderSimulator({
  port,
  host: values.host,
  protocol,
  cars,
  speed,
  transponders,
  session,
}).catch((error: Error) => fail(`Could not listen on ${values.host}:${port}: ${error.message}`));

console.log(
  `Decoder simulator (${protocol}) on ${values.host}:${sim.port}, ${speed}x, session "${session.name}".`,
);
for (const car of sim.cars) console.log(`${String(car.transponder).padStart(8)}  ${car.driver}`);
console.log('The session starts when the app connects. Ctrl-C to stop.');

const stop = async (code: number) => {
  await sim.close();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
await sim.done;
console.log(`Session over: ${sim.sent} passings sent.`);
await stop(0);
