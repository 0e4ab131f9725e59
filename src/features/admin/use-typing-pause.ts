/**
 * The console's search boxes search once typing pauses: one timer for every page (students, a
 * group's 'add a student', activity) instead of a copy in each (issue 52 §4).
 */
import { useEffect, useEffectEvent } from 'react';

/** How long typing must pause before a search runs. */
export const TYPING_PAUSE_MS = 300;

/** Calls `onPause` with the trimmed text once `typed` has not changed for TYPING_PAUSE_MS (only typing starts the timer). */
export function useTypingPause(typed: string, onPause: (text: string) => void): void {
  const paused = useEffectEvent(onPause);
  useEffect(() => {
    const timer = setTimeout(() => paused(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
}
