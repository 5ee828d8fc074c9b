export * from './brokers';
export * from './changelog';
export * from './companies';
export * from './contracts';
export * from './customers';
export * from './gesellschaft';
export * from './users';
export * from './vertrag-details';
