/**
 * The academy's notices on Mis Cursos ('Avisos', issue 36 §3), loaded lazily by the page (never by
 * /login). The list is a query on the student's client (read on opening and back in the foreground;
 * offline, the copy the device kept); a close is a student write: sync/notice-dismissals.ts saves it
 * on the device and its outbox kind ('dismissals') sends it.
 */
import { Box, IconButton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Megaphone, X } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { LinkedText } from '../../components/linked-text';
import { ApiError, type ApiClient } from '../../lib/api/api-client';
import { studentClient, studentKeys } from '../../lib/api/student-query-client';
import type { StudentId } from '../../lib/storage/local-store';
import type { Announcement } from '../../shared/announcements';
import { limaDate } from '../../shared/course-access';
import { onForeground } from '../../shared/foreground';
import { formatLongDate } from '../../shared/spanish-format';
import { closedNotices, deviceNotices, dismissNotice, keepServerNotices, noticesVersion, subscribeNotices } from '../../sync/notice-dismissals';

/** GET /api/announcements, kept on the device; a failure (offline) leaves the kept copy shown. */
async function readNotices(api: Pick<ApiClient, 'request'>, studentId: StudentId): Promise<Announcement[]> {
  const answer = await api.request('GET', '/announcements');
  const fresh = answer.ok ? (answer.json as { announcements?: Announcement[] } | undefined)?.announcements : undefined;
  if (!Array.isArray(fresh)) throw new ApiError(answer.status, 'No se pudo leer los avisos');
  keepServerNotices(studentId, fresh);
  return fresh;
}

/**
 * `compact`: one line per notice and no date (a timed exam: the question stays where the student
 * expects it; the whole text shows on the next page).
 */
export default function AnnouncementsBanner({ api, studentId, compact = false }: { api: Pick<ApiClient, 'request'>; studentId: StudentId; compact?: boolean }) {
  const { data: notices = [], refetch } = useQuery(
    {
      queryKey: studentKeys.notices(studentId),
      queryFn: () => readNotices(api, studentId),
      initialData: () => deviceNotices(studentId),
      // Read again on every opening: a notice published meanwhile shows.
      refetchOnMount: 'always',
    },
    studentClient,
  );
  // Back in the foreground (another app, a locked phone, a tab switched away): new notices show at once.
  useEffect(() => onForeground(document, () => void refetch()), [refetch]);
  useSyncExternalStore(subscribeNotices, noticesVersion, noticesVersion);
  const closed = closedNotices(studentId);

  const shown = notices.filter((n) => !closed.includes(n.id));
  if (shown.length === 0) return null;
  return (
    <Stack as="section" aria-label="Avisos de tu academia" gap="3" marginBottom={compact ? '4' : '6'}>
      {shown.map((notice) => (
        <Box
          key={notice.id}
          data-testid="announcement"
          colorPalette="blue"
          display="flex"
          gap="3"
          alignItems="flex-start"
          bg="colorPalette.subtle"
          borderWidth="1px"
          borderColor="colorPalette.muted"
          rounded="l3"
          paddingBlock="3"
          paddingInlineStart="4"
          paddingInlineEnd="2"
        >
          <Box as="span" color="colorPalette.fg" marginTop="0.5" flexShrink={0}>
            <Megaphone size={20} aria-hidden />
          </Box>
          <Stack gap="0.5" flex="1" minWidth="0">
            <Text fontWeight="semibold">Aviso de tu academia</Text>
            <Text whiteSpace="pre-line" overflowWrap="anywhere" lineClamp={compact ? 1 : undefined}>
              <LinkedText text={notice.body} />
            </Text>
            {!compact && (
              <Text fontSize="sm" color="fg.muted">
                {formatLongDate(limaDate(Date.parse(notice.createdAt)))}
              </Text>
            )}
          </Stack>
          <IconButton size="sm" variant="ghost" aria-label="Cerrar el aviso de la academia" onClick={() => dismissNotice(studentId, notice.id)}>
            <X aria-hidden />
          </IconButton>
        </Box>
      ))}
    </Stack>
  );
}
