/**
 * The one-way import flow (src/README.md, issues 37 and 52) is the linter's to keep: these lint made-up files
 * with the repository's own eslint.config.js and check which imports it refuses.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rules a file (that need not exist) breaks, with the lines of their messages. */
async function broken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const boundary = 'import-x/no-restricted-paths';

describe('import boundaries', () => {
  it('refuse a feature importing another feature, relative or through the alias', async () => {
    const relative = await broken('src/features/exams/boundary-probe.ts', "import { courseLink } from '../study/course-link';\nexport const probe = courseLink;\n");
    expect(relative).toEqual([expect.stringContaining(`${boundary}: Unexpected path "../study/course-link"`)]);
    expect(relative[0]).toContain('A feature never imports another feature');
    const aliased = await broken('src/features/exams/boundary-probe.ts', "import { courseLink } from '@/features/study/course-link';\nexport const probe = courseLink;\n");
    expect(aliased).toEqual([expect.stringContaining(`${boundary}: Unexpected path "@/features/study/course-link"`)]);
  });

  it('let a feature import its own files and the rooms below it', async () => {
    const code = [
      "import { courseLink } from './course-link';",
      "import { localStore } from '@/lib/storage/local-store';",
      "import { PASS_PERCENT } from '../../shared/scoring';",
      'export const probe = [courseLink, localStore, PASS_PERCENT];',
      '',
    ].join('\n');
    expect(await broken('src/features/study/boundary-probe.ts', code)).toEqual([]);
  });

  it('refuse lib importing a route or a feature, and shared importing lib', async () => {
    expect(await broken('src/lib/boundary-probe.ts', "import type { RouterContext } from '../routes/__root';\nexport type Probe = RouterContext;\n")).toEqual([
      expect.stringContaining(`${boundary}: Unexpected path "../routes/__root"`),
    ]);
    expect(await broken('src/lib/boundary-probe.ts', "import { courseLink } from '@/features/study/course-link';\nexport const probe = courseLink;\n")).toEqual([
      expect.stringContaining(boundary),
    ]);
    expect(await broken('src/shared/boundary-probe.ts', "import { localStore } from '../lib/storage/local-store';\nexport const probe = localStore;\n")).toEqual([
      expect.stringContaining(boundary),
    ]);
  });

  it('refuse the server importing a feature', async () => {
    expect(await broken('server/boundary-probe.ts', "import { courseLink } from '../src/features/study/course-link';\nexport const probe = courseLink;\n")).toEqual([
      expect.stringContaining(boundary),
    ]);
  });

  it('refuse climbing four folders instead of the @/ alias', async () => {
    const file = 'src/routes/_app/courses/examen-de-naturalizacion/boundary-probe.ts';
    expect(await broken(file, "import { localStore } from '../../../../lib/storage/local-store';\nexport const probe = localStore;\n")).toEqual([
      expect.stringContaining("no-restricted-imports: '../../../../lib/storage/local-store' import is restricted"),
    ]);
    expect(await broken(file, "import { localStore } from '@/lib/storage/local-store';\nexport const probe = localStore;\n")).toEqual([]);
  });

  it('refuse lib importing sync, machines or components (issue 52 §3)', async () => {
    const toSync = await broken('src/lib/storage/boundary-probe.ts', "import { nudge } from '@/sync/nudge';\nexport const probe = nudge;\n");
    expect(toSync).toEqual([expect.stringContaining(`${boundary}: Unexpected path "@/sync/nudge"`)]);
    expect(toSync[0]).toContain('lib/ is the plumbing below sync/');
    expect(await broken('src/lib/hooks/boundary-probe.ts', "import type { SessionMachine } from '../../machines/session.machine';\nexport type Probe = SessionMachine;\n")).toEqual([
      expect.stringContaining(`${boundary}: Unexpected path "../../machines/session.machine"`),
    ]);
  });

  it('refuse sync importing a machine, and machines importing a component', async () => {
    expect(await broken('src/sync/boundary-probe.ts', "import { sessionMachine } from '@/machines/session.machine';\nexport const probe = sessionMachine;\n")).toEqual([
      expect.stringContaining('sync/ sits below learning/, machines/'),
    ]);
    expect(await broken('src/machines/boundary-probe.ts', "import { ReportDialog } from '@/components/ui/report-dialog';\nexport const probe = ReportDialog;\n")).toEqual([
      expect.stringContaining('machines/ sits below components/'),
    ]);
  });

  it('keep the learning room between sync and the machines (issue 52 §2): sync and lib import it not, it imports no machine, and it may use sync', async () => {
    expect(await broken('src/sync/boundary-probe.ts', "import { rescoreRemoteAttempts } from '@/learning/learning-store';\nexport const probe = rescoreRemoteAttempts;\n")).toEqual([
      expect.stringContaining('sync/ sits below learning/'),
    ]);
    expect(await broken('src/lib/storage/boundary-probe.ts', "import { localDay } from '../../learning/learning-store';\nexport const probe = localDay;\n")).toEqual([
      expect.stringContaining('lib/ is the plumbing below sync/, learning/'),
    ]);
    expect(await broken('src/learning/boundary-probe.ts', "import { examRunMachine } from '@/machines/exam-run.machine';\nexport const probe = examRunMachine;\n")).toEqual([
      expect.stringContaining('learning/ (the learning state on the device) sits below machines/'),
    ]);
    expect(await broken('src/learning/boundary-probe.ts', "import { nudge } from '@/sync/nudge';\nimport { localStore } from '@/lib/storage/local-store';\nexport const probe = [nudge, localStore];\n")).toEqual([]);
  });

  it('refuse a machine nudging an outbox itself, while sync and features may', async () => {
    const code = "import { nudge } from '../sync/nudge';\nexport const probe = nudge;\n";
    expect(await broken('src/machines/boundary-probe.ts', code)).toEqual([expect.stringContaining("machines/ does not nudge an outbox itself")]);
    expect(await broken('src/sync/boundary-probe.ts', "import { nudge } from './nudge';\nexport const probe = nudge;\n")).toEqual([]);
    expect(await broken('src/features/exams/boundary-probe.ts', "import { nudge } from '@/sync/nudge';\nexport const probe = nudge;\n")).toEqual([]);
  });

  it('refuse an import cycle', async () => {
    // sync/study-settings-sync.ts imports ./nudge: nudge importing it back closes a cycle.
    const code = "import { saveExamDate } from './study-settings-sync';\nexport const probe = saveExamDate;\nexport type OutboxKind = 'attempts';\n";
    expect(await broken('src/sync/nudge.ts', code)).toEqual([expect.stringContaining('import-x/no-cycle')]);
  });

  it("refuse a value import of the student's sync schemas in the PWA, and take its types", async () => {
    expect(await broken('src/sync/boundary-probe.ts', "import { settingsAnswerSchema } from '@/shared/sync-api';\nexport const probe = settingsAnswerSchema;\n")).toEqual([
      expect.stringContaining('@typescript-eslint/no-restricted-imports'),
    ]);
    expect(await broken('src/sync/boundary-probe.ts', "import type { SettingsAnswer } from '@/shared/sync-api';\nexport type Probe = SettingsAnswer;\n")).toEqual([]);
  });
});
