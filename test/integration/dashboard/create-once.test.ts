import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TestContext, after, describe, test } from 'node:test';
import { type Kysely, sql } from 'kysely';
import { dashboardMigrations } from '../../../src/dashboard/migrations.js';
import { FORMS_KEPT_PER_SESSION, useCreateForm } from '../../../src/dashboard/session/create-forms.js';
import { DashboardSessions } from '../../../src/dashboard/session/session-store.js';
import type { DashboardTables } from '../../../src/dashboard/tables.js';
import { loadConfig } from '../../../src/platform/config/load-config.js';
import { type MigrationFactory, migrate, openStorage } from '../../../src/platform/storage/index.js';
import { dashboardPage, portalKeys, postForm, signInDashboard } from '../../helpers/dashboard.js';
import { portalToken } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { PG_URL, freshPgSchema, needPostgres } from '../../helpers/services.js';

// The single-use create form (docs/dashboard.md, POST /dashboard/keys): every form a session used is remembered
// in dashboard_create_form, written in the transaction of the key it creates. Each test runs on SQLite and on
// PostgreSQL (TEST_DATABASE_URL; skipped with a message without it, required in CI).
const formOf = (html: string) => /name="form" value="([^"]+)"/.exec(html)?.[1] ?? '';
const rowsOf = (server: TestServer, sessionHash: string) =>
  (server.lumen.platform.storage.db as unknown as Kysely<DashboardTables>)
    .selectFrom('dashboard_create_form')
    .select(['form_id', 'used_at'])
    .where('session_hash', '=', sessionHash)
    .orderBy('used_at')
    .execute();

