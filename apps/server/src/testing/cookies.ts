/** The cookies a browser would keep from Set-Cookie headers, enough for authenticated test requests. */
export class CookieJar {
  private readonly values = new Map<string, string>();

  static from(...responses: Response[]) {
    const jar = new CookieJar();
    for (const response of responses) jar.store(response);
    return jar;
  }

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') this.values.delete(name);
      else this.values.set(name, value);
    }
    return this;
  }

  has(name: string) {
    return this.values.has(name);
  }

  /** The session cookie, whichever prefix it has (`__Secure-` on https). */
  sessionToken() {
    return [...this.values].find(([name]) => name.endsWith('better-auth.session_token'))?.[1];
  }

  get(name: string) {
    return this.values.get(name);
  }

  header() {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The attributes of one Set-Cookie header, lower-cased names. */
export function parseSetCookie(line: string) {
  const [pair = '', ...rest] = line.split(';');
  const separator = pair.indexOf('=');
  const attributes = new Map<string, string>();
  for (const attribute of rest) {
    const [key = '', ...value] = attribute.trim().split('=');
    attributes.set(key.toLowerCase(), value.join('='));
  }
  return { name: pair.slice(0, separator).trim(), value: pair.slice(separator + 1).trim(), attributes };
}
