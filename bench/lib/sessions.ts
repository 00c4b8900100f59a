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
