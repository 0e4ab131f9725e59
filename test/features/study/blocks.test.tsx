// @vitest-environment jsdom
/**
 * Each block template as a student sees it: the section's heading and anchor, its content, links and
 * the image placeholder. Internal links are TanStack Links, so blocks render inside a small router.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Block } from '@/content/types';
import { BlockView } from '@/features/study/blocks';
import { renderInRouter } from '../../support/render-in-router';

afterEach(cleanup);
// jsdom 27 has a scrollTo that only logs 'Not implemented'; the router's scroll handling calls it.
beforeAll(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

async function renderBlock(block: Block) {
  const view = await renderInRouter(<BlockView block={block} />);
  // The router renders its matches once it has settled.
  await waitFor(() => expect(document.getElementById(block.id)).not.toBeNull());
  return view;
}

/** The section a student lands on with '#id': a landmark named by its heading. */
function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('text', () => {
  it('shows the heading, intro and paragraphs in a section with the anchor id', async () => {
    await renderBlock({
      id: 'resumen',
      kind: 'text',
      title: 'Resumen del Tahuantinsuyo',
      intro: 'Lo esencial en dos párrafos.',
      paragraphs: ['El Imperio se dividía en cuatro suyos.', 'Su capital era el Cusco.'],
    });
    const region = section('Resumen del Tahuantinsuyo');
    expect(region).toHaveAttribute('id', 'resumen');
    expect(within(region).getByRole('heading', { level: 2, name: 'Resumen del Tahuantinsuyo' })).toHaveAttribute('id', 'resumen-titulo');
    expect(within(region).getByText('Lo esencial en dos párrafos.')).toBeVisible();
    expect(within(region).getByText('El Imperio se dividía en cuatro suyos.')).toBeVisible();
    expect(within(region).getByText('Su capital era el Cusco.')).toBeVisible();
  });

  it('is still an anchored section when it has no title', async () => {
    const { container } = await renderBlock({ id: 'sin-titulo', kind: 'text', paragraphs: ['Solo un párrafo.'] });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Solo un párrafo.').closest('section')).toHaveAttribute('id', 'sin-titulo');
    expect(container.querySelector('#sin-titulo')).not.toHaveAttribute('aria-labelledby');
  });
});

