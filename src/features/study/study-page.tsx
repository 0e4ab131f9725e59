/** The study page template: numbered header, content blocks, closing banner, sources, previous/next. */
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { Link as RouterLink } from '@tanstack/react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { NewTabLink } from '../../components/ui/new-tab-link';
import { studyPages, type PageMeta } from '../../content/course';
import type { StudyPageBody } from '../../content/types';
import { overlaidPage, readyOverlay, useContentOverlay } from '../../lib/content/content-overlay';
import { revealHiddenSections } from '../../lib/content/hidden-sections';
import { formatLongDate } from '../../shared/spanish-format';
import { BlockView } from './blocks';
import { courseLink } from './course-link';
import { STUDY_FONT_CSS, StudyFontSizeControl } from './font-size';
import { pageTitle } from './page-title';
import { ContentIcon } from './icons';

/** The journeys check page titles through the study page. */
export { pageTitle };

function Neighbour({ meta, direction }: { meta: PageMeta; direction: 'prev' | 'next' }) {
  return (
    <Link asChild flex="1" borderWidth="1px" rounded="lg" padding="3" bg="bg" _hover={{ bg: 'bg.muted' }} textDecoration="none" justifyContent={direction === 'next' ? 'flex-end' : 'flex-start'}>
      <RouterLink {...courseLink(meta.path)} rel={direction}>
        <Stack gap="0" textAlign={direction === 'next' ? 'end' : 'start'}>
          <Text fontSize="xs" color="fg.muted" display="flex" alignItems="center" gap="1" justifyContent={direction === 'next' ? 'flex-end' : 'flex-start'}>
            {direction === 'prev' ? <ArrowLeft size={14} aria-hidden /> : null}
            {direction === 'prev' ? 'Anterior' : 'Siguiente'}
            {direction === 'next' ? <ArrowRight size={14} aria-hidden /> : null}
          </Text>
          <Text fontWeight="semibold">{pageTitle(meta)}</Text>
        </Stack>
      </RouterLink>
    </Link>
  );
}

// The overlay is read from IndexedDB as soon as this chunk loads, while the prerendered page
// hydrates, so a changed section shows its published text in the render right after hydration.
if (typeof window !== 'undefined') void readyOverlay();

export function StudyPage({ meta, body: bundled }: { meta: PageMeta; body: StudyPageBody }) {
  // The academy's published sections over the bundled ones (issue 48): the first render (the
  // prerendered page's hydration) is the bundled page, the next one as soon as the overlay is read.
  const body = overlaidPage(meta.path, bundled, useContentOverlay());
  // The sections the overlay changes were hidden before the first paint (hidden-sections.ts): they
  // show again in the commit that draws the published text, before the browser paints it.
  const [overlayRead, setOverlayRead] = useState(false);
  useEffect(() => {
    let live = true;
    void readyOverlay().then(() => live && setOverlayRead(true));
    return () => {
      live = false;
    };
  }, []);
  useLayoutEffect(() => {
    if (overlayRead) revealHiddenSections();
  }, [overlayRead]);
  const index = studyPages.findIndex((p) => p.path === meta.path);
  const prev = studyPages[index - 1];
  const next = studyPages[index + 1];
  return (
    <Stack gap="4" maxWidth="4xl" marginInline="auto">
      <StudyFontSizeControl />
      <Stack as="article" gap="8" css={STUDY_FONT_CSS}>
        <Stack as="header" gap="3" alignItems="center" textAlign="center" paddingTop="2">
          <Box bg="colorPalette.subtle" color="colorPalette.fg" rounded="full" padding="3">
            <ContentIcon name={meta.icon} size={32} />
          </Box>
          <Heading as="h1" size="3xl">
            {pageTitle(meta)}
          </Heading>
          <Text fontSize="lg" fontWeight="medium" color="fg.muted">
            {meta.subtitle}
          </Text>
          <Text maxWidth="2xl">{body.intro}</Text>
        </Stack>

        {body.blocks.map((block) => (
          <BlockView key={block.id} block={block} />
        ))}

        <Box as="aside" aria-label={body.closing.title} bgGradient="to-r" gradientFrom="red.600" gradientTo="red.800" color="white" rounded="2xl" padding={{ base: '5', md: '8' }} textAlign="center">
          <Heading as="h2" size="xl" marginBottom="2">
            {body.closing.title}
          </Heading>
          <Text>{body.closing.text}</Text>
        </Box>

        <Box as="footer" borderTopWidth="1px" paddingTop="4" fontSize="sm">
          <Heading as="h2" size="md" marginBottom="2">
            Fuentes
          </Heading>
          <Stack as="ul" listStyle="none" gap="1">
            {body.sources.map((s) => (
              <Box as="li" key={s.url}>
                <NewTabLink href={s.url} iconSize={12}>
                  {s.label}
                </NewTabLink>
              </Box>
            ))}
          </Stack>
          <Text marginTop="3" color="fg.muted">
            Última revisión: <time dateTime={body.reviewedAt}>{formatLongDate(body.reviewedAt)}</time>
          </Text>
        </Box>

        <Stack as="nav" aria-label="Páginas del curso" direction={{ base: 'column', sm: 'row' }} gap="3">
          {prev ? <Neighbour meta={prev} direction="prev" /> : <Box flex="1" />}
          {next ? <Neighbour meta={next} direction="next" /> : <Box flex="1" />}
        </Stack>
      </Stack>
    </Stack>
  );
}
