/**
 * The question bank: every question of the course, written from the study pages it links to.
 * Shared by the PWA (exams run on the device) and the server (which rescores synced attempts).
 */
import { questions as groupA } from './questions/group-a';
import { questions as groupB } from './questions/group-b';
import { questions as groupC } from './questions/group-c';
import { questions as groupD } from './questions/group-d';
import { questions as groupE } from './questions/group-e';
import { questions as groupF } from './questions/group-f';
import { questions as groupG } from './questions/group-g';
import { questions as groupH } from './questions/group-h';
import { questions as groupI } from './questions/group-i';
import { questions as groupJ } from './questions/group-j';
import { questions as groupK } from './questions/group-k';
import { questions as groupL } from './questions/group-l';
import type { Question } from './types';

/** Every question ever published, retired ones included: what stored attempts and events are read against. */
export const questionBank: readonly Question[] = [...groupA, ...groupB, ...groupC, ...groupD, ...groupE, ...groupF, ...groupG, ...groupH, ...groupI, ...groupJ, ...groupK, ...groupL];

/** The questions students are given: exams, Repaso, topic study and progress use these. */
export const activeQuestions: readonly Question[] = questionBank.filter((q) => !q.retired);

const byId = new Map(questionBank.map((q) => [q.id, q]));

/** Any banked question by id, retired or not (an old attempt still shows and scores it). */
export function findQuestion(id: string): Question | undefined {
  return byId.get(id);
}
