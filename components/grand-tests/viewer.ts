import type { Viewer } from "./types";

/** Who is looking, from the server's session (on the server, or asked by the browser: client/session.ts). */
export const viewerOf = (user: { isAdmin: boolean } | null): Viewer => (user === null ? "visitor" : user.isAdmin ? "admin" : "learner");
