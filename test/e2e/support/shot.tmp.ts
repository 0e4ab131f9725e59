import { launchBrowser } from '/work/main/test/e2e/support/browser';
const [url, out, w, h, dark] = process.argv.slice(2);
const b = await launchBrowser();
const ctx = await b.newContext({ viewport: { width: Number(w ?? 1280), height: Number(h ?? 800) } });
const p = await ctx.newPage();
p.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
p.on('pageerror', (e) => console.log('pageerror:', e.message));
if (process.env.LOGIN) {
  await p.goto(new URL('/login', url).href);
  await p.getByLabel('Correo electrónico').fill('estudiante@academia.pe');
  await p.getByLabel('Contraseña', { exact: true }).fill('Peru2026!');
  await p.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await p.waitForURL('**/home');
}
if (dark) await p.evaluate(() => localStorage.setItem('theme', 'dark'));
await p.goto(url);
await p.waitForTimeout(Number(process.env.WAIT ?? 1500));
await p.screenshot({ path: out, fullPage: !!process.env.FULL });
console.log(p.url());
await b.close();
