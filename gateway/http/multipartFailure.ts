/** The readable 4xx a multipart body that could not be read gets. */
export interface MultipartFailure {
  readonly ok: false;
  readonly status: 400 | 413;
  readonly error: 'file-too-large' | 'bad-request';
  readonly message: string;
}

/**
 * What to answer for an error thrown while a multipart body streams in: a file over the plugin's
 * size limit is a 413 with `fileTooLarge`. Everything else is the body's fault: a part cut short, a
 * broken header, another limit of the plugin (its errors carry their status).
 */
export function multipartFailure(error: unknown, fileTooLarge: string): MultipartFailure {
  if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
    return { ok: false, status: 413, error: 'file-too-large', message: fileTooLarge };
  const status = (error as { statusCode?: unknown }).statusCode;
  return {
    ok: false,
    status: status === 413 ? 413 : 400,
    error: 'bad-request',
    message: `The form could not be read: ${error instanceof Error ? error.message : 'malformed multipart body'}.`,
  };
}
