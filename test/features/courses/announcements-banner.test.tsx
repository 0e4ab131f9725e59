// @vitest-environment jsdom
/**
 * The notices' banner (issue 54 §12): a notice published while the app is in the background shows
 * when it returns to the foreground, without a reload or a new page; in a timed exam (compact) a
 * notice takes one line and no date. The API is a stand-in answering what the server holds.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AnnouncementsBanner from '@/features/courses/announcements-banner';
import type { ApiClient, RawResponse } from '@/lib/api/api-client';
import type { Announcement } from '@/shared/announcements';
import { onNudge, type OutboxKind } from '@/sync/nudge';
import { pendingDismissals } from '@/sync/notice-dismissals';
import { renderInRouter } from '../../support/render-in-router';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The server's notices, changed by the test; GET /announcements answers them. */
function server(notices: Announcement[] = []) {
  const held = { notices, reads: 0, posts: 0 };
  const answer = (status: number, json: unknown): RawResponse => ({ ok: true, status, headers: new Headers(), json, text: JSON.stringify(json) });
  const request: ApiClient['request'] = async (method, path) => {
    if (method === 'GET' && path === '/announcements') {
      held.reads += 1;
      return answer(200, { announcements: held.notices });
    }
    held.posts += 1;
    return answer(204, undefined);
  };
  return { held, api: { request } };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const NOTICE: Announcement = { id: 7, createdAt: '2026-11-28T15:00:00Z', body: 'Simulacro el sábado. Requisitos: https://www.gob.pe/migraciones' };

describe('AnnouncementsBanner', () => {
  it('shows a notice published while the app was in the background once it is back in the foreground', async () => {
    const { held, api } = server();
    await renderInRouter(<AnnouncementsBanner api={api} studentId={41} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(held.reads).toBe(1);
    expect(screen.queryByRole('region', { name: 'Avisos de tu academia' })).toBeNull();

    setVisibility('hidden');
    held.notices = [NOTICE];
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // Hidden: nothing read, nothing shown.
    expect(held.reads).toBe(1);
    expect(screen.queryByRole('region', { name: 'Avisos de tu academia' })).toBeNull();

    await act(async () => setVisibility('visible'));
    const region = await screen.findByRole('region', { name: 'Avisos de tu academia' });
    expect(region).toHaveTextContent('Simulacro el sábado.');
    expect(screen.getByRole('link', { name: 'https://www.gob.pe/migraciones' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('28 de noviembre de 2026')).toBeInTheDocument();
  });

  it('in a timed exam (compact) shows the notice without its date', async () => {
    const { api } = server([NOTICE]);
    await renderInRouter(<AnnouncementsBanner api={api} studentId={42} compact />);
    const region = await screen.findByRole('region', { name: 'Avisos de tu academia' });
    expect(region).toHaveTextContent('Simulacro el sábado.');
    expect(screen.queryByText('28 de noviembre de 2026')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cerrar el aviso de la academia' })).toBeInTheDocument();
  });

  it('a close hides the notice and goes to the outbox (the banner sends nothing itself)', async () => {
    const { held, api } = server([NOTICE]);
    const nudged: OutboxKind[] = [];
    const stop = onNudge((kind) => nudged.push(kind));
    await renderInRouter(<AnnouncementsBanner api={api} studentId={43} />);
    await screen.findByRole('region', { name: 'Avisos de tu academia' });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar el aviso de la academia' }));
    expect(screen.queryByRole('region', { name: 'Avisos de tu academia' })).toBeNull();
    stop();
    expect(nudged).toEqual(['dismissals']);
    expect(pendingDismissals(43).map((item) => item.notice)).toEqual([NOTICE.id]);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(held.posts).toBe(0);
  });
});
