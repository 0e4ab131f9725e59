/**
 * The question asked before students are put in a group (issue 54 §6): a student is in one group
 * at most, so adding them here takes them out of theirs (and of its exam date). The dialog says how
 * many leave which group before anything moves.
 */
import { Stack, Text } from '@chakra-ui/react';
import { CancelAndAction, DialogFrame } from '../../components/ui/dialog-frame';
import { countOf } from '../../shared/spanish-format';
import type { StudentRow } from './admin-api';

/** Who leaves which group, by group name (in the order met), and how many were in none. */
export function departures(students: readonly Pick<StudentRow, 'group'>[], targetId: number): { leaving: { name: string; count: number }[]; withoutGroup: number } {
  const leaving = new Map<string, number>();
  let withoutGroup = 0;
  for (const student of students) {
    if (!student.group) withoutGroup += 1;
    else if (student.group.id !== targetId) leaving.set(student.group.name, (leaving.get(student.group.name) ?? 0) + 1);
  }
  return { leaving: [...leaving].map(([name, count]) => ({ name, count })), withoutGroup };
}

/** Whether moving these students needs asking: several at once, or anyone leaving another group. */
export function moveNeedsConfirmation(students: readonly Pick<StudentRow, 'group'>[], targetId: number): boolean {
  return students.length > 1 || departures(students, targetId).leaving.length > 0;
}

export function ConfirmMoveDialog(props: {
  students: readonly Pick<StudentRow, 'name' | 'group'>[];
  group: { id: number; name: string };
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { students, group, busy } = props;
  const { leaving, withoutGroup } = departures(students, group.id);
  const who = students.length === 1 ? students[0].name : countOf(students.length, 'estudiante', 'estudiantes');
  return (
    <DialogFrame
      role="alertdialog"
      title={
        <>
          ¿Añadir {students.length === 1 ? `a ${who}` : who} a «{group.name}»?
        </>
      }
      onClose={props.onClose}
      busy={busy}
      body={
        <Stack gap="2">
          {leaving.length > 0 && (
            <Stack as="ul" gap="1" paddingStart="5" listStyleType="disc">
              {leaving.map((l) => (
                <li key={l.name}>
                  {students.length === 1 ? 'Deja' : countOf(l.count, 'deja', 'dejan')} el grupo «{l.name}».
                </li>
              ))}
            </Stack>
          )}
          {withoutGroup > 0 && students.length > 1 && <Text>{countOf(withoutGroup, 'no estaba', 'no estaban')} en ningún grupo.</Text>}
          <Text fontSize="sm" color="fg.muted">
            Un estudiante está en un solo grupo: quien deja el suyo recibe desde ahora la fecha de examen de «{group.name}», salvo que haya elegido la suya.
          </Text>
        </Stack>
      }
      footer={<CancelAndAction onCancel={props.onClose} busy={busy} action="Sí, añadir" loadingText="Añadiendo..." onAction={props.onConfirm} />}
    />
  );
}
