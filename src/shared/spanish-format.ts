/**
 * Dates and numbers as es-PE writes them ("22 de noviembre de 2026", with Peru's "setiembre";
 * "6,768"), without Intl: the first es-PE formatter a page creates loads the locale's data, a cost
 * the study pages paid while the app adopted them, for two fixed formats.
 * test/shared/spanish-format.test.ts checks both against Intl.
 */
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'setiembre', 'octubre', 'noviembre', 'diciembre'];

/** '2026-11-22' → '22 de noviembre de 2026' (a calendar date: no time zone involved). */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} de ${MONTHS[month - 1]} de ${year}`;
}

/** 6768 → '6,768'; 1234.5 → '1,234.5' (es-PE groups with commas; up to 3 decimals, like Intl). */
export function formatNumber(value: number): string {
  const [whole, fraction] = String(Math.round(Math.abs(value) * 1000) / 1000).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A figure below a thousand with a decimal comma, as the console writes statistics (issue 54 §13,
 * one way on every page): 0.4567 → '0,46', -0.1 → '-0,1' (at most `digits` decimals).
 */
export function formatDecimal(value: number, digits = 2): string {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return String(Object.is(rounded, -0) ? 0 : rounded).replace('.', ',');
}

/**
 * A moment in the device's time zone, the one way the app writes a date with its time:
 * '24 de noviembre de 2026, 4:42 p. m.' (Intl's 'long' style says 'a las' in some engines, not others).
 */
export function formatDateTime(iso: string | number | Date): string {
  const date = new Date(iso);
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${date.getDate()} de ${MONTHS[date.getMonth()]} de ${date.getFullYear()}, ${hour12}:${minutes} ${hours < 12 ? 'a. m.' : 'p. m.'}`;
}

/** 60 → '60 %': Spanish spaces the sign, with a no-break space so that a line never ends between them. */
export function percent(value: number): string {
  return `${value}\u00a0%`;
}

/** Ends a sentence with its period, once: '… 8:21 p. m.' already has it (never 'p. m..'). */
export function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

/** '1 pregunta', '3 preguntas', '0 preguntas': the right form for the number, never 'pregunta(s)'. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** A time taken: '45 s', '12 min 05 s'. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  if (minutes === 0) return `${seconds} s`;
  return `${minutes} min ${String(seconds).padStart(2, '0')} s`;
}
