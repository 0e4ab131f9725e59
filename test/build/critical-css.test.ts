/**
 * A prerendered page carries only the part of Chakra's global stylesheet it reads
 * (scripts/vite/prerender.ts): the variables its styles use, through other variables too, and the
 * keyframes they name; every other rule whole.
 */
import { describe, expect, it } from 'vitest';
import { criticalGlobalCss } from '../../scripts/vite/prerender';

const GLOBAL =
  '@layer reset{html{font-family:var(--global-font-body, var(--font-fallback));--font-fallback:system-ui;}dialog{padding:0px;}}' +
  '@layer base{@keyframes spin{0%{transform:rotate(0deg);}100%{transform:rotate(360deg);}}@keyframes fade-in{from{opacity:0;}to{opacity:1;}}' +
  '*{--global-font-body:var(--chakra-fonts-body);--ring-shadow:0 0 #0000;}body{background:var(--chakra-colors-bg-subtle);}}' +
  '@layer tokens{:where(html, .chakra-theme){--chakra-fonts-body:Inter;--chakra-colors-gray-50:#fafafa;--chakra-colors-gray-900:#18181b;--chakra-colors-red-500:#ef4444;--chakra-colors-blue-500:#3b82f6;--chakra-animations-spin:spin 1s linear infinite;}' +
  ':root &, .light &{--chakra-colors-bg-subtle:var(--chakra-colors-gray-50);--chakra-colors-fg-error:var(--chakra-colors-red-500);}' +
  '.dark &{--chakra-colors-bg-subtle:var(--chakra-colors-gray-900);--chakra-colors-fg-error:var(--chakra-colors-red-500);}' +
  '@media screen and (min-width: 48rem){:where(html){--chakra-colors-blue-500:#2563eb;}}}';

describe('criticalGlobalCss', () => {
  it('keeps the variables a page reads, directly or through others, in every theme, and drops the rest', () => {
    const css = criticalGlobalCss(GLOBAL, '<p class="css-a">Hola</p><style>.css-a{color:var(--chakra-colors-fg-error)}</style>');
    // The page's own variable and what it refers to, in the light and the dark blocks.
    expect(css).toContain('.light &{--chakra-colors-bg-subtle:var(--chakra-colors-gray-50);--chakra-colors-fg-error:var(--chakra-colors-red-500);}');
    expect(css).toContain('.dark &{--chakra-colors-bg-subtle:var(--chakra-colors-gray-900);--chakra-colors-fg-error:var(--chakra-colors-red-500);}');
    expect(css).toContain('--chakra-colors-red-500:#ef4444;');
    // Read by the stylesheet itself (body, html), through a chain of variables.
    expect(css).toContain('--chakra-colors-gray-50:#fafafa;');
    expect(css).toContain('--chakra-fonts-body:Inter;');
    expect(css).toContain('--font-fallback:system-ui;');
    // Nobody reads these: gone, and so is the block they leave empty.
    for (const unread of ['--chakra-colors-blue-500', '--ring-shadow', '--chakra-animations-spin', '@media']) expect(css).not.toContain(unread);
    // Keyframes nobody names are gone; rules without variables stay whole.
    expect(css).not.toContain('@keyframes');
    expect(css).toContain('dialog{padding:0px;}');
    expect(css).toContain('body{background:var(--chakra-colors-bg-subtle);}');
  });

  it('keeps the keyframes a page names, and the token that names them when the page reads it', () => {
    const css = criticalGlobalCss(GLOBAL, '<style>.css-b{animation:var(--chakra-animations-spin)}.css-c{animation-name:fade-in}</style>');
    expect(css).toContain('--chakra-animations-spin:spin 1s linear infinite;');
    expect(css).toContain('@keyframes spin{0%{transform:rotate(0deg);}100%{transform:rotate(360deg);}}');
    expect(css).toContain('@keyframes fade-in{from{opacity:0;}to{opacity:1;}}');
  });

  it('reads names with escaped characters whole', () => {
    const global = '@layer tokens{:where(html){--chakra-spacing-0:0rem;--chakra-spacing-0\\.5:0.125rem;--chakra-sizes-1\\/2:50%;}}';
    const css = criticalGlobalCss(global, '<style>.css-d{padding:var(--chakra-spacing-0\\.5)}</style>');
    expect(css).toBe('@layer tokens{:where(html){--chakra-spacing-0\\.5:0.125rem;}}');
  });

  it('keeps everything a page reads: the whole stylesheet when it reads every variable', () => {
    const everything = [...GLOBAL.matchAll(/(--[\w-]+):/g)].map((m) => `var(${m[1]})`).join(' ') + ' animation:spin,fade-in;';
    expect(criticalGlobalCss(GLOBAL, everything)).toBe(GLOBAL);
  });
});
