import { useParams } from 'react-router';
import { useAuth } from '../features/auth';
import { BlankPrintPage, PrintPage } from '../features/print-sheet';
import NotFound from './not-found';

/**
 * Printed setups below /setup-sheets (signed in; loaded by routes/setup-sheets.tsx): a car setup sheet
 * (:id/print), an ESC setup (esc/:id/print, as ESC setups live on /setup-sheets?tab=esc) and a blank
 * sheet to fill in by hand (print/blank). Anything else below /setup-sheets is not found.
 */
export default function SetupPrintRoute() {
  const { user } = useAuth();
  const path = (useParams()['*'] ?? '').replace(/\/$/, '');
  // SPEC §6: nothing unless signed in; see routes/fleet.tsx for why the hook is read here.
  if (!user) return null;
  if (path === 'print/blank') return <BlankPrintPage />;
  const [, esc, id] = /^(esc\/)?([1-9]\d{0,9})\/print$/.exec(path) ?? [];
  if (!id) return <NotFound />;
  const kind = esc ? 'esc' : 'car';
  return <PrintPage key={path} kind={kind} id={Number(id)} driver={user.username} notFound={<NotFound />} />;
}
