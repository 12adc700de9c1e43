// `npm run backup [target folder]`: a consistent copy of the app's database (and so its uploaded
// files) into a timestamped folder; the same DATABASE_URL / DATA_DIR as the server. Restoring it:
// docs/operations.md. Exits 1 with what to do when no copy was made.
import { backup } from './lib/backup.mjs';

const result = await backup({ target: process.argv[2] });
if (result.ok) {
  console.log(`[backup] ${result.dialect} copied to ${result.file}`);
} else {
  console.error(`[backup] no backup made. ${result.message}`);
  process.exit(1);
}
