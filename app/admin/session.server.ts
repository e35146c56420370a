import { createHash, randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { createCookie, createSessionStorage, type Session, type SessionStorage } from "@remix-run/node";
import { isHttps } from "~/lib/origin.server";
import { env, EnvError } from "~/config/env.server";
import {
  deleteSessionRow,
  deleteSessionsOf,
  readSessionRow,
  sessionStartedAt,
  writeSessionRow,
} from "~/db/sessions.server";

/** The idle lifetime: a session not used for 7 days ends. */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
/** The absolute one: a session ends 30 days after sign-in however often it is used (a stolen cookie too). */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * SESSION_SECRET, else the secret kept in SESSION_SECRET_FILE (created with a
 * random one the first time). Outside production the file defaults to the
 * data folder; production must be given one or the other.
 */
export function sessionSecret(): string {
  const settings = env();
  if (settings.SESSION_SECRET) return settings.SESSION_SECRET;
  const file =
    settings.SESSION_SECRET_FILE ??
    (settings.NODE_ENV === "production"
      ? undefined
      : path.join(path.dirname(path.resolve(settings.DATABASE_PATH)), "session-secret"));
  if (!file) {
    throw new EnvError(
      "SESSION_SECRET is required in production: set it to a random string of at least 32 characters " +
        "(for example the output of `openssl rand -hex 32`), or set SESSION_SECRET_FILE to a file that holds one.",
    );
  }
  const kept = existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
  if (kept && kept.length < 32)
    throw new EnvError(`The session secret in ${file} is shorter than 32 characters.`);
  if (kept) return kept;
  // None yet, or an empty file: a write cut short (a crash, a power cut before the disk had it), with
  // which no session was ever signed, since the site refuses to start on it. A new one takes its place.
  const secret = randomBytes(32).toString("hex");
  return keepNewSecret(path.resolve(file), secret);
}

/**
 * Writes a new secret so that the file never exists half-written: into a file of its own, flushed to
 * the disk, then linked under its name (which fails if another process put one there first: that one
 * is used). Resolves to the secret the file holds.
 */
function keepNewSecret(file: string, secret: string): string {
  const folder = path.dirname(file);
  mkdirSync(folder, { recursive: true });
  const draft = `${file}.${process.pid}.new`;
  const fd = openSync(draft, "w", 0o600);
  try {
    writeFileSync(fd, `${secret}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    if (existsSync(file)) unlinkSync(file); // the empty one
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readFileSync(file, "utf8").trim();
  } finally {
    unlinkSync(draft);
  }
  const dir = openSync(folder, "r");
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
  console.log(`Generated a session secret in ${file}`);
  return secret;
}

/**
 * What a session holds: the account; when and where (a hash of address and browser) its password was
 * last confirmed for a sensitive change (app/admin/confirm-identity.server.ts); and, given only to a
 * new session (startSession), the browser family, which createData writes to the row's own column
 * and never into the data, so reading a session never has it.
 */
export type SessionData = {
  /** The signed-in account. */
  staffId: string;
  confirmedAt?: number;
  confirmedFrom?: string;
  browser?: string | null;
  /**
   * A sign-in halfway: the password was right, the second factor is still to come
   * (app/admin/sign-in-step.server.ts). Such a session opens nothing of the back office.
   */
  pendingStaffId: string;
  /** When the password was given (ms): the second step must follow within minutes. */
  pendingAt: number;
  /** Whether this browser is to become a known device of the account once signed in. */
  pendingNewDevice: boolean;
  /** An app-code secret being set up, until its first code is typed (app/admin/routes/second-factor.tsx). */
  setupSecret: string;
  /**
   * The WebAuthn challenge last given to this browser (app/admin/passkeys.server.ts): what for, whose,
   * when, and the name a passkey being added will have. Taken (and removed) by the first answer.
   */
  passkeyChallenge: PasskeyChallenge;
};

export type PasskeyChallenge = {
  challenge: string;
  purpose: "register" | "signIn";
  staffId: string;
  at: number;
  name?: string;
};
export type SessionFlash = { notice: string; noticeValues: Record<string, number> };

let storage: SessionStorage<SessionData, SessionFlash> | undefined;

/**
 * What the database keeps of a session id: its SHA-256. The id is 32 random bytes, so the hash
 * needs no salt or stretching; a copy of the database (a backup, a stolen file) then holds no
 * live session, since a row's key cannot be turned back into the id a cookie must carry.
 */
export function sessionKey(id: string): string {
  return createHash("sha256").update(id).digest("base64url");
}

/**
 * Sessions live in SQLite; the cookie carries only the signed random id, and
 * the row only that id's hash (sessionKey), so signing out, rotating at sign-in
 * or resetting a password really ends the old session, and the database alone
 * opens none. The row's expiry and its 30 days are checked on every read: an
 * old cookie, even one a browser kept past its Max-Age, is worth nothing after it.
 * The cookie is Secure whenever the request came over HTTPS (see commitSession).
 */
export function sessionStorage(): SessionStorage<SessionData, SessionFlash> {
  storage ??= createSessionStorage<SessionData, SessionFlash>({
    cookie: createCookie("__session", {
      httpOnly: true,
      sameSite: "lax",
      secrets: [sessionSecret()],
      path: "/",
      maxAge: SESSION_MAX_AGE_SECONDS,
    }),
    async createData({ browser, ...data }, expires) {
      const id = randomBytes(32).toString("base64url");
      writeSessionRow(sessionKey(id), JSON.stringify(data), expires, data.staffId ?? null, browser ?? null);
      return id;
    },
    async readData(id) {
      const data = readSessionRow(sessionKey(id), SESSION_LIFETIME_MS);
      return data === null ? null : JSON.parse(data);
    },
    async updateData(id, { browser: _onlyForNewRows, ...data }, expires) {
      writeSessionRow(sessionKey(id), JSON.stringify(data), expires, data.staffId ?? null);
    },
    async deleteData(id) {
      deleteSessionRow(sessionKey(id));
    },
  });
  return storage;
}

export type AdminSession = Session<SessionData, SessionFlash>;

export function getSession(request: Request): Promise<AdminSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

/**
 * The Set-Cookie value for a session; Secure when the request came over HTTPS. Its Max-Age (and the row's
 * expiry) is the idle lifetime, cut to what is left of the 30 days: the cookie never outlives the session.
 */
export async function commitSession(session: AdminSession, request: Request): Promise<string> {
  return sessionStorage().commitSession(session, {
    maxAge: maxAgeOf(session),
    secure: isHttps(request),
  });
}

function maxAgeOf(session: AdminSession): number {
  const startedAt = session.id ? sessionStartedAt(sessionKey(session.id)) : null;
  if (startedAt === null) return SESSION_MAX_AGE_SECONDS; // a new session
  const left = Math.floor((startedAt + SESSION_LIFETIME_MS - Date.now()) / 1000);
  return Math.max(0, Math.min(SESSION_MAX_AGE_SECONDS, left));
}

export async function destroySession(session: AdminSession, request: Request): Promise<string> {
  return sessionStorage().destroySession(session, { secure: isHttps(request) });
}

/**
 * Ends every session of an account (password reset, removed account, signing
 * out everywhere), or every one but `exceptId` (a password changed in this session).
 */
export function endSessionsOf(staffId: string, exceptId?: string): number {
  return deleteSessionsOf(staffId, exceptId === undefined ? undefined : sessionKey(exceptId));
}
