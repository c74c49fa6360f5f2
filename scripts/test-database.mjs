// Creates or drops a PostgreSQL database for a CI run (drop also removes the per-worker copies the suite makes).
import postgres from 'postgres';

const [action, adminUrl, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !adminUrl || !/^[a-z0-9_]+$/.test(name ?? '')) {
  console.error('usage: node scripts/test-database.mjs create|drop ADMIN_URL NAME');
  process.exit(2);
}
const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
try {
  if (action === 'create') {
    await sql.unsafe(`create database "${name}"`);
  } else {
    const rows =
      await sql`select datname from pg_database where datname = ${name} or datname like ${`${name}_w%`}`;
    for (const row of rows) await sql.unsafe(`drop database if exists "${row.datname}" with (force)`);
  }
} finally {
  await sql.end();
}
