/**
 * The operator's FSRS commands (issue 49 §5): fit-fsrs fits FSRS on the academy's review log and
 * stores the fit as a new version (--activate: in use from the next sync), activate-fsrs picks a
 * stored version, rollback-fsrs goes back to the version in use before (or FSRS's defaults).
 * Separate from admin.ts so tests run them on a test database.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resultRows } from '../db/client';
import { fitFsrs, fitSummary, historiesOf, NotEnoughReviews, type LogAnswer } from '../lib/fsrs-fit';
import { fsrsParametersRepository } from '../repositories/fsrs-parameters.repository';

export const FSRS_USAGE = `  fit-fsrs [--activate]                               Ajusta los parámetros de FSRS al registro de respuestas de
                                                     la academia (evalúa con el 20 % de los estudiantes reservado:
                                                     log loss y RMSE antes y después) y los guarda como versión
                                                     nueva; --activate los pone en uso desde la próxima sincronización
  activate-fsrs --version N                           Pone en uso una versión guardada de los parámetros
  rollback-fsrs                                       Vuelve a la versión en uso antes de la actual (o a los
                                                     parámetros por defecto de FSRS)
  list-fsrs                                           Lista las versiones guardadas (con sus parámetros) y cuál
                                                     está en uso (*)`;

export class FsrsCommandError extends Error {}

/** Every answer of the log, as the fit reads it. */
async function readLog(db: Db): Promise<LogAnswer[]> {
  const rows = resultRows<{ student_id: number; id: string; question_id: string; correct: boolean; answered_ms: number }>(
    await db.execute(sql`SELECT student_id, id, question_id, correct, (extract(epoch FROM answered_at) * 1000)::float8 AS answered_ms FROM review_events`),
  );
  return rows.map((r) => ({ studentId: r.student_id, id: r.id, questionId: r.question_id, correct: r.correct, answeredAt: Math.round(Number(r.answered_ms)) }));
}

/**
 * Runs one FSRS command; `refresh` recomputes the learning projection (every student's due times)
 * after the weights in use change. Throws FsrsCommandError for the operator's mistakes.
 */
export async function runFsrsCommand(
  db: Db,
  command: string,
  opts: { activate?: boolean; version?: string },
  deps: { now: () => number; refresh: () => Promise<number> },
): Promise<string> {
  const sets = fsrsParametersRepository(db);
  const at = () => new Date(deps.now()).toISOString();
  switch (command) {
    case 'fit-fsrs': {
      let report;
      try {
        report = await fitFsrs(historiesOf(await readLog(db)));
      } catch (error) {
        if (error instanceof NotEnoughReviews) throw new FsrsCommandError(error.message);
        throw error;
      }
      const version = await sets.store(report, at());
      const lines = [fitSummary(report), `Guardados como versión ${version}.`];
      if (opts.activate) {
        await sets.activate(version, at());
        const students = await deps.refresh();
        lines.push(`Versión ${version} en uso: estado de aprendizaje recalculado para ${students} cuentas; los dispositivos la reciben en su próxima sincronización.`);
      } else lines.push(`Para usarlos: npm run admin -- activate-fsrs --version ${version}`);
      if (report.after.logLoss >= report.before.logLoss) lines.push('Atención: los parámetros ajustados no mejoran el log loss de los por defecto sobre los reservados.');
      return lines.join('\n');
    }
    case 'activate-fsrs': {
      const version = Number(opts.version);
      if (!opts.version || !Number.isInteger(version) || version < 1) throw new FsrsCommandError('Indica --version N (un número de versión; ver list-fsrs).');
      if (!(await sets.activate(version, at()))) throw new FsrsCommandError(`No existe la versión ${version} de los parámetros de FSRS.`);
      const students = await deps.refresh();
      return `Versión ${version} en uso: estado de aprendizaje recalculado para ${students} cuentas; los dispositivos la reciben en su próxima sincronización.`;
    }
    case 'rollback-fsrs': {
      const result = await sets.rollback(at());
      if (!result) throw new FsrsCommandError('No hay parámetros ajustados en uso: ya se usan los de FSRS por defecto.');
      const students = await deps.refresh();
      const now = result.active === null ? 'los parámetros por defecto de FSRS' : `la versión ${result.active}`;
      return `Versión ${result.retired} retirada; en uso ${now}. Estado de aprendizaje recalculado para ${students} cuentas.`;
    }
    case 'list-fsrs': {
      const list = await sets.list();
      if (list.length === 0) return 'No hay parámetros ajustados: se usan los de FSRS por defecto.';
      return list
        .map((s) => `${s.active ? '*' : ' '} v${s.version}\t${s.createdAt}\tlog loss ${s.logLossBefore.toFixed(4)} → ${s.logLossAfter.toFixed(4)}\tRMSE ${s.rmseBefore.toFixed(4)} → ${s.rmseAfter.toFixed(4)}\t[${s.weights.join(', ')}]${s.rolledBackAt ? '\t(retirada)' : ''}`)
        .join('\n');
    }
    default:
      throw new FsrsCommandError(`Comando desconocido: ${command}`);
  }
}
