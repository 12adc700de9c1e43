import { useEffect } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SECURITY_QUESTIONS } from '../../../../shared/constants/security-questions';
import type { RegisterFormInput, registerFormSchema } from '../../../../shared/schemas/auth';
import { SelectField, TextField } from '../../../components/ui/form-field';

/** The two question/answer pairs of sign-up; the second list leaves out the first choice (SPEC §5). */
/** The sign-up form as react-hook-form holds it. */
export type RegisterFormApi = UseFormReturn<RegisterFormInput, unknown, z.output<typeof registerFormSchema>>;

export function SecurityQuestionFields({ form }: { form: RegisterFormApi }) {
  const { errors } = form.formState;
  const first = useWatch({ control: form.control, name: 'securityQuestion1' });
  const { getValues, setValue } = form;

  useEffect(() => {
    // A second choice equal to the new first choice is no longer offered, so clear it.
    if (first && getValues('securityQuestion2') === first) setValue('securityQuestion2', '' as never);
  }, [first, getValues, setValue]);

  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Security questions</legend>
      <p className="text-sm text-muted-foreground">
        Used to reset your password. Answers are case-sensitive.
      </p>
      <SelectField
        label="Security Question 1"
        error={errors.securityQuestion1?.message}
        {...form.register('securityQuestion1')}
      >
        <option value="">Select a security question</option>
        {SECURITY_QUESTIONS.map((q) => (
          <option key={q} value={q}>
            {q}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Answer 1"
        autoComplete="off"
        error={errors.securityAnswer1?.message}
        {...form.register('securityAnswer1')}
      />
      <SelectField
        label="Security Question 2"
        error={errors.securityQuestion2?.message}
        {...form.register('securityQuestion2')}
      >
        <option value="">Select a second security question</option>
        {SECURITY_QUESTIONS.filter((q) => q !== first).map((q) => (
          <option key={q} value={q}>
            {q}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Answer 2"
        autoComplete="off"
        error={errors.securityAnswer2?.message}
        {...form.register('securityAnswer2')}
      />
    </fieldset>
  );
}
