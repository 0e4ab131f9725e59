/**
 * Toasts per spec: one at a time, 5 s by default, swipe right (50 px) to dismiss, announced to
 * screen readers by Chakra's live region.
 */
import { Toast, Toaster as ChakraToaster, createToaster, Portal, Stack } from '@chakra-ui/react';
import '../../theme/recipes/toast';
import { useRef } from 'react';

export const SWIPE_THRESHOLD_PX = 50;

export const toaster = createToaster({
  placement: 'top-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
});

/** Shows a toast in place of the current one (at most one at a time, the newest wins). */
export function showToast(notice: Parameters<typeof toaster.create>[0]): void {
  toaster.remove();
  toaster.create(notice);
}

function SwipeToDismiss({ id, children }: { id: string; children: React.ReactNode }) {
  const start = useRef<number | null>(null);
  return (
    <div
      data-swipe-to-dismiss=""
      style={{ touchAction: 'pan-y' }}
      onPointerDown={(e) => {
        start.current = e.clientX;
      }}
      onPointerMove={(e) => {
        if (start.current !== null && e.clientX - start.current > SWIPE_THRESHOLD_PX) {
          start.current = null;
          toaster.dismiss(id);
        }
      }}
      onPointerUp={() => {
        start.current = null;
      }}
    >
      {children}
    </div>
  );
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <SwipeToDismiss id={toast.id!}>
            <Toast.Root width={{ md: 'sm' }}>
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              <Toast.CloseTrigger aria-label="Cerrar notificación" />
            </Toast.Root>
          </SwipeToDismiss>
        )}
      </ChakraToaster>
    </Portal>
  );
}
