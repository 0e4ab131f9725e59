/**
 * Groups ('Grupos', issue 36 §2) through app.request(): operators create, rename, date and delete
 * groups (unique names, Spanish errors) and move students in and out (one group per student), each
 * change in the audit log; students get 403. The student list, its CSV and the item analysis filter
 * by group; a group's figures come from the learning state; a member reads the group's exam date in
 * /api/settings. The other items' hooks: import's 'Grupo' column, a code batch for a group, and a
 * notice for a group (seen only by its members, counted out of them).
 */
import { describe, expect, it } from 'vitest';
import { OPERATOR, PRINCIPAL_01_QUESTIONS, quickStudent, signInOperator, storeAttempt, type ActivityEntry } from './support/console';
import { type ApiAnswer, type TestApp, setUpTestApp } from './support/test-app';

interface Group {
  id: number;
  name: string;
  examDate: string | null;
  members: number;
}

let t: TestApp;
setUpTestApp((app) => (t = app), { failOnServerErrors: true });

function expectStatus(res: ApiAnswer, status: number) {
  expect(res.status, res.text).toBe(status);
  return res.body;
}

async function setUp() {
  const operator = await signInOperator(t);
  const call = (method: string, url: string, json?: unknown) => t.call(method, url, { token: operator, json });
  const create = async (name: string, examDate: string | null = null) =>
    (expectStatus(await call('POST', '/api/admin/groups', { name, examDate }), 201) as { group: Group }).group;
  const activity = async () => (expectStatus(await call('GET', '/api/admin/activity'), 200) as { entries: ActivityEntry[] }).entries;
  return { operator, call, create, activity };
}

