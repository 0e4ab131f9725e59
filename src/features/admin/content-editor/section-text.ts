/**
 * The texts of a study-page section an operator may correct (issue 48 §2), whatever the block's kind:
 * every string in it but what links, places or identifies it (anchor, kind, image files, links,
 * dates the edit sets). Each text gets a Spanish label from where it sits ('Tarjeta 2 · Párrafo 1'),
 * so one editor serves every kind, and the difference between two versions is told text by text.
 * Pure, so it is tested without a screen.
 */
import type { Block } from "../../../content/types";
import type { FieldChange } from "./content-edit";

type Step = string | number;

export interface SectionText {
  /** Where the text sits in the block, e.g. ['cards', 1, 'paragraphs', 0]. */
  path: Step[];
  label: string;
  value: string;
  /** Long texts get a text area, short ones (titles, labels) a line. */
  long: boolean;
}

/** Never edited as text: they identify, link or date the section, or name a file. */
const FIXED = new Set(["kind", "id", "checkedAt", "src", "url", "href", "tone", "tags", "countOf", "block", "tag"]);

const NAMES: Record<string, string> = {
  title: "Título",
  intro: "Introducción",
  paragraphs: "Párrafo",
  text: "Texto",
  cards: "Tarjeta",
  subtitle: "Subtítulo",
  badge: "Distintivo",
  facts: "Dato",
  label: "Etiqueta",
  value: "Valor",
  points: "Punto",
  image: "Imagen",
  images: "Imagen",
  alt: "Texto alternativo",
  caption: "Leyenda",
  columns: "Columna",
  rows: "Fila",
  items: "Elemento",
  stats: "Cifra",
  suffix: "Sufijo",
  events: "Hito",
  date: "Fecha",
  links: "Enlace",
  description: "Descripción",
};

const LONG = new Set(["paragraphs", "text", "intro", "description", "points"]);

function labelOf(path: Step[]): string {
  const parts: string[] = [];
  for (let i = 0; i < path.length; i += 1) {
    const step = path[i];
    if (typeof step === "number") {
      if (parts.length > 0) parts[parts.length - 1] += ` ${step + 1}`;
      continue;
    }
    // A table's rows are rows of cells: 'Fila 2 · Celda 3'.
    if (step === "rows" && typeof path[i + 2] === "number") {
      parts.push(`Fila ${(path[i + 1] as number) + 1}`, `Celda ${(path[i + 2] as number) + 1}`);
      i += 2;
      continue;
    }
    parts.push(NAMES[step] ?? step);
  }
  return parts.join(" · ");
}

function collect(value: unknown, path: Step[], out: SectionText[]): void {
  if (typeof value === "string") {
    const last = [...path].reverse().find((step) => typeof step === "string") as string | undefined;
    out.push({ path, label: labelOf(path), value, long: LONG.has(last ?? "") || value.length > 80 });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, [...path, index], out));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (!FIXED.has(key)) collect(item, [...path, key], out);
    }
  }
}

/** Every text of the block an operator may correct, in the order the page shows them. */
export function sectionTexts(block: Block): SectionText[] {
  const out: SectionText[] = [];
  collect(block, [], out);
  return out;
}

/** The block with the text at `path` replaced (a copy; the block given is left as it was). */
export function withText(block: Block, path: readonly Step[], text: string): Block {
  const copy = structuredClone(block);
  let at: unknown = copy;
  for (const step of path.slice(0, -1)) at = (at as Record<Step, unknown>)[step];
  (at as Record<Step, unknown>)[path[path.length - 1]] = text;
  return copy;
}

/** The texts `after` changes from `before` (same kind, same shape), and 'Verificado el' when it moves. */
export function sectionDiff(before: Block, after: Block): FieldChange[] {
  const old = new Map(sectionTexts(before).map((text) => [text.path.join("."), text]));
  const changes: FieldChange[] = [];
  for (const text of sectionTexts(after)) {
    const key = text.path.join(".");
    const was = old.get(key)?.value ?? "";
    if (was !== text.value) changes.push({ field: key, label: text.label, before: was, after: text.value });
  }
  if ((before.checkedAt ?? "") !== (after.checkedAt ?? "")) {
    changes.push({ field: "checkedAt", label: "Verificado el", before: before.checkedAt ?? "(sin fecha)", after: after.checkedAt ?? "(sin fecha)" });
  }
  return changes;
}
