/** Issue 2 journeys: sign in, Mis Cursos, course link, password change, logout, guards, theme. */
import { describe, expect, it } from 'vitest';
import { COURSE, DEMO_STUDENT, newPage, signIn, startJourney } from './support/journey';

const env = startJourney();

describe('sign-in and Mis Cursos', () => {
  it('the demo student signs in, sees Mis Cursos and opens the course', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await signIn(page);
    await expect.poll(() => page.getByText('Inicio de sesión exitoso').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(`Te damos la bienvenida, ${DEMO_STUDENT.name}`).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Examen de Naturalización' }).isVisible()).toBe(true);
    // What the course holds, not labelled a duration (issue 50 §13).
    expect(await page.getByText(/^Contenido: \d+ temas · \d+ exámenes/).count()).toBe(1);
    expect(await page.getByText(/^Duración: /).count()).toBe(0);
    await page.getByRole('link', { name: 'Ver Curso' }).click();
    await page.waitForURL(`**${COURSE}/introduccion`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Introducción' }).isVisible()).toBe(true);
    await context.close();
  });

  it('a wrong password shows Credenciales incorrectas', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(DEMO_STUDENT.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('NoEsLaClave1!');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Credenciales incorrectas' }).count()).toBeGreaterThan(0);
    // Said once, on the card (issue 32): no toast repeats it.
    expect(await page.getByText('Error de inicio de sesión').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('validation messages show and clear when the field is edited', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect.poll(() => page.getByText('El correo electrónico es requerido').isVisible()).toBe(true);
    expect(await page.getByText('La contraseña es requerida').isVisible()).toBe(true);
    await page.getByLabel('Correo electrónico').fill('no-es-correo');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect.poll(() => page.getByText('Ingresa un correo electrónico válido').isVisible()).toBe(true);
    await page.getByLabel('Correo electrónico').fill('no-es-correo@');
    expect(await page.getByText('Ingresa un correo electrónico válido').count()).toBe(0);
    await context.close();
  });

  // A device that never had a session gets no message (login-messages.e2e.test.ts).
  it('/home with an expired session goes to /login?error=expired with its message', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await page.goto('/login');
    await page.evaluate(() => {
      const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
      localStorage.setItem('access_token', `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp: Math.floor(Date.now() / 1000) - 60 })}.firma`);
      localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Estudiante Demo', email: 'estudiante@academia.pe' }));
    });
    await page.goto('/home');
    await page.waitForURL(/\/login\?.*error=expired/);
    await expect.poll(() => page.getByText('La sesión ha expirado. Por favor, inicia sesión nuevamente.').isVisible()).toBe(true);
    await context.close();
  });

  it('an undecodable stored token is cleared and sends to /login?error=invalid', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('access_token', 'not-a-token'));
    await page.goto('/home');
    await page.waitForURL(/\/login\?.*error=invalid/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await context.close();
  });

  it('the theme choice survives a reload', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await signIn(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByRole('button', { name: 'Cambiar a tema oscuro' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Cambiar a tema claro' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await context.close();
  });

  it('changes the password, logs out and signs in with the new one', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await signIn(page);
    const newPassword = 'NuevaClave2026$';
    await page.getByRole('button', { name: `Menú de ${DEMO_STUDENT.name}` }).click();
    await page.getByRole('menuitem', { name: 'Cambiar Contraseña' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar Contraseña' });
    await dialog.getByLabel('Contraseña Actual').fill(DEMO_STUDENT.password);
    await dialog.getByLabel('Nueva Contraseña', { exact: true }).fill('corta');
    await dialog.getByRole('button', { name: 'Ver requisitos' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Ocultar requisitos' }).isVisible()).toBe(true);
    await dialog.getByLabel('Confirmar Nueva Contraseña').fill('corta');
    await dialog.getByRole('button', { name: 'Cambiar Contraseña' }).click();
    await expect.poll(() => dialog.getByText('La contraseña debe tener al menos 8 caracteres').isVisible()).toBe(true);
    await dialog.getByLabel('Nueva Contraseña', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirmar Nueva Contraseña').fill(newPassword);
    await dialog.getByRole('button', { name: 'Cambiar Contraseña' }).click();
    await expect.poll(() => page.getByText('¡Contraseña cambiada exitosamente!').isVisible()).toBe(true);
    await expect.poll(() => dialog.isVisible(), { timeout: 5000 }).toBe(false);

    await page.getByRole('button', { name: `Menú de ${DEMO_STUDENT.name}` }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect.poll(() => page.getByText('¿Estás seguro de que deseas cerrar sesión?').isVisible()).toBe(true);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL('**/login**');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    await page.getByLabel('Correo electrónico').fill(DEMO_STUDENT.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_STUDENT.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Credenciales incorrectas' }).count()).toBeGreaterThan(0);

    await signIn(page, DEMO_STUDENT.email, newPassword);
    await context.close();
  });
});
