/** Signs in through the real endpoint and returns the session cookie (`name=value`). */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.includes('session_token=') && !c.includes('Max-Age=0'));
  if (!cookie) throw new Error(`sign-in of ${email} set no session cookie`);
  return cookie.split(';')[0] ?? '';
}

/** GET a JSON API path with a session cookie. */
export async function getJson<T>(url: string, path: string, cookie: string): Promise<T> {
  const res = await fetch(`${url}${path}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
