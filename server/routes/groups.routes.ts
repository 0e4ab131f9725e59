/**
 * /api/admin/groups: groups ('Grupos', issue 36 §2), operators only. A group has a unique name and an
 * optional exam date; a student is in at most one. List (a page at a time), the selectors' choices,
 * create, rename or set/clear the date, delete; add students to a group (one from their page, or many
 * at once) and take one out. A group's page reads its figures: the members' readiness distribution,
 * the topics they are weakest in and how many studied in the last 7 days. Every change is recorded in
 * the audit log in the change's transaction (one entry per student moved).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { topics } from '../../src/content/course';
import { limaDate } from '../../src/shared/course-access';
import {
  MOVE_MAX,
  groupChangeSchema,
  groupMembersSchema,
  newGroupSchema,
  type GroupAnswer,
  type GroupDetail,
  type GroupMoved,
  type GroupOptions,
  type GroupPage,
} from '../../src/shared/console-api';
import { decimalInteger, decimalQuery, HttpError, readBody, readQuery, requireOperator, type AuthEnv, type TokenService } from '../lib/http';
import { recordChange } from '../lib/console-changes';
import type { Db } from '../db/client';
import { GroupNameTaken, READINESS_BANDS, groupsRepository, type Group, type GroupsRepository, type MoveResult } from '../repositories/groups.repository';
import type { StudentsRepository } from '../repositories/students.repository';
import type { AnswerLogRepository } from '../repositories/answer-log.repository';

export const GROUPS_PAGE_SIZE = 50;
/** The most choices a group selector offers (an academy has a handful of groups at a time). */
export const GROUP_OPTIONS = 500;
export { MOVE_MAX };

const NO_GROUP = 'El grupo no existe.';

const pageQuery = z.object({ page: decimalQuery(1_000_000, 1) });

const taken = (name: string) => new HttpError(409, `Ya existe un grupo llamado «${name}».`);

