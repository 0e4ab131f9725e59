/**
 * The course sidebar 'Navegación': fixed on desktop; on phones a slide-in panel with an overlay that
 * closes on an outside click, Escape and route change. Its motion is CSS (a transition on the panel,
 * a fade on the overlay): every course page draws this sidebar, and framer-motion
 * (components/ui/motion.tsx) would add about 33 KB gzip to each of them for the same slide.
 * Sections collapse; the current one opens.
 * 'Repaso' carries the number of questions due today (learning/learning-store.ts useDueToday): the
 * count a learning screen computed on this device, else the one kept today, else the server's.
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useMatch } from '@tanstack/react-router';
import { ChevronDown, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { navigation, sectionOf, type NavSection } from '../../content/course';
import { useDueToday } from '../../learning/learning-store';
import { courseLink } from './course-link';

export const SIDEBAR_WIDTH = '18rem';

function useOpenSections(currentPath: string) {
  const [open, setOpen] = useState<Set<string>>(() => new Set(['inicio', 'estudio', sectionOf(currentPath) ?? 'inicio']));
  const current = sectionOf(currentPath);
  const [lastAuto, setLastAuto] = useState(current);
  // The section holding the current page opens by itself when the page changes.
  if (current !== lastAuto) {
    setLastAuto(current);
    if (current && !open.has(current)) setOpen(new Set([...open, current]));
  }
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { open, toggle };
}

/**
 * The entries' look, set once on their list: ~30 links per page render as plain <li><a>, not as
 * styled components each (less markup in every course page, less work when the app adopts it).
 */
const ENTRY_LINKS = {
  '& a': { display: 'block', fontSize: 'sm', paddingInline: '3', paddingBlock: '1.5', rounded: 'md', color: 'fg', textDecoration: 'none' },
  '& a:hover': { bg: 'bg.muted' },
  '& a[data-here]': { bg: 'colorPalette.subtle', color: 'colorPalette.fg', fontWeight: 'semibold' },
} as const;

/**
 * Questions due today for the signed-in student, or null while unknown (no student: the read-only
 * mode, or a sidebar outside the app's routes): the screens that compute it (Mis Cursos, Repaso,
 * Mi progreso, an exam's result) keep it up to date; until one has on this device, the server's count.
 */
function useDueCount(): number | null {
  const app = useMatch({ from: '/_app', shouldThrow: false });
  return useDueToday(app?.context.studentId ?? null, app?.context.api ?? null);
}

const DUE_BADGE = {
  marginInlineStart: '2',
  minWidth: '5',
  paddingInline: '1.5',
  rounded: 'full',
  bg: 'colorPalette.solid',
  color: 'colorPalette.contrast',
  fontSize: 'xs',
  fontWeight: 'bold',
  textAlign: 'center',
  display: 'inline-block',
} as const;

function SectionView({ section, expanded, onToggle, currentPath, dueCount }: { section: NavSection; expanded: boolean; onToggle: () => void; currentPath: string; dueCount: number | null }) {
  const regionId = `nav-${section.id}`;
  return (
    <Box as="li">
      <Button
        variant="ghost"
        width="full"
        justifyContent="space-between"
        fontWeight="bold"
        aria-expanded={expanded}
        aria-controls={regionId}
        onClick={onToggle}
      >
        {section.title}
        <Box as="span" transform={expanded ? 'rotate(180deg)' : undefined} transition="transform 0.15s" aria-hidden>
          <ChevronDown size={16} />
        </Box>
      </Button>
      <Box as="ul" id={regionId} hidden={!expanded} listStyle="none" paddingStart="2" marginTop="1" css={ENTRY_LINKS}>
        {section.entries.map((entry) => {
          const active = currentPath === entry.path || currentPath.startsWith(`${entry.path}/`) && section.id === 'examenes';
          const due = entry.id === 'repaso' && dueCount !== null && dueCount > 0 ? dueCount : null;
          return (
            <li key={entry.id}>
              <RouterLink
                {...courseLink(entry.path)}
                aria-current={currentPath === entry.path ? 'page' : undefined}
                data-here={active || undefined}
              >
                {entry.title}
                {/* The name reads 'Repaso 5 preguntas para hoy': what is seen ('Repaso 5') comes first. */}
                {due !== null && (
                  <>
                    {' '}
                    <Box as="span" css={DUE_BADGE} data-testid="repaso-due">
                      {due}
                    </Box>
                    <Box as="span" srOnly>
                      {` ${due === 1 ? 'pregunta' : 'preguntas'} para hoy`}
                    </Box>
                  </>
                )}
              </RouterLink>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

export function CourseSidebar(props: { currentPath: string; mobileOpen: boolean; onClose: () => void }) {
  const { currentPath, mobileOpen, onClose } = props;
  const { open, toggle } = useOpenSections(currentPath);
  const dueCount = useDueCount();
  const panelRef = useRef<HTMLElement>(null);

  // Close the phone panel on navigation.
  const [lastPath, setLastPath] = useState(currentPath);
  useEffect(() => {
    if (lastPath !== currentPath) {
      setLastPath(currentPath);
      onClose();
    }
  }, [currentPath, lastPath, onClose]);

  useEffect(() => {
    if (!mobileOpen) return;
    panelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mobileOpen, onClose]);

  return (
    <>
      {mobileOpen && (
        <Box
          data-testid="sidebar-overlay"
          position="fixed"
          inset="0"
          top="16"
          bg="blackAlpha.600"
          zIndex="overlay"
          hideFrom="lg"
          onClick={onClose}
          aria-hidden
          animationName="fade-in"
          animationDuration="0.2s"
          _motionReduce={{ animation: 'none' }}
        />
      )}
      <Box
        as="nav"
        ref={panelRef}
        id="course-sidebar"
        aria-label="Navegación"
        tabIndex={-1}
        position="fixed"
        top="16"
        bottom="0"
        insetStart="0"
        width={SIDEBAR_WIDTH}
        maxWidth="85vw"
        bg="bg"
        borderEndWidth="1px"
        overflowY="auto"
        padding="3"
        zIndex="modal"
        transform={{ base: mobileOpen ? 'translateX(0)' : 'translateX(-105%)', lg: 'none' }}
        visibility={{ base: mobileOpen ? 'visible' : 'hidden', lg: 'visible' }}
        // Visibility too, so that closing slides out before the panel hides.
        transition="transform 0.2s ease, visibility 0.2s"
        _motionReduce={{ transition: 'none' }}
        outline="none"
      >
        <Stack direction="row" alignItems="center" justifyContent="space-between" marginBottom="2">
          <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wider" color="fg.muted" paddingInline="3">
            Navegación
          </Text>
          <Button variant="ghost" size="sm" hideFrom="lg" onClick={onClose} aria-label="Cerrar navegación">
            <X size={16} aria-hidden />
          </Button>
        </Stack>
        <Stack as="ul" listStyle="none" gap="1">
          {navigation.map((section) => (
            <SectionView key={section.id} section={section} expanded={open.has(section.id)} onToggle={() => toggle(section.id)} currentPath={currentPath} dueCount={dueCount} />
          ))}
        </Stack>
      </Box>
    </>
  );
}
