/** 'Cerrar Sesión' asks first (spec §2 Header). */
import { Button, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '../../components/chakra/dialog';

export function LogoutDialog({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog.Root role="alertdialog" open onOpenChange={(d) => !d.open && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner padding="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Cerrar Sesión</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>¿Estás seguro de que deseas cerrar sesión?</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Cancelar
              </Button>
              <Button
                onClick={onConfirm}
              >
                Cerrar Sesión
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
