import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type ResetPasswordInput,
  resetPasswordSchema,
  type SecurityQuestionsResponse,
} from '../../../../../shared/schemas/auth';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/use-toast';
import { stripStatus } from '../../../../lib/api';
import { resetPassword } from '../../../../lib/resources/account-changes';
import { useStepToast } from './use-step-toast';

interface ResetStepProps {
  email: string;
  questions: SecurityQuestionsResponse;
  onBack: () => void;
  onReset: () => void;
}

/** Step 2: answer both questions and choose a new password. Does not sign in (DESIGN). */
export function ResetStep({ email, questions, onBack, onReset }: ResetStepProps) {
  const form = useForm<z.input<typeof resetPasswordSchema>, unknown, ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: {
      email,
      securityQuestion1: questions.question1,
      securityAnswer1: '',
      securityQuestion2: questions.question2,
      securityAnswer2: '',
      newPassword: '',
      confirmPassword: '',
    },
  });
  const { errors } = form.formState;
  const errorToast = useStepToast();
  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast({
        title: 'Password reset successful',
        description: 'You can now sign in with your new password.',
      });
      onReset();
    },
    onError: (error) => {
      errorToast({
        title: 'Reset failed',
        description: stripStatus(error.message) || "The security answers don't match our records.",
        variant: 'destructive',
      });
    },
  });

  return (
    <form
      noValidate
      aria-label="Reset password"
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => reset.mutate(values))}
    >
      <p className="text-sm text-muted-foreground">
        Resetting the password for <span className="font-medium text-foreground">{email}</span>.
      </p>
      <TextField label="Security Question 1" readOnly {...form.register('securityQuestion1')} />
      <TextField
        label="Answer 1"
        autoComplete="off"
        error={errors.securityAnswer1?.message}
        {...form.register('securityAnswer1')}
      />
      <TextField label="Security Question 2" readOnly {...form.register('securityQuestion2')} />
      <TextField
        label="Answer 2"
        autoComplete="off"
        error={errors.securityAnswer2?.message}
        {...form.register('securityAnswer2')}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack} disabled={reset.isPending}>
          Back
        </Button>
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </div>
    </form>
  );
}
