/**
 * Vite plugin: each practice exam's questions in a chunk of their own, behind `virtual:exam-questions`
 * (src/content/exam-questions.ts reads it), so the exam screen downloads its questions instead of the
 * whole bank. A chunk holds the questions of every version of its exam (exam-history.ts): a run saved
 * or an attempt made before a rebuild still finds its own. The chunks are precached like every other,
 * so exams still run offline. In development and tests the loader reads the whole bank from the
 * source, so an edited question shows at once.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import type { Exam } from '../../src/content/exam-catalog.ts';
import type { Question } from '../../src/content/types.ts';

const MODULE = 'virtual:exam-questions';
/** One exam's questions: `virtual:exam-questions/<exam id>`. */
const SET_PREFIX = `${MODULE}/`;
const BANK = 'src/content/question-bank.ts';
const CATALOG = 'src/content/exam-catalog.ts';
const VERSIONS = 'src/content/exam-versions.ts';
const SIMULACRO = 'src/content/simulacro.ts';
/**
 * The simulacros' chunk: every banked question in the real exam's format, retired ones too, so a
 * simulacro drawn before a bank change still finds its questions. A drawn exam's id starts with the
 * prefix below (src/content/simulacro.ts).
 */
const SIMULACRO_SET = 'simulacro';

/** The exam screen's path: …/evaluacion/<exam id> (src/routes/_app/courses/examen-de-naturalizacion/evaluacion). */
const EXAM_SCREEN = /\/evaluacion\/([\w-]+)$/;

/**
 * The question chunk in the client `bundle` that the page at `urlPath` loads: an exam screen's, for
 * the prerender to have it fetched with the app's code (scripts/vite/prerender.ts); none elsewhere.
 */
export function examQuestionPreloads(urlPath: string, bundle: Rollup.OutputBundle): string[] {
  const examId = EXAM_SCREEN.exec(urlPath)?.[1];
  if (!examId) return [];
  const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId === `\0${SET_PREFIX}${examId}`);
  if (!chunk) throw new Error(`exam-questions: no chunk for ${urlPath}`);
  return [`/${chunk.fileName}`];
}

interface Content {
  exams: readonly Exam[];
  /** The question ids of every version of an exam, the current one first. */
  examVersions: (examId: string) => string[][];
  findQuestion: (id: string) => Question | undefined;
  simulacroQuestions: readonly Question[];
  simulacroPrefix: string;
}

export function examQuestions(): Plugin {
  let config: ResolvedConfig;
  let content: Promise<Content> | undefined;
  /** The content is TypeScript: Node loads it through tsx's documented loader API (once a build). */
  const loadContent = async (): Promise<Content> => {
    const { tsImport } = await import('tsx/esm/api');
    const load = (file: string) => tsImport(pathToFileURL(path.resolve(config.root, file)).href, import.meta.url);
    const [catalog, versions, bank, simulacro] = await Promise.all([load(CATALOG), load(VERSIONS), load(BANK), load(SIMULACRO)]);
    return {
      exams: catalog.exams,
      examVersions: versions.examVersions,
      findQuestion: bank.findQuestion,
      simulacroQuestions: (bank.questionBank as Question[]).filter(simulacro.fitsSimulacro),
      simulacroPrefix: simulacro.SIMULACRO_PREFIX,
    };
  };
  return {
    name: 'academia:exam-questions',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === MODULE || id.startsWith(SET_PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${MODULE}`)) return undefined;
      if (config.command === 'serve') {
        return `export const loadExamQuestionSet = () => import(${JSON.stringify(path.resolve(config.root, BANK))}).then((m) => m.questionBank);`;
      }
      content ??= loadContent();
      const { exams, examVersions, findQuestion, simulacroQuestions, simulacroPrefix } = await content;
      if (id === `\0${MODULE}`) {
        const loaders = [...exams.map((exam) => exam.id), SIMULACRO_SET].map((set) => `${JSON.stringify(set)}: () => import(${JSON.stringify(SET_PREFIX + set)})`);
        return [
          `const sets = {\n  ${loaders.join(',\n  ')}\n};`,
          `const setOf = (examId) => (examId.startsWith(${JSON.stringify(simulacroPrefix)}) ? ${JSON.stringify(SIMULACRO_SET)} : examId);`,
          'export const loadExamQuestionSet = (examId) => (Object.hasOwn(sets, setOf(examId)) ? sets[setOf(examId)]().then((m) => m.default) : Promise.resolve([]));',
        ].join('\n');
      }
      const examId = id.slice(`\0${SET_PREFIX}`.length);
      if (examId === SIMULACRO_SET) return `export default ${JSON.stringify(simulacroQuestions)};`;
      const ids = [...new Set(examVersions(examId).flat())];
      if (ids.length === 0) this.error(`exam-questions: no exam ${examId}`);
      const questions = ids.map((questionId) => findQuestion(questionId) ?? this.error(`exam-questions: ${examId} holds ${questionId}, which the bank lacks`));
      return `export default ${JSON.stringify(questions)};`;
    },
  };
}
