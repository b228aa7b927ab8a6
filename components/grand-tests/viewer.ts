import type { Viewer } from "./types";

/** Who is looking, from the server's session or the browser's stored display data (both have `isAdmin`). */
export const viewerOf = (user: { isAdmin: boolean } | null): Viewer => (user === null ? "visitor" : user.isAdmin ? "admin" : "learner");
