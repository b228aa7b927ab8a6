/**
 * The claims this process holds on durable jobs (a calibration run, a proof's reading, a batch of
 * mail, a grand test being finalised), so that a stopping instance can hand them back to the others
 * at once instead of leaving them to expire (docs/operations.md, "Several instances"). A job
 * registers its claim as it takes it and lets go when the work is written; what is still held when
 * the process stops is handed back by `handBackLeases`.
 */
export type HeldLease = {
  /** What is held, for the log line: "the calibration run 1f2e…". */
  label: string;
  /** Makes the claim free for any instance now and wakes their job; the work under way here then writes nothing. */
  handBack(): Promise<void>;
};

const held = new Set<HeldLease>();

/** Registers a claim; call the returned function once the claim is finished or lost. */
export function holdLease(label: string, handBack: () => Promise<void>): () => void {
  const lease: HeldLease = { label, handBack };
  held.add(lease);
  return () => void held.delete(lease);
}

/** The claims held now (tests). */
export function heldLeases(): string[] {
  return [...held].map((lease) => lease.label);
}

/**
 * Hands back every claim still held, each once; returns their labels. A hand-back that fails is
 * logged only: the claim then ends with its lease, as if the process had died.
 */
export async function handBackLeases(): Promise<string[]> {
  const leases = [...held];
  held.clear();
  await Promise.all(
    leases.map((lease) =>
      lease
        .handBack()
        .catch((error) => console.error(`[jobs] could not hand back ${lease.label}; it is retaken when its lease ends`, error)),
    ),
  );
  return leases.map((lease) => lease.label);
}
