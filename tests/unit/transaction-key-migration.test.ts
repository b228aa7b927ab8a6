import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";

const source = path.join(process.cwd(), "drizzle");
const journal = JSON.parse(fs.readFileSync(path.join(source, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
const keyMigration = journal.entries.findIndex((entry) => entry.tag.endsWith("_transaction_key"));

/** A copy of the migrations folder holding only the first `count` migrations. */
function migrationsBefore(count: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "anaesprep-migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  const entries = journal.entries.slice(0, count);
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) fs.copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

const client = new PGlite({ extensions: { pg_trgm } }); // as db/client.ts opens it
afterAll(() => client.close());

describe("the transaction-key migration", () => {
  it("keeps existing payments whose numbers normalise alike valid, and checks new ones", async () => {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore(keyMigration) });
    await client.exec(`
      insert into users (id, email, name, password_hash) values ('00000000-0000-4000-8000-000000000001', 'a@x.dev', 'A', 'x');
      insert into payments (user_id, amount_paisa, transaction_id, proof_key, proof_content_type, status, created_at) values
        ('00000000-0000-4000-8000-000000000001', 100, 'TXN V9K', 'proofs/a', 'image/png', 'PENDING', now() - interval '3 days'),
        ('00000000-0000-4000-8000-000000000001', 100, 'TXN-V9K', 'proofs/b', 'image/png', 'ACCEPTED', now() - interval '2 days'),
        ('00000000-0000-4000-8000-000000000001', 100, 'txnv9k', 'proofs/c', 'image/png', 'REJECTED', now() - interval '1 day'),
        ('00000000-0000-4000-8000-000000000001', 100, 'OTHER 1', 'proofs/d', 'image/png', 'PENDING', now());
    `);
    await migrate(db, { migrationsFolder: source });

    const { rows } = await client.query<{ transaction_id: string; transaction_key: string; legacy_transaction_duplicate: boolean }>(
      "select transaction_id, transaction_key, legacy_transaction_duplicate from payments order by created_at",
    );
    expect(rows).toEqual([
      { transaction_id: "TXN V9K", transaction_key: "TXNV9K", legacy_transaction_duplicate: true },
      { transaction_id: "TXN-V9K", transaction_key: "TXNV9K", legacy_transaction_duplicate: false },
      { transaction_id: "txnv9k", transaction_key: "TXNV9K", legacy_transaction_duplicate: false },
      { transaction_id: "OTHER 1", transaction_key: "OTHER1", legacy_transaction_duplicate: false },
    ]);
    const reuse = client.query(
      `insert into payments (user_id, amount_paisa, transaction_id, proof_key, proof_content_type)
       values ('00000000-0000-4000-8000-000000000001', 100, 'TXN  V9K', 'proofs/e', 'image/png')`,
    );
    await expect(reuse).rejects.toMatchObject({ code: "23505" });
  });
});
