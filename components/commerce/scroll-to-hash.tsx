"use client";

import { useEffect } from "react";

/**
 * Brings the element named in the address's #fragment into view once the page has rendered: a
 * streamed page (loading.tsx) is not there yet when the browser looks for it on load.
 */
export function ScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: "start" });
  }, []);
  return null;
}
