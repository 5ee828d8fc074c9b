// The login's checks as LoginBodySchema makes them (its limits, required fields and first message per
// field), written out: the login is the first page, which carries no zod (docs/decisions/0030).
// login-rules.test.ts holds them to the schema.

export type LoginValues = { username: string; password: string };
export type LoginField = keyof LoginValues;

/** The inputs' maxLength and required, as fieldLimits(LoginBodySchema). */
export const loginLimits: Record<LoginField, { maxLength: number; required: boolean }> = {
  username: { maxLength: 100, required: true },
  password: { maxLength: 200, required: true },
};

/** The domain's TEXT_MESSAGE: a text with the NUL character. */
const TEXT_MESSAGE = 'Die Eingabe enthält ungültige Zeichen.';

/**
 * The first message per field, as schemaErrors(LoginBodySchema, values) for every value the inputs can
 * hold (at most their maxLength): the server checks the body with the schema itself.
 */
export function loginErrors({ username, password }: LoginValues): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  if (username.includes('\u0000')) {
    errors.username = TEXT_MESSAGE;
  } else if (username.trim().length === 0) {
    errors.username = 'Bitte geben Sie Ihren Benutzernamen ein.';
  }
  if (password.length === 0) {
    errors.password = 'Bitte geben Sie Ihr Passwort ein.';
  }
  return errors;
}
