/**
 * The facts that changed in 2025–2026 (issue 34), as the pages teach them: each with its check date
 * ('Verificado el …') and a source, and both figures where the law and today's procedure differ.
 */
import { describe, expect, it } from 'vitest';
import { activeQuestions, findQuestion } from '@/content/question-bank';
import type { Card, StudyPageBody } from '@/content/types';
import { blockText } from './support/bank-text';
import { block, page, sourceUrls } from './support/page-lookup';

function card(body: StudyPageBody, blockId: string, title: string): Card {
  const b = block(body, blockId);
  const found = b.kind === 'cards' ? b.cards.find((c) => c.title === title) : undefined;
  if (!found) throw new Error(`no card ${title}`);
  return found;
}

describe('Law 32421: the law and what Migraciones applies today', () => {
  it('the nationality page teaches both figures, dated, and cites Migraciones’ January 2026 procedure', async () => {
    const body = await page('material/nacionalidad');
    const callout = block(body, 'requisitos');
    expect(callout.checkedAt).toBeDefined();
    expect(blockText(callout)).toMatch(/2 años/);
    expect(blockText(callout)).toMatch(/5 años/);
    expect(blockText(callout)).toMatch(/reglamento/);
    // The callout sits right after the law's section, not at the bottom of the page.
    const order = body.blocks.map((b) => b.id);
    expect(order.indexOf('requisitos')).toBe(order.indexOf('ley-vigente') + 1);
    expect(blockText(block(body, 'ley-vigente'))).not.toMatch(/ley vigente/i);
    expect(sourceUrls(body).some((url) => url.includes('elcomercio.pe/respuestas/tramites/como-solicitar-la-nacionalidad'))).toBe(true);
  });

  it('the introduction says the law applies with its regulation and names both figures', async () => {
    const text = blockText(block(await page('introduccion'), 'el-examen'));
    expect(text).toMatch(/reglamento/);
    expect(text).toMatch(/cinco años/);
    expect(text).toMatch(/dos\b/);
  });

  it('no question asks which law governs «hoy»', () => {
    expect(findQuestion('q221')!.text).not.toMatch(/\bhoy\b/);
  });
});

describe('the Senate’s powers since July 2026 (Law 31988)', () => {
  it('the TC, Defensoría, Contraloría, BCRP and SBS cards name the Senate, dated', async () => {
    const body = await page('material/organizacion-politica');
    for (const title of ['Tribunal Constitucional', 'Defensoría del Pueblo', 'Contraloría General de la República', 'Banco Central de Reserva del Perú (BCRP)', 'Superintendencia de Banca, Seguros y AFP (SBS)']) {
      const c = card(body, 'organismos-autonomos', title);
      expect(c.paragraphs!.join(' '), title).toMatch(/Senado/);
      expect(c.checkedAt, title).toBeDefined();
    }
    expect(findQuestion('q416')!.explanation).toMatch(/Senado/);
  });

  it('asks who elects the Defensor del Pueblo, as the page teaches it: the Senate', () => {
    const asked = activeQuestions.filter((q) => /quién elige al Defensor del Pueblo/i.test(q.text));
    expect(asked.map((q) => q.correct.map((i) => q.options[i]))).toEqual([['El Senado']]);
  });

  it('Art. 110 is quoted as the Constitution says it: «por nacimiento»', async () => {
    const text = blockText(block(await page('material/organizacion-politica'), 'poderes'));
    expect(text).toMatch(/ser peruano por nacimiento/);
    expect(text).not.toMatch(/peruano de nacimiento/);
  });
});

