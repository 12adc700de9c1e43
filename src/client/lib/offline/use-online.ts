import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => onlineManager.subscribe(changed);
const isOnline = () => onlineManager.isOnline();

/** Whether TanStack Query considers the app online (it pauses queries while it does not). */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline);
