import type { Requirement } from './requirement.js';

// mcp, e2e: see requirement.ts for the shape and docs/conformance.md for the table.
export const mcpRequirements: readonly Requirement[] = [
  {
    id: 'mcp:gate:challenge',
    source: 'RFC 6750 §3; RFC 9728 §5.1; contract `/mcp` 401',
    tests: ['test/integration/mcp/bearer-gate.test.ts'],
  },
  {
    id: 'mcp:gate:malformed',
    source: 'RFC 6750 §2.1 (b64token grammar), §3.1 (`invalid_request` → 400)',
    tests: ['test/integration/mcp/bearer-gate.test.ts'],
  },
  {
    id: 'mcp:gate:query-token',
    source: 'MCP authorization, "Token Requirements" (no access token in the URI query string); RFC 6750 §2.3, §3.1',
    tests: ['test/integration/mcp/bearer-gate.test.ts', 'test/integration/mcp/trailing-slash.test.ts'],
  },
  {
    id: 'mcp:gate:expired',
    source: 'seed "Access token" 1 hour; FINDINGS: expired → 401',
    tests: ['test/integration/mcp/bearer-gate.test.ts'],
  },
  {
    id: 'mcp:gate:audience',
    source: 'RFC 9068 §4; RFC 8707; contract access-token claims',
    tests: ['test/integration/mcp/bearer-gate.test.ts'],
  },
  {
    id: 'mcp:gate:issuer',
    source: 'RFC 9068 §4; RFC 8707; contract access-token claims',
    tests: ['test/integration/mcp/bearer-gate.test.ts'],
  },
  {
    id: 'mcp:gate:kid',
    source: 'RFC 9068 §4; RFC 8707; contract access-token claims',
    tests: ['test/integration/mcp/bearer-gate.test.ts'],
  },
  {
    id: 'mcp:gate:typ',
    source: 'RFC 9068 §4; RFC 8707; contract access-token claims',
    tests: ['test/integration/mcp/bearer-gate.test.ts'],
  },
  {
    id: 'mcp:gate:alg-none',
    source: 'RFC 8725 §2.1, §3.1 (RS256 only)',
    tests: ['test/integration/mcp/bearer-gate.test.ts'],
  },
  {
    id: 'mcp:gate:alg-confusion',
    source: 'RFC 8725 §2.1, §3.1 (RS256 only)',
    tests: ['test/integration/mcp/bearer-gate.test.ts'],
  },
  {
    id: 'mcp:gate:scope',
    source: 'seed scope table; RFC 6750 §3.1 `insufficient_scope`',
    tests: ['test/integration/mcp/bearer-gate.test.ts'],
  },
  {
    id: 'mcp:cors',
    source: 'issue 5; FINDINGS point 8',
    tests: ['test/integration/mcp/bearer-gate.test.ts', 'test/integration/mcp/trailing-slash.test.ts'],
  },
  {
    id: 'mcp:origin',
    source: 'MCP specification, Transports, Streamable HTTP, "Security Warning" (validate Origin; 403 when present and not allowed)',
    tests: ['test/integration/mcp/origin.test.ts', 'test/integration/mcp/loopback-aliases.test.ts', 'test/integration/mcp/trailing-slash.test.ts'],
  },
  {
    id: 'mcp:tools:generated',
    source: 'seed item 3 (read-only, communio excluded); contract MCP paragraph',
    tests: ['test/integration/mcp/tools.test.ts'],
  },
  {
    id: 'mcp:tools:call',
    source: 'MCP 2025-06-18 tools: `structuredContent`, `isError`',
    tests: ['test/integration/mcp/tools.test.ts', 'test/integration/tempus/readings/readings.test.ts'],
  },
  {
    id: 'mcp:tools:where-next',
    source: 'docs/mcp.md: a tool error that points elsewhere names the tool and its arguments, not a REST path (a model has tools, not URLs)',
    tests: ['test/integration/mcp/where-next.test.ts'],
  },
  {
    id: 'mcp:tools:structured',
    source: 'MCP 2025-06-18 tools: `structuredContent`, `isError`',
    tests: ['test/integration/mcp/tools.test.ts'],
  },
  {
    id: 'mcp:tools:errors',
    source: 'MCP 2025-06-18 tools: `structuredContent`, `isError`',
    tests: ['test/integration/mcp/tools.test.ts'],
  },
  {
    id: 'mcp:tools:arguments',
    source: 'MCP "Tools: error handling": an unknown argument (a misspelt filter) is a tool error naming the accepted ones, never a silently unfiltered answer (input schemas say additionalProperties: false); a path argument given as a number is read as its digits',
    tests: ['test/integration/veritas/mcp-tools.test.ts', 'test/integration/mcp/protocol-edges.test.ts'],
  },
  {
    id: 'mcp:rate-limit',
    source: 'contract: `/mcp` limit "yours" (per user, documented in docs/mcp.md)',
    tests: ['test/integration/mcp/tools.test.ts'],
  },
  {
    id: 'mcp:http:sdk-client',
    source: 'MCP 2025-06-18 "Transports" (Streamable HTTP); the official SDK client over HTTP with a bearer token, at /mcp or /mcp/ (the same resource: a 308 to /mcp)',
    tests: ['test/integration/mcp/streamable-http.test.ts', 'test/integration/mcp/trailing-slash.test.ts'],
  },
  {
    id: 'mcp:http:json-response',
    source: 'MCP 2025-06-18 "Transports": POST answered with application/json; notifications and responses only → 202',
    tests: ['test/integration/mcp/streamable-http.test.ts'],
  },
  {
    id: 'mcp:http:checks',
    source: 'MCP 2025-06-18 "Transports": Accept, Content-Type, MCP-Protocol-Version (400); JSON-RPC 2.0 §4, §6',
    tests: ['test/integration/mcp/streamable-http.test.ts'],
  },
  {
    id: 'mcp:http:isolation',
    source: 'issue 18: pooled SDK servers never mix two exchanges (same request ids, concurrent)',
    tests: ['test/integration/mcp/streamable-http.test.ts'],
  },
  {
    id: 'mcp:http:result-cache',
    source: 'issue 18: shared operations\' tool results reused (as REST\'s response cache), dropped on a new generation',
    tests: ['test/integration/mcp/streamable-http.test.ts'],
  },
  {
    id: 'mcp:http:early-answer',
    source: 'issue 18: a repeated call of a shared tool answered before routing with the SDK\'s answer and its own id, charged to the same budget; every other request reaches the SDK with its body intact',
    tests: ['test/integration/mcp/early-answer.test.ts'],
  },
  {
    id: 'mcp:http:cancel',
    source: 'MCP 2025-06-18 "Cancellation": a disconnected client\'s call is cancelled',
    tests: ['test/integration/mcp/streamable-http.test.ts'],
  },
  {
    id: 'mcp:initialize',
    source: 'MCP 2025-11-25 "Lifecycle": version negotiation (a supported version echoed, another answered with the latest), serverInfo, capabilities, instructions',
    tests: ['test/integration/mcp/tool-catalogue.test.ts'],
  },
  {
    id: 'mcp:tools:catalogue',
    source: 'MCP 2025-11-25 "Tools": name rules, descriptions, inputSchema and outputSchema as JSON Schema (2020-12 when no $schema), annotations; every parameter described, none ignored',
    tests: ['test/integration/mcp/tool-catalogue.test.ts'],
  },
  {
    id: 'mcp:tools:pagination',
    source: 'MCP 2025-11-25 "Pagination": an invalid cursor SHOULD be -32602',
    tests: ['test/integration/mcp/protocol-edges.test.ts'],
  },
  {
    id: 'mcp:tools:result-size',
    source: 'docs/mcp.md "Tool results are bounded": an answer over 128 KiB of JSON is a tool error that says how to ask for less, or the operation\'s shorter answer (a day\'s readings without the texts of its choices)',
    tests: ['test/integration/mcp/protocol-edges.test.ts', 'test/integration/tempus/readings/readings.test.ts'],
  },
  {
    id: 'mcp:http:batches',
    source: 'MCP 2025-06-18 changelog and "Transports": no JSON-RPC batches from 2025-06-18 on; 2025-03-26 (the default without MCP-Protocol-Version) allows them',
    tests: ['test/integration/mcp/protocol-edges.test.ts'],
  },
  {
    id: 'mcp:http:invalid-request',
    source: 'JSON-RPC 2.0 §4, §5.1: valid JSON that is not a Request object is -32600 Invalid Request (-32700 only for JSON that does not parse); MCP "Base Protocol": ids are strings or integers',
    tests: ['test/integration/mcp/protocol-edges.test.ts'],
  },
  {
    id: 'e2e:dashboard',
    source: 'issue 17 "Tests and evidence": the whole dashboard journey in Chromium, axe-core on every page, screenshots',
    tests: ['test/e2e/dashboard-browser.test.ts'],
  },
  {
    id: 'e2e:dashboard-forms',
    source: 'docs/dashboard.md "Forms and sessions": in Chromium, a key name typed before the session changed in another tab is kept, signing in again returns to the page, a refused rename keeps its text with the error tied to the field (axe-core); key names with emoji drawn by a zero-width joiner are accepted, a bare joiner refused',
    tests: ['test/e2e/dashboard-forms-browser.test.ts'],
  },
  {
    id: 'e2e:mcp-oauth',
    source: 'issue 5 "Done when": SDK `auth()` + `OAuthClientProvider`, Chromium consent, tools, forced refresh, portal revocation, second run, screenshots',
    tests: ['test/e2e/mcp-oauth-browser.test.ts'],
  },
  {
    id: 'mcp:gate:before-body',
    source: 'RFC 6750 §3; contract `/mcp` 401: the bearer is checked before the body is read',
    tests: ['test/integration/mcp/bearer-gate.test.ts'],
  },
];
