/** The server's named list of study page bodies (page-modules.ts) holds every page file the device loads. */
import { describe, expect, it } from 'vitest';
import { pageBodyFiles } from '@/content/page-bodies';
import { pageModules } from '@/content/page-modules';

describe('the page modules the server reads', () => {
  it('are every page body file, each with its sections', () => {
    expect(Object.keys(pageModules).sort()).toEqual(pageBodyFiles().sort());
    for (const body of Object.values(pageModules)) expect(body.blocks.length).toBeGreaterThan(0);
  });
});
