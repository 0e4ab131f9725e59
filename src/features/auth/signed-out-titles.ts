/**
 * The titles of the pages around signing in. The prerender gives each its title; a move between them
 * (/login ↔ /forgot-password, the reset link's page) is set by the card of the pages other than
 * /login (auth-card.tsx), as they open and as they are left for another of these pages, so that
 * /login, held at its byte budget, carries no code for it. routes/-titles.ts says the same words for
 * the prerender (test/routes/signed-out-titles.test.ts holds them together); sharing this module
 * would put it in the app's start-up chunk.
 */
export const APP_TITLE = 'Naturalización Perú';

export const SIGNED_OUT_TITLES: Readonly<Record<string, string>> = {
  '/login': 'Iniciar sesión',
  '/forgot-password': 'Recuperar contraseña',
  '/reset-password': 'Nueva contraseña',
};

/** Sets the tab's title for the address the window shows now, if it is one of these pages. */
export function titleSignedOutPage(): void {
  const name = SIGNED_OUT_TITLES[window.location.pathname.replace(/\/+$/, '')];
  if (name) document.title = `${name} · ${APP_TITLE}`;
}
