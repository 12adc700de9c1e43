import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from './use-toast';

const loadToaster = () => import('./toaster');
const Toaster = lazy(loadToaster);

/**
 * Mounts the Radix toaster once the first toast is raised, keeping Radix Toast out of the entry
 * chunk a signed-out visitor downloads. The chunk is prefetched when the browser is idle, so the
 * first toast is not held up by the network.
 */
export function ToasterHost() {
  const hasToast = useToasts().length > 0;
  const [mounted, setMounted] = useState(hasToast);
  if (hasToast && !mounted) setMounted(true);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2000));
    idle(() => void loadToaster());
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
