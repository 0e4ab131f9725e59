/**
 * 'buscar?q=…': searches the study material on the device. The index (dist/search-index.json, made
 * at build time and precached) loads once, on this page only, with MiniSearch.loadJSON; results are
 * grouped by page, each section with its title and a snippet of its text, linking to the section.
 */
import { Box, Button, Flex, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import MiniSearch, { type SearchResult } from 'minisearch';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { findPage } from '../../content/course';
import type { ContentOverlay } from '../../content/content-versions';
import { blockText } from '../../content/plain-text';
import { readyOverlay } from '../../lib/content/content-overlay';
import StatusAlert from '../../components/ui/status-alert';
import { countOf } from '../../shared/spanish-format';
import { courseLink } from './course-link';
import { pageTitle } from './page-title';
import { SEARCH_PATH, SearchBox } from './search-field';
import { INDEX_OPTIONS, QUERY_OPTIONS, SEARCH_INDEX_URL, type SearchDocument } from './search-options';
import { snippet } from './search-snippet';

/** Sections shown at most: past these the student refines the query. */
const MAX_RESULTS = 60;

let loading: Promise<MiniSearch<SearchDocument>> | null = null;

/**
 * The build's index with the academy's published sections in place of the bundled ones (issue 48):
 * a corrected section is found by its new words, never by the old ones.
 */
function withOverlay(index: MiniSearch<SearchDocument>, overlay: ContentOverlay): MiniSearch<SearchDocument> {
  for (const change of Object.values(overlay.sections)) {
    const id = `${change.path}#${change.anchor}`;
    const { block } = change;
    const document = { id, path: change.path, anchor: change.anchor, title: block.title ?? findPage(change.path)?.title ?? '', text: [block.intro ?? '', ...blockText(block)].filter(Boolean).join(' ') };
    if (index.has(id)) index.replace(document);
    else index.add(document);
  }
  return index;
}

/** The index, fetched and parsed once per app session; a failed load is tried again next time. */
function loadIndex(): Promise<MiniSearch<SearchDocument>> {
  loading ??= fetch(SEARCH_INDEX_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.text();
    })
    .then(async (json) => withOverlay(MiniSearch.loadJSON<SearchDocument>(json, INDEX_OPTIONS), await readyOverlay()));
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

type IndexState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; index: MiniSearch<SearchDocument> };

function useSearchIndex(): { state: IndexState; retry: () => void } {
  const [state, setState] = useState<IndexState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadIndex().then(
      (index) => live && setState({ status: 'ready', index }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return {
    state,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}

interface PageGroup {
  path: string;
  title: string;
  sections: (SearchResult & Partial<SearchDocument>)[];
}

/** The results grouped by page, pages in the order of their best section, sections by score. */
function groupByPage(results: SearchResult[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const result of results.slice(0, MAX_RESULTS)) {
    const path = result.path as string;
    let group = groups.get(path);
    if (!group) {
      const meta = findPage(path);
      group = { path, title: meta ? pageTitle(meta) : path, sections: [] };
      groups.set(path, group);
    }
    group.sections.push(result);
  }
  return [...groups.values()];
}

/** Matching words as <mark>: highlighted by color and weight, and plain text to a screen reader. */
function Snippet({ text, terms }: { text: string; terms: string[] }) {
  return (
    <Text fontSize="sm" color="fg.muted" css={{ '& mark': { bg: 'yellow.subtle', color: 'fg', fontWeight: 'semibold', rounded: 'xs', paddingInline: '0.5' } }}>
      {snippet(text, terms).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}
    </Text>
  );
}

function Results({ groups, query }: { groups: PageGroup[]; query: string }) {
  if (groups.length === 0) {
    return <Text>Prueba con otra palabra, revisa cómo la escribiste o busca un nombre propio (una persona, un lugar, una fecha).</Text>;
  }
  return (
    <Stack as="ol" listStyle="none" gap="6" aria-label={`Resultados para «${query}»`}>
      {groups.map((group) => (
        <Box as="li" key={group.path}>
          <Heading as="h2" size="lg" marginBottom="2">
            <Link asChild color="fg" textDecoration="none" _hover={{ textDecoration: 'underline' }}>
              <RouterLink {...courseLink(group.path)}>{group.title}</RouterLink>
            </Link>
          </Heading>
          <Stack as="ul" listStyle="none" gap="2" borderStartWidth="2px" borderColor="colorPalette.muted" paddingStart="4">
            {group.sections.map((section) => (
              <Box as="li" key={section.id}>
                <Link asChild color="colorPalette.fg" fontWeight="semibold">
                  <RouterLink {...courseLink(section.anchor ? `${group.path}#${section.anchor}` : group.path)}>{section.anchor ? section.title : 'Introducción de la página'}</RouterLink>
                </Link>
                <Snippet text={section.text ?? ''} terms={section.terms} />
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

export function SearchPage({ query }: { query: string }) {
  const navigate = useNavigate();
  const { state, retry } = useSearchIndex();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // A new query from the header's field (or back/forward) replaces what the field holds.
  if (shownQuery !== query) {
    setShownQuery(query);
    setDraft(query);
  }
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const trimmed = query.trim();
  const groups = useMemo(() => (state.status === 'ready' && trimmed ? groupByPage(state.index.search(trimmed, QUERY_OPTIONS)) : []), [state, trimmed]);
  const sections = groups.reduce((n, g) => n + g.sections.length, 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = draft.trim();
    void navigate({ to: SEARCH_PATH, search: { q: q || undefined } });
  };

  let status = '';
  if (trimmed && state.status === 'loading') status = 'Cargando el buscador...';
  else if (trimmed && state.status === 'ready')
    status = sections === 0 ? `No encontramos resultados para «${trimmed}»` : `${countOf(sections, 'resultado', 'resultados')} en ${countOf(groups.length, 'página', 'páginas')} para «${trimmed}»`;

  return (
    <Stack gap="5" maxWidth="3xl" marginInline="auto">
      <Heading as="h1" size="2xl">
        Buscar en el material
      </Heading>
      <Box as="form" role="search" aria-label="Buscar en el material" onSubmit={submit}>
        <Flex gap="2">
          <SearchBox ref={inputRef} value={draft} onChange={(e) => setDraft(e.target.value)} aria-label="Palabras a buscar" placeholder="Por ejemplo: Titicaca, Grau, ceviche" />
          <Button type="submit">
            <Search aria-hidden />
            Buscar
          </Button>
        </Flex>
      </Box>

      {/* Always present, so a screen reader hears each new count. */}
      <Box role="status" aria-live="polite" aria-atomic="true">
        {status && (
          <Flex alignItems="center" gap="3">
            {state.status === 'loading' && <Spinner size="sm" />}
            <Text fontWeight="semibold">{status}</Text>
          </Flex>
        )}
      </Box>

      {!trimmed && <Text color="fg.muted">Escribe una palabra, un nombre o una fecha para encontrar la sección del material que habla de ello. La búsqueda funciona también sin conexión.</Text>}
      {trimmed && state.status === 'error' && (
        <Stack gap="3" alignItems="flex-start">
          <StatusAlert status="error" role="alert" title="No se pudo cargar el buscador. Revisa tu conexión e inténtalo de nuevo." />
          <Button variant="outline" onClick={retry}>
            Reintentar
          </Button>
        </Stack>
      )}
      {trimmed && state.status === 'ready' && <Results groups={groups} query={trimmed} />}
    </Stack>
  );
}
