import type { Command } from 'commander';
import { devotioReport, type AnomalyClass } from '../../refinery/devotio/dataset-report.js';
import { cliConfig } from '../context.js';
import { CliError, type Out } from '../output.js';

const REPORTS = ['devotio'] as const;

function lines(title: string, classes: readonly AnomalyClass[]): string[] {
  const out = [title];
  for (const c of classes) {
    out.push(`  ${c.id}: ${c.count}${c.count > 0 ? `  (${c.description})` : ''}`);
    for (const e of c.examples) out.push(`      e.g. ${e}`);
  }
  return out;
}

/** `lumen data report devotio [--json]`: counts and every remaining anomaly class of a served dataset, with examples. */
export function registerDataReport(data: Command, out: () => Out): void {
  data
    .command('report')
    .description('counts, validation defects and remaining anomalies of a served dataset, with examples (devotio)')
    .argument('<dataset>', REPORTS.join(', '))
    .action((name: string) => {
      if (!(REPORTS as readonly string[]).includes(name)) throw new CliError(`no report for dataset '${name}'; reports exist for: ${REPORTS.join(', ')}`, 2);
      const config = cliConfig();
      const report = devotioReport(config.data.dir);
      if (!report) throw new CliError(`the devotio dataset is not imported in ${config.data.dir}; run \`lumen data import --only devotio\``);
      const defects = report.defects.reduce((n, c) => n + c.count, 0);
      const human = [
        `devotio ${report.version}`,
        'counts',
        ...Object.entries(report.counts).map(([k, v]) => `  ${k}: ${v}`),
        ...lines(`validation defects: ${defects}`, report.defects),
        ...lines('remaining anomalies', report.anomalies),
      ];
      out().print(human.join('\n'), report);
    });
}