describe('groups', () => {
  it('is for operators only: 401 without a token, 403 to a student', async () => {
    const { create } = await setUp();
    const group = await create('Examen de diciembre 2026', '2026-12-18');
    const student = await t.login();
    for (const [method, url, json] of [
      ['GET', '/api/admin/groups', undefined],
      ['GET', '/api/admin/groups/options', undefined],
      ['POST', '/api/admin/groups', { name: 'Otro' }],
      ['GET', `/api/admin/groups/${group.id}`, undefined],
      ['PATCH', `/api/admin/groups/${group.id}`, { name: 'X' }],
      ['DELETE', `/api/admin/groups/${group.id}`, undefined],
      ['POST', `/api/admin/groups/${group.id}/members`, { studentIds: [1] }],
      ['DELETE', `/api/admin/groups/${group.id}/members/1`, undefined],
    ] as const) {
      expect((await t.call(method, url, { json })).status, `${method} ${url}`).toBe(401);
      const refused = await t.call(method, url, { token: student, json });
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect((refused.body as { message: string }).message).toBe('No tienes permisos para acceder a esa página.');
    }
  });

  it('creates, lists, renames, dates and deletes groups with unique trimmed names, each change recorded', async () => {
    const { call, create, activity } = await setUp();
    const december = await create('  Examen de diciembre 2026  ', '2026-12-18');
    expect(december).toMatchObject({ name: 'Examen de diciembre 2026', examDate: '2026-12-18', members: 0 });
    await create('Abril 2027');
    const listed = expectStatus(await call('GET', '/api/admin/groups'), 200) as { groups: Group[]; total: number; pageSize: number };
    expect(listed.groups.map((g) => g.name)).toEqual(['Abril 2027', 'Examen de diciembre 2026']);
    expect(listed.total).toBe(2);

    // Names: unique whatever the case, required, not too long; dates must be dates.
    const duplicate = await call('POST', '/api/admin/groups', { name: 'examen DE diciembre 2026' });
    expect(duplicate.status).toBe(409);
    expect((duplicate.body as { message: string }).message).toBe('Ya existe un grupo llamado «examen DE diciembre 2026».');
    expect((expectStatus(await call('POST', '/api/admin/groups', { name: '   ' }), 400) as { message: string }).message).toBe('Escribe el nombre del grupo.');
    expect((expectStatus(await call('POST', '/api/admin/groups', { name: 'x'.repeat(101) }), 400) as { message: string }).message).toBe(
      'El nombre del grupo puede tener como máximo 100 caracteres.',
    );
    expect((expectStatus(await call('POST', '/api/admin/groups', { name: 'Mayo', examDate: '2026-02-30' }), 400) as { message: string }).message).toBe(
      'La fecha del examen no es válida: usa el formato AAAA-MM-DD.',
    );
    const renameClash = await call('PATCH', `/api/admin/groups/${december.id}`, { name: 'ABRIL 2027' });
    expect(renameClash.status).toBe(409);

    const renamed = expectStatus(await call('PATCH', `/api/admin/groups/${december.id}`, { name: 'Diciembre', examDate: null }), 200) as { group: Group };
    expect(renamed.group).toMatchObject({ name: 'Diciembre', examDate: null });
    const dated = expectStatus(await call('PATCH', `/api/admin/groups/${december.id}`, { examDate: '2026-12-19' }), 200) as { group: Group };
    expect(dated.group).toMatchObject({ name: 'Diciembre', examDate: '2026-12-19' });
    expect(expectStatus(await call('PATCH', `/api/admin/groups/${december.id}`, {}), 400)).toMatchObject({ message: 'Indica el nuevo nombre o la fecha del examen.' });

    expect((await call('DELETE', `/api/admin/groups/${december.id}`)).status).toBe(204);
    expect((await call('GET', `/api/admin/groups/${december.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/groups/${december.id}`)).status).toBe(404);

    const entries = await activity();
    expect(entries.map((e) => e.action)).toEqual(['delete-group', 'update-group', 'update-group', 'create-group', 'create-group']);
    expect(entries[0]).toMatchObject({ operator: { email: OPERATOR.email }, details: { name: 'Diciembre' } });
    expect(entries[2].details).toMatchObject({ name: 'Diciembre', previousName: 'Examen de diciembre 2026', examDate: null, previousExamDate: '2026-12-18' });
  });

  it('keeps a student in one group at most, filters the list and the CSV by group, and records every move', async () => {
    const { call, create, activity } = await setUp();
    const [a, b] = [await create('Grupo A'), await create('Grupo B')];
    const ana = await quickStudent(t, 'Ana Torres', 'ana@correo.pe');
    const beto = await quickStudent(t, 'Beto Ruiz', 'beto@correo.pe');
    const operatorId = (await t.students.findByEmail(OPERATOR.email))!.id;

    // Operators are never moved; a repeated id counts once.
    expect(expectStatus(await call('POST', `/api/admin/groups/${a.id}/members`, { studentIds: [ana.id, beto.id, ana.id, operatorId] }), 200)).toMatchObject({ moved: 2, group: { members: 2 } });
    // Into B: Ana leaves A.
    expect(expectStatus(await call('POST', `/api/admin/groups/${b.id}/members`, { studentIds: [ana.id] }), 200)).toMatchObject({ moved: 1, group: { members: 1 } });
    expect((expectStatus(await call('GET', `/api/admin/groups/${a.id}`), 200) as { group: Group }).group.members).toBe(1);
    // Again: nothing moves, nothing is recorded.
    expect(expectStatus(await call('POST', `/api/admin/groups/${b.id}/members`, { studentIds: [ana.id] }), 200)).toMatchObject({ moved: 0 });

    const names = async (query: string) => (expectStatus(await call('GET', `/api/admin/students${query}`), 200) as { students: { name: string; group: { name: string } | null }[] }).students;
    expect((await names(`?group=${b.id}`)).map((s) => [s.name, s.group?.name])).toEqual([['Ana Torres', 'Grupo B']]);
    expect((await names(`?group=${a.id}`)).map((s) => s.name)).toEqual(['Beto Ruiz']);
    expect((await names('?group=none')).map((s) => s.name)).toEqual(['Estudiante Demo']);
    expect((await names(`?group=${a.id}&q=ana`)).map((s) => s.name)).toEqual([]);
    expect((await call('GET', '/api/admin/students?group=abc')).status).toBe(400);
    const csvText = (await call('GET', `/api/admin/students.csv?group=${b.id}`)).text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(csvText[0].endsWith(',Grupo')).toBe(true);
    expect(csvText.slice(1).map((line) => line.split(',')[0])).toEqual(['Ana Torres']);
    expect(csvText[1].endsWith(',Grupo B')).toBe(true);

    // Out of the group: only a member can be taken out.
    expect((await call('DELETE', `/api/admin/groups/${a.id}/members/${ana.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/groups/${b.id}/members/${ana.id}`)).status).toBe(204);
    expect((await names('?group=none')).map((s) => s.name)).toEqual(['Ana Torres', 'Estudiante Demo']);

    // Deleting a group leaves its members in none.
    expect((await call('DELETE', `/api/admin/groups/${a.id}`)).status).toBe(204);
    expect((await names('?group=none')).map((s) => s.name)).toEqual(['Ana Torres', 'Beto Ruiz', 'Estudiante Demo']);

    const moves = (await activity()).filter((e) => e.action === 'join-group' || e.action === 'leave-group').reverse();
    expect(moves.map((e) => [e.action, e.target?.name, e.details.group])).toEqual([
      ['join-group', 'Ana Torres', 'Grupo A'],
      ['join-group', 'Beto Ruiz', 'Grupo A'],
      ['join-group', 'Ana Torres', 'Grupo B'],
      ['leave-group', 'Ana Torres', 'Grupo B'],
    ]);
    expect(moves[2].details.previousGroup).toBe('Grupo A');
  });

  it("reads a group's figures from the learning state and filters the item analysis by group", async () => {
    t.clock.now = Date.parse('2026-12-01T15:00:00Z');
    const { call, create } = await setUp();
    const group = await create('Diciembre');
    const [ana, beto, carla] = [await quickStudent(t, 'Ana', 'ana@correo.pe'), await quickStudent(t, 'Beto', 'beto@correo.pe'), await quickStudent(t, 'Carla', 'carla@correo.pe')];
    const outsider = await quickStudent(t, 'Dora', 'dora@correo.pe');
    // Ana studied today (Lima), Beto 8 days ago, Carla never; Dora is outside the group.
    await storeAttempt(t, ana.id, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], '2026-12-01T14:00:00.000Z');
    await storeAttempt(t, beto.id, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], '2026-11-23T14:00:00.000Z');
    await storeAttempt(t, outsider.id, [0, 1, 0, 0, 0, 0, 0, 0, 0, 0], '2026-12-01T14:00:00.000Z');
    expectStatus(await call('POST', `/api/admin/groups/${group.id}/members`, { studentIds: [ana.id, beto.id, carla.id] }), 200);

    const page = expectStatus(await call('GET', `/api/admin/groups/${group.id}`), 200) as {
      figures: { members: number; activeLastWeek: number; readiness: { bands: { from: number; to: number; students: number }[]; noData: number }; topics: { topic: number; title: string; mastery: number; students: number }[] };
    };
    expect(page.figures.members).toBe(3);
    expect(page.figures.activeLastWeek).toBe(1);
    expect(page.figures.readiness.noData).toBe(1);
    expect(page.figures.readiness.bands.map((b) => [b.from, b.to])).toEqual([[0, 39], [40, 59], [60, 79], [80, 100]]);
    expect(page.figures.readiness.bands.reduce((sum, b) => sum + b.students, 0)).toBe(2);
    // Weakest first, each topic averaged over the members who answered in it.
    expect(page.figures.topics.length).toBeGreaterThan(0);
    const masteries = page.figures.topics.map((x) => x.mastery);
    expect([...masteries].sort((x, y) => x - y)).toEqual(masteries);
    expect(page.figures.topics.every((x) => x.students === 2 && x.title.length > 0)).toBe(true);

    // The item analysis of the group counts Ana's and Beto's first attempts, not Dora's.
    const rows = (expectStatus(await call('GET', `/api/admin/questions?group=${group.id}`), 200) as { questions: { id: string; answers: number; facility: number }[] }).questions;
    const q2 = rows.find((r) => r.id === PRINCIPAL_01_QUESTIONS[1].id)!;
    expect(q2).toMatchObject({ answers: 2, facility: 0.5 });
    const all = (expectStatus(await call('GET', '/api/admin/questions'), 200) as { questions: { id: string; answers: number }[] }).questions;
    expect(all.find((r) => r.id === PRINCIPAL_01_QUESTIONS[1].id)!.answers).toBe(3);
    expect((await call('GET', '/api/admin/questions?group=999')).status).toBe(404);
  });

  it("hands a member the group's exam date in /api/settings, next to their own", async () => {
    const { call, create } = await setUp();
    const group = await create('Diciembre', '2026-12-18');
    const ana = await t.createStudent({ enrolled: true });
    const token = await t.login(ana.email, ana.password);
    const settings = async () => expectStatus(await t.call('GET', '/api/settings', { token }), 200) as { settings: unknown; groupExamDate: string | null };
    expect((await settings()).groupExamDate).toBeNull();
    expectStatus(await call('POST', `/api/admin/groups/${group.id}/members`, { studentIds: [ana.id] }), 200);
    expect(await settings()).toMatchObject({ settings: null, groupExamDate: '2026-12-18' });
    const put = expectStatus(await t.call('PUT', '/api/settings', { token, json: { examDate: '2027-01-10', updatedAt: new Date(t.clock.now).toISOString() } }), 200);
    expect(put).toMatchObject({ settings: { examDate: '2027-01-10' }, groupExamDate: '2026-12-18' });
    expectStatus(await call('PATCH', `/api/admin/groups/${group.id}`, { examDate: null }), 200);
    expect((await settings()).groupExamDate).toBeNull();
  });
});

