// Makes sure the browser the end-to-end suite drives is installed. Playwright cannot download its own
// browsers here, so we use Debian's chromium (playwright.config.ts: executablePath).
// Silent and instant when it is present; installs it with apt-get when run as root; else explains and exits 1.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const chromium = process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
const fontsDir = '/usr/share/fonts/truetype/liberation';

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const missing = [];
if (!executable(chromium)) missing.push('chromium');
// Without a real font set every page renders in one fallback font; cheap to check, cheap to fix.
if (!existsSync(fontsDir) && chromium === DEBIAN_CHROMIUM) missing.push('fonts-liberation');
if (missing.length === 0) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
// apt-get only ever provides /usr/bin/chromium; a custom CHROMIUM_PATH is the caller's to provide.
if (!(isRoot && hasApt && chromium === DEBIAN_CHROMIUM)) {
  // Fonts are a nicety: never block a run on them when we cannot install them.
  if (!missing.includes('chromium')) process.exit(0);
  console.error(
    [
      `[ensure-chromium] No Chromium at ${chromium}. The end-to-end tests drive a system Chromium`,
      '(Playwright cannot download its own browsers here). Install it, then run the tests again:',
      '  sudo apt-get update && sudo apt-get install -y chromium fonts-liberation   (Debian/Ubuntu)',
      'or point CHROMIUM_PATH at an existing Chromium/Chrome executable.',
    ].join('\n'),
  );
  process.exit(1);
}

console.log(`[ensure-chromium] installing Debian packages: ${missing.join(' ')}`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
try {
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', ...missing], { stdio: 'inherit', env });
} catch (err) {
  console.error(`[ensure-chromium] apt-get failed: ${err.message}`);
  process.exit(1);
}
if (!executable(chromium)) {
  console.error(`[ensure-chromium] chromium was installed but ${chromium} is still missing`);
  process.exit(1);
}
console.log(`[ensure-chromium] ${execFileSync(chromium, ['--version'], { encoding: 'utf8' }).trim()}`);
