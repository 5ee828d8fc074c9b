// The bodies of the steps besides 'Vertragsdaten' (the step a contract opens with): a chunk of their own,
// loaded when one of them opens and, beside the page, once its queries have settled (step-content.tsx).
export { AenderungslogView } from '../../shared/aenderungslog/aenderungslog-view';
export { AnmerkungenTable } from '../../shared/anmerkung/anmerkungen-table';
export { AbrechnungenStep } from '../courtage/abrechnungen-step';
export { ZubringerStep } from '../courtage/zubringer-step';
export { KommunikationSection } from '../kommunikation/kommunikation-section';
export { SchadensmeldungenStep } from '../schadensmeldung/schadensmeldungen-step';
export { DokumenteStep } from './dokumente-step';
export { FahrzeugStep } from './fahrzeug-step';
export { SparteStep } from './sparte/sparte-step';
export { SpartenStep } from './sparte/sparten-step';
export { VersicherteSacheStep } from './versicherte-sache-step';
export { VertragspersonenStep } from './vertragspersonen-step';
export { WertpapiereSection } from './vertragsteile/wertpapiere-section';
export { WeitereStep } from './weitere-step';
