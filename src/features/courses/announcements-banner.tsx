/**
 * The academy's notices on Mis Cursos ('Avisos', issue 36 §3), loaded lazily by the page (never by
 * /login). The notices are kept on the device with the ones the student closed, so offline they still
 * show, and a closed one stays closed; a close is saved on the device first and sent until the server
 * confirms it (POST .../dismiss is idempotent, so a resend after a lost answer counts once).
 */
import { Box, IconButton, Stack, Text } from '@chakra-ui/react';
import { Megaphone, X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { LinkedText } from '../../components/linked-text';
import type { ApiClient } from '../../lib/api/api-client';
import { readJson, write, type StudentId } from '../../lib/storage/local-store';
import type { Announcement } from '../../shared/announcements';
import { limaDate } from '../../shared/course-access';
import { onForeground } from '../../shared/foreground';
import { formatLongDate } from '../../shared/spanish-format';

interface Kept {
  notices: Announcement[];
  /** Closed on this device (hidden at once). */
  closed: number[];
  /** Closed, and not yet confirmed by the server. */
  pending: number[];
}

/** The student's notices on this device (a localStorage key of theirs; see lib/storage/local-store.ts). */
const keyOf = (studentId: StudentId) => `announcements:${studentId}`;

function keptOf(studentId: StudentId): Kept {
  const saved = readJson<Partial<Kept>>(keyOf(studentId));
  const ids = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []);
  return { notices: Array.isArray(saved?.notices) ? saved.notices : [], closed: ids(saved?.closed), pending: ids(saved?.pending) };
}

function keep(studentId: StudentId, kept: Kept): void {
  write(keyOf(studentId), JSON.stringify(kept));
}

/** Sends the closes the server has not confirmed; resolves with the ones it confirmed. Offline, they wait. */
async function sendPending(api: Pick<ApiClient, 'request'>, pending: readonly number[]): Promise<Set<number>> {
  const confirmed = new Set<number>();
  for (const id of pending) {
    const answer = await api.request('POST', `/announcements/${id}/dismiss`).catch(() => null);
    // 404: the notice is gone from the server; nothing left to tell it.
    if (answer && (answer.ok || answer.status === 404)) confirmed.add(id);
  }
  return confirmed;
}

/**
 * `compact`: one line per notice and no date (a timed exam: the question stays where the student
 * expects it; the whole text shows on the next page).
 */
export default function AnnouncementsBanner({ api, studentId, compact = false }: { api: Pick<ApiClient, 'request'>; studentId: StudentId; compact?: boolean }) {
  const [kept, setKept] = useState<Kept>(() => keptOf(studentId));

  const update = useCallback(
    (next: Kept) => {
      keep(studentId, next);
      setKept(next);
    },
    [studentId],
  );

  /** Sends what is pending, then keeps the device's latest state (another close may have come meanwhile) without what was confirmed. */
  const flush = useCallback(
    async (notices?: Announcement[]) => {
      const confirmed = await sendPending(api, keptOf(studentId).pending);
      const latest = keptOf(studentId);
      const pending = latest.pending.filter((id) => !confirmed.has(id));
      const list = notices ?? latest.notices;
      // The server leaves out what it knows was closed: the device keeps only the closes it may still need.
      const ids = new Set(list.map((n) => n.id));
      return { notices: list, closed: latest.closed.filter((id) => ids.has(id) || pending.includes(id)), pending };
    },
    [api, studentId],
  );

  useEffect(() => {
    let cancelled = false;
    const load = async () => {
      const answer = await api.request('GET', '/announcements').catch(() => null);
      const fresh = answer?.ok ? (answer.json as { announcements?: Announcement[] }).announcements : undefined;
      const next = await flush(fresh);
      if (!cancelled) update(next);
    };
    void load();
    // Back in the foreground (another app, a locked phone, a tab switched away): new notices show at once.
    const stop = onForeground(document, () => void load());
    return () => {
      cancelled = true;
      stop();
    };
  }, [api, flush, update]);

  async function close(id: number) {
    const latest = keptOf(studentId);
    update({ ...latest, closed: [...latest.closed, id], pending: [...latest.pending, id] });
    update(await flush());
  }

  const shown = kept.notices.filter((n) => !kept.closed.includes(n.id));
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
          <IconButton size="sm" variant="ghost" aria-label="Cerrar el aviso de la academia" onClick={() => void close(notice.id)}>
            <X aria-hidden />
          </IconButton>
        </Box>
      ))}
    </Stack>
  );
}
