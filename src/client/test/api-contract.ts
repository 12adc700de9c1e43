import { z } from 'zod';
import {
  messageResponseSchema,
  savedSecurityQuestionsSchema,
  securityQuestionsResponseSchema,
} from '../../shared/schemas/auth';
import { carSchema } from '../../shared/schemas/car';
import { clubDetailSchema, clubSchema, decoderSchema } from '../../shared/schemas/club';
import { compareAnswerSchema } from '../../shared/schemas/compare';
import { importReportSchema } from '../../shared/schemas/data-transfer';
import { escSetupSchema } from '../../shared/schemas/esc-setup';
import { followSchema } from '../../shared/schemas/follow';
import { liveSessionSchema } from '../../shared/schemas/live';
import { maintenanceItemSchema, maintenanceLogEntrySchema } from '../../shared/schemas/maintenance';
import { noticeSchema, pushKeySchema } from '../../shared/schemas/notice';
import { publicSetupPageSchema, publicSetupSchema } from '../../shared/schemas/public-setup';
import { runSchema, runSummarySchema } from '../../shared/schemas/run';
import { setupImpactSchema } from '../../shared/schemas/run-impact';
import { importPreviewSchema, runImportBatchResultSchema } from '../../shared/schemas/run-import';
import { runOverviewSchema } from '../../shared/schemas/run-overview';
import { setupSheetSchema } from '../../shared/schemas/setup-sheet';
import {
  setupVersionDetailSchema,
  setupVersionListSchema,
  setupVersionSchema,
} from '../../shared/schemas/setup-version';
import { sharedSetupSchema, shareLinkSchema } from '../../shared/schemas/share-link';
import { storageUsageSchema } from '../../shared/schemas/storage';
import { transponderSchema } from '../../shared/schemas/transponder';
import { analysisResultSchema, tuningGoalSchema, tuningQuestionSchema } from '../../shared/schemas/tuning';
import { tyreSetDetailSchema, tyreSetSchema } from '../../shared/schemas/tyre-set';
import { fileCheckResponseSchema, uploadResponseSchema } from '../../shared/schemas/upload';
import { userSchema } from '../../shared/schemas/user';

/** A setup kind's history routes (issue 15). */
function versionRoutes(path: string, entity: z.ZodType): Record<string, z.ZodType> {
  return {
    [`GET ${path}/:id`]: entity,
    [`GET ${path}/:id/versions`]: setupVersionListSchema,
    [`GET ${path}/:id/versions/:version`]: setupVersionDetailSchema,
    [`POST ${path}/:id/versions/:version/restore`]: entity,
    [`PATCH ${path}/:id/versions/:version`]: setupVersionSchema,
    [`GET ${path}/:id/impact`]: setupImpactSchema,
  };
}

/**
 * What each route answers on success, as the server declares it (`schema.response` in
 * src/server/routes/*.ts), keyed 'METHOD /path' with `:param` for a path segment. mockApi checks every
 * mocked success body against it, so a mock that has drifted from the API fails its test instead of
 * passing against data the real server would never send. Routes that answer 204 need no entry.
 */
