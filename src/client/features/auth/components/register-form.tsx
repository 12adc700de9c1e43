import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { type RegisterFormInput, type RegisterInput, registerSchema } from '../../../../shared/schemas/auth';
import type { User } from '../../../../shared/schemas/user';
import { EmailField } from '../../../components/account/profile-fields';
import { Button } from '../../../components/ui/button';
import { FormError, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, stripStatus } from '../../../lib/api';
import { register } from '../../../lib/resources/account-changes';
import { useAuth } from './auth-provider';

const EMPTY: RegisterFormInput = { username: '', email: '', password: '' };

/**
 * Sign-up in three fields (issue 33). The security questions follow on their own step, which /auth's
 * guard opens once the account exists. No "Confirm Password": the racer can show what they typed
 * instead, one field fewer on a phone.
 */
export function RegisterForm() {
  const { signedIn } = useAuth();
  const [showPassword, setShowPassword] = useState(false);
  // Its onSuccess belongs to the mutation, so it runs even if the form is gone by then.
  const registerMutation = useMutation<User, Error, RegisterInput>({
    mutationFn: register,
    onSuccess: (user) => {
      signedIn(user, { signedUp: true });
      // The questions step says "Account created" itself; a toast there would sit over its fields
      // on a phone. Only an account that skips the step (it has its questions) is welcomed here.
      if (user.securityQuestionsSet) {
        toast({
          title: 'Account created successfully!',
          description: `Welcome, ${user.firstName || user.username}! You can now manage your RC fleet and setup sheets.`,
        });
      }
      // No navigation here: /auth's guard opens the questions step, then the page they came from.
    },
  });
  const form = useForm<RegisterFormInput, unknown, RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    // Values arrive parsed (trimmed, e-mail lowercased).
    registerMutation.mutate(values, {
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
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <EmailField form={form} />
      <TextField
        label="Password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        action={
          <Button
            variant="link"
            className="text-sm"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            Show password
          </Button>
        }
        {...form.register('password')}
      />
      <p className="text-sm text-muted-foreground">
        Next you choose two security questions: they are how you reset your password if you forget it.
      </p>
      <FormError message={registerMutation.error ? stripStatus(registerMutation.error.message) : null} />
      <Button type="submit" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
