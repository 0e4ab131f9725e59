/** Password rules and form validation shared by the PWA and the API (spec §5). */
import { describe, expect, it } from 'vitest';
import {
  changePasswordProblem,
  newPasswordProblem,
  passwordProblem,
  passwordRules,
  PASSWORD_FALLBACK_MESSAGE,
} from '@/shared/password-rules';
import { emailProblem, loginProblems } from '@/shared/login-rules';

const MIN = 'La contraseña debe tener al menos 8 caracteres';
const MAX = 'La contraseña no puede tener más de 50 caracteres';
const LOWER = 'La contraseña debe contener al menos una letra minúscula';
const UPPER = 'La contraseña debe contener al menos una letra mayúscula';
const DIGIT = 'La contraseña debe contener al menos un número';
const SPECIAL = 'La contraseña debe contener al menos uno de estos caracteres especiales: @ $ ! % * ? &';

describe('password rules', () => {
  it('lists the spec messages in the spec order', () => {
    expect(passwordRules.map((r) => r.message)).toEqual([MIN, MAX, LOWER, UPPER, DIGIT, SPECIAL]);
  });

  it('has the spec fallback message', () => {
    expect(PASSWORD_FALLBACK_MESSAGE).toBe('La contraseña no cumple con los requisitos');
  });

  it('accepts a password that meets every rule', () => {
    expect(passwordProblem('Peru2026!')).toBeNull();
  });

  it.each([
    ['too short (7)', 'Pe2026!', MIN],
    ['too long (51)', `Aa1!${'x'.repeat(47)}`, MAX],
    ['no lowercase', 'PERU2026!', LOWER],
    ['no uppercase', 'peru2026!', UPPER],
    ['no digit', 'PeruPeru!', DIGIT],
    ['no special character', 'Peru20261', SPECIAL],
  ])('rejects a password with only one problem: %s', (_label, password, message) => {
    expect(passwordProblem(password)).toBe(message);
    // Exactly one rule fails, and it is the one whose message was given.
    expect(passwordRules.filter((r) => !r.test(password)).map((r) => r.message)).toEqual([message]);
  });

  it('accepts the length limits exactly: 8 and 50 characters', () => {
    expect(passwordProblem('Peru202!')).toBeNull();
    const fifty = `Aa1!${'x'.repeat(46)}`;
    expect(fifty).toHaveLength(50);
    expect(passwordProblem(fifty)).toBeNull();
  });

  it.each(['@', '$', '!', '%', '*', '?', '&'])('accepts %s as the special character', (c) => {
    expect(passwordProblem(`Peru2026${c}`)).toBeNull();
  });

  it.each(['#', '-', '_', '.', ' ', 'ñ'])('does not count %j as a special character', (c) => {
    expect(passwordProblem(`Peru2026${c}`)).toBe(SPECIAL);
  });

  it('reports the first failing rule, in the spec order', () => {
    expect(passwordProblem('')).toBe(MIN);
    expect(passwordProblem('abc')).toBe(MIN);
    expect(passwordProblem('ABCDEFGH')).toBe(LOWER);
    expect(passwordProblem('abcdefgh')).toBe(UPPER);
    expect(passwordProblem('Abcdefgh')).toBe(DIGIT);
    expect(passwordProblem('A'.repeat(60))).toBe(MAX);
  });
});

describe('changePasswordProblem', () => {
  const valid = { currentPassword: 'Peru2026!', newPassword: 'Lima1535&', confirmPassword: 'Lima1535&' };

  it('accepts a valid change', () => {
    expect(changePasswordProblem(valid)).toBeNull();
  });

  it.each(['currentPassword', 'newPassword', 'confirmPassword'] as const)('asks for every field when %s is empty', (field) => {
    expect(changePasswordProblem({ ...valid, [field]: '' })).toBe('Todos los campos son obligatorios');
  });

  it('checks required fields before the rules', () => {
    expect(changePasswordProblem({ currentPassword: '', newPassword: 'abc', confirmPassword: 'xyz' })).toBe('Todos los campos son obligatorios');
  });

  it('checks the rules before the confirmation', () => {
    expect(changePasswordProblem({ currentPassword: 'Peru2026!', newPassword: 'lima1535&', confirmPassword: 'otra' })).toBe(UPPER);
  });

  it('checks the confirmation before comparing with the current password', () => {
    expect(changePasswordProblem({ currentPassword: 'Peru2026!', newPassword: 'Peru2026!', confirmPassword: 'Peru2026?' })).toBe(
      'La nueva contraseña y la confirmación no coinciden',
    );
  });

  it('rejects a new password equal to the current one', () => {
    expect(changePasswordProblem({ currentPassword: 'Peru2026!', newPassword: 'Peru2026!', confirmPassword: 'Peru2026!' })).toBe(
      'La nueva contraseña debe ser diferente a la actual',
    );
  });
});

describe('newPasswordProblem (the reset link, issue 19)', () => {
  it('checks a new password and its confirmation as the change-password form does, without a current password', () => {
    expect(newPasswordProblem({ newPassword: '', confirmPassword: '' })).toBe('Todos los campos son obligatorios');
    expect(newPasswordProblem({ newPassword: 'Valida2026!', confirmPassword: '' })).toBe('Todos los campos son obligatorios');
    expect(newPasswordProblem({ newPassword: 'corta1!', confirmPassword: 'corta1!' })).toBe(MIN);
    expect(newPasswordProblem({ newPassword: 'sinnumero!A', confirmPassword: 'sinnumero!A' })).toBe(DIGIT);
    expect(newPasswordProblem({ newPassword: 'Valida2026!', confirmPassword: 'Valida2026?' })).toBe('La nueva contraseña y la confirmación no coinciden');
    expect(newPasswordProblem({ newPassword: 'Valida2026!', confirmPassword: 'Valida2026!' })).toBeNull();
  });
});

describe('emailProblem (sign-in and forgot password)', () => {
  it('gives the login form’s messages', () => {
    expect(emailProblem('   ')).toBe('El correo electrónico es requerido');
    expect(emailProblem('ana@academia')).toBe('Ingresa un correo electrónico válido');
    expect(emailProblem(' ana@academia.pe ')).toBeUndefined();
  });
});

describe('loginProblems', () => {
  it('has no problems for a valid email and any password', () => {
    expect(loginProblems({ email: 'estudiante@academia.pe', password: 'x' })).toEqual({});
  });

  it('asks for both fields when they are empty', () => {
    expect(loginProblems({ email: '', password: '' })).toEqual({
      email: 'El correo electrónico es requerido',
      password: 'La contraseña es requerida',
    });
  });

  it('treats a blank email as missing and trims a valid one', () => {
    expect(loginProblems({ email: '   ', password: 'x' })).toEqual({ email: 'El correo electrónico es requerido' });
    expect(loginProblems({ email: '  estudiante@academia.pe  ', password: 'x' })).toEqual({});
  });

  it.each(['estudiante', 'estudiante@', '@academia.pe', 'estudiante@academia', 'estu diante@academia.pe', 'a@b@c.pe'])(
    'rejects the email %j',
    (email) => {
      expect(loginProblems({ email, password: 'x' })).toEqual({ email: 'Ingresa un correo electrónico válido' });
    },
  );

  it('does not apply the new-password rules to the sign-in password', () => {
    expect(loginProblems({ email: 'a@b.pe', password: 'abc' })).toEqual({});
  });
});