export function groupsAdminRoutes(deps: {
  groups: GroupsRepository;
  students: StudentsRepository;
  tokens: TokenService;
  now: () => number;
  /** Members' figures follow the exam date they now have (issue 49 §2): recomputed after a change commits. */
  log: Pick<AnswerLogRepository, 'refreshLearning'>;
}) {
  const { groups, now } = deps;
  const refresh = (studentIds: readonly number[]) => deps.log.refreshLearning(studentIds, now());
  const app = new Hono<AuthEnv>();
  const operator = requireOperator(deps.tokens, deps.students);

  const change = (c: Context<AuthEnv>, tx: Db, action: 'create-group' | 'update-group' | 'delete-group' | 'join-group' | 'leave-group', targetId: number | null, details: Record<string, unknown>) =>
    recordChange(tx, { at: now(), operatorId: c.get('student').id, action, targetId, details });

  async function groupParam(c: Context<AuthEnv>): Promise<Group> {
    const id = decimalInteger(c.req.param('id'), 2_147_483_647);
    const group = id === undefined ? undefined : await groups.find(id);
    if (!group) throw new HttpError(404, NO_GROUP);
    return group;
  }

  /** One audit entry per student moved: joined `group` (and left their previous one, named). */
  async function recordMoves(c: Context<AuthEnv>, tx: Db, moved: readonly MoveResult[], group: Group | null) {
    const names = new Map<number, string>();
    for (const m of moved) {
      if (m.previousGroupId !== null && !names.has(m.previousGroupId)) {
        const before = await groupsRepository(tx).find(m.previousGroupId);
        names.set(m.previousGroupId, before?.name ?? '');
      }
    }
    for (const m of moved) {
      const previous = m.previousGroupId === null ? null : (names.get(m.previousGroupId) ?? null);
      if (group) await change(c, tx, 'join-group', m.studentId, { groupId: group.id, group: group.name, previousGroup: previous });
      else await change(c, tx, 'leave-group', m.studentId, { groupId: m.previousGroupId, group: previous });
    }
  }

  app.get('/', operator, async (c) => {
    const { page } = readQuery(c, pageQuery);
    const { rows, total } = await groups.page((page - 1) * GROUPS_PAGE_SIZE, GROUPS_PAGE_SIZE);
    return c.json({ groups: rows, total, page, pageSize: GROUPS_PAGE_SIZE } satisfies GroupPage);
  });

  app.get('/options', operator, async (c) => c.json({ groups: await groups.options(GROUP_OPTIONS) } satisfies GroupOptions));

  app.post('/', operator, async (c) => {
    const body = await readBody(c, newGroupSchema);
    try {
      const id = await groups.create({ name: body.name, examDate: body.examDate, at: new Date(now()).toISOString() }, (tx, created) =>
        change(c, tx, 'create-group', null, { groupId: created, name: body.name, examDate: body.examDate }),
      );
      return c.json({ group: (await groups.find(id))! } satisfies GroupAnswer, 201);
    } catch (error) {
      if (error instanceof GroupNameTaken) throw taken(body.name);
      throw error;
    }
  });

  app.get('/:id', operator, async (c) => {
    const group = await groupParam(c);
    const figures = await groups.figures(group.id, limaDate(now()));
    const titles = new Map<number, string>(topics.map((t) => [t.id, t.title]));
    return c.json({
      group,
      figures: {
        ...figures,
        readiness: { ...figures.readiness, bands: READINESS_BANDS.map(([from, to], i) => ({ from, to, students: figures.readiness.bands[i] ?? 0 })) },
        topics: figures.topics.map((t) => ({ ...t, title: titles.get(t.topic) ?? `Tema ${t.topic}` })),
      },
    } satisfies GroupDetail);
  });

  app.patch('/:id', operator, async (c) => {
    const group = await groupParam(c);
    const body = await readBody(c, groupChangeSchema);
    try {
      await groups.update(group.id, body, (tx, before) =>
        change(c, tx, 'update-group', null, {
          groupId: group.id,
          name: body.name ?? before.name,
          previousName: before.name,
          examDate: body.examDate === undefined ? before.examDate : body.examDate,
          previousExamDate: before.examDate,
        }),
      );
    } catch (error) {
      if (error instanceof GroupNameTaken) throw taken(body.name ?? group.name);
      throw error;
    }
    if (body.examDate !== undefined && body.examDate !== group.examDate) await refresh(await groups.memberIds(group.id));
    return c.json({ group: (await groups.find(group.id))! } satisfies GroupAnswer);
  });

  app.delete('/:id', operator, async (c) => {
    const group = await groupParam(c);
    const members = group.examDate === null ? [] : await groups.memberIds(group.id);
    const deleted = await groups.remove(group.id, new Date(now()).toISOString(), (tx, before) =>
      change(c, tx, 'delete-group', null, { groupId: before.id, name: before.name, members: before.members }),
    );
    if (!deleted) throw new HttpError(404, NO_GROUP);
    await refresh(members);
    return c.body(null, 204);
  });

  app.post('/:id/members', operator, async (c) => {
    const group = await groupParam(c);
    const { studentIds } = await readBody(c, groupMembersSchema);
    const moved = await groups.move([...new Set(studentIds)], group.id, (tx, moved) => recordMoves(c, tx, moved, group));
    await refresh(moved.map((m) => m.studentId));
    return c.json({ moved: moved.length, group: (await groups.find(group.id))! } satisfies GroupMoved);
  });

  app.delete('/:id/members/:studentId', operator, async (c) => {
    const group = await groupParam(c);
    const studentId = decimalInteger(c.req.param('studentId'), 2_147_483_647);
    const current = studentId === undefined ? null : await groups.ofStudent(studentId);
    if (studentId === undefined || current?.id !== group.id) throw new HttpError(404, 'Ese estudiante no está en el grupo.');
    await refresh((await groups.move([studentId], null, (tx, moved) => recordMoves(c, tx, moved, null))).map((m) => m.studentId));
    return c.body(null, 204);
  });

  return app;
}
