import { operator } from './support.ts';

/**
 * After the whole e2e run: every movement the browser tests made (demo credits, slot spins,
 * free trials) leaves the ledger verifying clean. `ledger verify` exits 1 on any drift, which
 * fails the run with its report.
 */
export default function verifyLedgerAfterRun(): void {
  try {
    operator('ledger', 'verify');
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`ledger verify failed after the e2e run:\n${stdout}${stderr}`);
  }
}
