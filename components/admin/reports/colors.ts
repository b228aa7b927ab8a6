/** Chart fills (hex, so they do not depend on which Tailwind theme variables are emitted). */
export const CHART = {
  brand: "#0e8178",
  approved: "#10b981",
  pending: "#fbbf24",
  rejected: "#f87171",
  revoked: "#64748b",
  indigo: "#6366f1",
  track: "#e2e8f0",
} as const;
