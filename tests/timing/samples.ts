import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Test-only access to the real result files in `../shared/timing-samples/` (beside the project,
 * never copied into it) and their MANIFEST.json of official figures.
 */
export const SAMPLES_DIR = fileURLToPath(new URL('../../../shared/timing-samples/', import.meta.url));

export interface ManifestDriver {
  name: string;
  carNumber?: string;
  race?: string;
  laps: number;
  bestLapMs: number | null;
  totalTimeMs: number;
  firstLapMs?: number;
  [key: string]: unknown;
}

export interface ManifestEntry {
  file: string;
  format: string;
  encoding: string;
  description: string;
  lapCounting: string;
  expected: { races: number; drivers: ManifestDriver[] };
}

export const MANIFEST: ManifestEntry[] = JSON.parse(readFileSync(`${SAMPLES_DIR}MANIFEST.json`, 'utf8'));

export const sampleBytes = (file: string): Uint8Array => readFileSync(`${SAMPLES_DIR}${file}`);
export const sampleText = (file: string): string => readFileSync(`${SAMPLES_DIR}${file}`, 'utf8');
export const samplesOf = (folder: string): ManifestEntry[] =>
  MANIFEST.filter((e) => e.file.startsWith(`${folder}/`));