describe('cards', () => {
  it('shows each card with its title, badge, subtitle, paragraphs, facts, points and image', async () => {
    await renderBlock({
      id: 'heroes',
      kind: 'cards',
      title: 'Héroes',
      cards: [
        {
          title: 'Miguel Grau',
          subtitle: 'El Caballero de los Mares',
          badge: '1879',
          paragraphs: ['Comandó el monitor Huáscar.'],
          facts: [
            { label: 'Nacimiento', value: '27 de julio de 1834' },
            { label: 'Muerte', value: '8 de octubre de 1879' },
          ],
          points: ['Combate de Angamos', 'Rescate de náufragos'],
          image: { src: '/illustrations/heroes/grau.svg', alt: 'Retrato de Miguel Grau' },
        },
        { title: 'Francisco Bolognesi', paragraphs: ['Defendió Arica.'] },
      ],
    });
    const cards = within(section('Héroes')).getAllByRole('article');
    expect(cards).toHaveLength(2);

    const grau = within(cards[0]);
    expect(grau.getByRole('heading', { level: 3, name: 'Miguel Grau' })).toBeVisible();
    expect(grau.getByText('1879')).toBeVisible();
    expect(grau.getByText('El Caballero de los Mares')).toBeVisible();
    expect(grau.getByText('Comandó el monitor Huáscar.')).toBeVisible();
    expect(grau.getAllByRole('term').map((t) => t.textContent)).toEqual(['Nacimiento', 'Muerte']);
    expect(grau.getAllByRole('definition').map((d) => d.textContent)).toEqual(['27 de julio de 1834', '8 de octubre de 1879']);
    expect(grau.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Combate de Angamos', 'Rescate de náufragos']);
    expect(grau.getByRole('img', { name: 'Retrato de Miguel Grau' })).toHaveAttribute('src', '/illustrations/heroes/grau.svg');

    const bolognesi = within(cards[1]);
    expect(bolognesi.getByRole('heading', { level: 3, name: 'Francisco Bolognesi' })).toBeVisible();
    expect(bolognesi.queryByRole('img')).toBeNull();
    expect(bolognesi.queryByRole('list')).toBeNull();
  });
});

describe('table', () => {
  it('shows the caption, column headers and every cell in order', async () => {
    await renderBlock({
      id: 'batallas',
      kind: 'table',
      title: 'Batallas',
      caption: 'Batallas de la independencia',
      columns: ['Año', 'Batalla', 'Héroes'],
      rows: [
        ['1824', 'Junín', 'Bolívar'],
        ['1824', 'Ayacucho', 'Sucre'],
      ],
    });
    const table = within(section('Batallas')).getByRole('table', { name: 'Batallas de la independencia' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Año', 'Batalla', 'Héroes']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['1824', 'Junín', 'Bolívar'],
      ['1824', 'Ayacucho', 'Sucre'],
    ]);
    // The wrapper is named after the caption and reachable by keyboard; no hint says it slides when
    // it does not (jsdom lays nothing out: it never does here).
    expect(screen.getByRole('region', { name: 'Batallas de la independencia' })).toHaveAttribute('tabindex', '0');
    expect(screen.queryByText('Desliza la tabla hacia los lados para ver todas las columnas.')).toBeNull();
  });

  it('measures a table only when the browser reports it laid out, never forcing a layout at start-up (issue 33)', async () => {
    // A browser's ResizeObserver: the test sends its reports. The table's box is 300 px wide and its
    // content 600 px once laid out; every read of its content's width is counted.
    const observers: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe() {
          observers.push(this.report);
        }
        disconnect() {}
        unobserve() {}
      },
    );
    let widthReads = 0;
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => (widthReads++, 600));
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const hint = 'Desliza la tabla hacia los lados para ver todas las columnas.';
    const send = (width: number) =>
      observers.forEach((report) => report([{ contentRect: { width } } as ResizeObserverEntry], {} as ResizeObserver));
    try {
      await renderBlock({ id: 'precios', kind: 'table', title: 'Precios', columns: ['Plato', 'Región'], rows: [['Cebiche', 'Costa']] });
      expect(observers).toHaveLength(1);
      // Adopted, not yet measured: the page's layout was not asked for.
      expect(widthReads).toBe(0);
      // Its section is off screen (content-visibility skips it): the report says it has no size yet.
      act(() => send(0));
      expect(widthReads).toBe(0);
      expect(screen.queryByText(hint)).toBeNull();
      // Laid out, and wider than its box: measured once, and the hint says so.
      act(() => send(300));
      expect(widthReads).toBe(1);
      expect(await screen.findByText(hint)).toBeVisible();
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});

describe('list', () => {
  it('shows labelled items, and internal links go to the course page and anchor', async () => {
    await renderBlock({
      id: 'temas',
      kind: 'list',
      title: 'Temas',
      ordered: true,
      items: [
        { label: 'Tema 1', text: 'Las ocho regiones', href: 'material/geografia#regiones' },
        { label: 'Tema 2', text: 'El Imperio Incaico', href: 'material/imperio-incaico' },
        { text: 'Un punto sin enlace' },
      ],
    });
    const list = within(section('Temas')).getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Tema 1: Las ocho regiones', 'Tema 2: El Imperio Incaico', 'Un punto sin enlace']);
    expect(within(items[0]).getByRole('link', { name: 'Las ocho regiones' })).toHaveAttribute(
      'href',
      '/courses/examen-de-naturalizacion/material/geografia#regiones',
    );
    expect(within(items[1]).getByRole('link', { name: 'El Imperio Incaico' })).toHaveAttribute('href', '/courses/examen-de-naturalizacion/material/imperio-incaico');
    expect(within(items[2]).queryByRole('link')).toBeNull();
  });

  it('is a bulleted list unless ordered', async () => {
    await renderBlock({ id: 'frutas', kind: 'list', title: 'Frutas', items: [{ text: 'Lúcuma' }, { text: 'Chirimoya' }] });
    expect(within(section('Frutas')).getByRole('list').tagName).toBe('UL');
  });
});

describe('stats', () => {
  it('shows each value formatted for es-PE with its suffix and label', async () => {
    await renderBlock({
      id: 'cifras',
      kind: 'stats',
      title: 'En cifras',
      stats: [
        { value: 3000, suffix: '+', label: 'Variedades de papa' },
        { value: 8300, suffix: ' km²', label: 'Superficie del Titicaca' },
        { value: 1234567, label: 'Visitantes' },
        { value: 3.5, suffix: '%', label: 'Crecimiento' },
      ],
    });
    const region = within(section('En cifras'));
    expect(region.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Variedades de papa',
      'Superficie del Titicaca',
      'Visitantes',
      'Crecimiento',
    ]);
    expect(region.getAllByRole('definition').map((d) => d.textContent)).toEqual(['3,000+', '8,300 km²', '1,234,567', '3.5%']);
  });
});

