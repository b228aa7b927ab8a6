import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { finaliseAttempt } from "@/lib/attempts/finish";
import { startAttempt } from "@/lib/sittings/start";
import { finaliseGrandTest } from "@/lib/grand-tests/finalise";
import { uploadNote } from "@/lib/notes";
import { placeOrder } from "@/lib/payments/create";
import { decidePayment } from "@/lib/payments/decide";
import { createPractice } from "@/lib/practice/create";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, newSessionCookie, type TestUser } from "../support/db";
import { makeGrandTest, setWindow } from "../support/grand-tests";
import { newTransactionId, pdfFile, pngFile } from "../support/payments";

export const ROLES = ["visitor", "learner", "other", "disabled", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Everyone the matrix acts as: "learner" owns every object, "other" is a learner who owns none. */
export async function makeCast() {
  const [learner, other, disabled, admin] = await Promise.all([createUser(), createUser(), createUser(), createUser({ isAdmin: true })]);
  await getDb().update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
  const subject = await makeSubject();
  await entitle(learner.id, subject.id);
  const cookies: Record<Role, string | undefined> = {
    visitor: undefined,
    learner: learner.cookie,
    other: other.cookie,
    disabled: disabled.cookie,
    admin: admin.cookie,
  };
  const asSession = (user: TestUser) => ({ id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin });
  const accounts: Record<Role, TestUser | undefined> = { visitor: undefined, learner, other, disabled, admin };
  /** A PENDING payment of the learner's. */
  const placed = async () =>
    (
      await placeOrder(
        learner.id,
        { bankName: "", accountHolder: "", transactionId: newTransactionId(), isMonthlySub: "NO", cart: [{ subjectId: subject.id }] },
        pngFile(),
      )
    ).id;

  return {
    learner,
    other,
    admin,
    subject,
    cookies,
    /** Another session of the role's account (the visitor has none), for a request that ends it. */
    newSession: async (role: Role) => (accounts[role] ? newSessionCookie(accounts[role]) : undefined),
    /** A session of a fresh account of the role, for a request that ends all of its sessions. */
    throwawayAccount: async (role: Role) => {
      if (role === "visitor") return undefined;
      const user = await createUser({ isAdmin: role === "admin", disabled: role === "disabled" });
      return user.cookie;
    },
    quiz: () => makeQuiz(subject.id),
    subjectWithoutQuizzes: () => makeSubject(),
    /** A grand test whose results are open (closed past the save grace, finalised as the closing job does). */
    closedGrandTest: async () => {
      const test = await makeGrandTest(subject.id);
      await setWindow(test.id, -7200, -6);
      await finaliseGrandTest(test.id);
      return test;
    },
    openAttempt: async () => (await startAttempt(learner.id, (await makeQuiz(subject.id)).id)).id,
    endedAttempt: async () => {
      const { id } = await startAttempt(learner.id, (await makeQuiz(subject.id)).id);
      await finaliseAttempt(id);
      return id;
    },
    payment: placed,
    /** A payment of the learner's, approved on the desk (what a revoke takes back). */
    approvedPayment: async () => {
      const paymentId = await placed();
      await decidePayment(admin.id, { paymentId, accepted: true, confirmReusedProof: true });
      return paymentId;
    },
    note: async () => uploadNote(asSession(learner), "Owned note", pdfFile()),
    /** A tutor practice session of the learner (their subject gets a quiz first, so its bank is not empty). */
    practice: async () => {
      await makeQuiz(subject.id);
      return createPractice(learner.id, { source: "all", count: 3, mode: "tutor", subjectIds: [subject.id] });
    },
  };
}

export type Cast = Awaited<ReturnType<typeof makeCast>>;
