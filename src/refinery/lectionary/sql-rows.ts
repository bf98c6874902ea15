/**
 * The value tuples of a MySQL dump's `INSERT INTO … VALUES (…), (…);` statements: single-quoted strings with
 * backslash escapes, and bare numbers kept as their text (a FLOAT column's `4.1` must stay `4.1`, see type-code.ts).
 */
export type SqlValue = string;

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', '0': '\0', "'": "'", '"': '"', '\\': '\\' };

export function sqlInsertRows(sql: string, table: string): SqlValue[][] {
  const rows: SqlValue[][] = [];
  const marker = `INSERT INTO \`${table}\``;
  let at = sql.indexOf(marker);
  while (at >= 0) {
    let i = sql.indexOf('VALUES', at) + 'VALUES'.length;
    for (;;) {
      while (/\s|,/.test(sql[i] ?? '')) i++;
      if (sql[i] !== '(') break;
      const { values, next } = tuple(sql, i + 1);
      rows.push(values);
      i = next;
    }
    at = sql.indexOf(marker, i);
  }
  return rows;
}

function tuple(sql: string, start: number): { values: SqlValue[]; next: number } {
  const values: SqlValue[] = [];
  let i = start;
  for (;;) {
    while (sql[i] === ' ') i++;
    if (sql[i] === "'") {
      let s = '';
      i++;
      while (sql[i] !== "'" || sql[i + 1] === "'") {
        if (sql[i] === '\\') {
          s += ESCAPES[sql[i + 1]!] ?? sql[i + 1];
          i += 2;
        } else if (sql[i] === "'") {
          s += "'";
          i += 2;
        } else s += sql[i++];
        if (i >= sql.length) throw new Error('unterminated string in SQL dump');
      }
      values.push(s);
      i++;
    } else {
      const m = /^[^,)]+/.exec(sql.slice(i, i + 64));
      if (!m) throw new Error(`unexpected SQL near ${sql.slice(i, i + 40)}`);
      values.push(m[0].trim());
      i += m[0].length;
    }
    while (sql[i] === ' ') i++;
    if (sql[i] === ',') i++;
    else if (sql[i] === ')') return { values, next: i + 1 };
    else throw new Error(`unexpected SQL near ${sql.slice(i, i + 40)}`);
  }
}
