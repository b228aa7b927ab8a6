import "server-only";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { paymentStatementMatches, paymentStatements, users } from "@/db/schema";
import { fileUrl } from "@/lib/files/url";
import type { MatchedBy } from "./statements/match-rules";

/** The statement row that approved a payment (docs/rules.md, "Statement reconciliation"), for the desk. */
export type StatementMatch = {
  statementId: string;
  row: number;
  by: MatchedBy;
  bank: string;
  fileName: string;
  fileUrl: string;
  uploadedAt: string;
  uploadedBy: string | null;
};

export async function statementMatchesOf(paymentIds: string[]): Promise<Map<string, StatementMatch>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await getDb()
    .select({
      paymentId: paymentStatementMatches.paymentId,
      statementId: paymentStatements.id,
      row: paymentStatementMatches.row,
      by: paymentStatementMatches.matchedBy,
      bank: paymentStatements.bank,
      fileName: paymentStatements.fileName,
      fileKey: paymentStatements.fileKey,
      uploadedAt: paymentStatements.uploadedAt,
      uploadedBy: users.name,
    })
    .from(paymentStatementMatches)
    .innerJoin(paymentStatements, eq(paymentStatements.id, paymentStatementMatches.statementId))
    .leftJoin(users, eq(users.id, paymentStatements.uploadedBy))
    .where(inArray(paymentStatementMatches.paymentId, paymentIds));
  return new Map(
    rows.map(({ paymentId, fileKey, uploadedAt, ...match }) => [
      paymentId,
      { ...match, fileUrl: fileUrl(fileKey), uploadedAt: uploadedAt.toISOString() },
    ]),
  );
}
