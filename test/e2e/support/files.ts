/** The build's files, for checks on what `npm run build` wrote. */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, in its subfolders too. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}
