import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loginSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormError, TextField } from '../../../components/ui/form-field';
import { loginErrorMessage } from '../lib/login-error';
import { useAuth } from './auth-provider';

type LoginValues = z.input<typeof loginSchema>;

export function LoginForm() {
  const { loginMutation } = useAuth();
  const { reset } = loginMutation;
  const form = useForm<LoginValues, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  // The mutation lives in the provider; forget a stale error once this tab is left.
  useEffect(() => reset, [reset]);

  return (
    <form
      noValidate
      aria-label="Sign in"
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => loginMutation.mutate(values))}
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
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
