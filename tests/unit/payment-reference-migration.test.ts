import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { REFERENCE_PATTERN } from "@/lib/payments/reference-format";

const source = path.join(process.cwd(), "drizzle");
const journal = JSON.parse(fs.readFileSync(path.join(source, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
const referenceMigration = journal.entries.findIndex((entry) => entry.tag.endsWith("_payment_references_and_statements"));

function migrationsBefore(count: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "anaesprep-migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  const entries = journal.entries.slice(0, count);
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) fs.copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

const client = new PGlite({ extensions: { pg_trgm } });
afterAll(() => client.close());

describe("the payment-reference migration", () => {
  it("gives every existing payment a distinct reference, oldest first, and new rows one that follows", async () => {
    const db = drizzle(client);
    expect(referenceMigration).toBeGreaterThan(0);
    await migrate(db, { migrationsFolder: migrationsBefore(referenceMigration) });
    await client.exec(`
      insert into users (id, email, name, password_hash) values ('00000000-0000-4000-8000-000000000001', 'a@x.dev', 'A', 'x');
      insert into payments (user_id, amount_paisa, transaction_id, proof_key, proof_content_type, created_at)
      select '00000000-0000-4000-8000-000000000001', 100, 'T' || n, 'proofs/' || n, 'image/png', now() - n * interval '1 minute'
      from generate_series(1, 3000) as n;`);
    await migrate(db, { migrationsFolder: source });

    const { rows } = await client.query<{ reference: string }>("select reference from payments order by created_at, id");
    expect(new Set(rows.map((row) => row.reference)).size).toBe(3000);
    expect(rows.every((row) => REFERENCE_PATTERN.test(row.reference))).toBe(true);
    const { rows: first } = await client.query<{ expected: string }>("select payment_reference_from(1) as expected");
    expect(rows[0]!.reference).toBe(first[0]!.expected);

    await client.exec(`insert into payments (user_id, amount_paisa, transaction_id, proof_key, proof_content_type)
      values ('00000000-0000-4000-8000-000000000001', 100, 'NEW', 'proofs/new', 'image/png')`);
    const { rows: added } = await client.query<{ reference: string; expected: string }>(
      "select reference, payment_reference_from(3001) as expected from payments where transaction_id = 'NEW'",
    );
    expect(added[0]!.reference).toBe(added[0]!.expected);
  });
});
