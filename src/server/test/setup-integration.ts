import { beforeEach } from 'vitest';
import { getTestDatabase, resetDatabase } from './test-database';

beforeEach(async () => {
  await resetDatabase(await getTestDatabase());
});
