// The ceiling any Node server reaches on this machine: node:http and postgres.js sending the habit-log
// upsert in one prepared statement, with no framework, no session, no validation. Started by
// tracker.bench.ts beside the real server; takes DATABASE_URL, USER_ID and PORT.
import { createServer } from 'node:http';
import postgres from 'postgres';

const sql = postgres(process.env.DATABASE_URL ?? '', { max: 20 });
const userId = process.env.USER_ID ?? '';

createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', async () => {
    try {
      const input = JSON.parse(body) as { habit_id: string; date: string; value_boolean: boolean };
      const [log] = await sql`
        insert into habit_logs (user_id, habit_id, date, value_boolean, is_complete)
        select ${userId}, id, ${input.date}, ${input.value_boolean}, ${input.value_boolean}
        from habits where id = ${input.habit_id} and user_id = ${userId}
        on conflict (user_id, habit_id, date) do update
        set value_boolean = excluded.value_boolean, is_complete = excluded.is_complete,
          save_count = habit_logs.save_count + 1, updated_at = now()
        returning habit_id, date, value_boolean, is_complete`;
      const json = JSON.stringify({ log });
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(json),
      });
      response.end(json);
    } catch {
      response.writeHead(400).end();
    }
  });
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
// Exits (rather than dying of the signal) so that a --cpu-prof of BENCH_SERVER_NODE_ARGS is written.
process.once('SIGTERM', () => process.exit(0));
