/**
 * The console's calls (CONSOLE-API.md): typed reads and actions over the app's API client. Online
 * only: no network is an error on screen, never a queue. A 401 ends the session (the console's
 * layout then goes to /login); any other refusal is an ApiError with the server's Spanish message.
 */
import type { OutcomeTable } from '../../shared/exam-outcomes';
import { API_BASE, ApiError, OfflineError, messageOf, type ApiClient, type RawResponse } from '../../lib/api/api-client';
import { localStore } from '../../lib/storage/local-store';
import type {
  ActivityAction,
  ActivityPage,
  AnnouncementPage,
  AtRiskPage,
  CodeBatch,
  CodeBatchList,
  CodePage,
  CodeRow,
  CodeState,
  CreatedCodes,
  CreatedStudent,
  GroupAnswer,
  GroupChange,
  GroupDetail,
  GroupMoved,
  GroupOptions,
  GroupPage,
  ImportBatchPage,
  ImportEvent,
  ImportPreview,
  NewAnnouncement,
  EditedAnnouncement,
  NewGroup,
  NewStudent,
  PostedAnnouncement,
  QuestionList,
  QuestionSort,
  RecoveryScope,
  ReissuedPasswords,
  ReportList,
  ReportRow,
  ReportStatus,
  ResentLinks,
  ResetLinkResult,
  SortDir,
  StudentChange,
  StudentDetail,
  StudentPage,
  UpdatedStudent,
} from '../../shared/console-api';
import type { StudentRow, StudentSort } from '../../shared/console-rows';
import type { QuestionFields } from '../../content/content-versions';
import type { ContentItem, ContentSectionList, RegradeView, VersionView } from '../../shared/content-api';
import type { Block } from '../../content/types';

// The shapes come from the server's schemas (shared/console-api.ts); only the calls live here.
export type * from '../../shared/console-api';
export type { AccessStatus } from '../../shared/course-access';
export type { Readiness, StudentRow, StudentSort } from '../../shared/console-rows';

/** A group's id, or 'none' (the students in no group); undefined: every student. */
export type GroupFilter = number | 'none' | undefined;

