// In a route group of its own so this loading screen does not wrap /practice/[id] (docs/rules.md,
// "Practice sessions"): a streamed loading boundary sends 200 before notFound() could answer 404.
import { LoadingBlock } from "@/components/ui/spinner";

export default function Loading() {
  return <LoadingBlock />;
}
