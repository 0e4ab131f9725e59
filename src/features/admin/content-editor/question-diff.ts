/**
 * What an edit changes in a question, field by field, in the words the editor shows ('Antes' /
 * 'Ahora'), and which field each of the server's Spanish problems belongs to, so the editor can show
 * it under that field. Pure, so the diff is tested without a screen.
 */
import type { QuestionFields } from "../../../content/content-versions";
import type { FieldChange as ShownChange } from "./content-edit";

export type QuestionField =
  "text" | "options" | "correct" | "explanation" | "topic" | "source";

export interface FieldChange extends ShownChange {
  field: QuestionField;
}

const LABELS: Record<QuestionField, string> = {
  text: "Enunciado",
  options: "Opciones",
  correct: "Clave",
  explanation: "Explicación",
  topic: "Tema",
  source: "Sección de estudio",
};

const letter = (index: number) => String.fromCharCode(97 + index);

function shown(fields: QuestionFields, field: QuestionField): string {
  switch (field) {
    case "text":
      return fields.text;
    case "options":
      return fields.options
        .map((option, i) => `${letter(i)}) ${option}`)
        .join("\n");
    case "correct":
      return fields.correct.length === 0
        ? "(sin clave)"
        : fields.correct
            .map((i) => `${letter(i)}) ${fields.options[i] ?? "?"}`)
            .join("\n");
    case "explanation":
      return fields.explanation;
    case "topic":
      return `Tema ${fields.topic}`;
    case "source":
      return `${fields.source.path}#${fields.source.anchor}`;
  }
}

/** The fields `after` changes from `before`, in the editor's order; empty when nothing changed. */
export function questionDiff(
  before: QuestionFields,
  after: QuestionFields,
): FieldChange[] {
  const fields: QuestionField[] = [
    "text",
    "options",
    "correct",
    "explanation",
    "topic",
    "source",
  ];
  return fields
    .map((field) => ({
      field,
      label: LABELS[field],
      before: shown(before, field),
      after: shown(after, field),
    }))
    .filter((change) => change.before !== change.after);
}

/** The field a problem of `questionProblems` (content-versions.ts) is about, by its words. */
export function problemField(problem: string): QuestionField {
  if (/sección de estudio/i.test(problem)) return "source";
  if (/^El tema/i.test(problem)) return "topic";
  if (/clave|correcta/i.test(problem)) return "correct";
  if (/enunciado/i.test(problem)) return "text";
  if (/explicación/i.test(problem)) return "explanation";
  return "options";
}
