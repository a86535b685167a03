/** Biopython's molecular_weight on the bench's own inputs, in the same run, when Debian's python3-biopython is there. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PYTHON = '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('../baseline/biopython_mw.py', import.meta.url));

/** Biopython's figures, or why there are none. */
export type BiopythonFigures =
  | { readonly installed: false; readonly reason: string }
  | {
      readonly installed: true;
      readonly version: string;
      /** Median ms: parse the FASTA text, average + monoisotopic molecular_weight of every record. */
      readonly oneMntMs: number;
      readonly batchMs: number;
      readonly oneMntAverage: number;
      readonly oneMntMonoisotopic: number;
    };

/** Whether `import Bio` works under `python` (Debian's python3-biopython installs it for /usr/bin/python3). */
export function biopythonInstalled(python = PYTHON): boolean {
  return spawnSync(python, ['-c', 'import Bio'], { stdio: 'ignore' }).status === 0;
}

/** Runs bench/baseline/biopython_mw.py on the two FASTA texts (written to a temporary directory). */
export function biopythonFigures(oneMntFasta: string, recordsFasta: string, python = PYTHON): BiopythonFigures {
  if (!biopythonInstalled(python)) return { installed: false, reason: `not installed (${python} -c 'import Bio' fails; Debian package python3-biopython)` };
  const dir = mkdtempSync(join(tmpdir(), 'science-bench-'));
  try {
    const one = join(dir, 'one-mnt.fa');
    const records = join(dir, 'records.fa');
    writeFileSync(one, oneMntFasta);
    writeFileSync(records, recordsFasta);
    const run = spawnSync(python, [SCRIPT, one, records], { encoding: 'utf8', maxBuffer: 1 << 20 });
    if (run.status !== 0) return { installed: false, reason: `biopython_mw.py failed: ${run.stderr.trim().split('\n').at(-1) ?? run.status}` };
    const out = JSON.parse(run.stdout) as { version: string; one_mnt_ms: number; batch_ms: number; one_mnt_average: number; one_mnt_monoisotopic: number };
    return {
      installed: true,
      version: out.version,
      oneMntMs: out.one_mnt_ms,
      batchMs: out.batch_ms,
      oneMntAverage: out.one_mnt_average,
      oneMntMonoisotopic: out.one_mnt_monoisotopic,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
