/** The daily reminder's shared rules (issue 35): hours as minutes, quiet hours across midnight, the text. */
import { describe, expect, it } from 'vitest';
import { inQuietHours, minuteOfDay, reminderText, timeOfMinute } from '../../src/shared/reminders';

describe('reminder hours', () => {
  it('reads HH:MM and nothing else', () => {
    expect(minuteOfDay('00:00')).toBe(0);
    expect(minuteOfDay('19:00')).toBe(1140);
    expect(minuteOfDay('23:59')).toBe(1439);
    for (const bad of ['24:00', '7:00', '19:60', '19:00:00', '']) expect(minuteOfDay(bad)).toBeNull();
    expect(timeOfMinute(1140)).toBe('19:00');
    expect(timeOfMinute(-1)).toBe('23:59');
  });

  it('keeps quiet hours that wrap midnight, and an empty window is none', () => {
    const night = { from: minuteOfDay('22:00')!, to: minuteOfDay('07:00')! };
    expect(inQuietHours(minuteOfDay('23:30')!, night)).toBe(true);
    expect(inQuietHours(minuteOfDay('06:59')!, night)).toBe(true);
    expect(inQuietHours(minuteOfDay('07:00')!, night)).toBe(false);
    expect(inQuietHours(minuteOfDay('21:59')!, night)).toBe(false);
    const lunch = { from: minuteOfDay('13:00')!, to: minuteOfDay('14:00')! };
    expect(inQuietHours(minuteOfDay('13:30')!, lunch)).toBe(true);
    expect(inQuietHours(minuteOfDay('14:00')!, lunch)).toBe(false);
    expect(inQuietHours(600, { from: 600, to: 600 })).toBe(false);
    expect(inQuietHours(600, null)).toBe(false);
  });
});

describe('reminder text', () => {
  it('says what is waiting and the days left', () => {
    expect(reminderText({ due: 12, goalLeft: 12, daysLeft: 9 })).toBe('Tienes 12 preguntas para repasar hoy · faltan 9 días para tu examen');
    expect(reminderText({ due: 1, goalLeft: 5, daysLeft: 1 })).toBe('Tienes 1 pregunta para repasar hoy · falta 1 día para tu examen');
    expect(reminderText({ due: 0, goalLeft: 10, daysLeft: null })).toBe('Te faltan 10 preguntas para tu meta de hoy');
    expect(reminderText({ due: 0, goalLeft: 1, daysLeft: 0 })).toBe('Te falta 1 pregunta para tu meta de hoy · hoy es tu examen');
    expect(reminderText({ due: 3, goalLeft: 3, daysLeft: -2 })).toBe('Tienes 3 preguntas para repasar hoy');
  });
});
