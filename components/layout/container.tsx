import type { HTMLAttributes } from "react";
import { cn } from "@/components/ui/cn";

const widths = { sm: "max-w-md", md: "max-w-3xl", lg: "max-w-6xl" } as const;

type ContainerProps = HTMLAttributes<HTMLElement> & { size?: keyof typeof widths; as?: "div" | "section" };

/** Centred page width with the site's side padding. */
export function Container({ size = "lg", as: Tag = "div", className, ...rest }: ContainerProps) {
  return <Tag className={cn("mx-auto w-full px-4 sm:px-6 lg:px-8", widths[size], className)} {...rest} />;
}
