import { useEffect, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-field';
import { serverMessage } from '../../../lib/error-message';
import { successToast } from '../../../lib/toasts';
import {
  currentSubscription,
  PushRefused,
  pushSupported,
  turnPushOff,
  turnPushOn,
} from '../lib/push-subscription';

function failureText(error: unknown): string {
  if (error instanceof PushRefused) return error.message;
  return serverMessage(error) ?? 'The browser could not turn notifications on. Try again in a moment.';
}

/**
 * Settings: "Notify me on this device" (issue 30). A notice that arrives while the app is closed
 * shows as a notification; a tap opens the run. Nothing shows where the browser has no PushManager.
 */
export function PushCard() {
  const [supported] = useState(pushSupported);
  /** null while this device's subscription is being looked up. */
  const [on, setOn] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!supported) return;
    let live = true;
    currentSubscription()
      .then((subscription) => live && setOn(subscription !== null))
      .catch(() => live && setOn(false));
    return () => {
      live = false;
    };
  }, [supported]);
  if (!supported) return null;

  const toggle = async (next: boolean) => {
    setPending(true);
    setProblem(null);
    try {
      await (next ? turnPushOn() : turnPushOff());
      setOn(next);
      successToast(next ? 'This device will notify you' : 'This device will not notify you');
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card aria-labelledby="push-title">
      <CardHeader>
        <CardTitle id="push-title">Notifications</CardTitle>
        <CardDescription>
          When a race you follow becomes a run, or a driver of your name needs your answer, this device tells
          you even while the app is closed.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <label className="flex min-h-10 items-center gap-3 font-medium">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={on === true}
            disabled={on === null || pending}
            onChange={(event) => void toggle(event.target.checked)}
          />
          Notify me on this device
        </label>
        <FormError message={problem} />
      </CardContent>
    </Card>
  );
}
