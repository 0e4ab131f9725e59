/**
 * Light/dark theme: the device's `prefers-color-scheme` until the student toggles; then their choice,
 * kept in localStorage under 'theme', wins. It shows as a class on <html>, which Chakra's semantic
 * tokens and index.html's boot styles read. THEME_BOOT_SCRIPT (src/shared/prerender-markers.ts)
 * applies the same rule before the first paint.
 */
import { useSyncExternalStore } from 'react';
import { localStore } from '../lib/storage/local-store';

export type ColorMode = 'light' | 'dark';

const listeners = new Set<() => void>();

export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemColorMode(): ColorMode {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The stored choice, else the device's preference. */
export function preferredColorMode(): ColorMode {
  return localStore.getTheme() ?? systemColorMode();
}

/** Applies the preferred mode now, and again whenever the device's preference changes while no choice is stored. */
export function followColorMode(): void {
  applyColorMode(preferredColorMode());
  if (typeof matchMedia !== 'function') return;
  matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (localStore.getTheme() !== null) return;
    applyColorMode(systemColorMode());
    listeners.forEach((l) => l());
  });
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
