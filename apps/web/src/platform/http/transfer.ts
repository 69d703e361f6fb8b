import { REQUEST_TIMEOUT_MS, authHeaders, reportHttpError } from './client.ts';
import { HttpError } from './errors.ts';
import { i18n } from '../i18n/index.ts';

/**
 * Files to and from the API with the session's token: a download read as a stream (bytes as they arrive, for a
 * progress display) and saved under the server's name; an upload through XMLHttpRequest (fetch reports no upload
 * progress). Failures are reported as every other call's are.
 */

export type Progress = { loaded: number; total?: number };

/** The file name a `Content-Disposition` header gives (`filename*=UTF-8''…` first, then `filename="…"`), else `fallback`. */
export const fileNameOf = (disposition: string | null | undefined, fallback: string): string => {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      const name = decodeURIComponent(encoded[2]!.trim().replace(/^"|"$/g, ''));
      if (name) return name;
    } catch {
      // a broken escape: try the plain parameter
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;\s]+)/i.exec(disposition);
  const name = plain ? (plain[2] ?? plain[1]!).replace(/\\(.)/g, '$1').trim() : '';
  // Only the last path segment: a name is never a place to write to.
  return name.split(/[\\/]/).pop() || fallback;
};

/** `path?key=value…` without empty values, as the client sends queries. */
export const withQuery = (path: string, query: Record<string, string | number> = {}): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== '') params.append(key, String(value));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
};

const http = (key: string) => i18n.t(`common.http.${key}`);

/** Hands a blob to the browser as a download named `name`. */
const saveBlob = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the blob once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

export type DownloadRequest = {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
  /** The name when the server gives none. */
  fileName: string;
  onProgress?: (progress: Progress) => void;
};

/** A file saved under `fileName`, or the JSON the server answered instead of a file (e.g. `{code: 606}`). */
export type DownloadResult = { saved: string } | { answer: Record<string, unknown> };

/**
 * Downloads a file: the 30 s timeout covers the wait for the answer, not the transfer (a large export streams for
 * longer). A JSON answer is handed back unsaved; an error answer is reported and thrown.
 */
export const download = async ({ method, path, query, body, fileName, onProgress }: DownloadRequest): Promise<DownloadResult> => {
  const headers = authHeaders();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new DOMException('timeout', 'TimeoutError')), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal: abort.signal,
    });
  } catch (cause) {
    const timedOut = cause instanceof DOMException && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
    const error = new HttpError(timedOut ? 'timeout' : 'network', 0, http(timedOut ? 'timeout' : 'network'));
    reportHttpError(error);
    throw error;
  } finally {
    clearTimeout(timer);
  }

  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  if (!response.ok || json) {
    const text = await response.text();
    let payload: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') payload = parsed as Record<string, unknown>;
    } catch {
      // not JSON: the status says enough
    }
    if (response.ok) return { answer: payload };
    const error = new HttpError('http', response.status, String(payload.msg ?? payload.message ?? ''), payload);
    reportHttpError(error);
    throw error;
  }

  const total = Number(response.headers.get('content-length')) || undefined;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress?.({ loaded, total });
  try {
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      onProgress?.({ loaded, total });
    }
  } catch {
    // The stream broke off (the connection, or the server failing half-way): nothing half-written is saved.
    const error = new HttpError('network', 0, http('network'));
    reportHttpError(error);
    throw error;
  }
  const name = fileNameOf(response.headers.get('content-disposition'), fileName);
  saveBlob(new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' }), name);
  return { saved: name };
};

export type UploadOptions = {
  /** The multipart field of the file (the spec's `file`). */
  field?: string;
  onProgress?: (progress: Progress) => void;
  /** Leave error messages to the caller (a 401 is still reported: it leads back to login). */
  silent?: boolean;
};

/** Uploads one file as multipart, reporting upload progress; resolves to the JSON answer, rejects with an HttpError. */
export const upload = <T>(path: string, file: Blob, { field = 'file', onProgress, silent = false }: UploadOptions = {}): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (error: HttpError) => {
      if (!silent || error.status === 401) reportHttpError(error);
      reject(error);
    };
    xhr.open('POST', path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    // As with downloads, the 30 s are the wait for the answer once the file is sent, not the transfer.
    let timer: ReturnType<typeof setTimeout> | undefined;
    xhr.upload.onload = () => {
      timer = setTimeout(() => xhr.abort(), REQUEST_TIMEOUT_MS);
    };
    xhr.onabort = () => fail(new HttpError('timeout', 0, http('timeout')));
    xhr.onerror = () => {
      clearTimeout(timer);
      fail(new HttpError('network', 0, http('network')));
    };
    xhr.onload = () => {
      clearTimeout(timer);
      let payload: unknown = null;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(payload as T);
      const body = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
      fail(new HttpError('http', xhr.status, String(body.msg ?? body.message ?? ''), body));
    };
    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
