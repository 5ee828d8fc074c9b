import { z } from 'zod';

/** The answer of an endpoint that only confirms. */
export const OkSchema = z.object({ ok: z.literal(true) });
