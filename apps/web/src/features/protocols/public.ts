/* What other features may use of the protocols list (decision 040): the protocol query the builder reads and writes. */
export { protocolKey, protocolQuery, protocolsKey } from './api/protocols-api.ts';
