/**
 * A mid-tier phone's CPU for the journeys that test the start-up (issue 53 §5): the bench's calibrated
 * slowdown (bench/calibration.ts: this host's Lighthouse benchmark index ÷ 440, at least 1), so a
 * journey emulates the same phone on a fast host and on a slow one. Measured once per e2e run (about
 * 40 s) and shared by its files through a file named after the run's process; PHONE_SLOWDOWN=4 in
 * the environment skips it (a quick local run).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calibrateThisHost, calibrationText } from '../../../bench/calibration';

let measured: Promise<number> | undefined;

export function phoneSlowdown(): Promise<number> {
  const given = Number(process.env.PHONE_SLOWDOWN);
  if (given >= 1) return Promise.resolve(given);
  // Each test file runs in a process of its own, a child of the run's.
  const shared = path.join(tmpdir(), `academia-phone-slowdown-${process.ppid}.json`);
  measured ??= (async () => {
    if (existsSync(shared)) return (JSON.parse(readFileSync(shared, 'utf8')) as { rate: number }).rate;
    const calibration = await calibrateThisHost();
    console.log(`[phone] ${calibrationText(calibration)}`);
    writeFileSync(shared, JSON.stringify({ rate: calibration.rate, index: calibration.index }));
    return calibration.rate;
  })();
  return measured;
}
