/** Minimal JSON client over real HTTP for the process-level tests. */
export type ApiAnswer = { status: number; body: unknown; cookies: string[] };

export async function api(
  base: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body, cookies: res.headers.getSetCookie() };
}

/** The `name=value` of the session cookie an answer sets. */
export function sessionCookieOf(answer: ApiAnswer): string {
  const found = answer.cookies.find((c) => c.includes('session_token=') && !/Max-Age=0/i.test(c));
  if (!found) throw new Error(`no session cookie (status ${answer.status}): ${JSON.stringify(answer.body)}`);
  return found.split(';')[0] ?? '';
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  return sessionCookieOf(await api(base, 'POST', '/api/auth/sign-in/email', { body: { email, password } }));
}

export function field(body: unknown, key: string): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  return Object.entries(body).find(([k]) => k === key)?.[1];
}

/** Invites an agent as the admin and accepts the link; returns the agent's session cookie. */
export async function makeAgent(base: string, adminCookie: string, email: string): Promise<string> {
  const invited = await api(base, 'POST', '/api/agents/invitations', {
    cookie: adminCookie,
    body: { email },
  });
  const inviteUrl = field(invited.body, 'inviteUrl');
  if (invited.status !== 201 || typeof inviteUrl !== 'string') {
    throw new Error(`invitation failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  }
  const token = new URL(inviteUrl).searchParams.get('token') ?? '';
  const accepted = await api(base, 'POST', '/api/invitations/accept', {
    body: { token, fullName: `Agent ${email}`, password: 'agent-password-1' },
  });
  return sessionCookieOf(accepted);
}
