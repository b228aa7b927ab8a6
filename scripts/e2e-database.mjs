// Prints the URL of a fresh database for the browser tests, beside the one in DATABASE_URL,
// so the e2e server seeds demo data into an empty database whatever the other tests left.
import postgres from "postgres";

const url = new URL(process.env.DATABASE_URL);
const name = `${url.pathname.slice(1) || "postgres"}_e2e`;
const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
try {
  await sql.unsafe(`drop database if exists "${name}" with (force)`);
  await sql.unsafe(`create database "${name}"`);
} finally {
  await sql.end();
}
url.pathname = `/${name}`;
console.log(url.toString());
