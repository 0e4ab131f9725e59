/**
 * The console's server state, through TanStack Query: one client per console visit (the layout
 * mounts it, so nothing is kept between operators), the query keys in one place, and the one way a
 * screen reads (`useConsoleQuery`) and refreshes what a change touched (`useRefresh`).
 */
import { QueryClient, keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ActivityAction, CodeState, GroupFilter, QuestionSort, ReportStatus, SortDir, StudentSort } from './admin-api';

/**
 * Online only and read on demand, as the console always was: a failed read is shown with
 * 'Reintentar' (no automatic retries), nothing refetches on focus or reconnection, and a screen
 * left is forgotten (every visit reads afresh).
 */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, gcTime: 0 },
      mutations: { retry: false },
    },
  });
}

/** Every query key of the console; a family's `all` key refreshes each of its pages at once. */
export const consoleKeys = {
  all: ['console'] as const,
  students: {
    all: ['console', 'students'] as const,
    page: (params: { q?: string; sort?: StudentSort; dir?: SortDir; page?: number; group?: GroupFilter }) => ['console', 'students', params] as const,
    /** A search for students to add to a group: those outside it. */
    outside: (groupId: number, params: { q: string; page: number }) => ['console', 'students', params, 'outside', groupId] as const,
  },
  student: (id: number) => ['console', 'student', id] as const,
  groups: {
    all: ['console', 'groups'] as const,
    page: (page: number) => ['console', 'groups', 'page', page] as const,
    options: ['console', 'groups', 'options'] as const,
    one: (id: number) => ['console', 'groups', 'one', id] as const,
  },
  contentQuestion: (id: string) => ['console', 'content', 'question', id] as const,
  contentSections: ['console', 'content', 'sections'] as const,
  contentSection: (key: string) => ['console', 'content', 'section', key] as const,
  /** 'Recalificar''s dry run for the question's current version. */
  regrade: (id: string, version: number) => ['console', 'content', 'regrade', id, version] as const,
  questions: (params: { sort?: QuestionSort; dir?: SortDir; group?: number; versions?: 'all' }) => ['console', 'questions', params] as const,
  reports: {
    all: ['console', 'reports'] as const,
    list: (status: ReportStatus | 'all') => ['console', 'reports', status] as const,
  },
  activity: (params: { page: number; action?: ActivityAction; q?: string }) => ['console', 'activity', params] as const,
  announcements: {
    all: ['console', 'announcements'] as const,
    page: (page: number) => ['console', 'announcements', page] as const,
  },
  atRisk: (params: { page?: number; days?: number; group?: GroupFilter }) => ['console', 'at-risk', params] as const,
  examResults: ['console', 'exam-results'] as const,
  imports: {
    all: ['console', 'imports'] as const,
    batches: (page: number) => ['console', 'imports', 'batches', page] as const,
  },
  codes: {
    all: ['console', 'codes'] as const,
    page: (params: { page?: number; state?: CodeState; batch?: number }) => ['console', 'codes', params] as const,
    batch: (batchId: number) => ['console', 'codes', 'batch', batchId] as const,
  },
};

/**
 * A console read. While a read for new inputs (another page, another order) is on its way the last
 * data stays on screen, `isFetching` telling the table it is refreshing, so paging does not blank it.
 */
export function useConsoleQuery<T>(queryKey: QueryKey, read: () => Promise<T>) {
  return useQuery({ queryKey, queryFn: read, placeholderData: keepPreviousData });
}

/** After a change: reads again every query under the keys it touched (those on screen at once). */
export function useRefresh(): (...keys: QueryKey[]) => Promise<void> {
  const client = useQueryClient();
  return async (...keys) => {
    await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
  };
}