describe('the 2026 elections and who governs', () => {
  it('dates the first round and the runoff and, unverified, names no one, linking the official pages', async () => {
    const body = await page('material/presidentes');
    const callout = block(body, 'presidente-actual');
    expect(callout.checkedAt! >= '2026-11-27').toBe(true);
    expect(blockText(callout)).toMatch(/12 de abril de 2026/);
    expect(blockText(callout)).toMatch(/7 de junio/);
    const links = block(body, 'fuente-oficial');
    expect(links.kind === 'links' && links.links.map((l) => new URL(l.url).hostname)).toEqual(expect.arrayContaining(['www.gob.pe', 'plataformaelectoral.jne.gob.pe', 'www.congreso.gob.pe']));
  });

  it('asks about 2016–2026 without the president who took office on 28 July 2026', () => {
    expect(findQuestion('q966')!.text).toMatch(/27 de julio de 2026/);
  });
});

describe("topic 21, 'Actualidad (2024–2026)' (issue 51)", () => {
  it('dates and sources every event in a section of its own, so the academy can update one at a time', async () => {
    // The topic's two pages (21.2 holds the State's events), read as one.
    const pages = await Promise.all(['material/actualidad', 'material/actualidad/estado'].map(page));
    const events = pages.flatMap((body) => body.blocks).filter((b) => b.kind !== 'links');
    expect(events.length).toBeGreaterThanOrEqual(10);
    // Each section is dated as a whole, or (a timeline, a list) every entry is.
    const undated = events.filter((b) => {
      if (b.checkedAt) return false;
      if (b.kind === 'timeline') return b.events.some((e) => !e.checkedAt);
      if (b.kind === 'list') return b.items.some((i) => !i.checkedAt);
      return true;
    });
    expect(undated.map((b) => b.id)).toEqual([]);
    expect(pages.reduce((n, body) => n + body.sources.length, 0)).toBeGreaterThanOrEqual(events.length);
    expect(pages.flatMap(sourceUrls).map((u) => new URL(u).hostname)).toEqual(expect.arrayContaining(['www.gob.pe', 'plataformaelectoral.jne.gob.pe', 'www.congreso.gob.pe']));
  });

  it('names no office holder after 28 July 2026, which no official source confirmed, and says so, dated', async () => {
    const body = await page('material/actualidad/estado');
    const callout = block(body, 'autoridades-hoy');
    expect(callout.checkedAt! >= '2026-11-29').toBe(true);
    expect(blockText(callout)).toMatch(/no pudo comprobar/);
    const topic21 = activeQuestions.filter((q) => q.topic === 21);
    expect(topic21.filter((q) => /2026.2031|desde el 28 de julio de 2026|hoy/i.test(q.text)).map((q) => q.id)).toEqual([]);
  });

  it('asks at least 32 questions, every one with one answer among 3 options, each linked to its page', () => {
    const topic21 = activeQuestions.filter((q) => q.topic === 21);
    expect(topic21.length).toBeGreaterThanOrEqual(32);
    expect(topic21.filter((q) => q.options.length !== 3 || q.correct.length !== 1).map((q) => q.id)).toEqual([]);
    expect(topic21.filter((q) => !['material/actualidad', 'material/actualidad/estado'].includes(q.source.path)).map((q) => q.id)).toEqual([]);
    expect(topic21.filter((q) => !/^q13\d\d$/.test(q.id)).map((q) => q.id)).toEqual([]);
  });
});

describe('smaller corrections', () => {
  it('Hanan Cusco counts 8 on its page and in its question, Amaru apart', async () => {
    const table = block(await page('material/imperio-incaico/gobernantes'), 'catorce-incas');
    const amaru = table.kind === 'table' ? table.rows.find((r) => r[0] === 'Amaru Inca Yupanqui') : undefined;
    expect(amaru?.[1]).not.toBe('Hanan Cusco (correinante)');
    expect(findQuestion('q113')!.text).toMatch(/sin contar/);
  });

  it('gives no single year for Víctor Delfín’s Barranco workshop, where sources conflict', async () => {
    expect(findQuestion('q967')!.text).not.toMatch(/1965/);
    const text = blockText(block(await page('material/personalidades'), 'perfiles'));
    expect(text).not.toMatch(/en 1965 instaló su taller/);
  });
});
