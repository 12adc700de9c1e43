import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { type ChangePasswordFormInput, changePasswordFormSchema } from '../../../../shared/schemas/auth';
import { CurrentPasswordField } from '../../../components/account/profile-fields';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { stripStatus } from '../../../lib/api';
import { changePassword } from '../../../lib/resources/account-changes';

const EMPTY: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** SPEC §8: the server's wording is rephrased for the racer; anything else is shown as sent. */
export function changePasswordErrorMessage(error: Error): string {
  const message = stripStatus(error.message);
  return message.includes('Current password is incorrect')
    ? 'The current password you entered is incorrect. Please try again.'
    : message;
}

export function ChangePasswordForm() {
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast({ title: 'Password changed', description: 'Your password has been updated successfully.' });
      form.reset(EMPTY);
    },
    onError: (error) => {
      toast({
        title: 'Password change failed',
        description: changePasswordErrorMessage(error),
        variant: 'destructive',
      });
    },
  });

  return (
    <Card aria-labelledby="change-password-title">
      <CardHeader>
        <CardTitle id="change-password-title">Change Password</CardTitle>
        <CardDescription>Choose a new password of at least 6 characters.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-labelledby="change-password-title"
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
            mutation.mutate({ currentPassword, newPassword }),
          )}
        >
          <CurrentPasswordField
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <TextField
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmNewPassword?.message}
            {...form.register('confirmNewPassword')}
          />
          <Button type="submit" className="self-start" disabled={mutation.isPending}>
            {mutation.isPending ? 'Changing...' : 'Change Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
