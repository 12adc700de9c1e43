import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loginFormSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormError, TextField } from '../../../components/ui/form-field';
import { loginErrorMessage } from '../lib/login-error';
import { useAuth } from './auth-provider';

type LoginValues = z.input<typeof loginFormSchema>;

/** Sign-in by e-mail or username. `identifier` fills the first field (the e-mail after a reset). */
export function LoginForm({ identifier = '' }: { identifier?: string }) {
  const { loginMutation } = useAuth();
  const { reset } = loginMutation;
  const form = useForm<LoginValues, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { identifier, password: '' },
  });
  const { errors } = form.formState;
  const { setFocus } = form;

  // The mutation lives in the provider; forget a stale error once this tab is left.
  useEffect(() => reset, [reset]);
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
