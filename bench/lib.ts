import type { BenchTarget, HttpRequestSpec } from './scenario.js';

/** A new API key for a portal user of the development IdP, through the same portal API a person uses. */
export async function apiKey(target: BenchTarget, sub: string): Promise<string> {
  const token = (await target.cli(['dev', 'token', '--sub', sub])).trim();
  const res = await fetch(`${target.url}/portal/keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `bench ${sub}` }),
  });
  if (res.status !== 201) throw new Error(`POST /portal/keys answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { key: string }).key;
}

/** A GET with a fresh API key, asked once first so that the run measures the warm (cached) path. */
export async function warmedGet(target: BenchTarget, sub: string, path: string, expect = 200): Promise<HttpRequestSpec> {
  const key = await apiKey(target, sub);
  const warm = await fetch(`${target.url}${path}`, { headers: { 'x-api-key': key } });
  if (warm.status !== expect) throw new Error(`warm-up of ${path} answered ${warm.status}: ${await warm.text()}`);
  return { path, headers: { 'x-api-key': key } };
}
