/**
 * 'Nueva Contraseña' with its 'Ver requisitos' list and 'Confirmar Nueva Contraseña': the fields
 * every form that sets a password shows (the change-password dialog, the reset-link page), so the
 * rules, their labels and the green "meets every rule" border read the same everywhere. Two
 * FormFields side by side: the form's own Stack spaces them.
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { FormField } from './form-field';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { PASSWORDS_DIFFER, passwordProblem, passwordRules, type NewPasswordInput } from '../../shared/password-rules';
import { PasswordInput } from './sign-in-inputs';

/** Said under the confirmation as soon as it is typed out and differs (issue 50 §13), not only on sending. */
function mismatchShown(password: string, confirm: string): boolean {
  return confirm.length > 0 && confirm.length >= password.length && confirm !== password;
}

/**
 * What the alert above a form with these fields says for the problem that stopped it: a mismatch the
 * confirmation field already shows is not said a second time.
 */
export function alertFor(problem: string | null, input: NewPasswordInput): string | null {
  return problem === PASSWORDS_DIFFER && mismatchShown(input.newPassword, input.confirmPassword) ? null : problem;
}

export function NewPasswordFields(props: {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** Prerendered forms take input before they can be sent (see login-page.tsx). */
  readOnly?: boolean;
}) {
  const { password, confirm, onPasswordChange, onConfirmChange, readOnly } = props;
  const [showRules, setShowRules] = useState(false);
  const invalid = password.length > 0 && passwordProblem(password) !== null;
  const valid = password.length > 0 && !invalid;
  const mismatch = mismatchShown(password, confirm);

  return (
    <>
      <FormField
        label="Nueva Contraseña"
        invalid={invalid}
        control={
          <PasswordInput
            readOnly={readOnly}
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => onPasswordChange(e.target.value)}
            borderColor={valid ? 'green.solid' : undefined}
            data-valid={valid || undefined}
          />
        }
      >
        <Button type="button" variant="plain" size="xs" paddingInline="0" colorPalette="blue" aria-expanded={showRules} onClick={() => setShowRules((v) => !v)}>
          {showRules ? 'Ocultar requisitos' : 'Ver requisitos'}
        </Button>
        {showRules && (
          <Stack as="ul" listStyle="none" gap="1" fontSize="sm" aria-label="Requisitos de la contraseña">
            {passwordRules.map((rule) => {
              const met = rule.test(password);
              return (
                <Box as="li" key={rule.label} display="flex" alignItems="center" gap="2" color={met ? 'green.fg' : 'fg.muted'}>
                  <Box as="span" aria-hidden>
                    {met ? <Check size={14} /> : <X size={14} />}
                  </Box>
                  <Text as="span">{rule.label}</Text>
                  <Text as="span" srOnly>
                    {met ? '(cumplido)' : '(pendiente)'}
                  </Text>
                </Box>
              );
            })}
          </Stack>
        )}
      </FormField>
      <FormField
        label="Confirmar Nueva Contraseña"
        error={mismatch ? PASSWORDS_DIFFER : undefined}
        control={<PasswordInput readOnly={readOnly} name="confirm-password" autoComplete="new-password" value={confirm} onChange={(e) => onConfirmChange(e.target.value)} />}
      />
    </>
  );
}
