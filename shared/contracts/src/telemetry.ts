/** How one load of a remote's version went: it loaded, it loaded after another version failed, or it failed. */
export type RemoteLoadOutcome = 'loaded' | 'fallback' | 'failed';

/** One load of one remote on one page; anonymous by design (no visitor id, no URL, no address). */
export interface RemoteLoadReport {
  /** The remote's federation name, e.g. mfe_public. */
  remote: 'mfe_public' | 'mfe_professional' | 'mfe_participant';
  /** The version's label: its build id when served at /<build id>/, else its server's host. */
  version: string;
  outcome: RemoteLoadOutcome;
  /** From the start of the load to its end, in milliseconds. */
  durationMs: number;
}

/** POST /api/telemetry/remote-loads/: a page's reports, sent together (answer: 204). */
export interface RemoteLoadsRequest {
  loads: RemoteLoadReport[];
}
