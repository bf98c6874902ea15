// Every configuration section, by name. A module that needs settings adds a file beside this one and a line here.
import { communio } from './communio.js';
import { dashboard } from './dashboard.js';
import { data } from './data.js';
import { identity } from './identity.js';
import { keys } from './keys.js';
import { oauth } from './oauth.js';
import { rateLimit } from './rate-limit.js';
import { redis } from './redis.js';
import { server } from './server.js';
import { storage } from './storage.js';

export const sections = { server, storage, data, redis, rateLimit, identity, keys, oauth, communio, dashboard } as const;
