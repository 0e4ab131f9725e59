/** 'Mis Cursos': the student's courses, with the last list kept for offline use (spec §2). */
import { Box, Button, Heading, Image, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../components/chakra/alert';
import { Link as RouterLink } from '@tanstack/react-router';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError, OfflineError, type ApiClient, type Course } from '../../lib/api/api-client';
import { useLearning, type LearningDeps } from '../../learning/learning-store';
import { goalInWords } from '../../learning/learning-model';
import { localStore, type StudentId } from '../../lib/storage/local-store';
import { nudge } from '../../sync/nudge';
import type { Attempt } from '../../shared/attempt';
import { countOf, formatLongDate } from '../../shared/spanish-format';
import { CourseListFormatError, coursesQuery } from './course-access';
import { NATURALIZATION_PATH, courseHref } from './course-link';
import { studentClient } from '../../lib/api/student-query-client';
import { lazyWhenReachable } from '../../lib/browser/import-when-reachable';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; courses: Course[]; offline: boolean };

// Loaded once the student has answered something: its device checks stay off the route's first load.
const InstallGuide = lazyWhenReachable(() => import('./install-guide').then((m) => ({ default: m.InstallGuide })));

export const FORMAT_ERROR = 'Error: Los datos de cursos no tienen el formato esperado';

function CourseThumbnail({ course }: { course: Course }) {
  const [failed, setFailed] = useState(false);
  if (!course.thumbnail_url || failed) {
    return (
      <Box aspectRatio={16 / 9} bg="colorPalette.subtle" color="colorPalette.fg" display="flex" alignItems="center" justifyContent="center" fontWeight="semibold">
        Curso de E-learning
      </Box>
    );
  }
  return <Image src={course.thumbnail_url} alt="" aspectRatio={16 / 9} width="full" objectFit="cover" onError={() => setFailed(true)} />;
}

/** The academy's notices: their own chunk, loaded once Mis Cursos shows (never with /login). */
const AnnouncementsBanner = lazyWhenReachable(() => import('./announcements-banner'));

const loadBank = () => import('../../content/question-bank').then((m) => m.activeQuestions);

/**
 * The naturalization course's card: what is due today, the days left to the exam and today's goal
 * (learning/learning-store.ts; nothing until it has loaded, so the card never shows a wrong 0).
 */
function CourseLearning({ api, studentId, onAnswered }: { api: ApiClient; studentId: StudentId; onAnswered: () => void }) {
  const deps = useMemo<LearningDeps>(() => ({ bank: loadBank, remoteAttempts: () => api.listAttempts<Attempt>() }), [api]);
  const learning = useLearning(studentId, deps);
  // The card shows the exam date: the server's copy is read (another device's, the group's).
  useEffect(() => nudge('settings'), []);
  const answered = learning.status === 'ready' && learning.data.events.length > 0;
  useEffect(() => {
    if (answered) onAnswered();
  }, [answered, onAnswered]);
  if (learning.status !== 'ready') return null;
  const { due, daysLeft, goal } = learning.data;
  return (
    <Stack gap="0.5" fontSize="sm" data-testid="course-learning">
      <RouterLink to="/courses/examen-de-naturalizacion/repaso">
        <Text as="span" fontWeight="semibold" color="colorPalette.fg" textDecoration="underline">
          {countOf(due.length, 'pregunta', 'preguntas')} para repasar hoy
        </Text>
      </RouterLink>
      {daysLeft !== null && daysLeft > 0 && <Text>Faltan {countOf(daysLeft, 'día', 'días')} para tu examen</Text>}
      {daysLeft === 0 && <Text>Tu examen es hoy</Text>}
      <Text data-testid="goal-today">Meta de hoy: {goalInWords({ due: due.length, goal })}</Text>
    </Stack>
  );
}

/**
 * What the page shows of the course list query: the server's list, else the kept one offline, else
 * why not. Read again after a failure (the connection returned), the query has neither list nor error
 * until the answer: the kept list and its notice stay until then, rather than a spinner.
 */
function stateOf(courses: UseQueryResult<Course[]>, lastKept: () => Course[] | null): State {
  const { data, error } = courses;
  if (error || (data === undefined && courses.errorUpdateCount > 0)) {
    const last = lastKept();
    if ((!error || error instanceof OfflineError) && last) return { status: 'loaded', courses: last, offline: true };
    if (!error) return { status: 'loading' };
    if (error instanceof CourseListFormatError) return { status: 'error', message: FORMAT_ERROR };
    const message = error instanceof ApiError || error instanceof OfflineError ? error.message : '';
    return { status: 'error', message: message || 'Ocurrió un error al cargar tus cursos.' };
  }
  return data ? { status: 'loaded', courses: data, offline: false } : { status: 'loading' };
}

