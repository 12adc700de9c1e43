import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type SecurityQuestionsResponse,
  securityQuestionsRequestSchema,
} from '../../../../../shared/schemas/auth';
import { Button } from '../../../../components/ui/button';
import { FormError, TextField } from '../../../../components/ui/form-field';
import { ApiError, stripStatus } from '../../../../lib/api';
import { getSecurityQuestions } from '../../../../lib/resources/account-changes';
import { useStepToast } from './use-step-toast';

interface VerifyStepProps {
  onVerified: (email: string, questions: SecurityQuestionsResponse) => void;
}

/**
 * An account signed up without the questions (issue 33) and never given them: said in the form, where
 * it stays, rather than in a toast, as it is the end of the road here.
 */
export const NO_QUESTIONS_SET =
  'This account has no security questions, so its password cannot be reset here. ' +
  'If you can still sign in, set them from your dashboard or in Settings.';

const hasNoQuestions = (error: Error | null) =>
  error instanceof ApiError && error.body?.code === 'no_security_questions';

/** Step 1: the e-mail whose two security questions the racer must answer. */
export function VerifyStep({ onVerified }: VerifyStepProps) {
  const form = useForm<z.input<typeof securityQuestionsRequestSchema>, unknown, { email: string }>({
    resolver: zodResolver(securityQuestionsRequestSchema),
    defaultValues: { email: '' },
  });
  const toast = useStepToast();
  const lookup = useMutation({
    mutationFn: getSecurityQuestions,
    onError: (error) => {
      if (hasNoQuestions(error)) return;
      // A rate limit is not a missing account; say what actually happened.
      if (error instanceof ApiError && error.status === 429) {
        toast({
          title: 'Too many attempts',
          description: stripStatus(error.message),
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: 'Account not found',
        description: 'No account found with that email address',
        variant: 'destructive',
      });
    },
  });

  return (
    <form
      noValidate
      aria-label="Find your account"
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(({ email }) =>
        lookup.mutate(email, { onSuccess: (questions) => onVerified(email, questions) }),
      )}
    >
      <p className="text-sm text-muted-foreground">
        Enter the e-mail address of your account to answer your security questions.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <FormError message={hasNoQuestions(lookup.error) ? NO_QUESTIONS_SET : null} />
      <Button type="submit" disabled={lookup.isPending}>
        {lookup.isPending ? 'Checking...' : 'Continue'}
      </Button>
    </form>
  );
}
