import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  type ProfileFormInput,
  type ProfileUpdate,
  profileFormSchema,
  type User,
} from '../../../../shared/schemas/user';
import { CurrentPasswordField, EmailField, NameFields } from '../../../components/account/profile-fields';
import { CancelAndSubmit } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { profileUpdate } from '../../../lib/resources/account-changes';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { showSaveError } from '../lib/save-error';

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
    onError: (error) => showSaveError(form, error, 'Profile not saved'),
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
      <NameFields form={form} />
      <EmailField form={form} />
      {emailChanged && (
        <CurrentPasswordField
          hint="Needed to change the email you sign in with."
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      )}
      <CancelAndSubmit onCancel={onDone} pending={save.isPending} submitLabel="Save Profile" />
    </form>
  );
}
