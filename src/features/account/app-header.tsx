/** Header of every signed-in screen: logo, optional menu button, theme toggle and the user menu. */
import { Box, Button, Flex, IconButton, Text } from '@chakra-ui/react';
import type { UserMenuUser } from './user-menu';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Menu as MenuIcon, Moon, Sun } from 'lucide-react';
import { Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Logo } from '../../components/ui/logo';
import type { ApiClient } from '../../lib/api/api-client';
import { studentIdOf } from '../../lib/storage/local-store';
import { useHydrated } from '../../lib/hooks/use-hydrated';
import type { SessionMachine } from '../../machines/session.machine';
import { initials } from '../../shared/initials';
import { useColorMode } from '../../theme/color-mode';
import { lazyWhenReachable } from '../../lib/browser/import-when-reachable';
// The user menu and its dialogs load when first wanted: their code (Chakra's menu and its layers,
// some 30 KB) stays off every page's first load.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazyWhenReachable(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));
// Dialogs load when first opened: their code stays off every page's first load.
const ChangePasswordDialog = lazyWhenReachable(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));
const LogoutDialog = lazyWhenReachable(() => import('./logout-dialog').then((m) => ({ default: m.LogoutDialog })));
const RedeemCodeDialog = lazyWhenReachable(() => import('./redeem-code-dialog').then((m) => ({ default: m.RedeemCodeDialog })));
const RemindersDialog = lazyWhenReachable(() => import('./reminders-dialog').then((m) => ({ default: m.RemindersDialog })));
/** Signing out forgets this device's reminders first, while the token still works (at most 2 s). */
const forgetReminders = (api: ApiClient) =>
  Promise.race([import('../../lib/browser/push-device').then((m) => m.forgetPushDevice(api.request)), new Promise((resolve) => setTimeout(resolve, 2000))]).catch(() => undefined);

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
  /**
   * The 'Canjear código' dialog, when the page opens it too (Mis Cursos' empty state): its open state
   * is then the page's; otherwise the header keeps its own.
   */
  redeem?: { open: boolean; onOpenChange: (open: boolean) => void };
}) {
  const { session, api, onMenuToggle, menuOpen, extra, search, home = { to: '/home', label: 'Naturalización Perú — ir a Mis Cursos' } } = props;
  const storedUser = useSelector(session, (s) => s.context.user);
  // The prerendered header has no name yet (src/lib/hooks/use-hydrated.tsx).
  const user = useHydrated() ? storedUser : null;
  const { mode, toggle } = useColorMode();
  const [changingPassword, setChangingPassword] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const [reminders, setReminders] = useState(false);
  const [ownRedeeming, setOwnRedeeming] = useState(false);
  const redeeming = props.redeem?.open ?? ownRedeeming;
  const setRedeeming = props.redeem?.onOpenChange ?? setOwnRedeeming;
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
        <UserMenuButton
          user={user}
          student={studentId !== null}
          onSelect={(value) => {
            if (value === 'password') setChangingPassword(true);
            if (value === 'redeem') setRedeeming(true);
            if (value === 'reminders') setReminders(true);
            if (value === 'logout') setConfirmingLogout(true);
          }}
        />
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

      {redeeming && studentId !== null && (
        <Suspense fallback={null}>
          <RedeemCodeDialog api={api} studentId={studentId} onClose={() => setRedeeming(false)} />
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

/**
 * The avatar button that opens the user menu (the same one before and after the menu's code loads).
 * Until the student is known (the prerendered header, issue 50 §2) the circle is a neutral grey
 * placeholder and the button says it is busy, not an empty coloured circle.
 */
function Avatar({ user, ...props }: { user: UserMenuUser | null } & ComponentProps<typeof Button>) {
  const known = user !== null;
  return (
    <Button variant="ghost" paddingInline="1" aria-haspopup="menu" aria-busy={known ? undefined : true} {...props}>
      <Text as="span" srOnly>
        Menú de {user?.name ?? 'usuario'}
      </Text>
      <Flex
        as="span"
        aria-hidden
        width="9"
        height="9"
        rounded="full"
        bg={known ? 'colorPalette.solid' : 'bg.emphasized'}
        color="colorPalette.contrast"
        alignItems="center"
        justifyContent="center"
        fontWeight="bold"
        fontSize="sm"
      >
        {initials(user?.name ?? '')}
      </Flex>
    </Button>
  );
}

/**
 * The user menu's button, drawn at once; the menu itself loads on the first hover, focus or tap and,
 * when a tap loaded it, opens as soon as it is there.
 */
function UserMenuButton({ user, student, onSelect }: { user: UserMenuUser | null; student: boolean; onSelect: (value: string) => void }) {
  const [wanted, setWanted] = useState(false);
  const button = <Avatar user={user} onPointerEnter={() => void loadUserMenu()} onFocus={() => void loadUserMenu()} onClick={() => setWanted(true)} />;
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <UserMenu user={user} student={student} onSelect={onSelect} trigger={<Avatar user={user} />} />
    </Suspense>
  );
}
