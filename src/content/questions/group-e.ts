/** Group E questions (issue 21's larger bank). */
import type { Question } from '../types';

export const questions: Question[] = [];
