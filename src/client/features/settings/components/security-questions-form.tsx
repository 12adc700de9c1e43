import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type SecurityQuestionsChangeForm,
  securityQuestionsChangeFormSchema,
} from '../../../../shared/schemas/auth';
import { CurrentPasswordField } from '../../../components/account/profile-fields';
import { SecurityQuestionFields } from '../../../components/account/security-question-fields';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import {
  securityQuestionsQueryOptions,
  securityQuestionsUpdate,
} from '../../../lib/resources/account-changes';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { showSaveError } from '../lib/save-error';

type Values = SecurityQuestionsChangeForm;
type SecurityQuestionsChange = z.output<typeof securityQuestionsChangeFormSchema>;

/** The racer's two questions, chosen again: the answers are never shown, so both are typed anew. */
const withQuestions = (question1: string | null = '', question2: string | null = ''): Values => ({
  currentPassword: '',
  securityQuestion1: (question1 ?? '') as Values['securityQuestion1'],
  securityAnswer1: '',
  securityQuestion2: (question2 ?? '') as Values['securityQuestion2'],
  securityAnswer2: '',
});

export function SecurityQuestionsForm() {
  const saved = useQuery(securityQuestionsQueryOptions);
  const form = useForm<Values, unknown, SecurityQuestionsChange>({
    resolver: zodResolver(securityQuestionsChangeFormSchema),
    defaultValues: withQuestions(),
  });
  const { errors } = form.formState;
  const { reset } = form;
  // Accounts signed up since issue 33 may have none yet (null questions).
  const notSet = saved.data?.question1 === null;

  // Once known, the lists show the questions the racer has now.
  useEffect(() => {
    if (saved.data) reset(withQuestions(saved.data.question1, saved.data.question2));
  }, [saved.data, reset]);

  const save = useResourceMutation(securityQuestionsUpdate, {
    onSuccess: (_saved, values) => {
      reset(withQuestions(values.securityQuestion1, values.securityQuestion2));
      toast({
        title: 'Security questions saved',
        description: 'Use the new answers if you ever need to reset your password.',
      });
    },
    onError: (error) => showSaveError(form, error, 'Security questions not saved'),
  });

  return (
    <Card aria-labelledby="security-questions-title">
      <CardHeader>
        <CardTitle id="security-questions-title">Security Questions</CardTitle>
        <CardDescription>
          Used to reset your password. Choose two questions and type both answers; answers are case-sensitive.
        </CardDescription>
        {notSet && (
          <p
            role="status"
            className="mt-2 rounded-md border border-danger-text bg-danger-soft p-3 text-sm text-danger-text"
          >
            Not set yet: until you set them, a forgotten password cannot be reset.
          </p>
        )}
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-labelledby="security-questions-title"
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
        >
          <SecurityQuestionFields form={form} />
          <CurrentPasswordField
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <Button type="submit" className="self-start" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Security Questions'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
