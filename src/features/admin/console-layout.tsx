/**
 * The academy's console (issue 20): its own navigation over the screen of the moment, and the admin
 * API every screen reads through. Online only; loaded for operators alone (routes/admin.tsx refuses
 * students before any of it is downloaded).
 */
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink, useRouter } from '@tanstack/react-router';
import { Activity, ChartColumn, ChevronLeft, ClipboardCheck, FileText, Megaphone, MessageSquareWarning, School, TicketCheck, TriangleAlert, UsersRound } from 'lucide-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ApiClient } from '../../lib/api/api-client';
import { createAdminApi } from './admin-api';
import { AdminApiContext } from './console-parts';
import { createConsoleQueryClient } from './console-queries';

const SECTIONS = [
  { to: '/admin/estudiantes', label: 'Estudiantes', Icon: UsersRound },
  { to: '/admin/grupos', label: 'Grupos', Icon: School },
  { to: '/admin/en-riesgo', label: 'En riesgo', Icon: TriangleAlert },
  { to: '/admin/resultados', label: 'Resultados', Icon: ClipboardCheck },
  { to: '/admin/preguntas', label: 'Preguntas', Icon: ChartColumn },
  { to: '/admin/contenido', label: 'Contenido', Icon: FileText },
  { to: '/admin/reportes', label: 'Reportes', Icon: MessageSquareWarning },
  { to: '/admin/avisos', label: 'Avisos', Icon: Megaphone },
  { to: '/admin/codigos', label: 'Códigos', Icon: TicketCheck },
  { to: '/admin/actividad', label: 'Actividad', Icon: Activity },
] as const;

export function ConsoleLayout(props: { api: ApiClient; onUnauthorized: () => void; header: ReactNode; children: ReactNode }) {
  const { api, onUnauthorized, header, children } = props;
  const admin = useMemo(() => createAdminApi(api, onUnauthorized), [api, onUnauthorized]);
  // One cache per visit to the console: signing out (or in as someone else) starts from nothing.
  const [queries] = useState(createConsoleQueryClient);
  const sections = useActiveSectionInView();
  return (
    <QueryClientProvider client={queries}>
      <AdminApiContext.Provider value={admin}>
        <Box minHeight="100dvh" bg="bg.subtle">
          {header}
          <Box as="nav" aria-label="Consola" bg="bg" borderBottomWidth="1px">
            <Flex ref={sections} maxWidth="7xl" marginInline="auto" paddingInline={{ base: '3', md: '6' }} gap="1" alignItems="center" overflowX="auto">
              <Text fontWeight="bold" color="fg.muted" fontSize="sm" marginEnd="3" hideBelow="2xl" whiteSpace="nowrap">
                Consola de la academia
              </Text>
              {SECTIONS.map(({ to, label, Icon }) => (
                <RouterLink key={to} to={to} activeProps={{ 'aria-current': 'page' }}>
                  <Flex
                    as="span"
                    alignItems="center"
                    gap="2"
                    // Narrower below 1024 px; the console's name only from 1536 px, so the ten sections fit 1280 px (a tablet scrolls them, the open one kept in view).
                    paddingInline={{ base: '2', lg: '3' }}
                    paddingBlock="3"
                    fontWeight="semibold"
                    fontSize="sm"
                    color="fg.muted"
                    borderBottomWidth="3px"
                    borderColor="transparent"
                    whiteSpace="nowrap"
                    css={{ '[aria-current=page] > &': { color: 'colorPalette.fg', borderColor: 'colorPalette.solid' } }}
                  >
                    {/* Icons from 1024 px: on a 768 px tablet the sections fit without them. */}
                    <Box as="span" hideBelow="lg">
                      <Icon size={16} aria-hidden />
                    </Box>
                    {label}
                  </Flex>
                </RouterLink>
              ))}
            </Flex>
          </Box>
          <Box as="main" id="main" maxWidth="7xl" marginInline="auto" padding={{ base: '4', md: '6' }}>
            {children}
          </Box>
        </Box>
      </AdminApiContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * Where the sections scroll sideways (a tablet or a phone), the current one is brought into view on
 * every navigation: on a 768 px tablet 'Códigos' and 'Actividad' were past the edge even while open.
 * The row scrolls by itself, never the page.
 */
function useActiveSectionInView() {
  const row = useRef<HTMLDivElement>(null);
  const router = useRouter();
  useEffect(() => {
    const bring = (pathname: string) => {
      const box = row.current;
      // By the address, not aria-current: the links may still mark the section being left.
      const section = SECTIONS.find(({ to }) => pathname === to || pathname.startsWith(`${to}/`));
      const current = section && box?.querySelector<HTMLElement>(`a[href="${section.to}"]`);
      if (!box || !current || box.scrollWidth <= box.clientWidth) return;
      const start = current.getBoundingClientRect().left - box.getBoundingClientRect().left + box.scrollLeft;
      box.scrollLeft = Math.max(0, start - (box.clientWidth - current.offsetWidth) / 2);
    };
    bring(router.state.location.pathname);
    // After each navigation has drawn, and after the router restored the scroll positions it keeps.
    return router.subscribe('onRendered', ({ toLocation }) => bring(toLocation.pathname));
  }, [router]);
  return row;
}

/** A console screen's title and what it is for, with room for its main actions. */
export function ScreenHeader(props: { title: string; description?: string; actions?: ReactNode; back?: ReactNode }) {
  return (
    <Flex gap="4" alignItems={{ base: 'flex-start', md: 'flex-end' }} justifyContent="space-between" wrap="wrap" marginBottom="5">
      <Box>
        {props.back}
        <Heading as="h1" size="2xl">
          {props.title}
        </Heading>
        {props.description && <Text color="fg.muted">{props.description}</Text>}
      </Box>
      {props.actions && (
        <Flex gap="2" wrap="wrap">
          {props.actions}
        </Flex>
      )}
    </Flex>
  );
}

/** The way back up: to the students list, to one student, or to the groups list. */
export function BackTo({ studentId, label, groups }: { studentId?: number; label: string; groups?: boolean }) {
  const link = groups
    ? ({ to: '/admin/grupos' } as const)
    : studentId === undefined
      ? ({ to: '/admin/estudiantes' } as const)
      : ({ to: '/admin/estudiantes/$studentId', params: { studentId: String(studentId) } } as const);
  return (
    <RouterLink {...link}>
      <Flex as="span" alignItems="center" gap="1" fontSize="sm" color="colorPalette.fg" fontWeight="semibold" marginBottom="2">
        <ChevronLeft size={14} aria-hidden />
        {label}
      </Flex>
    </RouterLink>
  );
}
