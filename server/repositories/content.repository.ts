/**
 * SQL for versioned content (issue 48): the append-only history of every question and study-page
 * section, operators' drafts, publishing against a base version (a stale base is refused, never
 * overwritten), merging a build's baseline on start, and the delta devices pull.
 *
 * Every write that adds versions takes `LOCK TABLE content_versions IN SHARE ROW EXCLUSIVE MODE` for
 * its transaction: writers go one at a time, so the content version numbers they hand out commit in
 * order and a device that read number N has seen every number below it.
 */
import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resultRows } from '../db/client';
import { contentDrafts, contentVersions, students, type ContentKind, type ContentState } from '../db/schema';
import type { Person } from './audit.repository';

export type VersionRow = typeof contentVersions.$inferSelect;
export type DraftRow = typeof contentDrafts.$inferSelect;

export interface ListedVersion extends VersionRow {
  author: Person | null;
}

export interface ListedDraft extends DraftRow {
  author: Person | null;
}

/** A build's item, as content-baseline.ts lists them. */
export interface BaselineInput {
  kind: ContentKind;
  key: string;
  body: unknown;
  retired: boolean;
  hash: string;
}

export interface PublishInput {
  kind: ContentKind;
  key: string;
  /** The version the operator edited; another one current by now is a conflict. */
  baseVersion: number;
  body: unknown;
  state: ContentState;
  note: string;
  /** The operator; null for the command line (import-content). */
  by: number | null;
  at: string;
}

export type PublishResult = { ok: true; row: VersionRow } | { ok: false; current: VersionRow | undefined };

const SEED_CHUNK = 200;

async function lockVersions(tx: Db): Promise<number> {
  await tx.execute(sql`LOCK TABLE content_versions IN SHARE ROW EXCLUSIVE MODE`);
  const [row] = resultRows<{ max: string | number | null }>(await tx.execute(sql`SELECT max(content_version) AS max FROM content_versions`));
  return Number(row?.max ?? 0);
}

const author = alias(students, 'author');

