/** Header of every signed-in screen: logo, optional menu button, theme toggle and the user menu. */
import { Box, Button, Flex, IconButton, Text } from '@chakra-ui/react';
import { Menu } from '../../components/chakra/menu';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Bell, KeyRound, LogOut, Menu as MenuIcon, Moon, Sun } from 'lucide-react';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Logo } from '../../components/ui/logo';
import type { ApiClient } from '../../lib/api-client';
import { studentIdOf } from '../../lib/local-store';
import { useHydrated } from '../../lib/use-hydrated';
import type { SessionMachine } from '../../machines/session.machine';
import { initials } from '../../shared/initials';
import { useColorMode } from '../../theme/color-mode';
// Dialogs load when first opened: their code stays off every page's first load.
const ChangePasswordDialog = lazy(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));
const LogoutDialog = lazy(() => import('./logout-dialog').then((m) => ({ default: m.LogoutDialog })));
const RemindersDialog = lazy(() => import('./reminders-dialog').then((m) => ({ default: m.RemindersDialog })));
/** Signing out forgets this device's reminders first, while the token still works (at most 2 s). */
const forgetReminders = (api: ApiClient) =>
  Promise.race([import('../../lib/push-device').then((m) => m.forgetPushDevice(api.request)), new Promise((resolve) => setTimeout(resolve, 2000))]).catch(() => undefined);

export function AppHeader(props: {
  session: ActorRefFrom<SessionMachine>;
  api: ApiClient;
  onMenuToggle?: () => void;
  menuOpen?: boolean;
  /** Extra items for the user menu area (sync status). */
  extra?: ReactNode;
  /** The area's search, between the logo and the user's controls. */
  search?: ReactNode;
  /** Where the logo leads: 'Mis Cursos', or the console for an operator. */
  home?: { to: '/home' | '/admin'; label: string };
}) {
  const { session, api, onMenuToggle, menuOpen, extra, search, home = { to: '/home', label: 'Naturalización Perú — ir a Mis Cursos' } } = props;
  const storedUser = useSelector(session, (s) => s.context.user);
  // The prerendered header has no name yet (src/lib/use-hydrated.ts).
  const user = useHydrated() ? storedUser : null;
  const { mode, toggle } = useColorMode();
  const [changingPassword, setChangingPassword] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const [reminders, setReminders] = useState(false);
  // Reminders are a student's (an operator has no learning to be reminded of).
  const studentId = user?.role === 'operator' ? null : studentIdOf(user);

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" height="16">
      <Flex height="full" alignItems="center" gap="3" paddingInline={{ base: '3', md: '6' }}>
        {onMenuToggle && (
          <IconButton
            variant="ghost"
            hideFrom="lg"
            aria-label={menuOpen ? 'Cerrar navegación' : 'Abrir navegación'}
            aria-expanded={menuOpen}
            aria-controls="course-sidebar"
            onClick={onMenuToggle}
          >
            <MenuIcon aria-hidden />
          </IconButton>
        )}
        <RouterLink to={home.to} aria-label={home.label}>
          <Flex alignItems="center" gap="2">
            <Logo size={9} />
            <Text fontWeight="bold" hideBelow="sm">
              Naturalización Perú
            </Text>
          </Flex>
        </RouterLink>
        <Box flex="1" display="flex" justifyContent={{ base: 'flex-end', md: 'center' }}>
          {search}
        </Box>
        {extra}
        <IconButton variant="ghost" onClick={toggle} aria-label={mode === 'dark' ? 'Cambiar a tema claro' : 'Cambiar a tema oscuro'}>
          {mode === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
        </IconButton>
        <Menu.Root
          positioning={{ placement: 'bottom-end' }}
          onSelect={(d) => {
            if (d.value === 'password') setChangingPassword(true);
            if (d.value === 'reminders') setReminders(true);
            if (d.value === 'logout') setConfirmingLogout(true);
          }}
        >
          <Menu.Trigger asChild>
            <Button variant="ghost" paddingInline="1">
              <Text as="span" srOnly>
                Menú de {user?.name ?? 'usuario'}
              </Text>
              <Flex
                as="span"
                aria-hidden
                width="9"
                height="9"
                rounded="full"
                bg="colorPalette.solid"
                color="colorPalette.contrast"
                alignItems="center"
                justifyContent="center"
                fontWeight="bold"
                fontSize="sm"
              >
                {initials(user?.name ?? '')}
              </Flex>
            </Button>
          </Menu.Trigger>
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
              {studentId !== null && (
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
      </Flex>

      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            onClose={() => setChangingPassword(false)}
            api={api}
            onTokenRefreshed={(token) => session.send({ type: 'TOKEN_REFRESHED', token })}
          />
        </Suspense>
      )}

      {reminders && studentId !== null && (
        <Suspense fallback={null}>
          <RemindersDialog studentId={studentId} request={api.request} onClose={() => setReminders(false)} />
        </Suspense>
      )}

      {confirmingLogout && (
        <Suspense fallback={null}>
          <LogoutDialog onCancel={() => setConfirmingLogout(false)} onConfirm={() => {
            setConfirmingLogout(false);
            void forgetReminders(api).then(() => session.send({ type: 'LOGOUT' }));
          }} />
        </Suspense>
      )}
    </Box>
  );
}
