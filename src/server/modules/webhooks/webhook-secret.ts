/** Associated data for an endpoint's encrypted secret: a ciphertext copied to another row fails to open. */
export const webhookSecretContext = (endpointId: string) => `webhook-secret:${endpointId}`;

/** What the list shows of a secret: its last four characters. */
export const secretHint = (secret: string) => `…${secret.slice(-4)}`;
