import { EXPORT_SCHEMA_VERSION } from '../../shared/schemas/data-transfer';
import { zipOf } from './data-transfer';
import type { MatrixCase } from './route-matrix';
import { get, racer } from './route-matrix-helpers';

/** An export with nothing in it: what an account with no records downloads. */
export const EMPTY_EXPORT = {
  app: 'rc-setup-assistant',
  schemaVersion: EXPORT_SCHEMA_VERSION,
  exportedAt: '2026-11-25T09:00:00.000Z',
  profile: {
    username: 'racer',
    email: 'racer@example.com',
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    createdAt: '2026-11-25T09:00:00.000Z',
  },
  cars: [],
  transponders: [],
  tyreSets: [],
  setupSheets: [],
  escSetups: [],
  runs: [],
  maintenanceItems: [],
  files: [],
};

/** The authorization matrix's cases for export and import (issue 19): always the caller's own data. */
export const DATA_TRANSFER_CASES: MatrixCase[] = [
  racer('GET /api/export', () => get('/api/export'), 200, 200),
  racer(
    'POST /api/import',
    () => ({
      method: 'POST',
      url: '/api/import?dryRun=true',
      headers: { 'content-type': 'application/zip' },
      payload: zipOf({}, EMPTY_EXPORT),
    }),
    200,
    200,
  ),
];
