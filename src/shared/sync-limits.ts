/**
 * Limits of the student's sync API that both sides read (issue 52 §4): the server refuses a batch
 * above MAX_EVENTS_PER_POST, and the device's outbox sends EVENTS_PER_POST at a time. Kept apart from
 * the schemas (shared/sync-api.ts) so the PWA imports them without zod.
 */

/**
 * Events a request may carry. Sized by the API's 16 KB body limit (MAX_BODY_BYTES, server/app.ts),
 * not chosen freely: an exam event with its attempt id and a time with an offset is about 200 bytes
 * of JSON, so 100 of them (18–20 KB) would be refused as too large, while 80 always fit.
 */
export const MAX_EVENTS_PER_POST = 80;

/**
 * Events the device sends per POST. The 80 above were sized for events without a question version,
 * as older apps send them; each event now carries its question's version (issue 48), about 20–27
 * bytes more: 70 of the largest fit in 16 KB, 80 would not.
 */
export const EVENTS_PER_POST = 70;
