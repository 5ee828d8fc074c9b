import { z } from 'zod';

const id = z.coerce.number().int().positive().optional().catch(undefined);

/** /beratung/tarifBearbeiten?insuranceStep={sparteId}&tarifId=…&versId=… (spec 2.2; decision 0026). */
export const tarifSearchSchema = z.object({ insuranceStep: id, tarifId: id, versId: id });
export type TarifSearch = z.infer<typeof tarifSearchSchema>;
