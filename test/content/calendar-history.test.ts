/**
 * The national holidays and the history sections of issue 51 §3, as the pages teach them: the
 * holidays the law lists (Decreto Legislativo 713, art. 6, as amended up to 2023), each once and
 * none invented, dated and sourced; the questions that count them agree with the table; the
 * internal armed conflict is taught with the CVR's own figures and cites the CVR.
 */
import { describe, expect, it } from 'vitest';
import { activeQuestions, findQuestion } from '@/content/question-bank';
import { blockText } from './support/bank-text';
import { block, page, sourceUrls } from './support/page-lookup';

/** Article 6 of D. Leg. 713 after Laws 31381 (2021), 31530 (2022), 31788 and 31822 (2023): date → holiday. */
const HOLIDAYS: readonly [date: string, name: RegExp][] = [
  ['1 de enero', /Año Nuevo/],
  ['Marzo o abril', /Jueves Santo/],
  ['Marzo o abril', /Viernes Santo/],
  ['1 de mayo', /Día del Trabajo/],
  ['7 de junio', /Batalla de Arica/],
  ['29 de junio', /San Pedro y San Pablo/],
  ['23 de julio', /Fuerza Aérea/],
  ['28 y 29 de julio', /Fiestas Patrias/],
  ['28 y 29 de julio', /Fiestas Patrias/],
  ['6 de agosto', /Batalla de Junín/],
  ['30 de agosto', /Santa Rosa de Lima/],
  ['8 de octubre', /Combate de Angamos/],
  ['1 de noviembre', /Todos los Santos/],
  ['8 de diciembre', /Inmaculada Concepción/],
  ['9 de diciembre', /Batalla de Ayacucho/],
  ['25 de diciembre', /Navidad/],
];

describe('the national holidays (tradiciones)', () => {
  it('the table lists every holiday of the law, and no other date, dated', async () => {
    const table = block(await page('material/tradiciones/feriados'), 'feriados');
    if (table.kind !== 'table') throw new Error('feriados is not a table');
    expect(table.checkedAt).toBeDefined();
    for (const [date, name] of HOLIDAYS) {
      expect(
        table.rows.some((r) => r[0].startsWith(date) && name.test(r[1])),
        `${date} ${name.source}`,
      ).toBe(true);
    }
    const dates = new Set(HOLIDAYS.map(([date]) => date));
    expect(table.rows.filter((r) => ![...dates].some((d) => r[0].startsWith(d))).map((r) => r[0])).toEqual([]);
    expect(table.rows.length).toBe(dates.size);
  });

  it(`counts ${HOLIDAYS.length} days where the page and the question say how many`, async () => {
    const body = await page('material/tradiciones/feriados');
    expect(blockText(block(body, 'feriados'))).toMatch(new RegExp(`\\b${HOLIDAYS.length} días`));
    expect(blockText(block(body, 'feriados-nuevos'))).toMatch(new RegExp(`\\b${HOLIDAYS.length} días`));
    const q = findQuestion('q1500')!;
    expect(q.correct.map((i) => q.options[i])).toEqual([String(HOLIDAYS.length)]);
  });

  it('each of the newest holidays names its law, is in the table and is sourced', async () => {
    const body = await page('material/tradiciones/feriados');
    const list = block(body, 'feriados-nuevos');
    const table = block(body, 'feriados');
    if (list.kind !== 'list' || table.kind !== 'table') throw new Error('unexpected block kinds');
    expect(list.checkedAt).toBeDefined();
    const laws = { '9 de diciembre': '31381', '6 de agosto': '31530', '7 de junio': '31788', '23 de julio': '31822' };
    expect(list.items.map((i) => i.label?.split(',')[0])).toEqual(Object.keys(laws));
    for (const item of list.items) {
      const date = item.label!.split(',')[0];
      expect(item.text).toContain(`Ley ${laws[date as keyof typeof laws]}`);
      expect(table.rows.some((r) => r[0] === date), date).toBe(true);
    }
    const urls = sourceUrls(body).join(' ');
    expect(urls).toMatch(/batalla-de-junin/);
    expect(urls).toMatch(/7-de-junio/);
  });

  it('the independence page and the calendar agree on the dates of Junín and Ayacucho', async () => {
    const timeline = blockText(block(await page('material/independencia'), 'cronologia'));
    const table = blockText(block(await page('material/tradiciones/feriados'), 'feriados'));
    for (const date of ['6 de agosto', '9 de diciembre']) {
      expect(timeline).toContain(`${date} de 1824`);
      expect(table).toContain(date);
    }
  });
});

describe('the internal armed conflict and the CVR (presidentes)', () => {
  it("teaches the CVR's own figures and dates and cites the CVR", async () => {
    const body = await page('material/presidentes/conflicto-armado');
    const text = blockText(block(body, 'cvr'));
    for (const fact of ['69,280', '28 de agosto de 2003', 'Valentín Paniagua', 'Ayacucho', 'quechua', 'agentes del Estado']) expect(text).toContain(fact);
    expect(sourceUrls(body).some((url) => url.includes('cverdad.org.pe'))).toBe(true);
  });

  it('every question on the conflict links to a section of it', () => {
    const asked = activeQuestions.filter((q) => /Sendero|MRTA|CVR|Comisión de la Verdad/.test(q.text));
    expect(asked.length).toBeGreaterThan(0);
    for (const q of asked) expect(['conflicto-armado', 'cvr'], q.id).toContain(q.source.anchor);
  });
});
