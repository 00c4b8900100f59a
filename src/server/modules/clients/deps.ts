import type { SecretBox } from '../../crypto/secret-box';
import type { Db } from '../../db/client';

export type ClientDeps = { db: Db; secrets: SecretBox };
