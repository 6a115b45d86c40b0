export { guardedAgents, resetGuardedAgents } from './guarded-agents';
export { OutboundHttpError, type OutboundFailure } from './outbound-http.error';
export { outboundRequest, type OutboundRequestOptions, type OutboundResponse } from './outbound-request';
export { checkStorableUrl, type StorableUrl } from './storable-url';
export { bodySignature } from './body-signature';
