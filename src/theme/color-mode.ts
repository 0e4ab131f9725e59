/**
 * Light/dark theme: the choice lives in localStorage under 'theme' (default light) and shows as a
 * class on <html>, which Chakra's semantic tokens and index.html's boot styles read.
 */
import { useSyncExternalStore } from 'react';
import { localStore } from '../lib/local-store';

export type ColorMode = 'light' | 'dark';

const listeners = new Set<() => void>();

export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

export function currentColorMode(): ColorMode {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function setColorMode(mode: ColorMode): void {
  localStore.setTheme(mode);
  applyColorMode(mode);
  listeners.forEach((l) => l());
}

export function useColorMode(): { mode: ColorMode; toggle: () => void } {
  const mode = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    currentColorMode,
    () => 'light' as const,
  );
  return { mode, toggle: () => setColorMode(mode === 'dark' ? 'light' : 'dark') };
}
