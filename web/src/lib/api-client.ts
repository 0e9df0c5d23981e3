// The one fetch wrapper of the dashboard. The browser holds only the HttpOnly session
// cookie; unsafe requests carry the session's CSRF token in `x-csrf-token`.
// Every failure is thrown as an ApiError parsed from {"error":{"code","message"}}.

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_HEADER = 'x-csrf-token';

let csrfToken: string | null = null;

/** Remember the CSRF token returned by /auth/sign-in or /auth/session. */
export function setCsrfToken(token: string | null) {
  csrfToken = token;
}

export type FieldIssue = { field: string; message: string };

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Validation issues naming a body field ("body.title: Too small…" → field "title"). */
  readonly issues: FieldIssue[];
  /** The first field named by the error, if any. */
  readonly field: string | undefined;

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.issues = parseFieldIssues(message);
    this.field = this.issues[0]?.field;
  }
}

/**
 * "body.title: Too small; body.emailDomains.0: must be a domain" →
 * [{field: 'title', …}, {field: 'emailDomains.0', …}]
 */
export function parseFieldIssues(message: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const part of message.split(/;\s+(?=body\.)/)) {
    const match = /^body\.([A-Za-z0-9_.]+):\s*(.*)$/s.exec(part.trim());
    if (match?.[1] && match[2] !== undefined)
      issues.push({ field: match[1], message: sentence(match[2]) });
  }
  return issues;
}

function sentence(text: string) {
  const trimmed = text.trim();
  return trimmed ? trimmed.charAt(0).toUpperCase() + trimmed.slice(1) : 'Is invalid';
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** A message fit to show a person, whatever was thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return error.message;
    if (error.status >= 500) return 'The server ran into a problem. Try again in a moment.';
    return error.message;
  }
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
};

function withQuery(path: string, query: Query | undefined) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function ensureCsrfToken(signal?: AbortSignal) {
  if (csrfToken) return csrfToken;
  const response = await fetch('/auth/session', {
    credentials: 'include',
    signal,
    headers: { accept: 'application/json' },
  });
  if (response.ok) {
    const body = (await response.json()) as { csrfToken?: string };
    csrfToken = body.csrfToken ?? null;
  }
  return csrfToken;
}

async function toApiError(response: Response): Promise<ApiError> {
  let message = response.statusText || `Request failed with status ${response.status}`;
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    if (typeof body?.error?.message === 'string') message = body.error.message;
  } catch {
    // Not JSON (a proxy error page, say): keep the status text.
  }
  return new ApiError(response.status, message);
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (UNSAFE.has(method)) {
    const token = await ensureCsrfToken(options.signal);
    if (token) headers[CSRF_HEADER] = token;
  }

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204 || response.status === 205) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** List envelope of every paginated endpoint. */
export type List<T> = { items: T[]; count: number; next?: { page: string } };
