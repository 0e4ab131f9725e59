// @vitest-environment jsdom
/** Toasts (spec §4, §9): one at a time, 5 s by default, swipe right past 50 px to dismiss. */
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, Toaster, showToast, toaster } from '@/components/ui/toaster';
import { appSystem } from '@/theme/system';

function renderToaster() {
  return render(
    <ChakraProvider value={appSystem()}>
      <Toaster />
    </ChakraProvider>,
  );
}

const openToasts = () => document.querySelectorAll('[data-scope="toast"][data-part="root"][data-state="open"]').length;

afterEach(() => {
  act(() => toaster.remove());
  cleanup();
});

describe('toaster', () => {
  it('is set up for one toast at a time, shown 5 s', () => {
    expect(toaster.attrs.max).toBe(1);
    expect(toaster.attrs.duration).toBe(5000);
    expect(SWIPE_THRESHOLD_PX).toBe(50);
  });

  it('shows a new toast in place of the previous one', async () => {
    renderToaster();
    act(() => showToast({ type: 'info', title: 'Primero' }));
    await waitFor(() => expect(screen.getByText('Primero')).toBeInTheDocument());
    act(() => showToast({ type: 'info', title: 'Segundo' }));
    await waitFor(() => expect(screen.getByText('Segundo')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Primero')).not.toBeInTheDocument());
  });

  it('a swipe right of more than 50 px dismisses it; a shorter one does not', async () => {
    renderToaster();
    act(() => showToast({ type: 'success', title: 'Deslízame', duration: 60_000 }));
    const [title] = await screen.findAllByText('Deslízame');
    expect(openToasts()).toBe(1);
    const surface = title.closest('[data-swipe-to-dismiss]')!;
    fireEvent.pointerDown(surface, { clientX: 10 });
    fireEvent.pointerMove(surface, { clientX: 10 + SWIPE_THRESHOLD_PX - 5 });
    fireEvent.pointerUp(surface, { clientX: 10 + SWIPE_THRESHOLD_PX - 5 });
    await new Promise((r) => setTimeout(r, 400));
    expect(openToasts()).toBe(1);
    fireEvent.pointerDown(surface, { clientX: 10 });
    fireEvent.pointerMove(surface, { clientX: 10 + SWIPE_THRESHOLD_PX + 5 });
    await waitFor(() => expect(openToasts()).toBe(0));
  });
});
