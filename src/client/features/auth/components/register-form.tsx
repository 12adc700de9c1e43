import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type RegisterFormInput,
  type RegisterInput,
  registerFormSchema,
} from '../../../../shared/schemas/auth';
import type { User } from '../../../../shared/schemas/user';
import { EmailField, NameFields } from '../../../components/account/profile-fields';
import { SecurityQuestionFields } from '../../../components/account/security-question-fields';
import { Button } from '../../../components/ui/button';
import { FormError, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, stripStatus } from '../../../lib/api';
import { register } from '../../../lib/resources/account-changes';
import { useAuth } from './auth-provider';

const EMPTY: RegisterFormInput = {
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
  securityQuestion1: '' as RegisterFormInput['securityQuestion1'],
  securityAnswer1: '',
  securityQuestion2: '' as RegisterFormInput['securityQuestion2'],
  securityAnswer2: '',
};

export function RegisterForm() {
  const { signedIn } = useAuth();
  // Its onSuccess belongs to the mutation, so it runs even if the form is gone by then.
  const registerMutation = useMutation<User, Error, RegisterInput>({
    mutationFn: register,
    onSuccess: (user) => {
      signedIn(user);
      toast({
        title: 'Account created successfully!',
        description: `Welcome, ${user.firstName || user.username}! You can now manage your RC fleet and setup sheets.`,
      });
      // No navigation here: /auth's guard sends the new racer home, or back to the page they came from.
    },
  });
  const form = useForm<RegisterFormInput, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    // Values arrive parsed (trimmed, e-mail lowercased); the confirmation never leaves the browser.
    const { confirmPassword: _confirm, ...payload } = values;
    registerMutation.mutate(payload, {
      onError: (error) => {
        // Field-level issues from the server's validation land next to their fields too.
        if (error instanceof ApiError) {
          for (const issue of error.body?.issues ?? []) {
            const field = issue.path[0];
            if (typeof field === 'string' && field in EMPTY) {
              form.setError(field as Path<RegisterFormInput>, { message: issue.message });
            }
          }
        }
      },
    });
  });

  return (
    <form noValidate aria-label="Sign up" className="flex flex-col gap-4" onSubmit={onSubmit}>
      <TextField
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <EmailField form={form} />
      <NameFields form={form} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <fieldset className="flex flex-col gap-4 rounded-md border border-border p-4">
        <legend className="px-1 text-sm font-semibold">Security questions</legend>
        <p className="text-sm text-muted-foreground">
          Used to reset your password. Answers are case-sensitive.
        </p>
        <SecurityQuestionFields form={form} />
      </fieldset>
      <FormError message={registerMutation.error ? stripStatus(registerMutation.error.message) : null} />
      <Button type="submit" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
