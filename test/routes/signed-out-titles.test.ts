// @vitest-environment jsdom
/**
 * The pages around signing in title the tab as the prerender does (issue 32 §10): the card of
 * /forgot-password and the reset link's page sets it on arriving and, on leaving for /login, /login's.
 */
import { describe, expect, it } from 'vitest';
import { SIGNED_OUT_TITLES, titleSignedOutPage } from '@/features/auth/signed-out-titles';
import { documentTitle } from '@/routes/-titles';

describe('signed-out titles', () => {
  it('say what the prerendered pages say', async () => {
    for (const path of Object.keys(SIGNED_OUT_TITLES)) {
      window.history.replaceState(null, '', path);
      document.title = 'otra';
      titleSignedOutPage();
      expect(document.title, path).toBe(await documentTitle(path));
    }
  });

  it('leave any other page’s title alone', () => {
    window.history.replaceState(null, '', '/home');
    document.title = 'Mis Cursos · Naturalización Perú';
    titleSignedOutPage();
    expect(document.title).toBe('Mis Cursos · Naturalización Perú');
  });
});
