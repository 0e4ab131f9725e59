/** Lazy loaders for study page bodies: one chunk per page, precached by the service worker. */
import { pageFileName } from './course';
import type { StudyPageBody } from './types';

const modules = import.meta.glob<{ default: StudyPageBody }>('./pages/*.ts');

export function hasPageBody(path: string): boolean {
  return `./pages/${pageFileName(path)}.ts` in modules;
}

export async function loadPageBody(path: string): Promise<StudyPageBody | undefined> {
  const load = modules[`./pages/${pageFileName(path)}.ts`];
  return load ? (await load()).default : undefined;
}

/** Every page body file name (without extension), for the schema test. */
export function pageBodyFiles(): string[] {
  return Object.keys(modules).map((k) => k.replace('./pages/', '').replace(/\.ts$/, ''));
}
