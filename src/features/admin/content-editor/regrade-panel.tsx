/**
 * 'Recalificar' on a question's editor page (issue 48 §4). Scores never change by themselves when a
 * key is published: this panel shows the dry run for the current version (how many attempts were
 * scored with another key, which students, old → new score per attempt) and 'Aplicar' rescores them
 * on the server in one transaction with a note for the activity log (the last publish's by default).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Field } from "../../../components/chakra/field";
import { Textarea } from "../../../components/chakra/textarea";
import { notify } from "../../../components/ui/notify";
import type { RegradeRow, RegradeView } from "../../../shared/content-api";
import { countOf, formatDateTime, percent } from "../../../shared/spanish-format";
import {
  ConsoleTable,
  LoadError,
  Loading,
  errorText,
  useAdmin,
} from "../console-parts";
import { consoleKeys, useConsoleQuery } from "../console-queries";

const letters = (selected: readonly string[]) =>
  selected.length === 0
    ? "en blanco"
    : selected.map((s) => s.toUpperCase()).join(", ");

export const REGRADE_NOTE_REQUIRED =
  "Escribe por qué se recalifica (la nota queda en el registro de actividad).";

const mark = (right: boolean) => (right ? "correcta" : "incorrecta");

/** The dry run's attempts: who, which attempt, the version it used, and old → new score. */
export function RegradeTable({ plan }: { plan: RegradeView }) {
  return (
    <ConsoleTable
      label="Intentos que se recalificarían"
      columns={["Estudiante", "Intento", "Respuesta", "Puntaje"]}
    >
      {plan.rows.map((row: RegradeRow) => (
        <tr key={`${row.student.id}:${row.attemptId}`}>
          <th scope="row">
            {row.student.name}
            <Text fontSize="xs" color="fg.muted">
              {row.student.email}
            </Text>
          </th>
          <td>
            {row.examId}
            <Text fontSize="xs" color="fg.muted">
              {formatDateTime(row.finishedAt)} · versión {row.fromVersion}
            </Text>
          </td>
          <td>
            {letters(row.selected)}: {mark(row.wasRight)} → {mark(row.isRight)}
          </td>
          <td>
            {`${percent(row.from.score)} → ${percent(row.to.score)}`}
            <Text fontSize="xs" color="fg.muted">
              {`${row.from.correct} → ${row.to.correct} de ${row.total}`}
            </Text>
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}

/** What the dry run found, in one sentence. */
export function regradeSummary(plan: RegradeView): string {
  if (plan.attempts === 0)
    return `Ningún intento se calificó con una clave distinta de la versión ${plan.version}.`;
  return `${countOf(plan.attempts, "intento", "intentos")} de ${countOf(plan.students, "estudiante", "estudiantes")} se calificaron con una clave anterior; ${countOf(plan.changedScores, "cambia", "cambian")} de puntaje con la versión ${plan.version}.`;
}

export function RegradePanel({
  questionId,
  version,
  lastNote,
}: {
  questionId: string;
  /** The question's current version: the dry run is for it. */
  version: number;
  /** The current version's publish note, offered as the reason. */
  lastNote: string | null;
}) {
  const admin = useAdmin();
  const client = useQueryClient();
  const load = useConsoleQuery(consoleKeys.regrade(questionId, version), () =>
    admin.regradePlan(questionId),
  );
  const [note, setNote] = useState(lastNote ?? "");
  const [noteProblem, setNoteProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const apply = useMutation({
    mutationFn: (plan: RegradeView) =>
      admin.applyRegrade(questionId, { version: plan.version, note: note.trim() }),
    onSuccess: (done) => {
      setFailure(null);
      notify({
        type: "success",
        title: "Intentos recalificados",
        description: `${countOf(done.attempts, "intento recalificado", "intentos recalificados")} con la versión ${done.version}.`,
      });
      void client.invalidateQueries({
        queryKey: ["console", "content", "regrade", questionId],
      });
      void client.invalidateQueries({ queryKey: consoleKeys.students.all });
      void client.invalidateQueries({ queryKey: ["console", "questions"] });
    },
    onError: (error) => {
      setFailure(errorText(error));
      void load.refetch();
    },
  });

  function submit(event: FormEvent, plan: RegradeView) {
    event.preventDefault();
    if (note.trim() === "") {
      setNoteProblem(REGRADE_NOTE_REQUIRED);
      return;
    }
    setNoteProblem(null);
    apply.mutate(plan);
  }

  return (
    <Box
      as="section"
      aria-label="Recalificar"
      borderWidth="1px"
      rounded="lg"
      padding="4"
      bg="bg"
    >
      <Heading as="h2" size="md" marginBottom="2">
        Recalificar
      </Heading>
      <Text fontSize="sm" color="fg.muted" marginBottom="3">
        Los puntajes no cambian solos al publicar una clave nueva. Revisa la
        simulación y aplícala para recalificar los intentos que usaron una
        clave anterior.
      </Text>
      {load.isPending && <Loading label="Calculando la simulación..." />}
      {load.isError && (
        <LoadError
          message={errorText(load.error)}
          onRetry={() => void load.refetch()}
        />
      )}
      {load.isSuccess && (
        <Stack gap="3">
          <Text role="status">{regradeSummary(load.data)}</Text>
          {load.data.attempts > 0 && (
            <form onSubmit={(event) => submit(event, load.data)} noValidate>
              <Stack gap="3">
                <RegradeTable plan={load.data} />
                <Field.Root required invalid={!!noteProblem}>
                  <Field.Label>Por qué se recalifica</Field.Label>
                  <Textarea
                    value={note}
                    onChange={(event) => setNote(event.target.value)}
                    rows={2}
                    placeholder="Queda en el registro de actividad."
                    bg="bg"
                  />
                  {noteProblem && (
                    <Field.ErrorText>{noteProblem}</Field.ErrorText>
                  )}
                </Field.Root>
                {failure && (
                  <Text color="fg.error" role="alert">
                    {failure}
                  </Text>
                )}
                <Box>
                  <Button
                    type="submit"
                    loading={apply.isPending}
                    loadingText="Recalificando..."
                  >
                    Aplicar
                  </Button>
                </Box>
              </Stack>
            </form>
          )}
        </Stack>
      )}
    </Box>
  );
}
