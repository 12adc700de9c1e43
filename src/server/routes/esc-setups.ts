import { escSetupInputSchema, escSetupSchema, escSetupUpdateSchema } from '../../shared/schemas/esc-setup';
import { escSetupCopySchema } from '../../shared/schemas/setup-copy';
import { escSetups } from '../services/esc-setups';
import { setupRoutes } from './setup-routes';

export const escSetupRoutes = setupRoutes({
  path: '/api/esc-setups',
  listName: 'esc-setups',
  entity: escSetupSchema,
  input: escSetupInputSchema,
  update: escSetupUpdateSchema,
  copy: escSetupCopySchema,
  service: escSetups,
});
