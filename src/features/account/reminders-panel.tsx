/**
 * 'Recordatorios' (issue 35): the daily reminder by web push, turned on by a tap (the browser's
 * permission prompt comes only then), at an hour of the student's choosing with quiet hours, and the
 * study streak's switch (off by default; the streak shows on Mi progreso). Shown on Mi progreso and
 * in a dialog from the user menu; loaded only there.
 */
import { Box, Button, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import type { RawResponse } from '../../lib/api/api-client';
import type { StudentId } from '../../lib/storage/local-store';
import { currentSubscription, enablePushOnDevice, forgetPushDevice, pushSupport, type EnableResult } from '../../lib/browser/push-device';
import { nudge } from '../../sync/nudge';
import { deviceReminders, saveReminders, subscribeReminders } from '../../sync/reminder-settings';
import { DEFAULT_QUIET_HOURS, inQuietHours, minuteOfDay, type ReminderSettings } from '../../shared/reminders';

type Request = (method: string, path: string, body?: unknown) => Promise<RawResponse>;

const ENABLE_MESSAGES: Record<Exclude<EnableResult, 'enabled'>, string> = {
  denied: 'Las notificaciones están bloqueadas para este sitio. Permítelas en la configuración del navegador y vuelve a intentarlo.',
  unsupported: 'Este navegador no puede recibir recordatorios.',
  'no-push-service':
    'Este navegador no tiene un servicio de notificaciones, así que no puede recibir recordatorios (pasa en algunos navegadores sin los servicios de Google). Lo que te toca repasar se ve igual en Mis Cursos y, con la app instalada, en el número de su ícono. Para recibir avisos, usa Chrome, Edge, Firefox o Safari.',
  offline: 'Necesitas conexión a internet para activar los recordatorios.',
  failed: 'No se pudieron activar los recordatorios. Inténtalo de nuevo.',
};

const TIME_INPUT = { height: '10', paddingInline: '3', rounded: 'md', borderWidth: '1px', bg: 'bg', color: 'fg', css: { colorScheme: 'light dark' } } as const;

function TimeField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Stack gap="1" alignSelf="flex-start">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight={label.startsWith('Hora') ? 'semibold' : 'normal'}>
        {label}
      </chakra.label>
      <chakra.input id={id} type="time" value={value} onChange={(e) => onChange(e.target.value)} {...TIME_INPUT} />
    </Stack>
  );
}

export function RemindersPanel({ studentId, request }: { studentId: StudentId; request: Request }) {
  const [settings, setSettings] = useState<ReminderSettings>(() => deviceReminders(studentId));
  const [thisDevice, setThisDevice] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const support = pushSupport();
  const streakHelp = useId();

  // The server's copy is read when the panel opens; another device's change shows once it arrives.
  useEffect(() => {
    const unsubscribe = subscribeReminders(() => setSettings(deviceReminders(studentId)));
    setSettings(deviceReminders(studentId));
    nudge('reminders');
    return unsubscribe;
  }, [studentId]);

  useEffect(() => {
    let live = true;
    void currentSubscription()
      .then((subscription) => live && setThisDevice(subscription !== null))
      .catch(() => live && setThisDevice(false));
    return () => {
      live = false;
    };
  }, [studentId, request]);

  const on = settings.enabled && thisDevice === true;

  function save(change: Partial<ReminderSettings>) {
    const next = { ...settings, ...change };
    const quiet = next.quietHours && { from: minuteOfDay(next.quietHours.from), to: minuteOfDay(next.quietHours.to) };
    const minute = minuteOfDay(next.time);
    if (minute === null || (quiet && (quiet.from === null || quiet.to === null))) return;
    if (quiet && inQuietHours(minute, { from: quiet.from!, to: quiet.to! })) {
      setSettings(next);
      setMessage('La hora del recordatorio está dentro de tus horas de silencio. Elige otra.');
      return;
    }
    // Kept on the device at once (a switch flips when tapped), then sent by its outbox.
    setSettings(saveReminders(studentId, next));
    setMessage(next.enabled ? `Te recordaremos a las ${next.time} (hora de Lima).` : '');
  }

  async function toggle() {
    setBusy(true);
    try {
      if (on) {
        await forgetPushDevice(request);
        setThisDevice(false);
        save({ enabled: false });
        setMessage('Recordatorios desactivados.');
        return;
      }
      const result = await enablePushOnDevice(request);
      if (result !== 'enabled') {
        setMessage(ENABLE_MESSAGES[result]);
        return;
      }
      setThisDevice(true);
      save({ enabled: true });
    } finally {
      setBusy(false);
    }
  }

  function toggleStreak(streak: boolean) {
    save({ streak });
    setMessage(streak ? 'Tu racha de estudio se muestra en Mi progreso.' : 'La racha de estudio ya no se muestra.');
  }

  return (
    <Stack gap="3">
      <Text>Un aviso al día con lo que te toca repasar, a la hora que elijas. Si no tienes nada pendiente, no te escribimos.</Text>
      {support === 'iphone-needs-home-screen' && (
        <Text>
          En iPhone, los recordatorios llegan a la app agregada a tu pantalla de inicio: toca Compartir y luego ‘Agregar a inicio’, y abre la app desde
          allí.
        </Text>
      )}
      {support === 'unsupported' && <Text>{ENABLE_MESSAGES.unsupported}</Text>}
      {settings.enabled && thisDevice === false && support === 'supported' && (
        <Text>Tus recordatorios están activados en otro dispositivo. Actívalos aquí para recibirlos también en este.</Text>
      )}
      <TimeField label="Hora del recordatorio (hora de Lima)" value={settings.time} onChange={(time) => save({ time })} />
      <chakra.fieldset>
        <chakra.legend fontSize="sm" fontWeight="semibold" marginBottom="1">
          Horas de silencio: ningún aviso entre
        </chakra.legend>
        <Flex gap="3" wrap="wrap">
          <TimeField
            label="Desde"
            value={settings.quietHours?.from ?? DEFAULT_QUIET_HOURS.from}
            onChange={(from) => save({ quietHours: { from, to: settings.quietHours?.to ?? DEFAULT_QUIET_HOURS.to } })}
          />
          <TimeField
            label="Hasta"
            value={settings.quietHours?.to ?? DEFAULT_QUIET_HOURS.to}
            onChange={(to) => save({ quietHours: { from: settings.quietHours?.from ?? DEFAULT_QUIET_HOURS.from, to } })}
          />
        </Flex>
      </chakra.fieldset>
      <Box>
        <Button onClick={() => void toggle()} loading={busy} disabled={support !== 'supported' || thisDevice === null} aria-pressed={on}>
          {on ? 'Desactivar recordatorios' : 'Activar recordatorios'}
        </Button>
      </Box>
      <Stack gap="1" borderTopWidth="1px" paddingTop="3">
        <Box as="label" display="flex" alignItems="center" gap="2" cursor="pointer" alignSelf="flex-start" fontWeight="semibold">
          <input
            type="checkbox"
            aria-describedby={streakHelp}
            checked={settings.streak}
            onChange={(e) => toggleStreak(e.target.checked)}
            style={{ width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-red-600)' }}
          />
          <Text as="span">Mostrar mi racha de estudio</Text>
        </Box>
        <Text id={streakHelp} fontSize="sm" color="fg.muted">
          Los días seguidos en que cumples tu meta diaria, con un día libre cada semana, y un calendario de tus últimas 12 semanas en Mi progreso.
        </Text>
      </Stack>
      <Text role="status" aria-live="polite" minHeight="6">
        {message}
      </Text>
    </Stack>
  );
}
