// The notes of a contract: the table (with its modals) embeds in the step, the tab and a damage report's page.

export { anmerkungenQueryOptions } from './anmerkung.queries';
export { AnmerkungenPage } from './anmerkungen-page';
export { AnmerkungenTable } from './anmerkungen-table';