describe('gallery', () => {
  it('shows every image with its caption, and a placeholder with the alt text when one fails to load', async () => {
    await renderBlock({
      id: 'galeria',
      kind: 'gallery',
      title: 'Galería',
      images: [
        { src: '/assets/images/tradiciones/candelaria.webp', alt: 'Danzantes de la Candelaria', caption: 'Candelaria, Puno' },
        { src: '/assets/images/tradiciones/inti-raymi.webp', alt: 'Inti Raymi en Sacsayhuamán', caption: 'Inti Raymi, Cusco' },
      ],
    });
    const region = within(section('Galería'));
    const candelaria = region.getByRole('img', { name: 'Danzantes de la Candelaria' });
    expect(candelaria).toHaveAttribute('src', '/assets/images/tradiciones/candelaria.webp');
    expect(region.getByText('Candelaria, Puno')).toBeVisible();
    expect(region.getByText('Inti Raymi, Cusco')).toBeVisible();
    expect(region.queryByText('Danzantes de la Candelaria')).toBeNull();

    fireEvent.error(candelaria);

    const placeholder = await region.findByText('Danzantes de la Candelaria');
    expect(placeholder).toBeVisible();
    expect(placeholder).toHaveAttribute('role', 'img');
    expect(placeholder).toHaveAccessibleName('Danzantes de la Candelaria');
    expect(placeholder.tagName).not.toBe('IMG');
    // The other image is untouched, and the caption stays.
    expect(region.getByRole('img', { name: 'Inti Raymi en Sacsayhuamán' }).tagName).toBe('IMG');
    expect(region.getByText('Candelaria, Puno')).toBeVisible();
  });
});

describe('timeline', () => {
  it('shows each event in order with date, title and text', async () => {
    await renderBlock({
      id: 'cronologia',
      kind: 'timeline',
      title: 'Cronología',
      events: [
        { date: '1820', title: 'Llega San Martín', text: 'Desembarca en Paracas.' },
        { date: '15 de julio de 1821', title: 'Firma del Acta' },
        { date: '28 de julio de 1821', title: 'Proclamación', text: 'En la Plaza Mayor de Lima.' },
      ],
    });
    const items = within(within(section('Cronología')).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText('1820')).toBeVisible();
    expect(within(items[0]).getByText('Llega San Martín')).toBeVisible();
    expect(within(items[0]).getByText('Desembarca en Paracas.')).toBeVisible();
    expect(items[1]).toHaveTextContent(/^15 de julio de 1821Firma del Acta$/);
    expect(within(items[2]).getByText('En la Plaza Mayor de Lima.')).toBeVisible();
  });
});

describe('callout', () => {
  it('shows the title, text and the date it was checked, in Spanish', async () => {
    await renderBlock({
      id: 'verificar',
      kind: 'callout',
      tone: 'warning',
      title: 'Verifica el cargo',
      text: 'El titular de la superintendencia cambia con frecuencia.',
      checkedAt: '2026-03-15',
    });
    const title = screen.getByText('Verifica el cargo');
    expect(title.closest('section')).toHaveAttribute('id', 'verificar');
    expect(screen.getByText('El titular de la superintendencia cambia con frecuencia.')).toBeVisible();
    const checked = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Verificado el 15 de marzo de 2026.');
    expect(checked).toBeVisible();
    expect(within(checked).getByText('15 de marzo de 2026')).toHaveAttribute('datetime', '2026-03-15');
  });

  it('says nothing about a check date when there is none', async () => {
    await renderBlock({ id: 'consejo', kind: 'callout', tone: 'tip', text: 'Repasa las fechas clave.' });
    expect(screen.getByText('Repasa las fechas clave.')).toBeVisible();
    expect(screen.queryByText(/Verificado el/)).toBeNull();
  });
});

