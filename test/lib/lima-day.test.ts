/**
 * The Repaso count kept 'for today' is keyed by the day the model counts in (Lima), not the device's
 * zone: a device set to another zone must not see yesterday's count as today's (issue 52 §4).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { localDay } from '@/learning/learning-store';

const zoneBefore = process.env.TZ;

afterEach(() => {
  process.env.TZ = zoneBefore;
});

describe('localDay', () => {
  it("is Lima's date whatever the device's zone", () => {
    // 02:00 UTC on the 29th: 21:00 on the 28th in Lima, 11:00 on the 29th in Tokyo.
    const at = new Date('2026-11-29T02:00:00Z');
    process.env.TZ = 'Asia/Tokyo';
    expect(localDay(at)).toBe('2026-11-28');
    process.env.TZ = 'UTC';
    expect(localDay(at)).toBe('2026-11-28');
    expect(localDay(new Date('2026-11-29T05:00:00Z'))).toBe('2026-11-29');
  });
});
