import { z } from 'zod';
import { contractStatuses } from './vertrag-status';

export const ContractStatusSchema = z.enum(contractStatuses, { message: 'Bitte wählen Sie einen gültigen Status.' });
