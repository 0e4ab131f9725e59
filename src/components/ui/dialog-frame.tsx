/**
 * The frame the app's dialogs share: centred over a backdrop, a title, the body and the footer's
 * buttons, inside a form when the dialog has one (its submit button in the footer). Escape and a
 * click outside close it, except while `busy` (a request under way). Most dialogs are mounted only
 * while open (`open` is true unless given), so each opening starts afresh.
 */
import { Button, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { Dialog } from '../chakra/dialog';

export function DialogFrame(props: {
  title: ReactNode;
  onClose: () => void;
  open?: boolean;
  busy?: boolean;
  role?: 'dialog' | 'alertdialog';
  onSubmit?: (event: FormEvent) => void;
  body: ReactNode;
  /** The buttons; no footer without them. */
  footer?: ReactNode;
  /** The buttons go on more lines when they do not fit one. */
  wrapFooter?: boolean;
}) {
  const { title, onClose, open = true, busy = false, role = 'dialog', onSubmit, body, footer, wrapFooter } = props;
  const content = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{body}</Dialog.Body>
      {footer && <Dialog.Footer flexWrap={wrapFooter ? 'wrap' : undefined}>{footer}</Dialog.Footer>}
    </>
  );
  return (
    <Dialog.Root role={role} open={open} onOpenChange={(d) => !d.open && !busy && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner padding="4">
          <Dialog.Content>
            {onSubmit ? (
              <form onSubmit={onSubmit} noValidate>
                {content}
              </form>
            ) : (
              content
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The footer most dialogs have: a way out ('Cancelar' unless `cancel` names it) and the dialog's
 * action, which submits its form unless `onAction` is given; both wait while `busy`.
 */
export function CancelAndAction(props: {
  onCancel: () => void;
  action: ReactNode;
  onAction?: () => void;
  busy?: boolean;
  loadingText?: string;
  cancel?: string;
  colorPalette?: 'red';
}) {
  const { onCancel, action, onAction, busy, loadingText, cancel = 'Cancelar', colorPalette } = props;
  return (
    <>
      <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
        {cancel}
      </Button>
      <Button type={onAction ? 'button' : 'submit'} colorPalette={colorPalette} onClick={onAction} loading={busy} loadingText={loadingText}>
        {action}
      </Button>
    </>
  );
}
