import { Lru, deepFreeze } from '../../platform/lru.js';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { OAuthError } from '../oauth-error.js';
import { PREFIX, newId } from '../secrets.js';
import type { OAuthTables } from '../storage/tables.js';
import type { OAuthClient } from './client.js';
import { fetchMetadataDocument, isMetadataDocumentUrl } from './fetch-metadata-document.js';
import { type ClientMetadata, validateClientMetadata } from './validate-metadata.js';

const MIN_CACHE_S = 60;
const MAX_CACHE_S = 24 * 3600;
const DEFAULT_CACHE_S = 300;
const FAILURE_CACHE_MS = 30_000;
const MAX_CACHED = 1000;

/**
 * Finds clients: registered ones in the database, metadata-document clients fetched (and cached in memory for
 * the document's max-age, bounded to 1 minute - 1 day; failures for 30 s) and recorded so that connections can
 * name them.
 */
export class ClientStore {
  private readonly documents = new Lru<string, { client?: OAuthClient; error?: OAuthError; until: number }>(MAX_CACHED);
  /** Fetches under way, by URL: concurrent requests for one document share one fetch (no fan-out to its host). */
  private readonly inFlight = new Map<string, Promise<OAuthClient>>();
  /**
   * Registered clients already read, by id: a registration is never changed nor deleted once written, so what was
   * read stays true (on every instance sharing the database). Unknown ids are not remembered.
   */
  private readonly registered = new Lru<string, OAuthClient>(MAX_CACHED);

  constructor(
    private readonly db: Kysely<OAuthTables>,
    private readonly allowLoopbackHttp: boolean,
    private readonly log?: Logger,
  ) {}

  async register(meta: ClientMetadata): Promise<OAuthClient> {
    const client: OAuthClient = {
      id: newId(PREFIX.client),
      name: meta.name,
      redirectUris: meta.redirectUris,
      grantTypes: meta.grantTypes,
      source: 'registered',
      createdAt: Date.now(),
    };
    await this.db
      .insertInto('oauth_client')
      .values({
        id: client.id,
        name: client.name,
        redirect_uris: JSON.stringify(client.redirectUris),
        grant_types: JSON.stringify(client.grantTypes),
        source: client.source,
        created_at: client.createdAt,
      })
      .execute();
    return client;
  }

  /** The client, or undefined when there is no such client (a metadata document that fails throws invalid_client). */
  async find(clientId: string): Promise<OAuthClient | undefined> {
    if (isMetadataDocumentUrl(clientId, this.allowLoopbackHttp)) return this.fromDocument(clientId);
    if (!clientId.startsWith(PREFIX.client) || clientId.length > 64) return undefined;
    const known = this.registered.get(clientId);
    if (known) return known;
    const row = await this.db.selectFrom('oauth_client').selectAll().where('id', '=', clientId).executeTakeFirst();
    if (!row) return undefined;
    const client: OAuthClient = deepFreeze({
      id: row.id,
      name: row.name,
      redirectUris: JSON.parse(row.redirect_uris) as string[],
      grantTypes: JSON.parse(row.grant_types) as string[],
      source: row.source === 'metadata' ? 'metadata' : 'registered',
      createdAt: Number(row.created_at),
    });
    this.registered.set(clientId, client);
    return client;
  }

  /** The recorded name of a client (no fetch): for listings. */
  async storedName(clientId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('oauth_client').select('name').where('id', '=', clientId).executeTakeFirst();
    return row?.name;
  }

  /** The recorded name and redirect URIs of a client (no fetch): for the connections listing. */
  async storedSummary(clientId: string): Promise<{ name: string; redirectUris: string[] } | undefined> {
    const row = await this.db.selectFrom('oauth_client').select(['name', 'redirect_uris']).where('id', '=', clientId).executeTakeFirst();
    return row && { name: row.name, redirectUris: JSON.parse(row.redirect_uris) as string[] };
  }

  private async fromDocument(url: string): Promise<OAuthClient> {
    const cached = this.documents.get(url);
    if (cached && cached.until > Date.now()) {
      if (cached.client) return cached.client;
      throw cached.error!;
    }
    const pending = this.inFlight.get(url);
    if (pending) return pending;
    const fetching = this.fetchDocument(url).finally(() => this.inFlight.delete(url));
    this.inFlight.set(url, fetching);
    return fetching;
  }

  private async fetchDocument(url: string): Promise<OAuthClient> {
    try {
      const { body, maxAgeS } = await fetchMetadataDocument(url, this.allowLoopbackHttp, (detail) =>
        this.log?.warn({ clientId: url, detail }, 'client metadata document fetch failed'),
      );
      if ((body as { client_id?: unknown })?.client_id !== url) {
        throw new OAuthError('invalid_client', 'the metadata document\'s client_id differs from its URL', 401);
      }
      let meta: ClientMetadata;
      try {
        meta = validateClientMetadata(body);
      } catch (err) {
        throw new OAuthError('invalid_client', `the client metadata document is not acceptable: ${(err as Error).message}`, 401);
      }
      const client: OAuthClient = { id: url, ...meta, source: 'metadata', createdAt: Date.now() };
      await this.record(client);
      const ttl = Math.min(MAX_CACHE_S, Math.max(MIN_CACHE_S, maxAgeS ?? DEFAULT_CACHE_S));
      this.remember(url, { client, until: Date.now() + ttl * 1000 });
      return client;
    } catch (err) {
      const error = err instanceof OAuthError ? err : new OAuthError('invalid_client', 'the client metadata document could not be used', 401);
      this.remember(url, { error, until: Date.now() + FAILURE_CACHE_MS });
      throw error;
    }
  }

  private remember(url: string, entry: { client?: OAuthClient; error?: OAuthError; until: number }): void {
    this.documents.set(url, entry);
  }

  private async record(client: OAuthClient): Promise<void> {
    const values = {
      name: client.name,
      redirect_uris: JSON.stringify(client.redirectUris),
      grant_types: JSON.stringify(client.grantTypes),
    };
    const updated = await this.db.updateTable('oauth_client').set(values).where('id', '=', client.id).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await this.db
        .insertInto('oauth_client')
        .values({ id: client.id, ...values, source: 'metadata', created_at: client.createdAt })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
  }
}