describe("the other items' group hooks", () => {
  it("import: the 'Grupo' column puts each student in the group it names, and an unknown group is the row's problem", async () => {
    const { operator, create } = await setUp();
    await create('Diciembre');
    const csv = 'Nombre;Correo;Grupo\nAna;ana@correo.pe;diciembre\nBeto;beto@correo.pe;Enero\nCarla;carla@correo.pe;\n';
    const preview = await t.call('POST', '/api/admin/imports/preview', { token: operator, raw: csv, headers: { 'Content-Type': 'text/csv' } });
    expect(preview.status, preview.text).toBe(200);
    const rows = (preview.body as { rows: { email: string; group: string | null; problems: string[] }[] }).rows;
    expect(rows.map((r) => [r.email, r.group, r.problems])).toEqual([
      ['ana@correo.pe', 'Diciembre', []],
      ['beto@correo.pe', 'Enero', ['No existe el grupo «Enero»: créalo en Grupos o corrige el nombre.']],
      ['carla@correo.pe', null, []],
    ]);
    const done = await t.call('POST', '/api/admin/imports', { token: operator, raw: csv, headers: { 'Content-Type': 'text/csv' } });
    expect(done.text).toContain('"type":"done","created":2');
    const listed = (expectStatus(await t.call('GET', '/api/admin/students', { token: operator }), 200) as { students: { email: string; group: { name: string } | null }[] }).students;
    expect(listed.map((s) => [s.email, s.group?.name ?? null])).toEqual([
      ['ana@correo.pe', 'Diciembre'],
      ['carla@correo.pe', null],
      ['estudiante@academia.pe', null],
    ]);
  });

  it('codes: a batch for a group puts whoever redeems a code in it', async () => {
    const { call, create } = await setUp();
    const group = await create('Diciembre', '2026-12-18');
    expect(expectStatus(await call('POST', '/api/admin/codes', { count: 1, days: 30, expiresOn: '2099-12-31', groupId: 999 }), 400)).toMatchObject({ message: 'El grupo no existe.' });
    const batch = expectStatus(await call('POST', '/api/admin/codes', { count: 2, days: 30, expiresOn: '2099-12-31', groupId: group.id }), 201) as { codes: string[]; group: { name: string } };
    expect(batch.group.name).toBe('Diciembre');
    const activated = await t.call('POST', '/api/codes/activate', {
      json: { code: batch.codes[0], name: 'Eva Nueva', email: 'eva@correo.pe', newPassword: 'Clave2026!', confirmPassword: 'Clave2026!' },
    });
    expect(activated.status, activated.text).toBe(201);
    const listed = (expectStatus(await call('GET', `/api/admin/students?group=${group.id}`), 200) as { students: { email: string }[] }).students;
    expect(listed.map((s) => s.email)).toEqual(['eva@correo.pe']);
    const codes = (expectStatus(await call('GET', '/api/admin/codes'), 200) as { codes: { group: { name: string } | null }[] }).codes;
    expect(codes.every((c) => c.group?.name === 'Diciembre')).toBe(true);
  });

  it("announcements: a notice for a group reaches its members only, and its count is out of them; deleting the group withdraws it", async () => {
    const { call, create } = await setUp();
    const group = await create('Diciembre');
    const member = await t.createStudent({ enrolled: true });
    const other = await t.createStudent({ enrolled: true });
    expectStatus(await call('POST', `/api/admin/groups/${group.id}/members`, { studentIds: [member.id] }), 200);
    expect(expectStatus(await call('POST', '/api/admin/announcements', { body: 'Hola', groupId: 999 }), 400)).toMatchObject({ message: 'El grupo no existe.' });
    const forGroup = expectStatus(await call('POST', '/api/admin/announcements', { body: 'Solo para diciembre', groupId: group.id }), 201) as { id: number };
    expectStatus(await call('POST', '/api/admin/announcements', { body: 'Para todos' }), 201);

    const notices = async (student: { email: string; password: string }) => {
      const token = await t.login(student.email, student.password);
      return { token, bodies: (expectStatus(await t.call('GET', '/api/announcements', { token }), 200) as { announcements: { body: string }[] }).announcements.map((a) => a.body) };
    };
    const seenByMember = await notices(member);
    expect(seenByMember.bodies).toEqual(['Para todos', 'Solo para diciembre']);
    expect((await notices(other)).bodies).toEqual(['Para todos']);
    expect((await t.call('POST', `/api/announcements/${forGroup.id}/dismiss`, { token: seenByMember.token })).status).toBe(204);

    const listed = async () =>
      (expectStatus(await call('GET', '/api/admin/announcements'), 200) as { announcements: { id: number; dismissed: number; audience: number; group: { name: string } | null; withdrawnAt: string | null }[] })
        .announcements;
    const [everyone, groupNotice] = await listed();
    expect(everyone).toMatchObject({ group: null, audience: 3, dismissed: 0 });
    expect(groupNotice).toMatchObject({ group: { name: 'Diciembre' }, audience: 1, dismissed: 1 });

    expect((await call('DELETE', `/api/admin/groups/${group.id}`)).status).toBe(204);
    const after = await listed();
    expect(after[1]).toMatchObject({ group: { name: 'Diciembre' } });
    expect(after[1].withdrawnAt).not.toBeNull();
    expect(after[0].withdrawnAt).toBeNull();
    expect((await notices(other)).bodies).toEqual(['Para todos']);
  });
});
