import { toast } from '../components/ui/use-toast';
import { serverMessage } from './error-message';

/** A change succeeded: titled 'Success', with SPEC §8's text beneath (as every success toast is). */
export const successToast = (description: string) => toast({ title: 'Success', description });

/** A change failed: SPEC §8's failure text as the title, the server's reason (if any) beneath. */
export const failureToast = (title: string, error: Error) =>
  toast({ title, description: serverMessage(error), variant: 'destructive' });
