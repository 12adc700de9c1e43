import type { ComponentProps } from 'react';
import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from '../ui/form-field';

/** The fields of the racer's profile in any form that holds them: sign-up and Settings. */
interface ProfileValues {
  email?: string;
  firstName?: string;
  lastName?: string;
}

type ProfileForm<T extends ProfileValues, Output> = { form: UseFormReturn<T, unknown, Output> };

const field = <T,>(name: keyof ProfileValues) => name as Path<T>;
const errorsOf = <T extends ProfileValues, Output>(form: UseFormReturn<T, unknown, Output>) =>
  form.formState.errors as FieldErrors<ProfileValues>;

export function EmailField<T extends ProfileValues, Output>({ form }: ProfileForm<T, Output>) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      error={errorsOf(form).email?.message}
      {...form.register(field<T>('email'))}
    />
  );
}

/** First and last name, side by side from tablet width. */
export function NameFields<T extends ProfileValues, Output>({ form }: ProfileForm<T, Output>) {
  const errors = errorsOf(form);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="First Name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...form.register(field<T>('firstName'))}
      />
      <TextField
        label="Last Name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...form.register(field<T>('lastName'))}
      />
    </div>
  );
}

/** The password the racer has now, asked before a change that matters. */
export function CurrentPasswordField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  return <TextField label="Current Password" type="password" autoComplete="current-password" {...props} />;
}
