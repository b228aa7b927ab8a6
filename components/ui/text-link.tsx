import Link from "next/link";
import type { ComponentProps } from "react";
import { cn } from "@/components/ui/cn";

/** An inline text link in the brand colour. */
export function TextLink({ className, ...rest }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn("rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline", className)}
      {...rest}
    />
  );
}
