/** Small helpers shared by the bench steps: statistics, timeouts, formatting. */

export function median(values: number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile (p in 0–100). */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Rejects when `promise` takes longer than `ms` (the work itself is not cancelled). */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: timed out after ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

/** Sizes in SI kilobytes (1 KB = 1000 bytes), as Vite prints them. */
export const kb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1000).toFixed(1)} KB` : '—');
export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');
export const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

export type Verdict = 'PASS' | 'FAIL' | 'N/A';
export const verdict = (ok: boolean | undefined): Verdict => (ok === undefined ? 'N/A' : ok ? 'PASS' : 'FAIL');

/** `--name value` from the command line, else the fallback (the investigation scripts: exam-lcp.ts, first-paint.ts). */
export function argOf(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}
