import { coercedInt, type SearchOutput, searchSchema } from '../../../lib/search-schema';

const id = coercedInt({ min: 1 });

/** /beratung/tarifBearbeiten?insuranceStep={sparteId}&tarifId=…&versId=… (spec 2.2; decision 0026). */
export const tarifSearchSchema = searchSchema({ insuranceStep: id, tarifId: id, versId: id });
export type TarifSearch = SearchOutput<typeof tarifSearchSchema>;
