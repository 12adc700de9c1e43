import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  type SecurityQuestionsUpdate,
  type SecurityQuestionsUpdateForm,
  securityQuestionsUpdateSchema,
} from '../../../../shared/schemas/auth';
import { CurrentPasswordField } from '../../../components/account/profile-fields';
import { SecurityQuestionFields } from '../../../components/account/security-question-fields';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { securityQuestionsUpdate } from '../../../lib/resources/account-changes';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { showSaveError } from '../lib/save-error';

const EMPTY: SecurityQuestionsUpdateForm = {
  currentPassword: '',
  securityQuestion1: '' as SecurityQuestionsUpdateForm['securityQuestion1'],
  securityAnswer1: '',
  securityQuestion2: '' as SecurityQuestionsUpdateForm['securityQuestion2'],
  securityAnswer2: '',
};

export const PASSWORD_NOW_NEEDED =
  'Some time has passed since you signed up: enter your password to save them.';

/**
 * The step right after sign-up (issue 33): the two questions, and why they are asked. The password
 * is not asked: the racer typed it a moment ago, and the server accepts first answers without it
 * within the hour after sign-up. Past that hour it answers `password_required`, and the field
 * appears. Once saved, the user lookup says so and the route moves on (routes/security-questions.tsx).
 */
export function SecurityQuestionsStep({ next, afterSignUp }: { next: string; afterSignUp: boolean }) {
  useDocumentTitle('Security questions');
  const [needsPassword, setNeedsPassword] = useState(false);
  const form = useForm<SecurityQuestionsUpdateForm, unknown, SecurityQuestionsUpdate>({
    resolver: zodResolver(securityQuestionsUpdateSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const { setFocus } = form;

  useEffect(() => {
    if (needsPassword) setFocus('currentPassword');
  }, [needsPassword, setFocus]);

  const save = useResourceMutation(securityQuestionsUpdate, {
    onSuccess: () =>
      toast({
        title: 'Security questions saved',
        description: 'If you ever forget your password, Reset Password on the sign-in page asks them.',
      }),
    onError: (error) => {
      if (error instanceof ApiError && error.body?.code === 'password_required') {
        setNeedsPassword(true);
        form.setError('currentPassword', { message: PASSWORD_NOW_NEEDED });
        return;
      }
      showSaveError(form, error, 'Security questions not saved');
    },
  });

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6">
      <div className="flex flex-col gap-2">
        {afterSignUp && (
          <p className="text-sm font-medium text-muted-foreground">
            Account created successfully · Step 2 of 2
          </p>
        )}
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your security questions</h1>
      </div>
      <section
        aria-labelledby="why-questions"
        className="flex gap-3 rounded-lg border border-border bg-accent p-4 text-accent-foreground"
      >
        <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="flex flex-col gap-1 text-sm">
          <h2 id="why-questions" className="font-semibold">
            Why we ask
          </h2>
          <p>
            If you forget your password, these two answers are how you set a new one: Reset Password on the
            sign-in page asks them. The app sends no reset e-mails, so without them a forgotten password
            cannot be reset.
          </p>
        </div>
      </section>
      <Card className="p-4 sm:p-6">
        <form
          noValidate
          aria-label="Security questions"
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
        >
          <p className="text-sm text-muted-foreground">
            Pick answers only you know and will remember. Answers are case-sensitive.
          </p>
          <SecurityQuestionFields form={form} />
          {needsPassword && (
            <CurrentPasswordField
              error={errors.currentPassword?.message}
              {...form.register('currentPassword')}
            />
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Link to={next} replace className={buttonClass('ghost')}>
              Skip for now
            </Link>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Security Questions'}
            </Button>
          </div>
        </form>
      </Card>
      <p className="text-sm text-muted-foreground">
        Skipped? A reminder stays on your dashboard until they are set, and Settings can set or change them
        any time.
      </p>
    </div>
  );
}
