/**
 * public/sw-push.js is a plain script the service worker imports (not bundled, so it cannot import
 * src/shared): its copies of the reminder's constants must equal src/shared/reminders.ts's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as reminders from '@/shared/reminders';

const source = readFileSync(path.resolve(import.meta.dirname, '../../public/sw-push.js'), 'utf8');

/** The string a top-level `const NAME = '…';` of sw-push.js holds, or undefined. */
function constantOf(name: string): string | undefined {
  return new RegExp(`^const ${name} = '([^'\\n]*)';$`, 'm').exec(source)?.[1];
}

describe('sw-push.js constants', () => {
  it.each(['REMINDER_URL', 'REMINDER_TAG'] as const)('%s equals src/shared/reminders.ts', (name) => {
    expect(constantOf(name)).toBe(reminders[name]);
  });

  it('uses them rather than repeating their values', () => {
    for (const name of ['REMINDER_URL', 'REMINDER_TAG'] as const) {
      expect(source.split(`'${reminders[name]}'`).length - 1, name).toBe(1);
      expect(source).toMatch(new RegExp(`[^\\w]${name}[,)]`));
    }
  });
});