describe('changing facts', () => {
  /** The 'Verificado el …' line inside `scope`, with its machine-readable day. */
  function verifiedIn(scope: HTMLElement, long: string, iso: string) {
    const line = within(scope).getByText((_, el) => el?.hasAttribute('data-verified') === true && el.textContent === `Verificado el ${long}`);
    expect(line).toBeVisible();
    expect(within(line).getByText(long)).toHaveAttribute('datetime', iso);
  }

  it('carry their own check date next to the fact: a section, a card, a card fact, a list item, an event', async () => {
    await renderBlock({
      id: 'autoridades',
      kind: 'cards',
      title: 'Autoridades',
      checkedAt: '2026-11-24',
      cards: [
        {
          title: 'Presidencia',
          checkedAt: '2026-11-20',
          facts: [
            { label: 'Mandato', value: '5 años' },
            { label: 'Titular', value: 'Consulta la fuente oficial', checkedAt: '2026-11-21' },
          ],
        },
      ],
    });
    const region = section('Autoridades');
    verifiedIn(region, '24 de noviembre de 2026', '2026-11-24');
    const card = within(region).getByRole('article');
    verifiedIn(card, '20 de noviembre de 2026', '2026-11-20');
    const titular = within(card).getByText('Titular').nextElementSibling as HTMLElement;
    expect(titular).toHaveTextContent('Consulta la fuente oficial');
    verifiedIn(titular, '21 de noviembre de 2026', '2026-11-21');
    expect(within(card).getByText('Mandato').nextElementSibling).toHaveTextContent(/^5 años$/);
    cleanup();

    await renderBlock({
      id: 'requisitos',
      kind: 'list',
      title: 'Requisitos',
      items: [
        { label: 'Residencia', text: 'Cinco años.', checkedAt: '2026-11-22' },
        { label: 'Idioma', text: 'Castellano u otro idioma oficial.' },
      ],
    });
    const [residencia, idioma] = within(section('Requisitos')).getAllByRole('listitem');
    verifiedIn(residencia, '22 de noviembre de 2026', '2026-11-22');
    expect(within(idioma).queryByText(/Verificado el/)).toBeNull();
    cleanup();

    await renderBlock({
      id: 'hitos',
      kind: 'timeline',
      title: 'Hitos',
      events: [{ date: '14 de agosto de 2025', title: 'Ley N.º 32421', text: 'Se publica en El Peruano.', checkedAt: '2026-11-23' }],
    });
    verifiedIn(within(section('Hitos')).getByRole('listitem'), '23 de noviembre de 2026', '2026-11-23');
  });
});

describe('links', () => {
  it('opens each external source in a new tab, safely, and says so', async () => {
    await renderBlock({
      id: 'fuentes-oficiales',
      kind: 'links',
      title: 'Fuentes oficiales',
      links: [
        { label: 'Consejo de Ministros', url: 'https://www.gob.pe/pcm', description: 'Lista de ministros vigentes.' },
        { label: 'Congreso de la República', url: 'https://www.congreso.gob.pe/' },
      ],
    });
    const region = within(section('Fuentes oficiales'));
    const links = region.getAllByRole('link');
    expect(links).toHaveLength(2);

    // The screen-reader hint is part of the link's name (the markup puts no space before it).
    const pcm = region.getByRole('link', { name: /^Consejo de Ministros\s*\(se abre en una pestaña nueva\)$/ });
    expect(pcm).toHaveAttribute('href', 'https://www.gob.pe/pcm');
    const congreso = region.getByRole('link', { name: /^Congreso de la República\s*\(se abre en una pestaña nueva\)$/ });
    expect(congreso).toHaveAttribute('href', 'https://www.congreso.gob.pe/');
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(region.getByText('Lista de ministros vigentes.')).toBeVisible();
  });
});

describe('figure', () => {
  it('shows the image and its caption, and the placeholder after a load error', async () => {
    await renderBlock({
      id: 'regiones',
      kind: 'figure',
      title: 'Las regiones por altitud',
      image: { src: '/illustrations/geografia/regiones.svg', alt: 'Diagrama de las ocho regiones por altitud', caption: 'Según Pulgar Vidal' },
    });
    const region = within(section('Las regiones por altitud'));
    const image = region.getByRole('img', { name: 'Diagrama de las ocho regiones por altitud' });
    expect(image).toHaveAttribute('src', '/illustrations/geografia/regiones.svg');
    expect(region.getByText('Según Pulgar Vidal')).toBeVisible();

    fireEvent.error(image);

    expect(await region.findByText('Diagrama de las ocho regiones por altitud')).toBeVisible();
    expect(region.queryByRole('img', { name: 'Diagrama de las ocho regiones por altitud' })?.tagName).toBe('DIV');
    expect(region.getByText('Según Pulgar Vidal')).toBeVisible();
  });
});
