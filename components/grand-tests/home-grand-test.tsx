"use client";

import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "@/client/api";
import { useSignedInUser } from "@/client/session";
import { nextGrandTestOf } from "@/lib/grand-tests/terms";
import { GrandTestHomeNotice } from "./home-notice";
import type { GrandTestRow } from "./types";
import { viewerOf } from "./viewer";

type Announced = { test: GrandTestRow; startable: boolean; serverNow: string; extraTimePercent: number };

/**
 * The home page's notice of the open (or next) grand test, with the signed-in learner's own part in it; nothing when none is
 * scheduled. A client island fetching GET /api/grand-tests after hydration, so the home page stays static (as the join banner does).
 */
export function HomeGrandTest() {
  const viewer = viewerOf(useSignedInUser());
  const [announced, setAnnounced] = useState<Announced | null>(null);

  const load = useCallback(async () => {
    const result = await apiFetch<GrandTestRow[]>("/api/grand-tests", { redirectOnUnauthorized: false });
    if (!result.success || !result.data) return;
    const test = nextGrandTestOf(result.data);
    const startable = Array.isArray(result.startable) && test !== null && result.startable.includes(test.id);
    const serverNow = typeof result.serverNow === "string" ? result.serverNow : new Date().toISOString();
    const extraTimePercent = typeof result.extraTimePercent === "number" ? result.extraTimePercent : 0;
    setAnnounced(test && { test, startable, serverNow, extraTimePercent });
  }, []);

  useEffect(() => {
    void load();
  }, [load, viewer]); // again on sign-in or sign-out in another tab: the learner's part changes

  if (!announced) return null;
  return <GrandTestHomeNotice {...announced} viewer={viewer} onElapsed={load} />;
}