/** `onRedeemCode`: opens 'Canjear código' (the header's dialog), offered where a code is what is missing. */
export function MyCoursesPage({ api, studentId, onRedeemCode }: { api: ApiClient; studentId: StudentId; onRedeemCode?: () => void }) {
  // Read on opening (the course area's check may have read it minutes ago: Mis Cursos asks again).
  const courses = useQuery({ ...coursesQuery(api, studentId), staleTime: 0, refetchOnMount: 'always' }, studentClient);
  const state = stateOf(courses, () => localStore.getLastCourses<Course>(studentId));
  // Read again when the connection returns: the kept list and its offline notice give way to the
  // server's list. The browser's event, named here: the student client is mounted by no provider,
  // so Query's own reconnect refetch never runs.
  const { refetch } = courses;
  useEffect(() => {
    const reload = () => void refetch();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [refetch]);
  // After the first exam or Repaso: how to keep the app (and its data) on the device.
  const [answered, setAnswered] = useState(false);
  const onAnswered = useCallback(() => setAnswered(true), []);

  return (
    <Box as="main" id="main" maxWidth="7xl" marginInline="auto" padding={{ base: '4', md: '8' }}>
      <Stack gap="1" marginBottom="6">
        <Heading as="h1" size="2xl">
          Mis Cursos
        </Heading>
        <Text color="fg.muted">Aquí encontrarás los cursos que has adquirido.</Text>
      </Stack>

      <Suspense fallback={null}>
        <AnnouncementsBanner api={api} studentId={studentId} />
      </Suspense>

      {state.status === 'loading' && (
        <Stack direction="row" alignItems="center" gap="3" role="status">
          <Spinner size="sm" />
          <Text>Cargando tus cursos...</Text>
        </Stack>
      )}

      {state.status === 'error' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Error</Alert.Title>
            <Alert.Description>{state.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {state.status === 'loaded' && state.offline && (
        <Alert.Root status="info" marginBottom="4">
          <Alert.Indicator />
          <Alert.Title>Sin conexión: mostramos la última lista de cursos que recibiste.</Alert.Title>
        </Alert.Root>
      )}

      {answered && (
        <Suspense fallback={null}>
          <InstallGuide />
        </Suspense>
      )}

      {state.status === 'loaded' && state.courses.length === 0 && (
        <Stack gap="3" alignItems="flex-start" bg="bg" borderWidth="1px" rounded="xl" padding={{ base: '4', md: '6' }} maxWidth="xl">
          <Text fontWeight="semibold">Aún no tienes cursos comprados o activos.</Text>
          {onRedeemCode && (
            <>
              <Text color="fg.muted">¿La academia te dio un código de acceso? Canjéalo y tendrás el curso al momento.</Text>
              <Button onClick={onRedeemCode}>Canjear código</Button>
            </>
          )}
        </Stack>
      )}

      {state.status === 'loaded' && state.courses.length > 0 && (
        <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="6">
          {state.courses.map((course) => (
            <Box as="li" key={course.id} bg="bg" borderWidth="1px" rounded="xl" overflow="hidden" display="flex" flexDirection="column">
              <CourseThumbnail course={course} />
              <Stack gap="2" padding="4" flex="1">
                <Heading as="h2" size="md">
                  {course.name}
                </Heading>
                {course.description && (
                  <Text fontSize="sm" color="fg.muted">
                    {course.description}
                  </Text>
                )}
                {/* What the course holds (e.g. 'N temas · 24 exámenes de práctica', stored with the course): not a duration (issue 50 §13). */}
                {course.duration && <Text fontSize="sm">Contenido: {course.duration}</Text>}
                {course.accessEndsAt &&
                  (course.accessEnded ? (
                    <Text fontSize="sm" fontWeight="semibold" color="red.fg">
                      Acceso vencido el {formatLongDate(course.accessEndsAt)}
                    </Text>
                  ) : (
                    <Text fontSize="sm" fontWeight="semibold">
                      Acceso hasta {formatLongDate(course.accessEndsAt)}
                    </Text>
                  ))}
                {/* Today's plan only while the access lasts: an ended or revoked one has nothing to plan. */}
                {courseHref(course) === NATURALIZATION_PATH && !course.accessEnded && <CourseLearning api={api} studentId={studentId} onAnswered={onAnswered} />}
                <Box flex="1" />
                {course.accessEnded && onRedeemCode && (
                  <Button variant="outline" onClick={onRedeemCode}>
                    Canjear código
                  </Button>
                )}
                <Button asChild>
                  <RouterLink to={courseHref(course)}>Ver Curso</RouterLink>
                </Button>
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
