/**
 * What 'Escuchar' reads and the search indexes (src/content/plain-text.ts): every kind of block as
 * sentences in reading order, and a question with its options, the student's answer and the key.
 */
import { describe, expect, it } from 'vitest';
import { blockText, questionText, sectionText } from '@/content/plain-text';
import type { Block, Question } from '@/content/types';

describe('a section as text', () => {
  it('reads the title, the intro and the text, each piece ending as a sentence', () => {
    const block: Block = { kind: 'text', id: 'x', title: 'El lago Titicaca', intro: 'Entre Perú y Bolivia', paragraphs: ['Está a 3,812 m s. n. m.'] };
    expect(sectionText(block)).toBe('El lago Titicaca.\nEntre Perú y Bolivia.\nEstá a 3,812 m s. n. m.');
  });

  it('reads a table row by row, each cell with its column', () => {
    const block: Block = { kind: 'table', id: 't', columns: ['Río', 'Vertiente'], rows: [['Amazonas', 'Atlántico'], ['Rímac', 'Pacífico']] };
    expect(blockText(block)).toEqual(['Río: Amazonas; Vertiente: Atlántico.', 'Río: Rímac; Vertiente: Pacífico.']);
  });

  it('reads cards, lists, stats, timelines, links and images in the order they are shown', () => {
    expect(blockText({ kind: 'cards', id: 'c', cards: [{ title: 'Yunga', badge: '500–2,300 m', paragraphs: ['Valles cálidos.'], facts: [{ label: 'Productos', value: 'palta' }], points: ['Frutales'] }] })).toEqual([
      'Yunga (500–2,300 m).',
      'Valles cálidos.',
      'Productos: palta.',
      'Frutales.',
    ]);
    expect(blockText({ kind: 'list', id: 'l', items: [{ label: 'Tema 1', text: 'El Imperio Incaico' }, { text: 'Sin etiqueta' }] })).toEqual(['Tema 1: El Imperio Incaico.', 'Sin etiqueta.']);
    expect(blockText({ kind: 'stats', id: 's', stats: [{ value: 8, label: 'regiones naturales' }, { value: 56, suffix: ' %', label: 'del lago en el Perú' }] })).toEqual(['8 regiones naturales.', '56 % del lago en el Perú.']);
    expect(blockText({ kind: 'timeline', id: 'tl', events: [{ date: '1821', title: 'Independencia', text: 'San Martín la proclama' }] })).toEqual(['1821: Independencia. San Martín la proclama.']);
    expect(blockText({ kind: 'links', id: 'k', links: [{ label: 'Congreso', url: 'https://x', description: 'Sitio oficial' }] })).toEqual(['Congreso: Sitio oficial.']);
    expect(blockText({ kind: 'figure', id: 'f', image: { src: '/a.svg', alt: 'Corte del territorio', caption: 'Sin escala' } })).toEqual(['Corte del territorio.', 'Sin escala.']);
  });
});

describe('a question as text', () => {
  const question: Question = {
    id: 'q1',
    topic: 12,
    text: '¿A qué altitud se encuentra el lago Titicaca?',
    options: ['2,800 m', '3,812 m', '4,100 m'],
    correct: [1],
    points: 2,
    explanation: 'El Titicaca está a 3,812 m s. n. m.',
    source: { path: 'material/geografia-natural', anchor: 'lago-titicaca' },
  };

  it('reads the question and its lettered options', () => {
    expect(questionText(question)).toBe('¿A qué altitud se encuentra el lago Titicaca?\nA: 2,800 m.\nB: 3,812 m.\nC: 4,100 m.');
  });

  it("in a review, adds the student's answer, the correct one and the explanation", () => {
    expect(questionText(question, { selected: [0] }).split('\n').slice(4)).toEqual(['Tu respuesta: A, 2,800 m.', 'Respuesta correcta: B, 3,812 m.', 'El Titicaca está a 3,812 m s. n. m.']);
    expect(questionText(question, { selected: [] })).toContain('Tu respuesta: sin responder.');
  });
});
