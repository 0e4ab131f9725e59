/**
 * The console's calls (CONSOLE-API.md): typed reads and actions over the app's API client. Online
 * only: no network is an error on screen, never a queue. A 401 ends the session (the console's
 * layout then goes to /login); any other refusal is an ApiError with the server's Spanish message.
 */
import { API_BASE, ApiError, OfflineError, messageOf, type ApiClient, type RawResponse } from '../../lib/api-client';
import { localStore } from '../../lib/local-store';
import type { StudentRow, StudentSort } from '../../shared/console-rows';
import type { GroupFiguresView, GroupSummary } from '../../shared/groups';

export type { GroupFiguresView, GroupSummary } from '../../shared/groups';
/** A group's id, or 'none' (the students in no group); undefined: every student. */
export type GroupFilter = number | 'none' | undefined;

export type { AccessStatus } from '../../shared/course-access';
export type { Readiness, StudentRow, StudentSort } from '../../shared/console-rows';

export type SortDir = 'asc' | 'desc';

export interface StudentPage {
  students: StudentRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AttemptRow {
  id: string;
  examId: string;
  examTitle: string;
  startedAt: string;
  finishedAt: string;
  receivedAt: string;
  answers: { questionId: string; selectedOptions: string[] }[];
  score: number;
  correct: number;
  total: number;
  passed: boolean;
}

export interface StudentDetail {
  student: StudentRow;
  attempts: AttemptRow[];
  topics: { topic: number | string; title: string; answered: number; correct: number }[];
  lastActivityAt: string | null;
}

export interface CreatedStudent {
  student: StudentRow;
  password?: string;
  linkSent: boolean;
}

export type QuestionSort = 'facility' | 'discrimination' | 'answers' | 'id';

export interface QuestionStat {
  id: string;
  topic: number | string;
  text: string;
  answers: number;
  facility: number;
  discrimination: number | null;
  /** The chance of guessing it right, and 90 % ranges of both figures (server/lib/item-statistics.ts). */
  chance: number;
  facilityLow: number;
  facilityHigh: number;
  discriminationLow: number | null;
  discriminationHigh: number | null;
  review: boolean;
  options: { text: string; chosen: number; correct: boolean }[];
  source: { path: string; anchor: string };
}

export interface Person {
  id: number;
  name: string;
  email: string;
}

export type ReportStatus = 'open' | 'resolved';

export interface ReportRow {
  id: string;
  at: string;
  student: Person;
  questionId: string;
  questionText: string;
  examId: string | null;
  text: string;
  status: ReportStatus;
  resolvedAt: string | null;
  resolvedBy: Person | null;
  note: string | null;
}

export type ActivityAction =
  | 'create-student'
  | 'grant-access'
  | 'change-access'
  | 'revoke-access'
  | 'send-reset-link'
  | 'resolve-report'
  | 'import-student'
  | 'create-codes'
  | 'redeem-code'
  | 'create-announcement'
  | 'withdraw-announcement'
  | 'create-group'
  | 'update-group'
  | 'delete-group'
  | 'join-group'
  | 'leave-group';

export interface ActivityEntry {
  id: number | string;
  at: string;
  operator: Person | null;
  action: ActivityAction | string;
  target: Person | null;
  details: Record<string, unknown>;
}

export interface ActivityPage {
  entries: ActivityEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ImportRow {
  row: number;
  name: string;
  email: string;
  endsAt: string | null;
  group: string | null;
  problems: string[];
}

export interface ImportPreview {
  rows: ImportRow[];
  valid: number;
  invalid: number;
  /** What the new students get: a welcome link by mail (SMTP), or passwords for the operator to hand over. */
  delivery: 'link' | 'passwords';
}

export type ImportStep = 'passwords' | 'saving' | 'mail';
export type ImportEvent =
  | { type: 'progress'; step: ImportStep; done: number; total: number }
  | { type: 'done'; created: number; linksSent: number; passwordsCsv: string | null }
  | { type: 'error'; message: string };

export type CodeState = 'free' | 'used' | 'expired';

export interface CodeRow {
  code: string;
  batchId: number;
  createdAt: string;
  days: number;
  expiresOn: string;
  state: CodeState;
  /** The group whoever redeems it joins; null: none. */
  group: { id: number; name: string } | null;
  usedAt: string | null;
  usedBy: Person | null;
}

export interface CodePage {
  codes: CodeRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AnnouncementRow {
  id: number;
  createdAt: string;
  createdBy: { id: number; name: string } | null;
  body: string;
  mailed: boolean;
  withdrawnAt: string | null;
  /** How many students closed its banner on Mis Cursos. */
  dismissed: number;
  /** For this group's members only; null: everyone. */
  group: { id: number | null; name: string } | null;
  /** How many students it is for: the group's members, or every student. */
  audience: number;
}

export interface AnnouncementPage {
  announcements: AnnouncementRow[];
  total: number;
  page: number;
  pageSize: number;
  /** How many students there are (everyone a notice is for). */
  students: number;
  /** Whether this server mails (SMTP); without it a notice is shown in the app alone. */
  canMail: boolean;
}

export type AtRiskReason =
  | { kind: 'inactive'; since: string | null }
  | { kind: 'behind'; readiness: number | null; examDate: string; daysLeft: number }
  | { kind: 'ending'; endsAt: string; daysLeft: number };

export interface AtRiskPage {
  students: (Person & { readiness: number | null; lastActivityAt: string | null; reasons: AtRiskReason[] })[];
  total: number;
  page: number;
  pageSize: number;
  days: number;
}

const OFFLINE = 'Sin conexión: la consola necesita internet. Revisa tu conexión e inténtalo de nuevo.';
const FAILURE = 'No se pudo completar la operación. Inténtalo de nuevo.';

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function createAdminApi(api: Pick<ApiClient, 'request'>, onUnauthorized: () => void) {
  /** A class list sent as the file it is (the JSON client would wrap it). */
  async function sendFile(path: string, csv: string): Promise<Response> {
    const token = localStore.getToken();
    try {
      return await fetch(`${API_BASE}/admin${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv; charset=utf-8', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: csv,
      });
    } catch {
      throw new OfflineError(OFFLINE);
    }
  }

  async function readJson<T>(res: Response): Promise<T> {
    const json: unknown = await res.json().catch(() => undefined);
    if (res.status === 401) {
      onUnauthorized();
      throw new ApiError(401, 'Sesión inválida o expirada.');
    }
    if (!res.ok) throw new ApiError(res.status, messageOf(json) ?? FAILURE);
    return json as T;
  }

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let res: RawResponse;
    try {
      res = await api.request(method, `/admin${path}`, body);
    } catch (error) {
      if (error instanceof OfflineError) throw new OfflineError(OFFLINE);
      throw error;
    }
    if (res.status === 401) {
      onUnauthorized();
      throw new ApiError(401, 'Sesión inválida o expirada.');
    }
    if (!res.ok) throw new ApiError(res.status, messageOf(res.json) ?? FAILURE);
    return res.json as T;
  }

  return {
    students: (params: { q?: string; sort?: StudentSort; dir?: SortDir; page?: number; group?: GroupFilter }) => call<StudentPage>('GET', `/students${query(params)}`),
    groups: (page: number) => call<{ groups: GroupSummary[]; total: number; page: number; pageSize: number }>('GET', `/groups${query({ page })}`),
    groupOptions: () => call<{ groups: GroupSummary[] }>('GET', '/groups/options'),
    group: (id: number) => call<{ group: GroupSummary; figures: GroupFiguresView }>('GET', `/groups/${id}`),
    createGroup: (body: { name: string; examDate: string | null }) => call<{ group: GroupSummary }>('POST', '/groups', body),
    updateGroup: (id: number, body: { name?: string; examDate?: string | null }) => call<{ group: GroupSummary }>('PATCH', `/groups/${id}`, body),
    deleteGroup: (id: number) => call<undefined>('DELETE', `/groups/${id}`),
    addToGroup: (id: number, studentIds: number[]) => call<{ moved: number; group: GroupSummary }>('POST', `/groups/${id}/members`, { studentIds }),
    removeFromGroup: (id: number, studentId: number) => call<undefined>('DELETE', `/groups/${id}/members/${studentId}`),
    student: (id: number) => call<StudentDetail>('GET', `/students/${id}`),
    createStudent: (body: { name: string; email: string; endsAt: string | null }) => call<CreatedStudent>('POST', '/students', body),
    setAccess: (id: number, endsAt: string | null) => call<StudentRow>('PUT', `/students/${id}/access`, { endsAt }),
    revokeAccess: (id: number) => call<StudentRow>('DELETE', `/students/${id}/access`),
    /** Mailed (SMTP), or without SMTP the one-time link for the operator to hand over. */
    sendResetLink: (id: number) => call<{ sent: boolean; delivery?: 'smtp' | 'handover'; link?: string }>('POST', `/students/${id}/reset-link`),
    questions: (params: { sort?: QuestionSort; dir?: SortDir; group?: number }) => call<{ questions: QuestionStat[] }>('GET', `/questions${query(params)}`),
    reports: (status: ReportStatus | 'all') => call<{ reports: ReportRow[] }>('GET', `/reports${query({ status })}`),
    resolveReport: (id: string, note: string) => call<ReportRow>('POST', `/reports/${encodeURIComponent(id)}/resolve`, note ? { note } : {}),
    activity: (page: number) => call<ActivityPage>('GET', `/activity${query({ page })}`),
    previewImport: async (csv: string) => readJson<ImportPreview>(await sendFile('/imports/preview', csv)),
    /**
     * Imports a class list, calling `onEvent` with each step of the server's progress as it comes;
     * resolves with the last event (the result, or why nothing was created).
     */
    async importStudents(csv: string, onEvent: (event: ImportEvent) => void): Promise<ImportEvent> {
      const res = await sendFile('/imports', csv);
      if (!res.ok || !res.body) return readJson<never>(res);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = '';
      let last: ImportEvent = { type: 'error', message: FAILURE };
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
        if (done) break;
        buffered += value;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines.filter(Boolean)) {
          last = JSON.parse(line) as ImportEvent;
          onEvent(last);
        }
      }
      return last;
    },
    announcements: (page: number) => call<AnnouncementPage>('GET', `/announcements${query({ page })}`),
    postAnnouncement: (body: { body: string; mail: boolean; groupId: number | null }) => call<{ id: number; mailed: number; canMail: boolean }>('POST', '/announcements', body),
    withdrawAnnouncement: (id: number) => call<undefined>('DELETE', `/announcements/${id}`),
    atRisk: (params: { page?: number; days?: number }) => call<AtRiskPage>('GET', `/at-risk${query(params)}`),
    codes: (params: { page?: number; state?: CodeState }) => call<CodePage>('GET', `/codes${query(params)}`),
    createCodes: (body: { count: number; days: number; expiresOn: string; groupId: number | null }) =>
      call<{ batchId: number; days: number; expiresOn: string; codes: string[] }>('POST', '/codes', body),
    /** The students list as CSV, ready to save: the BOM that lets Excel read accents is put back (fetch drops it). */
    async studentsCsv(params: { q?: string; sort?: StudentSort; dir?: SortDir; group?: GroupFilter }): Promise<Blob> {
      const res = await api.request('GET', `/admin/students.csv${query(params)}`).catch(() => {
        throw new OfflineError(OFFLINE);
      });
      if (res.status === 401) onUnauthorized();
      if (!res.ok) throw new ApiError(res.status, messageOf(res.json) ?? FAILURE);
      return new Blob([`\uFEFF${res.text.replace(/^\uFEFF/, '')}`], { type: 'text/csv;charset=utf-8' });
    },
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;

