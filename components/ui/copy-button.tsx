"use client";

import { useState } from "react";
import { toast } from "@/client/toast";
import { Button } from "./button";
import { CheckIcon } from "./icons";
import { cn } from "./cn";

/** Copies `text`; says so in a toast ("Copied") and in its own name for screen readers. */
export function CopyButton({ text, what, className }: { text: string; what: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success("Copied", { description: `${what}: ${text}` });
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
      toast.warning(`Could not copy. Please select the ${what.toLowerCase()} and copy it by hand.`);
    }
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={copy}
      aria-label={copied ? `${what} copied` : `Copy ${what.toLowerCase()}`}
      className={cn("-my-1 h-7 shrink-0 px-2 text-xs whitespace-nowrap", className)}
    >
      {copied ? <CheckIcon className="size-4 text-emerald-600" /> : "Copy"}
    </Button>
  );
}
