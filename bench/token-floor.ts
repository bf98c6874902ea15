/**
 * The floor of a token exchange on this machine: what an authorization-code exchange must do at the least, with no
 * HTTP, no framework and no query builder, in one process on one core (the bench pins it where the servers run),
 * next to the bare RS256 signature it is compared with.
 *
 * Each exchange: one transaction of the four statements Lumen's exchange runs (claim the code with RETURNING,
 * insert the grant, link the code to it, insert the refresh token) on SQLite in WAL mode with synchronous=NORMAL,
 * as the server runs it; one `fdatasync` of the WAL shared by each round of 8 exchanges (the probe keeps 8 in
 * flight, and the server's group commit makes them share a flush at best); one RS256 signature of an access token.
 * The flush is waited for in the loop, so its wait for the disk counts, which the server spends on other exchanges;
 * the same rounds without the flush are the ceiling in CPU alone. Either rate, as a ratio of the bare signing rate,
 * bounds what the token endpoint can reach here: issue 18's token goal (0.8) is reachable only if it is above 0.8.
 *
 * Prints one JSON line: bare signatures/s, floor exchanges/s (with and without the flush), their ratios, and the µs
 * of an exchange that go to the signature, the transaction and its share of a flush.
 * Run: `taskset -c 1 node --import tsx bench/token-floor.ts` (bench/scenarios/oauth.ts does).
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { closeSync, fdatasyncSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';

const SECONDS = Number(process.env.BENCH_FLOOR_S ?? 1.5);
const ROUND = 8;

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const b64 = (s: string) => Buffer.from(s).toString('base64url');
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

function accessToken(grantId: string): string {
  const iat = Math.floor(Date.now() / 1000);
  const head = b64(JSON.stringify({ alg: 'RS256', typ: 'at+jwt', kid: 'k1' }));
  const claims = { client_id: 'c1', scope: 'mcp:read', sid: grantId, iss: 'http://127.0.0.1:3000', aud: 'http://127.0.0.1:3000/mcp', sub: 'u1', iat, exp: iat + 3600, jti: randomBytes(16).toString('base64url') };
  const input = `${head}.${b64(JSON.stringify(claims))}`;
  return `${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
}

/** Runs `step` for SECONDS (after a short warm-up); returns its rate per second. */
function rate(step: () => void): number {
  for (let i = 0; i < 50; i++) step();
  const t = performance.now();
  let n = 0;
  while (performance.now() - t < SECONDS * 1000) {
    step();
    n++;
  }
  return n / ((performance.now() - t) / 1000);
}

const dir = mkdtempSync(join(tmpdir(), 'lumen-token-floor-'));
const db = new Database(join(dir, 'floor.sqlite'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
// No checkpoint during the run (the server checkpoints on a worker thread, whose work this floor leaves out).
db.pragma('wal_autocheckpoint = 0');
db.exec(`
  create table oauth_grant (id text primary key, user_id text not null, client_id text not null, scope text not null, resource text not null, created_at bigint not null, last_used_at bigint, revoked_at bigint);
  create index oauth_grant_user on oauth_grant (user_id, created_at);
  create table oauth_code (code_hash text primary key, user_id text not null, grant_id text, client_id text not null, redirect_uri text not null, code_challenge text not null, resource text not null, scope text not null, expires_at bigint not null, used_at bigint);
  create table oauth_refresh_token (token_hash text primary key, grant_id text not null, client_id text not null, created_at bigint not null, expires_at bigint not null, redeemed_at bigint);
  create index oauth_refresh_token_grant on oauth_refresh_token (grant_id);`);
const putCode = db.prepare('insert into oauth_code values (?, ?, null, ?, ?, ?, ?, ?, ?, null)');
const claim = db.prepare('update oauth_code set used_at = ? where code_hash = ? and used_at is null returning *');
const putGrant = db.prepare('insert into oauth_grant values (?, ?, ?, ?, ?, ?, null, null)');
const link = db.prepare('update oauth_code set grant_id = ? where code_hash = ?');
const putRefresh = db.prepare('insert into oauth_refresh_token values (?, ?, ?, ?, ?, null)');

const codes: string[] = [];
let next = 0;
function code(): string {
  if (next === codes.length) {
    db.transaction(() => {
      for (let i = 0; i < 20_000; i++) {
        const c = randomBytes(32).toString('base64url');
        putCode.run(sha(c), 'u1', 'c1', 'http://127.0.0.1:9/callback', 'x'.repeat(43), 'http://127.0.0.1:3000/mcp', 'mcp:read', Date.now() + 60_000);
        codes.push(c);
      }
    })();
  }
  return codes[next++]!;
}

const exchange = db.transaction((c: string) => {
  const hash = sha(c);
  const row = claim.get(Date.now(), hash) as { user_id: string } | undefined;
  if (!row) throw new Error('code not found');
  const grantId = randomBytes(16).toString('base64url');
  const now = Date.now();
  putGrant.run(grantId, row.user_id, 'c1', 'mcp:read', 'http://127.0.0.1:3000/mcp', now);
  link.run(grantId, hash);
  putRefresh.run(sha(randomBytes(32).toString('base64url')), grantId, 'c1', now, now + 30 * 86_400_000);
  return grantId;
});

const input = Buffer.from('x'.repeat(560));
const bare = rate(() => sign('sha256', input, privateKey));
// A round of 8 exchanges: 8 commits, one flush of the WAL, 8 signatures (a step of `rate` is a round).
let wal: number | undefined;
const round = (flush: boolean) => () => {
  const grants: string[] = [];
  for (let i = 0; i < ROUND; i++) grants.push(exchange(code()));
  if (flush) fdatasyncSync((wal ??= openSync(join(dir, 'floor.sqlite-wal'), 'r')));
  for (const g of grants) accessToken(g);
};
const durable = rate(round(true)) * ROUND;
const volatile = rate(round(false)) * ROUND;
const transactions = rate(() => exchange(code()));
if (wal !== undefined) closeSync(wal);
db.close();
rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    bare_signatures_per_s: Math.round(bare),
    floor_exchanges_per_s: Math.round(durable),
    floor_ratio: durable / bare,
    floor_without_flush_per_s: Math.round(volatile),
    floor_without_flush_ratio: volatile / bare,
    us_per_signature: Math.round(1e6 / bare),
    us_per_transaction: Math.round(1e6 / transactions),
    us_of_flush_per_exchange: Math.round(1e6 / durable - 1e6 / volatile),
  }),
);
