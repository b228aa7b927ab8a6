"use client";

import { useEffect, useState } from "react";
import { watchNewestTab } from "@/client/newest-tab";

/** True once another tab opened this attempt after this one: this tab's view may be out of date. */
export function useSupersededTab(attemptId: string): boolean {
  const [superseded, setSuperseded] = useState(false);
  useEffect(() => watchNewestTab(attemptId, () => setSuperseded(true)), [attemptId]);
  return superseded;
}
