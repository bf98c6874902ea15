import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DashboardTables } from '../tables.js';

export interface DashboardSession {
  idHash: string;
  userId: string;
  label: string;
  csrf: string;
}

export interface SessionLifetimes {
  /** A session stays valid this long after its last request, and ends within a minute after (OWASP Session Management: idle timeout). */
  idleS: number;
  /** A session ends this long after sign-in whatever its use (absolute timeout). */
  absoluteS: number;
}

/** Recognisable prefix of a dashboard session id: a leaked cookie can be told apart from other secrets. */
export const SESSION_PREFIX = 'lmn_ds_';
/**
 * last_seen_at is written at most this often: a page view is a read, not a write, within a minute. The requests
 * of that minute are not written, so the idle end is counted from last_seen_at plus this minute: a session is
 * valid for the whole idle period after its last request, never less, and ends at most a minute later.
 */
export const TOUCH_EVERY_MS = 60_000;

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/**
 * Server-side sessions of the developer dashboard (backend-for-frontend): the browser holds only a random
 * 256-bit id in an HttpOnly cookie; the store keeps its SHA-256, the user, the CSRF token and both expiries.
 * A new id is issued at every sign-in (session fixation, OWASP), and sign-out deletes the row.
 */
export class DashboardSessions {
  constructor(
    private readonly db: Kysely<DashboardTables>,
    readonly lifetimes: SessionLifetimes,
  ) {}

  async create(userId: string, label: string, now = Date.now()): Promise<{ cookie: string; session: DashboardSession }> {
    const cookie = `${SESSION_PREFIX}${randomBytes(32).toString('base64url')}`;
    const session: DashboardSession = { idHash: sha256(cookie), userId, label, csrf: randomBytes(32).toString('base64url') };
    await this.db
      .insertInto('dashboard_session')
      .values({
        id_hash: session.idHash,
        user_id: userId,
        label: label.slice(0, 500),
        csrf: session.csrf,
        created_at: now,
        last_seen_at: now,
        expires_at: now + this.lifetimes.absoluteS * 1000,
      })
      .execute();
    return { cookie, session };
  }

  /** The live session the cookie names, or undefined (unknown, signed out, idle too long, or past its end). */
  async find(cookie: string | undefined, now = Date.now()): Promise<DashboardSession | undefined> {
    if (!cookie || !cookie.startsWith(SESSION_PREFIX) || cookie.length > 100) return undefined;
    const idHash = sha256(cookie);
    const row = await this.db.selectFrom('dashboard_session').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
    if (!row) return undefined;
    if (Number(row.expires_at) <= now || this.idleEnd(Number(row.last_seen_at)) <= now) {
      await this.db.deleteFrom('dashboard_session').where('id_hash', '=', idHash).execute();
      return undefined;
    }
    if (now - Number(row.last_seen_at) >= TOUCH_EVERY_MS) {
      await this.db.updateTable('dashboard_session').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
    }
    return { idHash, userId: row.user_id, label: row.label, csrf: row.csrf };
  }

  /**
   * When a session last written at `lastSeenAt` ends for idleness. A request after `lastSeenAt` that was not
   * written came less than TOUCH_EVERY_MS after it, so its idle period ends before this instant.
   */
  private idleEnd(lastSeenAt: number): number {
    return lastSeenAt + TOUCH_EVERY_MS + this.lifetimes.idleS * 1000;
  }

  async destroy(cookie: string | undefined): Promise<void> {
    if (!cookie || cookie.length > 100) return;
    await this.destroyByHash(sha256(cookie));
  }

  /** The SHA-256 (hex) under which a session cookie is kept: what a sign-in carries to end it (routes.ts). */
  static hashOf(cookie: string | undefined): string | undefined {
    return cookie && cookie.length <= 100 ? sha256(cookie) : undefined;
  }

  async destroyByHash(idHash: string): Promise<void> {
    if (!/^[0-9a-f]{64}$/.test(idHash)) return;
    await this.db.deleteFrom('dashboard_session').where('id_hash', '=', idHash).execute();
  }

  async sweep(now = Date.now()): Promise<void> {
    await this.db
      .deleteFrom('dashboard_session')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', now - TOUCH_EVERY_MS - this.lifetimes.idleS * 1000)]))
      .execute();
  }
}