export function contentRepository(db: Db) {
  function transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => work(tx as unknown as Db));
  }

  async function latest(kind: ContentKind, key: string, on: Db = db): Promise<VersionRow | undefined> {
    const [row] = await on
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.kind, kind), eq(contentVersions.itemKey, key)))
      .orderBy(desc(contentVersions.version))
      .limit(1);
    return row;
  }

  return {
    latest: (kind: ContentKind, key: string) => latest(kind, key),

    /**
     * Brings a build's baseline in: an item without versions gets its baseline as version 1; an item
     * whose newest version stands on another baseline than this build's (the build changed it, or
     * folded the academy's edit in) gets this baseline as a new version. An academy edit made over
     * this build's baseline stays current. Idempotent: a second run adds nothing. Returns how many
     * versions it added.
     */
    async mergeBaseline(items: readonly BaselineInput[], at: string): Promise<number> {
      return transaction(async (tx) => {
        let next = (await lockVersions(tx)) + 1;
        const rows = resultRows<{ kind: ContentKind; item_key: string; version: number; baseline_hash: string }>(
          await tx.execute(sql`
            SELECT DISTINCT ON (kind, item_key) kind, item_key, version, baseline_hash
            FROM content_versions ORDER BY kind, item_key, version DESC`),
        );
        const newest = new Map(rows.map((row) => [`${row.kind}:${row.item_key}`, row]));
        const added: (typeof contentVersions.$inferInsert)[] = [];
        for (const item of items) {
          const current = newest.get(`${item.kind}:${item.key}`);
          if (current && current.baseline_hash === item.hash) continue;
          added.push({
            kind: item.kind,
            itemKey: item.key,
            version: (current?.version ?? 0) + 1,
            contentVersion: next++,
            state: item.retired ? 'retired' : 'published',
            origin: 'baseline',
            body: item.body,
            baselineHash: item.hash,
            note: current ? 'Versión de la base del repositorio (nueva compilación).' : null,
            createdBy: null,
            createdAt: at,
          });
        }
        for (let i = 0; i < added.length; i += SEED_CHUNK) await tx.insert(contentVersions).values(added.slice(i, i + SEED_CHUNK));
        return added.length;
      });
    },

    /** Every version of an item, newest first, with who published it. */
    async history(kind: ContentKind, key: string): Promise<ListedVersion[]> {
      const rows = await db
        .select({ version: contentVersions, author: { id: author.id, name: author.name, email: author.email } })
        .from(contentVersions)
        .leftJoin(author, eq(author.id, contentVersions.createdBy))
        .where(and(eq(contentVersions.kind, kind), eq(contentVersions.itemKey, key)))
        .orderBy(desc(contentVersions.version));
      return rows.map((row) => ({ ...row.version, author: row.author?.id == null ? null : row.author }));
    },

    /** The newest version of every item of a kind. */
    async newestOf(kind: ContentKind): Promise<VersionRow[]> {
      const rows = resultRows<{ id: string | number }>(
        await db.execute(sql`SELECT DISTINCT ON (item_key) id FROM content_versions WHERE kind = ${kind} ORDER BY item_key, version DESC`),
      );
      if (rows.length === 0) return [];
      const ids = rows.map((row) => Number(row.id));
      return db.select().from(contentVersions).where(sql`${contentVersions.id} = ANY(${sql.raw(`ARRAY[${ids.join(',')}]::bigint[]`)})`);
    },

    /** The keys of a kind's items that have a draft. */
    async draftKeys(kind: ContentKind): Promise<Set<string>> {
      const rows = await db.select({ key: contentDrafts.itemKey }).from(contentDrafts).where(eq(contentDrafts.kind, kind));
      return new Set(rows.map((row) => row.key));
    },

    async draft(kind: ContentKind, key: string): Promise<ListedDraft | undefined> {
      const [row] = await db
        .select({ draft: contentDrafts, author: { id: author.id, name: author.name, email: author.email } })
        .from(contentDrafts)
        .leftJoin(author, eq(author.id, contentDrafts.updatedBy))
        .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.itemKey, key)));
      return row && { ...row.draft, author: row.author?.id == null ? null : row.author };
    },

    /** Saves (or replaces) the item's draft. */
    async saveDraft(draft: DraftRow): Promise<void> {
      await db
        .insert(contentDrafts)
        .values(draft)
        .onConflictDoUpdate({
          target: [contentDrafts.kind, contentDrafts.itemKey],
          set: { body: draft.body, state: draft.state, baseVersion: draft.baseVersion, updatedBy: draft.updatedBy, updatedAt: draft.updatedAt },
        });
    },

    /** Discards the item's draft; false when it had none. */
    async discardDraft(kind: ContentKind, key: string): Promise<boolean> {
      const rows = await db
        .delete(contentDrafts)
        .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.itemKey, key)))
        .returning({ key: contentDrafts.itemKey });
      return rows.length > 0;
    },

    /**
     * Adds the operator's version when `baseVersion` is still the newest; otherwise changes nothing and
     * answers the current version (the console shows the difference). `alongside` runs in the same
     * transaction (the audit entry, the reports resolved), and the item's draft goes.
     */
    async publish(input: PublishInput, alongside?: (tx: Db, row: VersionRow) => Promise<void>): Promise<PublishResult> {
      return transaction(async (tx) => {
        const max = await lockVersions(tx);
        const current = await latest(input.kind, input.key, tx);
        if (!current || current.version !== input.baseVersion) return { ok: false, current };
        const [row] = await tx
          .insert(contentVersions)
          .values({
            kind: input.kind,
            itemKey: input.key,
            version: current.version + 1,
            contentVersion: max + 1,
            state: input.state,
            origin: 'academy',
            body: input.body,
            baselineHash: current.baselineHash,
            note: input.note,
            createdBy: input.by,
            createdAt: input.at,
          })
          .returning();
        await tx.delete(contentDrafts).where(and(eq(contentDrafts.kind, input.kind), eq(contentDrafts.itemKey, input.key)));
        if (alongside) await alongside(tx, row);
        return { ok: true, row };
      });
    },

    /** The newest content version (0 before the baseline was seeded). */
    async currentVersion(): Promise<number> {
      const [row] = resultRows<{ max: string | number | null }>(await db.execute(sql`SELECT max(content_version) AS max FROM content_versions`));
      return Number(row?.max ?? 0);
    },

    /**
     * What a device holding content version `since` lacks: the newest version, published after it, of
     * every item changed since its build's baseline (version 1 is the baseline the device has bundled).
     * Read in one snapshot with the version number it answers.
     */
    async delta(since: number): Promise<{ version: number; rows: VersionRow[] }> {
      return transaction(async (tx) => {
        const [top] = resultRows<{ max: string | number | null }>(await tx.execute(sql`SELECT max(content_version) AS max FROM content_versions`));
        const version = Number(top?.max ?? 0);
        if (since >= version) return { version, rows: [] };
        const ids = resultRows<{ id: string | number }>(
          await tx.execute(sql`
            SELECT DISTINCT ON (kind, item_key) id FROM content_versions
            WHERE content_version > ${since} AND version > 1
            ORDER BY kind, item_key, version DESC`),
        ).map((row) => Number(row.id));
        if (ids.length === 0) return { version, rows: [] };
        const rows = await tx
          .select()
          .from(contentVersions)
          .where(sql`${contentVersions.id} = ANY(${sql.raw(`ARRAY[${ids.join(',')}]::bigint[]`)})`)
          .orderBy(contentVersions.contentVersion);
        return { version, rows };
      });
    },

    /** The newest version number of each question of `ids` that has versions (none: not seeded yet). */
    async newestQuestionVersions(ids: readonly string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = resultRows<{ item_key: string; version: number }>(
        await db.execute(sql`
          SELECT item_key, max(version)::int AS version FROM content_versions
          WHERE kind = 'question' AND item_key IN (${sql.join([...new Set(ids)].map((id) => sql`${id}`), sql`, `)})
          GROUP BY item_key`),
      );
      return new Map(rows.map((row) => [row.item_key, Number(row.version)]));
    },

    /**
     * Each question of `ids` as a device at content version `asOf` had it (issue 48 §4): its newest
     * version after the baseline published at or before `asOf`, as the delta would have brought it.
     * Absent: none, so the device had the bundled baseline.
     */
    async questionsAsOf(ids: readonly string[], asOf: number): Promise<VersionRow[]> {
      if (ids.length === 0 || asOf <= 0) return [];
      const found = resultRows<{ id: string | number }>(
        await db.execute(sql`
          SELECT DISTINCT ON (item_key) id FROM content_versions
          WHERE kind = 'question' AND item_key IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
            AND content_version <= ${asOf} AND version > 1
          ORDER BY item_key, version DESC`),
      ).map((row) => Number(row.id));
      if (found.length === 0) return [];
      return db.select().from(contentVersions).where(sql`${contentVersions.id} = ANY(${sql.raw(`ARRAY[${found.join(',')}]::bigint[]`)})`);
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;
