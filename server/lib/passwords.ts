/**
 * Password hashing with argon2id at OWASP's recommended cost (m = 19 MiB, t = 2, p = 1). Every hash
 * and check of this process goes through one bounded queue (passwordWork), fair per client address
 * (issue 55): a flood from one address gets 503 + Retry-After once its share is full, and anyone
 * else's hash runs as soon as a slot frees, instead of waiting behind the flood.
 */
import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { workQueue } from './work-queue';

/** Algorithm.Argon2id: a const enum, which isolated modules cannot read at run time. */
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2 runs on libuv's thread pool, a core per hash: one core is left to the event loop (health,
 * every other request, and PGlite's SQL, which runs on it), so at most cores − 1 hashes run at once,
 * at least 1. Four at once on two cores starved the loop during a flood of sign-ins at new emails
 * (PGlite: health 1,028 ms p99, a right sign-in 2.6 s; BENCHMARKS.md 'Floods'). 64 waiting are as
 * many as a sign-in should wait behind. One address holds at most 40 of them (a classroom behind one
 * NAT signing in at once fits), and gives way to any other address.
 */
export const PASSWORD_WORK = { concurrency: Math.max(1, availableParallelism() - 1), maxWaiting: 64, perClient: 40, retryAfterSeconds: 2 } as const;
export const passwordWork = workQueue({ ...PASSWORD_WORK });

/** `client`: the address the work is done for (its share of the queue); none for the command line. */
export function hashPassword(password: string, client?: string): Promise<string> {
  return passwordWork.run(() => hash(password, OPTIONS), client);
}

export async function verifyPassword(passwordHash: string, password: string, client?: string): Promise<boolean> {
  return passwordWork.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }, client);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown email is not told apart by timing. */
export async function verifyAgainstDummy(password: string, client?: string): Promise<false> {
  // Made outside the queue: the first check must not wait for a slot twice.
  dummyHash ??= hash('dummy-password-for-timing', OPTIONS);
  await verifyPassword(await dummyHash, password, client);
  return false;
}

/** A generated password that meets the product's rules (upper, lower, digit, special, 14 chars). */
export function generatePassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '@$!%*?&'];
  const all = sets.join('');
  const chars = sets.map((s) => s[randomInt(s.length)]);
  while (chars.length < 14) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
