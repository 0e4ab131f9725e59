/**
 * /api/admin/at-risk: 'Estudiantes en riesgo' (issue 36 §4), operators only. Each row says why:
 * no activity in N days (`?days=`, default 7), readiness under the pass mark with the exam less
 * than 21 days away, or access ending within 7 days.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AtRiskPage, AtRiskReason } from '../../src/shared/console-api';
import { limaDate } from '../../src/shared/course-access';
import { PASS_PERCENT } from '../../src/shared/scoring';
import { decimalQuery, readQuery, requireOperator, type AuthEnv, type TokenService } from '../lib/http';
import type { AtRiskRepository, AtRiskRow } from '../repositories/at-risk.repository';
import type { StudentsRepository } from '../repositories/students.repository';

export const AT_RISK_PAGE_SIZE = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

const query = z.object({
  page: decimalQuery(1_000_000, 1),
  days: decimalQuery(365, 7),
  /** `?group=<id>`: one group's members; `?group=none`: the students in no group (issue 54 §5). */
  group: z
    .string()
    .regex(/^([1-9]\d{0,9}|none)$/)
    .optional()
    .transform((text) => (text === undefined ? undefined : text === 'none' ? ('none' as const) : Number(text))),
});

export type { AtRiskReason };

/** Whole days from `today` to `day` (both 'YYYY-MM-DD'). */
function daysFrom(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

function reasonsOf(row: AtRiskRow, today: string): AtRiskReason[] {
  const reasons: AtRiskReason[] = [];
  if (row.behind && row.examDate) reasons.push({ kind: 'behind', readiness: row.readiness, examDate: row.examDate, daysLeft: daysFrom(today, row.examDate) });
  if (row.ending && row.endsAt) reasons.push({ kind: 'ending', endsAt: row.endsAt, daysLeft: daysFrom(today, row.endsAt) });
  if (row.inactive) reasons.push({ kind: 'inactive', since: row.lastActivityAt === null ? null : new Date(row.lastActivityAt).toISOString() });
  return reasons;
}

export function atRiskRoutes(deps: { atRisk: AtRiskRepository; students: StudentsRepository; tokens: TokenService; now: () => number }) {
  const app = new Hono<AuthEnv>();
  const operator = requireOperator(deps.tokens, deps.students);

  app.get('/', operator, async (c) => {
    const { page, days, group } = readQuery(c, query);
    const at = deps.now();
    const today = limaDate(at);
    const { rows, total } = await deps.atRisk.page(
      { today, inactiveBefore: at - days * DAY_MS, passPercent: PASS_PERCENT, group },
      (page - 1) * AT_RISK_PAGE_SIZE,
      AT_RISK_PAGE_SIZE,
    );
    return c.json({
      students: rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        readiness: row.readiness,
        lastActivityAt: row.lastActivityAt === null ? null : new Date(row.lastActivityAt).toISOString(),
        reasons: reasonsOf(row, today),
      })),
      total,
      page,
      pageSize: AT_RISK_PAGE_SIZE,
      days,
    } satisfies AtRiskPage);
  });

  return app;
}
