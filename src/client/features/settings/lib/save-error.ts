import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, stripStatus } from '../../../lib/api';

// Answers the server gives about one field of Settings' forms: shown beside that field.
const FIELD_OF_CODE: Readonly<Record<string, string>> = {
  wrong_password: 'currentPassword',
  password_required: 'currentPassword',
  rate_limited: 'currentPassword',
  email_taken: 'email',
};

/**
 * The field a failed save is about, and what to say there; undefined when it is about no field
 * (the server is unreachable, say), which the form then toasts.
 */
function fieldError(error: Error): { field: string; message: string } | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const code = error.body?.code;
  const field = code ? FIELD_OF_CODE[code] : undefined;
  if (field) {
    const message =
      code === 'wrong_password'
        ? 'The current password you entered is incorrect.'
        : stripStatus(error.message);
    return { field, message };
  }
  const issue = error.body?.issues?.[0];
  if (issue && typeof issue.path[0] === 'string') return { field: issue.path[0], message: issue.message };
  return undefined;
}

/** Shows a failed save beside the field it is about, focused, or else as a toast titled `title`. */
export function showSaveError<T extends FieldValues, Output>(
  form: UseFormReturn<T, unknown, Output>,
  error: Error,
  title: string,
): void {
  const problem = fieldError(error);
  if (problem && problem.field in form.getValues()) {
    const field = problem.field as Path<T>;
    form.setError(field, { message: problem.message });
    form.setFocus(field);
    return;
  }
  toast({ title, description: stripStatus(error.message), variant: 'destructive' });
}
