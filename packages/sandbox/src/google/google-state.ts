import { createHash, randomBytes } from 'node:crypto';
import { SandboxState } from '../state.ts';

export type GoogleIdentity = { sub: string; email: string; name: string };

type Grant = GoogleIdentity & { scope: string; clientId: string };
type PendingCode = Grant & {
  redirectUri: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  /** `offline` asks for a refresh token; Google gives none otherwise. */
  accessType?: string;
  /** Echoed in the ID token, so the client can tie it to its own request. */
  nonce?: string;
  expiresAt: number;
};
type AccessToken = Grant & { expiresAt: number };

type GoogleData = {
  codes: Record<string, PendingCode>;
  accessTokens: Record<string, AccessToken>;
  refreshTokens: Record<string, Grant>;
};

const ACCESS_TOKEN_SECONDS = 3599;
const CODE_SECONDS = 600;

const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

/** A stable Google-like subject id for a sandbox e-mail address. */
export const subjectFor = (email: string) =>
  BigInt(`0x${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 15)}`).toString();

export class GoogleSandboxStore {
  private readonly state: SandboxState<GoogleData>;

  constructor(dataDir: string | undefined) {
    this.state = new SandboxState<GoogleData>('google', dataDir, () => ({
      codes: {},
      accessTokens: {},
      refreshTokens: {},
    }));
  }

  issueCode(input: Omit<PendingCode, 'expiresAt'>) {
    const code = token('4/sandbox-');
    this.state.data.codes[code] = { ...input, expiresAt: Date.now() + CODE_SECONDS * 1000 };
    this.state.save();
    return code;
  }

  /** Codes are single use: taking one removes it whether or not the exchange then succeeds. */
  takeCode(code: string): PendingCode | undefined {
    const pending = this.state.data.codes[code];
    if (!pending) return undefined;
    delete this.state.data.codes[code];
    this.state.save();
    return pending.expiresAt > Date.now() ? pending : undefined;
  }

  issueTokens(grant: Grant, withRefreshToken: boolean) {
    const accessToken = token('ya29.sandbox-');
    this.state.data.accessTokens[accessToken] = { ...grant, expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000 };
    let refreshToken: string | undefined;
    if (withRefreshToken) {
      refreshToken = token('1//sandbox-');
      this.state.data.refreshTokens[refreshToken] = grant;
    }
    this.state.save();
    return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_SECONDS };
  }

  refreshGrant(refreshToken: string): Grant | undefined {
    return this.state.data.refreshTokens[refreshToken];
  }

  accessGrant(accessToken: string): AccessToken | undefined {
    const grant = this.state.data.accessTokens[accessToken];
    return grant && grant.expiresAt > Date.now() ? grant : undefined;
  }

  /** Revoking either token ends the whole grant, as Google does. */
  revoke(value: string): boolean {
    const data = this.state.data;
    const grant = data.refreshTokens[value] ?? data.accessTokens[value];
    if (!grant) return false;
    const sameGrant = (other: Grant) => other.sub === grant.sub && other.clientId === grant.clientId;
    for (const [key, other] of Object.entries(data.refreshTokens)) if (sameGrant(other)) delete data.refreshTokens[key];
    for (const [key, other] of Object.entries(data.accessTokens)) if (sameGrant(other)) delete data.accessTokens[key];
    this.state.save();
    return true;
  }

  /** Test hook: make every access token of an identity expire now. */
  expireAccessTokens(email: string) {
    for (const grant of Object.values(this.state.data.accessTokens)) {
      if (grant.email === email) grant.expiresAt = 0;
    }
    this.state.save();
  }
}
