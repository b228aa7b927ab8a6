"use client";

import { Container } from "@/components/layout/container";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";

const TITLE = "This quiz is open in another tab";
const WHY = "Answers chosen there are not shown here, so saving or finishing from this tab could overwrite or submit them unseen.";

/** Reloading reads every saved answer and makes this tab the newest again (client/newest-tab.ts). */
const continueHere = () => window.location.reload();

/** The strip under the toolbar of a tab that is no longer the latest of its attempt. */
export function OtherTabBanner() {
  return (
    <div role="alert" className="border-b border-amber-300 bg-amber-50">
      <Container className="flex flex-wrap items-center gap-3 py-3">
        <p className="min-w-0 flex-1 text-sm text-amber-950">
          <strong className="font-semibold">{TITLE}.</strong> Answers chosen there are not shown here.
        </p>
        <Button variant="outline" size="sm" onClick={continueHere}>
          Continue in this tab
        </Button>
      </Container>
    </div>
  );
}

/** Asked when the learner answers or finishes in such a tab: nothing is saved from here until they continue here. */
export function OtherTabDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} role="alertdialog" size="sm" title={TITLE} description={WHY}>
      <p className="text-sm text-slate-600">Continue here to reload this tab with every saved answer, or go back to the other tab.</p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Not now
        </Button>
        <Button onClick={continueHere}>Continue in this tab</Button>
      </div>
    </Modal>
  );
}
