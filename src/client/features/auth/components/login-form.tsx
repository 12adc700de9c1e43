import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type LoginInput, loginFormSchema } from '../../../../shared/schemas/auth';
import type { User } from '../../../../shared/schemas/user';
import { Button } from '../../../components/ui/button';
import { FormError, TextField } from '../../../components/ui/form-field';
import { login } from '../../../lib/resources/account-changes';
import { loginErrorMessage } from '../lib/login-error';
import { useAuth } from './auth-provider';

type LoginValues = z.input<typeof loginFormSchema>;

/** Sign-in by e-mail or username. `identifier` fills the first field (the e-mail after a reset). */
export function LoginForm({ identifier = '' }: { identifier?: string }) {
  const { signedIn } = useAuth();
  // Its onSuccess belongs to the mutation, so it runs even if the form is gone by then.
  const loginMutation = useMutation<User, Error, LoginInput>({
    mutationFn: login,
    onSuccess: (user) => signedIn(user),
  });
  const form = useForm<LoginValues, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { identifier, password: '' },
  });
  const { errors } = form.formState;
  const { setFocus } = form;

  // Prefilled: what is left to type is the password.
  useEffect(() => {
    if (identifier) setFocus('password');
  }, [identifier, setFocus]);

  return (
    <form
      noValidate
      aria-label="Sign in"
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => loginMutation.mutate(values))}
    >
      <TextField
        label="Email or username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        error={errors.identifier?.message}
        {...form.register('identifier')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormError message={loginMutation.error ? loginErrorMessage(loginMutation.error) : null} />
      <Button type="submit" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
