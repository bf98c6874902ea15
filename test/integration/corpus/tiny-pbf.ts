import { deflateSync } from 'node:zlib';
import Pbf from 'pbf';
import { Blob, BlobHeader } from 'osm-pbf-parser-node/proto/fileformat.js';
import { HeaderBlock, PrimitiveBlock } from 'osm-pbf-parser-node/proto/osmformat.js';

/** A small OSM data set to write as a real .osm.pbf (OSM PBF format: BlobHeader + zlib Blob per block). */
export interface TinyOsm {
  timestamp?: number;
  nodes: Array<{ id: number; lat: number; lon: number; tags?: Record<string, string> }>;
  ways: Array<{ id: number; refs: number[]; tags?: Record<string, string> }>;
  relations: Array<{ id: number; members: Array<{ type: 'node' | 'way' | 'relation'; ref: number; role: string }>; tags?: Record<string, string> }>;
}

function encode(writer: { write(o: unknown, p: unknown): void }, obj: unknown): Buffer {
  const pbf = new Pbf();
  writer.write(obj, pbf);
  return Buffer.from(pbf.finish());
}

function fileBlock(type: 'OSMHeader' | 'OSMData', block: Buffer): Buffer {
  const blob = encode(Blob, { raw_size: block.length, zlib_data: deflateSync(block) });
  const header = encode(BlobHeader, { type, datasize: blob.length });
  const len = Buffer.alloc(4);
  len.writeUInt32BE(header.length);
  return Buffer.concat([len, header, blob]);
}

const delta = (values: number[]) => values.map((v, i) => v - (i > 0 ? values[i - 1]! : 0));

/** Writes nodes, then ways, then relations (the order of every .osm.pbf), one primitive group each. */
export function tinyPbf(data: TinyOsm): Buffer {
  const strings = [''];
  const sid = (s: string) => {
    let i = strings.indexOf(s);
    if (i < 0) i = strings.push(s) - 1;
    return i;
  };
  const kv = (tags: Record<string, string> = {}) => ({ keys: Object.keys(tags).map(sid), vals: Object.values(tags).map(sid) });
  const info = { version: 3, timestamp: data.timestamp ?? 1_700_000_000 };
  const nodes = data.nodes.map((n) => ({ id: n.id, lat: Math.round(n.lat * 1e7), lon: Math.round(n.lon * 1e7), info, ...kv(n.tags) }));
  const ways = data.ways.map((w) => ({ id: w.id, refs: delta(w.refs), info, ...kv(w.tags) }));
  const types = { node: 0, way: 1, relation: 2 } as const;
  const relations = data.relations.map((r) => ({
    id: r.id,
    info,
    memids: delta(r.members.map((m) => m.ref)),
    types: r.members.map((m) => types[m.type]),
    roles_sid: r.members.map((m) => sid(m.role)),
    ...kv(r.tags),
  }));
  const groups = [{ nodes }, { ways }, { relations }].filter((g) => Object.values(g)[0]!.length > 0);
  const block = encode(PrimitiveBlock, { stringtable: { s: strings.map((s) => Buffer.from(s)) }, primitivegroup: groups, granularity: 100 });
  const header = encode(HeaderBlock, { required_features: ['OsmSchema-V0.6'], writingprogram: 'lumen-test', osmosis_replication_timestamp: data.timestamp });
  return Buffer.concat([fileBlock('OSMHeader', header), fileBlock('OSMData', block)]);
}
