import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import {
  type ProfileFormInput,
  type ProfileUpdate,
  profileFormSchema,
  type User,
} from '../../../../shared/schemas/user';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { stripStatus } from '../../../lib/api';
import { profileUpdate } from '../../../lib/resources/account';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { fieldError } from '../lib/field-error';

/**
 * Names and e-mail, edited in place of the account details. The current password is asked only
 * once the e-mail differs from the saved one (the server asks for it then too).
 */
export function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const schema = useMemo(() => profileFormSchema(user.email), [user.email]);
  const form = useForm<ProfileFormInput, unknown, ProfileUpdate>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email,
      currentPassword: '',
    },
  });
  const { errors } = form.formState;
  const { setFocus } = form;
  const typedEmail = useWatch({ control: form.control, name: 'email' }) ?? '';
  const emailChanged = typedEmail.trim().toLowerCase() !== user.email;

  useEffect(() => setFocus('firstName'), [setFocus]);

  const save = useResourceMutation(profileUpdate, {
    onSuccess: (saved) => {
      toast({
        title: 'Profile saved',
        description:
          saved.email === user.email
            ? 'Your account details have been updated.'
            : `Sign in with ${saved.email} from now on.`,
      });
      onDone();
    },
    onError: (error) => {
      const problem = fieldError(error);
      if (problem && problem.field in form.getValues()) {
        const field = problem.field as Path<ProfileFormInput>;
        form.setError(field, { message: problem.message });
        setFocus(field);
        return;
      }
      toast({ title: 'Profile not saved', description: stripStatus(error.message), variant: 'destructive' });
    },
  });

  return (
    <form
      noValidate
      aria-label="Edit profile"
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(({ currentPassword, ...values }) =>
        save.mutate({ ...values, currentPassword: emailChanged ? currentPassword : undefined }),
      )}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      {emailChanged && (
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          hint="Needed to change the email you sign in with."
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Profile'}
        </Button>
      </div>
    </form>
  );
}
