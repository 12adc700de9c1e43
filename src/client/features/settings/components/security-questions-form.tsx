import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  type SecurityQuestionsUpdate,
  type SecurityQuestionsUpdateForm,
  securityQuestionsUpdateSchema,
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

type Values = SecurityQuestionsUpdateForm;

/** The racer's two questions, chosen again: the answers are never shown, so both are typed anew. */
const withQuestions = (question1 = '', question2 = ''): Values => ({
  currentPassword: '',
  securityQuestion1: question1 as Values['securityQuestion1'],
  securityAnswer1: '',
  securityQuestion2: question2 as Values['securityQuestion2'],
  securityAnswer2: '',
});

export function SecurityQuestionsForm() {
  const saved = useQuery(securityQuestionsQueryOptions);
  const form = useForm<Values, unknown, SecurityQuestionsUpdate>({
    resolver: zodResolver(securityQuestionsUpdateSchema),
    defaultValues: withQuestions(),
  });
  const { errors } = form.formState;
  const { reset } = form;

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
