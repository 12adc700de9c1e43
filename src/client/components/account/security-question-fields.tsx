import { useEffect } from 'react';
import { type FieldErrors, type Path, type PathValue, type UseFormReturn, useWatch } from 'react-hook-form';
import { SECURITY_QUESTIONS } from '../../../shared/constants/security-questions';
import { SelectField, TextField } from '../ui/form-field';

/** The four fields of any form that sets the security questions: sign-up and Settings. */
export interface SecurityQuestionValues {
  securityQuestion1: string;
  securityAnswer1: string;
  securityQuestion2: string;
  securityAnswer2: string;
}

const field = <T,>(name: keyof SecurityQuestionValues) => name as Path<T>;

/** The two question/answer pairs; the second list leaves out the first choice (SPEC §5). */
export function SecurityQuestionFields<T extends SecurityQuestionValues, Output>({
  form,
}: {
  form: UseFormReturn<T, unknown, Output>;
}) {
  const errors = form.formState.errors as FieldErrors<SecurityQuestionValues>;
  const first = useWatch({ control: form.control, name: field<T>('securityQuestion1') }) as string;
  const { getValues, setValue } = form;

  useEffect(() => {
    // A second choice equal to the new first choice is no longer offered, so clear it.
    const second = field<T>('securityQuestion2');
    if (first && getValues(second) === first) setValue(second, '' as PathValue<T, Path<T>>);
  }, [first, getValues, setValue]);

  return (
    <>
      <SelectField
        label="Security Question 1"
        error={errors.securityQuestion1?.message}
        {...form.register(field<T>('securityQuestion1'))}
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
        {...form.register(field<T>('securityAnswer1'))}
      />
      <SelectField
        label="Security Question 2"
        error={errors.securityQuestion2?.message}
        {...form.register(field<T>('securityQuestion2'))}
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
        {...form.register(field<T>('securityAnswer2'))}
      />
    </>
  );
}
