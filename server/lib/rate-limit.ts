/** Counts failed sign-ins per email + IP in a sliding window (in memory: one server process). */
export function failureLimiter(options: { max: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const cutoff = now() - options.windowMs;
    const kept = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  }

  return {
    isBlocked: (key: string) => recent(key).length >= options.max,
    fail: (key: string) => void failures.set(key, [...recent(key), now()]),
    reset: (key: string) => void failures.delete(key),
  };
}

export type FailureLimiter = ReturnType<typeof failureLimiter>;
