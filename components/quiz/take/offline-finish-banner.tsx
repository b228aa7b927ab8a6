import { Container } from "@/components/layout/container";
import { Button } from "@/components/ui/button";

/**
 * Finish was pressed while offline: said at once (no spinner, the quiz and its clock stay on
 * screen), submitted when the connection returns; Cancel goes back to answering.
 */
export function OfflineFinishBanner({ onCancel }: { onCancel: () => void }) {
  return (
    <div role="alert" className="border-b border-amber-300 bg-amber-50">
      <Container className="flex flex-wrap items-center gap-3 py-3">
        <p className="min-w-0 flex-1 text-sm text-amber-950">
          <strong className="font-semibold">You are offline.</strong> Your quiz will be submitted as soon as the connection is back. The
          clock keeps running.
        </p>
        <Button variant="outline" size="sm" onClick={onCancel}>
          Cancel finishing
        </Button>
      </Container>
    </div>
  );
}
