import { setupSheetCopySchema } from '../../shared/schemas/setup-copy';
import {
  setupSheetInputSchema,
  setupSheetSchema,
  setupSheetUpdateSchema,
} from '../../shared/schemas/setup-sheet';
import { setupSheets } from '../services/setup-sheets';
import { setupRoutes } from './setup-routes';

export const setupSheetRoutes = setupRoutes({
  path: '/api/setup-sheets',
  listName: 'setup-sheets',
  entity: setupSheetSchema,
  input: setupSheetInputSchema,
  update: setupSheetUpdateSchema,
  copy: setupSheetCopySchema,
  service: setupSheets,
});
