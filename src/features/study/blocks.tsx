/**
 * Templates for the content model's blocks. Each block renders as a section with its anchor id and
 * heading, so links like 'material/geografia#regiones' land on it.
 */
import { Box, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../components/chakra/alert';
import { Table } from '../../components/chakra/table';
import { MoveHorizontal } from 'lucide-react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { sectionText } from '../../content/plain-text';
import type { Block, Card } from '../../content/types';
import { FigureStat } from '../../components/ui/figure-stat';
import { ListenButton } from '../../components/ui/listen-button';
import { NewTabLink } from '../../components/ui/new-tab-link';
import { formatLongDate, formatNumber } from '../../shared/spanish-format';
import { headingCss } from '../../theme/system';
import { ContentImage } from './content-image';
import { courseLink } from './course-link';

/**
 * A study page is long: sections out of view skip layout and paint until scrolled near (anchors,
 * find-in-page and screen readers still reach them). Halves the first layout on a phone.
 */
const OFFSCREEN_SKIPPED = { contentVisibility: 'auto', containIntrinsicSize: 'auto 480px' } as const;

/** 'Escuchar' for a section: its title, intro and text (src/content/plain-text.ts). */
function SectionListen({ block }: { block: Block }) {
  return <ListenButton text={() => sectionText(block)} about={block.title ?? 'esta sección'} />;
}

/**
 * 'Verificado el 24 de noviembre de 2026' next to a fact that changes (content types: CheckedAt): read
 * out with the fact it dates, the day machine-readable in <time>. Inline by default; `block` puts it
 * on its own line under the fact.
 */
export function VerifiedOn({ date, block = false }: { date: string; block?: boolean }) {
  return (
    <Box as="span" display={block ? 'block' : 'inline'} fontSize="xs" fontWeight="medium" color="fg.muted" data-verified>
      Verificado el <time dateTime={date}>{formatLongDate(date)}</time>
    </Box>
  );
}

function Section({ block, children }: { block: Block; children: ReactNode }) {
  const headingId = `${block.id}-titulo`;
  return (
    <Box as="section" id={block.id} aria-labelledby={block.title ? headingId : undefined} css={SECTION}>
      <div data-section-head>
        {block.title && <h2 id={headingId}>{block.title}</h2>}
        <SectionListen block={block} />
      </div>
      {block.intro && <p data-intro>{block.intro}</p>}
      {block.checkedAt && (
        <p>
          <VerifiedOn date={block.checkedAt} />
        </p>
      )}
      {children}
    </Box>
  );
}

/**
 * A heading with 'Escuchar' at its end. The button appears only once the app knows the device has a
 * Spanish voice (never in the prerendered page), so the heading always leaves room for it and the
 * button sits over that room: the page does not move when it appears.
 */
const LISTEN_HEAD = {
  position: 'relative',
  minHeight: '8',
  paddingEnd: 'calc(6.5rem * var(--study-font-scale, 1))',
  '& > button': { position: 'absolute', top: '0', insetEnd: '0' },
} as const;

/** A section's heading and intro are plain elements styled from it (the heading as the theme's <Heading>, size xl). */
const SECTION = {
  ...OFFSCREEN_SKIPPED,
  scrollMarginTop: '20',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  '& > [data-section-head]': LISTEN_HEAD,
  '& > [data-section-head] > h2': headingCss('xl'),
  '& > [data-intro]': { color: 'fg.muted' },
} as const;

function CardView({ card }: { card: Card }) {
  return (
    <article>
      {card.image && (
        <div data-card-image>
          <ContentImage image={card.image} aspect={4 / 3} />
        </div>
      )}
      <div data-card-body>
        <div data-card-head>
          <h3>{card.title}</h3>
          {card.badge && <span data-badge>{card.badge}</span>}
        </div>
        {card.subtitle && <p data-subtitle>{card.subtitle}</p>}
        {card.checkedAt && <VerifiedOn date={card.checkedAt} block />}
        {card.paragraphs?.map((p, i) => <p key={i}>{p}</p>)}
        {card.facts && card.facts.length > 0 && (
          <dl>
            {card.facts.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>
                  {f.value}
                  {f.checkedAt && <VerifiedOn date={f.checkedAt} block />}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {card.points && card.points.length > 0 && (
          <ul>
            {card.points.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

/*
 * Cards are plain elements styled once from their grid (the heading as the theme's <Heading>, size
 * md): a cards block used to be eight to ten styled components per card, each computing
 * its style when the app adopts the page.
 */
const CARDS = {
  '& > article': { bg: 'bg', borderWidth: '1px', rounded: 'xl', overflow: 'hidden', display: 'flex', flexDirection: 'column' },
  '& [data-card-image]': { bg: 'bg.muted', padding: '2' },
  '& [data-card-body]': { display: 'flex', flexDirection: 'column', gap: '2', padding: '4' },
  '& [data-card-head]': { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '2' },
  '& h3': headingCss('md'),
  '& [data-badge]': {
    flexShrink: 0,
    fontSize: 'xs',
    fontWeight: 'semibold',
    paddingInline: '2',
    paddingBlock: '0.5',
    rounded: 'full',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
  },
  '& [data-subtitle]': { fontSize: 'sm', color: 'fg.muted', fontWeight: 'medium' },
  '& dl': { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1', fontSize: 'sm' },
  '& dl > div': { display: 'contents' },
  '& dt': { fontWeight: 'semibold' },
  '& [data-card-body] > ul': { paddingStart: '5', listStyleType: 'disc', fontSize: 'sm' },
} as const;

/*
 * A list's items are plain elements styled once from their container: fewer styled components per
 * page, less markup, less work when the app adopts it.
 */
/** Columns keep a readable width on a phone. */
const TABLE_CELLS = { '& thead th': { bg: 'bg.muted' }, '& th, & td': { minWidth: '7rem' } } as const;

/** True while the element is wider inside than its box (it scrolls sideways); null until measured. */
function useOverflowsX(ref: React.RefObject<HTMLElement | null>): boolean | null {
  const [overflows, setOverflows] = useState<boolean | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // Measured when the browser reports the table laid out (its first report comes with the next
    // frame), never by forcing a layout: on a long study page, the forced layout of every table right
    // after the app adopted the page was one long task at start-up (issue 33). A table in a section the
    // browser skips (off screen: content-visibility) has no size yet, and is measured when it gets one.
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) measure();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/**
 * A table grows with the page (no box of its own to scroll down in) and scrolls sideways only when
 * it is wider than the screen, which the hint then says; its box takes the keyboard's focus either
 * way (it may start to scroll when the fonts or the window change). Until measured (a prerendered page), a
 * table of more than two columns keeps the hint's line on a phone, unseen: the page does not move
 * when it shows.
 */
function TableView({ block }: { block: Extract<Block, { kind: 'table' }> }) {
  const scroller = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsX(scroller);
  const reserve = overflows === null ? block.columns.length > 2 : overflows;
  return (
    <>
      {reserve && (
        <Text
          hideFrom={overflows ? undefined : 'md'}
          visibility={overflows ? 'visible' : 'hidden'}
          aria-hidden={!overflows}
          fontSize="sm"
          color="fg.muted"
          display="flex"
          alignItems="center"
          gap="1"
          marginBottom="2"
        >
          <MoveHorizontal size={16} aria-hidden />
          Desliza la tabla hacia los lados para ver todas las columnas.
        </Text>
      )}
      <Box ref={scroller} overflowX="auto" borderWidth="1px" rounded="lg" tabIndex={0} role="region" aria-label={block.caption ?? block.title} css={TABLE_CELLS}>
        {/* native: one component styles the whole table through its plain rows and cells. */}
        <Table.Root size="sm" striped native>
          {block.caption && <Table.Caption>{block.caption}</Table.Caption>}
          <thead>
            <tr>
              {block.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) => (
                  <td key={j}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table.Root>
      </Box>
    </>
  );
}

const LIST_ITEMS = { '& > li': { paddingBlock: '1' }, '& b': { fontWeight: 'semibold' } } as const;

const CALLOUT_STATUS = { info: 'info', warning: 'warning', tip: 'success' } as const;

export function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'text':
      return (
        <Section block={block}>
          {block.paragraphs.map((p, i) => (
            <Text key={i} lineHeight="tall" whiteSpace="pre-line">
              {p}
            </Text>
          ))}
        </Section>
      );
    case 'cards':
      return (
        <Section block={block}>
          <SimpleGrid columns={{ base: 1, md: Math.min(block.columns ?? 2, 2), xl: block.columns ?? 2 }} gap="4" css={CARDS}>
            {block.cards.map((card) => (
              <CardView key={card.title} card={card} />
            ))}
          </SimpleGrid>
        </Section>
      );
    case 'table':
      return (
        <Section block={block}>
          <TableView block={block} />
        </Section>
      );
    case 'list': {
      const items = block.items.map((item, i) => (
        <li key={i}>
          {item.label && <b>{item.label}: </b>}
          {item.href ? (
            <Link asChild color="colorPalette.fg" textDecoration="underline">
              <RouterLink {...courseLink(item.href)}>{item.text}</RouterLink>
            </Link>
          ) : (
            item.text
          )}
          {item.checkedAt && <VerifiedOn date={item.checkedAt} block />}
        </li>
      ));
      return (
        <Section block={block}>
          {block.ordered ? (
            // Room for two-digit markers ('10.' to '20.' on the balotario), which sit outside the box.
            <Box as="ol" paddingStart="9" listStyleType="decimal" css={LIST_ITEMS}>
              {items}
            </Box>
          ) : (
            <Box as="ul" paddingStart="6" listStyleType="disc" css={LIST_ITEMS}>
              {items}
            </Box>
          )}
        </Section>
      );
    }
    case 'stats':
      return (
        <Section block={block}>
          <SimpleGrid as="dl" columns={{ base: 2, md: Math.min(block.stats.length, 4) }} gap="3" bg="colorPalette.subtle" rounded="xl" padding="4">
            {block.stats.map((s) => (
              <FigureStat key={s.label} textAlign="center" label={s.label} value={`${formatNumber(s.value)}${s.suffix ?? ''}`} valueSize="3xl" valueColor="colorPalette.fg" />
            ))}
          </SimpleGrid>
        </Section>
      );
    case 'gallery':
      return (
        <Section block={block}>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {block.images.map((img) => (
              <Box as="figure" key={img.src} bg="bg" borderWidth="1px" rounded="lg" padding="2">
                <ContentImage image={img} aspect={1} />
                {img.caption && (
                  <Box as="figcaption" fontSize="sm" textAlign="center" marginTop="1">
                    {img.caption}
                  </Box>
                )}
              </Box>
            ))}
          </SimpleGrid>
        </Section>
      );
    case 'timeline':
      return (
        <Section block={block}>
          <Box as="ol" listStyle="none" borderStartWidth="2px" borderColor="colorPalette.muted" paddingStart="5" marginStart="2">
            {block.events.map((e, i) => (
              <Box as="li" key={i} position="relative" paddingBottom="4">
                <Box position="absolute" insetStart="-27px" top="1.5" width="3" height="3" rounded="full" bg="colorPalette.solid" aria-hidden />
                <Text fontSize="sm" fontWeight="bold" color="colorPalette.fg">
                  {e.date}
                </Text>
                <Text fontWeight="semibold">{e.title}</Text>
                {e.text && <Text color="fg.muted">{e.text}</Text>}
                {e.checkedAt && <VerifiedOn date={e.checkedAt} block />}
              </Box>
            ))}
          </Box>
        </Section>
      );
    case 'callout':
      return (
        <Box as="section" id={block.id} scrollMarginTop="20" css={OFFSCREEN_SKIPPED}>
          <Alert.Root status={CALLOUT_STATUS[block.tone]} variant="subtle" alignItems="flex-start">
            <Alert.Indicator />
            <Alert.Content>
              <Box css={LISTEN_HEAD}>
                {block.title && <Alert.Title fontWeight="bold">{block.title}</Alert.Title>}
                <SectionListen block={block} />
              </Box>
              <Alert.Description>
                <Text>{block.text}</Text>
                {block.checkedAt && (
                  <Text fontSize="sm" marginTop="1" fontWeight="medium">
                    Verificado el <time dateTime={block.checkedAt}>{formatLongDate(block.checkedAt)}</time>.
                  </Text>
                )}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        </Box>
      );
    case 'links':
      return (
        <Section block={block}>
          <Stack as="ul" listStyle="none" gap="2">
            {block.links.map((l) => (
              <Box as="li" key={l.url}>
                <NewTabLink href={l.url} fontWeight="semibold">
                  {l.label}
                </NewTabLink>
                {l.description && (
                  <Text fontSize="sm" color="fg.muted">
                    {l.description}
                  </Text>
                )}
              </Box>
            ))}
          </Stack>
        </Section>
      );
    case 'figure':
      return (
        <Section block={block}>
          <Box as="figure" bg="bg" borderWidth="1px" rounded="xl" padding="3">
            <ContentImage image={block.image} />
            {block.image.caption && (
              <Box as="figcaption" fontSize="sm" color="fg.muted" textAlign="center" marginTop="2">
                {block.image.caption}
              </Box>
            )}
          </Box>
        </Section>
      );
  }
}