for (const database of ['sqlite', 'postgres'] as const) {
  describe(database, () => {
    let started: Promise<TestServer> | undefined;
    const serverFor = async (t: TestContext) => {
      if (database === 'postgres' && !(await needPostgres(t))) return undefined;
      return (started ??= startServer({ database }));
    };
    after(async () => (await started)?.close());

    test('dashboard:create-once — sending the same create form again (a reload of the answer) creates no second key', async (t) => {
      const server = await serverFor(t);
      if (!server) return;
      const session = await signInDashboard(server, 'fiona');
      const { csrf, html } = await dashboardPage(server, session);
      const form = formOf(html);
      assert.ok(form.length >= 20, 'the create form carries its own id');
      const first = await postForm(server, session, '/dashboard/keys', { name: 'once', csrf, form });
      assert.equal(first.status, 201);
      assert.match(await first.text(), /lum_live_/);
      const again = await postForm(server, session, '/dashboard/keys', { name: 'once', csrf, form });
      assert.equal(again.status, 303);
      assert.equal(again.headers.get('location'), '/dashboard?done=already-created');
      assert.match((await dashboardPage(server, session, '/dashboard?done=already-created')).html, /already sent/);
      assert.equal((await portalKeys(server, 'fiona')).length, 1, 'one key for one form');
      // A new page gives a new form: a second key is one deliberate form away.
      const next = formOf((await dashboardPage(server, session)).html);
      assert.notEqual(next, form);
      assert.equal((await postForm(server, session, '/dashboard/keys', { name: 'twice', csrf, form: next })).status, 201);
      assert.equal((await portalKeys(server, 'fiona')).length, 2);
    });

    test('dashboard:create-once — two tabs: reloading the first answer after the second form was sent creates no third key (regression: only the last form was remembered)', async (t) => {
      const server = await serverFor(t);
      if (!server) return;
      const session = await signInDashboard(server, 'tabitha');
      const tabA = await dashboardPage(server, session);
      const tabB = await dashboardPage(server, session);
      assert.notEqual(tabA.form, tabB.form);
      assert.equal((await postForm(server, session, '/dashboard/keys', { name: 'tab A', csrf: tabA.csrf, form: tabA.form })).status, 201);
      assert.equal((await postForm(server, session, '/dashboard/keys', { name: 'tab B', csrf: tabB.csrf, form: tabB.form })).status, 201);
      // The browser re-posts A's form when A's answer is reloaded, then B's.
      for (const [name, form] of [['tab A', tabA.form], ['tab B', tabB.form], ['tab A', tabA.form]] as const) {
        const reload = await postForm(server, session, '/dashboard/keys', { name, csrf: tabA.csrf, form });
        assert.equal(reload.status, 303, `reload of ${name}`);
        assert.equal(reload.headers.get('location'), '/dashboard?done=already-created');
      }
      assert.deepEqual((await portalKeys(server, 'tabitha')).map((k) => k.name).sort(), ['tab A', 'tab B'], 'two forms, two keys');
      const hash = DashboardSessions.hashOf(session)!;
      assert.deepEqual((await rowsOf(server, hash)).map((r) => r.form_id).sort(), [tabA.form, tabB.form].sort(), 'both forms remembered');
      const db = server.lumen.platform.storage.db as unknown as Kysely<DashboardTables>;
      const row = await db.selectFrom('dashboard_session').select('create_form').where('id_hash', '=', hash).executeTakeFirstOrThrow();
      assert.equal(row.create_form, null, 'the column of dashboard-002 is no longer written');
    });

    test('dashboard:create-once — the same form posted concurrently creates exactly one key; different forms at once each create theirs', async (t) => {
      const server = await serverFor(t);
      if (!server) return;
      const session = await signInDashboard(server, 'connie');
      const { csrf, form } = await dashboardPage(server, session);
      const posts = await Promise.all(Array.from({ length: 6 }, () => postForm(server, session, '/dashboard/keys', { name: 'raced', csrf, form })));
      const statuses = posts.map((r) => r.status).sort();
      assert.deepEqual(statuses, [201, 303, 303, 303, 303, 303], 'one created, the rest told it was already created');
      const shown = await Promise.all(posts.filter((r) => r.status === 201).map((r) => r.text()));
      assert.equal(shown.filter((page) => /lum_live_/.test(page)).length, 1, 'one plaintext shown');
      assert.equal((await portalKeys(server, 'connie')).length, 1, 'one key for one form');
      // Two different forms sent at the same moment are two keys: the claim blocks only its own form.
      const [a, b] = await Promise.all([dashboardPage(server, session), dashboardPage(server, session)]);
      const both = await Promise.all([a, b].map((p, i) => postForm(server, session, '/dashboard/keys', { name: `parallel ${i}`, csrf, form: p.form })));
      assert.deepEqual(both.map((r) => r.status), [201, 201]);
      assert.equal((await portalKeys(server, 'connie')).length, 3);
    });

    test("dashboard:create-once — a form that created no key (a bad name, the key limit) stays unused; the forms go with their session", async (t) => {
      const server = await serverFor(t);
      if (!server) return;
      const session = await signInDashboard(server, 'nina');
      const hash = DashboardSessions.hashOf(session)!;
      const { csrf, form } = await dashboardPage(server, session);
      const bad = await postForm(server, session, '/dashboard/keys', { name: ' ', csrf, form });
      assert.equal(bad.status, 400);
      assert.deepEqual(await rowsOf(server, hash), [], 'the failed create left its form unused');
      // The same form, corrected (a reload with a better name), creates its key.
      assert.equal((await postForm(server, session, '/dashboard/keys', { name: 'named', csrf, form })).status, 201);
      assert.equal((await rowsOf(server, hash)).length, 1);
      // At the active-key limit (25) a new form is a 409 and stays unused; the reload of an answer that did create a
      // key is still "already created", not the limit's error.
      const bearer = { authorization: `Bearer ${await portalToken(server, 'nina')}`, 'content-type': 'application/json' };
      for (let i = 1; i < 25; i++) {
        assert.equal((await server.fetch('/portal/keys', { method: 'POST', headers: bearer, body: JSON.stringify({ name: `script ${i}` }) })).status, 201);
      }
      const { form: over } = await dashboardPage(server, session);
      assert.equal((await postForm(server, session, '/dashboard/keys', { name: 'one too many', csrf, form: over })).status, 409);
      assert.deepEqual((await rowsOf(server, hash)).map((r) => r.form_id), [form]);
      const reload = await postForm(server, session, '/dashboard/keys', { name: 'named', csrf, form });
      assert.equal(reload.headers.get('location'), '/dashboard?done=already-created');
      assert.equal((await portalKeys(server, 'nina')).length, 25);
      // Signing out deletes the session and, with it, every form it used (ON DELETE CASCADE).
      assert.equal((await postForm(server, session, '/dashboard/sign-out', { csrf })).status, 303);
      assert.deepEqual(await rowsOf(server, hash), []);
    });

    test(`dashboard:create-once — a session remembers its newest ${FORMS_KEPT_PER_SESSION} forms; older rows are pruned in the creating transaction`, async (t) => {
      const server = await serverFor(t);
      if (!server) return;
      const db = server.lumen.platform.storage.db as unknown as Kysely<DashboardTables>;
      const sessions = new DashboardSessions(db, { idleS: 600, absoluteS: 3600 });
      const { session } = await sessions.create('usr_many_forms', 'many', Date.now());
      const t0 = Date.now();
      const forms = Array.from({ length: FORMS_KEPT_PER_SESSION + 5 }, (_, i) => `form_${String(i).padStart(4, '0')}_xxxxxxxx`);
      for (const [i, form] of forms.entries()) {
        await db.transaction().execute((trx) => useCreateForm(session.idHash, form, t0 + i)(trx as unknown as Kysely<object>));
      }
      const kept = (await rowsOf(server, session.idHash)).map((r) => r.form_id);
      assert.equal(kept.length, FORMS_KEPT_PER_SESSION);
      assert.deepEqual(kept, forms.slice(5), 'the five oldest were pruned, the newest kept');
      // A remembered form is refused inside the transaction, which then writes nothing.
      await assert.rejects(db.transaction().execute((trx) => useCreateForm(session.idHash, forms.at(-1)!, t0 + 999)(trx as unknown as Kysely<object>)), { name: 'FormAlreadyUsed' });
      assert.equal((await rowsOf(server, session.idHash)).length, FORMS_KEPT_PER_SESSION);
      // A session ended since its request was admitted (signed out in another tab) gets no form, so no key: a 401.
      const gone = 'f'.repeat(64);
      await assert.rejects(db.transaction().execute((trx) => useCreateForm(gone, forms[0]!, t0)(trx as unknown as Kysely<object>)), { code: 'unauthorized', status: 401 });
      assert.deepEqual(await rowsOf(server, gone), []);
    });

    test("dashboard:create-once — a create post without the form's one-time id is refused with a 400 page and creates nothing; /portal/keys is unaffected", async (t) => {
      const server = await serverFor(t);
      if (!server) return;
      const session = await signInDashboard(server, 'gus');
      const { csrf } = await dashboardPage(server, session);
      const posts: Array<Record<string, string>> = [{ name: 'replayed', csrf }, { name: 'replayed', csrf, form: '' }, { name: 'replayed', csrf, form: 'short' }, { name: 'replayed', csrf, form: 'x'.repeat(65) }];
      for (const fields of posts) {
        const res = await postForm(server, session, '/dashboard/keys', fields, { origin: server.url, 'sec-fetch-site': 'same-origin' });
        assert.equal(res.status, 400, JSON.stringify(fields));
        assert.match(res.headers.get('content-type')!, /text\/html/);
        assert.equal(res.headers.get('cache-control'), 'no-store');
        const page = await res.text();
        assert.match(page, /one-time id/);
        assert.match(page, /<code>validation_failed<\/code>/);
        assert.doesNotMatch(page, /lum_live_/);
      }
      assert.equal((await portalKeys(server, 'gus')).length, 0, 'no key was created');
      // Without a valid CSRF token the same post is still a 403: the CSRF check comes first.
      assert.equal((await postForm(server, session, '/dashboard/keys', { name: 'replayed' })).status, 403);
      // Scripts create keys through the portal API with a bearer token, which has no forms: each POST is a key.
      const bearer = { authorization: `Bearer ${await portalToken(server, 'gus')}`, 'content-type': 'application/json' };
      for (const name of ['script one', 'script two']) {
        const res = await server.fetch('/portal/keys', { method: 'POST', headers: bearer, body: JSON.stringify({ name }) });
        assert.equal(res.status, 201);
      }
      assert.equal((await portalKeys(server, 'gus')).length, 2);
    });

    test('dashboard:create-once — migration dashboard-003 over a database at dashboard-002 keeps the form each session used', async (t) => {
      if (database === 'postgres' && !(await needPostgres(t))) return;
      const dir = mkdtempSync(join(tmpdir(), 'lumen-dashboard-003-'));
      const pg = database === 'postgres' ? await freshPgSchema('dash') : undefined;
      const env: Record<string, string> = pg ? { DATABASE_URL: PG_URL, DATABASE_SCHEMA: pg.schema } : { DATABASE_URL: join(dir, 'lumen.sqlite') };
      const storage = await openStorage(loadConfig(env).storage);
      try {
        const upTo002: MigrationFactory = (dialect) => {
          const { 'dashboard-003-create-forms': _later, ...earlier } = dashboardMigrations(dialect);
          return earlier;
        };
        await migrate(storage, [upTo002]);
        const db = storage.db as unknown as Kysely<DashboardTables>;
        const session = { user_id: 'usr_old', label: 'old', csrf: 'c', created_at: 1, last_seen_at: 2, expires_at: 3 };
        await db.insertInto('dashboard_session').values([
          { ...session, id_hash: 'a'.repeat(64), create_form: 'used_before_the_upgrade' },
          { ...session, id_hash: 'b'.repeat(64), create_form: null },
        ]).execute();
        const results = await migrate(storage, [dashboardMigrations]);
        assert.deepEqual(results.map((r) => [r.migrationName, r.status]), [['dashboard-003-create-forms', 'Success']]);
        assert.deepEqual(await db.selectFrom('dashboard_create_form').selectAll().execute(), [
          { session_hash: 'a'.repeat(64), form_id: 'used_before_the_upgrade', used_at: 2 },
        ]);
        assert.deepEqual(await migrate(storage, [dashboardMigrations]), [], 'idempotent');
        // The unique constraint and the cascade are the database's own, on both dialects.
        await assert.rejects(db.insertInto('dashboard_create_form').values({ session_hash: 'a'.repeat(64), form_id: 'used_before_the_upgrade', used_at: 4 }).execute());
        await assert.rejects(db.insertInto('dashboard_create_form').values({ session_hash: 'c'.repeat(64), form_id: 'no_such_session', used_at: 4 }).execute());
        await db.deleteFrom('dashboard_session').where('id_hash', '=', 'a'.repeat(64)).execute();
        const left = await sql<{ n: number }>`select count(*) as n from dashboard_create_form`.execute(db);
        assert.equal(Number(left.rows[0]?.n), 0, 'deleted with its session');
        // The old column stays: migrations only add.
        assert.deepEqual((await db.selectFrom('dashboard_session').select('create_form').orderBy('id_hash').execute()).map((r) => r.create_form), [null]);
      } finally {
        await storage.close();
        await pg?.drop();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
