/** Error codes the API answers with, mapped to HTTP status and a German default text. */
export const errorCatalog = {
  VALIDATION: { status: 400, message: 'Die Eingaben sind ungültig. Bitte prüfen Sie die markierten Felder.' },
  UNAUTHENTICATED: { status: 401, message: 'Bitte melden Sie sich an.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Benutzername oder Passwort ist falsch.' },
  SESSION_EXPIRED: { status: 401, message: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.' },
  CSRF: { status: 403, message: 'Die Anfrage konnte nicht bestätigt werden. Bitte laden Sie die Seite neu.' },
  FORBIDDEN: { status: 403, message: 'Für diese Aktion fehlt Ihnen die Berechtigung.' },
  READ_ONLY: { status: 403, message: 'Ihr Zugang ist nur lesend. Änderungen sind nicht möglich.' },
  NOT_FOUND: { status: 404, message: 'Der Eintrag wurde nicht gefunden.' },
  STALE_VERSION: {
    status: 409,
    message: 'Der Eintrag wurde inzwischen von jemand anderem geändert. Bitte laden Sie ihn neu.',
  },
  GONE: { status: 410, message: 'Dieser Link gilt nicht mehr.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Die Datei oder Anfrage ist zu groß.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Dieses Datenformat wird nicht unterstützt.' },
  UNPROCESSABLE: { status: 422, message: 'Die Aktion ist in diesem Zustand nicht möglich.' },
  RATE_LIMITED: {
    status: 429,
    message: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  },
  STORAGE_FULL: {
    status: 507,
    message: 'Der Speicherplatz für Dateien ist erschöpft. Bitte wenden Sie sich an die Administration.',
  },
  INTERNAL: { status: 500, message: 'Es ist ein unerwarteter Fehler aufgetreten.' },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'Die Datenbank ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.',
  },
} as const;

export type ErrorCode = keyof typeof errorCatalog;

export type ApiErrorBody = {
  code: ErrorCode;
  message: string;
  fieldErrors?: Record<string, string>;
  /** The request id of a server error (5xx), so that the user's report finds its log lines. */
  fehlerId?: string;
};

/** Thrown by services; the server's error handler turns it into the JSON error shape. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: Record<string, string> | undefined;

  constructor(code: ErrorCode, message?: string, fieldErrors?: Record<string, string>) {
    super(message ?? errorCatalog[code].message);
    this.code = code;
    this.status = errorCatalog[code].status;
    this.fieldErrors = fieldErrors;
  }

  toBody(): ApiErrorBody {
    return this.fieldErrors
      ? { code: this.code, message: this.message, fieldErrors: this.fieldErrors }
      : { code: this.code, message: this.message };
  }
}
