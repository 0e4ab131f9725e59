/**
 * Redeeming an access code as a signed-in student (issue 50 §1): the code field and the call to
 * POST /api/codes/redeem, shared by '/activar' and the 'Canjear código' dialog of the user menu and
 * Mis Cursos. A redeemed code changes the course list, so the list is read again at once: Mis Cursos
 * and the course area's access check show the new access without waiting for their next read.
 */
import { useState } from 'react';
import { FormField } from './form-field';
import { TextInput } from './sign-in-inputs';
import { messageOf, type ApiClient } from '../../lib/api/api-client';
import type { StudentId } from '../../lib/storage/local-store';
import { CODE_INVALID, CODE_REQUIRED, NEEDS_CONNECTION, normalizeCode } from '../../shared/access-codes';

/**
 * The course list is read again. The query client is imported here, not at the top: '/activar' is a
 * signed-out page too, and its first load stays without TanStack Query (a signed-in app has it loaded).
 */
async function refreshCourses(studentId: StudentId) {
  const { studentClient, studentKeys } = await import('../../lib/api/student-query-client');
  await studentClient.invalidateQueries({ queryKey: studentKeys.courses(studentId) });
}

export const REDEEM_FAILED = 'No se pudo canjear el código. Inténtalo de nuevo.';

export function AccessCodeField(props: { value: string; onChange: (value: string) => void; error?: string; readOnly?: boolean }) {
  return (
    <FormField
      label="Código de acceso"
      error={props.error}
      control={
        <TextInput
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          readOnly={props.readOnly}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          fontFamily="mono"
        />
      }
    />
  );
}

/** The redeem form's state: the code typed, its problem, the server's refusal, the new end of access. */
export function useRedeemCode(api: Pick<ApiClient, 'request'>, studentId: StudentId | null) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [endsAt, setEndsAt] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = !code.trim() ? CODE_REQUIRED : normalizeCode(code) ? undefined : CODE_INVALID;
    setProblem(found);
    setError(null);
    if (found) return;
    setSaving(true);
    try {
      const res = await api.request('POST', '/codes/redeem', { code });
      if (res.ok) {
        setEndsAt((res.json as { accessEndsAt: string }).accessEndsAt);
        if (studentId !== null) void refreshCourses(studentId);
      } else setError(messageOf(res.json) ?? REDEEM_FAILED);
    } catch {
      setError(NEEDS_CONNECTION);
    } finally {
      setSaving(false);
    }
  }

  function type(value: string) {
    setCode(value);
    setProblem(undefined);
  }

  return { code, setCode: type, problem, error, endsAt, saving, submit };
}
