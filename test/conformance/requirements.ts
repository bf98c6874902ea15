// Every requirement id the tests verify, area by area, in the order of docs/conformance.md.
import { identityRequirements } from './requirements/identity.js';
import { mcpRequirements } from './requirements/mcp.js';
import { oauthRequirements } from './requirements/oauth.js';
import { platformRequirements } from './requirements/platform.js';
import { readEnginesRequirements } from './requirements/read-engines.js';
import type { Requirement } from './requirements/requirement.js';
import { writeEngineRequirements } from './requirements/write-engine.js';

export type { Requirement } from './requirements/requirement.js';

export const requirements: readonly Requirement[] = [
  ...oauthRequirements,
  ...mcpRequirements,
  ...identityRequirements,
  ...platformRequirements,
  ...writeEngineRequirements,
  ...readEnginesRequirements,
];
