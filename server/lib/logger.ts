/**
 * The server's one logger (issue 31): pino, structured JSON lines with a level, a time and, for a
 * request, its id (X-Request-Id). Secrets never reach it: the fields that could carry one are
 * redacted by pino, and callers log what happened, never what the request or a failed query carried
 * (a query's message holds its parameters). LOG_LEVEL sets the level (default 'info').
 *
 * Lines go out through the console (errors to stderr, the rest, warnings included, to stdout): the
 * API tests fail on any error the app logs by listening there, and a warning is no failure. The start-up banner (the demo student, the address) is for
 * the person at the terminal and stays plain text (server/server.ts).
 */
import pino, { type Logger } from 'pino';

/** Field names whose values are never written, wherever they appear (one level deep too). */
const SECRET_FIELDS = ['password', 'newPassword', 'currentPassword', 'confirmPassword', 'passwordHash', 'token', 'access_token', 'authorization', 'params', 'secret'];

export const REDACTED = '[oculto]';

export function createLogger(options: { level?: string } = {}): Logger {
  const toConsole = (write: (line: string) => void) => ({ write: (line: string) => write(line.trimEnd()) });
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      base: undefined,
      redact: { paths: [...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `*.${field}`)], censor: REDACTED },
    },
    pino.multistream(
      [
        { level: 'trace', stream: toConsole((line) => console.log(line)) },
        { level: 'error', stream: toConsole((line) => console.error(line)) },
      ],
      { dedupe: true },
    ),
  );
}

export const logger = createLogger();

/**
 * A database's complaint without the values it quotes: PostgreSQL writes the rejected input between
 * double quotes ('date/time field value out of range: "0000-01-01T00:00:00.000Z"', 'invalid input
 * syntax for type integer: "abc"'), and that input is the client's. Identifiers it quotes go too; the
 * query's first line still names the tables.
 */
export function withoutQuotedValues(text: string): string {
  return text.replace(/"(?:[^"\\]|\\.)*"/g, '"…"');
}
