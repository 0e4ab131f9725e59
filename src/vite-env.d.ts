/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
}

declare const __APP_VERSION__: string;

/** Each exam's questions in a chunk of their own (scripts/vite/exam-questions.ts). */
declare module 'virtual:exam-questions' {
  import type { Question } from './content/types';
  /** The questions of every version of the exam `examId` (in development, the whole bank; none for an unknown id). */
  export function loadExamQuestionSet(examId: string): Promise<readonly Question[]>;
}