const OFFLINE = 'Sin conexión: la consola necesita internet. Revisa tu conexión e inténtalo de nuevo.';
const FAILURE = 'No se pudo completar la operación. Inténtalo de nuevo.';
/** An import's stream that ended without its result: the connection was lost on the way. */
export const IMPORT_INTERRUPTED =
  'Se perdió la conexión antes de terminar la importación. Si las cuentas llegaron a crearse, aparecen en «Importaciones anteriores», donde puedes entregarles sus datos de acceso.';

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function createAdminApi(api: Pick<ApiClient, 'request'>, onUnauthorized: () => void) {
  /** A CSV the server writes, as a file to save: fetch drops the BOM that lets Excel read accents, so it is put back. */
  async function csvFile(path: string): Promise<{ blob: Blob; name: string }> {
    const res = await api.request('GET', path).catch(() => {
      throw new OfflineError(OFFLINE);
    });
    if (res.status === 401) onUnauthorized();
    if (!res.ok) throw new ApiError(res.status, messageOf(res.json) ?? FAILURE);
    const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'datos.csv';
    return { blob: new Blob([`\uFEFF${res.text.replace(/^\uFEFF/, '')}`], { type: 'text/csv;charset=utf-8' }), name };
  }

  /**
   * A class list sent as the file's bytes (the JSON client would wrap it): the server detects its
   * encoding, so the browser never reads it as text (issue 54 §1).
   */
  async function sendFile(path: string, file: Blob): Promise<Response> {
    const token = localStore.getToken();
    try {
      return await fetch(`${API_BASE}/admin${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: file,
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
    /** Corrects the name and/or the email (issue 54 §3). */
    updateStudent: (id: number, change: StudentChange) => call<UpdatedStudent>('PATCH', `/students/${id}`, change),
    /** Deletes the student's personal data; their answers stay in the statistics. */
    deleteStudent: (id: number) => call<undefined>('DELETE', `/students/${id}`),
    setAccess: (id: number, endsAt: string | null) => call<StudentRow>('PUT', `/students/${id}/access`, { endsAt }),
    revokeAccess: (id: number) => call<StudentRow>('DELETE', `/students/${id}/access`),
    /** Mailed (SMTP), or without SMTP the one-time link for the operator to hand over. */
    sendResetLink: (id: number) => call<ResetLinkResult>('POST', `/students/${id}/reset-link`),
    questions: (params: { sort?: QuestionSort; dir?: SortDir; group?: number; versions?: 'all' }) => call<QuestionList>('GET', `/questions${query(params)}`),
    /** Issue 48: a question's versions, its draft and its open reports (CONSOLE-API.md 'Content versions'). */
    contentQuestion: (id: string) => call<ContentItem<QuestionFields>>('GET', `/content/questions/${encodeURIComponent(id)}`),
    saveQuestionDraft: (id: string, body: { baseVersion: number; question: QuestionFields }) =>
      call<ContentItem<QuestionFields>>('PUT', `/content/questions/${encodeURIComponent(id)}/draft`, body),
    discardQuestionDraft: (id: string) => call<undefined>('DELETE', `/content/questions/${encodeURIComponent(id)}/draft`),
    publishQuestion: (id: string, body: { baseVersion: number; question: QuestionFields; note: string; resolveReports: boolean }) =>
      call<{ version: VersionView<QuestionFields>; resolvedReports: number; item: ContentItem<QuestionFields> }>('POST', `/content/questions/${encodeURIComponent(id)}/publish`, body),
    /** Issue 48 §2: the study pages' sections, and one section's versions and draft. */
    contentSections: () => call<ContentSectionList>('GET', '/content/sections'),
    contentSection: (key: string) => call<ContentItem<Block>>('GET', `/content/sections/${encodeURIComponent(key)}`),
    saveSectionDraft: (key: string, body: { baseVersion: number; block: Block }) =>
      call<ContentItem<Block>>('PUT', `/content/sections/${encodeURIComponent(key)}/draft`, body),
    discardSectionDraft: (key: string) => call<undefined>('DELETE', `/content/sections/${encodeURIComponent(key)}/draft`),
    publishSection: (key: string, body: { baseVersion: number; block: Block; note: string }) =>
      call<{ version: VersionView<Block>; item: ContentItem<Block> }>('POST', `/content/sections/${encodeURIComponent(key)}/publish`, body),
    /** 'Recalificar' (issue 48 §4): the dry run, then applying it for the version it showed. */
    regradePlan: (id: string) => call<RegradeView>('GET', `/content/questions/${encodeURIComponent(id)}/regrade`),
    applyRegrade: (id: string, body: { version: number; note: string }) => call<RegradeView>('POST', `/content/questions/${encodeURIComponent(id)}/regrade`, body),
    reports: (status: ReportStatus | 'all') => call<ReportList>('GET', `/reports${query({ status })}`),
    resolveReport: (id: string, note: string) => call<ReportRow>('POST', `/reports/${encodeURIComponent(id)}/resolve`, note ? { note } : {}),
    activity: (params: { page: number; action?: ActivityAction; q?: string }) => call<ActivityPage>('GET', `/activity${query(params)}`),
    previewImport: async (file: Blob) => readJson<ImportPreview>(await sendFile('/imports/preview', file)),
    /**
     * Imports a class list, calling `onEvent` with each step of the server's progress as it comes;
     * resolves with the last event (the result, or why nothing was created), or IMPORT_INTERRUPTED
     * when the stream ended without one.
     */
    async importStudents(file: Blob, fileName: string, onEvent: (event: ImportEvent) => void): Promise<ImportEvent> {
      const res = await sendFile(`/imports${query({ file: fileName })}`, file);
      if (!res.ok || !res.body) return readJson<never>(res);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = '';
      let last: ImportEvent = { type: 'error', message: IMPORT_INTERRUPTED };
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
      return last.type === 'progress' ? { type: 'error', message: IMPORT_INTERRUPTED } : last;
    },
    importBatches: (page: number) => call<ImportBatchPage>('GET', `/imports/batches${query({ page })}`),
    /** New passwords for a batch's accounts, as the CSV to hand over (then confirmHanded once saved). */
    reissuePasswords: (batchId: number, scope: RecoveryScope) => call<ReissuedPasswords>('POST', `/imports/batches/${batchId}/passwords`, { scope }),
    resendLinks: (batchId: number, scope: RecoveryScope) => call<ResentLinks>('POST', `/imports/batches/${batchId}/links`, { scope }),
    /** The file of a batch's passwords of `generation` was saved: its accounts have their way in. */
    confirmHanded: (batchId: number, generation: number) => call<{ handed: number }>('POST', `/imports/batches/${batchId}/handed`, { generation }),
    announcements: (page: number) => call<AnnouncementPage>('GET', `/announcements${query({ page })}`),
    postAnnouncement: (body: NewAnnouncement) => call<PostedAnnouncement>('POST', '/announcements', body),
    editAnnouncement: (id: number, body: EditedAnnouncement) => call<undefined>('PATCH', `/announcements/${id}`, body),
    withdrawAnnouncement: (id: number) => call<undefined>('DELETE', `/announcements/${id}`),
    atRisk: (params: { page?: number; days?: number; group?: GroupFilter }) => call<AtRiskPage>('GET', `/at-risk${query(params)}`),
    /** 'Resultados del examen' (issue 49 §4): the table per readiness band and group. */
    examResults: () => call<OutcomeTable>('GET', '/exam-results'),
    codes: (params: { page?: number; state?: CodeState; batch?: number }) => call<CodePage>('GET', `/codes${query(params)}`),
    createCodes: (body: CodeBatch) => call<CreatedCodes>('POST', '/codes', body),
    codeBatch: (batchId: number) => call<CodeBatchList>('GET', `/codes/batches/${batchId}`),
    voidCode: (code: string) => call<{ code: CodeRow }>('POST', `/codes/${encodeURIComponent(code)}/void`),
    /** A batch's codes as CSV, ready to save (the BOM put back, as for the students list). */
    codeBatchCsv: async (batchId: number) => (await csvFile(`/admin/codes/batches/${batchId}/codes.csv`)).blob,
    /**
     * The students list as CSV, ready to save, with the file's name the server gave it (the day and
     * the filter).
     */
    studentsCsv: (params: { q?: string; sort?: StudentSort; dir?: SortDir; group?: GroupFilter }) => csvFile(`/admin/students.csv${query(params)}`),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;

