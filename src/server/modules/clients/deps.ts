import type { SecretBox } from '#server/crypto/secret-box';
import type { Db } from '#server/db/client';

export type ClientDeps = { db: Db; secrets: SecretBox };
