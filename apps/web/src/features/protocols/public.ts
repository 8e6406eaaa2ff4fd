/* What other features may use of the protocols list (decision 040): the protocol query the builder reads. */
export { protocolQuery } from './api/protocols-api.ts';
