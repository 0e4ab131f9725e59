/**
 * The user menu of the header (features/account/app-header.tsx), loaded when first wanted: the
 * student's name and email, 'Canjear código' and 'Recordatorios' (a student's), 'Cambiar Contraseña', 'Cerrar Sesión' and the version.
 */
import { Box, Text } from '@chakra-ui/react';
import { Bell, KeyRound, LogOut, Ticket } from 'lucide-react';
import type { ReactElement } from 'react';
import { Menu } from '../../components/chakra/menu';

export interface UserMenuUser {
  name: string;
  email: string;
}

/** `student`: a student's items (an operator has no course to redeem a code for nor learning to be reminded of). */
export function UserMenu({ user, student, onSelect, trigger }: { user: UserMenuUser | null; student: boolean; onSelect: (value: string) => void; trigger: ReactElement }) {
  return (
    <Menu.Root defaultOpen positioning={{ placement: 'bottom-end' }} onSelect={(d) => onSelect(d.value)}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      {/* Not portalled: inside the header, the open menu is inside a landmark (the banner). */}
      <Menu.Positioner>
        <Menu.Content minWidth="64" maxWidth="calc(100vw - 1rem)">
          <Box paddingInline="3" paddingBlock="2">
            {/* A long name or address wraps instead of widening the menu past a 320 px screen. */}
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {user?.name}
            </Text>
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {user?.email}
            </Text>
          </Box>
          <Menu.Separator />
          {student && (
            <Menu.Item value="redeem">
              <Ticket size={16} aria-hidden />
              Canjear código
            </Menu.Item>
          )}
          {student && (
            <Menu.Item value="reminders">
              <Bell size={16} aria-hidden />
              Recordatorios
            </Menu.Item>
          )}
          <Menu.Item value="password">
            <KeyRound size={16} aria-hidden />
            Cambiar Contraseña
          </Menu.Item>
          <Menu.Item value="logout">
            <LogOut size={16} aria-hidden />
            Cerrar Sesión
          </Menu.Item>
          <Menu.Separator />
          <Text paddingInline="3" paddingBlock="1" fontSize="xs" color="fg.muted">
            Versión {__APP_VERSION__}
          </Text>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
