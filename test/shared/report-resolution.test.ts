/**
 * The report loop on the device (issue 48 §5): the server's list of the student's reports folded into
 * the device's copies, and the line the question's review shows ('Corregido: <nota>').
 */
import { describe, expect, it } from 'vitest';
import { resolutionText, resolvedReports, type Report, type ServerReport } from '../../src/shared/report';

const local: Report = { id: 'r1', questionId: 'q101', attemptId: 'a1', examId: 'principal-01', text: 'La clave está mal.', createdAt: '2026-11-20T10:00:00.000Z', syncedAt: '2026-11-20T10:01:00.000Z' };
const remote = (overrides: Partial<ServerReport> = {}): ServerReport => ({
  id: 'r1',
  questionId: 'q101',
  examId: 'principal-01',
  attemptId: 'a1',
  text: 'La clave está mal.',
  at: '2026-11-20T10:01:00.000Z',
  status: 'resolved',
  resolvedAt: '2026-12-01T15:00:00.000Z',
  note: 'Se corrigió la clave.',
  ...overrides,
});

describe('resolvedReports', () => {
  it('adds the resolution to the device copy, once', () => {
    const [changed] = resolvedReports([local], [remote()]);
    expect(changed).toEqual({ ...local, resolution: { at: '2026-12-01T15:00:00.000Z', note: 'Se corrigió la clave.' } });
    expect(resolvedReports([changed], [remote()])).toEqual([]);
  });

  it('keeps open reports as they are and brings in a resolved one written on another device', () => {
    expect(resolvedReports([local], [remote({ status: 'open', resolvedAt: null, note: null })])).toEqual([]);
    const [other] = resolvedReports([], [remote({ id: 'r2' })]);
    expect(other).toMatchObject({ id: 'r2', questionId: 'q101', syncedAt: '2026-11-20T10:01:00.000Z', resolution: { note: 'Se corrigió la clave.' } });
  });
});

describe('resolutionText', () => {
  it("says 'Corregido: <nota>' with the newest resolution, and nothing before one", () => {
    expect(resolutionText([local])).toBeNull();
    expect(resolutionText([{ resolution: { at: '2026-11-01T00:00:00.000Z', note: 'Antes.' } }, { resolution: { at: '2026-12-01T00:00:00.000Z', note: 'Se corrigió la clave.' } }])).toBe('Corregido: Se corrigió la clave.');
    expect(resolutionText([{ resolution: { at: '2026-12-01T00:00:00.000Z', note: null } }])).toBe('La academia revisó tu reporte.');
  });
});
