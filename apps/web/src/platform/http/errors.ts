export type HttpErrorKind = 'http' | 'network' | 'timeout' | 'duplicate';

/** A failed call: HTTP status (0 when there was no response), server message and field errors for forms. */
export class HttpError extends Error {
  constructor(
    readonly kind: HttpErrorKind,
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }

  /** `{field: message}` from a 400/409/422 answer, ready for antd's form.setFields. */
  get fields(): Record<string, string> {
    const fields = this.body.fields;
    return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
  }
}
