import { useCallback, useEffect, useRef } from 'react';
import { type ToastInput, toast } from '../../../../components/ui/use-toast';

/**
 * Raises a step's error toast and closes it when the racer leaves the step, so "Account not found"
 * from the first step does not stay on screen over the questions of the second.
 */
export function useStepToast(): (input: ToastInput) => void {
  const dismiss = useRef<(() => void) | null>(null);
  useEffect(() => () => dismiss.current?.(), []);
  return useCallback((input: ToastInput) => {
    dismiss.current = toast(input).dismiss;
  }, []);
}
