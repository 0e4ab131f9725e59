/**
 * The console's calls (CONSOLE-API.md): typed reads and actions over the app's API client. Online
 * only: no network is an error on screen, never a queue. A 401 ends the session (the console's
 * layout then goes to /login); any other refusal is an ApiError with the server's Spanish message.
 */
import { API_BASE, ApiError, OfflineError, messageOf, type ApiClient, type RawResponse } from '../../lib/api/api-client';
import { localStore } from '../../lib/storage/local-store';
import type {
  ActivityPage,
  AnnouncementPage,
  AtRiskPage,
  CodeBatch,
  CodePage,
  CodeState,
  CreatedCodes,
  CreatedStudent,
  GroupAnswer,
  GroupChange,
  GroupDetail,
  GroupMoved,
  GroupOptions,
  GroupPage,
  ImportEvent,
  ImportPreview,
  NewAnnouncement,
  NewGroup,
  NewStudent,
  PostedAnnouncement,
  QuestionList,
  QuestionSort,
  ReportList,
  ReportRow,
  ReportStatus,
  ResetLinkResult,
  SortDir,
  StudentDetail,
  StudentPage,
} from '../../shared/console-api';
import type { StudentRow, StudentSort } from '../../shared/console-rows';
import type { QuestionFields } from '../../content/content-versions';
import type { ContentItem, VersionView } from '../../shared/content-api';

// The shapes come from the server's schemas (shared/console-api.ts); only the calls live here.
export type * from '../../shared/console-api';
export type { AccessStatus } from '../../shared/course-access';
export type { Readiness, StudentRow, StudentSort } from '../../shared/console-rows';

/** A group's id, or 'none' (the students in no group); undefined: every student. */
export type GroupFilter = number | 'none' | undefined;

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
    if (!res.ok) throw new ApiError(res.status, messageOf(res.json) ?? FAILURE, res.json);
    return res.json as T;
  }

  return {
    students: (params: { q?: string; sort?: StudentSort; dir?: SortDir; page?: number; group?: GroupFilter }) => call<StudentPage>('GET', `/students${query(params)}`),
    groups: (page: number) => call<GroupPage>('GET', `/groups${query({ page })}`),
    groupOptions: () => call<GroupOptions>('GET', '/groups/options'),
    group: (id: number) => call<GroupDetail>('GET', `/groups/${id}`),
    createGroup: (body: NewGroup) => call<GroupAnswer>('POST', '/groups', body),
    updateGroup: (id: number, body: GroupChange) => call<GroupAnswer>('PATCH', `/groups/${id}`, body),
    deleteGroup: (id: number) => call<undefined>('DELETE', `/groups/${id}`),
    addToGroup: (id: number, studentIds: number[]) => call<GroupMoved>('POST', `/groups/${id}/members`, { studentIds }),
    removeFromGroup: (id: number, studentId: number) => call<undefined>('DELETE', `/groups/${id}/members/${studentId}`),
    student: (id: number) => call<StudentDetail>('GET', `/students/${id}`),
    createStudent: (body: NewStudent) => call<CreatedStudent>('POST', '/students', body),
    setAccess: (id: number, endsAt: string | null) => call<StudentRow>('PUT', `/students/${id}/access`, { endsAt }),
    revokeAccess: (id: number) => call<StudentRow>('DELETE', `/students/${id}/access`),
    /** Mailed (SMTP), or without SMTP the one-time link for the operator to hand over. */
    sendResetLink: (id: number) => call<ResetLinkResult>('POST', `/students/${id}/reset-link`),
    questions: (params: { sort?: QuestionSort; dir?: SortDir; group?: number }) => call<QuestionList>('GET', `/questions${query(params)}`),
    /** Issue 48: a question's versions, its draft and its open reports (CONSOLE-API.md 'Content versions'). */
    contentQuestion: (id: string) => call<ContentItem<QuestionFields>>('GET', `/content/questions/${encodeURIComponent(id)}`),
    saveQuestionDraft: (id: string, body: { baseVersion: number; question: QuestionFields }) =>
      call<ContentItem<QuestionFields>>('PUT', `/content/questions/${encodeURIComponent(id)}/draft`, body),
    discardQuestionDraft: (id: string) => call<undefined>('DELETE', `/content/questions/${encodeURIComponent(id)}/draft`),
    publishQuestion: (id: string, body: { baseVersion: number; question: QuestionFields; note: string; resolveReports: boolean }) =>
      call<{ version: VersionView<QuestionFields>; resolvedReports: number; item: ContentItem<QuestionFields> }>('POST', `/content/questions/${encodeURIComponent(id)}/publish`, body),
    reports: (status: ReportStatus | 'all') => call<ReportList>('GET', `/reports${query({ status })}`),
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
    postAnnouncement: (body: NewAnnouncement) => call<PostedAnnouncement>('POST', '/announcements', body),
    withdrawAnnouncement: (id: number) => call<undefined>('DELETE', `/announcements/${id}`),
    atRisk: (params: { page?: number; days?: number }) => call<AtRiskPage>('GET', `/at-risk${query(params)}`),
    codes: (params: { page?: number; state?: CodeState }) => call<CodePage>('GET', `/codes${query(params)}`),
    createCodes: (body: CodeBatch) => call<CreatedCodes>('POST', '/codes', body),
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

