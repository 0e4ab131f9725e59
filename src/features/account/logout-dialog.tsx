/** 'Cerrar Sesión' asks first (spec §2 Header). */
import { Text } from '@chakra-ui/react';
import { CancelAndAction, DialogFrame } from '../../components/ui/dialog-frame';

export function LogoutDialog({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  return (
    <DialogFrame
      role="alertdialog"
      title="Cerrar Sesión"
      onClose={onCancel}
      body={<Text>¿Estás seguro de que deseas cerrar sesión?</Text>}
      footer={<CancelAndAction onCancel={onCancel} action="Cerrar Sesión" onAction={onConfirm} />}
    />
  );
}
