import { useState } from 'react';
import type { SecurityQuestionsResponse } from '../../../../../shared/schemas/auth';
import { ResetStep } from './reset-step';
import { VerifyStep } from './verify-step';

type Step = { step: 'verify' } | { step: 'reset'; email: string; questions: SecurityQuestionsResponse };

/**
 * Two steps (SPEC §2): verify, then reset. Each step owns its form and its error toasts, so leaving
 * one clears it; once reset, the sign-in form gets the e-mail.
 */
export function ResetPasswordFlow({ onDone }: { onDone: (email: string) => void }) {
  const [state, setState] = useState<Step>({ step: 'verify' });

  if (state.step === 'verify') {
    return <VerifyStep onVerified={(email, questions) => setState({ step: 'reset', email, questions })} />;
  }
  return (
    <ResetStep
      email={state.email}
      questions={state.questions}
      onBack={() => setState({ step: 'verify' })}
      onReset={() => {
        setState({ step: 'verify' });
        onDone(state.email);
      }}
    />
  );
}