export const RESPONSE_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  'GET /api/auth/user': userSchema,
  'POST /api/login': userSchema,
  'POST /api/register': userSchema,
  'POST /api/get-security-questions': securityQuestionsResponseSchema,
  'POST /api/reset-password': messageResponseSchema,
  'POST /api/change-password': messageResponseSchema,
  'PATCH /api/profile': userSchema,
  'GET /api/security-questions': savedSecurityQuestionsSchema,
  'GET /api/cars': z.array(carSchema),
  'POST /api/cars': carSchema,
  'PUT /api/cars/:id': carSchema,
  'PATCH /api/cars/:id': carSchema,
  'GET /api/transponders': z.array(transponderSchema),
  'POST /api/transponders': transponderSchema,
  'PUT /api/transponders/:id': transponderSchema,
  'GET /api/tyre-sets': z.array(tyreSetSchema),
  'POST /api/tyre-sets': tyreSetSchema,
  'GET /api/tyre-sets/:id': tyreSetDetailSchema,
  'PUT /api/tyre-sets/:id': tyreSetSchema,
  'GET /api/setup-sheets': z.array(setupSheetSchema),
  'POST /api/setup-sheets': setupSheetSchema,
  'PUT /api/setup-sheets/:id': setupSheetSchema,
  'POST /api/setup-sheets/:id/copy': setupSheetSchema,
  'POST /api/setup-sheets/:id/install': setupSheetSchema,
  'GET /api/esc-setups': z.array(escSetupSchema),
  'POST /api/esc-setups': escSetupSchema,
  'PUT /api/esc-setups/:id': escSetupSchema,
  'POST /api/esc-setups/:id/copy': escSetupSchema,
  'POST /api/esc-setups/:id/install': escSetupSchema,
  ...versionRoutes('/api/setup-sheets', setupSheetSchema),
  ...versionRoutes('/api/esc-setups', escSetupSchema),
  'POST /api/upload': uploadResponseSchema,
  'GET /api/files/check/:name': fileCheckResponseSchema,
  'GET /api/storage': storageUsageSchema,
  'GET /api/public-setups': publicSetupPageSchema,
  'GET /api/public-setups/:id': publicSetupSchema,
  'POST /api/public-setups/:id/copy': setupSheetSchema,
  'POST /api/setup-sheets/:id/share-link': shareLinkSchema,
  'POST /api/esc-setups/:id/share-link': shareLinkSchema,
  'GET /api/shared/:slug': sharedSetupSchema,
  'POST /api/shared/:slug/copy': z.union([setupSheetSchema, escSetupSchema]),
  'GET /api/tuning/goals': z.array(tuningGoalSchema),
  'GET /api/tuning/questions': z.array(tuningQuestionSchema),
  'POST /api/tuning/analyse': analysisResultSchema,
  'GET /api/compare': compareAnswerSchema,
  'GET /api/runs': z.array(runSummarySchema),
  // Before /api/runs/:id, which would match it too.
  'GET /api/runs/overview': runOverviewSchema,
  'POST /api/runs': runSchema,
  'GET /api/runs/:id': runSchema,
  'PUT /api/runs/:id': runSchema,
  'POST /api/runs/import/preview': importPreviewSchema,
  'POST /api/runs/import': runSchema,
  'POST /api/runs/import/batch': runImportBatchResultSchema,
  'GET /api/maintenance': z.array(maintenanceItemSchema),
  'GET /api/cars/:id/maintenance': z.array(maintenanceItemSchema),
  'POST /api/cars/:id/maintenance': maintenanceItemSchema,
  'PUT /api/maintenance/:id': maintenanceItemSchema,
  'POST /api/maintenance/:id/done': maintenanceItemSchema,
  'GET /api/maintenance/:id/log': z.array(maintenanceLogEntrySchema),
  // GET /api/export answers a zip, which mockApi passes through unchecked.
  'POST /api/import': importReportSchema,
  // Issue 30: clubs, follows, notices, push and live sessions (204s need no entry).
  'GET /api/clubs': z.array(clubSchema),
  'POST /api/clubs': clubDetailSchema,
  'GET /api/clubs/:id': clubDetailSchema,
  'PUT /api/clubs/:id': clubDetailSchema,
  'POST /api/clubs/:id/members': clubDetailSchema,
  'POST /api/clubs/:id/admins': clubDetailSchema,
  'POST /api/clubs/:id/sources': clubDetailSchema,
  'POST /api/clubs/:id/decoders': decoderSchema,
  'PUT /api/clubs/:id/decoders/:decoderId': decoderSchema,
  'GET /api/follows': z.array(followSchema),
  'POST /api/follows': followSchema,
  'GET /api/notices': z.array(noticeSchema),
  'POST /api/matches/:id/confirm': runSchema,
  'GET /api/push/key': pushKeySchema,
  'GET /api/live/sessions': z.array(liveSessionSchema),
};

const PATTERNS = Object.entries(RESPONSE_SCHEMAS).map(([key, schema]) => {
  const [method, path] = key.split(' ') as [string, string];
  const segments = path
    .split('/')
    .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return { key, method, path: new RegExp(`^${segments.join('/')}$`), schema };
});

/** The entry of RESPONSE_SCHEMAS that answers a request, if any (the query string does not count). */
export function responseSchemaFor(
  method: string,
  url: string,
): { key: string; schema: z.ZodType } | undefined {
  const path = new URL(url, 'http://localhost').pathname;
  return PATTERNS.find((p) => p.method === method && p.path.test(path));
}

/**
 * Why a mocked answer could not have come from the server, or undefined when it could. Only success
 * bodies are checked: errors all share one shape, which lib/api.ts reads leniently on purpose.
 */
export function contractViolation(
  method: string,
  url: string,
  status: number,
  body: unknown,
): string | undefined {
  if (status < 200 || status >= 300 || body === undefined || status === 204) return undefined;
  const entry = responseSchemaFor(method, url);
  if (!entry) {
    return `mockApi: ${method} ${url} answered ${status} with a body, but no route of that shape is in RESPONSE_SCHEMAS (src/client/test/api-contract.ts)`;
  }
  const result = entry.schema.safeParse(body);
  if (result.success) return undefined;
  const issues = result.error.issues
    .slice(0, 5)
    .map((i) => `  - ${i.path.length ? i.path.join('.') : '(body)'}: ${i.message}`)
    .join('\n');
  return `mockApi: the mocked answer to ${method} ${url} does not match the shared schema of '${entry.key}':\n${issues}`;
}

const violations: string[] = [];

/** Remembered by mockApi; test/setup.ts fails the test with them after it ran. */
export function recordContractViolation(message: string): void {
  violations.push(message);
}

export function takeContractViolations(): string[] {
  return violations.splice(0);
}
