// `npm run create-user -- --email a@b.co --name "Full Name" [--role agent|admin]`
// Creates an account directly in the database (for recovery, demos and test set-up). The password
// is read from NEW_USER_PASSWORD, never from the command line where it would show in `ps`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, fullNameSchema, newPasswordSchema, roleSchema } from '#shared/schemas/auth';
import { createUserWithPassword } from '../auth/accounts';
import { createAuth } from '../auth/auth';
import { findUserByEmail } from '../auth/users';
import { loadConfig } from '../config';
import { openPglite, openPostgres } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { loadOrCreateSecret } from '../secrets';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'agent' },
  },
});
const input = z
  .object({ email: emailSchema, fullName: fullNameSchema, role: roleSchema, password: newPasswordSchema })
  .safeParse({
    email: values.email,
    fullName: values.name,
    role: values.role,
    password: process.env.NEW_USER_PASSWORD,
  });
if (!input.success) {
  for (const issue of input.error.issues)
    console.error(`${issue.path.join('.') || 'input'}: ${issue.message}`);
  console.error(
    'Usage: NEW_USER_PASSWORD=... npm run create-user -- --email a@b.co --name "Full Name" [--role agent|admin]',
  );
  process.exit(2);
}

const config = loadConfig();
const release = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir);
const database = config.DATABASE_URL
  ? await openPostgres(config.DATABASE_URL, 2)
  : await openPglite(path.join(config.dataDir, 'pglite'));
try {
  const auth = createAuth({
    db: database.db,
    config,
    secret: loadOrCreateSecret(config.dataDir, 'auth-secret', 32, config.AUTH_SECRET),
  });
  if (await findUserByEmail(database.db, input.data.email)) {
    console.error(`A user with the email ${input.data.email} already exists.`);
    process.exitCode = 1;
  } else {
    const user = await createUserWithPassword(auth, input.data);
    console.log(`Created ${input.data.role} ${user.email} (${user.id}).`);
  }
} finally {
  await database.close();
  release();
}
